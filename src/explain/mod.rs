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
//!    [`crate::registry::Tools`]), and add a module to `tests/explain/`:
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
//!    writes from the words alone (`words: line("N", "4", "", "0\n"),
//!    play: PLAY, later: LATER`); a problem whose case is
//!    not one position gives `words: Err(why)` ([`Row::judge_input_only`]).
//!    `tests/explain/teach.rs` checks the words against the judge input,
//!    the JSON against the text, the pictures as XML and rendered, and a
//!    `plays(id, starts, &RULES)` line plays it against the rules.

pub mod bash;
pub mod hackenbush;
pub mod heap_play;
pub mod heaps;
pub mod json;
pub mod nim;
pub mod pictures;
pub mod play;
pub mod split_nim;
pub mod subtraction;
pub mod text;
pub mod words;
pub mod wythoff;

use crate::error::Error;
use crate::games::Outcome;
use crate::output::Out;
use crate::registry::Entry;
use crate::scanner::Scanner;
use std::io::{Read, Write};
pub use words::Words;

/// Reads a whole judge input and hands over one [`Account`] per position to
/// [`Accounts::add`], with the output the case loop checks.
pub type Hook = fn(&mut Scanner<'_>, &mut Out<'_>, &mut Accounts) -> Result<(), Error>;

/// What explain knows about one problem: its hook, and how a learner
/// reaches it without a judge input. Part of the problem's registry row.
pub struct Row {
    /// Reads a judge input and hands over the accounts.
    pub explain: Hook,
    /// How one position is written as words on the command line; `Err`
    /// says why a case is not one position (a tree with updates).
    pub words: Result<&'static Words, &'static str>,
    /// The game from a position in words: every legal move, for `play`.
    pub play: Option<&'static Play>,
    /// The picture of an account, for `explain --svg`.
    pub picture: Option<Picture>,
    /// Positions that arise in play but that no judge input writes.
    pub later: Option<&'static Later>,
}

/// Positions that arise only in play: no judge input writes them (the line
/// of coins left once a circle is broken, a pile whose next take is
/// limited). Their words are told apart from the judge's by [`is`], and the
/// problem builds their account from the game itself, so `explain` and
/// `play` take them like any other position.
///
/// [`is`]: Later::is
pub struct Later {
    /// How such a position is written after `grundy explain ID`
    /// (`line COIN...`), for the help.
    pub usage: &'static str,
    /// True when `words` are such a position (they carry a word of their
    /// own, such as `line` or `limit`).
    pub is: fn(&[String]) -> bool,
    /// The account of such a position, its winning moves listed as
    /// `accounts` says ([`Accounts::moves_of`]); `Err` names the wrong word.
    pub account: fn(&[String], &Accounts) -> Result<Account, String>,
}

impl Row {
    /// The row of a problem explained from judge input only: `why` says
    /// why a position cannot be given as words.
    pub const fn judge_input_only(explain: Hook, why: &'static str) -> Row {
        Row {
            explain,
            words: Err(why),
            play: None,
            picture: None,
            later: None,
        }
    }

    /// Why `play` refuses a row that has words but no moves (every row
    /// with words has them today; `tests/explain/teach.rs` checks).
    pub fn why_no_play(&self) -> String {
        "no moves are written for it".to_string()
    }
}

/// Draws one account as a self-contained SVG document.
pub type Picture = fn(&Account) -> String;

/// A row of a problem whose case is one position: its words, and its
/// moves for `play` where it has them.
pub const fn positional(explain: Hook, words: &'static Words, play: Option<&'static Play>) -> Row {
    Row {
        explain,
        words: Ok(words),
        play,
        picture: None,
        later: None,
    }
}

/// The same row, with the positions that arise only in play.
pub const fn with_later(row: Row, later: &'static Later) -> Row {
    Row {
        later: Some(later),
        ..row
    }
}

/// The same row, with a picture.
pub const fn drawn(row: Row, picture: Picture) -> Row {
    Row {
        picture: Some(picture),
        ..row
    }
}

/// How many winning moves `--all` lists at most for one position: a few
/// problems have up to 2^64 (HDU 2149 with a huge N), more than any memory.
pub const ALL: usize = 1 << 16;

/// How many winning moves an account lists unless `--all` is given.
pub const SHOWN: usize = 8;

/// What explain knows about a problem: its registry row's [`Row`].
pub fn row(entry: &Entry) -> &'static Row {
    &entry.tools.explain
}

/// The ids of the problems whose [`Row`] has `what` (a picture, moves to
/// play), for messages that say which can.
pub fn ids_with(what: impl Fn(&Row) -> bool) -> String {
    let ids: Vec<&str> = crate::registry::PROBLEMS
        .iter()
        .filter(|p| what(&p.tools.explain))
        .map(|p| p.id)
        .collect();
    ids.join(" ")
}

/// Why one position the judge asks about is won or lost.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Account {
    /// The judge's case number, from 1.
    pub case: u64,
    /// Where a case asks about several positions: what they are called and
    /// which one this is, from 1 (`("position", 2)`).
    pub part: Option<(&'static str, u64)>,
    /// The position as the judge gave it (`3 4 5`).
    pub position: String,
    /// The position in the words `grundy explain ID WORDS` takes.
    pub words: Vec<Word>,
    /// The game it is, or the sum of games it is (`Nim: the sum of 3 piles`).
    pub game: String,
    /// The summands, each with its Grundy value and the reason for it.
    pub components: Vec<Component>,
    /// How the components decide the outcome.
    pub combine: Combine,
    /// The answer in the judge's words, and what it means.
    pub verdict: Verdict,
    /// The winning first moves, or why there are none.
    pub moves: Moves,
}

/// One summand of a position.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Component {
    /// Which summand, with its value (`pile 2 = 7`).
    pub name: String,
    /// Its Grundy value, where the theory used gives one.
    pub grundy: Option<u64>,
    /// Why it has that value (`23 mod 3 = 2`); may be empty when the game
    /// line says it for every component.
    pub reason: String,
}

/// How the components decide who wins.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Combine {
    /// True when the components' Grundy values are XORed (a nim-sum): the
    /// text shows the binary column table.
    pub nim_sum: bool,
    /// The rule applied, and why it applies, one line each.
    pub rule: Vec<String>,
}

/// The judge's answer for a position.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Verdict {
    /// Exactly what the judge prints for it (`Yes`, `John`, `W`).
    pub words: String,
    /// Who wins: `N` when the player to move does.
    pub outcome: Outcome,
    /// The words in plain terms (`the first player wins`).
    pub meaning: String,
}

/// One move, in the game's own terms, with the whole position around it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Move {
    /// What it does (`take 2 from pile 1`).
    pub text: String,
    /// The position before, written as the judge writes one (`3 4 5`).
    pub before: String,
    /// The position after (`1 4 5`).
    pub after: String,
    /// The same move as data: for `--json`, `play` and pictures.
    pub step: Step,
}

/// A move as data: where, what, and the position it leaves in words.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Step {
    /// The component it is played in, from 1; `None` for a single game or
    /// a move in several components at once (Wythoff's from both piles).
    pub component: Option<u64>,
    /// What it does, one word of the game's: `take`, `add`, `bid`, `step`.
    pub action: &'static str,
    /// How many are taken or added, the factor, the cell, where one number
    /// says it.
    pub amount: Option<u64>,
    /// The position left, in the words `grundy explain ID WORDS` takes.
    pub left: Vec<Word>,
    /// The Grundy value of the position left, where the theory gives one.
    pub value: Option<u64>,
}

impl Step {
    /// A step doing `action` that leaves `left`.
    pub fn new(action: &'static str, left: Vec<Word>) -> Step {
        Step {
            action,
            left,
            ..Step::default()
        }
    }

    /// The same step, in component `index` (from 0).
    pub fn on(self, index: usize) -> Step {
        Step {
            component: Some(index as u64 + 1),
            ..self
        }
    }

    /// The same step, of `amount`.
    pub fn by(self, amount: u64) -> Step {
        Step {
            amount: Some(amount),
            ..self
        }
    }

    /// The same step, leaving a position of Grundy value `value`.
    pub fn worth(self, value: u64) -> Step {
        Step {
            value: Some(value),
            ..self
        }
    }
}

/// One word of a position: a number, or text (a board, a digit string).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Word {
    Num(u64),
    Text(String),
}

impl std::fmt::Display for Word {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            Word::Num(n) => write!(f, "{n}"),
            Word::Text(t) => f.write_str(t),
        }
    }
}

/// Numbers as words.
pub fn nums(values: &[u64]) -> Vec<Word> {
    values.iter().map(|&v| Word::Num(v)).collect()
}

/// Words as the strings a command line gives.
pub fn strings(words: &[Word]) -> Vec<String> {
    words.iter().map(Word::to_string).collect()
}

/// The game of a position in words, for `grundy play`.
pub struct Play {
    /// Every legal move from a position in words that explain accepted, in
    /// the game's order, written as explain writes moves; `None` when there
    /// are more than `limit` (play then asks for a smaller position).
    pub moves: fn(&[String], usize) -> Option<Vec<Move>>,
    /// Whoever makes the last move loses.
    pub misere: bool,
}

/// The first `limit` items of `all`, or `None` when there are more.
pub fn bounded<T>(all: impl IntoIterator<Item = T>, limit: usize) -> Option<Vec<T>> {
    let mut kept = Vec::new();
    for m in all {
        if kept.len() == limit {
            return None;
        }
        kept.push(m);
    }
    Some(kept)
}

/// Numbers from words explain accepted (anything else reads as 0).
pub fn numbers(words: &[String]) -> Vec<u64> {
    words.iter().map(|w| w.parse().unwrap_or(0)).collect()
}

/// The winning first moves of a position.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Moves {
    /// How many there are, all counted even when few are listed.
    pub count: u128,
    /// The first of them (all of them with `--all`), in the game's order.
    pub listed: Vec<Move>,
    /// For a position without a winning move: some move, and the opponent's
    /// answer to it. `None` when there is no move at all.
    pub example: Option<Example>,
}

/// Why a move from a lost position loses.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Example {
    /// Some move of the player who is losing.
    pub first: Move,
    /// The opponent's reply that wins against it; `None` when that move ends
    /// the game and loses it on the spot (taking the last object in misère
    /// play).
    pub reply: Option<Move>,
}

/// Where a hook hands its accounts: written out at once (text or JSON), or
/// kept (for tests and other tools); and how many moves each should list.
pub struct Accounts {
    shown: usize,
    format: Format,
    kept: Vec<Account>,
    written: usize,
}

/// What becomes of the accounts a hook hands over.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Format {
    /// Indented lines for a person.
    Text,
    /// One JSON object per line.
    Json,
    /// Nothing is written; [`Accounts::into_kept`] returns them.
    Keep,
}

impl Accounts {
    /// Accounts that list at most `shown` winning moves each.
    pub fn new(format: Format, shown: usize) -> Accounts {
        Accounts {
            shown,
            format,
            kept: Vec::new(),
            written: 0,
        }
    }

    /// How many winning moves an account lists.
    pub fn shown(&self) -> usize {
        self.shown
    }

    /// Writes one account to `out` (or keeps it). The case loops of
    /// [`crate::problems`] check `out` after each case, so a closed output
    /// stops the reading.
    pub fn add(&mut self, out: &mut Out<'_>, account: Account) {
        let rendered = match self.format {
            Format::Text => text::render(&account, self.written == 0, self.shown >= ALL),
            Format::Json => json::render(&account),
            Format::Keep => return self.kept.push(account),
        };
        self.written += 1;
        out.bytes(rendered.as_bytes());
    }

    /// The accounts kept with [`Format::Keep`].
    pub fn into_kept(self) -> Vec<Account> {
        self.kept
    }

    /// The winning moves when there are `count` of them, too many perhaps to
    /// count one by one: the first [`shown`](Accounts::shown) taken from
    /// `first` (fewer past [`LISTED_BYTES`]).
    pub fn moves_counted(&self, count: u128, first: impl IntoIterator<Item = Move>) -> Moves {
        let mut moves = Moves {
            count,
            ..Moves::default()
        };
        let mut bytes = 0;
        for m in first.into_iter().take(self.shown) {
            if !keep(&mut bytes, &m) {
                break;
            }
            moves.listed.push(m);
        }
        moves
    }

    /// The winning moves from a list of them, as values of the game's own
    /// move type: all counted, and only the first [`shown`](Accounts::shown)
    /// (fewer past [`LISTED_BYTES`]) turned into [`Move`]s by `show`, which
    /// writes out whole positions and so may cost the position's size.
    pub fn moves_of<T>(
        &self,
        all: impl IntoIterator<Item = T>,
        mut show: impl FnMut(T) -> Move,
    ) -> Moves {
        let mut moves = Moves::default();
        let mut bytes = 0;
        let mut listing = true;
        for m in all {
            if listing && moves.listed.len() < self.shown {
                let m = show(m);
                listing = keep(&mut bytes, &m);
                if listing {
                    moves.listed.push(m);
                }
            }
            moves.count += 1;
        }
        moves
    }

    /// The winning moves from a list of them: all counted, the first
    /// [`shown`](Accounts::shown) kept. Every move is made to be counted: for
    /// large positions, [`Accounts::moves_of`] renders only the listed ones.
    pub fn moves(&self, all: impl IntoIterator<Item = Move>) -> Moves {
        self.moves_of(all, |m| m)
    }
}

/// Most bytes of move text one account lists: `--all` on a position of a
/// million piles would otherwise write a million copies of it.
pub const LISTED_BYTES: usize = 1 << 24;

/// Adds `m`'s size to `bytes`; false once past [`LISTED_BYTES`].
fn keep(bytes: &mut usize, m: &Move) -> bool {
    *bytes += m.text.len() + m.before.len() + m.after.len();
    *bytes <= LISTED_BYTES
}

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

/// The meanings of a judge's two words when they name the first player's
/// win and loss, for [`verdict`].
pub const FIRST_PLAYER: [&str; 2] = ["the first player wins", "the first player loses"];

/// The verdict for `outcome`: `words` and `meanings` give the judge's word
/// and its plain meaning, the mover's win first (as [`Outcome::pick`]).
pub fn verdict(outcome: Outcome, words: [&str; 2], meanings: [&str; 2]) -> Verdict {
    Verdict {
        words: outcome.pick(words[0], words[1]).to_string(),
        outcome,
        meaning: outcome.pick(meanings[0], meanings[1]).to_string(),
    }
}

/// `count` numbers read as the solver reads them (`expected` names one in a
/// message), kept for the account.
pub fn read_values(input: &mut Scanner<'_>, count: u64, expected: &str) -> Result<Vec<u64>, Error> {
    let mut values = Vec::new();
    for _ in 0..count {
        values.push(input.next_u64(expected)?);
    }
    Ok(values)
}

/// Numbers separated by single spaces: a position as a judge writes it.
pub fn spaced(values: &[u64]) -> String {
    let words: Vec<String> = values.iter().map(u64::to_string).collect();
    words.join(" ")
}

/// `3 piles`, `1 pile`.
pub fn counted(count: u64, unit: &str) -> String {
    if count == 1 {
        format!("1 {unit}")
    } else {
        format!("{count} {unit}s")
    }
}

/// How a single game (not a sum) decides, from its Grundy value `g`.
pub fn single_game(g: u64) -> Combine {
    let rule = if g == 0 {
        "a single game of Grundy value 0: the player to move loses"
    } else {
        "a single game of Grundy value not 0: the player to move wins"
    };
    Combine {
        nim_sum: false,
        rule: vec![rule.into()],
    }
}

/// Bouton's theorem on a nim-sum `x`, in one line.
pub fn bouton(x: u64) -> String {
    if x == 0 {
        "the nim-sum is 0, and every move changes it to non-zero: the player to move loses".into()
    } else {
        "the nim-sum is not 0, and some move makes it 0: the player to move wins".into()
    }
}

/// `N` as the words "the player to move wins", `P` as "the player to move loses".
pub fn mover(outcome: Outcome) -> &'static str {
    outcome.pick("the player to move wins", "the player to move loses")
}

/// How a sum left in play decides (the runs of a painted circle, the lines
/// of a broken one): `sum` says what its parts are, `over` why no move is
/// left when none is, and a move is `a_move` ("paint") in the rule.
pub fn sum_in_play(sum: &str, over: Option<String>, a_move: &str, outcome: Outcome) -> Combine {
    let rule = match over {
        Some(why) => format!("{why}, so {}", mover(outcome)),
        None if outcome.next_wins() => format!(
            "the nim-sum is not 0, and some {a_move} makes it 0: {}",
            mover(outcome)
        ),
        None => format!(
            "the nim-sum is 0: every {a_move} makes it non-zero, so {}",
            mover(outcome)
        ),
    };
    Combine {
        nim_sum: true,
        rule: vec![
            format!(
                "{sum}: the player to move wins exactly when the nim-sum of their values is not 0"
            ),
            rule,
        ],
    }
}

/// The verdict on a position that arises in play: `N` or `P`, for the
/// player to move.
pub fn in_play(outcome: Outcome) -> Verdict {
    verdict(
        outcome,
        ["N", "P"],
        ["the player to move wins", "the player to move loses"],
    )
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
