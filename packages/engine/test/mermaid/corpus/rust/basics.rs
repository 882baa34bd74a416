fn classify(n: i32) -> &'static str {
    match n {
        0 => "zero",
        1 | 2 | 3 => "small",
        x if x < 0 => "negative",
        _ => "big",
    }
}

fn parse(s: &str) -> Result<i32, std::num::ParseIntError> {
    let v: i32 = s.trim().parse()?;
    Ok(v * 2)
}

fn main() {
    let mut total = 0;
    for i in 0..4 {
        if i % 2 == 0 {
            continue;
        }
        total += i;
    }
    let mut n = 3;
    while n > 0 {
        n -= 1;
    }
    println!("{} {}", total, classify(2));
    println!("{}", classify(-5));
    match parse("x") {
        Ok(v) => println!("{}", v),
        Err(_) => println!("bad"),
    }
    println!("{:?}", parse("4"));
}
