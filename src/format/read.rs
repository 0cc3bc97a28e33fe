//! Reading a judge input by its [`Format`]: the plain reference reader,
//! which is also the validator.
//!
//! [`Reader`] walks the description over a byte stream (any [`Read`],
//! through a fixed buffer, so a 1 GB input costs a few KiB) and fails at the
//! first byte that breaks it, with a line and a column:
//! - [`Mode::Strict`] enforces the layout of the description the way a
//!   testlib validator does (`readSpace`, `readEoln`, `readEof`, its integer
//!   reader): one space between tokens, `\n` after every line (the last
//!   too), no `\r`, no leading zeros, empty lines only where [`Blanks`]
//!   allows them, nothing after the end;
//! - [`Mode::Loose`] checks tokens and official bounds only, with any
//!   whitespace between tokens, as the solvers read.
//!
//! It counts the complete cases it read ([`Reader::cases`]), which is what
//! the fast hand-written readers are tested against, and can record every
//! value it saw into a [`Coverage`] (`format::coverage`) to tell which
//! official extremes a test set reaches.

use super::coverage::Coverage;
use super::{Blanks, Cases, Element, Expr, Format, Int, Token};
use crate::error::{Error, Found, Position};
use crate::scanner::is_space;
use bytes::{Bytes, Raw};
use std::io::Read;

mod bytes;

/// How much of the layout is checked.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Mode {
    /// Exact layout, as a testlib validator reads.
    Strict,
    /// Tokens and bounds only; whitespace is free.
    Loose,
}

/// Reads one input by a format. See the module documentation.
pub struct Reader<'a> {
    bytes: Bytes<'a>,
    mode: Mode,
    /// The latest value of each name read in the current case.
    env: Vec<(&'static str, u64)>,
    cases: u64,
    coverage: Option<Coverage>,
    trace: Option<Vec<Traced>>,
    /// False to read the shape alone (see [`Reader::without_bounds`]).
    bounds: bool,
}

/// An integer token as read and accepted: where it stands and the bounds
/// it was held to (see [`Reader::with_trace`]).
#[derive(Clone, Copy, Debug)]
pub struct Traced {
    pub int: Int,
    /// Bytes before it, and its length.
    pub offset: u64,
    pub len: u64,
    pub at: Position,
    pub lo: u64,
    pub hi: u64,
    /// It stood first on the first line of a case that a sentinel line ends.
    pub may_be_sentinel: bool,
}

/// An integer whose bound check waits until its line is known not to be a
/// sentinel (`0 0` may end the input although 0 is below the bound).
struct Pending {
    int: Int,
    raw: Raw,
}

/// How the first line of a case ended.
enum Line {
    Read,
    Sentinel,
}

impl<'a> Reader<'a> {
    pub fn new(input: &'a mut dyn Read, mode: Mode) -> Reader<'a> {
        Reader {
            bytes: Bytes::new(input),
            mode,
            env: Vec::new(),
            cases: 0,
            coverage: None,
            trace: None,
            bounds: true,
        }
    }

    /// Reads the shape alone: numbers are not held to their bounds, as the
    /// solvers read (they answer values past the official bounds too). The
    /// fast readers are tested against this reader.
    pub fn without_bounds(mut self) -> Reader<'a> {
        self.bounds = false;
        self
    }

    /// Keeps every integer token accepted ([`Reader::traced`]): where each
    /// stands and its bounds, for tests that damage one value at a time.
    pub fn with_trace(mut self) -> Reader<'a> {
        self.trace = Some(Vec::new());
        self
    }

    /// The integer tokens accepted so far, in input order.
    pub fn traced(&self) -> &[Traced] {
        self.trace.as_deref().unwrap_or(&[])
    }

    /// Records every value read into a [`Coverage`] of `format`.
    pub fn with_coverage(mut self, coverage: Coverage) -> Reader<'a> {
        self.coverage = Some(coverage);
        self
    }

    /// The coverage recorded so far.
    pub fn into_coverage(self) -> Option<Coverage> {
        self.coverage
    }

    /// Complete cases read so far (on an error: the cases before it).
    pub fn cases(&self) -> u64 {
        self.cases
    }

    /// Reads a whole input of `format`; the first fault is the error.
    pub fn read(&mut self, format: &Format) -> Result<(), Error> {
        let sentinel = match format.cases {
            Cases::Sentinel(values) => Some(values),
            _ => None,
        };
        match format.cases {
            Cases::Counted(t) => {
                self.line_of(&[Token::Int(t)], None)?;
                if t.hi == Expr::Lit(u64::MAX) {
                    if let Some(coverage) = &mut self.coverage {
                        coverage.open_top(t.name);
                    }
                }
                let count = self.value_of(t.name);
                for i in 0..count {
                    if i > 0 {
                        self.blank_lines(format.blanks)?;
                    }
                    self.env.clear();
                    self.case(format.case, None)?;
                    self.cases += 1;
                }
                self.end()
            }
            // The judge's one case, then the end of the input.
            Cases::One if self.mode == Mode::Strict => {
                self.case(format.case, None)?;
                self.cases += 1;
                self.end_as("end of file (the judge's input is one case)")
            }
            Cases::UntilEnd | Cases::One | Cases::Sentinel(_) => loop {
                if self.cases > 0 {
                    self.blank_lines(format.blanks)?;
                }
                if sentinel.is_none() && self.at_end()? {
                    return Ok(());
                }
                self.env.clear();
                if let Line::Sentinel = self.case(format.case, sentinel)? {
                    return self.end();
                }
                self.cases += 1;
            },
        }
    }

    /// The elements of one case; `sentinel` applies to its first line.
    fn case(&mut self, elements: &[Element], sentinel: Option<&[u64]>) -> Result<Line, Error> {
        let mut sentinel = sentinel;
        for element in elements {
            match *element {
                Element::Line(tokens) => {
                    if let Line::Sentinel = self.line_of(tokens, sentinel.take())? {
                        return Ok(Line::Sentinel);
                    }
                }
                Element::Repeat { count, body } => {
                    for _ in 0..self.eval(count) {
                        self.case(body, None)?;
                    }
                }
                Element::Until {
                    sentinel: end,
                    body,
                } => while let Line::Read = self.case(body, Some(end))? {},
            }
            sentinel = None;
        }
        Ok(Line::Read)
    }

    /// One line of `tokens` (not written at all when every token is an
    /// empty list). With `sentinel`, a line that is exactly those numbers is
    /// the sentinel, whatever the tokens' bounds.
    fn line_of(&mut self, tokens: &[Token], sentinel: Option<&[u64]>) -> Result<Line, Error> {
        let mut state = LineState {
            written: 0,
            sentinel_line: sentinel.is_some(),
            sentinel,
            pending: Vec::new(),
        };
        let read = self.tokens(tokens, &mut state);
        if let Err(e) = read {
            self.flush(&mut state)?;
            return Err(e);
        }
        if state.sentinel_read() {
            self.eoln()?;
            return Ok(Line::Sentinel);
        }
        self.flush(&mut state)?;
        if state.written > 0 {
            self.eoln()?;
        }
        Ok(Line::Read)
    }

    fn tokens(&mut self, tokens: &[Token], state: &mut LineState) -> Result<(), Error> {
        for token in tokens {
            if state.sentinel_read() {
                return Ok(());
            }
            match *token {
                Token::Int(int) => self.int(int, state)?,
                Token::Ints { count, int } => {
                    for _ in 0..self.eval(count) {
                        if state.sentinel_read() {
                            return Ok(());
                        }
                        self.int(int, state)?;
                    }
                }
                Token::Word {
                    name,
                    what,
                    letters,
                    len,
                } => {
                    self.separator(state, what)?;
                    self.flush(state)?;
                    let (lo, hi) = (self.eval(len.0), self.eval(len.1));
                    let raw = self.bytes.raw(false, letters.as_bytes())?;
                    let expected = format!("{what}, of a length from {lo} to {hi}");
                    // A word is a token even without bounds: the end of
                    // the input (no letters at all) is never one.
                    let fits = raw.len > 0
                        && (!self.bounds || (raw.len >= lo && raw.len <= hi && raw.in_letters));
                    if !fits {
                        return Err(Error::input(raw.at, expected, raw.found()));
                    }
                    self.record_word(name, what, len, raw.len);
                }
                Token::Switch { int, arms } => {
                    self.int(int, state)?;
                    self.flush(state)?;
                    let chosen = self.value_of(int.name);
                    if let Some((_, arm)) = arms.iter().find(|a| a.0 == chosen) {
                        self.tokens(arm, state)?;
                    }
                }
            }
        }
        Ok(())
    }

    /// One integer, its bound checked now or, while its line may still be
    /// the sentinel, once that is settled.
    fn int(&mut self, int: Int, state: &mut LineState) -> Result<(), Error> {
        self.separator(state, int.what)?;
        let raw = self.bytes.raw(true, b"0123456789")?;
        if let Some(values) = state.sentinel {
            let i = state.pending.len();
            let spelled = self.mode == Mode::Loose || !leading_zero(&raw);
            if raw.value == Some(values[i]) && spelled {
                self.set(int.name, values[i]);
                state.pending.push(Pending { int, raw });
                if i + 1 < values.len() || self.line_ends()? {
                    return Ok(());
                }
                // The whole sentinel, but the line goes on: not the sentinel.
                return self.flush(state);
            }
            self.flush(state)?;
        }
        self.check(int, &raw, state.sentinel_line)
    }

    /// Checks the integers held back for a sentinel (the line is not one).
    fn flush(&mut self, state: &mut LineState) -> Result<(), Error> {
        state.sentinel = None;
        for pending in std::mem::take(&mut state.pending) {
            self.check(pending.int, &pending.raw, true)?;
        }
        Ok(())
    }

    /// The bound (and, strictly, the spelling) of an integer token.
    fn check(&mut self, int: Int, raw: &Raw, sentinel_line: bool) -> Result<(), Error> {
        let (lo, hi) = (self.eval(int.lo), self.eval(int.hi));
        let expected = || expected_int(&int, lo, hi);
        let negative = || {
            let shown = &raw.shown[..raw.shown_len];
            crate::format::negative(&int, shown, self.bounds).filter(|_| !raw.truncated)
        };
        let value = match raw.value {
            Some(v) if raw.in_letters && (!self.bounds || (lo..=hi).contains(&v)) => v,
            _ => match negative() {
                Some(v) => v,
                None => return Err(Error::input(raw.at, expected(), raw.found())),
            },
        };
        if self.mode == Mode::Strict && leading_zero(raw) {
            return Err(Error::input(
                raw.at,
                format!("{}, without leading zeros", expected()),
                raw.found(),
            ));
        }
        self.set(int.name, value);
        if let Some(trace) = &mut self.trace {
            trace.push(Traced {
                int,
                offset: raw.offset,
                len: raw.len,
                at: raw.at,
                lo,
                hi,
                may_be_sentinel: sentinel_line,
            });
        }
        if let Some(coverage) = &mut self.coverage {
            coverage.record(int.name, int.what, int.lo, int.hi, value, lo, hi);
        }
        Ok(())
    }

    fn record_word(&mut self, name: &'static str, what: &'static str, len: (Expr, Expr), n: u64) {
        let (lo, hi) = (self.eval(len.0), self.eval(len.1));
        if let Some(coverage) = &mut self.coverage {
            coverage.record(name, what, len.0, len.1, n, lo, hi);
        }
    }

    /// Before a token: strictly one space unless it is the line's first.
    fn separator(&mut self, state: &mut LineState, what: &str) -> Result<(), Error> {
        let first = state.written == 0;
        state.written += 1;
        match self.mode {
            Mode::Loose => self.bytes.skip_blanks(),
            Mode::Strict if first => Ok(()),
            Mode::Strict => self.space(what),
        }
    }

    /// `readSpace`: exactly one space.
    fn space(&mut self, what: &str) -> Result<(), Error> {
        let at = self.bytes.position();
        match self.bytes.peek()? {
            Some(b' ') => {
                self.bytes.bump();
                match self.bytes.peek()? {
                    Some(b) if is_space(b) => {
                        let run = self.bytes.blank_run(vec![b' '])?;
                        Err(Error::input(at, "a single space", run))
                    }
                    _ => Ok(()),
                }
            }
            Some(b) if is_space(b) => {
                let run = self.bytes.blank_run(Vec::new())?;
                Err(Error::input(at, format!("a space, then {what}"), run))
            }
            None => Err(Error::input(
                at,
                format!("a space, then {what}"),
                Found::EndOfInput,
            )),
            Some(_) => Ok(()),
        }
    }

    /// `readEoln`: the line ends here, with `\n`.
    fn eoln(&mut self) -> Result<(), Error> {
        match self.mode {
            Mode::Loose => return Ok(()),
            Mode::Strict => {}
        }
        let at = self.bytes.position();
        match self.bytes.peek()? {
            Some(b'\n') => {
                self.bytes.bump();
                Ok(())
            }
            None => Err(Error::input(
                at,
                "end of line (every line ends with \\n, the last too)",
                Found::EndOfInput,
            )),
            Some(b) if is_space(b) => {
                let run = self.bytes.blank_run(Vec::new())?;
                match self.bytes.peek()? {
                    Some(b) if !is_space(b) && run_is_spaces(&run) => {
                        let token = self.bytes.raw(false, &[])?;
                        Err(Error::input(token.at, "end of line", token.found()))
                    }
                    _ => Err(Error::input(at, "end of line", run)),
                }
            }
            Some(_) => {
                let token = self.bytes.raw(false, &[])?;
                Err(Error::input(token.at, "end of line", token.found()))
            }
        }
    }

    /// Between two cases: empty lines where the format allows them.
    fn blank_lines(&mut self, blanks: Blanks) -> Result<(), Error> {
        if self.mode == Mode::Strict && blanks == Blanks::BetweenCases {
            let at = self.bytes.position();
            let mut any = false;
            while self.bytes.peek()? == Some(b'\n') {
                self.bytes.bump();
                any = true;
            }
            if any && self.bytes.peek()?.is_none() {
                return Err(Error::input(
                    at,
                    "another case after the empty lines",
                    Found::EndOfInput,
                ));
            }
        }
        Ok(())
    }

    /// `readEof`: nothing after the end (loosely: nothing but blanks).
    fn end(&mut self) -> Result<(), Error> {
        self.end_as("end of file")
    }

    /// [`Reader::end`], `expected` naming what the end is in the message.
    fn end_as(&mut self, expected: &str) -> Result<(), Error> {
        if self.mode == Mode::Loose {
            self.bytes.skip_blanks()?;
        }
        let at = self.bytes.position();
        match self.bytes.peek()? {
            None => Ok(()),
            Some(b) if is_space(b) => {
                let run = self.bytes.blank_run(Vec::new())?;
                Err(Error::input(at, expected, run))
            }
            Some(_) => {
                let token = self.bytes.raw(false, &[])?;
                Err(Error::input(token.at, expected, token.found()))
            }
        }
    }

    /// True at the end of the input (loosely: after skipping blanks).
    fn at_end(&mut self) -> Result<bool, Error> {
        if self.mode == Mode::Loose {
            self.bytes.skip_blanks()?;
        }
        Ok(self.bytes.peek()?.is_none())
    }

    /// True when the current line has no more tokens.
    fn line_ends(&mut self) -> Result<bool, Error> {
        Ok(match self.mode {
            Mode::Strict => matches!(self.bytes.peek()?, Some(b'\n') | None),
            Mode::Loose => true,
        })
    }

    fn set(&mut self, name: &'static str, value: u64) {
        match self.env.iter_mut().find(|e| e.0 == name) {
            Some(e) => e.1 = value,
            None => self.env.push((name, value)),
        }
    }

    /// The latest value of `name` in this case (0 before any).
    fn value_of(&self, name: &str) -> u64 {
        self.env.iter().find(|e| e.0 == name).map_or(0, |e| e.1)
    }

    fn eval(&self, expr: Expr) -> u64 {
        expr.eval(|name| self.value_of(name))
    }
}

/// What one line has read so far.
struct LineState<'s> {
    /// Tokens started on the line.
    written: usize,
    /// The line is the first of a case that a sentinel line may replace.
    sentinel_line: bool,
    /// The sentinel the line may still be.
    sentinel: Option<&'s [u64]>,
    pending: Vec<Pending>,
}

impl LineState<'_> {
    /// The line so far is the whole sentinel.
    fn sentinel_read(&self) -> bool {
        self.sentinel
            .is_some_and(|values| self.pending.len() == values.len())
    }
}

fn leading_zero(raw: &Raw) -> bool {
    raw.in_letters && raw.len > 1 && raw.shown[0] == b'0'
}

fn run_is_spaces(found: &Found) -> bool {
    matches!(found, Found::Token { bytes, .. } if bytes.iter().all(|&b| b == b' '))
}

/// How an integer's bound reads in a message.
pub fn expected_int(int: &Int, lo: u64, hi: u64) -> String {
    let lo = match int.lo {
        crate::format::Expr::Neg(k) => format!("-{k}"),
        _ => lo.to_string(),
    };
    format!(
        "{} {} from {lo} to {hi} (the official bound)",
        int.what, int.name
    )
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::format::{int, ints, Element, Expr};

    /// A graph game's shape (hdu1524): `n`, then n lines `k s1 .. sk`, then
    /// queries until a line `0`, each `m x1 .. xm`; cases until the end.
    const QUERIES: Format = Format {
        cases: Cases::UntilEnd,
        case: &[
            Element::Line(&[int("n", "a node count", 1, 5)]),
            Element::Repeat {
                count: Expr::Var("n"),
                body: &[Element::Line(&[
                    int("k", "an edge count", 0, 5),
                    ints(Expr::Var("k"), "s", "a node", 0, 4),
                ])],
            },
            Element::Until {
                sentinel: &[0],
                body: &[Element::Line(&[
                    int("m", "a chessman count", 1, 3),
                    ints(Expr::Var("m"), "x", "a node", 0, 4),
                ])],
            },
        ],
        blanks: Blanks::None,
    };

    fn read(input: &str, mode: Mode) -> Result<u64, String> {
        let mut bytes = input.as_bytes();
        let mut reader = Reader::new(&mut bytes, mode);
        match reader.read(&QUERIES) {
            Ok(()) => Ok(reader.cases()),
            Err(e) => Err(e.to_string()),
        }
    }

    #[test]
    fn queries_end_at_their_own_sentinel_and_empty_lists_write_no_line() {
        // Node 1 has no edges: `0` alone (the list is empty, no space).
        let input = "2\n1 1\n0\n1 0\n2 0 1\n0\n1\n0\n0\n";
        assert_eq!(read(input, Mode::Strict), Ok(2));
        assert_eq!(
            read("2\n1 1\n0 \n0\n", Mode::Strict),
            Err("line 3, column 2: expected end of line, found \" \\n\"".into())
        );
        assert_eq!(
            read("1\n0\n4 1 1 1 1\n0\n", Mode::Strict),
            Err("line 3, column 1: expected a chessman count m from 1 to 3 (the official bound), found \"4\"".into())
        );
        // Loosely, whitespace is free; the sentinel still ends the queries.
        assert_eq!(read("1 0 1 0   0", Mode::Loose), Ok(1));
    }

    /// A parent array whose roots are -1 (hdu3197): testlib's
    /// `readInt(-1, n - 1)`, the -1 held as 2^64 - 1 and written back `-1`.
    #[test]
    fn a_negative_low_bound_reads_signed_tokens() {
        use crate::format::{ints_in, spell, Int};
        const PARENTS: Format = Format {
            cases: Cases::UntilEnd,
            case: &[
                Element::Line(&[int("n", "a node count", 1, 5)]),
                Element::Line(&[ints_in(
                    Expr::Var("n"),
                    "p",
                    "a parent",
                    Expr::Neg(1),
                    Expr::Minus("n", 1),
                )]),
            ],
            blanks: Blanks::None,
        };
        let read = |input: &str, mode: Mode| {
            let mut bytes = input.as_bytes();
            let mut reader = Reader::new(&mut bytes, mode).with_trace();
            reader.read(&PARENTS).map_err(|e| e.to_string())?;
            Ok::<_, String>(reader.cases())
        };
        assert_eq!(read("3\n-1 0 -1\n2\n1 -1\n", Mode::Strict), Ok(2));
        assert_eq!(read("3  -1\t0 -1", Mode::Loose), Ok(1));
        for (bad, found) in [
            ("-2", "-2"),
            ("-0", "-0"),
            ("-01", "-01"),
            ("3", "3"),
            ("-", "-"),
            ("--1", "--1"),
        ] {
            assert_eq!(
                read(&format!("3\n-1 0 {bad}\n"), Mode::Strict),
                Err(format!("line 2, column 6: expected a parent p from -1 to 2 (the official bound), found \"{found}\"")),
                "{bad}"
            );
        }
        let p = Int {
            name: "p",
            what: "a parent",
            lo: Expr::Neg(1),
            hi: Expr::Lit(9),
        };
        assert_eq!(spell(&p, u64::MAX), "-1");
        assert_eq!(spell(&p, 7), "7");
        // An unsigned token spells every value unsigned.
        let q = Int {
            lo: Expr::Lit(0),
            ..p
        };
        assert_eq!(spell(&q, u64::MAX), u64::MAX.to_string());
    }

    #[test]
    fn coverage_names_the_bounds_no_input_reaches() {
        let mut bytes = &b"1\n0\n1 3\n0\n"[..];
        let mut reader = Reader::new(&mut bytes, Mode::Strict).with_coverage(Coverage::default());
        reader.read(&QUERIES).unwrap();
        let report = reader.into_coverage().unwrap().report();
        assert!(
            report.contains("n (a node count): seen 1 to 1, bounds 1 to 5\n"),
            "{report}"
        );
        assert!(report.contains("no test has n = 5\n"), "{report}");
        assert!(!report.contains("no test has n = 1\n"), "{report}");
    }
}
