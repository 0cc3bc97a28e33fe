//! Judge test data for the problem setter's commands (`gen`, `validate`,
//! `stress`): what each problem knows about its own data, behind one small
//! interface, and the shared pieces every problem uses.
//!
//! A problem's data tools (in its [`Tools`](crate::problem::Tools) row, in a `tools` child module
//! of its problem file) are its input format (which validation reads, see
//! [`validate_stream`]), a generator that makes cases as *data* ([`Case`]:
//! rows of numbers), and a writer that turns those cases into the judge's
//! text, the format's own ([`crate::format::write::text`]: counts,
//! sentinels, line breaks) unless the rows cannot say the counts.
//! Keeping cases as data is what lets `stress` shrink a failing input
//! ([`shrink()`]) without knowing any format: it edits the rows and keeps an
//! edit only if grundy still answers the text and the two programs still
//! disagree.
//!
//! Generators are seeded ([`Rng`], SplitMix64), so the same arguments give the
//! same bytes on every machine.
//!
//! The pieces, one a file: [`Rng`] and [`Scale`] in `rng`, validation in
//! `validate`, the shared generators in `generate`, the bound tests a
//! format alone makes in `extremes`, and shrinking in `shrink`; every item is re-exported here, so `crate::testdata::X`
//! names each.

mod extremes;
mod generate;
mod rng;
mod shrink;
mod validate;

pub use extremes::{targets, Extreme, Target, MOST_BYTES};
pub use generate::{
    line, misere_cases, misere_lists, nim_cases, nim_lists, piles, rooted_tree, rooted_trees,
    rows_as_written, rows_counted, rows_uncounted, split_nim_cases, traps_or_values, value_traps,
};
pub use rng::{Rng, Scale};
pub use shrink::shrink;
pub use validate::{validate, validate_stream};

/// One test case as data: rows of numbers without their counts, which the
/// format's writer lays out ([`crate::format::write`]: a board is a row of
/// letter indices, a date the row `y m d`).
pub use crate::format::write::Case;
