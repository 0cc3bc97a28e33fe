//! Positions of several numbers moved by rules written as data: a move is
//! the position's new numbers as expressions in its old ones, with counters
//! ranging over bounds (`for k in 1..B/2`) and conditions (`if W >= 1`).
//! AtCoder typical90 031's pile of white and blue stones is two such moves,
//! `W-1, B+W` and `W, B-k for k in 1..B/2`.
//!
//! A move that would leave a negative number is no move. The values come from
//! a table of the positions reachable from the asked ones (mex over the
//! moves), computed on demand with a budget on positions and moves, and
//! refused when a position can return to itself (the game would not end).

use crate::games::mex::mex;
use std::collections::HashMap;

/// The most numbers a position holds.
pub const DIMS_MAX: usize = 3;

/// A position: its numbers, unused ones 0.
pub type Position = [u64; DIMS_MAX];

/// An arithmetic expression over numbered slots (the position's numbers,
/// then the counters, then the case's other numbers).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Expr {
    Num(i128),
    Slot(usize),
    Neg(Box<Expr>),
    Op(Box<Expr>, Op, Box<Expr>),
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Op {
    Add,
    Sub,
    Mul,
    /// Division rounding down.
    Div,
    Rem,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Cmp {
    Le,
    Lt,
    Ge,
    Gt,
    Eq,
    Ne,
}

/// One move: for every value of its counters (each from `lo` to `hi`,
/// both included, in order) where every condition holds, the position
/// becomes `to`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Move {
    pub to: Vec<Expr>,
    /// (slot, lo, hi) of each counter.
    pub counters: Vec<(usize, Expr, Expr)>,
    pub conditions: Vec<(Expr, Cmp, Expr)>,
}

/// A fault in a move's text: the byte column (from 1) and what is wrong.
#[derive(Debug, PartialEq, Eq)]
pub struct ParseError {
    pub column: usize,
    pub message: String,
}

impl Expr {
    /// The value with `slots` bound; `Err` on a division by zero or an
    /// overflow of 127 bits.
    pub fn eval(&self, slots: &[i128]) -> Result<i128, String> {
        let overflow = || "a move's arithmetic overflows".to_string();
        Ok(match self {
            Expr::Num(v) => *v,
            Expr::Slot(i) => slots[*i],
            Expr::Neg(e) => e.eval(slots)?.checked_neg().ok_or_else(overflow)?,
            Expr::Op(a, op, b) => {
                let (a, b) = (a.eval(slots)?, b.eval(slots)?);
                match op {
                    Op::Add => a.checked_add(b).ok_or_else(overflow)?,
                    Op::Sub => a.checked_sub(b).ok_or_else(overflow)?,
                    Op::Mul => a.checked_mul(b).ok_or_else(overflow)?,
                    Op::Div | Op::Rem if b == 0 => {
                        return Err("a move divides by zero".into());
                    }
                    Op::Div => a.div_euclid(b),
                    Op::Rem => a.rem_euclid(b),
                }
            }
        })
    }
}

impl Cmp {
    fn holds(self, a: i128, b: i128) -> bool {
        match self {
            Cmp::Le => a <= b,
            Cmp::Lt => a < b,
            Cmp::Ge => a >= b,
            Cmp::Gt => a > b,
            Cmp::Eq => a == b,
            Cmp::Ne => a != b,
        }
    }
}

#[derive(Clone, Debug, PartialEq)]
enum Tok {
    Num(i128),
    Name(String),
    Sym(&'static str),
}

const SYMBOLS: &[&str] = &[
    "..", "<=", ">=", "==", "!=", "<", ">", "+", "-", "*", "/", "%", "(", ")", ",",
];

fn tokens(text: &str) -> Result<Vec<(Tok, usize)>, ParseError> {
    let bytes = text.as_bytes();
    let mut out = Vec::new();
    let mut i = 0;
    while i < bytes.len() {
        let c = bytes[i];
        if c.is_ascii_whitespace() {
            i += 1;
        } else if c.is_ascii_digit() {
            let start = i;
            while i < bytes.len() && bytes[i].is_ascii_digit() {
                i += 1;
            }
            let v: i128 = text[start..i].parse().map_err(|_| ParseError {
                column: start + 1,
                message: format!("the number {} is too large", &text[start..i]),
            })?;
            if v > i128::from(u64::MAX) {
                return Err(ParseError {
                    column: start + 1,
                    message: format!("the number {} is above 2^64 - 1", &text[start..i]),
                });
            }
            out.push((Tok::Num(v), start + 1));
        } else if c.is_ascii_alphabetic() || c == b'_' {
            let start = i;
            while i < bytes.len() && (bytes[i].is_ascii_alphanumeric() || bytes[i] == b'_') {
                i += 1;
            }
            out.push((Tok::Name(text[start..i].to_string()), start + 1));
        } else if let Some(s) = SYMBOLS.iter().find(|s| text[i..].starts_with(**s)) {
            out.push((Tok::Sym(s), i + 1));
            i += s.len();
        } else {
            let ch = text[i..].chars().next().unwrap_or('?');
            return Err(ParseError {
                column: i + 1,
                message: format!("unexpected '{ch}' in a move"),
            });
        }
    }
    Ok(out)
}

const KEYWORDS: &[&str] = &["for", "in", "if", "and"];

struct Parser<'a> {
    toks: Vec<(Tok, usize)>,
    at: usize,
    end: usize,
    /// The names of the slots, in slot order.
    slots: &'a [&'a str],
}

impl Parser<'_> {
    fn peek(&self) -> Option<&Tok> {
        self.toks.get(self.at).map(|t| &t.0)
    }

    fn column(&self) -> usize {
        self.toks.get(self.at).map_or(self.end, |t| t.1)
    }

    fn fail<T>(&self, message: String) -> Result<T, ParseError> {
        Err(ParseError {
            column: self.column(),
            message,
        })
    }

    fn found(&self) -> String {
        match self.peek() {
            None => "the end".into(),
            Some(Tok::Num(v)) => format!("{v}"),
            Some(Tok::Name(n)) => format!("\"{n}\""),
            Some(Tok::Sym(s)) => format!("'{s}'"),
        }
    }

    fn eat_sym(&mut self, s: &str) -> bool {
        if matches!(self.peek(), Some(Tok::Sym(x)) if *x == s) {
            self.at += 1;
            true
        } else {
            false
        }
    }

    fn eat_word(&mut self, w: &str) -> bool {
        if matches!(self.peek(), Some(Tok::Name(n)) if n == w) {
            self.at += 1;
            true
        } else {
            false
        }
    }

    fn expr(&mut self) -> Result<Expr, ParseError> {
        let mut left = self.term()?;
        loop {
            let op = if self.eat_sym("+") {
                Op::Add
            } else if self.eat_sym("-") {
                Op::Sub
            } else {
                return Ok(left);
            };
            let right = self.term()?;
            left = Expr::Op(Box::new(left), op, Box::new(right));
        }
    }

    fn term(&mut self) -> Result<Expr, ParseError> {
        let mut left = self.factor()?;
        loop {
            let op = if self.eat_sym("*") {
                Op::Mul
            } else if self.eat_sym("/") {
                Op::Div
            } else if self.eat_sym("%") {
                Op::Rem
            } else {
                return Ok(left);
            };
            let right = self.factor()?;
            left = Expr::Op(Box::new(left), op, Box::new(right));
        }
    }

    fn factor(&mut self) -> Result<Expr, ParseError> {
        if self.eat_sym("-") {
            return Ok(Expr::Neg(Box::new(self.factor()?)));
        }
        if self.eat_sym("(") {
            let e = self.expr()?;
            if !self.eat_sym(")") {
                return self.fail(format!("expected ')', found {}", self.found()));
            }
            return Ok(e);
        }
        match self.peek().cloned() {
            Some(Tok::Num(v)) => {
                self.at += 1;
                Ok(Expr::Num(v))
            }
            Some(Tok::Name(n)) if !KEYWORDS.contains(&n.as_str()) => {
                match self.slots.iter().position(|s| *s == n) {
                    Some(i) => {
                        self.at += 1;
                        Ok(Expr::Slot(i))
                    }
                    None => self.fail(format!(
                        "\"{n}\" is no name here (the names are {})",
                        self.slots.join(", ")
                    )),
                }
            }
            _ => self.fail(format!(
                "expected a number, a name or '(', found {}",
                self.found()
            )),
        }
    }

    fn comparison(&mut self) -> Result<Cmp, ParseError> {
        for (s, c) in [
            ("<=", Cmp::Le),
            (">=", Cmp::Ge),
            ("==", Cmp::Eq),
            ("!=", Cmp::Ne),
            ("<", Cmp::Lt),
            (">", Cmp::Gt),
        ] {
            if self.eat_sym(s) {
                return Ok(c);
            }
        }
        self.fail(format!(
            "expected a comparison (<=, <, >=, >, ==, !=), found {}",
            self.found()
        ))
    }
}

/// Whether the move `text` names `name` (a word of it, not a part of a
/// word): a description keys its table on the input's names its moves
/// read, not on every name of the case (a count changing from case to
/// case would throw the table away).
pub fn names(text: &str, name: &str) -> bool {
    tokens(text).is_ok_and(|toks| {
        toks.iter()
            .any(|(t, _)| matches!(t, Tok::Name(n) if n == name))
    })
}

/// Reads one move of a position of `dims` numbers. `names` are the slots'
/// names after the counters: the position's numbers first, then the case's
/// other names. A counter is a name introduced by `for` (`for k in 1..B/2`),
/// its slot after the position's numbers.
///
/// The grammar: `NEW, NEW, ... {for NAME in LO..HI} [if COND {and COND}]`,
/// NEW, LO, HI integer expressions (`+ - * / %`, parentheses; `/` rounds
/// down), COND `EXPR (<=|<|>=|>|==|!=) EXPR`.
///
/// # Errors
/// The first fault, with its column in `text`.
pub fn parse_move(text: &str, dims: usize, names: &[&str]) -> Result<Move, ParseError> {
    let toks = tokens(text)?;
    // The counters first: a counter may be used before its `for`.
    let mut counters: Vec<String> = Vec::new();
    for w in toks.windows(2) {
        if w[0].0 == Tok::Name("for".into()) {
            if let Tok::Name(n) = &w[1].0 {
                if names.contains(&n.as_str()) || KEYWORDS.contains(&n.as_str()) {
                    return Err(ParseError {
                        column: w[1].1,
                        message: format!("the counter \"{n}\" is already a name"),
                    });
                }
                counters.push(n.clone());
            }
        }
    }
    let mut slots: Vec<&str> = names[..dims].to_vec();
    slots.extend(counters.iter().map(String::as_str));
    slots.extend(&names[dims..]);
    let mut p = Parser {
        toks,
        at: 0,
        end: text.len() + 1,
        slots: &slots,
    };
    let mut to = vec![p.expr()?];
    while p.eat_sym(",") {
        to.push(p.expr()?);
    }
    if to.len() != dims {
        return p.fail(format!(
            "a move gives the position's {dims} new numbers, separated by commas; found {}",
            to.len()
        ));
    }
    let mut counter_slots = Vec::new();
    while p.eat_word("for") {
        let slot = dims + counter_slots.len();
        if !matches!(p.peek(), Some(Tok::Name(_))) {
            return p.fail(format!(
                "expected a counter's name after \"for\", found {}",
                p.found()
            ));
        }
        p.at += 1; // the counter's name, read above
        if !p.eat_word("in") {
            return p.fail(format!("expected \"in\", found {}", p.found()));
        }
        let lo = p.expr()?;
        if !p.eat_sym("..") {
            return p.fail(format!(
                "expected '..' between the counter's bounds, found {}",
                p.found()
            ));
        }
        let hi = p.expr()?;
        counter_slots.push((slot, lo, hi));
    }
    let mut conditions = Vec::new();
    if p.eat_word("if") {
        loop {
            let a = p.expr()?;
            let c = p.comparison()?;
            let b = p.expr()?;
            conditions.push((a, c, b));
            if !p.eat_word("and") {
                break;
            }
        }
    }
    if p.peek().is_some() {
        return p.fail(format!(
            "expected ',', \"for\", \"if\", \"and\" or the end, found {}",
            p.found()
        ));
    }
    Ok(Move {
        to,
        counters: counter_slots,
        conditions,
    })
}

/// The counters a move has, so a caller can size its slots.
pub fn slots_needed(moves: &[Move], dims: usize, others: usize) -> usize {
    dims + moves.iter().map(|m| m.counters.len()).max().unwrap_or(0) + others
}

/// Calls `visit` with every position one move of `m` reaches from the
/// position in `slots[..dims]`; `work` counts the counter values tried
/// and stops past `budget`.
fn each_of_move(
    m: &Move,
    slots: &mut [i128],
    depth: usize,
    work: &mut u64,
    budget: u64,
    visit: &mut dyn FnMut(Position),
) -> Result<(), String> {
    if let Some((slot, lo, hi)) = m.counters.get(depth) {
        let (lo, hi) = (lo.eval(slots)?, hi.eval(slots)?);
        let mut v = lo;
        while v <= hi {
            slots[*slot] = v;
            each_of_move(m, slots, depth + 1, work, budget, visit)?;
            v += 1;
        }
        return Ok(());
    }
    *work += 1;
    if *work > budget {
        return Err(format!("more than {budget} moves to look at"));
    }
    for (a, c, b) in &m.conditions {
        if !c.holds(a.eval(slots)?, b.eval(slots)?) {
            return Ok(());
        }
    }
    let mut to = [0u64; DIMS_MAX];
    for (i, e) in m.to.iter().enumerate() {
        let v = e.eval(slots)?;
        if v < 0 {
            return Ok(());
        }
        to[i] =
            u64::try_from(v).map_err(|_| "a move leaves a number above 2^64 - 1".to_string())?;
    }
    visit(to);
    Ok(())
}

/// Every position one move reaches from `from`, the case's other numbers
/// in `others` (after the counters' slots).
///
/// # Errors
/// A division by zero, an overflow, or more than `budget` moves.
pub fn options(
    moves: &[Move],
    dims: usize,
    others: &[u64],
    from: Position,
    work: &mut u64,
    budget: u64,
) -> Result<Vec<Position>, String> {
    let mut out = Vec::new();
    for m in moves {
        // Each move's slots as [`parse_move`] numbered them: the case's
        // other numbers right after this move's own counters.
        let mut slots: Vec<i128> = from[..dims].iter().map(|&v| i128::from(v)).collect();
        slots.extend(std::iter::repeat(0).take(m.counters.len()));
        slots.extend(others.iter().map(|&v| i128::from(v)));
        each_of_move(m, &mut slots, 0, work, budget, &mut |p| {
            if out.len() <= OPTIONS_HELD_MAX {
                out.push(p);
            }
        })?;
    }
    if out.len() > OPTIONS_HELD_MAX {
        return Err(format!(
            "a position has more than {OPTIONS_HELD_MAX} moves to hold at once"
        ));
    }
    Ok(out)
}

/// The most positions a table holds as moves not yet valued, over the
/// whole path of its search (each 24 bytes: 2^22 are 96 MiB), so that a
/// position with billions of moves is refused before its list is made.
pub const OPTIONS_HELD_MAX: usize = 1 << 22;

/// The Grundy values of positions under one set of moves and one binding
/// of the case's other numbers, computed on demand and kept.
pub struct Table {
    values: HashMap<Position, u64>,
    /// Moves looked at so far.
    pub work: u64,
    /// The most moves looked at before it refuses.
    pub budget: u64,
    /// The most positions kept before it refuses.
    pub positions_max: usize,
}

/// Marks a position on the search's path (its value not known yet).
const ON_PATH: u64 = u64::MAX;

impl Table {
    pub fn new(budget: u64, positions_max: usize) -> Table {
        Table {
            values: HashMap::new(),
            work: 0,
            budget,
            positions_max,
        }
    }

    /// How many positions have a value.
    pub fn len(&self) -> usize {
        self.values.len()
    }

    pub fn is_empty(&self) -> bool {
        self.values.is_empty()
    }

    /// The Grundy value of `start`: the mex of its options' values, by a
    /// search without recursion over every position it reaches.
    ///
    /// # Errors
    /// A position that returns to itself, more positions or moves than the
    /// budget, or a fault of the moves' arithmetic.
    pub fn value(
        &mut self,
        moves: &[Move],
        dims: usize,
        others: &[u64],
        start: Position,
    ) -> Result<u64, String> {
        if let Some(&v) = self.values.get(&start) {
            if v != ON_PATH {
                return Ok(v);
            }
        }
        let mut stack: Vec<(Position, Vec<Position>, usize)> = Vec::new();
        let first = options(moves, dims, others, start, &mut self.work, self.budget)?;
        // The moves held on the search's path, at most OPTIONS_HELD_MAX.
        let mut held = first.len();
        self.values.insert(start, ON_PATH);
        stack.push((start, first, 0));
        while let Some((pos, next, i)) = stack.last_mut() {
            if *i < next.len() {
                let q = next[*i];
                *i += 1;
                match self.values.get(&q) {
                    Some(&ON_PATH) => {
                        let shown: Vec<String> = q[..dims].iter().map(u64::to_string).collect();
                        return Err(format!(
                            "the moves return to the position ({}): the game need not end",
                            shown.join(", ")
                        ));
                    }
                    Some(_) => {}
                    None => {
                        if self.values.len() >= self.positions_max {
                            return Err(format!(
                                "more than {} positions to value",
                                self.positions_max
                            ));
                        }
                        let more = options(moves, dims, others, q, &mut self.work, self.budget)?;
                        held += more.len();
                        if held > OPTIONS_HELD_MAX {
                            return Err(format!(
                                "more than {OPTIONS_HELD_MAX} moves to hold at once on the search's path"
                            ));
                        }
                        self.values.insert(q, ON_PATH);
                        stack.push((q, more, 0));
                    }
                }
                continue;
            }
            let v = mex(next.iter().map(|q| self.values[q]));
            held -= next.len();
            let pos = *pos;
            self.values.insert(pos, v);
            stack.pop();
        }
        Ok(self.values[&start])
    }
}

/// A move read as a line through the position: every `k >= first` lowers
/// the position by `k * step` while no number goes below 0 (`N-k, M-k, P
/// for k in 1..N`), or, with `first` 0, one fixed step (`x-1, y`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Ray {
    pub step: Position,
    /// The smallest multiple of `step` a move takes; 0: the move is
    /// `step` once, no counter.
    pub first: u64,
}

/// The moves as rays and steps, when every one of them is: a position's
/// number left as it is (`P`) or lowered by a multiple of one counter
/// (`N-k`, `N-2*k`) or by a constant (`N-1`), the counter running from a
/// constant (at least 1) to a number the move lowers (`for k in 1..N`, so
/// that the bound cuts off no move the numbers allow), no condition, no
/// name but the position's. `None` for any other move: the table of
/// values ([`Table`]) takes those.
pub fn rays(moves: &[Move], dims: usize) -> Option<Vec<Ray>> {
    // The multiple of the counter in slot `k` that `e` subtracts.
    fn times(e: &Expr, k: usize) -> Option<u64> {
        match e {
            Expr::Slot(s) if *s == k => Some(1),
            Expr::Op(a, Op::Mul, b) => match (&**a, &**b) {
                (Expr::Num(c), Expr::Slot(s)) | (Expr::Slot(s), Expr::Num(c)) if *s == k => {
                    u64::try_from(*c).ok().filter(|&c| c >= 1)
                }
                _ => None,
            },
            _ => None,
        }
    }
    moves
        .iter()
        .map(|m| {
            if !m.conditions.is_empty() || m.counters.len() > 1 || m.to.len() != dims {
                return None;
            }
            let counter = m.counters.first();
            let mut step = [0u64; DIMS_MAX];
            for (i, e) in m.to.iter().enumerate() {
                step[i] = match e {
                    Expr::Slot(s) if *s == i => 0,
                    Expr::Op(a, Op::Sub, b) if **a == Expr::Slot(i) => match (counter, &**b) {
                        (None, Expr::Num(c)) => u64::try_from(*c).ok()?,
                        (Some((k, _, _)), b) => times(b, *k)?,
                        _ => return None,
                    },
                    _ => return None,
                };
            }
            if step.iter().all(|&d| d == 0) {
                return None;
            }
            let first = match counter {
                None => 0,
                Some((_, lo, hi)) => {
                    let Expr::Num(lo) = lo else { return None };
                    let lo = u64::try_from(*lo).ok().filter(|&lo| lo >= 1)?;
                    let Expr::Slot(j) = hi else { return None };
                    if *j >= dims || step[*j] == 0 {
                        return None;
                    }
                    lo
                }
            };
            Some(Ray { step, first })
        })
        .collect()
}

/// Which positions of a box are lost (the player to move loses), under
/// moves that are all [`Ray`]s: O(positions x moves) with no counter
/// value visited. Positions go in increasing order; for each ray a bitset
/// `reach` says whether a lost position lies on the ray's line at or below
/// each position (`reach[p] = lost[p] or reach[p - step]`), so a position
/// wins by a ray exactly when `reach` holds at `p - first * step`. `reach`
/// is kept only for the planes of the first number a ray looks back over,
/// so the table is about one bit a position.
pub struct Losses {
    /// The largest number of each place (the box is 0..=top).
    pub top: Position,
    lost: Vec<u64>,
}

/// The most bytes a table of losses holds, and the most ray steps its
/// filling takes (positions x moves), both checked before any work: ZOJ
/// 3057 at heaps 299 is 27,000,000 positions x 6 rays, 3.4 MB.
pub const LOSSES_BYTES_MAX: u64 = 1 << 26;
pub const LOSSES_WORK_MAX: u64 = 1 << 29;

/// What a table of losses of the box `0..=top` costs: (bytes, work).
pub fn losses_cost(rays: &[Ray], dims: usize, top: Position) -> (u128, u128) {
    let sides: Vec<u128> = (0..DIMS_MAX)
        .map(|i| if i < dims { u128::from(top[i]) + 1 } else { 1 })
        .collect();
    // Sides up to 2^64 each: the products saturate (past every bound).
    let plane = sides[1].saturating_mul(sides[2]);
    let positions = sides[0].saturating_mul(plane);
    let rings: u128 = rays
        .iter()
        .filter(|r| r.first > 0)
        .map(|r| (u128::from(r.first) * u128::from(r.step[0]) + 1).min(sides[0]))
        .fold(0u128, |sum, len| {
            sum.saturating_add(len.saturating_mul(plane))
        });
    let words = |bits: u128| bits.div_ceil(64).saturating_mul(8);
    (
        words(positions).saturating_add(words(rings)),
        positions.saturating_mul((rays.len() as u128).max(1)),
    )
}

/// Why a table of losses of the box `0..=top` is refused, if it is (the
/// emitted files say the same).
pub fn losses_refusal(rays: &[Ray], dims: usize, top: Position) -> Option<String> {
    let (bytes, work) = losses_cost(rays, dims, top);
    let shown: Vec<String> = top[..dims].iter().map(u64::to_string).collect();
    let past = if bytes > u128::from(LOSSES_BYTES_MAX) {
        format!("more than {LOSSES_BYTES_MAX} bytes")
    } else if work > u128::from(LOSSES_WORK_MAX) {
        format!("more than {LOSSES_WORK_MAX} steps (positions x moves)")
    } else {
        return None;
    };
    Some(format!(
        "the moves are rays, and who wins ({}) is a table of every position below it: {past}, more than grundy takes",
        shown.join(", ")
    ))
}

impl Losses {
    /// The table of the box `0..=top`, or why it is refused (before any
    /// work: [`losses_refusal`]).
    ///
    /// # Errors
    /// A box past [`LOSSES_BYTES_MAX`] or [`LOSSES_WORK_MAX`].
    pub fn new(rays: &[Ray], dims: usize, top: Position) -> Result<Losses, String> {
        if let Some(why) = losses_refusal(rays, dims, top) {
            return Err(why);
        }
        let side = |i: usize| if i < dims { top[i] as usize + 1 } else { 1 };
        let (n0, n1, n2) = (side(0), side(1), side(2));
        let plane = n1 * n2;
        let mut lost = vec![0u64; (n0 * plane).div_ceil(64)];
        let get = |bits: &[u64], i: usize| bits[i / 64] >> (i % 64) & 1 == 1;
        // Each ray's ring of planes: `reach` on the planes it looks back
        // over (the first number's plane modulo the ring's length).
        let mut rings: Vec<(usize, Vec<u64>)> = rays
            .iter()
            .map(|r| {
                let len = if r.first == 0 {
                    0
                } else {
                    (r.first as usize)
                        .saturating_mul(r.step[0] as usize)
                        .saturating_add(1)
                        .min(n0)
                };
                (len, vec![0u64; (len * plane).div_ceil(64)])
            })
            .collect();
        // Each ray's look (to the nearest position it reaches) and step,
        // as offsets within a plane; the plane's base is set per x.
        let walks: Vec<([usize; 3], usize, [usize; 3], usize)> = rays
            .iter()
            .map(|r| {
                let m = (r.first as usize).max(1);
                let look = [0, 1, 2].map(|i| m.saturating_mul(r.step[i] as usize));
                let step = [0, 1, 2].map(|i| r.step[i] as usize);
                let within = |v: [usize; 3]| v[1].saturating_mul(n2).saturating_add(v[2]);
                (look, within(look), step, within(step))
            })
            .collect();
        let mut bases = vec![(None, None, 0usize); rays.len()];
        for x in 0..n0 {
            for (r, ((look, _, step, _), (len, _))) in walks.iter().zip(&rings).enumerate() {
                let first = rays[r].first;
                bases[r] = (
                    // Where the ray looks: `lost` for a step, else its ring.
                    x.checked_sub(look[0]).map(|qx| {
                        if first == 0 {
                            qx * plane
                        } else {
                            (qx % len) * plane
                        }
                    }),
                    // The plane one step down, and this one, in the ring.
                    x.checked_sub(step[0])
                        .filter(|_| first > 0)
                        .map(|bx| (bx % len) * plane),
                    if first > 0 { (x % len) * plane } else { 0 },
                );
            }
            for y in 0..n1 {
                for z in 0..n2 {
                    let i = y * n2 + z;
                    let mut wins = false;
                    for (r, (look, off, _, _)) in walks.iter().enumerate() {
                        let Some(base) = bases[r].0 else { continue };
                        if y < look[1] || z < look[2] {
                            continue;
                        }
                        let at = base + i - off;
                        wins = if rays[r].first == 0 {
                            get(&lost, at)
                        } else {
                            get(&rings[r].1, at)
                        };
                        if wins {
                            break;
                        }
                    }
                    if !wins {
                        let p = x * plane + i;
                        lost[p / 64] |= 1 << (p % 64);
                    }
                    for (r, (_, _, step, off)) in walks.iter().enumerate() {
                        if rays[r].first == 0 {
                            continue;
                        }
                        let reach = &mut rings[r].1;
                        let below = match bases[r].1 {
                            Some(base) if y >= step[1] && z >= step[2] => {
                                get(reach, base + i - off)
                            }
                            _ => false,
                        };
                        let here = bases[r].2 + i;
                        if !wins || below {
                            reach[here / 64] |= 1 << (here % 64);
                        } else {
                            reach[here / 64] &= !(1 << (here % 64));
                        }
                    }
                }
            }
        }
        Ok(Losses { top, lost })
    }

    /// Whether the box holds `q`.
    pub fn holds(&self, q: &Position) -> bool {
        q.iter().zip(&self.top).all(|(a, b)| a <= b)
    }

    /// Whether `q` (in the box) is lost for the player to move.
    pub fn lost(&self, q: &Position) -> bool {
        let side = |i: usize| self.top[i] as usize + 1;
        let p = (q[0] as usize * side(1) + q[1] as usize) * side(2) + q[2] as usize;
        self.lost[p / 64] >> (p % 64) & 1 == 1
    }

    /// The bytes the table holds.
    pub fn bytes(&self) -> usize {
        self.lost.len() * 8
    }
}

/// The box a table of losses is made for when `q` is asked and `old` is
/// held: a number past the old box doubles it (so a run of growing cases
/// costs a few tables, not one a case), else the two boxes' union, else
/// `q`'s own box, the first that fits; `None` when not even `q`'s fits.
/// The emitted files choose the same way.
pub fn losses_box(
    rays: &[Ray],
    dims: usize,
    old: Option<Position>,
    q: Position,
) -> Option<Position> {
    let fits = |b: &Position| losses_refusal(rays, dims, *b).is_none();
    let mut tries = Vec::new();
    if let Some(old) = old {
        let mut grown = old;
        let mut union = old;
        for i in 0..dims {
            if q[i] > old[i] {
                grown[i] = q[i].max(old[i].saturating_mul(2).saturating_add(1));
                union[i] = q[i];
            }
        }
        tries.push(grown);
        tries.push(union);
    }
    tries.push(q);
    tries.into_iter().find(fits)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn moves(texts: &[&str], names: &[&str]) -> Vec<Move> {
        texts
            .iter()
            .map(|t| parse_move(t, 2, names).unwrap())
            .collect()
    }

    /// ZOJ 3057's moves (any from one heap, the same from two), a step
    /// move, a ray of 2s and a ray from 2 are read as rays, and their table
    /// of losses agrees with the search of values on every position of a
    /// box; moves that are no rays are not read as rays.
    #[test]
    fn losses_of_rays_agree_with_the_search() {
        let names = ["a", "b", "c"];
        let three = |texts: &[&str]| -> Vec<Move> {
            texts
                .iter()
                .map(|t| parse_move(t, 3, &names).unwrap())
                .collect()
        };
        let games: [&[&str]; 4] = [
            &[
                "a-k, b, c for k in 1..a",
                "a, b-k, c for k in 1..b",
                "a, b, c-k for k in 1..c",
                "a-k, b-k, c for k in 1..a",
                "a, b-k, c-k for k in 1..b",
                "a-k, b, c-k for k in 1..c",
            ],
            &[
                "a-1, b, c",
                "a, b-2*k, c-k for k in 1..c",
                "a-k*3, b, c for k in 2..a",
            ],
            &[
                "a - k, b - k, c - k for k in 1..b",
                "a, b - 1, c",
                "a, b, c - 2",
            ],
            &["a-k, b+1, c for k in 1..a"],
        ];
        for (g, texts) in games.iter().enumerate() {
            let moves = three(texts);
            let Some(rays) = rays(&moves, 3) else {
                assert_eq!(g, 3, "{texts:?} are rays");
                continue;
            };
            assert_ne!(g, 3, "an increasing move is no ray");
            let top = [9, 8, 7];
            let t = Losses::new(&rays, 3, top).unwrap();
            let mut search = Table::new(1 << 30, 1 << 20);
            let mut lost = 0;
            for a in 0..=9 {
                for b in 0..=8 {
                    for c in 0..=7 {
                        let q = [a, b, c];
                        let v = search.value(&moves, 3, &[], q).unwrap();
                        assert_eq!(t.lost(&q), v == 0, "{texts:?} at {q:?}");
                        lost += usize::from(v == 0);
                    }
                }
            }
            assert!(lost > 1, "{texts:?}: {lost} lost");
        }
        let zoj = rays(&three(games[0]), 3).unwrap();
        assert_eq!(
            zoj[3],
            Ray {
                step: [1, 1, 0],
                first: 1
            }
        );
        // A bound that is no number the move lowers, a condition, another
        // name: no rays.
        let names4 = ["a", "b", "c", "N"];
        for text in [
            "a-k, b, c for k in 1..b",
            "a-k, b, c for k in 1..a if b > 0",
            "a-k, b, c for k in 1..N",
            "a-k, b, c for k in 0..a",
            "a, b, c",
        ] {
            let m = parse_move(text, 3, &names4).unwrap();
            assert_eq!(rays(&[m], 3), None, "{text}");
        }
    }

    /// ZOJ 3057 at its bound: 27,000,000 positions in about 3.4 MB; a box
    /// past the bounds is refused by its cost alone, before any table is
    /// made, and `losses_box` falls back from doubling to what fits.
    #[test]
    fn a_table_of_losses_is_bounded_before_it_is_made() {
        let names = ["a", "b", "c"];
        let m: Vec<Move> = [
            "a-k, b, c for k in 1..a",
            "a, b-k, c for k in 1..b",
            "a, b, c-k for k in 1..c",
        ]
        .iter()
        .map(|t| parse_move(t, 3, &names).unwrap())
        .collect();
        let r = rays(&m, 3).unwrap();
        let (bytes, work) = losses_cost(&r, 3, [299, 299, 299]);
        assert_eq!(work, 27_000_000 * 3);
        assert!(bytes < 3_500_000, "{bytes}");
        assert!(losses_refusal(&r, 3, [299, 299, 299]).is_none());
        let why = losses_refusal(&r, 3, [u64::MAX, u64::MAX, u64::MAX]).unwrap();
        assert!(why.contains("bytes") && why.contains("rays"), "{why}");
        let why = losses_refusal(&r, 3, [800, 800, 800]).unwrap();
        assert!(why.contains("steps"), "{why}");
        assert!(Losses::new(&r, 3, [800, 800, 800]).is_err());
        // Doubling, else the union, else the position's own box.
        assert_eq!(
            losses_box(&r, 3, Some([10, 10, 10]), [11, 5, 5]),
            Some([21, 10, 10])
        );
        let old = Some([500, 500, 500]);
        assert_eq!(losses_box(&r, 3, old, [600, 5, 5]), Some([600, 500, 500]));
        assert_eq!(losses_box(&r, 3, old, [800, 5, 5]), Some([800, 5, 5]));
        assert_eq!(losses_box(&r, 3, old, [800, 800, 800]), None);
        // A two-number Nim: (a, a) lost, the rest won.
        let two: Vec<Move> = ["a-k, b for k in 1..a", "a, b-k for k in 1..b"]
            .iter()
            .map(|t| parse_move(t, 2, &names).unwrap())
            .collect();
        let t = Losses::new(&rays(&two, 2).unwrap(), 2, [30, 40, 0]).unwrap();
        for a in 0..=30 {
            for b in 0..=40 {
                assert_eq!(t.lost(&[a, b, 0]), a == b);
            }
        }
    }

    #[test]
    fn typical90ae_row_zero_takes_at_most_half() {
        let m = moves(&["W-1, B+W", "W, B-k for k in 1..B/2"], &["W", "B"]);
        let mut t = Table::new(1 << 30, 1 << 20);
        let row: Vec<u64> = (0..12)
            .map(|b| t.value(&m, 2, &[], [0, b, 0]).unwrap())
            .collect();
        assert_eq!(row, [0, 0, 1, 0, 2, 1, 3, 0, 4, 2, 5, 1]);
        assert_eq!(t.value(&m, 2, &[], [1, 0, 0]), Ok(1));
        assert_eq!(t.value(&m, 2, &[], [1, 1, 0]), Ok(0));
        assert_eq!(t.value(&m, 2, &[], [50, 50, 0]), Ok(12));
    }

    /// A position with more moves than a table holds at once (the fuzz
    /// run's (0, 18446744073) under typical90ae's moves asked 400 MB) is
    /// refused before its list grows past the bound.
    #[test]
    fn a_position_with_too_many_moves_is_refused_not_listed() {
        let m = moves(&["W, B-k for k in 1..B"], &["W", "B"]);
        let mut t = Table::new(1 << 30, 1 << 20);
        let heap = OPTIONS_HELD_MAX as u64 + 2;
        let err = t.value(&m, 2, &[], [0, heap, 0]).unwrap_err();
        assert!(err.contains("hold at once"), "{err}");
        // Below the bound the same moves are valued (take any: Nim, the
        // path holding 999 + 998 + ... moves at its deepest).
        let mut t = Table::new(1 << 30, 1 << 20);
        assert_eq!(t.value(&m, 2, &[], [0, 1000, 0]), Ok(1000));
    }

    /// A case's other number is read from its own slot in a move with no
    /// counter beside a move with one (it was read from the counter's).
    #[test]
    fn other_names_follow_each_moves_own_counters() {
        let names = ["x", "y", "N"];
        let m = moves(&["x-1, y if x <= N", "x, y-k for k in 1..y"], &names);
        let mut work = 0;
        assert_eq!(
            options(&m, 2, &[5], [1, 1, 0], &mut work, 100),
            Ok(vec![[0, 1, 0], [1, 0, 0]])
        );
        assert_eq!(Table::new(100, 100).value(&m, 2, &[5], [1, 0, 0]), Ok(1));
        assert_eq!(Table::new(100, 100).value(&m, 2, &[0], [1, 0, 0]), Ok(0));
    }

    #[test]
    fn names_conditions_and_faults() {
        let names = ["x", "y", "N"];
        let m = parse_move("x+1, y-2 if x+1 <= N and y >= 2", 2, &names).unwrap();
        let mut work = 0;
        assert_eq!(
            options(std::slice::from_ref(&m), 2, &[4], [3, 2, 0], &mut work, 10),
            Ok(vec![[4, 0, 0]])
        );
        assert_eq!(options(&[m], 2, &[4], [4, 2, 0], &mut work, 10), Ok(vec![]));
        let e = parse_move("x-1, z", 2, &names).unwrap_err();
        assert_eq!(e.column, 6);
        assert!(e.message.contains("\"z\" is no name"), "{}", e.message);
        assert!(parse_move("x-1", 2, &names)
            .unwrap_err()
            .message
            .contains("2 new numbers"));
        assert!(parse_move("x, y for x in 1..2", 2, &names).is_err());
        assert!(parse_move("x, y if x", 2, &names).is_err());
        assert!(parse_move("x, y #", 2, &names).is_err());
        // A move back and forth never ends: refused, not looped.
        let back = moves(&["x+1, y if x < 3", "x-1, y"], &names);
        let err = Table::new(1000, 1000)
            .value(&back, 2, &[5], [0, 0, 0])
            .unwrap_err();
        assert!(err.contains("return to"), "{err}");
        // The budget counts moves looked at.
        let many = moves(&["x-k, y for k in 1..x"], &names);
        let err = Table::new(100, 1000)
            .value(&many, 2, &[0], [1000, 0, 0])
            .unwrap_err();
        assert!(err.contains("more than 100"), "{err}");
    }
}
