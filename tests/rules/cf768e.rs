//! Codeforces 768E from the rules: Nim where no amount may be removed twice
//! from the same pile. A pile is (stones left, the amounts already taken
//! from it that could still be taken, as bits); the YES answer is Jon's,
//! who moves second.

use crate::assert_lines;
use crate::poj2234::all_positions;
use crate::search::{Next, Rng, Search};
use crate::sums::word;

type Position = Vec<(u64, u64)>;

/// The used amounts that still matter on a pile of `r`: those up to r.
fn pile(r: u64, used: u64) -> (u64, u64) {
    (r, used & ((2u64 << r) - 1))
}

#[allow(clippy::ptr_arg)]
fn moves(piles: &Position) -> Vec<Next<Position>> {
    let mut next = Vec::new();
    for (i, &(r, used)) in piles.iter().enumerate() {
        for t in (1..=r).filter(|t| used >> t & 1 == 0) {
            let mut p = piles.clone();
            p[i] = pile(r - t, used | 1 << t);
            p.sort_unstable();
            next.push(Next::To(p));
        }
    }
    next
}

fn start(stones: &[u64]) -> Position {
    let mut p: Position = stones.iter().map(|&s| (s, 0)).collect();
    p.sort_unstable();
    p
}

fn cases() -> Vec<Vec<u64>> {
    let mut cases = all_positions(1, 1, 18);
    cases.extend(all_positions(2, 1, 9));
    cases.extend(all_positions(3, 1, 6));
    let mut rng = Rng::new(768);
    cases.extend((0..120).map(|_| (0..rng.range(1, 3)).map(|_| rng.range(1, 12)).collect()));
    cases
}

/// The spec's closed form: the most distinct takes a pile can last.
fn formula(s: u64) -> u64 {
    (0..).take_while(|t| t * (t + 1) / 2 <= s).last().unwrap()
}

#[test]
fn search_agrees_with_the_known_formula() {
    let mut search = Search::normal(moves);
    for c in cases() {
        let xor = c.iter().fold(0, |x, &s| x ^ formula(s));
        assert_eq!(search.mover_wins(&start(&c)), xor != 0, "{c:?}");
    }
}

#[test]
fn the_quirks_of_the_spec() {
    let mut search = Search::normal(moves);
    let mut jon_wins = |s: &[u64]| !search.mover_wins(&start(s));
    assert!(jon_wins(&[1, 2]));
    assert!(jon_wins(&[5, 5]));
    assert!(!jon_wins(&[5]));
    assert!(!jon_wins(&[1, 2, 3]));
    assert!(!jon_wins(&[6, 10]));
    assert!(jon_wins(&[3, 5]));
    assert!(!jon_wins(&[15]));
}

#[test]
fn all_small_and_seeded_random_positions() {
    let mut search = Search::normal(moves);
    let mut input = String::new();
    let mut expected = Vec::new();
    for c in cases() {
        input += &format!("{}\n", c.len());
        for s in &c {
            input += &format!("{s}\n");
        }
        expected.push(word(search.mover_wins(&start(&c)), "NO", "YES"));
    }
    assert_lines("cf768e", &input, &expected);
}
