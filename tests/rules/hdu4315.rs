//! Climbing the Hill from the rules (`tests/common/hill.rs`): every hill of
//! up to 5 persons on cells 1..=10 with every king, and seeded random ones.

use crate::hill::{climbs, Hill};
use crate::search::{Next, Rng, Search};
use crate::{assert_lines, words};

fn check(cases: &[Hill]) {
    let mut search =
        Search::normal(|p: &Hill| climbs(p).into_iter().map(Next::To).collect::<Vec<_>>());
    let mut input = String::new();
    let mut expected = Vec::new();
    for case in cases {
        let (cells, king) = case;
        input += &format!("{} {}\n{}\n", cells.len(), king + 1, words(cells));
        let alice = search.mover_wins(case);
        expected.push(if alice { "Alice" } else { "Bob" }.to_string());
    }
    assert_lines("hdu4315", &input, &expected);
}

/// Every set of persons on cells 1..=10 (up to 5 of them), every king.
#[test]
fn every_small_hill_and_every_king() {
    let mut cases = Vec::new();
    for mask in 1u32..1 << 10 {
        let cells: Vec<u64> = (1..=10).filter(|c| mask >> (c - 1) & 1 == 1).collect();
        if cells.len() <= 5 {
            for king in 0..cells.len() {
                cases.push((cells.clone(), king));
            }
        }
    }
    check(&cases);
}

#[test]
fn seeded_random_hills() {
    let mut rng = Rng::new(4315);
    let cases: Vec<Hill> = (0..300)
        .map(|_| {
            let mut cells: Vec<u64> = (0..rng.range(1, 7)).map(|_| rng.range(1, 14)).collect();
            cells.sort_unstable();
            cells.dedup();
            let king = rng.range(0, cells.len() as u64 - 1) as usize;
            (cells, king)
        })
        .collect();
    check(&cases);
}
