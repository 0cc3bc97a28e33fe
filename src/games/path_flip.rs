//! The path-flip game on a tree (HDU 5963 朋友): every edge weighs 0 or 1 and
//! one node is the root. A move picks a non-root node whose edge to its
//! parent weighs 1 and flips every edge on its path to the root; whoever
//! cannot move (all edges 0) loses.
//!
//! Theorem: the player to move wins exactly when an odd number of weight-1
//! edges meet at the root. Whatever anyone plays, the number of moves of the
//! whole game has that parity:
//! - the game ends, and only when every edge weighs 0. A move is possible
//!   exactly when some edge weighs 1 (pick its lower end). And it ends: a
//!   move turns its chosen edge from 1 to 0 and changes only edges nearer the
//!   root, so the weights read as a number with deeper edges more significant
//!   (any order within a depth) strictly decrease;
//! - an edge is flipped once per move that picks its lower end or a node
//!   under it, and it ends at 0, so it is flipped a number of times of the
//!   parity of its starting weight;
//! - every move flips exactly one edge at the root: the top edge of its path.
//!   So the number of moves is the sum of the flips of the root's edges, which
//!   has the parity of the number of those edges that weigh 1.
//!
//! An odd number of moves means the first player makes the last one and wins.
//! So a position is decided by the parity of the weight-1 edges at the root,
//! and [`FlipTree`] keeps that parity for every node under weight updates.

use crate::games::Outcome;
use std::collections::HashMap;

/// An edge of a [`FlipTree`], found by [`FlipTree::edge`]: its two node
/// indices, smaller first.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Edge((usize, usize));

/// A tree with 0/1 edge weights that knows, for every node, the parity of the
/// weight-1 edges meeting there; so the outcome with any root is one look-up.
///
/// Nodes are any `u64` ids, indexed as they first appear, so memory grows
/// with the edges added, never with the largest id. A union-find over the
/// nodes refuses edges that would close a cycle.
#[derive(Default)]
pub struct FlipTree {
    /// Dense index of each node id seen so far.
    index: HashMap<u64, usize>,
    /// Union-find parent of each node (union by size keeps paths short).
    parent: Vec<usize>,
    /// Nodes in each union-find root's component.
    size: Vec<usize>,
    /// An odd number of weight-1 edges meet at the node.
    odd: Vec<bool>,
    /// Weight of each edge, keyed by its two node indices, smaller first.
    weights: HashMap<(usize, usize), bool>,
}

impl FlipTree {
    pub fn new() -> FlipTree {
        FlipTree::default()
    }

    /// Forgets every node and edge (keeping the memory for the next tree).
    pub fn clear(&mut self) {
        self.index.clear();
        self.parent.clear();
        self.size.clear();
        self.odd.clear();
        self.weights.clear();
    }

    /// True when an edge between `x` and `y` keeps the edges a forest: the
    /// two are different nodes with no path between them yet.
    ///
    /// # Complexity
    /// O(log n) for n nodes.
    pub fn can_join(&self, x: u64, y: u64) -> bool {
        match (self.index.get(&x), self.index.get(&y)) {
            (Some(&i), Some(&j)) => self.find(i) != self.find(j),
            _ => x != y,
        }
    }

    /// Adds the edge `x`-`y` of the given weight.
    ///
    /// # Panics
    /// In debug builds, when the edge would close a cycle (see
    /// [`FlipTree::can_join`], which callers ask first).
    pub fn add_edge(&mut self, x: u64, y: u64, weight: bool) {
        debug_assert!(self.can_join(x, y), "edge {}-{} closes a cycle", x, y);
        let (i, j) = (self.node(x), self.node(y));
        let (ri, rj) = (self.find(i), self.find(j));
        let (big, small) = if self.size[ri] >= self.size[rj] {
            (ri, rj)
        } else {
            (rj, ri)
        };
        self.parent[small] = big;
        self.size[big] += self.size[small];
        self.weights.insert(key(i, j), weight);
        self.odd[i] ^= weight;
        self.odd[j] ^= weight;
    }

    /// The edge `x`-`y` (either order), if the tree has it.
    pub fn edge(&self, x: u64, y: u64) -> Option<Edge> {
        let (&i, &j) = (self.index.get(&x)?, self.index.get(&y)?);
        let edge = key(i, j);
        self.weights.contains_key(&edge).then_some(Edge(edge))
    }

    /// Sets the weight of an edge of this tree (possibly to its current
    /// weight); a change flips the parity at both ends.
    pub fn set_weight(&mut self, edge: Edge, weight: bool) {
        let Edge((i, j)) = edge;
        if let Some(w) = self.weights.get_mut(&(i, j)) {
            if *w != weight {
                *w = weight;
                self.odd[i] ^= true;
                self.odd[j] ^= true;
            }
        }
    }

    /// The outcome of the game rooted at `root` (a node on no edge has no
    /// move). See the module docs for why the parity at the root decides it.
    ///
    /// # Complexity
    /// O(1).
    ///
    /// # Example
    /// ```
    /// use grundy::games::{path_flip::FlipTree, Outcome};
    /// let mut t = FlipTree::new();
    /// t.add_edge(1, 2, true);
    /// t.add_edge(2, 3, true);
    /// assert_eq!(t.outcome(1), Outcome::N); // one move: pick 2
    /// assert_eq!(t.outcome(2), Outcome::P); // 1 then 3, or 3 then 1
    /// ```
    pub fn outcome(&self, root: u64) -> Outcome {
        let odd = self.index.get(&root).is_some_and(|&i| self.odd[i]);
        Outcome::from_next_wins(odd)
    }

    fn node(&mut self, id: u64) -> usize {
        let next = self.parent.len();
        let i = *self.index.entry(id).or_insert(next);
        if i == next {
            self.parent.push(i);
            self.size.push(1);
            self.odd.push(false);
        }
        i
    }

    fn find(&self, mut i: usize) -> usize {
        while self.parent[i] != i {
            i = self.parent[i];
        }
        i
    }
}

fn key(i: usize, j: usize) -> (usize, usize) {
    (i.min(j), i.max(j))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_official_sample() {
        let mut t = FlipTree::new();
        t.add_edge(1, 2, true);
        t.add_edge(2, 3, true);
        t.add_edge(3, 4, false);
        let outcomes = |t: &FlipTree| (1..=4).map(|r| t.outcome(r)).collect::<Vec<_>>();
        use Outcome::{N, P};
        assert_eq!(outcomes(&t), [N, P, N, P]);
        t.set_weight(t.edge(2, 1).unwrap(), false);
        assert_eq!(outcomes(&t), [P, N, N, P]);
        t.set_weight(t.edge(3, 4).unwrap(), true);
        assert_eq!(outcomes(&t), [P, N, P, N]);
    }

    #[test]
    fn updates_to_the_same_weight_change_nothing() {
        let mut t = FlipTree::new();
        t.add_edge(5, 9, true);
        let edge = t.edge(9, 5).unwrap();
        assert_eq!(t.edge(5, 9), Some(edge));
        for _ in 0..3 {
            t.set_weight(edge, true);
            assert_eq!((t.outcome(5), t.outcome(9)), (Outcome::N, Outcome::N));
        }
        assert_eq!(t.edge(5, 6), None);
        assert_eq!(t.edge(1, 2), None);
        assert_eq!(t.outcome(6), Outcome::P);
    }

    #[test]
    fn cycles_and_loops_are_refused() {
        let mut t = FlipTree::new();
        assert!(!t.can_join(3, 3));
        t.add_edge(1, 2, false);
        t.add_edge(3, 4, false);
        assert!(!t.can_join(2, 1) && !t.can_join(1, 1));
        assert!(t.can_join(2, 3) && t.can_join(4, 7));
        t.add_edge(2, 3, true);
        assert!(!t.can_join(1, 4) && !t.can_join(4, 2));
        assert!(t.edge(3, 2).is_some() && t.edge(1, 3).is_none());
        t.clear();
        assert!(t.can_join(1, 4) && t.edge(1, 2).is_none());
        assert_eq!(t.outcome(2), Outcome::P);
    }

    #[test]
    fn huge_ids_cost_no_memory() {
        let mut t = FlipTree::new();
        t.add_edge(u64::MAX, 1, true);
        assert_eq!(t.outcome(u64::MAX), Outcome::N);
        assert_eq!(t.parent.len(), 2);
    }
}
