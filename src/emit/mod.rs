//! `grundy emit`: one self-contained source file per problem, for a judge
//! that takes a single file and a bare compiler.
//!
//! A language is one [`Language`] row: its name for `--lang` and the
//! function that writes the file. Rust is written from the crate's own
//! modules ([`rust`], over the embedded [`sources`], cut down by [`strip`]
//! with the help of a small [`lexer`]); another language adds a module and a
//! row here.

pub mod lexer;
pub mod rust;
pub mod sources;
pub mod strip;

use crate::problem::Problem;

/// One language `grundy emit` writes.
pub struct Language {
    /// The `--lang` value.
    pub name: &'static str,
    /// The whole source file for a problem, or why it cannot be written.
    pub emit: fn(&Problem) -> Result<String, String>,
}

/// Every language, the default first.
pub const LANGUAGES: &[Language] = &[Language {
    name: "rust",
    emit: rust::emit,
}];

/// The language called `name`.
pub fn language(name: &str) -> Option<&'static Language> {
    LANGUAGES.iter().find(|l| l.name == name)
}
