//! `grundy emit FILE.toml --lang cpp|rust`: one self-contained program for a
//! described problem ([`crate::describe`]), written from templates here, not
//! from the crate's modules. The program reads the judge input as
//! [`crate::describe::solve`] does (the description's [`Format`], each
//! heap's letters bound from its own line, a `moves` list as a sorted
//! subtraction set without zeros), values the heaps from the rule's
//! evidence, answers the question and prints the words: byte for byte what
//! `grundy FILE` prints on valid input.
//!
//! The C++ is C++98 plus `long long` for a 32-bit G++ (no `__int128`, no
//! floating point, no `printf` of a 64-bit value); the Rust builds with
//! `--edition 2018`. What a file carries, by the rule's evidence:
//! - a proved formula: Nim, `L..R` (letters bound per heap, `L + R` past
//!   2^64 included), `1..n/2`, proper divisors (Omega by trial division by
//!   the primes up to the root), coprime (a linear sieve to the largest
//!   heap read), `once 1..n` (an exact integer root), the K-Zeckendorf
//!   smallest winning take of `1..K*last`, staircase Nim;
//! - a table computed at run time: a finite subtraction set (literal, with
//!   letters, or a `moves` list; past [`FINITE_TABLE`] heaps the period the
//!   table shows over a window of the largest amount, which holds for
//!   ever), `grundy` (splits into two unequal heaps, up to
//!   [`SPLIT_MAX`]).
//!
//! Every other family is refused with a message that names it.

use crate::describe::entry::{game_line, input_line, output_line};
use crate::describe::values::Evidence;
use crate::describe::{Ask, Description, Game};
use crate::emit::carry::{self, Carried, Carry};
use crate::emit::in_letter::{self, InLetter};
use crate::format::{Cases, Element, Expr, Token};
use crate::games::rules::theorems::Theorem;
use crate::games::rules::{Bound, Num, Predicate, Rule, Set};
use std::fmt::Write as _;

/// Heaps a finite subtraction set's table holds before it uses its period.
pub const FINITE_TABLE: u64 = 1 << 20;
/// The largest amount of a finite set whose period is looked for.
const FINITE_WINDOW: u64 = 1 << 12;
/// The largest heap of `grundy` (its table is quadratic).
pub const SPLIT_MAX: u64 = 20_000;
/// The largest heap of `coprime` (a sieve of 4-byte values).
pub const COPRIME_MAX: u64 = 30_000_000;
/// The largest heap of `to proper-divisors` (trial division to its root).
pub const DIVISOR_MAX: u64 = 1_000_000_000_000;
/// Moves looked at for one case's winning moves, as `grundy` does.
const MOVES_BUDGET: u64 = 20_000_000;

/// A number of the rule: a literal, or the token of that name (its index).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Arg {
    Lit(u64),
    Name(usize),
}

/// How the emitted program values a heap.
#[derive(Clone, Debug, PartialEq, Eq)]
enum Family {
    Nim,
    Range {
        lo: Arg,
        hi: Arg,
    },
    HalfAndOdd,
    ProperDivisor,
    Coprime,
    OnceEach,
    TimesLast {
        k: Arg,
    },
    Finite {
        set: Vec<Arg>,
    },
    Moves {
        list: usize,
    },
    Split,
    Staircase,
    Wythoff,
    /// Values (and moves) carried in the file ([`carry`]).
    Carried(Box<Carried>),
    /// Outcomes only: 0, odd and 2^odd lose; one heap a case.
    OddOrOddPower,
    /// A finite set with one letter too large for a table: a formula in
    /// the letter ([`in_letter`]).
    InLetter {
        formula: Box<InLetter>,
        /// The listed amounts, the letter among them; with `powers`, the
        /// letter alone, whose powers are the amounts.
        set: Vec<Arg>,
        powers: bool,
    },
}

/// What both languages are written from.
struct Plan<'d> {
    d: &'d Description,
    family: Family,
    /// The names whose per-line values the rule binds, in order.
    letters: Vec<usize>,
    /// The official largest heap (or `upto`), when the bounds give one.
    heaps_max: Option<u64>,
    /// The largest heap the file answers, when what it carries stops.
    limit: Option<u64>,
    why: String,
}

impl Plan<'_> {
    /// The heaps a finite set's table holds before its period is used:
    /// every official heap when the file carries members to the bound.
    fn table_cap(&self) -> u64 {
        match self.limit {
            Some(m) => FINITE_TABLE.max(m + 1),
            None => FINITE_TABLE,
        }
    }
}

/// The C++98 program for `d`.
///
/// # Errors
/// A family or question the emitted programs do not answer, named.
pub fn cpp(d: &Description) -> Result<String, String> {
    let plan = plan(d)?;
    Ok(Cpp(&plan).program())
}

/// The Rust (edition 2018) program for `d`.
///
/// # Errors
/// A family or question the emitted programs do not answer, named.
pub fn rust(d: &Description) -> Result<String, String> {
    let plan = plan(d)?;
    Ok(Rs(&plan).program())
}

/// The condition, in either language, that the name read at `at` is one of
/// the heap names.
fn is_heap(d: &Description, at: &str) -> String {
    let tests: Vec<String> = d
        .heaps
        .iter()
        .map(|name| format!("{at} == {}", index(d, name)))
        .collect();
    tests.join(" || ")
}

fn index(d: &Description, name: &str) -> usize {
    d.names.iter().position(|n| *n == name).unwrap_or(0)
}

/// The official upper bound of a name ([`Description::official`]).
fn official_max(d: &Description, name: &str) -> Option<u64> {
    d.official(name).map(|(_, hi)| hi)
}

fn plan(d: &Description) -> Result<Plan<'_>, String> {
    let arg = |n: &Num| match *n {
        Num::Lit(v) => Arg::Lit(v),
        Num::Var(c) => Arg::Name(index(d, d.letter_name(c).unwrap_or(""))),
    };
    let heaps_max = match d.ask {
        Ask::Outcomes { upto } => official_max(d, upto),
        _ => d
            .heaps
            .iter()
            .map(|name| official_max(d, name))
            .try_fold(0, |m, v| v.map(|v| v.max(m))),
    };
    let mut limit = None;
    let (mut family, mut why) = match &d.game {
        Game::Wythoff => (Family::Wythoff, "proved: (a, b) with a <= b loses exactly when a = floor((b - a) * phi), phi the golden ratio (Wythoff 1907); computed in integers, as a = k + the largest s with (2s + k)^2 <= 5k^2 for k = b - a".to_string()),
        Game::Staircase => (
            Family::Staircase,
            "proved: staircase Nim is the Nim sum of the even stairs (a move from an odd stair is undone one stair further down)".to_string(),
        ),
        Game::Moves(list) => (
            Family::Moves { list: index(d, list) },
            finite_why(&format!("the amounts listed in {list}")),
        ),
        Game::Rule(rule) => match rule_family(rule, &arg)? {
            Some(known) => known,
            None if !rule.letters().is_empty() => {
                // powers(K): a formula in K.
                let (formula, text) = in_letter::plan(d, rule)?;
                let k = match rule {
                    Rule::Subtract(Set::Predicate(Predicate::Powers(k))) => arg(k),
                    _ => Arg::Lit(0),
                };
                (
                    Family::InLetter {
                        formula: Box::new(formula),
                        set: vec![k],
                        powers: true,
                    },
                    text,
                )
            }
            None => {
                let moves = matches!(d.ask, Ask::WinningMoves | Ask::SmallestWinningMove);
                let outcomes = !d.misere
                    && !d.together_line
                    && matches!(d.ask, Ask::Winner | Ask::Outcomes { .. });
                let carried = carry::plan(rule, heaps_max, moves, outcomes)?;
                limit = carried.limit;
                let family = match carried.carry {
                    Carry::Members(v) => Family::Finite {
                        set: v.into_iter().map(Arg::Lit).collect(),
                    },
                    Carry::Values(c) => Family::Carried(Box::new(c)),
                    Carry::OddOrOddPower => Family::OddOrOddPower,
                };
                (family, carried.why)
            }
        },
    };
    let rule_text = match &d.game {
        Game::Rule(rule) => rule.to_string(),
        Game::Moves(list) => format!("the moves listed in {list}"),
        Game::Staircase => "staircase".to_string(),
        Game::Wythoff => "wythoff".to_string(),
    };
    let refuse = |why: String| Err(format!("{rule_text}: {why}"));
    if d.misere && family != Family::Nim {
        return refuse("misere play is emitted for Nim (Bouton's misere rule) only; grundy answers other misere sums by a search".into());
    }
    if d.misere && d.ask != Ask::Winner {
        return refuse("under misere play only the winner is answered".into());
    }
    if d.together_line {
        if !matches!(family, Family::Nim | Family::ProperDivisor) {
            return refuse("together = \"line\" is answered when the rule is a Nim heap in disguise (nim, to proper-divisors)".into());
        }
        if d.ask != Ask::Winner {
            return refuse("with together = \"line\" only the winner is answered".into());
        }
    }
    if matches!(family, Family::TimesLast { .. }) && d.ask != Ask::SmallestWinningMove {
        return refuse("1..K*last is emitted for the smallest winning move of one heap (its K-Zeckendorf answer); other questions need the table of its positions".into());
    }
    if family == Family::OnceEach && matches!(d.ask, Ask::WinningMoves | Ask::SmallestWinningMove) {
        return refuse("a rule with memory has no moves of a heap alone to count".into());
    }
    let within = |max: u64, what: &str| -> Result<(), String> {
        match heaps_max {
            Some(m) if m <= max => Ok(()),
            Some(m) => Err(format!(
                "{rule_text}: {what} up to {max}; the official bound of the heaps is {m}"
            )),
            None => Err(format!(
                "{rule_text}: {what} up to {max}; the heaps have no official bound"
            )),
        }
    };
    match &family {
        Family::Coprime => within(COPRIME_MAX, "the emitted sieve answers heaps")?,
        Family::ProperDivisor => within(DIVISOR_MAX, "the emitted trial division answers heaps")?,
        Family::Split => within(SPLIT_MAX, "the emitted table of splits answers heaps")?,
        Family::Finite { .. } | Family::Moves { .. } => {
            // Carried members stop at the official bound, which the table reaches.
            let big = limit.is_none() && heaps_max.map_or(true, |m| m >= FINITE_TABLE);
            let amounts = match &family {
                Family::Moves { list } => official_max(d, d.names[*list]),
                Family::Finite { set } => set.iter().try_fold(0u64, |m, a| match a {
                    Arg::Lit(v) => Some(m.max(*v)),
                    Arg::Name(i) => official_max(d, d.names[*i]).map(|v| m.max(v)),
                }),
                _ => None,
            };
            if big && amounts.map_or(true, |a| a > FINITE_WINDOW) {
                let table = format!("heaps past {FINITE_TABLE} are answered by the table's period, looked for when the largest amount is at most {FINITE_WINDOW}");
                let (Family::Finite { set }, Game::Rule(rule)) = (&family, &d.game) else {
                    return refuse(table);
                };
                if rule.letters().len() != 1 {
                    return refuse(table);
                }
                let (formula, text) =
                    in_letter::plan(d, rule).map_err(|e| format!("{e}; and {table}"))?;
                family = Family::InLetter {
                    formula: Box::new(formula),
                    set: set.clone(),
                    powers: false,
                };
                why = text;
            }
        }
        _ => {}
    }
    let mut letters = Vec::new();
    let mut add = |a: &Arg| {
        if let Arg::Name(i) = a {
            if !letters.contains(i) {
                letters.push(*i);
            }
        }
    };
    match &family {
        Family::Range { lo, hi } => {
            add(lo);
            add(hi);
        }
        Family::TimesLast { k } => add(k),
        Family::Finite { set } | Family::InLetter { set, .. } => set.iter().for_each(add),
        _ => {}
    }
    Ok(Plan {
        d,
        family,
        letters,
        heaps_max,
        limit,
        why,
    })
}

fn finite_why(set: &str) -> String {
    format!(
        "a table computed at run time from the rule: g(n) = mex of g(n - s) over {set} s <= n, exact; past {FINITE_TABLE} heaps, the period the table repeats over a whole window of max(S) values (each value is the mex of the max(S) values before it, so the period holds for ever)"
    )
}

/// The family of a rule with a formula or a table of its own, and how its
/// values are known; `None` for a rule with no letters and no memory that
/// only a carried table answers ([`carry`]).
fn rule_family(rule: &Rule, arg: &dyn Fn(&Num) -> Arg) -> Result<Option<(Family, String)>, String> {
    if rule.letters().is_empty() {
        if let Some(t) = Theorem::of(rule) {
            let family = match t {
                Theorem::Nim => Family::Nim,
                Theorem::Range { lo, hi } => Family::Range {
                    lo: Arg::Lit(lo),
                    hi: Arg::Lit(hi),
                },
                Theorem::HalfAndOdd => Family::HalfAndOdd,
                Theorem::ProperDivisor => Family::ProperDivisor,
                Theorem::Coprime => Family::Coprime,
                Theorem::OnceEach => Family::OnceEach,
            };
            return Ok(Some((family, Evidence::Proved(t).text())));
        }
    }
    let known = match rule {
        Rule::Subtract(Set::Range(lo, Bound::Num(hi))) => (
            Family::Range {
                lo: arg(lo),
                hi: arg(hi),
            },
            format!(
                "proved for each heap's {rule}, its letters bound: with lo = max({lo}, 1) <= hi = {hi}, g(n) = floor((n mod (lo + hi)) / lo), or floor(n / lo) when lo + hi passes 2^64 (periodic from 0 with period L + R: from n < L + R every move lands below n - L + 1, and the window [n - R, n - L] holds one run of each smaller value); an empty range leaves g = 0"
            ),
        ),
        Rule::Subtract(Set::Finite(set)) => (
            Family::Finite {
                set: set.iter().map(arg).collect(),
            },
            finite_why(&format!("the amounts {rule}")),
        ),
        Rule::Grundy => (
            Family::Split,
            format!("a table computed at run time from the rule, g(n) = mex of g(a) ^ g(n - a) over 1 <= a < n - a, up to the largest heap read (at most {SPLIT_MAX})"),
        ),
        Rule::TimesLast(k) => (
            Family::TimesLast { k: arg(k) },
            "proved: the losing heaps are a_0 = 1, a_(i+1) = b_i + 1 (b_i the largest sum of terms whose ascending neighbours satisfy next > K * previous); every heap is one such sum in one way, and its smallest part is the smallest winning take (Schwenk 1970; Zhang & Yang for general K)".to_string(),
        ),
        Rule::Misere(_) => {
            return Err(format!(
                "{rule}: write the rule without misere and play = \"misere\" in [game]"
            ))
        }
        other if other.letters().is_empty() && other.is_plain() => return Ok(None),
        Rule::Subtract(Set::Predicate(Predicate::Powers(Num::Var(_)))) => return Ok(None),
        other => {
            return Err(format!(
                "{other}: the emitted programs answer proved formulas (nim, 1..K, L..R, 1..n/2, to proper-divisors, coprime, once 1..n, 1..K*last), finite subtraction sets and moves lists (letters allowed), and every rule with no letters and no memory through a carried table; this rule is answered by `grundy FILE` only"
            ))
        }
    };
    Ok(Some(known))
}

/// A set's members as expressions: literals with `suffix`, the letter as
/// `letter`.
fn members(set: &[Arg], suffix: &str, letter: &str) -> Vec<String> {
    set.iter()
        .map(|a| match a {
            Arg::Lit(v) => format!("{v}{suffix}"),
            Arg::Name(_) => letter.to_string(),
        })
        .collect()
}

/// Why a heap past `m` is refused by a file whose carried table stops there.
fn past(m: u64) -> String {
    format!("a heap past {m}, the official bound this file carries the rule's table to")
}

/// A comment block, each line after `prefix`, safe for C++98 (no `??`
/// trigraphs, no line-continuing backslash).
fn comment(plan: &Plan<'_>, prefix: &str) -> String {
    let d = plan.d;
    let mut lines = vec![
        format!("{} - {}", d.id, d.title),
        d.link.to_string(),
        String::new(),
        format!("Game: {}.", game_line(d)),
        format!("Input: {}.", input_line(d)),
        format!("Output: {}.", output_line(d)),
        format!("Values: {}.", plan.why),
    ];
    if let Some(m) = plan.heaps_max {
        lines.push(format!("Official largest heap: {m}."));
    }
    lines.push("Written by `grundy emit`; answers as `grundy FILE` does on valid input.".into());
    let mut text = String::new();
    for line in lines {
        let line = line.replace("??", "? ?").replace('\\', "/");
        let _ = writeln!(text, "{}", format!("{prefix}{line}").trim_end());
    }
    text
}

/// The name of a case token in an error message.
fn what(d: &Description, int: &crate::format::Int) -> String {
    let mut w = format!("{} {}", int.what, int.name);
    if matches!(d.format.cases, Cases::Sentinel(_)) {
        w.push_str(" (or the last line)");
    }
    w
}

/// A C++ string literal of `s` (`?` escaped: no trigraph can form).
fn cpp_str(s: &str) -> String {
    let mut t = String::from("\"");
    for b in s.bytes() {
        match b {
            b'"' => t.push_str("\\\""),
            b'\\' => t.push_str("\\\\"),
            b'?' => t.push_str("\\?"),
            0x20..=0x7e => t.push(b as char),
            _ => {
                let _ = write!(t, "\\{b:03o}");
            }
        }
    }
    t.push('"');
    t
}

fn rs_str(s: &str) -> String {
    format!("{s:?}")
}

// ---------------------------------------------------------------- C++

struct Cpp<'p, 'd>(&'p Plan<'d>);

impl Cpp<'_, '_> {
    fn program(&self) -> String {
        let p = self.0;
        let d = p.d;
        let mut s = comment(p, "// ");
        s.push_str("// Judge option: G++ (C++98 or later; 32-bit is fine).\n\n");
        let sentinel: &[u64] = match d.format.cases {
            Cases::Sentinel(end) => end,
            _ => &[],
        };
        let sent_list = if sentinel.is_empty() {
            "0".to_string()
        } else {
            sentinel
                .iter()
                .map(|v| format!("{v}ULL"))
                .collect::<Vec<_>>()
                .join(", ")
        };
        s.push_str(
            &CPP_COMMON
                .replace(
                    "@INCLUDES@",
                    match p.family {
                        Family::Finite { .. } | Family::Moves { .. } => {
                            "#include <map>\n#include <algorithm>\n"
                        }
                        Family::TimesLast { .. } | Family::InLetter { .. } => {
                            "#include <algorithm>\n"
                        }
                        _ => "",
                    },
                )
                .replace("@NAMES@", &d.names.len().to_string())
                .replace("@SENT@", &sent_list)
                .replace("@SENT_LEN@", &sentinel.len().to_string())
                .replace("@BUDGET@", &MOVES_BUDGET.to_string())
                .replace("@FIRST@", &cpp_str(d.first))
                .replace("@SECOND@", &cpp_str(d.second)),
        );
        s.push_str(&self.family());
        s.push_str(&self.params());
        s.push_str("bool read_case() {\n");
        let _ = writeln!(
            s,
            "    reset({});",
            matches!(d.format.cases, Cases::Sentinel(_))
        );
        self.elements(&mut s, d.format.case, true, 1);
        s.push_str("    return true;\n}\n\n");
        s.push_str(&self.answer());
        s.push_str(&self.main());
        s
    }

    fn expr(&self, e: Expr) -> String {
        let d = self.0.d;
        match e {
            Expr::Lit(v) => format!("{v}ULL"),
            Expr::Var(n) => format!("last_[{}]", index(d, n)),
            Expr::Minus(n, k) => format!("sat(last_[{}], {k}ULL)", index(d, n)),
        }
    }

    fn elements(&self, s: &mut String, elements: &[Element], top: bool, depth: usize) {
        let d = self.0.d;
        let pad = "    ".repeat(depth);
        for element in elements {
            match *element {
                Element::Line(tokens) => {
                    let _ = writeln!(s, "{pad}++line_;");
                    for token in tokens {
                        let (count, int) = match *token {
                            Token::Int(int) => (None, int),
                            Token::Ints { count, int } => (Some(count), int),
                            _ => continue,
                        };
                        let call = format!(
                            "tok({}, {}, {top})",
                            index(d, int.name),
                            cpp_str(&what(d, &int))
                        );
                        let call = if top {
                            format!("if (!{call}) return false;")
                        } else {
                            format!("{call};")
                        };
                        match count {
                            None => {
                                let _ = writeln!(s, "{pad}{call}");
                            }
                            Some(c) => {
                                let _ = writeln!(
                                    s,
                                    "{pad}{{ u64 c = {}; for (u64 i = 0; i < c; ++i) {{ {call} }} }}",
                                    self.expr(c)
                                );
                            }
                        }
                    }
                    if top {
                        let _ = writeln!(s, "{pad}sent_on = false;");
                    }
                }
                Element::Repeat { count, body } => {
                    let _ = writeln!(
                        s,
                        "{pad}{{ u64 c{depth} = {}; for (u64 i{depth} = 0; i{depth} < c{depth}; ++i{depth}) {{",
                        self.expr(count)
                    );
                    self.elements(s, body, false, depth + 1);
                    let _ = writeln!(s, "{pad}}} }}");
                }
                Element::Until { .. } => {}
            }
        }
    }

    fn arg(&self, a: Arg) -> String {
        match a {
            Arg::Lit(v) => format!("{v}ULL"),
            Arg::Name(i) => {
                let j = self.0.letters.iter().position(|&l| l == i).unwrap_or(0);
                format!("bs[{j}][l]")
            }
        }
    }

    fn params(&self) -> String {
        let p = self.0;
        let mut s = String::new();
        let _ = writeln!(
            s,
            "// The rule's numbers for a heap on line l: each letter the token of\n// that name on the heap's own line, else its latest value in the case.\nvoid params(const std::vector<std::vector<u64> >& bs, u32 l, Heap& h) {{"
        );
        let body = match &p.family {
            Family::Range { lo, hi } => {
                format!("    h.a = {}; h.b = {};\n", self.arg(*lo), self.arg(*hi))
            }
            Family::TimesLast { k } => format!("    h.a = {};\n", self.arg(*k)),
            Family::InLetter { set, .. } => {
                let letter = set.iter().find(|a| matches!(a, Arg::Name(_)));
                format!("    h.a = {};\n", letter.map_or("0ULL".into(), |a| self.arg(*a)))
            }
            Family::Finite { set } if p.letters.is_empty() => {
                let items: Vec<String> = set.iter().map(|a| self.arg(*a)).collect();
                format!(
                    "    static int sid = -1;\n    if (sid < 0) {{ std::vector<u64> v; {} sid = set_id(v, true); }}\n    h.s = sid;\n",
                    items
                        .iter()
                        .map(|i| format!("v.push_back({i});"))
                        .collect::<String>()
                )
            }
            Family::Finite { set } => {
                let items: Vec<String> = set.iter().map(|a| self.arg(*a)).collect();
                format!(
                    "    std::vector<u64> v; {}\n    h.s = set_id(v, false);\n",
                    items
                        .iter()
                        .map(|i| format!("v.push_back({i});"))
                        .collect::<String>()
                )
            }
            Family::Moves { list } => format!(
                "    if (case_sid < 0) {{ std::vector<u64> v; for (size_t i = 0; i < rn.size(); ++i) if (rn[i] == {list}) v.push_back(rv[i]); case_sid = set_id(v, false); }}\n    h.s = case_sid;\n"
            ),
            _ => String::new(),
        };
        if body.is_empty() {
            s.push_str("    (void)bs; (void)l; (void)h;\n");
        } else {
            if !body.contains("bs[") {
                s.push_str("    (void)bs; (void)l;\n");
            }
            s.push_str(&body);
        }
        s.push_str("}\n\n");
        let letters: Vec<String> = p.letters.iter().map(|l| l.to_string()).collect();
        let _ = writeln!(
            s,
            "std::vector<std::vector<u64> > bindings() {{\n    std::vector<std::vector<u64> > bs;\n{}    return bs;\n}}\n",
            letters
                .iter()
                .map(|l| format!("    bs.push_back(binding({l}));\n"))
                .collect::<String>()
        );
        s
    }

    fn family(&self) -> String {
        let p = self.0;
        let mut s = String::new();
        match &p.family {
            Family::Nim | Family::Staircase => s.push_str(CPP_NIM),
            Family::Wythoff => {
                s.push_str(CPP_NIM);
                s.push_str(CPP_WYTHOFF);
            }
            Family::Range { .. } => s.push_str(CPP_RANGE),
            Family::HalfAndOdd => s.push_str(CPP_HALF),
            Family::ProperDivisor => s.push_str(CPP_DIVISOR),
            Family::Coprime => {
                s.push_str(&CPP_COPRIME.replace("@MAX@", &p.heaps_max.unwrap_or(0).to_string()))
            }
            Family::OnceEach => s.push_str(CPP_ONCE),
            Family::TimesLast { .. } => s.push_str(CPP_TIMES_LAST),
            Family::Finite { .. } | Family::Moves { .. } => s.push_str(
                &CPP_FINITE
                    .replace("@CAP@", &p.table_cap().to_string())
                    .replace("@WINDOW@", &FINITE_WINDOW.to_string()),
            ),
            Family::Split => s.push_str(CPP_SPLIT),
            Family::Carried(c) => s.push_str(&carry::cpp(c)),
            Family::OddOrOddPower => s.push_str(CPP_ODD_POWER),
            Family::InLetter {
                formula,
                set,
                powers,
            } => s.push_str(&in_letter::cpp(
                formula,
                &members(set, "ULL", "h.a"),
                *powers,
            )),
        }
        s
    }

    fn answer(&self) -> String {
        let p = self.0;
        let d = p.d;
        let mut s = String::from("std::string answer() {\n    g_begin_case();\n");
        if let Ask::Outcomes { upto } = d.ask {
            let _ = writeln!(
                s,
                "    u64 upto = last_[{}];\n{}    std::vector<std::vector<u64> > bs = bindings();\n    Heap h; h.n = upto; h.line = 0; h.a = 0; h.b = 0; h.s = 0;\n    params(bs, 0, h);\n    std::vector<Heap> one(1, h);\n    g_prep(one);\n    std::string t;\n    for (u64 n = 1; n <= upto; ++n) {{ h.n = n; t += g_val(h) != 0 ? FIRST : SECOND; }}\n    return t;\n}}\n",
                index(d, upto),
                p.limit.map_or(String::new(), |m| format!("    if (upto > {m}ULL) die({});\n", cpp_str(&past(m))))
            );
            return s;
        }
        let heaps = is_heap(d, "rn[i]");
        if p.family == Family::Wythoff {
            let _ = writeln!(
                s,
                "    std::vector<u64> v;\n    for (size_t i = 0; i < rn.size(); ++i) if ({heaps}) v.push_back(rv[i]);\n    if (v.size() != 2) die(\"Wythoff's game is played on two heaps; this case has \" + ustr(v.size()));\n    return words(!wythoff_losing(v[0], v[1]));\n}}\n"
            );
            return s;
        }
        if p.family == Family::Staircase {
            let _ = writeln!(
                s,
                "    u64 x = 0; size_t k = 0;\n    for (size_t i = 0; i < rn.size(); ++i) if ({heaps}) {{ if (k % 2 == 1) x ^= rv[i]; ++k; }}\n    return words(x != 0);\n}}\n"
            );
            return s;
        }
        let _ = writeln!(
            s,
            "    std::vector<std::vector<u64> > bs = bindings();\n    std::vector<Heap> hs;\n    for (size_t i = 0; i < rn.size(); ++i) {{\n        if (!({heaps})) continue;\n        Heap h; h.n = rv[i]; h.line = rl[i]; h.a = 0; h.b = 0; h.s = 0;\n        params(bs, rl[i], h);\n        hs.push_back(h);\n    }}"
        );
        if let Some(m) = p.limit {
            let _ = writeln!(
                s,
                "    for (size_t i = 0; i < hs.size(); ++i) if (hs[i].n > {m}ULL) die({});",
                cpp_str(&past(m))
            );
        }
        if matches!(p.family, Family::TimesLast { .. }) {
            s.push_str("    if (hs.empty()) return SECOND;\n    if (hs.size() > 1) die(\"several heaps of 1..K*last: their values need the table of its positions\");\n    u64 take = times_last_smallest_win(hs[0].n, hs[0].a);\n    return take == 0 ? std::string(SECOND) : ustr(take);\n}\n\n");
            return s;
        }
        s.push_str("    g_prep(hs);\n    std::vector<u64> gv;\n    for (size_t i = 0; i < hs.size(); ++i) gv.push_back(g_val(hs[i]));\n");
        if d.misere {
            s.push_str("    bool big = false; u64 x = 0, ones = 0;\n    for (size_t i = 0; i < hs.size(); ++i) { if (hs[i].n > 1) big = true; if (hs[i].n == 1) ++ones; x ^= gv[i]; }\n    return words(big ? x != 0 : ones % 2 == 0);\n}\n\n");
            return s;
        }
        if d.together_line {
            s.push_str("    u64 x = 0, sum = 0; bool any = false; u32 line = 0;\n    for (size_t i = 0; i < hs.size(); ++i) {\n        if (!any || hs[i].line != line) { x ^= sum; sum = 0; line = hs[i].line; any = true; }\n        if (sum > U64MAX - gv[i]) die(\"a line's sum overflows\");\n        sum += gv[i];\n    }\n    x ^= sum;\n    return words(x != 0);\n}\n\n");
            return s;
        }
        s.push_str("    u64 x = 0;\n    for (size_t i = 0; i < gv.size(); ++i) x ^= gv[i];\n");
        match d.ask {
            Ask::Winner => s.push_str("    return words(x != 0);\n}\n\n"),
            Ask::WinningMoves | Ask::SmallestWinningMove => {
                let smallest = d.ask == Ask::SmallestWinningMove;
                if smallest {
                    s.push_str("    if (x == 0) return SECOND;\n");
                } else {
                    s.push_str("    if (x == 0) return \"0\";\n");
                }
                let _ = writeln!(
                    s,
                    "    Acc acc; acc.count = 0; acc.best = 0; acc.found = false; acc.smallest = {smallest}; acc.work = 0; acc.target = 0;"
                );
                if p.family == Family::Nim {
                    s.push_str("    for (size_t i = 0; i < hs.size(); ++i) {\n        u64 t = gv[i] ^ x;\n        if (t < gv[i]) { ++acc.count; u64 take = hs[i].n - t; if (!acc.found || take < acc.best) acc.best = take; acc.found = true; }\n    }\n");
                } else {
                    s.push_str("    for (size_t i = 0; i < hs.size(); ++i) { acc.target = gv[i] ^ x; g_moves(hs[i], acc); }\n");
                }
                if smallest {
                    s.push_str("    return ustr(acc.found ? acc.best : 0);\n}\n\n");
                } else {
                    s.push_str("    return ustr(acc.count);\n}\n\n");
                }
            }
            Ask::Outcomes { .. } => unreachable!("answered above"),
        }
        s
    }

    fn main(&self) -> String {
        let d = self.0.d;
        let one = "{ if (!read_case()) break; ++case_; std::string a = answer(); label(); out += a; out += '\\n'; }";
        let body = match d.format.cases {
            Cases::UntilEnd => format!("    while (!at_end()) {one}\n"),
            Cases::Counted(t) => format!(
                "    if (!at_end()) {{\n        u64 t = num({});\n        for (u64 c = 0; c < t; ++c) {one}\n        if (!at_end()) die(\"expected end of input\");\n    }}\n",
                cpp_str(&format!("{} {}", t.what, t.name))
            ),
            Cases::Sentinel(_) => format!(
                "    if (!at_end()) {{\n        for (;;) {one}\n        if (!at_end()) die(\"expected end of input\");\n    }}\n"
            ),
        };
        let label = match d.label {
            Some((a, b)) => format!(
                "    put({}); putu(case_); put({});\n",
                cpp_str(a),
                cpp_str(b)
            ),
            None => String::new(),
        };
        format!(
            "void label() {{\n{label}}}\n\nint main() {{\n    read_all();\n{body}    if (!out.empty()) fwrite(out.data(), 1, out.size(), stdout);\n    return 0;\n}}\n"
        )
    }
}

const CPP_COMMON: &str = r#"#include <cstdio>
#include <cstdlib>
#include <string>
#include <vector>
@INCLUDES@
typedef unsigned long long u64;
typedef unsigned int u32;
const u64 U64MAX = ~(u64)0;
const char* const FIRST = @FIRST@;
const char* const SECOND = @SECOND@;

// ---- input: whitespace-separated unsigned 64-bit integers
std::vector<char> inb;
size_t inp = 0;
std::string out;

void die(const std::string& why) {
    if (!out.empty()) fwrite(out.data(), 1, out.size(), stdout);
    fflush(stdout);
    fprintf(stderr, "%s\n", why.c_str());
    exit(1);
}
void read_all() {
    char buf[1 << 16];
    size_t k;
    while ((k = fread(buf, 1, sizeof buf, stdin)) > 0) inb.insert(inb.end(), buf, buf + k);
}
inline bool blank(char c) { return c == ' ' || (c >= 9 && c <= 13); }
bool at_end() {
    while (inp < inb.size() && blank(inb[inp])) ++inp;
    return inp >= inb.size();
}
u64 num(const char* what) {
    if (at_end()) die(std::string("expected ") + what + ", found the end of the input");
    u64 v = 0;
    while (inp < inb.size() && !blank(inb[inp])) {
        char c = inb[inp];
        if (c < '0' || c > '9') die(std::string("expected ") + what + ", found a token that is not a number");
        u64 digit = (u64)(c - '0');
        if (v > (U64MAX - digit) / 10) die(std::string("expected ") + what + ", found a number past 2^64 - 1");
        v = v * 10 + digit;
        ++inp;
    }
    return v;
}
std::string ustr(u64 v) {
    char b[24];
    int i = 23;
    b[i] = 0;
    do { b[--i] = (char)('0' + v % 10); v /= 10; } while (v);
    return std::string(b + i);
}
void put(const char* s) { out += s; }
void putu(u64 v) { out += ustr(v); }
std::string words(bool first_wins) { return first_wins ? FIRST : SECOND; }
inline u64 sat(u64 a, u64 k) { return a > k ? a - k : 0; }

// ---- one case: every value read, its name and its line
const int NAMES = @NAMES@;
const u64 SENT[] = {@SENT@};
const size_t SENT_LEN = @SENT_LEN@;
std::vector<int> rn;
std::vector<u64> rv;
std::vector<u32> rl;
u64 last_[NAMES];
u32 line_ = 0;
u64 case_ = 0;
bool sent_on = false;
size_t sent_i = 0;
bool sent_eq = true;

void reset(bool sentinel) {
    rn.clear(); rv.clear(); rl.clear();
    for (int i = 0; i < NAMES; ++i) last_[i] = 0;
    line_ = 0; sent_on = sentinel; sent_i = 0; sent_eq = true;
}
// Reads one value; false when the case's first line is the sentinel.
bool tok(int name, const char* what, bool top) {
    u64 v = num(what);
    rn.push_back(name); rv.push_back(v); rl.push_back(line_); last_[name] = v;
    if (top && sent_on && SENT_LEN > 0) {
        if (v != SENT[sent_i]) sent_eq = false;
        if (++sent_i == SENT_LEN) {
            if (sent_eq) return false;
            sent_on = false;
        }
    }
    return true;
}
// A name's value for each line of the case: its token on that line, else its latest.
std::vector<u64> binding(int name) {
    std::vector<u64> v(line_ + 1, last_[name]);
    std::vector<char> set(line_ + 1, 0);
    for (size_t i = 0; i < rn.size(); ++i)
        if (rn[i] == name && !set[rl[i]]) { set[rl[i]] = 1; v[rl[i]] = rv[i]; }
    return v;
}

struct Heap { u64 n; u32 line; u64 a, b; int s; };

// The winning moves found so far (a move's take and the value it leaves).
const u64 BUDGET = @BUDGET@ULL;
struct Acc {
    u64 target, count, best;
    bool found, smallest;
    u64 work;
    bool hit(u64 take, u64 v) {
        if (++work > BUDGET) die("more than 20000000 moves to look at");
        if (v != target) return true;
        ++count;
        if (!found || take < best) best = take;
        found = true;
        return !smallest;
    }
};

"#;

const CPP_NIM: &str = r#"// ---- values: g(n) = n
void g_begin_case() {}
void g_prep(const std::vector<Heap>&) {}
u64 g_val(const Heap& h) { return h.n; }
void g_moves(const Heap&, Acc&) {}

"#;

const CPP_WYTHOFF: &str = r#"// ---- Wythoff's game: (a, b), a <= b, loses when a = floor(k phi), k = b - a
// a * b as two 64-bit halves
void mul128(u64 a, u64 b, u64& hi, u64& lo) {
    u64 m = 0xffffffffULL;
    u64 a0 = a & m, a1 = a >> 32, b0 = b & m, b1 = b >> 32;
    u64 p00 = a0 * b0, p01 = a0 * b1, p10 = a1 * b0, p11 = a1 * b1;
    u64 mid = (p00 >> 32) + (p01 & m) + (p10 & m);
    lo = (p00 & m) | (mid << 32);
    hi = p11 + (p01 >> 32) + (p10 >> 32) + (mid >> 32);
}
bool le128(u64 ah, u64 al, u64 bh, u64 bl) { return ah < bh || (ah == bh && al <= bl); }
// floor(k phi) = k + the largest s <= k with (2s + k)^2 <= 5 k^2 (k < 2^62)
u64 lower_of(u64 k) {
    u64 kh, kl;
    mul128(k, k, kh, kl);
    u64 fh = (kh << 2) | (kl >> 62), fl = kl << 2;
    u64 h5 = fh + kh, l5 = fl + kl;
    if (l5 < fl) ++h5;
    u64 lo = 0, hi = k;
    while (lo < hi) {
        u64 mid = lo + (hi - lo + 1) / 2;
        u64 t = 2 * mid + k, th, tl;
        mul128(t, t, th, tl);
        if (le128(th, tl, h5, l5)) lo = mid; else hi = mid - 1;
    }
    return k + lo;
}
bool wythoff_losing(u64 a, u64 b) {
    if (a > b) { u64 t = a; a = b; b = t; }
    if (b >= (1ULL << 62)) die("a heap of 2^62 or more: this file's Wythoff test stops there");
    return a == lower_of(b - a);
}

"#;

const CPP_ODD_POWER: &str = r#"// ---- outcomes: the mover loses exactly at 0, an odd heap, or 2^odd
void g_begin_case() {}
void g_prep(const std::vector<Heap>& hs) {
    if (hs.size() > 1) die("this file answers one heap a case: its outcome alone is known");
}
u64 g_val(const Heap& h) {
    u64 n = h.n;
    if (n == 0 || n % 2 == 1) return 0;
    if ((n & (n - 1)) != 0) return 1;
    int e = 0;
    while (n > 1) { n >>= 1; ++e; }
    return e % 2 == 1 ? 0 : 1;
}
void g_moves(const Heap&, Acc&) {}

"#;

const CPP_RANGE: &str = r#"// ---- values: take L..R
u64 range_val(u64 n, u64 lo, u64 hi) {
    if (lo == 0) lo = 1;
    if (lo > hi) return 0;
    if (lo > U64MAX - hi) return n / lo;
    return (n % (lo + hi)) / lo;
}
void g_begin_case() {}
void g_prep(const std::vector<Heap>&) {}
u64 g_val(const Heap& h) { return range_val(h.n, h.a, h.b); }
void g_moves(const Heap& h, Acc& acc) {
    u64 lo = h.a == 0 ? 1 : h.a;
    u64 hi = h.b < h.n ? h.b : h.n;
    for (u64 s = lo; s <= hi; ++s) {
        if (!acc.hit(s, range_val(h.n - s, h.a, h.b))) return;
        if (s == U64MAX) return;
    }
}

"#;

const CPP_HALF: &str = r#"// ---- values: take 1..n/2, g(2k) = k, g(2k + 1) = g(k)
u64 half_val(u64 n) {
    while (n & 1) n >>= 1;
    return n / 2;
}
void g_begin_case() {}
void g_prep(const std::vector<Heap>&) {}
u64 g_val(const Heap& h) { return half_val(h.n); }
void g_moves(const Heap& h, Acc& acc) {
    for (u64 s = 1; s <= h.n / 2; ++s)
        if (!acc.hit(s, half_val(h.n - s))) return;
}

"#;

const CPP_ONCE: &str = r#"// ---- values: once 1..n, the largest t with t(t + 1)/2 <= n
bool tri_le(u64 t, u64 n) {
    u64 a = t, b = t + 1;
    if (a % 2 == 0) a /= 2; else b /= 2;
    return a <= n / b;
}
u64 once_val(u64 n) {
    u64 lo = 0, hi = 1ULL << 33;
    while (hi - lo > 1) {
        u64 mid = lo + (hi - lo) / 2;
        if (tri_le(mid, n)) lo = mid; else hi = mid;
    }
    return lo;
}
void g_begin_case() {}
void g_prep(const std::vector<Heap>&) {}
u64 g_val(const Heap& h) { return once_val(h.n); }
void g_moves(const Heap&, Acc&) {}

"#;

const CPP_DIVISOR: &str = r#"// ---- values: to a proper divisor, g(n) = Omega(n)
std::vector<u64> primes;
u64 sieved = 1;
u64 isqrt(u64 n) {
    u64 lo = 0, hi = 1ULL << 32;
    while (hi - lo > 1) {
        u64 mid = lo + (hi - lo) / 2;
        if (mid <= n / mid) lo = mid; else hi = mid;
    }
    return lo;
}
void primes_to(u64 m) {
    if (m <= sieved) return;
    u64 len = m + 1;
    std::vector<char> comp(len, 0);
    primes.clear();
    for (u64 i = 2; i < len; ++i) {
        if (comp[i]) continue;
        primes.push_back(i);
        for (u64 j = i * i; j < len; j += i) comp[j] = 1;
    }
    sieved = m;
}
u64 omega(u64 n) {
    if (n < 2) return 0;
    u64 c = 0;
    for (size_t i = 0; i < primes.size(); ++i) {
        u64 p = primes[i];
        if (p > n / p) break;
        while (n % p == 0) { n /= p; ++c; }
    }
    if (n > 1) ++c;
    return c;
}
void g_begin_case() {}
void g_prep(const std::vector<Heap>& hs) {
    u64 m = 0;
    for (size_t i = 0; i < hs.size(); ++i) if (hs[i].n > m) m = hs[i].n;
    primes_to(isqrt(m) + 1);
}
u64 g_val(const Heap& h) { return omega(h.n); }
void g_moves(const Heap& h, Acc& acc) {
    u64 n = h.n;
    std::vector<u64> small, big;
    for (u64 d = 1; d <= n / d; ++d)
        if (n % d == 0) { small.push_back(d); if (d != n / d) big.push_back(n / d); }
    for (size_t i = big.size(); i > 0; --i) small.push_back(big[i - 1]);
    // Heaps left from the largest proper divisor down: takes ascending.
    for (size_t i = small.size(); i > 0; --i) {
        u64 m = small[i - 1];
        if (m >= n) continue;
        if (!acc.hit(n - m, omega(m))) return;
    }
}

"#;

const CPP_COPRIME: &str = r#"// ---- values: take y with gcd(n, y) = 1; a linear sieve of the index of
// each number's smallest prime factor among the primes
std::vector<u32> spf;
std::vector<u32> plist;
void sieve_to(u64 need) {
    if (need <= spf.size()) return;
    u64 len = need;
    if (len < 2 * (u64)spf.size()) len = 2 * (u64)spf.size();
    if (len > @MAX@ULL + 1 && need <= @MAX@ULL + 1) len = @MAX@ULL + 1;
    spf.assign((size_t)len, 0);
    plist.clear();
    for (u32 i = 2; i < (u32)len; ++i) {
        if (spf[i] == 0) { plist.push_back(i); spf[i] = (u32)plist.size(); }
        for (u32 j = 0; j < spf[i]; ++j) {
            u64 m = (u64)i * plist[j];
            if (m >= len) break;
            spf[(size_t)m] = j + 1;
        }
    }
}
u64 coprime_val(u64 n) {
    if (n == 0) return 0;
    if (n == 1) return 1;
    if (n % 2 == 0) return 0;
    return spf[(size_t)n];
}
u64 gcd(u64 a, u64 b) { while (b) { u64 t = a % b; a = b; b = t; } return a; }
void g_begin_case() {}
void g_prep(const std::vector<Heap>& hs) {
    u64 m = 0;
    for (size_t i = 0; i < hs.size(); ++i) if (hs[i].n > m) m = hs[i].n;
    if (m > @MAX@ULL) die("a heap past the official bound @MAX@");
    sieve_to(m + 1);
}
u64 g_val(const Heap& h) { return coprime_val(h.n); }
void g_moves(const Heap& h, Acc& acc) {
    for (u64 s = 1; s <= h.n; ++s)
        if (gcd(h.n, s) == 1 && !acc.hit(s, coprime_val(h.n - s))) return;
}

"#;

const CPP_TIMES_LAST: &str = r#"// ---- 1..K*last: the smallest winning take, 0 when the heap loses
u64 times_last_smallest_win(u64 n, u64 k) {
    if (n < 2) return 0;
    std::vector<u64> a(1, 1), b(1, 1);
    size_t j = 0;
    bool has_j = false;
    while (a.back() < n) {
        u64 next = b.back() + 1;
        // K * a[j] < next, without the product
        while (j < a.size() && (k == 0 || a[j] <= (next - 1) / k)) { ++j; has_j = true; }
        u64 bj = has_j ? b[j - 1] : 0;
        a.push_back(next);
        b.push_back(next + bj);
    }
    if (std::binary_search(a.begin(), a.end(), n)) return 0;
    u64 rest = n, smallest = n;
    for (size_t i = a.size(); i > 0; --i) {
        u64 term = a[i - 1];
        if (term <= rest) {
            rest -= term;
            smallest = term;
            if (rest == 0) break;
        }
    }
    return smallest;
}
void g_begin_case() {}

"#;

const CPP_FINITE: &str = r#"// ---- values: a finite subtraction set, a mex table; past CAP heaps the
// period the table repeats over a whole window of max(S) values
const u64 CAP = @CAP@ULL;
struct Table {
    std::vector<u64> s;
    std::vector<u32> g;
    u64 start, per;
    std::vector<u32> mark;
    u32 stamp;
};
std::vector<Table> tabs;
std::map<std::vector<u64>, int> ids;
size_t kept = 0;
int case_sid = -1;

int set_id(std::vector<u64> v, bool keep) {
    std::vector<u64> s;
    for (size_t i = 0; i < v.size(); ++i) if (v[i] > 0) s.push_back(v[i]);
    std::sort(s.begin(), s.end());
    s.erase(std::unique(s.begin(), s.end()), s.end());
    std::map<std::vector<u64>, int>::iterator it = ids.find(s);
    if (it != ids.end()) return it->second;
    Table t;
    t.s = s; t.start = 0; t.per = 0; t.stamp = 0;
    t.mark.assign(s.size() + 2, 0);
    tabs.push_back(t);
    int id = (int)tabs.size() - 1;
    ids[s] = id;
    if (keep) kept = tabs.size();
    return id;
}
void g_begin_case() {
    case_sid = -1;
    if (tabs.size() > kept) {
        tabs.resize(kept);
        std::map<std::vector<u64>, int>::iterator it = ids.begin();
        while (it != ids.end()) {
            if ((size_t)it->second >= kept) ids.erase(it++); else ++it;
        }
    }
}
void grow(Table& t, u64 upto) {
    u64 need = upto < CAP ? upto + 1 : CAP;
    while (t.g.size() < need) {
        u64 n = t.g.size();
        if (++t.stamp == 0) { t.mark.assign(t.mark.size(), 0); t.stamp = 1; }
        for (size_t i = 0; i < t.s.size() && t.s[i] <= n; ++i) {
            u32 v = t.g[(size_t)(n - t.s[i])];
            if (v < t.mark.size()) t.mark[v] = t.stamp;
        }
        u32 m = 0;
        while (t.mark[m] == t.stamp) ++m;
        t.g.push_back(m);
    }
    if (upto < CAP || t.per != 0) return;
    u64 w = t.s.empty() ? 0 : t.s.back();
    if (w > @WINDOW@ULL || 2 * w >= CAP) die("no period looked for: an amount is too large");
    for (u64 p = 1; p + w <= CAP; ++p) {
        u64 i = CAP - w - p, j = CAP - w;
        bool same = true;
        for (u64 k = 0; k < w && same; ++k) same = t.g[(size_t)(i + k)] == t.g[(size_t)(j + k)];
        if (same) { t.start = i; t.per = p; return; }
    }
    die("no period within the table");
}
void g_prep(const std::vector<Heap>& hs) {
    std::vector<u64> most(tabs.size(), 0);
    std::vector<char> used(tabs.size(), 0);
    for (size_t i = 0; i < hs.size(); ++i) {
        used[hs[i].s] = 1;
        if (hs[i].n > most[hs[i].s]) most[hs[i].s] = hs[i].n;
    }
    for (size_t i = 0; i < tabs.size(); ++i) if (used[i]) grow(tabs[i], most[i]);
}
u64 fin_val(const Table& t, u64 n) {
    if (n < t.g.size()) return t.g[(size_t)n];
    return t.g[(size_t)(t.start + (n - t.start) % t.per)];
}
u64 g_val(const Heap& h) { return fin_val(tabs[h.s], h.n); }
void g_moves(const Heap& h, Acc& acc) {
    const Table& t = tabs[h.s];
    for (size_t i = 0; i < t.s.size() && t.s[i] <= h.n; ++i)
        if (!acc.hit(t.s[i], fin_val(t, h.n - t.s[i]))) return;
}

"#;

const CPP_SPLIT: &str = r#"// ---- values: grundy, split a heap into two unequal heaps; a mex table
std::vector<u32> sg;
std::vector<u32> smark;
u32 sstamp = 0;
void g_begin_case() {}
void g_prep(const std::vector<Heap>& hs) {
    u64 m = 0;
    for (size_t i = 0; i < hs.size(); ++i) if (hs[i].n > m) m = hs[i].n;
    while (sg.size() <= m) {
        size_t n = sg.size();
        if (smark.size() < n / 2 + 2) smark.resize(n / 2 + 2, 0);
        ++sstamp;
        for (size_t a = 1; 2 * a < n; ++a) {
            u32 v = sg[a] ^ sg[n - a];
            if (v < smark.size()) smark[v] = sstamp;
        }
        u32 x = 0;
        while (smark[x] == sstamp) ++x;
        sg.push_back(x);
    }
}
u64 g_val(const Heap& h) { return sg[(size_t)h.n]; }
void g_moves(const Heap& h, Acc& acc) {
    for (u64 a = 1; 2 * a < h.n; ++a)
        if (!acc.hit(0, sg[(size_t)a] ^ sg[(size_t)(h.n - a)])) return;
}

"#;

// ---------------------------------------------------------------- Rust

struct Rs<'p, 'd>(&'p Plan<'d>);

impl Rs<'_, '_> {
    fn program(&self) -> String {
        let p = self.0;
        let d = p.d;
        let mut s = comment(p, "// ");
        s.push_str("// Judge option: Rust, edition 2018 or later.\n\n");
        let sentinel: &[u64] = match d.format.cases {
            Cases::Sentinel(end) => end,
            _ => &[],
        };
        let sent_list = sentinel
            .iter()
            .map(|v| v.to_string())
            .collect::<Vec<_>>()
            .join(", ");
        s.push_str(
            &RS_COMMON
                .replace("@NAMES@", &d.names.len().to_string())
                .replace("@SENT@", &sent_list)
                .replace("@SENT_LEN@", &sentinel.len().to_string())
                .replace("@BUDGET@", &MOVES_BUDGET.to_string())
                .replace("@FIRST@", &rs_str(d.first))
                .replace("@SECOND@", &rs_str(d.second)),
        );
        s.push_str(&self.family());
        s.push_str(&self.params());
        s.push_str("fn read_case(st: &mut St) -> Result<bool, String> {\n");
        let _ = writeln!(
            s,
            "    st.reset({});",
            matches!(d.format.cases, Cases::Sentinel(_))
        );
        self.elements(&mut s, d.format.case, true, 1);
        s.push_str("    Ok(true)\n}\n\n");
        s.push_str(&self.answer());
        s.push_str(&self.main());
        s
    }

    fn expr(&self, e: Expr) -> String {
        let d = self.0.d;
        match e {
            Expr::Lit(v) => format!("{v}u64"),
            Expr::Var(n) => format!("st.last[{}]", index(d, n)),
            Expr::Minus(n, k) => format!("st.last[{}].saturating_sub({k})", index(d, n)),
        }
    }

    fn elements(&self, s: &mut String, elements: &[Element], top: bool, depth: usize) {
        let d = self.0.d;
        let pad = "    ".repeat(depth);
        for element in elements {
            match *element {
                Element::Line(tokens) => {
                    let _ = writeln!(s, "{pad}st.line += 1;");
                    for token in tokens {
                        let (count, int) = match *token {
                            Token::Int(int) => (None, int),
                            Token::Ints { count, int } => (Some(count), int),
                            _ => continue,
                        };
                        let call = format!(
                            "st.tok({}, {}, {top})?",
                            index(d, int.name),
                            rs_str(&what(d, &int))
                        );
                        let call = if top {
                            format!("if !{call} {{ return Ok(false); }}")
                        } else {
                            format!("{call};")
                        };
                        match count {
                            None => {
                                let _ = writeln!(s, "{pad}{call}");
                            }
                            Some(c) => {
                                let _ =
                                    writeln!(s, "{pad}for _ in 0..{} {{ {call} }}", self.expr(c));
                            }
                        }
                    }
                    if top {
                        let _ = writeln!(s, "{pad}st.sent_on = false;");
                    }
                }
                Element::Repeat { count, body } => {
                    let _ = writeln!(s, "{pad}for _ in 0..{} {{", self.expr(count));
                    self.elements(s, body, false, depth + 1);
                    let _ = writeln!(s, "{pad}}}");
                }
                Element::Until { .. } => {}
            }
        }
    }

    fn arg(&self, a: Arg) -> String {
        match a {
            Arg::Lit(v) => format!("{v}u64"),
            Arg::Name(i) => {
                let j = self.0.letters.iter().position(|&l| l == i).unwrap_or(0);
                format!("bs[{j}][l]")
            }
        }
    }

    fn params(&self) -> String {
        let p = self.0;
        let mut s = String::from(
            "// The rule's numbers for a heap on line l: each letter the token of\n// that name on the heap's own line, else its latest value in the case.\n",
        );
        let body = match &p.family {
            Family::Range { lo, hi } => {
                format!("    h.a = {};\n    h.b = {};\n", self.arg(*lo), self.arg(*hi))
            }
            Family::TimesLast { k } => format!("    h.a = {};\n", self.arg(*k)),
            Family::InLetter { set, .. } => {
                let letter = set.iter().find(|a| matches!(a, Arg::Name(_)));
                format!("    h.a = {};\n", letter.map_or("0u64".into(), |a| self.arg(*a)))
            }
            Family::Finite { set } if p.letters.is_empty() => {
                let items: Vec<String> = set.iter().map(|a| self.arg(*a)).collect();
                format!(
                    "    if g.static_id.is_none() {{\n        let id = g.set_id(vec![{}], true);\n        g.static_id = Some(id);\n    }}\n    h.s = g.static_id.unwrap_or(0);\n",
                    items.join(", ")
                )
            }
            Family::Finite { set } => {
                let items: Vec<String> = set.iter().map(|a| self.arg(*a)).collect();
                format!("    h.s = g.set_id(vec![{}], false);\n", items.join(", "))
            }
            Family::Moves { list } => format!(
                "    if g.case_id.is_none() {{\n        let v: Vec<u64> = (0..st.rn.len()).filter(|&i| st.rn[i] == {list}).map(|i| st.rv[i]).collect();\n        let id = g.set_id(v, false);\n        g.case_id = Some(id);\n    }}\n    h.s = g.case_id.unwrap_or(0);\n"
            ),
            _ => String::new(),
        };
        let used = |what: &str| body.contains(what);
        let _ = writeln!(
            s,
            "fn params({}g: &mut G, {}st: &St, {}bs: &[Vec<u64>], {}l: usize, {}h: &mut Heap) {{\n{body}}}\n",
            if used("g.") { "" } else { "_" },
            if used("st.") { "" } else { "_" },
            if used("bs[") { "" } else { "_" },
            if used("[l]") { "" } else { "_" },
            if used("h.") { "" } else { "_" },
        );
        let letters: Vec<String> = p.letters.iter().map(|l| l.to_string()).collect();
        let _ = writeln!(
            s,
            "fn bindings(st: &St) -> Vec<Vec<u64>> {{\n    let names: [usize; {}] = [{}];\n    names.iter().map(|&n| st.binding(n)).collect()\n}}\n",
            letters.len(),
            letters.join(", ")
        );
        s
    }

    fn family(&self) -> String {
        let p = self.0;
        match &p.family {
            Family::Nim | Family::Staircase => RS_NIM.to_string(),
            Family::Wythoff => format!("{RS_NIM}{RS_WYTHOFF}"),
            Family::Range { .. } => RS_RANGE.to_string(),
            Family::HalfAndOdd => RS_HALF.to_string(),
            Family::ProperDivisor => RS_DIVISOR.to_string(),
            Family::Coprime => RS_COPRIME.replace("@MAX@", &p.heaps_max.unwrap_or(0).to_string()),
            Family::OnceEach => RS_ONCE.to_string(),
            Family::TimesLast { .. } => RS_TIMES_LAST.to_string(),
            Family::Finite { .. } | Family::Moves { .. } => RS_FINITE
                .replace("@CAP@", &p.table_cap().to_string())
                .replace("@WINDOW@", &FINITE_WINDOW.to_string()),
            Family::Split => RS_SPLIT.to_string(),
            Family::Carried(c) => carry::rust(c),
            Family::OddOrOddPower => RS_ODD_POWER.to_string(),
            Family::InLetter {
                formula,
                set,
                powers,
            } => in_letter::rust(formula, &members(set, "u64", "h.a"), *powers),
        }
    }

    fn answer(&self) -> String {
        let p = self.0;
        let d = p.d;
        let mut s = String::from(
            "fn answer(st: &St, g: &mut G) -> Result<String, String> {\n    g.begin_case();\n",
        );
        if let Ask::Outcomes { upto } = d.ask {
            let _ = writeln!(
                s,
                "    let upto = st.last[{}];\n{}    let bs = bindings(st);\n    let mut h = Heap {{ n: upto, line: 0, a: 0, b: 0, s: 0 }};\n    params(g, st, &bs, 0, &mut h);\n    g.prep(&[h])?;\n    let mut t = String::new();\n    for n in 1..=upto {{\n        h.n = n;\n        t.push_str(if g.val(&h) != 0 {{ FIRST }} else {{ SECOND }});\n    }}\n    Ok(t)\n}}\n",
                index(d, upto),
                p.limit.map_or(String::new(), |m| format!("    if upto > {m} {{\n        return Err({}.to_string());\n    }}\n", rs_str(&past(m))))
            );
            return s;
        }
        let heaps = is_heap(d, "st.rn[i]");
        if p.family == Family::Wythoff {
            let _ = writeln!(
                s,
                "    let v: Vec<u64> = (0..st.rn.len()).filter(|&i| {heaps}).map(|i| st.rv[i]).collect();\n    if v.len() != 2 {{\n        return Err(format!(\"Wythoff's game is played on two heaps; this case has {{}}\", v.len()));\n    }}\n    Ok(words(!wythoff_losing(v[0], v[1])?))\n}}\n"
            );
            return s;
        }
        if p.family == Family::Staircase {
            let _ = writeln!(
                s,
                "    let mut x = 0u64;\n    let mut k = 0usize;\n    for i in 0..st.rn.len() {{\n        if {heaps} {{\n            if k % 2 == 1 {{\n                x ^= st.rv[i];\n            }}\n            k += 1;\n        }}\n    }}\n    Ok(words(x != 0))\n}}\n"
            );
            return s;
        }
        let _ = writeln!(
            s,
            "    let bs = bindings(st);\n    let mut hs = Vec::new();\n    for i in 0..st.rn.len() {{\n        if !({heaps}) {{\n            continue;\n        }}\n        let mut h = Heap {{ n: st.rv[i], line: st.rl[i], a: 0, b: 0, s: 0 }};\n        params(g, st, &bs, st.rl[i] as usize, &mut h);\n        hs.push(h);\n    }}"
        );
        if let Some(m) = p.limit {
            let _ = writeln!(
                s,
                "    if hs.iter().any(|h| h.n > {m}) {{\n        return Err({}.to_string());\n    }}",
                rs_str(&past(m))
            );
        }
        if matches!(p.family, Family::TimesLast { .. }) {
            s.push_str("    if hs.is_empty() {\n        return Ok(SECOND.to_string());\n    }\n    if hs.len() > 1 {\n        return Err(\"several heaps of 1..K*last: their values need the table of its positions\".to_string());\n    }\n    Ok(match times_last_smallest_win(hs[0].n, hs[0].a) {\n        Some(take) => take.to_string(),\n        None => SECOND.to_string(),\n    })\n}\n\n");
            return s;
        }
        s.push_str(
            "    g.prep(&hs)?;\n    let gv: Vec<u64> = hs.iter().map(|h| g.val(h)).collect();\n",
        );
        if d.misere {
            s.push_str("    let big = hs.iter().any(|h| h.n > 1);\n    let ones = hs.iter().filter(|h| h.n == 1).count();\n    let x = gv.iter().fold(0, |x, v| x ^ v);\n    Ok(words(if big { x != 0 } else { ones % 2 == 0 }))\n}\n\n");
            return s;
        }
        if d.together_line {
            s.push_str("    let mut x = 0u64;\n    let mut sum = 0u64;\n    let mut line = None;\n    for (h, v) in hs.iter().zip(&gv) {\n        if line != Some(h.line) {\n            x ^= sum;\n            sum = 0;\n            line = Some(h.line);\n        }\n        sum = match sum.checked_add(*v) {\n            Some(s) => s,\n            None => return Err(\"a line's sum overflows\".to_string()),\n        };\n    }\n    x ^= sum;\n    Ok(words(x != 0))\n}\n\n");
            return s;
        }
        s.push_str("    let x = gv.iter().fold(0, |x, v| x ^ v);\n");
        match d.ask {
            Ask::Winner => s.push_str("    Ok(words(x != 0))\n}\n\n"),
            Ask::WinningMoves | Ask::SmallestWinningMove => {
                let smallest = d.ask == Ask::SmallestWinningMove;
                if smallest {
                    s.push_str("    if x == 0 {\n        return Ok(SECOND.to_string());\n    }\n");
                } else {
                    s.push_str("    if x == 0 {\n        return Ok(\"0\".to_string());\n    }\n");
                }
                let _ = writeln!(
                    s,
                    "    let mut acc = Acc {{ target: 0, count: 0, best: None, smallest: {smallest}, work: 0 }};"
                );
                if p.family == Family::Nim {
                    s.push_str("    for (h, &v) in hs.iter().zip(&gv) {\n        let t = v ^ x;\n        if t < v {\n            acc.count += 1;\n            let take = h.n - t;\n            acc.best = Some(acc.best.map_or(take, |b: u64| b.min(take)));\n        }\n    }\n");
                } else {
                    s.push_str("    for (h, &v) in hs.iter().zip(&gv) {\n        acc.target = v ^ x;\n        g.moves(h, &mut acc)?;\n    }\n");
                }
                if smallest {
                    s.push_str("    Ok(acc.best.unwrap_or(0).to_string())\n}\n\n");
                } else {
                    s.push_str("    Ok(acc.count.to_string())\n}\n\n");
                }
            }
            Ask::Outcomes { .. } => unreachable!("answered above"),
        }
        s
    }

    fn main(&self) -> String {
        let d = self.0.d;
        let label = match d.label {
            Some((a, b)) => format!(
                "    st.out.extend_from_slice({}.as_bytes());\n    let c = st.case.to_string();\n    st.out.extend_from_slice(c.as_bytes());\n    st.out.extend_from_slice({}.as_bytes());\n",
                rs_str(a),
                rs_str(b)
            ),
            None => String::new(),
        };
        let body = match d.format.cases {
            Cases::UntilEnd => "    while !st.at_end() {\n        if !one(st, &mut g)? {\n            break;\n        }\n    }\n".to_string(),
            Cases::Counted(t) => format!(
                "    if !st.at_end() {{\n        let t = st.num({})?;\n        for _ in 0..t {{\n            if !one(st, &mut g)? {{\n                break;\n            }}\n        }}\n        if !st.at_end() {{\n            return Err(\"expected end of input\".to_string());\n        }}\n    }}\n",
                rs_str(&format!("{} {}", t.what, t.name))
            ),
            Cases::Sentinel(_) => "    if !st.at_end() {\n        while one(st, &mut g)? {}\n        if !st.at_end() {\n            return Err(\"expected end of input\".to_string());\n        }\n    }\n".to_string(),
        };
        format!(
            "fn one(st: &mut St, g: &mut G) -> Result<bool, String> {{\n    if !read_case(st)? {{\n        return Ok(false);\n    }}\n    st.case += 1;\n    let a = answer(st, g).map_err(|e| format!(\"case {{}}: {{}}\", st.case, e))?;\n{label}    st.out.extend_from_slice(a.as_bytes());\n    st.out.push(b'\\n');\n    Ok(true)\n}}\n\nfn run(st: &mut St) -> Result<(), String> {{\n    let mut g = G::new();\n{body}    Ok(())\n}}\n\nfn main() {{\n    let mut b = Vec::new();\n    let _ = io::stdin().read_to_end(&mut b);\n    let mut st = St::new(b);\n    let r = run(&mut st);\n    let so = io::stdout();\n    let mut so = so.lock();\n    let _ = so.write_all(&st.out);\n    let _ = so.flush();\n    if let Err(e) = r {{\n        eprintln!(\"{{}}\", e);\n        std::process::exit(1);\n    }}\n}}\n"
        )
    }
}

const RS_COMMON: &str = r#"#![allow(dead_code)]
use std::io::{self, Read, Write};

const FIRST: &str = @FIRST@;
const SECOND: &str = @SECOND@;
const NAMES: usize = @NAMES@;
const SENT: [u64; @SENT_LEN@] = [@SENT@];
const BUDGET: u64 = @BUDGET@;

fn words(first_wins: bool) -> String {
    (if first_wins { FIRST } else { SECOND }).to_string()
}

/// The input (whitespace-separated unsigned 64-bit integers), the answers,
/// and one case: every value read, its name and its line.
struct St {
    b: Vec<u8>,
    p: usize,
    out: Vec<u8>,
    rn: Vec<usize>,
    rv: Vec<u64>,
    rl: Vec<u32>,
    last: [u64; NAMES],
    line: u32,
    case: u64,
    sent_on: bool,
    sent_i: usize,
    sent_eq: bool,
}

fn blank(c: u8) -> bool {
    c == b' ' || (9..=13).contains(&c)
}

impl St {
    fn new(b: Vec<u8>) -> St {
        St {
            b: b,
            p: 0,
            out: Vec::new(),
            rn: Vec::new(),
            rv: Vec::new(),
            rl: Vec::new(),
            last: [0; NAMES],
            line: 0,
            case: 0,
            sent_on: false,
            sent_i: 0,
            sent_eq: true,
        }
    }

    fn at_end(&mut self) -> bool {
        while self.p < self.b.len() && blank(self.b[self.p]) {
            self.p += 1;
        }
        self.p >= self.b.len()
    }

    fn num(&mut self, what: &str) -> Result<u64, String> {
        if self.at_end() {
            return Err(format!("expected {}, found the end of the input", what));
        }
        let mut v: u64 = 0;
        while self.p < self.b.len() && !blank(self.b[self.p]) {
            let c = self.b[self.p];
            if c < b'0' || c > b'9' {
                return Err(format!("expected {}, found a token that is not a number", what));
            }
            v = match v.checked_mul(10).and_then(|v| v.checked_add(u64::from(c - b'0'))) {
                Some(v) => v,
                None => return Err(format!("expected {}, found a number past 2^64 - 1", what)),
            };
            self.p += 1;
        }
        Ok(v)
    }

    fn reset(&mut self, sentinel: bool) {
        self.rn.clear();
        self.rv.clear();
        self.rl.clear();
        self.last = [0; NAMES];
        self.line = 0;
        self.sent_on = sentinel;
        self.sent_i = 0;
        self.sent_eq = true;
    }

    /// Reads one value; false when the case's first line is the sentinel.
    fn tok(&mut self, name: usize, what: &str, top: bool) -> Result<bool, String> {
        let v = self.num(what)?;
        self.rn.push(name);
        self.rv.push(v);
        self.rl.push(self.line);
        self.last[name] = v;
        if top && self.sent_on && !SENT.is_empty() {
            if v != SENT[self.sent_i] {
                self.sent_eq = false;
            }
            self.sent_i += 1;
            if self.sent_i == SENT.len() {
                if self.sent_eq {
                    return Ok(false);
                }
                self.sent_on = false;
            }
        }
        Ok(true)
    }

    /// A name's value for each line of the case: its token on that line,
    /// else its latest.
    fn binding(&self, name: usize) -> Vec<u64> {
        let n = self.line as usize + 1;
        let mut v = vec![self.last[name]; n];
        let mut set = vec![false; n];
        for i in 0..self.rn.len() {
            let l = self.rl[i] as usize;
            if self.rn[i] == name && !set[l] {
                set[l] = true;
                v[l] = self.rv[i];
            }
        }
        v
    }
}

#[derive(Clone, Copy)]
struct Heap {
    n: u64,
    line: u32,
    a: u64,
    b: u64,
    s: usize,
}

/// The winning moves found so far (a move's take and the value it leaves).
struct Acc {
    target: u64,
    count: u64,
    best: Option<u64>,
    smallest: bool,
    work: u64,
}

impl Acc {
    fn hit(&mut self, take: u64, v: u64) -> Result<bool, String> {
        self.work += 1;
        if self.work > BUDGET {
            return Err(format!("more than {} moves to look at", BUDGET));
        }
        if v != self.target {
            return Ok(true);
        }
        self.count += 1;
        self.best = Some(self.best.map_or(take, |b| b.min(take)));
        Ok(!self.smallest)
    }
}

"#;

const RS_NIM: &str = r#"// ---- values: g(n) = n
struct G;
impl G {
    fn new() -> G {
        G
    }
    fn begin_case(&mut self) {}
    fn prep(&mut self, _hs: &[Heap]) -> Result<(), String> {
        Ok(())
    }
    fn val(&self, h: &Heap) -> u64 {
        h.n
    }
    fn moves(&self, _h: &Heap, _acc: &mut Acc) -> Result<(), String> {
        Ok(())
    }
}

"#;

const RS_WYTHOFF: &str = r#"// ---- Wythoff's game: (a, b), a <= b, loses when a = floor(k phi), k = b - a
/// floor(k phi) = k + the largest s <= k with (2s + k)^2 <= 5 k^2 (k < 2^62).
fn lower_of(k: u64) -> u64 {
    let five = 5 * u128::from(k) * u128::from(k);
    let (mut lo, mut hi) = (0u64, k);
    while lo < hi {
        let mid = lo + (hi - lo + 1) / 2;
        let t = u128::from(2 * mid + k);
        if t * t <= five {
            lo = mid;
        } else {
            hi = mid - 1;
        }
    }
    k + lo
}
fn wythoff_losing(a: u64, b: u64) -> Result<bool, String> {
    let (a, b) = if a <= b { (a, b) } else { (b, a) };
    if b >= 1 << 62 {
        return Err("a heap of 2^62 or more: this file's Wythoff test stops there".to_string());
    }
    Ok(a == lower_of(b - a))
}

"#;

const RS_ODD_POWER: &str = r#"// ---- outcomes: the mover loses exactly at 0, an odd heap, or 2^odd
struct G;
impl G {
    fn new() -> G {
        G
    }
    fn begin_case(&mut self) {}
    fn prep(&mut self, hs: &[Heap]) -> Result<(), String> {
        if hs.len() > 1 {
            return Err("this file answers one heap a case: its outcome alone is known".to_string());
        }
        Ok(())
    }
    fn val(&self, h: &Heap) -> u64 {
        let n = h.n;
        if n == 0 || n % 2 == 1 {
            return 0;
        }
        if !n.is_power_of_two() {
            return 1;
        }
        if n.trailing_zeros() % 2 == 1 {
            0
        } else {
            1
        }
    }
    fn moves(&self, _h: &Heap, _acc: &mut Acc) -> Result<(), String> {
        Ok(())
    }
}

"#;

const RS_RANGE: &str = r#"// ---- values: take L..R
fn range_val(n: u64, lo: u64, hi: u64) -> u64 {
    let lo = if lo == 0 { 1 } else { lo };
    if lo > hi {
        return 0;
    }
    match lo.checked_add(hi) {
        Some(p) => (n % p) / lo,
        None => n / lo,
    }
}
struct G;
impl G {
    fn new() -> G {
        G
    }
    fn begin_case(&mut self) {}
    fn prep(&mut self, _hs: &[Heap]) -> Result<(), String> {
        Ok(())
    }
    fn val(&self, h: &Heap) -> u64 {
        range_val(h.n, h.a, h.b)
    }
    fn moves(&self, h: &Heap, acc: &mut Acc) -> Result<(), String> {
        let lo = if h.a == 0 { 1 } else { h.a };
        let hi = h.b.min(h.n);
        let mut s = lo;
        while s <= hi {
            if !acc.hit(s, range_val(h.n - s, h.a, h.b))? {
                break;
            }
            if s == u64::max_value() {
                break;
            }
            s += 1;
        }
        Ok(())
    }
}

"#;

const RS_HALF: &str = r#"// ---- values: take 1..n/2, g(2k) = k, g(2k + 1) = g(k)
fn half_val(mut n: u64) -> u64 {
    while n & 1 == 1 {
        n >>= 1;
    }
    n / 2
}
struct G;
impl G {
    fn new() -> G {
        G
    }
    fn begin_case(&mut self) {}
    fn prep(&mut self, _hs: &[Heap]) -> Result<(), String> {
        Ok(())
    }
    fn val(&self, h: &Heap) -> u64 {
        half_val(h.n)
    }
    fn moves(&self, h: &Heap, acc: &mut Acc) -> Result<(), String> {
        for s in 1..=h.n / 2 {
            if !acc.hit(s, half_val(h.n - s))? {
                break;
            }
        }
        Ok(())
    }
}

"#;

const RS_ONCE: &str = r#"// ---- values: once 1..n, the largest t with t(t + 1)/2 <= n
fn tri_le(t: u64, n: u64) -> bool {
    let (mut a, mut b) = (t, t + 1);
    if a % 2 == 0 {
        a /= 2;
    } else {
        b /= 2;
    }
    a <= n / b
}
fn once_val(n: u64) -> u64 {
    let (mut lo, mut hi) = (0u64, 1u64 << 33);
    while hi - lo > 1 {
        let mid = lo + (hi - lo) / 2;
        if tri_le(mid, n) {
            lo = mid;
        } else {
            hi = mid;
        }
    }
    lo
}
struct G;
impl G {
    fn new() -> G {
        G
    }
    fn begin_case(&mut self) {}
    fn prep(&mut self, _hs: &[Heap]) -> Result<(), String> {
        Ok(())
    }
    fn val(&self, h: &Heap) -> u64 {
        once_val(h.n)
    }
    fn moves(&self, _h: &Heap, _acc: &mut Acc) -> Result<(), String> {
        Ok(())
    }
}

"#;

const RS_DIVISOR: &str = r#"// ---- values: to a proper divisor, g(n) = Omega(n)
fn isqrt(n: u64) -> u64 {
    let (mut lo, mut hi) = (0u64, 1u64 << 32);
    while hi - lo > 1 {
        let mid = lo + (hi - lo) / 2;
        if mid <= n / mid {
            lo = mid;
        } else {
            hi = mid;
        }
    }
    lo
}
struct G {
    primes: Vec<u64>,
    sieved: u64,
}
impl G {
    fn new() -> G {
        G { primes: Vec::new(), sieved: 1 }
    }
    fn begin_case(&mut self) {}
    fn prep(&mut self, hs: &[Heap]) -> Result<(), String> {
        let m = isqrt(hs.iter().map(|h| h.n).max().unwrap_or(0)) + 1;
        if m > self.sieved {
            let len = (m + 1) as usize;
            let mut comp = vec![false; len];
            self.primes.clear();
            for i in 2..len {
                if comp[i] {
                    continue;
                }
                self.primes.push(i as u64);
                let mut j = i * i;
                while j < len {
                    comp[j] = true;
                    j += i;
                }
            }
            self.sieved = m;
        }
        Ok(())
    }
    fn omega(&self, mut n: u64) -> u64 {
        if n < 2 {
            return 0;
        }
        let mut c = 0;
        for &p in &self.primes {
            if p > n / p {
                break;
            }
            while n % p == 0 {
                n /= p;
                c += 1;
            }
        }
        if n > 1 {
            c += 1;
        }
        c
    }
    fn val(&self, h: &Heap) -> u64 {
        self.omega(h.n)
    }
    fn moves(&self, h: &Heap, acc: &mut Acc) -> Result<(), String> {
        let n = h.n;
        let (mut small, mut big) = (Vec::new(), Vec::new());
        let mut d = 1u64;
        while d <= n / d {
            if n % d == 0 {
                small.push(d);
                if d != n / d {
                    big.push(n / d);
                }
            }
            d += 1;
        }
        small.extend(big.into_iter().rev());
        // Heaps left from the largest proper divisor down: takes ascending.
        for m in small.into_iter().rev() {
            if m >= n {
                continue;
            }
            if !acc.hit(n - m, self.omega(m))? {
                break;
            }
        }
        Ok(())
    }
}

"#;

const RS_COPRIME: &str = r#"// ---- values: take y with gcd(n, y) = 1; a linear sieve of the index of
// each number's smallest prime factor among the primes
const MAX: u64 = @MAX@;
fn gcd(mut a: u64, mut b: u64) -> u64 {
    while b != 0 {
        let t = a % b;
        a = b;
        b = t;
    }
    a
}
struct G {
    spf: Vec<u32>,
}
impl G {
    fn new() -> G {
        G { spf: Vec::new() }
    }
    fn begin_case(&mut self) {}
    fn prep(&mut self, hs: &[Heap]) -> Result<(), String> {
        let m = hs.iter().map(|h| h.n).max().unwrap_or(0);
        if m > MAX {
            return Err(format!("a heap past the official bound {}", MAX));
        }
        let need = m as usize + 1;
        if need <= self.spf.len() {
            return Ok(());
        }
        let mut len = need.max(2 * self.spf.len());
        if len > MAX as usize + 1 {
            len = MAX as usize + 1;
        }
        let mut spf = vec![0u32; len];
        let mut primes: Vec<u32> = Vec::new();
        for i in 2..len {
            if spf[i] == 0 {
                primes.push(i as u32);
                spf[i] = primes.len() as u32;
            }
            for j in 0..spf[i] as usize {
                let m = i * primes[j] as usize;
                if m >= len {
                    break;
                }
                spf[m] = (j + 1) as u32;
            }
        }
        self.spf = spf;
        Ok(())
    }
    fn value(&self, n: u64) -> u64 {
        if n == 0 {
            0
        } else if n == 1 {
            1
        } else if n % 2 == 0 {
            0
        } else {
            u64::from(self.spf[n as usize])
        }
    }
    fn val(&self, h: &Heap) -> u64 {
        self.value(h.n)
    }
    fn moves(&self, h: &Heap, acc: &mut Acc) -> Result<(), String> {
        for s in 1..=h.n {
            if gcd(h.n, s) == 1 && !acc.hit(s, self.value(h.n - s))? {
                break;
            }
        }
        Ok(())
    }
}

"#;

const RS_TIMES_LAST: &str = r#"// ---- 1..K*last: the smallest winning take, None when the heap loses
fn times_last_smallest_win(n: u64, k: u64) -> Option<u64> {
    if n < 2 {
        return None;
    }
    let (mut a, mut b) = (vec![1u64], vec![1u64]);
    let mut j = 0usize;
    let mut has_j = false;
    while *a.last().unwrap() < n {
        let next = b.last().unwrap() + 1;
        // K * a[j] < next, without the product
        while j < a.len() && (k == 0 || a[j] <= (next - 1) / k) {
            j += 1;
            has_j = true;
        }
        let bj = if has_j { b[j - 1] } else { 0 };
        a.push(next);
        b.push(next + bj);
    }
    if a.binary_search(&n).is_ok() {
        return None;
    }
    let (mut rest, mut smallest) = (n, n);
    for &term in a.iter().rev() {
        if term <= rest {
            rest -= term;
            smallest = term;
            if rest == 0 {
                break;
            }
        }
    }
    Some(smallest)
}
struct G;
impl G {
    fn new() -> G {
        G
    }
    fn begin_case(&mut self) {}
}

"#;

const RS_FINITE: &str = r#"// ---- values: a finite subtraction set, a mex table; past CAP heaps the
// period the table repeats over a whole window of max(S) values
const CAP: u64 = @CAP@;
struct Table {
    s: Vec<u64>,
    g: Vec<u32>,
    start: u64,
    per: u64,
}
struct G {
    tabs: Vec<Table>,
    ids: std::collections::HashMap<Vec<u64>, usize>,
    kept: usize,
    static_id: Option<usize>,
    case_id: Option<usize>,
}
impl G {
    fn new() -> G {
        G {
            tabs: Vec::new(),
            ids: std::collections::HashMap::new(),
            kept: 0,
            static_id: None,
            case_id: None,
        }
    }
    fn set_id(&mut self, v: Vec<u64>, keep: bool) -> usize {
        let mut s: Vec<u64> = v.into_iter().filter(|&x| x > 0).collect();
        s.sort();
        s.dedup();
        if let Some(&id) = self.ids.get(&s) {
            return id;
        }
        self.tabs.push(Table { s: s.clone(), g: Vec::new(), start: 0, per: 0 });
        let id = self.tabs.len() - 1;
        self.ids.insert(s, id);
        if keep {
            self.kept = self.tabs.len();
        }
        id
    }
    fn begin_case(&mut self) {
        self.case_id = None;
        if self.tabs.len() > self.kept {
            let kept = self.kept;
            self.tabs.truncate(kept);
            self.ids.retain(|_, id| *id < kept);
        }
    }
    fn grow(t: &mut Table, upto: u64) -> Result<(), String> {
        let need = if upto < CAP { upto + 1 } else { CAP };
        let mut mark = vec![false; t.s.len() + 2];
        while (t.g.len() as u64) < need {
            let n = t.g.len() as u64;
            for m in mark.iter_mut() {
                *m = false;
            }
            for &s in &t.s {
                if s > n {
                    break;
                }
                let v = t.g[(n - s) as usize] as usize;
                if v < mark.len() {
                    mark[v] = true;
                }
            }
            let mut m = 0;
            while mark[m] {
                m += 1;
            }
            t.g.push(m as u32);
        }
        if upto < CAP || t.per != 0 {
            return Ok(());
        }
        let w = t.s.last().copied().unwrap_or(0);
        if w > @WINDOW@ || 2 * w >= CAP {
            return Err("no period looked for: an amount is too large".to_string());
        }
        let mut p = 1;
        while p + w <= CAP {
            let (i, j) = ((CAP - w - p) as usize, (CAP - w) as usize);
            if t.g[i..i + w as usize] == t.g[j..j + w as usize] {
                t.start = i as u64;
                t.per = p;
                return Ok(());
            }
            p += 1;
        }
        Err("no period within the table".to_string())
    }
    fn prep(&mut self, hs: &[Heap]) -> Result<(), String> {
        let mut most: Vec<Option<u64>> = vec![None; self.tabs.len()];
        for h in hs {
            most[h.s] = Some(most[h.s].map_or(h.n, |m: u64| m.max(h.n)));
        }
        for (t, m) in self.tabs.iter_mut().zip(most) {
            if let Some(m) = m {
                G::grow(t, m)?;
            }
        }
        Ok(())
    }
    fn value(t: &Table, n: u64) -> u64 {
        if n < t.g.len() as u64 {
            u64::from(t.g[n as usize])
        } else {
            u64::from(t.g[(t.start + (n - t.start) % t.per) as usize])
        }
    }
    fn val(&self, h: &Heap) -> u64 {
        G::value(&self.tabs[h.s], h.n)
    }
    fn moves(&self, h: &Heap, acc: &mut Acc) -> Result<(), String> {
        let t = &self.tabs[h.s];
        for &s in &t.s {
            if s > h.n {
                break;
            }
            if !acc.hit(s, G::value(t, h.n - s))? {
                break;
            }
        }
        Ok(())
    }
}

"#;

const RS_SPLIT: &str = r#"// ---- values: grundy, split a heap into two unequal heaps; a mex table
struct G {
    g: Vec<u32>,
}
impl G {
    fn new() -> G {
        G { g: Vec::new() }
    }
    fn begin_case(&mut self) {}
    fn prep(&mut self, hs: &[Heap]) -> Result<(), String> {
        let m = hs.iter().map(|h| h.n).max().unwrap_or(0) as usize;
        let mut mark: Vec<bool> = Vec::new();
        while self.g.len() <= m {
            let n = self.g.len();
            mark.clear();
            mark.resize(n / 2 + 2, false);
            let mut a = 1;
            while 2 * a < n {
                let v = (self.g[a] ^ self.g[n - a]) as usize;
                if v < mark.len() {
                    mark[v] = true;
                }
                a += 1;
            }
            let mut x = 0;
            while mark[x] {
                x += 1;
            }
            self.g.push(x as u32);
        }
        Ok(())
    }
    fn val(&self, h: &Heap) -> u64 {
        u64::from(self.g[h.n as usize])
    }
    fn moves(&self, h: &Heap, acc: &mut Acc) -> Result<(), String> {
        let mut a = 1u64;
        while 2 * a < h.n {
            let v = u64::from(self.g[a as usize] ^ self.g[(h.n - a) as usize]);
            if !acc.hit(0, v)? {
                break;
            }
            a += 1;
        }
        Ok(())
    }
}

"#;
