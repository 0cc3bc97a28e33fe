//! AtCoder EDPC K from the rules: one pile of K, a move removes exactly
//! one of the amounts of the set A, whoever cannot move loses. The
//! position carries the set beside the stones left.

use crate::search::{Next, Rng, Search};
use crate::sums::word;
use crate::{assert_lines, words};

type Position = (Vec<u64>, u64);

fn moves((set, k): &Position) -> Vec<Next<Position>> {
    set.iter()
        .filter(|&&a| a <= *k)
        .map(|&a| Next::To((set.clone(), k - a)))
        .collect()
}

/// Every nonempty subset of 1..=5 as A with every K from its largest
/// member to 30, then seeded random sets of 1..=12 with K up to 80.
fn cases() -> Vec<Position> {
    let mut cases = Vec::new();
    for mask in 1u64..32 {
        let set: Vec<u64> = (1..=5).filter(|a| mask >> (a - 1) & 1 == 1).collect();
        for k in *set.last().unwrap()..=30 {
            cases.push((set.clone(), k));
        }
    }
    let mut rng = Rng::new(11);
    for _ in 0..150 {
        let mut set: Vec<u64> = (0..rng.range(1, 5)).map(|_| rng.range(1, 12)).collect();
        set.sort_unstable();
        set.dedup();
        let k = rng.range(*set.last().unwrap(), 80);
        cases.push((set, k));
    }
    cases
}

/// The iterative table of the spec: k is won when some move reaches a
/// lost pile.
fn table(set: &[u64], k: u64) -> bool {
    let mut won = vec![false; k as usize + 1];
    for n in 1..=k as usize {
        won[n] = set.iter().any(|&a| a as usize <= n && !won[n - a as usize]);
    }
    won[k as usize]
}

#[test]
fn search_agrees_with_the_known_formula() {
    let mut search = Search::normal(moves);
    for c in cases() {
        assert_eq!(search.mover_wins(&c), table(&c.0, c.1), "{c:?}");
    }
}

#[test]
fn the_quirks_of_the_spec() {
    let mut search = Search::normal(moves);
    let samples = [
        (vec![2, 3], 4, true),
        (vec![2, 3], 5, false),
        (vec![2, 3], 7, true),
        (vec![1, 2, 3], 20, false),
        (vec![1, 2, 3], 21, true),
        (vec![1], 1, true),
        (vec![2], 3, true),
        (vec![4, 5, 6], 10, false),
    ];
    for (set, k, first) in samples {
        assert_eq!(search.mover_wins(&(set.clone(), k)), first, "{set:?} {k}");
    }
}

#[test]
fn all_small_and_seeded_random_sets() {
    let mut search = Search::normal(moves);
    let mut input = String::new();
    let mut expected = Vec::new();
    for c in cases() {
        input += &format!("{} {}\n{}\n", c.0.len(), c.1, words(&c.0));
        expected.push(word(search.mover_wins(&c), "First", "Second"));
    }
    assert_lines("edpck", &input, &expected);
}
