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
//! Kept apart from [`crate::games::sequence`] so that a judge file whose
//! rules never split (S-Nim) does not carry it.

use crate::games::heap_rules::HeapRule;
use crate::games::sequence::{GrundySequence, Kernel};

/// The engine for any rule, splitting ones included: use this rather than
/// [`GrundySequence::new`] when the rule may split.
pub fn sequence(rule: HeapRule) -> GrundySequence {
    GrundySequence::with_split_kernel(rule, extend_split)
}

/// Picks the mask with the fewest rare positions so far, and rebuilds the
/// rare list when it changes.
pub(crate) fn choose_mask(seq: &mut GrundySequence) {
    let width = seq.histogram.len().next_power_of_two();
    // Masks beyond 2^12 are not tried: 2^12 x 2^12 steps at most.
    let masks = width.min(1 << 12);
    let rare_count = |m: usize| -> u64 {
        (0..seq.histogram.len())
            .filter(|&v| (v & m).count_ones() % 2 == 0)
            .map(|v| seq.histogram[v])
            .sum()
    };
    let current = rare_count(usize::from(seq.mask));
    let Some((best, count)) = (1..masks).map(|m| (m, rare_count(m))).min_by_key(|x| x.1) else {
        return;
    };
    // Switch only for a clear gain: each switch rebuilds the list.
    if count * 5 < current * 4 {
        seq.mask = best as u16;
        seq.rare.clear();
        for (n, &g) in seq.values.iter().enumerate().skip(1) {
            if (g & seq.mask).count_ones() % 2 == 0 {
                seq.rare.push((n as u32, g));
            }
        }
    }
}

/// Computes values of a splitting rule up to `len`, [`SPLIT_BLOCK`] at a time
/// (module docs): the pairs through a rare position `a >= SPLIT_BLOCK` only
/// read values from before the block, so they are marked for the whole
/// block at once, reading `g(r - a)` for consecutive r from one place of
/// memory instead of one cache miss per position. The other pairs, the
/// moves that leave one heap and the mex are done position by position.
pub fn extend_split(seq: &mut GrundySequence, len: usize) {
    // A copy of the few moves, so the kernel stays in place for push().
    let kernel = seq.kernel.clone();
    let Kernel::Split {
        ones,
        exact,
        splits,
        unequal,
    } = &kernel
    else {
        unreachable!("called for splitting rules only")
    };
    let rule = SplitRule {
        ones,
        exact,
        splits,
        unequal: *unequal,
    };
    while seq.values.len() < len && seq.certificate.is_none() && !seq.too_large {
        let n0 = seq.values.len();
        split_block(seq, &rule, n0, SPLIT_BLOCK.min(len - n0));
        while seq.values.len() >= seq.next_mask_check {
            seq.next_mask_check *= 2;
            choose_mask(seq);
        }
    }
}

/// Settles positions `n0..n0 + count` (fewer when a value needs more
/// bits than the block's mark tables hold, or the period is proven).
fn split_block(seq: &mut GrundySequence, rule: &SplitRule<'_>, n0: usize, count: usize) {
    // Values so far are below 2^b, and so are XORs of them; a value in
    // the block is at most 2^b. Rows of 2^(b+1) marks hold both, and the
    // block ends after a value of 2^b or more.
    let half = seq.histogram.len().next_power_of_two();
    let width = 2 * half;
    if seq.seen.len() < count * width {
        seq.seen.resize(count * width, 0);
    }
    seq.stamp = seq.stamp.wrapping_add(1);
    if seq.stamp == 0 {
        seq.seen.fill(0);
        seq.stamp = 1;
    }
    let stamp = seq.stamp;
    let known = seq.rare.len();
    let first_batch = seq
        .rare
        .partition_point(|&(a, _)| (a as usize) < SPLIT_BLOCK);
    {
        let (values, seen) = (&seq.values[..], &mut seq.seen[..]);
        for &i in rule.splits {
            for &(a, ga) in &seq.rare[first_batch..known] {
                let a = a as usize;
                // Position n0 + j splits r = n0 + j - i into a + b,
                // b >= 1: from j_lo on.
                let j_lo = (a + i + 1).saturating_sub(n0);
                if j_lo >= count {
                    continue;
                }
                let b_lo = n0 + j_lo - i - a;
                let partners = &values[b_lo..b_lo + count - j_lo];
                let mut row = j_lo * width;
                for (b, &gb) in (b_lo..).zip(partners) {
                    // a + a is no move of Grundy's game.
                    if !(rule.unequal && b == a) {
                        seen[row + usize::from(ga ^ gb)] = stamp;
                    }
                    row += width;
                }
            }
        }
    }
    for j in 0..count {
        let n = n0 + j;
        let g = {
            let values = &seq.values[..];
            let row = &mut seq.seen[j * width..(j + 1) * width];
            for &i in rule.ones.iter().take_while(|&&i| i < n) {
                row[usize::from(values[n - i])] = stamp;
            }
            if rule.exact.binary_search(&n).is_ok() {
                row[0] = stamp;
            }
            // Pairs through a rare a < SPLIT_BLOCK, or one found in this block.
            let early = &seq.rare[..first_batch.min(known)];
            let late = &seq.rare[known..];
            for &i in rule.splits.iter().take_while(|&&i| i + 2 <= n) {
                let r = n - i;
                for &(a, ga) in early.iter().chain(late) {
                    let a = a as usize;
                    if a >= r || (a >= SPLIT_BLOCK && a < n0) {
                        continue;
                    }
                    if !(rule.unequal && 2 * a == r) {
                        row[usize::from(ga ^ values[r - a])] = stamp;
                    }
                }
            }
            let all_rare = seq.mask == 0;
            let mut v = 0usize;
            loop {
                if row[v] != stamp
                    && (all_rare
                        || (v as u16 & seq.mask).count_ones() % 2 == 1
                        || !split_gives(values, rule.splits, rule.unequal, n, v as u16))
                {
                    break v;
                }
                v += 1;
            }
        };
        let Ok(g16) = u16::try_from(g) else {
            seq.too_large = true;
            return;
        };
        seq.push(g16);
        if seq.certificate.is_some() || g >= half {
            return;
        }
    }
}

/// Positions settled together by the splitting kernel, at most.
const SPLIT_BLOCK: usize = 32;

/// The moves of a splitting rule, borrowed from its kernel.
struct SplitRule<'a> {
    ones: &'a [usize],
    exact: &'a [usize],
    splits: &'a [usize],
    unequal: bool,
}

/// True when some split of heap n has value `target`: a direct search,
/// asked only for rare values, which common ^ common pairs nearly always
/// give within the first few splits.
fn split_gives(values: &[u16], splits: &[usize], unequal: bool, n: usize, target: u16) -> bool {
    splits.iter().take_while(|&&i| i + 2 <= n).any(|&i| {
        let r = n - i;
        let last = if unequal { (r - 1) / 2 } else { r / 2 };
        pair_with_xor(values, r, last, target).is_some()
    })
}

/// The least `a` in `1..=last` with `values[a] ^ values[r - a] == target`.
///
/// Blocks of [`PAIR_CHUNK`] pairs are tested without a branch per pair, so the
/// compiler can compare many pairs at once; the first block with a hit is
/// then searched pair by pair.
fn pair_with_xor(values: &[u16], r: usize, last: usize, target: u16) -> Option<usize> {
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

/// Pairs tested at once by [`pair_with_xor`].
const PAIR_CHUNK: usize = 32;
