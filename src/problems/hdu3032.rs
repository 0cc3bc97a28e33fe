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
use crate::games::Outcome;
use crate::numbers::Numbers;
use crate::output::Out;
use crate::problem::Problem;
use crate::scanner::Scanner;

pub const PROBLEM: Problem = Problem {
    id: "hdu3032",
    aliases: &["nim-or-not-nim", "lasker-nim", "laskers-nim"],
    title: "Nim or not Nim?",
    url: "http://acm.hdu.edu.cn/showproblem.php?pid=3032",
    game: "Lasker's Nim: take any number from one heap, or split a heap into two",
    input: "T, then per case N and N heap sizes",
    output: "Alice / Bob",
    run,
};

/// The rule of this problem's game.
const SPLIT: Split = Split::Two;

/// The case loop of [`crate::problems::counted`], over the word-at-a-time
/// number reader (inputs reach 10^8 heaps).
fn run(scanner: &mut Scanner<'_>, out: &mut Out<'_>) -> Result<(), Error> {
    let input = &mut Numbers::new(scanner);
    if input.at_end()? {
        return Ok(());
    }
    for _ in 0..input.next_u64("a test case count")? {
        let heaps = input.next_u64("a heap count N")?;
        let mut nim_sum = 0u128;
        for _ in 0..heaps {
            nim_sum ^= SPLIT.grundy(input.next_u64("a heap size")?);
        }
        out.line(Outcome::from_next_wins(nim_sum != 0).pick(WORDS[0], WORDS[1]));
        out.check()?;
    }
    input.expect_end()
}

/// The judge's words: Alice (first to move) wins, or Bob does.
const WORDS: [&str; 2] = ["Alice", "Bob"];

/// The judge data: T (1..=100), then per case N (1..=10^6) and N heaps
/// (1..=2^31 - 1).
#[cfg(feature = "tools")]
pub mod tools {
    use super::SPLIT;
    use crate::format::{int, ints, Blanks, Cases, Element, Expr, Format};
    use crate::registry::Tools;
    use crate::testdata::{Case, Rng, Scale};

    pub const TOOLS: Tools = crate::tools!("hdu3032");

    /// The largest heap (2^31 - 1).
    const LARGEST: u64 = (1 << 31) - 1;

    /// The judge's input, as its statement gives it.
    pub const FORMAT: Format = Format {
        cases: Cases::counted("T", "a test case count", 1, 100),
        case: &[
            Element::Line(&[int("N", "a heap count", 1, 1_000_000)]),
            Element::Line(&[ints(Expr::Var("N"), "s", "a heap size", 1, LARGEST)]),
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
    //! `grundy explain hdu3032`: each heap's value (the 4k+3 / 4k+4 swap),
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
            let count = input.next_u64("a heap count N")?;
            let heaps = read_values(input, count, "a heap size")?;
            case += 1;
            let meanings = ["Alice, who moves first, wins", "Bob wins"];
            let account = split_nim::account(case, &heaps, SPLIT, WORDS, meanings, accounts);
            accounts.add(out, account);
            Ok(())
        })
    }

    /// `grundy explain hdu3032 3 4 5`: the heap sizes (one case: `T` and `N`
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
