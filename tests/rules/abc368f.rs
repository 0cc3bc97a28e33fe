//! AtCoder ABC 368 F from the rules: numbers, a move replaces one number by
//! one of its divisors below it, whoever cannot move (all numbers 1) loses.

use crate::poj2234::all_positions;
use crate::search::{Next, Rng, Search};
use crate::sums::{big_omega, one_heap_moves, proper_divisors, sorted, word};
use crate::{assert_lines, words};

#[allow(clippy::ptr_arg)]
fn moves(numbers: &Vec<u64>) -> Vec<Next<Vec<u64>>> {
    one_heap_moves(numbers, |x| {
        proper_divisors(x).into_iter().map(|d| vec![d]).collect()
    })
    .into_iter()
    .map(Next::To)
    .collect()
}

fn cases() -> Vec<Vec<u64>> {
    let mut cases = all_positions(1, 2, 64);
    cases.extend(all_positions(2, 2, 24));
    cases.extend(all_positions(3, 2, 10));
    let mut rng = Rng::new(368);
    cases.extend((0..200).map(|_| (0..rng.range(1, 4)).map(|_| rng.range(2, 64)).collect()));
    cases
}

#[test]
fn search_agrees_with_the_known_formula() {
    let mut search = Search::normal(moves);
    for c in cases() {
        let xor = c.iter().fold(0, |x, &a| x ^ big_omega(a));
        assert_eq!(search.mover_wins(&sorted(&c)), xor != 0, "{c:?}");
    }
}

#[test]
fn the_quirks_of_the_spec() {
    let mut search = Search::normal(moves);
    assert!(!search.mover_wins(&sorted(&[12, 30])));
    assert!(search.mover_wins(&sorted(&[12, 18, 8])));
    assert!(search.mover_wins(&sorted(&[2, 3, 4])));
    assert!(!search.mover_wins(&sorted(&[2, 3, 4, 6])));
    assert!(search.mover_wins(&sorted(&[2])));
    assert!(!search.mover_wins(&sorted(&[64, 96, 6, 4])));
}

#[test]
fn all_small_and_seeded_random_positions() {
    let mut search = Search::normal(moves);
    let mut input = String::new();
    let mut expected = Vec::new();
    for c in cases() {
        input += &format!("{}\n{}\n", c.len(), words(&c));
        expected.push(word(search.mover_wins(&sorted(&c)), "Anna", "Bruno"));
    }
    assert_lines("abc368f", &input, &expected);
}
