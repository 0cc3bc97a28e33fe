//! `grundy emit FILE.toml --lang cpp|rust`: one self-contained program for a
//! described problem ([`crate::describe`]), written from templates here, not
//! from the crate's modules. The program reads the judge input as
//! [`crate::describe::solve`] does (the description's [`Format`], each
//! heap's letters bound from its own line, a `moves` list as a sorted
//! subtraction set without zeros), values the heaps from the rule's
//! evidence, answers the question and prints the words: byte for byte what
//! `grundy FILE` prints on valid input.
//!
//! [`Format`]: crate::format::Format
//!
//! The C++ is C++98 plus `long long` for a 32-bit G++ (no `__int128`, no
//! floating point, no `printf` of a 64-bit value); the Rust builds with
//! `--edition 2018`. What a file carries, by the rule's evidence:
//! - a proved formula: Nim, `L..R` (letters bound per heap, `L + R` past
//!   2^64 included), `1..n/2`, proper divisors (Omega by trial division by
//!   the primes up to the root), coprime (a linear sieve to the largest
//!   heap read), `once 1..n` (an exact integer root), the K-Zeckendorf
//!   smallest winning take of `1..K*last`, staircase Nim;
//! - a table computed at run time: a finite subtraction set (literal, with
//!   letters, or a `moves` list; past [`FINITE_TABLE`] heaps the period the
//!   table shows over a window of the largest amount, which holds for
//!   ever), `grundy` (splits into two unequal heaps, up to
//!   [`SPLIT_MAX`]), a code of runs built per case from the input
//!   ([`runs`]: past its first values, the period they prove).
//!
//! Heaps by position (`counts`) are read as a heap of each place whose
//! count is odd (equal heaps cancel), then valued as above.
//!
//! A graph read from each case (Hackenbush, tokens on a directed graph)
//! is valued per case, a cycle refused. Every other family is refused with
//! a message that names it.
//!
//! The parts, one idea each: `plan` decides what a file carries (or
//! refuses); `answer`, `reader`, `values` and `preamble` decide,
//! once for both languages, the path of a case's answer, the reading of the
//! input layout, the family's values block and the file's opening; the
//! writers `cpp98` and `rust2018` only spell those, each with its own
//! templates. A rule answered by values grundy computed carries them
//! ([`carry`]); a rule of one letter past every table carries a formula in
//! the letter ([`in_letter`]).

mod answer;
pub mod carry;
mod cpp98;
pub mod in_letter;
mod move_graph;
mod plan;
mod positions;
mod preamble;
mod reader;
mod runs;
mod rust2018;
mod strips;
mod tokens;
mod values;

use crate::describe::Description;

pub use plan::{COPRIME_MAX, DIVISOR_MAX, FINITE_TABLE, SPLIT_MAX};

/// The C++98 program for `d`.
///
/// # Errors
/// A family or question the emitted programs do not answer, named.
pub fn cpp(d: &Description) -> Result<String, String> {
    Ok(cpp98::program(&plan::plan(d)?))
}

/// The Rust (edition 2018) program for `d`.
///
/// # Errors
/// A family or question the emitted programs do not answer, named.
pub fn rust(d: &Description) -> Result<String, String> {
    Ok(rust2018::program(&plan::plan(d)?))
}
