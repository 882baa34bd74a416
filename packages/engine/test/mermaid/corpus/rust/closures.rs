fn apply<F: Fn(i32) -> i32>(xs: &[i32], f: F) -> Vec<i32> {
    let mut out = Vec::new();
    for x in xs {
        out.push(f(*x));
    }
    out
}

fn make_counter() -> impl FnMut() -> u32 {
    let mut n = 0;
    move || {
        n += 1;
        n
    }
}

fn main() {
    let double = |x: i32| {
        if x < 0 {
            return 0;
        }
        x * 2
    };
    println!("{:?}", apply(&[1, -2, 3], double));
    let mut next = make_counter();
    next();
    println!("{}", next());
    let mut words = vec!["pear", "fig", "apple"];
    words.sort_by(|a, b| a.len().cmp(&b.len()));
    let total: usize = words.iter().map(|w| w.len()).sum();
    println!("{:?} {}", words, total);
}
