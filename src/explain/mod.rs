//! `grundy explain`: why a judge position is won or lost, and how to win it.
//!
//! An explanation is data first ([`Account`], one per position the judge
//! asks about), rendered afterwards as text ([`text`]) or as one JSON object
//! per line ([`json`]). The data says: the position as the judge gave it,
//! the game it is a sum of, each component's Grundy value with its reason,
//! how the components combine (a XOR table, or a rule in words), the answer
//! in the judge's own words, and every winning first move with the whole
//! position before and after it (or, when the position is lost, one move and
//! the reply that wins against it).
//!
//! # How a problem adds its explanation
//!
//! 1. At the very end of `src/problems/<id>.rs`, after its tests module, add
//!    one tools-only child module:
//!
//!    ```ignore
//!    #[cfg(feature = "tools")]
//!    pub mod explain {
//!        use crate::error::Error;
//!        use crate::explain::{Account, Accounts};
//!        use crate::output::Out;
//!        use crate::problems::until_end;
//!        use crate::scanner::Scanner;
//!
//!        /// Reads the judge input as `run` does; one account per case.
//!        pub fn explain(
//!            input: &mut Scanner<'_>,
//!            out: &mut Out<'_>,
//!            accounts: &mut Accounts,
//!        ) -> Result<(), Error> {
//!            until_end(input, out, |input, out| {
//!                // read a case with the same `expected` words as `run`,
//!                // build an `Account`, then:
//!                accounts.add(out, account);
//!                Ok(())
//!            })
//!        }
//!    }
//!    ```
//!
//!    It must read the input exactly as the solver does (same case loop from
//!    [`crate::problems`], same `expected` words), so a bad input stops at
//!    the same token with the same message; a case the solver answers only
//!    once it is whole (S-Nim's line) is handed over only once it is whole.
//!    `tests/explain/` checks this on every `samples/<id>/errors/` case, on
//!    the official sample cut at every byte and on random bytes.
//! 2. Take the winning moves from the games layer as values (a move type and
//!    a function listing the winning ones, which the judge's own `run` uses
//!    too where it prints moves). [`Accounts::moves_of`] counts them all and
//!    renders only the listed ones (the first [`SHOWN`], or [`ALL`] with
//!    `--all`) as [`Move`]s: what the move does in the game's own terms, and
//!    the whole position before and after, written as the judge writes a
//!    position. When the count is known without listing (2^64 bids), use
//!    [`Accounts::moves_counted`] with a lazy iterator. For a lost position
//!    set [`Moves::example`]: one legal move and the winning reply.
//! 3. Reuse the shared accounts where the game is one of theirs: [`nim`]
//!    (Nim and misère Nim in any units), [`heaps`] (sums of one-heap games
//!    given by a Grundy table), [`bash`], [`wythoff`]; [`subtraction`] is the
//!    one place that talks to the subtraction-game engine.
//! 4. Declare `pub const ROW: Row` in the same `explain` module (step 5 says
//!    how), which the problem's `tools::TOOLS` names as its `explain` (see
//!    [`crate::problem::Tools`]), and add a module to `tests/explain/`:
//!    `check::against_rules` with the problem's rules (from `tests/rules/`
//!    where they can be shared), `check::agrees_with_the_solver_on_samples`
//!    with how the judge's output follows from the accounts, and a few text
//!    snapshots a newcomer can read.
//! 5. Make the position reachable without a judge input (docs/explain.md: Learning by
//!    looking and playing). In the same `explain` module add:
//!    - `pub const POSITION: Words`: the words of one position in the
//!      judge's order, an example, and how they become the input of one
//!      case ([`words`] has the builders: `counted`, `line`, `pairs`, `set`).
//!      Give every [`Account`] its `words`, and every [`Move`] its [`Step`]
//!      (component, action, amount, the words of the position left): `--json`
//!      prints them and `play` moves to `step.left`.
//!    - `pub const PLAY: Play`: every legal move from a position in words,
//!      written by the same function that writes the explanation's moves (so
//!      play can find the winning one by its text), bounded by `limit`.
//!    - `pub const LATER: Later`, where a move leaves a position no judge
//!      input writes (a take limit, lines of coins): words of its own and
//!      its account, built from the games layer; `PLAY` takes those words
//!      too, and the moves' steps leave them.
//!    - A picture, if the game has a natural one: a function of the account
//!      in [`pictures`] (shared by families), registered with `drawn`.
//!
//!    `ROW` is then `positional(explain, &POSITION, Some(&PLAY))`, wrapped
//!    in `with_later(.., &LATER)` for later positions and in
//!    `drawn(.., pictures::heaps)` for a picture, which `crate::row!`
//!    writes from the words alone (`words: line(super::tools::FORMAT,
//!    "4"), play: PLAY, later: LATER`: the synopsis `N` and the end mark
//!    `0` after the case come from the format); a problem whose case is
//!    not one position gives `words: Err(why)` ([`Row::judge_input_only`]).
//!    `tests/explain/words.rs` checks the words against the judge input
//!    and the JSON against the text, `pictures.rs` the pictures as XML and
//!    rendered, and a `plays(id, starts, &RULES)` line in the game's test
//!    file plays it against the rules (`play.rs` fails while one is
//!    missing).

pub mod bash;
pub mod hackenbush;
pub mod heap_play;
pub mod heaps;
pub mod json;
pub mod lines;
pub mod nim;
pub mod pictures;
pub mod play;
pub mod split_nim;
pub mod subtraction;
pub mod text;
pub mod words;
pub mod wythoff;

mod account;
mod row;

pub use account::*;
pub use row::*;
pub use words::Words;

use crate::error::Error;
use crate::output::Out;
use crate::registry::Entry;
use crate::scanner::Scanner;
use std::io::{Read, Write};

/// How many winning moves `--all` lists at most for one position: a few
/// problems have up to 2^64 (HDU 2149 with a huge N), more than any memory.
pub const ALL: usize = 1 << 16;

/// How many winning moves an account lists unless `--all` is given.
pub const SHOWN: usize = 8;

/// Explains a whole judge input with a problem's `hook`: each account is
/// written as soon as its case is read, so on an input error every case
/// before it is explained (and flushed) when this returns.
pub fn explain(
    hook: Hook,
    input: &mut dyn Read,
    output: &mut dyn Write,
    format: Format,
    shown: usize,
) -> Result<(), Error> {
    let mut scanner = Scanner::new(input);
    let mut out = Out::new(output);
    let explained = hook(&mut scanner, &mut out, &mut Accounts::new(format, shown));
    let flushed = out.finish();
    explained.and(flushed)
}

/// [`explain`] for input a person types at a terminal: each case is
/// explained (and flushed) as soon as its last line is entered, with no
/// read-ahead, as [`crate::solve_typed`] answers.
pub fn explain_typed(
    hook: Hook,
    input: &mut dyn Read,
    output: &mut dyn Write,
    format: Format,
    shown: usize,
) -> Result<(), Error> {
    let mut scanner = Scanner::interactive(input);
    let mut out = Out::each_case(output);
    let explained = hook(&mut scanner, &mut out, &mut Accounts::new(format, shown));
    let flushed = out.finish();
    explained.and(flushed)
}

/// Every account of a judge input, and how reading it ended: what the
/// command would write, as data (for tests and other tools).
pub fn accounts(entry: &Entry, input: &[u8], shown: usize) -> (Vec<Account>, Result<(), Error>) {
    let hook = row(entry).explain;
    let mut accounts = Accounts::new(Format::Keep, shown);
    let mut bytes = input;
    let mut nowhere = std::io::sink();
    let done = hook(
        &mut Scanner::new(&mut bytes),
        &mut Out::new(&mut nowhere),
        &mut accounts,
    );
    (accounts.into_kept(), done)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn moves_are_all_counted_and_the_first_few_kept() {
        let m = |i: u64| Move {
            text: format!("move {i}"),
            before: String::new(),
            after: String::new(),
            step: Step::default(),
        };
        let accounts = Accounts::new(Format::Keep, 3);
        let moves = accounts.moves((0..10).map(m));
        assert_eq!(moves.count, 10);
        assert_eq!(moves.listed, (0..3).map(m).collect::<Vec<_>>());
        let huge = accounts.moves_counted(u128::from(u64::MAX) + 5, (0..).map(m));
        assert_eq!(huge.count, u128::from(u64::MAX) + 5);
        assert_eq!(huge.listed.len(), 3);
        // Positions of 1 MiB: the listing stops at LISTED_BYTES, the count
        // does not, and moves past the listing are never rendered.
        let big = "x".repeat(1 << 20);
        let mut rendered = 0;
        let all = Accounts::new(Format::Keep, ALL).moves_of(0..100, |i: u64| {
            rendered += 1;
            Move {
                text: i.to_string(),
                before: big.clone(),
                after: String::new(),
                step: Step::default(),
            }
        });
        assert_eq!(all.count, 100);
        assert_eq!(all.listed.len(), LISTED_BYTES / (1 << 20) - 1);
        assert_eq!(rendered, all.listed.len() + 1);
        assert_eq!(counted(1, "pile"), "1 pile");
        assert_eq!(counted(0, "pile"), "0 piles");
    }
}
