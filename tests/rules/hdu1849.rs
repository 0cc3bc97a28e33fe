//! Rabbit and Grass from the rules: tokens on cells 0, 1, 2, ...; a move
//! slides one token to any cell left of it (tokens may share cells).

use crate::poj2234::{all_positions, nim_moves};
use crate::search::{Rng, Search};
use crate::{assert_lines, words};

fn check(cases: &[Vec<u64>]) {
    // A position is the sorted multiset of token cells; sliding a token from
    // cell c to any c' < c is exactly `nim_moves` on that multiset.
    let mut search = Search::normal(nim_moves);
    let mut input = String::new();
    let mut expected = Vec::new();
    for cells in cases {
        input += &format!("{}\n{}\n", cells.len(), words(cells));
        let mut position = cells.clone();
        position.sort_unstable();
        let rabbit = search.mover_wins(&position);
        expected.push(if rabbit { "Rabbit Win!" } else { "Grass Win!" }.to_string());
    }
    input += "0\n";
    assert_lines("hdu1849", &input, &expected);
}

#[test]
fn all_small_positions() {
    let mut cases = Vec::new();
    for count in 1..=3 {
        cases.extend(all_positions(count, 0, 7));
    }
    check(&cases);
}

#[test]
fn seeded_random_positions() {
    let mut rng = Rng::new(1849);
    let cases: Vec<Vec<u64>> = (0..300)
        .map(|_| (0..rng.range(1, 5)).map(|_| rng.range(0, 9)).collect())
        .collect();
    check(&cases);
}
