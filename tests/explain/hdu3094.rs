//! A tree game (hdu3094, and agc017d: the same game one tree a file):
//! every winning cut against the rules on every rooted tree of up to 6
//! vertices and on random ones, snapshots.

use crate::check::{self, against_rules, numbers, Rules};
use crate::hackenbush::{all, cuts};
use crate::search::Rng;

/// A picture as its edges in the order written (`1-2, 2-3`).
fn read(text: &str) -> Vec<(u64, u64)> {
    numbers(text).chunks(2).map(|p| (p[0], p[1])).collect()
}

/// The pictures one cut leaves, each as the edges still attached.
#[allow(clippy::ptr_arg)]
fn moves(edges: &Vec<(u64, u64)>) -> Vec<Vec<(u64, u64)>> {
    cuts(edges, all(edges))
        .into_iter()
        .map(|mask| {
            (0..edges.len())
                .filter(|e| mask >> e & 1 == 1)
                .map(|e| edges[e])
                .collect()
        })
        .collect()
}

pub const TREES: Rules<Vec<(u64, u64)>> = Rules {
    read,
    moves,
    misere: false,
};

#[test]
fn every_small_tree_and_random_ones_against_the_rules() {
    let mut cases = Vec::new();
    let mut shapes: Vec<Vec<u64>> = vec![vec![]];
    cases.push("1\n".to_string());
    for n in 2..=6u64 {
        shapes = shapes
            .iter()
            .flat_map(|s| (1..n).map(move |p| [s.clone(), vec![p]].concat()))
            .collect();
        for s in &shapes {
            let mut text = format!("{n}\n");
            for (v, p) in s.iter().enumerate() {
                text += &format!("{} {p}\n", v + 2);
            }
            cases.push(text);
        }
    }
    let mut rng = Rng::new(30941);
    for _ in 0..60 {
        let n = rng.range(2, 11);
        let mut text = format!("{n}\n");
        for v in 2..=n {
            let p = rng.range(1, v - 1);
            text += &if rng.range(0, 1) == 0 {
                format!("{v} {p}\n")
            } else {
                format!("{p} {v}\n")
            };
        }
        cases.push(text);
    }
    let input = format!("{}\n{}", cases.len(), cases.concat());
    let trees = against_rules("hdu3094", &input, &TREES);
    assert!(trees > 150, "{trees}");
    check::agrees_with_the_solver_on_samples("hdu3094", check::one_line_each);
}

#[test]
fn snapshots() {
    assert_eq!(
        check::text("hdu3094", "1\n5\n1 2\n3 2\n1 4\n4 5\n", &[]),
        "\
case 1: 1-2, 3-2, 1-4, 4-5
  game: Green Hackenbush on a tree of 4 edges rooted at 1: cut an edge, and what no longer reaches the root falls; whoever cannot cut loses
  the edge 1-2 with the subtree above 2: g = 2 (colon principle: g(2) + 1 = 1 + 1)
  the edge 1-4 with the subtree above 4: g = 2 (colon principle: g(4) + 1 = 1 + 1)
  nim-sum:
      2  10
      2  10
    XOR  00 = 0
  each branch at the root is a Nim heap of (its top vertex's value) + 1, where g(v) = XOR over the children c of (g(c) + 1) and a leaf is 0
  the nim-sum is 0, and every move changes it to non-zero: the player to move loses
  answer: Bob (Bob wins)
  no winning move: every move leaves a winning position, for example
    cut the edge 4-5: 1-2, 3-2, 1-4, 4-5 -> 1-2, 3-2, 1-4
    answered by cut the edge 3-2: 1-2, 3-2, 1-4 -> 1-2, 1-4
"
    );
}

/// `grundy play` against the rules.
#[test]
fn plays_against_the_rules() {
    crate::play::plays(
        "hdu3094",
        &["1 2 3 2 1 4 4 5", "1 2 2 3 3 4 1 5 5 6", "2 1 1 3"],
        &TREES,
    );
}

/// agc017d is hdu3094's game one tree a file, without a case count: the
/// same trees against the rules, its samples against its solver, and play.
#[test]
fn game_on_tree_one_tree_a_file_against_the_rules() {
    let mut input = String::new();
    let mut rng = Rng::new(17);
    for _ in 0..60 {
        let n = rng.range(2, 11);
        input += &format!("{n}\n");
        for v in 2..=n {
            let p = rng.range(1, v - 1);
            input += &format!("{p} {v}\n");
        }
    }
    assert_eq!(against_rules("agc017d", &input, &TREES), 60);
    check::agrees_with_the_solver_on_samples("agc017d", check::one_line_each);
    crate::play::plays("agc017d", &["1 2 2 3 2 4 4 5", "2 1 3 1"], &TREES);
}

/// A cut typed as its numbers alone, as play's opening line offers:
/// `1 2`, `1-2` and `cut the edge 1 2` are the edge 1-2.
#[test]
fn a_cut_is_typed_as_its_numbers_alone() {
    for typed in ["1 2", "1-2", "cut the edge 1 2"] {
        let (status, out, _) = crate::check::call(
            &["play", "hdu3094", "--seed", "1", "1", "2", "2", "3"],
            format!("{typed}\nquit\n").as_bytes(),
        );
        assert_eq!(status, 0);
        assert!(
            out.contains(&format!("> {typed}\nyou: cut the edge 1-2")),
            "{typed}: {out}"
        );
    }
}
