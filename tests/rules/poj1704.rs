//! Georgia and Bob from the rules: pieces on cells 1, 2, ...; a move slides
//! one piece left by at least one cell, not onto or past another piece and
//! not past cell 1.

use crate::search::{Next, Rng, Search};
use crate::{assert_lines, words};

/// Every position one move reaches; a position is the sorted piece cells.
fn slide_left(cells: &[u64]) -> Vec<Next<Vec<u64>>> {
    let mut next = Vec::new();
    for i in 0..cells.len() {
        let lowest = if i == 0 { 1 } else { cells[i - 1] + 1 };
        for to in lowest..cells[i] {
            let mut moved = cells.to_vec();
            moved[i] = to;
            next.push(Next::To(moved));
        }
    }
    next
}

/// Shuffles in place: the judge gives the cells in any order.
fn shuffle(v: &mut [u64], rng: &mut Rng) {
    for i in (1..v.len()).rev() {
        v.swap(i, rng.range(0, i as u64) as usize);
    }
}

fn check(cases: &[Vec<u64>], rng: &mut Rng) {
    let mut search = Search::normal(|p: &Vec<u64>| slide_left(p));
    let mut input = format!("{}\n", cases.len());
    let mut expected = Vec::new();
    for cells in cases {
        let mut shown = cells.clone();
        shuffle(&mut shown, rng);
        input += &format!("{}\n{}\n", shown.len(), words(&shown));
        let georgia = search.mover_wins(cells);
        expected.push(
            if georgia {
                "Georgia will win"
            } else {
                "Bob will win"
            }
            .to_string(),
        );
    }
    assert_lines("poj1704", &input, &expected);
}

#[test]
fn every_set_of_cells_up_to_twelve() {
    let cases: Vec<Vec<u64>> = (0u64..1 << 12)
        .map(|mask| (1..=12).filter(|c| mask >> (c - 1) & 1 == 1).collect())
        .collect();
    check(&cases, &mut Rng::new(1704));
}

#[test]
fn seeded_random_positions() {
    let mut rng = Rng::new(17040);
    let cases: Vec<Vec<u64>> = (0..200)
        .map(|_| {
            let mut cells: Vec<u64> = (0..rng.range(1, 6)).map(|_| rng.range(1, 18)).collect();
            cells.sort_unstable();
            cells.dedup();
            cells
        })
        .collect();
    check(&cases, &mut rng);
}
