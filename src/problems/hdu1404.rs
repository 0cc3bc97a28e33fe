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
    output: "Yes / No",
    run,
};

/// The judge's words: the first player wins, or loses.
pub const WORDS: [&str; 2] = ["Yes", "No"];

/// What a case's token is, in errors.
pub fn expected() -> String {
    format!("a string of digits (at most {MAX_DIGITS} of them unless it starts with 0)")
}

pub fn run(input: &mut Scanner<'_>, out: &mut Out<'_>) -> Result<(), Error> {
    let mut game = DigitalDeletions::new();
    let expected = expected();
    until_end(input, out, |input, out| {
        let digits = read_digits(input, &expected)?;
        let outcome = game.outcome(digits.kept());
        out.line(outcome.map_or(WORDS[1], |o| o.pick(WORDS[0], WORDS[1])));
        Ok(())
    })
}

/// The judge data: one digit string of 1 to 6 digits per line, until end of
/// input; a case is the row of its digits.
#[cfg(feature = "tools")]
pub mod tools {
    use crate::format::{Blanks, Cases, Element, Expr, Format, Token};
    use crate::problem::Tools;
    use crate::testdata::{Case, Rng, Scale};

    pub const TOOLS: Tools = Tools {
        own_rule: Some("a string of digits"),
        ..crate::tools!()
    };

    /// The judge's input, as its statement gives it.
    pub const FORMAT: Format = Format {
        cases: Cases::UntilEnd,
        case: &[Element::Line(&[Token::Word {
            name: "s",
            what: "a string of digits",
            letters: "0123456789",
            len: (Expr::Lit(1), Expr::Lit(6)),
        }])],
        blanks: Blanks::None,
    };

    /// Leading zeros (`0`, `00`, `012`: all wins), strings without a zero,
    /// and the longest strings, on purpose.
    fn generate(rng: &mut Rng, scale: Scale, count: usize) -> Vec<Case> {
        let longest = scale.pick(3, 6, 7);
        (0..count)
            .map(|_| {
                let length = rng.value(1, longest) as usize;
                let mut digits: Vec<u64> = match rng.range(0, 3) {
                    0 => (0..length).map(|_| rng.range(1, 9)).collect(),
                    1 => (0..length).map(|_| rng.range(0, 2)).collect(),
                    _ => (0..length).map(|_| rng.range(0, 9)).collect(),
                };
                if rng.one_in(4) {
                    digits[0] = 0;
                }
                vec![digits]
            })
            .collect()
    }
}

/// One case: a digit string (`expected` names it in errors), as `run` and
/// explain read it.
fn read_digits(input: &mut Scanner<'_>, expected: &str) -> Result<Digits, Error> {
    let mut digits = Digits::default();
    input.next_token_in_pieces(expected, |piece| digits.take(piece))?;
    Ok(digits)
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

#[cfg(feature = "tools")]
pub mod explain {
    //! `grundy explain hdu1404`: a leading zero, or the won/lost table built
    //! from the rules, and every winning deletion or lowering.

    /// What explain knows about this problem: its hook and moves, and a position as words, `grundy
    /// explain hdu1404 1203`: the digit string.
    pub const ROW: crate::explain::Row = crate::row!(
        explain,
        words: line(super::tools::FORMAT, "DIGITS", "1203"),
        play: PLAY,
    );

    use super::Digits;
    use crate::error::Error;
    use crate::explain::{
        bounded, mover, verdict, Account, Accounts, Combine, Component, Example, Move, Play, Step,
        Word,
    };
    use crate::games::digital_deletions::{legal_moves, DigitMove, DigitalDeletions};
    use crate::games::Outcome;
    use crate::output::Out;
    use crate::problems::until_end;
    use crate::scanner::Scanner;

    /// Reads each case with `run`'s own reader (`read_digits`, the same streamed
    /// `Digits` and expected words), so a bad input stops at the same token
    /// with the same message.
    pub fn explain(
        input: &mut Scanner<'_>,
        out: &mut Out<'_>,
        accounts: &mut Accounts,
    ) -> Result<(), Error> {
        let mut game = DigitalDeletions::new();
        let expected = super::expected();
        let mut case = 0;
        until_end(input, out, |input, out| {
            let digits = super::read_digits(input, &expected)?;
            let outcome = game.outcome(digits.kept()).expect("a checked string");
            case += 1;
            let account = account(case, &digits, outcome, &mut game, accounts);
            accounts.add(out, account);
            Ok(())
        })
    }

    fn account(
        case: u64,
        read: &Digits,
        outcome: Outcome,
        game: &mut DigitalDeletions,
        accounts: &Accounts,
    ) -> Account {
        let digits = read.kept();
        // Past the kept digits only a leading 0 is left, which decides it.
        let (string, position) = if read.len > digits.len() {
            let start = format!("{}...", show(digits));
            (start.clone(), format!("{start} ({} digits)", read.len))
        } else {
            (show(digits), show(digits))
        };
        let winning = game.winning_moves(digits).expect("answered above");
        let mut moves = accounts.moves_of(winning.iter().copied(), |m| Move {
            before: position.clone(),
            ..shown(digits, m)
        });
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
        let length = if read.len == 1 {
            "1 digit".to_string()
        } else {
            format!("{} digits", read.len)
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
            position: position.clone(),
            words: word(digits),
            game: "Digital Deletions: lower one digit, or erase a 0 and every digit to its right; whoever erases the last digit wins".to_string(),
            components: vec![Component {
                name: format!("string {string}"),
                grundy: None,
                reason,
            }],
            combine: Combine {
                nim_sum: false,
                rule,
            },
            verdict: verdict(
                outcome,
                super::WORDS,
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
        let after = m.apply(digits);
        let step = match m {
            DigitMove::Lower { index, to } => Step::new("lower", word(&after))
                .on(index)
                .by(u64::from(to - b'0')),
            DigitMove::Erase { index } => Step::new("erase", word(&after)).on(index),
        };
        Move {
            text,
            before: show(digits),
            after: show(&after),
            step,
        }
    }

    /// The digits as one word; no word once every digit is gone.
    fn word(digits: &[u8]) -> Vec<Word> {
        match digits {
            [] => Vec::new(),
            _ => vec![Word::Text(String::from_utf8_lossy(digits).into_owned())],
        }
    }

    /// Every lowering and every erasure; none once every digit is gone.
    pub const PLAY: Play = Play {
        moves: |w, limit| {
            let digits = w.first().map_or(&[][..], |d| d.as_bytes());
            let all = bounded(legal_moves(digits), limit)?;
            Some(all.into_iter().map(|m| shown(digits, m)).collect())
        },
        misere: false,
    };

    /// The string, or `(nothing)` once every digit is gone.
    fn show(digits: &[u8]) -> String {
        if digits.is_empty() {
            "(nothing)".to_string()
        } else {
            String::from_utf8_lossy(digits).into_owned()
        }
    }
}
