//! POJ 2234 Matches Game: Nim. Lines `M a1 .. aM` until end of input; `Yes`
//! when the first player wins (the XOR of the piles is non-zero), else `No`.

use crate::error::Error;
use crate::games::nim::nim_outcome;
use crate::numbers::Numbers;
use crate::output::Out;
use crate::problem::Problem;
use crate::problems::{list_of, until_end_of};
use crate::scanner::Scanner;
use crate::stream::NumberStream;

pub const PROBLEM: Problem = Problem {
    id: "poj2234",
    aliases: &["nim"],
    title: "Matches Game",
    url: "http://poj.org/problem?id=2234",
    game: "Nim: take any number from one pile; last mover wins",
    output: "Yes / No",
    run,
};

/// The judge's words: the first player wins, or loses (`run` writes them,
/// explain's verdicts read them).
pub const WORDS: [&str; 2] = ["Yes", "No"];

/// What errors call a case's count and its values (the solver reads them,
/// `tools::FORMAT` names its tokens so).
pub const PILE_COUNT: &str = "a pile count";
pub const PILE: &str = "a pile size";

pub fn run(input: &mut Scanner<'_>, out: &mut Out<'_>) -> Result<(), Error> {
    until_end_of(&mut Numbers::new(input), out, case)
}

/// One case: the two-thread reader answers whole chunks of them at once and
/// calls this only where a case crosses a chunk's end.
#[inline(always)]
pub fn case<S: NumberStream>(input: &mut S, out: &mut Out<'_>) -> Result<(), Error> {
    let mut nim_sum = 0;
    list_of(input, [PILE_COUNT, PILE], |pile| nim_sum ^= pile)?;
    out.line(if nim_outcome(nim_sum).next_wins() {
        WORDS[0]
    } else {
        WORDS[1]
    });
    Ok(())
}

/// The judge data: lines `M a1 .. aM`, 1 <= M <= 20, piles 1..=10^7.
#[cfg(feature = "tools")]
pub mod tools {
    use crate::format::{Cases, Format};
    use crate::parallel::Plan;
    use crate::problem::Tools;

    /// A big file is answered on two threads, a line a case.
    pub const TOOLS: Tools = Tools {
        plan: Some(Plan::Cases(|input, out| super::case(input, out))),
        ..crate::tools!(generate: crate::testdata::nim_lists)
    };

    /// The judge's input, as its statement gives it.
    pub const FORMAT: Format = crate::counted_list! {
        cases: Cases::UntilEnd,
        count: ("M", super::PILE_COUNT, 1, 20) in front,
        values: ("a", super::PILE, 1, 10_000_000),
    };
}

#[cfg(feature = "tools")]
pub mod explain {
    //! `grundy explain poj2234`: Bouton's theorem on each line's piles.

    use crate::explain::nim::{self, Listed::UntilEnd};

    /// What explain knows about this problem: each line's piles answered
    /// `Yes` or `No`, the piles as words (`grundy explain poj2234 3 4 5`),
    /// Nim's moves and the heaps drawn.
    pub const ROW: crate::explain::Row = crate::row!(
        |input, out, accounts| {
            nim::lists(input, out, accounts, UntilEnd, [super::PILE_COUNT, super::PILE], |case, piles, accounts| {
                nim::plain(case, piles, super::WORDS, accounts)
            })
        },
        words: counted(super::tools::FORMAT, "PILE...", "3 4 5"),
        play: nim::MOVES,
        picture: heaps,
    );
}
