//! POJ 1704 Georgia and Bob (also Luogu P10507): pieces on cells 1, 2, ...;
//! a move slides one piece left at least one cell without passing another
//! piece or sharing its cell; last mover wins. `T`, then per case `N` and N
//! distinct cells in any order. `Georgia will win` when the first player
//! wins, else `Bob will win` (the statement's `Not sure` never applies: the
//! game is finite and impartial).
//!
//! Staircase Nim ([`staircase_nim_sum`]): pair the pieces from the right, a
//! lone leftmost piece with the wall; the empty cells inside the pairs are
//! Nim heaps. Cells are kept sorted in a set for the case; a cell of 0 (off
//! the board) or one already taken cannot be a position of the game and is
//! rejected at its token.

use crate::error::Error;
use crate::games::nim::nim_outcome;
use crate::games::staircase::staircase_nim_sum;
use crate::output::Out;
use crate::problem::Problem;
use crate::problems::counted;
use crate::scanner::Scanner;
use std::collections::BTreeSet;

pub const PROBLEM: Problem = Problem {
    id: "poj1704",
    aliases: &["georgia-and-bob", "staircase-nim"],
    title: "Georgia and Bob",
    url: "http://poj.org/problem?id=1704",
    game: "pieces on a strip slide left without passing each other; last mover wins",
    input: "T, then per case N and N distinct cells (any order)",
    output: "Georgia will win / Bob will win",
    run,
};

fn run(input: &mut Scanner<'_>, out: &mut Out<'_>) -> Result<(), Error> {
    let mut cells = BTreeSet::new();
    counted(input, out, "a test case count", |input, out| {
        let pieces = input.next_u64("a piece count N")?;
        cells.clear();
        for _ in 0..pieces {
            input.next_u64_where("a cell of at least 1 that no other piece holds", |c| {
                c >= 1 && cells.insert(c)
            })?;
        }
        out.line(
            nim_outcome(staircase_nim_sum(cells.iter().copied()))
                .pick("Georgia will win", "Bob will win"),
        );
        Ok(())
    })
}
