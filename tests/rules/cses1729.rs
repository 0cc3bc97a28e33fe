//! CSES 1729 from the rules: one heap, a move removes exactly one of the
//! amounts of P (1 among them), whoever cannot move loses; the answer is a
//! W or L for every heap from 1 to n.

use crate::search::{Next, Rng, Search};
use crate::{assert_lines, words};

type Position = (Vec<u64>, u64);

fn moves((set, k): &Position) -> Vec<Next<Position>> {
    set.iter()
        .filter(|&&p| p <= *k)
        .map(|&p| Next::To((set.clone(), k - p)))
        .collect()
}

/// (P in the judge's order, n): 1 with every subset of 2..=5 for every n
/// that allows it up to 24, then seeded random shuffled sets.
fn cases() -> Vec<(Vec<u64>, u64)> {
    let mut cases = Vec::new();
    for mask in 0u64..16 {
        let mut set: Vec<u64> = (2..=5).filter(|p| mask >> (p - 2) & 1 == 1).collect();
        set.insert(set.len() / 2, 1);
        for n in *set.iter().max().unwrap()..=24 {
            cases.push((set.clone(), n));
        }
    }
    let mut rng = Rng::new(1729);
    for _ in 0..120 {
        let n = rng.range(1, 60);
        let mut set = vec![1];
        for _ in 0..rng.range(0, 5) {
            let p = rng.range(1, n);
            if !set.contains(&p) {
                set.insert(rng.range(0, set.len() as u64) as usize, p);
            }
        }
        cases.push((set, n));
    }
    cases
}

fn outcomes<F: FnMut(&Position) -> Vec<Next<Position>>>(
    search: &mut Search<Position, F>,
    set: &[u64],
    n: u64,
) -> String {
    let mut sorted = set.to_vec();
    sorted.sort_unstable();
    (1..=n)
        .map(|m| {
            if search.mover_wins(&(sorted.clone(), m)) {
                'W'
            } else {
                'L'
            }
        })
        .collect()
}

/// The spec's table, filled forward from the lost heaps.
fn table(set: &[u64], n: u64) -> String {
    let n = n as usize;
    let mut won = vec![false; n + 1];
    for m in 0..=n {
        if !won[m] {
            for &p in set {
                if m + p as usize <= n {
                    won[m + p as usize] = true;
                }
            }
        }
    }
    won[1..]
        .iter()
        .map(|&w| if w { 'W' } else { 'L' })
        .collect()
}

#[test]
fn search_agrees_with_the_known_formula() {
    let mut search = Search::normal(moves);
    for (set, n) in cases() {
        assert_eq!(
            outcomes(&mut search, &set, n),
            table(&set, n),
            "{set:?} {n}"
        );
    }
}

#[test]
fn the_quirks_of_the_spec() {
    let mut search = Search::normal(moves);
    assert_eq!(outcomes(&mut search, &[1, 3, 4], 10), "WLWWWWLWLW");
    assert_eq!(outcomes(&mut search, &[1], 1), "W");
    assert_eq!(outcomes(&mut search, &[2, 1], 6), "WWLWWL");
    assert_eq!(outcomes(&mut search, &[5, 1, 3], 12), "WLWLWLWLWLWL");
}

#[test]
fn all_small_and_seeded_random_sets() {
    let mut search = Search::normal(moves);
    let mut input = String::new();
    let mut expected = Vec::new();
    for (set, n) in cases() {
        input += &format!("{n} {}\n{}\n", set.len(), words(&set));
        expected.push(outcomes(&mut search, &set, n));
    }
    assert_lines("cses1729", &input, &expected);
}
