//! Misère play of a sum of heaps: the player who makes the last move
//! loses. Sprague-Grundy values do not add up under misère play, so:
//! - **search**: the outcome of the position (a multiset of heaps) from
//!   the rules, memoised, within a budget of positions;
//! - **the SJ theorem** (anti-SG): for a rule whose moves never split a
//!   heap, the mover wins exactly when (the nim-sum is not 0 and some heap
//!   has value above 1) or (the nim-sum is 0 and no heap has value above
//!   1). Grundy tells it is not true of every such rule, so it is used
//!   only after it agreed with the search on every sum of up to three
//!   heaps of at most [`SJ_CHECK_HEAP`] tokens, and the answer says so;
//! - refused with the reason otherwise.

use super::Rule;
use std::collections::HashMap;

/// Moves the search may look at (each a new position to sort and find).
pub const SEARCH_BUDGET: u64 = 100_000;

/// The deepest the search goes (moves from the position asked): the
/// stack stays small, and deeper games go to the theorem or are refused.
pub const SEARCH_DEPTH: usize = 400;

/// The largest heap of the sums the SJ theorem is checked on.
pub const SJ_CHECK_HEAP: u64 = 14;

/// How a misère outcome is known.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Known {
    Search { positions: usize },
    SjTheorem { checked_heap: u64 },
}

/// The outcome of `heaps` under misère play of `rule` (plain): `Ok((mover
/// wins, how known))`, or why it cannot be told.
///
/// `g` gives normal-play values (for the SJ theorem), computed only when
/// the search cannot answer.
pub fn outcome(
    rule: &Rule,
    heaps: &[u64],
    g: &mut dyn FnMut(u64) -> Option<u32>,
) -> Result<(bool, Known), String> {
    let mut search = Search::new(rule);
    let mut position: Vec<u64> = heaps.iter().copied().filter(|&h| h > 0).collect();
    position.sort_unstable();
    if let Some(wins) = search.wins(&position) {
        let positions = search.memo.len();
        return Ok((wins, Known::Search { positions }));
    }
    if splits(rule) {
        return Err(format!(
            "the position is beyond the search's {SEARCH_BUDGET} moves, and no misère theorem applies to {rule}: its moves split heaps"
        ));
    }
    let values: Option<Vec<u32>> = heaps.iter().map(|&h| g(h)).collect();
    let Some(values) = values else {
        return Err(format!(
            "the position is beyond the search's {SEARCH_BUDGET} moves, and a heap's normal-play value is beyond what may be computed"
        ));
    };
    if let Some(bad) = sj_counterexample(&mut Search::new(rule), g) {
        return Err(format!(
            "the SJ theorem does not hold for {rule}: the heaps {bad:?} disagree with the search"
        ));
    }
    Ok((
        sj(&values),
        Known::SjTheorem {
            checked_heap: SJ_CHECK_HEAP,
        },
    ))
}

/// The SJ theorem's answer from the heaps' values.
pub fn sj(values: &[u32]) -> bool {
    let sum = values.iter().fold(0, |x, &v| x ^ v);
    let big = values.iter().any(|&v| v > 1);
    (sum != 0 && big) || (sum == 0 && !big)
}

fn splits(rule: &Rule) -> bool {
    let mut split = false;
    for n in 0..40 {
        rule.for_each_move(n, &mut |_, left| {
            split |= left.len() > 1;
            !split
        });
    }
    split
}

/// The first sum of up to three heaps of at most [`SJ_CHECK_HEAP`] where
/// the SJ theorem and the search disagree.
fn sj_counterexample(
    search: &mut Search<'_>,
    g: &mut dyn FnMut(u64) -> Option<u32>,
) -> Option<Vec<u64>> {
    let top = SJ_CHECK_HEAP;
    for a in 0..=top {
        for b in a..=top {
            for c in b..=top {
                let heaps = [a, b, c];
                let values: Vec<u32> = heaps.iter().map(|&h| g(h).unwrap_or(0)).collect();
                let position: Vec<u64> = heaps.iter().copied().filter(|&h| h > 0).collect();
                if search.wins(&position) != Some(sj(&values)) {
                    return Some(position);
                }
            }
        }
    }
    None
}

/// A memoised search of misère outcomes.
pub struct Search<'a> {
    rule: &'a Rule,
    memo: HashMap<Vec<u64>, bool>,
    moves: u64,
}

impl<'a> Search<'a> {
    pub fn new(rule: &'a Rule) -> Search<'a> {
        Search {
            rule,
            memo: HashMap::new(),
            moves: 0,
        }
    }

    /// Whether the mover wins `position` (sorted heaps, none empty), or
    /// `None` past the budget.
    pub fn wins(&mut self, position: &[u64]) -> Option<bool> {
        self.wins_within(position, SEARCH_DEPTH)
    }

    fn wins_within(&mut self, position: &[u64], depth: usize) -> Option<bool> {
        if let Some(&w) = self.memo.get(position) {
            return Some(w);
        }
        // A heap larger than the moves left to look at cannot have all its
        // moves listed (a heap of 2^64 - 1 would be listed for ever).
        let left = SEARCH_BUDGET.saturating_sub(self.moves);
        if left == 0 || depth == 0 || position.iter().any(|&h| h > left) {
            return None;
        }
        let mut any_move = false;
        let mut wins = false;
        let mut over = false;
        for i in 0..position.len() {
            if i > 0 && position[i] == position[i - 1] {
                continue;
            }
            let mut next_positions = Vec::new();
            let mut budget = SEARCH_BUDGET.saturating_sub(self.moves);
            let complete = self.rule.for_each_move(position[i], &mut |_, left| {
                let mut next: Vec<u64> = position[..i].to_vec();
                next.extend_from_slice(&position[i + 1..]);
                next.extend(left.iter().copied().filter(|&h| h > 0));
                next.sort_unstable();
                next_positions.push(next);
                budget = budget.saturating_sub(1);
                budget > 0
            });
            self.moves += next_positions.len() as u64;
            if !complete {
                return None;
            }
            for next in next_positions {
                any_move = true;
                match self.wins_within(&next, depth - 1) {
                    Some(false) => {
                        wins = true;
                        break;
                    }
                    Some(true) => {}
                    None => over = true,
                }
            }
            if wins {
                break;
            }
        }
        if !wins && over {
            return None;
        }
        // No move at all: the mover has made no last move and wins.
        let w = wins || !any_move;
        self.memo.insert(position.to_vec(), w);
        Some(w)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::rules::engine::naive_values;
    use crate::games::rules::parse::parse;

    /// Misère Nim (Bouton): the mover wins iff some heap is above 1 and
    /// the nim-sum is not 0, or all heaps are at most 1 and their count is even.
    #[test]
    fn misere_nim_by_search() {
        let rule = parse("nim").unwrap();
        let mut s = Search::new(&rule);
        for a in 0..7u64 {
            for b in a..7 {
                for c in b..7 {
                    let heaps: Vec<u64> = [a, b, c].into_iter().filter(|&h| h > 0).collect();
                    let big = heaps.iter().any(|&h| h > 1);
                    let x = a ^ b ^ c;
                    let want = if big { x != 0 } else { heaps.len() % 2 == 0 };
                    assert_eq!(s.wins(&heaps), Some(want), "{heaps:?}");
                }
            }
        }
    }

    /// Kayles and Dawson's Kayles sums against a search written here from
    /// the pins themselves (a row of pins, knock one or two adjacent).
    #[test]
    fn kayles_sums_against_pins() {
        fn pins_win(
            rows: &mut Vec<u64>,
            two_only: bool,
            memo: &mut HashMap<Vec<u64>, bool>,
        ) -> bool {
            rows.sort_unstable();
            rows.retain(|&r| r > 0);
            if let Some(&w) = memo.get(rows) {
                return w;
            }
            let mut any = false;
            let mut wins = false;
            'rows: for i in 0..rows.len() {
                for width in [1u64, 2] {
                    if two_only && width == 1 || rows[i] < width {
                        continue;
                    }
                    for left in 0..=rows[i] - width {
                        any = true;
                        let mut next = rows.clone();
                        next[i] = left;
                        next.push(rows[i] - width - left);
                        if !pins_win(&mut next, two_only, memo) {
                            wins = true;
                            break 'rows;
                        }
                    }
                }
            }
            let w = wins || !any;
            memo.insert(rows.clone(), w);
            w
        }
        for (code, two_only) in [("0.77", false), ("0.07", true)] {
            let rule = parse(code).unwrap();
            let g = naive_values(&rule, 20);
            let mut memo = HashMap::new();
            for a in 0..9u64 {
                for b in a..9 {
                    for c in b..9 {
                        let (known, how) =
                            outcome(&rule, &[a, b, c], &mut |h| g.get(h as usize).copied())
                                .unwrap();
                        assert!(matches!(how, Known::Search { .. }));
                        assert_eq!(
                            known,
                            pins_win(&mut vec![a, b, c], two_only, &mut memo),
                            "{code} {a} {b} {c}"
                        );
                    }
                }
            }
        }
    }

    #[test]
    fn sj_theorem_is_checked_before_use() {
        // Nim never splits, and SJ is misère Nim's rule: it passes its check.
        let rule = parse("nim").unwrap();
        let mut g = |h: u64| Some(h as u32);
        assert_eq!(sj_counterexample(&mut Search::new(&rule), &mut g), None);
        // Rules that never split, where it fails: the check finds where.
        let mut failing = Vec::new();
        for text in [
            "2,3,7",
            "1,3,4",
            "1..n/2",
            "to proper-divisors",
            "coprime",
            "2,4,7",
            "3,5,7",
            "1,5,6",
            "2,3",
            "4,5,9",
            "1,4,6",
            "primes",
            "nontrivial-divisors",
            "divisors",
            "1..n/3",
        ] {
            let rule = parse(text).unwrap();
            let values = naive_values(&rule, 20);
            let mut g = |h: u64| values.get(h as usize).copied();
            if let Some(bad) = sj_counterexample(&mut Search::new(&rule), &mut g) {
                failing.push((text, bad));
            }
        }
        // Heap 9 of nontrivial-divisors: found by the check, and so refused.
        assert_eq!(failing, [("nontrivial-divisors", vec![9])]);
    }
}
