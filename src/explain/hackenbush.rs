//! What the Green Hackenbush explanations share (hdu3094, agc017d,
//! poj3710): a picture written as its edges, a cut, and the picture a cut
//! leaves; and the whole account of a tree rooted at 1, which the tree
//! judges share.

use crate::explain::{
    bounded, bouton, nums, verdict, Account, Accounts, Combine, Component, Example, Move, Play,
    Step, Word,
};
use crate::games::hackenbush::Graph;
use crate::games::Outcome;

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

/// Every cut of a tree rooted at 1 written as its edges in pairs, by
/// edge in the order given.
pub const TREE_PLAY: Play = Play {
    moves: |w, limit| {
        let mut tree = Graph::new();
        for pair in crate::explain::numbers(w).chunks(2) {
            if let [i, j] = pair {
                tree.add_edge(*i, *j);
            }
        }
        let kept = bounded(tree.attached(1, None), limit)?;
        Some(kept.into_iter().map(|e| shown(&tree, e)).collect())
    },
    misere: false,
};

/// The edges of `tree` as words, its vertices renumbered 1, 2, ... in
/// their order (a judge's tree on N vertices uses all of 1..=N, so the
/// vertices that fell leave no gaps; the root stays 1).
fn tree_words(tree: &Graph) -> Vec<Word> {
    let edges: Vec<(u64, u64)> = tree.edges().collect();
    let mut labels: Vec<u64> = edges.iter().flat_map(|&(i, j)| [i, j]).collect();
    labels.push(1);
    labels.sort_unstable();
    labels.dedup();
    let rank = |v: u64| labels.binary_search(&v).map_or(v, |r| r as u64 + 1);
    let renumbered: Vec<u64> = edges
        .iter()
        .flat_map(|&(i, j)| [rank(i), rank(j)])
        .collect();
    nums(&renumbered)
}

/// The account of a tree rooted at 1 (the tree judges': hdu3094, agc017d):
/// the branches at the root by the colon principle, and every winning cut
/// with the tree it leaves, in the judge's `words` (first player, second).
pub fn tree_account(case: u64, tree: &Graph, accounts: &Accounts, words: [&str; 2]) -> Account {
    let g = tree.value(1);
    let outcome = Outcome::of_grundy(g);
    let mut moves = accounts.moves_of(tree.winning_cuts(1, 0), |e| shown(tree, e));
    if moves.count == 0 {
        moves.example = some_cut(tree, 1).map(|first| {
            let left = after_cut(tree, 1, first);
            Example {
                first: shown(tree, first),
                reply: left.winning_cuts(1, 0).first().map(|&r| shown(&left, r)),
            }
        });
    }
    let (branches, _) = tree.root_branches(1);
    let components = branches
        .iter()
        .map(|&(_, child, gc)| Component {
            name: format!("the edge 1-{child} with the subtree above {child}"),
            grundy: Some(gc + 1),
            reason: format!("colon principle: g({child}) + 1 = {gc} + 1"),
        })
        .collect();
    Account {
        words: tree_words(tree),
        case,
        part: None,
        position: picture(tree, 1, None),
        game: format!(
            "Green Hackenbush on a tree of {} rooted at 1: cut an edge, and what no longer reaches the root falls; whoever cannot cut loses",
            crate::explain::counted(tree.edge_count() as u64, "edge")
        ),
        components,
        combine: Combine {
            nim_sum: true,
            rule: vec![
                "each branch at the root is a Nim heap of (its top vertex's value) + 1, where g(v) = XOR over the children c of (g(c) + 1) and a leaf is 0".into(),
                bouton(g),
            ],
        },
        verdict: verdict(
            outcome,
            words,
            [&format!("{}, who moves first, wins", words[0]), &format!("{} wins", words[1])],
        ),
        moves,
    }
}

/// The cut of edge `e`: the tree left in words (renumbered), and its
/// value.
fn shown(tree: &Graph, e: usize) -> Move {
    let left = after_cut(tree, 1, e);
    Move {
        step: Step::new("cut", tree_words(&left)).worth(left.value(1)),
        text: cut(tree, 1, e),
        before: picture(tree, 1, None),
        after: picture(tree, 1, Some(e)),
    }
}
