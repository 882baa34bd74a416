enum Shape {
    Circle(f64),
    Rect { w: f64, h: f64 },
    Empty,
}

fn area(s: &Shape) -> f64 {
    match s {
        Shape::Circle(r) => 3.14 * r * r,
        Shape::Rect { w, h } if *w == *h => {
            let side = *w;
            side * side
        }
        Shape::Rect { w, h } => w * h,
        Shape::Empty => 0.0,
    }
}

fn fizz(n: u32) -> String {
    let s = match (n % 3, n % 5) {
        (0, 0) => String::from("FizzBuzz"),
        (0, _) => String::from("Fizz"),
        (_, 0) => String::from("Buzz"),
        _ => n.to_string(),
    };
    s
}

fn main() {
    let shapes = [Shape::Circle(1.0), Shape::Rect { w: 2.0, h: 2.0 }, Shape::Rect { w: 1.0, h: 3.0 }, Shape::Empty];
    for s in shapes.iter() {
        println!("{}", area(s));
    }
    for n in 1..=15 {
        println!("{}", fizz(n));
    }
}
