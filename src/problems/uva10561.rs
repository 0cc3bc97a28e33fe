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

/// The judge data: N (1..=99), then N boards of `.` and `X`, 3 to 200
/// cells, never three X in a row (the solver's check). A board is the row
/// of its cells, 1 for X.
#[cfg(feature = "tools")]
pub mod tools {
    use crate::error::Error;
    use crate::scanner::Scanner;
    use crate::testdata::{bound, number, write_rows, Case, Rng, Scale, Tools};

    pub const TOOLS: Tools = Tools {
        validate,
        generate,
        write,
    };

    fn validate(input: &mut Scanner<'_>) -> Result<(), Error> {
        let boards = number(input, "a board count N", 1, 99)?;
        let expected = bound("a board of '.' and 'X', of a length", 3, 200);
        let mut word = Vec::new();
        for _ in 0..boards {
            input.next_word(&expected, &mut word, |w| (3..=200).contains(&w.len()))?;
        }
        input.expect_end()
    }

    /// Empty boards, `X.X` and `XX.` (a win at once), X near both ends,
    /// and the longest boards, on purpose.
    fn generate(rng: &mut Rng, scale: Scale, count: usize) -> Vec<Case> {
        let count = scale.cases(count, 99);
        let longest = scale.pick(10, 200, 2000);
        (0..count)
            .map(|_| {
                let length = rng.value(3, longest) as usize;
                let mut cells: Vec<u64> = match rng.range(0, 3) {
                    0 => vec![0; length],
                    _ => {
                        let crosses = rng.range(1, 5);
                        (0..length)
                            .map(|_| u64::from(rng.range(0, 9) < crosses))
                            .collect()
                    }
                };
                if rng.one_in(3) {
                    let at = rng.range(0, length as u64 - 3) as usize;
                    cells[at..at + 3]
                        .copy_from_slice(rng.pick(&[[1, 0, 1], [1, 1, 0], [0, 1, 1]]).as_slice());
                }
                // Never three X in a row.
                for i in 2..length {
                    if cells[i - 2..=i] == [1, 1, 1] {
                        cells[i] = 0;
                    }
                }
                vec![cells]
            })
            .collect()
    }

    fn write(cases: &[Case]) -> String {
        write_rows(cases, true, board_line, "")
    }

    fn board_line(text: &mut String, cells: &[u64]) {
        text.extend(cells.iter().map(|&c| if c == 0 { '.' } else { 'X' }));
        text.push('\n');
    }
}
