//! A tree game (Green Hackenbush on trees) from the rules
//! (`tests/common/hackenbush.rs`): every rooted tree of up to 7 vertices,
//! relabelled and with edges turned at random, and seeded random trees of
//! up to 12 vertices; and paths of 10^5 vertices, whose answers follow from
//! the rules alone (a path hanging from its end is a Nim heap of its edges;
//! two equal arms lose by symmetry).

use crate::assert_lines;
use crate::hackenbush::{all, cuts};
use crate::search::{Next, Rng, Search};

/// A tree given by each vertex's parent (vertex v + 2 hangs from
/// `parents[v]`), with its labels shuffled (1 stays the root) and each edge
/// turned or not: the edges as the judge writes them.
pub fn written(parents: &[u64], rng: &mut Rng) -> Vec<(u64, u64)> {
    let n = parents.len() + 1;
    let mut label: Vec<u64> = (1..=n as u64).collect();
    for i in (2..n).rev() {
        let j = rng.range(1, i as u64) as usize;
        label.swap(i, j);
    }
    let mut edges: Vec<(u64, u64)> = parents
        .iter()
        .enumerate()
        .map(|(v, &p)| {
            let (a, b) = (label[v + 1], label[p as usize - 1]);
            if rng.range(0, 1) == 0 {
                (a, b)
            } else {
                (b, a)
            }
        })
        .collect();
    for i in (1..edges.len()).rev() {
        edges.swap(i, rng.range(0, i as u64) as usize);
    }
    edges
}

fn check(trees: &[Vec<(u64, u64)>]) {
    check_trees("hdu3094", true, trees);
}

/// `problem` (a tree judge) on `trees` as one input, after their count when
/// `counted`, against the winner of each by the search that cuts edges.
pub fn check_trees(problem: &str, counted: bool, trees: &[Vec<(u64, u64)>]) {
    let mut search = Search::normal(|&(t, mask): &(usize, u64)| {
        cuts(&trees[t], mask)
            .into_iter()
            .map(|m| Next::To((t, m)))
            .collect::<Vec<_>>()
    });
    let mut input = if counted {
        format!("{}\n", trees.len())
    } else {
        String::new()
    };
    let mut expected = Vec::new();
    for (t, edges) in trees.iter().enumerate() {
        input += &format!("{}\n", edges.len() + 1);
        for (a, b) in edges {
            input += &format!("{a} {b}\n");
        }
        let alice = search.mover_wins(&(t, all(edges)));
        expected.push(if alice { "Alice" } else { "Bob" }.to_string());
    }
    assert_lines(problem, &input, &expected);
}

/// Every rooted tree of up to `most` vertices (one per parent list: vertex
/// v hangs from one of 1..v), written as the judge writes them.
pub fn every_tree_up_to(most: u64, rng: &mut Rng) -> Vec<Vec<(u64, u64)>> {
    let mut shapes: Vec<Vec<u64>> = vec![vec![]];
    let mut trees = vec![Vec::new()];
    for n in 2..=most {
        shapes = shapes
            .iter()
            .flat_map(|s| (1..n).map(move |p| [s.clone(), vec![p]].concat()))
            .collect();
        trees.extend(shapes.iter().map(|s| written(s, rng)));
    }
    trees
}

/// `count` random trees of 2 to 12 vertices, as the judge writes them.
pub fn random_trees(count: usize, rng: &mut Rng) -> Vec<Vec<(u64, u64)>> {
    (0..count)
        .map(|_| {
            let n = rng.range(2, 12);
            let parents: Vec<u64> = (2..=n).map(|v| rng.range(1, v - 1)).collect();
            written(&parents, rng)
        })
        .collect()
}

#[test]
fn every_rooted_tree_up_to_seven_vertices() {
    let trees = every_tree_up_to(7, &mut Rng::new(3094));
    assert_eq!(trees.len(), 1 + 1 + 2 + 6 + 24 + 120 + 720);
    check(&trees);
}

#[test]
fn seeded_random_trees() {
    check(&random_trees(100, &mut Rng::new(30940)));
}

/// A path of `vertices` vertices whose position `root` (from 0) is the
/// root: edges between neighbours, labels 1..=vertices with 1 at the root.
pub fn path(vertices: u64, root: u64) -> String {
    let label = |p: u64| match p {
        _ if p == root => 1,
        0 => root + 1,
        _ => p + 1,
    };
    let mut text = format!("{vertices}\n");
    for p in 0..vertices - 1 {
        text += &format!("{} {}\n", label(p + 1), label(p));
    }
    text
}

#[test]
fn paths_of_a_hundred_thousand_vertices() {
    // Root at an end: a Nim heap of 99,999 edges. Root in the middle of
    // 99,999 vertices: two arms of 49,999, and the mirror strategy wins for
    // the second player. Arms of 1 and 99,996: the first player evens them.
    let input = [
        "3\n".to_string(),
        path(100_000, 0),
        path(99_999, 49_999),
        path(99_998, 1),
    ]
    .concat();
    assert_lines(
        "hdu3094",
        &input,
        &["Alice".into(), "Bob".into(), "Alice".into()],
    );
}
