//! A Funny Game (poj2484): Alice's winning moves and Bob's mirroring reply
//! against the rules, and a snapshot.

use crate::check::{self, against_rules, later_against_rules, numbers, Rules};

/// A position as the account writes it: `circle n`, `line n`, `lines a b`
/// or `no coins`; as (circle?, sorted line lengths).
pub fn read(text: &str) -> (bool, Vec<u64>) {
    let mut lines = numbers(text);
    lines.sort_unstable();
    (text.starts_with("circle"), lines)
}

pub fn moves((circle, lines): &(bool, Vec<u64>)) -> Vec<(bool, Vec<u64>)> {
    if *circle {
        let n = lines[0];
        return (1..=n.min(2))
            .map(|take| (false, [n - take].into_iter().filter(|&l| l > 0).collect()))
            .collect();
    }
    let mut next = Vec::new();
    for (i, &len) in lines.iter().enumerate() {
        for take in 1..=len.min(2) {
            for left in 0..=len - take {
                let mut after = lines.clone();
                after.remove(i);
                after.extend([left, len - take - left].into_iter().filter(|&l| l > 0));
                after.sort_unstable();
                next.push((false, after));
            }
        }
    }
    next
}

/// The coins from the rules: a circle, or after the first move lines.
pub const COINS: Rules<(bool, Vec<u64>)> = Rules {
    read,
    moves,
    misere: false,
};

#[test]
fn every_circle_up_to_16() {
    let rules = COINS;
    let input: String = (1..=16).map(|n| format!("{n}\n")).collect::<String>() + "0\n";
    assert_eq!(against_rules("poj2484", &input, &rules), 16);
    check::agrees_with_the_solver_on_samples("poj2484", check::one_line_each);
}

#[test]
fn snapshots() {
    assert_eq!(
        check::text("poj2484", "1\n6\n0\n", &[]),
        "\
case 1: circle 1
  game: coins in a circle: remove one coin or two adjacent coins (a gap breaks adjacency); whoever removes the last coin wins
  circle of 1 coins
  symmetry: a player who leaves two equal lines answers each move in one line with the same move in the other, and so makes the last move
  1 <= 2 coins: removing them all is one move, so the player to move wins
  answer: Alice (Alice, who moves first, wins)
  1 winning move:
    remove coin 1: circle 1 -> no coins

case 2: circle 6
  game: coins in a circle: remove one coin or two adjacent coins (a gap breaks adjacency); whoever removes the last coin wins
  circle of 6 coins
  symmetry: a player who leaves two equal lines answers each move in one line with the same move in the other, and so makes the last move
  6 >= 3 coins: every move leaves one line of n - 1 or n - 2 coins, which the opponent halves, so the player to move loses
  answer: Bob (Bob wins)
  no winning move: every move leaves a winning position, for example
    remove coin 1: circle 6 -> line 5
    answered by remove coin 3 of the line: line 5 -> lines 2 2
"
    );
}

#[test]
fn the_largest_circle_is_lost_with_a_mirroring_reply() {
    let all = check::explain_all("poj2484", &format!("{}\n0\n", u64::MAX));
    assert_eq!(all[0].verdict.words, "Bob");
    let reply = all[0]
        .moves
        .example
        .as_ref()
        .unwrap()
        .reply
        .as_ref()
        .unwrap();
    let half = (u64::MAX - 2) / 2;
    assert_eq!(reply.after, format!("lines {half} {half}"));
}

/// Lines of coins, as play leaves them: every row of up to three lines of
/// up to 6 coins (in their order on the table), no coin at all, and long
/// lines beside short ones, against the rules.
#[test]
fn lines_of_coins_against_the_rules() {
    let mut positions = vec!["line 0".to_string()];
    for a in 1..=6 {
        positions.push(format!("line {a}"));
        for b in 1..=6 {
            positions.push(format!("lines {a} {b}"));
            for c in 1..=6 {
                positions.push(format!("lines {a} {b} {c}"));
            }
        }
    }
    positions.extend(["line 17", "lines 13 4", "lines 9 1 8"].map(String::from));
    later_against_rules("poj2484", &positions, &COINS);
}

#[test]
fn lines_are_words_of_their_own() {
    let text = check::text("poj2484", "", &["lines", "3", "2"]);
    assert!(text.starts_with("case 1: lines 3 2\n"), "{text}");
    assert!(
        text.contains("  2 winning moves:\n    remove coin 1 of line 1: lines 3 2 -> lines 2 2\n"),
        "{text}"
    );
    // Zero lines are dropped; a huge line is counted by Kayles' period.
    let text = check::text("poj2484", "", &["lines", "0", "5", "0"]);
    assert!(text.starts_with("case 1: line 5\n"), "{text}");
    let all = check::text(
        "poj2484",
        "",
        &["lines", "1000000000000000000", "7", "--all"],
    );
    assert!(all.contains("16 winning moves:"), "{all}");
    let (status, _, err) = crate::common::run_args(&["explain", "poj2484", "lines", "x"], b"");
    assert_eq!(status, 1);
    let err = String::from_utf8(err).unwrap();
    assert!(
        err.contains("word 2: expected a line length (coins), found \"x\""),
        "{err}"
    );
}

/// `grundy play` against the rules.
#[test]
fn plays_against_the_rules() {
    crate::play::plays("poj2484", &["2", "7", "lines 3 4", "line 9"], &COINS);
}
