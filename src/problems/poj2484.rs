//! POJ 2484 A Funny Game: n coins in a circle; Alice, then Bob, remove one
//! coin or two adjacent coins (a gap is not adjacency); whoever removes the
//! last coin wins. Lines `n` until a line `0`; `Alice` when she wins, else
//! `Bob`.
//!
//! Alice wins exactly when n <= 2 ([`circle_outcome`]): otherwise Bob
//! splits what she leaves into two equal lines and mirrors her. Exact for
//! every `u64` (the statement bounds 1 <= n <= 10^6, printed "106" in every
//! copy with the exponent lost).

use crate::error::Error;
use crate::games::coin_circle::circle_outcome;
use crate::output::Out;
use crate::problem::Problem;
use crate::problems::until_sentinel;
use crate::scanner::Scanner;

pub const PROBLEM: Problem = Problem {
    id: "poj2484",
    aliases: &["a-funny-game", "coin-circle"],
    title: "A Funny Game",
    url: "http://poj.org/problem?id=2484",
    game: "coin circle: remove one coin or two adjacent ones; last mover wins",
    input: "lines `n` until a line `0`",
    output: "Alice / Bob",
    run,
};

fn run(input: &mut Scanner<'_>, out: &mut Out<'_>) -> Result<(), Error> {
    until_sentinel(input, out, |input, out| {
        let Some(n) = read_coins(input)? else {
            return Ok(false);
        };
        out.line(circle_outcome(n).pick(WORDS[0], WORDS[1]));
        Ok(true)
    })
}

/// The judge data: lines `n`, 1 <= n <= 10^6, until a line `0`.
#[cfg(feature = "tools")]
pub mod tools {
    use crate::format::{int, Blanks, Cases, Element, Format};
    use crate::registry::Tools;
    use crate::testdata::{Case, Rng, Scale};

    pub const TOOLS: Tools = crate::tools!("poj2484");

    /// The judge's input, as its statement gives it.
    pub const FORMAT: Format = Format {
        cases: Cases::Sentinel(&[0]),
        case: &[Element::Line(&[int("n", "a coin count", 1, 1_000_000)])],
        blanks: Blanks::None,
    };

    /// The three small circles where the answer turns (1, 2: Alice; 3: Bob)
    /// often, besides any size up to the bound.
    fn generate(rng: &mut Rng, scale: Scale, count: usize) -> Vec<Case> {
        let largest = scale.pick(12, 1_000_000, u64::MAX);
        (0..count)
            .map(|_| {
                let n = match rng.range(0, 2) {
                    0 => rng.range(1, 4),
                    _ => rng.value(1, largest),
                };
                vec![vec![n]]
            })
            .collect()
    }
}

/// The judge's words: Alice (first to move) wins, or Bob does.
const WORDS: [&str; 2] = ["Alice", "Bob"];

/// A coin count, or `None` for the sentinel `0`.
fn read_coins(input: &mut Scanner<'_>) -> Result<Option<u64>, Error> {
    let n = input.next_u64("a coin count n (or 0 to end the input)")?;
    Ok((n != 0).then_some(n))
}

#[cfg(feature = "tools")]
pub mod explain {
    //! `grundy explain poj2484`: the symmetry strategy, Alice's winning
    //! move on one or two coins, and Bob's mirroring reply otherwise.

    /// What explain knows about this problem: its hook and words, no play.
    pub const ROW: crate::explain::Row = crate::explain::unplayed(
        explain,
        &POSITION,
        "the first move breaks the circle into a line of coins, which its words (the coins of one circle) cannot write",
    );

    /// `grundy explain poj2484 5`: the number of coins in the circle.
    pub const POSITION: crate::explain::Words = crate::explain::Words {
        usage: "N",
        example: "5",
        count: Some(1),
        input: |w| crate::explain::words::line(w, "", "0\n"),
    };

    use super::{read_coins, WORDS};
    use crate::error::Error;
    use crate::explain::{
        mover, nums, verdict, Account, Accounts, Combine, Component, Example, Move, Step,
    };
    use crate::games::coin_circle::{circle_outcome, mirror_reply, winning_removals, Removal};
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
            let Some(n) = read_coins(input)? else {
                return Ok(false);
            };
            case += 1;
            accounts.add(out, account(case, n, accounts));
            Ok(true)
        })
    }

    fn account(case: u64, n: u64, accounts: &Accounts) -> Account {
        let outcome = circle_outcome(n);
        let mut moves = accounts.moves_of(winning_removals(n), |r| from_circle(n, r));
        if moves.count == 0 {
            // n >= 3: remove one coin; Bob splits the line in two halves.
            let line = n - 1;
            let (first, r) = mirror_reply(line);
            let half = (line - r.coins()) / 2;
            moves.example = Some(Example {
                first: from_circle(n, Removal::One),
                reply: Some(Move {
                    step: Step::new("remove", Vec::new()).by(r.coins()),
                    text: format!("remove {} of the line", coins(first, r)),
                    before: format!("line {line}"),
                    after: if half == 0 {
                        "no coins".to_string()
                    } else {
                        format!("lines {half} {half}")
                    },
                }),
            });
        }
        let rule = if outcome.next_wins() {
            format!(
                "{n} <= 2 coins: removing them all is one move, so {}",
                mover(outcome)
            )
        } else {
            format!(
                "{n} >= 3 coins: every move leaves one line of n - 1 or n - 2 coins, which the opponent halves, so {}",
                mover(outcome)
            )
        };
        Account {
            words: nums(&[n]),
            case,
            part: None,
            position: format!("circle {n}"),
            game: "coins in a circle: remove one coin or two adjacent coins (a gap breaks adjacency); whoever removes the last coin wins".to_string(),
            components: vec![Component {
                name: format!("circle of {n} coins"),
                grundy: None,
                reason: String::new(),
            }],
            combine: Combine {
                nim_sum: false,
                rule: vec![
                    "symmetry: a player who leaves two equal lines answers each move in one line with the same move in the other, and so makes the last move".to_string(),
                    rule,
                ],
            },
            verdict: verdict(outcome, WORDS, ["Alice, who moves first, wins", "Bob wins"]),
            moves,
        }
    }

    /// Which coins a removal takes, numbered from `first`.
    fn coins(first: u64, r: Removal) -> String {
        match r {
            Removal::One => format!("coin {first}"),
            Removal::Two => format!("coins {first} and {}", first + 1),
        }
    }

    /// A removal from the circle. Its step leaves no words: the circle's
    /// words cannot write a line of coins, and nothing is left after the
    /// last coin (the game is over).
    fn from_circle(n: u64, r: Removal) -> Move {
        let left = n - r.coins();
        Move {
            step: Step::new("remove", Vec::new()).by(r.coins()),
            text: format!("remove {}", coins(1, r)),
            before: format!("circle {n}"),
            after: if left == 0 {
                "no coins".to_string()
            } else {
                format!("line {left}")
            },
        }
    }
}
