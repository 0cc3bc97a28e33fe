//! Counting winning first moves in Nim from the rules: every way to lower one
//! pile that leaves a lost position, equal piles counted apart.

use crate::assert_lines;
use crate::hdu2176::{cases, input, searched_winning_moves};
use crate::poj2234::nim_moves;
use crate::search::Search;

#[test]
fn small_and_seeded_random_positions() {
    let cases = cases(1850);
    let mut search = Search::normal(nim_moves);
    let expected: Vec<String> = cases
        .iter()
        .map(|piles| searched_winning_moves(&mut search, piles).len().to_string())
        .collect();
    assert_lines("hdu1850", &input(&cases), &expected);
}
