//! The period of a Grundy sequence, found while its values are computed
//! and proven by the periodicity theorem: `Detector` watches the values
//! as they are appended and yields a [`Certificate`] once a period holds.
//!
//! **The theorem.** For a rule removing at most t tokens and leaving at
//! most k heaps, if `g(n + p) = g(n)` for all `e <= n < N - p` with
//! `N >= k (e + p) + t` and `e >= 1`, then `g(n + p) = g(n)` for every
//! `n >= e` (Guy and Smith, Winning Ways ch. 4; for k = 1 it is the window
//! argument: g(n) depends on the t values before it, and a window of t
//! values repeats). In any option of a heap n >= N the largest heap left
//! is at least (n - t) / k, so it lies in the periodic part and shifting
//! it by p matches the options of n and n + p. The search stops computing
//! as soon as one (e, p) holds, and every later heap (up to `u64::MAX`) is
//! answered from the period. Grundy's game has no such bound (a heap
//! splits without limit), so it gets no detector.
//!
//! Part of the table layer ([`crate::games::sequence::table`] owns a
//! detector); it reads the values as a plain slice (`Cell`) and knows
//! nothing of the kernels that compute them.

use crate::games::sequence::values::Cell;

/// A proven period: `g(n + len) = g(n)` for every `n >= preperiod`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Certificate {
    /// The least such n.
    pub preperiod: u64,
    /// The least such period.
    pub len: u64,
    /// Values computed when the period was proven: `g(0..computed)`.
    pub computed: u64,
    /// The most heaps one move leaves (k in the theorem).
    pub heaps_left: u64,
    /// The most tokens one move removes (t in the theorem).
    pub max_take: u64,
}

#[cfg(feature = "tools")]
impl Certificate {
    /// `k (max(e, 1) + p) + t`: how many values the theorem needs.
    pub fn needed(&self) -> u64 {
        needed(self.heaps_left, self.max_take, self.preperiod, self.len)
    }
}

fn needed(k: u64, t: u64, e: u64, p: u64) -> u64 {
    k.saturating_mul(e.max(1).saturating_add(p))
        .saturating_add(t)
}

/// Looks for a period while values are pushed, and proves it (module docs).
///
/// Every `scan` finds the nearest earlier places where the last few values
/// occur again; each distance p is a candidate, with e the start of its
/// current run of `g(n) = g(n - p)`, due to be proven at `k (e + p) + t`
/// values if the run goes on. Candidates are checked with each new value;
/// scans come at every quarter more values, and sooner when all candidates
/// have failed. A scan only suggests: the proof is the run itself.
#[derive(Clone, Debug)]
pub(crate) struct Detector {
    k: u64,
    t: u64,
    candidates: Vec<Candidate>,
    next_scan: usize,
}

#[derive(Clone, Copy, Debug)]
struct Candidate {
    p: usize,
    e: usize,
    due: u64,
}

/// Values compared to find candidates.
const SCAN_WINDOW: usize = 32;
/// The window for rules without splits and a long reach.
const LONG_WINDOW: usize = 128;
/// Candidates kept between scans.
const CANDIDATES: usize = 8;

impl Detector {
    /// The search for a rule leaving at most `k` heaps and removing at
    /// most `t` tokens, no value seen yet.
    pub(crate) fn new(k: u64, t: u64) -> Detector {
        // Nothing can be proven before k (1 + 1) + t values.
        let first = usize::try_from(needed(k, t, 1, 1)).unwrap_or(usize::MAX);
        Detector {
            k,
            t,
            candidates: Vec::new(),
            next_scan: first,
        }
    }

    /// The first table length from `len` on at which [`Detector::push`]
    /// has anything to do: the next scan when no candidate is pending.
    #[inline]
    pub(crate) fn busy_from(&self, len: usize) -> usize {
        if self.candidates.is_empty() {
            len.max(self.next_scan)
        } else {
            len
        }
    }

    /// Called for each table length from `from` to `values.len()`: the
    /// certificate once a period is proven.
    pub(crate) fn search<V: Cell>(&mut self, values: &[V], from: usize) -> Option<Certificate> {
        for m in self.busy_from(from)..=values.len() {
            if let Some((e, p)) = self.push(&values[..m]) {
                return Some(self.certify(&values[..m], e, p));
            }
        }
        None
    }

    /// The candidate due soonest, as (preperiod so far, period).
    #[cfg(feature = "tools")]
    pub(crate) fn candidate(&self) -> Option<(u64, u64)> {
        self.candidates.first().map(|c| (c.e as u64, c.p as u64))
    }

    /// Called after each new value; `Some((e, p))` once a period is proven.
    fn push<V: Cell>(&mut self, values: &[V]) -> Option<(usize, usize)> {
        let len = values.len();
        if len < self.next_scan && self.candidates.is_empty() {
            return None;
        }
        let last = values[len - 1];
        let had = self.candidates.len();
        self.candidates.retain(|c| values[len - 1 - c.p] == last);
        if let Some(c) = self.candidates.iter().find(|c| len as u64 >= c.due) {
            return Some((c.e, c.p));
        }
        if had > 0 && self.candidates.is_empty() {
            // Sooner than the schedule, but not at every failure.
            self.next_scan = self.next_scan.min(len + len / 32 + 16);
        }
        if len >= self.next_scan {
            return self.scan(values);
        }
        None
    }

    fn scan<V: Cell>(&mut self, values: &[V]) -> Option<(usize, usize)> {
        let len = values.len();
        self.next_scan = len + len / 4 + 16;
        // Without splits only a run of t values proves a period, so a
        // window of up to t values delays nothing and avoids chance matches
        // among few distinct values. With splits a run proves a period only
        // once it covers half the values; a short window sees it sooner.
        let w = if self.k == 1 {
            let t = usize::try_from(self.t).unwrap_or(usize::MAX);
            LONG_WINDOW.min(t.max(8))
        } else {
            SCAN_WINDOW
        }
        .min(len / 2);
        if w == 0 {
            return None;
        }
        const B: u64 = 0x9E37_79B9_7F4A_7C15;
        let hash = |s: &[V]| {
            s.iter()
                .fold(0u64, |h, &x| h.wrapping_mul(B).wrapping_add(x.at() as u64))
        };
        let target = hash(&values[len - w..]);
        let top = (0..w).fold(1u64, |p, _| p.wrapping_mul(B));
        // Distances of the nearest earlier occurrences of the last w values,
        // found by a rolling hash over windows ending at j < len.
        let mut found: Vec<usize> = Vec::new();
        let mut next_slot = 0;
        let mut h = hash(&values[..w]);
        for j in w..len {
            if h == target && values[j - w..j] == values[len - w..] {
                // The nearest ones are kept, in a ring.
                if found.len() < 4 * CANDIDATES {
                    found.push(len - j);
                } else {
                    found[next_slot] = len - j;
                    next_slot = (next_slot + 1) % found.len();
                }
            }
            h = h
                .wrapping_mul(B)
                .wrapping_add(values[j].at() as u64)
                .wrapping_sub(top.wrapping_mul(values[j - w].at() as u64));
        }
        found.sort_unstable();
        let mut candidates: Vec<Candidate> = Vec::new();
        for p in found {
            if candidates.iter().any(|c| p % c.p == 0) {
                continue;
            }
            let run = (p..len)
                .rev()
                .take_while(|&x| values[x] == values[x - p])
                .count();
            let e = len - p - run;
            let due = needed(self.k, self.t, e as u64, p as u64);
            candidates.push(Candidate { p, e, due });
        }
        candidates.sort_by_key(|c| (c.due, c.p));
        candidates.truncate(CANDIDATES);
        self.candidates = candidates;
        self.candidates
            .iter()
            .find(|c| len as u64 >= c.due)
            .map(|c| (c.e, c.p))
    }

    /// The least period and preperiod, given that (e, p) is proven on
    /// `values`. Any period of the tail is a divisor of p that already
    /// holds on the computed part from e on.
    fn certify<V: Cell>(&self, values: &[V], e: usize, p: usize) -> Certificate {
        let len = values.len();
        let holds = |d: usize| (e + d..len).all(|x| values[x] == values[x - d]);
        let p = (1..=p).find(|&d| p % d == 0 && holds(d)).unwrap_or(p);
        let mut e = e;
        while e > 0 && values[e - 1] == values[e - 1 + p] {
            e -= 1;
        }
        let c = Certificate {
            preperiod: e as u64,
            len: p as u64,
            computed: len as u64,
            heaps_left: self.k,
            max_take: self.t,
        };
        debug_assert!(needed(self.k, self.t, c.preperiod, c.len) <= c.computed);
        c
    }
}
