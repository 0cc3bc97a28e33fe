//! Codeforces 2004E from the rules: piles, a move takes y stones from a
//! pile of x where gcd(x, y) = 1, whoever cannot move loses.

use crate::poj2234::all_positions;
use crate::search::{Next, Rng, Search};
use crate::sums::{one_heap_moves, sorted, word};
use crate::{assert_lines, words};

fn gcd(a: u64, b: u64) -> u64 {
    if b == 0 {
        a
    } else {
        gcd(b, a % b)
    }
}

#[allow(clippy::ptr_arg)]
fn moves(piles: &Vec<u64>) -> Vec<Next<Vec<u64>>> {
    one_heap_moves(piles, |x| {
        (1..=x)
            .filter(|&y| gcd(x, y) == 1)
            .map(|y| vec![x - y])
            .collect()
    })
    .into_iter()
    .map(Next::To)
    .collect()
}

fn cases() -> Vec<Vec<u64>> {
    let mut cases = all_positions(1, 1, 40);
    cases.extend(all_positions(2, 1, 16));
    cases.extend(all_positions(3, 1, 7));
    let mut rng = Rng::new(2004);
    cases.extend((0..200).map(|_| (0..rng.range(1, 4)).map(|_| rng.range(1, 20)).collect()));
    cases
}

/// The spec's closed form: 1 for 1, 0 for even piles, the index among the
/// primes for an odd prime (3 is 2), the value of the smallest prime factor
/// for an odd composite.
fn formula(x: u64) -> u64 {
    if x == 1 {
        return 1;
    }
    if x % 2 == 0 {
        return 0;
    }
    let spf = (3..=x).step_by(2).find(|p| x % p == 0).unwrap();
    (2..=spf).filter(|&q| (2..q).all(|d| q % d != 0)).count() as u64
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
    assert!(!search.mover_wins(&sorted(&[9, 3])));
    assert!(!search.mover_wins(&sorted(&[15, 3])));
    assert!(search.mover_wins(&sorted(&[9, 5])));
    assert!(search.mover_wins(&sorted(&[1])));
    assert!(!search.mover_wins(&sorted(&[2])));
    assert!(search.mover_wins(&sorted(&[1, 2])));
    assert!(!search.mover_wins(&sorted(&[1, 2, 3, 4, 5])));
}

#[test]
fn all_small_and_seeded_random_positions() {
    let mut search = Search::normal(moves);
    let cases = cases();
    let mut input = format!("{}\n", cases.len());
    let mut expected = Vec::new();
    for c in &cases {
        input += &format!("{}\n{}\n", c.len(), words(c));
        expected.push(word(search.mover_wins(&sorted(c)), "Alice", "Bob"));
    }
    assert_lines("cf2004e", &input, &expected);
}
