//! Accounts of Bash's game, one heap of n and 1 to m a move, in both forms
//! the judges use: take from a heap (HDU 1846), or add to a total that must
//! reach n (HDU 2188, HDU 2149), where a step past what is left also wins.
//! Positions are written as the judge writes a case, `n m`, n being what is
//! left (to take, or to reach).

use crate::explain::{
    bounded, nums, single_game, spaced, Account, Accounts, Component, Example, Move, Step, Verdict,
};
use crate::games::bash::{winning_first_raises, winning_take};
use crate::games::Outcome;

/// Which form of the game, and how a move is called (`take 2`, `bid 3`).
pub struct Form {
    /// True when a step may overshoot what is left (reaching a total).
    pub reach: bool,
    pub step: fn(u64) -> String,
    /// The move's verb as data: `take`, `bid`, `donate`.
    pub action: &'static str,
}

/// The Grundy value of a heap of `n`, 1 to `m` a move: `n mod (m + 1)`.
pub fn grundy(n: u64, m: u64) -> u64 {
    (u128::from(n) % (u128::from(m) + 1)) as u64
}

/// The account of case `case`: `n` left, 1 to `m` a move.
pub fn account(
    case: u64,
    (n, m): (u64, u64),
    form: &Form,
    game: String,
    verdict: impl FnOnce(Outcome) -> Verdict,
    accounts: &Accounts,
) -> Account {
    let g = grundy(n, m);
    let step = |d: u64| one(form, (n, m), d);
    let mut moves = if form.reach {
        let raises = winning_first_raises(n, m);
        let count = if raises.is_empty() {
            0
        } else {
            u128::from(raises.end() - raises.start()) + 1
        };
        accounts.moves_counted(count, raises.map(step))
    } else {
        accounts.moves(winning_take(n, m).map(step))
    };
    if moves.count == 0 && n > 0 && m > 0 {
        let left = n - 1;
        moves.example = Some(Example {
            first: step(1),
            reply: winning_take(left, m).map(|t| one(form, (left, m), t)),
        });
    }
    Account {
        case,
        part: None,
        position: spaced(&[n, m]),
        words: nums(&[n, m]),
        game,
        components: vec![Component {
            name: format!("a heap of {n}, 1 to {m} a move"),
            grundy: Some(g),
            reason: format!("{n} mod {} = {g}", u128::from(m) + 1),
        }],
        combine: single_game(g),
        verdict: verdict(Outcome::of_grundy(g)),
        moves,
    }
}

/// The move of `d` from `n` (to at least 0 where the goal is reached by
/// passing it), as explain writes it.
fn one(form: &Form, (n, m): (u64, u64), d: u64) -> Move {
    let left = n.saturating_sub(d);
    Move {
        text: (form.step)(d),
        before: spaced(&[n, m]),
        after: spaced(&[left, m]),
        step: Step::new(form.action, nums(&[left, m]))
            .by(d)
            .worth(grundy(left, m)),
    }
}

/// Every legal move from `n` (for `play`), or `None` past `limit`: up to
/// `m`, and past the goal only where reaching it by more is allowed.
pub fn all_moves(form: &Form, (n, m): (u64, u64), limit: usize) -> Option<Vec<Move>> {
    let most = if form.reach { m } else { m.min(n) };
    let kept = bounded((1..=most).take_while(|_| n > 0), limit)?;
    Some(kept.into_iter().map(|d| one(form, (n, m), d)).collect())
}
