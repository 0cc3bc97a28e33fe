//! HDU 1564 Play a game: a stone starts on a corner of an n x n board, and
//! each move takes it to an unvisited orthogonal neighbour; whoever cannot
//! move loses. 8600 moves first. Lines `n` until `0`; `8600` when 8600 wins,
//! else `ailyanlu`.
//!
//! The mover from a corner wins exactly when the board's area is even
//! ([`corner_walk_outcome`]: the domino-tiling strategy), so 8600 wins
//! exactly when n is even. Exact for every `u64` n (the statement bounds n
//! by 1..=10000); n = 1 leaves 8600 no move: `ailyanlu`. Only a lone `0`
//! ends the input.

use crate::error::Error;
use crate::games::domino_walk::corner_walk_outcome;
use crate::output::Out;
use crate::problem::Problem;
use crate::problems::until_sentinel;
use crate::scanner::Scanner;

pub const PROBLEM: Problem = Problem {
    id: "hdu1564",
    aliases: &["play-a-game"],
    title: "Play a game",
    url: "http://acm.hdu.edu.cn/showproblem.php?pid=1564",
    game: "a stone walks from a corner of an n x n board to unvisited neighbours; last mover wins",
    input: "lines `n` until `0`",
    output: "8600 / ailyanlu",
    run,
};

/// Lines `n` (1..=10000) until a line `0`.
#[cfg(feature = "tools")]
pub const FORMAT: crate::format::Format = {
    use crate::format::*;
    Format {
        cases: Cases::Sentinel(&[0]),
        case: &[Element::Line(&[int("n", "a board size", 1, 10_000)])],
        blanks: Blanks::None,
    }
};

/// The judge's words: 8600 (the first player) wins, or ailyanlu does.
const WORDS: [&str; 2] = ["8600", "ailyanlu"];

fn run(input: &mut Scanner<'_>, out: &mut Out<'_>) -> Result<(), Error> {
    until_sentinel(input, out, |input, out| {
        let n = input.next_u64("a board size n (or 0 to end the input)")?;
        if n == 0 {
            return Ok(false);
        }
        out.line(corner_walk_outcome(n, n).pick(WORDS[0], WORDS[1]));
        Ok(true)
    })
}
