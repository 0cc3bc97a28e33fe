//! Fibonacci Nim (hdu2516): every winning first take against the rules,
//! snapshots, the largest pile.

use crate::check::{self, against_rules, later_against_rules, numbers, Rules};
use crate::search::Rng;

/// A position is `[stones, limit]`, as the account writes it (`13 stones,
/// take at most 12`); a take t leaves the opponent a limit of 2t.
#[allow(clippy::ptr_arg)]
fn moves(pos: &Vec<u64>) -> Vec<Vec<u64>> {
    let (r, c) = (pos[0], pos[1]);
    (1..=c.min(r)).map(|t| vec![r - t, 2 * t]).collect()
}

pub const FIBONACCI_NIM: Rules<Vec<u64>> = Rules {
    read: numbers,
    moves,
    misere: false,
};

#[test]
fn every_pile_up_to_300_and_seeded_random_ones() {
    let mut rng = Rng::new(25161);
    let mut piles: Vec<u64> = (2..=300).collect();
    piles.extend((0..20).map(|_| rng.range(301, 1200)));
    let input: String = piles.iter().map(|n| format!("{n}\n")).collect::<String>() + "0\n";
    assert_eq!(
        against_rules("hdu2516", &input, &FIBONACCI_NIM),
        piles.len()
    );
    check::agrees_with_the_solver_on_samples("hdu2516", check::one_line_each);
}

#[test]
fn snapshots() {
    assert_eq!(
        check::text("hdu2516", "13\n1292\n0\n", &[]),
        "\
case 1: 13 stones, take at most 12
  game: Fibonacci Nim: the first move takes 1 to n - 1 stones, each later move at most twice the last take; whoever takes the last stone wins
  pile n = 13 (Zeckendorf form 13)
  with r stones and a take limit c, the mover wins exactly when the smallest Zeckendorf term of r is at most c (take it: the next term is more than twice it)
  n is a Fibonacci number, its one term 13 is above n - 1, so the player to move loses
  answer: Second win (the first player loses)
  no winning move: every move leaves a winning position, for example
    take 1: 13 stones, take at most 12 -> 12 stones, take at most 2
    answered by take 1: 12 stones, take at most 2 -> 11 stones, take at most 2

case 2: 1292 stones, take at most 1291
  game: Fibonacci Nim: the first move takes 1 to n - 1 stones, each later move at most twice the last take; whoever takes the last stone wins
  pile n = 1292 (Zeckendorf form 987 + 233 + 55 + 13 + 3 + 1)
  with r stones and a take limit c, the mover wins exactly when the smallest Zeckendorf term of r is at most c (take it: the next term is more than twice it)
  the smallest term 1 is at most n - 1 = 1291, so the player to move wins
  answer: First win (the first player wins)
  5 winning moves:
    take 1: 1292 stones, take at most 1291 -> 1291 stones, take at most 2
    take 4: 1292 stones, take at most 1291 -> 1288 stones, take at most 8
    take 17: 1292 stones, take at most 1291 -> 1275 stones, take at most 34
    take 72: 1292 stones, take at most 1291 -> 1220 stones, take at most 144
    take 305: 1292 stones, take at most 1291 -> 987 stones, take at most 610
"
    );
}

#[test]
fn the_largest_piles_stay_exact() {
    let input = format!("12200160415121876738\n{}\n0\n", u64::MAX);
    let all = check::explain_all("hdu2516", &input);
    assert_eq!(all[0].verdict.words, "Second win");
    assert_eq!(all[1].verdict.words, "First win");
    let takes: Vec<u64> = all[1]
        .moves
        .listed
        .iter()
        .map(|m| numbers(&m.text)[0])
        .collect();
    assert!(!takes.is_empty());
    assert!(takes.windows(2).all(|w| w[0] < w[1]));
}

/// Positions after the first move, `R limit C`: every one up to 40 stones
/// and a limit of 40 (a limit past the stones allows them all), and the
/// game over at 0 stones, against the rules.
#[test]
fn positions_with_a_take_limit_against_the_rules() {
    let mut positions = Vec::new();
    for r in 0..=40 {
        for c in 1..=40 {
            positions.push(format!("{r} limit {c}"));
        }
    }
    later_against_rules("hdu2516", &positions, &FIBONACCI_NIM);
}

#[test]
fn a_take_limit_is_written_and_checked_as_words() {
    assert_eq!(
        check::text("hdu2516", "", &["20", "limit", "6"]),
        "\
case 1: 20 stones, take at most 6
  game: Fibonacci Nim: the first move takes 1 to n - 1 stones, each later move at most twice the last take; whoever takes the last stone wins
  pile of 20 stones (Zeckendorf form 13 + 5 + 2)
  with r stones and a take limit c, the mover wins exactly when the smallest Zeckendorf term of r is at most c (take it: the next term is more than twice it)
  the smallest term 2 is at most the limit 6, so the player to move wins
  answer: First win (the player to move wins)
  1 winning move:
    take 2: 20 stones, take at most 6 -> 18 stones, take at most 4
"
    );
    for (words, message) in [
        (
            &["20", "limit", "0"][..],
            "word 3: expected a take limit C of at least 1, found \"0\"",
        ),
        (
            &["x", "limit", "3"],
            "word 1: expected a stone count R, found \"x\"",
        ),
        (&["20", "limit"], "is 3 words (R limit C"),
    ] {
        let mut args = vec!["explain", "hdu2516"];
        args.extend_from_slice(words);
        let (status, _, err) = crate::common::run_args(&args, b"");
        let err = String::from_utf8(err).unwrap();
        assert_eq!(status, 1, "{words:?}");
        assert!(err.contains(message), "{words:?}: {err}");
    }
    // A huge pile keeps its exact limit.
    let all = check::text(
        "hdu2516",
        "",
        &["18446744073709551615", "limit", "18446744073709551615"],
    );
    assert!(all.contains("answer: First win"), "{all}");
}

/// `grundy play` against the rules.
#[test]
fn plays_against_the_rules() {
    crate::play::plays(
        "hdu2516",
        &["10", "13", "20 limit 3", "7 limit 1"],
        &FIBONACCI_NIM,
    );
}
