//! A staircase on a move graph: boxes 1..=n hold cards, and a move takes
//! any positive number of cards from a box A to a box B when a condition on
//! A and B holds (HDU 3389: `B < A` and `A + B` odd and divisible by 3).
//!
//! **The staircase reduction.** Call a box *dead* when it can move to no
//! box. Suppose every move goes to a lower box (so the game ends) and the
//! boxes can be labelled odd or even so that every dead box is even and
//! every move joins an odd box and an even one. Then the position is lost
//! exactly when the XOR of the cards on the odd boxes is 0. From such a
//! position a move either takes cards from an odd box (one odd heap shrinks)
//! or brings cards onto one (one odd heap grows): the XOR becomes nonzero.
//! From a nonzero XOR, Nim's move lowers some odd box A; A is not dead (dead
//! boxes are even), so its cards may go to any box it moves to. At the end
//! every odd box is empty (it could move), XOR 0. So the odd boxes are Nim
//! heaps and the even ones do not count, however many cards they hold.
//!
//! **What is checked.** Boxes are labelled upwards: a dead box is even, and
//! a box that can move is the opposite of the boxes it moves to, which must
//! therefore all carry one label. That is the exact condition: every path
//! from a box to a dead box has the same parity (an odd box is at odd depth
//! in the move graph). A box that moves to an odd box and to an even one (so
//! it reaches dead boxes by paths of both parities), or a move to a box that
//! is not lower (a self-move never ends the game; an upward one may cycle),
//! is refused, naming the boxes: the reduction does not apply, and grundy
//! does not guess.
//!
//! The condition is a small language ([`Condition::parse`]): numbers, the
//! boxes `A` (cards leave) and `B` (cards arrive), `+ - * %` (`%` by a
//! positive number, its result from 0 up), parentheses, comparisons
//! (`== = != < <= > >=`) and `and`/`&&`, `or`/`||`, `not`/`!`. It is read
//! with a limit on its length, depth and size, and never panics on any text;
//! its numbers are bounded before evaluation so that no sum or product
//! overflows (a condition whose values could pass 2^62 for the boxes of a
//! case is refused for that case).

use std::fmt;

/// The longest condition text read.
pub const TEXT_MAX: usize = 1000;
/// The deepest nesting of parentheses and operators.
pub const DEPTH_MAX: usize = 32;
/// The most nodes a condition holds.
pub const NODES_MAX: usize = 256;
/// The largest number written in a condition.
pub const NUMBER_MAX: i64 = 1_000_000_000;
/// Pairs of boxes whose condition is evaluated for one labelling before
/// grundy refuses (about a second of work).
pub const PAIRS_MAX: u64 = 200_000_000;

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Cmp {
    Eq,
    Ne,
    Lt,
    Le,
    Gt,
    Ge,
}

#[derive(Clone, Debug, PartialEq, Eq)]
enum Node {
    Num(i64),
    A,
    B,
    Add(usize, usize),
    Sub(usize, usize),
    Mul(usize, usize),
    /// Euclidean remainder by a positive number.
    Mod(usize, i64),
    Neg(usize),
    Cmp(Cmp, usize, usize),
    And(usize, usize),
    Or(usize, usize),
    Not(usize),
}

/// A condition on two boxes, A (the box cards leave) and B (the box they
/// reach).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Condition {
    nodes: Vec<Node>,
    root: usize,
    text: String,
}

impl fmt::Display for Condition {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.text)
    }
}

/// A fault in a condition's text: a byte offset (0-based) and what was
/// expected.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ParseError {
    pub at: usize,
    pub message: String,
}

#[derive(Clone, Debug, PartialEq)]
enum Tok {
    Num(i64),
    A,
    B,
    Op(&'static str),
    Open,
    Close,
    And,
    Or,
    Not,
}

fn tokens(text: &str) -> Result<Vec<(Tok, usize)>, ParseError> {
    let bytes = text.as_bytes();
    let mut out = Vec::new();
    let mut i = 0;
    let fail = |at: usize, message: String| Err(ParseError { at, message });
    while i < bytes.len() {
        let b = bytes[i];
        let at = i;
        if b.is_ascii_whitespace() {
            i += 1;
            continue;
        }
        if b.is_ascii_digit() {
            let mut v: i64 = 0;
            while i < bytes.len() && bytes[i].is_ascii_digit() {
                v = v
                    .saturating_mul(10)
                    .saturating_add(i64::from(bytes[i] - b'0'));
                i += 1;
            }
            if v > NUMBER_MAX {
                return fail(at, format!("a number above {NUMBER_MAX}"));
            }
            out.push((Tok::Num(v), at));
            continue;
        }
        if b.is_ascii_alphabetic() {
            let start = i;
            while i < bytes.len() && bytes[i].is_ascii_alphanumeric() {
                i += 1;
            }
            let tok = match &text[start..i] {
                "A" => Tok::A,
                "B" => Tok::B,
                "and" => Tok::And,
                "or" => Tok::Or,
                "not" => Tok::Not,
                word => {
                    return fail(
                        at,
                        format!("expected A (the box cards leave), B (the box they reach), a number, and, or, not; found \"{word}\""),
                    )
                }
            };
            out.push((tok, at));
            continue;
        }
        let two = bytes.get(i..i + 2).unwrap_or(&[]);
        let (tok, len) = match two {
            b"&&" => (Tok::And, 2),
            b"||" => (Tok::Or, 2),
            b"==" => (Tok::Op("=="), 2),
            b"!=" => (Tok::Op("!="), 2),
            b"<=" => (Tok::Op("<="), 2),
            b">=" => (Tok::Op(">="), 2),
            _ => match b {
                b'=' => (Tok::Op("=="), 1),
                b'<' => (Tok::Op("<"), 1),
                b'>' => (Tok::Op(">"), 1),
                b'+' => (Tok::Op("+"), 1),
                b'-' => (Tok::Op("-"), 1),
                b'*' => (Tok::Op("*"), 1),
                b'%' => (Tok::Op("%"), 1),
                b'!' => (Tok::Not, 1),
                b'(' => (Tok::Open, 1),
                b')' => (Tok::Close, 1),
                _ => {
                    let c = text[i..].chars().next().unwrap_or('?');
                    return fail(at, format!("unexpected '{c}'"));
                }
            },
        };
        out.push((tok, at));
        i += len;
    }
    Ok(out)
}

/// Whether a node is a number or a truth value.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Type {
    Num,
    Bool,
}

struct Parser {
    toks: Vec<(Tok, usize)>,
    at: usize,
    end: usize,
    nodes: Vec<Node>,
    depth: usize,
}

type Parsed = Result<(usize, Type), ParseError>;

impl Parser {
    fn peek(&self) -> Option<&Tok> {
        self.toks.get(self.at).map(|t| &t.0)
    }

    fn offset(&self) -> usize {
        self.toks.get(self.at).map_or(self.end, |t| t.1)
    }

    fn fail<T>(&self, message: impl Into<String>) -> Result<T, ParseError> {
        Err(ParseError {
            at: self.offset(),
            message: message.into(),
        })
    }

    fn push(&mut self, node: Node) -> Result<usize, ParseError> {
        if self.nodes.len() >= NODES_MAX {
            return self.fail(format!("a condition of more than {NODES_MAX} parts"));
        }
        self.nodes.push(node);
        Ok(self.nodes.len() - 1)
    }

    fn enter(&mut self) -> Result<(), ParseError> {
        self.depth += 1;
        if self.depth > DEPTH_MAX {
            return self.fail(format!("a condition nested more than {DEPTH_MAX} deep"));
        }
        Ok(())
    }

    fn want(&self, got: Type, want: Type, at: usize) -> Result<(), ParseError> {
        if got == want {
            return Ok(());
        }
        Err(ParseError {
            at,
            message: match want {
                Type::Num => "expected a number here, found a comparison".into(),
                Type::Bool => {
                    "expected a comparison here (such as A + B == 3), found a number".into()
                }
            },
        })
    }

    fn or(&mut self) -> Parsed {
        self.enter()?;
        let start = self.offset();
        let (mut left, mut t) = self.and()?;
        while self.peek() == Some(&Tok::Or) {
            self.want(t, Type::Bool, start)?;
            self.at += 1;
            let at = self.offset();
            let (right, rt) = self.and()?;
            self.want(rt, Type::Bool, at)?;
            left = self.push(Node::Or(left, right))?;
            t = Type::Bool;
        }
        self.depth -= 1;
        Ok((left, t))
    }

    fn and(&mut self) -> Parsed {
        let start = self.offset();
        let (mut left, mut t) = self.not()?;
        while self.peek() == Some(&Tok::And) {
            self.want(t, Type::Bool, start)?;
            self.at += 1;
            let at = self.offset();
            let (right, rt) = self.not()?;
            self.want(rt, Type::Bool, at)?;
            left = self.push(Node::And(left, right))?;
            t = Type::Bool;
        }
        Ok((left, t))
    }

    fn not(&mut self) -> Parsed {
        if self.peek() == Some(&Tok::Not) {
            self.at += 1;
            self.enter()?;
            let at = self.offset();
            let (x, t) = self.not()?;
            self.want(t, Type::Bool, at)?;
            self.depth -= 1;
            return Ok((self.push(Node::Not(x))?, Type::Bool));
        }
        self.comparison()
    }

    fn comparison(&mut self) -> Parsed {
        let start = self.offset();
        let (left, t) = self.sum()?;
        let op = match self.peek() {
            Some(Tok::Op("==")) => Cmp::Eq,
            Some(Tok::Op("!=")) => Cmp::Ne,
            Some(Tok::Op("<")) => Cmp::Lt,
            Some(Tok::Op("<=")) => Cmp::Le,
            Some(Tok::Op(">")) => Cmp::Gt,
            Some(Tok::Op(">=")) => Cmp::Ge,
            _ => return Ok((left, t)),
        };
        self.want(t, Type::Num, start)?;
        self.at += 1;
        let at = self.offset();
        let (right, rt) = self.sum()?;
        self.want(rt, Type::Num, at)?;
        if matches!(
            self.peek(),
            Some(Tok::Op("==" | "!=" | "<" | "<=" | ">" | ">="))
        ) {
            return self.fail("one comparison at a time: write 1 <= B and B < A");
        }
        Ok((self.push(Node::Cmp(op, left, right))?, Type::Bool))
    }

    fn sum(&mut self) -> Parsed {
        let start = self.offset();
        let (mut left, t) = self.product()?;
        while let Some(Tok::Op(op @ ("+" | "-"))) = self.peek() {
            let op = *op;
            self.want(t, Type::Num, start)?;
            self.at += 1;
            let at = self.offset();
            let (right, rt) = self.product()?;
            self.want(rt, Type::Num, at)?;
            left = self.push(if op == "+" {
                Node::Add(left, right)
            } else {
                Node::Sub(left, right)
            })?;
        }
        Ok((left, t))
    }

    fn product(&mut self) -> Parsed {
        let start = self.offset();
        let (mut left, t) = self.unary()?;
        while let Some(Tok::Op(op @ ("*" | "%"))) = self.peek() {
            let op = *op;
            self.want(t, Type::Num, start)?;
            self.at += 1;
            if op == "%" {
                let Some(&(Tok::Num(m), _)) = self.toks.get(self.at) else {
                    return self.fail("expected a positive number after % (A % 3)");
                };
                if m == 0 {
                    return self.fail("% by 0");
                }
                self.at += 1;
                left = self.push(Node::Mod(left, m))?;
                continue;
            }
            let at = self.offset();
            let (right, rt) = self.unary()?;
            self.want(rt, Type::Num, at)?;
            left = self.push(Node::Mul(left, right))?;
        }
        Ok((left, t))
    }

    fn unary(&mut self) -> Parsed {
        if self.peek() == Some(&Tok::Op("-")) {
            self.at += 1;
            self.enter()?;
            let at = self.offset();
            let (x, t) = self.unary()?;
            self.want(t, Type::Num, at)?;
            self.depth -= 1;
            return Ok((self.push(Node::Neg(x))?, Type::Num));
        }
        self.atom()
    }

    fn atom(&mut self) -> Parsed {
        let Some((tok, _)) = self.toks.get(self.at).cloned() else {
            return self.fail("the condition ends where A, B, a number or '(' was expected");
        };
        self.at += 1;
        match tok {
            Tok::Num(v) => Ok((self.push(Node::Num(v))?, Type::Num)),
            Tok::A => Ok((self.push(Node::A)?, Type::Num)),
            Tok::B => Ok((self.push(Node::B)?, Type::Num)),
            Tok::Open => {
                let inner = self.or()?;
                if self.peek() != Some(&Tok::Close) {
                    return self.fail("expected ')'");
                }
                self.at += 1;
                Ok(inner)
            }
            _ => {
                self.at -= 1;
                self.fail("expected A, B, a number or '('")
            }
        }
    }
}

impl Condition {
    /// Reads a condition on A and B.
    ///
    /// # Errors
    /// The first fault, at its byte offset; never panics.
    ///
    /// # Example
    /// ```
    /// use grundy::games::move_graph::Condition;
    /// let c = Condition::parse("B < A && (A+B)%2 = 1 && (A+B)%3 = 0").unwrap();
    /// assert!(c.holds(5, 4) && !c.holds(4, 5) && !c.holds(3, 1));
    /// assert!(Condition::parse("A + B").is_err());
    /// ```
    pub fn parse(text: &str) -> Result<Condition, ParseError> {
        if text.len() > TEXT_MAX {
            return Err(ParseError {
                at: TEXT_MAX,
                message: format!("a condition longer than {TEXT_MAX} bytes"),
            });
        }
        let toks = tokens(text)?;
        if toks.is_empty() {
            return Err(ParseError {
                at: 0,
                message: "expected a condition on A and B, such as B == A - 1".into(),
            });
        }
        let mut p = Parser {
            toks,
            at: 0,
            end: text.len(),
            nodes: Vec::new(),
            depth: 0,
        };
        let (root, t) = p.or()?;
        if p.at < p.toks.len() {
            return p.fail("expected and, or, or the end of the condition");
        }
        p.want(t, Type::Bool, 0)?;
        Ok(Condition {
            nodes: p.nodes,
            root,
            text: text.trim().to_string(),
        })
    }

    /// Whether cards may move from box `a` to box `b` (one pair; the
    /// labelling evaluates whole rows at once).
    pub fn holds(&self, a: u64, b: u64) -> bool {
        let mut out = Vec::new();
        self.row(a as i64, b as i64, b as i64, &mut out);
        out[0]
    }

    /// The largest absolute value a numeric node may take when A and B are
    /// at most `m` (saturating).
    fn bound(&self, node: usize, m: u128) -> u128 {
        match self.nodes[node] {
            Node::Num(v) => v.unsigned_abs() as u128,
            Node::A | Node::B => m,
            Node::Add(l, r) | Node::Sub(l, r) => self.bound(l, m).saturating_add(self.bound(r, m)),
            Node::Mul(l, r) => self.bound(l, m).saturating_mul(self.bound(r, m)),
            Node::Mod(_, k) => k as u128,
            Node::Neg(x) => self.bound(x, m),
            Node::Cmp(_, l, r) | Node::And(l, r) | Node::Or(l, r) => {
                self.bound(l, m).max(self.bound(r, m))
            }
            Node::Not(x) => self.bound(x, m),
        }
    }

    /// Whether every value the condition computes stays below 2^62 for boxes
    /// up to `m`, so evaluation in `i64` is exact.
    pub fn exact_up_to(&self, m: u64) -> bool {
        self.bound(self.root, u128::from(m)) < 1 << 62
    }

    /// The largest number of boxes for which [`Condition::exact_up_to`]
    /// holds (at most 2^62).
    pub fn exact_max(&self) -> u64 {
        let (mut lo, mut hi) = (0u64, 1u64 << 62);
        if self.exact_up_to(hi) {
            return hi;
        }
        while lo + 1 < hi {
            let mid = lo + (hi - lo) / 2;
            if self.exact_up_to(mid) {
                lo = mid;
            } else {
                hi = mid;
            }
        }
        lo
    }

    /// Whether no pair with B >= A need be evaluated ([`Condition::says_downward`]).
    pub fn downward(&self) -> bool {
        self.says_downward(self.root)
    }

    /// The condition as a C++ or Rust expression over `A` and `B` (signed
    /// 64-bit), `%` written `mg_md(x, k)` (the remainder from 0 up): every
    /// operation in parentheses but the whole, none around a call's
    /// arguments (Rust denies unused parentheses).
    pub fn code(&self) -> String {
        let s = self.code_of(self.root);
        match s.strip_prefix('(').and_then(|t| t.strip_suffix(')')) {
            Some(inner) if !matches!(self.nodes[self.root], Node::Num(_) | Node::A | Node::B) => {
                inner.to_string()
            }
            _ => s,
        }
    }

    fn code_of(&self, node: usize) -> String {
        let bin = |l: usize, op: &str, r: usize| {
            format!("({} {op} {})", self.code_of(l), self.code_of(r))
        };
        match self.nodes[node] {
            Node::Num(v) => v.to_string(),
            Node::A => "A".into(),
            Node::B => "B".into(),
            Node::Add(l, r) => bin(l, "+", r),
            Node::Sub(l, r) => bin(l, "-", r),
            Node::Mul(l, r) => bin(l, "*", r),
            Node::Mod(x, k) => {
                let inner = self.code_of(x);
                let inner = match inner.strip_prefix('(').and_then(|t| t.strip_suffix(')')) {
                    Some(t) if !matches!(self.nodes[x], Node::Num(_) | Node::A | Node::B) => {
                        t.to_string()
                    }
                    _ => inner,
                };
                format!("mg_md({inner}, {k})")
            }
            Node::Neg(x) => format!("(-{})", self.code_of(x)),
            Node::Cmp(op, l, r) => {
                let op = match op {
                    Cmp::Eq => "==",
                    Cmp::Ne => "!=",
                    Cmp::Lt => "<",
                    Cmp::Le => "<=",
                    Cmp::Gt => ">",
                    Cmp::Ge => ">=",
                };
                bin(l, op, r)
            }
            Node::And(l, r) => bin(l, "&&", r),
            Node::Or(l, r) => bin(l, "||", r),
            Node::Not(x) => format!("(!{})", self.code_of(x)),
        }
    }

    /// Whether the condition says `B < A` (or `A > B`) in its top-level
    /// `and`: then no pair with B >= A need be evaluated.
    fn says_downward(&self, node: usize) -> bool {
        match self.nodes[node] {
            Node::And(l, r) => self.says_downward(l) || self.says_downward(r),
            Node::Cmp(Cmp::Lt, l, r) => self.nodes[l] == Node::B && self.nodes[r] == Node::A,
            Node::Cmp(Cmp::Gt, l, r) => self.nodes[l] == Node::A && self.nodes[r] == Node::B,
            _ => false,
        }
    }

    /// The condition for A = `a` and every B in `lo..=hi`, into `out`.
    /// Callers hold the values exact ([`Condition::exact_up_to`]).
    fn row(&self, a: i64, lo: i64, hi: i64, out: &mut Vec<bool>) {
        let len = (hi - lo + 1).max(0) as usize;
        out.clear();
        match self.eval(self.root, a, lo, len) {
            Col::Bools(v) => out.extend(v),
            Col::Bool(v) => out.resize(len, v),
            // The parser types the root as a comparison.
            Col::Scalar(_) | Col::Nums(_) => out.resize(len, false),
        }
    }

    fn eval(&self, node: usize, a: i64, lo: i64, len: usize) -> Col {
        let num = |x: usize| self.eval(x, a, lo, len);
        match self.nodes[node] {
            Node::Num(v) => Col::Scalar(v),
            Node::A => Col::Scalar(a),
            Node::B => Col::Nums((0..len as i64).map(|i| lo + i).collect()),
            Node::Add(l, r) => num(l).zip(num(r), |x, y| x + y),
            Node::Sub(l, r) => num(l).zip(num(r), |x, y| x - y),
            Node::Mul(l, r) => num(l).zip(num(r), |x, y| x * y),
            Node::Mod(x, k) => num(x).map(|v| v.rem_euclid(k)),
            Node::Neg(x) => num(x).map(|v| -v),
            Node::Cmp(op, l, r) => {
                let f = match op {
                    Cmp::Eq => |x: i64, y: i64| x == y,
                    Cmp::Ne => |x, y| x != y,
                    Cmp::Lt => |x, y| x < y,
                    Cmp::Le => |x, y| x <= y,
                    Cmp::Gt => |x, y| x > y,
                    Cmp::Ge => |x, y| x >= y,
                };
                num(l).compare(num(r), f)
            }
            Node::And(l, r) => num(l).logic(num(r), |x, y| x && y),
            Node::Or(l, r) => num(l).logic(num(r), |x, y| x || y),
            Node::Not(x) => num(x).logic(Col::Bool(true), |x, _| !x),
        }
    }
}

/// A value for one A over a row of B: a number or truth value the same for
/// every B, or one per B.
enum Col {
    Scalar(i64),
    Nums(Vec<i64>),
    Bool(bool),
    Bools(Vec<bool>),
}

impl Col {
    fn nums(self) -> Result<Vec<i64>, i64> {
        match self {
            Col::Nums(v) => Ok(v),
            Col::Scalar(v) => Err(v),
            Col::Bool(b) => Err(i64::from(b)),
            Col::Bools(v) => Ok(v.into_iter().map(i64::from).collect()),
        }
    }

    fn map(self, f: impl Fn(i64) -> i64) -> Col {
        match self.nums() {
            Err(v) => Col::Scalar(f(v)),
            Ok(mut v) => {
                v.iter_mut().for_each(|x| *x = f(*x));
                Col::Nums(v)
            }
        }
    }

    fn zip(self, other: Col, f: impl Fn(i64, i64) -> i64) -> Col {
        combine(self.nums(), other.nums(), f, Col::Scalar, Col::Nums)
    }

    fn compare(self, other: Col, f: impl Fn(i64, i64) -> bool) -> Col {
        combine(self.nums(), other.nums(), f, Col::Bool, Col::Bools)
    }

    fn bools(self) -> Result<Vec<bool>, bool> {
        match self {
            Col::Bools(v) => Ok(v),
            Col::Bool(b) => Err(b),
            Col::Scalar(v) => Err(v != 0),
            Col::Nums(v) => Ok(v.into_iter().map(|x| x != 0).collect()),
        }
    }

    fn logic(self, other: Col, f: impl Fn(bool, bool) -> bool) -> Col {
        combine(self.bools(), other.bools(), f, Col::Bool, Col::Bools)
    }
}

/// `f` over two columns, each one value for every B (`Err`) or one per B
/// (`Ok`): one value when both are, else one per B.
fn combine<T: Copy, U>(
    x: Result<Vec<T>, T>,
    y: Result<Vec<T>, T>,
    f: impl Fn(T, T) -> U,
    one: fn(U) -> Col,
    each: fn(Vec<U>) -> Col,
) -> Col {
    match (x, y) {
        (Err(x), Err(y)) => one(f(x, y)),
        (Ok(v), Err(y)) => each(v.into_iter().map(|x| f(x, y)).collect()),
        (Err(x), Ok(w)) => each(w.into_iter().map(|y| f(x, y)).collect()),
        (Ok(v), Ok(w)) => each(v.into_iter().zip(w).map(|(x, y)| f(x, y)).collect()),
    }
}

/// Why a staircase on a move graph is not reduced.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Refusal {
    /// A move from box `from` to box `to`, not lower (`to >= from`).
    NotLower { from: u64, to: u64 },
    /// Box `from` moves to box `odd` (odd) and to box `even` (even): its
    /// paths to dead boxes have both parities.
    BothParities { from: u64, odd: u64, even: u64 },
    /// The condition's numbers could pass 2^62 for boxes up to `boxes`.
    TooLarge { boxes: u64 },
    /// More than [`PAIRS_MAX`] pairs of boxes to look at.
    TooMany { boxes: u64 },
}

impl fmt::Display for Refusal {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match *self {
            Refusal::NotLower { from, to } => write!(
                f,
                "cards may move from box {from} to box {to}, which is not lower: the staircase reduction needs every move to go to a lower box"
            ),
            Refusal::BothParities { from, odd, even } => write!(
                f,
                "box {from} moves to box {odd} (odd) and to box {even} (even), so it reaches a dead box by paths of both parities: the staircase reduction does not apply"
            ),
            Refusal::TooLarge { boxes } => write!(
                f,
                "the condition's numbers may pass 2^62 for boxes up to {boxes}"
            ),
            Refusal::TooMany { boxes } => write!(
                f,
                "labelling {boxes} boxes looks at more than {PAIRS_MAX} pairs of boxes"
            ),
        }
    }
}

/// The labels of boxes 1..=n, grown on demand and kept across cases: with
/// every move going down, box A's label depends on the boxes below it only,
/// so the labels of n boxes are the first n of any longer labelling.
#[derive(Clone, Debug)]
pub struct Staircase {
    cond: Condition,
    /// `odd[i]`: box i + 1 counts (odd depth).
    odd: Vec<bool>,
    /// The first refusal met while growing, with the least number of boxes
    /// that meets it (a case of fewer boxes is still answered).
    refusal: Option<(u64, Refusal)>,
    /// Pairs evaluated so far.
    pub pairs: u64,
}

impl Staircase {
    pub fn new(cond: Condition) -> Staircase {
        Staircase {
            cond,
            odd: Vec::new(),
            refusal: None,
            pairs: 0,
        }
    }

    /// Which of boxes 1..=n count (odd depth), or why the reduction does
    /// not apply to n boxes.
    ///
    /// # Errors
    /// A [`Refusal`].
    pub fn odd_boxes(&mut self, n: u64) -> Result<&[bool], Refusal> {
        if let Some((from, why)) = &self.refusal {
            if n >= *from {
                return Err(why.clone());
            }
        }
        let have = self.odd.len() as u64;
        if n > have {
            self.grow(n)?;
        }
        Ok(&self.odd[..n as usize])
    }

    fn grow(&mut self, n: u64) -> Result<(), Refusal> {
        let have = self.odd.len() as u64;
        if !self.cond.exact_up_to(n) {
            return Err(Refusal::TooLarge { boxes: n });
        }
        let down = self.cond.says_downward(self.cond.root);
        // New rows over every box, old rows over the new boxes only.
        let square = n.saturating_mul(n) - have * have;
        let work = if down { square / 2 } else { square };
        if self.pairs.saturating_add(work) > PAIRS_MAX {
            return Err(Refusal::TooMany { boxes: n });
        }
        self.pairs += work;
        let mut row = Vec::new();
        fn refuse(at: u64, why: Refusal, refusal: &mut Option<(u64, Refusal)>) {
            if !refusal.as_ref().is_some_and(|r| at >= r.0) {
                *refusal = Some((at, why));
            }
        }
        let mut refusal = None;
        if !down {
            // Old boxes to the new ones above them.
            for a in 1..=have {
                self.cond.row(a as i64, have as i64 + 1, n as i64, &mut row);
                if let Some(i) = row.iter().position(|&m| m) {
                    let to = have + 1 + i as u64;
                    refuse(to, Refusal::NotLower { from: a, to }, &mut refusal);
                }
            }
        }
        for a in have + 1..=n {
            let hi = if down { a as i64 - 1 } else { n as i64 };
            self.cond.row(a as i64, 1, hi, &mut row);
            let mut target: [Option<u64>; 2] = [None, None];
            for (i, &m) in row.iter().enumerate() {
                if !m {
                    continue;
                }
                let b = 1 + i as u64;
                if b >= a {
                    refuse(b.max(a), Refusal::NotLower { from: a, to: b }, &mut refusal);
                    break;
                }
                let label = usize::from(self.odd[i]);
                target[label].get_or_insert(b);
            }
            let odd = match target {
                [Some(even), Some(odd)] => {
                    refuse(
                        a,
                        Refusal::BothParities { from: a, odd, even },
                        &mut refusal,
                    );
                    false
                }
                // Moves only to even boxes (or to none: dead, even).
                [_, None] => target[0].is_some(),
                [None, Some(_)] => false,
            };
            self.odd.push(odd);
        }
        if let Some((at, why)) = refusal {
            let keep = self.refusal.take().filter(|r| r.0 <= at);
            self.refusal = Some(keep.unwrap_or((at, why)));
        }
        match &self.refusal {
            Some((at, why)) if n >= *at => Err(why.clone()),
            _ => Ok(()),
        }
    }
}

/// The XOR of the cards on the boxes that count.
pub fn nim_sum(cards: &[u64], odd: &[bool]) -> u64 {
    cards
        .iter()
        .zip(odd)
        .filter(|&(_, &o)| o)
        .fold(0, |x, (&c, _)| x ^ c)
}

#[cfg(test)]
mod tests {
    use super::*;

    const HDU3389: &str = "B < A && (A+B)%2 = 1 && (A+B)%3 = 0";

    #[test]
    fn the_judges_condition_counts_boxes_0_2_5_mod_6() {
        let mut s = Staircase::new(Condition::parse(HDU3389).unwrap());
        let odd = s.odd_boxes(600).unwrap().to_vec();
        for (i, &o) in odd.iter().enumerate() {
            let box_ = i + 1;
            assert_eq!(o, [0, 2, 5].contains(&(box_ % 6)), "box {box_}");
        }
        // Fewer boxes are the prefix, with no more work.
        let pairs = s.pairs;
        assert_eq!(s.odd_boxes(10).unwrap(), &odd[..10]);
        assert_eq!(s.pairs, pairs);
    }

    #[test]
    fn one_step_down_is_the_classic_staircase() {
        let mut s = Staircase::new(Condition::parse("B == A - 1").unwrap());
        let odd = s.odd_boxes(9).unwrap();
        assert_eq!(
            odd,
            [false, true, false, true, false, true, false, true, false]
        );
    }

    #[test]
    fn both_parities_and_upward_moves_are_refused() {
        // Box 3 moves to 2 (odd) and to 1 (even).
        let mut s = Staircase::new(Condition::parse("B < A").unwrap());
        assert_eq!(s.odd_boxes(2).unwrap(), [false, true]);
        assert_eq!(
            s.odd_boxes(5),
            Err(Refusal::BothParities {
                from: 3,
                odd: 2,
                even: 1
            })
        );
        assert_eq!(s.odd_boxes(2).unwrap(), [false, true]);
        let mut s = Staircase::new(Condition::parse("B == A + 2").unwrap());
        assert_eq!(s.odd_boxes(2).unwrap(), [false, false]);
        assert_eq!(s.odd_boxes(4), Err(Refusal::NotLower { from: 1, to: 3 }));
        let mut s = Staircase::new(Condition::parse("A == B").unwrap());
        assert_eq!(s.odd_boxes(1), Err(Refusal::NotLower { from: 1, to: 1 }));
    }

    #[test]
    fn faults_are_named_and_nothing_panics() {
        for bad in [
            "",
            "A",
            "A +",
            "(B < A",
            "B < A < 3",
            "A % B == 0",
            "A % 0 == 1",
            "C == 1",
            "not A",
            "A == B and 3",
            "99999999999 == A",
            "()",
            ")",
            "A == é",
        ] {
            assert!(Condition::parse(bad).is_err(), "{bad}");
        }
        let deep = format!("{}A == B{}", "(".repeat(40), ")".repeat(40));
        assert!(Condition::parse(&deep)
            .unwrap_err()
            .message
            .contains("deep"));
        let long = "A == B or ".repeat(200) + "A == B";
        assert!(Condition::parse(&long).is_err());
        // Every prefix of a valid text parses or fails, without a panic.
        let text = "not (A - B) % 4 != 1 || -A * 2 >= B + 3 and !(B < A)";
        for end in 0..=text.len() {
            let _ = Condition::parse(&text[..end]);
        }
        let c = Condition::parse(text).unwrap();
        // Checked by hand: A = 5, B = 2: (3 % 4 != 1) true, not -> false;
        // -10 >= 5 false; so false.
        assert!(!c.holds(5, 2));
        // A = 5, B = 4: 1 % 4 != 1 is false, not -> true.
        assert!(c.holds(5, 4));
        // A = 1, B = 2: (-1) % 4 = 3; -2 >= 5 false; so false.
        assert!(!c.holds(1, 2));
    }

    #[test]
    fn huge_values_are_refused_before_they_overflow() {
        let c = Condition::parse("A * A * A * B * B * B == 1").unwrap();
        assert!(c.exact_up_to(1000));
        assert!(!c.exact_up_to(10_000_000));
        let mut s = Staircase::new(c);
        assert_eq!(
            s.odd_boxes(10_000_000),
            Err(Refusal::TooLarge { boxes: 10_000_000 })
        );
    }
}
