//! LightOJ 1355 (a tree whose edges are stacks of units) from the rules: a
//! position is the number of uncoloured units on each edge; a move colours
//! one unit of an edge that has one left and is reached from the root
//! through edges that are not fully coloured. Random trees of up to 6 nodes
//! with weights up to 5, their labels shuffled and edges turned.

use crate::assert_lines;
use crate::search::{Next, Rng, Search};

/// A tree: node k > 0 hangs from `parent[k - 1] < k` by an edge of
/// `weight[k - 1]` units.
#[derive(Clone, Debug)]
pub struct Tree {
    pub parent: Vec<usize>,
    pub weight: Vec<u64>,
}

/// Every position one colouring reaches from `left` (units per edge).
fn moves(tree: &Tree, left: &[u64]) -> Vec<Vec<u64>> {
    let reached = |k: usize| {
        // Node k (> 0) is reached when every edge above it has a unit left.
        let mut v = k;
        while v > 0 {
            if left[v - 1] == 0 {
                return false;
            }
            v = tree.parent[v - 1];
        }
        true
    };
    (0..left.len())
        .filter(|&e| left[e] > 0 && reached(tree.parent[e]))
        .map(|e| {
            let mut next = left.to_vec();
            next[e] -= 1;
            next
        })
        .collect()
}

/// A random tree of 2 to `most` nodes, weights 1 to `heaviest`.
pub fn random_tree(rng: &mut Rng, most: u64, heaviest: u64) -> Tree {
    let n = rng.range(2, most) as usize;
    Tree {
        parent: (1..n)
            .map(|k| rng.range(0, k as u64 - 1) as usize)
            .collect(),
        weight: (1..n).map(|_| rng.range(1, heaviest)).collect(),
    }
}

/// The tree as the judge writes it, nodes relabelled (0 stays the root,
/// `base` added to every label) and edges turned and shuffled.
pub fn written(tree: &Tree, base: u64, rng: &mut Rng) -> Vec<(u64, u64, u64)> {
    let n = tree.parent.len() + 1;
    let mut label: Vec<u64> = (0..n as u64).collect();
    for i in (2..n).rev() {
        label.swap(i, rng.range(1, i as u64) as usize);
    }
    let mut edges: Vec<(u64, u64, u64)> = (1..n)
        .map(|k| {
            let (a, b) = (label[k] + base, label[tree.parent[k - 1]] + base);
            let w = tree.weight[k - 1];
            if rng.one_in(2) {
                (a, b, w)
            } else {
                (b, a, w)
            }
        })
        .collect();
    for i in (1..edges.len()).rev() {
        edges.swap(i, rng.range(0, i as u64) as usize);
    }
    edges
}

/// Whether the first player wins `tree`, by the search.
pub fn first_wins(tree: &Tree) -> bool {
    let mut search = Search::normal(|left: &Vec<u64>| {
        moves(tree, left)
            .into_iter()
            .map(Next::To)
            .collect::<Vec<_>>()
    });
    search.mover_wins(&tree.weight)
}

#[test]
fn the_statements_example() {
    // 0-1 and 1-2 of one unit, 0-3 of two: Emily wins.
    let tree = Tree {
        parent: vec![0, 1, 0],
        weight: vec![1, 1, 2],
    };
    assert!(first_wins(&tree));
    assert_lines(
        "lightoj1355",
        "1\n4\n0 1 1\n1 2 1\n0 3 2\n",
        &["Case 1: Emily".into()],
    );
}

#[test]
fn seeded_random_weighted_trees() {
    let mut rng = Rng::new(1355);
    let mut input = String::new();
    let mut expected = Vec::new();
    let count = 400;
    input += &format!("{count}\n");
    for i in 0..count {
        let tree = random_tree(&mut rng, 6, if i % 2 == 0 { 3 } else { 5 });
        let edges = written(&tree, 0, &mut rng);
        input += &format!("{}\n", edges.len() + 1);
        for (u, v, w) in edges {
            input += &format!("{u} {v} {w}\n");
        }
        let word = if first_wins(&tree) { "Emily" } else { "Jolly" };
        expected.push(format!("Case {}: {word}", i + 1));
    }
    assert!(expected.iter().any(|w| w.ends_with("Emily")));
    assert!(expected.iter().any(|w| w.ends_with("Jolly")));
    assert_lines("lightoj1355", &input, &expected);
}

#[test]
fn heavy_weights_past_the_bounds() {
    // A single edge of w units is coloured one unit a move, whoever plays:
    // the first player wins exactly when w is odd (the search for small w;
    // 10^9 and 2^64 - 1 from the same rule).
    for w in 1..=9u64 {
        let tree = Tree {
            parent: vec![0],
            weight: vec![w],
        };
        assert_eq!(first_wins(&tree), w % 2 == 1, "w = {w}");
    }
    // Two equal arms from the root lose by the mirror strategy.
    let input =
        "3\n2\n0 1 1000000000\n2\n1 0 18446744073709551615\n3\n0 1 1000000000\n2 0 1000000000\n";
    assert_lines(
        "lightoj1355",
        input,
        &[
            "Case 1: Jolly".into(),
            "Case 2: Emily".into(),
            "Case 3: Jolly".into(),
        ],
    );
}

/// What `gen` draws is a tree (n - 1 edges joining every node to node 0),
/// and grundy's answers to it are the search's.
#[test]
fn generated_cases_are_trees_answered_as_the_search_answers() {
    use grundy::testdata::Scale;
    let p = grundy::registry::entry("lightoj1355").expect("registered");
    for seed in 0..20 {
        let cases = (p.tools.generate)(&mut Rng::new(seed), Scale::Tiny, 6);
        let input = (p.tools.write)(&cases);
        let mut numbers = input
            .split_ascii_whitespace()
            .map(|t| t.parse::<u64>().unwrap());
        let t = numbers.next().unwrap();
        let mut expected = Vec::new();
        for i in 0..t {
            let n = numbers.next().unwrap() as usize;
            let edges: Vec<(usize, usize, u64)> = (1..n)
                .map(|_| {
                    let mut e = || numbers.next().unwrap();
                    (e() as usize, e() as usize, e())
                })
                .collect();
            // Root it at 0 by hanging each node from the first node found
            // joined to it; a tree reaches every node.
            let mut parent = vec![usize::MAX; n];
            let mut weight = vec![0; n];
            parent[0] = 0;
            let mut order = vec![0];
            let mut at = 0;
            while at < order.len() {
                let v = order[at];
                at += 1;
                for &(a, b, w) in &edges {
                    for (x, y) in [(a, b), (b, a)] {
                        if x == v && parent[y] == usize::MAX {
                            parent[y] = v;
                            weight[y] = w;
                            order.push(y);
                        }
                    }
                }
            }
            assert_eq!(order.len(), n, "seed {seed}: not a tree: {edges:?}");
            // Relabel in the order found, so parents come first.
            let mut label = vec![0; n];
            for (k, &v) in order.iter().enumerate() {
                label[v] = k;
            }
            let tree = Tree {
                parent: order[1..].iter().map(|&v| label[parent[v]]).collect(),
                weight: order[1..].iter().map(|&v| weight[v]).collect(),
            };
            let word = if first_wins(&tree) { "Emily" } else { "Jolly" };
            expected.push(format!("Case {}: {word}", i + 1));
        }
        assert_lines("lightoj1355", &input, &expected);
    }
}
