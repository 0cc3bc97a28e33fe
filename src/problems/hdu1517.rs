//! HDU 1517 A Multiplication Game (also POJ 2505, UVa 847; Waterloo local
//! 2001): p starts at 1, Stan and Ollie in turn multiply it by one of 2..=9,
//! and whoever first makes `p >= n` wins; Stan moves first. Lines `n` until
//! end of input; `Stan wins.` or `Ollie wins.` (with the period).
//!
//! While `n > 18`, replace n by `ceil(n / 18)`; Stan then wins exactly when
//! `n <= 9` ([`multiplication_outcome`], which also proves it). Exact for
//! every `u64` (the statement bounds `1 < n < 4294967295`).
//!
//! `n <= 1` is outside the game (p = 1 has reached it before anyone moves),
//! so it is an input error at that token.

use crate::error::Error;
use crate::games::multiplication::multiplication_outcome;
use crate::output::Out;
use crate::problem::Problem;
use crate::problems::until_end;
use crate::scanner::Scanner;

pub const PROBLEM: Problem = Problem {
    id: "hdu1517",
    aliases: &["poj2505", "uva847", "multiplication-game"],
    title: "A Multiplication Game",
    url: "http://acm.hdu.edu.cn/showproblem.php?pid=1517",
    game: "p starts at 1, multiply it by 2..9; whoever first makes p >= n wins",
    output: "Stan wins. / Ollie wins.",
    run,
};

pub fn run(input: &mut Scanner<'_>, out: &mut Out<'_>) -> Result<(), Error> {
    until_end(input, out, |input, out| {
        let target = read_target(input)?;
        out.line(multiplication_outcome(target).pick(WORDS[0], WORDS[1]));
        Ok(())
    })
}

/// The judge data: lines `n`, 1 < n < 4294967295, until end of input.
#[cfg(feature = "tools")]
pub mod tools {
    use crate::format::{int, Blanks, Cases, Element, Format};
    use crate::problem::Tools;

    /// The ends of the winning and losing ranges (9^k and 2 * 9^k, the
    /// numbers around them) and targets near 2^32, on purpose.
    pub const TOOLS: Tools = Tools {
        own_rule: Some("n >= 2"),
        ..crate::tools!(traps: |rng, _| {
                let power = 9u64.saturating_pow(rng.range(1, 20) as u32);
                power
                    .saturating_mul(rng.range(1, 2))
                    .saturating_add(rng.range(0, 2))
                    .saturating_sub(1)
            },
            tiny: 200
        )
    };

    /// The judge's input, as its statement gives it.
    pub const FORMAT: Format = Format {
        cases: Cases::UntilEnd,
        case: &[Element::Line(&[int("n", "a target", 2, 4_294_967_294)])],
        blanks: Blanks::None,
    };
}

/// The judge's words: Stan (first to move) wins, or Ollie does.
const WORDS: [&str; 2] = ["Stan wins.", "Ollie wins."];

fn read_target(input: &mut Scanner<'_>) -> Result<u64, Error> {
    input.next_u64_where("a target n of at least 2", |n| n >= 2)
}

#[cfg(feature = "tools")]
pub mod explain {
    //! `grundy explain hdu1517`: the interval reduction `n -> ceil(n/18)`,
    //! and the winning multipliers of the first move.

    use super::{read_target, WORDS};
    use crate::explain::heaps::each_value;
    use crate::explain::{
        mover, numbers, nums, verdict, Account, Accounts, Combine, Component, Example, Move, Play,
        Step,
    };
    use crate::games::multiplication::{
        multiplication_outcome, reduction_chain, winning_multipliers,
    };

    /// What explain knows about this problem: each target's account, the
    /// target as a word (`grundy explain hdu1517 162`) and the first
    /// multiplications as moves.
    pub const ROW: crate::explain::Row = crate::row!(
        |input, out, accounts| each_value(input, out, accounts, read_target, account),
        words: line(super::tools::FORMAT, "162"),
        play: PLAY,
        restated: Anew,
    );

    fn account(case: u64, n: u64, accounts: &Accounts) -> Account {
        let outcome = multiplication_outcome(n);
        let chain = reduction_chain(n);
        let last = *chain.last().expect("the chain starts with n");
        let steps: Vec<String> = chain.iter().map(u64::to_string).collect();
        let reduced = if chain.len() == 1 {
            format!("n = {n} needs no reduction")
        } else {
            format!("n -> ceil(n/18): {}", steps.join(" -> "))
        };
        let decided = if last <= 9 {
            format!("{last} <= 9: one move reaches it, so {}", mover(outcome))
        } else {
            format!(
                "{last} is in 10..=18: every move leaves p <= 9 and 9p >= {last}, so {}",
                mover(outcome)
            )
        };
        let winning = winning_multipliers(1, n);
        let mut moves = accounts.moves_of(winning.iter().copied(), |k| multiply(1, k, n));
        if winning.is_empty() {
            // Lost: n > 9, so 2 stays below n and the opponent has a win.
            let reply = winning_multipliers(2, n)
                .first()
                .map(|&k| multiply(2, k, n));
            moves.example = Some(Example {
                first: multiply(1, 2, n),
                reply,
            });
        }
        Account {
            case,
            part: None,
            position: at(1, n),
            words: nums(&[n]),
            game: "multiply p by 2 to 9, starting from p = 1; whoever first makes p >= n wins"
                .to_string(),
            components: vec![Component {
                name: format!("target n = {n}"),
                grundy: None,
                reason: reduced,
            }],
            combine: Combine {
                nim_sum: false,
                rule: vec![
                    "interval rule: products p with ceil(n/18) <= p < ceil(n/9) lose for the player to move (every move reaches ceil(n/9), where 9p >= n), so below them the game is the same with the target ceil(n/18)".to_string(),
                    decided,
                ],
            },
            verdict: verdict(outcome, WORDS, ["Stan, who moves first, wins", "Ollie wins"]),
            moves,
        }
    }

    /// The position: the product so far and the target.
    fn at(p: u64, n: u64) -> String {
        format!("p = {p}, n = {n}")
    }

    fn multiply(p: u64, k: u64, n: u64) -> Move {
        let q = p.saturating_mul(k);
        let after = if q >= n {
            format!("{}, reached", at(q, n))
        } else {
            at(q, n)
        };
        Move {
            text: format!("multiply by {k}"),
            before: at(p, n),
            after,
            step: Step::new("multiply", nums(&[folded(q, n)])).by(k),
        }
    }

    /// The target of the same game from p = 1: `ceil(n / p)` (1 once
    /// reached), as p >= n exactly when p' >= ceil(n / p) for p' = p / p.
    fn folded(p: u64, n: u64) -> u64 {
        n.div_ceil(p.max(1))
    }

    /// Multiplying by 2 to 9 until p >= n. Play folds the product into the
    /// target: p = 9 of n = 162 is shown as p = 1 of n = 18, the same game.
    const PLAY: Play = Play {
        moves: |w, _| {
            let n = numbers(w)[0];
            Some(match n {
                0 | 1 => Vec::new(),
                _ => (2..=9).map(|k| multiply(1, k, n)).collect(),
            })
        },
        misere: false,
    };
}
