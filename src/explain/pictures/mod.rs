//! Pictures of positions and sequences, as self-contained SVG (std only):
//! what the teaching pages draw, from the same accounts the text explains.
//!
//! [`Svg`] is the whole drawing kit (a canvas in pixels, a few shapes,
//! arrows and a legend); the pictures map a game's coordinates onto it:
//! [`heaps()`] (components with their binary columns and nim-sum),
//! [`wythoff()`] (the board with its cold positions), [`kiki()`] (the
//! board of P and N cells), [`treblecross()`] (the row with its winning
//! cells) and [`sequence()`] (g(n) against n, for `grundy sg --svg`). Each
//! picture says in itself when it shows part of something larger.
//!
//! Files: [`Svg`] in `svg`, each picture in its own, and here the colours
//! and the pieces every position picture shares (its heading, the moves
//! drawn and their legend).

mod heaps;
mod kiki;
mod sequence;
mod svg;
mod treblecross;
mod wythoff;

pub use heaps::heaps;
pub use kiki::kiki;
pub use sequence::{grundy_sequence, sequence, title, Marks};
pub use svg::{escape, text_width, Svg};
pub use treblecross::treblecross;
pub use wythoff::wythoff;

use crate::explain::{Account, Move, Word};

/// The colours, one meaning each.
const LOSING: &str = "#3b6fd8";
const POSITION: &str = "#d62828";
const WINNING: &str = "#1a9e4b";
const EXAMPLE: &str = "#8a8a8a";
const REPLY: &str = "#e08a00";
const INK: &str = "#222222";
const FAINT: &str = "#dddddd";

/// `text` cut to `most` characters, with `...` when cut.
fn cut(text: &str, most: usize) -> String {
    match text.char_indices().nth(most) {
        None => text.to_string(),
        Some((i, _)) => format!("{}...", &text[..i]),
    }
}

/// Largest board a picture draws cell by cell (Wythoff, Kiki).
const CELLS: u64 = 40;

/// The heading every position picture opens with: the position and the
/// answer.
fn heading(svg: &mut Svg, a: &Account) {
    let title = format!(
        "{}  ({}: {})",
        cut(&a.position, 60),
        a.verdict.words,
        a.verdict.meaning
    );
    svg.text((16.0, 26.0), 16.0, "start", INK, &title);
}

/// The numbers of a position in words.
fn numbers(words: &[Word]) -> Vec<u64> {
    words
        .iter()
        .map(|w| match w {
            Word::Num(n) => *n,
            Word::Text(_) => 0,
        })
        .collect()
}

/// The moves drawn: the winning ones, or the example and its reply.
fn drawn(a: &Account) -> Vec<(&Move, &'static str, bool)> {
    let mut all: Vec<(&Move, &str, bool)> =
        a.moves.listed.iter().map(|m| (m, WINNING, false)).collect();
    if let Some(e) = &a.moves.example {
        all.push((&e.first, EXAMPLE, true));
        if let Some(r) = &e.reply {
            all.push((r, REPLY, true));
        }
    }
    all
}

/// The legend of the moves drawn.
fn move_legend(a: &Account) -> Vec<(&'static str, &'static str)> {
    if a.moves.count > 0 {
        vec![(WINNING, "a winning move")]
    } else if a.moves.example.is_some() {
        vec![
            (EXAMPLE, "some move (every move loses)"),
            (REPLY, "the reply that wins against it"),
        ]
    } else {
        Vec::new()
    }
}
