//! A problem's explain row: the hook that reads its judge input into
//! accounts, and how a learner reaches it without one (a position as
//! words, its moves for `play`, a picture, positions that arise only in
//! play). Part of the problem's registry row.

use super::{Account, Accounts, Move, Words};
use crate::error::Error;
use crate::output::Out;
use crate::registry::Entry;
use crate::scanner::Scanner;

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
    /// with words has them today; `tests/explain/play.rs` checks).
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
