//! Green Hackenbush under misère play (whoever cuts the last edge loses)
//! from the rules, against grundy's rule (misère Nim on the branches at
//! the ground, `Graph::misere_branches`).
//!
//! Two searches, neither of which knows any value: over canonical rooted
//! trees (a position is the tree whose root is the ground; a move cuts the
//! edge above a vertex, removing what hangs there), which enumerates every
//! forest up to `MISERE_CHECKED_EDGES` edges; and over the standing edges of
//! a picture as a bit mask (`tests/common/hackenbush.rs`), which plays the
//! descriptions' inputs: labelled parent arrays, paths of weighted links,
//! graphs with cycles and loops.
//!
//! The same enumeration shows the SJ theorem taken over whole trees (what
//! HDU 3590's accepted solutions compute) wrong from 4 edges on.

use crate::assert_lines;
use crate::hackenbush::{all, cuts};
use crate::search::{Next, Rng, Search};
use grundy::describe::forest::MISERE_CHECKED_EDGES;
use grundy::games::hackenbush::Graph;
use std::collections::{BTreeSet, HashMap};

/// A rooted tree: its children's subtrees, sorted (so equal shapes are
/// equal values).
#[derive(Clone, PartialEq, Eq, PartialOrd, Ord, Hash, Debug)]
struct Tree(Vec<Tree>);

fn sorted(mut children: Vec<Tree>) -> Tree {
    children.sort();
    Tree(children)
}

fn edges(t: &Tree) -> usize {
    t.0.iter().map(|c| 1 + edges(c)).sum()
}

/// Every tree one cut leaves: the edge to a child cut (the child's
/// subtree falls with it), or a cut inside a child's subtree.
fn cuts_of(t: &Tree) -> Vec<Tree> {
    let mut out = Vec::new();
    for i in 0..t.0.len() {
        let mut rest = t.0.clone();
        let child = rest.remove(i);
        out.push(sorted(rest.clone()));
        for c in cuts_of(&child) {
            let mut with = rest.clone();
            with.push(c);
            out.push(sorted(with));
        }
    }
    out
}

/// Whether the player to move wins under misère play: with no edge left
/// he has won (the last cut was the opponent's); else some cut leaves the
/// opponent lost.
fn misere_wins(t: &Tree, memo: &mut HashMap<Tree, bool>) -> bool {
    if t.0.is_empty() {
        return true;
    }
    if let Some(&w) = memo.get(t) {
        return w;
    }
    let w = cuts_of(t).iter().any(|c| !misere_wins(c, memo));
    memo.insert(t.clone(), w);
    w
}

/// Every rooted tree of `n` edges, each once (a leaf added everywhere to
/// the trees of n - 1).
fn trees_of(n: usize) -> Vec<Vec<Tree>> {
    fn grow(t: &Tree) -> Vec<Tree> {
        let mut with_leaf = t.0.clone();
        with_leaf.push(Tree(Vec::new()));
        let mut out = vec![sorted(with_leaf)];
        for i in 0..t.0.len() {
            for g in grow(&t.0[i]) {
                let mut c = t.0.clone();
                c[i] = g;
                out.push(sorted(c));
            }
        }
        out
    }
    let mut by_size = vec![vec![Tree(Vec::new())]];
    for _ in 1..=n {
        let next: BTreeSet<Tree> = by_size.last().unwrap().iter().flat_map(grow).collect();
        by_size.push(next.into_iter().collect());
    }
    by_size
}

/// The tree as grundy's graph: vertex 0 the root, the others numbered in
/// preorder.
fn graph_of(t: &Tree) -> Graph {
    fn add(t: &Tree, at: u64, next: &mut u64, g: &mut Graph) {
        for c in &t.0 {
            *next += 1;
            let v = *next;
            g.add_edge(v, at);
            add(c, v, next, g);
        }
    }
    let mut g = Graph::new();
    add(t, 0, &mut 0, &mut g);
    g
}

/// The colon-principle value of a tree hanging from its root.
fn colon(t: &Tree) -> u64 {
    t.0.iter().fold(0, |x, c| x ^ (colon(c) + 1))
}

/// The SJ theorem's verdict on values (the anti-SG rule): the first
/// player wins when the nim-sum is not 0 and some value exceeds 1, or the
/// nim-sum is 0 and none does.
fn sj(values: &[u64]) -> bool {
    let x = values.iter().fold(0, |a, b| a ^ b);
    let big = values.iter().any(|&v| v > 1);
    (x != 0) == big
}

#[test]
fn every_forest_up_to_the_checked_size_agrees_with_the_search() {
    let by_size = trees_of(MISERE_CHECKED_EDGES);
    let mut memo = HashMap::new();
    let mut checked = 0;
    let mut first_wins = 0;
    for (n, shapes) in by_size.iter().enumerate().skip(1) {
        for forest in shapes {
            assert_eq!(edges(forest), n);
            // The forest is the tree whose root is the ground.
            let truth = misere_wins(forest, &mut memo);
            let graph = graph_of(forest);
            assert_eq!(graph.misere_first_wins(0), Ok(truth), "{forest:?}");
            // (b) by hand: the SJ rule over the branches at the ground is
            // the same verdict, from the same values.
            let branches: Vec<u64> = forest.0.iter().map(|c| colon(c) + 1).collect();
            assert_eq!(sj(&branches), truth, "{forest:?}");
            let mut heaps: Vec<u64> = graph
                .misere_branches(0)
                .unwrap()
                .iter()
                .map(|b| b.1)
                .collect();
            heaps.sort_unstable();
            let mut want = branches.clone();
            want.sort_unstable();
            assert_eq!(heaps, want);
            checked += 1;
            first_wins += usize::from(truth);
        }
    }
    // Rooted trees of 2 to 12 vertices (OEIS A000081): every forest of 1
    // to 11 edges with all roots as one ground, each shape once.
    assert_eq!(MISERE_CHECKED_EDGES, 11);
    assert_eq!(
        checked,
        1 + 2 + 4 + 9 + 20 + 48 + 115 + 286 + 719 + 1842 + 4766
    );
    assert!(first_wins > 0 && first_wins < checked);
}

/// The SJ theorem over whole trees (each tree's colon-principle value, as
/// HDU 3590's accepted solutions take it) against the search, on every
/// forest of up to 10 edges as a multiset of trees: wrong from 4 edges on,
/// first on one tree whose root holds two paths of 2 (misère Nim 2 + 2,
/// lost; the tree's value 0 says won).
#[test]
fn the_sj_theorem_over_whole_trees_is_wrong() {
    let most = 10;
    let by_size = trees_of(most);
    let mut memo = HashMap::new();
    let mut wrong = vec![0usize; most + 1];
    let mut forests = vec![0usize; most + 1];
    // Multisets of trees of 1.. edges, sizes summing to n, in a fixed order.
    fn each(
        n: usize,
        largest: (usize, usize),
        by_size: &[Vec<Tree>],
        now: &mut Vec<Tree>,
        f: &mut dyn FnMut(&[Tree]),
    ) {
        if n == 0 {
            return f(now);
        }
        for k in (1..=n.min(largest.0)).rev() {
            let below = if k == largest.0 {
                largest.1
            } else {
                by_size[k].len()
            };
            for i in 0..below {
                now.push(by_size[k][i].clone());
                each(n - k, (k, i + 1), by_size, now, f);
                now.pop();
            }
        }
    }
    for n in 1..=most {
        each(
            n,
            (n, by_size[n].len()),
            &by_size,
            &mut Vec::new(),
            &mut |trees| {
                let ground = sorted(trees.iter().flat_map(|t| t.0.clone()).collect());
                let truth = misere_wins(&ground, &mut memo);
                let values: Vec<u64> = trees.iter().map(colon).collect();
                forests[n] += 1;
                wrong[n] += usize::from(sj(&values) != truth);
            },
        );
    }
    // Forests as multisets of rooted trees with n edges in all, and how
    // many the SJ theorem over trees gets wrong (docs/descriptions.md).
    assert_eq!(forests[1..], [1, 3, 7, 19, 47, 127, 330, 889, 2378, 6450]);
    assert_eq!(wrong[1..], [0, 0, 0, 1, 3, 9, 25, 69, 181, 466]);
    // The one tree of 4 edges: a root with two paths of 2.
    let path2 = Tree(vec![Tree(Vec::new())]);
    let two_paths = sorted(vec![path2.clone(), path2]);
    assert!(!misere_wins(&two_paths, &mut memo));
    assert!(sj(&[colon(&two_paths)]));
    assert_eq!(graph_of(&two_paths).misere_first_wins(0), Ok(false));
}

/// The picture of a parent array (node k from `nodes`, `root` marking a
/// root) with each link a path of its weight: vertex 1 is the ground and
/// every root, node k is vertex k + 2, a path's inner vertices come after.
fn picture(parents: &[i64], weights: &[u64]) -> Vec<(u64, u64)> {
    let vertex = |k: usize| {
        if parents[k] < 0 {
            1
        } else {
            k as u64 + 2
        }
    };
    let mut edges = Vec::new();
    let mut fresh = parents.len() as u64 + 2;
    for (k, (&p, &w)) in parents.iter().zip(weights).enumerate() {
        if p < 0 {
            continue;
        }
        let mut at = vertex(k);
        for _ in 1..w {
            edges.push((at, fresh));
            at = fresh;
            fresh += 1;
        }
        edges.push((at, vertex(p as usize)));
    }
    edges
}

/// The misère winner of each picture by the bit-mask search.
fn misere_answers(pictures: &[Vec<(u64, u64)>], words: [&str; 2]) -> Vec<String> {
    let mut search = Search::misere(|&(t, mask): &(usize, u64)| {
        cuts(&pictures[t], mask)
            .into_iter()
            .map(|m| Next::To((t, m)))
            .collect::<Vec<_>>()
    });
    (0..pictures.len())
        .map(|t| {
            let w = search.mover_wins(&(t, all(&pictures[t])));
            words[usize::from(!w)].to_string()
        })
        .collect()
}

fn fixture(name: &str) -> String {
    let path = format!(
        "{}/tests/data/descriptions/{name}.toml",
        env!("CARGO_MANIFEST_DIR")
    );
    grundy::registry::load(&path).expect("the variant reads");
    path
}

/// `tests/data/descriptions/forest-misere.toml`: every labelled parent
/// array of up to 5 nodes, and seeded random forests of up to 16 nodes.
#[test]
fn parent_arrays_through_the_description() {
    let path = fixture("forest-misere");
    let mut forests = crate::hdu3197::every_forest_up_to(5);
    assert_eq!(forests.len(), 1 + 3 + 16 + 125 + 1296);
    forests.extend(crate::hdu3197::random_forests(150, 16, &mut Rng::new(3590)));
    let pictures: Vec<_> = forests
        .iter()
        .map(|p| picture(p, &vec![1; p.len()]))
        .collect();
    let expected = misere_answers(&pictures, ["YES", "NO"]);
    assert!(expected.iter().any(|w| w == "YES") && expected.iter().any(|w| w == "NO"));
    let mut input = String::new();
    for p in &forests {
        let words: Vec<String> = p.iter().map(i64::to_string).collect();
        input += &format!("{}\n{}\n", p.len(), words.join(" "));
    }
    assert_lines(&path, &input, &expected);
}

/// `tests/data/descriptions/forest-paths-misere.toml`: links weighing 1
/// to 3, each a path of that many edges.
#[test]
fn weighted_links_as_paths_through_the_description() {
    let path = fixture("forest-paths-misere");
    let mut rng = Rng::new(35900);
    let mut pictures = Vec::new();
    let mut input = String::new();
    while pictures.len() < 200 {
        let forest = &crate::hdu3197::random_forests(1, 7, &mut rng)[0];
        let weights: Vec<u64> = forest.iter().map(|_| rng.range(1, 3)).collect();
        let edges = picture(forest, &weights);
        if edges.len() > 18 {
            continue;
        }
        input += &format!("{}\n", forest.len());
        for (&p, &w) in forest.iter().zip(&weights) {
            input += &format!("{} {w}\n", p + 1);
        }
        pictures.push(edges);
    }
    let expected = misere_answers(&pictures, ["first", "second"]);
    assert!(expected.iter().any(|w| w == "first") && expected.iter().any(|w| w == "second"));
    assert_lines(&path, &input, &expected);
}

/// `tests/data/descriptions/graph-misere.toml`: random graphs whose root
/// meets only bridges (each branch one edge on the ground), with cycles,
/// parallel edges and loops above them.
#[test]
fn graphs_with_cycles_above_the_ground_through_the_description() {
    let path = fixture("graph-misere");
    let mut rng = Rng::new(1212);
    let mut pictures: Vec<Vec<(u64, u64)>> = Vec::new();
    let mut cyclic = 0;
    while pictures.len() < 150 {
        // Vertices 2..=n hang as a tree (each from an earlier one, 1 the
        // ground); then extra edges among 2..=n close cycles above it.
        // An extra edge joins two vertices of one branch (the same child
        // of 1 below them), else it would close a cycle through the ground.
        let n = rng.range(2, 8);
        let mut top = vec![0u64; n as usize + 1];
        let mut edges = Vec::new();
        for v in 2..=n {
            let p = rng.range(1, v - 1);
            top[v as usize] = if p == 1 { v } else { top[p as usize] };
            edges.push((v, p));
        }
        for _ in 0..rng.range(0, 5) {
            let (a, b) = (rng.range(2, n), rng.range(2, n));
            if top[a as usize] == top[b as usize] {
                edges.push((a, b));
            }
        }
        if edges.len() > 14 {
            continue;
        }
        cyclic += usize::from(edges.len() >= n as usize);
        pictures.push(edges);
    }
    assert!(cyclic > 50);
    let expected = misere_answers(&pictures, ["first", "second"]);
    assert!(expected.iter().any(|w| w == "first") && expected.iter().any(|w| w == "second"));
    let mut input = format!("{}\n", pictures.len());
    for edges in &pictures {
        let n = edges.iter().map(|&(a, b)| a.max(b)).max().unwrap_or(1);
        input += &format!("{n} {}\n", edges.len());
        for (a, b) in edges {
            input += &format!("{a} {b}\n");
        }
    }
    assert_lines(&path, &input, &expected);
}

/// A cycle through the ground is no branch with one edge on the ground:
/// the case is refused (exit 4's error), the cases before it answered.
#[test]
fn a_cycle_through_the_ground_is_refused_by_name() {
    let path = fixture("graph-misere");
    let problem = grundy::registry::entry(&path).expect("loaded");
    let mut out = Vec::new();
    let input = "2\n2 1\n1 2\n3 3\n1 2\n2 3\n3 1\n";
    let err = grundy::solve(problem, &mut input.as_bytes(), &mut out).unwrap_err();
    assert_eq!(String::from_utf8(out).unwrap(), "second\n");
    let text = err.to_string();
    assert!(
        text.contains("case 2") && text.contains("cycle through the ground"),
        "{text}"
    );
}

/// HDU 3590's official sample (two trees of one edge: PP, who moves
/// first, wins; one tree of one edge: QQ), its trees written as one
/// parent array a case, and the tree its accepted solutions get wrong: a
/// root with two paths of 2 is misère Nim 2 + 2, lost by the first player,
/// where the SJ theorem over the tree's value 0 says won (PP).
#[test]
fn hdu3590s_sample_and_the_tree_its_judge_formula_misjudges() {
    let path = fixture("forest-misere");
    // Sample case 1: nodes 0-1 and 2-3; case 2: 0-1.
    assert_lines(
        &path,
        "4\n-1 0 -1 2\n2\n-1 0\n",
        &["YES".into(), "NO".into()],
    );
    let two_paths = vec![-1, 0, 1, 0, 3];
    let expected = misere_answers(&[picture(&two_paths, &[1; 5])], ["YES", "NO"]);
    assert_eq!(expected, ["NO"]);
    assert_lines(&path, "5\n-1 0 1 0 3\n", &expected);
}
