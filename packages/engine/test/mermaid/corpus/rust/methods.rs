struct Stack {
    items: Vec<i32>,
}

impl Stack {
    fn new() -> Self {
        Stack { items: Vec::new() }
    }

    fn push(&mut self, v: i32) {
        self.items.push(v);
    }

    fn pop(&mut self) -> Option<i32> {
        if self.items.is_empty() {
            return None;
        }
        self.items.pop()
    }

    fn push_all(&mut self, vs: &[i32]) {
        for v in vs {
            self.push(*v);
        }
    }

    fn len(&self) -> usize {
        self.items.len()
    }
}

trait Shape {
    fn area(&self) -> f64;
    fn describe(&self) -> String {
        if self.area() > 10.0 {
            String::from("large")
        } else {
            String::from("small")
        }
    }
}

struct Square(f64);

impl Shape for Square {
    fn area(&self) -> f64 {
        self.0 * self.0
    }
}

fn main() {
    let mut s = Stack::new();
    s.push_all(&[1, 2, 3]);
    while s.len() > 0 {
        let v = s.pop();
        println!("{:?}", v);
    }
    println!("{}", Square(4.0).describe());
    println!("{}", Square(1.0).describe());
}
