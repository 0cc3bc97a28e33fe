//! What a described problem's file must carry, whatever its language: the
//! family that values a heap (a proved formula, a table computed at run
//! time, or what grundy carried), the letters bound per heap, and the
//! largest heap it answers; or a refusal that names what is missing. Both
//! writers spell this one plan, so they cannot disagree on what to answer.

use crate::describe::values::Evidence;
use crate::describe::{Ask, Description, Game};
use crate::emit::described::carry::{self, Carried, Carry};
use crate::emit::described::in_letter::{self, InLetter};
use crate::format::{Element, Expr, Token};
use crate::games::rules::theorems::Theorem;
use crate::games::rules::{Bound, Num, Predicate, Rule, Set};

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
pub(super) const MOVES_BUDGET: u64 = 20_000_000;

/// A number of the rule: a literal, or the token of that name (its index).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum Arg {
    Lit(u64),
    Name(usize),
}

/// How the emitted program values a heap.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(super) enum Family {
    Nim,
    Range {
        lo: Arg,
        hi: Arg,
    },
    /// Take 1..n/K: ARC 091 F's formula, K a literal or each heap's letter.
    Fraction {
        k: Arg,
    },
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
    /// A take-and-break code built per case from a list of run lengths
    /// ([`super::runs`]).
    Runs {
        list: usize,
    },
    Split,
    Staircase,
    /// A staircase on a move graph, labelled at run time.
    MoveGraph(Box<crate::games::move_graph::Condition>),
    /// A split on a move graph, its boxes valued at run time.
    CardSplit(Box<crate::describe::move_graph::SplitGame>),
    /// A board read as strips: the board's name, its mark, the cells a
    /// mark keeps free, whether three marks in a row win.
    Strips {
        board: usize,
        mark: u8,
        margin: usize,
        three: bool,
        /// The second letter of a board of two (never next to the same).
        other: Option<u8>,
        /// The board is empty, `board` its length.
        length: bool,
        /// The first player moves when the count of marks is even.
        by_marks: bool,
    },
    Wythoff,
    /// Green Hackenbush on a tree or forest read from the case.
    Hackenbush(Box<Tree>),
    /// Coin turning: each coin the nim product of its coordinates (the
    /// names' indices) less `origin`.
    Coins {
        axes: Vec<usize>,
        origin: u64,
    },
    /// Tokens on a directed graph read from the case ([`super::tokens`]).
    Tokens(Box<super::tokens::Tokens>),
    /// A position of several numbers ([`super::positions`]).
    Position(Box<super::positions::Pos>),
    /// Values (and moves) carried in the file ([`carry`]).
    Carried(Box<Carried>),
    /// Outcomes only: 0, odd and 2^odd lose; one heap a case.
    OddOrOddPower,
    /// Outcomes only: these heaps lose, every one to the bound; one heap a
    /// case.
    Losing(Vec<u64>),
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

/// A Hackenbush description's graph, by the indices of its names.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(super) struct Tree {
    /// The parent list and the value that marks a root; else `ends`.
    pub(super) parents: Option<(usize, u64)>,
    /// An edge's two ends (with `parents`: unused).
    pub(super) ends: [usize; 2],
    /// The first node's number.
    pub(super) nodes: u64,
    /// With `ends`: the node on the ground.
    pub(super) root: u64,
    /// The weights' name.
    pub(super) weights: Option<usize>,
    /// Weights count as units (else as paths).
    pub(super) units: bool,
    /// Misère play: misère Nim on the branches at the root (Lo).
    pub(super) misere: bool,
    /// The answer is the smallest winning cut's lower node, not the winner.
    pub(super) smallest: bool,
}

/// What both languages are written from.
pub(super) struct Plan<'d> {
    pub(super) d: &'d Description,
    pub(super) family: Family,
    /// The names whose per-line values the rule binds, in order.
    pub(super) letters: Vec<usize>,
    /// The official largest heap (or `upto`), when the bounds give one.
    pub(super) heaps_max: Option<u64>,
    /// The largest heap the file answers, when what it carries stops.
    pub(super) limit: Option<u64>,
    pub(super) why: String,
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

    /// A family's template with the plan's numbers in: `@MAX@` the official
    /// largest heap (coprime's sieve), `@CAP@` and `@WINDOW@` a finite set's
    /// table. A template without them is returned as it is.
    pub(super) fn fill(&self, template: &str) -> String {
        template
            .replace("@MAX@", &self.heaps_max.unwrap_or(0).to_string())
            .replace("@CAP@", &self.table_cap().to_string())
            .replace("@WINDOW@", &FINITE_WINDOW.to_string())
    }

    /// A number of the rule in either language: a literal with `suffix`, a
    /// letter as its binding on the heap's line `l` (`bs` in `letters` order).
    pub(super) fn arg(&self, a: Arg, suffix: &str) -> String {
        match a {
            Arg::Lit(v) => format!("{v}{suffix}"),
            Arg::Name(i) => {
                let j = self.letters.iter().position(|&l| l == i).unwrap_or(0);
                format!("bs[{j}][l]")
            }
        }
    }

    /// The rule's numbers each heap takes from its line, by family.
    pub(super) fn params(&self) -> Params<'_> {
        match &self.family {
            Family::Range { lo, hi } => Params::Range(*lo, *hi),
            Family::TimesLast { k } | Family::Fraction { k } => Params::Letter(*k),
            Family::InLetter { set, .. } => Params::Letter(
                set.iter()
                    .find(|a| matches!(a, Arg::Name(_)))
                    .copied()
                    .unwrap_or(Arg::Lit(0)),
            ),
            Family::Finite { set } if self.letters.is_empty() => Params::FixedSet(set),
            Family::Finite { set } => Params::HeapSet(set),
            Family::Moves { list } | Family::Runs { list } => Params::List(*list),
            _ => Params::None,
        }
    }
}

/// What a heap's `params` sets ([`Plan::params`]); each writer spells it.
pub(super) enum Params<'p> {
    /// Nothing: the family needs no number of the heap's.
    None,
    /// `h.a` and `h.b`: the ends of `L..R`.
    Range(Arg, Arg),
    /// `h.a`: K of `1..K*last`, or the letter of a formula in it.
    Letter(Arg),
    /// `h.s`: a set of literals, the same for every heap (made once).
    FixedSet(&'p [Arg]),
    /// `h.s`: a set with letters, made for each heap.
    HeapSet(&'p [Arg]),
    /// `h.s`: the case's moves list (the token's index), made once a case.
    List(usize),
}

/// The index of `name` among the names a case reads (0 when it is none).
pub(super) fn index(d: &Description, name: &str) -> usize {
    d.names.iter().position(|n| *n == name).unwrap_or(0)
}

/// The official upper bound of a name ([`Description::official`]).
fn official_max(d: &Description, name: &str) -> Option<u64> {
    d.official(name).map(|(_, hi)| hi)
}

/// With heaps by position ([`Description::counts`]), the largest heap:
/// the origin plus the official length of the counts' list, less one
/// (`None` when the list is no `c[n]` token of a line, or n has no bound).
fn counts_max(d: &Description) -> Option<u64> {
    let origin = d.counts?;
    let len = d.format.case.iter().find_map(|e| match e {
        Element::Line(tokens) => tokens.iter().find_map(|t| match t {
            Token::Ints { count, int } if int.name == d.heaps[0] => Some(*count),
            _ => None,
        }),
        _ => None,
    })?;
    let most = match len {
        Expr::Lit(n) => n,
        Expr::Var(name) => official_max(d, name)?,
        Expr::Minus(name, k) => official_max(d, name)?.checked_sub(k)?,
        Expr::Neg(_) => return None,
    };
    origin.checked_add(most.checked_sub(1)?)
}

/// The plan of `d`'s file.
///
/// # Errors
/// A family or question the emitted programs do not answer, named.
pub(super) fn plan(d: &Description) -> Result<Plan<'_>, String> {
    let arg = |n: &Num| match *n {
        Num::Lit(v) => Arg::Lit(v),
        Num::Var(c) => Arg::Name(index(d, d.letter_name(c).unwrap_or(""))),
    };
    let heaps_max = match d.ask {
        // A count is no heap: the heaps are its places.
        _ if d.counts.is_some() => counts_max(d),
        Ask::Outcomes { upto } => official_max(d, upto),
        _ => d
            .heaps
            .iter()
            .map(|name| official_max(d, name))
            .try_fold(0, |m, v| v.map(|v| v.max(m))),
    };
    let mut limit = None;
    let (mut family, mut why) = match &d.game {
        Game::Hackenbush(f) => {
            use crate::describe::forest::Shape;
            use crate::games::hackenbush::Weight;
            let (parents, ends, root) = match f.shape {
                // A -1 is read as 2^64 - 1 (`@MINUS_ONE@` of the runtime).
                Shape::Parents { list, root } => (Some((index(d, list), root.unwrap_or(u64::MAX))), [0, 0], 0),
                Shape::Edges { ends, root } => (None, [index(d, ends[0]), index(d, ends[1])], root),
            };
            let tree = Tree {
                parents,
                ends,
                nodes: f.nodes,
                root,
                weights: f.weights.map(|(w, _)| index(d, w)),
                units: matches!(f.weights, Some((_, Weight::Units))),
                misere: f.misere,
                smallest: d.ask == Ask::SmallestWinningMove,
            };
            (Family::Hackenbush(Box::new(tree)), format!("{}; this file values trees and forests, and refuses a cycle", f.evidence()))
        }
        Game::Coins(c) => (
            Family::Coins {
                axes: c.axes.iter().map(|a| index(d, a)).collect(),
                origin: c.origin,
            },
            c.evidence(),
        ),
        Game::Wythoff => (Family::Wythoff, "proved: (a, b) with a <= b loses exactly when a = floor((b - a) * phi), phi the golden ratio (Wythoff 1907); computed in integers, as a = k + the largest s with (2s + k)^2 <= 5k^2 for k = b - a".to_string()),
        Game::Position(p) => {
            let pos = super::positions::plan(d, p);
            let past = match pos {
                super::positions::Pos::Wythoff { .. } => "the C++ file refuses a heap of 2^62 or more, and so does the Rust file with difference 0",
                super::positions::Pos::Moves { .. } => "the Rust file computes as grundy does, in 128 bits; the C++ file in 64-bit signed integers, refusing a number read or a step of a move past 2^63 - 1",
            };
            (
                Family::Position(Box::new(pos)),
                format!("{}; {past}", crate::describe::position::evidence(p)),
            )
        }
        Game::Staircase => (
            Family::Staircase,
            "proved: staircase Nim is the Nim sum of the even stairs (a move from an odd stair is undone one stair further down)".to_string(),
        ),
        Game::MoveGraph(c) => (
            Family::MoveGraph(c.clone()),
            crate::describe::move_graph::evidence(c),
        ),
        Game::Split(s) => (
            Family::CardSplit(s.clone()),
            crate::describe::move_graph::split_evidence(s),
        ),
        Game::Strips(b) => {
            let (margin, three) = match b.play {
                crate::describe::strips::Play::Apart(k) => (k, false),
                crate::describe::strips::Play::ThreeInARow => (2, true),
                crate::describe::strips::Play::SameApart => (0, false),
            };
            (
                Family::Strips {
                    board: index(d, b.name),
                    mark: b.mark,
                    margin,
                    three,
                    other: b.other,
                    length: b.length,
                    by_marks: b.by_marks,
                },
                match b.play {
                    // Two letters: the runs' values by their ends, no table.
                    crate::describe::strips::Play::SameApart => {
                        crate::describe::strips::evidence(b)
                    }
                    _ => format!(
                        "{}; the file's table grows to strips of {} cells",
                        crate::describe::strips::evidence(b),
                        super::strips::STRIP_MAX
                    ),
                },
            )
        }
        Game::Runs(list) => (Family::Runs { list: index(d, list) }, super::runs::why(list)),
        Game::Tokens(t) => (
            Family::Tokens(Box::new(super::tokens::plan(d, t))),
            format!("{}; this file refuses a cycle, as grundy does", t.evidence()),
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
                    Carry::Losing(zeros) => Family::Losing(zeros),
                };
                (family, carried.why)
            }
        },
    };
    let rule_text = match &d.game {
        Game::Rule(rule) => rule.to_string(),
        Game::Moves(list) => format!("the moves listed in {list}"),
        Game::Runs(list) => format!("the runs listed in {list}"),
        Game::Staircase => "staircase".to_string(),
        Game::Wythoff => "wythoff".to_string(),
        Game::MoveGraph(c) => format!("staircase when {c}"),
        Game::Split(s) => format!("split when {}", s.cond),
        Game::Strips(b) => format!("strips of {}", b.name),
        Game::Hackenbush(_) => "hackenbush".to_string(),
        Game::Coins(_) => "coins".to_string(),
        Game::Tokens(_) => "tokens".to_string(),
        Game::Position(_) => "position".to_string(),
    };
    let refuse = |why: String| Err(format!("rule {rule_text}: {why}"));
    if d.misere && !matches!(family, Family::Nim | Family::Hackenbush(_)) {
        return refuse("misere play is emitted for Nim (Bouton's misere rule) and Hackenbush forests (Lo's theorem) only; grundy answers other misere sums by a search".into());
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
    if matches!(family, Family::Runs { .. }) && d.ask != Ask::Winner {
        return refuse("a code of runs is emitted for who wins (the sum, or each row alone); its winning moves and outcomes are answered by `grundy FILE`".into());
    }
    if family == Family::OnceEach && matches!(d.ask, Ask::WinningMoves | Ask::SmallestWinningMove) {
        return refuse("a rule with memory has no moves of a heap alone to count".into());
    }
    let mut why_losing = None;
    let within = |max: u64, what: &str| -> Result<(), String> {
        match heaps_max {
            Some(m) if m <= max => Ok(()),
            Some(m) => Err(format!(
                "rule {rule_text}: {what} up to {max}; the official bound of the heaps is {m}"
            )),
            None => Err(format!(
                "rule {rule_text}: {what} up to {max}; the heaps have no official bound"
            )),
        }
    };
    match &family {
        Family::Coprime => within(COPRIME_MAX, "the emitted sieve answers heaps")?,
        Family::ProperDivisor => within(DIVISOR_MAX, "the emitted trial division answers heaps")?,
        Family::Split => {
            if let Err(why) = within(SPLIT_MAX, "the emitted table of splits answers heaps") {
                // The winner of one heap a case needs only the losing heaps.
                let outcomes = !d.misere
                    && !d.together_line
                    && matches!(d.ask, Ask::Winner | Ask::Outcomes { .. });
                let (Game::Rule(rule), Some(m), true) = (&d.game, heaps_max, outcomes) else {
                    return Err(why);
                };
                let carried = carry::split_losing(rule, m).map_err(|e| format!("{why}; {e}"))?;
                if let Carry::Losing(zeros) = carried.carry {
                    family = Family::Losing(zeros);
                    limit = carried.limit;
                    why_losing = Some(carried.why);
                }
            }
        }
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
    if let Some(text) = why_losing {
        why = text;
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
        Family::TimesLast { k } | Family::Fraction { k } => add(k),
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
                Theorem::Fraction { k } => Family::Fraction { k: Arg::Lit(k) },
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
        Rule::Subtract(Set::Range(Num::Lit(1), Bound::HeapOver(k))) => (
            Family::Fraction { k: arg(k) },
            format!(
                "for each heap's {rule}, its letters bound: proved: {}",
                Theorem::Fraction { k: 2 }.why_for_every_value()
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
                "{other}: the emitted programs answer proved formulas (nim, 1..K, L..R, 1..n/K, to proper-divisors, coprime, once 1..n, 1..K*last), finite subtraction sets and moves lists (letters allowed), and every rule with no letters and no memory through a carried table; this rule is answered by `grundy FILE` only"
            ))
        }
    };
    Ok(Some(known))
}

/// A set's members as expressions: literals with `suffix`, the letter as
/// `letter`.
pub(super) fn members(set: &[Arg], suffix: &str, letter: &str) -> Vec<String> {
    set.iter()
        .map(|a| match a {
            Arg::Lit(v) => format!("{v}{suffix}"),
            Arg::Name(_) => letter.to_string(),
        })
        .collect()
}
