//! CSES 1099 from the rules: balls on stairs 1..n, a move takes balls from
//! a stair k > 1 down to stair k - 1, whoever moves last wins. The
//! position is the ball counts in stair order.

use crate::poj2234::all_positions;
use crate::search::{Next, Rng, Search};
use crate::sums::word;
use crate::{assert_lines, words};

#[allow(clippy::ptr_arg)]
fn moves(stairs: &Vec<u64>) -> Vec<Next<Vec<u64>>> {
    let mut next = Vec::new();
    for k in 1..stairs.len() {
        for balls in 1..=stairs[k] {
            let mut s = stairs.clone();
            s[k] -= balls;
            s[k - 1] += balls;
            next.push(Next::To(s));
        }
    }
    next
}

fn cases() -> Vec<Vec<u64>> {
    let mut cases = Vec::new();
    for n in 1..=4 {
        cases.extend(all_positions(n, 0, 3));
    }
    let mut rng = Rng::new(1099);
    cases.extend((0..150).map(|_| (0..rng.range(1, 5)).map(|_| rng.range(0, 3)).collect()));
    cases
}

#[test]
fn search_agrees_with_the_known_formula() {
    let mut search = Search::normal(moves);
    for c in cases() {
        // stairs 2, 4, ... counted from 1
        let xor = c.iter().skip(1).step_by(2).fold(0, |x, &p| x ^ p);
        assert_eq!(search.mover_wins(&c), xor != 0, "{c:?}");
    }
}

#[test]
fn the_quirks_of_the_spec() {
    let mut search = Search::normal(moves);
    let mut first_wins = |s: &[u64]| search.mover_wins(&s.to_vec());
    assert!(first_wins(&[0, 3, 3]));
    assert!(!first_wins(&[2, 0, 0]));
    assert!(!first_wins(&[0, 0, 7]));
    assert!(!first_wins(&[5, 0]));
    assert!(!first_wins(&[0, 1, 0, 1]));
    assert!(!first_wins(&[0]));
    assert!(!first_wins(&[7]));
    assert!(first_wins(&[0, 2, 1]));
    assert!(!first_wins(&[1, 1, 1, 1]));
    assert!(first_wins(&[5, 3]));
}

#[test]
fn all_small_and_seeded_random_staircases() {
    let mut search = Search::normal(moves);
    let cases = cases();
    let mut input = format!("{}\n", cases.len());
    let mut expected = Vec::new();
    for c in &cases {
        input += &format!("{}\n{}\n", c.len(), words(c));
        expected.push(word(search.mover_wins(c), "first", "second"));
    }
    assert_lines("cses1099", &input, &expected);
}
