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

/// One step of the piece toward the corner.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Step {
    Left,
    Down,
    DownLeft,
}

impl Step {
    /// Every step, in this order: left, down, down-left.
    pub const ALL: [Step; 3] = [Step::Left, Step::Down, Step::DownLeft];

    /// The distances `(left, down)` after this step, or `None` when it
    /// would leave the board.
    ///
    /// # Example
    /// ```
    /// use grundy::games::corner::Step;
    /// assert_eq!(Step::DownLeft.from(3, 1), Some((2, 0)));
    /// assert_eq!(Step::Down.from(3, 0), None);
    /// ```
    pub fn from(self, left: u64, down: u64) -> Option<(u64, u64)> {
        match self {
            Step::Left => Some((left.checked_sub(1)?, down)),
            Step::Down => Some((left, down.checked_sub(1)?)),
            Step::DownLeft => Some((left.checked_sub(1)?, down.checked_sub(1)?)),
        }
    }
}

/// Every winning step from `left` columns and `down` rows away, in the
/// order of [`Step::ALL`]: those that leave both distances even. At most
/// one step does; none exactly when the position is lost.
///
/// # Example
/// ```
/// use grundy::games::corner::{corner_winning_steps, Step};
/// assert_eq!(corner_winning_steps(3, 1), [Step::DownLeft]);
/// assert_eq!(corner_winning_steps(3, 2), [Step::Left]);
/// assert!(corner_winning_steps(2, 4).is_empty());
/// ```
pub fn corner_winning_steps(left: u64, down: u64) -> Vec<Step> {
    // `iter().copied()`, not `into_iter()`: arrays iterate by reference in
    // the 2018 edition, which emitted judge files must also compile under.
    Step::ALL
        .iter()
        .copied()
        .filter(|step| {
            step.from(left, down)
                .is_some_and(|(l, d)| corner_walk_outcome(l, d) == Outcome::P)
        })
        .collect()
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
