//! A sum of heaps under one heap rule: the winning move.
//!
//! Sprague-Grundy: a sum is worth the XOR (nim-sum) of its heaps' values,
//! and the player to move wins exactly when that is not 0. A winning move
//! is found as in Bouton's proof for Nim: a heap of value `g` with
//! `g ^ total < g` has, by the mex, an option of value `g ^ total`, and
//! moving there leaves a nim-sum of 0. The rule is given as its values and
//! its moves, so every heap engine (the classic [`GrundySequence`], the
//! rule language's engine) shares this one search.

use crate::games::sequence::GrundySequence;

/// One winning move of a sum of heaps.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct WinningMove {
    /// Index of the heap moved in (0-based).
    pub index: usize,
    pub take: u64,
    /// The heaps it leaves, as the rule lists them.
    pub leave: Vec<u64>,
}

/// A visitor of moves: called with (tokens taken, heaps left), it returns
/// false to stop the listing (the heap rules' `for_each_move` take one).
pub type Visit<'a> = dyn FnMut(u64, &[u64]) -> bool + 'a;

/// A winning move of the sum of `heaps`, or `None` when the nim-sum is 0
/// or no move that `moves` lists wins.
///
/// `value(h)` is the value of a heap of `h` (a heap of unknown value
/// counts as 0 in the sum, and a move leaving one is passed over);
/// `moves(h, visit)` calls `visit(take, left)` for the moves of a heap of
/// `h` worth trying, until `visit` returns false.
///
/// # Complexity
/// One call of `moves` per heap whose value can go down to the target;
/// each move costs one `value` per heap it leaves.
pub fn winning_move(
    heaps: &[u64],
    value: &dyn Fn(u64) -> Option<u64>,
    moves: &mut dyn FnMut(u64, &mut Visit<'_>),
) -> Option<WinningMove> {
    let total = heaps.iter().fold(0, |x, &h| x ^ value(h).unwrap_or(0));
    if total == 0 {
        return None;
    }
    for (index, &h) in heaps.iter().enumerate() {
        let v = value(h).unwrap_or(0);
        let target = v ^ total;
        if target >= v {
            continue;
        }
        let mut found = None;
        moves(h, &mut |take, left| {
            let x = left.iter().try_fold(0, |x, &l| value(l).map(|v| x ^ v));
            if x == Some(target) {
                found = Some((take, left.to_vec()));
                return false;
            }
            true
        });
        if let Some((take, leave)) = found {
            return Some(WinningMove { index, take, leave });
        }
    }
    None
}

/// A winning move of the sum of `heaps` under `seq`, when the nim-sum is
/// not 0.
///
/// Splits need only be tried with a smaller heap below `e + p` once the
/// period (e, p) is proven: a larger one shifted down by p, and its partner
/// up by p, gives the same values.
///
/// # Panics
/// When a heap's value is not known in `seq`.
pub fn sequence_winning_move(seq: &GrundySequence, heaps: &[u64]) -> Option<WinningMove> {
    let value = |h: u64| Some(u64::from(seq.value(h).expect("known values")));
    let limit = seq.certificate().map_or(u64::MAX, |c| c.preperiod + c.len);
    let found = winning_move(heaps, &value, &mut |h, visit| {
        seq.rule().for_each_move(h, limit, visit);
    });
    if found.is_none() && heaps.iter().fold(0, |x, &h| x ^ seq.value(h).unwrap_or(0)) != 0 {
        unreachable!("a non-zero nim-sum always has a winning move (Sprague-Grundy)")
    }
    found
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::heap_rules::HeapRule;
    use crate::games::nim::nim_sum;

    /// In Nim a heap's value is its size: the move is Bouton's.
    #[test]
    fn nim_by_values_is_bouton() {
        let heaps = [3, 4, 5];
        let value = |h: u64| Some(h);
        let m = winning_move(&heaps, &value, &mut |h, visit| {
            for take in 1..=h {
                if !visit(take, &[h - take]) {
                    break;
                }
            }
        })
        .unwrap();
        assert_eq!((m.index, m.take, m.leave.clone()), (0, 2, vec![1]));
        assert_eq!(nim_sum([1, 4, 5]), 0);
        let none = winning_move(&[1, 4, 5], &value, &mut |_, _| panic!("no search"));
        assert_eq!(none, None);
    }

    /// Moves that are not listed, or leave a heap of unknown value, are
    /// not taken.
    #[test]
    fn unlisted_and_unknown_moves_are_passed_over() {
        let value = |h: u64| (h < 10).then_some(h);
        let got = winning_move(&[3, 4, 5], &value, &mut |_, visit| {
            visit(9, &[20]);
        });
        assert_eq!(got, None);
    }

    /// Kayles (0.77): every move found leaves a nim-sum of 0.
    #[test]
    fn sequence_moves_leave_a_nim_sum_of_zero() {
        let mut seq = GrundySequence::new(HeapRule::parse("0.77").unwrap());
        seq.extend_to(100);
        let g = |h: u64| u64::from(seq.value(h).unwrap());
        for heaps in [&[1u64, 2, 3][..], &[10, 20], &[7], &[30, 40, 50, 60]] {
            let total = heaps.iter().fold(0, |x, &h| x ^ g(h));
            match sequence_winning_move(&seq, heaps) {
                None => assert_eq!(total, 0, "{heaps:?}"),
                Some(m) => {
                    let after = m
                        .leave
                        .iter()
                        .fold(total ^ g(heaps[m.index]), |x, &l| x ^ g(l));
                    assert_eq!(after, 0, "{heaps:?}: {m:?}");
                }
            }
        }
    }
}
