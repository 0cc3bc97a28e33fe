//! `Numbers` of an emitted judge file: its scanner already reads numbers
//! straight from its buffer a word at a time, so the window reader that
//! grundy's scanner needs for speed is here a plain wrapper of the scanner.

use super::scanner::Scanner;
use crate::error::Error;
use crate::stream::NumberStream;

/// The scanner, read as a [`NumberStream`].
pub struct Numbers<'s, 'a>(&'s mut Scanner<'a>);

impl<'s, 'a> Numbers<'s, 'a> {
    pub fn new(scanner: &'s mut Scanner<'a>) -> Numbers<'s, 'a> {
        Numbers(scanner)
    }
}

impl NumberStream for Numbers<'_, '_> {
    #[inline(always)]
    fn at_end(&mut self) -> Result<bool, Error> {
        self.0.at_end()
    }

    #[inline(always)]
    fn next_u64_where(
        &mut self,
        expected: &str,
        ok: impl FnOnce(u64) -> bool,
    ) -> Result<u64, Error> {
        self.0.next_u64_where(expected, ok)
    }

    fn expect_end(&mut self) -> Result<(), Error> {
        self.0.expect_end()
    }
}
