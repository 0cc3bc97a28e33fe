//! Cutting Game (poj2311): every winning cut against the rules on all
//! sheets up to 7 x 7 (a position holding a 1 x 1 is over: its mover lost),
//! the table at the judge's largest sheet, and a snapshot.

use crate::check::{self, against_rules, numbers, words_against_rules, Rules};
use crate::search::Rng;

/// Pieces as sorted (short side, long side), from `a x b + c x d`.
fn read(text: &str) -> Vec<(u64, u64)> {
    let n = numbers(text);
    let mut pieces: Vec<(u64, u64)> = n
        .chunks(2)
        .map(|p| (p[0].min(p[1]), p[0].max(p[1])))
        .collect();
    pieces.sort_unstable();
    pieces
}

#[allow(clippy::ptr_arg)]
fn moves(pieces: &Vec<(u64, u64)>) -> Vec<Vec<(u64, u64)>> {
    if pieces.contains(&(1, 1)) {
        return Vec::new();
    }
    let mut next = Vec::new();
    for (i, &(w, h)) in pieces.iter().enumerate() {
        let splits = (1..w)
            .map(|a| ((a, h), (w - a, h)))
            .chain((1..h).map(|b| ((w, b), (w, h - b))));
        for (p, q) in splits {
            let mut after = pieces.clone();
            after.remove(i);
            after.push((p.0.min(p.1), p.0.max(p.1)));
            after.push((q.0.min(q.1), q.0.max(q.1)));
            after.sort_unstable();
            next.push(after);
        }
    }
    next
}

/// The cutting game from its rules, on the pieces as explain writes them
/// (`2 x 3 + 2 x 1`): the judge's sheet and the pieces of play alike.
pub const CUTTING: Rules<Vec<(u64, u64)>> = Rules {
    read,
    moves,
    misere: false,
};

#[test]
fn every_sheet_up_to_7_by_7() {
    let mut input = String::new();
    for w in 1..=7 {
        for h in 1..=7 {
            input += &format!("{w} {h}\n");
        }
    }
    assert_eq!(against_rules("poj2311", &input, &CUTTING), 49);
    check::agrees_with_the_solver_on_samples("poj2311", check::one_line_each);
}

#[test]
fn the_largest_sheets() {
    let all = check::explain_all("poj2311", "200 200\n2 17\n400 399\n");
    assert_eq!(all[0].verdict.words, "WIN");
    // A square splits into two equal halves: always a winning cut.
    assert!(all[0]
        .moves
        .listed
        .iter()
        .any(|m| m.after == "100 x 200 + 100 x 200"));
    assert_eq!(all[1].verdict.words, "LOSE");
    assert!(all[1].moves.example.as_ref().unwrap().reply.is_some());
    assert!(all[2].moves.count > 0);
}

#[test]
fn snapshot() {
    assert_eq!(
        check::text("poj2311", "4 2\n3 3\n", &[]),
        "\
case 1: 4 x 2
  game: cut one piece in two along a grid line; whoever first cuts out a 1 x 1 wins
  4 x 2 sheet: g = 1
  a cut that leaves a strip of width 1 lets the opponent cut a 1 x 1 off it at once, so play goes on among pieces with both sides at least 2, a sum of games: g(w, h) = mex of g(part) xor g(other part) over the cuts leaving both parts at least 2 wide; 2 x 2, 2 x 3, 3 x 2, 3 x 3 have no such cut (g = 0)
  g(4, 2) is 1: the player to move wins
  answer: WIN (the first player wins)
  1 winning move:
    cut the 4 x 2 piece across its width at 2: 4 x 2 -> 2 x 2 + 2 x 2

case 2: 3 x 3
  game: cut one piece in two along a grid line; whoever first cuts out a 1 x 1 wins
  3 x 3 sheet: g = 0
  a cut that leaves a strip of width 1 lets the opponent cut a 1 x 1 off it at once, so play goes on among pieces with both sides at least 2, a sum of games: g(w, h) = mex of g(part) xor g(other part) over the cuts leaving both parts at least 2 wide; 2 x 2, 2 x 3, 3 x 2, 3 x 3 have no such cut (g = 0)
  g(3, 3) is 0: the player to move loses
  answer: LOSE (the first player loses)
  no winning move: every move leaves a winning position, for example
    cut the 3 x 3 piece across its width at 1: 3 x 3 -> 1 x 3 + 2 x 3
    answered by cut the 1 x 3 piece across its height at 1: 1 x 3 + 2 x 3 -> 1 x 1 + 1 x 2 + 2 x 3
"
    );
}

/// Positions of several pieces, as play leaves them (`2x3 1x4 ...`, a
/// strip or a 1 x 1 among them at times): explain's outcome and every
/// winning cut against the rules.
#[test]
fn pieces_of_play_against_the_rules() {
    let mut rng = Rng::new(2311);
    let mut all: Vec<String> = ["2x2 2x2", "1x1 3x3", "1x2 2x2", "4x2", "3x3 1x3 5x2"]
        .map(String::from)
        .to_vec();
    for _ in 0..300 {
        let count = rng.range(1, 3);
        let pieces: Vec<String> = (0..count)
            .map(|_| {
                let strip = rng.range(0, 5) == 0;
                let w = if strip { 1 } else { rng.range(2, 5) };
                format!("{w}x{}", rng.range(1, 5))
            })
            .collect();
        all.push(pieces.join(" "));
    }
    assert_eq!(words_against_rules("poj2311", &all, &CUTTING), 305);
}

/// `grundy play` against the rules.
#[test]
fn plays_against_the_rules() {
    crate::play::plays(
        "poj2311",
        &["4 2", "3 4", "5 3", "2x3 1x4", "2x2 4x3"],
        &CUTTING,
    );
}
