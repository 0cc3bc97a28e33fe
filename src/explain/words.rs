//! Positions as words: `grundy explain nim 3 4 5` instead of a judge input.
//!
//! A problem whose case is one position says how its words become the judge
//! input of one case ([`Words::input`]: for Nim, `3 4 5` becomes `3 3 4 5\n`,
//! the count the user should not have to type put in front). The explain
//! path then runs unchanged: the same hook reads that input with the same
//! checks, and an error in it is reworded to name the word at fault
//! ([`Built::reword`]) instead of a line and column the user never saw.

use crate::error::{Error, Found};
use crate::explain::{accounts, Account, Accounts, Format, Later, Row};
use crate::format::{write::around, Element, Format as Layout, Token};
use crate::problem::Problem;
use crate::registry::Entry;

/// How a problem's position is written on the command line.
pub struct Words {
    /// The synopsis after `grundy explain ID`: `PILE...`, `A B`.
    pub usage: &'static str,
    /// A position in those words: `3 4 5`.
    pub example: &'static str,
    /// How many words a position has, when that is fixed.
    pub count: Option<usize>,
    /// The judge input of one case holding the position.
    pub input: fn(&[String]) -> Built,
    /// How the words of an account (and of the positions its moves leave)
    /// stand to the position it explains.
    pub restated: Restated,
}

/// How the words an account gives ([`Account::words`]) stand to its
/// position: what a test may expect when they are explained again.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Restated {
    /// The words are the position: explained again they give the same
    /// position text as the move that left it (Nim's piles).
    Same,
    /// The words write the position anew, as the same game on what is left
    /// (kiki's smaller board, a tree renumbered 1..=N, the persons at the
    /// top dropped): explained again they give the same outcome, but their
    /// position text need not be the move's.
    Anew,
    /// The words leave out what the positions of one case share (S-Nim's
    /// set, in the case once): they are no position by themselves.
    Partly,
}

/// A judge input built from words, knowing which bytes came from which word.
#[derive(Debug, Default)]
pub struct Built {
    /// The input.
    pub text: String,
    /// Byte ranges of the input written from a word: (start, end, word index).
    spans: Vec<(usize, usize, usize)>,
}

impl Built {
    /// An empty input.
    pub fn new() -> Built {
        Built::default()
    }

    /// Appends text that no word wrote (a count, a line break, an end mark).
    pub fn raw(mut self, text: &str) -> Built {
        self.text.push_str(text);
        self
    }

    /// Appends `words[range]`, separated by spaces (one space before each
    /// when the input does not end in whitespace).
    pub fn words(mut self, words: &[String], range: std::ops::Range<usize>) -> Built {
        for i in range {
            let Some(w) = words.get(i) else { break };
            if !self.text.is_empty() && !self.text.ends_with([' ', '\n']) {
                self.text.push(' ');
            }
            let start = self.text.len();
            self.text.push_str(w);
            self.spans.push((start, self.text.len(), i));
        }
        self
    }

    /// Appends word `i` cut at commas into tokens (`2,5` -> `2 5`), after
    /// the count of them: a set written as one word.
    pub fn set(mut self, words: &[String], i: usize) -> Built {
        let Some(w) = words.get(i) else { return self };
        let pieces: Vec<&str> = w.split(',').collect();
        self.text.push_str(&format!("{} ", pieces.len()));
        let start = self.text.len();
        self.text.push_str(&pieces.join(" "));
        self.spans.push((start, self.text.len(), i));
        self
    }

    /// Appends all the words, then a line break.
    pub fn line(self, words: &[String]) -> Built {
        self.words(words, 0..words.len()).raw("\n")
    }

    /// Appends the count of words and the words on one line (`3 3 4 5\n`).
    pub fn counted_line(self, words: &[String]) -> Built {
        self.raw(&format!("{} ", words.len())).line(words)
    }

    /// Appends the words after the first `skip` in pairs, one pair a line;
    /// an odd last word leaves its partner missing, which the judge's reader
    /// reports.
    pub fn pairs(mut self, words: &[String], skip: usize) -> Built {
        let mut i = skip;
        while i < words.len() {
            self = self.words(words, i..i + 2).raw("\n");
            i += 2;
        }
        self
    }

    /// An input error as the user sees it: which word is at fault rather
    /// than where in an input they never wrote. Other errors are unchanged.
    pub fn reword(&self, error: &Error) -> String {
        let Error::Input(e) = error else {
            return error.to_string();
        };
        let offset = self.offset(e.position.line, e.position.column);
        let word = self
            .spans
            .iter()
            .find(|s| s.0 <= offset && offset < s.1.max(s.0 + 1));
        match (word, &e.found) {
            (Some(&(_, _, i)), found) => {
                format!("word {}: expected {}, found {found}", i + 1, e.expected)
            }
            (None, Found::EndOfInput) => {
                format!("expected {} after the last word", e.expected)
            }
            (None, found) => format!(
                "expected {}, found {found} in the input made of the words: {:?}",
                e.expected, self.text
            ),
        }
    }

    /// True when `error` is at one of the words, or past the last one (a
    /// word is missing); not at an end mark or a count the input added.
    pub fn blames_a_word(&self, error: &Error) -> bool {
        let Error::Input(e) = error else {
            return false;
        };
        if e.found == Found::EndOfInput {
            return true;
        }
        let offset = self.offset(e.position.line, e.position.column);
        self.spans
            .iter()
            .any(|s| s.0 <= offset && offset < s.1.max(s.0 + 1))
    }

    /// The byte offset of a 1-based line and column of the text.
    fn offset(&self, line: u64, column: u64) -> usize {
        let start: usize = self
            .text
            .split_inclusive('\n')
            .take(line.saturating_sub(1) as usize)
            .map(str::len)
            .sum();
        start + column.saturating_sub(1) as usize
    }
}

/// The judge input of the position `words` of `row`'s problem, or why there
/// is none (a count of words that is not the position's, a problem whose
/// case is not one position).
pub fn input_of(problem: &Problem, row: &Row, words: &[String]) -> Result<Built, String> {
    let spec = row.words.map_err(|why| {
        format!(
            "{} takes a judge input, not a position in words: {why}",
            problem.id
        )
    })?;
    match spec.count {
        Some(n) if n != words.len() => Err(format!(
            "a position of {} is {n} word{} ({}, as in `{}`), found {}",
            problem.id,
            if n == 1 { "" } else { "s" },
            spec.usage,
            spec.example,
            words.len()
        )),
        _ => Ok((spec.input)(words)),
    }
}

/// The account of one position in words, listing `shown` winning moves;
/// `Err` says which word is wrong, or that the words make no case (a
/// judge's end mark such as `0 0 0`).
pub fn account_of(
    problem: &Entry,
    row: &Row,
    words: &[String],
    shown: usize,
) -> Result<Account, String> {
    if let Some(later) = later_of(row, words) {
        return (later.account)(words, &Accounts::new(Format::Keep, shown));
    }
    let built = input_of(problem, row, words)?;
    let (mut all, done) = accounts(problem, built.text.as_bytes(), shown);
    if let Err(e) = &done {
        if !all.is_empty() || built.blames_a_word(e) {
            return Err(built.reword(e));
        }
    }
    if all.is_empty() {
        return Err(format!(
            "`{}` is no position of {}: the judge reads it as the end of its input",
            words.join(" "),
            problem.id
        ));
    }
    Ok(all.swap_remove(0))
}

/// The row's [`Later`] positions when `words` are one of them.
pub fn later_of(row: &Row, words: &[String]) -> Option<&'static Later> {
    row.later.filter(|later| (later.is)(words))
}

/// Word `i` (from 0) of a [`Later`] position as a number that `ok`
/// accepts; `Err` names the word as a judge word's error does
/// (`word 3: expected a take limit of at least 1, found "0"`).
pub fn number_at(
    words: &[String],
    i: usize,
    expected: &str,
    ok: impl Fn(u64) -> bool,
) -> Result<u64, String> {
    let word = words.get(i).map_or("", String::as_str);
    match word.parse::<u64>() {
        Ok(v) if ok(v) => Ok(v),
        _ if i >= words.len() => Err(format!("expected {expected} after the last word")),
        _ => Err(format!(
            "word {}: expected {expected}, found {word:?}",
            i + 1
        )),
    }
}

/// Nim and its relatives: `PILE...` becomes a counted line, the judge
/// input of one case of `format` (after a case count `1`, before an end
/// mark, as its cases say).
pub fn counted(words: &[String], format: &Layout) -> Built {
    let (before, after) = around(format.cases, 1);
    Built::new().raw(&before).counted_line(words).raw(&after)
}

/// A fixed-size position on one line, the judge input of one case of
/// `format`.
pub fn line(words: &[String], format: &Layout) -> Built {
    let (before, after) = around(format.cases, 1);
    Built::new().raw(&before).line(words).raw(&after)
}

/// Room for [`Names`]: more than any one-line case's names need.
const NAMES_ROOM: usize = 48;

/// The synopsis of a position that is a case of one line, from the names
/// its format gives (`n m` becomes `N M`): built at compile time, so that
/// [`Words::usage`] stays a `&'static str` written nowhere by hand.
pub struct Names {
    bytes: [u8; NAMES_ROOM],
    len: usize,
}

impl Names {
    /// The names of `format`'s one line, upper-cased. Only ever evaluated
    /// as a constant (`row!`), where a case of another shape, or names too
    /// long, fail the build.
    pub const fn of(format: &Layout) -> Names {
        let tokens = one_line(format);
        let mut names = Names {
            bytes: [0; NAMES_ROOM],
            len: 0,
        };
        let mut i = 0;
        while i < tokens.len() {
            let name = match tokens[i] {
                Token::Int(int) => int.name,
                Token::Word { name, .. } => name,
                _ => panic!("a position in words is single numbers and words"),
            };
            if i > 0 {
                names = names.push(b' ');
            }
            let mut j = 0;
            while j < name.len() {
                names = names.push(name.as_bytes()[j].to_ascii_uppercase());
                j += 1;
            }
            i += 1;
        }
        names
    }

    const fn push(mut self, byte: u8) -> Names {
        self.bytes[self.len] = byte;
        self.len += 1;
        self
    }

    /// The synopsis: `N M`.
    pub const fn as_str(&self) -> &str {
        match std::str::from_utf8(self.bytes.split_at(self.len).0) {
            Ok(text) => text,
            Err(_) => "",
        }
    }
}

/// The tokens of a case that is one line: the words of a `line` position,
/// one a token. Evaluated as a constant (`row!`): another shape fails the
/// build.
pub const fn one_line(format: &Layout) -> &'static [Token] {
    match format.case {
        [Element::Line(tokens)] => tokens,
        _ => panic!("a position in words on one line needs a case of one line"),
    }
}

/// The number of pairs in `words` after the first `skip`, an odd one
/// counted.
pub fn pair_count(words: &[String], skip: usize) -> usize {
    words.len().saturating_sub(skip).div_ceil(2)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::error::Position;

    fn w(s: &str) -> Vec<String> {
        s.split_whitespace().map(String::from).collect()
    }

    const PILES: Layout = crate::counted_list! {
        cases: crate::format::Cases::counted("T", "a case count", 1, 9),
        count: ("N", "a pile count", 1, 9) in front,
        values: ("a", "a pile size", 1, 9),
    };

    #[test]
    fn a_counted_line_puts_the_count_first_and_errors_name_the_word() {
        let b = counted(&w("3 x 5"), &PILES);
        assert_eq!(b.text, "1\n3 3 x 5\n");
        let e = Error::input(
            Position { line: 2, column: 5 },
            "a pile size",
            Found::Token {
                bytes: b"x".to_vec(),
                truncated: false,
            },
        );
        assert_eq!(b.reword(&e), "word 2: expected a pile size, found \"x\"");
        let end = Error::input(
            Position { line: 3, column: 1 },
            "a stone count",
            Found::EndOfInput,
        );
        assert_eq!(b.reword(&end), "expected a stone count after the last word");
    }

    #[test]
    fn a_line_is_framed_as_its_cases_say_and_named_from_the_format() {
        const PAIRS: Layout = Layout {
            cases: crate::format::Cases::Sentinel(&[0, 0]),
            case: &[Element::Line(&[
                crate::format::int("n", "a row count", 1, 9),
                crate::format::int("m", "a column count", 1, 9),
            ])],
            blanks: crate::format::Blanks::None,
        };
        assert_eq!(line(&w("5 3"), &PAIRS).text, "5 3\n0 0\n");
        const NAMES: &Names = &Names::of(&PAIRS);
        assert_eq!(NAMES.as_str(), "N M");
        assert_eq!(one_line(&PAIRS).len(), 2);
        let until_end = Layout {
            cases: crate::format::Cases::UntilEnd,
            ..PAIRS
        };
        assert_eq!(line(&w("5 3"), &until_end).text, "5 3\n");
    }

    #[test]
    fn pairs_go_one_a_line() {
        let words = w("6 3 2 0 9");
        let b = Built::new()
            .raw(&format!("{}\n", pair_count(&words, 1)))
            .pairs(&words, 1);
        assert_eq!(b.text, "2\n3 2\n0 9\n");
    }
}
