//! What the Green Hackenbush explanations share (hdu3094, poj3710): a
//! picture written as its edges, a cut, and the picture a cut leaves.

use crate::games::hackenbush::Graph;

/// The edges of `graph` still attached to `root` once `cut` is cut, as
/// `1-2, 2-3` in the order given, or `no edges`.
pub fn picture(graph: &Graph, root: u64, cut: Option<usize>) -> String {
    let all: Vec<(u64, u64)> = graph.edges().collect();
    let kept: Vec<String> = graph
        .attached(root, cut)
        .into_iter()
        .map(|e| format!("{}-{}", all[e].0, all[e].1))
        .collect();
    if kept.is_empty() {
        "no edges".into()
    } else {
        kept.join(", ")
    }
}

/// The graph left once edge `cut` is cut: the edges still attached to
/// `root`, in the order given.
pub fn after_cut(graph: &Graph, root: u64, cut: usize) -> Graph {
    let all: Vec<(u64, u64)> = graph.edges().collect();
    let mut left = Graph::new();
    for e in graph.attached(root, Some(cut)) {
        left.add_edge(all[e].0, all[e].1);
    }
    left
}

/// `cut the edge 2-3` (and how many edges fall with it).
pub fn cut(graph: &Graph, root: u64, cut: usize) -> String {
    let (x, y) = graph.edges().nth(cut).unwrap_or((0, 0));
    let before = graph.attached(root, None).len();
    let falling = before - 1 - graph.attached(root, Some(cut)).len();
    match falling {
        0 => format!("cut the edge {x}-{y}"),
        1 => format!("cut the edge {x}-{y} (1 more edge falls)"),
        k => format!("cut the edge {x}-{y} ({k} more edges fall)"),
    }
}

/// Some cut of a picture with edges: the last edge still attached.
pub fn some_cut(graph: &Graph, root: u64) -> Option<usize> {
    graph.attached(root, None).last().copied()
}
