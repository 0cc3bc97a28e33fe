//! POJ 1740 A New Stone Game: n piles; a move removes at least one stone
//! from one pile and may move any of its remaining stones onto other piles
//! that still hold stones. Alice moves first; the last mover wins (the
//! statement is silent, the sample `1 1` -> 0 fixes it). Cases `n` and n
//! sizes until `n = 0`; `1` when Alice wins, else `0`.
//!
//! Alice loses exactly when the non-empty piles pair up into equal sizes
//! ([`spread_outcome`]); sizes come in any order. Empty piles are not
//! excluded by the statement, and they are inert by its rules (nothing can
//! be taken from them, and only piles that still hold stones receive), so
//! they are ignored: `1` / `0` and `3` / `0 1 1` are losses for Alice (`0`),
//! where the common "n odd -> 1" program prints 1. Exact for every `u64`
//! size and any pile count (the statement: n <= 10, sizes <= 100).

use crate::error::Error;
use crate::games::spread_piles::spread_outcome;
use crate::output::Out;
use crate::problem::Problem;
use crate::problems::lists_until_zero;
use crate::scanner::Scanner;

pub const PROBLEM: Problem = Problem {
    id: "poj1740",
    aliases: &["a-new-stone-game"],
    title: "A New Stone Game",
    url: "http://poj.org/problem?id=1740",
    game: "take from one pile, spread the rest onto non-empty piles; last mover wins",
    output: "1 / 0",
    run,
};

/// The judge's words: Alice (first to move) wins, or loses.
pub const WORDS: [&str; 2] = ["1", "0"];

/// The words naming a pile in errors.
pub const PILE: &str = "a pile size";

pub fn run(input: &mut Scanner<'_>, out: &mut Out<'_>) -> Result<(), Error> {
    each_case(input, out, |_, piles, out| {
        out.line(spread_outcome(piles).pick(WORDS[0], WORDS[1]));
    })
}

/// Reads every case, `n` and the n pile sizes until the `0`, and calls
/// `case(number, piles, out)` for each (numbered from 1).
fn each_case(
    input: &mut Scanner<'_>,
    out: &mut Out<'_>,
    case: impl FnMut(u64, &mut Vec<u64>, &mut Out<'_>),
) -> Result<(), Error> {
    let count = "a pile count n (or 0 to end the input)";
    lists_until_zero(input, out, count, PILE, case)
}

/// The judge data: `n` (1..=10) and n sizes (0..=100) per case, until a
/// line `0`. A case is its row of sizes.
#[cfg(feature = "tools")]
pub mod tools {
    use crate::format::{int, ints, Blanks, Cases, Element, Expr, Format};
    use crate::problem::Tools;
    use crate::testdata::{Case, Rng, Scale};

    pub const TOOLS: Tools = crate::tools!();

    /// The judge's input, as its statement gives it (zeros not excluded).
    pub const FORMAT: Format = Format {
        cases: Cases::Sentinel(&[0]),
        case: &[
            Element::Line(&[int("n", "a pile count", 1, 10)]),
            Element::Line(&[ints(Expr::Var("n"), "a", super::PILE, 0, 100)]),
        ],
        blanks: Blanks::None,
    };

    /// Equal pairs shuffled (the losses: `1 2 1 2`), a pair broken by one
    /// stone, empty piles beside pairs (inert: the common "n odd" program
    /// is wrong there), odd counts, and the largest piles, on purpose.
    fn generate(rng: &mut Rng, scale: Scale, count: usize) -> Vec<Case> {
        let (most, largest) = scale.pick((5, 4), (10, 100), (30, u64::MAX));
        (0..count)
            .map(|_| {
                let n = rng.value(1, most) as usize;
                let mut piles: Vec<u64> = (0..n).map(|_| rng.value(0, largest)).collect();
                if rng.range(0, 2) > 0 {
                    // Pairs, perhaps one pile off by one, perhaps a zero.
                    for i in (1..n).step_by(2) {
                        piles[i] = piles[i - 1];
                    }
                    if n % 2 == 1 && rng.one_in(2) {
                        piles[n - 1] = 0;
                    }
                    if rng.one_in(4) {
                        let i = rng.range(0, n as u64 - 1) as usize;
                        piles[i] = piles[i].saturating_add(1).min(largest);
                    }
                }
                // Shuffle: pairs are not neighbours in the judge's order.
                for i in (1..n).rev() {
                    let j = rng.range(0, i as u64) as usize;
                    piles.swap(i, j);
                }
                vec![piles]
            })
            .collect()
    }
}

#[cfg(feature = "tools")]
pub mod explain {
    //! `grundy explain poj1740`: how the non-empty piles pair up, and the
    //! moves that pair them.

    /// What explain knows about this problem: its hook and moves, and a position as words, `grundy
    /// explain poj1740 3 1 4 2`: the pile sizes (the count is put in front, the end mark `0`
    /// after).
    pub const ROW: crate::explain::Row = crate::row!(
        explain,
        words: counted(super::tools::FORMAT, "PILE...", "3 1 4 2"),
        play: PLAY,
    );

    /// Every spread from the piles: by pile, stones kept, then gifts.
    pub const PLAY: crate::explain::Play = crate::explain::Play {
        moves: |w, limit| all_moves(&crate::explain::numbers(w), limit),
        misere: false,
    };

    use super::each_case;
    use crate::error::Error;
    use crate::explain::{
        mover, nums, spaced, verdict, Account, Accounts, Combine, Component, Example, Move, Step,
    };
    use crate::games::spread_piles::{pairing_move, spread_outcome, winning_spreads, Spread};
    use crate::output::Out;
    use crate::scanner::Scanner;

    /// Search steps spent listing every winning move before showing only
    /// the pairing strategy's (their number grows like a power of the
    /// sizes).
    const LISTING_STEPS: u64 = 1 << 18;

    /// The search steps for a position of `piles` piles: a step costs work
    /// in proportion to the piles and a move found to their square, so the
    /// budget shrinks with the square past 8 piles (2,000 piles took 6.5 ms
    /// a pile on the full budget; the pairing move is found in n log n).
    fn listing_steps(piles: usize) -> u64 {
        let n = piles as u64;
        (LISTING_STEPS / (n.saturating_mul(n) / 64).max(1)).max(1)
    }

    pub fn explain(
        input: &mut Scanner<'_>,
        out: &mut Out<'_>,
        accounts: &mut Accounts,
    ) -> Result<(), Error> {
        each_case(input, out, |case, piles, out| {
            accounts.add(out, account(case, piles, accounts));
        })
    }

    fn account(case: u64, piles: &[u64], accounts: &Accounts) -> Account {
        let outcome = spread_outcome(&mut piles.to_vec());
        let mut sorted: Vec<u64> = piles.iter().copied().filter(|&p| p > 0).collect();
        sorted.sort_unstable();
        let mut components = Vec::new();
        let mut i = 0;
        while i < sorted.len() {
            let j = sorted[i..].partition_point(|&p| p == sorted[i]) + i;
            let count = j - i;
            components.push(Component {
                name: format!("size {}", sorted[i]),
                grundy: None,
                reason: format!(
                    "{count} pile{}: {}",
                    if count == 1 { "" } else { "s" },
                    if count % 2 == 0 {
                        "paired"
                    } else {
                        "one left over"
                    }
                ),
            });
            i = j;
        }
        let zeros = piles.len() - sorted.len();
        let mut rule = vec![
            "pairing rule: the player to move loses exactly when the non-empty piles pair up into equal sizes: any move from there leaves a size with an odd count, and from anywhere else the largest pile can pay to pair up the rest".to_string(),
        ];
        if zeros > 0 {
            rule.push(format!(
                "{zeros} empty pile{} can neither give nor receive stones: ignored",
                if zeros == 1 { "" } else { "s" }
            ));
        }
        rule.push(format!(
            "the non-empty piles {}: {}",
            if outcome.next_wins() {
                "do not pair up"
            } else {
                "pair up"
            },
            mover(outcome)
        ));
        let moves = if !outcome.next_wins() {
            crate::explain::Moves {
                example: lost_example(piles),
                ..Default::default()
            }
        } else {
            match winning_spreads(piles, listing_steps(piles.len())) {
                Some(all) => accounts.moves_of(all, |m| spread(piles, &m)),
                None => {
                    rule.push(format!(
                        "too many winning moves to list (more than {} search steps): the one shown is the pairing strategy's, and the count below covers only it",
                        listing_steps(piles.len())
                    ));
                    let m = pairing_move(piles).expect("an unpaired position has one");
                    accounts.moves(vec![spread(piles, &m)])
                }
            }
        };
        Account {
            words: nums(piles),
            case,
            part: None,
            position: spaced(piles),
            game: format!(
                "{} piles; a move takes at least one stone from a pile and may hand the rest of it to other non-empty piles; whoever cannot move loses",
                piles.len()
            ),
            components,
            combine: Combine {
                nim_sum: false,
                rule,
            },
            verdict: verdict(outcome, super::WORDS, ["Alice, who moves first, wins", "Alice loses: Bob wins"]),
            moves,
        }
    }

    /// For a paired position with a stone: take one stone from the first
    /// non-empty pile, and the pairing answer.
    fn lost_example(piles: &[u64]) -> Option<Example> {
        let from = piles.iter().position(|&p| p > 0)?;
        let first = Spread {
            from,
            keep: piles[from] - 1,
            gifts: vec![0; piles.len()],
        };
        let after = first.apply(piles);
        let reply = pairing_move(&after).map(|m| spread(&after, &m));
        Some(Example {
            first: spread(piles, &first),
            reply,
        })
    }

    fn spread(piles: &[u64], m: &Spread) -> Move {
        let mut text = format!(
            "from pile {} remove {}, keep {}",
            m.from + 1,
            m.removed(piles),
            m.keep
        );
        for (j, &g) in m.gifts.iter().enumerate().filter(|g| *g.1 > 0) {
            text += &format!(", give {g} to pile {}", j + 1);
        }
        let after = m.apply(piles);
        Move {
            step: Step::new("take", nums(&after))
                .on(m.from)
                .by(m.removed(piles)),
            text,
            before: spaced(piles),
            after: spaced(&after),
        }
    }

    /// Every legal move from `piles` (pile `from` keeps fewer stones than
    /// it had and hands at most the rest less one to the other non-empty
    /// piles), or `None` past `limit`.
    fn all_moves(piles: &[u64], limit: usize) -> Option<Vec<Move>> {
        let mut found = Vec::new();
        for from in 0..piles.len() {
            let to: Vec<usize> = (0..piles.len())
                .filter(|&j| j != from && piles[j] > 0)
                .collect();
            for keep in (0..piles[from]).rev() {
                let mut m = Spread {
                    from,
                    keep,
                    gifts: vec![0; piles.len()],
                };
                hand_out(
                    piles,
                    &mut m,
                    &to,
                    piles[from] - 1 - keep,
                    &mut found,
                    limit,
                )?;
            }
        }
        Some(found)
    }

    /// Every way to give at most `stones` to the piles `to`, each a move
    /// added to `found`; `None` once more than `limit`.
    fn hand_out(
        piles: &[u64],
        m: &mut Spread,
        to: &[usize],
        stones: u64,
        found: &mut Vec<Move>,
        limit: usize,
    ) -> Option<()> {
        let Some((&first, rest)) = to.split_first() else {
            if found.len() == limit {
                return None;
            }
            found.push(spread(piles, m));
            return Some(());
        };
        for give in 0..=stones {
            m.gifts[first] = give;
            hand_out(piles, m, rest, stones - give, found, limit)?;
        }
        m.gifts[first] = 0;
        Some(())
    }
}
