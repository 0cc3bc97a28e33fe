//! The reader of an emitted judge file, in place of grundy's streaming one.
//!
//! `grundy emit` writes [`scanner`] as the file's `scanner` module and
//! [`numbers`] as its `numbers` (see [`crate::emit::sources`]); every other
//! module is grundy's own. A judge's input is one file, so reading it whole
//! keeps the file short and as fast as grundy: the streaming scanner's
//! refills, block masks and the window reader `Numbers` stay in grundy,
//! which reads inputs of any size in constant memory. Both readers give the
//! same values and the same errors at the same positions: `tests/emit.rs`
//! runs every emitted file against grundy on generated and damaged inputs,
//! and the tests below drive both scanners side by side.

pub mod numbers;
pub mod scanner;
