//! A New Stone Game (POJ 1740): a move takes one pile, removes at least one
//! stone from it, and may hand any of its remaining stones to other piles
//! that still hold stones; whoever cannot move loses (normal play).
//!
//! The player to move loses exactly when the non-empty piles pair up into
//! equal sizes (every non-zero size occurs an even number of times). From a
//! paired position a move lowers one pile from v to k and adds fewer than
//! v - k stones elsewhere, so some threshold t in (k, v] ends with an odd
//! number of piles of at least t: unpaired. From an unpaired position
//! ([`pairing_move`]) the largest pile is cut and its stones raise the
//! others into pairs, with at least one stone left over to remove.
//!
//! Empty piles are inert: no move can take from them (a move removes a
//! stone) or give to them (only piles that still hold stones receive).

use crate::games::Outcome;

/// The outcome for the player to move on `piles` (any order, zeros
/// allowed). Sorts `piles` ascending. Exact for every `u64` size.
///
/// # Complexity
/// O(n log n).
///
/// # Example
/// ```
/// use grundy::games::{spread_piles::spread_outcome, Outcome};
/// assert_eq!(spread_outcome(&mut vec![2, 1, 3]), Outcome::N);
/// assert_eq!(spread_outcome(&mut vec![1, 2, 1, 2]), Outcome::P);
/// assert_eq!(spread_outcome(&mut vec![0, 1, 1]), Outcome::P); // 0 is inert
/// assert_eq!(spread_outcome(&mut vec![0]), Outcome::P);
/// ```
pub fn spread_outcome(piles: &mut [u64]) -> Outcome {
    piles.sort_unstable();
    Outcome::from_next_wins(!pairs_up(piles))
}

/// True when the non-zero sizes of the sorted `piles` pair up.
fn pairs_up(sorted: &[u64]) -> bool {
    let start = sorted.partition_point(|&p| p == 0);
    sorted[start..]
        .chunks(2)
        .all(|c| c.len() == 2 && c[0] == c[1])
}

/// One move: pile `from` keeps `keep` stones and `gifts[j]` stones go to
/// pile j (0 for `from` itself); the rest of the pile is removed.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Spread {
    pub from: usize,
    pub keep: u64,
    pub gifts: Vec<u64>,
}

impl Spread {
    /// The piles after the move.
    pub fn apply(&self, piles: &[u64]) -> Vec<u64> {
        let mut after: Vec<u64> = piles.iter().zip(&self.gifts).map(|(p, g)| p + g).collect();
        after[self.from] = self.keep;
        after
    }

    /// Stones removed from the game.
    pub fn removed(&self, piles: &[u64]) -> u64 {
        piles[self.from] - self.keep - self.gifts.iter().sum::<u64>()
    }
}

/// A winning move from `piles` (input order, zeros allowed), or `None` when
/// the non-empty piles already pair up (every move loses). The largest pile
/// is cut: to 0 when the count of non-empty piles is odd, raising the others
/// in sorted pairs (1st to 2nd, 3rd to 4th, ...); to the smallest size
/// when it is even, raising 2nd to 3rd, 4th to 5th, .... The raises come
/// from its stones, and fewer are needed than it gives up.
///
/// # Example
/// ```
/// use grundy::games::spread_piles::{pairing_move, Spread};
/// // 2 1 3: empty the 3, one of its stones raises the 1 to 2.
/// let m = pairing_move(&[2, 1, 3]).unwrap();
/// assert_eq!(m, Spread { from: 2, keep: 0, gifts: vec![0, 1, 0] });
/// assert_eq!(m.apply(&[2, 1, 3]), [2, 2, 0]);
/// assert!(pairing_move(&[5, 0, 5]).is_none());
/// ```
pub fn pairing_move(piles: &[u64]) -> Option<Spread> {
    let mut order: Vec<usize> = (0..piles.len()).filter(|&i| piles[i] > 0).collect();
    order.sort_by_key(|&i| piles[i]);
    let sizes: Vec<u64> = order.iter().map(|&i| piles[i]).collect();
    if pairs_up(&sizes) {
        return None;
    }
    let k = order.len();
    let from = order[k - 1];
    let mut gifts = vec![0; piles.len()];
    let (keep, first) = if k % 2 == 1 { (0, 0) } else { (sizes[0], 1) };
    let mut i = first;
    while i + 1 < k - 1 {
        gifts[order[i]] = sizes[i + 1] - sizes[i];
        i += 2;
    }
    Some(Spread { from, keep, gifts })
}

/// Every winning move from `piles` (input order, zeros allowed), by pile,
/// then stones kept, then gifts; `None` when listing them would take more
/// than `budget` steps (the count grows like a power of the pile sizes).
///
/// A move wins when the piles it leaves pair up: the search pairs the
/// smallest unpaired pile with each other one at each common final size it
/// can afford (a kept pile cannot grow), and keeps each result once.
///
/// # Example
/// ```
/// use grundy::games::spread_piles::{winning_spreads, Spread};
/// let all = winning_spreads(&[2, 1, 3], 1000).unwrap();
/// assert_eq!(all, [Spread { from: 2, keep: 0, gifts: vec![0, 1, 0] }]);
/// assert!(winning_spreads(&[4, 4], 1000).unwrap().is_empty());
/// assert!(winning_spreads(&[100, 1, 2, 3, 4, 5], 1000).is_none());
/// ```
pub fn winning_spreads(piles: &[u64], budget: u64) -> Option<Vec<Spread>> {
    let mut found = Vec::new();
    let mut steps = 0u64;
    let mut sorted = piles.to_vec();
    if pairs_up({
        sorted.sort_unstable();
        &sorted
    }) {
        return Some(found);
    }
    for from in 0..piles.len() {
        let v = piles[from];
        let others: Vec<usize> = (0..piles.len())
            .filter(|&j| j != from && piles[j] > 0)
            .collect();
        for keep in 0..v {
            let mut results = std::collections::BTreeSet::new();
            let mut search = PairSearch {
                piles,
                keep,
                finals: vec![None; others.len()],
                others: &others,
                steps: &mut steps,
                budget,
                results: &mut results,
            };
            search.pair(v - 1 - keep, keep == 0)?;
            for gifts in results {
                found.push(Spread { from, keep, gifts });
            }
        }
    }
    Some(found)
}

/// The state of [`winning_spreads`]'s search for one pile and one keep.
struct PairSearch<'a> {
    piles: &'a [u64],
    keep: u64,
    /// Indexes of the non-empty other piles.
    others: &'a [usize],
    /// The final size chosen for each of them.
    finals: Vec<Option<u64>>,
    steps: &'a mut u64,
    budget: u64,
    /// Gift vectors found (each result once).
    results: &'a mut std::collections::BTreeSet<Vec<u64>>,
}

impl PairSearch<'_> {
    /// Pairs what is left with `spare` stones to give; `keep_paired` once
    /// the kept stones (if any) have a partner. `None` past the budget.
    fn pair(&mut self, spare: u64, keep_paired: bool) -> Option<()> {
        *self.steps += 1;
        if *self.steps > self.budget {
            return None;
        }
        let size = |s: &Self, j: usize| s.piles[s.others[j]];
        let open: Vec<usize> = (0..self.others.len())
            .filter(|&j| self.finals[j].is_none())
            .collect();
        // The kept pile pairs with some pile no larger, at its own size.
        if !keep_paired {
            for &j in &open {
                let cost = self.keep.checked_sub(size(self, j)).filter(|&c| c <= spare);
                if let Some(cost) = cost {
                    self.finals[j] = Some(self.keep);
                    self.pair(spare - cost, true)?;
                    self.finals[j] = None;
                }
            }
            return Some(());
        }
        let Some(&p) = open.iter().min_by_key(|&&j| (size(self, j), j)) else {
            let gifts = (0..self.piles.len())
                .map(|i| match self.others.iter().position(|&o| o == i) {
                    Some(j) => self.finals[j].expect("paired") - self.piles[i],
                    None => 0,
                })
                .collect();
            self.results.insert(gifts);
            return Some(());
        };
        for &q in open.iter().filter(|&&q| q != p) {
            let (a, b) = (size(self, p), size(self, q));
            // Raising both to t costs 2t - a - b (in u128: sizes go to 2^64).
            let cost = |t: u64| 2 * u128::from(t) - u128::from(a) - u128::from(b);
            let low = a.max(b);
            let mut t = low;
            while cost(t) <= u128::from(spare) {
                self.finals[p] = Some(t);
                self.finals[q] = Some(t);
                self.pair(spare - cost(t) as u64, true)?;
                let Some(next) = t.checked_add(1) else { break };
                t = next;
            }
            self.finals[p] = None;
            self.finals[q] = None;
        }
        Some(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_pairing_move_pairs_up_and_removes_a_stone() {
        // Every multiset of up to 5 piles of at most 6, some of them empty.
        let mut piles = vec![];
        for code in 0..7u64.pow(5) {
            piles.clear();
            let mut c = code;
            for _ in 0..5 {
                piles.push(c % 7);
                c /= 7;
            }
            let outcome = spread_outcome(&mut piles.clone());
            match pairing_move(&piles) {
                None => assert_eq!(outcome, Outcome::P, "{piles:?}"),
                Some(m) => {
                    assert_eq!(outcome, Outcome::N, "{piles:?}");
                    assert!(m.keep < piles[m.from]);
                    assert!(m.removed(&piles) >= 1, "{piles:?} {m:?}");
                    for (j, &g) in m.gifts.iter().enumerate() {
                        assert!(g == 0 || (j != m.from && piles[j] > 0), "{piles:?} {m:?}");
                    }
                    let mut after = m.apply(&piles);
                    assert_eq!(spread_outcome(&mut after), Outcome::P, "{piles:?} {m:?}");
                    let all = winning_spreads(&piles, 1 << 20).unwrap();
                    assert!(all.contains(&m), "{piles:?} {m:?}");
                }
            }
        }
    }
}
