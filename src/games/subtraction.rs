//! Subtraction games: one heap, a move removes exactly `s` objects for some
//! `s` in a finite set S; last mover wins. Several heaps are the disjunctive
//! sum, decided by the XOR of the heaps' Grundy values (Sprague-Grundy).
//!
//! `g(n) = mex { g(n - s) : s in S, s <= n }`. A value is at most |S| (the
//! mex of |S| numbers), so a bit mask of |S| + 1 bits finds each mex.
//!
//! The table grows on demand, only as far as the largest heap asked about.
//! Since `g(n)` depends only on the previous `max S` values, the sequence is
//! eventually periodic: once a window of `max S` values repeats, everything
//! after repeats too. Brent's cycle detection over those windows (compared by
//! a rolling hash, confirmed byte for byte) finds the period while the table
//! grows, so heaps far beyond any table (up to `u64::MAX`) are answered
//! exactly, and small sets stop building early. A sequence that shows no
//! period within [`TABLE_LIMIT`] positions is reported, never allocated for.
//! Once the period is known, a heap asked about beyond the table extends it
//! by copying the period, so lookups stay plain table reads (no division).
//!
//! When every move is at least [`MIN_BLOCK`], the table is built 64 positions
//! at a time from per-value bit sets ([`crate::games::subtraction_blocks`]), several
//! times faster than one mex per position for sets of tens of moves.

use crate::games::subtraction_blocks::BlockTable;

/// Most positions a table may hold (16 MiB of `u32`).
pub const TABLE_LIMIT: usize = 1 << 22;

/// Smallest least move for which the word-parallel table pays off.
pub const MIN_BLOCK: u64 = 16;

/// The word-parallel table stops here (its bit sets then hold 32 KiB per
/// value); beyond, the table grows one mex at a time.
const BLOCK_TABLE_LIMIT: usize = 1 << 18;

/// Largest move for which the word-parallel table is used (its bit sets
/// start with that many zero bits).
const BLOCK_MOVE_LIMIT: u64 = 1 << 16;

/// Entries the table grows by between two rounds of period detection.
const BLOCK_STEP: usize = 1024;

/// Multiplier of the rolling window hash (odd, from the golden ratio).
const HASH_BASE: u64 = 0x9E37_79B9_7F4A_7C15;

/// `g(n) = table[start + (n - start) % len]` for every `n >= start`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Period {
    pub start: u64,
    pub len: u64,
}

/// Brent's cycle detection over the windows `table[n - w..n]`.
#[derive(Clone, Debug)]
struct Detector {
    /// Window length: the largest move.
    window: usize,
    /// `HASH_BASE^window`.
    base_pow: u64,
    /// Hash of the window ending at the current table length.
    hash: u64,
    /// End of the window the hare is compared with.
    tortoise: usize,
    tortoise_hash: u64,
    power: usize,
    lam: usize,
}

/// The Grundy sequence of one subtraction set. See the module docs.
#[derive(Clone, Debug)]
pub struct SubtractionGame {
    /// Sorted, distinct, all at least 1.
    moves: Vec<u64>,
    table: Vec<u32>,
    period: Option<Period>,
    detector: Option<Detector>,
    /// Scratch bit set for the general mex (more than 127 moves).
    seen: Vec<u64>,
    /// The word-parallel builder, when the least move allows it: the moves
    /// as indices, the block width and the bit sets.
    blocks: Option<(Vec<usize>, usize, BlockTable)>,
    /// The game without the moves of [`TABLE_LIMIT`] or more, made when first
    /// needed: below the least such move they never apply, so this game's
    /// values (and its period) answer heaps too far for our own table.
    near: Option<Box<SubtractionGame>>,
}

impl SubtractionGame {
    /// The game with subtraction set `moves`, given in any order, with
    /// duplicates allowed.
    ///
    /// # Panics
    /// When a move is 0 (removing nothing is not a move; the problem layer
    /// rejects such input first).
    ///
    /// # Example
    /// ```
    /// use grundy::games::subtraction::SubtractionGame;
    /// let mut g = SubtractionGame::new(&[5, 2, 2]);
    /// // 0 0 1 1 0 2 1, then again: g(12) = g(5).
    /// assert_eq!(g.grundy(12), Some(2));
    /// assert_eq!(g.moves(), &[2, 5]);
    /// ```
    pub fn new(moves: &[u64]) -> SubtractionGame {
        assert!(
            moves.iter().all(|&s| s > 0),
            "a move must remove at least one"
        );
        let mut moves = moves.to_vec();
        moves.sort_unstable();
        moves.dedup();
        let words = (moves.len() + 2).div_ceil(64);
        let blocks = match (moves.first(), moves.last()) {
            (Some(&least), Some(&largest)) if least >= MIN_BLOCK && largest <= BLOCK_MOVE_LIMIT => {
                let indices = moves.iter().map(|&s| s as usize).collect();
                let width = (least as usize).min(64);
                Some((indices, width, BlockTable::new(largest as usize)))
            }
            _ => None,
        };
        SubtractionGame {
            moves,
            table: Vec::new(),
            period: None,
            detector: None,
            seen: vec![0; words],
            blocks,
            near: None,
        }
    }

    /// The distinct moves, ascending.
    pub fn moves(&self) -> &[u64] {
        &self.moves
    }

    /// The period, once the table has grown far enough to see it.
    pub fn period(&self) -> Option<Period> {
        self.period
    }

    /// `g(heap)`, growing the table as needed; `None` when the heap is beyond
    /// [`TABLE_LIMIT`] and no period showed up within it.
    ///
    /// # Complexity
    /// Amortised O(|S|) per new table entry; O(1) for a heap already covered
    /// by the table or by a known period.
    #[inline]
    pub fn grundy(&mut self, heap: u64) -> Option<u32> {
        if heap < self.table.len() as u64 {
            return Some(self.table[heap as usize]);
        }
        self.grundy_slow(heap)
    }

    /// `g(heap)` when the table already holds it: never grows anything.
    #[inline]
    pub fn known(&self, heap: u64) -> Option<u32> {
        self.table.get(usize::try_from(heap).ok()?).copied()
    }

    #[cold]
    fn grundy_slow(&mut self, heap: u64) -> Option<u32> {
        if heap >= TABLE_LIMIT as u64 {
            if let Some(near) = self.near_game(heap) {
                return near.grundy(heap);
            }
        }
        loop {
            if let Some(p) = self.period {
                if heap < TABLE_LIMIT as u64 {
                    self.extend_periodically(heap as usize + 1);
                    return Some(self.table[heap as usize]);
                }
                if heap >= p.start {
                    let i = p.start + (heap - p.start) % p.len;
                    return Some(self.table[i as usize]);
                }
            }
            if heap < self.table.len() as u64 {
                return Some(self.table[heap as usize]);
            }
            if self.table.len() >= TABLE_LIMIT || self.period.is_some() {
                return None;
            }
            // Grow in steps so a far heap does not allocate the whole limit
            // when a period shows up early.
            let want = (heap.saturating_add(1)).min(TABLE_LIMIT as u64) as usize;
            let step_end = want.min((self.table.len() * 2).max(1024));
            self.grow_to(step_end);
        }
    }

    /// The game restricted to the moves below [`TABLE_LIMIT`], when some
    /// moves are at least that large (so our own windows are too long to
    /// find a period) and `heap` is below all of those: the far moves never
    /// apply to such a heap or to anything it leads to.
    fn near_game(&mut self, heap: u64) -> Option<&mut SubtractionGame> {
        let first_far = self.moves.partition_point(|&s| s < TABLE_LIMIT as u64);
        if heap >= *self.moves.get(first_far)? {
            return None;
        }
        // Borrowed apart from `self.near` before the closure: edition 2018
        // (a judge's choice) would capture all of `self` in it.
        let moves = &self.moves[..first_far];
        let near = self
            .near
            .get_or_insert_with(|| Box::new(SubtractionGame::new(moves)));
        Some(near)
    }

    /// Extends the table to `end` entries, or until a period is found.
    fn grow_to(&mut self, end: usize) {
        self.table.reserve(end.saturating_sub(self.table.len()));
        while self.table.len() < end && self.period.is_none() {
            let start = self.table.len();
            match &mut self.blocks {
                Some((moves, width, bits)) if start < BLOCK_TABLE_LIMIT => {
                    let count = (end - start).min(BLOCK_STEP);
                    bits.extend(moves, *width, &mut self.table, count);
                }
                _ => {
                    let g = self.mex_at(start as u64);
                    self.table.push(g);
                }
            }
            for n in start + 1..=self.table.len() {
                self.detect(n);
                if self.period.is_some() {
                    break;
                }
            }
        }
    }

    /// Extends the table to at least `end` entries (and at least double its
    /// length, up to [`TABLE_LIMIT`]) by repeating the known period.
    fn extend_periodically(&mut self, end: usize) {
        let Some(p) = self.period else { return };
        let len = p.len as usize;
        let end = end.max(2 * self.table.len()).min(TABLE_LIMIT);
        // The table holds at least `start + len` entries: the repeated window.
        for n in self.table.len()..end {
            let g = self.table[n - len];
            self.table.push(g);
        }
    }

    /// `mex { g(n - s) : s in S, s <= n }` from the table.
    #[inline]
    fn mex_at(&mut self, n: u64) -> u32 {
        let applicable = match self.moves.last() {
            Some(&largest) if largest <= n => self.moves.len(),
            _ => self.moves.partition_point(|&s| s <= n),
        };
        let moves = &self.moves[..applicable];
        // Values are at most |S|: a one-word mask when that fits.
        if self.moves.len() < 64 {
            let mut seen = 0u64;
            for &s in moves {
                seen |= 1 << self.table[(n - s) as usize];
            }
            return (!seen).trailing_zeros();
        }
        if self.moves.len() < 128 {
            let mut seen = 0u128;
            for &s in moves {
                seen |= 1u128 << self.table[(n - s) as usize];
            }
            return crate::games::mex::mex_of_mask(seen);
        }
        self.seen.fill(0);
        for &s in moves {
            let g = self.table[(n - s) as usize] as usize;
            self.seen[g / 64] |= 1 << (g % 64);
        }
        let word = self.seen.iter().position(|&w| w != u64::MAX).unwrap_or(0);
        (word * 64) as u32 + (!self.seen[word]).trailing_zeros()
    }

    /// One step of Brent's algorithm for the table's first `n` entries,
    /// called for every n in turn.
    fn detect(&mut self, n: usize) {
        let Some(&largest) = self.moves.last() else {
            // No moves: every value is 0, period 1 from the start.
            self.period = Some(Period { start: 0, len: 1 });
            return;
        };
        if largest >= TABLE_LIMIT as u64 || (n as u64) < largest {
            return;
        }
        let w = largest as usize;
        let Some(d) = self.detector.as_mut() else {
            let hash = self.table[n - w..n].iter().fold(0u64, |h, &g| {
                h.wrapping_mul(HASH_BASE).wrapping_add(u64::from(g))
            });
            let base_pow = (0..w).fold(1u64, |p, _| p.wrapping_mul(HASH_BASE));
            self.detector = Some(Detector {
                window: w,
                base_pow,
                hash,
                tortoise: n,
                tortoise_hash: hash,
                power: 1,
                lam: 0,
            });
            return;
        };
        let entering = u64::from(self.table[n - 1]);
        let leaving = u64::from(self.table[n - 1 - d.window]);
        d.hash = d
            .hash
            .wrapping_mul(HASH_BASE)
            .wrapping_sub(leaving.wrapping_mul(d.base_pow))
            .wrapping_add(entering);
        d.lam += 1;
        if d.hash == d.tortoise_hash
            && self.table[n - d.window..n] == self.table[d.tortoise - d.window..d.tortoise]
        {
            self.period = Some(Period {
                start: (d.tortoise - d.window) as u64,
                len: d.lam as u64,
            });
            return;
        }
        if d.lam == d.power {
            d.tortoise = n;
            d.tortoise_hash = d.hash;
            d.power *= 2;
            d.lam = 0;
        }
    }
}

/// g by the definition, no table tricks: what the fast tables are tested
/// against.
#[cfg(test)]
pub(crate) fn naive(moves: &[u64], upto: usize) -> Vec<u32> {
    let mut g: Vec<u32> = Vec::new();
    for n in 0..upto {
        let opts: Vec<u64> = moves
            .iter()
            .filter(|&&s| s <= n as u64)
            .map(|&s| u64::from(g[n - s as usize]))
            .collect();
        g.push(crate::games::mex::mex(opts) as u32);
    }
    g
}

#[cfg(test)]
mod tests {
    use super::*;

    fn rng(state: &mut u64) -> u64 {
        *state ^= *state << 13;
        *state ^= *state >> 7;
        *state ^= *state << 17;
        *state
    }

    #[test]
    fn known_sequences_and_periods() {
        // S = {1, 2}: 0 1 2 0 1 2 ... (Bash with m = 2), period 3.
        let mut g = SubtractionGame::new(&[2, 1]);
        assert_eq!(
            (0..9).map(|n| g.grundy(n).unwrap()).collect::<Vec<_>>(),
            [0, 1, 2, 0, 1, 2, 0, 1, 2]
        );
        assert_eq!(g.grundy(u64::MAX), Some((u64::MAX % 3) as u32));
        assert_eq!(g.period().map(|p| p.len), Some(3));
        // S = {2, 5} (the S-Nim sample): 0 0 1 1 0 2 1 0 0 1 1 ... period 7.
        let mut g = SubtractionGame::new(&[2, 5]);
        assert_eq!(
            (0..8).map(|n| g.grundy(n).unwrap()).collect::<Vec<_>>(),
            [0, 0, 1, 1, 0, 2, 1, 0]
        );
        assert_eq!(
            g.grundy(1 << 40),
            Some(naive(&[2, 5], 7)[((1u64 << 40) % 7) as usize])
        );
        assert_eq!(SubtractionGame::new(&[]).grundy(u64::MAX), Some(0));
    }

    #[test]
    fn table_and_period_agree_with_the_definition() {
        let mut state = 0x2545_F491_4F6C_DD1Du64;
        for _ in 0..300 {
            let k = 1 + rng(&mut state) % 8;
            let top = 1 + rng(&mut state) % 40;
            let moves: Vec<u64> = (0..k).map(|_| 1 + rng(&mut state) % top).collect();
            let expected = naive(&moves, 3000);
            let mut fresh = SubtractionGame::new(&moves);
            // Ask far away first so the period, not the table, answers.
            let far = fresh.grundy(u64::MAX - 12345);
            for (n, &g) in expected.iter().enumerate() {
                assert_eq!(fresh.grundy(n as u64), Some(g), "moves {moves:?}, n = {n}");
            }
            let p = fresh.period().expect("small sets are periodic early");
            let i = p.start + (u64::MAX - 12345 - p.start) % p.len;
            assert_eq!(far, Some(expected[i as usize]), "moves {moves:?}");
        }
    }

    #[test]
    fn many_moves_use_the_general_mex() {
        let moves: Vec<u64> = (1..=300).map(|i| i * 3 + (i % 7)).collect();
        let expected = naive(&moves, 4000);
        let mut g = SubtractionGame::new(&moves);
        for (n, &v) in expected.iter().enumerate() {
            assert_eq!(g.grundy(n as u64), Some(v));
        }
    }

    #[test]
    fn every_mask_width_and_the_block_tables_agree() {
        // One-word masks (under 64 moves), two-word (64..128), the general
        // mex (128 and more), each with a least move below and above
        // MIN_BLOCK (one mex per position, then blocks).
        let mut state = 0x9E37_79B9_7F4A_7C15u64;
        for count in [5, 63, 64, 100, 127, 128, 150] {
            for least in [1, 3, MIN_BLOCK, 40, 70] {
                let mut moves: Vec<u64> = (0..count - 1)
                    .map(|_| least + rng(&mut state) % 2000)
                    .collect();
                moves.push(least);
                let expected = naive(&moves, 6000);
                let mut g = SubtractionGame::new(&moves);
                for (n, &v) in expected.iter().enumerate().rev() {
                    assert_eq!(
                        g.grundy(n as u64),
                        Some(v),
                        "{count} moves from {least}, n = {n}"
                    );
                }
            }
        }
    }

    #[test]
    fn a_move_beyond_the_limit_gives_up_cleanly() {
        let far = TABLE_LIMIT as u64 + 5;
        let mut g = SubtractionGame::new(&[1, far]);
        assert_eq!(g.grundy(10), Some(0));
        assert_eq!(g.grundy(u64::MAX), None);
        assert_eq!(g.grundy(far), None);
        // Below the far move only {1} applies: 0 1 0 1 ...
        assert_eq!(g.grundy(far - 1), Some(((far - 1) % 2) as u32));
    }

    #[test]
    fn moves_far_beyond_the_table_leave_nearer_heaps_exact() {
        let huge = 1_000_000_000_000_000_000u64;
        let mut g = SubtractionGame::new(&[huge, 5, 2, u64::MAX]);
        let small = naive(&[2, 5], 7);
        for heap in [0, 12, 1 << 40, huge / 10, huge - 1] {
            assert_eq!(
                g.grundy(heap),
                Some(small[(heap % 7) as usize]),
                "heap {heap}"
            );
        }
        assert_eq!(g.grundy(huge), None);
        assert_eq!(SubtractionGame::new(&[huge]).grundy(huge - 1), Some(0));
    }
}
