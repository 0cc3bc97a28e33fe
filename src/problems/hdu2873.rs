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
    output: "John / Jack",
    run,
};

/// The judge's words: John (first to move) wins, or loses.
pub const WORDS: [&str; 2] = ["John", "Jack"];

pub fn run(input: &mut Scanner<'_>, out: &mut Out<'_>) -> Result<(), Error> {
    let mut bombs = Bombs::new();
    let mut board = Board::default();
    until_sentinel(input, out, |input, out| {
        if !board.read(input)? {
            return Ok(false);
        }
        let x = board.bombs().fold(0, |x, (p, q)| x ^ bombs.grundy(p, q));
        out.line(if x != 0 { WORDS[0] } else { WORDS[1] });
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
            .filter(|&(_, &c)| c == b'#')
            .map(move |(i, _)| ((i / cols) as u64 + 1, (i % cols) as u64 + 1))
    }
}

/// The judge data: `n m` (1..=50 each) and n rows of m characters `#` and
/// `.`, until `0 0`. A case is its rows, 1 for a bomb.
#[cfg(feature = "tools")]
pub mod tools {
    use crate::format::{int, Blanks, Cases, Element, Expr, Format, Token};
    use crate::problem::Tools;
    use crate::testdata::{Case, Rng, Scale};

    pub const TOOLS: Tools = Tools {
        own_rule: Some("rows of '#' and '.' of length m, boards up to 100 x 100"),
        ..crate::tools!(generate, write)
    };

    /// The judge's input, as its statement gives it.
    pub const FORMAT: Format = Format {
        cases: Cases::Sentinel(&[0, 0]),
        case: &[
            Element::Line(&[
                int("n", "a row count", 1, 50),
                int("m", "a column count", 1, 50),
            ]),
            Element::Repeat {
                count: Expr::Var("n"),
                body: &[Element::Line(&[Token::Word {
                    name: "row",
                    what: "a row of '#' and '.'",
                    letters: "#.",
                    len: (Expr::Var("m"), Expr::Var("m")),
                }])],
            },
        ],
        blanks: Blanks::None,
    };

    /// A bomb on (1, 1) (it vanishes), one row or one column (Nim heaps),
    /// pairs of mirrored bombs (equal values cancel: the lost boards),
    /// sparse and full boards, and the largest boards, on purpose.
    fn generate(rng: &mut Rng, scale: Scale, count: usize) -> Vec<Case> {
        let largest = scale.pick(5, 50, 80);
        (0..count)
            .map(|_| {
                let (n, m) = match rng.range(0, 4) {
                    0 => (1, rng.value(1, largest)),
                    1 => (rng.value(1, largest), 1),
                    _ => (rng.value(1, largest), rng.value(1, largest)),
                } as (u64, u64);
                let (n, m) = (n as usize, m as usize);
                let density = rng.range(0, 10);
                let mut rows: Vec<Vec<u64>> = (0..n)
                    .map(|_| {
                        (0..m)
                            .map(|_| u64::from(rng.range(0, 9) < density))
                            .collect()
                    })
                    .collect();
                if rng.one_in(3) {
                    // Only mirrored pairs: (p, q) and (q, p) cancel.
                    let side = n.min(m);
                    rows.iter_mut().for_each(|r| r.fill(0));
                    for _ in 0..rng.range(1, 3) {
                        let (p, q) = (rng.range(0, side as u64 - 1), rng.range(0, side as u64 - 1));
                        rows[p as usize][q as usize] ^= 1;
                        rows[q as usize][p as usize] ^= 1;
                    }
                }
                if rng.one_in(4) {
                    rows[0][0] = 1;
                }
                rows
            })
            .collect()
    }

    fn write(cases: &[Case]) -> String {
        let mut text = String::new();
        for rows in cases {
            text += &format!("{} {}\n", rows.len(), rows[0].len());
            for row in rows {
                text.extend(row.iter().map(|&c| if c == 1 { '#' } else { '.' }));
                text.push('\n');
            }
        }
        text + "0 0\n"
    }
}

#[cfg(feature = "tools")]
pub mod explain {
    //! `grundy explain hdu2873`: each bomb's value, their nim-sum, and the
    //! explosions that make it 0.

    /// What explain knows about this problem: its hook and moves, and a position as words, `grundy
    /// explain hdu2873 ..# .#. ..#`: the rows, row 1 first (the sizes `n m` are put in front, the
    /// end mark `0 0` after).
    pub const ROW: crate::explain::Row = crate::row!(
        explain,
        words: built(
            "ROW...",
            "..# .#. ..#",
            |w| {
                let cols = w.first().map_or(0, String::len);
                crate::explain::words::Built::new()
                    .raw(&format!("{} {cols}\n", w.len()))
                    .words(w, 0..w.len())
                    .raw("\n0 0\n")
            }
        ),
        play: PLAY,
    );

    /// Every explosion of every bomb, by bomb (reading order), then the
    /// new bombs' rows and columns.
    pub const PLAY: crate::explain::Play = crate::explain::Play {
        moves: |w, limit| {
            let mut grid = Grid {
                rows: w.len() as u64,
                cols: w.first().map_or(0, |r| r.len() as u64),
                cells: w
                    .iter()
                    .flat_map(|r| r.bytes().map(|b| b == b'#'))
                    .collect(),
            };
            if let Some(corner) = grid.cells.first_mut() {
                *corner = false;
            }
            let all = grid.bombs().flat_map(|(p, q)| {
                let news: Vec<(u64, u64)> = if p == 1 {
                    (1..q).map(|v| (1, v)).collect()
                } else if q == 1 {
                    (1..p).map(|u| (u, 1)).collect()
                } else {
                    (1..p).flat_map(|u| (1..q).map(move |v| (u, v))).collect()
                };
                news.into_iter().map(move |new| ((p, q), new))
            });
            let kept = bounded(all, limit)?;
            let mut bombs = Bombs::new();
            Some(
                kept.into_iter()
                    .map(|(at, new)| grid.explode(at, new, &mut bombs))
                    .collect(),
            )
        },
        misere: false,
    };

    use super::Board;
    use crate::error::Error;
    use crate::explain::{
        bounded, mover, verdict, Account, Accounts, Combine, Component, Example, Move, Step, Word,
    };
    use crate::games::bomb::Bombs;
    use crate::games::Outcome;
    use crate::output::Out;
    use crate::problems::until_sentinel;
    use crate::scanner::Scanner;

    pub fn explain(
        input: &mut Scanner<'_>,
        out: &mut Out<'_>,
        accounts: &mut Accounts,
    ) -> Result<(), Error> {
        let mut bombs = Bombs::new();
        let mut board = Board::default();
        let mut case = 0;
        until_sentinel(input, out, |input, out| {
            if !board.read(input)? {
                return Ok(false);
            }
            case += 1;
            let account = account(case, &board, &mut bombs, accounts);
            accounts.add(out, account);
            Ok(true)
        })
    }

    fn account(case: u64, board: &Board, bombs: &mut Bombs, accounts: &Accounts) -> Account {
        let mut grid = Grid {
            rows: board.rows,
            cols: board.cols,
            cells: board.cells.iter().map(|&c| c == b'#').collect(),
        };
        let mut rule = vec![
            "each bomb is a game whose moves make the bombs it explodes into, so a board is the XOR of its bombs; with a = p - 1, b = q - 1: g(a, 0) = a, g(0, b) = b, g(a, b) = mex of g(u, b) xor g(a, v) over u < a, v < b; two bombs on one square cancel (G + G = 0), and (1, 1) has no move".to_string(),
        ];
        if grid.cells[0] {
            grid.cells[0] = false;
            rule.push("the bomb on (1, 1) explodes at once: it counts for nothing".to_string());
        }
        let list: Vec<(u64, u64)> = grid.bombs().collect();
        let components: Vec<Component> = list
            .iter()
            .map(|&(p, q)| Component {
                name: format!("bomb at ({p}, {q})"),
                grundy: Some(u64::from(bombs.grundy(p, q))),
                reason: String::new(),
            })
            .collect();
        let x = list.iter().fold(0, |x, &(p, q)| x ^ bombs.grundy(p, q));
        let outcome = Outcome::of_grundy(x.into());
        rule.push(format!("the nim-sum is {x}: {}", mover(outcome)));
        let mut winning = Vec::new();
        if x != 0 {
            for &(p, q) in &list {
                for new in bombs.explosions(p, q, x) {
                    winning.push(((p, q), new));
                }
            }
        }
        let mut moves = accounts.moves_of(winning, |(at, new)| grid.explode(at, new, bombs));
        if !outcome.next_wins() {
            moves.example = lost_example(&grid, bombs);
        }
        Account {
            words: grid.words(),
            case,
            part: None,
            position: grid.text(),
            game: "bombs on a board; exploding (p, q) makes bombs at (u, q) and (p, v), u < p, v < q; whoever cannot explode a bomb loses".to_string(),
            components,
            combine: Combine {
                nim_sum: !list.is_empty(),
                rule,
            },
            verdict: verdict(
                outcome,
                super::WORDS,
                ["John, who moves first, wins", "John loses: Jack wins"],
            ),
            moves,
        }
    }

    /// For a lost board with a bomb: explode the first bomb into the
    /// first squares it allows, then the first winning answer.
    fn lost_example(grid: &Grid, bombs: &mut Bombs) -> Option<Example> {
        let (p, q) = grid.bombs().next()?;
        // u = v = 1: the new bombs on row 1 and column 1.
        let new = (1, 1);
        let first = grid.explode((p, q), new, bombs);
        let after = grid.after((p, q), new);
        let x = after.bombs().fold(0, |x, (r, c)| x ^ bombs.grundy(r, c));
        let reply = after
            .bombs()
            .collect::<Vec<_>>()
            .into_iter()
            .find_map(|(r, c)| {
                bombs
                    .explosions(r, c, x)
                    .first()
                    .map(|&n| after.explode((r, c), n, bombs))
            });
        Some(Example { first, reply })
    }

    /// A board as a set of bombs (row-major, `true` for a bomb).
    #[derive(Clone)]
    struct Grid {
        rows: u64,
        cols: u64,
        cells: Vec<bool>,
    }

    impl Grid {
        fn bombs(&self) -> impl Iterator<Item = (u64, u64)> + '_ {
            let cols = self.cols;
            (0..self.cells.len())
                .filter(|&i| self.cells[i])
                .map(move |i| (i as u64 / cols + 1, i as u64 % cols + 1))
        }

        /// The board after exploding `(p, q)` into `new` (`(u, v)` as
        /// [`Bombs::explosions`] gives it): a bomb landing on a bomb makes
        /// both vanish, one landing on (1, 1) vanishes.
        fn after(&self, (p, q): (u64, u64), (u, v): (u64, u64)) -> Grid {
            let mut g = self.clone();
            let at = |r: u64, c: u64| ((r - 1) * self.cols + (c - 1)) as usize;
            g.cells[at(p, q)] = false;
            let made: Vec<(u64, u64)> = if p == 1 {
                vec![(1, v)]
            } else if q == 1 {
                vec![(u, 1)]
            } else {
                vec![(u, q), (p, v)]
            };
            for (r, c) in made {
                if (r, c) != (1, 1) {
                    g.cells[at(r, c)] ^= true;
                }
            }
            g
        }

        fn explode(&self, (p, q): (u64, u64), (u, v): (u64, u64), bombs: &mut Bombs) -> Move {
            // Squares as `row,column`: play matches a move by its numbers,
            // and a parenthesis would end the move's core there.
            let into = if p == 1 {
                format!("{p},{v}")
            } else if q == 1 {
                format!("{u},{q}")
            } else {
                format!("{u},{q} and {p},{v}")
            };
            let after = self.after((p, q), (u, v));
            let value = after.bombs().fold(0, |x, (r, c)| x ^ bombs.grundy(r, c));
            Move {
                step: Step::new("explode", after.words()).worth(value.into()),
                text: format!("explode {p},{q} into {into}"),
                before: self.text(),
                after: after.text(),
            }
        }

        /// The rows as words, `#` for a bomb.
        fn words(&self) -> Vec<Word> {
            self.text()
                .split('/')
                .map(|r| Word::Text(r.into()))
                .collect()
        }

        /// The rows joined by `/`, `#` for a bomb.
        fn text(&self) -> String {
            let rows: Vec<String> = self
                .cells
                .chunks(self.cols as usize)
                .map(|r| r.iter().map(|&b| if b { '#' } else { '.' }).collect())
                .collect();
            debug_assert_eq!(rows.len() as u64, self.rows);
            rows.join("/")
        }
    }
}
