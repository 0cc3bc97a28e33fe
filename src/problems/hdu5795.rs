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
use crate::games::Outcome;
use crate::numbers::Numbers;
use crate::output::Out;
use crate::problem::Problem;
use crate::scanner::Scanner;

pub const PROBLEM: Problem = Problem {
    id: "hdu5795",
    aliases: &["a-simple-nim", "split-three-nim"],
    title: "A Simple Nim",
    url: "http://acm.hdu.edu.cn/showproblem.php?pid=5795",
    game: "Nim with splits: take from a heap, or split it into three non-empty heaps",
    input: "T, then per case n and n heap sizes",
    output: "First player wins. / Second player wins.",
    run,
};

/// The rule of this problem's game.
const SPLIT: Split = Split::Three;

/// The case loop of [`crate::problems::counted`], over the word-at-a-time
/// number reader (inputs reach 10^8 heaps).
fn run(scanner: &mut Scanner<'_>, out: &mut Out<'_>) -> Result<(), Error> {
    let input = &mut Numbers::new(scanner);
    if input.at_end()? {
        return Ok(());
    }
    for _ in 0..input.next_u64("a test case count")? {
        let heaps = input.next_u64("a heap count n")?;
        let mut nim_sum = 0u128;
        for _ in 0..heaps {
            nim_sum ^= SPLIT.grundy(input.next_u64("a heap size")?);
        }
        out.line(Outcome::from_next_wins(nim_sum != 0).pick(WORDS[0], WORDS[1]));
        out.check()?;
    }
    input.expect_end()
}

/// The judge's words: the first player wins, or the second does.
const WORDS: [&str; 2] = ["First player wins.", "Second player wins."];

/// The judge data: T (1..=100), then per case n (1..=10^6) and n heaps
/// (1..=10^9).
#[cfg(feature = "tools")]
pub mod tools {
    use super::SPLIT;
    use crate::format::{int, ints, Blanks, Cases, Element, Expr, Format};
    use crate::registry::Tools;
    use crate::testdata::{Case, Rng, Scale};

    pub const TOOLS: Tools = crate::tools!("hdu5795");

    /// The largest heap.
    const LARGEST: u64 = 1_000_000_000;

    /// The judge's input, as its statement gives it.
    pub const FORMAT: Format = Format {
        cases: Cases::counted("T", "a test case count", 1, 100),
        case: &[
            Element::Line(&[int("n", "a heap count", 1, 1_000_000)]),
            Element::Line(&[ints(Expr::Var("n"), "s", "a heap size", 1, LARGEST)]),
        ],
        blanks: Blanks::None,
    };

    /// Split Nim's traps ([`crate::testdata::split_nim_cases`]).
    fn generate(rng: &mut Rng, scale: Scale, count: usize) -> Vec<Case> {
        let (most, largest) = scale.pick((5, 12), (1000, LARGEST), (200, u64::MAX));
        crate::testdata::split_nim_cases(rng, SPLIT, scale.cases(count, 100), most, largest)
    }
}

#[cfg(feature = "tools")]
pub mod explain {
    //! `grundy explain hdu5795`: each heap's value (the 8k+7 / 8k+8 swap),
    //! the XOR table, and every winning take or split.

    /// What explain knows about this problem: its hook, words and moves.
    pub const ROW: crate::explain::Row =
        crate::explain::positional(explain, &POSITION, Some(&PLAY));

    use super::{SPLIT, WORDS};
    use crate::error::Error;
    use crate::explain::{read_values, split_nim, Accounts};
    use crate::output::Out;
    use crate::problems::counted;
    use crate::scanner::Scanner;

    pub fn explain(
        input: &mut Scanner<'_>,
        out: &mut Out<'_>,
        accounts: &mut Accounts,
    ) -> Result<(), Error> {
        let mut case = 0;
        counted(input, out, "a test case count", |input, out| {
            let count = input.next_u64("a heap count n")?;
            let heaps = read_values(input, count, "a heap size")?;
            case += 1;
            let meanings = ["the first player wins", "the first player loses"];
            let account = split_nim::account(case, &heaps, SPLIT, WORDS, meanings, accounts);
            accounts.add(out, account);
            Ok(())
        })
    }

    /// `grundy explain hdu5795 3 4 5`: the heap sizes (one case: `T` and `N`
    /// are put in front).
    pub const POSITION: crate::explain::Words = crate::explain::Words {
        usage: "HEAP...",
        example: "3 4 5",
        count: None,
        input: |w| crate::explain::words::counted(w, "1\n", ""),
    };

    /// Every take and every split, as explain writes them.
    pub const PLAY: crate::explain::Play = crate::explain::Play {
        moves: |w, limit| split_nim::all_moves(&crate::explain::numbers(w), SPLIT, limit),
        misere: false,
    };
}
