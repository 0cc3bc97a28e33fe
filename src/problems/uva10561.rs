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
//! the longest run of safe cells through the Grundy-sequence engine (the
//! octal game 0.007; about O(n^2 / 8) time, 2.7 s for a board of 50 000
//! cells, 0.37 of the plain formula's time; no period is known to cut this
//! short) and is kept for later boards. Boards shorter than 3 cells, below the
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
    output: "WINNING / LOSING, then the winning cells (empty line when losing)",
    run,
};

/// The judge's words: the player to move wins, or loses.
pub const WORDS: [&str; 2] = ["WINNING", "LOSING"];

/// The words naming the first number in errors.
pub const BOARD_COUNT: &str = "a board count";

pub fn run(input: &mut Scanner<'_>, out: &mut Out<'_>) -> Result<(), Error> {
    let mut game = Treblecross::new();
    let mut cells = Cells::default();
    let mut board = Vec::new();
    let mut moves = Vec::new();
    counted(input, out, BOARD_COUNT, |input, out| {
        read_board(input, &mut cells, &mut board)?;
        out.line(
            game.winning_moves(&board, &mut moves)
                .pick(WORDS[0], WORDS[1]),
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

/// What a board must be.
const BOARD: &str = "a board of '.' and 'X' without three X in a row";

/// One case: a board of `.` and `X`, packed into `cells` as it is read
/// and then unpacked into `board` (`run` and explain read it here).
fn read_board(
    input: &mut Scanner<'_>,
    cells: &mut Cells,
    board: &mut Vec<bool>,
) -> Result<(), Error> {
    cells.clear();
    input.next_token_in_pieces(BOARD, |piece| cells.take(piece))?;
    cells.unpack(board);
    Ok(())
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

/// The judge data: N (1..=99), then N boards of `.` and `X`, 3 to 200
/// cells, never three X in a row (the solver's check). A board is the row
/// of its cells, 1 for X.
#[cfg(feature = "tools")]
pub mod tools {
    use crate::format::{Blanks, Cases, Element, Expr, Format, Token};
    use crate::problem::Tools;
    use crate::testdata::{Case, Rng, Scale};

    pub const TOOLS: Tools = Tools {
        own_rule: Some("a board of '.' and 'X'"),
        ..crate::tools!()
    };

    /// The judge's input, as its statement gives it.
    pub const FORMAT: Format = Format {
        cases: Cases::counted("N", super::BOARD_COUNT, 1, 99),
        case: &[Element::Line(&[Token::Word {
            name: "board",
            what: "a board of '.' and 'X'",
            letters: ".X",
            len: (Expr::Lit(3), Expr::Lit(200)),
        }])],
        blanks: Blanks::None,
    };

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
}

#[cfg(feature = "tools")]
pub mod explain {
    //! `grundy explain uva10561`: an immediate three in a row, or the runs
    //! of safe cells as a sum of octal-game heaps, and the winning cells.

    /// What explain knows about this problem: its hook and moves, and a position as words, `grundy
    /// explain uva10561 ..X..`: the row, `.` empty and `X` crossed.
    pub const ROW: crate::explain::Row = crate::row!(
        explain,
        words: line(super::tools::FORMAT, "..X....X.."),
        play: PLAY,
        picture: treblecross,
    );

    use super::Cells;
    use crate::error::Error;
    use crate::explain::{
        bounded, mover, verdict, Account, Accounts, Combine, Component, Example, Move, Play, Step,
        Word,
    };
    use crate::games::treblecross::{completing_cells, safe_runs, split_run, Treblecross};
    use crate::games::Outcome;
    use crate::output::Out;
    use crate::problems::counted;
    use crate::scanner::Scanner;

    const GAME: &str =
        "Treblecross: put an X in an empty cell; whoever makes three X in a row wins";

    /// Reads each case with `run`'s own reader (`read_board`, the same streamed
    /// `Cells` and expected words), so a bad input stops at the same token
    /// with the same message.
    pub fn explain(
        input: &mut Scanner<'_>,
        out: &mut Out<'_>,
        accounts: &mut Accounts,
    ) -> Result<(), Error> {
        let mut game = Treblecross::new();
        let mut read = Cells::default();
        let mut board = Vec::new();
        let mut cells = Vec::new();
        let mut case = 0;
        counted(input, out, super::BOARD_COUNT, |input, out| {
            super::read_board(input, &mut read, &mut board)?;
            let outcome = game.winning_moves(&board, &mut cells);
            case += 1;
            let account = account(case, &board, outcome, &cells, &mut game, accounts);
            accounts.add(out, account);
            Ok(())
        })
    }

    fn account(
        case: u64,
        board: &[bool],
        outcome: Outcome,
        cells: &[usize],
        game: &mut Treblecross,
        accounts: &Accounts,
    ) -> Account {
        let mut account = Account {
            case,
            part: None,
            position: text(board),
            words: vec![Word::Text(text(board))],
            game: GAME.to_string(),
            components: Vec::new(),
            combine: Combine::default(),
            verdict: verdict(
                outcome,
                super::WORDS,
                ["the player to move wins", "the player to move loses"],
            ),
            moves: accounts.moves_of(cells.iter().copied(), |c| cross(board, c, game)),
        };
        let completing = completing_cells(board);
        let rule = &mut account.combine.rule;
        if board.len() < 3 {
            rule.push(
                "a board of fewer than 3 cells can never hold three in a row: nobody can win, so the player to move cannot".to_string(),
            );
            return account;
        }
        if let Some(&c) = completing.first() {
            rule.push(format!(
                "an X in cell {} makes three in a row: such cells win at once, and any other move lets the opponent do it",
                c + 1
            ));
            return account;
        }
        account.game += "; an X within two cells of another lets the opponent make three, so play goes on in the runs of safe cells, each a heap of the octal game 0.007";
        let runs = safe_runs(board);
        for run in &runs {
            let (first, last) = (run.start + 1, run.start + run.len);
            let name = if run.len == 1 {
                format!("safe cell {first} (a run of 1)")
            } else {
                format!("safe cells {first}-{last} (a run of {})", run.len)
            };
            account.components.push(Component {
                name,
                grundy: Some(u64::from(game.grundy(run.len))),
                reason: String::new(),
            });
        }
        rule.push(if runs.is_empty() {
            format!("no safe cell is left: {}", mover(outcome))
        } else if outcome.next_wins() {
            format!(
                "the nim-sum is not 0, and an X in some safe cell makes it 0: {}",
                mover(outcome)
            )
        } else {
            format!(
                "the nim-sum is 0, and every X changes it to non-zero: {}",
                mover(outcome)
            )
        });
        account.combine.nim_sum = !runs.is_empty();
        if !outcome.next_wins() {
            account.moves.example = lost_example(board, game);
        }
        account
    }

    /// For a lost board of 3 cells or more: an X in the first safe cell (or
    /// the first empty one when none is safe), and the opponent's winning
    /// answer.
    fn lost_example(board: &[bool], game: &mut Treblecross) -> Option<Example> {
        let safe = safe_runs(board).first().map(|r| r.start);
        let cell = safe.or_else(|| board.iter().position(|&x| !x))?;
        let mut after = board.to_vec();
        after[cell] = true;
        let mut replies = Vec::new();
        game.winning_moves(&after, &mut replies);
        let reply = replies.first().map(|&r| cross(&after, r, game));
        Some(Example {
            first: cross(board, cell, game),
            reply,
        })
    }

    /// An X in `cell` (0-based), and what it leaves: three in a row, or the
    /// two runs it splits its safe run into.
    fn cross(board: &[bool], cell: usize, game: &mut Treblecross) -> Move {
        let mut after = board.to_vec();
        after[cell] = true;
        let what = if after.windows(3).any(|w| w == [true; 3]) {
            " (three in a row)".to_string()
        } else {
            let run = safe_runs(board)
                .into_iter()
                .find(|r| (r.start..r.start + r.len).contains(&cell));
            match run {
                Some(r) => {
                    let (left, right) = split_run(r.len, cell - r.start);
                    let (gl, gr) = (game.grundy(left), game.grundy(right));
                    format!(" (leaves runs of {left} and {right}, g = {gl} xor {gr})")
                }
                None => String::new(),
            }
        };
        Move {
            text: format!("X in cell {}{what}", cell + 1),
            before: text(board),
            after: text(&after),
            step: Step::new("cross", vec![Word::Text(text(&after))]).by(cell as u64 + 1),
        }
    }

    /// An X in any empty cell, until three stand in a row.
    pub const PLAY: Play = Play {
        moves: |w, limit| {
            let board: Vec<bool> = w
                .first()
                .map_or("", |b| b)
                .bytes()
                .map(|b| b == b'X')
                .collect();
            if board.windows(3).any(|w| w == [true; 3]) {
                return Some(Vec::new());
            }
            let empty = bounded((0..board.len()).filter(|&c| !board[c]), limit)?;
            let mut game = Treblecross::new();
            Some(
                empty
                    .into_iter()
                    .map(|c| cross(&board, c, &mut game))
                    .collect(),
            )
        },
        misere: false,
    };

    fn text(board: &[bool]) -> String {
        board.iter().map(|&x| if x { 'X' } else { '.' }).collect()
    }
}
