//! The reader of an emitted judge file, in place of grundy's streaming one.
//!
//! `grundy emit` writes [`scanner`] as the file's `scanner` module and
//! [`numbers`] as its `numbers` (see [`crate::emit::sources`]); every other
//! module is grundy's own. A judge file needs less of a reader than grundy
//! does: no typed input, no tokens in pieces of any size, no separate
//! window reader for speed, no 64-byte block masks. So it has a smaller
//! one, as fast on the benchmark inputs (`scripts/emit-bench.sh`). Both
//! readers give the same values and the same errors at the same positions:
//! `tests/suite/emit.rs` runs every emitted file against grundy on generated and
//! damaged inputs, and the tests in [`scanner`] drive both scanners side by
//! side.

pub mod numbers;
pub mod scanner;
