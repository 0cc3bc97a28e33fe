//! Values of take-and-break codes whose moves may leave three heaps
//! (hexadecimal digits 8-f, as in 0.9 or 0.8f): the kernel the engine in
//! [`crate::games::sequence`] uses for them. It reads the rule and offers
//! one value at a time to a [`crate::games::sequence::table::Table`]
//! (`NextValue`), the layer below; it knows nothing of the engine.
//!
//! **Method.** For each total s keep `X(s) = { g(a) ^ g(b) : a + b = s,
//! a, b >= 1 }` as a bit set of W bits, W a power of two above every value
//! so far (XORs of values below W stay below W). Then
//! - a move leaving two heaps of total r has the option values `X(r)`;
//! - a move leaving three heaps of total r has the option values
//!   `g(a) ^ x` for x in `X(r - a)`, a the least of the three heaps
//!   (`1 <= a <= r / 3`).
//!
//! Each X(r - a) moved by `XOR g(a)` is a permutation of its bits. The
//! part of g(a) above its low 6 bits only moves whole words, done per a;
//! the low 6 bits permute bits within each word (6 swaps of bit blocks at
//! most), done once for each of their 64 values on the union of the rows
//! that share it.
//!
//! **Cost**, for the value of a heap n: `X(n)` costs n / 2 pair lookups,
//! each two-heap digit one OR of W / 64 words, and each three-heap digit
//! `n / 3 x W / 64` word ORs plus `64 x W / 64` word permutations. So
//! g(0..N) costs about `N^2 / 6 x W / 64` word operations per three-heap
//! digit (against the `N^3 / 12` triples of the definition) and
//! `N x W / 8` bytes: cubic in effect for games like 0.9 whose values grow
//! with the heap (g(n) is near n / 2, W near n), quadratic for games with
//! small values. 10,000 values of 0.9 hold 12 MB of rows; the figures are
//! in docs/benchmarks.md. A tool: judge files never read hexadecimal codes.

use crate::games::sequence::table::NextValue;
use crate::games::sequence::takes::Takes;
use crate::games::sequence::values::Cell;

/// The moves of a code by the number of heaps they leave (`exact`: none),
/// and for each total s the set X(s) as `pair_words` words of bits.
#[derive(Clone, Debug)]
pub struct ThreeHeaps {
    ones: Vec<usize>,
    exact: Vec<usize>,
    twos: Vec<usize>,
    threes: Vec<usize>,
    pairs: Vec<u64>,
    pair_words: usize,
    /// Word operations and pair lookups done so far (module docs, Cost):
    /// what a caller's budget counts, since one value of a heap of 65,536
    /// under `c.4` is millions of them.
    work: u64,
    /// The work and the bytes of rows [`ThreeHeaps::spent`] stops at.
    budget: (u64, u64),
}

impl ThreeHeaps {
    /// The kernel for the moves of `rule` (a code), no X(s) known yet.
    pub fn new(rule: &Takes) -> ThreeHeaps {
        ThreeHeaps {
            ones: Takes::small(&rule.ones),
            exact: Takes::small(&rule.exact),
            twos: Takes::small(&rule.twos),
            threes: Takes::small(&rule.threes),
            pairs: Vec::new(),
            pair_words: 1,
            work: 0,
            budget: (u64::MAX, u64::MAX),
        }
    }

    /// Stops the kernel ([`ThreeHeaps::spent`]) once its work reaches
    /// `work` or its rows would pass `bytes`.
    pub fn set_budget(&mut self, work: u64, bytes: u64) {
        self.budget = (work, bytes);
    }

    /// Whether g(n) is past the budget: the work done reached it, or the
    /// rows to heap n, with room for W doubling once, would pass its bytes.
    pub fn spent(&self, n: usize) -> bool {
        let rows = (n as u64 + 1).saturating_mul(16 * self.pair_words as u64);
        self.work >= self.budget.0 || rows > self.budget.1
    }

    /// The work done so far: pair lookups and word operations.
    pub fn work(&self) -> u64 {
        self.work
    }

    /// The words of each X(s) row (W / 64); the rows take `8 x words`
    /// bytes per heap, and double when a value reaches 64 x words.
    pub fn pair_words(&self) -> usize {
        self.pair_words
    }
}

impl NextValue for ThreeHeaps {
    fn next<V: Cell>(&mut self, values: &[V]) -> u32 {
        next_value(self, values)
    }
}

/// `g(n)`, given `values` = g(0..n) (module docs).
fn next_value<V: Cell>(kernel: &mut ThreeHeaps, values: &[V]) -> u32 {
    let ThreeHeaps {
        ones,
        exact,
        twos,
        threes,
        pairs,
        pair_words,
        work,
        budget: _,
    } = kernel;
    let n = values.len();
    let largest = values.last().map_or(0, |&g| g.at());
    while largest >= 64 * *pair_words {
        widen(pairs, pair_words);
    }
    let w = *pair_words;
    // X(s) for every s <= n: its pairs are all below n.
    let mut s = pairs.len() / w;
    while s <= n {
        pairs.resize((s + 1) * w, 0);
        let row = &mut pairs[s * w..];
        for a in 1..=s / 2 {
            let v = values[a].at() ^ values[s - a].at();
            row[v / 64] |= 1 << (v % 64);
        }
        *work += s as u64 / 2 + 1;
        s += 1;
    }
    let pair_set = |s: usize| &pairs[s * w..(s + 1) * w];
    let mut options = vec![0u64; w];
    if exact.binary_search(&n).is_ok() {
        options[0] |= 1;
    }
    for &i in ones.iter().take_while(|&&i| i < n) {
        let v = values[n - i].at();
        options[v / 64] |= 1 << (v % 64);
    }
    for &i in twos.iter().take_while(|&&i| i + 2 <= n) {
        for (o, x) in options.iter_mut().zip(pair_set(n - i)) {
            *o |= x;
        }
        *work += w as u64;
    }
    let width = 64 * w;
    // Three heaps: the union of g(a) ^ X(r - a) over the least heap a.
    // The part of g(a) above the low 6 bits moves whole words, done per
    // a; the low 6 bits permute bits within words, done once per value
    // of them on the union of the rows that share it.
    let mut by_low = vec![0u64; 64 * w];
    for &i in threes.iter().take_while(|&&i| i + 3 <= n) {
        let r = n - i;
        for (a, &g) in values.iter().enumerate().take(r / 3 + 1).skip(1) {
            let u = g.at();
            let (high, low) = (u / 64, u % 64);
            let union = &mut by_low[low * w..(low + 1) * w];
            for (j, &word) in pair_set(r - a).iter().enumerate() {
                union[j ^ high] |= word;
            }
            *work += w as u64;
        }
    }
    if !threes.is_empty() {
        *work += 64 * w as u64;
        for (low, union) in by_low.chunks(w).enumerate() {
            for (o, &word) in options.iter_mut().zip(union) {
                *o |= xor_bits(word, low);
            }
        }
    }
    options
        .iter()
        .position(|&o| o != u64::MAX)
        .map_or(width, |j| 64 * j + options[j].trailing_ones() as usize) as u32
}

/// The word whose bit v is bit `v ^ k` of `word` (k < 64): for each set
/// bit of k, the blocks of that size swap places.
fn xor_bits(mut word: u64, k: usize) -> u64 {
    const LOW_HALVES: [u64; 6] = [
        0x5555_5555_5555_5555,
        0x3333_3333_3333_3333,
        0x0F0F_0F0F_0F0F_0F0F,
        0x00FF_00FF_00FF_00FF,
        0x0000_FFFF_0000_FFFF,
        0x0000_0000_FFFF_FFFF,
    ];
    for (b, &m) in LOW_HALVES.iter().enumerate() {
        if k >> b & 1 == 1 {
            let s = 1 << b;
            word = (word & m) << s | (word >> s) & m;
        }
    }
    word
}

/// Doubles W, keeping every X(s).
fn widen(pairs: &mut Vec<u64>, words: &mut usize) {
    let (old, new) = (*words, 2 * *words);
    let totals = pairs.len() / old;
    let mut wider = vec![0u64; totals * new];
    for s in 0..totals {
        wider[s * new..s * new + old].copy_from_slice(&pairs[s * old..(s + 1) * old]);
    }
    *pairs = wider;
    *words = new;
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::rules::{engine::naive_values, parse::parse, Rule};
    use crate::games::sequence::table::Table;

    /// The kernel's table for `rule` after computing `len` values.
    fn computed(rule: &Rule, len: usize) -> Table {
        let takes = rule.classic().unwrap();
        let mut table = Table::new(&takes);
        table.extend_by(len, &mut ThreeHeaps::new(&takes));
        table
    }

    fn naive(rule: &Rule, len: usize) -> Vec<u16> {
        naive_values(rule, len).iter().map(|&g| g as u16).collect()
    }

    #[test]
    fn xor_bits_moves_every_bit() {
        for k in 0..64 {
            for v in 0..64 {
                assert_eq!(xor_bits(1 << v, k), 1 << (v ^ k), "v {v} k {k}");
            }
        }
    }

    #[test]
    fn agrees_with_the_definition() {
        // 0.9 and 0.8f from the issue, 4.8 and c.0 (splitting without
        // removing), and codes mixing every kind of digit.
        for text in [
            "0.9", "0.8f", "0.8", "4.8", "c.0", "8.1", "0.f", "0.3b8", "0.e2",
        ] {
            let rule = parse(text).unwrap();
            let s = computed(&rule, 150);
            let naive = naive(&rule, 150);
            assert_eq!(
                &s.values().to_vec()[..150.min(s.computed())],
                &naive[..s.computed().min(150)],
                "{text}"
            );
            for (n, &g) in naive.iter().enumerate() {
                assert_eq!(s.value(n as u64), Some(g), "{text} n = {n}");
            }
        }
    }

    #[test]
    fn values_beyond_64_widen_the_sets() {
        // 8.f leaves one, two or three heaps of any split: values grow
        // past 64 within a few hundred heaps.
        let rule = parse("c.f").unwrap();
        let s = computed(&rule, 200);
        let naive = naive(&rule, 200);
        assert!(naive.iter().any(|&g| g >= 64), "{:?}", naive.iter().max());
        assert_eq!(s.values().to_vec(), naive);
    }
}
