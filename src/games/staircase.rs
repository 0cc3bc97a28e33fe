//! Pieces on a strip: cells 1, 2, ... right of a wall at cell 0; a move
//! slides one piece left by at least one cell, never onto or past another
//! piece or the wall; last mover wins (POJ 1704 Georgia and Bob; the Silver
//! Dollar Game without the dollar in Conway, *On Numbers and Games*, and
//! Guy, *Fair Game*; cut-the-knot's "Bogus Nim").
//!
//! It is staircase Nim. Number the pieces 1..=n from the left and let gap `i`
//! be the empty cells just left of piece `i` (down to piece `i - 1`, or to the
//! wall). Sliding piece `i` left by `d` moves `d` from gap `i` to gap `i + 1`
//! (or out of the game for the rightmost piece): coins going down a staircase
//! whose first step is the rightmost gap. Staircase Nim is decided by its odd
//! steps alone: a move from an odd step is a Nim move on it, and a move from
//! an even step onto an odd one is undone by moving the same coins one step
//! further down, which the even steps always allow. So the pieces pair up
//! from the right, (rightmost, second), (third, fourth), ..., a lone leftmost
//! piece pairing with the wall; the empty cells inside each pair are the Nim
//! heaps, and the gaps between pairs do not matter.

/// The nim-sum of a strip whose pieces stand on `cells`, given in increasing
/// order: the XOR of the empty cells inside each pair counted from the right.
/// The mover wins exactly when it is non-zero.
///
/// # Constraints
/// `cells` strictly increasing and all at least 1 (cell 0 is the wall);
/// exact for every such `u64` sequence.
///
/// # Complexity
/// O(n).
///
/// # Example
/// ```
/// use grundy::games::staircase::staircase_nim_sum;
/// // Pairs (2, 3) and the wall with 1: both inside gaps are empty.
/// assert_eq!(staircase_nim_sum([1, 2, 3]), 0);
/// // Pairs (14, 17), (9, 12), (6, 7), (1, 5).
/// assert_eq!(staircase_nim_sum([1, 5, 6, 7, 9, 12, 14, 17]), 2 ^ 2 ^ 0 ^ 3);
/// ```
pub fn staircase_nim_sum<I>(cells: I) -> u64
where
    I: IntoIterator<Item = u64>,
    I::IntoIter: DoubleEndedIterator,
{
    let mut right_to_left = cells.into_iter().rev();
    let mut x = 0;
    while let Some(right) = right_to_left.next() {
        let left = right_to_left.next().unwrap_or(0);
        debug_assert!(left < right, "cells must be increasing and above the wall");
        x ^= right - left - 1;
    }
    x
}

/// One move: the piece on cell `from` slides left to cell `to`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Slide {
    pub from: u64,
    pub to: u64,
}

/// Every winning move of a strip whose pieces stand on `cells`, given in
/// increasing order, from the right. For a pair whose inside gap is `h`,
/// with `t = h ^ x` (x the nim-sum): when `t < h` the pair's right piece
/// closes in on the left one, a Nim move; when `t > h` the left piece slides
/// away from the right one by `t - h`, if the cells left of it allow (the
/// move up the staircase that Nim cannot make). A move of any other piece
/// leaves some heap changed and the rest equal, so these are all.
///
/// # Constraints
/// As [`staircase_nim_sum`]: strictly increasing, all at least 1.
///
/// # Complexity
/// O(n).
///
/// # Example
/// ```
/// use grundy::games::staircase::{staircase_winning_moves, Slide};
/// // Pairs (3, 9) and (1 with the wall): heaps 5 and 0, nim-sum 5.
/// assert_eq!(
///     staircase_winning_moves(&[1, 3, 9]),
///     [Slide { from: 9, to: 4 }]
/// );
/// ```
pub fn staircase_winning_moves(cells: &[u64]) -> Vec<Slide> {
    let x = staircase_nim_sum(cells.iter().copied());
    let mut moves = Vec::new();
    if x == 0 {
        return moves;
    }
    let mut right = cells.len();
    while right > 0 {
        let r = cells[right - 1];
        // The left end of the pair: a piece, or the wall at 0.
        let l = if right >= 2 { cells[right - 2] } else { 0 };
        let h = r - l - 1;
        let t = h ^ x;
        if t < h {
            moves.push(Slide {
                from: r,
                to: r - (h - t),
            });
        } else if right >= 2 {
            let room = l - if right >= 3 { cells[right - 3] } else { 0 } - 1;
            if t - h <= room {
                moves.push(Slide {
                    from: l,
                    to: l - (t - h),
                });
            }
        }
        right = right.saturating_sub(2);
    }
    moves
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn official_samples() {
        assert_eq!(staircase_nim_sum([1, 2, 3]), 0);
        assert_ne!(staircase_nim_sum([1, 5, 6, 7, 9, 12, 14, 17]), 0);
    }

    #[test]
    fn gaps_between_pairs_do_not_count() {
        // (4, 6) is one pair: the three empty cells left of 4 do not count.
        assert_eq!(staircase_nim_sum([4, 6]), 1);
        assert_eq!(staircase_nim_sum([40, 42]), 1);
        // A lone piece is a heap of the cells left of it.
        assert_eq!(staircase_nim_sum([7]), 6);
        assert_eq!(staircase_nim_sum([1]), 0);
        assert_eq!(staircase_nim_sum([]), 0);
        // Odd count: the leftmost piece pairs with the wall.
        assert_eq!(staircase_nim_sum([3, 9, 10]), 2);
    }

    /// Every slide of every strip of up to 4 pieces on cells 1..=9, checked
    /// by the nim-sum it leaves: exactly the listed ones leave 0.
    #[test]
    fn winning_moves_are_the_slides_to_nim_sum_zero() {
        for mask in 0u32..1 << 9 {
            let cells: Vec<u64> = (1..=9).filter(|c| mask >> (c - 1) & 1 == 1).collect();
            if cells.len() > 4 {
                continue;
            }
            let mut want = Vec::new();
            for i in 0..cells.len() {
                let lowest = if i == 0 { 1 } else { cells[i - 1] + 1 };
                for to in lowest..cells[i] {
                    let mut after = cells.clone();
                    after[i] = to;
                    if staircase_nim_sum(after) == 0 {
                        want.push(Slide { from: cells[i], to });
                    }
                }
            }
            let mut got = staircase_winning_moves(&cells);
            got.sort_by_key(|s| (s.from, s.to));
            want.sort_by_key(|s| (s.from, s.to));
            assert_eq!(got, want, "{cells:?}");
        }
    }

    #[test]
    fn far_beyond_the_judge() {
        assert_eq!(staircase_nim_sum([u64::MAX]), u64::MAX - 1);
        assert_eq!(staircase_nim_sum([1, u64::MAX]), u64::MAX - 2);
        assert_eq!(staircase_nim_sum([u64::MAX - 1, u64::MAX]), 0);
    }
}
