//! Euclid's Game (poj2348): the one winning subtraction against the rules,
//! snapshots, the largest pairs.

use crate::check::{self, against_rules, numbers, Rules};
use crate::search::Rng;

/// A position is the pair as the judge writes it; once a number is 0 the
/// game is over (the player who made it won).
#[allow(clippy::ptr_arg)]
fn moves(pos: &Vec<u64>) -> Vec<Vec<u64>> {
    let (a, b) = (pos[0], pos[1]);
    if a == 0 || b == 0 {
        return Vec::new();
    }
    if a >= b {
        (1..=a / b).map(|k| vec![a - k * b, b]).collect()
    } else {
        (1..=b / a).map(|k| vec![a, b - k * a]).collect()
    }
}

pub const EUCLID: Rules<Vec<u64>> = Rules {
    read: numbers,
    moves,
    misere: false,
};

#[test]
fn every_pair_up_to_40_and_seeded_random_ones() {
    let mut rng = Rng::new(23481);
    let mut pairs: Vec<(u64, u64)> = (1..=40)
        .flat_map(|a| (1..=40).map(move |b| (a, b)))
        .collect();
    pairs.extend((0..40).map(|_| (rng.range(41, 800), rng.range(1, 800))));
    let input: String = pairs
        .iter()
        .map(|(a, b)| format!("{a} {b}\n"))
        .collect::<String>()
        + "0 0\n";
    assert_eq!(against_rules("poj2348", &input, &EUCLID), pairs.len());
    check::agrees_with_the_solver_on_samples("poj2348", check::one_line_each);
}

#[test]
fn snapshots() {
    assert_eq!(
        check::text("poj2348", "15 24\n0 0\n", &[]),
        "\
case 1: 15 24
  game: Euclid's game: subtract a positive multiple of the smaller number from the larger; whoever makes a 0 wins
  pair (24, 15) (3 forced steps: (24, 15) -> (15, 9) -> (9, 6) -> (6, 3))
  with a >= b: if b divides a or a >= 2b the mover wins (leave (a mod b, b) or (a mod b + b, b), whichever is lost); otherwise the one move is to (b, a - b)
  (6, 3) after 3 forced steps: 3 divides 6, so its mover wins; 3 steps is odd, so the player to move loses
  answer: Ollie wins (Ollie wins)
  no winning move: every move leaves a winning position, for example
    subtract 1 * 15 from 24: 15 24 -> 15 9
    answered by subtract 1 * 9 from 15: 15 9 -> 6 9
"
    );
    assert!(check::text("poj2348", "34 12\n0 0\n", &[])
        .contains("  1 winning move:\n    subtract 2 * 12 from 34: 34 12 -> 10 12\n"));
}

#[test]
fn the_largest_pairs_stay_exact() {
    let input = format!("{} 1\n{} {}\n0 0\n", u64::MAX, u64::MAX, u64::MAX - 1);
    let all = check::explain_all("poj2348", &input);
    assert_eq!(all[0].verdict.words, "Stan wins");
    assert_eq!(numbers(&all[0].moves.listed[0].after), [0, 1]);
    assert_eq!(all[1].verdict.words, "Ollie wins");
}

/// `grundy play` against the rules.
#[test]
fn plays_against_the_rules() {
    crate::play::plays("poj2348", &["34 12", "15 24", "7 100"], &EUCLID);
}
