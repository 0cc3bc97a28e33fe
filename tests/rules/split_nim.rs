//! Nim with splits from the rules (hdu3032: split a heap into two non-empty
//! heaps; hdu5795: into three), shared by both problems' tests: a move takes
//! any positive number from one heap or makes the split; last mover wins. A
//! position is a sorted multiset of non-empty heaps; won/lost by search, no
//! Grundy values.

use crate::search::{Next, Search};

/// Every position one move away from `heaps` (sorted, no zeros), for splits
/// into `parts` (2 or 3) heaps; equal heaps' moves once.
pub fn moves(heaps: &[u64], parts: u64) -> Vec<Vec<u64>> {
    moves_in_each_heap(heaps, parts, false)
}

/// The same, listing the moves of every heap when `every_heap` (so a move
/// in either of two equal heaps counts twice, as a move list does).
pub fn moves_in_each_heap(heaps: &[u64], parts: u64, every_heap: bool) -> Vec<Vec<u64>> {
    let mut next = Vec::new();
    for (i, &h) in heaps.iter().enumerate() {
        if !every_heap && i > 0 && heaps[i - 1] == h {
            continue; // the same moves as in the equal heap before
        }
        let rest = |add: &[u64]| {
            let mut after: Vec<u64> = heaps.to_vec();
            after.remove(i);
            after.extend(add.iter().filter(|&&x| x > 0));
            after.sort_unstable();
            after
        };
        for left in 0..h {
            next.push(rest(&[left]));
        }
        for a in 1..h {
            if parts == 2 && a <= h - a {
                next.push(rest(&[a, h - a]));
            }
            if parts == 3 {
                for b in a..h {
                    if a + b < h && b <= h - a - b {
                        next.push(rest(&[a, b, h - a - b]));
                    }
                }
            }
        }
    }
    next
}

type Moves = Box<dyn FnMut(&Vec<u64>) -> Vec<Next<Vec<u64>>>>;

/// Won/lost labels for one rule, filled on demand and kept for the run.
pub struct Labels(Search<Vec<u64>, Moves>);

impl Labels {
    pub fn new(parts: u64) -> Labels {
        let moves: Moves =
            Box::new(move |p: &Vec<u64>| moves(p, parts).into_iter().map(Next::To).collect());
        Labels(Search::normal(moves))
    }

    /// True when the player to move at `heaps` (any order, zeros allowed)
    /// wins.
    pub fn mover_wins(&mut self, heaps: &[u64]) -> bool {
        let mut start: Vec<u64> = heaps.iter().copied().filter(|&h| h > 0).collect();
        start.sort_unstable();
        self.0.mover_wins(&start)
    }
}

/// Every multiset of non-empty heaps of total at most `total`, each sorted.
pub fn positions_up_to(total: u64) -> Vec<Vec<u64>> {
    let mut all = vec![vec![]];
    let mut frontier = vec![(vec![], 0u64)];
    while let Some((heaps, sum)) = frontier.pop() {
        let low = heaps.last().copied().unwrap_or(1);
        for h in low..=total - sum {
            let mut next: Vec<u64> = heaps.clone();
            next.push(h);
            all.push(next.clone());
            frontier.push((next, sum + h));
        }
    }
    all
}
