//! Misère Nim from the rules: Nim moves, but whoever takes the last loses.

use crate::assert_lines;
use crate::poj2234::{all_positions, nim_moves};
use crate::search::{Rng, Search};

fn check(positions: &[Vec<u64>]) {
    let mut search = Search::misere(nim_moves);
    let mut input = format!("{}\n", positions.len());
    let mut expected = Vec::new();
    for p in positions {
        input += &format!("{}\n{}\n", p.len(), crate::words(p));
        let mut sorted = p.clone();
        sorted.sort_unstable();
        expected.push(
            if search.mover_wins(&sorted) {
                "John"
            } else {
                "Brother"
            }
            .to_string(),
        );
    }
    assert_lines("hdu1907", &input, &expected);
}

#[test]
fn all_small_positions_including_zero_heaps_and_ones() {
    let mut positions = Vec::new();
    for count in 1..=4 {
        positions.extend(all_positions(count, 0, if count == 4 { 3 } else { 6 }));
    }
    check(&positions);
}

#[test]
fn seeded_random_positions() {
    let mut rng = Rng::new(1907);
    let positions: Vec<Vec<u64>> = (0..300)
        .map(|_| {
            let ones = rng.range(0, 1) == 0;
            (0..rng.range(1, 5))
                .map(|_| {
                    if ones {
                        rng.range(0, 1)
                    } else {
                        rng.range(1, 8)
                    }
                })
                .collect()
        })
        .collect();
    check(&positions);
}
