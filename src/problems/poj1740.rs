//! POJ 1740 A New Stone Game: n piles; a move removes at least one stone
//! from one pile and may move any of its remaining stones onto other piles
//! that still hold stones. Alice moves first; the last mover wins (the
//! statement is silent, the sample `1 1` -> 0 fixes it). Cases `n` and n
//! sizes until `n = 0`; `1` when Alice wins, else `0`.
//!
//! Alice loses exactly when the non-empty piles pair up into equal sizes
//! ([`spread_outcome`]); sizes come in any order. Empty piles are not
//! excluded by the statement, and they are inert by its rules (nothing can
//! be taken from them, and only piles that still hold stones receive), so
//! they are ignored: `1` / `0` and `3` / `0 1 1` are losses for Alice (`0`),
//! where the common "n odd -> 1" program prints 1. Exact for every `u64`
//! size and any pile count (the statement: n <= 10, sizes <= 100).

use crate::error::Error;
use crate::games::spread_piles::spread_outcome;
use crate::output::Out;
use crate::problem::Problem;
use crate::problems::until_sentinel;
use crate::scanner::Scanner;

pub const PROBLEM: Problem = Problem {
    id: "poj1740",
    aliases: &["a-new-stone-game"],
    title: "A New Stone Game",
    url: "http://poj.org/problem?id=1740",
    game: "take from one pile, spread the rest onto non-empty piles; last mover wins",
    input: "per case `n` and n pile sizes; `0` ends the input",
    output: "1 / 0",
    run,
};

/// A line `n` (1..=10), a line of n sizes (0..=100: zeros are not
/// excluded), until a line `0`.
#[cfg(feature = "tools")]
pub const FORMAT: crate::format::Format = {
    use crate::format::*;
    Format {
        cases: Cases::Sentinel(&[0]),
        case: &[
            Element::Line(&[int("n", "a pile count", 1, 10)]),
            Element::Line(&[ints(Expr::Var("n"), "a", "a pile size", 0, 100)]),
        ],
        blanks: Blanks::None,
    }
};

fn run(input: &mut Scanner<'_>, out: &mut Out<'_>) -> Result<(), Error> {
    let mut piles = Vec::new();
    until_sentinel(input, out, |input, out| {
        if !read_case(input, &mut piles)? {
            return Ok(false);
        }
        out.line(spread_outcome(&mut piles).pick("1", "0"));
        Ok(true)
    })
}

/// Reads `n` and the n pile sizes into `piles`; false at the sentinel.
fn read_case(input: &mut Scanner<'_>, piles: &mut Vec<u64>) -> Result<bool, Error> {
    let count = input.next_u64("a pile count n (or 0 to end the input)")?;
    if count == 0 {
        return Ok(false);
    }
    piles.clear();
    for _ in 0..count {
        piles.push(input.next_u64("a pile size")?);
    }
    Ok(true)
}
