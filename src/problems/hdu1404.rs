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
    let mut word = Vec::new();
    let expected =
        format!("a string of digits (at most {MAX_DIGITS} of them unless it starts with 0)");
    until_end(input, out, |input, out| {
        let mut outcome = None;
        input.next_word(&expected, &mut word, |w| {
            if w.iter().all(u8::is_ascii_digit) {
                outcome = game.outcome(w);
            }
            outcome.is_some()
        })?;
        out.line(outcome.map_or("No", |o| o.pick("Yes", "No")));
        Ok(())
    })
}

#[cfg(feature = "tools")]
pub mod explain {
    //! `grundy explain hdu1404`: a leading zero, or the won/lost table built
    //! from the rules, and every winning deletion or lowering.

    use crate::error::Error;
    use crate::explain::{mover, verdict, Account, Accounts, Combine, Component, Example, Move};
    use crate::games::digital_deletions::{legal_moves, DigitMove, DigitalDeletions, MAX_DIGITS};
    use crate::games::Outcome;
    use crate::output::Out;
    use crate::problems::until_end;
    use crate::scanner::Scanner;

    /// Reads each case as `run` does, with the same expected words, so a
    /// bad input stops at the same token with the same message. The reading
    /// is written out again rather than shared because `run`'s reading is
    /// being reworked on its own (streamed tokens): keep the two in step
    /// (`tests/explain/contract.rs` compares them on damaged samples).
    pub fn explain(
        input: &mut Scanner<'_>,
        out: &mut Out<'_>,
        accounts: &mut Accounts,
    ) -> Result<(), Error> {
        let mut game = DigitalDeletions::new();
        let mut word = Vec::new();
        let expected =
            format!("a string of digits (at most {MAX_DIGITS} of them unless it starts with 0)");
        let mut case = 0;
        until_end(input, out, |input, out| {
            let mut outcome = None;
            input.next_word(&expected, &mut word, |w| {
                if w.iter().all(u8::is_ascii_digit) {
                    outcome = game.outcome(w);
                }
                outcome.is_some()
            })?;
            case += 1;
            let outcome = outcome.expect("a checked word has an outcome");
            accounts.add(out, account(case, &word, outcome, &mut game, accounts));
            Ok(())
        })
    }

    fn account(
        case: u64,
        digits: &[u8],
        outcome: Outcome,
        game: &mut DigitalDeletions,
        accounts: &Accounts,
    ) -> Account {
        let winning = game.winning_moves(digits).expect("answered above");
        let mut moves = accounts.moves(winning.iter().map(|&m| shown(digits, m)));
        if winning.is_empty() {
            // A move to a leading zero loses at once; another one shows more.
            let keeps_a_number = |m: &DigitMove| m.apply(digits).first() > Some(&b'0');
            let first = legal_moves(digits)
                .find(keeps_a_number)
                .or_else(|| legal_moves(digits).next());
            moves.example = first.map(|first| {
                let after = first.apply(digits);
                let replies = game.winning_moves(&after).unwrap_or_default();
                Example {
                    first: shown(digits, first),
                    reply: replies.first().map(|&r| shown(&after, r)),
                }
            });
        }
        let length = if digits.len() == 1 {
            "1 digit".to_string()
        } else {
            format!("{} digits", digits.len())
        };
        let (reason, rule) = if digits.first() == Some(&b'0') {
            (
                format!("{length}, starting with 0"),
                vec![format!(
                    "a string that starts with 0 is won: erasing that 0 removes every digit, so {}",
                    mover(outcome)
                )],
            )
        } else {
            (
                format!("a number of {length}"),
                vec![
                    "no formula is known: every move leaves a smaller number, or a string starting with 0 (won for the opponent), so a table built from the rules labels each number from the smaller ones".to_string(),
                    format!("the table: {}", mover(outcome)),
                ],
            )
        };
        Account {
            case,
            part: None,
            position: show(digits),
            game: "Digital Deletions: lower one digit, or erase a 0 and every digit to its right; whoever erases the last digit wins".to_string(),
            components: vec![Component {
                name: format!("string {}", show(digits)),
                grundy: None,
                reason,
            }],
            combine: Combine {
                nim_sum: false,
                rule,
            },
            verdict: verdict(
                outcome,
                ["Yes", "No"],
                ["the first player wins", "the first player loses"],
            ),
            moves,
        }
    }

    fn shown(digits: &[u8], m: DigitMove) -> Move {
        let text = match m {
            DigitMove::Lower { index, to } => format!(
                "lower digit {} from {} to {}",
                index + 1,
                char::from(digits[index]),
                char::from(to)
            ),
            DigitMove::Erase { index } => {
                format!("erase the 0 at digit {} and everything after it", index + 1)
            }
        };
        Move {
            text,
            before: show(digits),
            after: show(&m.apply(digits)),
        }
    }

    /// The string, or `(nothing)` once every digit is gone.
    fn show(digits: &[u8]) -> String {
        if digits.is_empty() {
            "(nothing)".to_string()
        } else {
            String::from_utf8_lossy(digits).into_owned()
        }
    }
}
