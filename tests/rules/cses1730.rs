//! CSES 1730 from the rules: Nim with many tests, lowercase words.

use crate::poj2234::{all_positions, nim_moves};
use crate::search::{Rng, Search};
use crate::sums::{sorted, word};
use crate::{assert_lines, words};

fn cases() -> Vec<Vec<u64>> {
    let mut cases = Vec::new();
    for count in 1..=3 {
        cases.extend(all_positions(count, 1, 7));
    }
    cases.extend(all_positions(4, 1, 4));
    let mut rng = Rng::new(1730);
    cases.extend((0..200).map(|_| (0..rng.range(1, 5)).map(|_| rng.range(1, 9)).collect()));
    cases
}

#[test]
fn search_agrees_with_the_known_formula() {
    let mut search = Search::normal(nim_moves);
    for c in cases() {
        let xor = c.iter().fold(0, |x, &a| x ^ a);
        assert_eq!(search.mover_wins(&sorted(&c)), xor != 0, "{c:?}");
    }
}

#[test]
fn the_quirks_of_the_spec() {
    let mut search = Search::normal(nim_moves);
    assert!(!search.mover_wins(&sorted(&[1, 1])));
    assert!(!search.mover_wins(&sorted(&[1, 2, 3])));
    assert!(search.mover_wins(&sorted(&[4, 1])));
    assert!(search.mover_wins(&sorted(&[5, 7, 2, 5])));
    assert!(!search.mover_wins(&sorted(&[3, 5, 6])));
}

#[test]
fn all_small_and_seeded_random_positions() {
    let mut search = Search::normal(nim_moves);
    let cases = cases();
    let mut input = format!("{}\n", cases.len());
    let mut expected = Vec::new();
    for c in &cases {
        input += &format!("{}\n{}\n", c.len(), words(c));
        expected.push(word(search.mover_wins(&sorted(c)), "first", "second"));
    }
    assert_lines("cses1730", &input, &expected);
}
