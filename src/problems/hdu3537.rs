//! HDU 3537 Daizhenyang's Coin: Mock Turtles. Coins in a row, numbered from
//! 0; a move turns one, two or three coins, the rightmost from heads to
//! tails; whoever cannot move loses. Daizhenyang moves first. Cases until the
//! input ends: `n`, then the n head positions; `Yes` when Daizhenyang
//! **loses** (the position is "losable" for him), else `No`.
//!
//! A position may be listed twice or more (the statement says so): it is
//! still one head, so positions are de-duplicated before anything else. The
//! first player loses exactly when the distinct heads are even in number and
//! their positions XOR to 0 ([`mock_turtles_outcome`], the odious-number
//! values). For n = 0 the sample has no second line: tokens are read, not
//! lines. Exact for every `u64` position and any count (the statement:
//! n <= 100, positions below 10^8).

use crate::error::Error;
use crate::games::mock_turtles::mock_turtles_outcome;
use crate::output::Out;
use crate::problem::Problem;
use crate::problems::until_end;
use crate::scanner::Scanner;

pub const PROBLEM: Problem = Problem {
    id: "hdu3537",
    aliases: &["daizhenyangs-coin", "mock-turtles"],
    title: "Daizhenyang's Coin",
    url: "http://acm.hdu.edu.cn/showproblem.php?pid=3537",
    game: "Mock Turtles: turn 1 to 3 coins, the rightmost heads to tails; last mover wins",
    input: "cases `n`, then n head positions (no line when n = 0), until end of input",
    output: "Yes (the first player loses) / No",
    run,
};

/// A line `n` (0..=100), then a line of n positions (0..10^8, repeats
/// allowed), absent when n = 0; cases until the input ends.
#[cfg(feature = "tools")]
pub const FORMAT: crate::format::Format = {
    use crate::format::*;
    Format {
        cases: Cases::UntilEnd,
        case: &[
            Element::Line(&[int("n", "a head count", 0, 100)]),
            Element::Line(&[ints(Expr::Var("n"), "a", "a head position", 0, 99_999_999)]),
        ],
        blanks: Blanks::None,
    }
};

fn run(input: &mut Scanner<'_>, out: &mut Out<'_>) -> Result<(), Error> {
    let mut heads = Vec::new();
    until_end(input, out, |input, out| {
        read_case(input, &mut heads)?;
        // The judge asks whether the first player loses.
        out.line(mock_turtles_outcome(&mut heads).pick("No", "Yes"));
        Ok(())
    })
}

/// Reads `n` and the n head positions into `heads`.
fn read_case(input: &mut Scanner<'_>, heads: &mut Vec<u64>) -> Result<(), Error> {
    let count = input.next_u64("a head count n")?;
    heads.clear();
    for _ in 0..count {
        heads.push(input.next_u64("a head position")?);
    }
    Ok(())
}
