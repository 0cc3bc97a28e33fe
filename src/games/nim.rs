//! Nim: heaps, take any positive number from one heap, last mover wins.
//!
//! Bouton's theorem (1901): the player to move loses exactly when the XOR of
//! the heap sizes (the nim-sum) is zero. A winning move reduces some heap `h`
//! to `h ^ x` where `x` is the nim-sum, which is possible exactly when
//! `h ^ x < h`, i.e. when `h` has the highest set bit of `x`.

use crate::games::Outcome;

/// The nim-sum (XOR) of heap sizes or Grundy values.
///
/// # Example
/// ```
/// assert_eq!(grundy::games::nim::nim_sum([3, 5, 6]), 0);
/// ```
pub fn nim_sum(heaps: impl IntoIterator<Item = u64>) -> u64 {
    heaps.into_iter().fold(0, |x, h| x ^ h)
}

/// The outcome of a Nim position whose nim-sum is `nim_sum`.
#[inline]
pub fn nim_outcome(nim_sum: u64) -> Outcome {
    Outcome::of_grundy(nim_sum)
}

/// The size heap `heap` must be reduced to for a winning move in a position
/// of nim-sum `nim_sum`, or `None` when no winning move uses this heap.
///
/// # Complexity
/// O(1).
///
/// # Example
/// ```
/// use grundy::games::nim::winning_reduction;
/// // 5 ^ 7 ^ 9 = 11: only the 9-heap can move, down to 9 ^ 11 = 2.
/// assert_eq!(winning_reduction(9, 11), Some(2));
/// assert_eq!(winning_reduction(5, 11), None);
/// ```
#[inline]
pub fn winning_reduction(heap: u64, nim_sum: u64) -> Option<u64> {
    let target = heap ^ nim_sum;
    (target < heap).then_some(target)
}

/// One Nim move: pile number `pile` (0-based, in the order given) goes from
/// `from` objects down to `to`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct NimMove {
    pub pile: usize,
    pub from: u64,
    pub to: u64,
}

impl NimMove {
    /// How many objects the move takes.
    pub fn taken(&self) -> u64 {
        self.from - self.to
    }
}

/// Every winning move of a Nim position of nim-sum `nim_sum`, in pile order:
/// one per pile that holds the highest set bit of `nim_sum`, so none when
/// `nim_sum` is zero. Equal piles give equal reductions, one for each pile.
///
/// # Complexity
/// O(1) per pile looked at.
///
/// # Example
/// ```
/// use grundy::games::nim::{nim_sum, winning_moves};
/// let heaps = [5, 7, 8, 9, 10];
/// let moves: Vec<_> = winning_moves(&heaps, nim_sum(heaps))
///     .map(|m| (m.pile, m.from, m.to))
///     .collect();
/// assert_eq!(moves, [(2, 8, 1), (3, 9, 0), (4, 10, 3)]);
/// ```
pub fn winning_moves(heaps: &[u64], nim_sum: u64) -> impl Iterator<Item = NimMove> + '_ {
    heaps.iter().enumerate().filter_map(move |(pile, &from)| {
        winning_reduction(from, nim_sum).map(|to| NimMove { pile, from, to })
    })
}

/// Some legal move, for showing why a lost position is lost: one object from
/// the largest pile (the first of equal ones); `None` when every pile is empty.
pub fn some_move(heaps: &[u64]) -> Option<NimMove> {
    let (pile, &from) = heaps
        .iter()
        .enumerate()
        .rev()
        .max_by_key(|&(_, h)| *h)
        .filter(|&(_, h)| *h > 0)?;
    Some(NimMove {
        pile,
        from,
        to: from - 1,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn known_positions() {
        assert_eq!(nim_outcome(nim_sum([45, 45])), Outcome::P);
        assert_eq!(nim_outcome(nim_sum([3, 6, 9])), Outcome::N);
        assert_eq!(nim_outcome(nim_sum([])), Outcome::P);
        assert_eq!(nim_outcome(nim_sum([u64::MAX, u64::MAX])), Outcome::P);
    }

    #[test]
    fn winning_reductions_reach_zero_nim_sum() {
        let heaps = [5u64, 7, 8, 9, 10];
        let x = nim_sum(heaps);
        let moves: Vec<_> = winning_moves(&heaps, x).map(|m| (m.from, m.to)).collect();
        assert_eq!(moves, vec![(8, 1), (9, 0), (10, 3)]);
        for (h, t) in moves {
            assert_eq!(x ^ h ^ t, 0);
        }
        assert_eq!(winning_reduction(7, 0), None);
    }

    #[test]
    fn winning_moves_repeat_for_equal_heaps_and_vanish_at_zero() {
        let heaps = [3u64, 3, 3];
        let piles: Vec<_> = winning_moves(&heaps, nim_sum(heaps))
            .map(|m| (m.pile, m.taken()))
            .collect();
        assert_eq!(piles, vec![(0, 3), (1, 3), (2, 3)]);
        assert_eq!(winning_moves(&[45, 45], 0).count(), 0);
        let big = [u64::MAX, 1];
        let moves: Vec<_> = winning_moves(&big, nim_sum(big)).collect();
        assert_eq!(
            moves,
            vec![NimMove {
                pile: 0,
                from: u64::MAX,
                to: 1
            }]
        );
    }

    #[test]
    fn some_move_takes_one_from_the_first_largest_pile() {
        assert_eq!(some_move(&[0, 0]), None);
        let m = some_move(&[2, 5, 5, 1]).unwrap();
        assert_eq!((m.pile, m.from, m.to), (1, 5, 4));
    }
}
