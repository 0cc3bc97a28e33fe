//! HDU 3032 Nim or not Nim? (2009 Multi-University Training Contest 13):
//! Lasker's Nim. A move takes any positive number from one heap, or splits
//! one heap into two non-empty heaps; last mover wins; Alice moves first.
//! `T`, then per case `N` and a line of N heap sizes; `Alice` when she
//! wins, else `Bob`.
//!
//! A heap's Grundy value is the heap itself except that 4k+3 and 4k+4 swap
//! ([`Split::Two`]); Alice wins exactly when the values' XOR is not 0.
//! Exact for every `u64` heap (g(2^64 - 1) = 2^64, kept in a `u128`; the
//! statement bounds heaps by 1..=2^31 - 1, where g(2^31 - 1) = 2^31 already
//! passes an `int`). A heap of 0, outside the bounds, adds 0.

use crate::error::Error;
use crate::games::split_nim::Split;
use crate::numbers::Numbers;
use crate::output::Out;
use crate::problem::Problem;
use crate::problems::xor_of_counted_heaps;
use crate::scanner::Scanner;

pub const PROBLEM: Problem = Problem {
    id: "hdu3032",
    aliases: &["nim-or-not-nim", "lasker-nim", "laskers-nim"],
    title: "Nim or not Nim?",
    url: "http://acm.hdu.edu.cn/showproblem.php?pid=3032",
    game: "Lasker's Nim: take any number from one heap, or split a heap into two",
    output: "Alice / Bob",
    run,
};

/// What errors call a case's heap count (the solver and explain read it).
const HEAP_COUNT: &str = "a heap count N";

/// The rule of this problem's game.
const SPLIT: Split = Split::Two;

pub fn run(scanner: &mut Scanner<'_>, out: &mut Out<'_>) -> Result<(), Error> {
    let value = |heap| SPLIT.grundy(heap);
    xor_of_counted_heaps(&mut Numbers::new(scanner), out, HEAP_COUNT, value, WORDS)
}

/// The judge's words: Alice (first to move) wins, or Bob does.
const WORDS: [&str; 2] = ["Alice", "Bob"];

/// The judge data: T (1..=100), then per case N (1..=10^6) and N heaps
/// (1..=2^31 - 1).
#[cfg(feature = "tools")]
pub mod tools {
    crate::split_nim_tools! {
        heap_count: "N",
        largest: (1 << 31) - 1,
        meanings: ["Alice, who moves first, wins", "Bob wins"],
    }
}
