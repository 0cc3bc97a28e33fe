//! POJ 2234 Matches Game: Nim. Lines `M a1 .. aM` until end of input; `Yes`
//! when the first player wins (the XOR of the piles is non-zero), else `No`.

use crate::error::Error;
use crate::games::nim::nim_outcome;
use crate::numbers::{NumberStream, Numbers};
use crate::output::Out;
use crate::problem::Problem;
use crate::scanner::Scanner;

pub const PROBLEM: Problem = Problem {
    id: "poj2234",
    aliases: &["nim"],
    title: "Matches Game",
    url: "http://poj.org/problem?id=2234",
    game: "Nim: take any number from one pile; last mover wins",
    input: "lines `M a1 .. aM` until end of input",
    output: "Yes / No",
    run,
};

fn run(input: &mut Scanner<'_>, out: &mut Out<'_>) -> Result<(), Error> {
    walk(&mut Numbers::new(input), out)
}

/// The case loop over any number source (the two-thread file reader,
/// `parallel`, uses it too).
pub fn walk<S: NumberStream>(input: &mut S, out: &mut Out<'_>) -> Result<(), Error> {
    while !input.at_end()? {
        case(input, out)?;
        out.check()?;
    }
    Ok(())
}

/// One case: the two-thread reader answers whole chunks of them at once and
/// calls this only where a case crosses a chunk's end.
#[inline(always)]
pub fn case<S: NumberStream>(input: &mut S, out: &mut Out<'_>) -> Result<(), Error> {
    let piles = input.next_u64("a pile count")?;
    let mut nim_sum = 0;
    for _ in 0..piles {
        nim_sum ^= input.next_u64("a pile size")?;
    }
    out.line(if nim_outcome(nim_sum).next_wins() {
        "Yes"
    } else {
        "No"
    });
    Ok(())
}

/// The judge data: lines `M a1 .. aM`, 1 <= M <= 20, piles 1..=10^7.
#[cfg(feature = "tools")]
pub mod tools {
    use crate::format::{int, ints, Blanks, Cases, Element, Expr, Format};
    use crate::registry::Tools;

    pub const TOOLS: Tools = crate::tools!("poj2234", generate: crate::testdata::nim_lists);

    /// The judge's input, as its statement gives it.
    pub const FORMAT: Format = Format {
        cases: Cases::UntilEnd,
        case: &[Element::Line(&[
            int("M", "a pile count", 1, 20),
            ints(Expr::Var("M"), "a", "a pile size", 1, 10_000_000),
        ])],
        blanks: Blanks::None,
    };
}

#[cfg(feature = "tools")]
pub mod explain {
    //! `grundy explain poj2234`: Bouton's theorem on each line's piles.

    /// What explain knows about this problem: its hook, words, moves and picture.
    pub const ROW: crate::explain::Row = crate::explain::drawn(
        crate::explain::positional(explain, &POSITION, Some(&PLAY)),
        crate::explain::pictures::heaps,
    );

    use crate::error::Error;
    use crate::explain::nim::{self, Play, PILES};
    use crate::explain::{read_values, verdict, Accounts, FIRST_PLAYER};
    use crate::output::Out;
    use crate::problems::until_end;
    use crate::scanner::Scanner;

    pub fn explain(
        input: &mut Scanner<'_>,
        out: &mut Out<'_>,
        accounts: &mut Accounts,
    ) -> Result<(), Error> {
        let mut case = 0;
        until_end(input, out, |input, out| {
            let count = input.next_u64("a pile count")?;
            let piles = read_values(input, count, "a pile size")?;
            case += 1;
            let game = nim::game(count);
            let outcome = nim::outcome(&piles, Play::Normal);
            let verdict = verdict(outcome, ["Yes", "No"], FIRST_PLAYER);
            let account = nim::account(case, &piles, &PILES, Play::Normal, game, verdict, accounts);
            accounts.add(out, account);
            Ok(())
        })
    }

    /// `grundy explain poj2234 3 4 5`: the pile sizes.
    pub const POSITION: crate::explain::Words = crate::explain::Words {
        usage: "PILE...",
        example: "3 4 5",
        count: None,
        input: |w| crate::explain::words::counted(w, "", ""),
    };

    /// Nim's moves on them.
    pub const PLAY: crate::explain::Play = crate::explain::Play {
        moves: |w, limit| {
            let piles = crate::explain::numbers(w);
            let play = crate::explain::nim::Play::Normal;
            crate::explain::nim::all_moves(&piles, &crate::explain::nim::PILES, play, limit)
        },
        misere: false,
    };
}
