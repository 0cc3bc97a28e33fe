//! Cases for `gen` and `stress`, drawn from a description's format alone:
//! every value within its official bounds (the bounds of later tokens see
//! the values drawn before them), counts small at the tiny scale so a
//! search from the rules can check the answers, and the ends of every range
//! often, where solutions overflow. Counts the writer works out from the
//! rows ([`crate::format::write::text`]) stay out of them.
//!
//! A case is held whole before it is written, so its size is bounded: a
//! format whose smallest case is larger than [`VALUES_MAX`] values
//! (`a[1000000000000]`) is refused by [`too_large`] before anything is
//! drawn, and every name that counts something is drawn near its lower
//! bound, within what is left of [`VALUES_MAX`].

use crate::format::write::{is_count, Case};
use crate::format::{Element, Expr, Format, Int, Token};
use crate::testdata::{Rng, Scale};

/// The most values one drawn case holds (8 MiB as numbers, at most 21 MiB
/// as text); the official formats draw a few hundred at most.
pub const VALUES_MAX: u64 = 1 << 20;

/// Why cases of `format` cannot be drawn, when its smallest case (every
/// count at its lower bound) holds more than [`VALUES_MAX`] values.
pub fn too_large(format: &Format) -> Option<String> {
    let least = least_values(format.case, &mut Vec::new());
    (least > u128::from(VALUES_MAX)).then(|| {
        format!(
            "a case of this format holds at least {least} values; grundy draws cases of at most {VALUES_MAX}"
        )
    })
}

/// The values of the smallest case of `elements`, every name at its lower
/// bound.
fn least_values(elements: &[Element], env: &mut Vec<(&'static str, u64)>) -> u128 {
    let mut total = 0u128;
    for element in elements {
        let more = match *element {
            Element::Line(tokens) => tokens
                .iter()
                .map(|token| match *token {
                    Token::Int(int) => {
                        env.push((int.name, int.lo.eval_in(env)));
                        1
                    }
                    Token::Ints { count, int } => {
                        env.push((int.name, int.lo.eval_in(env)));
                        u128::from(count.eval_in(env))
                    }
                    _ => 1,
                })
                .fold(0u128, u128::saturating_add),
            Element::Repeat { count, body } => {
                u128::from(count.eval_in(env)).saturating_mul(least_values(body, env))
            }
            // The sentinel line at least.
            Element::Until { sentinel, .. } => sentinel.len() as u128,
        };
        total = total.saturating_add(more);
    }
    total
}

/// The names some count of `elements` reads (`N` of `a[N]`, `N * ...`,
/// `n-1`).
fn count_names(elements: &[Element], names: &mut Vec<&'static str>) {
    let add = |e: Expr, names: &mut Vec<&'static str>| {
        if let Expr::Var(n) | Expr::Minus(n, _) = e {
            names.push(n);
        }
    };
    for element in elements {
        match *element {
            Element::Line(tokens) => {
                for token in tokens {
                    if let Token::Ints { count, .. } = *token {
                        add(count, names);
                    }
                }
            }
            Element::Repeat { count, body } => {
                add(count, names);
                count_names(body, names);
            }
            Element::Until { body, .. } => count_names(body, names),
        }
    }
}

/// Names whose values must make a tree or a forest (a Hackenbush
/// description's): the rest of the case is drawn as usual.
#[derive(Clone, Copy, Debug, Default)]
pub struct Tree {
    /// A parent list and the value that marks a root: node `nodes + k`
    /// hangs from a node drawn before it, or is a root.
    pub parents: Option<(&'static str, u64)>,
    /// An edge's two ends: edge k joins node `nodes + k + 1` to a node
    /// before it, in either orientation; past the nodes the bounds allow,
    /// any two of them.
    pub ends: Option<[&'static str; 2]>,
    /// A directed edge's two ends, drawn without a cycle: two nodes within
    /// the bounds, the edge from the larger to the smaller (tokens on a
    /// graph; a self-loop only where the bounds hold one node).
    pub arcs: Option<[&'static str; 2]>,
    /// The first node's number.
    pub nodes: u64,
}

/// `count` cases of `format` at `scale` (a format [`too_large`] refuses
/// gets cases cut short at [`VALUES_MAX`] values: callers refuse it first).
pub fn cases(format: &Format, rng: &mut Rng, scale: Scale, count: usize) -> Vec<Case> {
    shaped(format, rng, scale, count, Tree::default(), None)
}

/// [`cases`] whose `tree` names make a forest (parents) or a tree (ends),
/// and where `avoid`'s word `avoid.0` is a board whose mark, the letter of
/// index `avoid.1`, is drawn sparse (one cell in 2 to 9, so that strips
/// between marks show) and, with `avoid.2`, never three in a row (a
/// Treblecross board that is not over); with `avoid.3`, a second mark
/// letter, the marks are either letter and never next to the same.
pub fn shaped(
    format: &Format,
    rng: &mut Rng,
    scale: Scale,
    count: usize,
    tree: Tree,
    avoid: Option<(&'static str, u64, bool, Option<u64>)>,
) -> Vec<Case> {
    let mut counts = Vec::new();
    count_names(format.case, &mut counts);
    (0..count)
        .map(|_| {
            // A case whose every value is a count the writer works out
            // (`N` = 1 of `N`, `N-1 * u v`) has no rows, and no rows write
            // nothing: such a case is drawn again (a few times at most).
            let mut rows = Vec::new();
            for _ in 0..16 {
                let mut draw = Draw {
                    rng: &mut *rng,
                    scale,
                    env: Vec::new(),
                    rows: Vec::new(),
                    counts: &counts,
                    values: 0,
                    tree,
                    drawn: 0,
                    pending: None,
                    avoid,
                };
                draw.elements(format.case);
                rows = draw.rows;
                if !rows.is_empty() {
                    break;
                }
            }
            rows
        })
        .collect()
}

struct Draw<'r> {
    rng: &'r mut Rng,
    scale: Scale,
    env: Vec<(&'static str, u64)>,
    rows: Case,
    /// The names that count something: drawn small.
    counts: &'r [&'static str],
    /// Values drawn so far in this case.
    values: u64,
    /// A board: its name, its mark, whether three marks in a row are barred.
    avoid: Option<(&'static str, u64, bool, Option<u64>)>,
    tree: Tree,
    /// Parents or edges drawn so far in this case.
    drawn: u64,
    /// The other end of the edge drawn last.
    pending: Option<u64>,
}

impl Draw<'_> {
    fn elements(&mut self, elements: &[Element]) {
        for (i, element) in elements.iter().enumerate() {
            match *element {
                Element::Line(tokens) => self.line(tokens, &elements[i + 1..]),
                Element::Repeat { count, body } => {
                    for _ in 0..self.eval(count) {
                        if self.values >= VALUES_MAX {
                            break;
                        }
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
                    let left = VALUES_MAX.saturating_sub(self.values);
                    for _ in 0..self.eval(count).min(left) {
                        let v = self.int(&int, false);
                        row.push(v);
                    }
                }
                Token::Word {
                    name, letters, len, ..
                } => {
                    takes_row = true;
                    let (lo, hi) = (self.eval(len.0), self.eval(len.1).max(self.eval(len.0)));
                    let top = match self.scale {
                        Scale::Tiny => lo.saturating_add(12).min(hi),
                        _ => hi,
                    };
                    let left = VALUES_MAX.saturating_sub(self.values);
                    let n = self.rng.value(lo, top).min(left);
                    let last = letters.len().saturating_sub(1) as u64;
                    let avoid = self.avoid.filter(|a| a.0 == name && last > 0);
                    let density = self.rng.value(2, 9);
                    let start = row.len();
                    for _ in 0..n {
                        self.values += 1;
                        let mut v = self.rng.value(0, last);
                        if let Some((_, mark, three, other)) = avoid {
                            let is_mark = |v: u64| v == mark || Some(v) == other;
                            // An empty letter: the one after a single mark,
                            // else the first that is no mark.
                            let empty = match other {
                                None => (mark + 1) % (last + 1),
                                Some(_) => (0..=last).find(|&e| !is_mark(e)).unwrap_or(mark),
                            };
                            let marked = self.rng.value(1, density) == 1;
                            if marked != is_mark(v) {
                                v = match other {
                                    Some(o) if marked && self.rng.one_in(2) => o,
                                    _ if marked => mark,
                                    _ => empty,
                                };
                            }
                            let word = &row[start..];
                            if three && v == mark && word.ends_with(&[mark, mark]) {
                                v = empty;
                            }
                            if other.is_some() && is_mark(v) && word.last() == Some(&v) {
                                v = empty;
                            }
                        }
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
        self.values += 1;
        let (lo, hi) = (self.eval(int.lo), self.eval(int.hi).max(self.eval(int.lo)));
        let count = count || self.counts.contains(&int.name);
        let top = match (count, self.scale) {
            (true, Scale::Tiny) => lo.saturating_add(3),
            (true, _) => lo.saturating_add(60),
            (false, Scale::Tiny) => lo.saturating_add(12),
            (false, _) => hi,
        };
        let mut top = top.min(hi);
        if count {
            // What is left of the case's values, when the bounds allow.
            top = top.min(lo.max(VALUES_MAX.saturating_sub(self.values)));
        }
        let mut v = self.rng.value(lo, top);
        if let Some(shaped) = self.shape(int.name, lo, top) {
            v = shaped;
        }
        self.env.retain(|e| e.0 != int.name);
        self.env.push((int.name, v));
        v
    }

    fn eval(&self, e: Expr) -> u64 {
        e.eval_in(&self.env)
    }

    /// A parent or an edge's end, drawn so that the case is a forest or a
    /// tree; `None` for other names.
    fn shape(&mut self, name: &str, lo: u64, top: u64) -> Option<u64> {
        let Tree {
            parents,
            ends,
            arcs,
            nodes,
        } = self.tree;
        if let Some([u, v]) = arcs {
            if name != u && name != v {
                return None;
            }
            if let Some(end) = self.pending.take() {
                return Some(end);
            }
            let a = self.rng.value(lo, top);
            let mut b = self.rng.value(lo, top);
            if b == a {
                b = if a < top {
                    a + 1
                } else {
                    a.saturating_sub(1).max(lo)
                };
            }
            self.pending = Some(a.min(b));
            return Some(a.max(b));
        }
        if let Some((_, root)) = parents.filter(|p| p.0 == name) {
            let k = self.drawn;
            self.drawn += 1;
            return Some(if k == 0 || self.rng.one_in(4) {
                root
            } else {
                nodes + self.rng.below(k)
            });
        }
        let [u, v] = ends?;
        if name != u && name != v {
            return None;
        }
        if let Some(end) = self.pending.take() {
            return Some(end);
        }
        let k = self.drawn;
        self.drawn += 1;
        if nodes.saturating_add(k).saturating_add(1) > top {
            // More edges than a tree on the nodes the bounds allow: the
            // rest join any two of them (a cycle, which a graph may have).
            let (a, b) = (self.rng.value(lo, top), self.rng.value(lo, top));
            self.pending = Some(b);
            return Some(a);
        }
        let (child, parent) = (nodes + k + 1, nodes + self.rng.below(k + 1));
        let (first, second) = if self.rng.one_in(2) {
            (child, parent)
        } else {
            (parent, child)
        };
        self.pending = Some(second);
        Some(first)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn format(lines: &str, bounds: &str) -> Format {
        let text = format!(
            "id = \"t\"\ntitle = \"t\"\nlink = \"l\"\n[input]\ncases = \"one\"\nlines = [{lines}]\n[bounds]\n{bounds}\n[game]\nrule = \"1..3\"\nheaps = \"a\"\n[output]\nfirst = \"F\"\nsecond = \"S\"\n"
        );
        crate::describe::parse(&text).unwrap().format
    }

    /// A case that must hold more than [`VALUES_MAX`] values is refused
    /// before anything is drawn; no registered problem's is.
    #[test]
    fn a_case_too_large_to_hold_is_refused() {
        let literal = format("\"a[1000000000000]\"", "a = \"1..10\"");
        let why = too_large(&literal).unwrap();
        assert!(why.contains("at least 1000000000000 values"), "{why}");
        let bound = format("\"N\", \"a[N]\"", "N = \"2000000..3000000\"\na = \"1..10\"");
        assert!(too_large(&bound).is_some());
        let repeated = format(
            "\"N M\", \"N * a[M]\"",
            "N = \"2000..3000\"\nM = \"2000..3000\"\na = \"1..10\"",
        );
        assert!(too_large(&repeated)
            .unwrap()
            .contains("at least 4000002 values"));
        for p in crate::registry::all() {
            assert_eq!(too_large(&p.tools.format), None, "{}", p.id);
        }
    }

    /// A name that counts a later line's values (`M` of `N * a[M]`, whose
    /// bound reaches 10^18) is drawn small, so the case stays small.
    #[test]
    fn counts_are_drawn_small_wherever_they_count() {
        let f = format(
            "\"N M\", \"N * a[M]\"",
            "N = \"1..1000000000000000000\"\nM = \"1..1000000000000000000\"\na = \"1..10\"",
        );
        assert_eq!(too_large(&f), None);
        let mut rng = Rng::new(7);
        for scale in [Scale::Tiny, Scale::Judge, Scale::Huge] {
            for case in cases(&f, &mut rng, scale, 20) {
                let held: usize = case.iter().map(Vec::len).sum();
                assert!(held <= 62 * 62, "{case:?}");
                // The writer's text of it is what validate holds to the format.
                let text = crate::format::write::text(&f, &[case]);
                let mut bytes = text.as_bytes();
                let mut read =
                    crate::format::read::Reader::new(&mut bytes, crate::format::read::Mode::Strict);
                assert!(read.read(&f).is_ok(), "{text}");
            }
        }
    }

    /// A count of repeated lines with a line after them (`n m`, `m * u v`,
    /// `c[n]`: tokens on a graph) is the repeated lines alone: the writer
    /// counted the line after them too, and validate refused the text.
    #[test]
    fn a_repeat_count_leaves_out_the_lines_after_it() {
        let f = format(
            "\"n m\", \"m * u v\", \"a[n]\"",
            "n = \"1..20\"\nm = \"0..30\"\nu = \"1..n\"\nv = \"1..n\"\na = \"0..9\"",
        );
        let mut rng = Rng::new(11);
        let mut repeated = 0;
        for case in cases(&f, &mut rng, Scale::Tiny, 40) {
            repeated += usize::from(case.len() > 2);
            let text = crate::format::write::text(&f, &[case]);
            let mut bytes = text.as_bytes();
            let mut read =
                crate::format::read::Reader::new(&mut bytes, crate::format::read::Mode::Strict);
            assert!(read.read(&f).is_ok(), "{text}");
        }
        assert!(repeated > 10, "{repeated}");
    }

    /// Edges drawn as a tree stay within the nodes' bound: a case of more
    /// edges than a tree on its n nodes has (1 node, 45 edges) joins any two
    /// of them, and validate takes every case (it once drew node 2 of 1).
    #[test]
    fn edges_past_a_tree_stay_within_the_nodes_bound() {
        let f = format(
            "\"n m\", \"m * a b\"",
            "n = \"1..3\"\nm = \"1..40\"\na = \"1..n\"\nb = \"1..n\"",
        );
        let tree = Tree {
            parents: None,
            ends: Some(["a", "b"]),
            arcs: None,
            nodes: 1,
        };
        let mut rng = Rng::new(3);
        let mut past = 0;
        for case in shaped(&f, &mut rng, Scale::Judge, 40, tree, None) {
            past += usize::from(case.len() > 3);
            let text = crate::format::write::text(&f, &[case]);
            let mut bytes = text.as_bytes();
            let mut read =
                crate::format::read::Reader::new(&mut bytes, crate::format::read::Mode::Strict);
            assert!(read.read(&f).is_ok(), "{text}");
        }
        assert!(past > 5, "{past}");
    }
}
