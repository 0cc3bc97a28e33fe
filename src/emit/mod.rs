//! `grundy emit`: one self-contained source file per problem, for a judge
//! that takes a single file and a bare compiler.
//!
//! A language is one [`Language`] row: its name for `--lang` and the
//! function that writes the file. Rust is written from the crate's own
//! modules ([`rust`]: the modules a problem reaches, each whole, from the
//! embedded [`sources`], made fit for a judge by [`strip`] with the help of
//! a small [`lexer`]); C++ ([`cpp`]) is hand-written, one file per problem
//! in `emit/cpp/`, for POJ, HDU and UVa; a description's files are written
//! from templates ([`described`]: one plan of what the file carries,
//! spelled by a C++98 and a Rust writer). Another language adds a module
//! and a row here. [`testlib`] writes Polygon's validator and checker
//! instead of a solution (`--validator`, `--checker`).
//!
//! # What solver code must keep doing
//!
//! Everything a problem reaches (its file, `games/`, the output, `error`,
//! `problem`, `lib.rs`'s `answer`) is pasted into a file that a judge may
//! compile with `--edition 2018`, `2021` or `2024` and a Rust as old as
//! `clippy.toml`'s `msrv` (1.75; the crate itself is edition 2024); its
//! `scanner` and `numbers` are the judge file's own smaller reader
//! ([`crate::judge`], listed in
//! [`sources::JUDGE_READER`]), so a scanner method a problem starts to use
//! must exist there too, with the same values and messages.
//! `tests/suite/emit.rs` checks every problem that way. The rules:
//! - Only `std` and `crate::` (or `super::`) paths; no `env!`, `include_str!`
//!   or anything else that needs cargo, outside tool-only items.
//! - Tool-only code in items under `#[cfg(feature = "tools")]`; a `#[cfg]`
//!   goes on an item, a field, a variant, a match arm or a `let` only (on
//!   any other statement it cannot be cut out: emit refuses it with a
//!   message).
//! - Edition 2018: panic, assert and `unreachable!` messages pass their
//!   arguments (`"{}", n`, not `"{n}"` alone, which 2018 prints as is);
//!   closures that borrow one field while another is borrowed mutably take
//!   the field through a local (2018 captures all of `self`); arrays are
//!   iterated by value with `IntoIterator::into_iter([a, b])`, not
//!   `[a, b].into_iter()`. `try_from`, `try_into` and `from_iter` need no
//!   import: emit adds one where 2018 lacks it in its prelude.
//! - A new module file under `src/` goes into [`sources::SOURCES`] (a test
//!   says so when one is missing).
//! - Each problem's `run` is `pub`: the file's `main` calls
//!   `answer(problems::<id>::run, ..)`, not the registry row.
//!
//! Modules are written whole, so the file is as large as what the problem
//! reaches: a module that gains a large item another problem needs grows
//! every file that reaches it (the limit is Codeforces' 65,535 bytes,
//! checked by the test).

pub mod cpp;
pub mod described;
pub mod lexer;
pub mod rust;
pub mod sources;
pub mod strip;
pub mod testlib;

use crate::problem::Problem;

/// One language `grundy emit` writes.
pub struct Language {
    /// The `--lang` value.
    pub name: &'static str,
    /// Other spellings `--lang` takes (`c++`).
    pub aliases: &'static [&'static str],
    /// The file name endings (`-o main.rs`) that choose it when `--lang`
    /// is not given.
    pub extensions: &'static [&'static str],
    /// The whole source file for a problem, or why it cannot be written.
    pub emit: fn(&Problem) -> Result<String, String>,
}

/// Every language, the default first.
pub const LANGUAGES: &[Language] = &[
    Language {
        name: "rust",
        aliases: &["rs"],
        extensions: &[".rs"],
        emit: rust::emit,
    },
    Language {
        name: "cpp",
        aliases: &["c++", "cxx"],
        extensions: &[".cpp", ".cc", ".cxx", ".c++", ".C"],
        emit: cpp::emit,
    },
];

/// The language called `name` (or one of its aliases).
pub fn language(name: &str) -> Option<&'static Language> {
    let name = name.to_ascii_lowercase();
    LANGUAGES
        .iter()
        .find(|l| l.name == name || l.aliases.contains(&name.as_str()))
}

/// The language a file named `path` holds, by its ending (`sol.cpp`).
pub fn language_of_file(path: &str) -> Option<&'static Language> {
    // `X.CPP` is C++ as `x.cpp` is (Windows names know no case).
    let path = path.to_ascii_lowercase();
    LANGUAGES
        .iter()
        .find(|l| l.extensions.iter().any(|e| path.ends_with(e)))
}
