//! Kiki's game (HDU 2147): the board of P and N cells and the coin's
//! moves.

use super::{
    drawn, heading, move_legend, numbers, Svg, CELLS, FAINT, INK, LOSING, POSITION, REPLY,
};
use crate::explain::{Account, Move};

/// Kiki's game: the board of P cells (the player to move loses: both
/// distances to the bottom-left corner even) and N cells, the coin in the
/// top-right cell and its winning steps. Past 40 x 40 the picture shows the
/// 30 x 30 corner around the coin (the pattern has period 2 both ways).
pub fn kiki(a: &Account) -> String {
    let n = numbers(&a.words);
    let (rows, cols) = (n[0], n[1]);
    let whole = rows <= CELLS && cols <= CELLS;
    let (shown_rows, shown_cols) = if whole {
        (rows, cols)
    } else {
        (rows.min(30), cols.min(30))
    };
    let first_col = cols - shown_cols + 1;
    let cell = (520.0 / shown_rows.max(shown_cols) as f64).min(40.0);
    let (left, top) = (50.0, 50.0);
    let mut svg = Svg::new(
        left + cell * shown_cols as f64 + 300.0,
        top + cell * shown_rows as f64 + 70.0,
    );
    heading(&mut svg, a);
    let centre = |r: u64, c: u64| {
        (
            left + cell * ((c - first_col) as f64 + 0.5),
            top + cell * ((r - 1) as f64 + 0.5),
        )
    };
    for r in 1..=shown_rows {
        for c in first_col..=cols {
            let lost = (c - 1) % 2 == 0 && (rows - r) % 2 == 0;
            let (x, y) = centre(r, c);
            let fill = if lost { LOSING } else { "#eef3fc" };
            svg.rect(x - cell / 2.0, y - cell / 2.0, cell, cell, fill, FAINT);
            if cell >= 16.0 {
                let color = if lost { "white" } else { INK };
                svg.text(
                    (x, y + cell * 0.15),
                    cell * 0.4,
                    "middle",
                    color,
                    if lost { "P" } else { "N" },
                );
            }
        }
    }
    // A move's words are the board left: the coin `rows' - 1` rows up from
    // the bottom and in column `cols'`.
    let cell_of = |m: &Move| {
        let w = numbers(&m.step.left);
        (rows - (w[0] - 1), w[1])
    };
    let mut from = (1, cols);
    for (m, color, dashed) in drawn(a) {
        let to = cell_of(m);
        let start = if color == REPLY { from } else { (1, cols) };
        if to.1 >= first_col && to.0 <= shown_rows {
            svg.arrow(centre(start.0, start.1), centre(to.0, to.1), color, dashed);
        }
        from = to;
    }
    svg.circle(centre(1, cols), (cell / 3.0).max(4.0), POSITION);
    let right = left + cell * shown_cols as f64 + 20.0;
    let mut legend = vec![
        (LOSING, "P: the player to move loses"),
        (POSITION, "the coin"),
    ];
    legend.extend(move_legend(a));
    svg.legend((right, top + 10.0), &legend);
    let shown = if whole {
        format!("the whole {rows} x {cols} board")
    } else {
        format!("rows 1-{shown_rows}, columns {first_col}-{cols} of {rows} x {cols}")
    };
    svg.text((right, top + 110.0), 12.0, "start", INK, &shown);
    svg.text(
        (right, top + 128.0),
        12.0,
        "start",
        INK,
        "the coin steps left, down or down-left",
    );
    svg.finish()
}
