//! The cuts of a row: a move of a take-and-break game that removes `k`
//! tokens from the middle of a row (a line of coins, a run of beads) leaves
//! two rows, `x` and `rest - x` long, where `rest` is what the move does
//! not remove. A winning move is a cut whose two values XOR to a target
//! (the rest of the sum's nim-sum), so explain needs, for a row of any
//! length up to `u64::MAX`, how many cuts hit the target and the first
//! few of them.
//!
//! With a proven period (`g(n + p) = g(n)` for `n >= e`), every cut whose
//! both rows are at least `e` long depends on `x mod p` only: those cuts
//! are counted by residue from one period of them, and the few cuts near
//! the ends one by one. So counting costs O(e + p) and listing stops after
//! what is asked, even on a row of 2^64 tokens.

use crate::games::sequence::GrundySequence;

/// The cuts of a row of `rest` tokens left by a move: the first rows
/// `x` (`0 ..= rest`) for which `g(x) ^ g(rest - x) == target`.
pub struct Cuts<'s> {
    seq: &'s GrundySequence,
    rest: u64,
    target: u16,
    /// Where both rows are in the periodic part: `x` in `from ..= to`,
    /// with the period `p`; `None` when every cut is looked at.
    middle: Option<(u64, u64, u64)>,
}

impl<'s> Cuts<'s> {
    /// The cuts of `rest` tokens, or `None` when some value they need is
    /// neither computed nor given by a proven period.
    pub fn new(seq: &'s GrundySequence, rest: u64, target: u16) -> Option<Cuts<'s>> {
        let middle = seq.certificate().and_then(|c| {
            let (e, p) = (c.preperiod, c.len);
            // x >= e and rest - x >= e; worth it only past a period or so.
            let to = rest.checked_sub(e)?;
            (to >= e.saturating_add(2 * p)).then_some((e, to, p))
        });
        let cuts = Cuts {
            seq,
            rest,
            target,
            middle,
        };
        let known = match middle {
            Some(_) => true,
            None => seq.value(rest).is_some() && seq.value(0).is_some(),
        };
        known.then_some(cuts)
    }

    /// True when the cut at `x` hits the target.
    fn hits(&self, x: u64) -> bool {
        let g = |h: u64| self.seq.value(h).expect("known, checked by new");
        g(x) ^ g(self.rest - x) == self.target
    }

    /// How many cuts hit the target: exact for any row.
    pub fn count(&self) -> u128 {
        match self.middle {
            None => (0..=self.rest).filter(|&x| self.hits(x)).count() as u128,
            Some((from, to, p)) => {
                let ends = (0..from)
                    .chain(to + 1..=self.rest)
                    .filter(|&x| self.hits(x))
                    .count() as u128;
                // One period of the middle: each hit stands for every x of
                // its residue up to `to`.
                let period: u128 = (from..from + p)
                    .filter(|&x| self.hits(x))
                    .map(|x| u128::from((to - x) / p) + 1)
                    .sum();
                ends + period
            }
        }
    }

    /// The hitting cuts, ascending: lazily, and past the middle at once
    /// when one period of it has none.
    pub fn iter(&self) -> impl Iterator<Item = u64> + '_ {
        // Without a period the row is within the computed values, so
        // `rest + 1` does not overflow.
        let (head, middle, tail) = match self.middle {
            None => (0..self.rest + 1, None, None),
            Some((from, to, p)) => {
                let any = (from..from + p).any(|x| self.hits(x));
                (0..from, any.then_some(from..=to), Some(to + 1..=self.rest))
            }
        };
        head.chain(middle.into_iter().flatten())
            .chain(tail.into_iter().flatten())
            .filter(move |&x| self.hits(x))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Kayles (0.77, period 12 from 71) and Dawson's Kayles (0.07, period
    /// 34 from 52): the counts and the first cuts agree with looking at
    /// every cut, across the preperiod and far into the periodic part.
    #[test]
    fn cuts_agree_with_looking_at_every_one() {
        for digits in [vec![0, 7, 7], vec![0, 0, 7]] {
            let mut seq = crate::games::sequence::GrundySequence::new(
                crate::games::sequence::Takes::code(&digits),
            );
            seq.extend_to(4000);
            assert!(seq.certificate().is_some());
            let g = |h: u64| seq.value(h).unwrap();
            for rest in (0..700).chain([1000, 1001, 2047, 3999]) {
                for target in 0..10 {
                    let all: Vec<u64> = (0..=rest)
                        .filter(|&x| g(x) ^ g(rest - x) == target)
                        .collect();
                    let cuts = Cuts::new(&seq, rest, target).unwrap();
                    assert_eq!(cuts.count(), all.len() as u128, "{rest} {target}");
                    let first: Vec<u64> = cuts.iter().take(40).collect();
                    assert_eq!(first, all[..all.len().min(40)], "{rest} {target}");
                }
            }
        }
    }

    /// A row of 2^64 - 1 tokens: counted by residue, the same count a
    /// shifted row by whole periods gives plus the cuts added.
    #[test]
    fn huge_rows_are_counted_exactly() {
        let mut seq =
            crate::games::sequence::GrundySequence::new(crate::games::sequence::Takes::code(&[
                0, 7, 7,
            ]));
        seq.extend_to(1000);
        let rest = u64::MAX;
        for target in 0..8 {
            let cuts = Cuts::new(&seq, rest, target).unwrap();
            let shorter = Cuts::new(&seq, rest - 12 * 1000, target).unwrap();
            // 12000 more tokens: 1000 more cuts of each hitting residue.
            let hitting = (200..212u64)
                .filter(|&x| seq.value(x).unwrap() ^ seq.value(rest - x).unwrap() == target)
                .count() as u128;
            assert_eq!(cuts.count(), shorter.count() + 1000 * hitting);
            assert_eq!(cuts.iter().take(3).count() as u128, cuts.count().min(3));
        }
    }
}
