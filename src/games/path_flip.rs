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

/// A move of the path-flip game: pick `node`, whose edge to its `parent`
/// (with the chosen root) weighs 1, and flip its path to the root.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct FlipMove {
    pub node: u64,
    pub parent: u64,
}

/// A tree with 0/1 edge weights that knows, for every node, the parity of the
/// weight-1 edges meeting there; so the outcome with any root is one look-up.
///
/// Nodes are any `u64` ids, indexed as they first appear, so memory grows
/// with the edges added, never with the largest id. A union-find over the
/// nodes refuses edges that would close a cycle.
#[derive(Clone, Default)]
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

    /// Every edge as `(x, y, weight)` with `x < y`, sorted: the position,
    /// as the judge lists edges.
    pub fn weighted_edges(&self) -> Vec<(u64, u64, bool)> {
        let ids = self.ids();
        let mut edges: Vec<_> = self
            .weights
            .iter()
            .map(|(&(i, j), &w)| (ids[i].min(ids[j]), ids[i].max(ids[j]), w))
            .collect();
        edges.sort_unstable();
        edges
    }

    /// The neighbours of `root` joined to it by a weight-1 edge, sorted:
    /// their number's parity decides the game (see the module docs).
    ///
    /// # Complexity
    /// O(n).
    pub fn heavy_edges_at(&self, root: u64) -> Vec<u64> {
        let mut ends: Vec<u64> = self
            .weighted_edges()
            .into_iter()
            .filter(|&(x, y, w)| w && (x == root || y == root))
            .map(|(x, y, _)| if x == root { y } else { x })
            .collect();
        ends.sort_unstable();
        ends
    }

    /// Every legal move with root `root`, by increasing node: the nodes of
    /// the root's tree whose edge to their parent weighs 1.
    ///
    /// # Complexity
    /// O(n) expected.
    pub fn legal_moves(&self, root: u64) -> Vec<FlipMove> {
        let ids = self.ids();
        let Some(parents) = self.parents(root) else {
            return Vec::new();
        };
        let mut moves: Vec<FlipMove> = (0..ids.len())
            .filter_map(|i| {
                let p = parents[i]?;
                self.weights[&key(i, p)].then_some(FlipMove {
                    node: ids[i],
                    parent: ids[p],
                })
            })
            .collect();
        moves.sort_unstable_by_key(|m| m.node);
        moves
    }

    /// Every winning move with root `root`, by increasing node. The number
    /// of moves left has a fixed parity (module docs), so when the player
    /// to move wins every legal move wins, and otherwise none does.
    ///
    /// # Example
    /// ```
    /// use grundy::games::path_flip::{FlipMove, FlipTree};
    /// let mut t = FlipTree::new();
    /// t.add_edge(1, 2, true);
    /// t.add_edge(2, 3, true);
    /// // Root 1: picking 3 ends the game; picking 2 leaves 2-3, then 2 again.
    /// let both = [FlipMove { node: 2, parent: 1 }, FlipMove { node: 3, parent: 2 }];
    /// assert_eq!(t.winning_moves(1), both);
    /// assert!(t.winning_moves(2).is_empty());
    /// ```
    pub fn winning_moves(&self, root: u64) -> Vec<FlipMove> {
        if self.outcome(root).next_wins() {
            self.legal_moves(root)
        } else {
            Vec::new()
        }
    }

    /// Plays `node` with root `root`: flips every edge on its path to the
    /// root. Nothing happens when `node` is not in the root's tree.
    ///
    /// # Complexity
    /// O(n) expected.
    pub fn flip_path(&mut self, root: u64, node: u64) {
        let (Some(parents), Some(&start)) = (self.parents(root), self.index.get(&node)) else {
            return;
        };
        let mut i = start;
        while let Some(p) = parents[i] {
            let edge = key(i, p);
            let weight = self.weights[&edge];
            self.set_weight(Edge(edge), !weight);
            i = p;
        }
    }

    /// The id of each node index.
    fn ids(&self) -> Vec<u64> {
        let mut ids = vec![0; self.parent.len()];
        for (&id, &i) in &self.index {
            ids[i] = id;
        }
        ids
    }

    /// The parent index of each node index with `root` as the root (`None`
    /// for the root and for nodes outside its tree); `None` for a root on
    /// no edge.
    fn parents(&self, root: u64) -> Option<Vec<Option<usize>>> {
        let &r = self.index.get(&root)?;
        let mut next: Vec<Vec<usize>> = vec![Vec::new(); self.parent.len()];
        for &(i, j) in self.weights.keys() {
            next[i].push(j);
            next[j].push(i);
        }
        let mut parents = vec![None; self.parent.len()];
        let mut seen = vec![false; self.parent.len()];
        seen[r] = true;
        let mut stack = vec![r];
        while let Some(u) = stack.pop() {
            for &v in &next[u] {
                if !seen[v] {
                    seen[v] = true;
                    parents[v] = Some(u);
                    stack.push(v);
                }
            }
        }
        Some(parents)
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
    fn heavy_edges_at_the_root_have_the_outcome_s_parity() {
        let mut t = FlipTree::new();
        for (x, y, w) in [(1, 2, true), (1, 3, true), (1, 4, false), (4, 5, true)] {
            t.add_edge(x, y, w);
        }
        assert_eq!(t.heavy_edges_at(1), [2, 3]);
        assert_eq!(t.heavy_edges_at(4), [5]);
        for root in 1..=6 {
            let odd = t.heavy_edges_at(root).len() % 2 == 1;
            assert_eq!(t.outcome(root).next_wins(), odd, "root {root}");
        }
        let e = t.weighted_edges();
        assert_eq!(e, [(1, 2, true), (1, 3, true), (1, 4, false), (4, 5, true)]);
        assert!(t.legal_moves(6).is_empty(), "a node on no edge");
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
