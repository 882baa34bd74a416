fn checked_div(a: i32, b: i32) -> i32 {
    if b == 0 {
        panic!("division by zero");
    }
    a / b
}

fn grade(score: u32) -> char {
    assert!(score <= 100, "score out of range");
    match score {
        90..=100 => 'A',
        80..=89 => 'B',
        0..=79 => 'C',
        _ => unreachable!(),
    }
}

fn main() {
    println!("{}", checked_div(10, 2));
    for s in [95, 85, 10] {
        println!("{}", grade(s));
    }
    let result = std::panic::catch_unwind(|| {
        checked_div(1, 0)
    });
    println!("{}", result.is_err());
}
