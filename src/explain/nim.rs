//! Accounts of Nim positions, shared by every problem whose position is
//! plain Nim (or misère Nim) in the judge's own units: piles, heaps, tokens
//! on cells. The problem names its parts ([`Parts`]); the components, the
//! rule and the moves are built here.

use crate::error::Error;
use crate::explain::heaps::each;
use crate::explain::{
    bounded, bouton, counted, mover, numbers, nums, spaced, verdict, Account, Accounts, Combine,
    Component, Example, Move, Moves, Step, Verdict, FIRST_PLAYER,
};
use crate::games::misere::{misere_nim_outcome, misere_winning_moves};
use crate::games::nim::{nim_outcome, nim_sum, some_move, winning_moves, NimMove};
use crate::numbers::Numbers;
use crate::output::Out;
use crate::problems::{list_of, PILE_WORDS};
use crate::scanner::Scanner;

/// How a problem speaks of one Nim heap and of a move on it.
pub struct Parts {
    /// What one component is called (`pile`), for the misère rule's words.
    pub unit: &'static str,
    /// The component's name from its index (from 0) and size: `pile 2 = 7`.
    pub name: fn(usize, u64) -> String,
    /// What a move does: `take 2 from pile 1`.
    pub step: fn(&NimMove) -> String,
    /// The move's verb as data: `take`, `move`.
    pub action: &'static str,
}

/// Piles of objects: `pile 1 = 3`, `take 2 from pile 1`.
pub const PILES: Parts = Parts {
    unit: "pile",
    name: |i, size| format!("pile {} = {size}", i + 1),
    step: |m| format!("take {} from pile {}", m.taken(), m.pile + 1),
    action: "take",
};

/// Nim's moves on piles typed as words (`3 4 5`), for `play`: every
/// problem whose position is plain Nim piles plays these.
pub const MOVES: crate::explain::Play = crate::explain::Play {
    moves: |w, limit| all_moves(&numbers(w), &PILES, Play::Normal, limit),
    misere: false,
};

/// The same moves in misère play (whoever takes the last loses).
pub const MISERE_MOVES: crate::explain::Play = crate::explain::Play {
    moves: |w, limit| all_moves(&numbers(w), &PILES, Play::Misere, limit),
    misere: true,
};

pub use crate::explain::heaps::Listed;

/// Reads the cases of a judge whose case is a count and that many values,
/// as its `run` reads them (`what` are its words for the two in errors),
/// and adds `account(case, values, accounts)` for each, from case 1. The
/// Nim family's judges differ only in these words and in their accounts.
pub fn lists(
    input: &mut Scanner<'_>,
    out: &mut Out<'_>,
    accounts: &mut Accounts,
    cases: Listed,
    what: [&str; 2],
    mut account: impl FnMut(u64, &[u64], &Accounts) -> Account,
) -> Result<(), Error> {
    let read = |input: &mut Scanner<'_>| {
        let mut values = Vec::new();
        list_of(&mut Numbers::new(input), what, |v| values.push(v))?;
        Ok(values)
    };
    each(
        input,
        out,
        accounts,
        cases,
        read,
        |case, values, accounts| account(case, &values, accounts),
    )
}

/// The account of plain Nim on `piles`, answered with the judge's `words`
/// for a first-player win and loss.
pub fn plain(case: u64, piles: &[u64], words: [&str; 2], accounts: &Accounts) -> Account {
    let game = game(piles.len() as u64);
    let verdict = verdict(outcome(piles, Play::Normal), words, FIRST_PLAYER);
    account(case, piles, &PILES, Play::Normal, game, verdict, accounts)
}

/// Misère Nim as HDU 1907 and LightOJ 1253 give it: a case count, then per
/// case a pile count and the piles. `words(case)` are the judge's answers
/// when the first player wins and loses, `meanings` the same in plain words.
pub fn misere_cases(
    input: &mut Scanner<'_>,
    out: &mut Out<'_>,
    accounts: &mut Accounts,
    words: fn(u64) -> [String; 2],
    meanings: [&str; 2],
) -> Result<(), Error> {
    let cases = Listed::Counted(crate::problems::CASE_COUNT);
    lists(
        input,
        out,
        accounts,
        cases,
        PILE_WORDS,
        |case, piles, accounts| {
            let game = format!(
                "misère Nim (whoever takes the last loses), {}",
                counted(piles.len() as u64, "pile")
            );
            let outcome = outcome(piles, Play::Misere);
            let words = words(case);
            let verdict = verdict(outcome, [&words[0], &words[1]], meanings);
            account(case, piles, &PILES, Play::Misere, game, verdict, accounts)
        },
    )
}

/// The tools of a misère Nim judge laid out as HDU 1907 (a case count `T`,
/// then per case a pile count and the piles on the next line), from what
/// its judges do not share: the answers (`words(case)` for a first
/// player's win and loss) and what they mean, an example position and the
/// bounds. LightOJ 1253 is the same game with its own words. Invoked in
/// the problem's `tools` module, it declares `TOOLS`, `FORMAT` and the
/// explain `ROW` (Bouton's misère rule on each case's piles, the piles as
/// words, misère Nim's moves, the heaps drawn). A judge whose big files
/// are answered on two threads ends with its `plan: ..`
/// ([`crate::problem::Tools::plan`]).
#[macro_export]
macro_rules! misere_nim_tools {
    (@plan) => {
        None
    };
    (@plan $plan:expr) => {
        Some($plan)
    };
    (
        words: $words:expr,
        meanings: $meanings:expr,
        example: $example:literal,
        cases: ($t:literal, $t_lo:expr, $t_hi:expr),
        piles: ($n:literal, $n_lo:expr, $n_hi:expr) of ($a:literal, $a_lo:expr, $a_hi:expr)
        $(, plan: $plan:expr)? $(,)?
    ) => {
        pub const TOOLS: $crate::problem::Tools = $crate::problem::Tools {
            plan: $crate::misere_nim_tools!(@plan $($plan)?),
            ..$crate::tools!(generate: $crate::testdata::misere_lists, explain: ROW)
        };

        /// The judge's input, as its statement gives it.
        pub const FORMAT: $crate::format::Format = $crate::counted_list! {
            cases: $crate::format::Cases::counted($t, $crate::problems::CASE_COUNT, $t_lo, $t_hi),
            count: ($n, $crate::problems::PILE_WORDS[0], $n_lo, $n_hi) on its own line,
            values: ($a, $crate::problems::PILE_WORDS[1], $a_lo, $a_hi),
        };

        /// What explain knows about the problem.
        pub const ROW: $crate::explain::Row = $crate::row!(
            |input, out, accounts| {
                $crate::explain::nim::misere_cases(input, out, accounts, $words, $meanings)
            },
            words: counted(FORMAT, "PILE...", $example),
            play: $crate::explain::nim::MISERE_MOVES,
            picture: heaps,
        );
    };
}

/// The game line of plain Nim on `count` piles.
pub fn game(count: u64) -> String {
    format!(
        "Nim, the sum of {}; a pile of n has Grundy value n",
        counted(count, "pile")
    )
}

/// Normal or misère play.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Play {
    Normal,
    Misere,
}

/// The account of case `case`, Nim on `piles` (the judge's position).
pub fn account(
    case: u64,
    piles: &[u64],
    parts: &Parts,
    play: Play,
    game: String,
    verdict: Verdict,
    accounts: &Accounts,
) -> Account {
    Account {
        case,
        part: None,
        position: spaced(piles),
        words: nums(piles),
        game,
        components: components(piles, parts),
        combine: match play {
            Play::Normal => combine(piles),
            Play::Misere => combine_misere(piles, parts.unit),
        },
        verdict,
        moves: moves(piles, parts, play, accounts),
    }
}

/// Every legal move of Nim on `piles` (for `play`), or `None` past `limit`.
pub fn all_moves(piles: &[u64], parts: &Parts, play: Play, limit: usize) -> Option<Vec<Move>> {
    let all = (0..piles.len()).flat_map(|pile| {
        (0..piles[pile]).rev().map(move |to| NimMove {
            pile,
            from: piles[pile],
            to,
        })
    });
    let kept = bounded(all, limit)?;
    Some(
        kept.into_iter()
            .map(|m| move_of(piles, m, parts, play))
            .collect(),
    )
}

/// Who wins Nim on `piles` in `play`.
pub fn outcome(piles: &[u64], play: Play) -> crate::games::Outcome {
    let x = nim_sum(piles.iter().copied());
    match play {
        Play::Normal => nim_outcome(x),
        Play::Misere => misere_nim_outcome(x, piles.iter().any(|&p| p > 1)),
    }
}

/// One component per pile (`pile 2 = 7: g = 7`).
pub fn components(piles: &[u64], parts: &Parts) -> Vec<Component> {
    piles
        .iter()
        .enumerate()
        .map(|(i, &p)| Component {
            name: (parts.name)(i, p),
            grundy: Some(p),
            reason: String::new(),
        })
        .collect()
}

/// Bouton's rule applied to the piles' nim-sum, with the XOR table.
fn combine(piles: &[u64]) -> Combine {
    let x = nim_sum(piles.iter().copied());
    Combine {
        nim_sum: true,
        rule: vec![bouton(x)],
    }
}

/// Bouton's misère rule: which branch applies, and why; `unit` names a
/// pile.
pub fn combine_misere(piles: &[u64], unit: &str) -> Combine {
    let x = nim_sum(piles.iter().copied());
    let big = piles.iter().filter(|&&p| p > 1).count();
    let outcome = misere_nim_outcome(x, big > 0);
    let rule = if big > 0 {
        let hold = match big {
            1 => format!("1 {unit} holds"),
            n => format!("{n} {unit}s hold"),
        };
        vec![
            format!("misère rule: {hold} more than one, so play as in Nim"),
            format!("(keep the nim-sum 0; when one {unit} above one is left, leave an odd number of ones)"),
            format!(
                "the nim-sum is {}: {}",
                if x == 0 { "0" } else { "not 0" },
                mover(outcome)
            ),
        ]
    } else {
        let ones = piles.iter().filter(|&&p| p == 1).count();
        vec![
            format!("misère rule: no {unit} holds more than one, so only the count of {unit}s of one matters"),
            format!(
                "{} of one, {}: {} (whoever takes the last one loses)",
                counted(ones as u64, unit),
                if ones % 2 == 0 { "even" } else { "odd" },
                mover(outcome)
            ),
        ]
    };
    Combine {
        nim_sum: big > 0,
        rule,
    }
}

/// The move `m` with the piles before and after (the nim-sum left is its
/// value in normal play).
fn move_of(piles: &[u64], m: NimMove, parts: &Parts, play: Play) -> Move {
    let mut after = piles.to_vec();
    after[m.pile] = m.to;
    let mut step = Step::new(parts.action, nums(&after))
        .on(m.pile)
        .by(m.taken());
    if play == Play::Normal {
        step = step.worth(nim_sum(after.iter().copied()));
    }
    Move {
        text: (parts.step)(&m),
        before: spaced(piles),
        after: spaced(&after),
        step,
    }
}

/// The winning moves of `piles` in `play`.
fn winning(piles: &[u64], play: Play) -> Vec<NimMove> {
    match play {
        Play::Normal => winning_moves(piles, nim_sum(piles.iter().copied())).collect(),
        Play::Misere => misere_winning_moves(piles).collect(),
    }
}

/// The winning moves; when there are none, one move (one object from the
/// largest pile) and the reply that wins against it.
fn moves(piles: &[u64], parts: &Parts, play: Play, accounts: &Accounts) -> Moves {
    let mut moves = accounts.moves_of(winning(piles, play), |m| move_of(piles, m, parts, play));
    if moves.count == 0 {
        moves.example = some_move(piles).map(|first| {
            let mut after = piles.to_vec();
            after[first.pile] = first.to;
            // None only when `first` took the last object (misère play).
            let reply = winning(&after, play)
                .first()
                .map(|&r| move_of(&after, r, parts, play));
            Example {
                first: move_of(piles, first, parts, play),
                reply,
            }
        });
    }
    moves
}
