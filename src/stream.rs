//! What a problem's case loop reads numbers from, whoever parses them.
//!
//! A `case` written over [`NumberStream`] runs unchanged on grundy's
//! [`Numbers`](crate::numbers::Numbers) (a scanner's stream of numbers), on
//! the two-thread reader's chunks (`parallel`), and in an emitted judge file
//! on that file's own reader ([`crate::judge`]). The trait lives
//! apart from all of them, so a judge file carries it as written here.

use crate::error::Error;

/// A source of numbers a problem's case loop can read from. Every source
/// gives the same values and the same errors, with the same positions, for
/// the same input.
pub trait NumberStream {
    /// Skips whitespace; true when no token is left.
    fn at_end(&mut self) -> Result<bool, Error>;

    /// The next token as a `u64` for which `ok` holds, as
    /// [`Scanner::next_u64_where`](crate::scanner::Scanner::next_u64_where).
    fn next_u64_where(
        &mut self,
        expected: &str,
        ok: impl FnOnce(u64) -> bool,
    ) -> Result<u64, Error>;

    /// Succeeds only if nothing but whitespace is left.
    fn expect_end(&mut self) -> Result<(), Error>;

    /// The next token as a `u64`, as
    /// [`Scanner::next_u64`](crate::scanner::Scanner::next_u64).
    #[inline(always)]
    fn next_u64(&mut self, expected: &str) -> Result<u64, Error> {
        self.next_u64_where(expected, |_| true)
    }
}
