//! POJ 2348 Euclid's Game (also HDU 1525, ZOJ 1913; Waterloo local
//! 2002.09.28): two positive numbers; Stan, then Ollie, subtract a positive
//! multiple of the smaller from the larger, leaving it at least 0; whoever
//! makes a 0 wins. Lines `a b` (either order) until `0 0`; `Stan wins` or
//! `Ollie wins` (no period, unlike HDU 1517).
//!
//! The mover wins at once when the smaller divides the larger or the larger
//! is at least twice the smaller; otherwise the move is forced and the
//! outcome flips ([`euclid_outcome`]: a loop over Euclid's steps with
//! quotient 1, fewer than 93 of them). Exact for every `u64` pair (the
//! statement states no bound; the Kattis copy says below 2^31).
//!
//! Only `0 0` ends the input. A zero beside a positive number (`0 5`,
//! `5 0`) is outside the statement's "two positive integers" and is no end
//! marker, so it is an input error at that token.

use crate::error::Error;
use crate::games::euclid::euclid_outcome;
use crate::output::Out;
use crate::problem::Problem;
use crate::problems::until_sentinel;
use crate::scanner::Scanner;

pub const PROBLEM: Problem = Problem {
    id: "poj2348",
    aliases: &["hdu1525", "zoj1913", "uva10368", "euclids-game"],
    title: "Euclid's Game",
    url: "http://poj.org/problem?id=2348",
    game: "Euclid's game: subtract a multiple of the smaller from the larger; 0 wins",
    output: "Stan wins / Ollie wins",
    run,
};

pub fn run(input: &mut Scanner<'_>, out: &mut Out<'_>) -> Result<(), Error> {
    until_sentinel(input, out, |input, out| {
        let Some((a, b)) = read_pair(input)? else {
            return Ok(false);
        };
        out.line(euclid_outcome(a, b).pick(WORDS[0], WORDS[1]));
        Ok(true)
    })
}

/// The judge data: lines `a b`, positive and below 2^31 (the Kattis copy's
/// bound; POJ and HDU state none), until `0 0`.
#[cfg(feature = "tools")]
pub mod tools {
    use crate::format::{int, Blanks, Cases, Element, Format};
    use crate::problem::Tools;
    use crate::testdata::{Case, Rng, Scale};

    pub const TOOLS: Tools = Tools {
        own_rule: Some("no lone 0 beside a positive number"),
        ..crate::tools!()
    };

    /// The largest number (2^31 - 1).
    const LARGEST: u64 = (1 << 31) - 1;

    /// The judge's input, as its statement gives it.
    pub const FORMAT: Format = Format {
        cases: Cases::Sentinel(&[0, 0]),
        case: &[Element::Line(&[
            int("a", "a number", 1, LARGEST),
            int("b", "a number", 1, LARGEST),
        ])],
        blanks: Blanks::None,
    };

    /// The traps: pairs in either order, equal numbers and multiples
    /// (immediate wins), consecutive Fibonacci numbers (the longest forced
    /// chains, up to 1836311903 1134903170), a quotient of 1 near 2^31
    /// (where `2 * b` overflows an int), and a smaller number of 1 (where
    /// subtracting once at a time would take 2^31 steps).
    fn generate(rng: &mut Rng, scale: Scale, count: usize) -> Vec<Case> {
        let largest = scale.pick(60, LARGEST, u64::MAX);
        (0..count)
            .map(|_| {
                let (a, b) = match rng.range(0, 5) {
                    0 => {
                        let (mut x, mut y) = (1u64, 1u64);
                        while x.saturating_add(y) <= largest && !rng.one_in(12) {
                            (x, y) = (x + y, x);
                        }
                        (x, y)
                    }
                    1 => {
                        let b = rng.value(1, largest / 2 + 1);
                        (b.saturating_add(rng.value(1, b)).min(largest), b)
                    }
                    2 => {
                        let b = rng.value(1, largest);
                        (b.saturating_mul(rng.range(1, 4)).min(largest), b)
                    }
                    3 => (
                        largest,
                        rng.pick(&[1, largest / 2 + 1, largest - 1, largest]),
                    ),
                    _ => (rng.value(1, largest), rng.value(1, largest)),
                };
                let b = b.max(1);
                vec![if rng.one_in(2) {
                    vec![a, b]
                } else {
                    vec![b, a]
                }]
            })
            .collect()
    }
}

/// The judge's words: Stan (first to move) wins, or Ollie does.
const WORDS: [&str; 2] = ["Stan wins", "Ollie wins"];

/// One line `a b`, both positive, or `None` for `0 0`.
fn read_pair(input: &mut Scanner<'_>) -> Result<Option<(u64, u64)>, Error> {
    let a = input.next_u64("a number a (or `0 0` to end the input)")?;
    if a == 0 {
        input.next_u64_where("0 after a first number of 0 (`0 0` ends the input)", |b| {
            b == 0
        })?;
        return Ok(None);
    }
    let b = input.next_u64_where("a number b of at least 1", |b| b > 0)?;
    Ok(Some((a, b)))
}

#[cfg(feature = "tools")]
pub mod explain {
    //! `grundy explain poj2348`: the forced steps to the first position
    //! where the mover wins at once, and the one winning subtraction.

    /// What explain knows about this problem: its hook and moves, and a position as words, `grundy
    /// explain poj2348 34 12`: the two numbers, in either order.
    pub const ROW: crate::explain::Row = crate::row!(
        explain,
        words: line(super::tools::FORMAT, "34 12"),
        play: PLAY,
    );

    /// Every subtraction, as explain writes them; once a number is 0 the
    /// game is over (its maker won), and no move is left.
    pub const PLAY: crate::explain::Play = crate::explain::Play {
        moves: |w, limit| {
            let n = crate::explain::numbers(w);
            let (a, b) = (n[0], n[1]);
            let most = if a.min(b) == 0 {
                0
            } else {
                a.max(b) / a.min(b)
            };
            let kept = crate::explain::bounded(1..=most, limit)?;
            Some(kept.into_iter().map(|k| subtract(a, b, k)).collect())
        },
        misere: false,
    };

    use super::{read_pair, WORDS};
    use crate::error::Error;
    use crate::explain::heaps::each_until;
    use crate::explain::{
        mover, nums, verdict, Account, Accounts, Combine, Component, Example, Move, Step,
    };
    use crate::games::euclid::{euclid_outcome, forced_chain, winning_multiple};
    use crate::output::Out;
    use crate::scanner::Scanner;

    pub fn explain(
        input: &mut Scanner<'_>,
        out: &mut Out<'_>,
        accounts: &mut Accounts,
    ) -> Result<(), Error> {
        each_until(input, out, accounts, read_pair, |case, (a, b), accounts| {
            account(case, a, b, accounts)
        })
    }

    fn account(case: u64, a: u64, b: u64, accounts: &Accounts) -> Account {
        let outcome = euclid_outcome(a, b);
        let chain = forced_chain(a, b);
        let (x, y) = *chain.last().expect("the chain starts with (a, b)");
        let steps: Vec<String> = chain.iter().map(|(p, q)| format!("({p}, {q})")).collect();
        let reason = if chain.len() == 1 {
            "no forced step".to_string()
        } else {
            format!("{} forced steps: {}", chain.len() - 1, steps.join(" -> "))
        };
        let why = if x % y == 0 {
            format!("{y} divides {x}")
        } else {
            format!("{x} >= 2 * {y}")
        };
        let mut moves = accounts.moves_of(winning_multiple(a, b), |k| subtract(a, b, k));
        if moves.count == 0 {
            // Lost: the only sensible move is once (the larger is below
            // twice the smaller), and the opponent's winning move follows.
            let first = subtract(a, b, 1);
            let (c, d) = after(a, b, 1);
            let reply = winning_multiple(c, d).map(|k| subtract(c, d, k));
            moves.example = Some(Example { first, reply });
        }
        Account {
            words: nums(&[a, b]),
            case,
            part: None,
            position: format!("{a} {b}"),
            game: "Euclid's game: subtract a positive multiple of the smaller number from the larger; whoever makes a 0 wins".to_string(),
            components: vec![Component {
                name: format!("pair ({}, {})", a.max(b), a.min(b)),
                grundy: None,
                reason,
            }],
            combine: Combine {
                nim_sum: false,
                rule: vec![
                    "with a >= b: if b divides a or a >= 2b the mover wins (leave (a mod b, b) or (a mod b + b, b), whichever is lost); otherwise the one move is to (b, a - b)".to_string(),
                    format!(
                        "({x}, {y}) after {} forced steps: {why}, so its mover wins; {} steps is {}, so {}",
                        chain.len() - 1,
                        chain.len() - 1,
                        if chain.len() % 2 == 1 { "even" } else { "odd" },
                        mover(outcome)
                    ),
                ],
            },
            verdict: verdict(outcome, WORDS, ["Stan, who moves first, wins", "Ollie wins"]),
            moves,
        }
    }

    /// The pair after subtracting `k` times the smaller from the larger, in
    /// the judge's order.
    fn after(a: u64, b: u64, k: u64) -> (u64, u64) {
        if a >= b {
            (a - k * b, b)
        } else {
            (a, b - k * a)
        }
    }

    fn subtract(a: u64, b: u64, k: u64) -> Move {
        let (c, d) = after(a, b, k);
        let (larger, smaller) = (a.max(b), a.min(b));
        Move {
            step: Step::new("subtract", nums(&[c, d])).by(k),
            text: format!("subtract {k} * {smaller} from {larger}"),
            before: format!("{a} {b}"),
            after: format!("{c} {d}"),
        }
    }
}
