//! Climbing the Hill from the rules: persons on cells, the hilltop is cell
//! 0 and holds any number of them; a move takes one person not at the top
//! up by at least one cell, never onto or past the person above him (onto
//! the top only when nobody stands between him and it); bringing the king
//! to the top wins on the spot.

use crate::search::{Next, Rng, Search};
use crate::{assert_lines, words};

/// A position: the cells from the top down (persons at the top first, as
/// 0s), and the king's index in that order. Exported for `tests/explain`.
pub type Hill = (Vec<u64>, usize);

/// Every position one move reaches, or the win when the king gets to the top.
pub fn climbs(position: &Hill) -> Vec<Next<Hill>> {
    let (cells, king) = position;
    let mut next = Vec::new();
    for i in 0..cells.len() {
        if cells[i] == 0 {
            continue;
        }
        let lowest = match i {
            0 => 0,
            _ if cells[i - 1] == 0 => 0,
            _ => cells[i - 1] + 1,
        };
        for to in lowest..cells[i] {
            if i == *king && to == 0 {
                next.push(Next::Win);
            } else {
                let mut moved = cells.clone();
                moved[i] = to;
                next.push(Next::To((moved, *king)));
            }
        }
    }
    next
}

fn check(cases: &[Hill]) {
    let mut search = Search::normal(climbs);
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
