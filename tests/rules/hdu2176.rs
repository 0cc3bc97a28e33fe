//! Listing winning first moves in Nim from the rules: for each pile in input
//! order, every size it can be lowered to that leaves a lost position.

use crate::poj2234::{all_positions, nim_moves};
use crate::search::{Next, Rng, Search};
use crate::{assert_lines, words};

/// The winning first moves `(pile, size left)`, by search: piles in input
/// order, sizes ascending, equal piles each giving their own moves.
pub fn searched_winning_moves<F>(search: &mut Search<Vec<u64>, F>, piles: &[u64]) -> Vec<(u64, u64)>
where
    F: FnMut(&Vec<u64>) -> Vec<Next<Vec<u64>>>,
{
    let mut moves = Vec::new();
    for (i, &a) in piles.iter().enumerate() {
        for b in 0..a {
            let mut left = piles.to_vec();
            left[i] = b;
            left.sort_unstable();
            if !search.mover_wins(&left) {
                moves.push((a, b));
            }
        }
    }
    moves
}

/// Small cases for HDU 1850 and HDU 2176 (same input): every position of up
/// to three piles of 0..=7 and four of 1..=4, and seeded random ones with
/// repeated piles, in no particular order.
pub fn cases(seed: u64) -> Vec<Vec<u64>> {
    let mut cases = Vec::new();
    for count in 1..=3 {
        cases.extend(all_positions(count, 0, 7));
    }
    cases.extend(all_positions(4, 1, 4));
    let mut rng = Rng::new(seed);
    cases.extend((0..300).map(|_| (0..rng.range(1, 6)).map(|_| rng.range(1, 6)).collect()));
    cases
}

/// The judge input for `cases`, closed by the `0`.
pub fn input(cases: &[Vec<u64>]) -> String {
    let mut input: String = cases
        .iter()
        .map(|piles| format!("{}\n{}\n", piles.len(), words(piles)))
        .collect();
    input += "0\n";
    input
}

#[test]
fn small_and_seeded_random_positions() {
    let cases = cases(2176);
    let mut search = Search::normal(nim_moves);
    let mut expected = Vec::new();
    for piles in &cases {
        let moves = searched_winning_moves(&mut search, piles);
        if moves.is_empty() {
            expected.push("No".to_string());
        } else {
            expected.push("Yes".to_string());
            expected.extend(moves.iter().map(|(a, b)| format!("{a} {b}")));
        }
    }
    assert_lines("hdu2176", &input(&cases), &expected);
}
