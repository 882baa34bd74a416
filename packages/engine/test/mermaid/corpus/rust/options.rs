use std::collections::HashMap;

fn lookup(map: &HashMap<&str, i32>, key: &str) -> i32 {
    if let Some(v) = map.get(key) {
        *v
    } else if key.is_empty() {
        -1
    } else {
        0
    }
}

fn first_even(xs: &[i32]) -> Option<i32> {
    let Some(first) = xs.iter().find(|x| *x % 2 == 0) else {
        return None;
    };
    Some(*first)
}

fn drain(mut stack: Vec<i32>) -> i32 {
    let mut total = 0;
    while let Some(top) = stack.pop() {
        total += top;
    }
    total
}

fn main() {
    let mut map = HashMap::new();
    map.insert("a", 1);
    println!("{} {} {}", lookup(&map, "a"), lookup(&map, ""), lookup(&map, "b"));
    println!("{:?}", first_even(&[1, 3, 4]));
    println!("{:?}", first_even(&[1, 3]));
    println!("{}", drain(vec![1, 2, 3]));
}
