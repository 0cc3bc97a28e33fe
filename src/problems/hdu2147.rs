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
    output: "Wonderful! / What a pity!",
    run,
};

pub fn run(input: &mut Scanner<'_>, out: &mut Out<'_>) -> Result<(), Error> {
    until_sentinel(input, out, |input, out| {
        let Some((rows, cols)) = read_board(input)? else {
            return Ok(false);
        };
        out.line(corner_walk_outcome(cols - 1, rows - 1).pick(WORDS[0], WORDS[1]));
        Ok(true)
    })
}

/// The judge data: lines `n m` (each 1..=2000) until `0 0`.
#[cfg(feature = "tools")]
pub mod tools {
    use crate::format::{int, Blanks, Cases, Element, Format};
    use crate::problem::Tools;
    use crate::testdata::{Case, Rng, Scale};

    pub const TOOLS: Tools = Tools {
        own_rule: Some("m >= 1 (and `0 0` is the only line with n = 0)"),
        ..crate::tools!()
    };

    /// The judge's input, as its statement gives it.
    pub const FORMAT: Format = Format {
        cases: Cases::Sentinel(&[0, 0]),
        case: &[Element::Line(&[
            int("n", "a row count", 1, 2000),
            int("m", "a column count", 1, 2000),
        ])],
        blanks: Blanks::None,
    };

    /// Both sides odd (the only losing boards), a single row or column, and
    /// the largest boards, on purpose.
    fn generate(rng: &mut Rng, scale: Scale, count: usize) -> Vec<Case> {
        let largest = scale.pick(9, 2000, u64::MAX);
        (0..count)
            .map(|_| {
                let mut side = || match rng.range(0, 3) {
                    0 => rng.value(0, (largest - 1) / 2) * 2 + 1,
                    1 => 1,
                    _ => rng.value(1, largest),
                };
                vec![vec![side(), side()]]
            })
            .collect()
    }
}

/// The judge's words: kiki (first to move) wins, or loses.
const WORDS: [&str; 2] = ["Wonderful!", "What a pity!"];

/// One line `n m`: the board's rows and columns, or `None` for `0 0`.
fn read_board(input: &mut Scanner<'_>) -> Result<Option<(u64, u64)>, Error> {
    let rows = input.next_u64("a row count n (or `0 0` to end the input)")?;
    if rows == 0 {
        input.next_u64_where("0 after a row count of 0 (`0 0` ends the input)", |m| {
            m == 0
        })?;
        return Ok(None);
    }
    let cols = input.next_u64_where("a column count m of at least 1", |m| m > 0)?;
    Ok(Some((rows, cols)))
}

#[cfg(feature = "tools")]
pub mod explain {
    //! `grundy explain hdu2147`: the parity of the coin's distances to the
    //! corner, and the step that makes both even.

    /// What explain knows about this problem: its hook and moves, and a position as words, `grundy
    /// explain hdu2147 5 3`: the board's rows and columns (the coin starts at the top-right).
    pub const ROW: crate::explain::Row = crate::row!(
        explain,
        words: line(super::tools::FORMAT, "ROWS COLUMNS", "5 3"),
        play: PLAY,
        picture: kiki,
        restated: Anew,
    );

    use super::{read_board, WORDS};
    use crate::error::Error;
    use crate::explain::heaps::each_until;
    use crate::explain::{
        counted, mover, numbers, nums, verdict, Account, Accounts, Combine, Component, Example,
        Move, Play, Step as Data,
    };
    use crate::games::corner::{corner_walk_outcome, corner_winning_steps, Step};
    use crate::output::Out;
    use crate::scanner::Scanner;

    pub fn explain(
        input: &mut Scanner<'_>,
        out: &mut Out<'_>,
        accounts: &mut Accounts,
    ) -> Result<(), Error> {
        each_until(
            input,
            out,
            accounts,
            read_board,
            |case, (rows, cols), accounts| account(case, rows, cols, accounts),
        )
    }

    /// The coin starts at row 1, column m: `m - 1` columns and `n - 1` rows
    /// from the bottom-left corner it walks to.
    fn account(case: u64, rows: u64, cols: u64, accounts: &Accounts) -> Account {
        let (left, down) = (cols - 1, rows - 1);
        let outcome = corner_walk_outcome(left, down);
        let both = if outcome.next_wins() {
            "not both even"
        } else {
            "both even"
        };
        let board = Board { rows, cols };
        let winning = corner_winning_steps(left, down);
        let example = winning.is_empty().then(|| lost_example(board, left, down));
        let mut moves = accounts.moves_of(winning.iter().copied(), |s| board.step(s, left, down));
        moves.example = example.flatten();
        Account {
            case,
            part: None,
            position: board.at(left, down),
            words: nums(&[rows, cols]),
            game: format!(
                "a coin on a {rows} x {cols} board steps left, down or down-left; whoever cannot move loses"
            ),
            components: vec![Component {
                name: format!("coin at row 1, column {cols}"),
                grundy: None,
                reason: format!(
                    "{} and {} from the bottom-left corner",
                    counted(left, "column"),
                    counted(down, "row")
                ),
            }],
            combine: Combine {
                nim_sum: false,
                rule: vec![
                    "corner rule: the player to move loses exactly when both distances are even: every step makes one of them odd, and from any other cell one step makes both even".to_string(),
                    format!("{left} and {down} are {both}: {}", mover(outcome)),
                ],
            },
            verdict: verdict(outcome, WORDS, ["kiki, who moves first, wins", "kiki loses"]),
            moves,
        }
    }

    /// For a lost cell: the first step there is, and the winning answer.
    fn lost_example(board: Board, left: u64, down: u64) -> Option<Example> {
        let first = Step::ALL
            .into_iter()
            .find(|s| s.from(left, down).is_some())?;
        let (l, d) = first.from(left, down)?;
        let reply = corner_winning_steps(l, d)
            .first()
            .map(|&s| board.step(s, l, d));
        Some(Example {
            first: board.step(first, left, down),
            reply,
        })
    }

    #[derive(Clone, Copy)]
    struct Board {
        rows: u64,
        cols: u64,
    }

    impl Board {
        /// The coin `left` columns and `down` rows from the corner.
        fn at(self, left: u64, down: u64) -> String {
            let (n, m) = (self.rows, self.cols);
            format!("row {}, column {} of {n} x {m}", n - down, left + 1)
        }

        fn step(self, step: Step, left: u64, down: u64) -> Move {
            let (l, d) = step.from(left, down).expect("a legal step");
            let text = match step {
                Step::Left => "step left",
                Step::Down => "step down",
                Step::DownLeft => "step down-left",
            };
            // The board left: the coin in its top-right cell again.
            let step = Data::new(&text[5..], nums(&[d + 1, l + 1]));
            Move {
                text: text.to_string(),
                before: self.at(left, down),
                after: self.at(l, d),
                step,
            }
        }
    }

    /// The three steps. Play shows the board that is left below and left of
    /// the coin, so the coin is in its top-right cell again.
    pub const PLAY: Play = Play {
        moves: |w, _| {
            let n = numbers(w);
            let board = Board {
                rows: n[0],
                cols: n[1],
            };
            let (left, down) = (n[1] - 1, n[0] - 1);
            let legal = Step::ALL
                .into_iter()
                .filter(|s| s.from(left, down).is_some());
            Some(legal.map(|s| board.step(s, left, down)).collect())
        },
        misere: false,
    };
}
