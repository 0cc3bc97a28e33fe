//! Fibonacci Nim from the rules: one pile, the first move takes 1 to n - 1,
//! each later move 1 to twice the previous take; taking the last stone wins.

use crate::assert_lines;
use crate::search::{Next, Rng, Search};

/// The moves from (stones left, largest take allowed), the limit capped at
/// the stones left (a larger one allows nothing more).
fn moves(&(r, c): &(u64, u64)) -> Vec<Next<(u64, u64)>> {
    (1..=c.min(r))
        .map(|t| Next::To((r - t, (2 * t).min(r - t))))
        .collect()
}

fn check(piles: &[u64]) {
    let mut search = Search::normal(moves);
    let mut input = String::new();
    let mut expected = Vec::new();
    for &n in piles {
        input += &format!("{n}\n");
        let first_wins = search.mover_wins(&(n, n - 1));
        expected.push(
            if first_wins {
                "First win"
            } else {
                "Second win"
            }
            .to_string(),
        );
    }
    input += "0\n";
    assert_lines("hdu2516", &input, &expected);
}

#[test]
fn every_pile_up_to_1000() {
    check(&(2..=1000).collect::<Vec<u64>>());
}

#[test]
fn seeded_random_piles_up_to_5000() {
    let mut rng = Rng::new(2516);
    check(&(0..40).map(|_| rng.range(1001, 5000)).collect::<Vec<u64>>());
}
