//! Wythoff's game from the rules: lower one pile, or both by the same amount.

use crate::assert_lines;
use crate::search::{Next, Rng, Search};

pub fn wythoff_moves(&(a, b): &(u64, u64)) -> Vec<Next<(u64, u64)>> {
    let mut next = Vec::new();
    for t in 0..a {
        next.push(Next::To((t, b)));
    }
    for t in 0..b {
        next.push(Next::To((a, t)));
    }
    for d in 1..=a.min(b) {
        next.push(Next::To((a - d, b - d)));
    }
    next
}

fn check(pairs: &[(u64, u64)]) {
    let mut search = Search::normal(wythoff_moves);
    let mut input = String::new();
    let mut expected = Vec::new();
    for &(a, b) in pairs {
        input += &format!("{a} {b}\n");
        expected.push(if search.mover_wins(&(a, b)) { "1" } else { "0" }.to_string());
    }
    assert_lines("poj1067", &input, &expected);
}

#[test]
fn all_small_pairs_in_both_orders() {
    let pairs: Vec<(u64, u64)> = (0..45).flat_map(|a| (0..45).map(move |b| (a, b))).collect();
    check(&pairs);
}

#[test]
fn seeded_random_pairs() {
    let mut rng = Rng::new(1067);
    let pairs: Vec<(u64, u64)> = (0..400)
        .map(|_| (rng.range(0, 160), rng.range(0, 160)))
        .collect();
    check(&pairs);
}
