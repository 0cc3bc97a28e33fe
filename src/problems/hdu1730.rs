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
    game: "Northcott: slide your own piece along its row, not past the other's; last mover wins (retreats need not end, but winning play only advances)",
    output: "I WIN! / BAD LUCK!",
    run,
};

/// The judge's words: Tom (first to move) wins, or loses.
pub const WORDS: [&str; 2] = ["I WIN!", "BAD LUCK!"];

/// The words naming a group's numbers in errors (the columns' depend on m).
pub const ROW_COUNT: &str = "a row count n";
pub const COLUMN_COUNT: &str = "a column count m of at least 2";

pub fn tom_column(columns: u64) -> String {
    format!("Tom's column, 1 to {columns}")
}

pub fn jerry_column(columns: u64) -> String {
    format!("Jerry's column, 1 to {columns} and not Tom's")
}

pub fn run(input: &mut Scanner<'_>, out: &mut Out<'_>) -> Result<(), Error> {
    until_end(input, out, |input, out| {
        let mut nim_sum = 0;
        read_board(input, |tom, jerry| nim_sum ^= northcott_heap(tom, jerry))?;
        out.line(nim_outcome(nim_sum).pick(WORDS[0], WORDS[1]));
        Ok(())
    })
}

/// One group: `n m`, then n rows `Ti Ji`, each handed to `row(tom, jerry)`
/// as it is read (`run` folds them into a nim-sum, explain keeps them).
/// Gives the column count m.
#[inline]
pub fn read_board(input: &mut Scanner<'_>, mut row: impl FnMut(u64, u64)) -> Result<u64, Error> {
    let rows = input.next_u64(ROW_COUNT)?;
    let columns = input.next_u64_where(COLUMN_COUNT, |m| m >= 2)?;
    let tom_expected = tom_column(columns);
    let jerry_expected = jerry_column(columns);
    for _ in 0..rows {
        let tom = input.next_u64_where(&tom_expected, |t| (1..=columns).contains(&t))?;
        let jerry =
            input.next_u64_where(&jerry_expected, |j| (1..=columns).contains(&j) && j != tom)?;
        row(tom, jerry);
    }
    Ok(columns)
}

/// The judge data: groups `n m` (1 <= n <= 1000, 2 <= m <= 100) and n lines
/// `Ti Ji` (1..=m, never equal: the solver's check), blank lines between
/// groups, until end of input. A case is `[m]` and then one row per line.
#[cfg(feature = "tools")]
pub mod tools {
    use crate::format::{int, int_in, Blanks, Cases, Element, Expr, Format};
    use crate::problem::Tools;
    use crate::testdata::{Case, Rng, Scale};

    pub const TOOLS: Tools = Tools {
        own_rule: Some("the columns lie in 1..=m and differ"),
        ..crate::tools!()
    };

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
    //! `grundy explain hdu1730`: Nim on the gaps, and the mover's winning
    //! moves, retreats included. The judge's boards have Tom to move; after
    //! his move Jerry is to move, which no judge input writes: a [`Later`]
    //! position, the same words after `jerry`, explained the same way from
    //! Jerry's side (the rules are the same for both players).

    /// What explain knows about this problem: its hook, words, moves,
    /// picture, and the boards with Jerry to move that arise in play.
    pub const ROW: crate::explain::Row = crate::explain::with_later(
        crate::explain::drawn(
            crate::explain::positional(
                |input, out, accounts| {
                    each(
                        input,
                        out,
                        accounts,
                        UntilEnd,
                        read_board,
                        |case, board, accounts| account(case, &board, accounts),
                    )
                },
                &POSITION,
                Some(&PLAY),
            ),
            crate::explain::pictures::heaps,
        ),
        &LATER,
    );

    use crate::error::Error;
    use crate::explain::heaps::{each, Listed::UntilEnd};
    use crate::explain::words::{self, Built, Words};
    use crate::explain::{
        bounded, bouton, counted as rows_of, verdict, Account, Accounts, Combine, Component,
        Example, Later, Move, Play, Step, Word,
    };
    use crate::games::nim::nim_outcome;
    use crate::games::northcott::{northcott_heap, northcott_winning_moves, PieceMove};
    use crate::scanner::Scanner;

    /// A judge's board, Tom to move, read as `run` reads it.
    fn read_board(input: &mut Scanner<'_>) -> Result<Board, Error> {
        let mut rows = Vec::new();
        let columns = super::read_board(input, |tom, jerry| rows.push((tom, jerry)))?;
        Ok(Board {
            rows,
            columns,
            mover: Tom,
        })
    }

    /// A position: the rows as `(Tom's column, Jerry's column)`, the
    /// board's width, and whose turn it is.
    #[derive(Clone, Debug)]
    struct Board {
        rows: Vec<(u64, u64)>,
        columns: u64,
        mover: Player,
    }

    /// Whose piece a move shifts: Tom's is first in a row, Jerry's second.
    #[derive(Clone, Copy, Debug, PartialEq, Eq)]
    enum Player {
        Tom,
        Jerry,
    }
    use Player::{Jerry, Tom};

    impl Player {
        fn name(self) -> &'static str {
            match self {
                Tom => "Tom",
                Jerry => "Jerry",
            }
        }

        fn other(self) -> Player {
            match self {
                Tom => Jerry,
                Jerry => Tom,
            }
        }
    }

    impl Board {
        /// The rows as `(mover's column, opponent's column)`, as the games
        /// layer takes them.
        fn mover_first(&self) -> Vec<(u64, u64)> {
            let flip = |&(t, j): &(u64, u64)| if self.mover == Tom { (t, j) } else { (j, t) };
            self.rows.iter().map(flip).collect()
        }

        /// The board after the mover's `m`, the other player to move.
        fn after(&self, m: PieceMove) -> Board {
            let mut rows = self.rows.clone();
            match self.mover {
                Tom => rows[m.row].0 = m.to,
                Jerry => rows[m.row].1 = m.to,
            }
            Board {
                rows,
                columns: self.columns,
                mover: self.mover.other(),
            }
        }

        /// The mover's winning moves, advances first: Bouton's reply always
        /// includes an advance, so play (which answers with the first)
        /// never retreats when it wins, and its pieces only close in.
        fn winning(&self) -> Vec<PieceMove> {
            let mut all = northcott_winning_moves(&self.mover_first(), self.columns);
            all.sort_by_key(|m| is_retreat(&self.mover_first(), m));
            all
        }

        /// Every legal move of the mover, row by row, by the column reached.
        fn moves(&self) -> impl Iterator<Item = PieceMove> + '_ {
            let columns = self.columns;
            self.mover_first()
                .into_iter()
                .enumerate()
                .flat_map(move |(row, (from, other))| {
                    let reach = if from < other {
                        1..=other - 1
                    } else {
                        other + 1..=columns
                    };
                    reach
                        .filter(move |&to| to != from)
                        .map(move |to| PieceMove { row, from, to })
                })
        }

        /// `4 5, 1 2` as the judge writes the rows, then `; Jerry to move`
        /// when he is.
        fn written(&self) -> String {
            let rows: Vec<String> = self.rows.iter().map(|(t, j)| format!("{t} {j}")).collect();
            match self.mover {
                Tom => rows.join(", "),
                Jerry => format!("{}; Jerry to move", rows.join(", ")),
            }
        }

        /// The words: the column count, then each row's two columns, after
        /// `jerry` when he is to move.
        fn words(&self) -> Vec<Word> {
            let jerry = (self.mover == Jerry).then(|| Word::Text(JERRY.into()));
            let numbers =
                std::iter::once(self.columns).chain(self.rows.iter().flat_map(|&(t, j)| [t, j]));
            jerry.into_iter().chain(numbers.map(Word::Num)).collect()
        }
    }

    /// True when `m` takes the mover's piece away from the opponent's.
    fn is_retreat(rows: &[(u64, u64)], m: &PieceMove) -> bool {
        let other = rows[m.row].1;
        m.to.abs_diff(other) > m.from.abs_diff(other)
    }

    fn account(case: u64, board: &Board, accounts: &Accounts) -> Account {
        let x = board
            .rows
            .iter()
            .fold(0, |x, &(t, j)| x ^ northcott_heap(t, j));
        let outcome = nim_outcome(x);
        let mut moves = accounts.moves_of(board.winning(), |m| step(board, m));
        if moves.count == 0 {
            moves.example = some_move(board).map(|first| {
                let after = board.after(first);
                Example {
                    first: step(board, first),
                    reply: after.winning().first().map(|&r| step(&after, r)),
                }
            });
        }
        let components = board
            .rows
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
        let (whose, words, meanings) = match board.mover {
            Tom => (
                "Tom moves first",
                super::WORDS,
                ["Tom, who moves first, wins", "Jerry wins"],
            ),
            Jerry => (
                "Jerry to move (as in play, after Tom's move)",
                [super::WORDS[1], super::WORDS[0]],
                [
                    "Jerry, who is to move, wins",
                    "Jerry, who is to move, loses: Tom wins",
                ],
            ),
        };
        Account {
            case,
            part: None,
            position: board.written(),
            words: board.words(),
            game: format!(
                "Northcott, {} of {} columns, each written `Tom's column Jerry's column`; {whose}",
                rows_of(board.rows.len() as u64, "row"),
                board.columns
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
            verdict: verdict(outcome, words, meanings),
            moves,
        }
    }

    /// `grundy explain hdu1730 6 4 5 1 2`: the column count, then each row
    /// as `TOM JERRY` (the row count is theirs); Tom is to move.
    pub const POSITION: Words = Words {
        usage: "COLUMNS TOM JERRY [TOM JERRY...]",
        example: "6 4 5 1 3 1 2",
        count: None,
        restated: words::Restated::Same,
        input: |w| {
            let rows = words::pair_count(w, 1);
            Built::new()
                .raw(&format!("{rows} "))
                .words(w, 0..1)
                .raw("\n")
                .pairs(w, 1)
        },
    };

    /// The word in front of a board with Jerry to move.
    const JERRY: &str = "jerry";

    /// `grundy explain hdu1730 jerry 6 4 5 1 3 1 2`: the same board with
    /// Jerry to move, as after any move of Tom's.
    pub const LATER: Later = Later {
        usage: "jerry COLUMNS TOM JERRY [TOM JERRY...] (Jerry to move)",
        is: |w| w.first().is_some_and(|w| w.eq_ignore_ascii_case(JERRY)),
        account: |w, accounts| Ok(account(1, &read_jerry(w)?, accounts)),
    };

    /// Every move of the player to move, retreats included: the game need
    /// not end, yet when `play` wins it answers with the first winning
    /// move, an advance, so its pieces only close in and the game ends;
    /// the user may `quit` any time.
    pub const PLAY: Play = Play {
        moves: |w, limit| {
            let board = board_of(w);
            let kept = bounded(board.moves(), limit)?;
            Some(kept.into_iter().map(|m| step(&board, m)).collect())
        },
        misere: false,
    };

    /// The board of words explain accepted (Tom's or `jerry` ones).
    fn board_of(w: &[String]) -> Board {
        let jerry = (LATER.is)(w);
        let n = crate::explain::numbers(&w[usize::from(jerry)..]);
        Board {
            rows: n[1..].chunks(2).map(|r| (r[0], r[1])).collect(),
            columns: n[0],
            mover: if jerry { Jerry } else { Tom },
        }
    }

    /// The board of `jerry COLUMNS TOM JERRY...`, checked as the judge
    /// checks a board; `Err` names the wrong word.
    fn read_jerry(w: &[String]) -> Result<Board, String> {
        let number = |i: usize, expected: &str, ok: &dyn Fn(u64) -> bool| {
            crate::explain::words::number_at(w, i, expected, ok)
        };
        let columns = number(1, super::COLUMN_COUNT, &|m| m >= 2)?;
        let mut rows = Vec::new();
        for i in (2..w.len()).step_by(2) {
            let on_board = |c: u64| (1..=columns).contains(&c);
            let tom = number(i, &super::tom_column(columns), &on_board)?;
            let jerry = number(i + 1, &super::jerry_column(columns), &|j| {
                on_board(j) && j != tom
            })?;
            rows.push((tom, jerry));
        }
        Ok(Board {
            rows,
            columns,
            mover: Jerry,
        })
    }

    fn step(board: &Board, m: PieceMove) -> Move {
        let after = board.after(m);
        Move {
            text: format!(
                "{} moves his piece in row {} from column {} to column {}",
                board.mover.name(),
                m.row + 1,
                m.from,
                m.to
            ),
            before: board.written(),
            after: after.written(),
            step: Step::new("move", after.words()).on(m.row).by(m.to),
        }
    }

    /// Some move of the mover's: an advance by one where a row has room,
    /// else a retreat by one.
    fn some_move(board: &Board) -> Option<PieceMove> {
        let rows = board.mover_first();
        let advance = rows.iter().enumerate().find_map(|(row, &(t, j))| {
            (northcott_heap(t, j) > 0).then(|| PieceMove {
                row,
                from: t,
                to: if j > t { t + 1 } else { t - 1 },
            })
        });
        advance.or_else(|| {
            rows.iter().enumerate().find_map(|(row, &(t, j))| {
                let to = if j > t { t - 1 } else { t + 1 };
                (1..=board.columns)
                    .contains(&to)
                    .then_some(PieceMove { row, from: t, to })
            })
        })
    }
}
