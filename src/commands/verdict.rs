//! Judging one answer against another, for `check` and `stress`: how two
//! outputs are compared (the judges' way: exact bytes but for CR before LF,
//! or tokens only), as a stream in bounded memory, and the few lines that
//! show a difference. Running the other program is [`super::program`].
//!
//! The comparison never holds either output: the answer being judged is
//! written to a [`Comparison`] as it comes, and the expected one is read
//! from its file (or buffer) as far as needed. Equal stretches compare as
//! whole slices; only from the first difference on are bytes looked at one
//! by one, to keep the two differing lines (up to [`LINE_CAP`] bytes each)
//! and to learn whether the tokens still agree (the `-S` hint).

use std::io::{self, BufRead, Write};

/// How two outputs are compared.
#[derive(Clone, Copy, PartialEq, Eq)]
pub enum Compare {
    /// Byte for byte, except that CR before LF is ignored (POJ and HDU give
    /// Presentation Error for any other whitespace difference).
    Exact,
    /// Whitespace-separated tokens only.
    Tokens,
}

impl Compare {
    /// Whether `got` passes against `expected`.
    pub fn same(self, expected: &[u8], got: &[u8]) -> bool {
        compare(expected, got).passes(self)
    }
}

/// `got` compared with `expected`, both in memory.
pub fn compare(expected: &[u8], got: &[u8]) -> Outcome {
    let mut comparison = Comparison::new(expected);
    comparison.write_all(got).expect("memory cannot fail");
    comparison.finish().expect("memory cannot fail")
}

/// Most bytes of each differing line kept for the report.
pub const LINE_CAP: usize = 4096;

/// How an output compared with the expected one.
#[derive(Debug, PartialEq, Eq)]
pub struct Outcome {
    /// The first line where they differ, CRs before LFs dropped (`None`
    /// when they are the same that way).
    pub first: Option<FirstDifference>,
    /// Whether their whitespace-separated tokens are the same.
    pub tokens_same: bool,
}

/// The first differing line (1-based), and both lines as shown in a report
/// (`None` past the end of that output).
#[derive(Debug, PartialEq, Eq)]
pub struct FirstDifference {
    pub line: usize,
    pub expected: Option<String>,
    pub got: Option<String>,
}

impl Outcome {
    pub fn passes(&self, compare: Compare) -> bool {
        match compare {
            Compare::Exact => self.first.is_none(),
            Compare::Tokens => self.tokens_same,
        }
    }

    /// The lines that show the difference, each cut to `width` columns;
    /// with a hint when only whitespace differs. Empty when there is none.
    pub fn difference(&self, width: usize) -> Vec<String> {
        let Some(first) = &self.first else {
            return Vec::new();
        };
        let or_end = |s: &Option<String>| s.clone().unwrap_or_else(|| "(end of output)".into());
        let mut lines = vec![
            format!("  first difference at line {}", first.line),
            cut(&format!("  expected: {}", or_end(&first.expected)), width),
            cut(&format!("  got:      {}", or_end(&first.got)), width),
        ];
        if self.tokens_same {
            lines.push("  only whitespace differs: -S (tokens only) would pass".into());
        }
        lines
    }
}

/// The lines that show how `got` differs from `expected` (both in memory).
pub fn difference(expected: &[u8], got: &[u8], width: usize) -> Vec<String> {
    compare(expected, got).difference(width)
}

/// One line of an output, kept for a report: at most [`LINE_CAP`] bytes.
#[derive(Clone, Default)]
struct Line {
    bytes: Vec<u8>,
    cut: bool,
}

impl Line {
    fn push(&mut self, bytes: &[u8]) {
        let room = LINE_CAP.saturating_sub(self.bytes.len());
        self.bytes
            .extend_from_slice(&bytes[..bytes.len().min(room)]);
        self.cut |= bytes.len() > room;
    }

    /// The line for a message: escaped where not printable, its newline
    /// shown only when missing.
    fn shown(&self) -> String {
        match self.bytes.strip_suffix(b"\n") {
            Some(body) => body.escape_ascii().to_string(),
            None if self.cut => format!("{}...", self.bytes.escape_ascii()),
            None => format!("{} (no newline at the end)", self.bytes.escape_ascii()),
        }
    }
}

/// A line being kept from the first difference on, until its newline.
struct Capture {
    line: Option<Line>,
    open: bool,
}

impl Capture {
    /// The line that starts with the common `prefix`, to be continued by
    /// the bytes pushed next; `more` says whether the output goes on.
    fn start(prefix: &Line, more: bool) -> Capture {
        Capture {
            line: (!prefix.bytes.is_empty() || more).then(|| prefix.clone()),
            open: more,
        }
    }

    fn push(&mut self, b: u8) {
        if let (true, Some(line)) = (self.open, &mut self.line) {
            line.push(&[b]);
            self.open = b != b'\n';
        }
    }
}

/// Tokens as one canonical stream: one space between tokens, none around
/// them; two outputs have the same tokens when these streams are equal.
#[derive(Clone, Copy)]
struct Canon {
    in_token: bool,
    space_due: bool,
}

impl Canon {
    /// The canonical bytes `b` adds (none, one, or a space and one).
    fn feed(&mut self, b: u8) -> &'static [u8] {
        if b.is_ascii_whitespace() {
            self.space_due |= self.in_token;
            self.in_token = false;
            return b"";
        }
        let with_space = std::mem::take(&mut self.space_due);
        self.in_token = true;
        let i = usize::from(b);
        if with_space {
            &SPACED[2 * i..2 * i + 2]
        } else {
            &SPACED[2 * i + 1..2 * i + 2]
        }
    }
}

/// `[b' ', b]` for every byte `b`, so [`Canon::feed`] can hand out slices.
static SPACED: [u8; 512] = {
    let mut table = [b' '; 512];
    let mut i = 0;
    while i < 256 {
        table[2 * i + 1] = i as u8;
        i += 1;
    }
    table
};

/// The expected output as bytes with CR before LF dropped.
struct Expected<R> {
    reader: R,
    /// A CR was read; whether an LF follows is not known yet.
    cr: bool,
}

impl<R: BufRead> Expected<R> {
    /// The next byte, CR before LF dropped.
    fn next(&mut self) -> io::Result<Option<u8>> {
        loop {
            let buf = self.reader.fill_buf()?;
            let first = buf.first().copied();
            if std::mem::take(&mut self.cr) {
                if first == Some(b'\n') {
                    self.reader.consume(1);
                    return Ok(Some(b'\n'));
                }
                return Ok(Some(b'\r'));
            }
            match first {
                None => return Ok(None),
                Some(b'\r') => {
                    self.reader.consume(1);
                    self.cr = true;
                }
                Some(b) => {
                    self.reader.consume(1);
                    return Ok(Some(b));
                }
            }
        }
    }

    /// Bytes ahead that need no CR handling (none when a CR is next).
    fn plain(&mut self) -> io::Result<&[u8]> {
        if self.cr {
            return Ok(&[]);
        }
        let buf = self.reader.fill_buf()?;
        let n = buf.iter().position(|&b| b == b'\r').unwrap_or(buf.len());
        Ok(&buf[..n])
    }
}

/// What is known from the first difference on.
struct Diff {
    line: usize,
    expected: Capture,
    got: Capture,
    /// The canonical token streams, and whether they are still equal.
    canon_expected: Canon,
    canon_got: Canon,
    tokens_same: bool,
    /// Canonical expected bytes not yet matched.
    waiting: Vec<u8>,
    /// The expected byte at the difference, not yet given to the tokens.
    first_expected: Option<u8>,
}

/// An output compared with the expected one as it is written; see the
/// module comment.
pub struct Comparison<R> {
    expected: Expected<R>,
    /// A CR of the output was written; whether an LF follows is not known.
    got_cr: bool,
    /// The line of the common part's end, and that line so far.
    line: usize,
    prefix: Line,
    /// The tokens of the common part: whether it ends in one, and whether
    /// it has any.
    in_token: bool,
    any_token: bool,
    diff: Option<Diff>,
}

impl<R: BufRead> Comparison<R> {
    pub fn new(expected: R) -> Comparison<R> {
        Comparison {
            expected: Expected {
                reader: expected,
                cr: false,
            },
            got_cr: false,
            line: 1,
            prefix: Line::default(),
            in_token: false,
            any_token: false,
            diff: None,
        }
    }

    /// Compares the rest of the expected output with the end of this one.
    pub fn finish(mut self) -> io::Result<Outcome> {
        if std::mem::take(&mut self.got_cr) {
            self.got(b'\r')?;
        }
        if self.diff.is_none() {
            match self.expected.next()? {
                None => {
                    return Ok(Outcome {
                        first: None,
                        tokens_same: true,
                    })
                }
                Some(e) => self.differ(None, Some(e)),
            }
        }
        let mut diff = self.diff.take().expect("a difference");
        if diff.tokens_same && pull_canon(&mut diff, &mut self.expected)?.is_some() {
            diff.tokens_same = false;
        }
        while diff.expected.open {
            if pull(&mut diff, &mut self.expected)?.is_none() {
                diff.expected.open = false;
            }
        }
        Ok(Outcome {
            first: Some(FirstDifference {
                line: diff.line,
                expected: diff.expected.line.as_ref().map(Line::shown),
                got: diff.got.line.as_ref().map(Line::shown),
            }),
            tokens_same: diff.tokens_same,
        })
    }

    /// `bytes`, equal in both outputs, are passed.
    fn matched(&mut self, bytes: &[u8]) {
        match bytes.iter().rposition(|&b| b == b'\n') {
            Some(last) => {
                self.line += bytes.iter().filter(|&&b| b == b'\n').count();
                self.prefix = Line::default();
                self.prefix.push(&bytes[last + 1..]);
            }
            None => self.prefix.push(bytes),
        }
        if let Some(&last) = bytes.last() {
            self.in_token = !last.is_ascii_whitespace();
        }
        if !self.any_token {
            self.any_token = bytes.iter().any(|b| !b.is_ascii_whitespace());
        }
    }

    /// The outputs differ here: `got` and `expected` are the bytes each has
    /// (`None` at its end).
    fn differ(&mut self, got: Option<u8>, expected: Option<u8>) {
        let canon = Canon {
            in_token: self.in_token,
            space_due: self.any_token && !self.in_token,
        };
        self.diff = Some(Diff {
            line: self.line,
            expected: Capture::start(&self.prefix, expected.is_some()),
            got: Capture::start(&self.prefix, got.is_some()),
            canon_expected: canon,
            canon_got: canon,
            tokens_same: true,
            waiting: Vec::new(),
            first_expected: expected,
        });
    }

    /// One byte of the output, CR before LF already dropped.
    fn got(&mut self, g: u8) -> io::Result<()> {
        if self.diff.is_none() {
            let e = self.expected.next()?;
            if e == Some(g) {
                self.matched(&[g]);
            } else {
                self.differ(Some(g), e);
                self.after_difference(g)?;
            }
            return Ok(());
        }
        self.after_difference(g)
    }

    /// Output byte `g` from the difference on: kept while its line lasts,
    /// and fed to the token comparison.
    fn after_difference(&mut self, g: u8) -> io::Result<()> {
        let diff = self.diff.as_mut().expect("after the difference");
        diff.got.push(g);
        if !diff.tokens_same {
            return Ok(());
        }
        for &c in diff.canon_got.feed(g) {
            if pull_canon(diff, &mut self.expected)? != Some(c) {
                diff.tokens_same = false;
                break;
            }
        }
        Ok(())
    }

    /// Whether nothing more of the output can change the outcome.
    fn decided(&self) -> bool {
        self.diff
            .as_ref()
            .is_some_and(|d| !d.tokens_same && !d.got.open && !d.expected.open)
    }
}

/// The next expected byte after the difference (CR before LF dropped), kept
/// for the report while its line lasts.
fn pull<R: BufRead>(diff: &mut Diff, expected: &mut Expected<R>) -> io::Result<Option<u8>> {
    let e = match diff.first_expected.take() {
        Some(e) => Some(e),
        None => expected.next()?,
    };
    if let Some(e) = e {
        diff.expected.push(e);
    }
    Ok(e)
}

/// The next byte of the expected canonical token stream.
fn pull_canon<R: BufRead>(diff: &mut Diff, expected: &mut Expected<R>) -> io::Result<Option<u8>> {
    loop {
        if !diff.waiting.is_empty() {
            return Ok(Some(diff.waiting.remove(0)));
        }
        match pull(diff, expected)? {
            None => return Ok(None),
            Some(e) => diff.waiting.extend_from_slice(diff.canon_expected.feed(e)),
        }
    }
}

impl<R: BufRead> Write for Comparison<R> {
    fn write(&mut self, bytes: &[u8]) -> io::Result<usize> {
        let mut rest = bytes;
        while !rest.is_empty() && !self.decided() {
            if self.diff.is_none() && !self.got_cr {
                // Equal stretches without CRs compare as slices.
                let run = rest.iter().position(|&b| b == b'\r').unwrap_or(rest.len());
                let plain = self.expected.plain()?;
                let n = plain.len().min(run);
                if n > 0 && plain[..n] == rest[..n] {
                    self.expected.reader.consume(n);
                    let (same, after) = rest.split_at(n);
                    self.matched(same);
                    rest = after;
                    continue;
                }
            }
            let b = rest[0];
            if std::mem::take(&mut self.got_cr) {
                if b == b'\n' {
                    rest = &rest[1..];
                }
                self.got(if b == b'\n' { b'\n' } else { b'\r' })?;
                continue;
            }
            rest = &rest[1..];
            if b == b'\r' {
                self.got_cr = true;
            } else {
                self.got(b)?;
            }
        }
        Ok(bytes.len())
    }

    fn flush(&mut self) -> io::Result<()> {
        Ok(())
    }
}

/// `text` cut to `width` characters, with `...` where it was cut.
pub fn cut(text: &str, width: usize) -> String {
    if text.chars().count() <= width {
        return text.to_string();
    }
    let kept: String = text.chars().take(width.saturating_sub(3)).collect();
    format!("{kept}...")
}

/// The width to cut report lines to: the terminal's (`COLUMNS`) when stdout
/// is a terminal, else 80.
pub fn width(is_process: bool) -> usize {
    use std::io::IsTerminal;
    if !is_process || !std::io::stdout().is_terminal() {
        return 80;
    }
    std::env::var("COLUMNS")
        .ok()
        .and_then(|c| c.parse().ok())
        .filter(|&w: &usize| w >= 20)
        .unwrap_or(80)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn exact_ignores_only_cr_before_lf() {
        assert!(Compare::Exact.same(b"No\r\nYes\r\n", b"No\nYes\n"));
        assert!(!Compare::Exact.same(b"No\nYes\n", b"No\nYes"));
        assert!(!Compare::Exact.same(b"No \n", b"No\n"));
        assert!(!Compare::Exact.same(b"a\rb\n", b"ab\n"));
        assert!(Compare::Tokens.same(b"No \n\nYes", b"No\nYes\n"));
        assert!(!Compare::Tokens.same(b"No\n", b"no\n"));
    }

    fn first(expected: &[u8], got: &[u8]) -> (usize, Option<String>, Option<String>) {
        let f = compare(expected, got).first.expect("a difference");
        (f.line, f.expected, f.got)
    }

    #[test]
    fn the_first_different_line_is_shown_cut_with_a_hint() {
        assert_eq!(
            first(b"a\nb\nc\n", b"a\nb\nd\n"),
            (3, Some("c".into()), Some("d".into()))
        );
        assert_eq!(first(b"a\n", b"a\nb\n"), (2, None, Some("b".into())));
        assert_eq!(first(b"a\nb\n", b"a\n"), (2, Some("b".into()), None));
        assert_eq!(
            first(b"a\nbc\n", b"a\nb"),
            (
                2,
                Some("bc".into()),
                Some("b (no newline at the end)".into())
            )
        );
        assert_eq!(
            first(b"x\r\nyes\r\n", b"x\nyes"),
            (
                2,
                Some("yes".into()),
                Some("yes (no newline at the end)".into())
            )
        );
        let lines = difference(b"No\nYes\n", b"No\nYes \n", 80);
        assert_eq!(lines[0], "  first difference at line 2");
        assert!(lines[3].contains("-S"));
        assert_eq!(cut("abcdefghij", 6), "abc...");
        assert!(difference(b"No\n", b"Yes\n", 80).len() == 3);
        assert!(difference(b"No\n", b"No\r\n", 80).is_empty());
    }

    /// The whole-buffer definitions the stream must agree with.
    fn naive(expected: &[u8], got: &[u8]) -> (bool, bool) {
        let without_cr = |t: &[u8]| -> Vec<u8> {
            (0..t.len())
                .filter(|&i| !(t[i] == b'\r' && t.get(i + 1) == Some(&b'\n')))
                .map(|i| t[i])
                .collect()
        };
        let tokens = |t: &[u8]| -> Vec<Vec<u8>> {
            t.split(|b| b.is_ascii_whitespace())
                .filter(|w| !w.is_empty())
                .map(<[u8]>::to_vec)
                .collect()
        };
        (
            without_cr(expected) == without_cr(got),
            tokens(expected) == tokens(got),
        )
    }

    #[test]
    fn the_stream_agrees_with_whole_buffers_whatever_the_pieces() {
        let mut seed = 0x9e37_79b9_7f4a_7c15u64;
        let mut next = move |n: u64| {
            seed ^= seed << 13;
            seed ^= seed >> 7;
            seed ^= seed << 17;
            seed % n
        };
        let alphabet = b"ab \r\n\t";
        for _ in 0..3000 {
            let text = |next: &mut dyn FnMut(u64) -> u64| -> Vec<u8> {
                let len = next(12);
                (0..len).map(|_| alphabet[next(6) as usize]).collect()
            };
            let expected = text(&mut next);
            let got = if next(3) == 0 {
                expected.clone()
            } else {
                text(&mut next)
            };
            // Written in random pieces, read through a one-byte buffer.
            let reader = io::BufReader::with_capacity(1, &expected[..]);
            let mut comparison = Comparison::new(reader);
            let mut rest = &got[..];
            while !rest.is_empty() {
                let n = 1 + next(rest.len() as u64) as usize;
                comparison.write_all(&rest[..n]).unwrap();
                rest = &rest[n..];
            }
            let outcome = comparison.finish().unwrap();
            let whole = compare(&expected, &got);
            assert_eq!(outcome, whole, "{expected:?} {got:?}");
            assert_eq!(
                (outcome.first.is_none(), outcome.tokens_same),
                naive(&expected, &got),
                "{expected:?} {got:?}"
            );
        }
    }

    #[test]
    fn long_lines_are_kept_only_in_part() {
        let expected = vec![b'1'; 10 * LINE_CAP];
        let mut got = expected.clone();
        got[5 * LINE_CAP] = b'2';
        let f = compare(&expected, &got).first.unwrap();
        assert_eq!(f.line, 1);
        assert!(f.expected.unwrap().len() <= LINE_CAP + 3);
    }
}
