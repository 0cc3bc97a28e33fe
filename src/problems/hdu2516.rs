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
    output: "First win / Second win",
    run,
};

/// The judge's words: the first player wins, or the second does.
const WORDS: [&str; 2] = ["First win", "Second win"];

pub fn run(input: &mut Scanner<'_>, out: &mut Out<'_>) -> Result<(), Error> {
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
    use crate::problem::Tools;
    use crate::testdata::{Case, Rng, Scale};

    pub const TOOLS: Tools = crate::tools!();

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
    //! first take (sums of its lowest terms). After the first move the take
    //! limit is part of the position: `R limit C` writes one ([`LATER`]),
    //! so `play` goes on from there.

    /// What explain knows about this problem: its hook and words (`grundy
    /// explain hdu2516 10`: the pile before the first move), play, and the
    /// positions with a take limit that arise in play.
    pub const ROW: crate::explain::Row = crate::row!(
        |input, out, accounts| {
            each_until(input, out, accounts, read_pile, |case, n, accounts| {
                let (r, c) = first(n);
                account((case, true), r, c, accounts)
            })
        },
        words: line(super::tools::FORMAT, "10"),
        play: PLAY,
        later: LATER,
    );

    /// The word between the stones left and the take limit in `R limit C`.
    const LIMIT: &str = "limit";

    /// `grundy explain hdu2516 20 limit 6`: 20 stones left, and the next
    /// take is at most 6 (twice the last one); no judge input writes it.
    pub const LATER: crate::explain::Later = crate::explain::Later {
        usage: "R limit C",
        is: |w| w.iter().any(|w| w == LIMIT),
        account: |w, accounts| read_later(w).map(|(r, c)| account((1, false), r, c, accounts)),
    };

    /// Every take from a pile in words (`N`, or `R limit C`), as explain
    /// writes its moves.
    pub const PLAY: crate::explain::Play = crate::explain::Play {
        moves: |w, limit| {
            let (r, c) = read_later(w).unwrap_or_else(|_| first(numbers(w)[0]));
            bounded((1..=c.min(r)).map(|t| take(r, c, t)), limit)
        },
        misere: false,
    };

    use super::{read_pile, WORDS};
    use crate::explain::heaps::each_until;
    use crate::explain::words::number_at;
    use crate::explain::{
        bounded, mover, numbers, verdict, Account, Accounts, Combine, Component, Example, Move,
        Step, Word,
    };
    use crate::games::fibonacci_nim::{outcome, winning_takes, zeckendorf};

    /// The pile `n` before the first move: `n` stones, take at most n - 1.
    fn first(n: u64) -> (u64, u64) {
        (n, n.saturating_sub(1))
    }

    /// `R limit C`: the stones left and the take limit.
    fn read_later(w: &[String]) -> Result<(u64, u64), String> {
        if w.len() != 3 || w[1] != LIMIT {
            return Err(format!(
                "a position after the first move is 3 words ({}: R stones left, the next take at most C, as in `20 limit 6`), found `{}`",
                LATER.usage,
                w.join(" ")
            ));
        }
        let r = number_at(w, 0, "a stone count R", |_| true)?;
        let c = number_at(w, 2, "a take limit C of at least 1", |c| c >= 1)?;
        Ok((r, c))
    }

    /// The words of `r` stones with the next take at most `c`: the judge's
    /// `N` for a pile before the first move (limit n - 1), else `R limit C`.
    fn words_of(r: u64, c: u64, judge: bool) -> Vec<Word> {
        if judge {
            vec![Word::Num(r)]
        } else {
            vec![Word::Num(r), Word::Text(LIMIT.into()), Word::Num(c)]
        }
    }

    /// The account of `r` stones with the next take at most `c`: the
    /// judge's case `case`, or (`judge` false) a position arisen in play.
    fn account((case, judge): (u64, bool), r: u64, c: u64, accounts: &Accounts) -> Account {
        let outcome = outcome(r, c);
        let terms = zeckendorf(r);
        let sum: Vec<String> = terms.iter().map(u64::to_string).collect();
        let mut moves = accounts.moves_of(winning_takes(r, c), |t| take(r, c, t));
        if moves.count == 0 && r > 0 {
            // Take 1: the opponent, limited to 2, takes the smallest term
            // of r - 1 (a lost position leaves only won ones).
            let reply = winning_takes(r - 1, 2).first().map(|&t| take(r - 1, 2, t));
            moves.example = Some(Example {
                first: take(r, c, 1),
                reply,
            });
        }
        let (name, limit) = if judge {
            (format!("pile n = {r}"), "n - 1 = ".to_string())
        } else {
            (format!("pile of {r} stones"), "the limit ".to_string())
        };
        let why = match terms.last() {
            None => format!(
                "no stone is left: the opponent took the last one, so {}",
                mover(outcome)
            ),
            Some(&q) if q <= c => format!(
                "the smallest term {q} is at most {limit}{c}, so {}",
                mover(outcome)
            ),
            Some(_) if judge => format!(
                "n is a Fibonacci number, its one term {r} is above n - 1, so {}",
                mover(outcome)
            ),
            Some(&q) => format!(
                "the smallest term {q} is above {limit}{c}, so {}",
                mover(outcome)
            ),
        };
        let meanings = if judge {
            ["the first player wins", "the first player loses"]
        } else {
            ["the player to move wins", "the player to move loses"]
        };
        Account {
            words: words_of(r, c, judge),
            case,
            part: None,
            position: at(r, c),
            game: "Fibonacci Nim: the first move takes 1 to n - 1 stones, each later move at most twice the last take; whoever takes the last stone wins".to_string(),
            components: vec![Component {
                name,
                grundy: None,
                reason: if sum.is_empty() {
                    "empty".to_string()
                } else {
                    format!("Zeckendorf form {}", sum.join(" + "))
                },
            }],
            combine: Combine {
                nim_sum: false,
                rule: vec![
                    "with r stones and a take limit c, the mover wins exactly when the smallest Zeckendorf term of r is at most c (take it: the next term is more than twice it)".to_string(),
                    why,
                ],
            },
            verdict: verdict(outcome, WORDS, meanings),
            moves,
        }
    }

    /// The position: stones left and the largest take allowed.
    fn at(stones: u64, limit: u64) -> String {
        let s = if stones == 1 { "" } else { "s" };
        format!("{stones} stone{s}, take at most {limit}")
    }

    /// Taking `t`: it leaves `R limit C` with C twice the take.
    fn take(stones: u64, limit: u64, t: u64) -> Move {
        let (r, c) = (stones - t, t.saturating_mul(2));
        Move {
            step: Step::new("take", words_of(r, c, false)).by(t),
            text: format!("take {t}"),
            before: at(stones, limit),
            after: at(r, c),
        }
    }
}
