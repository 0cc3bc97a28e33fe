//! Accounts of sums of one-heap games given by a table of Grundy values
//! (S-Nim, the Fibonacci game): each heap's value and why, the XOR table,
//! and the winning moves, found as the moves that make the nim-sum 0.

use crate::error::Error;
use crate::explain::{
    bounded, bouton, nums, spaced, Account, Accounts, Combine, Component, Example, Move, Step,
    Verdict,
};
use crate::games::sum;
use crate::games::Outcome;
use crate::output::Out;
use crate::problems::{counted, until_end, until_sentinel};
use crate::scanner::Scanner;

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
pub(crate) fn take(heaps: &[u64], i: usize, s: u64) -> Move {
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
/// heap, smaller takes first ([`sum::winning_moves`]).
fn winning(heaps: &[u64], rules: &mut impl HeapGame) -> Vec<(usize, u64)> {
    let takes: Vec<Vec<u64>> = heaps.iter().map(|&h| rules.takes(h)).collect();
    sum::winning_takes(heaps, &mut |_, h| rules.grundy(h), &mut |i, h, _, visit| {
        for &s in &takes[i] {
            if !visit(s, &[h - s]) {
                break;
            }
        }
    })
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

/// How a judge lists its cases, for [`each`]: the explain side of the
/// case loops in [`crate::problems`].
pub enum Listed {
    /// Until the input ends (POJ 2234, HDU 2149).
    UntilEnd,
    /// After a case count, named so in errors (HDU 1907, HDU 1846).
    Counted(&'static str),
}

/// Reads the cases as the judge's `run` does (`read` reads one case's
/// position with the same words in errors) and adds `account(case,
/// position, accounts)` for each, from case 1. The judges of one family
/// differ only in how they read a case and what they say about it.
pub fn each<T>(
    input: &mut Scanner<'_>,
    out: &mut Out<'_>,
    accounts: &mut Accounts,
    cases: Listed,
    mut read: impl FnMut(&mut Scanner<'_>) -> Result<T, Error>,
    mut account: impl FnMut(u64, T, &Accounts) -> Account,
) -> Result<(), Error> {
    let mut case = 0;
    let each = |input: &mut Scanner<'_>, out: &mut Out<'_>| {
        let position = read(input)?;
        case += 1;
        let account = account(case, position, accounts);
        accounts.add(out, account);
        Ok(())
    };
    match cases {
        Listed::UntilEnd => until_end(input, out, each),
        Listed::Counted(count) => counted(input, out, count, each),
    }
}

/// [`each`] for judges whose input ends at a sentinel line: `read` reads
/// one case as `run` does and gives `None` where it read the sentinel.
pub fn each_until<T>(
    input: &mut Scanner<'_>,
    out: &mut Out<'_>,
    accounts: &mut Accounts,
    mut read: impl FnMut(&mut Scanner<'_>) -> Result<Option<T>, Error>,
    mut account: impl FnMut(u64, T, &Accounts) -> Account,
) -> Result<(), Error> {
    let mut case = 0;
    until_sentinel(input, out, |input, out| {
        let Some(position) = read(input)? else {
            return Ok(false);
        };
        case += 1;
        let account = account(case, position, accounts);
        accounts.add(out, account);
        Ok(true)
    })
}

/// [`each`] for judges whose case is one number (a pile of cards, a
/// target) until the input ends.
pub fn each_value(
    input: &mut Scanner<'_>,
    out: &mut Out<'_>,
    accounts: &mut Accounts,
    read: impl FnMut(&mut Scanner<'_>) -> Result<u64, Error>,
    account: impl FnMut(u64, u64, &Accounts) -> Account,
) -> Result<(), Error> {
    each(input, out, accounts, Listed::UntilEnd, read, account)
}
