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
    output: "8600 / ailyanlu",
    run,
};

/// The judge's words: 8600 (the first player) wins, or ailyanlu does.
const WORDS: [&str; 2] = ["8600", "ailyanlu"];

pub fn run(input: &mut Scanner<'_>, out: &mut Out<'_>) -> Result<(), Error> {
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
    use crate::problem::Tools;
    use crate::testdata::{Case, Rng, Scale};

    pub const TOOLS: Tools = crate::tools!();

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
    //! strategy, with the whole walk so far as the position. After a step
    //! the position is a walk, which no judge input writes: a [`Later`]
    //! position, the side and the squares walked (`4 1,1 1,2`), decided by
    //! matchings of the squares left on boards up to
    //! [`WALK_SIDE_LIMIT`] a side.

    /// What explain knows about this problem: its hook, words, moves, and
    /// the walks in progress that arise in play. A position as words,
    /// `grundy explain hdu1564 4`: the side of the board (the stone on a
    /// corner, nothing visited yet).
    pub const ROW: crate::explain::Row = crate::row!(
        |input, out, accounts| each_until(input, out, accounts, read_size, account),
        words: line(super::tools::FORMAT, "4"),
        play: PLAY,
        later: LATER,
    );

    /// `grundy explain hdu1564 4 1,1 1,2 2,2`: the side, then the squares
    /// walked in order as `ROW,COLUMN` from 1 (the stone on the last).
    pub const LATER: Later = Later {
        usage: "N ROW,COLUMN... (the squares walked, in order; N at most 32)",
        is: |w| w.len() > 1,
        account: |w, accounts| {
            let (n, path) = read_walk(w)?;
            Ok(walk_account(n, &path, accounts))
        },
    };

    /// Every step of the stone, as explain writes them: from the corner
    /// of the judge's board, or from the end of a walk.
    pub const PLAY: Play = Play {
        moves: |w, limit| {
            let (n, path) = match read_walk(w) {
                Ok((n, path)) if !path.is_empty() => (n, path),
                _ => (crate::explain::numbers(w)[0], vec![(0, 0)]),
            };
            let steps = match Walk::new(n, n, &path) {
                Some(walk) => walk.steps(),
                // The judge's start on a board too large to follow.
                None => first_steps(n).to_vec(),
            };
            let kept = bounded(steps, limit)?;
            Some(kept.into_iter().map(|to| walk(n, &path, to)).collect())
        },
        misere: false,
    };

    use super::{read_size, WORDS};
    use crate::explain::heaps::each_until;
    use crate::explain::{
        bounded, mover, verdict, Account, Accounts, Combine, Component, Example, Later, Move, Play,
        Step, Word,
    };
    use crate::games::domino_walk::walk::{Walk, WALK_SIDE_LIMIT};
    use crate::games::domino_walk::{corner_walk_outcome, partner};
    use crate::games::Outcome;

    /// The two steps from the corner (0, 0), mirror images of each other.
    fn first_steps(n: u64) -> &'static [(u64, u64)] {
        if n > 1 {
            &[(0, 1), (1, 0)]
        } else {
            &[]
        }
    }

    /// The stone starts on the corner (0, 0).
    fn account(case: u64, n: u64, accounts: &Accounts) -> Account {
        let outcome = corner_walk_outcome(n, n);
        let start = [(0, 0)];
        let steps = first_steps(n);
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
            words: vec![Word::Num(n)],
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

    /// The account of a walk in progress on an `n` x `n` board (n at most
    /// [`WALK_SIDE_LIMIT`]): the matching rule. 8600 made the first step
    /// of the walk, so he is to move after an even number of steps.
    fn walk_account(n: u64, path: &[(u64, u64)], accounts: &Accounts) -> Account {
        let walk_now = Walk::new(n, n, path).expect("read_walk checked the walk");
        let outcome = Outcome::from_next_wins(walk_now.mover_wins());
        let winning = walk_now.winning_steps();
        let mut moves = accounts.moves_of(winning.iter(), |&to| walk(n, path, to));
        if moves.count == 0 {
            moves.example = walk_now.steps().first().map(|&to| {
                let mut after = path.to_vec();
                after.push(to);
                let reply = walk_now
                    .after(to)
                    .winning_steps()
                    .first()
                    .map(|&back| walk(n, &after, back));
                Example {
                    first: walk(n, path, to),
                    reply,
                }
            });
        }
        let left = n * n - path.len() as u64;
        let (who, words) = if path.len() % 2 == 1 {
            (WORDS[0], WORDS)
        } else {
            (WORDS[1], [WORDS[1], WORDS[0]])
        };
        let unvisited = if left == 1 { "square" } else { "squares" };
        Account {
            words: walk_words(n, path),
            case: 1,
            part: None,
            position: at(n, path),
            game: format!(
                "a stone on a {n} x {n} board steps to an unvisited neighbour; whoever cannot move loses; {} walked, {who} to move",
                crate::explain::counted(path.len() as u64 - 1, "step")
            ),
            components: vec![Component {
                name: format!("{n} x {n} board"),
                grundy: None,
                reason: format!("{left} {unvisited} not visited"),
            }],
            combine: Combine {
                nim_sum: false,
                rule: vec![
                    "matching rule (undirected vertex geography): the player to move wins exactly when every maximum matching of the unvisited squares and the stone's square covers the stone's square".to_string(),
                    if outcome.next_wins() {
                        format!("no maximum matching leaves the stone's square out: step along one, and the opponent never reaches a square some maximum matching leaves out; {}", mover(outcome))
                    } else {
                        format!("some maximum matching leaves the stone's square out: every step reaches a square it covers, and the opponent steps along it; {}", mover(outcome))
                    },
                ],
            },
            verdict: verdict(
                outcome,
                words,
                [&format!("{who}, who is to move, wins"), &format!("{who}, who is to move, loses")],
            ),
            moves,
        }
    }

    /// A step to `to` after the walk `path` (0-based squares, in order).
    fn walk(n: u64, path: &[(u64, u64)], to: (u64, u64)) -> Move {
        let mut after = path.to_vec();
        after.push(to);
        Move {
            step: Step::new("step", walk_words(n, &after)),
            text: format!("step to row {}, column {}", to.0 + 1, to.1 + 1),
            before: at(n, path),
            after: at(n, &after),
        }
    }

    /// The words of a walk: the side, then each square as `ROW,COLUMN`
    /// from 1.
    fn walk_words(n: u64, path: &[(u64, u64)]) -> Vec<Word> {
        let squares = path
            .iter()
            .map(|(r, c)| Word::Text(format!("{},{}", r + 1, c + 1)));
        std::iter::once(Word::Num(n)).chain(squares).collect()
    }

    /// The side and the 0-based walk of `N ROW,COLUMN...`; `Err` names the
    /// wrong word.
    fn read_walk(w: &[String]) -> Result<(u64, Vec<(u64, u64)>), String> {
        let n = match w.first().map(|n| n.parse::<u64>()) {
            Some(Ok(n)) if (1..=WALK_SIDE_LIMIT).contains(&n) => n,
            _ => {
                return Err(format!(
                    "word 1: a walk in progress is followed on boards of at most {WALK_SIDE_LIMIT} x {WALK_SIDE_LIMIT} (it is decided by matchings of the squares left), found {:?}; explain takes the judge's start `N` at any size",
                    w.first().map_or("", String::as_str)
                ))
            }
        };
        let mut path = Vec::new();
        for (i, word) in w.iter().enumerate().skip(1) {
            let cell = |s: &str| s.parse::<u64>().ok().filter(|v| (1..=n).contains(v));
            let square = word
                .split_once(',')
                .and_then(|(r, c)| Some((cell(r)? - 1, cell(c)? - 1)))
                .ok_or_else(|| {
                    format!(
                        "word {}: expected a square `ROW,COLUMN` from 1 to {n}, found {word:?}",
                        i + 1
                    )
                })?;
            path.push(square);
            if Walk::new(n, n, &path).is_none() {
                return Err(format!(
                    "word {}: expected a square next to the last one and not visited before, found {word:?}",
                    i + 1
                ));
            }
        }
        Ok((n, path))
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
