//! Wythoff's game on its board: the queen, the cold positions (the
//! losing ones, on two lines of slopes phi and 1/phi) and the moves.

use super::{
    drawn, heading, move_legend, numbers, Svg, CELLS, FAINT, INK, LOSING, POSITION, REPLY,
};
use crate::explain::Account;
use crate::games::wythoff::lower;

/// Wythoff's game as a board: pile 1 across, pile 2 up, the cold positions
/// (where the player to move loses) filled, the position marked and its
/// winning moves drawn as arrows. Past 40 x 40 the board is drawn to scale
/// with the cold positions as points, sampled when there are many.
pub fn wythoff(a: &Account) -> String {
    let n = numbers(&a.words);
    let (pa, pb) = (n[0], n[1]);
    let side = pa.max(pb).saturating_add(3).max(8);
    let size = 520.0;
    let (left, top) = (60.0, 50.0);
    let mut svg = Svg::new(left + size + 330.0, top + size + 60.0);
    heading(&mut svg, a);
    let cells = side <= CELLS;
    let unit = size / (side as f64 + 1.0);
    // The centre of cell (x, y), or the point (x, y) when drawn to scale.
    let at = |x: u64, y: u64| {
        (
            left + unit * (x as f64 + if cells { 0.5 } else { 0.0 }),
            top + size - unit * (y as f64 + if cells { 0.5 } else { 0.0 }),
        )
    };
    let (pairs, sampled) = cold_pairs(side);
    let step = (pairs.len() / 300).max(1);
    if cells {
        for x in 0..=side {
            for y in 0..=side {
                let (cx, cy) = at(x, y);
                svg.rect(cx - unit / 2.0, cy - unit / 2.0, unit, unit, "white", FAINT);
            }
        }
    } else {
        svg.rect(left, top, size, size, "white", FAINT);
    }
    for &(p, q) in pairs.iter().step_by(step) {
        for (x, y) in [(p, q), (q, p)] {
            let c = at(x, y);
            if cells {
                svg.rect(
                    c.0 - unit / 2.0,
                    c.1 - unit / 2.0,
                    unit,
                    unit,
                    LOSING,
                    FAINT,
                );
            } else {
                svg.circle(c, 2.5, LOSING);
            }
        }
    }
    for (m, color, dashed) in drawn(a) {
        let to = numbers(&m.step.left);
        let from = if color == REPLY {
            first_left(a)
        } else {
            (pa, pb)
        };
        svg.arrow(at(from.0, from.1), at(to[0], to[1]), color, dashed);
    }
    svg.circle(at(pa, pb), (unit / 3.0).max(5.0), POSITION);
    svg.text(
        (left + size / 2.0, top + size + 30.0),
        13.0,
        "middle",
        INK,
        "pile 1",
    );
    svg.text((left, top - 8.0), 13.0, "middle", INK, "pile 2");
    let every = if side <= 20 { 1 } else { 5 };
    if cells {
        for t in (0..=side).step_by(every) {
            let (cx, cy) = at(t, t);
            svg.text((cx, top + size + 16.0), 11.0, "middle", INK, &t.to_string());
            svg.text((left - 6.0, cy + 4.0), 11.0, "end", INK, &t.to_string());
        }
    }
    if !cells {
        svg.text((left, top + size + 16.0), 11.0, "middle", INK, "0");
        svg.text(
            (left + size, top + size + 16.0),
            11.0,
            "middle",
            INK,
            &side.to_string(),
        );
        svg.text((left - 6.0, top + 4.0), 11.0, "end", INK, &side.to_string());
    }
    let mut legend = vec![
        (LOSING, "cold: the player to move loses"),
        (POSITION, "the position"),
    ];
    legend.extend(move_legend(a));
    svg.legend((left + size + 20.0, top + 10.0), &legend);
    let scale = if cells {
        "one cell per position".to_string()
    } else {
        format!("drawn to scale, 0 to {side}: too large for cells")
    };
    let x = left + size + 20.0;
    svg.text((x, top + 120.0), 12.0, "start", INK, &scale);
    if sampled.saturating_mul(step) > 1 {
        let note = format!(
            "cold positions sampled: 1 pair in {}",
            sampled.saturating_mul(step)
        );
        svg.text((x, top + 138.0), 12.0, "start", INK, &note);
    }
    svg.text(
        (x, top + 156.0),
        12.0,
        "start",
        INK,
        "cold pairs lie near the lines",
    );
    svg.text(
        (x, top + 174.0),
        12.0,
        "start",
        INK,
        "of slope phi and 1/phi (phi = 1.618...)",
    );
    svg.finish()
}

/// Where the example move leaves the position (the reply starts there).
fn first_left(a: &Account) -> (u64, u64) {
    let e = a
        .moves
        .example
        .as_ref()
        .map(|e| numbers(&e.first.step.left));
    e.map_or((0, 0), |n| (n[0], n[1]))
}

/// The cold pairs (a_k, a_k + k) with b_k <= side, sampled down to about
/// 2000 when there are more; and the sampling step (1: every pair).
fn cold_pairs(side: u64) -> (Vec<(u64, u64)>, usize) {
    let last = (side as f64 / 2.618) as u64 + 2;
    let step = (last / 2000).max(1);
    let mut all = Vec::new();
    let mut k = 0u64;
    while k <= last {
        let a = lower(k);
        let b = a + u128::from(k);
        if b <= u128::from(side) {
            all.push((a as u64, b as u64));
        }
        k = k.saturating_add(step);
        if k == u64::MAX {
            break;
        }
    }
    (all, usize::try_from(step).unwrap_or(usize::MAX))
}
