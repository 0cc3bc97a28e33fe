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

/// The judge data: groups `n m` (1 <= n <= 1000, 2 <= m <= 100) and n lines
/// `Ti Ji` (1..=m, never equal: the solver's check), blank lines between
/// groups, until end of input. A case is `[m]` and then one row per line.
#[cfg(feature = "tools")]
pub mod tools {
    use crate::format::{int, int_in, Blanks, Cases, Element, Expr, Format};
    use crate::registry::Tools;
    use crate::testdata::{Case, Rng, Scale};

    pub const TOOLS: Tools = crate::tools!("hdu1730");

    /// The judge's input, as its statement gives it.
    pub const FORMAT: Format = Format {
        cases: Cases::UntilEnd,
        case: &[
            Element::Line(&[
                int("n", "a row count", 1, 1000),
                int("m", "a column count", 2, 100),
            ]),
            Element::Repeat {
                count: Expr::Var("n"),
                body: &[Element::Line(&[
                    int_in("T", "Tom's column", Expr::Lit(1), Expr::Var("m")),
                    int_in("J", "Jerry's column", Expr::Lit(1), Expr::Var("m")),
                ])],
            },
        ],
        blanks: Blanks::BetweenCases,
    };

    /// Pieces side by side (no move between them), Tom right of Jerry as
    /// well as left, pieces at both edges, and blank lines between groups,
    /// on purpose.
    fn generate(rng: &mut Rng, scale: Scale, count: usize) -> Vec<Case> {
        let (most, widest) = scale.pick((3, 6), (1000, 100), (2000, u64::MAX));
        let most = most.min(scale.pick(3, 40, 200));
        (0..count)
            .map(|_| {
                let m = rng.value(2, widest);
                let mut case = vec![vec![m]];
                for _ in 0..rng.value(1, most) {
                    let tom = rng.value(1, m);
                    let jerry = match rng.range(0, 2) {
                        0 if tom < m => tom + 1,
                        0 => tom - 1,
                        _ => {
                            let j = rng.value(1, m - 1);
                            if j >= tom {
                                j + 1
                            } else {
                                j
                            }
                        }
                    };
                    case.push(vec![tom, jerry]);
                }
                case
            })
            .collect()
    }
}

#[cfg(feature = "tools")]
pub mod explain {
    //! `grundy explain hdu1730`: Nim on the gaps, and Tom's winning moves,
    //! retreats included.

    /// What explain knows about this problem: its hook, words, moves and picture.
    pub const ROW: crate::explain::Row = crate::explain::drawn(
        crate::explain::positional(explain, &POSITION, None),
        crate::explain::pictures::heaps,
    );

    use crate::error::Error;
    use crate::explain::words::{self, Built, Words};
    use crate::explain::{
        bouton, counted as rows_of, nums, verdict, Account, Accounts, Combine, Component, Example,
        Move, Step, Word,
    };
    use crate::games::nim::nim_outcome;
    use crate::games::northcott::{northcott_heap, northcott_winning_moves, PieceMove};
    use crate::output::Out;
    use crate::problems::until_end;
    use crate::scanner::Scanner;

    pub fn explain(
        input: &mut Scanner<'_>,
        out: &mut Out<'_>,
        accounts: &mut Accounts,
    ) -> Result<(), Error> {
        let mut case = 0;
        until_end(input, out, |input, out| {
            let rows = input.next_u64("a row count n")?;
            let columns = input.next_u64_where("a column count m of at least 2", |m| m >= 2)?;
            let tom_expected = format!("Tom's column, 1 to {columns}");
            let jerry_expected = format!("Jerry's column, 1 to {columns} and not Tom's");
            let mut board = Vec::new();
            for _ in 0..rows {
                let tom = input.next_u64_where(&tom_expected, |t| (1..=columns).contains(&t))?;
                let jerry = input
                    .next_u64_where(&jerry_expected, |j| (1..=columns).contains(&j) && j != tom)?;
                board.push((tom, jerry));
            }
            case += 1;
            let account = account(case, &board, columns, accounts);
            accounts.add(out, account);
            Ok(())
        })
    }

    fn account(case: u64, board: &[(u64, u64)], columns: u64, accounts: &Accounts) -> Account {
        let x = board.iter().fold(0, |x, &(t, j)| x ^ northcott_heap(t, j));
        let outcome = nim_outcome(x);
        let mut moves = accounts.moves_of(northcott_winning_moves(board, columns), |m| {
            step(board, columns, m, Tom)
        });
        if moves.count == 0 {
            moves.example = some_move(board, columns).map(|first| {
                let after = moved(board, first, Tom);
                let jerry_first: Vec<(u64, u64)> = after.iter().map(|&(t, j)| (j, t)).collect();
                Example {
                    first: step(board, columns, first, Tom),
                    reply: northcott_winning_moves(&jerry_first, columns)
                        .first()
                        .map(|&r| step(&after, columns, r, Jerry)),
                }
            });
        }
        let components = board
            .iter()
            .enumerate()
            .map(|(i, &(t, j))| {
                let h = northcott_heap(t, j);
                Component {
                    name: format!("row {}: Tom on {t}, Jerry on {j}", i + 1),
                    grundy: Some(h),
                    reason: format!("{} between", rows_of(h, "empty cell")),
                }
            })
            .collect();
        Account {
            case,
            part: None,
            position: written(board),
            words: flat(board, columns),
            game: format!(
                "Northcott, {} of {columns} columns, each written `Tom's column Jerry's column`; Tom moves first",
                rows_of(board.len() as u64, "row")
            ),
            components,
            combine: Combine {
                nim_sum: true,
                rule: vec![
                    "the empty cells between a row's pieces are a Nim heap: an advance is a Nim move,".into(),
                    "and a retreat is answered by advancing as far, which gives the heap back".into(),
                    bouton(x),
                ],
            },
            verdict: verdict(
                outcome,
                ["I WIN!", "BAD LUCK!"],
                ["Tom, who moves first, wins", "Jerry wins"],
            ),
            moves,
        }
    }

    /// Whose piece a move shifts: Tom's is first in a row, Jerry's second.
    #[derive(Clone, Copy)]
    enum Player {
        Tom,
        Jerry,
    }
    use Player::{Jerry, Tom};

    /// `4 5, 1 2`: the rows as the judge writes them.
    fn written(board: &[(u64, u64)]) -> String {
        let rows: Vec<String> = board.iter().map(|(t, j)| format!("{t} {j}")).collect();
        rows.join(", ")
    }

    fn moved(board: &[(u64, u64)], m: PieceMove, who: Player) -> Vec<(u64, u64)> {
        let mut after = board.to_vec();
        match who {
            Tom => after[m.row].0 = m.to,
            Jerry => after[m.row].1 = m.to,
        }
        after
    }

    /// The board as words: the column count, then each row's two columns.
    fn flat(board: &[(u64, u64)], columns: u64) -> Vec<Word> {
        let rows = board.iter().flat_map(|&(t, j)| [t, j]);
        nums(&std::iter::once(columns).chain(rows).collect::<Vec<_>>())
    }

    /// `grundy explain hdu1730 6 4 5 1 2`: the column count, then each row
    /// as `TOM JERRY` (the row count is theirs).
    pub const POSITION: Words = Words {
        usage: "COLUMNS TOM JERRY [TOM JERRY...]",
        example: "6 4 5 1 3 1 2",
        count: None,
        input: |w| {
            let rows = words::pair_count(w, 1);
            Built::new()
                .raw(&format!("{rows} "))
                .words(w, 0..1)
                .raw("\n")
                .pairs(w, 1)
        },
    };

    fn step(board: &[(u64, u64)], columns: u64, m: PieceMove, who: Player) -> Move {
        let name = match who {
            Tom => "Tom",
            Jerry => "Jerry",
        };
        Move {
            text: format!(
                "{name} moves his piece in row {} from column {} to column {}",
                m.row + 1,
                m.from,
                m.to
            ),
            before: written(board),
            after: written(&moved(board, m, who)),
            step: Step::new("move", flat(&moved(board, m, who), columns))
                .on(m.row)
                .by(m.to),
        }
    }

    /// Some move of Tom's: an advance by one where a row has room, else a
    /// retreat by one.
    fn some_move(board: &[(u64, u64)], columns: u64) -> Option<PieceMove> {
        let advance = board.iter().enumerate().find_map(|(row, &(t, j))| {
            (northcott_heap(t, j) > 0).then(|| PieceMove {
                row,
                from: t,
                to: if j > t { t + 1 } else { t - 1 },
            })
        });
        advance.or_else(|| {
            board.iter().enumerate().find_map(|(row, &(t, j))| {
                let to = if j > t { t - 1 } else { t + 1 };
                (1..=columns)
                    .contains(&to)
                    .then_some(PieceMove { row, from: t, to })
            })
        })
    }
}
