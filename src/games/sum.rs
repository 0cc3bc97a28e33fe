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
/// try for a `target`, in the order the rule lists them: where
/// a theorem gives the values, only the moves that can leave a heap of
/// value `target`, so a heap of 10^9 is not listed move by move:
/// - Nim: down to `target`, when smaller;
/// - `lo..hi` (g(m) = (m mod (lo + hi)) / lo): the heaps left whose
///   residue lies in `target`'s block of `lo`, at most two runs;
/// - `1..n/k` (g(m) = m / k at a multiple of k, else g(m - m/k - 1)): the
///   heaps of value `target` form one chain from `k * target` up, each the
///   one non-multiple of k that steps down to the one before, which grows
///   by a factor k / (k - 1): a few dozen below a heap for k = 2;
/// - proper divisors (g(m) = Omega(m)): the heap's divisors, from its
///   factors found by trial division.
///
/// Every other rule lists every move. The caller still checks each value.
///
/// # Errors
/// A heap whose divisors would take more than 2^24 trial divisions (past
/// 2^48).
pub fn rule_moves(
    rule: &Rule,
    heap: u64,
    target: u64,
    visit: &mut Visit<'_>,
) -> Result<(), String> {
    match Theorem::of(rule) {
        Some(Theorem::Nim) => {
            if target < heap {
                let left: &[u64] = if target == 0 { &[] } else { &[target] };
                visit(heap - target, left);
            }
        }
        Some(Theorem::Range { lo, hi }) => range_moves((lo, hi), heap, target, visit),
        Some(Theorem::Fraction { k }) => fraction_moves(k, heap, target, visit),
        Some(Theorem::ProperDivisor) => divisor_moves(heap, visit)?,
        _ => {
            rule.for_each_move(heap, visit);
        }
    }
    Ok(())
}

/// Visits taking `heap - m` for each heap left `m` in `left`, which holds
/// ascending runs `(from, to)` of heaps left, taking the smaller takes
/// (larger heaps left) first.
fn visit_left(heap: u64, mut runs: Vec<(u64, u64)>, visit: &mut Visit<'_>) {
    runs.sort_unstable();
    for &(from, to) in runs.iter().rev() {
        for m in (from..=to).rev() {
            let left: &[u64] = if m == 0 { &[] } else { &[m] };
            if !visit(heap - m, left) {
                return;
            }
        }
    }
}

/// [`rule_moves`] for `lo..hi`.
fn range_moves((lo, hi): (u64, u64), heap: u64, target: u64, visit: &mut Visit<'_>) {
    if heap < lo {
        return;
    }
    // Heaps left: heap - min(hi, heap) ..= heap - lo.
    let (low, high) = (heap - hi.min(heap), heap - lo);
    let Some(period) = lo.checked_add(hi) else {
        // No heap reaches a period: g(m) = m / lo, one block.
        let from = u128::from(target) * u128::from(lo);
        let to = from + u128::from(lo) - 1;
        let (from, to) = (from.max(u128::from(low)), to.min(u128::from(high)));
        if from <= to {
            visit_left(heap, vec![(from as u64, to as u64)], visit);
        }
        return;
    };
    let start = u128::from(target) * u128::from(lo);
    if start >= u128::from(period) {
        return;
    }
    let (start, end) = (
        start as u64,
        (start as u64).saturating_add(lo - 1).min(period - 1),
    );
    // The window is shorter than a period: it meets at most two blocks.
    let mut runs = Vec::new();
    let base = low - low % period;
    for b in [Some(base), base.checked_add(period)].into_iter().flatten() {
        let (from, to) = (b.saturating_add(start), b.saturating_add(end));
        let (from, to) = (from.max(low), to.min(high));
        if from <= to && b.checked_add(start).is_some() {
            runs.push((from, to));
        }
    }
    visit_left(heap, runs, visit);
}

/// [`rule_moves`] for `1..n/k`, k >= 2.
fn fraction_moves(k: u64, heap: u64, target: u64, visit: &mut Visit<'_>) {
    let most = heap / k;
    if most == 0 {
        return;
    }
    // Heaps left: heap - most ..= heap - 1.
    let low = heap - most;
    let mut m = u128::from(target) * u128::from(k);
    let mut chain = Vec::new();
    while m < u128::from(heap) {
        if m >= u128::from(low) {
            chain.push((m as u64, m as u64));
        }
        // The non-multiple of k that steps down to m.
        let k1 = u128::from(k - 1);
        m = m / k1 * u128::from(k) + m % k1 + 1;
    }
    visit_left(heap, chain, visit);
}

/// [`rule_moves`] for `to proper-divisors`: every divisor of `heap` below
/// it, the smallest divisor first, as the rule lists them.
fn divisor_moves(heap: u64, visit: &mut Visit<'_>) -> Result<(), String> {
    if heap >= 1 << 48 {
        return Err(format!(
            "the divisors of a heap past 2^48 ({heap}) are not listed"
        ));
    }
    let mut factors = Vec::new();
    let mut n = heap;
    let mut p = 2u64;
    while p * p <= n {
        if n % p == 0 {
            let mut e = 0;
            while n % p == 0 {
                n /= p;
                e += 1;
            }
            factors.push((p, e));
        }
        p += 1;
    }
    if n > 1 {
        factors.push((n, 1));
    }
    let mut divisors = vec![1u64];
    for (p, e) in factors {
        let before = divisors.len();
        let mut power = 1;
        for _ in 0..e {
            power *= p;
            for i in 0..before {
                divisors.push(divisors[i] * power);
            }
        }
    }
    // As the rule lists them: the smaller divisor (larger take) first.
    divisors.sort_unstable();
    for d in divisors.into_iter().filter(|&d| d < heap) {
        if !visit(heap - d, &[d]) {
            break;
        }
    }
    Ok(())
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

/// How many heaps a count of `count` heaps of one size plays as: none,
/// one when it is odd and two when it is even. Equal heaps cancel in the
/// nim-sum, and a move of the second of a pair is a move of the first,
/// so a count of 10^9 is never expanded (play's counts, and the solver's
/// heaps of a case).
pub fn copies(count: u64) -> usize {
    match count {
        0 => 0,
        c if c % 2 == 1 => 1,
        _ => 2,
    }
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

    /// The moves a theorem's rule lists for a target are moves of the rule,
    /// and those of them that leave a heap of that value are exactly, and
    /// in the same order, those of every move listed, on every heap to 700
    /// and every value they reach (and one past); a heap of 10^9 under
    /// 1..n/2 and 1..10^9 gets its few, each of the target's value.
    #[test]
    fn a_theorems_moves_for_a_target_are_the_listed_ones_of_that_value() {
        let sieve = crate::games::rules::theorems::PrimeIndex::default();
        for text in [
            "1..n/2",
            "1..n/3",
            "1..n/7",
            "3..7",
            "1..4",
            "5..5",
            "2..9",
            "1..1000",
            "to proper-divisors",
        ] {
            let rule = crate::games::rules::parse::parse(text).unwrap();
            let t = Theorem::of(&rule).unwrap_or_else(|| panic!("{text}: a theorem"));
            let g = |m: u64| t.value(m, &sieve).unwrap();
            for heap in 0..700u64 {
                let mut all = Vec::new();
                rule.for_each_move(heap, &mut |take, left| {
                    all.push((take, left.to_vec()));
                    true
                });
                let top = all
                    .iter()
                    .map(|m| m.1.iter().fold(0, |x, &l| x ^ g(l)))
                    .max();
                for target in 0..=top.map_or(1, |v| v + 1) {
                    let want: Vec<(u64, Vec<u64>)> = all
                        .iter()
                        .filter(|m| m.1.iter().fold(0, |x, &l| x ^ g(l)) == target)
                        .cloned()
                        .collect();
                    let mut got = Vec::new();
                    rule_moves(&rule, heap, target, &mut |take, left| {
                        let m = (take, left.to_vec());
                        assert!(all.contains(&m), "{text}: {heap}: {m:?} is no move");
                        if left.iter().fold(0, |x, &l| x ^ g(l)) == target {
                            got.push(m);
                        }
                        true
                    })
                    .unwrap();
                    assert_eq!(got, want, "{text}: heap {heap}, target {target}");
                }
            }
        }
        for (text, heap) in [("1..n/2", 1_000_000_000u64), ("1..1000000000", 999_999_999)] {
            let rule = crate::games::rules::parse::parse(text).unwrap();
            let t = Theorem::of(&rule).unwrap();
            for target in [0, 1, 12345, 499_999_999] {
                let mut n = 0;
                rule_moves(&rule, heap, target, &mut |_, left| {
                    n += 1;
                    assert_eq!(
                        left.iter().fold(0, |x, &l| x ^ t.value(l, &sieve).unwrap()),
                        target
                    );
                    true
                })
                .unwrap();
                assert!(n < 64, "{text}: {n}");
            }
        }
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
