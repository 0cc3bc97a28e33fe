//! What a judge problem is to the rest of grundy: one [`Problem`] row, made by
//! each module under `problems/` about itself.
//!
//! The row types live on their own so that a problem depends only on this
//! file, never on the [registry](crate::registry) that lists every problem:
//! `grundy emit` can then expand one problem into one judge file without the
//! others. Beside [`Problem`], the solver's row, is [`Tools`], the row of
//! what the tools know (tools-only).

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

/// What the tools know about a problem beyond its solver, declared as
/// `TOOLS` in a tools-only `tools` child module of its file (see
/// `problems/poj2234.rs`). A new column (one more thing every problem says
/// about itself) is a field here and a line in each `TOOLS`.
#[cfg(feature = "tools")]
pub struct Tools {
    /// The judge's input format, the way a testlib validator reads it:
    /// `validate`, the bounds checks of `gen` and `stress`, and `show`'s
    /// Input section read it.
    pub format: crate::format::Format,
    /// `count` cases at a scale, with the problem's traps mixed in.
    pub generate:
        fn(&mut crate::testdata::Rng, crate::testdata::Scale, usize) -> Vec<crate::testdata::Case>,
    /// The judge input holding `cases`, in order: the format's own writer
    /// ([`crate::format::write::text`]) unless the rows cannot say the counts.
    pub write: fn(&[crate::testdata::Case]) -> String,
    /// `grundy explain`: one account per position the judge asks about,
    /// and how a learner reaches a position without a judge input (words,
    /// moves for `play`, a picture).
    pub explain: crate::explain::Row,
    /// How a big judge file is answered on two threads ([`crate::parallel`]);
    /// `None`, the default, answers it on one.
    pub plan: Option<crate::parallel::Plan>,
    /// The rule, in words, that the solver checks beyond what `format`
    /// states (`"c <= s"`, "the edges form a tree"): such a solver may reject
    /// an input earlier than the format's reader does
    /// (`tests/suite/format_reader.rs`). `None`, the default: the format says it all.
    pub own_rule: Option<&'static str>,
}
