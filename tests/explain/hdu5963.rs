//! Path flip on a tree (hdu5963): the winning moves against the rules for
//! every query, the games layer's list, snapshots, and output that grows
//! with the input rather than with queries times the tree.

use crate::check::{self, numbers};
use crate::search::{Next, Rng, Search};
use grundy::games::path_flip::FlipTree;

/// A position is `[root, x1, y1, z1, x2, y2, z2, ...]`. A move picks a node
/// whose edge to its parent weighs 1 and flips every edge on its path to
/// the root: each legal move, as the node picked and the position after.
fn moves_by_node(p: &[u64]) -> Vec<(u64, Vec<u64>)> {
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
        .map(|(node, up)| {
            let mut q = p.to_vec();
            for &e in up {
                q[1 + 3 * e + 2] ^= 1;
            }
            (*node, q)
        })
        .collect()
}

/// The position each query of `input` asks about, from the rules: the
/// tree after every update before it, with the query's root.
fn positions_asked(input: &str) -> Vec<Vec<u64>> {
    let mut words = input
        .split_ascii_whitespace()
        .map(|w| w.parse::<u64>().unwrap());
    let mut next = || words.next().unwrap();
    let mut asked = Vec::new();
    for _ in 0..next() {
        let (n, m) = (next(), next());
        let mut edges: Vec<[u64; 3]> = (1..n)
            .map(|_| {
                let (x, y, z) = (next(), next(), next());
                [x.min(y), x.max(y), z]
            })
            .collect();
        edges.sort_unstable();
        for _ in 0..m {
            if next() == 0 {
                let mut p = vec![next()];
                p.extend(edges.iter().flatten());
                asked.push(p);
            } else {
                let (x, y, z) = (next(), next(), next());
                let e = edges
                    .iter_mut()
                    .find(|e| e[..2] == [x.min(y), x.max(y)])
                    .unwrap();
                e[2] = z;
            }
        }
    }
    asked
}

/// Rebuilds the position of each account from what it shows: a case's
/// first query the whole tree, the later ones the edges changed since the
/// query before (`root R: the tree of query Q, then x y z, ...`).
fn positions_shown(all: &[grundy::explain::Account]) -> Vec<Vec<u64>> {
    let mut shown: Vec<Vec<u64>> = Vec::new();
    let mut last_of_case = Vec::new();
    for a in all {
        let words = numbers(&a.position);
        let p = if a.part == Some(("query", 1)) {
            words
        } else {
            let mut p = last_of_case.clone();
            p[0] = words[0];
            assert_eq!(Some(("query", words[1] + 1)), a.part, "{}", a.position);
            for xyz in words[2..].chunks(3) {
                let at = (1..p.len())
                    .step_by(3)
                    .find(|&i| p[i..i + 2] == xyz[..2])
                    .unwrap();
                assert_ne!(p[at + 2], xyz[2], "{}: not a change", a.position);
                p[at + 2] = xyz[2];
            }
            p
        };
        last_of_case = p.clone();
        shown.push(p);
    }
    shown
}

/// Every account of `input` against the rules: the position it stands for
/// is the one asked, the outcome is the search's, the listed moves are
/// exactly the moves to positions lost for the opponent, and a lost
/// position's example is a legal move with a winning reply. Returns how
/// many accounts were checked.
fn against_the_rules(input: &str) -> usize {
    let mut search = Search::normal(|p: &Vec<u64>| {
        moves_by_node(p)
            .into_iter()
            .map(|(_, q)| Next::To(q))
            .collect()
    });
    let all = check::explain_all("hdu5963", input);
    let asked = positions_asked(input);
    assert_eq!(positions_shown(&all), asked);
    for (a, p) in all.iter().zip(&asked) {
        let at = format!("case {} {:?}: {}", a.case, a.part, a.position);
        assert_eq!(a.verdict.outcome.next_wins(), search.mover_wins(p), "{at}");
        let legal = moves_by_node(p);
        let want: Vec<u64> = legal
            .iter()
            .filter(|(_, q)| !search.mover_wins(q))
            .map(|&(node, _)| node)
            .collect();
        let listed: Vec<u64> = a.moves.listed.iter().map(|m| numbers(&m.text)[0]).collect();
        let mut sorted = want.clone();
        sorted.sort_unstable();
        assert_eq!(listed, sorted, "{at}");
        assert_eq!(a.moves.count as usize, want.len(), "{at}");
        let step = |from: &[u64], text: &str| {
            let node = numbers(text)[0];
            let found = moves_by_node(from).into_iter().find(|(n, _)| *n == node);
            found
                .unwrap_or_else(|| panic!("{at}: {text} is not legal"))
                .1
        };
        match &a.moves.example {
            _ if a.moves.count > 0 => assert!(a.moves.example.is_none(), "{at}"),
            None => assert!(legal.is_empty(), "{at}: a move exists, none shown"),
            Some(e) => {
                let after = step(p, &e.first.text);
                assert!(search.mover_wins(&after), "{at}: example is not a loss");
                match &e.reply {
                    Some(reply) => {
                        let end = step(&after, &reply.text);
                        assert!(!search.mover_wins(&end), "{at}: reply does not win");
                    }
                    None => assert!(moves_by_node(&after).is_empty(), "{at}"),
                }
            }
        }
    }
    all.len()
}

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
    let queries = against_the_rules(&input);
    assert!(queries > 2000, "{queries}");
    let all = check::explain_all("hdu5963", &input);
    for (a, p) in all.iter().zip(positions_asked(&input)) {
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
    pick node 2 (edge 2-1 weighs 1): 1 weight-1 edge at root 1 -> the path from 2 to 1 flipped, leaving an even number
    pick node 3 (edge 3-2 weighs 1): 1 weight-1 edge at root 1 -> the path from 3 to 1 flipped, leaving an even number

case 2, query 2: root 2: the tree of query 1, then 1 2 0
  game: path flip on a tree of 4 nodes rooted at 2: pick a node whose edge to its parent weighs 1, and flip every edge on its path to the root; whoever cannot move loses
  root 2 (weight-1 edges at the root: 1, to 3)
  parity rule: every move flips exactly one edge at the root, and every edge ends at 0, so the number of moves left has the parity of the weight-1 edges at the root, whatever anyone plays
  odd: the player to move wins, and every move wins
  answer: Girls win! (the girls, who move first, win)
  1 winning move:
    pick node 3 (edge 3-2 weighs 1): 1 weight-1 edge at root 2 -> the path from 3 to 2 flipped, leaving an even number
"
    );
}

/// Official bounds are n, m < 40000: every query writing the tree (and
/// twice more per listed move) made about 8 MB a query. Now a case's tree
/// is written once and each query adds a bounded amount plus the edges
/// changed, so the output grows with the input.
#[test]
fn the_output_grows_with_the_input_not_queries_times_the_tree() {
    let n = 3000u64;
    let queries = 60u64;
    let mut input = format!("1\n{n} {}\n", 2 * queries);
    for v in 2..=n {
        input += &format!("{} {v} 1\n", v - 1);
    }
    for q in 0..queries {
        input += &format!("0 {}\n1 {} {} {}\n", 1 + q * 7 % n, q + 1, q + 2, q % 2);
    }
    let out = check::text("hdu5963", &input, &[]);
    let per_query = 4000;
    assert!(
        out.len() < input.len() + queries as usize * per_query,
        "{} bytes for {} bytes of input",
        out.len(),
        input.len()
    );
}
