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

fn run(scanner: &mut Scanner<'_>, out: &mut Out<'_>) -> Result<(), Error> {
    let mut input = Numbers::new(scanner);
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
        out.line(
            if misere_nim_outcome(nim_sum, some_pile_above_one).next_wins() {
                ": Alice"
            } else {
                ": Bob"
            },
        );
        out.check()?;
    }
    input.expect_end()
}

/// The judge data: T (1..=200), then per case k (1..=100) and k piles
/// (1..=10^9).
#[cfg(feature = "tools")]
pub mod tools {
    use crate::format::{int, ints, Blanks, Cases, Element, Expr, Format};
    use crate::registry::Tools;

    pub const TOOLS: Tools = crate::tools!("lightoj1253", generate: crate::testdata::misere_lists);

    /// The judge's input, as its statement gives it.
    pub const FORMAT: Format = Format {
        cases: Cases::counted("T", "a test case count", 1, 200),
        case: &[
            Element::Line(&[int("k", "a pile count", 1, 100)]),
            Element::Line(&[ints(Expr::Var("k"), "a", "a pile size", 1, 1_000_000_000)]),
        ],
        blanks: Blanks::None,
    };
}

#[cfg(feature = "tools")]
pub mod explain {
    //! `grundy explain lightoj1253`: Bouton's misère rule, as for HDU 1907.

    /// What explain knows about this problem: its hook, words, moves and picture.
    pub const ROW: crate::explain::Row = crate::explain::drawn(
        crate::explain::positional(explain, &POSITION, Some(&PLAY)),
        crate::explain::pictures::heaps,
    );

    use crate::error::Error;
    use crate::explain::{nim, Accounts};
    use crate::output::Out;
    use crate::scanner::Scanner;

    pub fn explain(
        input: &mut Scanner<'_>,
        out: &mut Out<'_>,
        accounts: &mut Accounts,
    ) -> Result<(), Error> {
        nim::misere_cases(
            input,
            out,
            accounts,
            |case| [format!("Case {case}: Alice"), format!("Case {case}: Bob")],
            ["Alice, who moves first, wins", "Bob wins"],
        )
    }

    /// `grundy explain lightoj1253 2 3 4 5`: the pile sizes.
    pub const POSITION: crate::explain::Words = crate::explain::Words {
        usage: "PILE...",
        example: "2 3 4 5",
        count: None,
        input: |w| crate::explain::words::counted(w, "1\n", ""),
    };

    /// Nim's moves on them.
    pub const PLAY: crate::explain::Play = crate::explain::Play {
        moves: |w, limit| {
            let piles = crate::explain::numbers(w);
            let play = crate::explain::nim::Play::Misere;
            crate::explain::nim::all_moves(&piles, &crate::explain::nim::PILES, play, limit)
        },
        misere: true,
    };
}
