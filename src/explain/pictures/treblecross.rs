//! Treblecross (UVa 10561): the row of cells, the crosses and the cells
//! that win.

use super::{drawn, heading, Svg, EXAMPLE, INK, REPLY, WINNING};
use crate::explain::{Account, Word};

/// Cells a Treblecross picture draws per row, and at most.
const PER_ROW: usize = 40;
const MOST_CELLS: usize = 400;

/// Treblecross: the row of cells, the X's, the cells next to an X (an X
/// there lets the opponent make three), and the winning cells.
pub fn treblecross(a: &Account) -> String {
    let board: Vec<bool> = match a.words.first() {
        Some(Word::Text(t)) => t.bytes().map(|b| b == b'X').collect(),
        _ => Vec::new(),
    };
    let shown = board.len().min(MOST_CELLS);
    let lines = shown.div_ceil(PER_ROW).max(1);
    let cell = 22.0;
    let (left, top) = (20.0, 60.0);
    let width = left * 2.0 + cell * PER_ROW.min(shown.max(1)) as f64;
    let mut svg = Svg::new(width.max(620.0), top + lines as f64 * (cell + 22.0) + 120.0);
    heading(&mut svg, a);
    let near = |i: usize| {
        (i.saturating_sub(2)..=(i + 2).min(board.len().saturating_sub(1))).any(|j| board[j])
    };
    let at = |i: usize| {
        (
            left + cell * (i % PER_ROW) as f64,
            top + (cell + 22.0) * (i / PER_ROW) as f64,
        )
    };
    for (i, &x) in board.iter().take(shown).enumerate() {
        let (cx, cy) = at(i);
        let fill = if x {
            INK
        } else if near(i) {
            "#f6d5d5"
        } else {
            "white"
        };
        svg.rect(cx, cy, cell - 2.0, cell - 2.0, fill, "#999999");
        if x {
            svg.text(
                (cx + cell / 2.0 - 1.0, cy + 15.0),
                14.0,
                "middle",
                "white",
                "X",
            );
        }
        if i % 5 == 0 {
            svg.text(
                (cx + cell / 2.0 - 1.0, cy + cell + 10.0),
                9.0,
                "middle",
                INK,
                &(i + 1).to_string(),
            );
        }
    }
    for (m, color, _) in drawn(a) {
        if color == REPLY {
            continue;
        }
        let i = m.step.amount.unwrap_or(1) as usize - 1;
        if i < shown {
            let (cx, cy) = at(i);
            svg.circle(
                (cx + cell / 2.0 - 1.0, cy + cell / 2.0 - 1.0),
                cell / 3.0,
                color,
            );
        }
    }
    let y = top + lines as f64 * (cell + 22.0) + 10.0;
    let mut legend = vec![
        (INK, "an X"),
        (
            "#f6d5d5",
            "within two cells of an X: an X here lets the opponent make three",
        ),
    ];
    if a.moves.count > 0 {
        legend.push((WINNING, "a winning cell"));
    } else if a.moves.example.is_some() {
        legend.push((EXAMPLE, "some cell (every cell loses)"));
    }
    svg.legend((left, y), &legend);
    if board.len() > shown {
        let note = format!("the first {shown} of {} cells", board.len());
        svg.text((left, y + 80.0), 12.0, "start", INK, &note);
    }
    svg.finish()
}
