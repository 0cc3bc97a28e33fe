//! A stone walks on a rectangular board: each move takes it to an
//! orthogonally adjacent square it has never visited (its starting square
//! counts as visited); the player who cannot move loses (normal play).
//!
//! From a corner, the player to move wins exactly when the board has an even
//! number of squares. If the area is even, the board is tiled by dominoes
//! (a side is even), and the mover always steps to the other square of the
//! stone's current domino: that square is unvisited, since every domino is
//! entered by the opponent and left at once by the mover, so the mover never
//! runs out of moves. If the area is odd, both sides are odd and the board
//! minus the starting corner is tiled (row pairs, then column pairs of the
//! last row), so the opponent answers every move that way. This is the
//! domino (maximum-matching) strategy of undirected vertex geography.

use crate::games::Outcome;

/// The outcome for the player to move, with the stone on a corner of a
/// `rows` x `cols` board and only that corner visited. Exact for every
/// `u64` (a 0 side is no board: nobody can move).
///
/// # Example
/// ```
/// use grundy::games::{domino_walk::corner_walk_outcome, Outcome};
/// assert_eq!(corner_walk_outcome(1, 1), Outcome::P); // no neighbour
/// assert_eq!(corner_walk_outcome(2, 2), Outcome::N);
/// assert_eq!(corner_walk_outcome(3, 5), Outcome::P);
/// assert_eq!(corner_walk_outcome(3, u64::MAX - 1), Outcome::N);
/// ```
#[inline]
pub fn corner_walk_outcome(rows: u64, cols: u64) -> Outcome {
    let area_even = rows % 2 == 0 || cols % 2 == 0;
    Outcome::from_next_wins(area_even && rows > 0 && cols > 0)
}

/// The square partnered with `(row, col)` in the domino tiling the winner
/// follows on a `rows` x `cols` board: pairs of rows when `rows` is even,
/// else pairs of columns when `cols` is even, else (both odd) pairs of rows
/// 1-2, 3-4, ... and pairs of columns 1-2, 3-4, ... on row 0, leaving the
/// corner (0, 0) alone (the stone starts there). `None` for that square.
///
/// # Example
/// ```
/// use grundy::games::domino_walk::partner;
/// assert_eq!(partner(4, 4, (0, 0)), Some((1, 0)));
/// assert_eq!(partner(3, 3, (0, 0)), None);
/// assert_eq!(partner(3, 3, (0, 1)), Some((0, 2)));
/// assert_eq!(partner(3, 3, (2, 0)), Some((1, 0)));
/// ```
pub fn partner(rows: u64, cols: u64, (row, col): (u64, u64)) -> Option<(u64, u64)> {
    // Pairs 0-1, 2-3, ... ; `shifted` pairs 1-2, 3-4, ... and leaves 0 alone.
    let pair = |x: u64| x ^ 1;
    let shifted = |x: u64| ((x - 1) ^ 1) + 1;
    if rows % 2 == 0 {
        Some((pair(row), col))
    } else if cols % 2 == 0 {
        Some((row, pair(col)))
    } else if row > 0 {
        Some((shifted(row), col))
    } else if col > 0 {
        Some((row, shifted(col)))
    } else {
        None
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn partners_tile_the_board() {
        for rows in 1..8 {
            for cols in 1..8 {
                let mut lone = 0;
                for r in 0..rows {
                    for c in 0..cols {
                        match partner(rows, cols, (r, c)) {
                            None => lone += 1,
                            Some((pr, pc)) => {
                                assert!(pr < rows && pc < cols, "{rows}x{cols} ({r},{c})");
                                assert_eq!(r.abs_diff(pr) + c.abs_diff(pc), 1);
                                assert_eq!(partner(rows, cols, (pr, pc)), Some((r, c)));
                            }
                        }
                    }
                }
                assert_eq!(lone, (rows * cols) % 2, "{rows}x{cols}");
            }
        }
    }

    #[test]
    fn outcome_is_the_parity_of_the_area() {
        assert_eq!(corner_walk_outcome(0, 4), Outcome::P);
        assert_eq!(corner_walk_outcome(1, 2), Outcome::N);
        assert_eq!(corner_walk_outcome(u64::MAX, u64::MAX), Outcome::P);
        assert_eq!(corner_walk_outcome(u64::MAX, 2), Outcome::N);
    }
}
