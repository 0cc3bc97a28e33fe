//! The shapes a table of values may have: what a contestant would guess
//! from a printed table, each a tested function of n. A shape is
//! *verified to N* when every computed value g(0..N) has it; that is
//! evidence, not a proof, and every report says so. The library holds
//! what the judge problems need, no more:
//! - periodic from a preperiod, or arithmetic-periodic (a period with a
//!   saltus: g(n + p) = g(n) + s);
//! - g(2k) = k and g(2k + 1) = g(k) (take at most half);
//! - g(n) = Omega(n), prime factors with multiplicity (to a proper divisor);
//! - g(n) = g(smallest prime factor of n) for composite n (coprime takes);
//! - g(n) = the largest t with t(t + 1)/2 <= n (each amount once);
//! - outcome only: the mover loses exactly when n is odd or n = 2^odd
//!   (subtract a divisor d with 1 < d < n).
//!
//! A period is only looked for with at least three whole periods after the
//! preperiod in the table, so that a table cut short is not taken for a
//! pattern.

use super::numbers::{is_prime, isqrt, smallest_factor};
use super::Rule;
use std::fmt;

/// A shape of a table (module docs).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Shape {
    Periodic {
        preperiod: u64,
        period: u64,
    },
    ArithmeticPeriodic {
        preperiod: u64,
        period: u64,
        saltus: u64,
    },
    HalfAndOdd,
    BigOmega,
    SmallestPrimeFactor,
    Triangular,
    /// g(n) = 0 exactly when n is odd or n = 2^odd: an outcome, not values.
    ZerosOddOrOddPowerOfTwo,
}

/// The smallest preperiod e such that g(n + p) = g(n) + s for e <= n < N - p
/// with s = 0 (periodic) or the saltus read at the end.
#[cfg(test)]
fn suffix_start(g: &[u32], p: usize, arithmetic: bool) -> Option<(usize, i64)> {
    let n = g.len();
    if p == 0 || n < p + 1 {
        return None;
    }
    let s = if arithmetic {
        i64::from(g[n - 1]) - i64::from(g[n - 1 - p])
    } else {
        0
    };
    let mut e = n - p;
    while e > 0 && i64::from(g[e - 1 + p]) - i64::from(g[e - 1]) == s {
        e -= 1;
    }
    Some((e, s))
}

/// The first `upto` entries of the Z-array of the sequence `at(0..len)`:
/// entry p is the length of the longest common prefix of the sequence and
/// the sequence from p (entry 0 is `len`), in O(len) steps; read through
/// `at` so that no copy of a table is made.
fn z_array<T: PartialEq>(len: usize, upto: usize, at: impl Fn(usize) -> T) -> Vec<usize> {
    let upto = upto.min(len);
    let mut z = vec![0; upto];
    if upto == 0 {
        return z;
    }
    z[0] = len;
    let (mut l, mut h) = (0, 0);
    for i in 1..upto {
        let mut k = if i < h { z[i - l].min(h - i) } else { 0 };
        while i + k < len && at(k) == at(i + k) {
            k += 1;
        }
        z[i] = k;
        if i + k > h {
            l = i;
            h = i + k;
        }
    }
    z
}

/// For every period p up to `upto` (index p of each array), the smallest
/// preperiod e with g(n + p) = g(n) for e <= n < N - p, and the same with
/// g(n + p) - g(n) constant (the saltus read at the end): the run of a
/// relation backwards from the end is a common prefix of the table read
/// backwards (of its differences, for a saltus) with itself shifted by p,
/// so one Z-array gives every p's run at once, in O(N) steps where trying
/// each p from the end took O(N^2) on a table of long constant stretches
/// (`to fibonacci` at 2^20 values: 25 s).
fn suffix_starts(g: &[u32], upto: usize) -> (Vec<usize>, Vec<usize>) {
    let n = g.len();
    let upto = (upto + 1).min(n);
    let z = z_array(n, upto, |k| g[n - 1 - k]);
    let periodic = (0..upto).map(|p| n - p - z[p].min(n - p)).collect();
    // d(i) = g(i + 1) - g(i): g(i + p) - g(i) is the same for i and i + 1
    // exactly when d(i + p) = d(i); the relation at i = N - p - 1 holds by
    // the saltus' definition, so the run is one longer than d's.
    let zd = z_array(n - 1, upto, |k| {
        i64::from(g[n - 1 - k]) - i64::from(g[n - 2 - k])
    });
    let arithmetic = (0..upto)
        .map(|p| {
            let run = if p == 0 {
                0
            } else {
                1 + zd.get(p).copied().unwrap_or(0).min(n - 1 - p)
            };
            n - p - run.min(n - p)
        })
        .collect();
    (periodic, arithmetic)
}

/// The shape of `g` (the values g(0..N)), the simplest first.
pub fn find(g: &[u32]) -> Option<Shape> {
    let n = g.len();
    if n < 12 {
        return None;
    }
    // Periodic, then arithmetic-periodic: least period with three whole
    // periods after the preperiod.
    let (periodic, saltus) = suffix_starts(g, n / 4);
    for arithmetic in [false, true] {
        for p in 1..=n / 4 {
            let e = if arithmetic { saltus[p] } else { periodic[p] };
            if n - e <= 3 * p || e > n / 2 {
                continue;
            }
            if !arithmetic {
                return Some(Shape::Periodic {
                    preperiod: e as u64,
                    period: p as u64,
                });
            }
            let s = i64::from(g[n - 1]) - i64::from(g[n - 1 - p]);
            if s > 0 {
                return Some(Shape::ArithmeticPeriodic {
                    preperiod: e as u64,
                    period: p as u64,
                    saltus: s as u64,
                });
            }
        }
    }
    [
        Shape::HalfAndOdd,
        Shape::BigOmega,
        Shape::SmallestPrimeFactor,
        Shape::Triangular,
        Shape::ZerosOddOrOddPowerOfTwo,
    ]
    .into_iter()
    .find(|shape| holds(shape, g))
}

/// The shortest table a shape of a rule with an infinite set (`squares`,
/// `primes`, a code that repeats) is claimed on: its members never stop
/// coming, so no table is long beside them, and one of 2^16 values is the
/// least any command reads a pattern from (g(0..=20) of `squares` looks
/// periodic with period 5, and g(25) breaks it).
pub const INFINITE_SET_TABLE: u64 = 1 << 16;

/// Why a table is too short for its shape to mean anything.
pub fn too_short(rule: &Rule, len: u64) -> String {
    // A bounded set with a part that depends on the heap taken away
    // (`9-nontrivial-divisors`) has no fixed list, but is not infinite:
    // past 2^16 values its own numbers are what the table is short beside.
    let bounded = matches!(rule, Rule::Subtract(s) | Rule::To(s) | Rule::Once(s) if s.member_bound().is_some());
    if rule.infinite() && !(bounded && len >= INFINITE_SET_TABLE) {
        let set = if bounded {
            "whose members change with the heap"
        } else {
            "whose set is infinite"
        };
        return format!(
            "no formula is known for {rule}, {set}: a table shorter than {INFINITE_SET_TABLE} values (here g(0..{len})) is too short beside its members for a shape to mean anything"
        );
    }
    format!(
        "no formula is known for {rule}, and its numbers reach {}: the table g(0..{len}) grundy can compute is too short beside them for its shape to mean anything",
        rule.largest_literal()
    )
}

/// The one criterion every command claims a shape of `rule`'s values by:
/// the shape [`find`] reads off `g`, only where the table is long beside
/// the rule's own numbers (four times its largest, and
/// [`INFINITE_SET_TABLE`] for an infinite set: `1,2,K` with K = 10^8 looks
/// periodic with period 3 on any table shorter than K), and for a finite
/// subtraction set only when the period repeats over a whole window of its
/// largest amount (then it holds for ever: each value is the mex of that
/// window).
///
/// # Errors
/// `None` when no shape of the library fits `g`; else why the table does
/// not show the shape it has.
pub fn claim(rule: &Rule, g: &[u32]) -> Result<Shape, Option<String>> {
    let shape = find(g).ok_or(None)?;
    let len = g.len() as u64;
    let short = rule.largest_literal().saturating_mul(4) > len
        || (rule.infinite() && len < INFINITE_SET_TABLE);
    if short {
        return Err(Some(too_short(rule, len)));
    }
    if let Some(set) = rule.as_finite_subtraction() {
        let window = set.last().copied().unwrap_or(0);
        let repeats = match shape {
            Shape::Periodic { preperiod, period } => len >= preperiod + period + window,
            _ => false,
        };
        if !repeats {
            return Err(Some(format!(
                "{rule}: its table g(0..{len}) shows no period repeating over a whole window of {window} values"
            )));
        }
    }
    Ok(shape)
}

/// Whether every value of `g` has the shape.
pub fn holds(shape: &Shape, g: &[u32]) -> bool {
    match shape {
        Shape::ZerosOddOrOddPowerOfTwo => {
            (1..g.len() as u64).all(|n| (g[n as usize] == 0) == zero_odd_or_odd_power(n))
        }
        Shape::SmallestPrimeFactor => {
            g.len() > 12
                && (4..g.len()).all(|n| {
                    let p = smallest_factor(n as u64, n as u64).unwrap_or(n as u64) as usize;
                    p == n || g[n] == g[p]
                })
                // Not a constant or periodic table in disguise.
                && (2..g.len()).filter(|&n| is_prime(n as u64)).map(|n| g[n]).collect::<std::collections::BTreeSet<_>>().len() > 3
        }
        _ => (0..g.len() as u64).all(|n| value(shape, n, g) == Some(u64::from(g[n as usize]))),
    }
}

/// Whether the player to move from a heap of `n` wins, by the shape (from
/// the table `g` where it holds one); `None` where neither reaches. Unlike
/// [`value`], an outcome-only shape answers past the table.
pub fn first_wins(shape: &Shape, n: u64, g: &[u32]) -> Option<bool> {
    if let Some(&v) = g.get(n as usize) {
        return Some(v != 0);
    }
    match shape {
        Shape::ZerosOddOrOddPowerOfTwo => Some(!zero_odd_or_odd_power(n)),
        _ => value(shape, n, g).map(|v| v != 0),
    }
}

fn zero_odd_or_odd_power(n: u64) -> bool {
    n % 2 == 1 || (n.is_power_of_two() && n.trailing_zeros() % 2 == 1)
}

/// g(n) by the shape, for any n, from the table `g` where the shape needs
/// it; `None` when the shape gives only the outcome, or needs a table
/// value beyond `g`.
pub fn value(shape: &Shape, n: u64, g: &[u32]) -> Option<u64> {
    let at = |i: u64| g.get(i as usize).map(|&v| u64::from(v));
    match *shape {
        Shape::Periodic { preperiod, period } => {
            if n < preperiod {
                return at(n);
            }
            at(preperiod + (n - preperiod) % period)
        }
        Shape::ArithmeticPeriodic {
            preperiod,
            period,
            saltus,
        } => {
            if n < preperiod {
                return at(n);
            }
            let k = (n - preperiod) / period;
            let base = at(preperiod + (n - preperiod) % period)?;
            base.checked_add(k.checked_mul(saltus)?)
        }
        Shape::HalfAndOdd => {
            let mut m = n;
            while m % 2 == 1 {
                m /= 2;
            }
            Some(m / 2)
        }
        Shape::BigOmega => Some(u64::from(super::numbers::big_omega_any(n))),
        Shape::SmallestPrimeFactor => {
            if n < 4 {
                return at(n);
            }
            let limit = g.len() as u64;
            let p = smallest_factor(n, limit.max(2))?;
            if p == n {
                return at(n);
            }
            at(p)
        }
        Shape::Triangular => {
            // t(t + 1)/2 <= n  <=>  t <= (sqrt(8n + 1) - 1)/2.
            let r = isqrt_u128(8 * u128::from(n) + 1);
            Some(((r - 1) / 2) as u64)
        }
        Shape::ZerosOddOrOddPowerOfTwo => at(n),
    }
}

fn isqrt_u128(x: u128) -> u128 {
    if x <= u128::from(u64::MAX) {
        return u128::from(isqrt(x as u64));
    }
    let mut r = (x as f64).sqrt() as u128;
    while r * r > x {
        r -= 1;
    }
    while (r + 1) * (r + 1) <= x {
        r += 1;
    }
    r
}

impl fmt::Display for Shape {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Shape::Periodic { preperiod, period } => {
                write!(f, "periodic: g(n + {period}) = g(n) for n >= {preperiod}")
            }
            Shape::ArithmeticPeriodic {
                preperiod: 0,
                period: 1,
                saltus: 1,
            } => write!(f, "g(n) = n (arithmetic-periodic: period 1, saltus 1)"),
            Shape::ArithmeticPeriodic {
                preperiod,
                period,
                saltus,
            } => write!(
                f,
                "arithmetic-periodic: g(n + {period}) = g(n) + {saltus} for n >= {preperiod}"
            ),
            Shape::HalfAndOdd => write!(f, "g(2k) = k and g(2k + 1) = g(k)"),
            Shape::BigOmega => write!(
                f,
                "g(n) = Omega(n), the number of prime factors of n counted with multiplicity"
            ),
            Shape::SmallestPrimeFactor => write!(
                f,
                "g(n) = g(p) for composite n, p the smallest prime factor of n"
            ),
            Shape::Triangular => write!(f, "g(n) = the largest t with t(t + 1)/2 <= n"),
            Shape::ZerosOddOrOddPowerOfTwo => write!(
                f,
                "g(n) = 0 exactly when n is odd or n = 2^k with k odd (an outcome; values only from the table)"
            ),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The one criterion: a shape only on a table long beside the rule's
    /// numbers (an infinite set's never stop: 2^16 values at least), a
    /// finite set's period only over a whole window; every shape claimed
    /// agrees with the definition past the table it was read from.
    #[test]
    fn a_shape_is_claimed_only_on_a_long_table() {
        use crate::games::rules::engine::naive_values;
        use crate::games::rules::parse::parse;
        let squares = parse("squares").unwrap();
        let g = naive_values(&squares, 21);
        assert!(find(&g).is_some(), "g(0..=20) looks periodic");
        assert!(matches!(claim(&squares, &g), Err(Some(_))));
        let primes = parse("primes").unwrap();
        assert!(claim(&primes, &naive_values(&primes, 21)).is_err());
        let far = parse("1,2,99999").unwrap();
        assert!(matches!(
            claim(&far, &naive_values(&far, 4000)),
            Err(Some(_))
        ));
        let powers = parse("powers(3)").unwrap();
        let long = naive_values(&powers, INFINITE_SET_TABLE as usize);
        let shape = claim(&powers, &long).unwrap();
        let past = naive_values(&powers, 3 * INFINITE_SET_TABLE as usize);
        for (n, &v) in past.iter().enumerate() {
            assert_eq!(value(&shape, n as u64, &long), Some(u64::from(v)), "{n}");
        }
    }

    /// The Z-array's runs are the runs read backwards from the end, one p
    /// at a time (the search it replaced), on tables of long stretches,
    /// periods, saltuses and noise.
    #[test]
    fn every_periods_run_is_the_one_read_backwards() {
        let mut x = 12_345_u64;
        let mut tables: Vec<Vec<u32>> = vec![vec![0; 13], vec![5; 40]];
        for kind in 0..60u64 {
            let len = 12 + (kind * 7) as usize % 90;
            let table = (0..len as u64)
                .map(|n| {
                    x = x.wrapping_mul(6_364_136_223_846_793_005).wrapping_add(1);
                    let noise = (x >> 61) as u32;
                    match kind % 4 {
                        0 => (n as u32 % (1 + kind as u32 % 5)) + u32::from(n < kind % 7) * noise,
                        1 => (n as u32 / 3) * 2 + n as u32 % 3,
                        2 => (n as u32 + 1).ilog2() + u32::from(noise == 0 && n < 9),
                        _ => noise,
                    }
                })
                .collect();
            tables.push(table);
        }
        for g in &tables {
            let (periodic, saltus) = suffix_starts(g, g.len());
            for p in 1..g.len() {
                assert_eq!(
                    Some(periodic[p]),
                    suffix_start(g, p, false).map(|r| r.0),
                    "{g:?} {p}"
                );
                assert_eq!(
                    Some(saltus[p]),
                    suffix_start(g, p, true).map(|r| r.0),
                    "{g:?} {p}"
                );
            }
        }
    }

    /// The work of the shape search is linear in the table: the Z-array
    /// reads each table value a bounded number of times, counted here on
    /// 2^20 values of long constant stretches (the values of `to
    /// fibonacci`'s kind, where trying each period from the end read about
    /// N^2 / 8 of them).
    #[test]
    fn a_table_of_long_stretches_is_read_a_bounded_number_of_times() {
        let n = 1 << 20;
        let g: Vec<u32> = (0..n as u32).map(|v| (v + 1).ilog2() / 3).collect();
        let reads = std::cell::Cell::new(0_u64);
        let z = z_array(n, n / 4 + 1, |k| {
            reads.set(reads.get() + 1);
            g[n - 1 - k]
        });
        assert!(reads.get() <= 4 * n as u64, "{} reads", reads.get());
        // The run at period 1 is the last stretch (g = 6 from 2^18 - 1 on)
        // less one, and it is the shape found.
        assert_eq!(z[1], n - (1 << 18));
        assert_eq!(
            find(&g),
            Some(Shape::Periodic {
                preperiod: (1 << 18) - 1,
                period: 1
            })
        );
    }

    #[test]
    fn shapes_are_found_and_evaluated() {
        let periodic: Vec<u32> = (0..100).map(|n| if n < 5 { 7 } else { n % 3 }).collect();
        let shape = find(&periodic).unwrap();
        assert_eq!(
            shape,
            Shape::Periodic {
                preperiod: 5,
                period: 3
            }
        );
        assert_eq!(value(&shape, 1_000_000_000_000, &periodic), Some(1));
        let arith: Vec<u32> = (0..100)
            .map(|n| n / 4 * 4 + [0, 1, 2, 4][n as usize % 4])
            .collect();
        assert!(matches!(
            find(&arith),
            Some(Shape::ArithmeticPeriodic {
                period: 4,
                saltus: 4,
                ..
            })
        ));
        let half: Vec<u32> = (0..200u64)
            .map(|n| value(&Shape::HalfAndOdd, n, &[]).unwrap() as u32)
            .collect();
        assert_eq!(find(&half), Some(Shape::HalfAndOdd));
        assert_eq!(&half[..8], &[0, 0, 1, 0, 2, 1, 3, 0]);
        let tri: Vec<u32> = (0..200u64)
            .map(|n| value(&Shape::Triangular, n, &[]).unwrap() as u32)
            .collect();
        assert_eq!(&tri[..11], &[0, 1, 1, 2, 2, 2, 3, 3, 3, 3, 4]);
        assert_eq!(find(&tri), Some(Shape::Triangular));
        assert_eq!(
            value(&Shape::Triangular, u64::MAX, &[]),
            Some(6_074_000_999)
        );
        // A table that is none of them.
        let noise: Vec<u32> = (0..200u64)
            .map(|n| ((n * 2_654_435_761) >> 7 & 7) as u32)
            .collect();
        assert_eq!(find(&noise), None);
    }
}
