//! HDU 2149 Public Sale: the price starts at 0, Lele and Yueyue in turn raise
//! it by 1..=N, and whoever makes it reach the cost price M or more gets the
//! land; Lele bids first. Lines `M N` (M first) until end of input; per case
//! every winning first bid of Lele's, ascending, separated by single spaces,
//! or `none`.
//!
//! The bids come from [`winning_first_raises`] (Bash's game in "reach at
//! least M" form): `M..=N` when `N >= M`, else the one bid `M % (N + 1)`
//! unless it is 0. Exact for every `u64`; when `N >= M` the line may hold up
//! to 2^64 - 1 numbers, so it is streamed (and stops when the output is
//! closed), never built in memory.
//!
//! The statement bounds `0 < N, M < 1100`. `N = 0` allows no bid at all and
//! `M = 0` has the land sold before anyone bids, so both are input errors.

use crate::error::Error;
use crate::games::bash::winning_first_raises;
use crate::output::Out;
use crate::problem::Problem;
use crate::problems::until_end;
use crate::scanner::Scanner;

pub const PROBLEM: Problem = Problem {
    id: "hdu2149",
    aliases: &["public-sale"],
    title: "Public Sale",
    url: "http://acm.hdu.edu.cn/showproblem.php?pid=2149",
    game: "a price starts at 0, raise it by 1..N; whoever makes it reach M wins",
    output: "the winning first bids, ascending, or none",
    run,
};

/// The judge's word when no first bid wins.
pub const NONE: &str = "none";

/// The words naming a case's numbers in errors.
pub const COST: &str = "a cost price M of at least 1";
pub const MAX_RAISE: &str = "a largest raise N of at least 1";

/// Bids written between two checks for a closed output.
const CHECK_EVERY: u64 = 4096;

pub fn run(input: &mut Scanner<'_>, out: &mut Out<'_>) -> Result<(), Error> {
    until_end(input, out, |input, out| {
        let (cost, max_raise) = read_case(input)?;
        let mut bids = winning_first_raises(cost, max_raise);
        match bids.next() {
            None => out.line(NONE),
            Some(first) => {
                out.u64(first);
                for bid in bids {
                    out.byte(b' ');
                    out.u64(bid);
                    if bid % CHECK_EVERY == 0 {
                        out.check()?;
                    }
                }
                out.byte(b'\n');
            }
        }
        Ok(())
    })
}

/// One line `M N`, the cost price and the largest raise, neither 0 (`run`
/// and explain read it here).
fn read_case(input: &mut Scanner<'_>) -> Result<(u64, u64), Error> {
    let cost = input.next_u64_where(COST, |m| m > 0)?;
    let max_raise = input.next_u64_where(MAX_RAISE, |n| n > 0)?;
    Ok((cost, max_raise))
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::io::{self, Write};

    /// An output whose reader goes away after taking the given number of bytes.
    struct ClosesAfter(usize);

    impl Write for ClosesAfter {
        fn write(&mut self, b: &[u8]) -> io::Result<usize> {
            if b.len() > self.0 {
                return Err(io::ErrorKind::BrokenPipe.into());
            }
            self.0 -= b.len();
            Ok(b.len())
        }
        fn flush(&mut self) -> io::Result<()> {
            Ok(())
        }
    }

    #[test]
    fn an_endless_line_stops_when_the_output_closes() {
        let mut input: &[u8] = b"1 18446744073709551615\n";
        let mut sink = ClosesAfter(1 << 20);
        let e = crate::solve(&PROBLEM, &mut input, &mut sink).unwrap_err();
        assert!(e.is_broken_pipe());
    }
}

/// The judge data: lines `M N`, 0 < M, N < 1100, until end of input.
#[cfg(feature = "tools")]
pub mod tools {
    use crate::format::{int, Blanks, Cases, Element, Format};
    use crate::problem::Tools;
    use crate::testdata::{Case, Rng, Scale};

    pub const TOOLS: Tools = Tools {
        own_rule: Some("M, N >= 1"),
        ..crate::tools!()
    };

    /// The judge's input, as its statement gives it.
    pub const FORMAT: Format = Format {
        cases: Cases::UntilEnd,
        case: &[Element::Line(&[
            int("M", "a cost price", 1, 1099),
            int("N", "a largest raise", 1, 1099),
        ])],
        blanks: Blanks::None,
    };

    /// N at least M (every raise from M to N wins, a long line), M a
    /// multiple of N + 1 (`none`) and its neighbours, on purpose.
    fn generate(rng: &mut Rng, scale: Scale, count: usize) -> Vec<Case> {
        // Past the bounds the answer line grows with N: keep it readable.
        let largest = scale.pick(12, 1099, 100_000);
        (0..count)
            .map(|_| {
                let n = rng.value(1, largest);
                let m = match rng.range(0, 3) {
                    0 => rng.value(1, n),
                    1 => rng.near_multiple(n + 1, largest),
                    _ => rng.value(1, largest),
                };
                vec![vec![m.clamp(1, largest), n]]
            })
            .collect()
    }
}

#[cfg(feature = "tools")]
pub mod explain {
    //! `grundy explain hdu2149`: the winning first bids are the winning moves
    //! of Bash's game in its "reach M" form ([`winning_first_raises`], which
    //! `run` prints as well).
    //!
    //! [`winning_first_raises`]: crate::games::bash::winning_first_raises

    /// What explain knows about this problem: its hook and moves, and a position as words, `grundy
    /// explain hdu2149 4 2`: the price to reach, and the most a bid adds.
    pub const ROW: crate::explain::Row = crate::row!(
        explain,
        words: line(super::tools::FORMAT, "4 2"),
        play: crate::bash_moves!(BID),
        picture: heaps,
    );

    use crate::error::Error;
    use crate::explain::bash::{self, Form};
    use crate::explain::heaps::{each, Listed::UntilEnd};
    use crate::explain::{Accounts, Verdict};
    use crate::output::Out;
    use crate::scanner::Scanner;

    const BID: Form = Form::reach("bid");

    pub fn explain(
        input: &mut Scanner<'_>,
        out: &mut Out<'_>,
        accounts: &mut Accounts,
    ) -> Result<(), Error> {
        each(
            input,
            out,
            accounts,
            UntilEnd,
            super::read_case,
            |case, (cost, max_raise), accounts| {
                let game = format!(
                "bids of 1 to {max_raise} until the price reaches {cost}: Bash's game on a heap of {cost}; written `left-to-reach N`"
            );
                let lele = |outcome| Verdict {
                    words: String::new(),
                    outcome,
                    meaning: outcome
                        .pick(
                            "Lele, who bids first, wins with these first bids",
                            "Lele cannot win",
                        )
                        .into(),
                };
                let mut account =
                    bash::account(case, (cost, max_raise), &BID, game, lele, accounts);
                account.verdict.words = judge_line(cost, max_raise);
                account
            },
        )
    }

    /// Most bids written out in the judge's line: every position within
    /// the official bounds (N <= 1099) is far below it; past it (explain
    /// takes any size) the line ends in `...`.
    const JUDGE_LINE_BIDS: u64 = 10_000;

    /// What the judge prints: the winning bids, or `none` (the solver's own
    /// words, not the explanation's shortened list of moves).
    fn judge_line(cost: u64, max_raise: u64) -> String {
        let mut bids =
            crate::games::bash::winning_first_raises(cost, max_raise).map(|b| b.to_string());
        let mut words: Vec<String> = bids.by_ref().take(JUDGE_LINE_BIDS as usize).collect();
        if words.is_empty() {
            return super::NONE.into();
        }
        if bids.next().is_some() {
            words.push("...".into());
        }
        words.join(" ")
    }
}
