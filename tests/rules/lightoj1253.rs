//! LightOJ 1253 from the rules: misère Nim (Nim moves, whoever takes the last
//! stone loses) searched position by position, in the judge's own words,
//! with the case numbers the output carries.

use crate::assert_lines;
use crate::poj2234::{all_positions, nim_moves};
use crate::search::{Rng, Search};

fn check(positions: &[Vec<u64>]) {
    let mut search = Search::misere(nim_moves);
    let mut input = format!("{}\n", positions.len());
    let mut expected = Vec::new();
    for (i, p) in positions.iter().enumerate() {
        input += &format!("{}\n{}\n", p.len(), crate::words(p));
        let mut sorted = p.clone();
        sorted.sort_unstable();
        let winner = if search.mover_wins(&sorted) {
            "Alice"
        } else {
            "Bob"
        };
        expected.push(format!("Case {}: {winner}", i + 1));
    }
    assert_lines("lightoj1253", &input, &expected);
}

#[test]
fn all_small_positions_with_piles_of_one_or_more() {
    let mut positions = Vec::new();
    for count in 1..=4 {
        positions.extend(all_positions(count, 1, if count == 4 { 4 } else { 6 }));
    }
    check(&positions);
}

#[test]
fn seeded_random_positions_many_of_them_all_ones() {
    let mut rng = Rng::new(1253);
    let positions: Vec<Vec<u64>> = (0..200)
        .map(|_| {
            let top = if rng.range(0, 1) == 0 { 1 } else { 9 };
            (0..rng.range(1, 5)).map(|_| rng.range(1, top)).collect()
        })
        .collect();
    check(&positions);
}
