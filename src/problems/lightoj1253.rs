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
use crate::scanner::Scanner;
use crate::stream::NumberStream;

pub const PROBLEM: Problem = Problem {
    id: "lightoj1253",
    aliases: &["lightoj-misere-nim"],
    title: "Misere Nim",
    url: "https://lightoj.com/problem/misere-nim",
    game: "misere Nim: take any number from one pile; whoever takes the last loses",
    input: "T, then per case k and k pile sizes",
    output: "Case i: Alice / Case i: Bob",
    run,
};

pub fn run(scanner: &mut Scanner<'_>, out: &mut Out<'_>) -> Result<(), Error> {
    walk(&mut Numbers::new(scanner), out)
}

/// The case loop, over the scanner's numbers.
fn walk<S: NumberStream>(input: &mut S, out: &mut Out<'_>) -> Result<(), Error> {
    if input.at_end()? {
        return Ok(());
    }
    let cases = input.next_u64("a test case count")?;
    for case in 1..=cases {
        let piles = input.next_u64("a pile count")?;
        let mut nim_sum = 0;
        let mut some_pile_above_one = false;
        for _ in 0..piles {
            let pile = input.next_u64("a pile size")?;
            nim_sum ^= pile;
            some_pile_above_one |= pile > 1;
        }
        out.bytes(b"Case ");
        out.u64(case);
        let wins = misere_nim_outcome(nim_sum, some_pile_above_one).next_wins();
        out.line(if wins { ": Alice" } else { ": Bob" });
        out.check()?;
    }
    input.expect_end()
}

/// The judge data: T (1..=200), then per case k (1..=100) and k piles
/// (1..=10^9), and `grundy explain lightoj1253 2 3 4 5`: Bouton's misère
/// rule, as for HDU 1907.
#[cfg(feature = "tools")]
pub mod tools {
    crate::misere_nim_tools! {
        id: "lightoj1253",
        words: |case| [format!("Case {case}: Alice"), format!("Case {case}: Bob")],
        meanings: ["Alice, who moves first, wins", "Bob wins"],
        example: "2 3 4 5",
        cases: ("T", 1, 200),
        piles: ("k", 1, 100) of ("a", 1, 1_000_000_000),
    }
}
