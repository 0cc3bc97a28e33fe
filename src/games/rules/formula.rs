//! Formulas in a parameter: the period, preperiod and values of a rule
//! with a letter (`1,2,K`, `L..R`, `powers(K)`) as formulas in the letter,
//! found on a range of its values and verified on every one of them.
//!
//! Two forms, the ones judge problems need:
//! - **ranges** `a..b`: g(n) = floor((n mod (a + b)) / a), period a + b
//!   (the classic result for taking a to b tokens);
//! - **one letter K**: by the residue of K modulo some m <= 6, either a
//!   fixed period c with fixed values, or period K + c whose values are a
//!   short pattern repeated up to K + d and then a fixed tail. `1,2,K` is
//!   period 3 (values 0 1 2) when 3 does not divide K, and period K + 1
//!   (0 1 2 ... up to K, then 3) when it does.
//!
//! A formula is evidence on the range it was verified on, not a proof;
//! reports give the range.

use super::engine::Engine;
use super::shapes::{self, Shape};
use super::{Bound, Num, Rule, Set};
use std::fmt;

/// A range of a letter: `K=3..60`, or an end given by another letter
/// (`R=L..12`).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ParamRange {
    pub letter: char,
    pub from: Num,
    pub to: Num,
}

/// Reads `K=3..60` or `K=6` (several joined by `,`: `L=1..12,R=L..12`).
pub fn parse_ranges(text: &str) -> Result<Vec<ParamRange>, String> {
    let mut out = Vec::new();
    for part in text.split(',') {
        let (letter, range) = part
            .split_once('=')
            .ok_or_else(|| format!("'{part}' is not LETTER=FROM..TO (like K=3..60)"))?;
        let letter = match letter.as_bytes() {
            [c] if c.is_ascii_uppercase() => *c as char,
            _ => {
                return Err(format!(
                    "'{letter}' is not a parameter letter (one capital, like K)"
                ))
            }
        };
        // One value binds the letter: K=6 is K=6..6.
        let (from, to) = range.split_once("..").unwrap_or((range, range));
        let num = |t: &str| -> Result<Num, String> {
            match t.as_bytes() {
                [c] if c.is_ascii_uppercase() => Ok(Num::Var(*c as char)),
                _ => t
                    .parse()
                    .map(Num::Lit)
                    .map_err(|_| format!("'{t}' is not a number or a letter")),
            }
        };
        out.push(ParamRange {
            letter,
            from: num(from)?,
            to: num(to)?,
        });
    }
    Ok(out)
}

/// Every binding of the letters the ranges allow, in order; at most
/// `limit` of them.
pub fn bindings(ranges: &[ParamRange], limit: usize) -> Result<Vec<Vec<(char, u64)>>, String> {
    let mut all = vec![Vec::new()];
    for r in ranges {
        let mut next = Vec::new();
        for b in &all {
            let value = |n: Num| -> Result<u64, String> {
                match n {
                    Num::Lit(v) => Ok(v),
                    Num::Var(c) => b
                        .iter()
                        .find(|x: &&(char, u64)| x.0 == c)
                        .map(|x| x.1)
                        .ok_or_else(|| {
                            format!("{}: the letter {c} is given no range before it", r.letter)
                        }),
                }
            };
            let (from, to) = (value(r.from)?, value(r.to)?);
            for v in from..=to {
                let mut b = b.clone();
                b.push((r.letter, v));
                next.push(b);
                if next.len() > limit {
                    return Err(format!(
                        "more than {limit} bindings of the letters: narrow the ranges"
                    ));
                }
            }
        }
        all = next;
    }
    Ok(all)
}

/// A linear term a·K + b with a in {0, 1}.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Lin {
    pub per_k: u64,
    pub plus: i64,
}

impl Lin {
    fn at(self, k: u64) -> Option<u64> {
        let v = i128::from(self.per_k) * i128::from(k) + i128::from(self.plus);
        u64::try_from(v).ok()
    }
}

/// One residue class of K: its period and one period of values.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Class {
    pub residue: u64,
    pub period: Lin,
    /// Values at m < head_len(K) are `pattern[m % pattern.len()]`.
    pub head_len: Lin,
    pub pattern: Vec<u32>,
    /// Then the values at head_len(K) + j.
    pub tail: Vec<u32>,
}

/// A formula found (module docs).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Formula {
    /// g(n) = floor((n mod (a + b)) / a) for `a..b`.
    RangeFloor { a: Num, b: Num },
    /// By K mod `modulus`, one class per residue.
    OneLetter {
        letter: char,
        modulus: u64,
        classes: Vec<Class>,
        /// The smallest values of the letter whose periods no class gives
        /// (`1,2,K` at K = 0 plays as {1, 2}: period 3, not K + 1), each
        /// with one whole period of its values (preperiod 0), proved by
        /// the classic window repeat.
        exceptions: Vec<(u64, Vec<u32>)>,
    },
}

/// Where a formula was verified: the bindings tried.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Verified {
    pub formula: Formula,
    pub bindings: usize,
    /// The ranges, as given.
    pub ranges: String,
    /// The smallest value of each letter a binding gave it: below it the
    /// formula was never verified, and [`Verified::value`] gives nothing.
    pub lowest: Vec<(char, u64)>,
}

impl Verified {
    /// Whether `binding` is one the formula may be applied at: no letter
    /// below the smallest value it was verified on (past the largest it is
    /// evidence, said so, not a proof).
    pub fn applies(&self, binding: &[(char, u64)]) -> bool {
        self.lowest.iter().all(|&(c, low)| {
            binding
                .iter()
                .find(|b| b.0 == c)
                .is_some_and(|b| b.1 >= low)
        })
    }

    /// g(n) under `binding`, where the formula [`Verified::applies`].
    pub fn value(&self, binding: &[(char, u64)], n: u64) -> Option<u64> {
        if !self.applies(binding) {
            return None;
        }
        self.formula.value(binding, n)
    }

    /// The period under `binding`, where the formula applies.
    pub fn period(&self, binding: &[(char, u64)]) -> Option<u64> {
        if !self.applies(binding) {
            return None;
        }
        self.formula.period(binding)
    }
}

impl Formula {
    /// g(n) under `binding`, by the formula alone: [`Verified::value`]
    /// also keeps it to where it was verified.
    pub fn value(&self, binding: &[(char, u64)], n: u64) -> Option<u64> {
        let get = |x: Num| match x {
            Num::Lit(v) => Some(v),
            Num::Var(c) => binding.iter().find(|b| b.0 == c).map(|b| b.1),
        };
        match self {
            Formula::RangeFloor { a, b } => {
                let (a, b) = (get(*a)?, get(*b)?);
                // An empty range (a > b) has no move: not this formula.
                if a == 0 || a > b {
                    return None;
                }
                Some(n % a.checked_add(b)? / a)
            }
            Formula::OneLetter {
                letter,
                modulus,
                classes,
                exceptions,
            } => {
                let k = get(Num::Var(*letter))?;
                if let Some((_, one)) = exceptions.iter().find(|e| e.0 == k) {
                    return Some(u64::from(one[(n % one.len() as u64) as usize]));
                }
                let class = classes.iter().find(|c| c.residue == k % modulus)?;
                let p = class.period.at(k)?;
                let m = n % p;
                let head = class.head_len.at(k)?;
                if m < head {
                    Some(u64::from(
                        class.pattern[(m % class.pattern.len() as u64) as usize],
                    ))
                } else {
                    class.tail.get((m - head) as usize).map(|&v| u64::from(v))
                }
            }
        }
    }

    /// (preperiod, period) under `binding`.
    pub fn period(&self, binding: &[(char, u64)]) -> Option<u64> {
        match self {
            Formula::RangeFloor { a, b } => {
                let get = |x: &Num| match x {
                    Num::Lit(v) => Some(*v),
                    Num::Var(c) => binding.iter().find(|v| v.0 == *c).map(|v| v.1),
                };
                let (a, b) = (get(a)?, get(b)?);
                (a > 0 && a <= b).then(|| a.checked_add(b))?
            }
            Formula::OneLetter {
                letter,
                modulus,
                classes,
                exceptions,
            } => {
                let k = binding.iter().find(|b| b.0 == *letter)?.1;
                if let Some((_, one)) = exceptions.iter().find(|e| e.0 == k) {
                    return Some(one.len() as u64);
                }
                classes
                    .iter()
                    .find(|c| c.residue == k % modulus)?
                    .period
                    .at(k)
            }
        }
    }
}

/// The most values a range's floor formula is checked on for one binding.
const RANGE_CHECK_MAX: u64 = 1 << 22;

/// Values of the rule under one binding, and its period (e, p) when the
/// values show one: proved for a finite subtraction set (classic engine),
/// verified otherwise.
fn sample(rule: &Rule, binding: &[(char, u64)], len: usize) -> Option<(Vec<u32>, u64, u64)> {
    let bound = rule.bind(binding);
    if let Some(moves) = bound.as_finite_subtraction() {
        if moves.is_empty() {
            return None;
        }
        let mut seq = crate::games::sequence::GrundySequence::of(&bound)?;
        seq.extend_to(1 << 20);
        let c = *seq.certificate()?;
        let len = len.max((c.preperiod + 3 * c.len) as usize);
        let g = (0..len as u64)
            .map(|n| u32::from(seq.value(n).unwrap_or(0)))
            .collect();
        return Some((g, c.preperiod, c.len));
    }
    let mut engine = Engine::new(&bound, len).ok()?;
    engine.extend_to(len);
    let g = engine.values().to_vec();
    match shapes::find(&g)? {
        Shape::Periodic { preperiod, period } => Some((g, preperiod, period)),
        _ => None,
    }
}

/// Looks for a formula for `rule` over `ranges`, verifying it on every
/// binding (at most `limit`).
///
/// # Errors
/// Why no formula was found, in words.
pub fn find(rule: &Rule, ranges: &[ParamRange], limit: usize) -> Result<Verified, String> {
    let all = bindings(ranges, limit)?;
    let letters = rule.letters();
    for l in &letters {
        if !ranges.iter().any(|r| r.letter == *l) {
            return Err(format!(
                "the letter {l} has no range: give --param {l}=FROM..TO"
            ));
        }
    }
    let shown: Vec<String> = ranges
        .iter()
        .map(|r| format!("{}={}..{}", r.letter, r.from, r.to))
        .collect();
    let ranges_text = shown.join(",");
    // The smallest value each letter is bound to: the formula is verified
    // from there up, never below.
    let lowest: Vec<(char, u64)> = letters
        .iter()
        .filter_map(|&c| {
            all.iter()
                .filter_map(|b| b.iter().find(|x| x.0 == c).map(|x| x.1))
                .min()
                .map(|low| (c, low))
        })
        .collect();
    let verified = |formula: Formula| Verified {
        formula,
        bindings: all.len(),
        ranges: ranges_text.clone(),
        lowest: lowest.clone(),
    };
    // Ranges a..b: the floor formula, checked value by value.
    if let Rule::Subtract(Set::Range(a, Bound::Num(b))) = rule {
        let formula = Formula::RangeFloor { a: *a, b: *b };
        let mut ok = true;
        for binding in &all {
            let bound = rule.bind(binding);
            let (Some(x), Some(y)) = (
                Num::lit(*a).or_else(|| bound_lit(&bound, 0)),
                Num::lit(*b).or_else(|| bound_lit(&bound, 1)),
            ) else {
                return Err("the range's ends are not bound".into());
            };
            if x == 0 || x > y {
                // No move (an empty range, or one of 0): the formula
                // gives nothing there (Formula::value), so nothing to check.
                continue;
            }
            // The table is made before it is filled: a range to 10^9 asked
            // for 8 x 10^9 values (an allocation failure under 256 MB).
            let len = x.saturating_add(y).saturating_mul(4).saturating_add(8);
            if len > RANGE_CHECK_MAX {
                return Err(format!(
                    "{x}..{y}: checking its formula needs g(0..{len}), more than {RANGE_CHECK_MAX} values"
                ));
            }
            let len = len as usize;
            let mut engine = Engine::new(&bound, len).map_err(|e| e.to_string())?;
            engine.extend_to(len);
            if (0..len as u64)
                .any(|n| formula.value(binding, n) != Some(u64::from(engine.values()[n as usize])))
            {
                ok = false;
                break;
            }
        }
        if ok {
            return Ok(verified(formula));
        }
    }
    let [letter] = letters[..] else {
        return Err(
            "no formula of the library fits (it knows ranges a..b and rules of one letter)".into(),
        );
    };
    let mut samples = Vec::new();
    for binding in &all {
        let k = binding.iter().find(|b| b.0 == letter).map_or(0, |b| b.1);
        let len = (8 * (k as usize + 8)).max(256);
        let Some((g, e, p)) = sample(rule, binding, len) else {
            return Err(format!(
                "{letter} = {k}: no period shows in the values (a formula needs one)"
            ));
        };
        if e != 0 {
            return Err(format!(
                "{letter} = {k}: preperiod {e}; the library's formulas have none"
            ));
        }
        samples.push((k, g, p));
    }
    samples.sort_by_key(|s| s.0);
    // The smallest values of the letter may be degenerate (`1,2,K` at K =
    // 0 is {1, 2}): up to MAX_EXCEPTIONS of them are carried whole, each
    // one period proved by the classic engine, and the classes are fitted
    // to the rest.
    for skip in 0..=MAX_EXCEPTIONS.min(samples.len().saturating_sub(1)) {
        let (first, rest) = samples.split_at(skip);
        if let Some((modulus, classes)) = fit(rest) {
            let exceptions = first
                .iter()
                .map(|(k, g, p)| (*k, g[..*p as usize].to_vec()))
                .collect();
            return Ok(verified(Formula::OneLetter {
                letter,
                modulus,
                classes,
                exceptions,
            }));
        }
    }
    Err(format!(
        "no formula of the library fits: by {letter} modulo 1 to 6, neither a fixed period nor {letter} + c with a pattern and a tail"
    ))
}

/// The smallest values of a letter a formula may carry whole (module docs).
const MAX_EXCEPTIONS: usize = 3;

/// Classes by the letter modulo 1 to 6 fitting every sample (k, values,
/// period), the smallest modulus first.
fn fit(samples: &[(u64, Vec<u32>, u64)]) -> Option<(u64, Vec<Class>)> {
    'modulus: for modulus in 1..=6u64 {
        let mut classes = Vec::new();
        for residue in 0..modulus {
            let members: Vec<&(u64, Vec<u32>, u64)> = samples
                .iter()
                .filter(|s| s.0 % modulus == residue)
                .collect();
            if members.is_empty() {
                continue;
            }
            match fit_class(residue, &members) {
                Some(c) => classes.push(c),
                None => continue 'modulus,
            }
        }
        return Some((modulus, classes));
    }
    None
}

fn bound_lit(rule: &Rule, end: usize) -> Option<u64> {
    match rule {
        Rule::Subtract(Set::Range(a, Bound::Num(b))) => [*a, *b][end].lit(),
        _ => None,
    }
}

/// One class's formula from its samples (k, values, period), verified on
/// every sample.
fn fit_class(residue: u64, members: &[&(u64, Vec<u32>, u64)]) -> Option<Class> {
    let (k0, g0, p0) = members[0];
    let fixed = members.iter().all(|m| m.2 == *p0);
    let candidates: Vec<Class> = if fixed {
        vec![Class {
            residue,
            period: Lin {
                per_k: 0,
                plus: *p0 as i64,
            },
            head_len: Lin { per_k: 0, plus: 0 },
            pattern: vec![0],
            tail: g0[..*p0 as usize].to_vec(),
        }]
    } else {
        let c = *p0 as i64 - *k0 as i64;
        let period = Lin { per_k: 1, plus: c };
        let one = &g0[..*p0 as usize];
        // The longest head that repeats a pattern of q <= 12 values.
        let mut out = Vec::new();
        for q in 1..=12usize.min(one.len()) {
            let mut h = q;
            while h < one.len() && one[h] == one[h % q] {
                h += 1;
            }
            out.push(Class {
                residue,
                period,
                head_len: Lin {
                    per_k: 1,
                    plus: h as i64 - *k0 as i64,
                },
                pattern: one[..q].to_vec(),
                tail: one[h..].to_vec(),
            });
        }
        out
    };
    candidates.into_iter().find(|class| {
        members.iter().all(|(k, g, p)| {
            class.period.at(*k) == Some(*p)
                && class
                    .head_len
                    .at(*k)
                    .is_some_and(|h| h + class.tail.len() as u64 == *p)
                && g.iter().enumerate().all(|(n, &v)| {
                    let m = n as u64 % p;
                    let h = class.head_len.at(*k).unwrap_or(0);
                    let want = if m < h {
                        class.pattern[(m % class.pattern.len() as u64) as usize]
                    } else {
                        class.tail[(m - h) as usize]
                    };
                    want == v
                })
        })
    })
}

fn lin_text(l: Lin, letter: char) -> String {
    match (l.per_k, l.plus) {
        (0, c) => c.to_string(),
        (_, 0) => letter.to_string(),
        (_, c) if c > 0 => format!("{letter}+{c}"),
        (_, c) => format!("{letter}-{}", -c),
    }
}

fn values_text(v: &[u32]) -> String {
    v.iter().map(u32::to_string).collect::<Vec<_>>().join(" ")
}

impl fmt::Display for Formula {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Formula::RangeFloor { a, b } => write!(
                f,
                "preperiod 0, period {a}+{b}; g(n) = floor((n mod ({a}+{b})) / {a})"
            ),
            Formula::OneLetter {
                letter,
                modulus,
                classes,
                exceptions,
            } => {
                let k = *letter;
                for (v, one) in exceptions {
                    let p = one.len();
                    write!(
                        f,
                        "at {k} = {v}: period {p}, g(n) = [{}][n mod {p}]; else ",
                        values_text(one)
                    )?;
                }
                for (i, c) in classes.iter().enumerate() {
                    if i > 0 {
                        write!(f, "; ")?;
                    }
                    if *modulus > 1 {
                        write!(f, "when {k} mod {modulus} = {}: ", c.residue)?;
                    }
                    let p = lin_text(c.period, k);
                    if c.period.per_k == 0 {
                        write!(
                            f,
                            "period {p}, g(n) = [{}][n mod {p}]",
                            values_text(&c.tail)
                        )?;
                    } else {
                        write!(
                            f,
                            "period {p}; with m = n mod ({p}): g = [{}][m mod {}] for m < {}, then {}",
                            values_text(&c.pattern),
                            c.pattern.len(),
                            lin_text(c.head_len, k),
                            values_text(&c.tail)
                        )?;
                    }
                }
                write!(f, " (preperiod 0)")
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::rules::parse::parse;

    #[test]
    fn one_two_k() {
        let rule = parse("1,2,K").unwrap();
        let v = find(&rule, &parse_ranges("K=3..60").unwrap(), 10_000).unwrap();
        assert_eq!(v.bindings, 58);
        let Formula::OneLetter { modulus, .. } = &v.formula else {
            panic!("{:?}", v.formula)
        };
        assert_eq!(*modulus, 3);
        for k in [4u64, 5, 999_999_998] {
            assert_eq!(v.formula.period(&[('K', k)]), Some(3));
        }
        assert_eq!(v.formula.period(&[('K', 999_999_999)]), Some(1_000_000_000));
        assert_eq!(v.formula.value(&[('K', 999_999_999)], 999_999_999), Some(3));
        assert_eq!(
            v.formula.value(&[('K', 999_999_999)], 1_000_000_000),
            Some(0)
        );
        assert_eq!(v.formula.value(&[('K', 999_999_999)], 999_999_998), Some(2));
        // Against the classic engine at K beyond the range.
        for k in [63u64, 66, 100, 101] {
            let seq = sample(&rule, &[('K', k)], 2000).unwrap().0;
            for (n, &g) in seq.iter().enumerate() {
                assert_eq!(
                    v.formula.value(&[('K', k)], n as u64),
                    Some(u64::from(g)),
                    "K {k} n {n}"
                );
            }
        }
    }

    /// From K = 0, where {1, 2, 0} plays as {1, 2} (period 3, not K + 1):
    /// K = 0 is carried whole, the classes fit the rest, and every value
    /// agrees with the definition; below the lowest value verified the
    /// formula gives nothing.
    #[test]
    fn one_two_k_from_zero_carries_zero_whole() {
        let rule = parse("1,2,K").unwrap();
        let v = find(&rule, &parse_ranges("K=0..47").unwrap(), 10_000).unwrap();
        let Formula::OneLetter { exceptions, .. } = &v.formula else {
            panic!("{:?}", v.formula)
        };
        assert_eq!(exceptions, &vec![(0, vec![0, 1, 2])]);
        for k in [0u64, 1, 2, 3, 47, 48, 60, 99] {
            let g = crate::games::rules::engine::naive_values(&rule.bind(&[('K', k)]), 800);
            for (n, &x) in g.iter().enumerate() {
                assert_eq!(
                    v.value(&[('K', k)], n as u64),
                    Some(u64::from(x)),
                    "K {k} n {n}"
                );
            }
        }
        assert_eq!(v.value(&[('K', 0)], 1_000_000_000_000_000_002), Some(0));
        let from_three = find(&rule, &parse_ranges("K=3..50").unwrap(), 10_000).unwrap();
        assert!(!from_three.applies(&[('K', 0)]));
        assert_eq!(from_three.value(&[('K', 0)], 1_048_578), None);
        assert_eq!(from_three.value(&[('K', 3)], 1_048_578), Some(2)); // period 4
    }

    #[test]
    fn ranges_l_to_r() {
        let rule = parse("L..R").unwrap();
        let v = find(&rule, &parse_ranges("L=1..12,R=L..12").unwrap(), 10_000).unwrap();
        assert_eq!(v.bindings, 78);
        assert_eq!(
            v.formula,
            Formula::RangeFloor {
                a: Num::Var('L'),
                b: Num::Var('R')
            }
        );
        assert_eq!(
            v.formula.value(&[('L', 3), ('R', 5)], 8 * 1000 + 7),
            Some(2)
        );
    }

    #[test]
    fn powers_of_k() {
        let rule = parse("powers(K)").unwrap();
        let v = find(&rule, &parse_ranges("K=2..20").unwrap(), 10_000).unwrap();
        assert_eq!(v.formula.period(&[('K', 3)]), Some(2));
        assert_eq!(v.formula.period(&[('K', 4)]), Some(5));
    }

    #[test]
    fn no_formula_is_said() {
        let rule = parse("1,K,8").unwrap();
        // Not of the library's forms: the search says so instead of guessing.
        let r = find(&rule, &parse_ranges("K=2..7").unwrap(), 10_000);
        if let Ok(v) = r {
            // If it does fit, it must agree with every sample it was given.
            for k in 2..8u64 {
                let (g, _, _) = sample(&rule, &[('K', k)], 500).unwrap();
                for (n, &x) in g.iter().enumerate() {
                    assert_eq!(v.formula.value(&[('K', k)], n as u64), Some(u64::from(x)));
                }
            }
        }
    }
}
