//! The fast way for a problem to read a stream of numbers.
//!
//! [`Numbers`] reads numbers straight out of the [`Scanner`]'s buffer, one
//! eight-byte word per number of up to 7 digits
//! ([`swar::spaced_number`](crate::swar::spaced_number)):
//! the digits and the whitespace byte after them are checked in the word, so
//! every byte is still validated, and the position moves past that byte.
//! Anything else (more whitespace, a long number, a bad byte, the end of the
//! buffer) is handed to the scanner's own careful path for that one token, so
//! values and error messages are exactly the scanner's.
//!
//! Why word by word and not with the scanner's block masks: judge numbers
//! are short and single-spaced, so one word usually holds a whole token and
//! its separator, and the fewest instructions per token win. The position
//! lives in the reader, not the scanner, and is never passed by reference
//! out of line, so it stays in a register inside a problem's loop. The
//! scanner learns it back on every slow step and when the reader is dropped.

use crate::error::Error;
use crate::scanner::Scanner;
use crate::stream::NumberStream;

/// A number reader over a [`Scanner`]; see the module docs.
pub struct Numbers<'s, 'a> {
    scanner: &'s mut Scanner<'a>,
    /// Index in the scanner's buffer of the next unread byte, which is never
    /// inside a token.
    pos: usize,
    /// The word-by-word path may start a number only before this index.
    limit: usize,
}

impl<'s, 'a> Numbers<'s, 'a> {
    pub fn new(scanner: &'s mut Scanner<'a>) -> Numbers<'s, 'a> {
        let (pos, limit) = scanner.window();
        Numbers {
            scanner,
            pos,
            limit,
        }
    }
}

/// [`Scanner::next_u64_where`] from `pos`, then on to the next token: (the
/// value, the new position and limit).
#[inline(never)]
fn next_slow(
    scanner: &mut Scanner<'_>,
    pos: usize,
    expected: &str,
    ok: impl FnOnce(u64) -> bool,
) -> Result<(u64, usize, usize), Error> {
    scanner.resume_at(pos);
    let value = scanner.next_u64_where(expected, ok)?;
    // Moving on to the next token now lets it take the fast path; not when
    // a person types the input, who would have to type the next line first.
    if !scanner.is_interactive() {
        scanner.at_end()?;
    }
    let (pos, limit) = scanner.window();
    Ok((value, pos, limit))
}

/// [`Scanner::at_end`] from `pos`: (its answer, the new position and limit).
#[inline(never)]
fn at_end_slow(scanner: &mut Scanner<'_>, pos: usize) -> Result<(bool, usize, usize), Error> {
    scanner.resume_at(pos);
    let at_end = scanner.at_end()?;
    let (pos, limit) = scanner.window();
    Ok((at_end, pos, limit))
}

impl Drop for Numbers<'_, '_> {
    fn drop(&mut self) {
        self.scanner.resume_at(self.pos);
    }
}

impl NumberStream for Numbers<'_, '_> {
    /// Skips whitespace; true when no token is left.
    #[inline(always)]
    fn at_end(&mut self) -> Result<bool, Error> {
        if self.pos < self.limit && self.scanner.is_digit_at(self.pos) {
            return Ok(false);
        }
        let (at_end, pos, limit) = at_end_slow(self.scanner, self.pos)?;
        (self.pos, self.limit) = (pos, limit);
        Ok(at_end)
    }

    /// The next token as a `u64` for which `ok` holds, as
    /// [`Scanner::next_u64_where`].
    #[inline(always)]
    fn next_u64_where(
        &mut self,
        expected: &str,
        ok: impl FnOnce(u64) -> bool,
    ) -> Result<u64, Error> {
        if self.pos < self.limit {
            if let Some((value, digits)) = self.scanner.spaced_number_at(self.pos) {
                if !ok(value) {
                    return next_slow(self.scanner, self.pos, expected, |_| false).map(|r| r.0);
                }
                self.pos += digits + 1;
                return Ok(value);
            }
        }
        let (value, pos, limit) = next_slow(self.scanner, self.pos, expected, ok)?;
        (self.pos, self.limit) = (pos, limit);
        Ok(value)
    }

    /// Succeeds only if nothing but whitespace is left, as
    /// [`Scanner::expect_end`].
    fn expect_end(&mut self) -> Result<(), Error> {
        self.scanner.resume_at(self.pos);
        self.scanner.expect_end()
    }
}
