//! A sum of components as rows: each Grundy value as a bar and its binary
//! digits, and the nim-sum under them.

use super::{cut, heading, Svg, FAINT, INK, LOSING, POSITION, WINNING};
use crate::explain::Account;

/// Most component rows a heaps picture draws.
const ROWS: usize = 24;

/// Components as rows: a bar as long as the Grundy value, its binary digits
/// in columns, and (for a sum) the nim-sum under them with the columns that
/// hold an odd number of ones marked; the components a winning move plays
/// in are green.
pub fn heaps(a: &Account) -> String {
    let values: Vec<u64> = a.components.iter().map(|c| c.grundy.unwrap_or(0)).collect();
    let x = values.iter().fold(0, |x, v| x ^ v);
    let bits = values
        .iter()
        .map(|v| 64 - v.leading_zeros())
        .max()
        .unwrap_or(1)
        .max(1) as usize;
    let rows = values.len().min(ROWS);
    let cell = (384.0 / bits as f64).min(22.0);
    let (bar_x, bits_x) = (250.0, 420.0);
    let height = 130.0 + 26.0 * (rows as f64 + 2.0) + 60.0;
    let mut svg = Svg::new(bits_x + cell * bits as f64 + 120.0, height);
    heading(&mut svg, a);
    let top = 70.0;
    svg.text((16.0, top - 12.0), 13.0, "start", INK, "component");
    svg.text((bar_x, top - 12.0), 13.0, "start", INK, "Grundy value");
    svg.text((bits_x, top - 12.0), 13.0, "start", INK, "binary");
    let largest = values.iter().copied().max().unwrap_or(0).max(1) as f64;
    let played: Vec<u64> = a
        .moves
        .listed
        .iter()
        .filter_map(|m| m.step.component)
        .collect();
    for (i, &v) in values.iter().take(rows).enumerate() {
        let y = top + 26.0 * i as f64;
        let color = if played.contains(&(i as u64 + 1)) {
            WINNING
        } else {
            INK
        };
        svg.text(
            (16.0, y + 16.0),
            13.0,
            "start",
            color,
            &cut(&a.components[i].name, 30),
        );
        svg.rect(
            bar_x,
            y + 4.0,
            150.0 * v as f64 / largest,
            16.0,
            LOSING,
            "none",
        );
        svg.text(
            (bar_x + 4.0, y + 17.0),
            12.0,
            "start",
            "white",
            &v.to_string(),
        );
        digits(&mut svg, (bits_x, y + 2.0), cell, bits, v, INK);
    }
    let mut y = top + 26.0 * rows as f64;
    if values.len() > rows {
        let note = format!("(the first {rows} of {} components)", values.len());
        svg.text((16.0, y + 16.0), 13.0, "start", INK, &note);
        y += 26.0;
    }
    if a.combine.nim_sum {
        svg.line(
            (bits_x - 4.0, y + 2.0),
            (bits_x + cell * bits as f64 + 4.0, y + 2.0),
            INK,
            false,
        );
        svg.text(
            (16.0, y + 22.0),
            13.0,
            "start",
            INK,
            &format!("nim-sum (XOR of the column digits) = {x}"),
        );
        digits(&mut svg, (bits_x, y + 6.0), cell, bits, x, POSITION);
        y += 30.0;
    }
    let verdict = if x == 0 && a.combine.nim_sum {
        "every column holds an even number of ones: the player to move loses".to_string()
    } else if a.combine.nim_sum {
        "red columns hold an odd number of ones: a winning move evens them".to_string()
    } else {
        a.combine.rule.first().cloned().unwrap_or_default()
    };
    svg.text((16.0, y + 22.0), 13.0, "start", INK, &cut(&verdict, 90));
    if let Some(m) = a.moves.listed.first() {
        let more = a.moves.count - 1;
        let also = if more > 0 {
            format!(" (and {more} more)")
        } else {
            String::new()
        };
        let line = format!("winning: {} -> {}{also}", m.text, m.after);
        svg.text((16.0, y + 44.0), 13.0, "start", WINNING, &cut(&line, 90));
    }
    svg.finish()
}

/// The `bits` binary digits of `v` as boxes from (x, y), a 1 filled.
fn digits(svg: &mut Svg, (x, y): (f64, f64), cell: f64, bits: usize, v: u64, color: &str) {
    for b in 0..bits {
        let one = v >> (bits - 1 - b) & 1 == 1;
        let left = x + cell * b as f64;
        svg.rect(
            left,
            y,
            cell - 2.0,
            18.0,
            if one { color } else { "white" },
            FAINT,
        );
    }
}
