//! A sum of heaps under one heap rule: the winning move.
//!
//! Sprague-Grundy: a sum is worth the XOR (nim-sum) of its heaps' values,
//! and the player to move wins exactly when that is not 0. A winning move
//! is found as in Bouton's proof for Nim: a heap of value `g` with
//! `g ^ total < g` has, by the mex, an option of value `g ^ total`, and
//! moving there leaves a nim-sum of 0. The rule is given as its values and
//! its moves, so every heap engine (the classic [`GrundySequence`], the
//! rule language's engine) shares this one search.

use crate::games::rules::theorems::Theorem;
use crate::games::rules::Rule;
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

/// The moves of a component for [`winning_moves`]: called with (component,
/// heap, target, visitor).
pub type Moves<'a, E> = dyn FnMut(usize, u64, u64, &mut Visit<'_>) -> Result<(), E> + 'a;

/// What [`winning_moves`] does after a winning move is found.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Then {
    /// Go on with this heap's next move.
    More,
    /// Go on with the next heap.
    NextHeap,
    /// Stop the search.
    Stop,
}

/// Every winning move of a sum of games, the one finder every command uses
/// (explain, play's hint and reply, the winning-moves questions): a move
/// on component `i` wins exactly when the values of what it leaves of that
/// component XOR to `g_i ^ total` (then the nim-sum after it is 0). A move
/// that raises a component's value can win too, so every component is
/// searched, not only those Bouton's move lowers.
///
/// `value(i, h)` is the value of a heap of `h` under component `i`'s rule;
/// `moves(i, h, target, visit)` calls `visit(take, left)` for the moves of
/// component `i` (a heap of `h`) as data: what it takes and the heaps it
/// leaves (none when the heap is taken whole, two or more for a split),
/// until `visit` returns false. It may list only the moves that can leave
/// `target` (a Nim heap has one: to `target`, when smaller), since every
/// move listed is checked here. `found` gets each winning move, heap by
/// heap in the order `moves` lists them, and says how to go on.
///
/// # Errors
/// The first error of `value` or `moves`.
///
/// # Complexity
/// One call of `moves` per component when the nim-sum is not 0 (none when
/// it is); each move listed costs one `value` per heap it leaves.
pub fn winning_moves<E>(
    heaps: &[u64],
    value: &mut dyn FnMut(usize, u64) -> Result<u64, E>,
    moves: &mut Moves<'_, E>,
    found: &mut dyn FnMut(WinningMove) -> Then,
) -> Result<(), E> {
    let mut g = Vec::with_capacity(heaps.len());
    for (i, &h) in heaps.iter().enumerate() {
        g.push(value(i, h)?);
    }
    let total = g.iter().fold(0, |x, v| x ^ v);
    if total == 0 {
        return Ok(());
    }
    for (index, &h) in heaps.iter().enumerate() {
        let target = g[index] ^ total;
        let mut failed = None;
        let mut then = Then::More;
        moves(index, h, target, &mut |take, left| {
            let mut x = 0;
            for &l in left {
                match value(index, l) {
                    Ok(v) => x ^= v,
                    Err(e) => {
                        failed = Some(e);
                        return false;
                    }
                }
            }
            if x != target {
                return true;
            }
            then = found(WinningMove {
                index,
                take,
                leave: left.to_vec(),
            });
            then == Then::More
        })?;
        if let Some(e) = failed {
            return Err(e);
        }
        if then == Then::Stop {
            break;
        }
    }
    Ok(())
}

/// Every winning move of a sum whose values and moves are known without
/// fail, as (component, take), heap by heap: [`winning_moves`] collected.
pub fn winning_takes(
    heaps: &[u64],
    value: &mut dyn FnMut(usize, u64) -> u64,
    moves: &mut dyn FnMut(usize, u64, u64, &mut Visit<'_>),
) -> Vec<(usize, u64)> {
    let mut found = Vec::new();
    let search: Result<(), std::convert::Infallible> = winning_moves(
        heaps,
        &mut |i, h| Ok(value(i, h)),
        &mut |i, h, target, visit| {
            moves(i, h, target, visit);
            Ok(())
        },
        &mut |m| {
            found.push((m.index, m.take));
            Then::More
        },
    );
    let Ok(()) = search;
    found
}

/// The moves of a heap of `heap` under `rule` that [`winning_moves`] must
/// try for a `target`: a Nim heap's one (down to `target`, when smaller,
/// so a heap of 10^9 is not listed), else every move the rule lists.
pub fn rule_moves(rule: &Rule, heap: u64, target: u64, visit: &mut Visit<'_>) {
    if Theorem::of(rule) == Some(Theorem::Nim) {
        if target < heap {
            let left: &[u64] = if target == 0 { &[] } else { &[target] };
            visit(heap - target, left);
        }
        return;
    }
    rule.for_each_move(heap, visit);
}

/// A winning move of the sum of `heaps`, or `None` when the nim-sum is 0
/// or no move that `moves` lists wins: the first of [`winning_moves`],
/// looked for only on heaps whose value can go down to the target, where
/// the mex promises one.
///
/// `value(h)` is the value of a heap of `h` (a heap of unknown value
/// counts as 0 in the sum, and a move leaving one is passed over);
/// `moves(h, visit)` calls `visit(take, left)` for the moves of a heap of
/// `h` worth trying, until `visit` returns false.
pub fn winning_move(
    heaps: &[u64],
    value: &dyn Fn(u64) -> Option<u64>,
    moves: &mut dyn FnMut(u64, &mut Visit<'_>),
) -> Option<WinningMove> {
    let mut first = None;
    let known = |h: u64| value(h).unwrap_or(0);
    let search: Result<(), std::convert::Infallible> = winning_moves(
        heaps,
        &mut |_, h| Ok(known(h)),
        &mut |_, h, target, visit| {
            if target < known(h) {
                moves(h, &mut |take, left| {
                    left.iter().any(|&l| value(l).is_none()) || visit(take, left)
                });
            }
            Ok(())
        },
        &mut |m| {
            first = Some(m);
            Then::Stop
        },
    );
    let _ = search;
    first
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
        seq.rule().for_each_move_splits_upto(h, limit, visit);
    });
    if found.is_none() && heaps.iter().fold(0, |x, &h| x ^ seq.value(h).unwrap_or(0)) != 0 {
        unreachable!("a non-zero nim-sum always has a winning move (Sprague-Grundy)")
    }
    found
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::nim::nim_sum;
    use std::collections::HashMap;

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

    /// Whether the player to move wins `heaps` under a subtraction set, by
    /// a search of the moves (no values).
    fn wins(heaps: &mut Vec<u64>, set: &[u64], memo: &mut HashMap<Vec<u64>, bool>) -> bool {
        heaps.sort_unstable();
        if let Some(&w) = memo.get(heaps.as_slice()) {
            return w;
        }
        let mut win = false;
        for i in 0..heaps.len() {
            for &s in set.iter().filter(|&&s| s <= heaps[i]) {
                let mut after = heaps.clone();
                after[i] -= s;
                if !wins(&mut after, set, memo) {
                    win = true;
                }
            }
        }
        memo.insert(heaps.clone(), win);
        win
    }

    /// Take 1, 3 or 4: every move that leaves a lost position is found,
    /// those that raise a heap's value among them (5 6 7 has three), and
    /// no other, against the search on all positions of three heaps to 9.
    #[test]
    fn every_winning_move_is_found_raising_moves_too() {
        let set = [1u64, 3, 4];
        let g = |h: u64| [0u64, 1, 0, 1, 2, 3, 2][(h % 7) as usize];
        let mut memo = HashMap::new();
        let mut found_raising = false;
        for a in 0..10 {
            for b in 0..10 {
                for c in 0..10 {
                    let heaps = [a, b, c];
                    let mut got = Vec::new();
                    let search: Result<(), ()> = winning_moves(
                        &heaps,
                        &mut |_, h| Ok(g(h)),
                        &mut |_, h, _, visit| {
                            for &s in set.iter().filter(|&&s| s <= h) {
                                visit(s, &[h - s]);
                            }
                            Ok(())
                        },
                        &mut |m| {
                            got.push((m.index, m.take));
                            Then::More
                        },
                    );
                    assert_eq!(search, Ok(()));
                    let mut want = Vec::new();
                    for i in 0..3 {
                        for &s in set.iter().filter(|&&s| s <= heaps[i]) {
                            let mut after = heaps.to_vec();
                            after[i] -= s;
                            if !wins(&mut after, &set, &mut memo) {
                                want.push((i, s));
                            }
                        }
                    }
                    assert_eq!(got, want, "{heaps:?}");
                    found_raising |= got.iter().any(|&(i, s)| g(heaps[i] - s) > g(heaps[i]));
                    if heaps == [5, 6, 7] {
                        assert_eq!(got, [(0, 1), (1, 1), (2, 4)]);
                    }
                }
            }
        }
        assert!(found_raising);
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
        let mut seq =
            GrundySequence::of(&crate::games::rules::parse::parse("0.77").unwrap()).unwrap();
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
