//! HDU 2486 from the rules: one pile of n, the first move takes 1 to n - 1
//! stones, each later one at most K times the previous take; whoever takes
//! the last stone wins. The answer is the smallest winning first take.

use crate::assert_lines;
use crate::search::{Next, Rng, Search};

/// (K, stones left, largest take allowed), the limit capped at the stones.
type Position = (u64, u64, u64);

fn moves(&(k, r, c): &Position) -> Vec<Next<Position>> {
    (1..=c.min(r))
        .map(|t| Next::To((k, r - t, (k * t).min(r - t))))
        .collect()
}

/// The smallest first take that leaves a lost position, if any.
fn smallest_winning_take<F: FnMut(&Position) -> Vec<Next<Position>>>(
    search: &mut Search<Position, F>,
    n: u64,
    k: u64,
) -> Option<u64> {
    (1..n).find(|&t| !search.mover_wins(&(k, n - t, (k * t).min(n - t))))
}

/// The spec's construction: the terms a_i (the lost piles) and, for a won
/// pile, the smallest term of its greedy sum.
fn construction(n: u64, k: u64) -> Option<u64> {
    let (mut a, mut b) = (vec![1u64], vec![1u64]);
    while *a.last().unwrap() < n {
        let next = b.last().unwrap() + 1;
        let below = a.iter().rposition(|&x| k * x < next);
        b.push(next + below.map_or(0, |j| b[j]));
        a.push(next);
    }
    if a.contains(&n) {
        return None;
    }
    let mut left = n;
    let mut smallest = n;
    for &x in a.iter().rev() {
        if x <= left {
            left -= x;
            smallest = x;
        }
    }
    Some(smallest)
}

fn cases() -> Vec<(u64, u64)> {
    let mut cases = Vec::new();
    for k in 1..=6 {
        for n in 2..=70 {
            cases.push((n, k));
        }
    }
    let mut rng = Rng::new(2486);
    cases.extend((0..100).map(|_| (rng.range(2, 90), rng.range(1, 12))));
    cases
}

#[test]
fn search_agrees_with_the_known_formula() {
    let mut search = Search::normal(moves);
    for (n, k) in cases() {
        assert_eq!(
            smallest_winning_take(&mut search, n, k),
            construction(n, k),
            "n {n}, K {k}"
        );
    }
}

#[test]
fn the_quirks_of_the_spec() {
    let mut search = Search::normal(moves);
    let mut take = |n, k| smallest_winning_take(&mut search, n, k);
    assert_eq!(take(16, 1), None);
    assert_eq!(take(11, 1), Some(1));
    assert_eq!(take(32, 2), Some(3));
    assert_eq!(take(34, 2), None);
    assert_eq!(take(19, 3), Some(4));
    assert_eq!(take(9, 1), Some(1));
    assert_eq!(take(4, 2), Some(1));
    assert_eq!(take(2, 1), None);
    assert_eq!(take(2, 100000), None);
    assert_eq!(take(10, 100), None);
    assert_eq!(take(12, 2), Some(1));
}

#[test]
fn all_small_and_seeded_random_piles() {
    let mut search = Search::normal(moves);
    let cases = cases();
    let mut input = format!("{}\n", cases.len());
    let mut expected = Vec::new();
    for (i, &(n, k)) in cases.iter().enumerate() {
        input += &format!("{n} {k}\n");
        let answer = smallest_winning_take(&mut search, n, k)
            .map_or_else(|| "lose".to_string(), |t| t.to_string());
        expected.push(format!("Case {}: {answer}", i + 1));
    }
    assert_lines("hdu2486", &input, &expected);
}
