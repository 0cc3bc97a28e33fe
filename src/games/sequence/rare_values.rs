//! The rare-value ("sparse space") kernel of the Grundy-sequence engine,
//! for rules that split a heap in two (take-and-break codes with a digit
//! 4-7, Grundy's game).
//!
//! With a mask m, a value v is *common* when `popcount(v & m)` is odd and
//! *rare* otherwise (Gangolli and Plambeck; Flammenkamp). Parity is linear
//! under XOR, so a common option `g(a) ^ g(b)` has exactly one of a, b
//! rare: the pairs through the few rare positions give every common option
//! value, so the least common value they miss is the least common value
//! missing among all options, and only rare values below it need a direct
//! search, which common ^ common pairs nearly always end at once. Any mask
//! is correct; one with few rare positions makes it fast, so the mask is
//! re-chosen from the histogram of the values each time the sequence
//! doubles.
//!
//! A kernel: [`RareValues`] holds the rule's moves and the method's state
//! (mask, rare positions, histogram, mark rows), reads the rule
//! ([`Takes`]) and computes into a [`Table`], the layer below; the
//! engine ([`crate::games::sequence`]) chooses it and knows none of its
//! state. A judge file whose rules never split (S-Nim) uses the simple
//! kernel and a table alone, so it carries none of this.

use crate::games::sequence::table::{Stop, Table};
use crate::games::sequence::takes::Takes;
use crate::games::sequence::values::{Cell, Values};

/// The kernel of one splitting rule: its moves and the rare-value state
/// (module docs).
#[derive(Clone, Debug)]
pub struct RareValues {
    rule: SplitRule,
    state: RareState,
}

/// What the method keeps between values: the mask, the rare positions
/// (n >= 1, with their values), a histogram of all values and when to
/// re-choose the mask; and the mark rows of rules with values of 64 or
/// more.
#[derive(Clone, Debug)]
struct RareState {
    /// `seen[v] == stamp` when v is an option of the heap being computed.
    seen: Vec<u32>,
    stamp: u32,
    mask: u16,
    rare: Vec<(u32, u16)>,
    histogram: Vec<u64>,
    next_mask_check: usize,
    /// Pairs marked and tested so far, and where computing stops: counted
    /// inside the loops (a block's pairs before it, each position's before
    /// it, each direct search's pairs), since one value of a rule whose
    /// rare positions are not rare (`0.007`) looks at every pair.
    work: u64,
    budget: u64,
}

impl RareValues {
    /// The kernel for `rule`, which splits a heap into at most two: the
    /// moves of a code by what they leave, or Grundy's game; no value
    /// counted yet (g(0) = 0 is in the histogram).
    pub fn new(rule: &Takes) -> RareValues {
        let rule = SplitRule {
            ones: Takes::small(&rule.ones),
            exact: Takes::small(&rule.exact),
            splits: Takes::small(&rule.twos),
            unequal: rule.unequal,
        };
        RareValues {
            rule,
            state: RareState {
                seen: vec![0; 2],
                stamp: 0,
                mask: 0,
                rare: Vec::new(),
                histogram: vec![1],
                next_mask_check: 64,
                work: 0,
                budget: u64::MAX,
            },
        }
    }

    /// Computes values into `table` until `g(0..len)` are known, the
    /// period is proven, or a value does not fit, and says which;
    /// `SPLIT_BLOCK` positions at a time (module docs): the pairs through a rare position `a >= SPLIT_BLOCK` only
    /// read values from before the block, so they are marked for the whole
    /// block at once, reading `g(r - a)` for consecutive r from one place of
    /// memory instead of one cache miss per position. The other pairs, the
    /// moves that leave one heap and the mex are done position by position.
    ///
    /// # Complexity
    /// About O(rare positions x split digits) per value.
    pub fn extend(&mut self, table: &mut Table, len: usize) -> Stop {
        let RareValues { rule, state } = self;
        while table.values.len() < len && table.certificate.is_none() && !table.too_large {
            if state.work >= state.budget {
                break;
            }
            let n0 = table.values.len();
            split_block(state, table, rule, n0, SPLIT_BLOCK.min(len - n0));
            while table.values.len() >= state.next_mask_check {
                state.next_mask_check *= 2;
                choose_mask(state, table);
            }
        }
        table.stop()
    }

    /// Stops every later [`RareValues::extend`] once the pairs looked at
    /// reach `work` (module docs of [`RareState::work`]).
    #[cfg(feature = "tools")]
    pub fn set_budget(&mut self, work: u64) {
        self.state.budget = work;
    }

    /// Whether the work budget is spent.
    #[cfg(feature = "tools")]
    pub fn spent(&self) -> bool {
        self.state.work >= self.state.budget
    }

    /// The rare/common mask and the number of rare positions.
    #[cfg(feature = "tools")]
    pub fn rare_split(&self) -> (u16, usize) {
        (self.state.mask, self.state.rare.len())
    }
}

/// Appends g(n), counting it in the histogram and the rare list.
#[inline(always)]
fn push_counted(state: &mut RareState, table: &mut Table, g: u16) {
    let n = table.values.len();
    let v = usize::from(g);
    if state.histogram.len() <= v {
        state.histogram.resize(v + 1, 0);
    }
    state.histogram[v] += 1;
    if (g & state.mask).count_ones() % 2 == 0 && n >= 1 {
        state.rare.push((n as u32, g));
    }
    table.push(g);
}

/// Picks the mask with the fewest rare positions so far, and rebuilds the
/// rare list when it changes.
fn choose_mask(state: &mut RareState, table: &Table) {
    let width = state.histogram.len().next_power_of_two();
    // Masks beyond 2^12 are not tried: 2^12 x 2^12 steps at most.
    let masks = width.min(1 << 12);
    let rare_count = |m: usize| -> u64 {
        (0..state.histogram.len())
            .filter(|&v| (v & m).count_ones() % 2 == 0)
            .map(|v| state.histogram[v])
            .sum()
    };
    let current = rare_count(usize::from(state.mask));
    let Some((best, count)) = (1..masks).map(|m| (m, rare_count(m))).min_by_key(|x| x.1) else {
        return;
    };
    // Switch only for a clear gain: each switch rebuilds the list.
    if count * 5 < current * 4 {
        state.mask = best as u16;
        state.rare = match &table.values {
            Values::U8(v) => rare_positions(v, state.mask),
            Values::U16(v) => rare_positions(v, state.mask),
        };
    }
}

/// The positions n >= 1 whose values are rare under `mask`, with them.
fn rare_positions<V: Cell>(values: &[V], mask: u16) -> Vec<(u32, u16)> {
    let mut rare = Vec::new();
    for (n, &g) in values.iter().enumerate().skip(1) {
        let g: u16 = g.into();
        if (g & mask).count_ones() % 2 == 0 {
            rare.push((n as u32, g));
        }
    }
    rare
}

/// Settles positions `n0..n0 + count` (fewer when a value needs more
/// bits than the block's mark tables hold, or the period is proven).
fn split_block(
    state: &mut RareState,
    table: &mut Table,
    rule: &SplitRule,
    n0: usize,
    count: usize,
) {
    // Values so far are below 2^b, and so are XORs of them; a value in
    // the block is at most 2^b. Rows of 2^(b+1) marks hold both, and the
    // block ends after a value of 2^b or more.
    let half = state.histogram.len().next_power_of_two();
    let width = 2 * half;
    if half <= 64 {
        // One word per position: every small rule, 0.1777 too.
        let mut rows = BitRows {
            rows: [0; SPLIT_BLOCK],
            common: common_values(state.mask),
        };
        settle_split_block(state, table, rule, n0, count, &mut rows);
        return;
    }
    let mut seen = std::mem::take(&mut state.seen);
    if seen.len() < count * width {
        seen.resize(count * width, 0);
    }
    state.stamp = state.stamp.wrapping_add(1);
    if state.stamp == 0 {
        seen.fill(0);
        state.stamp = 1;
    }
    let mut rows = StampRows {
        seen,
        width,
        stamp: state.stamp,
    };
    settle_split_block(state, table, rule, n0, count, &mut rows);
    state.seen = rows.seen;
}

/// The block's work with the marks kept in `rows` ([`split_block`]), on
/// the values as they are stored: chosen once per block.
fn settle_split_block<M: Marks>(
    state: &mut RareState,
    table: &mut Table,
    rule: &SplitRule,
    n0: usize,
    count: usize,
    rows: &mut M,
) {
    match table.values {
        Values::U8(_) => settle_split_block_as(state, table, rule, n0, count, rows, u8::slice),
        Values::U16(_) => settle_split_block_as(state, table, rule, n0, count, rows, u16::slice),
    }
}

/// [`settle_split_block`] with the values stored as `V` (read by
/// `slice`); ends early when they are widened.
fn settle_split_block_as<V: Stored, M: Marks>(
    state: &mut RareState,
    table: &mut Table,
    rule: &SplitRule,
    n0: usize,
    count: usize,
    rows: &mut M,
    slice: impl Fn(&Values) -> Option<&[V]>,
) {
    let half = state.histogram.len().next_power_of_two();
    let known = state.rare.len();
    let first_batch = state
        .rare
        .partition_point(|&(a, _)| (a as usize) < SPLIT_BLOCK);
    let Some(values) = slice(&table.values) else {
        return;
    };
    let block_pairs = (known - first_batch.min(known)) as u64 * rule.splits.len() as u64;
    if state.work.saturating_add(block_pairs * count as u64) > state.budget {
        state.work = state.budget;
        return;
    }
    state.work += block_pairs * count as u64;
    for &i in &rule.splits {
        for &(a, ga) in &state.rare[first_batch..known] {
            let a = a as usize;
            // Position n0 + j splits r = n0 + j - i into a + b,
            // b >= 1: from j_lo on.
            let j_lo = (a + i + 1).saturating_sub(n0);
            if j_lo >= count {
                continue;
            }
            let b_lo = n0 + j_lo - i - a;
            let partners = &values[b_lo..b_lo + count - j_lo];
            for (j, (b, &gb)) in (j_lo..).zip((b_lo..).zip(partners)) {
                // a + a is no move of Grundy's game.
                if !(rule.unequal && b == a) {
                    rows.mark(j, usize::from(ga ^ gb.into()));
                }
            }
        }
    }
    for j in 0..count {
        let n = n0 + j;
        let Some(values) = slice(&table.values) else {
            return;
        };
        if state.work >= state.budget {
            return;
        }
        for &i in rule.ones.iter().take_while(|&&i| i < n) {
            rows.mark(j, values[n - i].at());
        }
        if rule.exact.binary_search(&n).is_ok() {
            rows.mark(j, 0);
        }
        // Pairs through a rare a < SPLIT_BLOCK, or one found in this block.
        let early = &state.rare[..first_batch.min(known)];
        let late = &state.rare[known..];
        for &i in rule.splits.iter().take_while(|&&i| i + 2 <= n) {
            let r = n - i;
            for &(a, ga) in early.iter().chain(late) {
                let a = a as usize;
                if a >= r || (a >= SPLIT_BLOCK && a < n0) {
                    continue;
                }
                if !(rule.unequal && 2 * a == r) {
                    rows.mark(j, usize::from(ga ^ values[r - a].into()));
                }
            }
        }
        state.work += 1
            + rule.ones.len() as u64
            + rule.splits.len() as u64 * (early.len() + late.len()) as u64;
        let g = rows.least_value(j, values, rule, n, state.mask, &mut state.work);
        let Ok(g16) = u16::try_from(g) else {
            table.too_large = true;
            return;
        };
        push_counted(state, table, g16);
        if table.certificate.is_some() || g >= half {
            return;
        }
    }
}

/// The options marked so far for each position of a block, and the mex
/// they leave (module docs: rare values below it are searched directly).
trait Marks {
    /// Value `v` is an option of the block's position `j`.
    fn mark(&mut self, j: usize, v: usize);
    /// g(n) for position `j` = n - n0, its common options all marked.
    fn least_value<V: Stored>(
        &self,
        j: usize,
        values: &[V],
        rule: &SplitRule,
        n: usize,
        mask: u16,
        work: &mut u64,
    ) -> usize;
}

/// Bit v of word j: v is an option of position j. For values below 64,
/// where the XORs of two values are below 64 too (the mex may be 64).
/// `common` holds the common values under the block's mask.
struct BitRows {
    rows: [u64; SPLIT_BLOCK],
    common: u64,
}

impl Marks for BitRows {
    #[inline]
    fn mark(&mut self, j: usize, v: usize) {
        self.rows[j] |= 1 << v;
    }

    fn least_value<V: Stored>(
        &self,
        j: usize,
        values: &[V],
        rule: &SplitRule,
        n: usize,
        mask: u16,
        work: &mut u64,
    ) -> usize {
        let missing = !self.rows[j];
        if mask == 0 {
            // Every position is rare: every pair is marked.
            return missing.trailing_zeros() as usize;
        }
        let common = self.common;
        let least_common = (missing & common).trailing_zeros();
        // Rare values below it that no marked pair gives.
        let below = 1u64.checked_shl(least_common).map_or(u64::MAX, |b| b - 1);
        let wanted = missing & !common & below;
        if wanted == 0 {
            return least_common as usize;
        }
        let missed = wanted & !splits_cover(values, rule, n, wanted, work);
        if missed == 0 {
            least_common as usize
        } else {
            missed.trailing_zeros() as usize
        }
    }
}

/// The values below 64 that are common under `mask` (odd parity).
fn common_values(mask: u16) -> u64 {
    (0..64u32)
        .filter(|&v| (v & u32::from(mask)).count_ones() % 2 == 1)
        .fold(0, |bits, v| bits | 1 << v)
}

/// `seen[j * width + v] == stamp`: v is an option of position j. For
/// rules with values of 64 or more.
struct StampRows {
    seen: Vec<u32>,
    width: usize,
    stamp: u32,
}

impl Marks for StampRows {
    #[inline]
    fn mark(&mut self, j: usize, v: usize) {
        self.seen[j * self.width + v] = self.stamp;
    }

    fn least_value<V: Stored>(
        &self,
        j: usize,
        values: &[V],
        rule: &SplitRule,
        n: usize,
        mask: u16,
        work: &mut u64,
    ) -> usize {
        let row = &self.seen[j * self.width..(j + 1) * self.width];
        let mut v = 0usize;
        loop {
            if row[v] != self.stamp
                && (mask == 0
                    || (v as u16 & mask).count_ones() % 2 == 1
                    || !split_gives(values, &rule.splits, rule.unequal, n, v as u16, work))
            {
                return v;
            }
            v += 1;
        }
    }
}

/// A stored value's type, for a block computed on one kind of slice.
trait Stored: Cell + std::ops::BitXor<Output = Self> {
    /// The values, when they are stored as `Self` (not widened since).
    fn slice(values: &Values) -> Option<&[Self]>;
    /// `v` as `Self`, when it fits.
    fn narrow(v: u16) -> Option<Self>;
}

impl Stored for u8 {
    #[inline]
    fn slice(values: &Values) -> Option<&[u8]> {
        match values {
            Values::U8(v) => Some(v),
            Values::U16(_) => None,
        }
    }

    fn narrow(v: u16) -> Option<u8> {
        u8::try_from(v).ok()
    }
}

impl Stored for u16 {
    #[inline]
    fn slice(values: &Values) -> Option<&[u16]> {
        match values {
            Values::U16(v) => Some(v),
            Values::U8(_) => None,
        }
    }

    fn narrow(v: u16) -> Option<u16> {
        Some(v)
    }
}

/// Positions settled together by the splitting kernel, at most.
const SPLIT_BLOCK: usize = 32;

/// The moves of a splitting rule: `ones` (remove i, leave one heap),
/// `exact` (remove i = n, leave nothing) and `splits` (remove i, split the
/// rest in two); `unequal` for Grundy's game (the two heaps differ).
#[derive(Clone, Debug)]
struct SplitRule {
    ones: Vec<usize>,
    exact: Vec<usize>,
    splits: Vec<usize>,
    unequal: bool,
}

/// True when some split of heap n has value `target`: a direct search,
/// asked only for rare values, which common ^ common pairs nearly always
/// give within the first few splits.
fn split_gives<V: Stored>(
    values: &[V],
    splits: &[usize],
    unequal: bool,
    n: usize,
    target: u16,
    work: &mut u64,
) -> bool {
    // A value wider than the stored ones is no XOR of two of them.
    let Some(target) = V::narrow(target) else {
        return false;
    };
    splits.iter().take_while(|&&i| i + 2 <= n).any(|&i| {
        let r = n - i;
        let last = if unequal { (r - 1) / 2 } else { r / 2 };
        let found = pair_with_xor(values, r, last, target);
        *work += found.unwrap_or(last) as u64 + 1;
        found.is_some()
    })
}

/// The least `a` in `1..=last` with `values[a] ^ values[r - a] == target`.
///
/// Blocks of [`PAIR_CHUNK`] pairs are tested without a branch per pair, so the
/// compiler can compare many pairs at once; the first block with a hit is
/// then searched pair by pair.
fn pair_with_xor<V: Stored>(values: &[V], r: usize, last: usize, target: V) -> Option<usize> {
    let mut a = 1;
    while a + PAIR_CHUNK <= last + 1 {
        let low = &values[a..a + PAIR_CHUNK];
        let high = &values[r + 1 - a - PAIR_CHUNK..=r - a];
        let hit = low
            .iter()
            .zip(high.iter().rev())
            .fold(false, |hit, (&x, &y)| hit | (x ^ y == target));
        if hit {
            break;
        }
        a += PAIR_CHUNK;
    }
    (a..=last).find(|&a| values[a] ^ values[r - a] == target)
}

/// The values among `wanted` (all below 64) that some split of heap n
/// gives, searched in one pass over the pairs that stops once all are
/// found: one search for all the rare values below the mex instead of
/// one search each.
fn splits_cover<V: Stored>(
    values: &[V],
    rule: &SplitRule,
    n: usize,
    wanted: u64,
    work: &mut u64,
) -> u64 {
    let mut found = 0u64;
    for &i in rule.splits.iter().take_while(|&&i| i + 2 <= n) {
        let r = n - i;
        let last = if rule.unequal { (r - 1) / 2 } else { r / 2 };
        let mut a = 1;
        while a <= last {
            let end = (a + COVER_CHUNK).min(last + 1);
            for a in a..end {
                found |= 1 << (values[a] ^ values[r - a]).at();
            }
            *work += (end - a) as u64;
            if wanted & !found == 0 {
                return found;
            }
            a = end;
        }
    }
    found
}

/// Pairs tested between two looks at what is still wanted in
/// [`splits_cover`].
const COVER_CHUNK: usize = 16;

/// Pairs tested at once by [`pair_with_xor`].
const PAIR_CHUNK: usize = 32;

// The tests read rules as the user writes them: a tool.
#[cfg(all(test, feature = "tools"))]
mod tests {
    use super::*;
    use crate::games::rules::{engine::naive_values, parse::parse, Rule};

    /// The kernel's table for `rule` after computing `len` values.
    fn computed(rule: &Rule, len: usize) -> Table {
        let takes = rule.classic().unwrap();
        let mut table = Table::new(&takes);
        RareValues::new(&takes).extend(&mut table, len);
        table
    }

    #[test]
    fn values_past_63_leave_the_word_rows_and_stay_exact() {
        // 0.64 first reaches 64 near heap 436, 0.76 near 744: both run
        // on one word per position first, then on the stamp table.
        for text in ["0.64", "0.76"] {
            let rule = parse(text).unwrap();
            let table = computed(&rule, 1200);
            let naive: Vec<u16> = naive_values(&rule, 1200)
                .iter()
                .map(|&g| g as u16)
                .collect();
            assert!(naive.iter().any(|&g| g >= 64), "{text} stays below 64");
            assert_eq!(table.values().to_vec()[..1200], naive[..], "{text}");
        }
    }

    #[test]
    fn one_search_for_all_wanted_values_agrees_with_one_search_each() {
        let table = computed(&parse("0.1777").unwrap(), 3000);
        let values = &table.values().to_vec()[..];
        let splits = [2, 3, 4];
        let split_rule = SplitRule {
            ones: Vec::new(),
            exact: Vec::new(),
            splits: splits.to_vec(),
            unequal: false,
        };
        for n in [10, 500, 2999] {
            let each = (0..64u16)
                .filter(|&v| split_gives(values, &splits, false, n, v, &mut 0))
                .fold(0u64, |bits, v| bits | 1 << v);
            assert_eq!(
                splits_cover(values, &split_rule, n, u64::MAX, &mut 0),
                each,
                "n = {n}"
            );
        }
    }
}
