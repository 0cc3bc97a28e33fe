//! The drawing kit: an SVG canvas in pixels from the top-left corner, a
//! few shapes, arrows, text that widens the canvas to fit, and a legend.

use super::INK;
use std::fmt::Write;

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
