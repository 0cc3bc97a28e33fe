//! Accounts of Nim with splits (hdu3032: split into two, hdu5795: into
//! three): each heap's value from the closed form, the XOR table, and the
//! winning moves: takes that leave a nim-sum of 0 (the heap with the wanted
//! value is found by the value swap), and splits with that value.
//!
//! Splits are found by trying each one, so they are listed only in heaps up
//! to [`split_limit`] (4096 objects for two parts, 256 for three), and only
//! while the whole position needs at most [`SPLIT_BUDGET`] tries; the game
//! line says when splits were not searched, so a count is then the count of
//! the moves searched.

use crate::explain::{
    bounded, bouton, nums, spaced, verdict, Account, Accounts, Combine, Component, Example, Move,
    Step,
};
use crate::games::split_nim::Split;
use crate::games::Outcome;

/// The largest heap whose splits are searched.
pub fn split_limit(split: Split) -> u64 {
    match split {
        Split::Two => 4096,
        Split::Three => 256,
    }
}

/// The most splits one account tries (about a second in a debug build):
/// past it, no split is searched in that position.
pub const SPLIT_BUDGET: u64 = 1 << 22;

/// Whether the splits of every heap up to the limit fit the budget.
fn splits_fit(heaps: &[u64], split: Split) -> bool {
    let mut tries = 0u64;
    for &h in heaps.iter().filter(|&&h| h <= split_limit(split)) {
        tries += match split {
            Split::Two => h / 2,
            Split::Three => h * h / 12 + 1,
        };
        if tries > SPLIT_BUDGET {
            return false;
        }
    }
    true
}

/// One move: in heap `heap` (from 0), leave `parts` (one part for a take,
/// 0 for taking the whole heap).
#[derive(Clone, Debug, PartialEq, Eq)]
struct Play {
    heap: usize,
    parts: Vec<u64>,
}

/// The account of `heaps` under `split`, in the judge's words.
pub fn account(
    case: u64,
    heaps: &[u64],
    split: Split,
    words: [&str; 2],
    meanings: [&str; 2],
    accounts: &Accounts,
) -> Account {
    let x = split.nim_sum(heaps);
    let outcome = Outcome::from_next_wins(x != 0);
    let values: Vec<u128> = heaps.iter().map(|&h| split.grundy(h)).collect();
    let p = split.period();
    let components = heaps
        .iter()
        .zip(&values)
        .enumerate()
        .map(|(i, (&h, &g))| Component {
            name: format!("heap {} = {h}", i + 1),
            grundy: u64::try_from(g).ok(),
            reason: match h % p {
                r if r == p - 1 => format!("{h} mod {p} = {}: swapped up, g = {g}", p - 1),
                0 if h > 0 => format!("{h} mod {p} = 0: swapped down, g = {g}"),
                _ => String::new(),
            },
        })
        .collect();
    let fits = values.iter().all(|&g| u64::try_from(g).is_ok());
    let mut rule = vec![match split {
        Split::Two => "g(h) = h, except g(4k+3) = 4k+4 and g(4k+4) = 4k+3 (the mex of every smaller heap and every split into two)".to_string(),
        Split::Three => "g(h) = h, except g(8k+7) = 8k+8 and g(8k+8) = 8k+7 (the mex of every smaller heap and every split into three)".to_string(),
    }];
    if !fits {
        rule.push(format!("nim-sum {x} (a value reaches 2^64)"));
    }
    rule.push(bouton(u64::from(x != 0)));
    let searched = splits_fit(heaps, split);
    let unsearched = heaps.iter().filter(|&&h| h > split_limit(split)).count();
    let mut game = format!(
        "Nim where a move may instead split a heap into {} non-empty heaps: the sum of {} heaps",
        split.parts(),
        heaps.len()
    );
    if !searched {
        game += &format!(" (more than {SPLIT_BUDGET} splits: none is searched for moves)");
    } else if unsearched > 0 {
        game += &format!(
            " (splits of the {unsearched} heaps above {} are not searched for moves)",
            split_limit(split)
        );
    }
    let mut moves = accounts.moves_of(winning(heaps, split, x, searched), |m| {
        play(heaps, split, &m)
    });
    if moves.count == 0 {
        moves.example = example(heaps, split, searched);
    }
    Account {
        words: nums(heaps),
        case,
        part: None,
        position: spaced(heaps),
        game,
        components,
        combine: Combine {
            nim_sum: fits,
            rule,
        },
        verdict: verdict(outcome, words, meanings),
        moves,
    }
}

/// Every move that makes the nim-sum 0, heap by heap: the take first, then
/// the splits (within the search limit, when `splits`).
fn winning(heaps: &[u64], split: Split, x: u128, splits: bool) -> Vec<Play> {
    let mut found = Vec::new();
    if x == 0 {
        return found;
    }
    for (i, &h) in heaps.iter().enumerate() {
        let target = split.grundy(h) ^ x;
        if let Some(left) = split.heap_with_value(target).filter(|&l| l < h) {
            found.push(Play {
                heap: i,
                parts: if left == 0 { vec![] } else { vec![left] },
            });
        }
        if splits && h <= split_limit(split) {
            for parts in split.splits_to(h, target) {
                found.push(Play { heap: i, parts });
            }
        }
    }
    found
}

/// Every legal move of `heaps` (for `play`), heap by heap: the takes from
/// the largest left down to none, then every split with its parts
/// ascending; `None` past `limit`.
pub fn all_moves(heaps: &[u64], split: Split, limit: usize) -> Option<Vec<Move>> {
    let all = heaps.iter().enumerate().flat_map(|(heap, &h)| {
        let takes = (0..h).rev().map(move |left| Play {
            heap,
            parts: if left == 0 { vec![] } else { vec![left] },
        });
        let splits = every_split(h, split).map(move |parts| Play { heap, parts });
        takes.chain(splits)
    });
    let kept = bounded(all, limit)?;
    Some(kept.iter().map(|m| play(heaps, split, m)).collect())
}

/// Every split of `heap` into non-empty parts, ascending, in order (lazy:
/// a heap's splits are many).
fn every_split(heap: u64, split: Split) -> Box<dyn Iterator<Item = Vec<u64>>> {
    match split {
        Split::Two => Box::new((1..=heap / 2).map(move |a| vec![a, heap - a])),
        Split::Three => Box::new(
            (1..=heap / 3)
                .flat_map(move |a| (a..=(heap - a) / 2).map(move |b| vec![a, b, heap - a - b])),
        ),
    }
}

/// For a lost position: taking the first heap whole, and a winning reply
/// to it: the first listed winning move, or where splits were not searched,
/// a take or the one split a take cannot replace
/// ([`Split::split_where_takes_fail`]), so a reply is always shown.
fn example(heaps: &[u64], split: Split, splits: bool) -> Option<Example> {
    let i = heaps.iter().position(|&h| h > 0)?;
    let taken = Play {
        heap: i,
        parts: vec![],
    };
    let mut after = heaps.to_vec();
    after[i] = 0;
    let x = split.nim_sum(&after);
    let reply = winning(&after, split, x, splits)
        .into_iter()
        .next()
        .or_else(|| {
            after.iter().enumerate().find_map(|(j, &h)| {
                let target = split.grundy(h) ^ x;
                let parts = split.split_where_takes_fail(h, target)?;
                Some(Play { heap: j, parts })
            })
        });
    Some(Example {
        first: play(heaps, split, &taken),
        reply: reply.map(|r| play(&after, split, &r)),
    })
}

/// A move as text and positions; a split's parts take the heap's place.
fn play(heaps: &[u64], split: Split, m: &Play) -> Move {
    let h = heaps[m.heap];
    let mut after: Vec<u64> = heaps[..m.heap].to_vec();
    let text = match m.parts.len() {
        0 => {
            after.push(0);
            format!("take all {h} from heap {}", m.heap + 1)
        }
        1 => {
            after.push(m.parts[0]);
            format!("take {} from heap {}", h - m.parts[0], m.heap + 1)
        }
        _ => {
            after.extend(&m.parts);
            let parts: Vec<String> = m.parts.iter().map(u64::to_string).collect();
            format!("split heap {} into {}", m.heap + 1, parts.join(" + "))
        }
    };
    after.extend(&heaps[m.heap + 1..]);
    let action = if m.parts.len() > 1 { "split" } else { "take" };
    let mut step = Step::new(action, nums(&after)).on(m.heap);
    if m.parts.len() < 2 {
        step = step.by(h - m.parts.first().copied().unwrap_or(0));
    }
    if let Ok(value) = u64::try_from(split.nim_sum(&after)) {
        step = step.worth(value);
    }
    Move {
        step,
        text,
        before: spaced(heaps),
        after: spaced(&after),
    }
}

/// The tools of a split-Nim judge laid out as HDU 3032 and HDU 5795 both
/// are (`T`, then per case a heap count and a line of heaps), from what
/// they do not share: the heap count's name in the statement, the
/// largest heap and what the judge's words mean; the rule (`SPLIT`) and
/// the words (`WORDS`) are the solver's own, from its module. Invoked in
/// the problem's `tools` module, it declares `TOOLS`, `FORMAT` (the
/// generator draws Split Nim's traps, [`crate::testdata::split_nim_cases`])
/// and the explain `ROW` (each heap's value, the XOR table, every winning
/// take or split; the heaps as words, one case: `T` and the count are put
/// in front).
#[macro_export]
macro_rules! split_nim_tools {
    (
        heap_count: $n:literal,
        largest: $largest:expr,
        meanings: $meanings:expr $(,)?
    ) => {
        pub const TOOLS: $crate::problem::Tools = $crate::tools!(
            {
                /// Split Nim's traps.
                fn generate(
                    rng: &mut $crate::testdata::Rng,
                    scale: $crate::testdata::Scale,
                    count: usize,
                ) -> Vec<$crate::testdata::Case> {
                    let (most, largest) =
                        scale.pick((5, 12), (1000, $largest), (200, u64::MAX));
                    let count = scale.cases(count, 100);
                    $crate::testdata::split_nim_cases(rng, super::SPLIT, count, most, largest)
                }
                generate
            },
            $crate::tools!(@write),
            ROW
        );

        /// The judge's input, as its statement gives it.
        pub const FORMAT: $crate::format::Format = $crate::counted_list! {
            cases: $crate::format::Cases::counted("T", $crate::problems::CASE_COUNT, 1, 100),
            count: ($n, "a heap count", 1, 1_000_000) on its own line,
            values: ("s", $crate::problems::HEAP, 1, $largest),
        };

        /// What explain knows about the problem.
        pub const ROW: $crate::explain::Row = $crate::row!(
            |input, out, accounts| {
                use $crate::explain::heaps::{each, Listed::Counted};
                let read = |input: &mut $crate::scanner::Scanner<'_>| {
                    let mut heaps = Vec::new();
                    let words = [super::HEAP_COUNT, $crate::problems::HEAP];
                    let numbers = &mut $crate::numbers::Numbers::new(input);
                    $crate::problems::list_of(numbers, words, |h| heaps.push(h))?;
                    Ok(heaps)
                };
                each(input, out, accounts, Counted($crate::problems::CASE_COUNT), read, |case, heaps, accounts| {
                    let (split, words) = (super::SPLIT, super::WORDS);
                    $crate::explain::split_nim::account(case, &heaps, split, words, $meanings, accounts)
                })
            },
            words: counted(FORMAT, "HEAP...", "3 4 5"),
            play: $crate::explain::Play {
                moves: |w, limit| {
                    let heaps = $crate::explain::numbers(w);
                    $crate::explain::split_nim::all_moves(&heaps, super::SPLIT, limit)
                },
                misere: false,
            },
        );
    };
}
