//! Subtraction games: one heap, a move removes exactly `s` objects for some
//! `s` in a finite set S; last mover wins. Several heaps are the disjunctive
//! sum, decided by the XOR of the heaps' Grundy values (Sprague-Grundy).
//!
//! `g(n) = mex { g(n - s) : s in S, s <= n }`. The values come from the
//! Grundy-sequence engine's parts for rules that never split (a
//! [`crate::games::sequence::table::Table`] and a
//! [`crate::games::sequence::simple::SimpleKernel`], not the engine), which grow
//! the table on demand, and prove the period as soon as a window of
//! `max S` values repeats (g(n) depends only on the `max S` values before
//! it), so heaps far beyond any table (up to `u64::MAX`) are answered
//! exactly, and small sets stop building early. A sequence that shows no
//! period within [`TABLE_LIMIT`] positions is reported, never allocated
//! for. Once the period is known, a heap asked about beyond the table
//! extends it by copying the period (up to 2^16 positions), so lookups
//! stay plain table reads; farther heaps take one division.
//!
//! This module adds what the judge problems need on top: a table limit, and
//! the moves of [`TABLE_LIMIT`] or more, which never apply to a heap below
//! them, set aside so that such heaps are still answered.

use crate::games::sequence::simple::SimpleKernel;
use crate::games::sequence::table::{Stop, Table};
use crate::games::sequence::takes::Takes;
use crate::games::sequence::values::Values;

/// Most positions a table may hold (4 MiB, a byte each, while every value
/// is below 256; 8 MiB once one is not).
pub const TABLE_LIMIT: usize = 1 << 22;

/// Once the period is known, the table is extended by copying it up to
/// here at most, so that lookups of the heaps judges ask about stay plain
/// table reads.
const FILL_LIMIT: usize = 1 << 16;

/// `g(n) = table[start + (n - start) % len]` for every `n >= start`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Period {
    pub start: u64,
    pub len: u64,
}

/// The Grundy sequence of one subtraction set. See the module docs.
#[derive(Clone, Debug)]
pub struct SubtractionGame {
    /// Sorted, distinct, all at least 1.
    moves: Vec<u64>,
    /// The values and period, computed by `kernel`.
    table: Table,
    kernel: SimpleKernel,
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
        let rule = Takes::subtraction(moves);
        let (kernel, table) = SimpleKernel::new(&rule);
        SubtractionGame {
            moves: rule.ones,
            table,
            kernel,
            near: None,
        }
    }

    /// The distinct moves, ascending.
    pub fn moves(&self) -> &[u64] {
        &self.moves
    }

    /// The period, once the table has grown far enough to prove it.
    pub fn period(&self) -> Option<Period> {
        self.table.certificate().map(|c| Period {
            start: c.preperiod,
            len: c.len,
        })
    }

    /// `g(heap)`, growing the table as needed; `None` when the heap is beyond
    /// [`TABLE_LIMIT`] and no period showed up within it (or a value passed
    /// `u16`, which takes 2^16 moves).
    ///
    /// # Complexity
    /// Amortised O(|S|) per new table entry; O(1) for a heap already covered
    /// by the table or by a known period.
    #[inline]
    pub fn grundy(&mut self, heap: u64) -> Option<u32> {
        if let Some(g) = self.known(heap) {
            return Some(g);
        }
        self.grundy_slow(heap)
    }

    /// `g(heap)` when the table already holds it: never grows anything.
    #[inline]
    pub fn known(&self, heap: u64) -> Option<u32> {
        let n = usize::try_from(heap).ok()?;
        // The judges' sets keep every value below 256: that read inline,
        // a wider table's out of line.
        match self.table.values() {
            Values::U8(v) => v.get(n).map(|&g| u32::from(g)),
            wide => known_wide(wide, n),
        }
    }

    #[cold]
    fn grundy_slow(&mut self, heap: u64) -> Option<u32> {
        if heap >= TABLE_LIMIT as u64 {
            if let Some(near) = self.near_game(heap) {
                return near.grundy(heap);
            }
        }
        if heap < TABLE_LIMIT as u64 {
            // Grow in steps so a far heap does not compute the whole limit
            // when a period shows up early, then copy the period if needed.
            let want = heap as usize + 1;
            while self.table.computed() < want && self.table.certificate().is_none() {
                let step = (self.table.computed() * 2).max(1024).min(want);
                if self.kernel.extend(&mut self.table, step) == Stop::ValueTooLarge {
                    return None;
                }
            }
            if want > FILL_LIMIT {
                // A far heap is answered through the period: copying it
                // that far would cost more than every lookup it saves.
                return self.table.value(heap).map(u32::from);
            }
            let end = want.max(2 * self.table.computed()).min(FILL_LIMIT);
            self.table.fill_to(end);
            return self.known(heap);
        }
        self.kernel.extend(&mut self.table, TABLE_LIMIT);
        self.table.value(heap).map(u32::from)
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
}

/// g by the definition, no table tricks: what the fast tables are tested
/// against.
/// `g(n)` from a table that is not a byte each.
#[cold]
#[inline(never)]
fn known_wide(values: &Values, n: usize) -> Option<u32> {
    values.get(n).map(u32::from)
}

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
            for least in [
                1,
                3,
                crate::games::sequence::simple::MIN_BLOCK as u64,
                40,
                70,
            ] {
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
