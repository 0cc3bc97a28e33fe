//! The scanner of an emitted judge file: one buffer, one index.
//!
//! Input is read 64 KiB at a time into a buffer that keeps only the token
//! in hand, so memory stays flat (a token longer than the buffer grows it).
//! Past the data lie `PAD` zero bytes, so a number and the whitespace byte
//! after it are read a word at a time ([`swar::spaced_number`], as grundy's
//! `Numbers` does) straight from the buffer, with no bounds to check but
//! one. Anything else (more whitespace, a long number, a bad byte, the end
//! of the data) takes a careful byte-by-byte path that also builds the
//! error. What grundy's streaming [`crate::scanner`] adds for itself (block
//! masks, a window for a separate number reader, typed input, tokens in
//! pieces of any size) stays there.
//!
//! It takes the same tokens, values and words as grundy's scanner and fails
//! with the same messages at the same positions: `tests/suite/emit.rs` runs every
//! emitted file against grundy on generated and damaged inputs, and the
//! tests below drive the two scanners side by side. [`crate::emit`] writes
//! this file as the judge's `scanner` module (and [`super::numbers`] as its
//! `numbers`), so its `crate::` paths are the judge file's.

use crate::error::{Error, Found, Position};
use crate::swar::{self, count_newlines, is_space};
use std::io::{self, Read};

/// Bytes asked of the reader at once.
const CHUNK: usize = 1 << 16;
/// Zero bytes after the data: a number's words never leave the buffer.
const PAD: usize = 24;

/// A tokenizer over any reader; see the module docs.
pub struct Scanner<'a> {
    src: &'a mut dyn Read,
    /// The data `bytes[..end]`, then `PAD` zero bytes (no digit, no
    /// whitespace); what lies past them is room for the next read.
    bytes: Vec<u8>,
    /// Everything before `bytes[pos]` is consumed; `pos` is never inside a
    /// token.
    pos: usize,
    end: usize,
    /// The reader said end of input, or failed (`failed`).
    done: bool,
    failed: Option<io::Error>,
    /// The newlines in the input before `bytes[0]`, and the bytes before
    /// it on its line.
    newlines: u64,
    column: u64,
}

impl<'a> Scanner<'a> {
    pub fn new(src: &'a mut dyn Read) -> Scanner<'a> {
        Scanner {
            src,
            bytes: vec![0; PAD],
            pos: 0,
            end: 0,
            done: false,
            failed: None,
            newlines: 0,
            column: 0,
        }
    }

    /// Drops the data before `bytes[pos]` and reads one more chunk after
    /// the rest.
    #[cold]
    #[inline(never)]
    fn read_more(&mut self) {
        let dropped = &self.bytes[..self.pos];
        self.newlines += count_newlines(dropped);
        self.column = match dropped.iter().rposition(|&b| b == b'\n') {
            Some(last) => (self.pos - last - 1) as u64,
            None => self.column + self.pos as u64,
        };
        if self.pos > 0 {
            // Not for a token longer than the buffer: it stays where it is.
            self.bytes.copy_within(self.pos..self.end, 0);
            (self.pos, self.end) = (0, self.end - self.pos);
        }
        let room = self.end + CHUNK + PAD;
        if self.bytes.len() < room {
            self.bytes.resize(room, 0);
        }
        let read = loop {
            match self.src.read(&mut self.bytes[self.end..self.end + CHUNK]) {
                Err(e) if e.kind() == io::ErrorKind::Interrupted => continue,
                read => break read,
            }
        };
        match read {
            Ok(n) => (self.done, self.end) = (n == 0, self.end + n),
            Err(e) => (self.done, self.failed) = (true, Some(e)),
        }
        self.bytes[self.end..self.end + PAD].fill(0);
    }

    /// Skips whitespace; true when no token is left.
    #[inline(always)]
    pub fn at_end(&mut self) -> Result<bool, Error> {
        loop {
            while is_space(self.bytes[self.pos]) {
                self.pos += 1;
            }
            if self.pos < self.end {
                return Ok(false);
            }
            if self.done {
                return self.read_failure();
            }
            self.read_more();
        }
    }

    /// At the end of the data: the error that cut the input short, if any.
    #[cold]
    fn read_failure(&mut self) -> Result<bool, Error> {
        match self.failed.take() {
            Some(e) => Err(Error::Read(e)),
            None => Ok(true),
        }
    }

    /// The next token as a `u64`. `expected` names it in an error message.
    #[inline(always)]
    pub fn next_u64(&mut self, expected: &str) -> Result<u64, Error> {
        self.next_u64_where(expected, |_| true)
    }

    /// The next token as a `u64` for which `ok` holds; otherwise an error at
    /// that token.
    #[inline(always)]
    pub fn next_u64_where(
        &mut self,
        expected: &str,
        ok: impl FnOnce(u64) -> bool,
    ) -> Result<u64, Error> {
        // Right at a number and one whitespace byte after it (the previous
        // token ended with one): the usual case. The zeros past the data are
        // no whitespace, so a number the data cuts off goes the careful way.
        let start = self.pos;
        let window = <&[u8; PAD]>::try_from(&self.bytes[start..start + PAD]);
        match window.ok().and_then(|w| swar::spaced_number(w, 0)) {
            Some((value, digits)) => {
                if !ok(value) {
                    return Err(self.bad_token(start, expected));
                }
                self.pos = start + digits + 1;
                Ok(value)
            }
            None => self.number_slow(expected, ok),
        }
    }

    /// [`Scanner::next_u64_where`] the careful way, byte by byte: after more
    /// whitespace, at the end of the input, for 20 digits or more, or a
    /// token that is not a number.
    #[cold]
    #[inline(never)]
    fn number_slow(&mut self, expected: &str, ok: impl FnOnce(u64) -> bool) -> Result<u64, Error> {
        #[cfg(test)]
        let () = tests::CAREFUL.with(|c| c.set(c.get() + 1));
        let (start, end) = self.next_token(expected)?;
        self.consume(end);
        let token = &self.bytes[start..end];
        if !token.iter().all(u8::is_ascii_digit) {
            return Err(self.bad_token(start, expected));
        }
        let value = token.iter().try_fold(0u64, |v, &b| {
            v.checked_mul(10)?.checked_add(u64::from(b - b'0'))
        });
        match value {
            Some(v) if ok(v) => Ok(v),
            Some(_) => Err(self.bad_token(start, expected)),
            None => Err(self.bad_token(start, format!("{expected} (at most {})", u64::MAX))),
        }
    }

    /// The next token copied into `out` (cleared first), which must satisfy
    /// `ok`.
    pub fn next_word(
        &mut self,
        expected: &str,
        out: &mut Vec<u8>,
        ok: impl FnOnce(&[u8]) -> bool,
    ) -> Result<(), Error> {
        let (start, end) = self.next_token(expected)?;
        self.consume(end);
        out.clear();
        out.extend_from_slice(&self.bytes[start..end]);
        match ok(out) {
            true => Ok(()),
            false => Err(self.bad_token(start, expected)),
        }
    }

    /// The next token handed to `feed` (in one piece: it is all in memory),
    /// which returns false when the token cannot be accepted.
    pub fn next_token_in_pieces(
        &mut self,
        expected: &str,
        mut feed: impl FnMut(&[u8]) -> bool,
    ) -> Result<(), Error> {
        let (start, end) = self.next_token(expected)?;
        self.consume(end);
        match feed(&self.bytes[start..end]) {
            true => Ok(()),
            false => Err(self.bad_token(start, expected)),
        }
    }

    /// Succeeds only if nothing but whitespace is left.
    pub fn expect_end(&mut self) -> Result<(), Error> {
        if self.at_end()? {
            return Ok(());
        }
        let (start, _) = self.next_token("end of input")?;
        Err(self.bad_token(start, "end of input"))
    }

    /// The next token, loaded whole but not consumed: its start (`pos`)
    /// and end in `bytes`; or the error that there is none, or that the
    /// input failed inside it.
    fn next_token(&mut self, expected: &str) -> Result<(usize, usize), Error> {
        if self.at_end()? {
            return Err(self.bad_token(self.end, expected));
        }
        // A token the data cuts off: read on, looking only at what is new;
        // but not past the bytes a message shows once a byte no token of
        // any judge holds (outside '!'..='~': a NUL from `/dev/zero`) makes
        // it bad, as grundy's scanner stops.
        let mut end = self.pos + self.token_len(self.pos);
        let mut clean = None;
        while end == self.end && !self.done {
            let seen = end - self.pos;
            let ok = *clean
                .get_or_insert_with(|| self.bytes[self.pos..end].iter().all(u8::is_ascii_graphic));
            if !ok && seen > Found::MAX_SHOWN {
                break;
            }
            self.read_more();
            end = self.pos + seen + self.token_len(self.pos + seen);
            clean = Some(
                ok && self.bytes[self.pos + seen..end]
                    .iter()
                    .all(u8::is_ascii_graphic),
            );
        }
        if end == self.end {
            if let Some(e) = self.failed.take() {
                return Err(Error::Read(e));
            }
        }
        Ok((self.pos, end))
    }

    /// Moves past a token ending at `end` and the whitespace byte after it,
    /// if any: where the next number is read the fast way.
    fn consume(&mut self, end: usize) {
        self.pos = end + usize::from(end < self.end);
    }

    /// The length of the token at `start`, as far as it is loaded.
    fn token_len(&self, start: usize) -> usize {
        let rest = &self.bytes[start..self.end];
        rest.iter().position(|&b| is_space(b)).unwrap_or(rest.len())
    }

    /// The error at the token starting at `start`, or at the end of the
    /// input when `start` is the end of the data.
    #[cold]
    fn bad_token(&self, start: usize, expected: impl Into<String>) -> Error {
        let len = self.token_len(start);
        let shown = len.min(Found::MAX_SHOWN);
        let found = match len {
            0 => Found::EndOfInput,
            _ => Found::Token {
                bytes: self.bytes[start..start + shown].to_vec(),
                truncated: len > shown,
            },
        };
        Error::input(self.position_at(start), expected, found)
    }

    /// Line and byte column of `bytes[i]`.
    fn position_at(&self, i: usize) -> Position {
        let before = &self.bytes[..i];
        let column = match before.iter().rposition(|&b| b == b'\n') {
            Some(nl) => (i - nl) as u64,
            None => self.column + i as u64 + 1,
        };
        Position {
            line: self.newlines + count_newlines(before) + 1,
            column,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::{Scanner, CHUNK};
    use crate::error::Error;
    use crate::scanner::Scanner as Streaming;
    use crate::testdata::Rng;
    use std::cell::Cell;
    use std::io::{self, Read};

    thread_local! {
        /// Numbers read the careful way on this thread.
        pub static CAREFUL: Cell<usize> = const { Cell::new(0) };
    }

    /// Pieces inputs are made of: numbers short and long, every kind of
    /// whitespace, bytes no number has.
    const PIECES: &[&[u8]] = &[
        b"0",
        b"7",
        b"42",
        b"1234567",
        b"12345678",
        b"999999999",
        b"1000000007",
        b"123456789012345",
        b"1234567890123456",
        b"18446744073709551615",
        b"18446744073709551616",
        b"000000000000000000000012",
        b" ",
        b"  ",
        b"\n",
        b"\r\n",
        b"\t",
        b"\x0b\x0c",
        b"-1",
        b"+2",
        b"x",
        b"\xEF\xBB\xBF",
        b"\0",
        b"\xC2\xA0",
        b"\x1A",
    ];

    /// One step on a scanner of either kind, as text: a value, a word, or
    /// an error (both kinds have the same methods, not a common trait).
    macro_rules! step {
        ($scanner:expr, $op:expr, $word:expr) => {{
            let s = &mut $scanner;
            let result = match $op {
                0 => s.at_end().map(|b| b.to_string()),
                1 => s.next_u64("a number").map(|v| v.to_string()),
                2 => s
                    .next_u64_where("an even number", |v| v % 2 == 0)
                    .map(|v| v.to_string()),
                3 => s
                    .next_word("a word", $word, |w| w.len() < 5)
                    .map(|_| format!("{:?}", $word)),
                _ => s.expect_end().map(|_| "end".to_string()),
            };
            result.unwrap_or_else(|e: Error| format!("error: {e}"))
        }};
    }

    /// Gives its bytes a few at a time (1 to 7 per read), so tokens and
    /// numbers straddle every read's end.
    struct Trickle<'d>(&'d [u8], usize);

    impl Read for Trickle<'_> {
        fn read(&mut self, buf: &mut [u8]) -> io::Result<usize> {
            self.1 = self.1 % 7 + 1;
            let n = buf.len().min(self.0.len()).min(self.1);
            buf[..n].copy_from_slice(&self.0[..n]);
            self.0 = &self.0[n..];
            Ok(n)
        }
    }

    /// Runs the same steps on the judge's scanner (reading a trickle when
    /// `trickle`) and grundy's streaming scanner, up to the first error.
    fn both(input: &[u8], ops: &[u64], trickle: bool) -> (Vec<String>, Vec<String>) {
        let (mut a, mut b, mut c) = (input, input, Trickle(input, 0));
        let src: &mut dyn Read = if trickle { &mut c } else { &mut a };
        let (mut mem, mut stream) = (Scanner::new(src), Streaming::new(&mut b));
        let mut word = Vec::new();
        let mut seen = (Vec::new(), Vec::new());
        for &op in ops {
            let m = step!(mem, op, &mut word);
            let s = step!(stream, op, &mut word);
            let failed = m.starts_with("error");
            seen.0.push(m);
            seen.1.push(s);
            if failed {
                break;
            }
        }
        seen
    }

    #[test]
    fn reads_as_the_streaming_scanner_does() {
        let mut rng = Rng::new(17);
        for _ in 0..4000 {
            let mut input = Vec::new();
            for _ in 0..rng.range(0, 12) {
                input.extend_from_slice(PIECES[rng.range(0, PIECES.len() as u64 - 1) as usize]);
                if rng.one_in(2) {
                    input.push(b' ');
                }
            }
            let ops: Vec<u64> = (0..12).map(|_| rng.range(0, 4)).collect();
            let (mem, stream) = both(&input, &ops, rng.one_in(2));
            assert_eq!(
                mem,
                stream,
                "input {:?}, steps {ops:?}",
                input.escape_ascii().to_string()
            );
        }
    }

    #[test]
    fn long_inputs_and_tokens_keep_their_lines_and_columns() {
        let mut input = b"1 2\n".repeat(50_000);
        input.extend_from_slice(&[b'7'; 300_000]);
        input.extend_from_slice(b" x");
        let ops = vec![1; 100_003];
        let (mem, stream) = both(&input, &ops, false);
        assert_eq!(mem.last(), stream.last());
        assert!(
            mem.last().unwrap().contains("line 50001, column 1"),
            "{:?}",
            mem.last()
        );
    }

    /// Gives `data`, then fails.
    struct Failing<'d>(&'d [u8]);

    impl Read for Failing<'_> {
        fn read(&mut self, buf: &mut [u8]) -> io::Result<usize> {
            if self.0.is_empty() {
                return Err(io::Error::other("the disk is gone"));
            }
            let n = buf.len().min(self.0.len());
            buf[..n].copy_from_slice(&self.0[..n]);
            self.0 = &self.0[n..];
            Ok(n)
        }
    }

    #[test]
    fn a_read_error_comes_after_the_tokens_read_before_it() {
        let mut src = Failing(b"3 4 5");
        let mut scanner = Scanner::new(&mut src);
        assert_eq!(scanner.next_u64("a").unwrap(), 3);
        assert_eq!(scanner.next_u64("b").unwrap(), 4);
        let e = scanner.next_u64("c").unwrap_err();
        assert_eq!(e.to_string(), "cannot read input: the disk is gone");
        let mut src = Failing(b"3 4 ");
        let mut scanner = Scanner::new(&mut src);
        assert!(!scanner.at_end().unwrap());
        scanner.next_u64("a").unwrap();
        scanner.next_u64("b").unwrap();
        assert_eq!(
            scanner.at_end().unwrap_err().to_string(),
            "cannot read input: the disk is gone"
        );
    }

    #[test]
    fn numbers_go_the_careful_way_only_where_a_read_ends() {
        // One line of numbers, read with no `at_end` between them, as a
        // case's piles are.
        let input = "123456 7 ".repeat(100_000);
        let mut src = input.as_bytes();
        let mut scanner = Scanner::new(&mut src);
        CAREFUL.with(|c| c.set(0));
        for _ in 0..200_000 {
            scanner.next_u64("a number").unwrap();
        }
        assert!(scanner.at_end().unwrap());
        let (careful, reads) = (CAREFUL.with(Cell::get), input.len() / CHUNK + 1);
        assert!(
            careful <= 2 * reads,
            "{careful} careful numbers for {reads} reads"
        );
    }
}
