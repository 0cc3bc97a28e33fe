//! grundy: judge-exact answers for impartial combinatorial games.
//!
//! Three layers, each in its own place:
//! - [`scanner`]: input bytes -> numbers and words, with line and column;
//! - [`problems`]: one module per judge format, the only place that knows the
//!   judge's words, each listed with its tools in the `registry`;
//! - [`games`]: pure game theory (nim-sums, mex, Grundy tables, closed forms).
//!
//! [`solve`] wires one problem to an input and an output; `main` only parses
//! arguments (in [`cli`]) and picks the streams.
//!
//! Every module uses only `std` and `crate::` paths, so a problem can be
//! expanded into one file for a judge. Items only the tools need (the command
//! line, generators, validators, explanations) sit behind the default
//! `tools` feature, so the bare solver builds without them.

#![forbid(unsafe_code)]

#[cfg(feature = "tools")]
pub mod cli;
#[cfg(feature = "tools")]
pub mod commands;
#[cfg(feature = "tools")]
pub mod describe;
#[cfg(feature = "tools")]
pub mod emit;
pub mod error;
#[cfg(feature = "tools")]
pub mod explain;
#[cfg(feature = "tools")]
pub mod format;
pub mod games;
#[cfg(feature = "tools")]
pub mod judge;
pub mod numbers;
pub mod output;
#[cfg(feature = "tools")]
pub mod parallel;
pub mod problem;
pub mod problems;
#[cfg(feature = "tools")]
pub mod registry;
pub mod scanner;
pub mod stream;
pub mod swar;
#[cfg(feature = "tools")]
pub mod testdata;

use std::io::{Read, Write};

/// Answers a whole judge input for `problem`. On an input error every case
/// before it has already been written (and flushed) when this returns.
pub fn solve(
    problem: &problem::Problem,
    input: &mut dyn Read,
    output: &mut dyn Write,
) -> Result<(), error::Error> {
    answer(problem.run, input, output)
}

/// [`solve`] for a problem's `run` alone: what a judge file's `main`
/// calls, so the file needs no [`problem::Problem`] row.
pub fn answer(
    run: problem::Run,
    input: &mut dyn Read,
    output: &mut dyn Write,
) -> Result<(), error::Error> {
    answer_all(run, scanner::Scanner::new(input), output::Out::new(output))
}

/// [`solve`] for input that a person types at a terminal: each case is
/// answered (and flushed) as soon as its last line is entered, with no
/// read-ahead. Slower per case; pipes and files use [`solve`].
#[cfg(feature = "tools")]
pub fn solve_typed(
    problem: &problem::Problem,
    input: &mut dyn Read,
    output: &mut dyn Write,
) -> Result<(), error::Error> {
    answer_all(
        problem.run,
        scanner::Scanner::interactive(input),
        output::Out::each_case(output),
    )
}

/// Runs a problem over the whole input, then writes out what is pending.
fn answer_all(
    run: problem::Run,
    mut input: scanner::Scanner<'_>,
    mut out: output::Out<'_>,
) -> Result<(), error::Error> {
    let answered = run(&mut input, &mut out);
    let flushed = out.finish();
    answered.and(flushed)
}

/// [`solve`] on a file (or standard input that is one): a large regular file
/// is read and parsed on two threads when the machine has more than one core
/// (see [`parallel`]), with the same output and the same errors. A tool of
/// the command line: a judge build (`grundy emit`) stays on one thread.
#[cfg(feature = "tools")]
pub fn solve_file(
    problem: &registry::Entry,
    file: &std::fs::File,
    output: &mut dyn Write,
) -> Result<(), error::Error> {
    parallel::solve_file(problem, file, output)
}
