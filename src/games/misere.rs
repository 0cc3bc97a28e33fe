//! Misère Nim: Nim where the player who takes the last object loses.
//!
//! Bouton's misère rule (a case of the Sprague-Grundy-Jiang "anti-SG"
//! theorem): while some heap holds more than one object, play as in normal
//! Nim, so the mover wins exactly when the nim-sum is non-zero; when every
//! heap holds at most one, the mover wins exactly when the number of ones is
//! even, which is when the nim-sum is zero. Empty heaps change nothing.

use crate::games::nim::NimMove;
use crate::games::Outcome;

/// The outcome of a misère Nim position from its nim-sum and whether some
/// heap holds more than one object. (A flag raised whenever the running XOR
/// exceeds 1 is the same thing; the final XOR is not: `2 ^ 3 = 1`.)
///
/// # Example
/// ```
/// use grundy::games::{misere::misere_nim_outcome, Outcome};
/// assert_eq!(misere_nim_outcome(3 ^ 5 ^ 1, true), Outcome::N);
/// assert_eq!(misere_nim_outcome(1, false), Outcome::P); // one heap of one
/// ```
#[inline]
pub fn misere_nim_outcome(nim_sum: u64, some_heap_above_one: bool) -> Outcome {
    Outcome::from_next_wins((nim_sum != 0) == some_heap_above_one)
}

/// Every winning move of a misère Nim position, in heap order, at most one
/// per heap. While another heap holds more than one, a heap wins by the
/// normal Nim reduction (to `heap ^ nim-sum`); when no other heap does, it
/// wins by going down to 0 or 1, whichever leaves an odd number of ones.
///
/// # Complexity
/// O(n) for n heaps.
///
/// # Example
/// ```
/// use grundy::games::misere::misere_winning_moves;
/// // Only the 3 is above one: leave it at 1, three ones for the opponent.
/// let moves: Vec<_> = misere_winning_moves(&[1, 3, 1]).map(|m| (m.pile, m.to)).collect();
/// assert_eq!(moves, [(1, 1)]);
/// ```
pub fn misere_winning_moves(heaps: &[u64]) -> impl Iterator<Item = NimMove> + '_ {
    let x = heaps.iter().fold(0, |x, h| x ^ h);
    let big = heaps.iter().filter(|&&h| h > 1).count();
    let ones = heaps.iter().filter(|&&h| h == 1).count();
    heaps.iter().enumerate().filter_map(move |(pile, &from)| {
        let others_big = big - usize::from(from > 1) > 0;
        let to = if others_big {
            x ^ from
        } else {
            // 0 or 1, so that the ones left are odd in number.
            u64::from((ones - usize::from(from == 1)) % 2 == 0)
        };
        (to < from).then_some(NimMove { pile, from, to })
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn ones_decide_by_parity() {
        assert_eq!(misere_nim_outcome(0, false), Outcome::N); // no heaps, or an even count of ones
        assert_eq!(misere_nim_outcome(1, false), Outcome::P);
    }

    #[test]
    fn winning_moves_leave_lost_positions() {
        let lost = |h: &[u64]| {
            let x = h.iter().fold(0, |x, v| x ^ v);
            misere_nim_outcome(x, h.iter().any(|&v| v > 1)) == Outcome::P
        };
        for a in 0..6 {
            for b in 0..6 {
                for c in 0..6 {
                    let heaps = [a, b, c];
                    let found: Vec<NimMove> = misere_winning_moves(&heaps).collect();
                    let mut all = Vec::new();
                    for (pile, &from) in heaps.iter().enumerate() {
                        for to in 0..from {
                            let mut after = heaps;
                            after[pile] = to;
                            if lost(&after) {
                                all.push(NimMove { pile, from, to });
                            }
                        }
                    }
                    assert_eq!(found, all, "{heaps:?}");
                }
            }
        }
    }

    #[test]
    fn big_heaps_play_like_nim() {
        assert_eq!(misere_nim_outcome(2 ^ 2, true), Outcome::P);
        assert_eq!(misere_nim_outcome(2, true), Outcome::N);
        // The running XOR of 2 ^ 3 is 1, yet a heap above one exists.
        assert_eq!(misere_nim_outcome(2 ^ 3, true), Outcome::N);
    }

    /// What hdu1907's spec notes about the "some heap above one" flag: raised
    /// whenever the running XOR exceeds 1 it is right, read off the final
    /// XOR it is not.
    #[test]
    fn the_flag_from_the_running_xor_is_right_and_from_the_final_xor_wrong() {
        let mut final_xor_wrong = false;
        for code in 0..5u32.pow(4) {
            let heaps: Vec<u64> = (0..4).map(|i| u64::from(code / 5u32.pow(i) % 5)).collect();
            let (mut running, mut raised) = (0, false);
            for &h in &heaps {
                running ^= h;
                raised |= running > 1;
            }
            let above_one = heaps.iter().any(|&h| h > 1);
            assert_eq!(raised, above_one, "{heaps:?}");
            final_xor_wrong |= (running > 1) != above_one;
        }
        assert!(final_xor_wrong);
    }
}
