//! Green Hackenbush on a rooted graph: a move cuts one edge, and every edge
//! no longer connected to the root falls; whoever cannot move loses (HDU
//! 3094 on trees, POJ 3710 on trees with polygons hung on them).
//!
//! Two principles (Berlekamp, Conway, Guy, *Winning Ways*, ch. 7) give the
//! Grundy value of any graph, loops and parallel edges included:
//! - Colon principle: a branch that meets the rest at one vertex can be
//!   replaced by any branch of the same value; so an edge with a tree of
//!   value `g` above it is a Nim heap of `g + 1`, and the branches at a
//!   vertex add as a nim-sum. On a tree: `g(v) = XOR of (g(c) + 1)` over
//!   the children `c`.
//! - Fusion principle: the vertices of a cycle may be fused into one, its
//!   edges becoming loops (each a heap of 1). So each 2-edge-connected piece
//!   (what is left between the bridges) is one vertex carrying its edges as
//!   loops, worth their count mod 2: an odd polygon is one edge, an even one
//!   nothing, a double edge nothing.
//!
//! The value is then the colon principle on the tree of those pieces joined
//! by the bridges.
//!
//! An edge may weigh more than one ([`Graph::add_weighted_edge`], LightOJ
//! 1355), read one of two ways ([`Weight`]): as a path of `w` edges, worth
//! `g + w` with a branch of value `g` above it (the colon principle `w`
//! times); or as `w` units coloured one a move, the edge falling with its
//! last unit, worth `g + 1` for one unit and `g xor (w mod 2)` for more
//! ([`stalk`]). Everything is iterative (a path of 10^5 vertices is a
//! judge case), O(V + E) per value.

use std::collections::HashMap;
use std::hash::{BuildHasherDefault, Hasher};

/// A multiplicative hash for node labels: std's SipHash costs more than
/// the rest of a tree's work, and labels come from the input, not from an
/// adversary of the hash table.
#[derive(Default)]
pub struct LabelHash(u64);

impl Hasher for LabelHash {
    fn finish(&self) -> u64 {
        self.0
    }
    fn write(&mut self, bytes: &[u8]) {
        for &b in bytes {
            self.write_u64(self.0 ^ u64::from(b));
        }
    }
    fn write_u64(&mut self, v: u64) {
        let h = (self.0 ^ v).wrapping_mul(0x9E37_79B9_7F4A_7C15);
        self.0 = h ^ (h >> 32);
    }
}

/// An undirected multigraph whose nodes are the input's labels (any `u64`):
/// memory follows the edges added, not the largest label. Labels below
/// [`DENSE`] (all of a judge's) are found in a plain table, the rest in a
/// hash map.
#[derive(Clone, Debug, Default)]
pub struct Graph {
    /// `dense[label]`: the node of a small label, or [`NONE`].
    dense: Vec<usize>,
    index: HashMap<u64, usize, BuildHasherDefault<LabelHash>>,
    labels: Vec<u64>,
    edges: Vec<(usize, usize)>,
    /// Union-find over the nodes, for [`Graph::closes_cycle`].
    up: Vec<usize>,
    /// Some edge closed a cycle (a loop included): bridges must be searched.
    cyclic: bool,
    /// Each edge's weight (1 for [`Graph::add_edge`]).
    weights: Vec<u64>,
    /// How a weight counts.
    weight: Weight,
}

/// How an edge of weight `w` counts.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum Weight {
    /// A path of `w` edges (a weight 0 edge joins its two ends into one).
    #[default]
    Path,
    /// `w` units, one coloured (removed) a move; the edge falls, with
    /// everything that hangs on it alone, when its last unit goes (a
    /// weight 0 edge has fallen already).
    Units,
}

/// The value of an edge of weight `w` with a branch of value `g` hanging
/// above it, or `None` past `u64`. A path of `w` edges is `g + w` by the
/// colon principle. With units: one unit is one edge, `g + 1`; with two,
/// the options are the one-unit edge (`g + 1`) and the two-unit edge over
/// each option of the branch (by induction worth the option's value), so
/// the mex is `g`; with `w > 2` units the options are `stalk(w - 1, g)` and
/// `stalk(w, g')`, which by the same induction make `g xor (w mod 2)`.
///
/// # Example
/// ```
/// use grundy::games::hackenbush::{stalk, Weight};
/// assert_eq!(stalk(3, 4, Weight::Path), Some(7));
/// assert_eq!(stalk(1, 4, Weight::Units), Some(5));
/// assert_eq!(stalk(2, 4, Weight::Units), Some(4));
/// assert_eq!(stalk(3, 4, Weight::Units), Some(5));
/// assert_eq!(stalk(3, 5, Weight::Units), Some(4));
/// ```
pub fn stalk(w: u64, g: u64, weight: Weight) -> Option<u64> {
    match (weight, w) {
        (Weight::Path, _) => g.checked_add(w),
        (Weight::Units, 0) => Some(0),
        (Weight::Units, 1) => g.checked_add(1),
        (Weight::Units, _) => Some(g ^ (w & 1)),
    }
}

/// No edge: the root's parent edge, and an edge that is not skipped; no
/// node for a label.
const NONE: usize = usize::MAX;

/// Labels below this are looked up in a table (at most 32 MiB of it).
pub const DENSE: u64 = 1 << 22;

impl Graph {
    pub fn new() -> Graph {
        Graph::default()
    }

    /// Forgets every node and edge, keeping the memory.
    pub fn clear(&mut self) {
        for &label in &self.labels {
            if label < DENSE {
                self.dense[label as usize] = NONE;
            }
        }
        self.index.clear();
        self.labels.clear();
        self.edges.clear();
        self.up.clear();
        self.cyclic = false;
        self.weights.clear();
    }

    /// Says how the weights of [`Graph::add_weighted_edge`] count.
    pub fn set_weight(&mut self, weight: Weight) {
        self.weight = weight;
    }

    /// The node of `label`, if it has one.
    fn find_label(&self, label: u64) -> Option<usize> {
        if label < DENSE {
            self.dense
                .get(label as usize)
                .copied()
                .filter(|&i| i != NONE)
        } else {
            self.index.get(&label).copied()
        }
    }

    fn node(&mut self, label: u64) -> usize {
        let next = self.labels.len();
        let i = if label < DENSE {
            let at = label as usize;
            if at >= self.dense.len() {
                self.dense.resize(at + 1, NONE);
            }
            if self.dense[at] == NONE {
                self.dense[at] = next;
            }
            self.dense[at]
        } else {
            *self.index.entry(label).or_insert(next)
        };
        if i == next {
            self.labels.push(label);
            self.up.push(i);
        }
        i
    }

    fn find(&mut self, mut i: usize) -> usize {
        while self.up[i] != i {
            self.up[i] = self.up[self.up[i]];
            i = self.up[i];
        }
        i
    }

    /// True when an edge `x`-`y` would close a cycle: a loop, or two nodes
    /// already joined by a path (a tree's input must never do this).
    pub fn closes_cycle(&mut self, x: u64, y: u64) -> bool {
        match (self.find_label(x), self.find_label(y)) {
            (Some(i), Some(j)) => self.find(i) == self.find(j),
            _ => x == y,
        }
    }

    /// Adds the edge `x`-`y` (a loop when `x == y`); returns its index.
    pub fn add_edge(&mut self, x: u64, y: u64) -> usize {
        let (i, j) = (self.node(x), self.node(y));
        let (ri, rj) = (self.find(i), self.find(j));
        self.cyclic |= ri == rj;
        self.up[ri] = rj;
        self.edges.push((i, j));
        self.weights.push(1);
        self.edges.len() - 1
    }

    /// Adds the edge `x`-`y` of weight `w` (counted as [`Graph::set_weight`]
    /// said); returns its index.
    pub fn add_weighted_edge(&mut self, x: u64, y: u64, w: u64) -> usize {
        let e = self.add_edge(x, y);
        self.weights[e] = w;
        e
    }

    /// The value of the graph rooted at `root` with its edges' weights:
    /// exact, or why not (a weighted edge on a cycle under [`Weight::Units`],
    /// which no principle here values; a value past `u64`).
    ///
    /// # Example
    /// ```
    /// use grundy::games::hackenbush::{Graph, Weight};
    /// // LightOJ 1355's example: 0-1 and 1-2 of one unit, 0-3 of two.
    /// let mut g = Graph::new();
    /// g.set_weight(Weight::Units);
    /// g.add_weighted_edge(0, 1, 1);
    /// g.add_weighted_edge(1, 2, 1);
    /// g.add_weighted_edge(0, 3, 2);
    /// assert_eq!(g.weighted_value(0), Ok(2));
    /// ```
    pub fn weighted_value(&self, root: u64) -> Result<u64, String> {
        let a = self.analyse(root, NONE);
        if a.overflow {
            return Err("the value passes 2^64".into());
        }
        let heavy_cycle = self.weight == Weight::Units
            && (0..self.edges.len())
                .any(|e| a.reached[self.edges[e].0] && !a.bridge[e] && self.weights[e] != 1);
        if heavy_cycle {
            return Err(
                "an edge of several units lies on a cycle, which no principle grundy knows values"
                    .into(),
            );
        }
        Ok(a.value())
    }

    /// The branches at `root` under misère play (the player who cuts the
    /// last edge loses): for each edge from the root's vertex, its index and
    /// the Nim heap the branch (the edge and all that hangs above it) is
    /// worth, its colon-principle value; or why grundy cannot say.
    ///
    /// Lo (*Misère Hackenbush Flowers*, arXiv:1212.5937, 2013) proved that
    /// a green Hackenbush position with a single edge on the ground is
    /// equivalent under misère play to the Nim heap of its value: so a
    /// graph whose root meets only bridges is misère Nim on its branches
    /// (cycles above a branch's ground edge included; a path weight is a
    /// path of edges). Refused: a cycle or loop through the root (several
    /// edges of one branch on the ground, which the theorem does not
    /// cover), an edge of several units (no Hackenbush edge), an edge of
    /// weight 0, a value past `u64`.
    ///
    /// # Complexity
    /// O(V + E).
    ///
    /// # Example
    /// ```
    /// use grundy::games::hackenbush::Graph;
    /// // Two paths of 2 from the root: heaps 2 and 2 (normal value 0).
    /// let mut g = Graph::new();
    /// for (x, y) in [(0, 1), (1, 2), (0, 3), (3, 4)] {
    ///     g.add_edge(x, y);
    /// }
    /// assert_eq!(g.misere_branches(0), Ok(vec![(0, 2), (2, 2)]));
    /// assert_eq!(g.misere_first_wins(0), Ok(false));
    /// ```
    pub fn misere_branches(&self, root: u64) -> Result<Vec<(usize, u64)>, String> {
        let a = self.analyse(root, NONE);
        let Some(r) = a.root else {
            return Ok(Vec::new());
        };
        for (e, &(i, _)) in self.edges.iter().enumerate() {
            if !a.reached[i] {
                continue;
            }
            let w = self.weights[e];
            if w == 0 {
                return Err("under misere play grundy takes no edge of weight 0".into());
            }
            if w > 1 && self.weight == Weight::Units {
                return Err("under misere play an edge of several units is no Hackenbush edge, and no theorem grundy knows values it".into());
            }
            if !a.bridge[e] && a.head[i] == r {
                let (x, y) = (self.labels[self.edges[e].0], self.labels[self.edges[e].1]);
                return Err(format!(
                    "the edge {x}-{y} lies on a cycle through the ground: under misere play grundy values a graph whose branches each meet the ground in one edge (Lo's theorem)"
                ));
            }
        }
        if a.overflow {
            return Err("the value passes 2^64".into());
        }
        let mut out = Vec::new();
        for &v in &a.order {
            if v != r && a.head[v] == v && a.head[a.parent[v]] == r {
                let e = a.parent_edge[v];
                let heap = stalk(self.weights[e], a.g[v], self.weight)
                    .ok_or_else(|| "the value passes 2^64".to_string())?;
                out.push((e, heap));
            }
        }
        out.sort_unstable();
        Ok(out)
    }

    /// Whether the player to move wins under misère play: misère Nim on
    /// the heaps of [`Graph::misere_branches`] (Bouton: as Nim while a
    /// heap holds more than one, else an even number of ones wins).
    pub fn misere_first_wins(&self, root: u64) -> Result<bool, String> {
        let heaps = self.misere_branches(root)?;
        let x = heaps.iter().fold(0, |x, &(_, h)| x ^ h);
        let big = heaps.iter().any(|&(_, h)| h > 1);
        Ok(crate::games::misere::misere_nim_outcome(x, big).next_wins())
    }

    /// The edges by their labels, in the order added.
    pub fn edges(&self) -> impl Iterator<Item = (u64, u64)> + '_ {
        self.edges
            .iter()
            .map(move |&(i, j)| (self.labels[i], self.labels[j]))
    }

    /// How many edges were added.
    pub fn edge_count(&self) -> usize {
        self.edges.len()
    }

    /// The Grundy value of the graph rooted at `root` (0 when no edge
    /// touches it).
    ///
    /// # Complexity
    /// O(V + E).
    ///
    /// # Example
    /// ```
    /// use grundy::games::hackenbush::Graph;
    /// // POJ 3710's sample, second sub-tree: an edge 1-2 with a triangle
    /// // at 2, which is worth one edge: g(2) = 1, g(1) = 1 + 1.
    /// let mut g = Graph::new();
    /// for (x, y) in [(1, 2), (2, 3), (2, 4), (3, 4)] {
    ///     g.add_edge(x, y);
    /// }
    /// assert_eq!(g.value(1), 2);
    /// ```
    pub fn value(&self, root: u64) -> u64 {
        self.analyse(root, NONE).value()
    }

    /// The value after cutting edge `edge` (and letting fall what hangs on
    /// it alone).
    pub fn value_without(&self, root: u64, edge: usize) -> u64 {
        self.analyse(root, edge).value()
    }

    /// The edges still connected to `root` once `cut` (an edge index, or
    /// `None`) is cut, by index in the order added.
    pub fn attached(&self, root: u64, cut: Option<usize>) -> Vec<usize> {
        let a = self.analyse(root, cut.unwrap_or(NONE));
        (0..self.edges.len())
            .filter(|&e| Some(e) != cut && a.reached[self.edges[e].0])
            .collect()
    }

    /// The branches at the root: for each bridge from the root's piece, the
    /// edge's index, the label of the node it leads to and the value of
    /// what hangs there (the branch is worth that plus 1); and the number of
    /// the other edges of the root's piece (cycles through the root, fused
    /// into loops there).
    pub fn root_branches(&self, root: u64) -> (Vec<(usize, u64, u64)>, usize) {
        let a = self.analyse(root, NONE);
        let Some(r) = a.root else {
            return (Vec::new(), 0);
        };
        let branches = a
            .order
            .iter()
            .filter(|&&v| v != r && a.head[v] == v && a.head[a.parent[v]] == r)
            .map(|&v| (a.parent_edge[v], self.labels[v], a.g[v]))
            .collect();
        let fused = (0..self.edges.len())
            .filter(|&e| {
                let (i, _) = self.edges[e];
                a.reached[i] && !a.bridge[e] && a.head[i] == r
            })
            .count();
        (branches, fused)
    }

    /// Every edge whose cut leaves the graph rooted at `root` with value
    /// `target`, by index in the order added. With `target` 0 for a single
    /// graph (or the nim-sum of the other graphs of a sum), these are the
    /// winning moves. Edges of weight 1 only (a cut of a weighted edge is
    /// not one move).
    ///
    /// A bridge is decided top-down without recomputing anything: each
    /// piece gets the value it would have to take for the root to reach
    /// `target`, and cutting the bridge above a piece drops its branch's
    /// `g + 1` from the piece below. An edge inside a piece (on a cycle)
    /// changes the piece's shape and is checked by recomputing the value,
    /// only in pieces whose required value is reachable.
    ///
    /// # Complexity
    /// O(V + E) plus O(V + E) per edge on a cycle.
    ///
    /// # Example
    /// ```
    /// use grundy::games::hackenbush::Graph;
    /// // A path 1-2-3 (value 2): cutting 1-2 leaves nothing.
    /// let mut g = Graph::new();
    /// g.add_edge(1, 2);
    /// g.add_edge(3, 2);
    /// assert_eq!(g.winning_cuts(1, 0), [0]);
    /// ```
    pub fn winning_cuts(&self, root: u64, target: u64) -> Vec<usize> {
        let a = self.analyse(root, NONE);
        let Some(r) = a.root else {
            return Vec::new();
        };
        // need[head]: the value that piece's branch must take.
        let mut need: Vec<Option<u64>> = vec![None; self.labels.len()];
        need[r] = Some(target);
        let mut wins = vec![false; self.edges.len()];
        for &v in &a.order {
            if v == r || a.head[v] != v {
                continue;
            }
            let below = a.head[a.parent[v]];
            if let Some(t) = need[below] {
                let rest = t ^ a.g[below] ^ (a.g[v] + 1);
                wins[a.parent_edge[v]] = rest == 0;
                need[v] = rest.checked_sub(1);
            }
        }
        for (e, &(i, _)) in self.edges.iter().enumerate() {
            if a.reached[i] && !a.bridge[e] && need[a.head[i]].is_some() {
                wins[e] = self.value_without(root, e) == target;
            }
        }
        (0..self.edges.len()).filter(|&e| wins[e]).collect()
    }

    /// The lower ends (the node farther from `root`) of the edges whose cut
    /// leaves the graph rooted at `root` with value 0, smallest first: a
    /// winning cut named by the root of the subtree it removes (Jutge
    /// P61396). Refused on a cycle, where an edge has no lower end, and
    /// past `u64`.
    ///
    /// # Complexity
    /// O(V + E) and a sort of the winning cuts.
    ///
    /// # Example
    /// ```
    /// use grundy::games::hackenbush::Graph;
    /// // A path 1-4-3-2 (a heap of 3): cutting 1-4 removes the subtree of 4.
    /// let mut g = Graph::new();
    /// for (x, y) in [(1, 4), (4, 3), (3, 2)] {
    ///     g.add_edge(x, y);
    /// }
    /// assert_eq!(g.winning_cut_nodes(1), Ok(vec![4]));
    /// ```
    pub fn winning_cut_nodes(&self, root: u64) -> Result<Vec<u64>, String> {
        let a = self.analyse(root, NONE);
        if a.overflow {
            return Err("the value passes 2^64".into());
        }
        let mut lower = vec![NONE; self.edges.len()];
        for &v in &a.order {
            if a.parent_edge[v] != NONE {
                lower[a.parent_edge[v]] = v;
            }
        }
        for (e, &(i, j)) in self.edges.iter().enumerate() {
            if a.reached[i] && !a.bridge[e] {
                return Err(format!(
                    "the edge {}-{} lies on a cycle, where a cut names no subtree: the smallest winning cut is answered for trees and forests",
                    self.labels[i], self.labels[j]
                ));
            }
        }
        let mut nodes: Vec<u64> = self
            .winning_cuts(root, 0)
            .into_iter()
            .map(|e| self.labels[lower[e]])
            .collect();
        nodes.sort_unstable();
        Ok(nodes)
    }

    /// Depth-first search from `root` without edge `skip`: bridges, the
    /// pieces between them and each piece's value.
    fn analyse(&self, root: u64, skip: usize) -> Analysis {
        let n = self.labels.len();
        let mut a = Analysis {
            root: self.find_label(root),
            order: Vec::new(),
            parent: vec![NONE; n],
            parent_edge: vec![NONE; n],
            reached: vec![false; n],
            bridge: vec![false; self.edges.len()],
            head: vec![NONE; n],
            g: vec![0; n],
            overflow: false,
        };
        let Some(r) = a.root else {
            return a;
        };
        // Adjacency in compressed rows: (neighbour, edge), loops left out.
        let mut start = vec![0usize; n + 1];
        for (e, &(i, j)) in self.edges.iter().enumerate() {
            if e != skip && i != j {
                start[i + 1] += 1;
                start[j + 1] += 1;
            }
        }
        for v in 0..n {
            start[v + 1] += start[v];
        }
        let mut fill = start.clone();
        let mut adj = vec![(0usize, 0usize); start[n]];
        for (e, &(i, j)) in self.edges.iter().enumerate() {
            if e != skip && i != j {
                adj[fill[i]] = (j, e);
                fill[i] += 1;
                adj[fill[j]] = (i, e);
                fill[j] += 1;
            }
        }
        a.reached[r] = true;
        a.order.push(r);
        if self.cyclic {
            self.find_bridges(&mut a, &start, &adj);
        } else {
            // A forest: every edge is a bridge, and an order with parents
            // first (breadth first) is all the rest needs.
            let mut i = 0;
            while let Some(&v) = a.order.get(i) {
                i += 1;
                for &(w, e) in &adj[start[v]..start[v + 1]] {
                    if e != a.parent_edge[v] {
                        a.reached[w] = true;
                        a.parent[w] = v;
                        a.parent_edge[w] = e;
                        a.bridge[e] = true;
                        a.order.push(w);
                    }
                }
            }
        }
        // Pieces: a vertex starts one at the root or below a bridge.
        for &v in &a.order {
            a.head[v] = if v == r || a.bridge[a.parent_edge[v]] {
                v
            } else {
                a.head[a.parent[v]]
            };
        }
        // Each piece's edges, as loops: their parity (a path of w edges
        // is w loops).
        for (e, &(i, _)) in self.edges.iter().enumerate() {
            if e != skip && a.reached[i] && !a.bridge[e] {
                a.g[a.head[i]] ^= self.weights[e] & 1;
            }
        }
        // Colon principle up the tree of pieces, deepest first.
        for &v in a.order.iter().rev() {
            if v != r && a.head[v] == v {
                let below = a.head[a.parent[v]];
                let w = self.weights[a.parent_edge[v]];
                match stalk(w, a.g[v], self.weight) {
                    Some(s) => a.g[below] ^= s,
                    None => a.overflow = true,
                }
            }
        }
        a
    }

    /// Depth-first search from the root (already in `a.order`), with
    /// entry times and low links on an explicit stack: the bridges, each
    /// node's parent, and the preorder.
    fn find_bridges(&self, a: &mut Analysis, start: &[usize], adj: &[(usize, usize)]) {
        let n = self.labels.len();
        let r = a.order[0];
        // Entry times and low links, with an explicit stack.
        let mut tin = vec![NONE; n];
        let mut low = vec![NONE; n];
        let mut next = start.to_vec();
        let mut stack = vec![r];
        tin[r] = 0;
        low[r] = 0;
        while let Some(&v) = stack.last() {
            if next[v] < start[v + 1] {
                let (w, e) = adj[next[v]];
                next[v] += 1;
                if e == a.parent_edge[v] {
                    continue;
                }
                if a.reached[w] {
                    low[v] = low[v].min(tin[w]);
                } else {
                    a.reached[w] = true;
                    tin[w] = a.order.len();
                    low[w] = tin[w];
                    a.parent[w] = v;
                    a.parent_edge[w] = e;
                    a.order.push(w);
                    stack.push(w);
                }
            } else {
                stack.pop();
                if let Some(&p) = stack.last() {
                    low[p] = low[p].min(low[v]);
                    a.bridge[a.parent_edge[v]] = low[v] > tin[p];
                }
            }
        }
    }
}

/// What [`Graph::analyse`] finds, by dense node index.
struct Analysis {
    root: Option<usize>,
    /// The nodes reached from the root, in depth-first preorder.
    order: Vec<usize>,
    parent: Vec<usize>,
    parent_edge: Vec<usize>,
    reached: Vec<bool>,
    bridge: Vec<bool>,
    /// The first node (nearest the root) of each node's piece.
    head: Vec<usize>,
    /// At a piece's head: the value of everything hanging from the piece,
    /// the piece included.
    g: Vec<u64>,
    /// A weighted value passed `u64` (never with weights of 1).
    overflow: bool,
}

impl Analysis {
    fn value(&self) -> u64 {
        self.root.map_or(0, |r| self.g[r])
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn graph(edges: &[(u64, u64)]) -> Graph {
        let mut g = Graph::new();
        for &(x, y) in edges {
            g.add_edge(x, y);
        }
        g
    }

    #[test]
    fn trees_by_the_colon_principle() {
        // HDU 3094's sample: a path of 2 edges; a star of 2; a tree of 10.
        assert_eq!(graph(&[(1, 2), (2, 3)]).value(1), 2);
        assert_eq!(graph(&[(1, 2), (1, 3)]).value(1), 0);
        let ten = [
            (6, 2),
            (4, 3),
            (8, 4),
            (9, 5),
            (8, 6),
            (2, 7),
            (5, 8),
            (1, 9),
            (6, 10),
        ];
        assert_ne!(graph(&ten).value(1), 0);
        assert_eq!(Graph::new().value(1), 0);
    }

    #[test]
    fn cycles_by_the_fusion_principle() {
        // A triangle on the root: one edge. A square: nothing. A double edge: nothing.
        assert_eq!(graph(&[(1, 2), (2, 3), (3, 1)]).value(1), 1);
        assert_eq!(graph(&[(1, 2), (2, 3), (3, 4), (4, 1)]).value(1), 0);
        assert_eq!(graph(&[(1, 2), (2, 1)]).value(1), 0);
        // A loop is one edge.
        assert_eq!(graph(&[(1, 1)]).value(1), 1);
        // A double edge hanging on a stalk: the stalk alone.
        assert_eq!(graph(&[(1, 2), (2, 3), (3, 2)]).value(1), 1);
        // Edges away from the root do not count.
        assert_eq!(graph(&[(2, 3)]).value(1), 0);
    }

    #[test]
    fn a_path_of_100000_edges_needs_no_recursion() {
        let mut g = Graph::new();
        for v in 1..=100_000u64 {
            g.add_edge(v, v + 1);
        }
        // A path of n edges from its end is a heap of n; two arms cancel.
        assert_eq!(g.value(1), 100_000);
        assert_eq!(g.value(50_001), 0);
        assert_eq!(g.value(2), 1 ^ 99_999);
    }

    #[test]
    fn winning_cuts_agree_with_recomputing() {
        let shapes: [&[(u64, u64)]; 5] = [
            &[(1, 2), (2, 3), (2, 4), (3, 4)],
            &[(1, 2), (2, 3), (3, 4), (4, 5), (5, 2), (1, 6)],
            &[(1, 2), (1, 2), (2, 3), (3, 4), (4, 2), (1, 5), (5, 6)],
            &[(1, 2), (2, 3), (3, 1), (3, 4), (4, 5), (5, 3), (1, 1)],
            &[(1, 2), (2, 3), (1, 4), (4, 5), (5, 6), (4, 7)],
        ];
        for edges in shapes {
            let g = graph(edges);
            for target in 0..6 {
                let want: Vec<usize> = (0..edges.len())
                    .filter(|&e| g.value_without(1, e) == target)
                    .collect();
                assert_eq!(g.winning_cuts(1, target), want, "{edges:?} -> {target}");
            }
        }
    }

    /// The lower ends of the winning cuts are those of the edges whose
    /// removal (recomputed) leaves 0, each named by its node away from
    /// the root; a cycle is refused.
    #[test]
    fn winning_cut_nodes_name_the_subtrees_removed() {
        let trees: [&[(u64, u64)]; 4] = [
            &[(1, 4), (4, 3), (3, 2)],
            &[(1, 2), (1, 3), (1, 4)],
            &[(3, 4), (1, 5), (5, 3), (1, 6), (3, 2)],
            &[(2, 1), (2, 3), (1, 4), (4, 5), (5, 6), (4, 7)],
        ];
        for edges in trees {
            let g = graph(edges);
            let mut want: Vec<u64> = (0..edges.len())
                .filter(|&e| g.value_without(1, e) == 0)
                .map(|e| {
                    let (x, y) = edges[e];
                    // The end that falls with the cut: not joined to 1.
                    if g.attached(1, Some(e))
                        .iter()
                        .any(|&f| edges[f].0 == x || edges[f].1 == x)
                        || x == 1
                    {
                        y
                    } else {
                        x
                    }
                })
                .collect();
            want.sort_unstable();
            assert_eq!(g.winning_cut_nodes(1), Ok(want), "{edges:?}");
        }
        assert_eq!(
            graph(&[(1, 4), (4, 3), (3, 2)]).winning_cut_nodes(1),
            Ok(vec![4])
        );
        assert_eq!(graph(&[(1, 2), (1, 3)]).winning_cut_nodes(1), Ok(vec![]));
        let why = graph(&[(1, 2), (2, 3), (3, 1)])
            .winning_cut_nodes(1)
            .unwrap_err();
        assert!(why.contains("cycle"), "{why}");
    }

    #[test]
    fn misere_branches_are_heaps_and_the_rest_is_refused() {
        // A path of 3 and a single edge: heaps 3 and 1, the nim-sum 2 with
        // a heap above 1: won. Three single edges: an odd number of ones,
        // lost. No edge: the player to move has won.
        assert_eq!(
            graph(&[(1, 2), (2, 3), (3, 4), (1, 5)]).misere_first_wins(1),
            Ok(true)
        );
        assert_eq!(
            graph(&[(1, 2), (1, 3), (1, 4)]).misere_first_wins(1),
            Ok(false)
        );
        assert_eq!(Graph::new().misere_first_wins(1), Ok(true));
        // A triangle above a stalk is one branch worth 2 (fusion): won.
        let stalk = graph(&[(1, 2), (2, 3), (3, 4), (4, 2)]);
        assert_eq!(stalk.misere_branches(1), Ok(vec![(0, 2)]));
        // A triangle or a loop on the root, units, weight 0: refused.
        let why = graph(&[(1, 2), (2, 3), (3, 1)])
            .misere_branches(1)
            .unwrap_err();
        assert!(why.contains("cycle through the ground"), "{why}");
        assert!(graph(&[(1, 1), (1, 2)]).misere_branches(1).is_err());
        let mut units = Graph::new();
        units.set_weight(Weight::Units);
        units.add_weighted_edge(1, 2, 2);
        assert!(units.misere_branches(1).unwrap_err().contains("units"));
        let mut zero = Graph::new();
        zero.set_weight(Weight::Path);
        zero.add_weighted_edge(1, 2, 0);
        assert!(zero.misere_branches(1).unwrap_err().contains("weight 0"));
        // A path weight is a path: 3 edges, a heap of 3.
        let mut path = Graph::new();
        path.set_weight(Weight::Path);
        path.add_weighted_edge(1, 2, 3);
        assert_eq!(path.misere_branches(1), Ok(vec![(0, 3)]));
    }

    #[test]
    fn closes_cycle_sees_loops_and_paths() {
        let mut g = Graph::new();
        assert!(g.closes_cycle(5, 5));
        assert!(!g.closes_cycle(1, 2));
        g.add_edge(1, 2);
        g.add_edge(3, 4);
        assert!(g.closes_cycle(2, 1));
        assert!(!g.closes_cycle(2, 3));
        g.add_edge(2, 3);
        assert!(g.closes_cycle(1, 4));
    }
}
