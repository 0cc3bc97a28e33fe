//! HDU 3197 (green Hackenbush on a forest given by parents, -1 a root) from
//! the rules: a position is the set of non-root nodes still standing; a move
//! deletes one standing node's link to its parent, and every node whose way
//! up to its root is broken falls with it. Every parent array of up to 5
//! nodes that is a forest, and seeded random relabelled forests of up to 10.

use crate::assert_lines;
use crate::search::{Next, Rng, Search};

/// The nodes still standing after `cut` leaves `alive` (a mask): those
/// whose every ancestor below the root stands and is not `cut`.
fn after(parents: &[i64], alive: u64, cut: usize) -> u64 {
    let mut left = 0;
    for v in 0..parents.len() {
        let mut u = v;
        let standing = loop {
            if parents[u] < 0 {
                break true;
            }
            if u == cut || alive >> u & 1 == 0 {
                break false;
            }
            u = parents[u] as usize;
        };
        if standing && parents[v] >= 0 {
            left |= 1 << v;
        }
    }
    left
}

/// Whether `parents` is a forest: every node reaches a root.
fn is_forest(parents: &[i64]) -> bool {
    (0..parents.len()).all(|v| {
        let mut u = v;
        for _ in 0..=parents.len() {
            if parents[u] < 0 {
                return true;
            }
            u = parents[u] as usize;
        }
        false
    })
}

/// The judge's input for `forests` and, by the search, its answers.
pub fn input_and_answers(forests: &[Vec<i64>], yes: &str, no: &str) -> (String, Vec<String>) {
    let mut search = Search::normal(|&(f, alive): &(usize, u64)| {
        let parents: &Vec<i64> = &forests[f];
        (0..parents.len())
            .filter(|&v| alive >> v & 1 == 1)
            .map(|v| Next::To((f, after(parents, alive, v))))
            .collect::<Vec<_>>()
    });
    let mut input = String::new();
    let mut expected = Vec::new();
    for (f, parents) in forests.iter().enumerate() {
        let words: Vec<String> = parents.iter().map(i64::to_string).collect();
        input += &format!("{}\n{}\n", parents.len(), words.join(" "));
        let all = after(parents, u64::MAX, usize::MAX);
        let w = search.mover_wins(&(f, all));
        expected.push(if w { yes } else { no }.to_string());
    }
    (input, expected)
}

/// Every parent array of 1 to `most` nodes (each p in -1..n-1) that is a
/// forest.
pub fn every_forest_up_to(most: usize) -> Vec<Vec<i64>> {
    let mut all = Vec::new();
    for n in 1..=most {
        let mut p = vec![-1i64; n];
        loop {
            if is_forest(&p) {
                all.push(p.clone());
            }
            let mut i = 0;
            while i < n && p[i] == n as i64 - 1 {
                p[i] = -1;
                i += 1;
            }
            if i == n {
                break;
            }
            p[i] += 1;
        }
    }
    all
}

/// `count` random forests of 1 to `most` nodes, labels shuffled.
pub fn random_forests(count: usize, most: u64, rng: &mut Rng) -> Vec<Vec<i64>> {
    (0..count)
        .map(|_| {
            let n = rng.range(1, most) as usize;
            // Node k hangs from an earlier node, or is a root.
            let shape: Vec<i64> = (0..n)
                .map(|k| {
                    if k == 0 || rng.one_in(4) {
                        -1
                    } else {
                        rng.range(0, k as u64 - 1) as i64
                    }
                })
                .collect();
            let mut label: Vec<usize> = (0..n).collect();
            for i in (1..n).rev() {
                label.swap(i, rng.range(0, i as u64) as usize);
            }
            let mut p = vec![-1i64; n];
            for k in 0..n {
                p[label[k]] = if shape[k] < 0 {
                    -1
                } else {
                    label[shape[k] as usize] as i64
                };
            }
            p
        })
        .collect()
}

#[test]
fn the_spec_examples() {
    assert_lines(
        "hdu3197",
        "3\n-1 0 0\n3\n-1 0 1\n3\n1 -1 1\n1\n-1\n",
        &["NO".into(), "YES".into(), "NO".into(), "NO".into()],
    );
}

#[test]
fn every_forest_of_up_to_five_nodes() {
    let forests = every_forest_up_to(5);
    // Rooted forests on n labelled nodes: (n + 1)^(n - 1).
    assert_eq!(forests.len(), 1 + 3 + 16 + 125 + 1296);
    let (input, expected) = input_and_answers(&forests, "YES", "NO");
    assert_lines("hdu3197", &input, &expected);
}

#[test]
fn seeded_random_forests() {
    let forests = random_forests(300, 10, &mut Rng::new(3197));
    let (input, expected) = input_and_answers(&forests, "YES", "NO");
    assert!(expected.iter().any(|w| w == "YES") && expected.iter().any(|w| w == "NO"));
    assert_lines("hdu3197", &input, &expected);
}

#[test]
fn a_path_of_a_thousand_nodes_and_parents_across_lines() {
    // A path hanging from its root is a Nim heap of its edges (each cut
    // leaves a shorter path): 999 edges win; two equal paths lose.
    let path = |n: usize, at: usize| -> Vec<String> {
        (0..n)
            .map(|v| {
                if v == 0 {
                    "-1".into()
                } else {
                    (at + v - 1).to_string()
                }
            })
            .collect()
    };
    let one = path(1000, 0).join(" ");
    let mut two = path(500, 0);
    let mut second = path(500, 500);
    second[0] = "-1".into();
    two.extend(second);
    let input = format!("1000\n{one}\n1000\n{}\n", two.join("\n"));
    assert_lines("hdu3197", &input, &["YES".into(), "NO".into()]);
}

/// A variant no issue names (`tests/data/descriptions/hdu3094.toml`): HDU 3094's game
/// as a description (edges, nodes and root 1), against the same cuts.
#[test]
fn an_edge_list_variant_written_as_a_description() {
    let path = concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/tests/data/descriptions/hdu3094.toml"
    );
    grundy::registry::load(path).expect("the variant reads");
    let mut rng = Rng::new(3094);
    let mut trees = crate::hdu3094::every_tree_up_to(6, &mut rng);
    trees.extend(crate::hdu3094::random_trees(100, &mut rng));
    crate::hdu3094::check_trees(path, true, &trees);
}

/// A variant no issue names (`tests/data/descriptions/forest-paths.toml`): parents from 1
/// with 0 for a root, each link a path of w edges; the search cuts the
/// edges of the paths drawn out (`tests/common/hackenbush.rs`, ground 1).
#[test]
fn a_weighted_parent_variant_written_as_a_description() {
    use crate::hackenbush::{all, cuts};
    let path = concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/tests/data/descriptions/forest-paths.toml"
    );
    grundy::registry::load(path).expect("the variant reads");
    let mut rng = Rng::new(31970);
    let mut pictures = Vec::new();
    let mut input = String::new();
    for _ in 0..200 {
        // Node k (1-based) hangs from parent[k - 1] (0: the ground).
        let forest = &random_forests(1, 6, &mut rng)[0];
        let weights: Vec<u64> = forest.iter().map(|_| rng.range(1, 3)).collect();
        // Picture: the ground is vertex 1 and so is every root (roots
        // stand on the ground; a root's weight is no edge), node k is
        // vertex k + 2, a path's inner vertices come after.
        let vertex = |k: usize| if forest[k] < 0 { 1 } else { k as u64 + 2 };
        let mut edges = Vec::new();
        let mut fresh = forest.len() as u64 + 2;
        for (k, (&p, &w)) in forest.iter().zip(&weights).enumerate() {
            if p < 0 {
                continue;
            }
            let mut at = vertex(k);
            let end = vertex(p as usize);
            for _ in 1..w {
                edges.push((at, fresh));
                at = fresh;
                fresh += 1;
            }
            edges.push((at, end));
        }
        if edges.len() > 20 {
            continue;
        }
        input += &format!("{}\n", forest.len());
        for (&p, &w) in forest.iter().zip(&weights) {
            input += &format!("{} {w}\n", p + 1);
        }
        pictures.push(edges);
    }
    let mut search = Search::normal(|&(t, mask): &(usize, u64)| {
        cuts(&pictures[t], mask)
            .into_iter()
            .map(|m| Next::To((t, m)))
            .collect::<Vec<_>>()
    });
    let expected: Vec<String> = (0..pictures.len())
        .map(|t| {
            let w = search.mover_wins(&(t, all(&pictures[t])));
            if w { "first" } else { "second" }.to_string()
        })
        .collect();
    assert!(expected.iter().any(|w| w == "first") && expected.iter().any(|w| w == "second"));
    assert_lines(path, &input, &expected);
}
