//! A judge's input format as data, written the way a testlib validator reads
//! it: the lines of a case in order, the tokens on each line with their names
//! and official bounds, the counts that earlier tokens give, and how the
//! input ends.
//!
//! Each problem declares its format once, as a [`Format`] value in its file;
//! everything that needs the layout reads that value: strict and loose
//! validation, the writer behind `gen`, the bounds `gen` draws from, the
//! Input section of `show`, an emitted testlib validator, and the plain
//! reference reader that the fast hand-written readers are tested against.
//! The hot path stays hand-written: the description is its specification.
//!
//! Poj2234 (Nim: lines `M a1 .. aM` until the input ends) reads:
//!
//! ```
//! use grundy::format::*;
//!
//! const NIM: Format = Format {
//!     cases: Cases::UntilEnd,
//!     case: &[Element::Line(&[
//!         int("M", "a pile count", 1, 20),
//!         ints(Expr::Var("M"), "a", "a pile size", 1, 10_000_000),
//!     ])],
//!     blanks: Blanks::None,
//! };
//! # let _ = NIM;
//! ```
//!
//! and S-Nim (hdu1536: cases until a line `0`; a line `k s1 .. sk`, a line
//! `m`, then m lines `l h1 .. hl`):
//!
//! ```
//! use grundy::format::*;
//!
//! const SNIM: Format = Format {
//!     cases: Cases::Sentinel(&[0]),
//!     case: &[
//!         Element::Line(&[
//!             int("k", "the size of S", 1, 100),
//!             ints(Expr::Var("k"), "s", "a move size", 1, 10_000),
//!         ]),
//!         Element::Line(&[int("m", "a position count", 1, 100)]),
//!         Element::Repeat {
//!             count: Expr::Var("m"),
//!             body: &[Element::Line(&[
//!                 int("l", "a heap count", 1, 100),
//!                 ints(Expr::Var("l"), "h", "a heap size", 0, 10_000),
//!             ])],
//!         },
//!     ],
//!     blanks: Blanks::None,
//! };
//! # let _ = SNIM;
//! ```
//!
//! # Layout (what strict validation enforces)
//!
//! Tokens on a line are separated by exactly one space; every line, the last
//! included, ends with `\n` (no `\r`); no leading zeros (`0` itself is
//! fine); nothing after the end. A line whose tokens are all empty lists
//! (`ints` with a count of 0) is not written at all (hdu3537: `n = 0` has no
//! second line). [`Blanks`] says where empty lines are allowed. Loose
//! validation checks tokens and bounds only, with whitespace free, as the
//! solvers read.
//!
//! # Names and bounds
//!
//! Every token has a short `name`, as a statement and a testlib validator
//! call it (`M`, `a`), and a `what` that error messages use (`a pile
//! size`). A bound or a count is an [`Expr`]: a number, or a value read
//! earlier in the same case (`Expr::Var("M")`, `Expr::Minus("N", 1)` for
//! the `N - 1` edges of a tree). Rules that no layout states (a tree is
//! connected, a date exists, positions are distinct) stay with the solver,
//! which validation runs after the format.
//!
//! # Reading a format: the API for tools
//!
//! - [`read::Reader`] is the reference reader and the validator:
//!   `Reader::new(&mut input, Mode::Strict)` (or `Mode::Loose`), then
//!   `.read(&format)`, which fails at the first fault with a line and a
//!   column (`expected a single space, found "  "`, `expected end of line,
//!   found "3"`, `expected end of file, found "7"`, `..., without leading
//!   zeros, found "01"`). It streams through a 64 KiB buffer. Options:
//!   `.with_coverage(Coverage)` / `.into_coverage()` (the range of every
//!   named value, [`coverage::Coverage::report`]), `.with_trace()` /
//!   `.traced()` (each integer accepted, with its byte offset, length and
//!   evaluated bounds: tests damage values one at a time with it), and
//!   `.without_bounds()` (the shape alone, as the solvers read). `.cases()`
//!   counts the complete cases read.
//! - `testdata::validate_stream` runs the reader and the solver over one
//!   stream on two threads (what `grundy validate` does).
//! - [`describe::describe`] writes a format in words (`grundy show`).
//! - [`Format::summary`] sums a format up in one line (`grundy list --long`,
//!   the card of `show`, an emitted file's opening comment).
//! - [`read::expected_int`] is how a bound reads in a message (`a pile count
//!   M from 1 to 20 (the official bound)`), [`show_expr`] how a bound
//!   reads in a statement (`20`, `m`, `n - 1`), [`Format::cases_bound`] the
//!   official bound on `T`.
//!
//! A new reader of formats (an emitted testlib validator, say) walks the
//! same data: for `Cases::Counted(t)` a line `t`, then that many cases; for
//! `Cases::UntilEnd` cases while input is left (`Cases::One`: one case,
//! then the end, read strictly; read loosely, as `UntilEnd`); for
//! `Cases::Sentinel(v)` cases until a first line that is exactly `v`. An
//! [`Expr::Var`] is the latest value of that name in the current case
//! (names are reset per case); [`Element::Repeat`] repeats its body,
//! [`Token::Ints`] its integer, `count` times; a line's tokens are separated by one space and end with
//! `\n`, and a line whose tokens are all empty lists is not written. `gen`
//! writes the case count or the sentinel line from the format and each case
//! with the problem's own writer (`Tools::write`), case by case.

pub mod coverage;
pub mod describe;
pub mod read;
pub mod summary;
pub mod write;

/// A whole judge input: how the cases are listed and what one case is.
#[derive(Clone, Copy, Debug)]
pub struct Format {
    /// How the input says where the cases end.
    pub cases: Cases,
    /// The elements of one case, in order.
    pub case: &'static [Element],
    /// Where empty lines may stand.
    pub blanks: Blanks,
}

/// How a judge input lists its cases.
#[derive(Clone, Copy, Debug)]
pub enum Cases {
    /// Cases until the input ends (`while (scanf(...) != EOF)`).
    UntilEnd,
    /// One case, the whole file (AtCoder, CSES and Codeforces problems with
    /// no test count). grundy's solvers answer cases until the input ends,
    /// so several in a row are answered too (the loose reading); a strict
    /// reading, `gen` and `gen --testset` keep to the judge's one.
    One,
    /// A first line holding the number of cases, with its official bounds.
    Counted(Int),
    /// Cases until a case whose first line is exactly these numbers (`0`,
    /// `0 0`, `0 0 0`); that line is not a case, and nothing may follow it.
    /// A token of the first line may equal the sentinel's value at its place
    /// even outside its bounds: only the whole line decides.
    Sentinel(&'static [u64]),
}

/// Where empty lines are allowed (strict validation rejects them elsewhere).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Blanks {
    /// Nowhere.
    None,
    /// Any number between two cases (hdu1730, hdu2509).
    BetweenCases,
}

/// A line-level part of a case.
#[derive(Clone, Copy, Debug)]
pub enum Element {
    /// One line: these tokens separated by single spaces, then `\n`.
    Line(&'static [Token]),
    /// `count` repetitions of `body` (N lines `Ti Ji`; a tree's `N - 1` edges).
    Repeat {
        count: Expr,
        body: &'static [Element],
    },
    /// Repetitions of `body` until one whose first line is exactly
    /// `sentinel` (hdu1524's queries, ended by a line `0`), which is read and
    /// belongs to the case.
    Until {
        sentinel: &'static [u64],
        body: &'static [Element],
    },
}

/// A token-level part of a line.
#[derive(Clone, Copy, Debug)]
pub enum Token {
    /// One unsigned integer (`readInt(lo, hi, name)`).
    Int(Int),
    /// `count` integers, each within the same bounds (`a1 .. aM`).
    Ints { count: Expr, int: Int },
    /// A word of the given letters, its length within bounds (a board of
    /// `.` and `X`; a digit string that may start with 0).
    Word {
        name: &'static str,
        what: &'static str,
        letters: &'static str,
        len: (Expr, Expr),
    },
    /// An integer that picks the tokens that follow it on the line
    /// (hdu5963: `0 x` asks, `1 x y z` changes an edge).
    Switch {
        int: Int,
        arms: &'static [(u64, &'static [Token])],
    },
}

/// One integer token with its name and official bounds (inclusive).
#[derive(Clone, Copy, Debug)]
pub struct Int {
    pub name: &'static str,
    pub what: &'static str,
    pub lo: Expr,
    pub hi: Expr,
}

/// A number in a format: a constant, or a value read earlier in the case.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Expr {
    Lit(u64),
    /// The value of the token named so, read earlier in the same case.
    Var(&'static str),
    /// That value minus a constant (a tree's `N - 1` edges).
    Minus(&'static str, u64),
    /// A negative constant, -k: a low bound only, as testlib's
    /// `readInt(-1, n - 1)` (a parent array's `-1` for a root). A value
    /// below 0 is held as its two's complement in the `u64` (-1 as
    /// 2^64 - 1, as the emitted files hold it) and written with its sign
    /// ([`spell`]); as a number it counts as 0, where the unsigned values
    /// start.
    Neg(u64),
}

impl Expr {
    /// Its value, `value` giving each name's (0 for a name not read yet).
    pub fn eval(self, value: impl Fn(&str) -> u64) -> u64 {
        match self {
            Expr::Lit(v) => v,
            Expr::Var(name) => value(name),
            Expr::Minus(name, k) => value(name).saturating_sub(k),
            Expr::Neg(_) => 0,
        }
    }

    /// Its value over `env`, the (name, value) pairs read so far.
    pub fn eval_in(self, env: &[(&str, u64)]) -> u64 {
        self.eval(|name| env.iter().find(|e| e.0 == name).map_or(0, |e| e.1))
    }
}

/// A bound as a statement writes it: `20`, `m`, `n - 1`.
pub fn show_expr(expr: Expr) -> String {
    match expr {
        Expr::Lit(v) => v.to_string(),
        Expr::Var(name) => name.to_string(),
        Expr::Minus(name, k) => format!("{name} - {k}"),
        Expr::Neg(k) => format!("-{k}"),
    }
}

/// A value of `int` as the input writes it: with its sign when its low
/// bound is negative and the value is one of those below 0 ([`Expr::Neg`]).
pub fn spell(int: &Int, v: u64) -> String {
    signed(int.lo, v)
}

/// A value of a token whose low bound is `lo`, as [`spell`] writes it.
pub fn signed(lo: Expr, v: u64) -> String {
    match lo {
        Expr::Neg(k) if k > 0 && v >= 0u64.wrapping_sub(k) => format!("-{}", 0u64.wrapping_sub(v)),
        _ => v.to_string(),
    }
}

/// The value of a token `-digits` of `int` (two's complement), when its
/// low bound is negative and the value within it (`bounds`): testlib's
/// reading of a negative integer, no leading zeros, no `-0`.
pub fn negative(int: &Int, token: &[u8], bounds: bool) -> Option<u64> {
    let Expr::Neg(k) = int.lo else {
        return None;
    };
    let digits = token.strip_prefix(b"-")?;
    if digits.is_empty() || digits[0] == b'0' || !digits.iter().all(u8::is_ascii_digit) {
        return None;
    }
    let v: u64 = std::str::from_utf8(digits).ok()?.parse().ok()?;
    (v <= i64::MAX as u64 && (!bounds || v <= k)).then(|| 0u64.wrapping_sub(v))
}

impl Format {
    /// The most cases an input may hold when it states their number (`T`'s
    /// upper bound) or holds one, else unbounded.
    pub const fn cases_bound(&self) -> Expr {
        match self.cases {
            Cases::Counted(t) => t.hi,
            Cases::One => Expr::Lit(1),
            _ => Expr::Lit(u64::MAX),
        }
    }
}

impl Cases {
    /// A first line `T` with constant bounds: `Cases::counted("T", "a test
    /// case count", 1, 474)`.
    pub const fn counted(name: &'static str, what: &'static str, lo: u64, hi: u64) -> Cases {
        Cases::Counted(Int {
            name,
            what,
            lo: Expr::Lit(lo),
            hi: Expr::Lit(hi),
        })
    }
}

/// An integer token with constant bounds: `readInt(lo, hi, name)`.
pub const fn int(name: &'static str, what: &'static str, lo: u64, hi: u64) -> Token {
    Token::Int(Int {
        name,
        what,
        lo: Expr::Lit(lo),
        hi: Expr::Lit(hi),
    })
}

/// `count` integer tokens with constant bounds: `readInts(count, lo, hi, name)`.
pub const fn ints(count: Expr, name: &'static str, what: &'static str, lo: u64, hi: u64) -> Token {
    Token::Ints {
        count,
        int: Int {
            name,
            what,
            lo: Expr::Lit(lo),
            hi: Expr::Lit(hi),
        },
    }
}

/// An integer token whose bounds may name earlier values (`1 <= T <= m`).
pub const fn int_in(name: &'static str, what: &'static str, lo: Expr, hi: Expr) -> Token {
    Token::Int(Int { name, what, lo, hi })
}

/// `count` integer tokens whose bounds may name earlier values.
pub const fn ints_in(
    count: Expr,
    name: &'static str,
    what: &'static str,
    lo: Expr,
    hi: Expr,
) -> Token {
    Token::Ints {
        count,
        int: Int { name, what, lo, hi },
    }
}

/// The [`Format`] of a judge whose case is a count `n` and then n values
/// (Nim's piles, lines of apples, tokens on cells), the count in front of
/// the values on one line (`M a1 .. aM`) or on a line of its own. Several
/// judges share this shape and differ only in names and bounds, so each
/// says just those:
///
/// ```
/// use grundy::format::*;
///
/// const NIM: Format = grundy::counted_list! {
///     cases: Cases::UntilEnd,
///     count: ("M", "a pile count", 1, 20) in front,
///     values: ("a", "a pile size", 1, 10_000_000),
/// };
/// # let _ = NIM;
/// ```
///
/// `count: (..) on its own line` puts the count alone on the line before
/// the values; a last `blanks: Blanks::BetweenCases` allows empty lines
/// between cases (the default is [`Blanks::None`]).
#[macro_export]
macro_rules! counted_list {
    (
        cases: $cases:expr,
        count: ($n:literal, $n_what:expr, $n_lo:expr, $n_hi:expr) $($place:ident)+,
        values: ($v:literal, $v_what:expr, $v_lo:expr, $v_hi:expr)
        $(, blanks: $blanks:expr)? $(,)?
    ) => {
        $crate::format::Format {
            cases: $cases,
            case: $crate::counted_list!(@case [$($place)+]
                $crate::format::int($n, $n_what, $n_lo, $n_hi),
                $crate::format::ints($crate::format::Expr::Var($n), $v, $v_what, $v_lo, $v_hi)),
            blanks: $crate::counted_list!(@blanks $($blanks)?),
        }
    };
    (@case [in front] $count:expr, $values:expr) => {
        &[$crate::format::Element::Line(&[$count, $values])]
    };
    (@case [on its own line] $count:expr, $values:expr) => {
        &[
            $crate::format::Element::Line(&[$count]),
            $crate::format::Element::Line(&[$values]),
        ]
    };
    (@blanks) => {
        $crate::format::Blanks::None
    };
    (@blanks $blanks:expr) => {
        $blanks
    };
}
