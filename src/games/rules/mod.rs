//! The rule language: any heap game described in one line, as a value.
//!
//! A [`Rule`] says what one move does to one heap. It is data: the engine
//! ([`engine`]), the shapes ([`shapes`]), the formulas in a parameter
//! ([`formula`]), the games with memory ([`memory`]) and misère sums
//! ([`misere`]) all read the moves of a position from
//! [`Rule::for_each_move`], so a new family is a new variant here and
//! nothing else. The grammar is in [`parse`] and in `grundy sg --help`:
//!
//! | family | examples |
//! |---|---|
//! | finite sets and ranges | `1,3,4`, `1..10`, `L..R`, `sub 4` |
//! | sets by predicate | `squares`, `primes\|semiprimes-4`, `powers(K)`, `fibonacci` |
//! | sets that depend on the heap | `1..n/2`, `divisors`, `nontrivial-divisors`, `coprime` |
//! | maps | `to proper-divisors` (the heap becomes one of its proper divisors) |
//! | take-and-break codes (CGSuite) | `0.77`, `4.[3]`, `0.[7]`, `0.&16;` |
//! | splits no code says | `split 3` (k equal heaps), `grundy` (two unequal) |
//! | memory | `1..2*last` (Fibonacci Nim), `once 1..n` |
//! | misère sums | `misere 0.77` |
//!
//! Normal play throughout (the last mover wins) unless `misere` says
//! otherwise. A heap rule without memory has a Grundy value per heap size
//! (Sprague-Grundy); the rules with memory have one per (heap, state), and
//! [`memory`] computes those.

pub mod engine;
pub mod evidence;
pub mod formula;
pub mod known;
pub mod members;
pub mod memory;
pub mod misere;
pub mod moves;
pub mod numbers;
pub mod parse;
pub mod shapes;
pub mod theorems;
pub mod zero_set;

pub use moves::moves_listed;

use std::fmt;

/// A number in a rule: a literal or a parameter letter (`K`, `L`, `R`),
/// bound later with [`Rule::bind`].
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Num {
    Lit(u64),
    Var(char),
}

impl Num {
    /// The literal, once bound.
    pub fn lit(self) -> Option<u64> {
        match self {
            Num::Lit(v) => Some(v),
            Num::Var(_) => None,
        }
    }
}

impl Num {
    /// The number, with a letter of `values` replaced by its value.
    pub fn bind(self, values: &[(char, u64)]) -> Num {
        match self {
            Num::Var(c) => values
                .iter()
                .find(|v| v.0 == c)
                .map_or(self, |v| Num::Lit(v.1)),
            lit => lit,
        }
    }
}

impl fmt::Display for Num {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Num::Lit(v) => write!(f, "{v}"),
            Num::Var(c) => write!(f, "{c}"),
        }
    }
}

/// The upper end of a range: a number, or a fraction of the heap.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Bound {
    Num(Num),
    /// `n/K`: at most a K-th of the heap (`n` is `n/1`).
    HeapOver(Num),
    /// `K*last`: at most K times the last move's take (a rule with memory).
    TimesLast(Num),
}

/// Sets defined by a predicate on the amount alone.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Predicate {
    Squares,
    Primes,
    /// Products of exactly two primes (4, 6, 9, 10, ...).
    Semiprimes,
    Fibonacci,
    /// 1, K, K^2, ...
    Powers(Num),
}

/// Which divisors of the heap a set takes.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Divisors {
    /// Every d with d | n (d = n empties the heap).
    All,
    /// d | n, d < n.
    Proper,
    /// d | n, 1 < d < n.
    Nontrivial,
}

/// A set of amounts, possibly depending on the heap n.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Set {
    /// Listed amounts.
    Finite(Vec<Num>),
    /// `a..b`, both ends included.
    Range(Num, Bound),
    Predicate(Predicate),
    Divisors(Divisors),
    /// The y in 1..=n with gcd(n, y) = 1.
    Coprime,
    Union(Box<Set>, Box<Set>),
    /// The first set less the second.
    Difference(Box<Set>, Box<Set>),
}

/// One heap rule (module docs).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Rule {
    /// Remove s tokens, s in the set.
    Subtract(Set),
    /// The heap becomes m, m in the set and m < n.
    To(Set),
    /// A take-and-break code: `digits[i]` for removing i tokens; when
    /// `repeat` is `Some(r)`, `digits[r..]` repeats for ever.
    Code {
        digits: Vec<u32>,
        repeat: Option<usize>,
    },
    /// Split a heap into k equal heaps (k > 1), when k divides it.
    SplitEqual(Num),
    /// Split a heap into two unequal non-empty heaps.
    Grundy,
    /// Remove s in the set, each amount at most once in a heap's life.
    Once(Set),
    /// Remove 1 to K times the last take; the first move any amount but
    /// not the whole heap (Fibonacci Nim is K = 2).
    TimesLast(Num),
    /// The same moves, misère play: the last mover loses.
    Misere(Box<Rule>),
}

impl Set {
    /// A number no member passes for any heap, when there is one
    /// (`8,1..6-nontrivial-divisors`: 8): a part taken away, even one that
    /// depends on the heap, leaves the members among those of the bounded
    /// part, so a heap's moves are looked for among the amounts up to it,
    /// not among every amount up to the heap.
    pub fn member_bound(&self) -> Option<u64> {
        match self {
            Set::Finite(v) => v
                .iter()
                .map(|n| n.lit())
                .collect::<Option<Vec<u64>>>()
                .map(|v| v.into_iter().max().unwrap_or(0)),
            Set::Range(_, Bound::Num(Num::Lit(b))) => Some(*b),
            Set::Union(a, b) => Some(a.member_bound()?.max(b.member_bound()?)),
            Set::Difference(a, _) => a.member_bound(),
            _ => None,
        }
    }

    /// The largest number written in the set (its literal members, ends,
    /// divisors of the heap and bases), 0 for none.
    fn largest_literal(&self) -> u64 {
        let lit = |n: &Num| n.lit().unwrap_or(0);
        match self {
            Set::Finite(v) => v.iter().map(lit).max().unwrap_or(0),
            Set::Range(a, b) => lit(a).max(match b {
                Bound::Num(x) | Bound::HeapOver(x) | Bound::TimesLast(x) => lit(x),
            }),
            Set::Predicate(Predicate::Powers(k)) => lit(k),
            Set::Union(a, b) | Set::Difference(a, b) => {
                a.largest_literal().max(b.largest_literal())
            }
            _ => 0,
        }
    }

    fn letters(&self, out: &mut Vec<char>) {
        let mut num = |n: &Num| {
            if let Num::Var(c) = n {
                if !out.contains(c) {
                    out.push(*c);
                }
            }
        };
        match self {
            Set::Finite(v) => v.iter().for_each(num),
            Set::Range(a, b) => {
                num(a);
                match b {
                    Bound::Num(x) | Bound::HeapOver(x) | Bound::TimesLast(x) => num(x),
                }
            }
            Set::Predicate(Predicate::Powers(k)) => num(k),
            Set::Union(a, b) | Set::Difference(a, b) => {
                a.letters(out);
                b.letters(out);
            }
            _ => {}
        }
    }

    fn bind(&self, values: &[(char, u64)]) -> Set {
        let num = |n: Num| n.bind(values);
        match self {
            Set::Finite(v) => Set::Finite(v.iter().map(|&n| num(n)).collect()),
            Set::Range(a, b) => Set::Range(
                num(*a),
                match *b {
                    Bound::Num(x) => Bound::Num(num(x)),
                    Bound::HeapOver(x) => Bound::HeapOver(num(x)),
                    Bound::TimesLast(x) => Bound::TimesLast(num(x)),
                },
            ),
            Set::Predicate(Predicate::Powers(k)) => Set::Predicate(Predicate::Powers(num(*k))),
            Set::Union(a, b) => Set::Union(Box::new(a.bind(values)), Box::new(b.bind(values))),
            Set::Difference(a, b) => {
                Set::Difference(Box::new(a.bind(values)), Box::new(b.bind(values)))
            }
            other => other.clone(),
        }
    }

    /// Whether the set is the same for every heap (no `n`, no divisors).
    pub fn is_static(&self) -> bool {
        match self {
            Set::Range(_, Bound::Num(_)) | Set::Finite(_) | Set::Predicate(_) => true,
            Set::Range(..) | Set::Divisors(_) | Set::Coprime => false,
            Set::Union(a, b) | Set::Difference(a, b) => a.is_static() && b.is_static(),
        }
    }

    /// Whether the set has finitely many members for every heap and a
    /// largest member independent of the heap: a finite list or a range
    /// with literal ends.
    pub fn finite_members(&self) -> Option<Vec<u64>> {
        match self {
            Set::Finite(v) => v.iter().map(|n| n.lit()).collect(),
            Set::Range(Num::Lit(a), Bound::Num(Num::Lit(b))) if b.saturating_sub(*a) < 1 << 16 => {
                Some((*a..=*b).collect())
            }
            Set::Union(a, b) => {
                let mut v = a.finite_members()?;
                v.extend(b.finite_members()?);
                Some(v)
            }
            Set::Difference(a, b) => {
                let drop = b.finite_members();
                let v = a.finite_members()?;
                match drop {
                    Some(d) => Some(v.into_iter().filter(|x| !d.contains(x)).collect()),
                    // A part that depends on the heap (`8,1..6-nontrivial-divisors`)
                    // takes different members from each heap: no fixed list.
                    None if b.is_static() => Some(
                        v.into_iter()
                            .filter(|&x| !b.contains(x, u64::MAX))
                            .collect(),
                    ),
                    None => None,
                }
            }
            _ => None,
        }
    }

    /// Whether `s` is in the set for a heap of `n`.
    pub fn contains(&self, s: u64, n: u64) -> bool {
        match self {
            Set::Finite(v) => v.contains(&Num::Lit(s)),
            Set::Range(a, b) => {
                let lo = a.lit().unwrap_or(u64::MAX);
                let hi = match b {
                    Bound::Num(x) => x.lit().unwrap_or(0),
                    Bound::HeapOver(k) => match k.lit() {
                        Some(k) if k > 0 => n / k,
                        _ => 0,
                    },
                    Bound::TimesLast(_) => 0,
                };
                lo <= s && s <= hi
            }
            Set::Predicate(p) => numbers::predicate_holds(*p, s),
            Set::Divisors(kind) => {
                s >= 1
                    && n % s == 0
                    && match kind {
                        Divisors::All => true,
                        Divisors::Proper => s < n,
                        Divisors::Nontrivial => 1 < s && s < n,
                    }
            }
            Set::Coprime => s >= 1 && s <= n && numbers::gcd(s, n) == 1,
            Set::Union(a, b) => a.contains(s, n) || b.contains(s, n),
            Set::Difference(a, b) => a.contains(s, n) && !b.contains(s, n),
        }
    }
}

impl Rule {
    /// The largest number written in the rule (a member, an end, a base,
    /// a divisor of the heap, a code's length): a table shorter than a few
    /// times this has not seen the rule at work, and no shape read off it
    /// is evidence.
    pub fn largest_literal(&self) -> u64 {
        match self {
            Rule::Subtract(s) | Rule::To(s) | Rule::Once(s) => s.largest_literal(),
            Rule::Code { digits, .. } => digits.len() as u64,
            Rule::SplitEqual(k) | Rule::TimesLast(k) => k.lit().unwrap_or(0),
            Rule::Grundy => 0,
            Rule::Misere(r) => r.largest_literal(),
        }
    }

    /// Whether the rule's moves come from an infinite set (`squares`,
    /// `primes`, a code with a repeating part): its own numbers never stop.
    pub fn infinite(&self) -> bool {
        match self {
            Rule::Subtract(s) | Rule::To(s) | Rule::Once(s) => s.finite_members().is_none(),
            Rule::Code { repeat, .. } => repeat.is_some(),
            Rule::Misere(r) => r.infinite(),
            _ => false,
        }
    }

    /// The parameter letters the rule uses, in order of appearance.
    pub fn letters(&self) -> Vec<char> {
        let mut out = Vec::new();
        match self {
            Rule::Subtract(s) | Rule::To(s) | Rule::Once(s) => s.letters(&mut out),
            Rule::SplitEqual(Num::Var(c)) | Rule::TimesLast(Num::Var(c)) => out.push(*c),
            Rule::Misere(r) => out = r.letters(),
            _ => {}
        }
        out
    }

    /// The one check of a rule's numbers, written or bound to a letter
    /// (`split 1` and `split K` at K = 1 alike): `split k` needs k >= 2
    /// (one part is the heap left as it is, a pass that never ends) and
    /// `n/k` a divisor of at least 1. An amount 0 is no move wherever it
    /// stands (`1,0` is {1}, as `1,K` at K = 0 from a judge's input), so it
    /// is not refused.
    ///
    /// # Errors
    /// The first number the rule cannot take, in words.
    pub fn check_numbers(&self) -> Result<(), String> {
        fn set(s: &Set) -> Result<(), String> {
            match s {
                Set::Range(_, Bound::HeapOver(Num::Lit(0))) => Err(DIVISOR_AT_LEAST_1.into()),
                Set::Union(a, b) | Set::Difference(a, b) => set(a).and(set(b)),
                _ => Ok(()),
            }
        }
        match self {
            Rule::SplitEqual(Num::Lit(k)) if *k < 2 => {
                Err(format!("{SPLIT_AT_LEAST_2}, not split {k}"))
            }
            Rule::Subtract(s) | Rule::To(s) | Rule::Once(s) => set(s),
            Rule::Misere(r) => r.check_numbers(),
            _ => Ok(()),
        }
    }

    /// [`Rule::bind`], then [`Rule::check_numbers`]: a letter's value gets
    /// the verdict the same number written out gets.
    ///
    /// # Errors
    /// The bound rule's first number it cannot take.
    pub fn bind_checked(&self, values: &[(char, u64)]) -> Result<Rule, String> {
        let rule = self.bind(values);
        rule.check_numbers()?;
        Ok(rule)
    }

    /// The rule with each letter of `values` replaced by its number.
    pub fn bind(&self, values: &[(char, u64)]) -> Rule {
        let num = |n: Num| n.bind(values);
        match self {
            Rule::Subtract(s) => Rule::Subtract(s.bind(values)),
            Rule::To(s) => Rule::To(s.bind(values)),
            Rule::Once(s) => Rule::Once(s.bind(values)),
            Rule::SplitEqual(k) => Rule::SplitEqual(num(*k)),
            Rule::TimesLast(k) => Rule::TimesLast(num(*k)),
            Rule::Misere(r) => Rule::Misere(Box::new(r.bind(values))),
            other => other.clone(),
        }
    }

    /// Whether a heap's size alone is the position (no memory, normal
    /// play): then the heap has a Grundy value.
    pub fn is_plain(&self) -> bool {
        !matches!(self, Rule::Once(_) | Rule::TimesLast(_) | Rule::Misere(_))
    }

    /// The rule's moves as the classic engine ([`crate::games::sequence`])
    /// reads them, read off its structure: finite subtraction sets, finite
    /// codes with digits up to f, and Grundy's game; `None` for the rest,
    /// which the rules engine ([`engine`]) plays.
    pub fn classic(&self) -> Option<crate::games::sequence::Takes> {
        use crate::games::sequence::Takes;
        match self {
            Rule::Grundy => Some(Takes::grundy()),
            Rule::Code {
                digits,
                repeat: None,
            } if digits.iter().all(|&d| d < 16) && digits[0] & 3 == 0 => {
                let digits: Vec<u8> = digits.iter().map(|&d| d as u8).collect();
                Some(Takes::code(&digits))
            }
            _ => self
                .as_finite_subtraction()
                .filter(|m| !m.is_empty())
                .map(|m| Takes::subtraction(&m)),
        }
    }

    /// The rule whose moves are `takes` ([`Rule::classic`] the other way):
    /// a subtraction set, Grundy's game, or the code.
    pub fn of_takes(takes: &crate::games::sequence::Takes) -> Rule {
        if takes.unequal {
            return Rule::Grundy;
        }
        if let Some(moves) = takes.subtraction_moves() {
            return Rule::Subtract(Set::Finite(moves.iter().map(|&m| Num::Lit(m)).collect()));
        }
        let len = takes.max_take().unwrap_or(0) as usize + 1;
        let mut digits = vec![0u32; len];
        for (list, bit) in [
            (&takes.exact, 1),
            (&takes.ones, 2),
            (&takes.twos, 4),
            (&takes.threes, 8),
        ] {
            for &i in list {
                digits[i as usize] |= bit;
            }
        }
        Rule::Code {
            digits,
            repeat: None,
        }
    }

    /// The rule in the words the classic engine's reports use:
    /// `subtraction {2,5}`, `Grundy's game`, else as written (`0.77`).
    pub fn words(&self) -> String {
        match (self, self.as_finite_subtraction()) {
            (Rule::Grundy, _) => "Grundy's game".into(),
            (Rule::Subtract(_), Some(moves)) => {
                let words: Vec<String> = moves.iter().map(u64::to_string).collect();
                format!("subtraction {{{}}}", words.join(","))
            }
            _ => self.to_string(),
        }
    }

    /// The rule as the finite subtraction set it is, if it is one (no
    /// letters, no heap-dependent members): the classic engine proves its
    /// period.
    pub fn as_finite_subtraction(&self) -> Option<Vec<u64>> {
        match self {
            Rule::Subtract(set) => {
                let mut v = set.finite_members()?;
                v.retain(|&s| s > 0);
                v.sort_unstable();
                v.dedup();
                Some(v)
            }
            _ => None,
        }
    }
}

/// Why `split k` needs k >= 2 ([`Rule::check_numbers`], and the parser).
pub const SPLIT_AT_LEAST_2: &str = "split k needs k >= 2 (k equal heaps)";

/// Why `n/k` needs k >= 1 ([`Rule::check_numbers`], and the parser).
pub const DIVISOR_AT_LEAST_1: &str = "n/0: the divisor must be at least 1";

impl fmt::Display for Set {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Set::Finite(v) => {
                let parts: Vec<String> = v.iter().map(Num::to_string).collect();
                write!(f, "{}", parts.join(","))
            }
            Set::Range(a, b) => match b {
                Bound::Num(x) => write!(f, "{a}..{x}"),
                Bound::HeapOver(Num::Lit(1)) => write!(f, "{a}..n"),
                Bound::HeapOver(k) => write!(f, "{a}..n/{k}"),
                Bound::TimesLast(k) => write!(f, "{a}..{k}*last"),
            },
            Set::Predicate(p) => match p {
                Predicate::Squares => write!(f, "squares"),
                Predicate::Primes => write!(f, "primes"),
                Predicate::Semiprimes => write!(f, "semiprimes"),
                Predicate::Fibonacci => write!(f, "fibonacci"),
                Predicate::Powers(k) => write!(f, "powers({k})"),
            },
            Set::Divisors(Divisors::All) => write!(f, "divisors"),
            Set::Divisors(Divisors::Proper) => write!(f, "proper-divisors"),
            Set::Divisors(Divisors::Nontrivial) => write!(f, "nontrivial-divisors"),
            Set::Coprime => write!(f, "coprime"),
            Set::Union(a, b) => write!(f, "{a}|{b}"),
            Set::Difference(a, b) => {
                // `1..n-1` is 1..n without 1, not 1..(n - 1): said with
                // parentheses.
                match **a {
                    Set::Range(_, Bound::HeapOver(_)) => write!(f, "({a})-")?,
                    _ => write!(f, "{a}-")?,
                }
                match **b {
                    Set::Union(..) | Set::Difference(..) => write!(f, "({b})"),
                    _ => write!(f, "{b}"),
                }
            }
        }
    }
}

impl fmt::Display for Rule {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Rule::Subtract(s) => write!(f, "sub {s}"),
            Rule::To(s) => write!(f, "to {s}"),
            Rule::Code { digits, repeat } => {
                let digit = |d: u32| match d {
                    0..=15 => format!("{d:x}"),
                    _ => format!("&{d};"),
                };
                let mut text = digit(digits[0]);
                text.push('.');
                if digits.len() == 1 {
                    text.push('0');
                }
                for (i, &d) in digits.iter().enumerate().skip(1) {
                    if *repeat == Some(i) {
                        text.push('[');
                    }
                    text.push_str(&digit(d));
                }
                if repeat.is_some() {
                    text.push(']');
                }
                write!(f, "{text}")
            }
            Rule::SplitEqual(k) => write!(f, "split {k}"),
            Rule::Grundy => write!(f, "grundy"),
            Rule::Once(s) => write!(f, "once {s}"),
            Rule::TimesLast(k) => write!(f, "1..{k}*last"),
            Rule::Misere(r) => write!(f, "misere {r}"),
        }
    }
}
