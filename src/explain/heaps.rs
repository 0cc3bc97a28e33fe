//! Accounts of sums of one-heap games given by a table of Grundy values
//! (S-Nim, the Fibonacci game): each heap's value and why, the XOR table,
//! and the winning moves, found as the moves that make the nim-sum 0.

use crate::explain::{
    bounded, bouton, nums, spaced, Account, Accounts, Combine, Component, Example, Move, Step,
    Verdict,
};
use crate::games::Outcome;

/// A one-heap game as an explanation needs it.
pub trait HeapGame {
    /// `g(heap)`; only asked about heaps the reader has accepted.
    fn grundy(&mut self, heap: u64) -> u64;
    /// What a move may take from a heap of `heap`, ascending.
    fn takes(&self, heap: u64) -> Vec<u64>;
    /// Why `g(heap)` is what it is.
    fn reason(&mut self, heap: u64) -> String;
}

/// The account of `heaps` (the judge's position): the game `game` on each.
pub fn account(
    case: u64,
    heaps: &[u64],
    game: String,
    rules: &mut impl HeapGame,
    verdict: impl FnOnce(Outcome) -> Verdict,
    accounts: &Accounts,
) -> Account {
    let values: Vec<u64> = heaps.iter().map(|&h| rules.grundy(h)).collect();
    let x = values.iter().fold(0, |x, g| x ^ g);
    let outcome = Outcome::of_grundy(x);
    let components = heaps
        .iter()
        .zip(&values)
        .enumerate()
        .map(|(i, (&h, &g))| Component {
            name: format!("heap {} = {h}", i + 1),
            grundy: Some(g),
            reason: rules.reason(h),
        })
        .collect();
    let mut moves = accounts.moves_of(winning(heaps, rules), |(i, s)| take(heaps, i, s));
    if moves.count == 0 {
        moves.example = some_move(heaps, rules).map(|(i, s)| {
            let mut after = heaps.to_vec();
            after[i] -= s;
            Example {
                first: take(heaps, i, s),
                reply: winning(&after, rules)
                    .first()
                    .map(|&(j, t)| take(&after, j, t)),
            }
        });
    }
    Account {
        case,
        part: None,
        position: spaced(heaps),
        words: nums(heaps),
        game,
        components,
        combine: Combine {
            nim_sum: true,
            rule: vec![bouton(x)],
        },
        verdict: verdict(outcome),
        moves,
    }
}

/// `take s from heap i` from `heaps`.
fn take(heaps: &[u64], i: usize, s: u64) -> Move {
    let mut after = heaps.to_vec();
    after[i] -= s;
    Move {
        text: format!("take {s} from heap {}", i + 1),
        before: spaced(heaps),
        after: spaced(&after),
        step: Step::new("take", nums(&after)).on(i).by(s),
    }
}

/// Every legal move on `heaps` (for `play`), or `None` past `limit`.
pub fn all_moves(heaps: &[u64], rules: &impl HeapGame, limit: usize) -> Option<Vec<Move>> {
    let all = heaps
        .iter()
        .enumerate()
        .flat_map(|(i, &h)| rules.takes(h).into_iter().map(move |s| (i, s)));
    let kept = bounded(all, limit)?;
    Some(kept.into_iter().map(|(i, s)| take(heaps, i, s)).collect())
}

/// Every move that leaves a nim-sum of 0, as (heap index, take), heap by
/// heap, smaller takes first.
fn winning(heaps: &[u64], rules: &mut impl HeapGame) -> Vec<(usize, u64)> {
    let values: Vec<u64> = heaps.iter().map(|&h| rules.grundy(h)).collect();
    let x = values.iter().fold(0, |x, g| x ^ g);
    let mut moves = Vec::new();
    if x == 0 {
        return moves;
    }
    for (i, (&h, &g)) in heaps.iter().zip(&values).enumerate() {
        for s in rules.takes(h) {
            if rules.grundy(h - s) == g ^ x {
                moves.push((i, s));
            }
        }
    }
    moves
}

/// The smallest take from the largest heap that allows one, as (heap
/// index, take), if any.
fn some_move(heaps: &[u64], rules: &impl HeapGame) -> Option<(usize, u64)> {
    let (i, &h) = heaps
        .iter()
        .enumerate()
        .rev()
        .filter(|&(_, &h)| !rules.takes(h).is_empty())
        .max_by_key(|&(_, h)| *h)?;
    Some((i, rules.takes(h)[0]))
}

/// `mex{5 4 3 1 2} = 0`: a heap's value from the values its moves reach.
pub fn mex_reason(heap: u64, takes: &[u64], rules: &mut impl HeapGame) -> String {
    let reached: Vec<String> = takes
        .iter()
        .map(|&s| rules.grundy(heap - s).to_string())
        .collect();
    format!(
        "mex of g({heap} - s) over the moves s: mex{{{}}} = {}",
        reached.join(" "),
        rules.grundy(heap)
    )
}
