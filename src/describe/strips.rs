//! The description family `game = "strips"`: a board read as a word (a
//! `[letters]` token such as `S = ".X"`), or given by its length and all
//! empty (`length = "n"`), whose marked cells split it into strips of free
//! cells, each a heap of a take-and-break game
//! ([`crate::games::treblecross::Strips`]):
//!
//! - `apart = "K"`: a move marks an empty cell at distance more than K from
//!   every mark; who cannot move loses. A strip of n free cells is the heap
//!   n + K of the octal game 0.0..07 (K zeros: remove K + 1, leave 0, 1 or 2
//!   heaps): K = 1 is Dawson's Kayles.
//! - `wins = "three-in-a-row"`: Treblecross (LightOJ 1229, UVa 10561, POJ
//!   3537): a move marks any empty cell and three marks in a row win at
//!   once; the cells completing three win if there are any, else the strips
//!   of margin 2 (octal 0.007) decide.
//! - `marks = "XO"` with `apart = "same"` (UVa 11534): a move writes either
//!   letter on an empty cell, never next to the same letter; who cannot
//!   move loses. The runs of empty cells are valued by their length and the
//!   letters at their ends ([`crate::games::two_letters`]).
//!
//! `turn = "by-marks"`: the board was played from empty, the first player
//! first, so the first player moves when the count of marks is even; the
//! answer is the first player's.
//!
//! The questions: the winner, or `every-winning-move`, the winning cells
//! (1-based, increasing, one space apart), or the `second` word when none.

use super::solve::Solver;
use super::toml::Table;
use super::{one_of, string, Ask, DescribeError, Description, Game};
use crate::format::{Element, Token};
use crate::games::treblecross::{completing_cells, runs_apart, Strips, Treblecross, MARGIN_MAX};
use crate::games::two_letters;
use crate::games::Outcome;

/// How a move on a board is made and won.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Play {
    /// Marks keep K cells free on each side; who cannot move loses.
    Apart(usize),
    /// Any empty cell; three marks in a row win at once.
    ThreeInARow,
    /// Either of two letters, never next to the same letter; who cannot
    /// move loses.
    SameApart,
}

/// A board game read as strips.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Board {
    /// The word token holding the board, or with `length` the number token
    /// giving its length.
    pub name: &'static str,
    /// Whether `name` is the length of an empty board.
    pub length: bool,
    /// The letter of a marked cell (every other letter is an empty cell).
    pub mark: u8,
    /// The second letter, with `marks = "XO"`.
    pub other: Option<u8>,
    pub play: Play,
    /// The mover follows from the count of marks (`turn = "by-marks"`).
    pub by_marks: bool,
}

impl Board {
    /// The mark letters.
    pub fn letters(&self) -> Vec<u8> {
        let mut v = vec![self.mark];
        v.extend(self.other);
        v
    }
}

/// The game of a `[game]` table saying `game = "strips"`.
pub fn game(table: &Table) -> Result<Game, DescribeError> {
    let at = table.get("game").expect("game() found it");
    let (name, length) = match (table.get("board"), table.get("length")) {
        (Some(v), None) => (string(v)?, false),
        (None, Some(v)) => (string(v)?, true),
        _ => return Err(DescribeError::at(
            at,
            "\"strips\" needs exactly one of board = \"NAME\" (the word token holding the board) or length = \"NAME\" (the number token giving the length of an empty board)",
        )),
    };
    let letters = |key: &str, count: usize| -> Result<Option<Vec<u8>>, DescribeError> {
        let Some(v) = table.get(key) else {
            return Ok(None);
        };
        let text = string(v)?;
        let b = text.as_bytes();
        if b.len() != count || (count == 2 && b[0] == b[1]) {
            let what = if count == 1 {
                "one letter"
            } else {
                "two different letters"
            };
            return Err(DescribeError::at(
                v,
                format!("expected {what}, found \"{text}\""),
            ));
        }
        Ok(Some(b.to_vec()))
    };
    let (mark, other) = match (letters("mark", 1)?, letters("marks", 2)?) {
        (Some(m), None) => (m[0], None),
        (None, Some(m)) => (m[0], Some(m[1])),
        // An empty board's marks are only written by explain and play.
        (None, None) if length => (b'X', None),
        (None, None) => return Err(DescribeError::at(at, "\"strips\" needs mark = \"X\", the letter of a marked cell (or marks = \"XO\", two letters)")),
        (Some(_), Some(_)) => return Err(DescribeError::at(at, "\"strips\" takes mark = one letter or marks = two letters, not both")),
    };
    let play = match (table.get("apart"), table.get("wins")) {
        (Some(v), None) => {
            let text = string(v)?;
            match text.trim().parse::<usize>() {
                Ok(k) if k <= MARGIN_MAX => Play::Apart(k),
                _ if text == "same" => Play::SameApart,
                _ => {
                    return Err(DescribeError::at(
                        v,
                        format!("expected the cells a mark keeps free on each side, 0 to {MARGIN_MAX}, or \"same\" (two letters, never next to the same letter), found \"{text}\""),
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
                "\"strips\" needs exactly one of apart = \"K\" (a mark keeps K cells free on each side; who cannot move loses), apart = \"same\" (with marks = two letters) or wins = \"three-in-a-row\"",
            ))
        }
    };
    let v = table.get("apart").or(table.get("wins")).unwrap_or(at);
    match (other.is_some(), play) {
        (true, Play::SameApart) | (false, Play::Apart(_) | Play::ThreeInARow) => {}
        (true, _) => return Err(DescribeError::at(v, "two mark letters with apart = \"K\" or wins are a feature grundy lacks: two letters are played with apart = \"same\" (never next to the same letter)")),
        (false, _) => return Err(DescribeError::at(v, "apart = \"same\" keeps the same letters apart: it needs marks = two letters (with one letter it is apart = \"1\")")),
    }
    let by_marks = match table.get("turn") {
        None => false,
        Some(v) => match string(v)?.as_str() {
            "by-marks" => true,
            other => return Err(one_of(v, other, &["by-marks"])),
        },
    };
    Ok(Game::Strips(Board {
        name: super::leak(&name),
        length,
        mark,
        other,
        play,
        by_marks,
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

/// What the parts must agree on: the board is a word holding the mark (or
/// a number, its length), and the question is one a board answers.
pub fn check(d: &Description, b: &Board) -> Result<(), String> {
    if b.length {
        if super::find_int(d.format.case, b.name).is_none() {
            return Err(format!(
                "length = \"{}\" names no number of the input: the length of an empty board is a number token",
                b.name
            ));
        }
    } else {
        let Some(letters) = letters(d.format.case, b.name) else {
            return Err(format!(
                "board = \"{}\" names no word of the input: give it its letters in [letters] ({} = \".X\"), or write length = \"{}\" for an empty board of that length",
                b.name, b.name, b.name
            ));
        };
        if let Some(&m) = b.letters().iter().find(|m| !letters.as_bytes().contains(m)) {
            return Err(format!(
                "mark \"{}\" is not a letter of {} (\"{letters}\")",
                m as char, b.name
            ));
        }
    }
    if d.misere || d.together_line {
        return Err("strips are answered in normal play, one mark a move".into());
    }
    if !matches!(d.ask, Ask::Winner | Ask::EveryWinningMove) {
        return Err("a board answers \"winner\" or \"every-winning-move\"".into());
    }
    if d.ask == Ask::EveryWinningMove && b.other.is_some() {
        return Err("every winning move of a board of two letters (a cell and a letter) is a feature grundy lacks: it answers the winner".into());
    }
    if d.ask == Ask::EveryWinningMove && b.by_marks {
        return Err("turn = \"by-marks\" answers the winner: the winning cells are the mover's, who may be the second player".into());
    }
    Ok(())
}

/// Whether a board as read is a position of the game: no three marks in a
/// row where three in a row ends the game, no same letters side by side
/// where they are kept apart.
pub fn board_ok(d: &Description, name: &str, word: &[u8]) -> bool {
    match d.game {
        Game::Strips(b) if b.name == name && b.play == Play::ThreeInARow => {
            !word.windows(3).any(|w| w.iter().all(|&c| c == b.mark))
        }
        Game::Strips(b) if b.name == name && b.play == Play::SameApart => {
            !two_letters::same_neighbours(word, &b.letters())
        }
        _ => true,
    }
}

/// What `gen` needs of a board: its word, the index of its mark among its
/// letters, whether three marks in a row end the game (`gen` draws marks
/// sparse, and then never three in a row), and the index of the second
/// letter (never drawn next to the same letter).
pub fn avoid(d: &Description) -> Option<(&'static str, u64, bool, Option<u64>)> {
    match d.game {
        Game::Strips(b) if !b.length => {
            let word = letters(d.format.case, b.name)?;
            let at = |m: u8| word.bytes().position(|c| c == m).map(|i| i as u64);
            let other = match b.other {
                Some(o) => Some(at(o)?),
                None => None,
            };
            Some((b.name, at(b.mark)?, b.play == Play::ThreeInARow, other))
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
        Game::Strips(Board {
            play: Play::SameApart,
            ..
        }) => " with no two same letters side by side".into(),
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

/// The cells of the case's board (the mark letters as written; an empty
/// board of `length` cells as `.`), refused past [`STRIP_MAX`] cells when
/// given by its length (a word is as long as the input holds).
pub(super) fn cells(solver: &Solver<'_>, b: &Board) -> Result<Vec<u8>, String> {
    if !b.length {
        return Ok(solver.word(b.name).to_vec());
    }
    let n = solver.all(b.name).last().map_or(0, |r| r.value);
    if n > STRIP_MAX as u64 {
        return Err(format!(
            "a board of {n} cells; grundy computes the strips' values up to {STRIP_MAX} cells"
        ));
    }
    Ok(vec![b'.'; n as usize])
}

/// Whether the player to move is the first player: always, unless the
/// mover follows from the count of marks and it is odd.
pub fn first_moves(b: &Board, cells: &[u8]) -> bool {
    let marks = b.letters();
    !b.by_marks || cells.iter().filter(|c| marks.contains(c)).count() % 2 == 0
}

/// The answer to the case just read.
pub(super) fn answer(solver: &mut Solver<'_>, b: Board) -> Result<String, String> {
    let d = solver.d;
    if b.play == Play::SameApart {
        // An empty board of any length is a run with no letter at its ends.
        let (x, first) = if b.length {
            let n = solver.all(b.name).last().map_or(0, |r| r.value);
            (two_letters::value(n, two_letters::Ends::None), true)
        } else {
            let word = solver.word(b.name);
            (
                two_letters::board_value(word, &b.letters()),
                first_moves(&b, word),
            )
        };
        return Ok(solver.words((x != 0) == first));
    }
    let cells = cells(solver, &b)?;
    let board: Vec<bool> = cells.iter().map(|&c| c == b.mark).collect();
    let margin = match b.play {
        Play::ThreeInARow if board.len() < 3 || !completing_cells(&board).is_empty() => None,
        Play::ThreeInARow => Some(2),
        Play::Apart(k) => Some(k),
        Play::SameApart => None,
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
        Play::SameApart => unreachable!("answered above"),
    };
    let first = first_moves(&b, &cells);
    Ok(match d.ask {
        Ask::EveryWinningMove if moves.is_empty() => d.second.to_string(),
        Ask::EveryWinningMove => moves
            .iter()
            .map(|m| (m + 1).to_string())
            .collect::<Vec<_>>()
            .join(" "),
        _ => solver.words((outcome == Outcome::N) == first),
    })
}

/// How the answers are known.
pub fn evidence(b: &Board) -> String {
    let turn = if b.by_marks {
        "; the first player moves when the count of marks is even"
    } else {
        ""
    };
    let how = match b.play {
        Play::ThreeInARow => "proved: Treblecross; if an empty cell completes three marks in a row, exactly those cells win; else a mark within two cells of another loses at once, and the strips of cells farther than two from every mark are heaps of the octal game 0.007 (a strip of n cells is the heap n + 2), whose values are computed up to the longest strip".into(),
        Play::Apart(k) => format!(
            "proved: the strips of cells farther than {k} from every mark are heaps of the octal game {} (a strip of n cells is the heap n + {k}), whose values are computed up to the longest strip",
            Strips::new(k).code()
        ),
        Play::SameApart => "proved: each run of n empty cells is a heap valued by the letters at its ends: n mod 2 with none (an empty board), n with a letter at one end only, 1 with the same letter at both, 0 with different letters (induction on n)".into(),
    };
    format!("{how}{turn}")
}

/// The game in one line.
pub fn game_line(b: &Board) -> String {
    let mark = b.mark as char;
    let board = if b.length {
        format!("an empty board of {} cells", b.name)
    } else {
        format!("the board {}", b.name)
    };
    let turn = if b.by_marks {
        "; the first player moves when the count of marks is even"
    } else {
        ""
    };
    let line = match (b.play, b.other) {
        (Play::ThreeInARow, _) => {
            format!("on {board}, a move puts {mark} on an empty cell; three {mark} in a row win")
        }
        (Play::Apart(k), _) => format!(
            "on {board}, a move puts {mark} on an empty cell farther than {k} from every {mark}"
        ),
        (Play::SameApart, Some(o)) => format!(
            "on {board}, a move puts {mark} or {} on an empty cell, never next to the same letter",
            o as char
        ),
        (Play::SameApart, None) => String::new(),
    };
    format!("{line}{turn}")
}
