//! The path-flip game on a tree, from the rules: a move picks a non-root node
//! whose edge to its parent weighs 1 and flips every edge on its path to the
//! root. Positions are the edge weights as a bit mask, one search per root.

use crate::assert_lines;
use crate::search::{Next, Rng, Search};
use grundy::games::path_flip::{FlipMove, FlipTree};

/// For the tree with these edges (nodes 1..=n) rooted at `root`: per non-root
/// node, by increasing node, the node, the index of its edge to its parent
/// and the mask of its path's edges.
fn paths(n: usize, edges: &[(usize, usize)], root: usize) -> Vec<(usize, usize, u32)> {
    let mut up: Vec<Option<(usize, u32)>> = vec![None; n + 1];
    let mut seen = vec![false; n + 1];
    seen[root] = true;
    let mut stack = vec![(root, 0u32)];
    while let Some((u, mask)) = stack.pop() {
        for (i, &(a, b)) in edges.iter().enumerate() {
            let v = if a == u {
                b
            } else if b == u {
                a
            } else {
                continue;
            };
            if !seen[v] {
                seen[v] = true;
                up[v] = Some((i, mask | 1 << i));
                stack.push((v, mask | 1 << i));
            }
        }
    }
    assert!(seen[1..].iter().all(|&s| s), "not a tree: {edges:?}");
    up.into_iter()
        .enumerate()
        .filter_map(|(v, up)| up.map(|(edge, path)| (v, edge, path)))
        .collect()
}

type Moves = Box<dyn FnMut(&u32) -> Vec<Next<u32>>>;

/// One search per root of the tree.
fn searches(n: usize, edges: &[(usize, usize)]) -> Vec<Search<u32, Moves>> {
    (1..=n)
        .map(|root| {
            let up = paths(n, edges, root);
            let moves: Moves = Box::new(move |&w: &u32| {
                up.iter()
                    .filter(|&&(_, edge, _)| w >> edge & 1 == 1)
                    .map(|&(_, _, path)| Next::To(w ^ path))
                    .collect()
            });
            Search::normal(moves)
        })
        .collect()
}

fn verdict(girls_win: bool) -> String {
    if girls_win { "Girls win!" } else { "Boys win!" }.to_string()
}

/// One test case being written: operations are added one by one (an edge's
/// two ends in a random order), then `finish` writes `n m`, the edges with
/// their starting weights, and the operations.
struct Case<'a> {
    n: usize,
    edges: &'a [(usize, usize)],
    rng: &'a mut Rng,
    ops: String,
    count: usize,
}

impl Case<'_> {
    fn ends(&mut self, edge: usize) -> (usize, usize) {
        let (a, b) = self.edges[edge];
        if self.rng.next_u64() % 2 == 0 {
            (a, b)
        } else {
            (b, a)
        }
    }

    fn update(&mut self, edge: usize, weight: u32) {
        let (x, y) = self.ends(edge);
        self.ops += &format!("1 {x} {y} {weight}\n");
        self.count += 1;
    }

    fn query(&mut self, root: usize) {
        self.ops += &format!("0 {root}\n");
        self.count += 1;
    }

    fn finish(mut self, weights: u32, input: &mut String) {
        *input += &format!("{} {}\n", self.n, self.count);
        for i in 0..self.edges.len() {
            let (x, y) = self.ends(i);
            *input += &format!("{x} {y} {}\n", weights >> i & 1);
        }
        *input += &self.ops;
    }
}

/// Every labelled tree on n nodes, from its Prüfer sequence.
fn all_trees(n: usize) -> Vec<Vec<(usize, usize)>> {
    if n == 1 {
        return vec![vec![]];
    }
    let mut trees = Vec::new();
    let count = n.pow(n as u32 - 2);
    for code in 0..count {
        let mut c = code;
        let seq: Vec<usize> = (0..n - 2)
            .map(|_| {
                let v = c % n + 1;
                c /= n;
                v
            })
            .collect();
        trees.push(from_pruefer(n, &seq));
    }
    trees
}

fn from_pruefer(n: usize, seq: &[usize]) -> Vec<(usize, usize)> {
    let mut degree = vec![1; n + 1];
    for &v in seq {
        degree[v] += 1;
    }
    let mut edges = Vec::new();
    for &v in seq {
        let leaf = (1..=n).find(|&u| degree[u] == 1).unwrap();
        edges.push((leaf, v));
        degree[leaf] -= 1;
        degree[v] -= 1;
    }
    let last: Vec<usize> = (1..=n).filter(|&u| degree[u] == 1).collect();
    edges.push((last[0], last[1]));
    edges
}

/// All trees on up to `max_n` nodes (every `step`-th for the largest), every
/// weighting, every root: each weighting is reached by updates of every edge
/// (some to the weight it already has), then every root is asked.
fn check_all_trees(max_n: usize, step: usize, seed: u64) {
    let mut rng = Rng::new(seed);
    let mut input = String::new();
    let mut expected = Vec::new();
    let mut cases = 0;
    for n in 1..=max_n {
        let trees = all_trees(n);
        let stride = if n == max_n { step } else { 1 };
        for edges in trees.iter().step_by(stride) {
            let mut search = searches(n, edges);
            let start = rng.range(0, (1 << edges.len()) - 1) as u32;
            let mut case = Case {
                n,
                edges,
                rng: &mut rng,
                ops: String::new(),
                count: 0,
            };
            // The starting weights first, then every weighting by updates.
            let weightings = std::iter::once(start).chain(0..1u32 << edges.len());
            for (i, w) in weightings.enumerate() {
                if i > 0 {
                    for e in 0..edges.len() {
                        case.update(e, w >> e & 1);
                    }
                }
                for root in 1..=n {
                    case.query(root);
                    expected.push(verdict(search[root - 1].mover_wins(&w)));
                }
            }
            case.finish(start, &mut input);
            cases += 1;
        }
    }
    assert_lines("hdu5963", &format!("{cases}\n{input}"), &expected);
}

#[test]
fn all_trees_up_to_five_nodes() {
    check_all_trees(5, 1, 5963);
}

#[test]
fn trees_on_six_nodes() {
    check_all_trees(6, 4, 6);
}

#[test]
fn seeded_random_trees_and_operations() {
    let mut rng = Rng::new(59630);
    let mut input = String::new();
    let mut expected = Vec::new();
    let cases = 40;
    for _ in 0..cases {
        let n = rng.range(2, 11) as usize;
        let seq: Vec<usize> = (0..n - 2)
            .map(|_| rng.range(1, n as u64) as usize)
            .collect();
        let edges = from_pruefer(n, &seq);
        let mut search = searches(n, &edges);
        let mut w = rng.range(0, (1 << edges.len()) - 1) as u32;
        let start = w;
        let mut case = Case {
            n,
            edges: &edges,
            rng: &mut rng,
            ops: String::new(),
            count: 0,
        };
        for _ in 0..60 {
            if case.rng.next_u64() % 3 == 0 {
                let e = case.rng.range(0, edges.len() as u64 - 1) as usize;
                let z = (case.rng.next_u64() % 2) as u32;
                case.update(e, z);
                w = w & !(1 << e) | z << e;
            } else {
                let root = case.rng.range(1, n as u64) as usize;
                case.query(root);
                expected.push(verdict(search[root - 1].mover_wins(&w)));
            }
        }
        case.finish(start, &mut input);
    }
    assert_lines("hdu5963", &format!("{cases}\n{input}"), &expected);
}

/// The tree of the games layer with these edges and weights (bit i: edge i).
fn flip_tree(edges: &[(usize, usize)], w: u32) -> FlipTree {
    let mut tree = FlipTree::new();
    for (i, &(x, y)) in edges.iter().enumerate() {
        tree.add_edge(x as u64, y as u64, w >> i & 1 == 1);
    }
    tree
}

/// The weights of `tree` as a mask over `edges`.
fn weight_mask(tree: &FlipTree, edges: &[(usize, usize)]) -> u32 {
    let heavy: Vec<(u64, u64)> = tree
        .weighted_edges()
        .into_iter()
        .filter(|e| e.2)
        .map(|(x, y, _)| (x, y))
        .collect();
    let key = |(x, y): (usize, usize)| (x.min(y) as u64, x.max(y) as u64);
    (0..edges.len())
        .filter(|&i| heavy.contains(&key(edges[i])))
        .map(|i| 1 << i)
        .sum()
}

/// The games layer's winning moves, against the search, on every tree of up
/// to five nodes, every weighting and every root: exactly the nodes whose
/// parent edge weighs 1 and whose path flip leaves a lost position; and
/// playing any move flips exactly its path.
#[test]
fn winning_moves_on_all_trees_up_to_five_nodes() {
    for n in 1..=5 {
        for edges in all_trees(n) {
            let mut search = searches(n, &edges);
            for w in 0..1u32 << edges.len() {
                let tree = flip_tree(&edges, w);
                assert_eq!(weight_mask(&tree, &edges), w);
                for root in 1..=n {
                    let up = paths(n, &edges, root);
                    let parent = |v: usize, edge: usize| {
                        let (a, b) = edges[edge];
                        (if a == v { b } else { a }) as u64
                    };
                    let expected: Vec<FlipMove> = up
                        .iter()
                        .filter(|&&(_, edge, path)| {
                            w >> edge & 1 == 1 && !search[root - 1].mover_wins(&(w ^ path))
                        })
                        .map(|&(v, edge, _)| FlipMove {
                            node: v as u64,
                            parent: parent(v, edge),
                        })
                        .collect();
                    let listed = tree.winning_moves(root as u64);
                    assert_eq!(listed, expected, "{edges:?} weights {w:b} root {root}");
                    for &(v, _, path) in &up {
                        let mut played = flip_tree(&edges, w);
                        played.flip_path(root as u64, v as u64);
                        let after = weight_mask(&played, &edges);
                        assert_eq!(after, w ^ path, "{edges:?} root {root} node {v}");
                    }
                }
            }
        }
    }
}
