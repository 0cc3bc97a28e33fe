//! Tokens on a directed acyclic graph (HDU 1524 / POJ 2425, A Chess Game):
//! a move slides one token along an edge; whoever cannot move loses.
//!
//! One token on a node is the game whose options are the node's
//! out-neighbours, so its Grundy value is `g(v) = mex { g(w) : v -> w }`
//! (0 at a sink), and several tokens are a sum: XOR their values
//! (Sprague-Grundy). Values are found sinks first (Kahn's order on the
//! reversed edges), with no recursion; a cycle, which would make the game
//! endless, is found instead and returned.

use crate::games::mex::mex;

/// A graph on nodes `0..n` given by each node's out-list, in the order
/// added (repeats allowed).
#[derive(Clone, Debug, Default)]
pub struct Dag {
    /// `targets[start[v]..start[v + 1]]` is node v's out-list.
    start: Vec<usize>,
    targets: Vec<usize>,
}

impl Dag {
    pub fn new() -> Dag {
        Dag {
            start: vec![0],
            targets: Vec::new(),
        }
    }

    /// Forgets every node, keeping the memory.
    pub fn clear(&mut self) {
        self.start.clear();
        self.start.push(0);
        self.targets.clear();
    }

    /// Adds an edge from the node being listed (the one after the last
    /// [`Dag::end_node`]) to `target`.
    pub fn push_edge(&mut self, target: usize) {
        self.targets.push(target);
    }

    /// Ends the out-list of the node being listed.
    pub fn end_node(&mut self) {
        self.start.push(self.targets.len());
    }

    /// How many nodes are listed.
    pub fn nodes(&self) -> usize {
        self.start.len() - 1
    }

    /// Node `v`'s out-list.
    pub fn out(&self, v: usize) -> &[usize] {
        &self.targets[self.start[v]..self.start[v + 1]]
    }

    /// Every node's Grundy value; or, when the graph has a cycle, the
    /// nodes of one cycle in the order of its edges (the game is then not
    /// finite). Every target must be below [`Dag::nodes`].
    ///
    /// # Complexity
    /// O(n + e), with no recursion.
    ///
    /// # Example
    /// ```
    /// use grundy::games::dag::Dag;
    /// // The official sample's first graph: 0 -> 1, 2; 2 -> 3.
    /// let mut dag = Dag::new();
    /// for list in [&[1, 2][..], &[], &[3], &[]] {
    ///     list.iter().for_each(|&t| dag.push_edge(t));
    ///     dag.end_node();
    /// }
    /// assert_eq!(dag.grundy(), Ok(vec![2, 0, 1, 0]));
    /// ```
    pub fn grundy(&self) -> Result<Vec<u64>, Vec<usize>> {
        let n = self.nodes();
        // Reversed edges in compressed rows.
        let mut rstart = vec![0usize; n + 1];
        for &t in &self.targets {
            rstart[t + 1] += 1;
        }
        for v in 0..n {
            rstart[v + 1] += rstart[v];
        }
        let mut fill = rstart.clone();
        let mut sources = vec![0usize; self.targets.len()];
        for v in 0..n {
            for &t in self.out(v) {
                sources[fill[t]] = v;
                fill[t] += 1;
            }
        }
        let mut left: Vec<usize> = (0..n).map(|v| self.out(v).len()).collect();
        let mut ready: Vec<usize> = (0..n).filter(|&v| left[v] == 0).collect();
        let mut g = vec![0u64; n];
        let mut done = 0;
        while let Some(v) = ready.pop() {
            g[v] = mex(self.out(v).iter().map(|&w| g[w]));
            done += 1;
            for &u in &sources[rstart[v]..rstart[v + 1]] {
                left[u] -= 1;
                if left[u] == 0 {
                    ready.push(u);
                }
            }
        }
        if done == n {
            return Ok(g);
        }
        // Every node not done has an edge to another node not done: walk
        // them until a node repeats.
        let mut seen = vec![usize::MAX; n];
        let mut walk = Vec::new();
        let mut v = (0..n).find(|&v| left[v] > 0).unwrap_or(0);
        while seen[v] == usize::MAX {
            seen[v] = walk.len();
            walk.push(v);
            v = self
                .out(v)
                .iter()
                .copied()
                .find(|&w| left[w] > 0)
                .unwrap_or(v);
        }
        Err(walk.split_off(seen[v]))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn dag(lists: &[&[usize]]) -> Dag {
        let mut dag = Dag::new();
        for list in lists {
            list.iter().for_each(|&t| dag.push_edge(t));
            dag.end_node();
        }
        dag
    }

    #[test]
    fn official_sample_graphs() {
        assert_eq!(
            dag(&[&[1, 2], &[], &[3], &[]]).grundy(),
            Ok(vec![2, 0, 1, 0])
        );
        // Edges to smaller labels: 0 -> 1 -> 2.
        assert_eq!(dag(&[&[1], &[2], &[], &[]]).grundy(), Ok(vec![0, 1, 0, 0]));
    }

    #[test]
    fn a_complete_dag_reaches_n_minus_1_and_repeats_do_not_matter() {
        let lists: Vec<Vec<usize>> = (0..50).map(|v| (v + 1..50).rev().collect()).collect();
        let refs: Vec<&[usize]> = lists.iter().map(|l| &l[..]).collect();
        let g = dag(&refs).grundy().unwrap();
        assert_eq!(g, (0..50).rev().collect::<Vec<u64>>());
        assert_eq!(dag(&[&[1, 1, 1], &[]]).grundy(), Ok(vec![1, 0]));
    }

    #[test]
    fn a_long_chain_needs_no_recursion() {
        let lists: Vec<Vec<usize>> = (0..200_000).map(|v| vec![v + 1]).chain([vec![]]).collect();
        let refs: Vec<&[usize]> = lists.iter().map(|l| &l[..]).collect();
        let g = dag(&refs).grundy().unwrap();
        assert_eq!(g[0], 0);
        assert_eq!(g[1], 1);
    }

    #[test]
    fn cycles_are_found() {
        assert_eq!(dag(&[&[0]]).grundy(), Err(vec![0]));
        let c = dag(&[&[1], &[2, 3], &[], &[1]]).grundy().unwrap_err();
        assert_eq!(c, vec![1, 3]);
        assert!(dag(&[&[2], &[0], &[1], &[]]).grundy().is_err());
    }
}
