//! Misère Nim: Nim where the player who takes the last object loses.
//!
//! Bouton's misère rule (a case of the Sprague-Grundy-Jiang "anti-SG"
//! theorem): while some heap holds more than one object, play as in normal
//! Nim, so the mover wins exactly when the nim-sum is non-zero; when every
//! heap holds at most one, the mover wins exactly when the number of ones is
//! even, which is when the nim-sum is zero. Empty heaps change nothing.

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

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn ones_decide_by_parity() {
        assert_eq!(misere_nim_outcome(0, false), Outcome::N); // no heaps, or an even count of ones
        assert_eq!(misere_nim_outcome(1, false), Outcome::P);
    }

    #[test]
    fn big_heaps_play_like_nim() {
        assert_eq!(misere_nim_outcome(2 ^ 2, true), Outcome::P);
        assert_eq!(misere_nim_outcome(2, true), Outcome::N);
        // The running XOR of 2 ^ 3 is 1, yet a heap above one exists.
        assert_eq!(misere_nim_outcome(2 ^ 3, true), Outcome::N);
    }

    /// What the README says about the "some heap above one" flag: raised
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
