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
    let mut word = Vec::new();
    let mut board = Vec::new();
    let mut moves = Vec::new();
    counted(input, out, "a board count", |input, out| {
        input.next_word(
            "a board of '.' and 'X' without three X in a row",
            &mut word,
            |w| w.iter().all(|&b| b == b'.' || b == b'X') && !w.windows(3).any(|t| t == b"XXX"),
        )?;
        board.clear();
        board.extend(word.iter().map(|&b| b == b'X'));
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
