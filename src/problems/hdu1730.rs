//! HDU 1730 Northcott Game: n rows of m columns, each row with one piece of
//! Tom's and one of Jerry's; a player slides one of his own pieces along its
//! row, either way, to an empty cell without jumping the other piece; whoever
//! cannot move loses, and Tom moves first. Groups `n m` and n lines `Ti Ji`
//! until end of input (any blank lines between groups). `I WIN!` when Tom
//! wins, else `BAD LUCK!`.
//!
//! Northcott's game is Nim on the gaps ([`northcott_heap`]: the empty cells
//! between a row's pieces), though partizan and loopy; the argument is in
//! `games::northcott`, and `tests/rules/hdu1730.rs` checks it by retrograde
//! analysis of the real game. A board needs m >= 2 (two pieces a row) and
//! each row two different columns in 1..=m; anything else is not a board of
//! the game and is rejected at its token. A board of no rows leaves Tom
//! without a move (`BAD LUCK!`).

use crate::error::Error;
use crate::games::nim::nim_outcome;
use crate::games::northcott::northcott_heap;
use crate::output::Out;
use crate::problem::Problem;
use crate::problems::until_end;
use crate::scanner::Scanner;

pub const PROBLEM: Problem = Problem {
    id: "hdu1730",
    aliases: &["northcott"],
    title: "Northcott Game",
    url: "http://acm.hdu.edu.cn/showproblem.php?pid=1730",
    game: "Northcott: slide your own piece along its row, not past the other's; last mover wins",
    input: "groups `n m` and n lines `Ti Ji`, until end of input",
    output: "I WIN! / BAD LUCK!",
    run,
};

fn run(input: &mut Scanner<'_>, out: &mut Out<'_>) -> Result<(), Error> {
    until_end(input, out, |input, out| {
        let rows = input.next_u64("a row count n")?;
        let columns = input.next_u64_where("a column count m of at least 2", |m| m >= 2)?;
        let tom_expected = format!("Tom's column, 1 to {columns}");
        let jerry_expected = format!("Jerry's column, 1 to {columns} and not Tom's");
        let mut nim_sum = 0;
        for _ in 0..rows {
            let tom = input.next_u64_where(&tom_expected, |t| (1..=columns).contains(&t))?;
            let jerry = input
                .next_u64_where(&jerry_expected, |j| (1..=columns).contains(&j) && j != tom)?;
            nim_sum ^= northcott_heap(tom, jerry);
        }
        out.line(nim_outcome(nim_sum).pick("I WIN!", "BAD LUCK!"));
        Ok(())
    })
}
