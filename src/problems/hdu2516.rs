//! HDU 2516 取石子游戏 (Fibonacci Nim): one pile of n stones; the first move
//! takes 1 to n - 1, every later move at most twice the opponent's last
//! take; whoever takes the last stone wins. Lines `n` until a line `0`;
//! `Second win` when the first player loses, else `First win`.
//!
//! The first player loses exactly when n is a Fibonacci number (2, 3, 5, 8,
//! ...), by Zeckendorf's representation ([`first_player`]). Exact for every
//! `u64` (the statement bounds `2 <= n < 2^31`; the Fibonacci number after
//! 1836311903 is 2971215073, past `i32`).
//!
//! `n = 1` is outside the game (the first move could take nothing), so it is
//! an input error at that token, as the statement's bound `2 <= n` says.

use crate::error::Error;
use crate::games::fibonacci_nim::first_player;
use crate::output::Out;
use crate::problem::Problem;
use crate::problems::until_sentinel;
use crate::scanner::Scanner;

pub const PROBLEM: Problem = Problem {
    id: "hdu2516",
    aliases: &["fibonacci-nim"],
    title: "取石子游戏 (Fibonacci Nim)",
    url: "http://acm.hdu.edu.cn/showproblem.php?pid=2516",
    game: "Fibonacci Nim: first take 1..n-1, then at most twice the last take",
    input: "lines `n` until a line `0`",
    output: "First win / Second win",
    run,
};

/// The judge's words: the first player wins, or the second does.
const WORDS: [&str; 2] = ["First win", "Second win"];

fn run(input: &mut Scanner<'_>, out: &mut Out<'_>) -> Result<(), Error> {
    until_sentinel(input, out, |input, out| {
        let Some(n) = read_pile(input)? else {
            return Ok(false);
        };
        out.line(first_player(n).pick(WORDS[0], WORDS[1]));
        Ok(true)
    })
}

/// A pile of at least 2, or `None` for the sentinel `0`.
fn read_pile(input: &mut Scanner<'_>) -> Result<Option<u64>, Error> {
    let n = input.next_u64_where("a pile size n of at least 2 (or 0 to end the input)", |n| {
        n != 1
    })?;
    Ok((n != 0).then_some(n))
}

/// The judge data: lines `n`, 2 <= n < 2^31, until a line `0`.
#[cfg(feature = "tools")]
pub mod tools {
    use crate::format::{int, Blanks, Cases, Element, Format};
    use crate::games::fibonacci::fibonacci_up_to;
    use crate::registry::Tools;
    use crate::testdata::{Case, Rng, Scale};

    pub const TOOLS: Tools = crate::tools!("hdu2516");

    /// The judge's input: lines `n`, 2 <= n < 2^31, until a line `0`.
    pub const FORMAT: Format = Format {
        cases: Cases::Sentinel(&[0]),
        case: &[Element::Line(&[int("n", "a pile size n", 2, LARGEST)])],
        blanks: Blanks::None,
    };

    /// The official bound on n.
    const LARGEST: u64 = (1 << 31) - 1;

    /// Fibonacci numbers and their neighbours (the losing piles and the
    /// winning ones beside them), 1836311903 (the last Fibonacci number
    /// below 2^31) and 2^31 - 1, besides random piles.
    fn generate(rng: &mut Rng, scale: Scale, count: usize) -> Vec<Case> {
        let largest = scale.pick(60, LARGEST, u64::MAX);
        let fibonacci = fibonacci_up_to(largest);
        (0..count)
            .map(|_| {
                let n = match rng.range(0, 3) {
                    0 | 1 => {
                        let f = rng.pick(&fibonacci[1..]);
                        (f + rng.range(0, 2)).saturating_sub(1)
                    }
                    _ => rng.value(2, largest),
                };
                vec![vec![n.clamp(2, largest)]]
            })
            .collect()
    }

    #[cfg(test)]
    mod tests {
        #[test]
        fn the_official_bound_keeps_the_largest_losing_pile() {
            let fibonacci = crate::games::fibonacci::fibonacci_up_to(super::LARGEST);
            assert_eq!(fibonacci.last(), Some(&1_836_311_903));
        }
    }
}

#[cfg(feature = "tools")]
pub mod explain {
    //! `grundy explain hdu2516`: the Zeckendorf form of n, and every winning
    //! first take (sums of its lowest terms).

    /// What explain knows about this problem: its hook and words, no play.
    pub const ROW: crate::explain::Row = crate::explain::unplayed(
        explain,
        &POSITION,
        "after the first move the take limit (twice the last take) is part of the position, and its words (the pile n) cannot carry it",
    );

    /// `grundy explain hdu2516 10`: the pile before the first move.
    pub const POSITION: crate::explain::Words = crate::explain::Words {
        usage: "N",
        example: "10",
        count: Some(1),
        input: |w| crate::explain::words::line(w, "", "0\n"),
    };

    use super::{read_pile, WORDS};
    use crate::error::Error;
    use crate::explain::{
        mover, nums, verdict, Account, Accounts, Combine, Component, Example, Move, Step,
    };
    use crate::games::fibonacci_nim::{first_player, winning_takes, zeckendorf};
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
            let Some(n) = read_pile(input)? else {
                return Ok(false);
            };
            case += 1;
            accounts.add(out, account(case, n, accounts));
            Ok(true)
        })
    }

    fn account(case: u64, n: u64, accounts: &Accounts) -> Account {
        let outcome = first_player(n);
        let terms = zeckendorf(n);
        let smallest = *terms.last().expect("n >= 2 has a term");
        let words: Vec<String> = terms.iter().map(u64::to_string).collect();
        let mut moves = accounts.moves_of(winning_takes(n, n - 1), |t| take(n, n - 1, t));
        if moves.count == 0 {
            // n is a Fibonacci number: take 1 and the opponent takes the
            // smallest term of n - 1 (at most 2, so within the limit).
            let reply = winning_takes(n - 1, 2).first().map(|&t| take(n - 1, 2, t));
            moves.example = Some(Example {
                first: take(n, n - 1, 1),
                reply,
            });
        }
        Account {
            words: nums(&[n]),
            case,
            part: None,
            position: at(n, n - 1),
            game: "Fibonacci Nim: the first move takes 1 to n - 1 stones, each later move at most twice the last take; whoever takes the last stone wins".to_string(),
            components: vec![Component {
                name: format!("pile n = {n}"),
                grundy: None,
                reason: format!("Zeckendorf form {}", words.join(" + ")),
            }],
            combine: Combine {
                nim_sum: false,
                rule: vec![
                    "with r stones and a take limit c, the mover wins exactly when the smallest Zeckendorf term of r is at most c (take it: the next term is more than twice it)".to_string(),
                    if outcome.next_wins() {
                        format!("the smallest term {smallest} is at most n - 1 = {}, so {}", n - 1, mover(outcome))
                    } else {
                        format!("n is a Fibonacci number, its one term {n} is above n - 1, so {}", mover(outcome))
                    },
                ],
            },
            verdict: verdict(outcome, WORDS, ["the first player wins", "the first player loses"]),
            moves,
        }
    }

    /// The position: stones left and the largest take allowed.
    fn at(stones: u64, limit: u64) -> String {
        format!("{stones} stones, take at most {limit}")
    }

    /// Taking `t`. Its step leaves no words: the position left has a take
    /// limit, which the words (a pile before the first move) cannot write.
    fn take(stones: u64, limit: u64, t: u64) -> Move {
        Move {
            step: Step::new("take", Vec::new()).by(t),
            text: format!("take {t}"),
            before: at(stones, limit),
            after: at(stones - t, t.saturating_mul(2)),
        }
    }
}
