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

    #[test]
    fn far_beyond_the_judge() {
        assert_eq!(staircase_nim_sum([u64::MAX]), u64::MAX - 1);
        assert_eq!(staircase_nim_sum([1, u64::MAX]), u64::MAX - 2);
        assert_eq!(staircase_nim_sum([u64::MAX - 1, u64::MAX]), 0);
    }
}
