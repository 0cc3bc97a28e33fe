//! The Grundy-sequence engine: g(0), g(1), ... of any [`HeapRule`], with a
//! proven period when there is one.
//!
//! **Values.** `g(n) = mex` of the options' values (Sprague-Grundy). Rules
//! that never split (subtraction sets, codes of digits 0-3) look at most t
//! values back (t = the most tokens one move removes): O(number of moves)
//! per value. Rules that split into two heaps (codes with a digit 4-7, and
//! Grundy's game) use the rare-value ("sparse space") method of Gangolli,
//! Plambeck and Flammenkamp: fix a mask m and call a value *common* when
//! `popcount(v & m)` is odd, *rare* otherwise. Parity is linear under XOR,
//! so a common option `g(a) ^ g(b)` needs exactly one of `a`, `b` rare: all
//! common option values come from the pairs through the few rare positions.
//! So the least common value missing among those is the least common value
//! missing among all options, and only rare values below it need a direct
//! search, which almost always stops at once because common ^ common pairs
//! are plentiful. Any mask is correct; a good one (few rare positions) is
//! what makes it fast, so the mask is re-chosen from the histogram of the
//! values seen so far each time the sequence doubles. Rules leaving three
//! heaps keep, for each total, the set of XORs of two values as a bit set
//! (`games::three_heaps`, a tool).
//!
//! **Periods.** For a rule removing at most t tokens and leaving at most k
//! heaps, if `g(n + p) = g(n)` for all `e <= n < N - p` with
//! `N >= k (e + p) + t` and `e >= 1`, then `g(n + p) = g(n)` for every
//! `n >= e` (the periodicity theorem of Guy and Smith, Winning Ways ch. 4;
//! for k = 1 it is the window argument: g(n) depends on the t values before
//! it, and a window of t values repeats). In any option of a heap n >= N the
//! largest heap left is at least (n - t) / k, so it lies in the periodic
//! part and shifting it by p matches the options of n and n + p. The engine
//! looks for such (e, p) while it computes, stops as soon as one holds, and
//! answers every later heap (up to `u64::MAX`) from the period. Grundy's
//! game has no such bound (a heap splits without limit), so it gets none.
//!
//! **Parts.** A [`Table`] holds the values and the period search; a
//! [`SimpleKernel`] computes a rule that never splits into one; a
//! [`GrundySequence`] is the engine for every rule, its splitting kernel in
//! `games::rare_values`. The subtraction games use a table and a simple
//! kernel alone, so a judge file for them (S-Nim) carries no splitting code.
//!
//! Values are kept as a byte each while all are below 256, then as `u16`
//! ([`Values`]); a value beyond `u16` stops the computation with
//! [`Stop::ValueTooLarge`]. The kernels are generic over the two widths
//! ([`Cell`]), so each reads one plain slice.

use crate::games::heap_rules::{HeapRule, LEAVE_NONE, LEAVE_ONE, LEAVE_TWO};
use crate::games::subtraction_blocks::BlockTable;

/// A proven period: `g(n + len) = g(n)` for every `n >= preperiod`.
#[derive(Clone, Copy, Debug)]
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

/// Why the engine stopped short of what was asked.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Stop {
    /// The period is proven: every value is known.
    Proven,
    /// The values asked for are computed, no period proven yet.
    Reached,
    /// A value does not fit in a `u16`.
    ValueTooLarge,
}

/// The values computed so far and the search for their period: what every
/// kernel shares. The subtraction games hold one beside their
/// [`SimpleKernel`] (no [`GrundySequence`]), so a judge file for a rule
/// that never splits carries none of the splitting kernels.
#[derive(Clone, Debug)]
pub struct Table {
    pub(crate) values: Values,
    pub(crate) certificate: Option<Certificate>,
    pub(crate) too_large: bool,
    detector: Option<Detector>,
}

impl Table {
    /// Only g(0) = 0 known, and the period search set for `rule`.
    fn new(rule: &HeapRule) -> Table {
        Table {
            values: Values::U8(vec![0]),
            certificate: None,
            too_large: false,
            detector: rule
                .max_take()
                .map(|t| Detector::new(rule.max_heaps_left(), t)),
        }
    }

    /// How many values are computed: g(0..computed()).
    pub fn computed(&self) -> usize {
        self.values.len()
    }

    /// The computed values.
    pub fn values(&self) -> &Values {
        &self.values
    }

    /// The proven period, if any.
    pub fn certificate(&self) -> Option<&Certificate> {
        self.certificate.as_ref()
    }

    /// The period being checked, as (preperiod so far, period), when
    /// the engine has one in view and none is proven yet: the candidate
    /// due soonest.
    #[cfg(feature = "tools")]
    pub fn period_candidate(&self) -> Option<(u64, u64)> {
        if self.certificate.is_some() {
            return None;
        }
        let d = self.detector.as_ref()?;
        d.candidates.first().map(|c| (c.e as u64, c.p as u64))
    }

    /// Makes room for `more` values beyond those computed, or says that
    /// memory is short, so that a caller can stop with a message instead
    /// of the process aborting on a failed allocation.
    #[cfg(feature = "tools")]
    pub fn try_reserve(&mut self, more: usize) -> Result<(), std::collections::TryReserveError> {
        self.values.try_reserve(more)
    }

    /// `g(heap)` when it is known: computed, or given by the proven period.
    ///
    /// # Complexity
    /// O(1).
    pub fn value(&self, heap: u64) -> Option<u16> {
        if let Some(v) = usize::try_from(heap).ok().and_then(|h| self.values.get(h)) {
            return Some(v);
        }
        let c = self.certificate?;
        let i = c.preperiod + (heap - c.preperiod) % c.len;
        self.values.get(i as usize)
    }

    /// Once the period is proven, appends values up to `len` by copying
    /// it, so that later reads of them are plain table reads.
    pub fn fill_to(&mut self, len: usize) {
        let Some(c) = self.certificate else { return };
        self.values.repeat_to(len, c.len as usize);
    }

    /// Appends g(n), and proves the period when it now holds.
    #[inline]
    pub(crate) fn push(&mut self, g: u16) {
        self.values.push(g);
        let len = self.values.len();
        if self
            .detector
            .as_ref()
            .is_some_and(|d| len >= d.busy_from(0))
        {
            self.search_from(len);
        }
    }

    /// Runs the period search on each table length from `from` on (values
    /// appended since), and keeps the certificate when one is proven.
    fn search_from(&mut self, from: usize) {
        let Some(d) = &mut self.detector else { return };
        self.certificate = self.certificate.or(match &self.values {
            Values::U8(v) => d.search(v, from),
            Values::U16(v) => d.search(v, from),
        });
    }

    /// Appends the values of `kernel` until `len` values are known, the
    /// period is proven, or a value does not fit.
    fn extend_by(&mut self, len: usize, kernel: &mut impl NextValue) {
        // The table grows as values are pushed (doubling), never reserved
        // for the whole target up front: a large target whose period is
        // proven early costs no more than the proof.
        while self.values.len() < len && self.certificate.is_none() && !self.too_large {
            let g = match &self.values {
                Values::U8(v) => kernel.next(v),
                Values::U16(v) => kernel.next(v),
            };
            match u16::try_from(g) {
                Ok(g) => self.push(g),
                Err(_) => self.too_large = true,
            }
        }
    }

    /// Why computing stopped, once it has.
    fn stop(&self) -> Stop {
        match (self.certificate, self.too_large) {
            (Some(_), _) => Stop::Proven,
            (None, true) => Stop::ValueTooLarge,
            (None, false) => Stop::Reached,
        }
    }
}

/// The values g(0..len): a byte each while every value is below 256 (the
/// values of most octal games stay far below: 0.1777's are at most 41, so
/// its 443 million values take half the memory of `u16`), widened once,
/// by copying, to `u16` when the first value of 256 or more comes.
/// Kernels read them as a slice of one [`Cell`] type, chosen once per
/// value or per block, never per value read.
#[derive(Clone, Debug)]
pub enum Values {
    /// Every value so far is below 256.
    U8(Vec<u8>),
    /// Some value is 256 or more.
    U16(Vec<u16>),
}

impl Values {
    /// How many values there are.
    pub(crate) fn len(&self) -> usize {
        match self {
            Values::U8(v) => v.len(),
            Values::U16(v) => v.len(),
        }
    }

    /// `g(n)`, when computed.
    pub fn get(&self, n: usize) -> Option<u16> {
        match self {
            Values::U8(v) => v.get(n).map(|&g| g.into()),
            Values::U16(v) => v.get(n).copied(),
        }
    }

    /// The largest of `g(start..)` (0 when there is none).
    pub fn largest_from(&self, start: usize) -> u16 {
        fn largest<V: Cell>(v: &[V], start: usize) -> u16 {
            v.get(start..)
                .map_or(0, |v| v.iter().map(|&g| g.into()).max().unwrap_or(0))
        }
        match self {
            Values::U8(v) => largest(v, start),
            Values::U16(v) => largest(v, start),
        }
    }

    /// Every value, as `u16`.
    #[cfg(any(test, feature = "tools"))]
    pub fn to_vec(&self) -> Vec<u16> {
        match self {
            Values::U8(v) => v.iter().map(|&g| u16::from(g)).collect(),
            Values::U16(v) => v.clone(),
        }
    }

    /// Appends `g`, widening first when it does not fit a byte.
    #[inline(always)]
    pub(crate) fn push(&mut self, g: u16) {
        match self {
            Values::U8(v) if g < 256 => v.push(g as u8),
            Values::U16(v) => v.push(g),
            _ => self.widen(g),
        }
    }

    /// Appends `values` with one match for all of them, not one each (the
    /// word-parallel subtraction builder settles a block at a time).
    pub(crate) fn extend_from(&mut self, values: &[u16]) {
        match self {
            Values::U8(v) if values.iter().all(|&g| g < 256) => {
                v.extend(values.iter().map(|&g| g as u8));
            }
            Values::U16(v) => v.extend_from_slice(values),
            _ => values.iter().for_each(|&g| self.push(g)),
        }
    }

    /// Appends copies of the values `period` back until there are `len`
    /// (the table past a proven period), a run at a time.
    pub(crate) fn repeat_to(&mut self, len: usize, period: usize) {
        fn repeat<V: Copy>(v: &mut Vec<V>, len: usize, period: usize) {
            while (1..=v.len()).contains(&period) && v.len() < len {
                let from = v.len() - period;
                v.extend_from_within(from..from + period.min(len - v.len()));
            }
        }
        match self {
            Values::U8(v) => repeat(v, len, period),
            Values::U16(v) => repeat(v, len, period),
        }
    }

    /// Appends `g`, the first value of 256 or more: all to `u16`, once.
    #[cold]
    fn widen(&mut self, g: u16) {
        if let Values::U8(v) = self {
            *self = Values::U16(v.iter().map(|&g| g.into()).chain([g]).collect());
        }
    }

    /// How many values there is room for without growing.
    #[cfg(feature = "tools")]
    pub fn capacity(&self) -> usize {
        match self {
            Values::U8(v) => v.capacity(),
            Values::U16(v) => v.capacity(),
        }
    }

    /// Room for `more` values, or the allocation's error.
    #[cfg(feature = "tools")]
    fn try_reserve(&mut self, more: usize) -> Result<(), std::collections::TryReserveError> {
        match self {
            Values::U8(v) => v.try_reserve(more).or_else(|_| v.try_reserve_exact(more)),
            Values::U16(v) => v.try_reserve(more).or_else(|_| v.try_reserve_exact(more)),
        }
    }
}

/// One stored value: `u8` or `u16` ([`Values`]). The kernels are generic
/// over it, so that each runs on one plain slice.
pub(crate) trait Cell: Copy + Eq + Into<u16> {
    /// The value as an index.
    fn at(self) -> usize {
        usize::from(self.into())
    }
}

impl Cell for u8 {}
impl Cell for u16 {}

/// A kernel that computes g(n) from `values` = g(0..n): the simple and
/// the three-heap kernels, for either width.
pub(crate) trait NextValue {
    /// g(n), n = `values.len()`; it may not fit a `u16`.
    fn next<V: Cell>(&mut self, values: &[V]) -> u32;
}

/// The moves of a rule that never splits: `ones` (remove i, leave one
/// heap, n > i) and `exact` (remove i = n, leave nothing); for subtraction
/// sets whose least move is large, the word-parallel builder of
/// [`crate::games::subtraction_blocks`] (moves, block width, bit sets).
#[derive(Clone, Debug)]
pub struct SimpleKernel {
    ones: Vec<usize>,
    exact: Vec<usize>,
    blocks: Option<Box<(Vec<usize>, usize, BlockTable)>>,
}

impl SimpleKernel {
    /// The kernel for `rule`, which leaves at most one heap, and its
    /// table.
    pub fn new(rule: &HeapRule) -> (SimpleKernel, Table) {
        let mut kernel = match rule {
            HeapRule::Subtraction(moves) => {
                let moves: Vec<usize> = moves.iter().filter_map(|&s| small_move(s)).collect();
                let blocks = match (moves.first(), moves.last()) {
                    (Some(&least), Some(&largest))
                        if least >= MIN_BLOCK && largest <= BLOCK_MOVE_LIMIT =>
                    {
                        let width = least.min(64);
                        Some(Box::new((moves.clone(), width, BlockTable::new(largest))))
                    }
                    _ => None,
                };
                SimpleKernel {
                    ones: moves.clone(),
                    exact: moves,
                    blocks,
                }
            }
            _ => SimpleKernel {
                ones: moves_with(rule, LEAVE_ONE),
                exact: moves_with(rule, LEAVE_NONE),
                blocks: None,
            },
        };
        let mut table = Table::new(rule);
        if let Some(b) = &mut kernel.blocks {
            // The bit sets must see g(0) = 0 too.
            let (moves, width, bits) = &mut **b;
            table.values = Values::U8(Vec::new());
            bits.extend(moves, *width, &mut table.values, 1);
        }
        (kernel, table)
    }

    /// Computes values into `table` until `g(0..len)` are known, the
    /// period is proven, or a value does not fit; says which.
    ///
    /// # Complexity
    /// O(moves) per value.
    pub fn extend(&mut self, table: &mut Table, len: usize) -> Stop {
        if let Some(b) = &mut self.blocks {
            extend_blocks(b, table, len);
        }
        table.extend_by(len, self);
        table.stop()
    }
}

impl NextValue for SimpleKernel {
    /// `mex { g(n - i) : i in ones, i < n } (+ 0 when n is in exact)`.
    fn next<V: Cell>(&mut self, values: &[V]) -> u32 {
        let (ones, n) = (&self.ones, values.len());
        let applicable = ones.partition_point(|&i| i < n);
        let zero = self.exact.binary_search(&n).is_ok();
        // At most applicable + 1 options: their mex fits one u128 mask when
        // that is below 128.
        if applicable < 127 {
            let mut seen = u128::from(zero);
            for &i in &ones[..applicable] {
                seen |= 1u128 << values[n - i].at();
            }
            return (!seen).trailing_zeros();
        }
        let options = ones[..applicable]
            .iter()
            .map(|&i| values[n - i].at() as u64);
        let zero = zero.then_some(0u64);
        crate::games::mex::mex(options.chain(zero)) as u32
    }
}

/// The word-parallel builder, up to `len` values or
/// [`BLOCK_TABLE_LIMIT`] (beyond, its bit sets would outgrow the table).
fn extend_blocks(blocks: &mut (Vec<usize>, usize, BlockTable), table: &mut Table, len: usize) {
    let (moves, width, bits) = blocks;
    let end = len.min(BLOCK_TABLE_LIMIT);
    while table.values.len() < end && table.certificate.is_none() {
        let start = table.values.len();
        bits.extend(
            moves,
            *width,
            &mut table.values,
            (end - start).min(BLOCK_STEP),
        );
        table.search_from(start + 1);
    }
}

/// A move as an index, when it fits one (moves beyond u32 never apply to
/// a table we could hold).
fn small_move(i: u64) -> Option<usize> {
    usize::try_from(i).ok().filter(|&i| i <= u32::MAX as usize)
}

/// The moves of a code whose digit has `bit` (what the move may leave).
fn moves_with(rule: &HeapRule, bit: u8) -> Vec<usize> {
    match rule {
        HeapRule::Code(digits) => (0..digits.len())
            .filter(|&i| digits[i] & bit != 0)
            .collect(),
        _ => Vec::new(),
    }
}

/// How a rule's options are enumerated.
#[derive(Clone, Debug)]
pub(crate) enum Kernel {
    /// No splitting.
    Simple(SimpleKernel),
    /// Splitting into two heaps: the simple moves plus `splits` (remove i,
    /// split the rest); `unequal` for Grundy's game.
    Split {
        ones: Vec<usize>,
        exact: Vec<usize>,
        splits: Vec<usize>,
        unequal: bool,
    },
    /// Codes leaving three heaps: the moves by the number of heaps they
    /// leave, and for each total s the set of `g(a) ^ g(b)` with
    /// `a + b = s` as `pair_words` words of bits (`games::three_heaps`, a
    /// tool: judge files never meet them).
    #[cfg(feature = "tools")]
    Three(crate::games::three_heaps::ThreeHeaps),
}

/// See the module docs.
#[derive(Clone, Debug)]
pub struct GrundySequence {
    /// The rule, for the tools' reports (a judge file needs only the kernel).
    #[cfg(feature = "tools")]
    pub(crate) rule: HeapRule,
    pub(crate) kernel: Kernel,
    pub(crate) table: Table,
    /// `seen[v] == stamp` when v is an option of the heap being computed.
    pub(crate) seen: Vec<u32>,
    pub(crate) stamp: u32,
    /// Rare-value state: the mask, the rare positions >= 1 with their
    /// values, a histogram of all values, and when to re-choose the mask.
    pub(crate) mask: u16,
    pub(crate) rare: Vec<(u32, u16)>,
    pub(crate) histogram: Vec<u64>,
    pub(crate) next_mask_check: usize,
}

impl GrundySequence {
    /// The engine for `rule`, with only g(0) = 0 known.
    pub fn new(rule: HeapRule) -> GrundySequence {
        let (kernel, table) = match rule.max_heaps_left() {
            1 => {
                let (kernel, table) = SimpleKernel::new(&rule);
                (Kernel::Simple(kernel), table)
            }
            2 => {
                let kernel = match rule {
                    HeapRule::Grundy => Kernel::Split {
                        ones: Vec::new(),
                        exact: Vec::new(),
                        splits: vec![0],
                        unequal: true,
                    },
                    _ => Kernel::Split {
                        ones: moves_with(&rule, LEAVE_ONE),
                        exact: moves_with(&rule, LEAVE_NONE),
                        splits: moves_with(&rule, LEAVE_TWO),
                        unequal: false,
                    },
                };
                (kernel, Table::new(&rule))
            }
            #[cfg(not(feature = "tools"))]
            _ => unreachable!("three-heap codes are read by the tools only"),
            #[cfg(feature = "tools")]
            _ => {
                let kernel = crate::games::three_heaps::ThreeHeaps::new(
                    moves_with(&rule, LEAVE_ONE),
                    moves_with(&rule, LEAVE_NONE),
                    moves_with(&rule, LEAVE_TWO),
                    moves_with(&rule, crate::games::heap_rules::LEAVE_THREE),
                );
                (Kernel::Three(kernel), Table::new(&rule))
            }
        };
        GrundySequence {
            #[cfg(feature = "tools")]
            rule,
            kernel,
            table,
            seen: vec![0; 2],
            stamp: 0,
            mask: 0,
            rare: Vec::new(),
            histogram: vec![1],
            next_mask_check: 64,
        }
    }

    /// The rule this sequence belongs to.
    #[cfg(feature = "tools")]
    pub fn rule(&self) -> &HeapRule {
        &self.rule
    }

    /// [`Table::computed`].
    pub fn computed(&self) -> usize {
        self.table.computed()
    }

    /// [`Table::values`].
    pub fn values(&self) -> &Values {
        self.table.values()
    }

    /// [`Table::certificate`].
    pub fn certificate(&self) -> Option<&Certificate> {
        self.table.certificate()
    }

    /// [`Table::value`].
    pub fn value(&self, heap: u64) -> Option<u16> {
        self.table.value(heap)
    }

    /// [`Table::period_candidate`].
    #[cfg(feature = "tools")]
    pub fn period_candidate(&self) -> Option<(u64, u64)> {
        self.table.period_candidate()
    }

    /// [`Table::try_reserve`].
    #[cfg(feature = "tools")]
    pub fn try_reserve(&mut self, more: usize) -> Result<(), std::collections::TryReserveError> {
        self.table.try_reserve(more)
    }

    /// The rare/common mask and the number of rare positions, for rules
    /// that split (`None` otherwise).
    #[cfg(feature = "tools")]
    pub fn rare_split(&self) -> Option<(u16, usize)> {
        matches!(self.kernel, Kernel::Split { .. }).then_some((self.mask, self.rare.len()))
    }

    /// Computes values until `g(0..len)` are known, the period is proven, or
    /// a value does not fit; says which.
    ///
    /// # Complexity
    /// Per value: O(moves) without splits; about O(rare positions x split
    /// digits) with them; O(n · W/64) words for three-heap codes (W the
    /// power of two above the values, `games::three_heaps`).
    pub fn extend_to(&mut self, len: usize) -> Stop {
        match &mut self.kernel {
            Kernel::Simple(kernel) => return kernel.extend(&mut self.table, len),
            Kernel::Split { .. } => crate::games::rare_values::extend_split(self, len),
            #[cfg(feature = "tools")]
            Kernel::Three(kernel) => self.table.extend_by(len, kernel),
        }
        self.table.stop()
    }
}

/// Smallest least move for which the word-parallel subtraction builder
/// pays off.
pub const MIN_BLOCK: usize = 16;
/// Largest move the word-parallel builder takes (its bit sets start with
/// that many zero bits).
const BLOCK_MOVE_LIMIT: usize = 1 << 16;
/// The word-parallel builder stops here (its bit sets then hold 32 KiB per
/// value); beyond, values come one mex at a time.
const BLOCK_TABLE_LIMIT: usize = 1 << 18;
/// Values the word-parallel builder adds between two period checks.
const BLOCK_STEP: usize = 1024;

/// Looks for a period while values are pushed, and proves it (module docs).
///
/// Every `scan` finds the nearest earlier places where the last few values
/// occur again; each distance p is a candidate, with e the start of its
/// current run of `g(n) = g(n - p)`, due to be proven at `k (e + p) + t`
/// values if the run goes on. Candidates are checked with each new value;
/// scans come at every quarter more values, and sooner when all candidates
/// have failed. A scan only suggests: the proof is the run itself.
#[derive(Clone, Debug)]
struct Detector {
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
    fn new(k: u64, t: u64) -> Detector {
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
    fn busy_from(&self, len: usize) -> usize {
        if self.candidates.is_empty() {
            len.max(self.next_scan)
        } else {
            len
        }
    }

    /// Called for each table length from `from` to `values.len()`: the
    /// certificate once a period is proven.
    fn search<V: Cell>(&mut self, values: &[V], from: usize) -> Option<Certificate> {
        for m in self.busy_from(from)..=values.len() {
            if let Some((e, p)) = self.push(&values[..m]) {
                return Some(self.certify(&values[..m], e, p));
            }
        }
        None
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

/// g(0..len) by the definition: the mex over every option.
#[cfg(feature = "tools")]
pub fn naive_values(rule: &HeapRule, len: usize) -> Vec<u16> {
    let mut g: Vec<u16> = Vec::with_capacity(len);
    for n in 0..len {
        let options = rule.options_naive(n as u64, &g);
        g.push(crate::games::mex::mex(options.iter().map(|&x| u64::from(x))) as u16);
    }
    g
}

// The tests read rules as the user writes them: a tool.
#[cfg(all(test, feature = "tools"))]
mod tests {
    use super::*;

    fn rule(text: &str) -> HeapRule {
        HeapRule::parse(text).unwrap()
    }

    /// Extends until proven (or `max`), and returns (preperiod, period).
    fn period_of(text: &str, max: usize) -> (u64, u64) {
        let mut s = crate::games::sequence::GrundySequence::new(rule(text));
        assert_eq!(s.extend_to(max), Stop::Proven, "{text}");
        let c = *s.certificate().unwrap();
        assert!(c.needed() <= c.computed);
        (c.preperiod, c.len)
    }

    #[test]
    fn known_periods() {
        assert_eq!(period_of("0.77", 1000), (71, 12));
        assert_eq!(period_of("0.07", 1000), (53, 34));
        assert_eq!(period_of("2,3,7", 1000), (0, 5));
        assert_eq!(period_of("11,29,40", 10_000), (0, 715));
        assert_eq!(period_of("16,23,40", 10_000), (572, 7));
    }

    /// The long sequences of the literature (Flammenkamp's tables): about
    /// 10 s in a debug build, so only on demand; `scripts/sg-bench.sh`
    /// checks them in every run.
    #[test]
    #[ignore]
    fn long_known_periods() {
        for (code, pp, p) in [("0.16", 105_351, 149_459), ("0.56", 326_640, 144)] {
            let mut s = crate::games::sequence::GrundySequence::new(rule(code));
            assert_eq!(s.extend_to(1 << 21), Stop::Proven, "{code}");
            let c = *s.certificate().unwrap();
            assert_eq!((c.preperiod, c.len), (pp, p), "{code}");
            // Computing stops where the theorem is satisfied.
            assert_eq!(c.computed, c.needed(), "{code}");
        }
    }

    #[test]
    fn dawson_shifted_by_one_is_0_137() {
        let mut a = crate::games::sequence::GrundySequence::new(rule("0.07"));
        let mut b = crate::games::sequence::GrundySequence::new(rule("0.137"));
        a.extend_to(5000);
        b.extend_to(5000);
        for n in 0..100_000u64 {
            // Dawson's chess on n files is Dawson's Kayles on n + 1 pins.
            assert_eq!(b.value(n), a.value(n + 1), "n = {n}");
        }
    }

    #[test]
    fn proven_periods_stop_early_and_answer_far_heaps() {
        let mut s = crate::games::sequence::GrundySequence::new(rule("0.77"));
        assert_eq!(s.extend_to(1 << 20), Stop::Proven);
        let c = *s.certificate().unwrap();
        // The theorem needs 2 (71 + 12) + 2 values, and no more are computed.
        assert_eq!((c.needed(), c.computed), (168, 168), "{c:?}");
        let naive = naive_values(&rule("0.77"), 400);
        for (n, &g) in naive.iter().enumerate() {
            assert_eq!(s.value(n as u64), Some(g));
        }
        let far = u64::MAX - 7;
        let i = 71 + (far - 71) % 12;
        assert_eq!(s.value(far), Some(naive[i as usize]));
    }

    fn xorshift(state: &mut u64) -> u64 {
        *state ^= *state << 13;
        *state ^= *state >> 7;
        *state ^= *state << 17;
        *state
    }

    /// Checks the engine against the definition on g(0..len), and any
    /// period it proves against the definition further on.
    fn check(r: &HeapRule, len: usize) {
        let mut s = crate::games::sequence::GrundySequence::new(r.clone());
        s.extend_to(len);
        let far = if s.certificate().is_some() {
            3 * len
        } else {
            len
        };
        let naive = naive_values(r, far);
        for (n, &g) in naive.iter().enumerate() {
            assert_eq!(
                s.value(n as u64),
                Some(g),
                "{r}, n = {n}, {:?}",
                s.certificate()
            );
        }
        if let Some(c) = s.certificate() {
            // Least period and preperiod, on the naive values.
            let (e, p) = (c.preperiod as usize, c.len as usize);
            assert!(e == 0 || naive[e - 1] != naive[e - 1 + p], "{r}: {c:?}");
            for d in (1..p).filter(|d| p % d == 0) {
                assert!((e..far - d).any(|x| naive[x] != naive[x + d]), "{r}: {c:?}");
            }
        }
    }

    #[test]
    fn random_subtraction_sets_agree_with_the_definition() {
        let mut state = 0x2545_F491_4F6C_DD1Du64;
        for _ in 0..200 {
            let k = 1 + xorshift(&mut state) % 6;
            let top = 1 + xorshift(&mut state) % 30;
            let moves: Vec<u64> = (0..k).map(|_| 1 + xorshift(&mut state) % top).collect();
            check(&HeapRule::subtraction(&moves), 400);
        }
    }

    #[test]
    fn random_codes_agree_with_the_definition() {
        let mut state = 0x9E37_79B9_7F4A_7C15u64;
        for round in 0..300 {
            let digits = 1 + xorshift(&mut state) % 5;
            let first = [0, 4][(round % 2) as usize];
            let mut text = format!("{first}.");
            for _ in 0..digits {
                text.push(char::from_digit((xorshift(&mut state) % 8) as u32, 8).unwrap());
            }
            check(&rule(&text), 300);
        }
        // Three heaps (hexadecimal digits 8-f).
        for _ in 0..20 {
            let mut text = String::from("0.");
            for _ in 0..1 + xorshift(&mut state) % 3 {
                text.push(char::from_digit((xorshift(&mut state) % 16) as u32, 16).unwrap());
            }
            check(&rule(&text), 60);
        }
    }

    /// The first value of 256 or more widens the table from bytes to
    /// `u16`, once; every kernel's values agree with the definition on
    /// both sides of it: a subtraction set (the simple kernel), one whose
    /// least move is 16 (the word-parallel builder), 0.64 (rare values)
    /// and c.f (three heaps).
    #[test]
    fn values_past_255_widen_the_table_and_stay_exact() {
        let ones: Vec<u64> = (1..=300).collect();
        let sixteens: Vec<u64> = (1..=300).map(|k| 16 * k).collect();
        for (r, first_wide, len) in [
            (HeapRule::subtraction(&ones), 256, 600),
            (HeapRule::subtraction(&sixteens), 16 * 256, 4500),
            (rule("0.64"), 3833, 4000),
            (rule("c.f"), 163, 300),
        ] {
            let naive = naive_values(&r, len);
            let wide = naive.iter().position(|&g| g > 255);
            assert_eq!(wide, Some(first_wide), "{r}");
            let mut s = crate::games::sequence::GrundySequence::new(r.clone());
            s.extend_to(first_wide);
            assert!(matches!(s.values(), Values::U8(_)), "{r}");
            assert_eq!(s.values().to_vec(), naive[..first_wide], "{r}");
            assert_eq!(s.extend_to(len), Stop::Reached, "{r}");
            assert!(matches!(s.values(), Values::U16(_)), "{r}");
            assert_eq!(s.values().to_vec(), naive, "{r}");
        }
    }

    #[test]
    fn grundys_game_agrees_with_the_definition() {
        // Long enough for the mask to be chosen and changed several times.
        let mut s = crate::games::sequence::GrundySequence::new(HeapRule::Grundy);
        s.extend_to(3000);
        assert_eq!(s.values().to_vec(), naive_values(&HeapRule::Grundy, 3000));
        assert!(s.certificate().is_none());
        let (mask, rare) = s.rare_split().unwrap();
        assert!(mask != 0 && rare < 3000 / 4, "mask {mask}, {rare} rare");
        // Known start: 0 0 0 1 0 2 1 0 2 1 0 2 1 3 2 1 3 2 4 3 0.
        assert_eq!(
            &s.values().to_vec()[..21],
            [0, 0, 0, 1, 0, 2, 1, 0, 2, 1, 0, 2, 1, 3, 2, 1, 3, 2, 4, 3, 0]
        );
    }

    #[test]
    fn splitting_codes_with_sparse_space_agree_at_length() {
        for text in ["0.16", "0.56", "0.354", "4.07", "0.007"] {
            let r = rule(text);
            let mut s = crate::games::sequence::GrundySequence::new(r.clone());
            s.extend_to(2500);
            let naive = naive_values(&r, 2500);
            for (n, &g) in naive.iter().enumerate() {
                assert_eq!(s.value(n as u64), Some(g), "{text}, n = {n}");
            }
        }
    }
}
