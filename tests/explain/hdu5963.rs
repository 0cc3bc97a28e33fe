//! Path flip on a tree (hdu5963): the winning moves against the rules for
//! every query, the games layer's list, snapshots.

use crate::check::{self, against_rules, numbers, Rules};
use crate::search::Rng;
use grundy::games::path_flip::FlipTree;

/// A position is `[root, x1, y1, z1, x2, y2, z2, ...]`. A move picks a node
/// whose edge to its parent weighs 1 and flips every edge on its path to
/// the root.
#[allow(clippy::ptr_arg)]
fn moves(p: &Vec<u64>) -> Vec<Vec<u64>> {
    let root = p[0];
    let edges: Vec<&[u64]> = p[1..].chunks(3).collect();
    // The edges (by index) on each node's path to the root.
    let mut path: Vec<(u64, Vec<usize>)> = vec![(root, Vec::new())];
    let mut i = 0;
    while i < path.len() {
        let (u, above) = path[i].clone();
        for (e, xyz) in edges.iter().enumerate() {
            let v = match (xyz[0], xyz[1]) {
                (x, y) if x == u => y,
                (x, y) if y == u => x,
                _ => continue,
            };
            if path.iter().all(|(w, _)| *w != v) {
                path.push((v, [vec![e], above.clone()].concat()));
            }
        }
        i += 1;
    }
    path.iter()
        .filter(|(_, up)| !up.is_empty() && edges[up[0]][2] == 1)
        .map(|(_, up)| {
            let mut q = p.clone();
            for &e in up {
                q[1 + 3 * e + 2] ^= 1;
            }
            q
        })
        .collect()
}

const PATH_FLIP: Rules<Vec<u64>> = Rules {
    read: numbers,
    moves,
    misere: false,
};

/// One case: a tree given by each node's parent (node i + 2 joins
/// `parents[i]`), its weights, then `ops` as written.
fn case(parents: &[u64], weights: u32, ops: &[String]) -> String {
    let n = parents.len() + 1;
    let mut text = format!("{n} {}\n", ops.len());
    for (i, &p) in parents.iter().enumerate() {
        text += &format!("{} {p} {}\n", i + 2, weights >> i & 1);
    }
    for op in ops {
        text += &format!("{op}\n");
    }
    text
}

/// Every tree up to 5 nodes built by attaching each node to an earlier
/// one (every shape, some labellings), with every weighting, asked at
/// every root; and seeded random trees of up to 9 nodes with updates.
#[test]
fn every_small_tree_every_weighting_every_root_and_random_updates() {
    let mut cases = Vec::new();
    let mut trees: Vec<Vec<u64>> = vec![vec![]];
    for n in 1..=5u64 {
        if n > 1 {
            trees = trees
                .iter()
                .flat_map(|t| (1..n).map(move |p| [t.clone(), vec![p]].concat()))
                .collect();
        }
        for parents in &trees {
            let queries: Vec<String> = (1..=n).map(|r| format!("0 {r}")).collect();
            for w in 0..1u32 << parents.len() {
                cases.push(case(parents, w, &queries));
            }
        }
    }
    let mut rng = Rng::new(59631);
    for _ in 0..30 {
        let n = rng.range(2, 9);
        let parents: Vec<u64> = (2..=n).map(|v| rng.range(1, v - 1)).collect();
        let ops: Vec<String> = (0..12)
            .map(|_| {
                if rng.range(0, 2) == 0 {
                    let v = rng.range(2, n);
                    let p = parents[v as usize - 2];
                    format!("1 {p} {v} {}", rng.range(0, 1))
                } else {
                    format!("0 {}", rng.range(1, n))
                }
            })
            .collect();
        let w = rng.range(0, (1 << (n - 1)) - 1) as u32;
        cases.push(case(&parents, w, &ops));
    }
    let input = format!("{}\n{}", cases.len(), cases.concat());
    let queries = against_rules("hdu5963", &input, &PATH_FLIP);
    assert!(queries > 2000, "{queries}");
    for a in check::explain_all("hdu5963", &input) {
        let p = numbers(&a.position);
        let mut tree = FlipTree::new();
        for xyz in p[1..].chunks(3) {
            tree.add_edge(xyz[0], xyz[1], xyz[2] == 1);
        }
        let listed: Vec<u64> = a.moves.listed.iter().map(|m| numbers(&m.text)[0]).collect();
        let layer: Vec<u64> = tree.winning_moves(p[0]).iter().map(|m| m.node).collect();
        assert_eq!(listed, layer, "{}", a.position);
    }
    check::agrees_with_the_solver_on_samples("hdu5963", check::one_line_each);
}

#[test]
fn snapshots() {
    assert_eq!(
        check::text("hdu5963", "2\n1 1\n0 1\n4 3\n1 2 1\n2 3 1\n3 4 0\n0 1\n1 1 2 0\n0 2\n", &[]),
        "\
case 1, query 1: root 1: no edges
  game: path flip on a tree of 1 node rooted at 1: pick a node whose edge to its parent weighs 1, and flip every edge on its path to the root; whoever cannot move loses
  root 1 (no weight-1 edge at the root)
  parity rule: every move flips exactly one edge at the root, and every edge ends at 0, so the number of moves left has the parity of the weight-1 edges at the root, whatever anyone plays
  even: the player to move loses, and no move wins
  answer: Boys win! (the boys win)
  no winning move: there is no move at all

case 2, query 1: root 1: 1 2 1, 2 3 1, 3 4 0
  game: path flip on a tree of 4 nodes rooted at 1: pick a node whose edge to its parent weighs 1, and flip every edge on its path to the root; whoever cannot move loses
  root 1 (weight-1 edges at the root: 1, to 2)
  parity rule: every move flips exactly one edge at the root, and every edge ends at 0, so the number of moves left has the parity of the weight-1 edges at the root, whatever anyone plays
  odd: the player to move wins, and every move wins
  answer: Girls win! (the girls, who move first, win)
  2 winning moves:
    pick node 2 (edge 2-1 weighs 1): root 1: 1 2 1, 2 3 1, 3 4 0 -> root 1: 1 2 0, 2 3 1, 3 4 0
    pick node 3 (edge 3-2 weighs 1): root 1: 1 2 1, 2 3 1, 3 4 0 -> root 1: 1 2 0, 2 3 0, 3 4 0

case 2, query 2: root 2: 1 2 0, 2 3 1, 3 4 0
  game: path flip on a tree of 4 nodes rooted at 2: pick a node whose edge to its parent weighs 1, and flip every edge on its path to the root; whoever cannot move loses
  root 2 (weight-1 edges at the root: 1, to 3)
  parity rule: every move flips exactly one edge at the root, and every edge ends at 0, so the number of moves left has the parity of the weight-1 edges at the root, whatever anyone plays
  odd: the player to move wins, and every move wins
  answer: Girls win! (the girls, who move first, win)
  1 winning move:
    pick node 3 (edge 3-2 weighs 1): root 2: 1 2 0, 2 3 1, 3 4 0 -> root 2: 1 2 0, 2 3 0, 3 4 0
"
    );
}
