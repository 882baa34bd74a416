use std::collections::HashMap;

fn word_count(text: &str) -> HashMap<String, usize> {
    let mut counts = HashMap::new();
    for w in text.split_whitespace() {
        *counts.entry(w.to_lowercase()).or_insert(0) += 1;
    }
    counts
}

fn most_common(counts: &HashMap<String, usize>) -> (String, usize) {
    let mut best = String::new();
    let mut n = 0;
    for (w, c) in counts {
        if *c > n || (*c == n && *w < best) {
            best = w.clone();
            n = *c;
        }
    }
    (best, n)
}

fn is_palindrome(s: &str) -> bool {
    let chars: Vec<char> = s.chars().filter(|c| c.is_alphanumeric()).collect();
    let mut i = 0;
    let mut j = chars.len();
    while i + 1 < j {
        j -= 1;
        if chars[i] != chars[j] {
            return false;
        }
        i += 1;
    }
    true
}

fn main() {
    let counts = word_count("the cat and The dog and the bird");
    println!("{:?}", most_common(&counts));
    println!("{} {}", is_palindrome("A man, a plan"), is_palindrome("racecar"));
}
