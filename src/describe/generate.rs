//! Cases for `gen` and `stress`, drawn from a description's format alone:
//! every value within its official bounds (the bounds of later tokens see
//! the values drawn before them), counts small at the tiny scale so a
//! search from the rules can check the answers, and the ends of every range
//! often, where solutions overflow. Counts the writer works out from the
//! rows ([`crate::format::write::text`]) stay out of them.

use crate::format::write::{is_count, Case};
use crate::format::{Element, Expr, Format, Int, Token};
use crate::testdata::{Rng, Scale};

/// `count` cases of `format` at `scale`.
pub fn cases(format: &Format, rng: &mut Rng, scale: Scale, count: usize) -> Vec<Case> {
    (0..count)
        .map(|_| {
            let mut draw = Draw {
                rng,
                scale,
                env: Vec::new(),
                rows: Vec::new(),
            };
            draw.elements(format.case);
            draw.rows
        })
        .collect()
}

struct Draw<'r> {
    rng: &'r mut Rng,
    scale: Scale,
    env: Vec<(&'static str, u64)>,
    rows: Case,
}

impl Draw<'_> {
    fn elements(&mut self, elements: &[Element]) {
        for (i, element) in elements.iter().enumerate() {
            match *element {
                Element::Line(tokens) => self.line(tokens, &elements[i + 1..]),
                Element::Repeat { count, body } => {
                    for _ in 0..self.eval(count) {
                        self.elements(body);
                    }
                }
                Element::Until { .. } => {}
            }
        }
    }

    fn line(&mut self, tokens: &[Token], after: &[Element]) {
        let mut row = Vec::new();
        let mut takes_row = false;
        for (i, token) in tokens.iter().enumerate() {
            match *token {
                Token::Int(int) => {
                    let counted = is_count(int.name, &tokens[i + 1..], after);
                    let v = self.int(&int, counted);
                    if !counted {
                        row.push(v);
                        takes_row = true;
                    }
                }
                Token::Ints { count, int } => {
                    takes_row = true;
                    for _ in 0..self.eval(count) {
                        let v = self.int(&int, false);
                        row.push(v);
                    }
                }
                _ => takes_row = true,
            }
        }
        if takes_row {
            self.rows.push(row);
        }
    }

    /// One value: a count kept small, a value anywhere in its bounds (small
    /// ones at the tiny scale).
    fn int(&mut self, int: &Int, count: bool) -> u64 {
        let (lo, hi) = (self.eval(int.lo), self.eval(int.hi).max(self.eval(int.lo)));
        let top = match (count, self.scale) {
            (true, Scale::Tiny) => lo.saturating_add(3),
            (true, _) => lo.saturating_add(60),
            (false, Scale::Tiny) => lo.saturating_add(12),
            (false, _) => hi,
        };
        let v = self.rng.value(lo, top.min(hi));
        self.env.retain(|e| e.0 != int.name);
        self.env.push((int.name, v));
        v
    }

    fn eval(&self, e: Expr) -> u64 {
        e.eval_in(&self.env)
    }
}
