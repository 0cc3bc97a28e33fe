//! Accounts of Wythoff positions (POJ 1067, HDU 2177): the cold pair for the
//! position's difference, in exact integers, and every winning move.

use crate::explain::{
    bounded, mover, nums, spaced, Account, Accounts, Combine, Example, Move, Step, Verdict,
};
use crate::games::wythoff::{floor_sqrt5_times, lower, winning_moves, wythoff_outcome};
use crate::games::Outcome;

/// The account of case `case`, heaps `a` and `b` in the judge's order.
pub fn account(
    case: u64,
    (a, b): (u64, u64),
    verdict: impl FnOnce(Outcome) -> Verdict,
    accounts: &Accounts,
) -> Account {
    let outcome = wythoff_outcome(a, b);
    let mut moves = accounts.moves(winning(a, b));
    if moves.count == 0 && (a, b) != (0, 0) {
        let first = if a > 0 { (a - 1, b) } else { (a, b - 1) };
        moves.example = Some(Example {
            first: step((a, b), first),
            reply: winning(first.0, first.1).into_iter().next(),
        });
    }
    Account {
        case,
        part: None,
        position: spaced(&[a, b]),
        words: nums(&[a, b]),
        game: "Wythoff: take any number from one pile, or the same number from both; last to take wins".into(),
        components: Vec::new(),
        combine: combine(a, b, outcome),
        verdict: verdict(outcome),
        moves,
    }
}

/// Wythoff's theorem for the pair's difference, with the numbers.
fn combine(a: u64, b: u64, outcome: Outcome) -> Combine {
    let (lo, hi) = (a.min(b), a.max(b));
    let k = hi - lo;
    let root = floor_sqrt5_times(k);
    let a_k = lower(k);
    let b_k = a_k + u128::from(k);
    let verdict = if outcome == Outcome::P {
        format!("({lo}, {hi}) is that pair: {}", mover(outcome))
    } else {
        format!("({lo}, {hi}) is not that pair: {}", mover(outcome))
    };
    Combine {
        nim_sum: false,
        rule: vec![
            "Wythoff (1907): the player to move loses exactly on the cold pairs".into(),
            "(a_k, a_k + k) with a_k = floor(k * phi), one pair for each difference k".into(),
            format!(
                "k = {hi} - {lo} = {k}; a_k = (k + floor(sqrt(5 k^2))) / 2 = ({k} + {root}) / 2 = {a_k}; the cold pair for k = {k} is ({a_k}, {b_k})"
            ),
            verdict,
        ],
    }
}

/// A move from heaps `from` to heaps `to` (same order), in words.
fn step(from: (u64, u64), to: (u64, u64)) -> Move {
    let (da, db) = (from.0 - to.0, from.1 - to.1);
    let left = nums(&[to.0, to.1]);
    let (text, step) = match (da, db) {
        (d, e) if d == e => (
            format!("take {d} from both piles"),
            Step::new("take", left).by(d),
        ),
        (0, e) => (
            format!("take {e} from pile 2"),
            Step::new("take", left).on(1).by(e),
        ),
        (d, _) => (
            format!("take {d} from pile 1"),
            Step::new("take", left).on(0).by(d),
        ),
    };
    Move {
        text,
        before: spaced(&[from.0, from.1]),
        after: spaced(&[to.0, to.1]),
        step,
    }
}

/// Every legal move from `(a, b)` (for `play`), or `None` past `limit`:
/// from pile 1, from pile 2, from both.
pub fn all_moves((a, b): (u64, u64), limit: usize) -> Option<Vec<Move>> {
    let one = (0..a).rev().map(move |x| (x, b));
    let two = (0..b).rev().map(move |y| (a, y));
    let both = (1..=a.min(b)).map(move |d| (a - d, b - d));
    let kept = bounded(one.chain(two).chain(both), limit)?;
    Some(kept.into_iter().map(|to| step((a, b), to)).collect())
}

/// Every winning move from heaps `a`, `b` (in that order), from
/// [`winning_moves`]: the same from both piles, then lowering the larger
/// pile (pile 2 when equal), then the smaller.
fn winning(a: u64, b: u64) -> Vec<Move> {
    let w = winning_moves(a, b);
    let swapped = a > b;
    // `winning_moves` gives positions as (smaller, larger): put them back in
    // the judge's order.
    let back = |(x, y): (u64, u64)| if swapped { (y, x) } else { (x, y) };
    let mut moves = Vec::new();
    if let Some(p) = w.both {
        moves.push(step((a, b), back(p)));
    }
    // Lowering the larger pile keeps the smaller one: the new larger-pile
    // size is the other number of the target pair.
    if let Some((x, y)) = w.larger {
        let kept = a.min(b);
        let new = if x == kept { y } else { x };
        moves.push(step((a, b), if swapped { (new, b) } else { (a, new) }));
    }
    if let Some((x, y)) = w.smaller {
        let kept = a.max(b);
        let new = if x == kept { y } else { x };
        moves.push(step((a, b), if swapped { (a, new) } else { (new, b) }));
    }
    moves
}
