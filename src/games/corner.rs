//! A piece walking to a corner: each move takes it one step left, one step
//! down, or one step diagonally down-left, never off the board; the player
//! who cannot move loses (normal play). The position is the piece's distance
//! from the bottom-left corner, in columns and in rows.
//!
//! The player to move loses exactly when both distances are even: from such a
//! position every move makes at least one of them odd, and from any other
//! one, stepping along each odd distance (diagonally when both are odd) makes
//! both even. This is the classic "king to the corner" exercise (a king that
//! may only move toward one corner), as in Ferguson's *Game Theory* notes.

use crate::games::Outcome;

/// The outcome for the player to move when the piece is `left` columns and
/// `down` rows away from the corner it walks to. Exact for every `u64`.
///
/// # Example
/// ```
/// use grundy::games::{corner::corner_walk_outcome, Outcome};
/// assert_eq!(corner_walk_outcome(0, 0), Outcome::P); // no move at all
/// assert_eq!(corner_walk_outcome(2, 4), Outcome::P);
/// assert_eq!(corner_walk_outcome(2, 3), Outcome::N);
/// ```
#[inline]
pub fn corner_walk_outcome(left: u64, down: u64) -> Outcome {
    Outcome::from_next_wins(left % 2 == 1 || down % 2 == 1)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn both_even_distances_lose() {
        use Outcome::{N, P};
        let row0: Vec<_> = (0..5).map(|d| corner_walk_outcome(0, d)).collect();
        assert_eq!(row0, [P, N, P, N, P]);
        let row1: Vec<_> = (0..5).map(|d| corner_walk_outcome(1, d)).collect();
        assert_eq!(row1, [N, N, N, N, N]);
        assert_eq!(corner_walk_outcome(u64::MAX - 1, u64::MAX - 1), P);
        assert_eq!(corner_walk_outcome(u64::MAX, u64::MAX - 1), N);
    }
}
