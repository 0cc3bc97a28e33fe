//! The end-to-end suite: one test crate (so one link and one binary, and
//! its tests share the two cores), one module a former test file. The
//! helpers every module shares are `tests/common`: running `grundy`
//! ([`common`]), seeded judge inputs ([`inputs`]), what a format holds
//! ([`formats`]), processes left running ([`processes`]) and the outside
//! tools some tests use, each said NOT TESTED when missing ([`tools`]); random numbers are `grundy::testdata::Rng`.
//!
//! Run one module with `cargo test --test suite emit::` (a name filter).
//! `tests/rules` and `tests/explain` are test crates of their own.

#[path = "../common/mod.rs"]
mod common;
#[path = "../common/formats.rs"]
mod formats;
#[path = "../common/inputs.rs"]
mod inputs;
#[path = "../common/processes.rs"]
mod processes;
#[path = "../common/tools.rs"]
mod tools;

mod answer;
mod bad_input;
mod check;
mod cli;
mod descriptions;
mod emit;
mod emit_cpp;
mod emit_described;
mod format_reader;
mod fuzz;
mod fuzz_described;
mod hostile;
mod letter_formula;
mod long_tokens;
mod parallel;
mod printed_commands;
mod robust;
mod samples;
mod scanner_stream;
mod sg;
mod stress;
mod testlib;
mod testset;
mod validate;
