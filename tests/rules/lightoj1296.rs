//! LightOJ 1296 from the rules: piles, a move takes at least one and at
//! most half of one pile, whoever cannot move loses; `Case i: ` answers.

use crate::poj2234::all_positions;
use crate::search::{Next, Rng, Search};
use crate::sums::{one_heap_moves, sorted, word};
use crate::{assert_lines, words};

#[allow(clippy::ptr_arg)]
fn moves(piles: &Vec<u64>) -> Vec<Next<Vec<u64>>> {
    one_heap_moves(piles, |x| (1..=x / 2).map(|t| vec![x - t]).collect())
        .into_iter()
        .map(Next::To)
        .collect()
}

fn cases() -> Vec<Vec<u64>> {
    let mut cases = all_positions(1, 1, 40);
    cases.extend(all_positions(2, 1, 14));
    cases.extend(all_positions(3, 1, 8));
    let mut rng = Rng::new(1296);
    cases.extend((0..200).map(|_| (0..rng.range(1, 4)).map(|_| rng.range(1, 18)).collect()));
    cases
}

/// The spec's closed form: drop the trailing 1-bits, then halve.
fn formula(mut x: u64) -> u64 {
    while x % 2 == 1 {
        x /= 2;
    }
    x / 2
}

#[test]
fn search_agrees_with_the_known_formula() {
    let mut search = Search::normal(moves);
    for c in cases() {
        let xor = c.iter().fold(0, |x, &a| x ^ formula(a));
        assert_eq!(search.mover_wins(&sorted(&c)), xor != 0, "{c:?}");
    }
}

#[test]
fn the_quirks_of_the_spec() {
    let mut search = Search::normal(moves);
    assert!(!search.mover_wins(&sorted(&[4, 9])));
    assert!(!search.mover_wins(&sorted(&[1])));
    assert!(!search.mover_wins(&sorted(&[3])));
    assert!(search.mover_wins(&sorted(&[2, 3])));
    assert!(!search.mover_wins(&sorted(&[6, 13])));
}

#[test]
fn all_small_and_seeded_random_positions() {
    let mut search = Search::normal(moves);
    let cases = cases();
    let mut input = format!("{}\n", cases.len());
    let mut expected = Vec::new();
    for (i, c) in cases.iter().enumerate() {
        input += &format!("{}\n{}\n", c.len(), words(c));
        let w = word(search.mover_wins(&sorted(c)), "Alice", "Bob");
        expected.push(format!("Case {}: {w}", i + 1));
    }
    assert_lines("lightoj1296", &input, &expected);
}
