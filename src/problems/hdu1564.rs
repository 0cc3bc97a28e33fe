//! HDU 1564 Play a game: a stone starts on a corner of an n x n board, and
//! each move takes it to an unvisited orthogonal neighbour; whoever cannot
//! move loses. 8600 moves first. Lines `n` until `0`; `8600` when 8600 wins,
//! else `ailyanlu`.
//!
//! The mover from a corner wins exactly when the board's area is even
//! ([`corner_walk_outcome`]: the domino-tiling strategy), so 8600 wins
//! exactly when n is even. Exact for every `u64` n (the statement bounds n
//! by 1..=10000); n = 1 leaves 8600 no move: `ailyanlu`. Only a lone `0`
//! ends the input.

use crate::error::Error;
use crate::games::domino_walk::corner_walk_outcome;
use crate::output::Out;
use crate::problem::Problem;
use crate::problems::until_sentinel;
use crate::scanner::Scanner;

pub const PROBLEM: Problem = Problem {
    id: "hdu1564",
    aliases: &["play-a-game"],
    title: "Play a game",
    url: "http://acm.hdu.edu.cn/showproblem.php?pid=1564",
    game: "a stone walks from a corner of an n x n board to unvisited neighbours; last mover wins",
    input: "lines `n` until `0`",
    output: "8600 / ailyanlu",
    run,
};

/// The judge's words: 8600 (the first player) wins, or ailyanlu does.
const WORDS: [&str; 2] = ["8600", "ailyanlu"];

fn run(input: &mut Scanner<'_>, out: &mut Out<'_>) -> Result<(), Error> {
    until_sentinel(input, out, |input, out| {
        let Some(n) = read_size(input)? else {
            return Ok(false);
        };
        out.line(corner_walk_outcome(n, n).pick(WORDS[0], WORDS[1]));
        Ok(true)
    })
}

/// One line `n`, or `None` for the closing `0`.
fn read_size(input: &mut Scanner<'_>) -> Result<Option<u64>, Error> {
    let n = input.next_u64("a board size n (or 0 to end the input)")?;
    Ok((n > 0).then_some(n))
}

/// The judge data: lines `n` (1..=10000) until a line `0`.
#[cfg(feature = "tools")]
pub mod tools {
    use crate::format::{int, Blanks, Cases, Element, Format};
    use crate::registry::Tools;
    use crate::testdata::{Case, Rng, Scale};

    pub const TOOLS: Tools = crate::tools!("hdu1564");

    /// The judge's input, as its statement gives it.
    pub const FORMAT: Format = Format {
        cases: Cases::Sentinel(&[0]),
        case: &[Element::Line(&[int("n", "a board size", 1, 10_000)])],
        blanks: Blanks::None,
    };

    /// n = 1 (no move at all), both parities side by side, and the largest
    /// boards, on purpose.
    fn generate(rng: &mut Rng, scale: Scale, count: usize) -> Vec<Case> {
        let largest = scale.pick(9, 10_000, u64::MAX);
        (0..count)
            .map(|_| {
                let n = match rng.range(0, 3) {
                    0 => 1,
                    1 => largest - rng.range(0, 1),
                    _ => rng.value(1, largest),
                };
                vec![vec![n]]
            })
            .collect()
    }
}

#[cfg(feature = "tools")]
pub mod explain {
    //! `grundy explain hdu1564`: the parity of the board and the domino
    //! strategy, with the whole walk so far as the position.

    /// What explain knows about this problem: its hook and words. No play:
    /// after a step the position is a walk (the stone and the squares
    /// visited), which the judge's one word, the side, cannot carry; so
    /// a step's `left` is empty.
    pub const ROW: crate::explain::Row = crate::explain::positional(explain, &POSITION, None);

    /// `grundy explain hdu1564 4`: the side of the board (the stone on a
    /// corner, nothing visited yet).
    pub const POSITION: crate::explain::Words = crate::explain::Words {
        usage: "N",
        example: "4",
        count: Some(1),
        input: |w| crate::explain::words::line(w, "", "0\n"),
    };

    use super::{read_size, WORDS};
    use crate::error::Error;
    use crate::explain::{
        mover, nums, verdict, Account, Accounts, Combine, Component, Example, Move, Step,
    };
    use crate::games::domino_walk::{corner_walk_outcome, partner};
    use crate::output::Out;
    use crate::problems::until_sentinel;
    use crate::scanner::Scanner;

    pub fn explain(
        input: &mut Scanner<'_>,
        out: &mut Out<'_>,
        accounts: &mut Accounts,
    ) -> Result<(), Error> {
        let mut case = 0;
        until_sentinel(input, out, |input, out| {
            let Some(n) = read_size(input)? else {
                return Ok(false);
            };
            case += 1;
            accounts.add(out, account(case, n, accounts));
            Ok(true)
        })
    }

    /// The stone starts on the corner (0, 0); from there the two steps are
    /// to (0, 1) and (1, 0), mirror images of each other.
    fn account(case: u64, n: u64, accounts: &Accounts) -> Account {
        let outcome = corner_walk_outcome(n, n);
        let start = [(0, 0)];
        let steps: &[(u64, u64)] = if n > 1 { &[(0, 1), (1, 0)] } else { &[] };
        let winning: &[(u64, u64)] = if outcome.next_wins() { steps } else { &[] };
        let mut moves = accounts.moves_of(winning.iter(), |&to| walk(n, &start, to));
        if !outcome.next_wins() {
            moves.example = steps.first().map(|&to| {
                let reply = partner(n, n, to).map(|back| walk(n, &[(0, 0), to], back));
                Example {
                    first: walk(n, &start, to),
                    reply,
                }
            });
        }
        let parity = if n % 2 == 0 { "even" } else { "odd" };
        Account {
            words: nums(&[n]),
            case,
            part: None,
            position: at(n, &start),
            game: format!(
                "a stone on a corner of a {n} x {n} board steps to an unvisited neighbour; whoever cannot move loses"
            ),
            components: vec![Component {
                name: format!("{n} x {n} board"),
                grundy: None,
                reason: format!("side {n} is {parity}"),
            }],
            combine: Combine {
                nim_sum: false,
                rule: vec![
                    "domino rule: with an even side the board splits into dominoes and the mover always steps to the other square of the stone's domino; with an odd side the board minus the starting corner splits, and the opponent does it".to_string(),
                    format!("the side is {parity}: {}", mover(outcome)),
                ],
            },
            verdict: verdict(
                outcome,
                WORDS,
                ["8600, who moves first, wins", "8600 loses: ailyanlu wins"],
            ),
            moves,
        }
    }

    /// A step to `to` after the walk `path` (0-based squares, in order).
    fn walk(n: u64, path: &[(u64, u64)], to: (u64, u64)) -> Move {
        let mut after = path.to_vec();
        after.push(to);
        Move {
            // The walk left is no position in words: `left` stays empty.
            step: Step::new("step", Vec::new()),
            text: format!("step to row {}, column {}", to.0 + 1, to.1 + 1),
            before: at(n, path),
            after: at(n, &after),
        }
    }

    /// The board, the stone (the walk's last square) and the visited
    /// squares in row order, 1-based.
    fn at(n: u64, path: &[(u64, u64)]) -> String {
        let (r, c) = path[path.len() - 1];
        let mut visited = path.to_vec();
        visited.sort_unstable();
        let visited: Vec<String> = visited
            .iter()
            .map(|(r, c)| format!("({}, {})", r + 1, c + 1))
            .collect();
        format!(
            "{n} x {n} board, stone at ({}, {}), visited {}",
            r + 1,
            c + 1,
            visited.join(" ")
        )
    }
}
