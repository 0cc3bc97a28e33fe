//! `Numbers` of an emitted judge file: its in-memory scanner is already the
//! fastest way through a stream of numbers, so the window reader that
//! grundy's streaming scanner needs for speed is here the scanner itself,
//! reached through a wrapper of the same name and methods.

use super::scanner::Scanner;
use crate::error::Error;
use crate::stream::NumberStream;
use std::ops::{Deref, DerefMut};

/// The scanner, read as a [`NumberStream`]; its own methods are the
/// scanner's.
pub struct Numbers<'s, 'a>(&'s mut Scanner<'a>);

impl<'s, 'a> Numbers<'s, 'a> {
    pub fn new(scanner: &'s mut Scanner<'a>) -> Numbers<'s, 'a> {
        Numbers(scanner)
    }
}

impl<'a> Deref for Numbers<'_, 'a> {
    type Target = Scanner<'a>;
    fn deref(&self) -> &Scanner<'a> {
        self.0
    }
}

impl DerefMut for Numbers<'_, '_> {
    fn deref_mut(&mut self) -> &mut Self::Target {
        self.0
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
