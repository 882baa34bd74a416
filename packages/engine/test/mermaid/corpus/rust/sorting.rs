fn bubble_sort(xs: &mut Vec<i32>) {
    let mut swapped = true;
    while swapped {
        swapped = false;
        for i in 1..xs.len() {
            if xs[i - 1] > xs[i] {
                xs.swap(i - 1, i);
                swapped = true;
            }
        }
    }
}

fn binary_search(xs: &[i32], target: i32) -> Option<usize> {
    let mut lo = 0;
    let mut hi = xs.len();
    while lo < hi {
        let mid = (lo + hi) / 2;
        if xs[mid] == target {
            return Some(mid);
        } else if xs[mid] < target {
            lo = mid + 1;
        } else {
            hi = mid;
        }
    }
    None
}

fn main() {
    let mut xs = vec![5, 2, 9, 1];
    bubble_sort(&mut xs);
    println!("{:?}", xs);
    let found = binary_search(&xs, 9);
    let missing = binary_search(&xs, 4);
    println!("{:?} {:?}", found, missing);
}
