//! The description family `game = "strips"`: a board read as a word (a
//! `[letters]` token such as `S = ".X"`), whose marked cells split it into
//! strips of free cells, each a heap of a take-and-break game
//! ([`crate::games::treblecross::Strips`]):
//!
//! - `apart = "K"`: a move marks an empty cell at distance more than K from
//!   every mark; who cannot move loses. A strip of n free cells is the heap
//!   n + K of the octal game 0.0..07 (K zeros: remove K + 1, leave 0, 1 or 2
//!   heaps): K = 1 is Dawson's Kayles.
//! - `wins = "three-in-a-row"`: Treblecross (LightOJ 1229, UVa 10561): a
//!   move marks any empty cell and three marks in a row win at once; the
//!   cells completing three win if there are any, else the strips of
//!   margin 2 (octal 0.007) decide.
//!
//! The questions: the winner, or `every-winning-move`, the winning cells
//! (1-based, increasing, one space apart), or the `second` word when none.

use super::solve::Solver;
use super::toml::Table;
use super::{one_of, string, Ask, DescribeError, Description, Game};
use crate::format::{Element, Token};
use crate::games::treblecross::{completing_cells, runs_apart, Strips, Treblecross, MARGIN_MAX};
use crate::games::Outcome;

/// How a move on a board is made and won.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Play {
    /// Marks keep K cells free on each side; who cannot move loses.
    Apart(usize),
    /// Any empty cell; three marks in a row win at once.
    ThreeInARow,
}

/// A board game read as strips.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Board {
    /// The word token holding the board.
    pub name: &'static str,
    /// The letter of a marked cell (every other letter is an empty cell).
    pub mark: u8,
    pub play: Play,
}

/// The game of a `[game]` table saying `game = "strips"`.
pub fn game(table: &Table) -> Result<Game, DescribeError> {
    let at = table.get("game").expect("game() found it");
    let need = |key: &str, what: &str| {
        table
            .get(key)
            .ok_or_else(|| DescribeError::at(at, format!("\"strips\" needs {key} = {what}")))
    };
    let name = string(need("board", "\"NAME\", the word token holding the board")?)?;
    let mark_value = need("mark", "\"X\", the letter of a marked cell")?;
    let mark = string(mark_value)?;
    let [mark] = mark.as_bytes() else {
        return Err(DescribeError::at(
            mark_value,
            format!("expected one letter, found \"{mark}\""),
        ));
    };
    let play = match (table.get("apart"), table.get("wins")) {
        (Some(v), None) => {
            let text = string(v)?;
            match text.trim().parse::<usize>() {
                Ok(k) if k <= MARGIN_MAX => Play::Apart(k),
                _ => {
                    return Err(DescribeError::at(
                        v,
                        format!("expected the cells a mark keeps free on each side, 0 to {MARGIN_MAX}, found \"{text}\""),
                    ))
                }
            }
        }
        (None, Some(v)) => match string(v)?.as_str() {
            "three-in-a-row" => Play::ThreeInARow,
            other => return Err(one_of(v, other, &["three-in-a-row"])),
        },
        _ => {
            return Err(DescribeError::at(
                at,
                "\"strips\" needs exactly one of apart = \"K\" (a mark keeps K cells free on each side; who cannot move loses) or wins = \"three-in-a-row\"",
            ))
        }
    };
    Ok(Game::Strips(Board {
        name: super::leak(&name),
        mark: *mark,
        play,
    }))
}

/// The letters of the word token `name`, if it is one.
fn letters(elements: &[Element], name: &str) -> Option<&'static str> {
    for e in elements {
        match e {
            Element::Line(tokens) => {
                for t in tokens.iter() {
                    if let Token::Word {
                        name: n, letters, ..
                    } = t
                    {
                        if *n == name {
                            return Some(letters);
                        }
                    }
                }
            }
            Element::Repeat { body, .. } | Element::Until { body, .. } => {
                if let Some(l) = letters(body, name) {
                    return Some(l);
                }
            }
        }
    }
    None
}

/// What the parts must agree on: the board is a word holding the mark, and
/// the question is one a board answers.
pub fn check(d: &Description, b: &Board) -> Result<(), String> {
    let Some(letters) = letters(d.format.case, b.name) else {
        return Err(format!(
            "board = \"{}\" names no word of the input: give it its letters in [letters] ({} = \".X\")",
            b.name, b.name
        ));
    };
    if !letters.as_bytes().contains(&b.mark) {
        return Err(format!(
            "mark = \"{}\" is not a letter of {} (\"{letters}\")",
            b.mark as char, b.name
        ));
    }
    if d.misere || d.together_line {
        return Err("strips are answered in normal play, one mark a move".into());
    }
    if !matches!(d.ask, Ask::Winner | Ask::EveryWinningMove) {
        return Err("a board answers \"winner\" or \"every-winning-move\"".into());
    }
    Ok(())
}

/// Whether a board as read is a position of the game: no three marks in a
/// row where three in a row ends the game.
pub fn board_ok(d: &Description, name: &str, word: &[u8]) -> bool {
    match d.game {
        Game::Strips(b) if b.name == name && b.play == Play::ThreeInARow => {
            !word.windows(3).any(|w| w.iter().all(|&c| c == b.mark))
        }
        _ => true,
    }
}

/// The board word, the index of its mark among its letters, and whether
/// three marks in a row end the game (`gen` draws marks sparse, and then
/// never three in a row).
pub fn avoid(d: &Description) -> Option<(&'static str, u64, bool)> {
    match d.game {
        Game::Strips(b) => {
            let at = letters(d.format.case, b.name)?
                .bytes()
                .position(|c| c == b.mark)?;
            Some((b.name, at as u64, b.play == Play::ThreeInARow))
        }
        _ => None,
    }
}

/// The words naming a board in errors, after its name.
pub fn board_rule(d: &Description) -> String {
    match d.game {
        Game::Strips(Board {
            play: Play::ThreeInARow,
            mark,
            ..
        }) => format!(" with no three {} in a row", mark as char),
        _ => String::new(),
    }
}

/// The longest strip whose value grundy computes for a description: the
/// table of 0.0..07 costs about n^2 / 8 steps (some 10 s at this length).
pub const STRIP_MAX: usize = 100_000;

/// The Grundy tables, kept across cases.
#[derive(Default)]
pub struct Tables {
    three: Option<Treblecross>,
    apart: Option<Strips>,
}

/// The answer to the case just read.
pub(super) fn answer(solver: &mut Solver<'_>, b: Board) -> Result<String, String> {
    let board: Vec<bool> = solver.word(b.name).iter().map(|&c| c == b.mark).collect();
    let margin = match b.play {
        Play::ThreeInARow if board.len() < 3 || !completing_cells(&board).is_empty() => None,
        Play::ThreeInARow => Some(2),
        Play::Apart(k) => Some(k),
    };
    if let Some(margin) = margin {
        let longest = runs_apart(&board, margin).iter().map(|r| r.len).max();
        if let Some(n) = longest.filter(|&n| n > STRIP_MAX) {
            return Err(format!(
                "a strip of {n} free cells; grundy computes the strips' values up to {STRIP_MAX} cells"
            ));
        }
    }
    let tables = solver.boards.get_or_insert_with(Tables::default);
    let mut moves = Vec::new();
    let outcome = match b.play {
        Play::ThreeInARow => tables
            .three
            .get_or_insert_with(Treblecross::new)
            .winning_moves(&board, &mut moves),
        Play::Apart(k) => tables
            .apart
            .get_or_insert_with(|| Strips::new(k))
            .winning_cells(&board, &mut moves),
    };
    let d = solver.d;
    Ok(match d.ask {
        Ask::EveryWinningMove if moves.is_empty() => d.second.to_string(),
        Ask::EveryWinningMove => moves
            .iter()
            .map(|m| (m + 1).to_string())
            .collect::<Vec<_>>()
            .join(" "),
        _ => solver.words(outcome == Outcome::N),
    })
}

/// How the answers are known.
pub fn evidence(b: &Board) -> String {
    match b.play {
        Play::ThreeInARow => "proved: Treblecross; if an empty cell completes three marks in a row, exactly those cells win; else a mark within two cells of another loses at once, and the strips of cells farther than two from every mark are heaps of the octal game 0.007 (a strip of n cells is the heap n + 2), whose values are computed up to the longest strip".into(),
        Play::Apart(k) => format!(
            "proved: the strips of cells farther than {k} from every mark are heaps of the octal game {} (a strip of n cells is the heap n + {k}), whose values are computed up to the longest strip",
            Strips::new(k).code()
        ),
    }
}

/// The game in one line.
pub fn game_line(b: &Board) -> String {
    let mark = b.mark as char;
    match b.play {
        Play::ThreeInARow => format!(
            "on the board {}, a move puts {mark} on an empty cell; three {mark} in a row win",
            b.name
        ),
        Play::Apart(k) => format!(
            "on the board {}, a move puts {mark} on an empty cell farther than {k} from every {mark}",
            b.name
        ),
    }
}
