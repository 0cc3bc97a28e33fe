//! Rules with memory, where the heap alone is not the position:
//! - `1..K*last`: take 1 to K times the last take; the first move takes
//!   any number but not the whole heap. A position is (heap, most that may
//!   be taken); Fibonacci Nim is K = 2 (the mover loses exactly on the
//!   Fibonacci numbers, Whinihan 1963).
//! - `once S`: take s in S, each amount at most once in a heap's life. A
//!   position is (heap, amounts used).
//!
//! A heap's Grundy value is that of its starting position, so a sum of
//! such heaps is still a XOR of values (Sprague-Grundy holds for any
//! impartial game). The tables here are the definition, position by
//! position.

use super::Set;
use std::collections::HashMap;

/// g(n, m) of `1..K*last` for every heap n below a length and every limit
/// m <= n.
#[derive(Clone, Debug)]
pub struct TimesLast {
    k: u64,
    /// `rows[n][m]` for 0 <= m <= n.
    rows: Vec<Vec<u32>>,
}

/// The most heaps a [`TimesLast`] table holds (its size grows as the square).
pub const TIMES_LAST_MAX: usize = 4096;

impl TimesLast {
    /// The table for heaps below `len` (at most [`TIMES_LAST_MAX`]).
    ///
    /// The options of (n, m) grow with m (one more take allowed), so each
    /// row is one pass over the takes, its mex kept as the options join.
    pub fn new(k: u64, len: usize) -> TimesLast {
        let len = len.min(TIMES_LAST_MAX);
        let mut rows: Vec<Vec<u32>> = Vec::with_capacity(len);
        for n in 0..len {
            let mut row = Vec::with_capacity(n + 1);
            row.push(0);
            let mut seen = vec![false; n + 2];
            let mut mex = 0usize;
            for s in 1..=n {
                let rest = n - s;
                let limit = (k.saturating_mul(s as u64)).min(rest as u64) as usize;
                let v = rows[rest][limit] as usize;
                if v < seen.len() {
                    seen[v] = true;
                }
                while seen[mex] {
                    mex += 1;
                }
                row.push(mex as u32);
            }
            rows.push(row);
        }
        TimesLast { k, rows }
    }

    pub fn len(&self) -> usize {
        self.rows.len()
    }

    pub fn is_empty(&self) -> bool {
        self.rows.is_empty()
    }

    /// g(n, m): a heap of n where at most m may be taken.
    pub fn value(&self, n: usize, m: usize) -> u32 {
        self.rows[n][m.min(n)]
    }

    /// The value of a fresh heap: the first move takes anything but all.
    pub fn start(&self, n: usize) -> u32 {
        self.value(n, n.saturating_sub(1))
    }

    /// The smallest first take that wins a single fresh heap.
    pub fn smallest_winning_take(&self, n: usize) -> Option<u64> {
        (1..n)
            .find(|&s| {
                let rest = n - s;
                self.value(
                    rest,
                    (self.k.saturating_mul(s as u64)).min(rest as u64) as usize,
                ) == 0
            })
            .map(|s| s as u64)
    }
}

/// g(n, m) by the definition, recursively, for tests.
pub fn times_last_naive(k: u64, n: u64, m: u64, memo: &mut HashMap<(u64, u64), u32>) -> u32 {
    if let Some(&v) = memo.get(&(n, m)) {
        return v;
    }
    let mut options = Vec::new();
    for s in 1..=m.min(n) {
        options.push(times_last_naive(k, n - s, (k * s).min(n - s), memo));
    }
    let v = crate::games::mex::mex(options.iter().map(|&v| u64::from(v))) as u32;
    memo.insert((n, m), v);
    v
}

/// The heaps of `once S` tabulated: 0 to 47 (amounts are kept as bits;
/// the search over amounts used grows fast beyond).
pub const ONCE_MAX: usize = 48;

/// g(0..len) of `once S` (len at most [`ONCE_MAX`]), each heap by a search
/// over (heap, amounts used), shared between heaps.
pub fn once_values(set: &Set, len: usize) -> Vec<u32> {
    let mut memo = HashMap::new();
    (0..len.min(ONCE_MAX) as u64)
        .map(|n| once_value(set, n, 0, &mut memo))
        .collect()
}

/// g of a heap of `once S` at `heap` with the amounts of the bits of
/// `used` (bit s - 1 for s) taken before, by a search shared through
/// `memo`: explain's values of the heaps a move leaves. Amounts past 64
/// are not tracked, so heaps up to 64.
pub fn once_value(set: &Set, heap: u64, used: u64, memo: &mut HashMap<(u64, u64), u32>) -> u32 {
    if let Some(&v) = memo.get(&(heap, used)) {
        return v;
    }
    let mut options = Vec::new();
    for s in 1..=heap {
        if used & (1 << (s - 1)) == 0 && set.contains(s, heap) {
            options.push(once_value(set, heap - s, used | 1 << (s - 1), memo));
        }
    }
    let v = crate::games::mex::mex(options.iter().map(|&v| u64::from(v))) as u32;
    memo.insert((heap, used), v);
    v
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::rules::numbers::is_fibonacci;

    #[test]
    fn table_is_the_definition() {
        for k in 1..5 {
            let t = TimesLast::new(k, 60);
            let mut memo = HashMap::new();
            for n in 0..60u64 {
                for m in 0..=n {
                    assert_eq!(
                        t.value(n as usize, m as usize),
                        times_last_naive(k, n, m, &mut memo),
                        "k {k} n {n} m {m}"
                    );
                }
            }
        }
    }

    /// Fibonacci Nim (hdu2516): the mover loses exactly on Fibonacci numbers.
    #[test]
    fn fibonacci_nim() {
        let t = TimesLast::new(2, 1000);
        for n in 2..1000 {
            assert_eq!(t.start(n) == 0, is_fibonacci(n as u64), "{n}");
        }
    }

    /// The k-Zeckendorf construction of the hdu2486 spec: the losing heaps
    /// a_i, and the smallest winning take as the smallest part of the
    /// greedy representation.
    #[test]
    fn k_times_last_agrees_with_the_construction() {
        for k in 1..=6u64 {
            let t = TimesLast::new(k, 400);
            let (mut a, mut b) = (vec![1u64], vec![1u64]);
            while *a.last().unwrap() < 400 {
                let i = a.len() - 1;
                a.push(b[i] + 1);
                let next = *a.last().unwrap();
                let j = (0..a.len()).rev().find(|&j| k * a[j] < next);
                b.push(match j {
                    Some(j) => next + b[j],
                    None => next,
                });
            }
            for n in 2..400u64 {
                let lose = a.contains(&n);
                assert_eq!(t.start(n as usize) == 0, lose, "k {k} n {n}");
                if !lose {
                    let (mut r, mut smallest) = (n, n);
                    for &x in a.iter().rev() {
                        if x <= r {
                            r -= x;
                            smallest = x;
                        }
                    }
                    assert_eq!(
                        t.smallest_winning_take(n as usize),
                        Some(smallest),
                        "k {k} n {n}"
                    );
                }
            }
        }
    }

    /// Each amount once (cf768e): g(s) is the largest t with t(t+1)/2 <= s.
    #[test]
    fn once_each_amount() {
        let set = crate::games::rules::parse::parse("once 1..n").unwrap();
        let crate::games::rules::Rule::Once(set) = set else {
            unreachable!()
        };
        let g = once_values(&set, 40);
        for (s, &v) in g.iter().enumerate() {
            let t = (0..).take_while(|t| t * (t + 1) / 2 <= s).last().unwrap();
            assert_eq!(v as usize, t, "{s}");
        }
    }
}
