//! Pictures of positions and sequences, as self-contained SVG (std only):
//! what the teaching pages draw, from the same accounts the text explains.
//!
//! [`Svg`] is the whole drawing kit (a canvas in pixels, a few shapes,
//! arrows and a legend); the pictures map a game's coordinates onto it:
//! [`heaps`] (components with their binary columns and nim-sum), [`wythoff`]
//! (the board with its cold positions), [`kiki`] (the board of P and N
//! cells), [`treblecross`] (the row with its winning cells) and
//! [`sequence`] (g(n) against n, for `grundy sg --svg`). Each picture says
//! in itself when it shows part of something larger.

use crate::explain::{Account, Move, Word};
use crate::games::sequence::GrundySequence;
use crate::games::wythoff::lower;
use std::fmt::Write;

/// The colours, one meaning each.
const LOSING: &str = "#3b6fd8";
const POSITION: &str = "#d62828";
const WINNING: &str = "#1a9e4b";
const EXAMPLE: &str = "#8a8a8a";
const REPLY: &str = "#e08a00";
const INK: &str = "#222222";
const FAINT: &str = "#dddddd";

/// An SVG canvas: pixels from the top-left corner. It widens to hold its
/// text: a line never runs past the right edge.
pub struct Svg {
    width: f64,
    height: f64,
    body: String,
    /// The rightmost point any text reaches, as [`text_width`] estimates.
    right: f64,
}

/// How wide `text` is at `size` pixels, generously: DejaVu Sans and Arial
/// average about 0.55 em a character, their widest (`W`, `m`) about 0.9.
pub fn text_width(text: &str, size: f64) -> f64 {
    let wide = text
        .chars()
        .filter(|c| matches!(c, 'W' | 'M' | 'm' | 'w'))
        .count();
    let chars = text.chars().count();
    size * (0.62 * (chars - wide) as f64 + 0.95 * wide as f64)
}

impl Svg {
    pub fn new(width: f64, height: f64) -> Svg {
        Svg {
            width,
            height,
            body: String::new(),
            right: 0.0,
        }
    }

    pub fn rect(&mut self, x: f64, y: f64, w: f64, h: f64, fill: &str, stroke: &str) {
        let _ = writeln!(
            self.body,
            r#"<rect x="{x:.1}" y="{y:.1}" width="{w:.1}" height="{h:.1}" fill="{fill}" stroke="{stroke}"/>"#
        );
    }

    pub fn line(&mut self, (x1, y1): (f64, f64), (x2, y2): (f64, f64), color: &str, dashed: bool) {
        let dash = if dashed {
            r#" stroke-dasharray="5,4""#
        } else {
            ""
        };
        let _ = writeln!(
            self.body,
            r#"<line x1="{x1:.1}" y1="{y1:.1}" x2="{x2:.1}" y2="{y2:.1}" stroke="{color}" stroke-width="2"{dash}/>"#
        );
    }

    pub fn circle(&mut self, (x, y): (f64, f64), r: f64, fill: &str) {
        let _ = writeln!(
            self.body,
            r#"<circle cx="{x:.1}" cy="{y:.1}" r="{r:.1}" fill="{fill}"/>"#
        );
    }

    /// A line with a head at its end.
    pub fn arrow(&mut self, from: (f64, f64), to: (f64, f64), color: &str, dashed: bool) {
        let (dx, dy) = (to.0 - from.0, to.1 - from.1);
        let len = (dx * dx + dy * dy).sqrt().max(1e-9);
        let (ux, uy) = (dx / len, dy / len);
        let head = 10.0_f64.min(len / 2.0);
        let base = (to.0 - ux * head, to.1 - uy * head);
        self.line(from, base, color, dashed);
        let (px, py) = (-uy * head / 2.0, ux * head / 2.0);
        let _ = writeln!(
            self.body,
            r#"<polygon points="{:.1},{:.1} {:.1},{:.1} {:.1},{:.1}" fill="{color}"/>"#,
            to.0,
            to.1,
            base.0 + px,
            base.1 + py,
            base.0 - px,
            base.1 - py
        );
    }

    /// Text at (x, y); `anchor` is `start`, `middle` or `end`.
    pub fn text(&mut self, (x, y): (f64, f64), size: f64, anchor: &str, color: &str, text: &str) {
        let w = text_width(text, size);
        let right = match anchor {
            "middle" => x + w / 2.0,
            "end" => x,
            _ => x + w,
        };
        self.right = self.right.max(right);
        let _ = writeln!(
            self.body,
            r#"<text x="{x:.1}" y="{y:.1}" font-size="{size:.1}" text-anchor="{anchor}" fill="{color}">{}</text>"#,
            escape(text)
        );
    }

    /// One swatch and label per line, from (x, y) down.
    pub fn legend(&mut self, (x, y): (f64, f64), items: &[(&str, &str)]) {
        for (i, (color, label)) in items.iter().enumerate() {
            let top = y + 20.0 * i as f64;
            self.rect(x, top, 14.0, 14.0, color, "none");
            self.text((x + 20.0, top + 12.0), 13.0, "start", INK, label);
        }
    }

    /// The document.
    pub fn finish(self) -> String {
        format!(
            "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"{w:.0}\" height=\"{h:.0}\" viewBox=\"0 0 {w:.0} {h:.0}\" font-family=\"DejaVu Sans, Arial, sans-serif\">\n<rect width=\"100%\" height=\"100%\" fill=\"white\"/>\n{}</svg>\n",
            self.body,
            w = self.width.max(self.right + 16.0).ceil(),
            h = self.height
        )
    }
}

/// Text with the five XML specials escaped.
pub fn escape(text: &str) -> String {
    let mut s = String::with_capacity(text.len());
    for c in text.chars() {
        match c {
            '&' => s.push_str("&amp;"),
            '<' => s.push_str("&lt;"),
            '>' => s.push_str("&gt;"),
            '"' => s.push_str("&quot;"),
            '\'' => s.push_str("&apos;"),
            c if (c as u32) < 0x20 && c != '\n' && c != '\t' => s.push('?'),
            c => s.push(c),
        }
    }
    s
}

/// `text` cut to `most` characters, with `...` when cut.
fn cut(text: &str, most: usize) -> String {
    match text.char_indices().nth(most) {
        None => text.to_string(),
        Some((i, _)) => format!("{}...", &text[..i]),
    }
}

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

/// Largest board a picture draws cell by cell.
const CELLS: u64 = 40;

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

/// Most values a sequence picture plots.
const POINTS: usize = 1200;

/// What a sequence picture marks.
pub struct Marks {
    /// The proven preperiod and period, if any.
    pub period: Option<(u64, u64)>,
    /// The mask that sorts values into rare and common, if the rule splits.
    pub rare_mask: Option<u16>,
    /// How many values are known in all.
    pub computed: usize,
}

/// g(n) against n: the preperiod shaded, one period bracketed and the
/// period's boundaries ticked, rare values in their own colour. At most
/// [`POINTS`] values are plotted (the picture says when there are more).
pub fn sequence(title: &str, values: &[u16], marks: &Marks) -> String {
    let shown = values.len().min(POINTS);
    let largest = values[..shown].iter().copied().max().unwrap_or(0).max(1) as f64;
    let (left, top, w, h) = (60.0, 60.0, 900.0, 360.0);
    let mut svg = Svg::new(left + w + 40.0, top + h + 110.0);
    svg.text((16.0, 26.0), 16.0, "start", INK, &cut(title, 100));
    let x = |n: f64| left + w * n / shown.max(1) as f64;
    let y = |g: f64| top + h - h * g / largest;
    svg.rect(left, top, w, h, "white", FAINT);
    // Grid lines and ticks: every value up to 16, else about 8 of them.
    let every = (largest as u64 / 8).max(1);
    let mut g = 0;
    while g as f64 <= largest {
        svg.line(
            (left, y(g as f64)),
            (left + w, y(g as f64)),
            "#f0f0f0",
            false,
        );
        svg.text(
            (left - 8.0, y(g as f64) + 4.0),
            11.0,
            "end",
            INK,
            &g.to_string(),
        );
        g += if largest <= 16.0 { 1 } else { every };
    }
    let across = ((shown as f64 / 10.0).max(1.0) as usize).next_power_of_two();
    let last_tick = shown - shown % across.max(1);
    for n in (0..=shown).step_by(across.max(1)) {
        if n == last_tick && n != shown && shown - n < across / 2 {
            continue;
        }
        svg.text(
            (x(n as f64), top + h + 16.0),
            11.0,
            "middle",
            INK,
            &n.to_string(),
        );
    }
    if shown % across.max(1) != 0 {
        let end = (x(shown as f64), top + h + 16.0);
        svg.text(end, 11.0, "middle", INK, &shown.to_string());
    }
    if let Some((e, p)) = marks.period {
        let end = e.saturating_add(p);
        if e > 0 {
            let edge = (e as usize).min(shown) as f64;
            svg.rect(left, top, x(edge) - left, h, "#00000010", "none");
            let label = if e as usize >= shown {
                format!("all preperiod: it ends at g({})", e - 1)
            } else {
                format!("preperiod g(0..{})", e - 1)
            };
            svg.text((left + 4.0, top + 14.0), 12.0, "start", INK, &label);
        }
        if (e as usize) < shown {
            let mut n = e;
            while p > 0 && (n as usize) <= shown {
                svg.line((x(n as f64), top), (x(n as f64), top + h), "#c9d6f2", true);
                n = n.saturating_add(p);
            }
            let stop = (end as usize).min(shown) as f64;
            svg.line(
                (x(e as f64), top - 8.0),
                (x(stop), top - 8.0),
                LOSING,
                false,
            );
            svg.text(
                (x(e as f64) + 4.0, top - 12.0),
                12.0,
                "start",
                LOSING,
                &format!("period {p}: g(n + {p}) = g(n) from n = {e}"),
            );
        }
    }
    let rare = |g: u16| {
        marks
            .rare_mask
            .is_some_and(|m| (g & m).count_ones() % 2 == 0)
    };
    let r = (w / shown.max(1) as f64 / 2.0).clamp(1.2, 4.0);
    for (n, &g) in values[..shown].iter().enumerate() {
        let color = if rare(g) && n > 0 { REPLY } else { INK };
        svg.circle((x(n as f64 + 0.5), y(f64::from(g))), r, color);
    }
    svg.text(
        (left + w / 2.0, top + h + 30.0),
        13.0,
        "middle",
        INK,
        "heap size n",
    );
    svg.text((20.0, top + h / 2.0), 13.0, "middle", INK, "g(n)");
    let mut legend = vec![(INK, "g(n)")];
    if marks.rare_mask.is_some() {
        legend.push((REPLY, "a rare value (few heaps have one)"));
    }
    svg.legend((left, top + h + 44.0), &legend);
    if marks.computed > shown {
        let note = format!(
            "zoomed: the first {shown} of the {} values computed",
            marks.computed
        );
        svg.text((left + 400.0, top + h + 56.0), 12.0, "start", INK, &note);
    }
    svg.finish()
}

/// The picture of a computed sequence for `grundy sg --svg`: g(0..=upto),
/// or the preperiod and three periods (at least 64 values), or what is
/// computed.
pub fn grundy_sequence(seq: &GrundySequence, upto: Option<u64>) -> String {
    let c = seq.certificate();
    let wanted = match (upto, c) {
        (Some(n), _) => n.saturating_add(1),
        (None, Some(c)) => (c.preperiod + 3 * c.len).max(64),
        (None, None) => seq.computed() as u64,
    };
    let len = usize::try_from(wanted).unwrap_or(usize::MAX).min(POINTS);
    let values: Vec<u16> = (0..len as u64).map_while(|n| seq.value(n)).collect();
    let title = match c {
        Some(c) => format!(
            "Grundy values of {}: preperiod {}, period {}",
            seq.rule(),
            c.preperiod,
            c.len
        ),
        None => format!("Grundy values of {} (no period proven)", seq.rule()),
    };
    let marks = Marks {
        period: c.map(|c| (c.preperiod, c.len)),
        rare_mask: seq.rare_split().map(|(mask, _)| mask),
        computed: usize::try_from(wanted)
            .unwrap_or(usize::MAX)
            .max(values.len()),
    };
    sequence(&title, &values, &marks)
}
