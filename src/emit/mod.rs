//! `grundy emit`: single-file judge sources. [`cpp`] holds the hand-written
//! C++ files for judges without Rust (POJ, HDU, UVa).

pub mod cpp;
