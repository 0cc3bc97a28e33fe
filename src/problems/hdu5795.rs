//! HDU 5795 A Simple Nim (2016 Multi-University Training Contest 6): Nim
//! where a move may instead split one heap into three non-empty heaps; last
//! mover wins. `T`, then per case `n` and a line of n heap sizes;
//! `First player wins.` or `Second player wins.` (with the period, as the
//! sample prints both; the statement's Output paragraph drops it once).
//!
//! A heap's Grundy value is the heap itself except that 8k+7 and 8k+8 swap
//! ([`Split::Three`]; not hdu3032's period 4: 3 and 4 keep their values);
//! the first player wins exactly when the values' XOR is not 0. Exact for
//! every `u64` heap (g(2^64 - 1) = 2^64, kept in a `u128`; the statement
//! bounds heaps by 1..=10^9). A heap of 0, outside the bounds, adds 0.

use crate::error::Error;
use crate::games::split_nim::Split;
use crate::numbers::Numbers;
use crate::output::Out;
use crate::problem::Problem;
use crate::problems::xor_of_counted_heaps;
use crate::scanner::Scanner;

pub const PROBLEM: Problem = Problem {
    id: "hdu5795",
    aliases: &["a-simple-nim", "split-three-nim"],
    title: "A Simple Nim",
    url: "http://acm.hdu.edu.cn/showproblem.php?pid=5795",
    game: "Nim with splits: take from a heap, or split it into three non-empty heaps",
    output: "First player wins. / Second player wins.",
    run,
};

/// What errors call a case's heap count (the solver and explain read it).
const HEAP_COUNT: &str = "a heap count n";

/// The rule of this problem's game.
const SPLIT: Split = Split::Three;

pub fn run(scanner: &mut Scanner<'_>, out: &mut Out<'_>) -> Result<(), Error> {
    let value = |heap| SPLIT.grundy(heap);
    xor_of_counted_heaps(&mut Numbers::new(scanner), out, HEAP_COUNT, value, WORDS)
}

/// The judge's words: the first player wins, or the second does.
const WORDS: [&str; 2] = ["First player wins.", "Second player wins."];

/// The judge data: T (1..=100), then per case n (1..=10^6) and n heaps
/// (1..=10^9).
#[cfg(feature = "tools")]
pub mod tools {
    crate::split_nim_tools! {
        heap_count: "n",
        largest: 1_000_000_000,
        meanings: ["the first player wins", "the first player loses"],
    }
}
