//! UVa 10561 Treblecross: a row of cells, a move puts an X in an empty cell,
//! and whoever makes three X in a row wins. `N`, then N boards of `.` and
//! `X`; per board `WINNING` or `LOSING`, then a line with the winning cells
//! (1-based, increasing, one space apart).
//!
//! Theory in games::treblecross: an immediate three in a row if there is
//! one, else Sprague-Grundy over the runs of safe cells (octal game 0.007).
//! The second line is printed even when it is empty: a losing board gives
//! `LOSING` and an empty line (the spec's sample keeps it; Luogu's mirror
//! hides it). Boards of any length are answered: the Grundy table grows to
//! the longest run of safe cells in O(n^2) time (about 0.3 s for 20 000
//! cells, 10 s for 100 000; no period is known to cut this short) and is
//! kept for later boards. Boards shorter than 3 cells, below the
//! statement's bound, can never hold three in a row, so the player to move
//! cannot win: `LOSING` and an empty line. Bytes other than `.` and `X`, and
//! boards that already hold three X in a row (a finished game, impossible
//! by the statement), are rejected at the board.

use crate::error::Error;
use crate::games::treblecross::Treblecross;
use crate::output::Out;
use crate::problem::Problem;
use crate::problems::counted;
use crate::scanner::Scanner;

pub const PROBLEM: Problem = Problem {
    id: "uva10561",
    aliases: &["treblecross"],
    title: "Treblecross",
    url: "https://uva.onlinejudge.org/external/105/p10561.pdf",
    game: "put an X in an empty cell of a row; whoever makes three X in a row wins",
    input: "N, then N boards of `.` and `X`",
    output: "WINNING / LOSING, then the winning cells (empty line when losing)",
    run,
};

fn run(input: &mut Scanner<'_>, out: &mut Out<'_>) -> Result<(), Error> {
    let mut game = Treblecross::new();
    let mut cells = Cells::default();
    let mut board = Vec::new();
    let mut moves = Vec::new();
    counted(input, out, "a board count", |input, out| {
        cells.clear();
        input.next_token_in_pieces("a board of '.' and 'X' without three X in a row", |piece| {
            cells.take(piece)
        })?;
        cells.unpack(&mut board);
        out.line(
            game.winning_moves(&board, &mut moves)
                .pick("WINNING", "LOSING"),
        );
        for (i, &cell) in moves.iter().enumerate() {
            if i > 0 {
                out.byte(b' ');
            }
            out.u64(cell as u64 + 1);
        }
        out.byte(b'\n');
        Ok(())
    })
}

/// A board read piece by piece, checked as it streams in and kept at one
/// bit per cell: a bad byte or three X in a row at the end of a long board
/// is rejected having held an eighth of it, not the text and a copy.
#[derive(Default)]
struct Cells {
    /// Bit `i % 64` of word `i / 64` set when cell `i` holds an X.
    x: Vec<u64>,
    len: usize,
    /// X cells in a row at the end of what was read so far.
    run_of_x: u8,
}

impl Cells {
    fn clear(&mut self) {
        self.x.clear();
        self.len = 0;
        self.run_of_x = 0;
    }

    /// Takes the next piece; false at a byte other than `.` and `X`, or at
    /// a third X in a row.
    fn take(&mut self, piece: &[u8]) -> bool {
        for &b in piece {
            if self.len % 64 == 0 {
                self.x.push(0);
            }
            match b {
                b'.' => self.run_of_x = 0,
                b'X' if self.run_of_x < 2 => {
                    self.run_of_x += 1;
                    self.x[self.len / 64] |= 1 << (self.len % 64);
                }
                _ => return false,
            }
            self.len += 1;
        }
        true
    }

    /// The board as the game takes it: one `bool` per cell, X = true.
    fn unpack(&self, board: &mut Vec<bool>) {
        board.clear();
        board.extend((0..self.len).map(|i| self.x[i / 64] >> (i % 64) & 1 == 1));
    }
}
