//! `game = "tokens"`: tokens on a directed graph read from the case (UVa
//! 11927's kind; HDU 1524 ships as code). A move slides one token along
//! an edge; who cannot move loses.
//!
//! `edges = "u v"` names an edge's two ends, from u to v. The tokens are
//! either `tokens = "t"`, the node of each token (a node may hold several),
//! or `counts = "c"`, the i-th value the number of tokens on node
//! `nodes + i`. A node is worth the mex of its successors' values (the
//! Sprague-Grundy theorem: each token is a game of its own), a position
//! the nim-sum of its tokens' nodes. A graph with a cycle is refused at
//! the case: a token could move for ever, and values are not defined.

use super::toml::{Table, Value};
use super::{string, DescribeError};
use crate::games::mex::mex;
use std::collections::{HashMap, HashSet};

/// The keys this family reads from `[game]`.
pub const KEYS: &[&str] = &["edges", "tokens", "counts", "nodes"];

/// Where the tokens stand.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Stand {
    /// Each value the node of one token.
    At(&'static str),
    /// The i-th value the tokens on node `nodes + i`.
    Counts(&'static str),
}

/// A tokens-on-a-graph description.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Tokens {
    /// An edge's two ends, from the first to the second.
    pub ends: [&'static str; 2],
    pub stand: Stand,
    /// The first node's number (for `counts`).
    pub nodes: u64,
}

impl Tokens {
    /// The game in words (`show`, `list`).
    pub fn line(&self) -> String {
        let [u, v] = self.ends;
        let stand = match self.stand {
            Stand::At(t) => format!("a token on each node {t}"),
            Stand::Counts(c) => format!("{c} tokens on node {} + i for the i-th {c}", self.nodes),
        };
        format!("tokens on the directed graph of the edges {u} -> {v}, {stand}: a move slides one token along an edge")
    }

    /// How the answers are known.
    pub fn evidence(&self) -> String {
        "proved: the Sprague-Grundy theorem: each token is a game of its own, a node is worth the mex of its successors' values (computed on the case's graph, which must have no cycle), and a position the nim-sum of its tokens' nodes".to_string()
    }

    /// The names `gen` draws as edges without a cycle (each from the
    /// larger node to the smaller).
    pub fn drawn(&self) -> super::generate::Tree {
        super::generate::Tree {
            arcs: Some(self.ends),
            nodes: self.nodes,
            ..Default::default()
        }
    }
}

/// Reads the family's keys from `[game]`.
pub fn parse(
    table: &Table,
    at: &Value,
    known: &dyn Fn(&Value, &str) -> Result<&'static str, DescribeError>,
) -> Result<Tokens, DescribeError> {
    let names = |v: &Value| -> Result<Vec<&'static str>, DescribeError> {
        string(v)?.split_whitespace().map(|n| known(v, n)).collect()
    };
    let Some(e) = table.get("edges") else {
        return Err(DescribeError::at(
            at,
            "game = \"tokens\" needs edges = \"u v\", the names of an edge's two ends (from u to v)",
        ));
    };
    let [u, v] = names(e)?[..] else {
        return Err(DescribeError::at(
            e,
            "edges names an edge's two ends: edges = \"u v\" (from u to v)",
        ));
    };
    let one = |v: &Value, key: &str| -> Result<&'static str, DescribeError> {
        match names(v)?[..] {
            [name] => Ok(name),
            _ => Err(DescribeError::at(
                v,
                format!("{key} names one list: {key} = \"t\""),
            )),
        }
    };
    let stand = match (table.get("tokens"), table.get("counts")) {
        (Some(t), None) => Stand::At(one(t, "tokens")?),
        (None, Some(c)) => Stand::Counts(one(c, "counts")?),
        _ => {
            return Err(DescribeError::at(
                at,
                "game = \"tokens\" needs exactly one of tokens = \"t\" (the node of each token) or counts = \"c\" (the tokens on each node)",
            ))
        }
    };
    let nodes = match table.get("nodes") {
        None => 0,
        Some(n) => super::forest::number(n, "the first node's number")?,
    };
    Ok(Tokens {
        ends: [u, v],
        stand,
        nodes,
    })
}

/// A case's graph: each node's successors and each node's value, what
/// the answer, `explain` and `play` all read.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Graph {
    /// Each node's successors, each once, in the order the edges list them.
    next: HashMap<u64, Vec<u64>>,
    /// Each node an edge names, its value; every other node's is 0.
    value: HashMap<u64, u64>,
    /// How many edges the case lists.
    pub edges: usize,
}

impl Graph {
    /// The graph of `edges` (from, to); `Err` names a node on a cycle.
    pub fn of(edges: &[(u64, u64)]) -> Result<Graph, String> {
        let mut next: HashMap<u64, Vec<u64>> = HashMap::new();
        let mut seen = HashSet::with_capacity(edges.len());
        for &(u, v) in edges {
            if seen.insert((u, v)) {
                next.entry(u).or_default().push(v);
            }
        }
        Ok(Graph {
            value: values(edges)?,
            next,
            edges: edges.len(),
        })
    }

    /// A node's value: the mex of its successors' (0 for a node no edge
    /// leaves).
    pub fn value(&self, node: u64) -> u64 {
        self.value.get(&node).copied().unwrap_or(0)
    }

    /// A node's successors, each once.
    pub fn next(&self, node: u64) -> &[u64] {
        self.next.get(&node).map_or(&[][..], |v| &v[..])
    }

    /// Every node an edge names, from the smallest.
    pub fn nodes(&self) -> Vec<u64> {
        let mut all: Vec<u64> = self.value.keys().copied().collect();
        all.sort_unstable();
        all
    }
}

/// Each node's value, the mex of its successors' (depth first, by an
/// explicit stack: a path of 10^5 edges is no recursion); `Err` names a
/// node on a cycle.
pub fn values(edges: &[(u64, u64)]) -> Result<HashMap<u64, u64>, String> {
    let mut next: HashMap<u64, Vec<u64>> = HashMap::new();
    for &(u, v) in edges {
        next.entry(u).or_default().push(v);
    }
    let mut g: HashMap<u64, u64> = HashMap::new();
    let mut open: HashSet<u64> = HashSet::new();
    let empty = Vec::new();
    for &(start, _) in edges {
        if g.contains_key(&start) {
            continue;
        }
        // (node, how many of its successors are done)
        let mut stack = vec![(start, 0usize)];
        open.insert(start);
        while let Some(&(node, i)) = stack.last() {
            let succ = next.get(&node).unwrap_or(&empty);
            if let Some(&w) = succ.get(i) {
                if let Some(top) = stack.last_mut() {
                    top.1 += 1;
                }
                if g.contains_key(&w) {
                    continue;
                }
                if open.contains(&w) {
                    return Err(format!(
                        "the edges close a cycle through node {w}: a token could move for ever; grundy answers graphs without cycles"
                    ));
                }
                open.insert(w);
                stack.push((w, 0));
                continue;
            }
            g.insert(node, mex(succ.iter().map(|w| g[w])));
            open.remove(&node);
            stack.pop();
        }
    }
    Ok(g)
}

impl Tokens {
    /// The node whose count is the i-th value of `counts`.
    pub fn counted_node(&self, i: usize) -> u64 {
        self.nodes.saturating_add(i as u64)
    }

    /// The nim-sum of a position: `stand` each token's node (`tokens`) or
    /// each node's count (`counts`; an even count cancels).
    pub fn nim_sum(&self, graph: &Graph, stand: &[u64]) -> u64 {
        match self.stand {
            Stand::At(_) => stand.iter().fold(0, |x, &n| x ^ graph.value(n)),
            Stand::Counts(_) => stand
                .iter()
                .enumerate()
                .filter(|(_, c)| *c % 2 == 1)
                .fold(0, |x, (i, _)| x ^ graph.value(self.counted_node(i))),
        }
    }
}

/// The case whose values `all` gives by name, in reading order: its graph,
/// and where its tokens stand (each token's node, or each node's count).
pub fn read(t: &Tokens, all: &dyn Fn(&str) -> Vec<u64>) -> Result<(Graph, Vec<u64>), String> {
    let (from, to) = (all(t.ends[0]), all(t.ends[1]));
    if from.len() != to.len() {
        return Err(format!(
            "{} values of {} but {} of {}",
            from.len(),
            t.ends[0],
            to.len(),
            t.ends[1]
        ));
    }
    let edges: Vec<(u64, u64)> = from.into_iter().zip(to).collect();
    let graph = Graph::of(&edges)?;
    let stand = match t.stand {
        Stand::At(name) | Stand::Counts(name) => all(name),
    };
    if let Stand::Counts(name) = t.stand {
        // Every node has a count: an edge past them means the counts were
        // read from the wrong first node, which would answer another game.
        let last = t.nodes.saturating_add(stand.len() as u64);
        if let Some(&(u, v)) = edges
            .iter()
            .find(|&&(u, v)| [u, v].iter().any(|&x| x < t.nodes || x >= last))
        {
            let outside = if u < t.nodes || u >= last { u } else { v };
            return Err(format!(
                "the edge {u} {v} names node {outside}, which has no count: the {} values of {name} count the tokens on nodes {} to {} (`nodes` says the first)",
                stand.len(),
                t.nodes,
                last.saturating_sub(1)
            ));
        }
    }
    Ok((graph, stand))
}

/// Whether the first player wins the case whose values `all` gives by
/// name, in reading order.
pub fn first_wins(t: &Tokens, all: &dyn Fn(&str) -> Vec<u64>) -> Result<bool, String> {
    let (graph, stand) = read(t, all)?;
    Ok(t.nim_sum(&graph, &stand) != 0)
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A chain 1 -> 2 -> 3 and 1 -> 3: g(3) = 0, g(2) = 1, g(1) = 2; a
    /// cycle is refused by name.
    #[test]
    fn values_are_the_mex_of_the_successors_and_a_cycle_is_refused() {
        let g = values(&[(1, 2), (2, 3), (1, 3)]).unwrap();
        assert_eq!((g[&1], g[&2], g[&3]), (2, 1, 0));
        let e = values(&[(1, 2), (2, 3), (3, 1)]).unwrap_err();
        assert!(e.contains("cycle"), "{e}");
        assert!(values(&[(4, 4)]).unwrap_err().contains("node 4"));
    }

    /// A graph's successors are distinct, in the order the edges first
    /// list them; a node no edge names is worth 0; under counts an even
    /// count cancels and the i-th count is node `nodes + i`.
    #[test]
    fn a_graph_lists_each_successor_once_and_counts_cancel_in_pairs() {
        let g = Graph::of(&[(1, 3), (1, 2), (1, 3), (2, 3)]).unwrap();
        assert_eq!(g.next(1), [3, 2]);
        assert_eq!(g.next(3), [] as [u64; 0]);
        assert_eq!(g.nodes(), [1, 2, 3]);
        assert_eq!(
            (g.value(1), g.value(2), g.value(3), g.value(9)),
            (2, 1, 0, 0)
        );
        assert_eq!(g.edges, 4);
        let counts = Tokens {
            ends: ["u", "v"],
            stand: Stand::Counts("c"),
            nodes: 1,
        };
        // Nodes 1, 2, 3 hold 2, 1, 3 tokens: 1 ^ 0.
        assert_eq!(counts.nim_sum(&g, &[2, 1, 3]), 1);
        assert_eq!(counts.nim_sum(&g, &[1, 1, 0]), 3);
        let at = Tokens {
            stand: Stand::At("t"),
            ..counts
        };
        assert_eq!(at.nim_sum(&g, &[1, 1, 2, 9]), 1);
    }

    /// Under counts every node an edge names has a count: nodes 1..3 with
    /// an edge to 4 (or from 0) are refused, naming the node, rather than
    /// answered as a graph whose counts sit one node off.
    #[test]
    fn an_edge_past_the_counted_nodes_is_refused() {
        let t = Tokens {
            ends: ["u", "v"],
            stand: Stand::Counts("c"),
            nodes: 1,
        };
        let case = |u: Vec<u64>, v: Vec<u64>| {
            move |name: &str| match name {
                "u" => u.clone(),
                "v" => v.clone(),
                _ => vec![1, 0, 1],
            }
        };
        assert!(read(&t, &case(vec![1, 2], vec![2, 3])).is_ok());
        let e = read(&t, &case(vec![1, 3], vec![2, 4])).unwrap_err();
        assert!(
            e.contains("node 4, which has no count") && e.contains("nodes 1 to 3"),
            "{e}"
        );
        let e = read(&t, &case(vec![0], vec![2])).unwrap_err();
        assert!(e.contains("node 0,"), "{e}");
    }
}
