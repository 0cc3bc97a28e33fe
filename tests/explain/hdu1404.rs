//! Digital Deletions (hdu1404): the winning moves against the rules, the
//! games layer's list, snapshots.

use crate::check::{self, against_rules, Rules};
use crate::search::Rng;
use grundy::games::digital_deletions::DigitalDeletions;

/// The digit string a position's text opens with; `(nothing)` is empty.
fn read(text: &str) -> Vec<u8> {
    text.bytes().take_while(u8::is_ascii_digit).collect()
}

/// Lower one digit, or erase a 0 and everything to its right.
#[allow(clippy::ptr_arg)]
fn moves(s: &Vec<u8>) -> Vec<Vec<u8>> {
    let mut next = Vec::new();
    for i in 0..s.len() {
        for lower in b'0'..s[i] {
            let mut t = s.clone();
            t[i] = lower;
            next.push(t);
        }
        if s[i] == b'0' {
            next.push(s[..i].to_vec());
        }
    }
    next
}

pub const DELETIONS: Rules<Vec<u8>> = Rules {
    read,
    moves,
    misere: false,
};

#[test]
fn every_string_of_up_to_three_digits_and_seeded_random_four_digit_ones() {
    let mut strings: Vec<String> = Vec::new();
    let mut layer = vec![String::new()];
    for _ in 0..3 {
        layer = layer
            .iter()
            .flat_map(|s| (0..10).map(move |d| format!("{s}{d}")))
            .collect();
        strings.extend(layer.iter().cloned());
    }
    let mut rng = Rng::new(14041);
    for _ in 0..40 {
        let len = 4;
        strings.push((0..len).map(|_| rng.range(0, 9).to_string()).collect());
    }
    let input: String = strings.iter().map(|s| format!("{s}\n")).collect();
    assert_eq!(against_rules("hdu1404", &input, &DELETIONS), strings.len());
    let mut game = DigitalDeletions::new();
    for (a, s) in check::explain_all("hdu1404", &input).iter().zip(&strings) {
        let listed: Vec<Vec<u8>> = a.moves.listed.iter().map(|m| read(&m.after)).collect();
        let layer: Vec<Vec<u8>> = game
            .winning_moves(s.as_bytes())
            .unwrap()
            .iter()
            .map(|m| m.apply(s.as_bytes()))
            .collect();
        assert_eq!(listed, layer, "{s}");
    }
    check::agrees_with_the_solver_on_samples("hdu1404", check::one_line_each);
}

#[test]
fn snapshots() {
    assert_eq!(
        check::text("hdu1404", "0123\n20\n1205\n", &[]),
        "\
case 1: 0123
  game: Digital Deletions: lower one digit, or erase a 0 and every digit to its right; whoever erases the last digit wins
  string 0123 (4 digits, starting with 0)
  a string that starts with 0 is won: erasing that 0 removes every digit, so the player to move wins
  answer: Yes (the first player wins)
  1 winning move:
    erase the 0 at digit 1 and everything after it: 0123 -> (nothing)

case 2: 20
  game: Digital Deletions: lower one digit, or erase a 0 and every digit to its right; whoever erases the last digit wins
  string 20 (a number of 2 digits)
  no formula is known: every move leaves a smaller number, or a string starting with 0 (won for the opponent), so a table built from the rules labels each number from the smaller ones
  the table: the player to move loses
  answer: No (the first player loses)
  no winning move: every move leaves a winning position, for example
    lower digit 1 from 2 to 1: 20 -> 10
    answered by erase the 0 at digit 2 and everything after it: 10 -> 1

case 3: 1205
  game: Digital Deletions: lower one digit, or erase a 0 and every digit to its right; whoever erases the last digit wins
  string 1205 (a number of 4 digits)
  no formula is known: every move leaves a smaller number, or a string starting with 0 (won for the opponent), so a table built from the rules labels each number from the smaller ones
  the table: the player to move wins
  answer: Yes (the first player wins)
  1 winning move:
    lower digit 4 from 5 to 1: 1205 -> 1201
"
    );
}

#[test]
fn a_long_string_with_a_leading_zero_needs_no_table() {
    let long = format!("0{}", "9".repeat(40));
    let all = check::explain_all("hdu1404", &format!("{long}\n"));
    assert_eq!(all[0].moves.count, 1);
    assert_eq!(all[0].moves.listed[0].after, "(nothing)");
}

/// `grundy play` against the rules.
#[test]
fn plays_against_the_rules() {
    crate::play::plays("hdu1404", &["1203", "21", "0"], &DELETIONS);
}
