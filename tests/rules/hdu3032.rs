//! Nim or not Nim? (Lasker's Nim) from the rules: take any number from one
//! heap, or split one heap into two non-empty heaps.

use crate::search::Rng;
use crate::split_nim::{positions_up_to, Labels};
use crate::{assert_lines, words};

fn check(positions: &[Vec<u64>]) {
    let mut labels = Labels::new(2);
    let mut input = format!("{}\n", positions.len());
    let mut expected = Vec::new();
    for p in positions {
        input += &format!("{}\n{}\n", p.len(), words(p));
        expected.push(if labels.mover_wins(p) { "Alice" } else { "Bob" }.to_string());
    }
    assert_lines("hdu3032", &input, &expected);
}

/// Every position of total at most 18 (in one input: the count bound is
/// the judge's, not the solver's).
#[test]
fn every_position_up_to_18_objects() {
    let all: Vec<Vec<u64>> = positions_up_to(18)
        .into_iter()
        .filter(|p| !p.is_empty())
        .collect();
    check(&all);
}

/// Seeded random positions of up to 3 heaps of up to 14, unsorted.
#[test]
fn seeded_random_positions() {
    let mut rng = Rng::new(3032);
    let positions: Vec<Vec<u64>> = (0..150)
        .map(|_| (0..rng.range(1, 3)).map(|_| rng.range(1, 14)).collect())
        .collect();
    check(&positions);
}
