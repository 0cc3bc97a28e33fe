//! HDU 1404 Digital Deletions (also ZOJ 1104): a digit string; a move lowers
//! one digit, or erases a `0` and everything to its right; whoever removes
//! the last digit wins. One string per case until end of input; `Yes` when
//! the first player wins, else `No`.
//!
//! Strings are read as words, not numbers: `0`, `00` and `012` are distinct
//! valid inputs, all wins (erase the leading zero). Other strings are looked
//! up in a P/N table built from the rules (games::digital_deletions), grown
//! lazily to the longest string seen. The judge allows 6 digits; strings of
//! up to 7 digits are answered (10^7 table bits), and longer ones without a
//! leading zero are rejected, as are tokens with any non-digit byte.

use crate::error::Error;
use crate::games::digital_deletions::{DigitalDeletions, MAX_DIGITS};
use crate::output::Out;
use crate::problem::Problem;
use crate::problems::until_end;
use crate::scanner::Scanner;

pub const PROBLEM: Problem = Problem {
    id: "hdu1404",
    aliases: &["zoj1104", "digital-deletions"],
    title: "Digital Deletions",
    url: "http://acm.hdu.edu.cn/showproblem.php?pid=1404",
    game: "lower one digit, or erase a 0 and all digits to its right; last mover wins",
    input: "one digit string per line until end of input",
    output: "Yes / No",
    run,
};

fn run(input: &mut Scanner<'_>, out: &mut Out<'_>) -> Result<(), Error> {
    let mut game = DigitalDeletions::new();
    let expected =
        format!("a string of digits (at most {MAX_DIGITS} of them unless it starts with 0)");
    until_end(input, out, |input, out| {
        let mut digits = Digits::default();
        input.next_token_in_pieces(&expected, |piece| digits.take(piece))?;
        let outcome = game.outcome(digits.kept());
        out.line(outcome.map_or("No", |o| o.pick("Yes", "No")));
        Ok(())
    })
}

/// What the game needs of a digit string read piece by piece: its first
/// [`MAX_DIGITS`] digits and whether there are more, so a string of any
/// length costs a few bytes (a leading `0` decides it whatever follows).
#[derive(Default)]
struct Digits {
    kept: [u8; MAX_DIGITS],
    len: usize,
}

impl Digits {
    /// Takes the next piece; false once the string cannot be answered: a
    /// byte that is not a digit, or more than [`MAX_DIGITS`] digits without
    /// a leading `0`.
    fn take(&mut self, piece: &[u8]) -> bool {
        if !piece.iter().all(u8::is_ascii_digit) {
            return false;
        }
        let kept = self.len.min(MAX_DIGITS);
        let copied = piece.len().min(MAX_DIGITS - kept);
        self.kept[kept..kept + copied].copy_from_slice(&piece[..copied]);
        self.len = self.len.saturating_add(piece.len());
        self.len <= MAX_DIGITS || self.kept[0] == b'0'
    }

    /// The string as far as the game looks at it: all of it, or its kept
    /// start when it begins with `0`.
    fn kept(&self) -> &[u8] {
        &self.kept[..self.len.min(MAX_DIGITS)]
    }
}
