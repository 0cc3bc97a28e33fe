//! What a judge problem is to the rest of grundy: one [`Problem`] row, made by
//! each module under `problems/` about itself.
//!
//! The row type lives on its own so that a problem depends only on this file,
//! never on the [registry](crate::registry) that lists every problem: `grundy
//! emit` can then expand one problem into one judge file without the other 23.

use crate::error::Error;
use crate::output::Out;
use crate::scanner::Scanner;

/// Reads a whole judge input and writes the judge's answers.
pub type Run = fn(&mut Scanner<'_>, &mut Out<'_>) -> Result<(), Error>;

/// One judge problem: how to name it, what it is, and how to answer it.
pub struct Problem {
    /// Canonical id: judge and number, lowercase (`poj2234`).
    pub id: &'static str,
    /// Other ids of the same problem and friendly names (`nim`).
    pub aliases: &'static [&'static str],
    /// The judge's title.
    pub title: &'static str,
    /// Where the statement lives.
    pub url: &'static str,
    /// The game in one line.
    pub game: &'static str,
    /// The output tokens.
    pub output: &'static str,
    /// The solver.
    pub run: Run,
}

impl Problem {
    /// The id and every alias.
    pub fn names(&self) -> impl Iterator<Item = &'static str> {
        std::iter::once(self.id).chain(self.aliases.iter().copied())
    }
}
