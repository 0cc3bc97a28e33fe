//! Jutge P61396, A tree game (`tests/data/descriptions/jutge-p61396.toml`):
//! a tree rooted at 1, a move removes a subtree, whoever removes the root
//! loses; the answer is `L` when the position is lost, else the smallest
//! node whose subtree is a winning removal. Held to a search that knows
//! only those rules, on random trees and the public cases.

use crate::described;
use crate::search::{Rng, Search};

/// A tree as the judge gives it: `parent[v]` of node v (0-based, node 0
/// the root, whose parent is unused).
struct Tree {
    parent: Vec<usize>,
    /// Every node's subtree (itself and all below it) as a bit mask.
    below: Vec<u32>,
}

impl Tree {
    fn new(parent: Vec<usize>) -> Tree {
        let n = parent.len();
        let mut below: Vec<u32> = (0..n).map(|v| 1 << v).collect();
        // A parent has a smaller index than its children (relabelled only
        // when written), so one pass from the last node up fills them.
        for v in (1..n).rev() {
            below[parent[v]] |= below[v];
        }
        Tree { parent, below }
    }

    /// The positions a move reaches from the nodes left in `left`: the
    /// subtree of a node other than the root removed. Removing the root
    /// loses on the spot, so no player takes it while another move is
    /// left, and a player left with the root alone has lost: the same as
    /// not offering it and losing when stuck.
    fn moves(&self, left: u32) -> Vec<(usize, u32)> {
        (1..self.parent.len())
            .filter(|&v| left & (1 << v) != 0)
            .map(|v| (v, left & !self.below[v]))
            .collect()
    }
}

/// The judge's answer by search: the smallest label whose subtree's
/// removal leaves the opponent lost, else `L`.
fn expected(tree: &Tree, label: &[u64]) -> String {
    let n = tree.parent.len();
    let below = tree.below.clone();
    let mut search = Search::normal(move |&left: &u32| {
        (1..n)
            .filter(|&v| left & (1 << v) != 0)
            .map(|v| crate::search::Next::To(left & !below[v]))
            .collect()
    });
    let all = (1u32 << n) - 1;
    tree.moves(all)
        .into_iter()
        .filter(|&(_, after)| !search.mover_wins(&after))
        .map(|(v, _)| label[v])
        .min()
        .map_or("L".to_string(), |v| v.to_string())
}

/// One case as the judge writes it: n, then each edge "x y", x the parent
/// of y, in a shuffled order, node 0 written as 1 and the rest relabelled.
fn case(tree: &Tree, label: &[u64], rng: &mut Rng) -> String {
    let n = tree.parent.len();
    let mut order: Vec<usize> = (1..n).collect();
    for i in (1..order.len()).rev() {
        order.swap(i, rng.below(i as u64 + 1) as usize);
    }
    let mut text = format!("{n}\n");
    for v in order {
        text += &format!("{} {}\n", label[tree.parent[v]], label[v]);
    }
    text
}

#[test]
fn smallest_winning_subtree_matches_the_search_on_random_trees() {
    let mut rng = Rng::new(61396);
    let (mut input, mut want) = (String::new(), String::new());
    let mut lost = 0;
    for _ in 0..400 {
        let n = rng.range(1, 13) as usize;
        let parent: Vec<usize> = (0..n)
            .map(|v| {
                if v == 0 {
                    0
                } else {
                    rng.below(v as u64) as usize
                }
            })
            .collect();
        // Labels: the root is 1, the others 2..=n in a random order.
        let mut label: Vec<u64> = (1..=n as u64).collect();
        for i in (2..n).rev() {
            let j = 1 + rng.below(i as u64) as usize;
            label.swap(i, j);
        }
        let tree = Tree::new(parent);
        input += &case(&tree, &label, &mut rng);
        let answer = expected(&tree, &label);
        lost += usize::from(answer == "L");
        want += &answer;
        want.push('\n');
    }
    // Both answers are well represented.
    assert!((40..360).contains(&lost), "{lost} lost of 400");
    assert_eq!(described("jutge-p61396", &input), want);
}

#[test]
fn the_public_cases() {
    let input = "4  1 4  4 3  3 2\n3  1 2  1 3\n4  1 2  1 3  1 4\n6  3 4  1 5  5 3  1 6  3 2\n7  1 7  5 3  1 5  7 4  7 6  5 2\n";
    assert_eq!(described("jutge-p61396", input), "4\nL\n2\n3\nL\n");
}

/// What the smallest cut cannot say is refused by name: a cycle in the
/// input (the cases before it answered), misère play and weighted edges
/// in the description.
#[test]
fn cycles_misere_and_weights_are_refused_by_name() {
    let path = std::path::Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("tests/data/descriptions/jutge-p61396.toml");
    let (out, err) = crate::refused("jutge-p61396", "2\n1 2\n4\n1 2\n2 3\n3 1\n");
    assert_eq!(out, "2\n");
    assert!(err.contains("lies on a cycle"), "{err}");
    let text = std::fs::read_to_string(&path).unwrap();
    let misere = text.replace("root = \"1\"", "root = \"1\"\nplay = \"misere\"");
    let err = grundy::describe::parse(&misere).expect_err("misere refused");
    assert!(err.message.contains("misere forest"), "{}", err.message);
    let weighted = text.replace(
        "root = \"1\"",
        "root = \"1\"\nweights = \"x\"\nweight = \"path\"",
    );
    let err = grundy::describe::parse(&weighted).expect_err("weights refused");
    assert!(err.message.contains("weighted edges"), "{}", err.message);
}
