//! HDU 2873 Bomb Game: bombs on an n x m board; exploding the bomb at row
//! p, column q puts new bombs at (u, q) and (p, v) for u < p, v < q of the
//! player's choice (one new bomb on row 1 or column 1); two bombs on one
//! square, or a bomb on (1, 1), vanish at once. John moves first; whoever
//! cannot explode a bomb loses. Per case `n m` and n rows of m characters
//! (`#` a bomb, `.` empty), until `0 0`; `John` when John wins, else `Jack`
//! (no case label).
//!
//! A board is the XOR of its bombs' values ([`Bombs`]: a table with no
//! known closed form). The first row read is row 1 and its first character
//! column 1, as the public solutions read it (the samples cannot tell: both
//! are symmetric under a row flip); a `#` on (1, 1) counts for nothing.
//! Boards up to [`BOARD_LIMIT`] on a side are answered (the statement: 50);
//! larger sides are rejected at that number, and so is a side of 0 that
//! does not end the input.

use crate::error::Error;
use crate::games::bomb::{Bombs, BOARD_LIMIT};
use crate::output::Out;
use crate::problem::Problem;
use crate::problems::until_sentinel;
use crate::scanner::Scanner;

pub const PROBLEM: Problem = Problem {
    id: "hdu2873",
    aliases: &["bomb-game"],
    title: "Bomb Game",
    url: "http://acm.hdu.edu.cn/showproblem.php?pid=2873",
    game: "explode a bomb at (p, q) into bombs at (u, q) and (p, v), u < p, v < q; last mover wins",
    input: "per case `n m` and n rows of `#` and `.`; `0 0` ends the input",
    output: "John / Jack",
    run,
};

fn run(input: &mut Scanner<'_>, out: &mut Out<'_>) -> Result<(), Error> {
    let mut bombs = Bombs::new();
    let mut board = Board::default();
    until_sentinel(input, out, |input, out| {
        if !board.read(input)? {
            return Ok(false);
        }
        let x = board.bombs().fold(0, |x, (p, q)| x ^ bombs.grundy(p, q));
        out.line(if x != 0 { "John" } else { "Jack" });
        Ok(true)
    })
}

/// One board as read: its size and rows.
#[derive(Default)]
struct Board {
    rows: u64,
    cols: u64,
    /// The rows' bytes, row after row.
    cells: Vec<u8>,
}

impl Board {
    /// Reads `n m` and the n rows; false at `0 0`.
    fn read(&mut self, input: &mut Scanner<'_>) -> Result<bool, Error> {
        let rows = input.next_u64_where(
            &format!("a row count n from 1 to {BOARD_LIMIT} (or `0 0` to end the input)"),
            |n| n <= BOARD_LIMIT,
        )?;
        if rows == 0 {
            input.next_u64_where("0 after a row count of 0 (`0 0` ends the input)", |m| {
                m == 0
            })?;
            return Ok(false);
        }
        let cols = input
            .next_u64_where(&format!("a column count m from 1 to {BOARD_LIMIT}"), |m| {
                (1..=BOARD_LIMIT).contains(&m)
            })?;
        self.rows = rows;
        self.cols = cols;
        self.cells.clear();
        let expected = format!("a row of {cols} characters '#' and '.'");
        let mut row = Vec::new();
        for _ in 0..rows {
            input.next_word(&expected, &mut row, |w| {
                w.len() as u64 == cols && w.iter().all(|&c| c == b'#' || c == b'.')
            })?;
            self.cells.extend_from_slice(&row);
        }
        Ok(true)
    }

    /// The bombs, as (row, column) from 1, in reading order.
    fn bombs(&self) -> impl Iterator<Item = (u64, u64)> + '_ {
        let cols = self.cols as usize;
        self.cells
            .iter()
            .enumerate()
            .filter(|(_, &c)| c == b'#')
            .map(move |(i, _)| ((i / cols) as u64 + 1, (i % cols) as u64 + 1))
    }
}
