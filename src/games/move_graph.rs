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
    /// A box: 0 is A (cards leave), 1 is B, 2 is C (a split's second box).
    Box(usize),
    /// A number of the case, by its index in [`Condition::names`].
    Name(usize),
    Add(usize, usize),
    Sub(usize, usize),
    Mul(usize, usize),
    /// Euclidean remainder by a positive number.
    Mod(usize, Modulus),
    Neg(usize),
    Cmp(Cmp, usize, usize),
    And(usize, usize),
    Or(usize, usize),
    Not(usize),
}

/// What `%` divides by: a number written, or a number of the case (which
/// must be positive when the condition is evaluated).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Modulus {
    Lit(i64),
    Name(usize),
}

/// A condition on two boxes, A (the box cards leave) and B (the box they
/// reach), or on three (A, B and C: a split), and the numbers of the case
/// it names.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Condition {
    nodes: Vec<Node>,
    root: usize,
    text: String,
    /// The boxes it reads: 2 (A, B) or 3 (A, B, C).
    boxes: usize,
    /// The case's numbers it reads, in order of first use.
    names: Vec<String>,
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
    Box(usize),
    Name(String),
    Op(&'static str),
    Open,
    Close,
    And,
    Or,
    Not,
}

fn tokens(text: &str, boxes: usize, known: &[&str]) -> Result<Vec<(Tok, usize)>, ParseError> {
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
            while i < bytes.len() && (bytes[i].is_ascii_alphanumeric() || bytes[i] == b'_') {
                i += 1;
            }
            let tok = match &text[start..i] {
                "A" => Tok::Box(0),
                "B" => Tok::Box(1),
                "C" if boxes == 3 => Tok::Box(2),
                "and" => Tok::And,
                "or" => Tok::Or,
                "not" => Tok::Not,
                word if known.contains(&word) => Tok::Name(word.to_string()),
                word => {
                    let letters = [
                        "A (the box cards leave)",
                        "B (the box they reach)",
                        "C (the other box they reach)",
                    ];
                    let names = if known.is_empty() {
                        String::new()
                    } else {
                        format!(", a number of the case ({})", known.join(", "))
                    };
                    return fail(
                        at,
                        format!(
                            "expected {}{names}, a number, and, or, not; found \"{word}\"",
                            letters[..boxes].join(", ")
                        ),
                    );
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
    names: Vec<String>,
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

    /// The index of a case's name, added at its first use.
    fn name(&mut self, word: &str) -> usize {
        match self.names.iter().position(|n| n == word) {
            Some(i) => i,
            None => {
                self.names.push(word.to_string());
                self.names.len() - 1
            }
        }
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
                let m =
                    match self.toks.get(self.at).map(|t| &t.0) {
                        Some(&Tok::Num(0)) => return self.fail("% by 0"),
                        Some(&Tok::Num(m)) => Modulus::Lit(m),
                        Some(Tok::Name(w)) => Modulus::Name(self.name(&w.clone())),
                        _ => return self.fail(
                            "expected a positive number or a number of the case after % (A % 3)",
                        ),
                    };
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
            Tok::Box(k) => Ok((self.push(Node::Box(k))?, Type::Num)),
            Tok::Name(w) => {
                let i = self.name(&w);
                Ok((self.push(Node::Name(i))?, Type::Num))
            }
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

/// The values a condition is evaluated at: boxes A, B (and C) fixed but
/// the one in `var`, which runs over `lo..lo + len`; the case's numbers.
struct At<'v> {
    fixed: [i64; 3],
    var: usize,
    lo: i64,
    len: usize,
    names: &'v [i64],
}

impl Condition {
    /// Reads a condition on A and B that names no number of the case.
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
        Condition::parse_in(text, 2, &[])
    }

    /// Reads a condition on `boxes` boxes (2: A and B; 3: A, B and C)
    /// that may name the case's numbers `known` (a name of the input the
    /// case gives once, such as a grid's width).
    ///
    /// # Errors
    /// The first fault, at its byte offset (a word that is no box and no
    /// known name among them); never panics.
    pub fn parse_in(text: &str, boxes: usize, known: &[&str]) -> Result<Condition, ParseError> {
        if text.len() > TEXT_MAX {
            return Err(ParseError {
                at: TEXT_MAX,
                message: format!("a condition longer than {TEXT_MAX} bytes"),
            });
        }
        let toks = tokens(text, boxes, known)?;
        if toks.is_empty() {
            return Err(ParseError {
                at: 0,
                message: "expected a condition on the boxes, such as B == A - 1".into(),
            });
        }
        let mut p = Parser {
            toks,
            at: 0,
            end: text.len(),
            nodes: Vec::new(),
            depth: 0,
            names: Vec::new(),
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
            boxes,
            names: p.names,
        })
    }

    /// The case's numbers the condition reads, in the order of
    /// [`Condition::holds_with`]'s values.
    pub fn names(&self) -> &[String] {
        &self.names
    }

    /// The boxes it reads: 2 (A, B) or 3 (A, B, C).
    pub fn boxes(&self) -> usize {
        self.boxes
    }

    /// Whether cards may move from box `a` to box `b` (one pair of a
    /// condition naming no number of the case; the labelling evaluates
    /// whole rows at once).
    pub fn holds(&self, a: u64, b: u64) -> bool {
        self.holds_with(&[a, b, 0], &[])
    }

    /// Whether the condition holds for the boxes (A, B, C) and the case's
    /// numbers `names` (held exact by [`Condition::exact_up_to`]).
    pub fn holds_with(&self, boxes: &[u64; 3], names: &[i64]) -> bool {
        let mut out = Vec::new();
        let fixed = boxes.map(|b| b as i64);
        self.row(fixed, 1, fixed[1], fixed[1], names, &mut out);
        out[0]
    }

    /// A bound, at least 1, on the absolute value a node and every node
    /// under it may take when the boxes are at most `m` and the names at
    /// most `w` (saturating). Each leaf counts at least 1, so that a product
    /// bounds its factors (`A * A * A * 0` computes A^3 first).
    fn bound(&self, node: usize, m: u128, w: &[u64]) -> u128 {
        let of = |i: usize| u128::from(w.get(i).copied().unwrap_or(u64::MAX)).max(1);
        match self.nodes[node] {
            Node::Num(v) => (v.unsigned_abs() as u128).max(1),
            Node::Box(_) => m.max(1),
            Node::Name(i) => of(i),
            Node::Add(l, r) | Node::Sub(l, r) => {
                self.bound(l, m, w).saturating_add(self.bound(r, m, w))
            }
            Node::Mul(l, r) => self.bound(l, m, w).saturating_mul(self.bound(r, m, w)),
            // The remainder is below k, but its dividend is computed first.
            Node::Mod(x, Modulus::Lit(k)) => self.bound(x, m, w).max(k as u128),
            Node::Mod(x, Modulus::Name(i)) => self.bound(x, m, w).max(of(i)),
            Node::Neg(x) | Node::Not(x) => self.bound(x, m, w),
            Node::Cmp(_, l, r) | Node::And(l, r) | Node::Or(l, r) => {
                self.bound(l, m, w).max(self.bound(r, m, w))
            }
        }
    }

    /// Whether every value the condition computes stays below 2^62 for boxes
    /// up to `m` and the case's numbers `names`, so evaluation in `i64` is
    /// exact.
    pub fn exact_up_to(&self, m: u64, names: &[u64]) -> bool {
        self.bound(self.root, u128::from(m), names) < 1 << 62
    }

    /// The first number of the case that divides (`%`) and is not
    /// positive, by its name.
    pub fn zero_modulus(&self, names: &[u64]) -> Option<&str> {
        self.nodes.iter().find_map(|n| match *n {
            Node::Mod(_, Modulus::Name(i)) if names.get(i).is_some_and(|&v| v == 0) => {
                Some(self.names[i].as_str())
            }
            _ => None,
        })
    }

    /// The indices of the case's numbers that divide (`%`), in the order
    /// [`Condition::zero_modulus`] looks at them.
    pub fn moduli(&self) -> Vec<usize> {
        self.nodes
            .iter()
            .filter_map(|n| match *n {
                Node::Mod(_, Modulus::Name(i)) => Some(i),
                _ => None,
            })
            .collect()
    }

    /// Whether no pair with B >= A need be evaluated ([`Condition::says_downward`]).
    pub fn downward(&self) -> bool {
        self.says_downward(self.root)
    }

    /// The condition as a C++ or Rust expression over `A`, `B` (and `C`)
    /// and the case's numbers `V[i]` (signed 64-bit), `%` written
    /// `mg_md(x, k)` (the remainder from 0 up): every operation in
    /// parentheses but the whole, none around a call's arguments (Rust
    /// denies unused parentheses).
    pub fn code(&self) -> String {
        self.code_at(self.root)
    }

    fn code_at(&self, node: usize) -> String {
        let s = self.code_of(node);
        match s.strip_prefix('(').and_then(|t| t.strip_suffix(')')) {
            Some(inner) if !self.is_leaf(node) => inner.to_string(),
            _ => s,
        }
    }

    fn is_leaf(&self, node: usize) -> bool {
        matches!(
            self.nodes[node],
            Node::Num(_) | Node::Box(_) | Node::Name(_)
        )
    }

    fn code_of(&self, node: usize) -> String {
        let bin = |l: usize, op: &str, r: usize| {
            format!("({} {op} {})", self.code_of(l), self.code_of(r))
        };
        match self.nodes[node] {
            Node::Num(v) => v.to_string(),
            Node::Box(k) => ["A", "B", "C"][k].into(),
            Node::Name(i) => format!("V[{i}]"),
            Node::Add(l, r) => bin(l, "+", r),
            Node::Sub(l, r) => bin(l, "-", r),
            Node::Mul(l, r) => bin(l, "*", r),
            Node::Mod(x, k) => {
                let k = match k {
                    Modulus::Lit(k) => k.to_string(),
                    Modulus::Name(i) => format!("V[{i}]"),
                };
                format!("mg_md({}, {k})", self.code_at(x))
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

    /// The bound of [`Condition::exact_up_to`] as a C++ or Rust expression
    /// over `M` (the largest box) and the case's numbers `W[i]` (unsigned
    /// 64-bit), with `mg_sa`/`mg_sm` the saturating sum and product and
    /// `mg_mx` the larger: saturating in 64 bits rather than 128 changes
    /// no comparison with 2^62.
    pub fn bound_code(&self) -> String {
        self.bound_of(self.root)
    }

    fn bound_of(&self, node: usize) -> String {
        match self.nodes[node] {
            Node::Num(v) => format!("{}", v.unsigned_abs().max(1)),
            Node::Box(_) => "mg_mx(M, 1)".into(),
            Node::Name(i) => format!("mg_mx(W[{i}], 1)"),
            Node::Mod(x, Modulus::Name(i)) => {
                format!("mg_mx({}, mg_mx(W[{i}], 1))", self.bound_of(x))
            }
            Node::Add(l, r) | Node::Sub(l, r) => {
                format!("mg_sa({}, {})", self.bound_of(l), self.bound_of(r))
            }
            Node::Mul(l, r) => format!("mg_sm({}, {})", self.bound_of(l), self.bound_of(r)),
            Node::Mod(x, Modulus::Lit(k)) => format!("mg_mx({}, {k})", self.bound_of(x)),
            Node::Neg(x) | Node::Not(x) => self.bound_of(x),
            Node::Cmp(_, l, r) | Node::And(l, r) | Node::Or(l, r) => {
                format!("mg_mx({}, {})", self.bound_of(l), self.bound_of(r))
            }
        }
    }

    /// The expressions B must equal for the condition to hold, one per
    /// `or` branch (a branch whose `and` holds `B == e`, e free of B), as
    /// code ([`Condition::code`]); `None` when some branch leaves B free.
    /// Such a condition is evaluated at those B only, not at every box.
    pub fn targets_code(&self) -> Option<Vec<String>> {
        let t = self.targets(self.root)?;
        Some(t.into_iter().map(|e| self.code_at(e)).collect())
    }

    fn targets(&self, node: usize) -> Option<Vec<usize>> {
        match self.nodes[node] {
            Node::Or(l, r) => {
                let mut t = self.targets(l)?;
                t.extend(self.targets(r)?);
                Some(t)
            }
            Node::And(l, r) => match (self.targets(l), self.targets(r)) {
                (Some(x), Some(y)) => Some(if x.len() <= y.len() { x } else { y }),
                (x, y) => x.or(y),
            },
            Node::Cmp(Cmp::Eq, l, r) => {
                let is_b = |n: usize| self.nodes[n] == Node::Box(1);
                if is_b(l) && !self.reads(r, 1) {
                    Some(vec![r])
                } else if is_b(r) && !self.reads(l, 1) {
                    Some(vec![l])
                } else {
                    None
                }
            }
            _ => None,
        }
    }

    /// Whether `node` reads box `k`.
    fn reads(&self, node: usize, k: usize) -> bool {
        match self.nodes[node] {
            Node::Box(j) => j == k,
            Node::Num(_) | Node::Name(_) => false,
            Node::Mod(x, _) | Node::Neg(x) | Node::Not(x) => self.reads(x, k),
            Node::Add(l, r)
            | Node::Sub(l, r)
            | Node::Mul(l, r)
            | Node::Cmp(_, l, r)
            | Node::And(l, r)
            | Node::Or(l, r) => self.reads(l, k) || self.reads(r, k),
        }
    }

    /// The values of [`Condition::targets`] for box A = `a`.
    fn target_values(&self, targets: &[usize], a: i64, names: &[i64]) -> Vec<i64> {
        let at = At {
            fixed: [a, 0, 0],
            var: 3,
            lo: 0,
            len: 0,
            names,
        };
        targets
            .iter()
            .map(|&t| match self.eval(t, &at) {
                Col::Scalar(v) => v,
                Col::Bool(b) => i64::from(b),
                // A target reads no B, and no box varies here.
                Col::Nums(_) | Col::Bools(_) => 0,
            })
            .collect()
    }

    /// Whether the condition says `B < A` (or `A > B`) in its top-level
    /// `and`: then no pair with B >= A need be evaluated.
    fn says_downward(&self, node: usize) -> bool {
        let (a, b) = (Node::Box(0), Node::Box(1));
        match self.nodes[node] {
            Node::And(l, r) => self.says_downward(l) || self.says_downward(r),
            Node::Cmp(Cmp::Lt, l, r) => self.nodes[l] == b && self.nodes[r] == a,
            Node::Cmp(Cmp::Gt, l, r) => self.nodes[l] == a && self.nodes[r] == b,
            _ => false,
        }
    }

    /// The condition with the boxes `fixed` but box `var`, which runs over
    /// `lo..=hi`, into `out`. Callers hold the values exact
    /// ([`Condition::exact_up_to`]) and every divisor positive.
    fn row(
        &self,
        fixed: [i64; 3],
        var: usize,
        lo: i64,
        hi: i64,
        names: &[i64],
        out: &mut Vec<bool>,
    ) {
        let len = (hi - lo + 1).max(0) as usize;
        out.clear();
        let at = At {
            fixed,
            var,
            lo,
            len,
            names,
        };
        match self.eval(self.root, &at) {
            Col::Bools(v) => out.extend(v),
            Col::Bool(v) => out.resize(len, v),
            // The parser types the root as a comparison.
            Col::Scalar(_) | Col::Nums(_) => out.resize(len, false),
        }
    }

    fn eval(&self, node: usize, at: &At<'_>) -> Col {
        let num = |x: usize| self.eval(x, at);
        let name = |i: usize| at.names.get(i).copied().unwrap_or(1);
        match self.nodes[node] {
            Node::Num(v) => Col::Scalar(v),
            Node::Box(k) if k == at.var => {
                Col::Nums((0..at.len as i64).map(|i| at.lo + i).collect())
            }
            Node::Box(k) => Col::Scalar(at.fixed[k]),
            Node::Name(i) => Col::Scalar(name(i)),
            Node::Add(l, r) => num(l).zip(num(r), |x, y| x + y),
            Node::Sub(l, r) => num(l).zip(num(r), |x, y| x - y),
            Node::Mul(l, r) => num(l).zip(num(r), |x, y| x * y),
            Node::Mod(x, k) => {
                let k = match k {
                    Modulus::Lit(k) => k,
                    Modulus::Name(i) => name(i).max(1),
                };
                num(x).map(|v| v.rem_euclid(k))
            }
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

/// The most moves between boxes one labelling holds: a move graph whose
/// labels are no prefix of a longer one's is built whole, then labelled.
pub const MOVES_MAX: u64 = 10_000_000;

/// Why a staircase (or a split) on a move graph is not reduced.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Refusal {
    /// Box `from` moves to box `to`, from which moves lead back to `from`
    /// (`to == from`: to itself): the game need not end.
    Cycle { from: u64, to: u64 },
    /// Box `from` moves to box `odd` (odd) and to box `even` (even): its
    /// paths to dead boxes have both parities.
    BothParities { from: u64, odd: u64, even: u64 },
    /// The condition's numbers could pass 2^62 for boxes up to `boxes`.
    TooLarge { boxes: u64 },
    /// More than [`PAIRS_MAX`] pairs (or triples) of boxes to look at.
    TooMany { boxes: u64 },
    /// More than [`MOVES_MAX`] moves between the boxes.
    TooManyMoves { boxes: u64 },
    /// The case's number of that name divides (`%`) and is 0.
    ZeroModulus { name: String },
}

impl fmt::Display for Refusal {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Refusal::Cycle { from, to } if from == to => write!(
                f,
                "box {from} moves to itself, so the game need not end: the reduction needs a move graph with no cycle"
            ),
            Refusal::Cycle { from, to } => write!(
                f,
                "box {from} moves to box {to}, from which moves lead back to box {from}, so the game need not end: the reduction needs a move graph with no cycle"
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
                "the move graph of {boxes} boxes looks at more than {PAIRS_MAX} pairs of boxes"
            ),
            Refusal::TooManyMoves { boxes } => write!(
                f,
                "the move graph of {boxes} boxes has more than {MOVES_MAX} moves"
            ),
            Refusal::ZeroModulus { name } => write!(
                f,
                "the condition takes a remainder by {name}, which is 0 in this case"
            ),
        }
    }
}

/// A move graph on boxes 1..=n, each box's moves in increasing order
/// (0-based indices).
struct Graph {
    start: Vec<usize>,
    to: Vec<u32>,
}

impl Graph {
    fn of(&self, u: usize) -> &[u32] {
        &self.to[self.start[u]..self.start[u + 1]]
    }

    /// The boxes in an order where each comes after every box it moves to
    /// (depth first from box 1 up, each box's moves in increasing order),
    /// or the first move found that closes a cycle, as 1-based boxes.
    fn postorder(&self) -> Result<Vec<u32>, Refusal> {
        let n = self.start.len() - 1;
        let mut state = vec![0u8; n];
        let mut order = Vec::with_capacity(n);
        let mut stack: Vec<(usize, usize)> = Vec::new();
        for root in 0..n {
            if state[root] != 0 {
                continue;
            }
            state[root] = 1;
            stack.push((root, self.start[root]));
            while let Some(top) = stack.last_mut() {
                let u = top.0;
                if top.1 < self.start[u + 1] {
                    let v = self.to[top.1] as usize;
                    top.1 += 1;
                    match state[v] {
                        0 => {
                            state[v] = 1;
                            stack.push((v, self.start[v]));
                        }
                        1 => {
                            return Err(Refusal::Cycle {
                                from: u as u64 + 1,
                                to: v as u64 + 1,
                            })
                        }
                        _ => {}
                    }
                } else {
                    state[u] = 2;
                    order.push(u as u32);
                    stack.pop();
                }
            }
        }
        Ok(order)
    }
}

/// The labels of a move graph with no cycle: a dead box is even, a box
/// that moves is the opposite of the boxes it moves to (which must all
/// carry one label), given in [`Graph::postorder`].
fn label(g: &Graph) -> Result<Vec<bool>, Refusal> {
    let order = g.postorder()?;
    let mut odd = vec![false; order.len()];
    for &u in &order {
        let u = u as usize;
        let mut t: [Option<u64>; 2] = [None, None];
        for &v in g.of(u) {
            t[usize::from(odd[v as usize])].get_or_insert(u64::from(v) + 1);
        }
        if let [Some(even), Some(odd)] = t {
            return Err(Refusal::BothParities {
                from: u as u64 + 1,
                odd,
                even,
            });
        }
        odd[u] = t[0].is_some();
    }
    Ok(odd)
}

/// A whole labelling: its boxes, the case's numbers, the labels or why not.
type Labelled = (u64, Vec<u64>, Result<Vec<bool>, Refusal>);

/// The labels of boxes 1..=n. A condition that says `B < A` and names no
/// number of the case has labels grown on demand and kept across cases:
/// with every move going down, box A's label depends on the boxes below it
/// only, so the labels of n boxes are the first n of any longer labelling.
/// Any other is labelled whole for each case's n and numbers (the last
/// kept), on its move graph whichever way the moves flow.
#[derive(Clone, Debug)]
pub struct Staircase {
    cond: Condition,
    /// `odd[i]`: box i + 1 counts (odd depth), for the first boxes.
    odd: Vec<bool>,
    /// The first refusal met while growing, with the least number of boxes
    /// that meets it (a case of fewer boxes is still answered).
    refusal: Option<(u64, Refusal)>,
    /// Pairs evaluated so far.
    pub pairs: u64,
    /// The last whole labelling: its boxes, the case's numbers, the labels.
    last: Option<Labelled>,
}

impl Staircase {
    pub fn new(cond: Condition) -> Staircase {
        Staircase {
            cond,
            odd: Vec::new(),
            refusal: None,
            pairs: 0,
            last: None,
        }
    }

    /// Whether labels grow as a prefix ([`Staircase`]).
    pub fn grows(cond: &Condition) -> bool {
        cond.downward() && cond.names().is_empty()
    }

    /// Which of boxes 1..=n count (odd depth), or why the reduction does
    /// not apply to n boxes, with `names` the case's numbers the
    /// condition reads.
    ///
    /// # Errors
    /// A [`Refusal`].
    pub fn odd_boxes(&mut self, n: u64, names: &[u64]) -> Result<&[bool], Refusal> {
        if !Staircase::grows(&self.cond) {
            let same = matches!(&self.last, Some((m, v, _)) if *m == n && v == names);
            if !same {
                let labels = self.whole(n, names);
                self.last = Some((n, names.to_vec(), labels));
            }
            return match &self.last {
                Some((_, _, Ok(odd))) => Ok(odd),
                Some((_, _, Err(why))) => Err(why.clone()),
                None => Ok(&[]),
            };
        }
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

    /// The labels of n boxes on the whole move graph.
    fn whole(&mut self, n: u64, names: &[u64]) -> Result<Vec<bool>, Refusal> {
        let (g, work) = graph(&self.cond, n, names)?;
        self.pairs += work;
        label(&g)
    }

    fn grow(&mut self, n: u64) -> Result<(), Refusal> {
        let have = self.odd.len() as u64;
        if !self.cond.exact_up_to(n, &[]) {
            return Err(Refusal::TooLarge { boxes: n });
        }
        // New rows over the boxes below them.
        let work = (n.saturating_mul(n) - have * have) / 2;
        if self.pairs.saturating_add(work) > PAIRS_MAX {
            return Err(Refusal::TooMany { boxes: n });
        }
        self.pairs += work;
        let mut row = Vec::new();
        let mut refusal = None;
        for a in have + 1..=n {
            self.cond
                .row([a as i64, 0, 0], 1, 1, a as i64 - 1, &[], &mut row);
            let mut target: [Option<u64>; 2] = [None, None];
            for (i, &m) in row.iter().enumerate() {
                if m {
                    target[usize::from(self.odd[i])].get_or_insert(1 + i as u64);
                }
            }
            let odd = match target {
                [Some(even), Some(odd)] => {
                    if refusal.is_none() {
                        refusal = Some((a, Refusal::BothParities { from: a, odd, even }));
                    }
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

/// The move graph of a staircase's condition on n boxes for the case's
/// numbers `names`, and the pairs of boxes evaluated: a condition whose
/// every `or` branch says `B == ...` at those boxes only, one saying
/// `B < A` at the lower boxes, any other at every pair.
fn graph(cond: &Condition, n: u64, names: &[u64]) -> Result<(Graph, u64), Refusal> {
    if let Some(name) = cond.zero_modulus(names) {
        return Err(Refusal::ZeroModulus {
            name: name.to_string(),
        });
    }
    if !cond.exact_up_to(n, names) {
        return Err(Refusal::TooLarge { boxes: n });
    }
    let vals: Vec<i64> = names.iter().map(|&v| v as i64).collect();
    let targets = cond.targets(cond.root);
    let down = cond.downward();
    let work = match &targets {
        Some(t) => n.saturating_mul(t.len() as u64),
        None if down => n.saturating_mul(n) / 2,
        None => n.saturating_mul(n),
    };
    if work > PAIRS_MAX {
        return Err(Refusal::TooMany { boxes: n });
    }
    let mut g = Graph {
        start: vec![0],
        to: Vec::new(),
    };
    let mut row = Vec::new();
    for a in 1..=n as i64 {
        match &targets {
            Some(t) => {
                let mut bs = cond.target_values(t, a, &vals);
                bs.sort_unstable();
                bs.dedup();
                for b in bs {
                    if (1..=n as i64).contains(&b)
                        && cond.holds_with(&[a as u64, b as u64, 0], &vals)
                    {
                        g.to.push(b as u32 - 1);
                    }
                }
            }
            None => {
                let hi = if down { a - 1 } else { n as i64 };
                cond.row([a, 0, 0], 1, 1, hi, &vals, &mut row);
                g.to.extend(row.iter().enumerate().filter(|p| *p.1).map(|p| p.0 as u32));
            }
        }
        if g.to.len() as u64 > MOVES_MAX {
            return Err(Refusal::TooManyMoves { boxes: n });
        }
        g.start.push(g.to.len());
    }
    Ok((g, work))
}

/// For each box, boxes (0-based, increasing).
pub type MoveLists = Vec<Vec<u32>>;

/// The moves of a staircase's condition on n boxes for the case's numbers:
/// each box's boxes it moves to, and the boxes that move to it, 0-based and
/// increasing (what `explain` and `play` list moves from).
///
/// # Errors
/// A [`Refusal`] of the graph (numbers past 2^62, a divisor 0, too many
/// pairs or moves).
pub fn move_lists(
    cond: &Condition,
    n: u64,
    names: &[u64],
) -> Result<(MoveLists, MoveLists), Refusal> {
    let (g, _) = graph(cond, n, names)?;
    let n = n as usize;
    let to: Vec<Vec<u32>> = (0..n).map(|u| g.of(u).to_vec()).collect();
    let mut from = vec![Vec::new(); n];
    for (u, vs) in to.iter().enumerate() {
        for &v in vs {
            from[v as usize].push(u as u32);
        }
    }
    Ok((to, from))
}

/// The XOR of the cards on the boxes that count.
pub fn nim_sum(cards: &[u64], odd: &[bool]) -> u64 {
    cards
        .iter()
        .zip(odd)
        .filter(|&(_, &o)| o)
        .fold(0, |x, (&c, _)| x ^ c)
}

/// A split on a move graph (UVa 1378): boxes numbered from `first` hold
/// cards, and a move takes one card from box A and puts one card on box B
/// and one on box C when a condition on A, B and C holds. Each card is a
/// game of its own (a card on A becomes a card on B and one on C), so a box
/// holding c cards is worth its one card's value when c is odd and 0 when
/// even, and the position is the XOR of those (Sprague-Grundy). A card's
/// value on box A is the mex of g(B) XOR g(C) over its moves, computed from
/// the boxes no move leaves (worth 0) up the move graph, which must have no
/// cycle (else a card could split for ever: refused, naming the boxes).
#[derive(Clone, Debug)]
pub struct Split {
    /// g of each box (0-based).
    pub values: Vec<u64>,
    /// Each box's moves (B, C), 0-based, in increasing order.
    start: Vec<usize>,
    moves: Vec<(u32, u32)>,
    /// Triples of boxes evaluated.
    pub triples: u64,
}

impl Split {
    /// The values of `n` boxes numbered from `first`, for the case's
    /// numbers `names`.
    ///
    /// # Errors
    /// A [`Refusal`]: a cycle, numbers past 2^62, a divisor 0, more than
    /// [`PAIRS_MAX`] triples or [`MOVES_MAX`] moves.
    pub fn new(cond: &Condition, n: u64, first: u64, names: &[u64]) -> Result<Split, Refusal> {
        if let Some(name) = cond.zero_modulus(names) {
            return Err(Refusal::ZeroModulus {
                name: name.to_string(),
            });
        }
        let top = first.saturating_add(n.saturating_sub(1));
        if !cond.exact_up_to(top, names) {
            return Err(Refusal::TooLarge { boxes: n });
        }
        let triples = n.saturating_mul(n).saturating_mul(n);
        if triples > PAIRS_MAX {
            return Err(Refusal::TooMany { boxes: n });
        }
        let vals: Vec<i64> = names.iter().map(|&v| v as i64).collect();
        let (f, hi) = (first as i64, top as i64);
        let mut start = vec![0];
        let mut moves = Vec::new();
        let mut g = Graph {
            start: vec![0],
            to: Vec::new(),
        };
        let mut row = Vec::new();
        for a in 0..n as i64 {
            let mut reach = Vec::new();
            for b in 0..n as i64 {
                cond.row([f + a, f + b, 0], 2, f, hi, &vals, &mut row);
                for (c, _) in row.iter().enumerate().filter(|p| *p.1) {
                    moves.push((b as u32, c as u32));
                    reach.push(b as u32);
                    reach.push(c as u32);
                }
            }
            if moves.len() as u64 > MOVES_MAX {
                return Err(Refusal::TooManyMoves { boxes: n });
            }
            start.push(moves.len());
            reach.sort_unstable();
            reach.dedup();
            g.to.extend(reach);
            g.start.push(g.to.len());
        }
        let order = g.postorder().map_err(|e| match e {
            Refusal::Cycle { from, to } => Refusal::Cycle {
                from: from - 1 + first,
                to: to - 1 + first,
            },
            e => e,
        })?;
        let mut values = vec![0u64; n as usize];
        let mut seen = Vec::new();
        for &a in &order {
            let a = a as usize;
            let here = &moves[start[a]..start[a + 1]];
            seen.clear();
            seen.resize(here.len() + 1, false);
            for &(b, c) in here {
                let v = values[b as usize] ^ values[c as usize];
                if let Some(s) = seen.get_mut(v as usize) {
                    *s = true;
                }
            }
            values[a] = seen.iter().position(|&s| !s).unwrap_or(here.len()) as u64;
        }
        Ok(Split {
            values,
            start,
            moves,
            triples,
        })
    }

    /// The moves (B, C) of box `a` (0-based), in increasing order.
    pub fn moves(&self, a: usize) -> &[(u32, u32)] {
        &self.moves[self.start[a]..self.start[a + 1]]
    }

    /// The XOR of the values of the boxes holding an odd number of cards.
    pub fn nim_sum(&self, cards: &[u64]) -> u64 {
        cards
            .iter()
            .zip(&self.values)
            .filter(|p| p.0 % 2 == 1)
            .fold(0, |x, p| x ^ p.1)
    }

    /// The smallest winning move (A, B, C), 0-based, in the order of A, then
    /// B, then C: a card taken from a box holding one, leaving XOR 0.
    pub fn smallest_winning_move(&self, cards: &[u64]) -> Option<(usize, usize, usize)> {
        let x = self.nim_sum(cards);
        if x == 0 {
            return None;
        }
        (0..cards.len()).filter(|&a| cards[a] > 0).find_map(|a| {
            let left = x ^ self.values[a];
            self.moves(a)
                .iter()
                .find(|&&(b, c)| self.values[b as usize] ^ self.values[c as usize] == left)
                .map(|&(b, c)| (a, b as usize, c as usize))
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const HDU3389: &str = "B < A && (A+B)%2 = 1 && (A+B)%3 = 0";

    #[test]
    fn the_judges_condition_counts_boxes_0_2_5_mod_6() {
        let mut s = Staircase::new(Condition::parse(HDU3389).unwrap());
        let odd = s.odd_boxes(600, &[]).unwrap().to_vec();
        for (i, &o) in odd.iter().enumerate() {
            let box_ = i + 1;
            assert_eq!(o, [0, 2, 5].contains(&(box_ % 6)), "box {box_}");
        }
        // Fewer boxes are the prefix, with no more work.
        let pairs = s.pairs;
        assert_eq!(s.odd_boxes(10, &[]).unwrap(), &odd[..10]);
        assert_eq!(s.pairs, pairs);
    }

    #[test]
    fn one_step_down_is_the_classic_staircase() {
        let mut s = Staircase::new(Condition::parse("B == A - 1").unwrap());
        let odd = s.odd_boxes(9, &[]).unwrap();
        assert_eq!(
            odd,
            [false, true, false, true, false, true, false, true, false]
        );
    }

    #[test]
    fn both_parities_and_cycles_are_refused_and_upward_moves_are_labelled() {
        // Box 3 moves to 2 (odd) and to 1 (even).
        let mut s = Staircase::new(Condition::parse("B < A").unwrap());
        assert_eq!(s.odd_boxes(2, &[]).unwrap(), [false, true]);
        assert_eq!(
            s.odd_boxes(5, &[]),
            Err(Refusal::BothParities {
                from: 3,
                odd: 2,
                even: 1
            })
        );
        assert_eq!(s.odd_boxes(2, &[]).unwrap(), [false, true]);
        // Upward: boxes 3 and 4 are dead, 1 and 2 move to them.
        let mut s = Staircase::new(Condition::parse("B == A + 2").unwrap());
        assert_eq!(s.odd_boxes(4, &[]).unwrap(), [true, true, false, false]);
        assert_eq!(
            s.odd_boxes(5, &[]).unwrap(),
            [false, true, true, false, false]
        );
        let mut s = Staircase::new(Condition::parse("A == B").unwrap());
        assert_eq!(s.odd_boxes(1, &[]), Err(Refusal::Cycle { from: 1, to: 1 }));
        let mut s = Staircase::new(Condition::parse("B == A + 1 or A == 3 and B == 1").unwrap());
        assert_eq!(s.odd_boxes(2, &[]).unwrap(), [true, false]);
        assert_eq!(s.odd_boxes(4, &[]), Err(Refusal::Cycle { from: 3, to: 1 }));
    }

    /// LightOJ 1393's grid of R x C cells read row by row: a cell counts
    /// when its distance to the last cell is odd, and the sparse
    /// condition looks at two boxes per box, not at all of them.
    #[test]
    fn a_grid_flowing_to_its_last_cell_counts_the_odd_distances() {
        let text = "B == A + 1 && A % C != 0 || B == A + C";
        let c = Condition::parse_in(text, 2, &["R", "C"]).unwrap();
        assert_eq!(c.names(), ["C"]);
        assert_eq!(c.targets_code().map(|t| t.len()), Some(2));
        let mut s = Staircase::new(c);
        for (r, w) in [(1u64, 1u64), (1, 5), (4, 1), (3, 4), (7, 6), (50, 50)] {
            let odd = s.odd_boxes(r * w, &[w]).unwrap().to_vec();
            for (i, &o) in odd.iter().enumerate() {
                let (y, x) = (i as u64 / w, i as u64 % w);
                assert_eq!(o, (r - 1 - y + w - 1 - x) % 2 == 1, "{r}x{w} cell {i}");
            }
        }
        assert!(s.pairs <= 2 * (1 + 5 + 4 + 12 + 42 + 2500));
        let mut z = Staircase::new(Condition::parse_in(text, 2, &["C"]).unwrap());
        assert_eq!(
            z.odd_boxes(3, &[0]),
            Err(Refusal::ZeroModulus { name: "C".into() })
        );
        assert!(Condition::parse_in(text, 2, &["R"])
            .unwrap_err()
            .message
            .contains("found \"C\""));
    }

    /// UVa 1378's sample: piles 0..n-1, a stone from i to j and k with
    /// i < j <= k.
    #[test]
    fn the_funny_stone_games_sample() {
        let c = Condition::parse_in("A < B && B <= C", 3, &[]).unwrap();
        type Case<'a> = (&'a [u64], Option<(usize, usize, usize)>);
        let cases: [Case<'_>; 3] = [
            (&[1, 0, 1, 100], Some((0, 2, 3))),
            (&[1, 0, 5], Some((0, 1, 1))),
            (&[2, 1], None),
        ];
        for (cards, want) in cases {
            let s = Split::new(&c, cards.len() as u64, 0, &[]).unwrap();
            assert_eq!(s.smallest_winning_move(cards), want, "{cards:?}");
        }
        let s = Split::new(&c, 4, 0, &[]).unwrap();
        assert_eq!(s.values, [4, 2, 1, 0]);
        let loop_ = Condition::parse_in("A <= B && B <= C", 3, &[]).unwrap();
        assert_eq!(
            Split::new(&loop_, 3, 0, &[]).unwrap_err(),
            Refusal::Cycle { from: 0, to: 0 }
        );
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
        assert!(c.exact_up_to(1000, &[]));
        assert!(!c.exact_up_to(10_000_000, &[]));
        // A factor 0 (or a name 0) does not hide the product before it.
        let zero = Condition::parse("A * A * A * A * 0 == 0").unwrap();
        assert!(!zero.exact_up_to(10_000_000, &[]));
        let named = Condition::parse_in("(A * A * A * A) % 7 * W == 0", 2, &["W"]).unwrap();
        assert!(!named.exact_up_to(10_000_000, &[0]));
        assert!(named.exact_up_to(1000, &[0]));
        let mut s = Staircase::new(c);
        assert_eq!(
            s.odd_boxes(10_000_000, &[]),
            Err(Refusal::TooLarge { boxes: 10_000_000 })
        );
    }
}
