//! HDU 1851 from the rules: piles each with its own limit, a move takes 1
//! to L_i stones from pile i, whoever takes the last stone wins. The
//! teacher moves first; `Yes` says Agrael, the second player, wins.

use crate::assert_lines;
use crate::search::{Next, Rng, Search};
use crate::sums::word;

/// Sorted (stones, limit) pairs.
type Position = Vec<(u64, u64)>;

#[allow(clippy::ptr_arg)]
fn moves(piles: &Position) -> Vec<Next<Position>> {
    let mut next = Vec::new();
    for (i, &(m, l)) in piles.iter().enumerate() {
        for t in 1..=l.min(m) {
            let mut p = piles.clone();
            p[i] = (m - t, l);
            p.sort_unstable();
            next.push(Next::To(p));
        }
    }
    next
}

fn start(piles: &[(u64, u64)]) -> Position {
    let mut p = piles.to_vec();
    p.sort_unstable();
    p
}

fn cases() -> Vec<Position> {
    let mut cases = Vec::new();
    for m in 1..=20 {
        for l in 1..=20 {
            cases.push(vec![(m, l)]);
        }
    }
    let small: Vec<(u64, u64)> = (1..=6).flat_map(|m| (1..=3).map(move |l| (m, l))).collect();
    for &a in &small {
        for &b in &small {
            cases.push(vec![a, b]);
        }
    }
    let mut rng = Rng::new(1851);
    for _ in 0..200 {
        let n = rng.range(1, 4);
        cases.push(
            (0..n)
                .map(|_| (rng.range(1, 10), rng.range(1, 5)))
                .collect(),
        );
    }
    cases
}

#[test]
fn search_agrees_with_the_known_formula() {
    let mut search = Search::normal(moves);
    for c in cases() {
        let xor = c.iter().fold(0, |x, &(m, l)| x ^ (m % (l + 1)));
        assert_eq!(search.mover_wins(&start(&c)), xor != 0, "{c:?}");
    }
}

#[test]
fn the_quirks_of_the_spec() {
    let mut search = Search::normal(moves);
    let mut agrael_wins = |p: &[(u64, u64)]| !search.mover_wins(&start(p));
    assert!(agrael_wins(&[(5, 4)]));
    assert!(!agrael_wins(&[(1, 1), (2, 2)]));
    assert!(!agrael_wins(&[(3, 5)]));
    assert!(agrael_wins(&[(2, 1), (2, 1)]));
    assert!(!agrael_wins(&[(3, 1), (2, 1)]));
    assert!(agrael_wins(&[(20, 20), (20, 20)]));
}

#[test]
fn all_small_and_seeded_random_positions() {
    let mut search = Search::normal(moves);
    let cases = cases();
    let mut input = format!("{}\n", cases.len());
    let mut expected = Vec::new();
    for c in &cases {
        input += &format!("{}\n", c.len());
        for (m, l) in c {
            input += &format!("{m} {l}\n");
        }
        expected.push(word(search.mover_wins(&start(c)), "No", "Yes"));
    }
    assert_lines("hdu1851", &input, &expected);
}
