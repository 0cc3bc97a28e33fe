//! Paint Chain (HDU 3980): beads on a circle, none painted; a move paints M
//! consecutive unpainted beads; whoever cannot move loses (normal play).
//!
//! On a circle of N >= M beads every first move is the same up to rotation:
//! it leaves one line of N - M beads (the painted run cuts the circle open).
//! On a line, painting M consecutive beads of a run of L leaves runs of x
//! and L - M - x: that is the take-and-break game whose code has a 7 at
//! place M (0.7 for M = 1, Dawson's Kayles 0.07 for M = 2, 0.007 for M = 3,
//! ...), whose values the Grundy-sequence engine computes
//! ([`crate::games::sequence`], with a proven period where it finds one).
//! After the opening move the second player moves first on the line, so
//! the first player wins the circle exactly when `g_M(N - M) = 0`; with
//! N < M nobody can move and the first player loses.

use crate::games::sequence::GrundySequence;
use crate::games::Outcome;
use std::collections::HashMap;

/// How far a line's values are computed when no period shows: runs of up
/// to this many beads (about 0.02 s of table for one M; the judge's lines
/// have at most 999).
pub const LINE_LIMIT: u64 = 1 << 12;

/// Values kept in all before the cache is dropped (4 MiB, a byte each
/// while values are below 256; 8 MiB past that): every distinct M of a
/// judge input (at most 1000 lines of at most 1000 values) stays.
const KEPT_VALUES: usize = 1 << 22;

/// The line games of every paint length asked about, grown on demand.
#[derive(Default)]
pub struct PaintChain {
    lines: HashMap<u64, GrundySequence>,
}

impl PaintChain {
    pub fn new() -> PaintChain {
        PaintChain::default()
    }

    /// `g_M(len)`: the value of a line of `len` unpainted beads when a move
    /// paints `m >= 1` of them in a row; `None` when `len` is beyond
    /// [`LINE_LIMIT`] and no period was proven within it.
    ///
    /// # Example
    /// ```
    /// use grundy::games::paint_chain::PaintChain;
    /// let mut chain = PaintChain::new();
    /// // Dawson's Kayles (M = 2): 0 0 1 1 2 0 3 1 1 0 ...
    /// let g: Vec<u16> = (0..10).map(|l| chain.line_grundy(2, l).unwrap()).collect();
    /// assert_eq!(g, [0, 0, 1, 1, 2, 0, 3, 1, 1, 0]);
    /// assert_eq!(chain.line_grundy(1, u64::MAX), Some(1)); // period 2
    /// ```
    pub fn line_grundy(&mut self, m: u64, len: u64) -> Option<u16> {
        assert!(m > 0, "a move paints at least one bead");
        if len < m {
            return Some(0);
        }
        if m > LINE_LIMIT {
            // Then len > LINE_LIMIT too, and no period shows within it.
            return None;
        }
        if !self.lines.contains_key(&m) {
            let kept: usize = self.lines.values().map(|s| s.computed()).sum();
            if kept + LINE_LIMIT as usize > KEPT_VALUES {
                self.lines.clear();
            }
        }
        let seq = self.lines.entry(m).or_insert_with(|| {
            let mut digits = vec![0; m as usize + 1];
            digits[m as usize] = 7;
            GrundySequence::new(crate::games::sequence::Takes::code(&digits))
        });
        if let Some(g) = seq.value(len) {
            return Some(g);
        }
        seq.extend_to((len.min(LINE_LIMIT) + 1) as usize);
        seq.value(len)
    }

    /// The values of the lines painted `m >= 1` at a time, known at least
    /// up to a line of `len` beads (computed, or by the proven period);
    /// `None` when they are out of reach (see [`PaintChain::line_grundy`]).
    #[cfg(feature = "tools")]
    pub fn lines(&mut self, m: u64, len: u64) -> Option<&GrundySequence> {
        self.line_grundy(m, len.max(m))?;
        self.lines.get(&m)
    }

    /// The outcome for the first player on a circle of `n` beads where a
    /// move paints `m >= 1`; `None` when the line left is out of reach
    /// (see [`PaintChain::line_grundy`]).
    ///
    /// # Example
    /// ```
    /// use grundy::games::{paint_chain::PaintChain, Outcome};
    /// let mut chain = PaintChain::new();
    /// assert_eq!(chain.outcome(3, 1), Some(Outcome::N));
    /// assert_eq!(chain.outcome(4, 2), Some(Outcome::P)); // a line of 4 would be N
    /// assert_eq!(chain.outcome(1, 1000), Some(Outcome::P)); // no move
    /// ```
    pub fn outcome(&mut self, n: u64, m: u64) -> Option<Outcome> {
        if n < m {
            return Some(Outcome::P);
        }
        let g = self.line_grundy(m, n - m)?;
        Some(Outcome::from_next_wins(g == 0))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The line values by their definition, for small runs.
    #[test]
    fn line_values_follow_the_definition() {
        let mut chain = PaintChain::new();
        for m in 1..8u64 {
            let mut g = [0u16; 60];
            for len in 0..60usize {
                if len as u64 >= m {
                    let rest = len - m as usize;
                    let options: Vec<u64> =
                        (0..=rest).map(|x| u64::from(g[x] ^ g[rest - x])).collect();
                    g[len] = crate::games::mex::mex(options) as u16;
                }
                assert_eq!(
                    chain.line_grundy(m, len as u64),
                    Some(g[len]),
                    "M = {m}, L = {len}"
                );
            }
        }
    }

    #[test]
    fn far_lines_need_a_period() {
        let mut chain = PaintChain::new();
        assert!(chain.line_grundy(2, u64::MAX).is_some()); // Dawson's Kayles
        assert!(chain.line_grundy(3, LINE_LIMIT).is_some());
        assert_eq!(chain.line_grundy(3, LINE_LIMIT + 1), None); // 0.007: none known
        assert_eq!(chain.line_grundy(u64::MAX / 2, u64::MAX), None);
        assert_eq!(chain.line_grundy(u64::MAX, u64::MAX - 1), Some(0));
    }
}
