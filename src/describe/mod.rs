//! Problem descriptions: a judge problem as a short text file (issue 31).
//!
//! Only the first brick is here: [`toml`], the crate-free reader of the
//! TOML subset a description is written in, with positions on every value.
//! The plan for the rest (a text form of `format::Format`, the game as a
//! rule of `games::rules` with letters bound to tokens, the question and
//! the words, and the registry taking a description as a row) is in
//! `docs/descriptions.md`.

pub mod toml;
