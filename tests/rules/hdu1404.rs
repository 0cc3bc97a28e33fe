//! Digital Deletions from the rules, on digit strings (not numbers): lower
//! one digit to any smaller digit, or erase a zero and everything to its
//! right. The empty string has no move: whoever emptied it won.

use crate::assert_lines;
use crate::search::{Next, Rng, Search};

fn moves(s: &[u8]) -> Vec<Next<Vec<u8>>> {
    let mut next = Vec::new();
    for i in 0..s.len() {
        for lower in 0..s[i] {
            let mut t = s.to_vec();
            t[i] = lower;
            next.push(Next::To(t));
        }
        if s[i] == 0 {
            next.push(Next::To(s[..i].to_vec()));
        }
    }
    next
}

fn check(strings: &[Vec<u8>]) {
    let mut search = Search::normal(|p: &Vec<_>| moves(p));
    let mut input = String::new();
    let mut expected = Vec::new();
    for s in strings {
        input += &s.iter().map(|d| char::from(b'0' + d)).collect::<String>();
        input.push('\n');
        expected.push(if search.mover_wins(s) { "Yes" } else { "No" }.to_string());
    }
    assert_lines("hdu1404", &input, &expected);
}

#[test]
fn every_string_of_up_to_four_digits() {
    let mut all: Vec<Vec<u8>> = vec![vec![]];
    let mut strings = Vec::new();
    for _ in 0..4 {
        all = all
            .iter()
            .flat_map(|s| (0..10).map(move |d| [&s[..], &[d]].concat()))
            .collect();
        strings.extend(all.iter().cloned());
    }
    assert_eq!(strings.len(), 11_110);
    check(&strings);
}

#[test]
fn seeded_random_strings_of_five_and_six_digits() {
    let mut rng = Rng::new(1404);
    let strings: Vec<Vec<u8>> = (0..8)
        .map(|_| {
            (0..rng.range(5, 6))
                .map(|_| rng.range(0, 9) as u8)
                .collect()
        })
        .collect();
    check(&strings);
}

/// Seven digits, one beyond the judge's bound (the solver's own limit):
/// small digits keep the search small.
#[test]
fn seeded_random_strings_of_seven_small_digits() {
    let mut rng = Rng::new(11040);
    let strings: Vec<Vec<u8>> = (0..20)
        .map(|_| {
            let top = rng.range(1, 2);
            (0..7)
                .map(|i| rng.range(u64::from(i == 0), top) as u8)
                .collect()
        })
        .collect();
    check(&strings);
}
