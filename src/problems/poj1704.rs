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

/// The judge data: T (1..=20), then per case N (1..=1000) and N distinct
/// cells (1..=10000) in any order. Distinct cells are the solver's check.
#[cfg(feature = "tools")]
pub mod tools {
    use crate::error::Error;
    use crate::scanner::Scanner;
    use crate::testdata::{count_then_line, number, numbers, write_rows, Case, Rng, Scale, Tools};

    pub const TOOLS: Tools = Tools {
        validate,
        generate,
        write,
    };

    fn validate(input: &mut Scanner<'_>) -> Result<(), Error> {
        let cases = number(input, "a test case count T", 1, 20)?;
        for _ in 0..cases {
            let pieces = number(input, "a piece count N", 1, 1000)?;
            numbers(input, pieces, "a cell", 1, 10_000)?;
        }
        input.expect_end()
    }

    /// Unsorted cells (solutions must sort), pieces side by side (no room
    /// between them), odd counts (the first piece pairs with the wall), and
    /// the last cell, on purpose.
    fn generate(rng: &mut Rng, scale: Scale, count: usize) -> Vec<Case> {
        let count = scale.cases(count, 20);
        let (most, last_cell) = scale.pick((4, 12), (1000, 10_000), (2000, u64::MAX));
        let most = most.min(scale.pick(4, 60, 200));
        (0..count)
            .map(|_| {
                let n = rng.value(1, most) as usize;
                let mut cells: Vec<u64> = Vec::with_capacity(n);
                while cells.len() < n {
                    let cell = match (cells.last(), rng.range(0, 2)) {
                        (Some(&c), 0) if c < last_cell => c + 1,
                        _ => rng.value(1, last_cell),
                    };
                    if !cells.contains(&cell) {
                        cells.push(cell);
                    }
                }
                if rng.one_in(2) {
                    cells.reverse();
                }
                vec![cells]
            })
            .collect()
    }

    fn write(cases: &[Case]) -> String {
        write_rows(cases, true, count_then_line, "")
    }
}
