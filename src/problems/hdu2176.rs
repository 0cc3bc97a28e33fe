//! HDU 2176 取(m堆)石子游戏: Nim; list the first player's winning first
//! moves. Per case `m` and m pile sizes; `m = 0` ends the input. `No` when
//! the first player loses; else `Yes` and a line `a b` per winning move
//! (a pile of a left with b).
//!
//! Bouton's theorem ([`winning_moves`]): the winning moves reduce a pile a
//! holding the nim-sum X's highest bit to `a ^ X`. Moves are listed in input
//! order, one per pile, so equal winning piles repeat their line (the spec's
//! reading of the statement). The case's lines are written only once the
//! whole case is read: the moves need X, and a cut-off case prints nothing.
//! Empty piles are accepted and never move. The input is HDU 1850's, read
//! by its reader.

use crate::error::Error;
use crate::games::nim::{nim_outcome, nim_sum, winning_moves};
use crate::output::Out;
use crate::problems::hdu1850::next_piles;
use crate::registry::Problem;
use crate::scanner::Scanner;

pub const PROBLEM: Problem = Problem {
    id: "hdu2176",
    aliases: &[],
    title: "取(m堆)石子游戏",
    url: "http://acm.hdu.edu.cn/showproblem.php?pid=2176",
    game: "Nim: list the first player's winning first moves",
    input: "per case `m` and m pile sizes; m = 0 ends the input",
    output: "No, or Yes and one line `a b` per winning move (pile a left with b)",
    run,
};

fn run(input: &mut Scanner<'_>, out: &mut Out<'_>) -> Result<(), Error> {
    if input.at_end()? {
        return Ok(());
    }
    let mut piles = Vec::new();
    while next_piles(input, &mut piles)? {
        let x = nim_sum(piles.iter().copied());
        if nim_outcome(x).next_wins() {
            out.line("Yes");
            for (from, to) in winning_moves(&piles, x) {
                out.u64(from);
                out.byte(b' ');
                out.u64(to);
                out.byte(b'\n');
            }
        } else {
            out.line("No");
        }
        out.check()?;
    }
    input.expect_end()
}
