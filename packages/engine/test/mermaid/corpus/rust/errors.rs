use std::fmt;

#[derive(Debug)]
enum CalcError {
    DivideByZero,
    Negative(i64),
}

impl fmt::Display for CalcError {
    fn fmt(&self, f: &mut fmt::Formatter) -> fmt::Result {
        match self {
            CalcError::DivideByZero => write!(f, "divide by zero"),
            CalcError::Negative(n) => write!(f, "negative: {}", n),
        }
    }
}

fn divide(a: i64, b: i64) -> Result<i64, CalcError> {
    if b == 0 {
        return Err(CalcError::DivideByZero);
    }
    Ok(a / b)
}

fn sqrt_floor(n: i64) -> Result<i64, CalcError> {
    if n < 0 {
        return Err(CalcError::Negative(n));
    }
    let mut r = 0;
    while (r + 1) * (r + 1) <= n {
        r += 1;
    }
    Ok(r)
}

fn compute(a: i64, b: i64) -> Result<i64, CalcError> {
    let q = divide(a, b)?;
    let s = sqrt_floor(q)?;
    Ok(s)
}

fn main() {
    for (a, b) in [(50, 2), (1, 0), (-9, 1)] {
        match compute(a, b) {
            Ok(v) => println!("{}", v),
            Err(e) => println!("error: {}", e),
        }
    }
}
