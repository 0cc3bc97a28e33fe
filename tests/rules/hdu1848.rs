//! Fibonacci again and again from the rules: three heaps, a move takes
//! F(i) stones from one heap, F(1) = 1, F(2) = 2, F(i) = F(i-1) + F(i-2).

use crate::assert_lines;
use crate::search::{Next, Rng, Search};

/// The F(i) up to `limit`, straight from the statement's recurrence.
fn fibonacci(limit: u64) -> Vec<u64> {
    let mut f = vec![1, 2];
    while f[f.len() - 1] + f[f.len() - 2] <= limit {
        f.push(f[f.len() - 1] + f[f.len() - 2]);
    }
    f
}

fn check(cases: &[[u64; 3]]) {
    let largest = cases.iter().flatten().copied().max().unwrap_or(0);
    let fib = fibonacci(largest);
    let mut search = Search::normal(|heaps: &[u64; 3]| {
        let mut next = Vec::new();
        for i in 0..3 {
            for &f in fib.iter().filter(|&&f| f <= heaps[i]) {
                let mut h = *heaps;
                h[i] -= f;
                h.sort_unstable();
                next.push(Next::To(h));
            }
        }
        next
    });
    let mut input = String::new();
    let mut expected = Vec::new();
    for c in cases {
        input += &format!("{} {} {}\n", c[0], c[1], c[2]);
        let mut sorted = *c;
        sorted.sort_unstable();
        expected.push(
            if search.mover_wins(&sorted) {
                "Fibo"
            } else {
                "Nacci"
            }
            .to_string(),
        );
    }
    input += "0 0 0\n";
    assert_lines("hdu1848", &input, &expected);
}

/// Every triple of heaps up to 25, zero heaps included (only `0 0 0` ends
/// the input).
#[test]
fn all_small_positions_with_zero_heaps() {
    let mut cases = Vec::new();
    for a in 0..=25 {
        for b in 0..=25 {
            for c in 0..=25 {
                if [a, b, c] != [0, 0, 0] {
                    cases.push([a, b, c]);
                }
            }
        }
    }
    check(&cases);
}

#[test]
fn seeded_random_positions() {
    let mut rng = Rng::new(1848);
    let cases: Vec<[u64; 3]> = (0..500)
        .map(|_| [rng.range(1, 45), rng.range(0, 45), rng.range(1, 45)])
        .collect();
    check(&cases);
}
