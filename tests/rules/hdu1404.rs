//! Digital Deletions from the rules, on digit strings (not numbers): lower
//! one digit to any smaller digit, or erase a zero and everything to its
//! right. The empty string has no move: whoever emptied it won. Both the
//! solver's answers and the games layer's winning moves are checked.

use crate::assert_lines;
use crate::search::{Next, Rng, Search};
use grundy::games::digital_deletions::DigitalDeletions;

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

/// The solver's answers, and the games layer's winning moves: applied to
/// the string, they give exactly the strings the rules reach that the
/// search finds lost for the opponent, in the same order.
fn check(strings: &[Vec<u8>]) {
    let mut search = Search::normal(|p: &Vec<_>| moves(p));
    let mut game = DigitalDeletions::new();
    let ascii = |s: &[u8]| s.iter().map(|d| b'0' + d).collect::<Vec<u8>>();
    let mut input = String::new();
    let mut expected = Vec::new();
    for s in strings {
        let text = ascii(s);
        input += std::str::from_utf8(&text).unwrap();
        input.push('\n');
        expected.push(if search.mover_wins(s) { "Yes" } else { "No" }.to_string());
        let winning: Vec<Vec<u8>> = moves(s)
            .into_iter()
            .filter_map(|m| match m {
                Next::To(t) => (!search.mover_wins(&t)).then(|| ascii(&t)),
                Next::Win => unreachable!("no move wins on the spot"),
            })
            .collect();
        let listed = game.winning_moves(&text).expect("within the table");
        let after: Vec<Vec<u8>> = listed.iter().map(|m| m.apply(&text)).collect();
        assert_eq!(after, winning, "{}", String::from_utf8_lossy(&text));
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
