//! `game = "hackenbush"`: green Hackenbush on a forest or a graph read from
//! the input (HDU 3197, LightOJ 1355), valued by [`crate::games::hackenbush`]
//! (the colon principle, the fusion principle, weighted edges).
//!
//! The input gives the graph one of two ways:
//! - `parents = "p"`: the i-th value of `p` is the parent of node
//!   `nodes + i`; a value equal to `root` (default `-1`) marks a node on
//!   the ground. All the ground is one vertex, so a forest is one rooted
//!   graph and its value the nim-sum of its trees'.
//! - `edges = "u v"`: the i-th values of `u` and `v` are an edge's ends, in
//!   either orientation; `root` (default: `nodes`) is the node on the
//!   ground. Cycles are valued by the fusion principle.
//!
//! `weights = "w"` gives each edge (or each parent link) a weight, which
//! `weight` says how to count: `"path"` (a path of w edges) or `"units"`
//! (w units coloured one a move, the edge falling with its last unit).

use super::toml::{Table, Value};
use super::{one_of, string, DescribeError};
use crate::error::Error;
use crate::explain::{Combine, Component};
use crate::format::Int;
use crate::games::hackenbush::{Graph, Weight};
use crate::games::Outcome;
use crate::scanner::Scanner;

/// The ground's label in the graph of a parent array: no node's.
const GROUND: u64 = u64::MAX;

/// The keys this family reads from `[game]`.
pub const KEYS: &[&str] = &["parents", "edges", "weights", "weight", "root", "nodes"];

/// A Hackenbush description's graph.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Forest {
    pub shape: Shape,
    /// The first node's number.
    pub nodes: u64,
    /// The name of the weights and how a weight counts.
    pub weights: Option<(&'static str, Weight)>,
    /// Misère play (`play = "misere"`: who cuts the last edge loses), set
    /// from the description's `play` once it is read.
    pub misere: bool,
}

/// How the input gives the graph.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Shape {
    /// The parent of each node in order; `root` is the value that marks a
    /// node on the ground (`None`: -1).
    Parents {
        list: &'static str,
        root: Option<u64>,
    },
    /// Edges by their two ends; `root` is the node on the ground.
    Edges { ends: [&'static str; 2], root: u64 },
}

impl Forest {
    /// The name whose values may be -1 (a parent list marking roots so).
    pub fn signed(&self) -> Option<&'static str> {
        match self.shape {
            Shape::Parents { list, root: None } => Some(list),
            _ => None,
        }
    }

    /// The names `gen` draws as a forest or a tree (a -1 root mark drawn
    /// as the format holds it, 2^64 - 1, and written `-1`).
    pub fn drawn(&self) -> super::generate::Tree {
        let mut tree = super::generate::Tree {
            nodes: self.nodes,
            ..Default::default()
        };
        match self.shape {
            Shape::Parents { list, root } => {
                tree.parents = Some((list, root.unwrap_or(u64::MAX)));
            }
            Shape::Edges { ends, .. } => tree.ends = Some(ends),
        }
        tree
    }

    /// The game in words (`show`, `list`).
    pub fn line(&self) -> String {
        let shape = match &self.shape {
            Shape::Parents { list, root } => format!(
                "green Hackenbush on a forest: the i-th node (from {}) hangs from the i-th {list}, {} marks a root",
                self.nodes,
                root.map_or("-1".to_string(), |r| r.to_string())
            ),
            Shape::Edges { ends, root } => format!(
                "green Hackenbush on the graph of the edges {} {}, rooted at {root}",
                ends[0], ends[1]
            ),
        };
        match self.weights {
            None => shape,
            Some((w, Weight::Path)) => format!("{shape}; an edge of weight {w} is a path of {w} edges"),
            Some((w, Weight::Units)) => format!(
                "{shape}; an edge of weight {w} is {w} units, one coloured a move, falling with its last"
            ),
        }
    }

    /// How the answers are known.
    pub fn evidence(&self) -> String {
        if self.misere {
            return misere_evidence(self.weights.is_some());
        }
        let base = "proved: the colon principle (an edge under a branch of value g is a Nim heap of g + 1, branches at a vertex add as a nim-sum; the ground is one vertex, so a forest is the nim-sum of its trees) and the fusion principle on cycles (Winning Ways, ch. 7)";
        match self.weights {
            None => base.to_string(),
            Some((_, Weight::Path)) => format!("{base}; an edge of weight w under a branch of value g is worth g + w"),
            Some((_, Weight::Units)) => format!(
                "{base}; an edge of w units under a branch of value g is worth g + 1 for w = 1 and g xor (w mod 2) for w >= 2 (induction on w and the branch); grundy refuses such an edge on a cycle"
            ),
        }
    }
}

/// Reads the family's keys from `[game]`.
pub fn parse(
    table: &Table,
    at: &Value,
    known: &dyn Fn(&Value, &str) -> Result<&'static str, DescribeError>,
) -> Result<Forest, DescribeError> {
    let nodes = match table.get("nodes") {
        Some(v) => number(v, "the first node's number")?,
        None => 0,
    };
    let names = |v: &Value| -> Result<Vec<&'static str>, DescribeError> {
        string(v)?.split_whitespace().map(|n| known(v, n)).collect()
    };
    let shape = match (table.get("parents"), table.get("edges")) {
        (Some(v), None) => {
            let [list] = names(v)?[..] else {
                return Err(DescribeError::at(v, "parents names one list: parents = \"p\""));
            };
            let root = match table.get("root") {
                None => None,
                Some(r) if string(r)? == "-1" => None,
                Some(r) => Some(number(r, "the parent value of a root (-1, or a number)")?),
            };
            Shape::Parents { list, root }
        }
        (None, Some(v)) => {
            let [u, w] = names(v)?[..] else {
                return Err(DescribeError::at(
                    v,
                    "edges names an edge's two ends: edges = \"u v\" (a weight is weights = \"w\")",
                ));
            };
            let root = match table.get("root") {
                None => nodes,
                Some(r) => number(r, "the root node's number")?,
            };
            Shape::Edges { ends: [u, w], root }
        }
        _ => {
            return Err(DescribeError::at(
                at,
                "game = \"hackenbush\" needs exactly one of parents = \"p\" (a parent array) or edges = \"u v\" (an edge list)",
            ))
        }
    };
    let weights = match (table.get("weights"), table.get("weight")) {
        (None, None) => None,
        (Some(v), Some(how)) => {
            let [name] = names(v)?[..] else {
                return Err(DescribeError::at(v, "weights names one list: weights = \"w\""));
            };
            let weight = match string(how)?.as_str() {
                "path" => Weight::Path,
                "units" => Weight::Units,
                other => return Err(one_of(how, other, &["path", "units"])),
            };
            Some((name, weight))
        }
        (Some(v), None) => {
            return Err(DescribeError::at(
                v,
                "weights needs weight = \"path\" (an edge of weight w is a path of w edges) or \"units\" (w units, one coloured a move, the edge falling with its last)",
            ))
        }
        (None, Some(v)) => {
            return Err(DescribeError::at(
                v,
                "weight says how the weights count: name them with weights = \"w\"",
            ))
        }
    };
    Ok(Forest {
        shape,
        nodes,
        weights,
        misere: false,
    })
}

/// A key's value as a number.
/// A number key of `[game]` (`nodes`, `root`), or what was expected.
pub(super) fn number(v: &Value, what: &str) -> Result<u64, DescribeError> {
    let text = string(v)?;
    super::layout::number(&text)
        .ok_or_else(|| DescribeError::at(v, format!("expected {what}, found \"{text}\"")))
}

/// What a case reader keeps of a parent array while reading it: the links
/// so far, to refuse one that closes a cycle at its token.
#[derive(Debug, Default)]
pub struct Reading {
    links: Graph,
    read: u64,
}

impl Reading {
    pub fn clear(&mut self) {
        self.links.clear();
        self.read = 0;
    }
}

/// Reads one token of `int`: a parent of a parent array (which may be -1,
/// stored as `u64::MAX`, and must not close a cycle), else a plain number.
pub fn read(
    forest: &Forest,
    reading: &mut Reading,
    int: &Int,
    input: &mut Scanner<'_>,
    words: &str,
) -> Result<u64, Error> {
    let Shape::Parents { list, root } = forest.shape else {
        return input.next_u64(words);
    };
    if int.name != list {
        return input.next_u64(words);
    }
    let node = forest.nodes.saturating_add(reading.read);
    let expected = format!(
        "{words}{} for node {node} that leads to a root (the parents must form a forest)",
        if root.is_none() { " (or -1)" } else { "" }
    );
    let mut value = 0;
    let links = &mut reading.links;
    let mut ok = |parent: u64| {
        if Some(parent) == root || (root.is_none() && parent == GROUND) {
            links.add_edge(node, GROUND);
            return true;
        }
        if parent == GROUND || node == GROUND || links.closes_cycle(node, parent) {
            return false;
        }
        links.add_edge(node, parent);
        true
    };
    if root.is_none() {
        let mut text = Vec::new();
        input.next_word(&expected, &mut text, |w| {
            let parsed = if w == b"-1" {
                Some(GROUND)
            } else if !w.is_empty() && w.len() <= 20 && w.iter().all(u8::is_ascii_digit) {
                std::str::from_utf8(w)
                    .ok()
                    .and_then(|s| s.parse::<u64>().ok())
                    .filter(|&v| v != GROUND)
            } else {
                None
            };
            match parsed {
                Some(p) if ok(p) => {
                    value = p;
                    true
                }
                _ => false,
            }
        })?;
    } else {
        value = input.next_u64_where(&expected, &mut ok)?;
    }
    reading.read += 1;
    Ok(value)
}

/// Whether the first player wins the case whose values `all` gives by
/// name, in reading order.
pub fn first_wins(forest: &Forest, all: &dyn Fn(&str) -> Vec<u64>) -> Result<bool, String> {
    let (graph, root) = graph_of(forest, all)?;
    if forest.misere {
        return graph.misere_first_wins(root);
    }
    graph.weighted_value(root).map(|g| g != 0)
}

/// The smallest node whose subtree is a winning removal (the lower end of
/// a winning cut, `ask = "smallest-winning-move"`), `None` when the case
/// is lost. Unweighted forests in normal play only (the description's
/// check refuses the rest before input is read).
pub fn smallest_winning_cut(
    forest: &Forest,
    all: &dyn Fn(&str) -> Vec<u64>,
) -> Result<Option<u64>, String> {
    let (graph, root) = graph_of(forest, all)?;
    Ok(graph.winning_cut_nodes(root)?.first().copied())
}

/// The graph of a case, rooted at the returned node (a parent array's
/// roots all the one ground vertex).
fn graph_of(forest: &Forest, all: &dyn Fn(&str) -> Vec<u64>) -> Result<(Graph, u64), String> {
    let mut graph = Graph::new();
    let weights = forest.weights.map(|(name, how)| {
        graph.set_weight(how);
        all(name)
    });
    let weight = |i: usize| -> Result<u64, String> {
        match &weights {
            None => Ok(1),
            Some(w) => w
                .get(i)
                .copied()
                .ok_or_else(|| format!("edge {} has no weight ({} weights read)", i + 1, w.len())),
        }
    };
    let root = match forest.shape {
        Shape::Parents { list, root } => {
            // A root is the ground itself (all the ground is one vertex):
            // its children hang from the ground.
            let parents = all(list);
            let grounded = |p: u64| Some(p) == root || (root.is_none() && p == GROUND);
            let label = |x: u64| {
                let root = x
                    .checked_sub(forest.nodes)
                    .and_then(|i| parents.get(usize::try_from(i).ok()?))
                    .is_some_and(|&p| grounded(p));
                if root {
                    GROUND
                } else {
                    x
                }
            };
            for (i, &parent) in parents.iter().enumerate() {
                if !grounded(parent) {
                    let node = forest.nodes.saturating_add(i as u64);
                    graph.add_weighted_edge(label(node), label(parent), weight(i)?);
                }
            }
            GROUND
        }
        Shape::Edges { ends, root } => {
            let (us, vs) = (all(ends[0]), all(ends[1]));
            for (i, (&u, &v)) in us.iter().zip(&vs).enumerate() {
                graph.add_weighted_edge(u, v, weight(i)?);
            }
            root
        }
    };
    Ok((graph, root))
}

/// Why a Hackenbush description cannot ask for the smallest winning cut,
/// if it cannot (the description's check, before input is read).
pub fn no_smallest_cut(forest: &Forest) -> Option<&'static str> {
    if forest.misere {
        return Some("the smallest winning cut of a misere forest is a feature grundy lacks: it is answered in normal play (who cannot cut loses)");
    }
    if forest.weights.is_some() {
        return Some("the smallest winning cut of weighted edges is a feature grundy lacks: a cut is named by its lower node on unweighted edges only");
    }
    None
}

/// The most edges of the forests on which every misère answer was checked
/// against a search of the game's positions (`tests/rules/hackenbush_misere.rs`
/// enumerates all of them; the test reads this constant).
pub const MISERE_CHECKED_EDGES: usize = 11;

/// How misère answers are known (`show`, explain, the command).
fn misere_evidence(weights: bool) -> String {
    let path = if weights {
        "; an edge of weight w is a path of w edges (weight = \"units\" is refused: no theorem grundy knows values it)"
    } else {
        ""
    };
    format!(
        "proved: under misere play each branch at the ground (an edge on the ground and all that hangs above it) is a Nim heap of its colon-principle value (Lo, Misere Hackenbush Flowers, 2013: a green Hackenbush position with one edge on the ground is equivalent to a Nim heap), so the forest is misere Nim on its branches (Bouton: as Nim while a branch is worth more than 1, else the player to move wins on an even number of branches of 1); not the SJ theorem over whole trees, which a tree of two paths of 2 refutes; checked against a search of the positions on every forest of up to {MISERE_CHECKED_EDGES} edges; a cycle through the ground is refused{path}"
    )
}

/// A forest's standing edges `(u, v, weight)` as one graph rooted at the
/// ground: every node of `ground` becomes the one ground vertex (a parent
/// array's roots), which is returned with the graph.
fn ground_graph(forest: &Forest, ground: &[u64], edges: &[(u64, u64, u64)]) -> (Graph, u64) {
    let root = match forest.shape {
        Shape::Edges { root, .. } => root,
        Shape::Parents { .. } => GROUND,
    };
    let on_ground = |x: u64| if ground.contains(&x) { root } else { x };
    let mut graph = Graph::new();
    if let Some((_, how)) = forest.weights {
        graph.set_weight(how);
    }
    for &(u, v, w) in edges {
        graph.add_weighted_edge(on_ground(u), on_ground(v), w);
    }
    (graph, root)
}

/// Whether the player to move wins a misère forest (explain and play:
/// the edges still standing, `ground` its nodes on the ground).
pub fn misere_wins(
    forest: &Forest,
    ground: &[u64],
    edges: &[(u64, u64, u64)],
) -> Result<bool, String> {
    let (graph, root) = ground_graph(forest, ground, edges);
    graph.misere_first_wins(root)
}

/// The smallest lower end of a winning cut of the edges still standing
/// (explain and play, `ground` the nodes on the ground), `None` when none
/// wins: the same finder as the command's.
pub fn smallest_cut_standing(
    forest: &Forest,
    ground: &[u64],
    edges: &[(u64, u64, u64)],
) -> Result<Option<u64>, String> {
    let (graph, root) = ground_graph(forest, ground, edges);
    Ok(graph.winning_cut_nodes(root)?.first().copied())
}

/// explain's account of a misère forest: each branch at the ground a
/// component worth its heap, combined by Bouton's misère rule.
pub fn misere_parts(
    forest: &Forest,
    ground: &[u64],
    edges: &[(u64, u64, u64)],
) -> Result<(Vec<Component>, Combine, Outcome), String> {
    let (graph, root) = ground_graph(forest, ground, edges);
    let branches = graph.misere_branches(root)?;
    let components = branches
        .iter()
        .map(|&(e, heap)| Component {
            name: format!(
                "the branch on the edge {}-{} (it and all above it)",
                edges[e].0, edges[e].1
            ),
            grundy: Some(heap),
            reason: "colon principle; a Nim heap under misere play too (Lo)".into(),
        })
        .collect();
    let heaps: Vec<u64> = branches.iter().map(|b| b.1).collect();
    let mut combine = crate::explain::nim::combine_misere(&heaps, "heap");
    combine.rule.insert(
        0,
        "each branch at the ground meets it in one edge: under misere play it is a Nim heap of its colon-principle value (Lo 2013), so the forest is misere Nim on its branches".into(),
    );
    let outcome = Outcome::from_next_wins(graph.misere_first_wins(root)?);
    Ok((components, combine, outcome))
}
