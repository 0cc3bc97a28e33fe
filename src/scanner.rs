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
//! There is no per-byte loop on the fast path. Whitespace is classified 64
//! bytes at a time into a bit mask ([`swar::space_mask`]); its "text after
//! space" bits are the token starts, and finding the next token is popping
//! the lowest bit. A number of up to 19 digits is then parsed a word at a
//! time ([`swar::digit_count`]) and accepted only if whitespace (or the end
//! of the input) follows its digits. Anything else (a longer number, a sign,
//! a letter) goes to a byte-by-byte path that also builds the error message,
//! so both paths accept and reject exactly the same inputs with the same
//! messages. [`Numbers`](crate::numbers::Numbers) reads number streams faster
//! still, straight from the buffer ([`Scanner::spaced_number_at`]), and comes
//! back here for anything unusual.
//!
//! Two ways around that model: [`Scanner::next_token_in_pieces`] hands a
//! token of any length to a closure a buffer's worth at a time (hdu1404 and
//! uva10561 keep only what their game needs of a huge token), and
//! [`Scanner::interactive`] reads no further ahead than the line a person
//! typed, so a case is answered as soon as it is entered.
//!
//! Line numbers cost nothing on the hot path: newlines are counted once per
//! buffer refill over the bytes being discarded, and the position of an error
//! is worked out only when there is one.

use crate::error::{Error, Found, Position};
use crate::swar::{self, count_newlines, digit_count, leading_digits, word_at, POW10};
use std::io::{self, Read};

/// Every index into the buffer where data may lie is below this power of two,
/// so `i % INDEX_SPACE` is `i`: a free way to show the compiler that a word
/// read at `i` stays inside the buffer.
const INDEX_SPACE: usize = 1 << 17;
/// Room kept for the unread tail moved in front of new data.
const KEEP: usize = 256;
/// Bytes asked of the reader per refill: the rest of the index space.
const CHUNK: usize = INDEX_SPACE - KEEP;
/// Bytes classified at once: one bit each in a `u64` mask.
const BLOCK: usize = 64;
/// Bytes a number needs after its first digit for the fast paths: 19 digits
/// and their terminator, rounded up to whole words.
const MARGIN: usize = 24;
/// Zeroed bytes after the data, so a block or a word read near the end of
/// the data never leaves the buffer.
const PAD: usize = BLOCK + MARGIN;
/// The buffer: the index space and its padding.
const BUFFER: usize = INDEX_SPACE + PAD;
/// Longest digit run the fast path takes; 19 digits cannot overflow a `u64`.
const FAST_DIGITS: usize = 19;

/// True for the bytes that separate tokens.
#[inline(always)]
pub fn is_space(b: u8) -> bool {
    swar::is_space(b)
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
}

impl Token {
    fn found(self) -> Found {
        Found::Token {
            bytes: self.shown,
            truncated: self.truncated,
        }
    }
}

/// One `read` into the data area of `buf`, retried when interrupted.
fn read_chunk(buf: &mut [u8; BUFFER], src: &mut dyn Read) -> io::Result<usize> {
    loop {
        match src.read(&mut buf[KEEP..KEEP + CHUNK]) {
            Err(e) if e.kind() == io::ErrorKind::Interrupted => continue,
            result => return result,
        }
    }
}

/// A zeroed buffer, allocated on the heap directly (it is too big to build
/// on the stack first).
fn zeroed_buffer() -> Box<[u8; BUFFER]> {
    match vec![0; BUFFER].into_boxed_slice().try_into() {
        Ok(buf) => buf,
        Err(_) => unreachable!("the vector has BUFFER bytes"),
    }
}

/// A streaming tokenizer over any reader. See the module docs.
pub struct Scanner<'a> {
    src: &'a mut dyn Read,
    /// Data lives at `buf[origin..end]`: the unread tail kept from before the
    /// last read, then what that read brought at `buf[KEEP..]`.
    buf: Box<[u8; BUFFER]>,
    /// Index in `buf` of the first byte not yet dropped.
    origin: usize,
    /// Everything before `buf[pos]` has been consumed; `pos` is never inside
    /// a token.
    pos: usize,
    /// End of the data in `buf`; `buf[end..end + PAD]` is zero.
    end: usize,
    /// The reader reported end of input.
    eof: bool,
    /// Bytes of input before `buf[origin]`.
    base_offset: u64,
    /// Newlines in the input before `buf[origin]`.
    base_newlines: u64,
    /// Offset in the input where the line holding `buf[origin]` starts.
    base_line_start: u64,
    /// Index in `buf` of the block that `starts` describes.
    block: usize,
    /// Bit i set when a token not yet consumed starts at `buf[block + i]`.
    /// When non-zero, its lowest bit is the next token and only whitespace
    /// lies between `pos` and it.
    starts: u64,
    /// Where the next block begins; `buf[pos..next_block]` is whitespace.
    next_block: usize,
    /// Someone types the input: see [`Scanner::interactive`].
    interactive: bool,
}

impl<'a> Scanner<'a> {
    pub fn new(src: &'a mut dyn Read) -> Scanner<'a> {
        Scanner {
            src,
            buf: zeroed_buffer(),
            origin: KEEP,
            pos: KEEP,
            end: KEEP,
            eof: false,
            base_offset: 0,
            base_newlines: 0,
            base_line_start: 0,
            block: 0,
            starts: 0,
            next_block: 0,
            interactive: false,
        }
    }

    /// A scanner for input that a person types (a terminal): it asks the
    /// reader for more only when no complete token is loaded, rather than
    /// reading ahead for the fast paths, so a case is answered as soon as
    /// its line is entered instead of when the next one is.
    pub fn interactive(src: &'a mut dyn Read) -> Scanner<'a> {
        Scanner {
            interactive: true,
            ..Scanner::new(src)
        }
    }

    /// True for a scanner made by [`Scanner::interactive`].
    #[inline]
    pub fn is_interactive(&self) -> bool {
        self.interactive
    }

    /// Skips whitespace; true when no token is left.
    #[inline(always)]
    pub fn at_end(&mut self) -> Result<bool, Error> {
        match self.next_token()? {
            Some(start) => {
                self.pos = start;
                Ok(false)
            }
            None => Ok(true),
        }
    }

    /// The next token as a `u64`. `expected` names it in an error message
    /// ("a pile size"), which is only built when there is an error.
    #[inline(always)]
    pub fn next_u64(&mut self, expected: &str) -> Result<u64, Error> {
        self.next_u64_where(expected, |_| true)
    }

    /// The next token as a `u64` for which `ok` holds; otherwise an error at
    /// that token (`expected` then says what would have been accepted).
    #[inline(always)]
    pub fn next_u64_where(
        &mut self,
        expected: &str,
        ok: impl FnOnce(u64) -> bool,
    ) -> Result<u64, Error> {
        let Some(start) = self.next_token()? else {
            return Err(self.end_of_input(expected));
        };
        match self.number_fast(start) {
            Some((value, next)) => {
                if ok(value) {
                    self.consume(next);
                    Ok(value)
                } else {
                    Err(self.reject_at(start, expected))
                }
            }
            None => self.number_slow(start, expected, ok),
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
        let Some(start) = self.next_token()? else {
            return Err(self.end_of_input(expected));
        };
        out.clear();
        // No word of a judge holds a byte outside '!'..='~': past one, the
        // word is bad whatever follows.
        let mut clean = true;
        let token = self.walk_pieces(start, |piece| {
            out.extend_from_slice(piece);
            clean = clean && piece.iter().all(u8::is_ascii_graphic);
            clean
        })?;
        if ok(out) {
            Ok(())
        } else {
            let at = self.resolve(token.start);
            Err(Error::input(at, expected, token.found()))
        }
    }

    /// The next token, handed to `feed` a piece at a time as it streams
    /// through the buffer, so that a token of any length (a digit string, a
    /// board) costs no memory beyond what `feed` keeps of it. `feed` returns
    /// false once the token cannot be accepted, and is not called again; the
    /// token is then an error at its start, where `expected` says what would
    /// have been accepted.
    pub fn next_token_in_pieces(
        &mut self,
        expected: &str,
        mut feed: impl FnMut(&[u8]) -> bool,
    ) -> Result<(), Error> {
        let Some(start) = self.next_token()? else {
            return Err(self.end_of_input(expected));
        };
        let mut accepted = true;
        let token = self.walk_pieces(start, |piece| {
            accepted = accepted && feed(piece);
            accepted
        })?;
        if accepted {
            Ok(())
        } else {
            let at = self.resolve(token.start);
            Err(Error::input(at, expected, token.found()))
        }
    }

    /// Succeeds only if nothing but whitespace is left.
    pub fn expect_end(&mut self) -> Result<(), Error> {
        let Some(start) = self.next_token()? else {
            return Ok(());
        };
        let (token, ..) = self.walk_token(start)?;
        let at = self.resolve(token.start);
        Err(Error::input(at, "end of input", token.found()))
    }

    /// The position, and the limit below which a reader that keeps its own
    /// position (see [`Numbers`](crate::numbers::Numbers)) may read a number
    /// with [`Scanner::spaced_number_at`]: a number starting before it is
    /// loaded in full (or the input ends before its terminator).
    #[inline(always)]
    pub fn window(&self) -> (usize, usize) {
        (self.pos, self.end.saturating_sub(MARGIN))
    }

    /// [`swar::spaced_number`] on the buffer at index `at`, below the limit
    /// of [`Scanner::window`].
    #[inline(always)]
    pub fn spaced_number_at(&self, at: usize) -> Option<(u64, usize)> {
        swar::spaced_number(&self.buf, at % INDEX_SPACE)
    }

    /// True when the byte at index `at`, below the limit of
    /// [`Scanner::window`], is a decimal digit.
    #[inline(always)]
    pub fn is_digit_at(&self, at: usize) -> bool {
        swar::is_digit(self.buf[at % INDEX_SPACE])
    }

    /// Line and column of the end of the data read so far: once
    /// [`Scanner::at_end`] has said true, the position just past the input's
    /// last byte (where an "end of input" error points). Lets a reader that
    /// splits a file into pieces carry line numbers from one to the next.
    pub fn end_position(&self) -> Position {
        self.position_at(self.end)
    }

    /// Line and column of the next byte to read: just past the last token
    /// taken (a description's solver points here at a case it cannot value).
    pub fn position(&self) -> Position {
        self.position_at(self.pos)
    }

    /// Takes back the position from such a reader: everything before
    /// `buf[pos]` has been consumed, and `pos` is not inside a token.
    #[inline]
    pub fn resume_at(&mut self, pos: usize) {
        if pos != self.pos {
            self.pos = pos;
            self.starts = 0;
            self.next_block = 0;
        }
    }

    /// Index in `buf` of the next token's first byte, with at least `MARGIN`
    /// bytes loaded after it (or the whole rest of the input); `None` when
    /// only whitespace is left.
    #[inline(always)]
    fn next_token(&mut self) -> Result<Option<usize>, Error> {
        if self.starts != 0 {
            return Ok(Some(self.block + self.starts.trailing_zeros() as usize));
        }
        self.next_block_with_token()
    }

    /// Marks the next token consumed; `token_end` is the index just past it.
    #[inline(always)]
    fn consume(&mut self, token_end: usize) {
        // Wrapping: a refill inside a long token has already cleared `starts`.
        self.starts &= self.starts.wrapping_sub(1);
        self.pos = token_end;
    }

    /// Classifies blocks from where the last one ended (or from `pos`, if a
    /// token ran past it) until one holds a token start, refilling the buffer
    /// so a whole block and a number's margin after it are loaded.
    #[inline(never)]
    fn next_block_with_token(&mut self) -> Result<Option<usize>, Error> {
        loop {
            // Only whitespace lies before `next_block`: skip it.
            self.pos = self.pos.max(self.next_block);
            let from = self.pos;
            let available = self.end - from;
            if available < BLOCK + MARGIN && !self.eof && !self.typed_line_loaded(available) {
                self.refill(from)?;
                continue;
            }
            if available == 0 {
                return Ok(None);
            }
            let len = available.min(BLOCK);
            // Bytes past the end of the input count as whitespace.
            let space = swar::space_mask(&self.buf[from..from + BLOCK]) | (!0 << 1 << (len - 1));
            let text = !space;
            // `from` is never inside a token, so a text byte at bit 0 starts
            // one; a token running past the block moves `pos` past its end.
            self.starts = text & !(text << 1);
            self.block = from;
            self.next_block = from + len;
            if self.starts != 0 {
                return Ok(Some(from + self.starts.trailing_zeros() as usize));
            }
        }
    }

    /// True when an interactive scanner holds data that ends in whitespace:
    /// every token in it is complete, so it is scanned without reading on
    /// (which would wait for the person to type the next line).
    #[inline]
    fn typed_line_loaded(&self, available: usize) -> bool {
        self.interactive && available > 0 && is_space(self.buf[self.end - 1])
    }

    /// Drops `buf[origin..keep_from]` (counting its newlines), keeps the
    /// rest (at most `KEEP` bytes) and brings in more input after it. Returns
    /// the index that `buf[keep_from]` moved to; the block masks are
    /// forgotten.
    #[cold]
    fn refill(&mut self, keep_from: usize) -> Result<usize, Error> {
        let dropped = &self.buf[self.origin..keep_from];
        let newlines = count_newlines(dropped);
        if newlines > 0 {
            let last = dropped.iter().rposition(|&b| b == b'\n').unwrap_or(0);
            self.base_line_start = self.base_offset + last as u64 + 1;
            self.base_newlines += newlines;
        }
        self.base_offset += dropped.len() as u64;
        let tail = self.end - keep_from;
        debug_assert!(tail <= KEEP);
        let origin = KEEP - tail;
        self.buf.copy_within(keep_from..self.end, origin);
        let len = read_chunk(&mut self.buf, self.src).map_err(Error::Read)?;
        self.eof = len == 0;
        self.pos = self.pos - keep_from + origin;
        self.origin = origin;
        self.end = KEEP + len;
        self.starts = 0;
        self.next_block = 0;
        self.buf[self.end..self.end + PAD].fill(0);
        Ok(origin)
    }

    /// Parses the number at `start` a word at a time: `(value, index after
    /// its digits)`. `None` sends the token to the byte-by-byte path: no
    /// digit, more than 19 digits, or a non-whitespace byte after the digits.
    #[inline(always)]
    fn number_fast(&self, start: usize) -> Option<(u64, usize)> {
        let (v, n) = digit_count(word_at(&self.buf[..], start));
        if n == 0 {
            return None;
        }
        let (value, next) = if n < 8 {
            (leading_digits(v, n), start + n)
        } else {
            let (v2, n2) = digit_count(word_at(&self.buf[..], start + 8));
            if n2 == 8 {
                return self.number_long(start);
            }
            let high = leading_digits(v, 8);
            let value = match n2 {
                0 => high,
                _ => high * POW10[n2] + leading_digits(v2, n2),
            };
            (value, start + 8 + n2)
        };
        // A digit run ends at whitespace or at the end of the data; the zero
        // padding after `end` is not data.
        if next < self.end && !is_space(self.buf[next]) {
            return None;
        }
        Some((value, next))
    }

    /// [`Self::number_fast`] for runs of at least 16 digits.
    #[inline(never)]
    fn number_long(&self, start: usize) -> Option<(u64, usize)> {
        let mut value = 0u64;
        let mut p = start;
        loop {
            let (v, n) = digit_count(word_at(&self.buf[..], p));
            if p + n - start > FAST_DIGITS {
                return None;
            }
            if n > 0 {
                value = value * POW10[n] + leading_digits(v, n);
            }
            p += n;
            if n < 8 {
                break;
            }
        }
        if p < self.end && !is_space(self.buf[p]) {
            return None;
        }
        Some((value, p))
    }

    /// The careful path for numbers: any length, overflow, bad bytes.
    #[cold]
    #[inline(never)]
    fn number_slow(
        &mut self,
        start: usize,
        expected: &str,
        ok: impl FnOnce(u64) -> bool,
    ) -> Result<u64, Error> {
        let (token, value, digits_only) = self.walk_token(start)?;
        match value {
            Some(v) if ok(v) => Ok(v),
            _ => {
                let at = self.resolve(token.start);
                let expected = if digits_only && value.is_none() {
                    format!("{expected} (at most {})", u64::MAX)
                } else {
                    expected.to_string()
                };
                Err(Error::input(at, expected, token.found()))
            }
        }
    }

    /// Walks the next token (which starts at `buf[start]`) across refills,
    /// and consumes it. With the token come its value when it is all digits
    /// and fits in a `u64`, and whether it is all digits (fitting or not):
    /// returned rather than kept in [`Token`], whose every field a judge
    /// file that reads only words must read too (it allows no dead code).
    /// Words are copied by [`Scanner::next_word`] itself, so a file that
    /// reads only numbers carries no copying.
    fn walk_token(&mut self, start: usize) -> Result<(Token, Option<u64>, bool), Error> {
        let mut value = Some(0u64);
        let mut digits_only = true;
        let token = self.walk_pieces(start, |piece| {
            for &b in piece {
                if b.is_ascii_digit() {
                    value = value
                        .and_then(|v| v.checked_mul(10))
                        .and_then(|v| v.checked_add(u64::from(b - b'0')));
                } else {
                    digits_only = false;
                    value = None;
                }
            }
            // Past a byte that is no digit, the token is an error whatever
            // follows (an overflow is read to its end: a later bad byte
            // names the real fault).
            digits_only
        })?;
        Ok((token, value, digits_only))
    }

    /// Walks the next token (which starts at `buf[start]`) across refills,
    /// handing each piece of it that is in the buffer to `piece`, and
    /// consumes it. `piece` returns false once the token is known to be an
    /// error: the walk then stops as soon as the message has all the bytes it
    /// shows, so a bad token that never ends (`/dev/zero`: NUL bytes are no
    /// whitespace) is reported at once, not read for ever.
    fn walk_pieces(
        &mut self,
        start: usize,
        mut piece: impl FnMut(&[u8]) -> bool,
    ) -> Result<Token, Error> {
        self.pos = start;
        let mut token = Token {
            start: Start::Index(start),
            shown: Vec::new(),
            truncated: false,
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
                let moved_to = self.refill(keep_from)?;
                if let Start::Index(i) = &mut token.start {
                    *i = *i - keep_from + moved_to;
                }
                continue;
            }
            let rest = &self.buf[self.pos..self.end];
            let len = rest.iter().position(|&b| is_space(b)).unwrap_or(rest.len());
            let room = Found::MAX_SHOWN - token.shown.len();
            token.shown.extend_from_slice(&rest[..len.min(room)]);
            token.truncated |= len > room;
            let worth_reading = piece(&rest[..len]);
            self.pos += len;
            if len < rest.len() || (!worth_reading && token.truncated) {
                break;
            }
        }
        self.consume(self.pos);
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
        let before = &self.buf[self.origin..i];
        let line = self.base_newlines + count_newlines(before) + 1;
        let column = match before.iter().rposition(|&b| b == b'\n') {
            Some(nl) => (before.len() - nl) as u64,
            None => self.base_offset + before.len() as u64 - self.base_line_start + 1,
        };
        Position { line, column }
    }

    #[cold]
    fn reject_at(&mut self, start: usize, expected: &str) -> Error {
        match self.walk_token(start) {
            Ok((token, ..)) => {
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
