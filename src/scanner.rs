//! The scanner: judge input bytes -> unsigned numbers and words, with positions.
//!
//! Input streams through one fixed buffer (128 KiB of reading room), so memory
//! does not grow with the size of the input and no token is ever allocated.
//! Tokens are separated by ASCII whitespace (space, tab, CR, LF, VT, FF) in any
//! amount, which makes CRLF files, blank lines and a missing final newline all
//! fine. Any other byte is part of a token, and a number token must be all
//! decimal digits and fit in a `u64`; anything else is an [`Error::Input`]
//! naming the token's line and byte column.
//!
//! Line numbers cost nothing on the hot path: newlines are counted once per
//! buffer refill over the bytes being discarded, and the position of an error
//! is worked out only when there is one.
//!
//! Numbers of up to 19 digits are parsed eight bytes at a time (SWAR: a `u64`
//! holds eight digits, converted with three multiplications); longer or
//! malformed tokens take a byte-by-byte path that also builds the message.

use crate::error::{Error, Found, Position};
use std::io::{self, Read};

/// Bytes asked of the reader per refill.
const CHUNK: usize = 1 << 17;
/// Room kept for the unread tail moved to the front before a refill.
const KEEP: usize = 128;
/// Zeroed bytes after the data, so eight-byte word reads never leave the buffer.
const PAD: usize = 32;
/// Bytes a number needs ahead of its first digit for the fast path: 19 digits
/// and their terminator, rounded up to whole words.
const MARGIN: usize = 24;
/// Longest digit run the fast path takes; 19 digits cannot overflow a `u64`.
const FAST_DIGITS: usize = 19;

/// Byte classes: 1 = whitespace separator.
const SPACE: [bool; 256] = {
    let mut t = [false; 256];
    t[b' ' as usize] = true;
    t[b'\t' as usize] = true;
    t[b'\n' as usize] = true;
    t[b'\r' as usize] = true;
    t[0x0b] = true;
    t[0x0c] = true;
    t
};

const POW10: [u64; 9] = [
    1,
    10,
    100,
    1_000,
    10_000,
    100_000,
    1_000_000,
    10_000_000,
    100_000_000,
];

/// True for the bytes that separate tokens.
#[inline(always)]
pub fn is_space(b: u8) -> bool {
    SPACE[b as usize]
}

/// Where a token began: still in the buffer, or already worked out because
/// the buffer moved on while the token was long.
#[derive(Clone, Copy)]
enum Start {
    Index(usize),
    At(Position),
}

/// What the byte-by-byte path learnt about one token.
struct Token {
    start: Start,
    shown: Vec<u8>,
    truncated: bool,
    /// `Some` when the token is all digits and fits in a `u64`.
    value: Option<u64>,
    /// True when the token is all digits (whether or not it fits).
    digits_only: bool,
}

impl Token {
    fn found(self) -> Found {
        Found::Token {
            bytes: self.shown,
            truncated: self.truncated,
        }
    }
}

/// A streaming tokenizer over any reader. See the module docs.
pub struct Scanner<'a> {
    src: &'a mut dyn Read,
    buf: Vec<u8>,
    /// Next unread byte.
    pos: usize,
    /// End of the data in `buf`; `buf[end..end + PAD]` is zero.
    end: usize,
    /// The reader reported end of input.
    eof: bool,
    /// Bytes of input before `buf[0]`.
    base_offset: u64,
    /// Newlines in the input before `buf[0]`.
    base_newlines: u64,
    /// Offset in the input where the line holding `buf[0]` starts.
    base_line_start: u64,
}

impl<'a> Scanner<'a> {
    pub fn new(src: &'a mut dyn Read) -> Scanner<'a> {
        Scanner {
            src,
            buf: vec![0; KEEP + CHUNK + PAD],
            pos: 0,
            end: 0,
            eof: false,
            base_offset: 0,
            base_newlines: 0,
            base_line_start: 0,
        }
    }

    /// Skips whitespace; true when no token is left.
    #[inline]
    pub fn at_end(&mut self) -> Result<bool, Error> {
        Ok(!self.skip_space()?)
    }

    /// The next token as a `u64`. `expected` names it in an error message
    /// ("a pile size"), which is only built when there is an error.
    #[inline]
    pub fn next_u64(&mut self, expected: &str) -> Result<u64, Error> {
        self.next_u64_where(expected, |_| true)
    }

    /// The next token as a `u64` for which `ok` holds; otherwise an error at
    /// that token (`expected` then says what would have been accepted).
    #[inline]
    pub fn next_u64_where(
        &mut self,
        expected: &str,
        ok: impl FnOnce(u64) -> bool,
    ) -> Result<u64, Error> {
        if !self.skip_space()? {
            return Err(self.end_of_input(expected));
        }
        let start = self.pos;
        match self.number_fast(start) {
            Some((value, next)) => {
                if ok(value) {
                    self.pos = next;
                    Ok(value)
                } else {
                    Err(self.reject_at(start, expected))
                }
            }
            None => self.number_slow(expected, ok),
        }
    }

    /// The next token copied into `out` (cleared first), which must satisfy
    /// `ok`. Words are rare (digit strings, boards), so this takes the
    /// byte-by-byte path; `out` grows with the word, not with the input.
    pub fn next_word(
        &mut self,
        expected: &str,
        out: &mut Vec<u8>,
        ok: impl FnOnce(&[u8]) -> bool,
    ) -> Result<(), Error> {
        if !self.skip_space()? {
            return Err(self.end_of_input(expected));
        }
        out.clear();
        let token = self.walk_token(Some(out))?;
        if ok(out) {
            Ok(())
        } else {
            let at = self.resolve(token.start);
            Err(Error::input(at, expected, token.found()))
        }
    }

    /// Succeeds only if nothing but whitespace is left.
    pub fn expect_end(&mut self) -> Result<(), Error> {
        if !self.skip_space()? {
            return Ok(());
        }
        let token = self.walk_token(None)?;
        let at = self.resolve(token.start);
        Err(Error::input(at, "end of input", token.found()))
    }

    /// Skips whitespace and makes sure a number starting at `pos` can be read
    /// by the fast path (at least `MARGIN` bytes loaded, or the input ended).
    /// True when a token starts at `pos`.
    #[inline(always)]
    fn skip_space(&mut self) -> Result<bool, Error> {
        loop {
            while self.pos < self.end && is_space(self.buf[self.pos]) {
                self.pos += 1;
            }
            if self.pos < self.end && (self.end - self.pos >= MARGIN || self.eof) {
                return Ok(true);
            }
            if self.pos == self.end && self.eof {
                return Ok(false);
            }
            self.refill(self.pos)?;
        }
    }

    /// Drops `buf[..keep_from]` (counting its newlines), moves the rest to the
    /// front and reads more. Indices into the buffer shift down by `keep_from`.
    #[cold]
    fn refill(&mut self, keep_from: usize) -> Result<(), Error> {
        let dropped = &self.buf[..keep_from];
        let newlines = count_newlines(dropped);
        if newlines > 0 {
            let last = dropped.iter().rposition(|&b| b == b'\n').unwrap_or(0);
            self.base_line_start = self.base_offset + last as u64 + 1;
            self.base_newlines += newlines;
        }
        self.base_offset += keep_from as u64;
        self.buf.copy_within(keep_from..self.end, 0);
        self.end -= keep_from;
        self.pos -= keep_from;
        debug_assert!(self.end <= KEEP);
        while !self.eof {
            let room = KEEP + CHUNK - self.end;
            match self.src.read(&mut self.buf[self.end..self.end + room]) {
                Ok(0) => self.eof = true,
                Ok(n) => {
                    self.end += n;
                    break;
                }
                Err(e) if e.kind() == io::ErrorKind::Interrupted => continue,
                Err(e) => return Err(Error::Read(e)),
            }
        }
        self.buf[self.end..self.end + PAD].fill(0);
        Ok(())
    }

    /// The eight bytes at `i` as a little-endian word.
    #[inline(always)]
    fn word(&self, i: usize) -> u64 {
        let mut w = [0u8; 8];
        w.copy_from_slice(&self.buf[i..i + 8]);
        u64::from_le_bytes(w)
    }

    /// Parses the number at `start` eight bytes at a time. `None` sends the
    /// token to the byte-by-byte path: no digit, more than 19 digits, or a
    /// non-whitespace byte right after the digits.
    #[inline(always)]
    fn number_fast(&self, start: usize) -> Option<(u64, usize)> {
        let mut value = 0u64;
        let mut p = start;
        loop {
            // Digits become 0..=9; every other byte becomes 10..=255.
            let v = self.word(p) ^ 0x3030_3030_3030_3030;
            // High bit set in each byte >= 10. Carries only leave bytes that
            // are already flagged, so the lowest flag is the first non-digit.
            let flags = (v.wrapping_add(0x7676_7676_7676_7676) | v) & 0x8080_8080_8080_8080;
            let n = (flags.trailing_zeros() / 8) as usize;
            if p + n - start > FAST_DIGITS {
                return None;
            }
            if n > 0 {
                value = value * POW10[n] + eight_digits(v << (64 - 8 * n as u32));
            }
            p += n;
            if n < 8 {
                break;
            }
        }
        if p == start {
            return None;
        }
        // A digit run ends at whitespace or at the end of the data; the zero
        // padding after `end` is not data.
        if p < self.end && !is_space(self.buf[p]) {
            return None;
        }
        Some((value, p))
    }

    /// The careful path for numbers: any length, overflow, bad bytes.
    #[cold]
    #[inline(never)]
    fn number_slow(&mut self, expected: &str, ok: impl FnOnce(u64) -> bool) -> Result<u64, Error> {
        let token = self.walk_token(None)?;
        match token.value {
            Some(v) if ok(v) => Ok(v),
            _ => {
                let at = self.resolve(token.start);
                let expected = if token.digits_only && token.value.is_none() {
                    format!("{expected} (at most {})", u64::MAX)
                } else {
                    expected.to_string()
                };
                Err(Error::input(at, expected, token.found()))
            }
        }
    }

    /// Walks one token byte by byte from `pos` (which must start a token),
    /// across refills, copying it to `out` when given.
    fn walk_token(&mut self, mut out: Option<&mut Vec<u8>>) -> Result<Token, Error> {
        let mut token = Token {
            start: Start::Index(self.pos),
            shown: Vec::new(),
            truncated: false,
            value: Some(0),
            digits_only: true,
        };
        loop {
            if self.pos == self.end {
                if self.eof {
                    break;
                }
                // Keep a short token in the buffer so its position can be found
                // later; for a long one, work the position out now.
                let keep_from = match token.start {
                    Start::Index(i) if self.pos - i <= KEEP / 2 => i,
                    Start::Index(i) => {
                        token.start = Start::At(self.position_at(i));
                        self.pos
                    }
                    Start::At(_) => self.pos,
                };
                self.refill(keep_from)?;
                if let Start::Index(i) = &mut token.start {
                    *i -= keep_from;
                }
                continue;
            }
            let b = self.buf[self.pos];
            if is_space(b) {
                break;
            }
            self.pos += 1;
            if token.shown.len() < Found::MAX_SHOWN {
                token.shown.push(b);
            } else {
                token.truncated = true;
            }
            if let Some(out) = out.as_deref_mut() {
                out.push(b);
            }
            if b.is_ascii_digit() {
                token.value = token
                    .value
                    .and_then(|v| v.checked_mul(10))
                    .and_then(|v| v.checked_add(u64::from(b - b'0')));
            } else {
                token.digits_only = false;
                token.value = None;
            }
        }
        Ok(token)
    }

    fn resolve(&self, start: Start) -> Position {
        match start {
            Start::Index(i) => self.position_at(i),
            Start::At(p) => p,
        }
    }

    /// Line and column of `buf[i]`.
    fn position_at(&self, i: usize) -> Position {
        let before = &self.buf[..i];
        let line = self.base_newlines + count_newlines(before) + 1;
        let column = match before.iter().rposition(|&b| b == b'\n') {
            Some(nl) => (i - nl) as u64,
            None => self.base_offset + i as u64 - self.base_line_start + 1,
        };
        Position { line, column }
    }

    #[cold]
    fn reject_at(&mut self, start: usize, expected: &str) -> Error {
        self.pos = start;
        match self.walk_token(None) {
            Ok(token) => {
                let at = self.resolve(token.start);
                Error::input(at, expected, token.found())
            }
            Err(e) => e,
        }
    }

    #[cold]
    fn end_of_input(&self, expected: &str) -> Error {
        Error::input(self.position_at(self.end), expected, Found::EndOfInput)
    }
}

/// Eight digit values (0..=9, first digit in the low byte) -> their number.
#[inline(always)]
fn eight_digits(v: u64) -> u64 {
    let v = (v * 10) + (v >> 8);
    let v = ((v & 0x0000_00FF_0000_00FF).wrapping_mul(100 + (1_000_000 << 32))
        + ((v >> 16) & 0x0000_00FF_0000_00FF).wrapping_mul(1 + (10_000 << 32)))
        >> 32;
    v & 0xFFFF_FFFF
}

fn count_newlines(bytes: &[u8]) -> u64 {
    bytes.iter().filter(|&&b| b == b'\n').count() as u64
}

#[cfg(test)]
mod tests {
    use super::*;

    fn numbers(input: &[u8]) -> Result<Vec<u64>, String> {
        let mut src = input;
        let mut s = Scanner::new(&mut src);
        let mut v = Vec::new();
        while !s.at_end().map_err(|e| e.to_string())? {
            v.push(s.next_u64("a number").map_err(|e| e.to_string())?);
        }
        Ok(v)
    }

    #[test]
    fn eight_digits_matches_the_plain_loop() {
        for s in ["00000000", "12345678", "99999999", "10000000", "00000001"] {
            let v = u64::from_le_bytes(s.as_bytes().try_into().unwrap()) ^ 0x3030_3030_3030_3030;
            assert_eq!(eight_digits(v), s.parse::<u64>().unwrap(), "{s}");
        }
    }

    #[test]
    fn whitespace_of_every_kind_separates() {
        assert_eq!(
            numbers(b" 1\t2\r\n\r\n3 \x0b4\x0c5  ").unwrap(),
            vec![1, 2, 3, 4, 5]
        );
        assert_eq!(numbers(b"").unwrap(), Vec::<u64>::new());
        assert_eq!(numbers(b"\n\n  \r\n").unwrap(), Vec::<u64>::new());
        assert_eq!(numbers(b"7").unwrap(), vec![7]);
    }

    #[test]
    fn full_u64_range_and_leading_zeros() {
        assert_eq!(
            numbers(b"18446744073709551615 0 00000000000000000000000000042").unwrap(),
            vec![u64::MAX, 0, 42]
        );
        assert_eq!(
            numbers(b"9999999999999999999 10000000000000000000").unwrap(),
            vec![9_999_999_999_999_999_999, 10_000_000_000_000_000_000]
        );
    }

    #[test]
    fn overflow_is_an_error_with_the_bound() {
        let e = numbers(b"1 18446744073709551616").unwrap_err();
        assert_eq!(
            e,
            "line 1, column 3: expected a number (at most 18446744073709551615), found \"18446744073709551616\""
        );
    }

    #[test]
    fn bad_tokens_are_reported_at_their_start() {
        assert_eq!(
            numbers(b"1 2\n3 4x 5").unwrap_err(),
            "line 2, column 3: expected a number, found \"4x\""
        );
        assert_eq!(
            numbers(b"-1").unwrap_err(),
            "line 1, column 1: expected a number, found \"-1\""
        );
        assert_eq!(
            numbers(b"1\r\n\x002").unwrap_err(),
            "line 2, column 1: expected a number, found \"\\x002\""
        );
    }

    #[test]
    fn end_of_input_position_and_words() {
        let mut src: &[u8] = b"12\nab  \n";
        let mut s = Scanner::new(&mut src);
        let mut w = Vec::new();
        assert_eq!(s.next_u64("n").unwrap(), 12);
        s.next_word("w", &mut w, |w| w == b"ab").unwrap();
        assert_eq!(
            s.next_u64("a pile size").unwrap_err().to_string(),
            "line 3, column 1: expected a pile size, found end of input"
        );
        let mut src: &[u8] = b"1 2 3";
        let mut s = Scanner::new(&mut src);
        s.next_u64("n").unwrap();
        assert_eq!(
            s.expect_end().unwrap_err().to_string(),
            "line 1, column 3: expected end of input, found \"2\""
        );
        assert_eq!(
            s.next_u64_where("an even number", |v| v % 2 == 0)
                .unwrap_err()
                .to_string(),
            "line 1, column 5: expected an even number, found \"3\""
        );
    }

    #[test]
    fn predicate_rejects_with_the_token_text() {
        let mut src: &[u8] = b"  \n 007";
        let mut s = Scanner::new(&mut src);
        let e = s.next_u64_where("a move size of at least 8", |v| v >= 8);
        assert_eq!(
            e.unwrap_err().to_string(),
            "line 2, column 2: expected a move size of at least 8, found \"007\""
        );
    }
}
