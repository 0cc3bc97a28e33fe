//! HDU 3094 A tree game: Green Hackenbush on a tree rooted at vertex 1. A
//! move cuts one edge, and whatever is no longer connected to the root
//! falls; whoever has no edge to cut loses. Alice moves first. `T`, then
//! per case `N` and N - 1 edges `I J` (either orientation, any order).
//! `Alice` when the first player wins, else `Bob`.
//!
//! Theory in [`crate::games::hackenbush`]: by the colon principle an edge
//! with a subtree of value `g` above it is a Nim heap of `g + 1`, so
//! `g(v) = XOR of (g(c) + 1)` over the children; Alice wins when
//! `g(1) != 0`. Computed without recursion (a path of 10^5 vertices is a
//! judge case), O(N) per case.
//!
//! Checked beyond the statement: N >= 1, vertices in 1..=N, and the N - 1
//! edges form a tree (an edge that would close a cycle, a repeated edge or
//! a loop is refused at its second vertex; N - 1 edges with no cycle on N
//! vertices are then connected). Any T and any N are accepted; memory
//! follows the edges read.

use crate::error::Error;
use crate::games::hackenbush::Graph;
use crate::games::Outcome;
use crate::output::Out;
use crate::problem::Problem;
use crate::problems::counted;
use crate::scanner::Scanner;

pub const PROBLEM: Problem = Problem {
    id: "hdu3094",
    aliases: &["a-tree-game", "tree-hackenbush"],
    title: "A tree game",
    url: "http://acm.hdu.edu.cn/showproblem.php?pid=3094",
    game: "Green Hackenbush on a rooted tree: cut an edge, what leaves the root falls; last mover wins",
    output: "Alice / Bob",
    run,
};

/// The judge's words: Alice (first to move) wins, or Bob does.
const WORDS: [&str; 2] = ["Alice", "Bob"];

pub fn run(input: &mut Scanner<'_>, out: &mut Out<'_>) -> Result<(), Error> {
    let mut tree = Graph::new();
    each_case(input, out, &mut tree, |tree, out| {
        out.line(Outcome::of_grundy(tree.value(1)).pick(WORDS[0], WORDS[1]));
    })
}

/// Reads every case into `tree` (checked to be a tree on 1..=N) and calls
/// `case(tree, out)` for each.
fn each_case(
    input: &mut Scanner<'_>,
    out: &mut Out<'_>,
    tree: &mut Graph,
    mut case: impl FnMut(&Graph, &mut Out<'_>),
) -> Result<(), Error> {
    counted(input, out, "a test case count", |input, out| {
        let n = input.next_u64_where("a vertex count N of at least 1", |n| n >= 1)?;
        let vertex = format!("a vertex from 1 to {n}");
        let other_end =
            format!("a vertex from 1 to {n} not yet connected to I (the edges must form a tree)");
        tree.clear();
        for _ in 1..n {
            let i = input.next_u64_where(&vertex, |v| (1..=n).contains(&v))?;
            input.next_u64_where(&other_end, |j| {
                let ok = (1..=n).contains(&j) && !tree.closes_cycle(i, j);
                if ok {
                    tree.add_edge(i, j);
                }
                ok
            })?;
        }
        case(tree, out);
        Ok(())
    })
}

#[cfg(feature = "tools")]
pub mod tools {
    use crate::format::{int, int_in, Blanks, Cases, Element, Expr, Format};
    use crate::problem::Tools;
    use crate::testdata::{Case, Rng, Scale};

    pub const TOOLS: Tools = Tools {
        own_rule: Some("vertices in 1..=N, the edges form a tree"),
        ..crate::tools!(generate, crate::testdata::rows_counted)
    };

    /// The judge format: T (1..=100), then per case N (1..=100000) and N - 1
    /// lines `I J` (1..=N). That they form a tree is the solver's check.
    pub const FORMAT: Format = Format {
        cases: Cases::counted("T", "a test case count T", 1, 100),
        case: &[
            Element::Line(&[int("N", "a vertex count N", 1, 100_000)]),
            Element::Repeat {
                count: Expr::Minus("N", 1),
                body: &[Element::Line(&[
                    int_in("I", "an edge's vertex I", Expr::Lit(1), Expr::Var("N")),
                    int_in("J", "an edge's vertex J", Expr::Lit(1), Expr::Var("N")),
                ])],
            },
        ],
        blanks: Blanks::None,
    };

    /// Generated cases as rows, one per line of the format: `[N]`, then the
    /// edges `[I, J]`. Traps: N = 1, paths (deep: the root at an end or in the
    /// middle), stars, edges turned either way and shuffled, the root as a leaf.
    fn generate(rng: &mut Rng, scale: Scale, count: usize) -> Vec<Case> {
        let most = scale.pick(8, 100_000, 300_000);
        let count = scale.cases(count, 100);
        (0..count)
            .map(|i| {
                // Big trees are rare (one in eight, never more than two a file).
                let n = if i < 2 && rng.one_in(8) {
                    rng.value(1, most)
                } else {
                    rng.value(1, most.min(scale.pick(8, 60, 600)))
                };
                // Positions 0..n on a shape, then labels: 1 somewhere.
                let shape = rng.range(0, 3);
                let parent = |v: u64, rng: &mut Rng| match shape {
                    0 => v - 1,
                    1 => 0,
                    _ => rng.range(0, v - 1),
                };
                let mut edges: Vec<(u64, u64)> = (1..n).map(|v| (v, parent(v, rng))).collect();
                let root = match rng.range(0, 2) {
                    0 => 0,
                    1 => n / 2,
                    _ => rng.range(0, n - 1),
                };
                let mut label: Vec<u64> = (1..=n).collect();
                label.swap(0, root as usize);
                for e in edges.iter_mut() {
                    *e = (label[e.0 as usize], label[e.1 as usize]);
                    if rng.one_in(2) {
                        *e = (e.1, e.0);
                    }
                }
                for k in (1..edges.len()).rev() {
                    edges.swap(k, rng.range(0, k as u64) as usize);
                }
                let mut case = vec![vec![n]];
                case.extend(edges.into_iter().map(|(a, b)| vec![a, b]));
                case
            })
            .collect()
    }
}

#[cfg(feature = "tools")]
pub mod explain {
    //! `grundy explain hdu3094`: the branches at the root by the colon
    //! principle, and every winning cut with the tree it leaves. Each
    //! account writes whole trees: for cases a person reads.

    /// What explain knows about this problem: its hook and moves, and a position as words, `grundy
    /// explain hdu3094 1 2 3 2 1 4 4 5`: the edges `I J` in pairs (the case count and `N` are put
    /// in front; no words is the tree of the root alone).
    pub const ROW: crate::explain::Row = crate::row!(
        |input, out, accounts| {
            let (mut case, mut tree) = (0, Graph::new());
            each_case(input, out, &mut tree, |tree, out| {
                case += 1;
                accounts.add(out, account(case, tree, accounts));
            })
        },
        words: built(
            "I J...",
            "1 2 3 2 1 4 4 5",
            |w| {
                let n = crate::explain::words::pair_count(w, 0) + 1;
                crate::explain::words::Built::new()
                    .raw(&format!("1\n{n}\n"))
                    .pairs(w, 0)
            }
        ),
        play: PLAY,
        restated: Anew,
    );

    /// Every cut, by edge in the order given.
    pub const PLAY: crate::explain::Play = crate::explain::Play {
        moves: |w, limit| {
            let mut tree = Graph::new();
            for pair in crate::explain::numbers(w).chunks(2) {
                if let [i, j] = pair {
                    tree.add_edge(*i, *j);
                }
            }
            let kept = bounded(tree.attached(1, None), limit)?;
            Some(kept.into_iter().map(|e| shown(&tree, e)).collect())
        },
        misere: false,
    };

    /// The edges of `tree` as words, its vertices renumbered 1, 2, ... in
    /// their order (a judge's tree on N vertices uses all of 1..=N, so the
    /// vertices that fell leave no gaps; the root stays 1).
    fn words(tree: &Graph) -> Vec<Word> {
        let edges: Vec<(u64, u64)> = tree.edges().collect();
        let mut labels: Vec<u64> = edges.iter().flat_map(|&(i, j)| [i, j]).collect();
        labels.push(1);
        labels.sort_unstable();
        labels.dedup();
        let rank = |v: u64| labels.binary_search(&v).map_or(v, |r| r as u64 + 1);
        let renumbered: Vec<u64> = edges
            .iter()
            .flat_map(|&(i, j)| [rank(i), rank(j)])
            .collect();
        nums(&renumbered)
    }

    use super::{each_case, WORDS};
    use crate::explain::hackenbush::{after_cut, cut, picture, some_cut};
    use crate::explain::{
        bounded, bouton, nums, verdict, Account, Accounts, Combine, Component, Example, Move, Step,
        Word,
    };
    use crate::games::hackenbush::Graph;
    use crate::games::Outcome;

    fn account(case: u64, tree: &Graph, accounts: &Accounts) -> Account {
        let g = tree.value(1);
        let outcome = Outcome::of_grundy(g);
        let mut moves = accounts.moves_of(tree.winning_cuts(1, 0), |e| shown(tree, e));
        if moves.count == 0 {
            moves.example = some_cut(tree, 1).map(|first| {
                let left = after_cut(tree, 1, first);
                Example {
                    first: shown(tree, first),
                    reply: left.winning_cuts(1, 0).first().map(|&r| shown(&left, r)),
                }
            });
        }
        let (branches, _) = tree.root_branches(1);
        let components = branches
            .iter()
            .map(|&(_, child, gc)| Component {
                name: format!("the edge 1-{child} with the subtree above {child}"),
                grundy: Some(gc + 1),
                reason: format!("colon principle: g({child}) + 1 = {gc} + 1"),
            })
            .collect();
        Account {
            words: words(tree),
            case,
            part: None,
            position: picture(tree, 1, None),
            game: format!(
                "Green Hackenbush on a tree of {} rooted at 1: cut an edge, and what no longer reaches the root falls; whoever cannot cut loses",
                crate::explain::counted(tree.edge_count() as u64, "edge")
            ),
            components,
            combine: Combine {
                nim_sum: true,
                rule: vec![
                    "each branch at the root is a Nim heap of (its top vertex's value) + 1, where g(v) = XOR over the children c of (g(c) + 1) and a leaf is 0".into(),
                    bouton(g),
                ],
            },
            verdict: verdict(outcome, WORDS, ["Alice, who moves first, wins", "Bob wins"]),
            moves,
        }
    }

    /// The cut of edge `e`: the tree left in words (renumbered), and its
    /// value.
    fn shown(tree: &Graph, e: usize) -> Move {
        let left = after_cut(tree, 1, e);
        Move {
            step: Step::new("cut", words(&left)).worth(left.value(1)),
            text: cut(tree, 1, e),
            before: picture(tree, 1, None),
            after: picture(tree, 1, Some(e)),
        }
    }
}
