//! HDU 3537 Daizhenyang's Coin: Mock Turtles. Coins in a row, numbered from
//! 0; a move turns one, two or three coins, the rightmost from heads to
//! tails; whoever cannot move loses. Daizhenyang moves first. Cases until the
//! input ends: `n`, then the n head positions; `Yes` when Daizhenyang
//! **loses** (the position is "losable" for him), else `No`.
//!
//! A position may be listed twice or more (the statement says so): it is
//! still one head, so positions are de-duplicated before anything else. The
//! first player loses exactly when the distinct heads are even in number and
//! their positions XOR to 0 ([`mock_turtles_outcome`], the odious-number
//! values). For n = 0 the sample has no second line: tokens are read, not
//! lines. Exact for every `u64` position and any count (the statement:
//! n <= 100, positions below 10^8).

use crate::error::Error;
use crate::games::mock_turtles::mock_turtles_outcome;
use crate::output::Out;
use crate::problem::Problem;
use crate::problems::until_end;
use crate::scanner::Scanner;

pub const PROBLEM: Problem = Problem {
    id: "hdu3537",
    aliases: &["daizhenyangs-coin", "mock-turtles"],
    title: "Daizhenyang's Coin",
    url: "http://acm.hdu.edu.cn/showproblem.php?pid=3537",
    game: "Mock Turtles: turn 1 to 3 coins, the rightmost heads to tails; last mover wins",
    output: "Yes (the first player loses) / No",
    run,
};

/// The judge's words: Daizhenyang (first to move) wins, or loses.
pub const WORDS: [&str; 2] = ["No", "Yes"];

/// The words naming a head in errors.
pub const HEAD: &str = "a head position";

pub fn run(input: &mut Scanner<'_>, out: &mut Out<'_>) -> Result<(), Error> {
    let mut heads = Vec::new();
    until_end(input, out, |input, out| {
        read_case(input, &mut heads)?;
        // The judge asks whether the first player loses.
        out.line(mock_turtles_outcome(&mut heads).pick(WORDS[0], WORDS[1]));
        Ok(())
    })
}

/// Reads `n` and the n head positions into `heads`.
fn read_case(input: &mut Scanner<'_>, heads: &mut Vec<u64>) -> Result<(), Error> {
    let count = input.next_u64("a head count n")?;
    heads.clear();
    for _ in 0..count {
        heads.push(input.next_u64(HEAD)?);
    }
    Ok(())
}

/// The judge data: `n` (0..=100), then n positions below 10^8 (repeats
/// allowed; no line when n = 0), until the input ends. A case is its list
/// of positions as written.
#[cfg(feature = "tools")]
pub mod tools {
    use crate::format::{int, ints, Blanks, Cases, Element, Expr, Format};
    use crate::problem::Tools;
    use crate::testdata::{Case, Rng, Scale};

    pub const TOOLS: Tools = crate::tools!();

    /// The judge's input, as its statement gives it.
    pub const FORMAT: Format = Format {
        cases: Cases::UntilEnd,
        case: &[
            Element::Line(&[int("n", "a head count", 0, 100)]),
            Element::Line(&[ints(Expr::Var("n"), "a", super::HEAD, 0, 99_999_999)]),
        ],
        blanks: Blanks::None,
    };

    /// No heads, repeated positions (a coin listed twice is one head),
    /// losing sets (an even count whose positions XOR to 0), unsorted
    /// lists and the largest positions, on purpose.
    fn generate(rng: &mut Rng, scale: Scale, count: usize) -> Vec<Case> {
        let (most, largest) = scale.pick((6, 15), (100, 99_999_999), (300, u64::MAX));
        (0..count)
            .map(|_| {
                let n = match rng.range(0, 5) {
                    0 => 0,
                    _ => rng.value(1, most),
                } as usize;
                let mut heads: Vec<u64> = (0..n).map(|_| rng.value(0, largest)).collect();
                if n >= 2 && rng.one_in(2) {
                    // Repeat some positions.
                    for _ in 0..rng.range(1, 3) {
                        let (from, to) = (rng.range(0, n as u64 - 1), rng.range(0, n as u64 - 1));
                        heads[to as usize] = heads[from as usize];
                    }
                } else if n >= 3 && rng.one_in(2) {
                    // A lost set when the positions stay distinct: the last
                    // is the XOR of the others, and the count even.
                    let len = n - n % 2;
                    heads.truncate(len);
                    let rest = heads[..len - 1].iter().fold(0, |x, h| x ^ h);
                    heads[len - 1] = rest.min(largest);
                }
                vec![heads]
            })
            .collect()
    }
}

#[cfg(feature = "tools")]
pub mod explain {
    //! `grundy explain hdu3537`: each distinct head's odious value, their
    //! nim-sum, and the winning turns.

    /// What explain knows about this problem: its hook and moves, and a position as words, `grundy
    /// explain hdu3537 2 5 6`: the positions of the heads (the count is put in front).
    pub const ROW: crate::explain::Row = crate::row!(
        explain,
        words: counted(super::tools::FORMAT, "HEAD...", "2 5 6"),
        play: PLAY,
    );

    /// Every turn: a head, alone or with one or two coins left of it.
    pub const PLAY: crate::explain::Play = crate::explain::Play {
        moves: |w, limit| {
            let mut heads = crate::explain::numbers(w);
            heads.sort_unstable();
            heads.dedup();
            all_moves(&heads, limit)
        },
        misere: false,
    };

    /// Every legal turn from the distinct sorted `heads`, by rightmost
    /// head, or `None` past `limit`.
    fn all_moves(heads: &[u64], limit: usize) -> Option<Vec<Move>> {
        let all = heads.iter().flat_map(|&r| {
            let alone = std::iter::once(vec![]);
            let pairs = (0..r).flat_map(move |a| {
                std::iter::once(vec![a]).chain((a + 1..r).map(move |b| vec![a, b]))
            });
            alone.chain(pairs).map(move |others| Turn {
                others,
                rightmost: r,
            })
        });
        let kept = bounded(all, limit)?;
        Some(kept.iter().map(|t| turn(heads, t)).collect())
    }

    use super::read_case;
    use crate::error::Error;
    use crate::explain::{
        bounded, mover, nums, spaced, verdict, Account, Accounts, Combine, Component, Example,
        Move, Step,
    };
    use crate::games::mock_turtles::{
        count_winning_turns, grundy, mock_turtles_outcome, odious, winning_turns, Turn,
    };
    use crate::output::Out;
    use crate::problems::until_end;
    use crate::scanner::Scanner;

    pub fn explain(
        input: &mut Scanner<'_>,
        out: &mut Out<'_>,
        accounts: &mut Accounts,
    ) -> Result<(), Error> {
        let mut heads = Vec::new();
        let mut case = 0;
        until_end(input, out, |input, out| {
            read_case(input, &mut heads)?;
            let listed = heads.len();
            let outcome = mock_turtles_outcome(&mut heads);
            case += 1;
            let mut rule = vec![
                "a coin-turning game is the sum of its lone heads, and a lone head at x is worth the x-th odious number (an odd count of 1-bits): 2x, or 2x + 1 when x has an even count of 1-bits".to_string(),
            ];
            if listed > heads.len() {
                rule.push(format!(
                    "{} positions were listed, {} distinct: a coin listed twice is one head",
                    listed,
                    heads.len()
                ));
            }
            let values: Vec<Option<u64>> = heads
                .iter()
                .map(|&x| u64::try_from(odious(x)).ok())
                .collect();
            let total = grundy(&heads);
            rule.push(if heads.is_empty() {
                format!("no head is up: {}", mover(outcome))
            } else if total == 0 {
                format!("the nim-sum is 0: {}", mover(outcome))
            } else {
                format!("the nim-sum is {total}, not 0: {}", mover(outcome))
            });
            let components = heads
                .iter()
                .zip(&values)
                .map(|(&x, &g)| Component {
                    name: format!("head at {x}"),
                    grundy: g,
                    reason: format!("{x} has {} 1-bits", x.count_ones()),
                })
                .collect();
            let mut moves = accounts.moves_counted(
                count_winning_turns(&heads),
                winning_turns(&heads).map(|t| turn(&heads, &t)),
            );
            if !outcome.next_wins() {
                moves.example = lost_example(&heads);
            }
            let account = Account {
                words: nums(&heads),
                case,
                part: None,
                position: text(&heads),
                game: "Mock Turtles: turn 1 to 3 coins, the rightmost from heads to tails; whoever cannot move loses".to_string(),
                components,
                combine: Combine {
                    nim_sum: !heads.is_empty() && values.iter().all(Option::is_some),
                    rule,
                },
                verdict: verdict(
                    outcome,
                    super::WORDS,
                    ["Daizhenyang, who moves first, wins", "Daizhenyang loses: the position is losable"],
                ),
                moves,
            };
            accounts.add(out, account);
            Ok(())
        })
    }

    /// For a lost position with a head: turn the first head alone, and the
    /// first winning answer.
    fn lost_example(heads: &[u64]) -> Option<Example> {
        let &first = heads.first()?;
        let step = Turn {
            others: vec![],
            rightmost: first,
        };
        let after = turned(heads, &step);
        let reply = winning_turns(&after).next().map(|t| turn(&after, &t));
        Some(Example {
            first: turn(heads, &step),
            reply,
        })
    }

    /// The distinct heads after `t`, sorted.
    fn turned(heads: &[u64], t: &Turn) -> Vec<u64> {
        let mut after = heads.to_vec();
        for &c in t.others.iter().chain([&t.rightmost]) {
            match after.binary_search(&c) {
                Ok(i) => {
                    after.remove(i);
                }
                Err(i) => after.insert(i, c),
            }
        }
        after
    }

    fn turn(heads: &[u64], t: &Turn) -> Move {
        let what = match t.others.as_slice() {
            [] => format!("turn coin {}", t.rightmost),
            [a] => format!("turn coins {a} and {}", t.rightmost),
            [a, b] => format!("turn coins {a}, {b} and {}", t.rightmost),
            _ => unreachable!("a turn has at most three coins"),
        };
        let after = turned(heads, t);
        let mut step = Step::new("turn", nums(&after)).by(t.rightmost);
        if let Ok(value) = u64::try_from(grundy(&after)) {
            step = step.worth(value);
        }
        Move {
            step,
            text: what,
            before: text(heads),
            after: text(&after),
        }
    }

    fn text(heads: &[u64]) -> String {
        if heads.is_empty() {
            "no heads".to_string()
        } else {
            format!("heads at {}", spaced(heads))
        }
    }
}
