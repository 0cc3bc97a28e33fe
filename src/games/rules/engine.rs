//! Grundy values of any plain rule (no memory, normal play): g(n) = mex of
//! the options' values, each option the XOR of the heaps a move leaves.
//!
//! [`naive_values`] is the reference: the mex over [`Rule::for_each_move`],
//! the moves of the definition. [`Engine`] gives the same values faster by
//! the shape of the rule, each path tested against the reference:
//! - **value bit sets** for a set that is the same for every heap
//!   (`squares`, `primes|semiprimes`, a long finite set): its members up to
//!   the table's end are listed once (a sieve for primes), the values are
//!   kept a byte each, and the options' values are OR-ed into a 64-bit
//!   mask whose first zero bit is the mex (a block of heaps at a time for
//!   a subtraction set: a byte per value and heap, marked by stores);
//! - **a sliding window** for ranges (`1..n/2`, `L..R`, `1..n`): the
//!   options of n are the values of an interval of heaps whose both ends
//!   only move up, so counts per value and a three-level bit set of the
//!   absent values give each mex in a few word reads;
//! - **a smallest-prime-factor sieve** for divisor rules (`divisors`,
//!   `to proper-divisors`): each heap's divisors come from its factors;
//! - **cumulative options** for a code whose last digit repeats (`0.[7]`,
//!   `4.[3]`) and whose every digit leaves two heaps at most (a head digit
//!   c of `c.0[4]` splits into three: the definition's path): a take
//!   t >= r of the repeating part leaves any rest up to
//!   n - r, so those options at n are the ones at n - 1 plus the rest
//!   n - r alone, kept as one growing bit set;
//! - **tested amounts** for a set that depends on the heap (`coprime`,
//!   `1..n/2,semiprimes`, `nontrivial-divisors-9`): every amount up to the
//!   heap that some part may hold (a static part's members, a range, the
//!   heap's divisors; every amount under `coprime`) is tested, the parts
//!   that are the same for every heap listed once as bits, so a test
//!   is a lookup and not a factorisation per amount per heap, and each
//!   test is counted as work before the heap is listed;
//! - the definition otherwise (`grundy`, splits).

use super::numbers::{divisors, spf_sieve};
use super::zero_set::ZeroSet;
use super::{Bound, Divisors, Num, Predicate, Rule, Set};

/// g(0..len) by the definition.
///
/// # Complexity
/// O(len x moves per heap): quadratic or worse; for tests and small tables.
pub fn naive_values(rule: &Rule, len: usize) -> Vec<u32> {
    let mut g: Vec<u32> = Vec::with_capacity(len);
    for n in 0..len {
        let mut options = Vec::new();
        rule.for_each_move(n as u64, &mut |_, left| {
            options.push(left.iter().fold(0u32, |x, &h| x ^ g[h as usize]));
            true
        });
        g.push(crate::games::mex::mex(options.iter().map(|&v| u64::from(v))) as u32);
    }
    g
}

/// How the engine computes a rule's values (module docs).
#[derive(Clone, Debug)]
enum Path {
    /// Subtract (or map to) the members of a set that is the same for
    /// every heap; `map` when the heap becomes the member.
    Static {
        members: Vec<u32>,
        map: bool,
    },
    /// Options are g over heaps [n - hi(n), n - lo].
    Window {
        lo: u64,
        hi: Bound,
        counts: Vec<u32>,
        absent: ZeroSet,
        left: usize,
        right: usize,
    },
    Divisors {
        kind: Divisors,
        map: bool,
        spf: Vec<u32>,
        scratch: Vec<u64>,
    },
    Cumulative {
        head: Vec<u32>,
        digit: u32,
        reach: Vec<u64>,
        first_absent: u32,
    },
    /// Subtract (or map to) the members of a set that depends on the
    /// heap: each candidate amount ([`Tested::candidates`]) tested by
    /// [`Tested`]; `spf` when a part is a set of divisors.
    Tested {
        set: Tested,
        zero: Set,
        map: bool,
        spf: Option<Vec<u32>>,
        scratch: Vec<u64>,
    },
    Definition,
}

/// A set that depends on the heap with its static parts (`semiprimes` in
/// `1..n/2,semiprimes`) listed once as bits up to the engine's capacity:
/// [`Set::contains`] read the same way, each static part by a lookup.
#[derive(Clone, Debug)]
enum Tested {
    /// A static part: its bits, and its members ascending (the candidates
    /// it gives).
    Bits(Vec<bool>, Vec<u32>),
    Leaf(Set),
    Union(Box<Tested>, Box<Tested>),
    Difference(Box<Tested>, Box<Tested>),
}

impl Tested {
    fn new(set: &Set, capacity: usize) -> Tested {
        match set {
            s if s.is_static() => {
                let bits = member_bits(s, capacity);
                let members = (1..capacity)
                    .filter(|&i| bits[i])
                    .map(|i| i as u32)
                    .collect();
                Tested::Bits(bits, members)
            }
            Set::Union(a, b) => Tested::Union(
                Box::new(Tested::new(a, capacity)),
                Box::new(Tested::new(b, capacity)),
            ),
            Set::Difference(a, b) => Tested::Difference(
                Box::new(Tested::new(a, capacity)),
                Box::new(Tested::new(b, capacity)),
            ),
            s => Tested::Leaf(s.clone()),
        }
    }

    /// Whether `s` (1 up to the capacity) is a member at heap `n`.
    fn contains(&self, s: u64, n: u64) -> bool {
        match self {
            Tested::Bits(bits, _) => bits.get(s as usize) == Some(&true),
            Tested::Leaf(set) => set.contains(s, n),
            Tested::Union(a, b) => a.contains(s, n) || b.contains(s, n),
            Tested::Difference(a, b) => a.contains(s, n) && !b.contains(s, n),
        }
    }

    /// The work of one test at heap `n`: a lookup or a comparison is 1,
    /// a division 6 (it takes that many comparisons' time), a gcd its
    /// divisions (about the bits of n).
    fn cost(&self, n: u64) -> u64 {
        match self {
            Tested::Bits(..) => 1,
            Tested::Leaf(Set::Divisors(_)) => 6,
            Tested::Leaf(Set::Coprime) => 2 + 6 * u64::from(64 - n.leading_zeros()),
            Tested::Leaf(Set::Finite(v)) => 1 + v.len() as u64 / 8,
            Tested::Leaf(_) => 1,
            Tested::Union(a, b) | Tested::Difference(a, b) => a.cost(n) + b.cost(n),
        }
    }
}

impl Tested {
    /// The amounts that may be members at heap `n` (some twice, some not
    /// members; each is tested): a static part's members up to n, a
    /// range's amounts, the heap's divisors; `false` when a part (coprime)
    /// may hold any amount, so that every amount is a candidate.
    fn candidates(&self, n: u64, spf: Option<&[u32]>, out: &mut Vec<u64>) -> bool {
        match self {
            Tested::Bits(_, members) => {
                let end = members.partition_point(|&m| u64::from(m) <= n);
                out.extend(members[..end].iter().map(|&m| u64::from(m)));
                true
            }
            Tested::Leaf(Set::Range(a, b)) => {
                let lo = a.lit().unwrap_or(u64::MAX).max(1);
                let hi = match b {
                    Bound::Num(x) => x.lit().unwrap_or(0),
                    Bound::HeapOver(k) => k.lit().and_then(|k| n.checked_div(k)).unwrap_or(0),
                    Bound::TimesLast(_) => 0,
                }
                .min(n);
                if lo <= hi {
                    out.extend(lo..=hi);
                }
                true
            }
            Tested::Leaf(Set::Divisors(_)) => match spf {
                Some(spf) if n > 0 => {
                    let mut d = Vec::new();
                    divisors(n as usize, spf, &mut d);
                    out.extend(d);
                    true
                }
                _ => n == 0,
            },
            Tested::Leaf(_) => false,
            Tested::Union(a, b) => a.candidates(n, spf, out) && b.candidates(n, spf, out),
            Tested::Difference(a, _) => a.candidates(n, spf, out),
        }
    }
}

/// Whether some part of `set` is a set of divisors.
fn has_divisors(set: &Set) -> bool {
    match set {
        Set::Divisors(_) => true,
        Set::Union(a, b) | Set::Difference(a, b) => has_divisors(a) || has_divisors(b),
        _ => false,
    }
}

/// The values of one plain rule, computed on demand up to a capacity
/// fixed at the start (the sieves and member lists are made for it).
#[derive(Clone, Debug)]
pub struct Engine {
    rule: Rule,
    path: Path,
    g: Vec<u32>,
    /// The values again, a byte each (255: 255 or more), for the bit-set path.
    small: Vec<u8>,
    capacity: usize,
    seen: Vec<u32>,
    stamp: u32,
    work: u64,
    /// The work [`Engine::extend_to`] stops at, counted inside the loops
    /// that do it (a move listed, a member passed over a block): one value
    /// of a code that leaves many heaps has more splits than any person
    /// waits for, so a budget checked between values is not kept.
    budget: u64,
    /// Whether the last [`Engine::extend_to`] stopped at the budget.
    stopped: bool,
}

impl Engine {
    /// The engine for `rule`, which must be plain ([`Rule::is_plain`])
    /// with every letter bound, for heaps below `capacity`.
    ///
    /// # Errors
    /// A rule with memory, misère play or an unbound letter.
    pub fn new(rule: &Rule, capacity: usize) -> Result<Engine, String> {
        if !rule.is_plain() {
            return Err(format!(
                "{rule} is not a plain heap rule (memory or misère play)"
            ));
        }
        if let Some(c) = rule.letters().first() {
            return Err(format!(
                "the letter {c} has no value (give --param {c}=...)"
            ));
        }
        let path = match rule {
            Rule::Subtract(set) | Rule::To(set) => {
                let map = matches!(rule, Rule::To(_));
                match set {
                    Set::Range(Num::Lit(a), hi @ (Bound::HeapOver(_) | Bound::Num(_))) if !map => {
                        Path::Window {
                            lo: (*a).max(1),
                            hi: *hi,
                            counts: Vec::new(),
                            absent: ZeroSet::new(capacity + 2),
                            left: 0,
                            right: 0,
                        }
                    }
                    Set::Divisors(kind) => Path::Divisors {
                        kind: *kind,
                        map,
                        spf: spf_sieve(capacity.max(2)),
                        scratch: Vec::new(),
                    },
                    s if s.is_static() => {
                        let mut members = static_members(s, capacity);
                        // A map may empty the heap (`to 0`); a take of 0 is no move.
                        if map && s.contains(0, 1) {
                            members.insert(0, 0);
                        }
                        Path::Static { members, map }
                    }
                    s => Path::Tested {
                        set: Tested::new(s, capacity.max(1)),
                        zero: s.clone(),
                        map,
                        spf: has_divisors(s).then(|| spf_sieve(capacity.max(2))),
                        scratch: Vec::new(),
                    },
                }
            }
            // Every digit, the head's too, leaves at most two heaps: the
            // head's options are listed by `digit_values`, which knows no
            // split into three (`c.0[4]`: a d0 of c splits into three too).
            Rule::Code {
                digits,
                repeat: Some(r),
            } if *r + 1 == digits.len() && digits.iter().all(|&d| d < 8) => Path::Cumulative {
                head: digits[..*r].to_vec(),
                digit: digits[*r],
                reach: Vec::new(),
                first_absent: 0,
            },
            _ => Path::Definition,
        };
        Ok(Engine {
            rule: rule.clone(),
            path,
            g: Vec::new(),
            small: Vec::new(),
            capacity,
            seen: Vec::new(),
            stamp: 0,
            work: 0,
            budget: u64::MAX,
            stopped: false,
        })
    }

    /// Stops every later [`Engine::extend_to`] once [`Engine::work`]
    /// reaches `work` (a value whose moves outlast it is not kept).
    pub fn set_budget(&mut self, work: u64) {
        self.budget = work;
    }

    /// Whether the last [`Engine::extend_to`] stopped at the budget,
    /// short of the length asked.
    pub fn stopped(&self) -> bool {
        self.stopped
    }

    /// Which path computes the values, in words.
    pub fn method(&self) -> &'static str {
        match self.path {
            Path::Static { .. } => {
                "value bit sets over the set's members (listed once, primes by a sieve)"
            }
            Path::Window { .. } => {
                "a sliding window of options with counts per value and a three-level bit set"
            }
            Path::Divisors { .. } => "divisors from a smallest-prime-factor sieve",
            Path::Cumulative { .. } => {
                "cumulative options of the repeating digit, one growing bit set"
            }
            Path::Tested { .. } => {
                "every amount tested, the parts the same for every heap listed once"
            }
            Path::Definition => "the mex over every move of the definition",
        }
    }

    /// The values computed: g(0..len).
    pub fn values(&self) -> &[u32] {
        &self.g
    }

    /// The rule.
    pub fn rule(&self) -> &Rule {
        &self.rule
    }

    /// Moves looked at so far (options, members, pairs): the work done,
    /// which bounds a computation where seconds would not repeat.
    pub fn work(&self) -> u64 {
        self.work
    }

    /// Heaps below this can be computed.
    pub fn capacity(&self) -> usize {
        self.capacity
    }

    /// Computes g(0..len) (at most the capacity), or fewer when the work
    /// budget runs out first ([`Engine::stopped`]).
    pub fn extend_to(&mut self, len: usize) {
        let len = len.min(self.capacity);
        self.stopped = false;
        if let Path::Static {
            members,
            map: false,
        } = &mut self.path
        {
            let members = std::mem::take(members);
            self.extend_static_blocks(&members, len);
            self.path = Path::Static {
                members,
                map: false,
            };
            return;
        }
        while self.g.len() < len {
            if self.work >= self.budget {
                self.stopped = true;
                return;
            }
            let n = self.g.len();
            let Some(v) = self.next(n) else {
                self.stopped = true;
                return;
            };
            self.g.push(v);
            self.small.push(v.min(255) as u8);
        }
    }

    /// g(n); `None` when its moves outlast the work budget.
    fn next(&mut self, n: usize) -> Option<u32> {
        let mut path = std::mem::replace(&mut self.path, Path::Definition);
        let v = match &mut path {
            Path::Static { members, map } => self.next_static(n, members, *map),
            Path::Window {
                lo,
                hi,
                counts,
                absent,
                left,
                right,
            } => {
                let top = match *hi {
                    // A letter bound to 0 (`n/K`, K = 0) allows no take, as
                    // `Set::contains` reads it.
                    Bound::HeapOver(Num::Lit(k)) => (n as u64).checked_div(k).unwrap_or(0),
                    Bound::Num(Num::Lit(b)) => b,
                    _ => 0,
                }
                .min(n as u64);
                // The options are heaps [n - top, n - lo]; empty when top < lo.
                // Both ends only move up as n grows (an empty window has
                // its right end at its left).
                let want_left = (n as u64 - top) as usize;
                let want_right = want_left.max((n as u64 + 1).saturating_sub(*lo) as usize);
                if counts.len() < n + 2 {
                    counts.resize(n + 2, 0);
                }
                while *right < want_right {
                    let v = self.g[*right] as usize;
                    counts[v] += 1;
                    if counts[v] == 1 {
                        absent.clear(v);
                    }
                    *right += 1;
                }
                while *left < want_left {
                    let v = self.g[*left] as usize;
                    counts[v] -= 1;
                    if counts[v] == 0 {
                        absent.set(v);
                    }
                    *left += 1;
                }
                self.work += 2;
                absent.first() as u32
            }
            Path::Divisors {
                kind,
                map,
                spf,
                scratch,
            } => {
                if n == 0 {
                    0
                } else {
                    divisors(n, spf, scratch);
                    self.work += scratch.len() as u64;
                    let mut mask = 0u64;
                    let mut rest = Vec::new();
                    for &d in scratch.iter() {
                        let d = d as usize;
                        let keep = match kind {
                            Divisors::All => true,
                            Divisors::Proper => d < n,
                            Divisors::Nontrivial => 1 < d && d < n,
                        };
                        if !keep || (*map && d >= n) {
                            continue;
                        }
                        let v = if *map { self.g[d] } else { self.g[n - d] };
                        if v < 64 {
                            mask |= 1 << v;
                        } else {
                            rest.push(v);
                        }
                    }
                    self.mex_with(mask, &rest)
                }
            }
            Path::Cumulative {
                head,
                digit,
                reach,
                first_absent,
            } => {
                let r = head.len();
                if n >= r {
                    // The repeating digit's options from a rest of n - r join
                    // those of every smaller rest.
                    let rest = n - r;
                    self.work += rest as u64 / 2 + 1;
                    let g = &self.g;
                    digit_values(*digit, rest, g, &mut |v| set_bit(reach, v));
                    while has_bit(reach, *first_absent) {
                        *first_absent += 1;
                    }
                }
                self.stamp += 1;
                let stamp = self.stamp;
                let mut head_values = Vec::new();
                for (t, &d) in head.iter().enumerate() {
                    if t <= n && d != 0 {
                        digit_values(d, n - t, &self.g, &mut |v| head_values.push(v));
                    }
                }
                self.mark(&head_values, stamp);
                let mut v = if n >= r { *first_absent } else { 0 };
                while (n >= r && has_bit(reach, v)) || self.seen.get(v as usize) == Some(&stamp) {
                    v += 1;
                }
                v
            }
            Path::Tested {
                set,
                zero,
                map,
                spf,
                scratch,
            } => {
                let n64 = n as u64;
                // The candidates: the heap's divisors, or every amount up
                // to the heap (to the set's bound, when it has one); a map
                // to 0 empties the heap, tested by the set itself.
                scratch.clear();
                if !set.candidates(n64, spf.as_deref(), scratch) {
                    scratch.clear();
                    let top = zero.member_bound().map_or(n64, |b| b.min(n64));
                    scratch.extend(1..=top);
                }
                // Each candidate: its tests, and 4 for its move, as the
                // definition's path counts a move listed.
                let cost = scratch.len() as u64 * (set.cost(n64) + 4);
                if self.work.saturating_add(cost) > self.budget {
                    // The heap's tests would pass the budget: none is done,
                    // and the budget is spent.
                    self.work = self.work.max(self.budget);
                    u32::MAX
                } else {
                    self.work += cost + 1;
                    self.stamp += 1;
                    let stamp = self.stamp;
                    let mark = |seen: &mut Vec<u32>, v: u32| {
                        if v as usize >= seen.len() {
                            seen.resize(v as usize + 1, 0);
                        }
                        seen[v as usize] = stamp;
                    };
                    if *map && n > 0 && zero.contains(0, n64) {
                        mark(&mut self.seen, 0);
                    }
                    for &s in scratch.iter() {
                        if s == 0 || (*map && s >= n64) || !set.contains(s, n64) {
                            continue;
                        }
                        let left = if *map { s } else { n64 - s };
                        mark(&mut self.seen, self.g[left as usize]);
                    }
                    let mut v = 0u32;
                    while self.seen.get(v as usize) == Some(&stamp) {
                        v += 1;
                    }
                    v
                }
            }
            Path::Definition => {
                // Each option's value marked as it is listed (memory stays
                // the size of the values, not of the moves), each move
                // counted as work, and the listing stopped at the budget.
                self.stamp += 1;
                let stamp = self.stamp;
                let left_budget = self.budget.saturating_sub(self.work);
                let mut listed = 0u64;
                let mut complete = true;
                let g = &self.g;
                let seen = &mut self.seen;
                self.rule.for_each_move(n as u64, &mut |_, left| {
                    listed += 4 + left.len() as u64;
                    if listed > left_budget {
                        complete = false;
                        return false;
                    }
                    let v = left.iter().fold(0u32, |x, &h| x ^ g[h as usize]) as usize;
                    if v >= seen.len() {
                        seen.resize(v + 1, 0);
                    }
                    seen[v] = stamp;
                    true
                });
                // The definition tries every amount up to the heap (up to
                // the last digit of a code that does not repeat, up to the
                // bound of a set whose members have one).
                let tried = match &self.rule {
                    Rule::Code {
                        digits,
                        repeat: None,
                    } => digits.len().min(n + 1),
                    Rule::Subtract(set) | Rule::To(set) => set
                        .member_bound()
                        .map_or(n + 1, |b| b.min(n as u64) as usize + 1),
                    _ => n + 1,
                };
                self.work += listed + tried as u64;
                if complete {
                    let mut v = 0u32;
                    while self.seen.get(v as usize) == Some(&stamp) {
                        v += 1;
                    }
                    v
                } else {
                    u32::MAX
                }
            }
        };
        self.path = path;
        (v != u32::MAX).then_some(v)
    }

    /// The values of a static subtraction set, a block of heaps at a time:
    /// a member s at least the block's length reaches only heaps before
    /// the block, all known, so its options for the whole block are marked
    /// in one pass over a contiguous run of values (the memory is read in
    /// order, and each mark is a store that waits on nothing: a byte per
    /// value and heap, not a bit to read, OR and write back); the smaller
    /// members and the mex follow heap by heap.
    fn extend_static_blocks(&mut self, members: &[u32], len: usize) {
        const BLOCK: usize = 128;
        let small_members = members.partition_point(|&m| (m as usize) < BLOCK);
        // A row of 256 bytes per heap of the block: byte v is 1 when an
        // option has value v (a byte of 255 stands for 255 or more, and is
        // never read as a mex).
        let mut seen = vec![0u8; BLOCK * 256];
        while self.g.len() < len {
            let n0 = self.g.len();
            let count = (len - n0).min(BLOCK);
            seen[..count * 256].fill(0);
            let top = members.partition_point(|&m| (m as usize) < n0 + count);
            let big = &members[small_members.min(top)..top];
            // Members up to n0 reach back from every heap of the block: two
            // at a time, a row gets two marks for one pass of the loop (a
            // fifth less time on squares than one member a pass).
            let whole = big.partition_point(|&m| (m as usize) <= n0);
            let (pairs, rest) = big[..whole].split_at(whole / 2 * 2);
            for pair in pairs.chunks_exact(2) {
                // The budget, inside the pass over the members: one block
                // of a set with 10^5 members below the heap is 10^7 steps.
                if self.work >= self.budget {
                    self.stopped = true;
                    return;
                }
                let (a, b) = (pair[0] as usize, pair[1] as usize);
                let from_a = &self.small[n0 - a..n0 + count - a];
                let from_b = &self.small[n0 - b..n0 + count - b];
                let rows = seen[..count * 256].chunks_exact_mut(256);
                for ((row, &x), &y) in rows.zip(from_a).zip(from_b) {
                    row[usize::from(x)] = 1;
                    row[usize::from(y)] = 1;
                }
                self.work += 2 * count as u64;
            }
            for &s in rest.iter().chain(&big[whole..]) {
                if self.work >= self.budget {
                    self.stopped = true;
                    return;
                }
                let s = s as usize;
                let j0 = s.saturating_sub(n0);
                let src = &self.small[n0 + j0 - s..n0 + count - s];
                for (row, &v) in seen[j0 * 256..count * 256].chunks_exact_mut(256).zip(src) {
                    row[usize::from(v)] = 1;
                }
                self.work += (count - j0) as u64;
            }
            for (j, row) in seen[..count * 256].chunks_exact_mut(256).enumerate() {
                let n = n0 + j;
                for &s in &members[..small_members] {
                    let s = s as usize;
                    if s > n {
                        break;
                    }
                    row[usize::from(self.small[n - s])] = 1;
                    self.work += 1;
                }
                // The first byte 0, eight at a time.
                let mut first = 256;
                for (w, bytes) in row.chunks_exact(8).enumerate() {
                    let word = u64::from_le_bytes(bytes.try_into().expect("8 bytes"));
                    if word != 0x0101_0101_0101_0101 {
                        let zero = (!word & 0x0101_0101_0101_0101).trailing_zeros() / 8;
                        first = 8 * w as u32 + zero;
                        break;
                    }
                }
                let v = if first < 255 {
                    first
                } else {
                    self.next_static(n, members, false)
                };
                self.g.push(v);
                self.small.push(v.min(255) as u8);
            }
        }
    }

    fn next_static(&mut self, n: usize, members: &[u32], map: bool) -> u32 {
        let below = members.partition_point(|&m| (m as usize) <= n);
        self.work += below as u64 + 1;
        let mut mask = 0u64;
        let mut big = false;
        if map {
            for &m in members {
                let m = m as usize;
                if m >= n {
                    break;
                }
                let v = self.small[m];
                big |= v >= 64;
                mask |= 1u64.wrapping_shl(u32::from(v)) & (0u64.wrapping_sub(u64::from(v < 64)));
            }
        } else {
            for &s in members {
                let s = s as usize;
                if s > n {
                    break;
                }
                let v = self.small[n - s];
                mask |= 1u64.wrapping_shl(u32::from(v)) & (0u64.wrapping_sub(u64::from(v < 64)));
            }
            big = mask == u64::MAX;
        }
        // Values of 64 and more cannot change a mex below 64.
        let _ = big;
        let first = (!mask).trailing_zeros();
        if first < 64 {
            return first;
        }
        // Rare: 64 or more distinct small values, or large values.
        let mut options = Vec::new();
        for &s in members {
            let s = s as usize;
            if map {
                if s >= n {
                    break;
                }
                options.push(self.g[s]);
            } else {
                if s > n {
                    break;
                }
                options.push(self.g[n - s]);
            }
        }
        self.mex_with(0, &options)
    }

    fn mark(&mut self, values: &[u32], stamp: u32) {
        for &v in values {
            let v = v as usize;
            if v >= self.seen.len() {
                self.seen.resize(v + 1, 0);
            }
            self.seen[v] = stamp;
        }
    }

    /// The mex of the values in `mask` (those below 64) and `rest`.
    fn mex_with(&mut self, mask: u64, rest: &[u32]) -> u32 {
        if rest.is_empty() {
            return (!mask).trailing_zeros();
        }
        self.stamp += 1;
        let stamp = self.stamp;
        self.mark(rest, stamp);
        let mut v = 0u32;
        while (v < 64 && mask & (1 << v) != 0) || self.seen.get(v as usize) == Some(&stamp) {
            v += 1;
        }
        v
    }
}

/// The values one code digit gives on a rest of `rest` tokens (bits 0-2:
/// no heap, one heap, two heaps; the digit must be below 8).
fn digit_values(digit: u32, rest: usize, g: &[u32], out: &mut dyn FnMut(u32)) {
    if digit & 1 != 0 && rest == 0 {
        out(0);
    }
    if digit & 2 != 0 && rest >= 1 {
        out(g[rest]);
    }
    if digit & 4 != 0 {
        for a in 1..=rest / 2 {
            out(g[a] ^ g[rest - a]);
        }
    }
}

fn set_bit(bits: &mut Vec<u64>, v: u32) {
    let w = (v / 64) as usize;
    if w >= bits.len() {
        bits.resize(w + 1, 0);
    }
    bits[w] |= 1 << (v % 64);
}

fn has_bit(bits: &[u64], v: u32) -> bool {
    bits.get((v / 64) as usize)
        .is_some_and(|w| w & (1 << (v % 64)) != 0)
}

/// The members of a set that is the same for every heap, from 1 below
/// `len`, ascending.
fn static_members(set: &Set, len: usize) -> Vec<u32> {
    let bits = member_bits(set, len);
    (1..len).filter(|&i| bits[i]).map(|i| i as u32).collect()
}

fn member_bits(set: &Set, len: usize) -> Vec<bool> {
    let mut bits = vec![false; len];
    match set {
        Set::Finite(v) => {
            for n in v {
                if let Some(x) = n.lit().filter(|&x| (x as usize) < len && x > 0) {
                    bits[x as usize] = true;
                }
            }
        }
        Set::Range(Num::Lit(a), Bound::Num(Num::Lit(b))) => {
            for x in (*a).max(1)..=(*b).min(len as u64 - 1) {
                bits[x as usize] = true;
            }
        }
        Set::Predicate(Predicate::Primes) | Set::Predicate(Predicate::Semiprimes) => {
            let spf = spf_sieve(len);
            let want_prime = matches!(set, Set::Predicate(Predicate::Primes));
            for (x, bit) in bits.iter_mut().enumerate().skip(2) {
                let p = spf[x] as usize;
                *bit = if want_prime {
                    p == x
                } else {
                    p < x && spf[x / p] as usize == x / p
                };
            }
        }
        // The squares listed, not each number tested (a square root each).
        Set::Predicate(Predicate::Squares) => {
            for k in (1..).take_while(|k: &usize| k.saturating_mul(*k) < len) {
                bits[k * k] = true;
            }
        }
        Set::Predicate(p) => {
            for (x, bit) in bits.iter_mut().enumerate().skip(1) {
                *bit = super::numbers::predicate_holds(*p, x as u64);
            }
        }
        Set::Union(a, b) => {
            let (a, b) = (member_bits(a, len), member_bits(b, len));
            for i in 0..len {
                bits[i] = a[i] || b[i];
            }
        }
        Set::Difference(a, b) => {
            let (a, b) = (member_bits(a, len), member_bits(b, len));
            for i in 0..len {
                bits[i] = a[i] && !b[i];
            }
        }
        _ => {}
    }
    bits
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::rules::parse::parse;

    fn agree(text: &str, len: usize) {
        let rule = parse(text).unwrap();
        let mut engine = Engine::new(&rule, len).unwrap();
        engine.extend_to(len / 3);
        engine.extend_to(len);
        assert_eq!(engine.values(), &naive_values(&rule, len)[..], "{text}");
    }

    /// Every path against the definition.
    #[test]
    fn paths_agree_with_the_definition() {
        for text in [
            "squares",
            "primes|semiprimes-4",
            "powers(2)",
            "fibonacci",
            "1,3,4",
            "1..n/2",
            "2..n/3",
            "3..7",
            "1..n",
            "divisors",
            "proper-divisors",
            "nontrivial-divisors",
            "to proper-divisors",
            "to squares",
            "to 0,2..5",
            "coprime",
            "0.[7]",
            "4.[3]",
            "0.[3]",
            "0.1[4]",
            "4.0[7]",
            "0.[12]",
            "split 2",
            "split 3",
            "grundy",
            "0.&16;",
            "1..n/2,semiprimes",
            "fibonacci|divisors,2..3",
            "(powers(3),4),divisors",
            "primes,1,proper-divisors",
            "nontrivial-divisors-9",
            "coprime,4",
            "to 1..n/2|squares",
            "to (coprime)-(primes)",
            "to 0,divisors-1",
            "7,1..n/3",
            "(1..n/4),(1..n/4,(proper-divisors))",
            "2..n/3-primes",
            "divisors|squares-(4,9)",
        ] {
            agree(text, 150);
        }
    }

    #[test]
    fn large_values_and_many_small_ones() {
        // 1..n gives g(n) = n: values far beyond a byte, through the window.
        agree("1..n", 600);
        // A static set where every value below 64 can be an option.
        agree("1..100|squares", 700);
        // Values past a byte: the 256-bit sets give way to the exact mex.
        let big: Vec<String> = (1..=400).map(|s| s.to_string()).collect();
        agree(&big.join(","), 900);
    }

    /// The work budget is kept inside the loops that do the work: a code
    /// that leaves up to eight heaps (one value lists millions of splits)
    /// and a static set with many members both stop within one move's (or
    /// one member pass's) work of the budget, keeping only whole values,
    /// each the definition's.
    #[test]
    fn the_work_budget_is_kept_inside_a_value() {
        for (text, budget) in [("0.&256;", 1u64 << 20), ("semiprimes", 1 << 16)] {
            let rule = parse(text).unwrap();
            let mut engine = Engine::new(&rule, 1 << 20).unwrap();
            engine.set_budget(budget);
            engine.extend_to(1 << 20);
            assert!(engine.stopped(), "{text}");
            // One move is 4 + its heaps (at most 12 here); one member pass
            // over a block is at most 256.
            assert!(engine.work() <= budget + 256, "{text}: {}", engine.work());
            let kept = engine.values().len();
            assert!(kept > 10 && kept < 1 << 20, "{text}: {kept}");
            assert_eq!(
                &engine.values()[..kept.min(90)],
                &naive_values(&rule, kept.min(90))[..],
                "{text}"
            );
        }
    }

    /// A set that depends on the heap is tested amount by amount, each
    /// test counted before a heap is listed: the budget is never passed,
    /// and a stop spends it (so a caller waiting for the budget sees it
    /// spent); the values kept are the definition's.
    #[test]
    fn tested_amounts_are_counted_before_each_heap() {
        for text in [
            "1..n/2,semiprimes",
            "coprime,4",
            "fibonacci|divisors,2..3",
            "primes,1,proper-divisors",
        ] {
            let rule = parse(text).unwrap();
            let mut engine = Engine::new(&rule, 1 << 16).unwrap();
            engine.set_budget(1 << 20);
            engine.extend_to(1 << 16);
            assert!(engine.stopped(), "{text}");
            assert_eq!(engine.work(), 1 << 20, "{text}");
            let kept = engine.values().len();
            assert!(kept > 100 && kept < 1 << 16, "{text}: {kept}");
            assert_eq!(engine.values(), &naive_values(&rule, kept)[..], "{text}");
        }
        // Every member a divisor: only the heap's divisors are tried.
        let rule = parse("nontrivial-divisors-9").unwrap();
        let mut engine = Engine::new(&rule, 1 << 16).unwrap();
        engine.extend_to(1 << 16);
        assert!(engine.work() < 200 << 16, "{}", engine.work());
        assert_eq!(engine.values()[..300], naive_values(&rule, 300)[..]);
    }

    /// A bounded set minus a part that depends on the heap has no fixed
    /// list of members, but its moves are still looked for only up to its
    /// bound: 2^16 values cost under 400 units each (the amounts tried and
    /// the moves listed), not units in proportion to the heap.
    #[test]
    fn a_bounded_set_minus_a_heap_dependent_part_tries_its_bound_only() {
        for text in ["8,1..6-nontrivial-divisors", "to 1..30-proper-divisors"] {
            agree(text, 200);
            let rule = parse(text).unwrap();
            let mut engine = Engine::new(&rule, 1 << 16).unwrap();
            engine.extend_to(1 << 16);
            assert_eq!(engine.values().len(), 1 << 16, "{text}");
            assert!(engine.work() < 400 << 16, "{text}: {}", engine.work());
        }
    }

    /// `n/K` with K bound to 0 (a judge's input below its bound) allows no
    /// take, as the rule's moves say, instead of dividing by zero.
    #[test]
    fn a_divisor_bound_to_zero_allows_no_take() {
        let rule = parse("1..n/K").unwrap().bind(&[('K', 0)]);
        let mut engine = Engine::new(&rule, 40).unwrap();
        engine.extend_to(40);
        assert_eq!(engine.values(), &naive_values(&rule, 40)[..]);
        assert!(engine.values().iter().all(|&v| v == 0));
    }
}
