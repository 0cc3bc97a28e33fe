//! HDU 2147 kiki's game: a coin starts at the top-right cell (1, m) of an
//! n x m board; a move takes it one cell left, down, or down-left; whoever
//! cannot move loses. kiki moves first. Lines `n m` until `0 0`;
//! `Wonderful!` when kiki wins, else `What a pity!`.
//!
//! The coin starts `m - 1` columns and `n - 1` rows from the bottom-left
//! corner, and the player to move loses exactly when both distances are even
//! ([`corner_walk_outcome`]): kiki loses exactly when n and m are both odd.
//! Exact for every `u64` (the statement bounds n, m by 1..=2000).
//!
//! Only `0 0` ends the input. A zero side alone (`0 5`, `5 0`) is no board
//! and no end marker, so it is an input error at that token.

use crate::error::Error;
use crate::games::corner::corner_walk_outcome;
use crate::output::Out;
use crate::problem::Problem;
use crate::problems::until_sentinel;
use crate::scanner::Scanner;

pub const PROBLEM: Problem = Problem {
    id: "hdu2147",
    aliases: &["kikis-game"],
    title: "kiki's game",
    url: "http://acm.hdu.edu.cn/showproblem.php?pid=2147",
    game: "a coin on an n x m board steps left, down or down-left; last mover wins",
    input: "lines `n m` until `0 0`",
    output: "Wonderful! / What a pity!",
    run,
};

fn run(input: &mut Scanner<'_>, out: &mut Out<'_>) -> Result<(), Error> {
    until_sentinel(input, out, |input, out| {
        let rows = input.next_u64("a row count n (or `0 0` to end the input)")?;
        if rows == 0 {
            input.next_u64_where("0 after a row count of 0 (`0 0` ends the input)", |m| {
                m == 0
            })?;
            return Ok(false);
        }
        let cols = input.next_u64_where("a column count m of at least 1", |m| m > 0)?;
        out.line(corner_walk_outcome(cols - 1, rows - 1).pick("Wonderful!", "What a pity!"));
        Ok(true)
    })
}
