//! Bound tests written from a format alone: both ends of every named
//! value (the case count first), then everything at its lower and at its
//! upper bound (the largest input the judge allows), the other values
//! small and random. `gen --testset` writes them for every problem; a
//! rule no layout states (a tree being connected) is checked afterwards by
//! the validator, which may turn a test down.

use super::Rng;
use crate::format::{show_expr, Blanks, Cases, Element, Expr, Format, Int, Token};

/// Largest input written for one test (bytes).
pub const MOST_BYTES: usize = 8 << 20;

/// Which value a bound test pushes to which end.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Target {
    /// The named value at its lower (`false`) or upper (`true`) bound.
    One(&'static str, bool),
    /// Every value at its lower or upper bound.
    All(bool),
}

/// The bound tests of a format, with what each is for: both ends of every
/// named value (the case count first), then all low and all high.
pub fn targets(format: &Format) -> Vec<(String, Target)> {
    let mut ints: Vec<Int> = Vec::new();
    if let Cases::Counted(t) = format.cases {
        ints.push(t);
    }
    collect(format.case, &mut ints);
    let mut all = Vec::new();
    let open_top = match format.cases {
        Cases::Counted(t) if t.hi == Expr::Lit(u64::MAX) => Some(t.name),
        _ => None,
    };
    for int in &ints {
        for (high, bound) in [(false, int.lo), (true, int.hi)] {
            if high && open_top == Some(int.name) {
                // No official bound: the statement leaves the count open.
                continue;
            }
            let purpose = format!(
                "{} = {} ({}, {} end)",
                int.name,
                show_expr(bound),
                int.what,
                if high { "upper" } else { "lower" }
            );
            all.push((purpose, Target::One(int.name, high)));
        }
    }
    all.push(("every value at its lower bound".into(), Target::All(false)));
    all.push((
        "every value at its upper bound: the largest input allowed".into(),
        Target::All(true),
    ));
    all
}

/// The names of the two vertices of a tree's edge lines: `n - 1` lines
/// (`count`) whose first two values are bounded by `1` and `n`.
fn tree_edges(count: Expr, body: &[Element]) -> Option<(&'static str, &'static str)> {
    let Expr::Minus(n, 1) = count else {
        return None;
    };
    match body {
        [Element::Line([Token::Int(a), Token::Int(b), ..])]
            if [a, b]
                .iter()
                .all(|v| v.lo == Expr::Lit(1) && v.hi == Expr::Var(n)) =>
        {
            Some((a.name, b.name))
        }
        _ => None,
    }
}

/// Whether the items of a list are vertices of the `var` lines: `0..var`
/// (`0` to `var - 1`) or `1..=var`.
fn bounded_by(item: Int, var: &str) -> bool {
    matches!(
        (item.lo, item.hi),
        (Expr::Lit(0), Expr::Minus(v, 1)) | (Expr::Lit(1), Expr::Var(v)) if v == var
    )
}

/// Every named integer of `elements`, once each.
fn collect(elements: &[Element], ints: &mut Vec<Int>) {
    fn tokens(list: &[Token], ints: &mut Vec<Int>) {
        for token in list {
            let int = match *token {
                Token::Int(int) | Token::Ints { int, .. } => int,
                Token::Switch { int, arms } => {
                    for (_, arm) in arms {
                        tokens(arm, ints);
                    }
                    int
                }
                // A word's length is bounded like a value (a board of 200).
                Token::Word {
                    name, what, len, ..
                } => Int {
                    name,
                    what,
                    lo: len.0,
                    hi: len.1,
                },
            };
            if !ints.iter().any(|i| i.name == int.name) {
                ints.push(int);
            }
        }
    }
    for element in elements {
        match *element {
            Element::Line(list) => tokens(list, ints),
            Element::Repeat { body, .. } | Element::Until { body, .. } => collect(body, ints),
        }
    }
}

/// A judge input written from a format alone, one value pushed to a bound:
/// the target at its end, the other values small (near their lower bound),
/// one case unless the target is the case count.
///
/// Three shapes of graph formats are written as the rules of such games
/// want them, from the format alone: `n - 1` lines whose first two values
/// are vertices `1..=n` are the edges of a tree (a random one, each edge
/// either way round); a later line whose first two values have the edge's
/// names names one of those edges; and in the `r`-th of `n` lines, a list
/// of vertices bounded by `n` points only forward (`r + 1` on), so that the
/// lists make an acyclic graph. Two values of one line with the same bounds
/// are kept apart (two pieces on one row), and a word is mostly its first
/// letter (a board mostly empty; all of it when every value is at a bound).
pub struct Extreme<'f> {
    format: &'f Format,
    target: Target,
    rng: Rng,
    env: Vec<(&'static str, u64)>,
    text: String,
    /// The tree's edges and their two names, once written.
    edges: Vec<(u64, u64)>,
    edge_names: (&'static str, &'static str),
    /// Inside a repeat over a read count: its name, the line's index.
    row: Option<(&'static str, u64)>,
}

impl<'f> Extreme<'f> {
    pub fn new(format: &'f Format, target: Target, seed: u64) -> Extreme<'f> {
        Extreme {
            format,
            target,
            rng: Rng::new(seed),
            env: Vec::new(),
            text: String::new(),
            edges: Vec::new(),
            edge_names: ("", ""),
            row: None,
        }
    }

    /// The whole input, or `None` past [`MOST_BYTES`].
    pub fn input(mut self) -> Option<String> {
        let format = self.format;
        let cases = match format.cases {
            Cases::Counted(t) => {
                let count = match self.target {
                    // One case where another value is pushed to its end.
                    Target::One(name, _) if name != t.name => self.eval(t.lo),
                    _ => self.pick(&t, None),
                };
                self.text.push_str(&format!("{count}\n"));
                count
            }
            _ => 1,
        };
        for i in 0..cases {
            if i > 0 && format.blanks == Blanks::BetweenCases && self.rng.one_in(2) {
                self.text.push('\n');
            }
            self.env.clear();
            self.edges.clear();
            self.elements(format.case)?;
        }
        if let Cases::Sentinel(values) = format.cases {
            self.words(values);
        }
        Some(self.text)
    }

    fn words(&mut self, values: &[u64]) {
        let words: Vec<String> = values.iter().map(u64::to_string).collect();
        self.text.push_str(&words.join(" "));
        self.text.push('\n');
    }

    fn elements(&mut self, elements: &[Element]) -> Option<()> {
        for element in elements {
            match *element {
                Element::Line(tokens) => {
                    let mut words = Vec::new();
                    self.tokens(tokens, &mut words)?;
                    if !words.is_empty() {
                        self.text.push_str(&words.join(" "));
                        self.text.push('\n');
                    }
                }
                Element::Repeat { count, body } => {
                    let n = self.eval(count);
                    if let Some(names) = tree_edges(count, body) {
                        self.tree(n + 1, names, body)?;
                        continue;
                    }
                    let outer = self.row;
                    for r in 0..n {
                        if let Expr::Var(name) = count {
                            self.row = Some((name, r));
                        }
                        self.elements(body)?;
                    }
                    self.row = outer;
                }
                Element::Until { sentinel, body } => {
                    self.elements(body)?;
                    self.words(sentinel);
                }
            }
            if self.text.len() > MOST_BYTES {
                return None;
            }
        }
        Some(())
    }

    /// The edges of a random tree on `1..=n`: edge `j` joins vertex `j + 2`
    /// to one before it, the two ends in a random order; the line's other
    /// values as usual.
    fn tree(
        &mut self,
        n: u64,
        names: (&'static str, &'static str),
        body: &[Element],
    ) -> Option<()> {
        let [Element::Line(tokens)] = body else {
            return Some(());
        };
        self.edge_names = names;
        for child in 2..=n {
            let parent = self.rng.range(1, child - 1);
            let (a, b) = match self.rng.one_in(2) {
                true => (child, parent),
                false => (parent, child),
            };
            self.edges.push((a, b));
            let mut words = vec![a.to_string(), b.to_string()];
            self.tokens(&tokens[2..], &mut words)?;
            self.text.push_str(&words.join(" "));
            self.text.push('\n');
            if self.text.len() > MOST_BYTES {
                return None;
            }
        }
        Some(())
    }

    fn tokens(&mut self, tokens: &[Token], words: &mut Vec<String>) -> Option<()> {
        let mut line: Vec<(Int, u64)> = Vec::new();
        let mut i = 0;
        while i < tokens.len() {
            let token = tokens[i];
            i += 1;
            match token {
                Token::Int(int) => {
                    if i == 1 && self.names_an_edge(tokens) {
                        let last = self.edges.len() as u64 - 1;
                        let (a, b) = self.edges[self.rng.range(0, last) as usize];
                        words.push(a.to_string());
                        words.push(b.to_string());
                        i = 2;
                        continue;
                    }
                    // A count whose list points forward from this line.
                    if let (
                        Some(Token::Ints {
                            count: Expr::Var(c),
                            int: item,
                        }),
                        Some((var, r)),
                    ) = (tokens.get(i), self.row)
                    {
                        if *c == int.name && bounded_by(*item, var) {
                            let n = self.eval(Expr::Var(var));
                            let room = n.saturating_sub(r + 1);
                            let k = self.pick(&int, None).min(room);
                            self.env.retain(|e| e.0 != int.name);
                            self.env.push((int.name, k));
                            words.push(k.to_string());
                            let lo = self.eval(item.lo);
                            let high = matches!(self.target, Target::All(true))
                                || matches!(self.target, Target::One(name, true) if name == item.name);
                            let start = match high {
                                true => n - k,
                                false => r + 1,
                            };
                            for j in 0..k {
                                words.push((lo + start + j).to_string());
                            }
                            i += 1;
                            continue;
                        }
                    }
                    let value = self.pick_apart(&int, &line);
                    line.push((int, value));
                    words.push(value.to_string());
                }
                Token::Ints { count, int } => {
                    let n = self.eval(count);
                    for j in 0..n {
                        words.push(self.pick(&int, Some((j, n))).to_string());
                        if words.len() > MOST_BYTES / 2 {
                            return None;
                        }
                    }
                }
                Token::Word {
                    name, letters, len, ..
                } => {
                    let int = Int {
                        name,
                        what: "",
                        lo: len.0,
                        hi: len.1,
                    };
                    let n = self.pick(&int, None);
                    let letters = letters.as_bytes();
                    let all = matches!(self.target, Target::All(_));
                    let word = (0..n)
                        // All at a bound: all the first letter (an empty board).
                        .map(|_| match !all && self.rng.one_in(8) {
                            true => self.rng.pick(letters) as char,
                            false => letters[0] as char,
                        })
                        .collect::<String>();
                    words.push(word);
                }
                Token::Switch { int, arms } => {
                    let mut value = self.pick(&int, None);
                    // An arm that names an edge, where there is none: another.
                    let names_edge = |arm: &[Token]| {
                        matches!(arm, [Token::Int(a), Token::Int(b), ..]
                            if (a.name, b.name) == self.edge_names)
                    };
                    if self.edges.is_empty() && arms.iter().any(|a| a.0 == value && names_edge(a.1))
                    {
                        if let Some(other) = arms.iter().find(|a| !names_edge(a.1)) {
                            value = other.0;
                            self.env.retain(|e| e.0 != int.name);
                            self.env.push((int.name, value));
                        }
                    }
                    words.push(value.to_string());
                    if let Some((_, arm)) = arms.iter().find(|a| a.0 == value) {
                        self.tokens(arm, words)?;
                    }
                }
            }
        }
        Some(())
    }

    /// The two names of the tree's edges, when `tokens` begins with them
    /// (a line that names an edge).
    fn names_an_edge(&self, tokens: &[Token]) -> bool {
        matches!(tokens, [Token::Int(a), Token::Int(b), ..]
            if !self.edges.is_empty() && (a.name, b.name) == self.edge_names)
    }

    /// [`Self::pick`], but unlike the values of the line before it with the
    /// same bounds (two pieces on one row), unless everything is pushed to
    /// its lower end.
    fn pick_apart(&mut self, int: &Int, line: &[(Int, u64)]) -> u64 {
        let value = self.pick(int, None);
        if self.target == Target::All(false) {
            return value;
        }
        let taken = |v: u64| {
            line.iter()
                .any(|(o, w)| o.lo == int.lo && o.hi == int.hi && *w == v)
        };
        if !taken(value) {
            return value;
        }
        let (lo, hi) = (self.eval(int.lo), self.eval(int.hi));
        let free = (value..=hi).chain((lo..value).rev()).find(|&v| !taken(v));
        let value = free.unwrap_or(value);
        self.env.retain(|e| e.0 != int.name);
        self.env.push((int.name, value));
        value
    }

    /// A value of `int`: its bound for the target, else a small one (a few
    /// above the lower bound), recorded for later counts and bounds. Item
    /// `j` of a list of `n` counts up from the lower bound (or, all high,
    /// up to the upper one), its end item at the target bound: many judges
    /// want a list's items distinct or sorted.
    fn pick(&mut self, int: &Int, item: Option<(u64, u64)>) -> u64 {
        let (lo, hi) = (self.eval(int.lo), self.eval(int.hi));
        let end = match self.target {
            Target::One(name, high) if name == int.name => Some(high),
            Target::All(high) => Some(high),
            _ => None,
        };
        let value = match (end, item) {
            (Some(true), Some((j, n))) if !matches!(self.target, Target::All(false)) => {
                match self.target {
                    Target::All(_) => hi.saturating_sub(n - 1 - j),
                    _ if j + 1 == n => hi,
                    _ => lo.saturating_add(j),
                }
            }
            (Some(true), _) => hi,
            (Some(false), Some((j, _))) => lo.saturating_add(j),
            (Some(false), None) => lo,
            (None, Some((j, _))) => lo.saturating_add(j),
            (None, None) => self.rng.range(lo, hi.min(lo.saturating_add(3))),
        }
        .max(lo)
        .min(hi);
        self.env.retain(|e| e.0 != int.name);
        self.env.push((int.name, value));
        value
    }

    fn eval(&self, expr: Expr) -> u64 {
        expr.eval_in(&self.env)
    }
}
