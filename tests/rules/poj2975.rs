//! POJ 2975 from the rules: Nim, and the answer is how many first moves
//! leave a lost position (each pile counted apart, equal piles too).

use crate::hdu2176::searched_winning_moves;
use crate::poj2234::{all_positions, nim_moves};
use crate::search::{Rng, Search};
use crate::{assert_lines, words};

fn cases() -> Vec<Vec<u64>> {
    let mut cases = Vec::new();
    for count in 1..=3 {
        cases.extend(all_positions(count, 1, 7));
    }
    cases.extend(all_positions(4, 1, 4));
    let mut rng = Rng::new(2975);
    cases.extend((0..200).map(|_| (0..rng.range(1, 5)).map(|_| rng.range(1, 8)).collect()));
    cases
}

#[test]
fn search_agrees_with_the_known_formula() {
    let mut search = Search::normal(nim_moves);
    for c in cases() {
        let x = c.iter().fold(0, |x, &a| x ^ a);
        let count = c.iter().filter(|&&a| a ^ x < a).count();
        assert_eq!(
            searched_winning_moves(&mut search, &c).len(),
            count,
            "{c:?}"
        );
    }
}

#[test]
fn the_quirks_of_the_spec() {
    let mut search = Search::normal(nim_moves);
    let mut count = |p: &[u64]| searched_winning_moves(&mut search, p).len();
    assert_eq!(count(&[5, 5, 5]), 3);
    assert_eq!(count(&[3, 3, 3, 3, 3]), 5);
    assert_eq!(count(&[7, 7, 7, 7]), 0);
    assert_eq!(count(&[1, 2, 3]), 0);
    assert_eq!(count(&[1, 1]), 0);
    assert_eq!(count(&[7, 11, 13]), 3);
    assert_eq!(count(&[1]), 1);
}

#[test]
fn all_small_and_seeded_random_positions() {
    let mut search = Search::normal(nim_moves);
    let mut input = String::new();
    let mut expected = Vec::new();
    for c in cases() {
        input += &format!("{}\n{}\n", c.len(), words(&c));
        expected.push(searched_winning_moves(&mut search, &c).len().to_string());
    }
    input += "0\n";
    assert_lines("poj2975", &input, &expected);
}
