fn sum_to(n: u32) -> u32 {
    let mut total = 0;
    for i in 1..=n {
        total += i;
    }
    total
}

fn count_down(mut n: i32) -> i32 {
    let mut steps = 0;
    while n > 0 {
        n -= 1;
        steps += 1;
    }
    steps
}

fn first_over(limit: u32) -> u32 {
    let mut x = 1;
    loop {
        x *= 2;
        if x > limit {
            break;
        }
    }
    x
}

fn find_pair(grid: &[Vec<i32>], target: i32) -> Option<(usize, usize)> {
    let found = 'outer: loop {
        for (i, row) in grid.iter().enumerate() {
            for (j, v) in row.iter().enumerate() {
                if *v < 0 {
                    continue 'outer;
                }
                if *v == target {
                    break 'outer Some((i, j));
                }
            }
        }
        break None;
    };
    found
}

fn main() {
    println!("{}", sum_to(5));
    println!("{}", count_down(3));
    println!("{}", first_over(20));
    let grid = vec![vec![1, 2], vec![4, 5]];
    println!("{:?}", find_pair(&grid, 5));
}
