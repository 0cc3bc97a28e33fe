//! Accounts of Bash's game, one heap of n and 1 to m a move, in both forms
//! the judges use: take from a heap (HDU 1846), or add to a total that must
//! reach n (HDU 2188, HDU 2149), where a step past what is left also wins.
//! Positions are written as the judge writes a case, `n m`, n being what is
//! left (to take, or to reach).

use crate::error::Error;
use crate::explain::heaps::{each, Listed};
use crate::explain::{
    bounded, nums, single_game, spaced, Account, Accounts, Component, Example, Move, Step, Verdict,
};
use crate::games::bash::{winning_first_raises, winning_take};
use crate::games::Outcome;
use crate::output::Out;
use crate::scanner::Scanner;

/// Which form of the game, and how a move is called (`take 2`, `bid 3`).
pub struct Form {
    /// True when a step may overshoot what is left (reaching a total).
    pub reach: bool,
    /// The move's verb as data: `take`, `bid`, `donate`; a move reads
    /// `take 2`.
    pub action: &'static str,
}

impl Form {
    /// Taking 1 to m from a heap, called `action` (HDU 1846's `take`).
    pub const fn take(action: &'static str) -> Form {
        Form {
            reach: false,
            action,
        }
    }

    /// Adding 1 to m to a total that must reach n, called `action` (`bid`,
    /// `donate`).
    pub const fn reach(action: &'static str) -> Form {
        Form {
            reach: true,
            action,
        }
    }
}

/// The Grundy value of a heap of `n`, 1 to `m` a move: `n mod (m + 1)`.
pub fn grundy(n: u64, m: u64) -> u64 {
    (u128::from(n) % (u128::from(m) + 1)) as u64
}

/// Reads Bash cases as the judge's `run` does (`read` reads `n m` with
/// its words in errors) and explains each in `form`: `game(n, m)` is the
/// game line, `verdict` the judge's answer. HDU 1846 and HDU 2188 differ
/// only in these.
pub fn cases(
    input: &mut Scanner<'_>,
    out: &mut Out<'_>,
    accounts: &mut Accounts,
    (listed, read): (
        Listed,
        impl FnMut(&mut Scanner<'_>) -> Result<(u64, u64), Error>,
    ),
    form: &Form,
    game: impl Fn(u64, u64) -> String,
    verdict: impl Fn(Outcome) -> Verdict,
) -> Result<(), Error> {
    each(
        input,
        out,
        accounts,
        listed,
        read,
        |case, (n, m), accounts| account(case, (n, m), form, game(n, m), &verdict, accounts),
    )
}

/// Bash's moves in `form` from a position typed as `N M` (for `play`):
/// `crate::bash_moves!(TAKE)`.
#[macro_export]
macro_rules! bash_moves {
    ($form:path) => {
        $crate::explain::Play {
            moves: |w, limit| {
                let n = $crate::explain::numbers(w);
                $crate::explain::bash::all_moves(&$form, (n[0], n[1]), limit)
            },
            misere: false,
        }
    };
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
        text: format!("{} {d}", form.action),
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
