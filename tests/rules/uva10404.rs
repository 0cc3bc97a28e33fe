//! UVa 10404 from the rules: one heap of n, a move takes exactly one of
//! the m amounts of the line (1 among them; unsorted, maybe repeated or
//! larger than n), whoever takes the last stone wins.

use crate::search::{Next, Rng, Search};
use crate::sums::word;
use crate::{assert_lines, words};

type Position = (Vec<u64>, u64);

fn moves((set, n): &Position) -> Vec<Next<Position>> {
    set.iter()
        .filter(|&&s| s <= *n)
        .map(|&s| Next::To((set.clone(), n - s)))
        .collect()
}

/// The set as the search keys it: sorted, once each.
fn key(set: &[u64]) -> Vec<u64> {
    let mut s = set.to_vec();
    s.sort_unstable();
    s.dedup();
    s
}

/// (n, the amounts in the judge's order).
fn cases() -> Vec<(u64, Vec<u64>)> {
    let mut cases = Vec::new();
    for set in [
        vec![1],
        vec![3, 1],
        vec![1, 3, 8],
        vec![4, 1, 4],
        vec![2, 5, 1, 12],
    ] {
        for n in 1..=40 {
            cases.push((n, set.clone()));
        }
    }
    let mut rng = Rng::new(10404);
    for _ in 0..150 {
        let mut set: Vec<u64> = (0..rng.range(0, 9)).map(|_| rng.range(1, 15)).collect();
        set.insert(rng.range(0, set.len() as u64) as usize, 1);
        cases.push((rng.range(1, 120), set));
    }
    cases
}

/// The spec's table: W[x] when some amount reaches a lost heap.
fn table(set: &[u64], n: u64) -> bool {
    let mut won = vec![false; n as usize + 1];
    for x in 1..=n as usize {
        won[x] = set.iter().any(|&s| s as usize <= x && !won[x - s as usize]);
    }
    won[n as usize]
}

#[test]
fn search_agrees_with_the_known_formula() {
    let mut search = Search::normal(moves);
    for (n, set) in cases() {
        assert_eq!(
            search.mover_wins(&(key(&set), n)),
            table(&set, n),
            "{n} {set:?}"
        );
    }
}

#[test]
fn the_quirks_of_the_spec() {
    let mut search = Search::normal(moves);
    let mut stan_wins = |n, set: &[u64]| search.mover_wins(&(key(set), n));
    assert!(!stan_wins(10, &[1, 5, 5]));
    assert!(!stan_wins(2, &[1]));
    assert!(!stan_wins(4, &[1, 3]));
    assert!(stan_wins(3, &[3, 1]));
    assert!(stan_wins(20, &[1, 3, 8]));
    assert!(!stan_wins(22, &[1, 3, 8]));
    assert!(stan_wins(1, &[1, 1000000]));
}

#[test]
fn all_small_and_seeded_random_lines() {
    let mut search = Search::normal(moves);
    let mut input = String::new();
    let mut expected = Vec::new();
    for (n, set) in cases() {
        input += &format!("{n} {} {}\n", set.len(), words(&set));
        let won = search.mover_wins(&(key(&set), n));
        expected.push(word(won, "Stan wins", "Ollie wins"));
    }
    assert_lines("uva10404", &input, &expected);
}
