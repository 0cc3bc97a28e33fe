//! HDU 1907 John (also POJ 3480, ZOJ 3113): misère Nim. `T`, then per case
//! `N` and N pile sizes; `John` when the first player wins, else `Brother`.

use crate::error::Error;
use crate::games::misere::misere_nim_outcome;
use crate::numbers::{NumberStream, Numbers};
use crate::output::Out;
use crate::problem::Problem;
use crate::scanner::Scanner;

pub const PROBLEM: Problem = Problem {
    id: "hdu1907",
    aliases: &["poj3480", "zoj3113", "misere-nim", "anti-nim"],
    title: "John",
    url: "http://acm.hdu.edu.cn/showproblem.php?pid=1907",
    game: "misere Nim: take any number from one pile; whoever takes the last loses",
    input: "T, then per case N and N pile sizes",
    output: "John / Brother",
    run,
};

fn run(scanner: &mut Scanner<'_>, out: &mut Out<'_>) -> Result<(), Error> {
    walk(&mut Numbers::new(scanner), out)
}

/// The case loop over any number source (the two-thread file reader,
/// `parallel`, uses it too).
pub fn walk<S: NumberStream>(input: &mut S, out: &mut Out<'_>) -> Result<(), Error> {
    if input.at_end()? {
        return Ok(());
    }
    let cases = input.next_u64("a test case count")?;
    for _ in 0..cases {
        let piles = input.next_u64("a pile count")?;
        let mut nim_sum = 0;
        let mut some_pile_above_one = false;
        for _ in 0..piles {
            let pile = input.next_u64("a pile size")?;
            nim_sum ^= pile;
            some_pile_above_one |= pile > 1;
        }
        out.line(
            if misere_nim_outcome(nim_sum, some_pile_above_one).next_wins() {
                "John"
            } else {
                "Brother"
            },
        );
        out.check()?;
    }
    input.expect_end()
}

/// The judge data: T (1..=474), then per case N (1..=47) and N piles
/// (1..=4747).
#[cfg(feature = "tools")]
pub mod tools {
    use crate::format::{int, ints, Blanks, Cases, Element, Expr, Format};
    use crate::registry::Tools;

    pub const TOOLS: Tools = crate::tools!("hdu1907", generate: crate::testdata::misere_lists);

    /// The judge's input, as its statement gives it.
    pub const FORMAT: Format = Format {
        cases: Cases::counted("T", "a test case count", 1, 474),
        case: &[
            Element::Line(&[int("N", "a pile count", 1, 47)]),
            Element::Line(&[ints(Expr::Var("N"), "a", "a pile size", 1, 4747)]),
        ],
        blanks: Blanks::None,
    };
}

#[cfg(feature = "tools")]
pub mod explain {
    //! `grundy explain hdu1907`: Bouton's misère rule on each case's piles.

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
            |_| ["John".to_string(), "Brother".to_string()],
            ["John, who moves first, wins", "his brother wins"],
        )
    }

    /// `grundy explain hdu1907 3 5 1`: the pile sizes.
    pub const POSITION: crate::explain::Words = crate::explain::Words {
        usage: "PILE...",
        example: "3 5 1",
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
