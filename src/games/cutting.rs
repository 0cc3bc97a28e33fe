//! The Cutting Game (POJ 2311): a sheet of W x H grid squares; a move cuts
//! one piece in two along a grid line; whoever first cuts out a 1 x 1 piece
//! wins.
//!
//! From a piece with both sides at least 2 no single cut makes a 1 x 1,
//! and a cut that leaves a 1 x k strip (k >= 2) lets the opponent cut a
//! 1 x 1 off it at once. So nobody cuts a strip off unless forced, and the
//! game is normal play on the pieces with both sides at least 2, where a
//! cut must leave both parts at least 2 wide in the cut direction:
//!
//! `g(w, h) = mex { g(a, h) ^ g(w - a, h) : 2 <= a <= w - 2 }
//!          ∪ { g(w, b) ^ g(w, h - b) : 2 <= b <= h - 2 }`,
//!
//! with 2 x 2, 2 x 3, 3 x 2 and 3 x 3 the terminals (g = 0: the player to
//! move must cut a strip off, and loses). The first player wins exactly when
//! `g(W, H) != 0`. No closed form is known; the table grows to the largest
//! side asked about, up to [`SIDE_LIMIT`].
//!
//! A sheet with a side of 1 is past the statement's bounds (2 <= W, H) but
//! has an answer by the same rules: 1 x k with k >= 2 is won at once by
//! cutting a 1 x 1 off, and 1 x 1 allows no cut at all, so the first player
//! cannot win.

use crate::games::Outcome;

/// The largest side the table grows to: about 0.1 s and 160 KB for the
/// whole 400 x 400 table (the judge's sheets are at most 200 x 200).
pub const SIDE_LIMIT: u64 = 400;

/// Grundy values of the pieces with both sides at least 2, grown on demand.
#[derive(Clone, Debug, Default)]
pub struct Cutting {
    /// Sides covered: every w, h < `side` (at least 2 once grown).
    side: usize,
    /// `g[w * SIDE + h]`.
    g: Vec<u8>,
}

const SIDE: usize = SIDE_LIMIT as usize + 1;

/// One cut of a sheet: `vertical` cuts across the width, leaving pieces
/// `at x h` and `(w - at) x h`; otherwise across the height.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Cut {
    pub vertical: bool,
    pub at: u64,
}

impl Cutting {
    pub fn new() -> Cutting {
        Cutting::default()
    }

    /// `g(w, h)` for both sides in `2..=SIDE_LIMIT`; `None` otherwise.
    ///
    /// # Example
    /// ```
    /// use grundy::games::cutting::Cutting;
    /// let mut c = Cutting::new();
    /// assert_eq!(c.grundy(2, 2), Some(0));
    /// assert_eq!(c.grundy(4, 2), Some(1));
    /// assert_eq!(c.grundy(2, 7), Some(0));
    /// assert_eq!(c.grundy(1, 5), None);
    /// ```
    pub fn grundy(&mut self, w: u64, h: u64) -> Option<u8> {
        if !(2..=SIDE_LIMIT).contains(&w) || !(2..=SIDE_LIMIT).contains(&h) {
            return None;
        }
        self.grow(w.max(h) as usize + 1);
        Some(self.g[w as usize * SIDE + h as usize])
    }

    /// The outcome for the player to move on one `w x h` sheet (any side
    /// from 1 to [`SIDE_LIMIT`]); `None` beyond.
    ///
    /// # Example
    /// ```
    /// use grundy::games::{cutting::Cutting, Outcome};
    /// let mut c = Cutting::new();
    /// assert_eq!(c.outcome(3, 2), Some(Outcome::P));
    /// assert_eq!(c.outcome(4, 2), Some(Outcome::N));
    /// assert_eq!(c.outcome(1, 1), Some(Outcome::P)); // no cut at all
    /// assert_eq!(c.outcome(1, 2), Some(Outcome::N)); // cut the 1 x 1 off
    /// ```
    pub fn outcome(&mut self, w: u64, h: u64) -> Option<Outcome> {
        if w == 0 || h == 0 || w > SIDE_LIMIT || h > SIDE_LIMIT {
            return None;
        }
        if w == 1 || h == 1 {
            return Some(Outcome::from_next_wins(w.max(h) >= 2));
        }
        self.grundy(w, h).map(|g| Outcome::of_grundy(g.into()))
    }

    /// Every winning cut of one `w x h` sheet, vertical cuts first, each
    /// by its place: cutting a 1 x 1 off a strip, or a cut into two pieces
    /// of equal value. Empty when the sheet is lost or out of range.
    ///
    /// # Example
    /// ```
    /// use grundy::games::cutting::{Cut, Cutting};
    /// let mut c = Cutting::new();
    /// assert_eq!(c.winning_cuts(4, 2), [Cut { vertical: true, at: 2 }]);
    /// assert_eq!(c.winning_cuts(1, 3), [Cut { vertical: false, at: 1 }, Cut { vertical: false, at: 2 }]);
    /// ```
    pub fn winning_cuts(&mut self, w: u64, h: u64) -> Vec<Cut> {
        let mut cuts = Vec::new();
        if self.outcome(w, h) != Some(Outcome::N) {
            return cuts;
        }
        if w == 1 || h == 1 {
            let (vertical, len) = (h == 1, w.max(h));
            cuts.push(Cut { vertical, at: 1 });
            if len > 2 {
                cuts.push(Cut {
                    vertical,
                    at: len - 1,
                });
            }
            return cuts;
        }
        for a in 2..=w.saturating_sub(2) {
            if self.grundy(a, h) == self.grundy(w - a, h) {
                cuts.push(Cut {
                    vertical: true,
                    at: a,
                });
            }
        }
        for b in 2..=h.saturating_sub(2) {
            if self.grundy(w, b) == self.grundy(w, h - b) {
                cuts.push(Cut {
                    vertical: false,
                    at: b,
                });
            }
        }
        cuts
    }

    /// Fills the table for every side below `side` (at most `SIDE`).
    ///
    /// # Complexity
    /// O(side^3) in all, once.
    fn grow(&mut self, side: usize) {
        if side <= self.side {
            return;
        }
        if self.g.is_empty() {
            self.g = vec![0; SIDE * SIDE];
            self.side = 2;
        }
        let mut seen = Vec::new();
        for n in self.side..side {
            // Pieces w x n for w <= n, and their mirrors n x w; w x n reads
            // w' x n for w' < w (this loop) and w x b for b < n (before).
            for w in 2..=n {
                seen.clear();
                seen.resize(w + n, false);
                for a in 2..=w.saturating_sub(2) {
                    let v = self.g[a * SIDE + n] ^ self.g[(w - a) * SIDE + n];
                    seen[v as usize] = true;
                }
                for b in 2..=n.saturating_sub(2) {
                    let v = self.g[w * SIDE + b] ^ self.g[w * SIDE + n - b];
                    seen[v as usize] = true;
                }
                let mex = seen.iter().position(|&s| !s).unwrap_or(seen.len());
                let mex = u8::try_from(mex).expect("values stay small (at most 9 up to 200)");
                self.g[w * SIDE + n] = mex;
                self.g[n * SIDE + w] = mex;
            }
        }
        self.side = side;
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The spec's losing sheets and largest value.
    #[test]
    fn known_values() {
        let mut c = Cutting::new();
        for (w, h) in [
            (2, 2),
            (2, 3),
            (3, 3),
            (2, 7),
            (3, 7),
            (2, 11),
            (3, 11),
            (2, 17),
            (3, 17),
        ] {
            assert_eq!(c.grundy(w, h), Some(0), "{w} x {h}");
            assert_eq!(c.grundy(h, w), Some(0), "{h} x {w}");
        }
        let mut losing = 0;
        let mut largest = 0;
        for w in 2..=200 {
            for h in w..=200 {
                let g = c.grundy(w, h).unwrap();
                losing += usize::from(g == 0);
                largest = largest.max(g);
            }
        }
        assert_eq!((losing, largest), (561, 9));
        assert_eq!(c.grundy(SIDE_LIMIT + 1, 2), None);
    }
}
