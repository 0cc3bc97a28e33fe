//! Game on Tree (AGC 017 D, Green Hackenbush on one tree a file) from the
//! rules (`tests/common/hackenbush.rs`): every rooted tree of up to 7
//! vertices and seeded random ones of up to 12, relabelled and with edges
//! turned, given one after another as grundy takes them (hdu3094's
//! [`check_trees`], without a count); the official samples one tree a
//! file; paths of 10^5 vertices.

use crate::assert_lines;
use crate::hdu3094::{check_trees, every_tree_up_to, path, random_trees};
use crate::search::Rng;

#[test]
fn every_rooted_tree_up_to_seven_vertices_and_random_ones() {
    let mut rng = Rng::new(17);
    let mut trees = every_tree_up_to(7, &mut rng);
    trees.extend(random_trees(100, &mut rng));
    assert_eq!(trees.len(), 1 + 1 + 2 + 6 + 24 + 120 + 720 + 100);
    check_trees("agc017d", false, &trees);
}

#[test]
fn each_official_sample_alone() {
    for (input, winner) in [
        ("5\n1 2\n2 3\n2 4\n4 5\n", "Alice"),
        ("5\n1 2\n2 3\n1 4\n4 5\n", "Bob"),
        ("6\n1 2\n2 4\n5 1\n6 3\n3 2\n", "Alice"),
        ("7\n1 2\n3 7\n4 6\n2 3\n2 4\n1 5\n", "Bob"),
    ] {
        assert_lines("agc017d", input, &[winner.to_string()]);
    }
}

#[test]
fn paths_of_a_hundred_thousand_vertices() {
    // Vertex 1 at an end: a Nim heap of 99,999 edges; in the middle of
    // 99,999 vertices: two equal arms, the second player mirrors.
    assert_lines("agc017d", &path(100_000, 0), &["Alice".into()]);
    assert_lines("agc017d", &path(99_999, 49_999), &["Bob".into()]);
}
