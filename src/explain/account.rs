//! An explanation as data: the [`Account`] of one position (its parts,
//! how they combine, the verdict in the judge's words, the winning moves)
//! and [`Accounts`], where a problem's hook hands them over to be written
//! (text, JSON) or kept. Also the small builders the hooks share (verdicts,
//! a sum left in play, Bouton's line).

use super::{json, text, ALL};
use crate::games::Outcome;
use crate::output::Out;

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
