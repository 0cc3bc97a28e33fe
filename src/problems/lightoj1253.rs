//! LightOJ 1253 Misere Nim: misère Nim, the same game as HDU 1907 with its
//! own judge words. `T`, then per case `k` and k pile sizes; `Case i: Alice`
//! when the first player (Alice) wins, else `Case i: Bob`.
//!
//! The statement bounds `T <= 200`, `1 <= k <= 100` and piles to 1..10^9;
//! like HDU 1907 grundy answers any u64 pile (zero piles change nothing) and
//! any count, since the rule does not depend on the bounds.

use crate::error::Error;
use crate::games::misere::misere_nim_outcome;
use crate::numbers::Numbers;
use crate::output::Out;
use crate::problem::Problem;
use crate::problems::{counted_of, misere_nim_piles, CASE_COUNT, PILE_WORDS};
use crate::scanner::Scanner;
use crate::stream::NumberStream;

pub const PROBLEM: Problem = Problem {
    id: "lightoj1253",
    aliases: &["lightoj-misere-nim"],
    title: "Misere Nim",
    url: "https://lightoj.com/problem/misere-nim",
    game: "misere Nim: take any number from one pile; whoever takes the last loses",
    output: "Case i: Alice / Case i: Bob",
    run,
};

/// The judge's words after `Case k: `: Alice (first to move) wins, or loses.
pub const WORDS: [&str; 2] = ["Alice", "Bob"];

pub fn run(scanner: &mut Scanner<'_>, out: &mut Out<'_>) -> Result<(), Error> {
    walk(&mut Numbers::new(scanner), out)
}

/// The case loop, over the scanner's numbers.
fn walk<S: NumberStream>(input: &mut S, out: &mut Out<'_>) -> Result<(), Error> {
    let mut case = 0;
    counted_of(input, out, CASE_COUNT, |input, out| {
        case += 1;
        let (nim_sum, above_one) = misere_nim_piles(input, PILE_WORDS)?;
        let outcome = misere_nim_outcome(nim_sum, above_one);
        out.bytes(b"Case ");
        out.u64(case);
        out.bytes(b": ");
        out.line(outcome.pick(WORDS[0], WORDS[1]));
        Ok(())
    })
}

/// The judge data: T (1..=200), then per case k (1..=100) and k piles
/// (1..=10^9), and `grundy explain lightoj1253 2 3 4 5`: Bouton's misère
/// rule, as for HDU 1907.
#[cfg(feature = "tools")]
pub mod tools {
    crate::misere_nim_tools! {
        words: |case| super::WORDS.map(|w| format!("Case {case}: {w}")),
        meanings: ["Alice, who moves first, wins", "Bob wins"],
        example: "2 3 4 5",
        cases: ("T", 1, 200),
        piles: ("k", 1, 100) of ("a", 1, 1_000_000_000),
    }
}
