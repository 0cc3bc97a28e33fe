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

/// A walk in progress, decided by matchings: undirected vertex geography
/// (Fraenkel, Scheinerman and Ullman, 1993). The player to move, with the
/// stone on `v`, wins exactly when every maximum matching of the squares
/// not yet visited, with `v`, covers `v`: then he steps along the matching
/// edge at `v`, and whatever square the opponent steps to is covered by a
/// maximum matching of what is left (else `v`'s edge would be missing from
/// some maximum matching), so the mover always has an answer. When some
/// maximum matching leaves `v` out, every step goes to a matched square,
/// and the opponent answers along the matching the same way. The domino
/// strategy from a corner is the special case of a fresh board.
///
/// Grids are bipartite (squares coloured like a chessboard), so a maximum
/// matching is found by augmenting paths (Kuhn's algorithm): O(V E) for V
/// squares and E <= 2V edges, a handful of matchings per position; boards
/// of at most [`walk::WALK_SIDE_LIMIT`] squares a side (1024 squares) keep it
/// instant.
#[cfg(feature = "tools")]
pub mod walk {
    /// The largest side of a board whose walks in progress are decided
    /// (the judge's start, nothing visited, is decided for any side by
    /// [`super::corner_walk_outcome`]).
    pub const WALK_SIDE_LIMIT: u64 = 32;

    /// A stone on a `rows` x `cols` board and the squares visited (the
    /// stone's among them), all 0-based.
    #[derive(Clone, Debug, PartialEq, Eq)]
    pub struct Walk {
        rows: usize,
        cols: usize,
        visited: Vec<bool>,
        at: usize,
    }

    impl Walk {
        /// The position after walking `path` (its last square holds the
        /// stone). `None` when a side is 0 or above [`WALK_SIDE_LIMIT`], or
        /// `path` is empty, leaves the board, repeats a square or jumps.
        ///
        /// # Example
        /// ```
        /// use grundy::games::domino_walk::walk::Walk;
        /// let w = Walk::new(3, 3, &[(0, 0), (0, 1)]).unwrap();
        /// assert!(w.mover_wins());
        /// assert_eq!(w.winning_steps(), [(0, 2), (1, 1)]);
        /// assert_eq!(Walk::new(3, 3, &[(0, 0), (1, 1)]), None); // a jump
        /// ```
        pub fn new(rows: u64, cols: u64, path: &[(u64, u64)]) -> Option<Walk> {
            let fits = |s: u64| (1..=super::walk::WALK_SIDE_LIMIT).contains(&s);
            if !fits(rows) || !fits(cols) {
                return None;
            }
            let (rows, cols) = (rows as usize, cols as usize);
            let mut visited = vec![false; rows * cols];
            let mut last: Option<(u64, u64)> = None;
            for &(r, c) in path {
                if r as usize >= rows || c as usize >= cols {
                    return None;
                }
                let i = r as usize * cols + c as usize;
                let next = last.map_or(true, |(a, b)| a.abs_diff(r) + b.abs_diff(c) == 1);
                if visited[i] || !next {
                    return None;
                }
                visited[i] = true;
                last = Some((r, c));
            }
            let (r, c) = last?;
            Some(Walk {
                rows,
                cols,
                visited,
                at: r as usize * cols + c as usize,
            })
        }

        /// The squares the stone may step to: up, left, right, down.
        pub fn steps(&self) -> Vec<(u64, u64)> {
            self.neighbours(self.at)
                .filter(|&i| !self.visited[i])
                .map(|i| ((i / self.cols) as u64, (i % self.cols) as u64))
                .collect()
        }

        /// True when the player to move wins: every maximum matching of the
        /// open squares and the stone's covers the stone's.
        pub fn mover_wins(&self) -> bool {
            let mut open: Vec<bool> = self.visited.iter().map(|v| !v).collect();
            open[self.at] = true;
            let with = matching(self, &open);
            open[self.at] = false;
            matching(self, &open) < with
        }

        /// The steps that leave the opponent lost, in the order of
        /// [`Walk::steps`].
        pub fn winning_steps(&self) -> Vec<(u64, u64)> {
            self.steps()
                .into_iter()
                .filter(|&to| !self.after(to).mover_wins())
                .collect()
        }

        /// The position after stepping to `to` (one of [`Walk::steps`]).
        pub fn after(&self, (r, c): (u64, u64)) -> Walk {
            let at = r as usize * self.cols + c as usize;
            let mut next = self.clone();
            next.visited[at] = true;
            next.at = at;
            next
        }

        fn neighbours(&self, i: usize) -> impl Iterator<Item = usize> {
            let (r, c, cols) = (i / self.cols, i % self.cols, self.cols);
            let up = (r > 0).then(|| i - cols);
            let left = (c > 0).then(|| i - 1);
            let right = (c + 1 < cols).then_some(i + 1);
            let down = (r + 1 < self.rows).then_some(i + cols);
            [up, left, right, down].into_iter().flatten()
        }
    }

    /// The size of a maximum matching of the `open` squares (edges between
    /// orthogonal neighbours), by augmenting paths from the even squares.
    fn matching(board: &Walk, open: &[bool]) -> usize {
        let even = |i: usize| (i / board.cols + i % board.cols) % 2 == 0;
        let mut partner = vec![usize::MAX; open.len()];
        let mut seen = vec![0usize; open.len()];
        let mut size = 0;
        for (round, i) in (0..open.len()).filter(|&i| open[i] && even(i)).enumerate() {
            if augment(board, open, i, round + 1, &mut partner, &mut seen) {
                size += 1;
            }
        }
        size
    }

    /// Finds an augmenting path from the even square `from` and flips it:
    /// depth-first, each odd square tried once per `round` (Kuhn).
    fn augment(
        board: &Walk,
        open: &[bool],
        from: usize,
        round: usize,
        partner: &mut [usize],
        seen: &mut [usize],
    ) -> bool {
        // `evens[k]` reached `odds[k]`, whose partner is `evens[k + 1]`.
        let mut evens = vec![from];
        let mut odds: Vec<usize> = Vec::new();
        while let Some(&even) = evens.last() {
            let next = board
                .neighbours(even)
                .find(|&odd| open[odd] && seen[odd] != round);
            let Some(odd) = next else {
                evens.pop();
                odds.pop();
                continue;
            };
            seen[odd] = round;
            odds.push(odd);
            if partner[odd] == usize::MAX {
                for (&e, &o) in evens.iter().zip(&odds) {
                    partner[o] = e;
                }
                return true;
            }
            evens.push(partner[odd]);
        }
        false
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
