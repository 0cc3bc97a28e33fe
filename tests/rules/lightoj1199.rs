//! LightOJ 1199 from the rules: piles, a move splits one pile into two
//! non-empty piles of different sizes, whoever cannot move loses.

use crate::poj2234::all_positions;
use crate::search::{Next, Rng, Search};
use crate::sums::{one_heap_moves, sorted, word};
use crate::{assert_lines, words};

#[allow(clippy::ptr_arg)]
fn moves(piles: &Vec<u64>) -> Vec<Next<Vec<u64>>> {
    one_heap_moves(piles, |x| {
        (1..x)
            .filter(|&a| a < x - a)
            .map(|a| vec![a, x - a])
            .collect()
    })
    .into_iter()
    .map(Next::To)
    .collect()
}

fn cases() -> Vec<Vec<u64>> {
    let mut cases = all_positions(1, 1, 30);
    cases.extend(all_positions(2, 1, 14));
    cases.extend(all_positions(3, 1, 8));
    let mut rng = Rng::new(1199);
    cases.extend((0..200).map(|_| (0..rng.range(1, 4)).map(|_| rng.range(1, 9)).collect()));
    cases
}

/// The spec's mex table of Grundy's game.
fn table(top: usize) -> Vec<u64> {
    let mut g = vec![0u64; top + 1];
    for x in 3..=top {
        let seen: Vec<u64> = (1..x)
            .filter(|&a| a < x - a)
            .map(|a| g[a] ^ g[x - a])
            .collect();
        g[x] = (0..).find(|v| !seen.contains(v)).unwrap();
    }
    g
}

#[test]
fn search_agrees_with_the_known_formula() {
    let g = table(40);
    let mut search = Search::normal(moves);
    for c in cases() {
        let xor = c.iter().fold(0, |x, &a| x ^ g[a as usize]);
        assert_eq!(search.mover_wins(&sorted(&c)), xor != 0, "{c:?}");
    }
}

#[test]
fn the_quirks_of_the_spec() {
    let mut search = Search::normal(moves);
    let mut alice_wins = |p: &[u64]| search.mover_wins(&sorted(p));
    assert!(!alice_wins(&[1, 2]));
    assert!(!alice_wins(&[4]));
    assert!(alice_wins(&[3]));
    assert!(alice_wins(&[5]));
    assert!(!alice_wins(&[7]));
    assert!(!alice_wins(&[3, 3]));
    assert!(alice_wins(&[3, 5]));
    assert!(alice_wins(&[1, 2, 3]));
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
    assert_lines("lightoj1199", &input, &expected);
}
