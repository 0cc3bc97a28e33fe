//! HDU 5963 朋友: the path-flip game on a 0/1-weighted tree, with updates.
//! `T`, then per case `n m`, n - 1 edges `x y z`, and m operations: `0 x`
//! asks who wins with root x (girls move first), `1 x y z` sets the weight of
//! the edge x-y to z. One line per query: `Girls win!` or `Boys win!`.
//!
//! Theory in [`crate::games::path_flip`]: the player to move wins exactly when
//! an odd number of weight-1 edges meet at the root (the number of moves of
//! the whole game has that parity). Each query and update is O(1) expected.
//!
//! Checked beyond the statement: node numbers lie in 1..=n (the statement's
//! `1<x<n` for edges is a typo), weights are 0 or 1, the n - 1 edges form a
//! tree (an edge that would close a cycle, a repeated edge or a loop is
//! refused at its second node; n - 1 edges with no cycle on n nodes are then
//! connected), and an update names an edge of the tree (either order). An
//! update may set an edge to its current weight. Any T and any n >= 1 are
//! accepted; memory follows the edges read, not n.

use crate::error::Error;
use crate::games::path_flip::FlipTree;
use crate::output::Out;
use crate::problem::Problem;
use crate::problems::counted;
use crate::scanner::Scanner;

pub const PROBLEM: Problem = Problem {
    id: "hdu5963",
    aliases: &["path-flip"],
    title: "朋友",
    url: "http://acm.hdu.edu.cn/showproblem.php?pid=5963",
    game: "0/1-weighted tree: pick a node whose parent edge is 1, flip its path to the root; last mover wins",
    output: "Girls win! / Boys win! per query",
    run,
};

const WEIGHT: &str = "an edge weight 0 or 1";

/// The words naming the first number and an operation's kind in errors.
pub const CASE_COUNT: &str = "a test case count";
pub const OPERATION: &str = "an operation 0 (query) or 1 (update)";

pub fn run(input: &mut Scanner<'_>, out: &mut Out<'_>) -> Result<(), Error> {
    let mut tree = FlipTree::new();
    each_query(input, out, &mut tree, |tree, _, root, out| {
        out.line(tree.outcome(root).pick(WORDS[0], WORDS[1]));
    })
}

/// The judge's words: the girls (first to move) win, or the boys do.
const WORDS: [&str; 2] = ["Girls win!", "Boys win!"];

/// Reads the whole input into `tree`, case by case, applying each update,
/// and calls `query(tree, case, root, out)` for each query (cases from 1).
fn each_query(
    input: &mut Scanner<'_>,
    out: &mut Out<'_>,
    tree: &mut FlipTree,
    mut query: impl FnMut(&FlipTree, u64, u64, &mut Out<'_>),
) -> Result<(), Error> {
    let mut case = 0;
    counted(input, out, CASE_COUNT, |input, out| {
        let n = input.next_u64_where("a node count n of at least 1", |n| n >= 1)?;
        let operations = input.next_u64("an operation count m")?;
        let node = format!("a node number from 1 to {n}");
        let other_end = format!(
            "a node number from 1 to {n} not yet connected to x (the edges must form a tree)"
        );
        let in_range = |v: u64| (1..=n).contains(&v);
        tree.clear();
        case += 1;
        for _ in 1..n {
            let x = input.next_u64_where(&node, in_range)?;
            let y = input.next_u64_where(&other_end, |y| in_range(y) && tree.can_join(x, y))?;
            let z = input.next_u64_where(WEIGHT, |z| z <= 1)?;
            tree.add_edge(x, y, z == 1);
        }
        for _ in 0..operations {
            let kind = input.next_u64_where(OPERATION, |k| k <= 1)?;
            let x = input.next_u64_where(&node, in_range)?;
            if kind == 0 {
                query(tree, case, x, out);
            } else {
                let mut edge = None;
                input.next_u64_where("a node joined to x by an edge of the tree", |y| {
                    edge = tree.edge(x, y);
                    edge.is_some()
                })?;
                let z = input.next_u64_where(WEIGHT, |z| z <= 1)?;
                if let Some(edge) = edge {
                    tree.set_weight(edge, z == 1);
                }
            }
        }
        Ok(())
    })
}

/// The judge data: T (1..=5), then per case `n m` (each 1..=39999), n - 1
/// edges `x y z` of a tree (nodes 1..=n, z 0 or 1) and m operations `0 x`
/// or `1 x y z` on an edge of the tree. That the edges form a tree and an
/// update names one of them is the solver's check. A case is `[n]`, then
/// its edges (rows of 3) and its operations (rows of 2 or 4), in order.
#[cfg(feature = "tools")]
pub mod tools {
    use crate::format::{int, int_in, Blanks, Cases, Element, Expr, Format, Int, Token};
    use crate::problem::Tools;
    use crate::testdata::{line, Case, Rng, Scale};

    pub const TOOLS: Tools = Tools {
        own_rule: Some("nodes in 1..=n, the edges form a tree, operations 0 or 1"),
        ..crate::tools!(generate, write)
    };

    /// The judge's input, as its statement gives it.
    pub const FORMAT: Format = Format {
        cases: Cases::counted("T", super::CASE_COUNT, 1, 5),
        case: &[
            Element::Line(&[
                int("n", "a node count", 1, 39_999),
                int("m", "an operation count", 1, 39_999),
            ]),
            Element::Repeat {
                count: Expr::Minus("n", 1),
                body: &[Element::Line(&[
                    int_in("x", "an edge's node", Expr::Lit(1), Expr::Var("n")),
                    int_in("y", "an edge's node", Expr::Lit(1), Expr::Var("n")),
                    int("z", "an edge weight", 0, 1),
                ])],
            },
            Element::Repeat {
                count: Expr::Var("m"),
                body: &[Element::Line(&[Token::Switch {
                    int: Int {
                        name: "op",
                        what: super::OPERATION,
                        lo: Expr::Lit(0),
                        hi: Expr::Lit(1),
                    },
                    arms: &[
                        (0, &[int_in("x", "a node", Expr::Lit(1), Expr::Var("n"))]),
                        (
                            1,
                            &[
                                int_in("x", "a node", Expr::Lit(1), Expr::Var("n")),
                                int_in("y", "a node", Expr::Lit(1), Expr::Var("n")),
                                int("z", "a weight", 0, 1),
                            ],
                        ),
                    ],
                }])],
            },
        ],
        blanks: Blanks::None,
    };

    /// Paths and stars as well as random trees, a single node, and updates
    /// that set an edge to the weight it has (a no-op), on purpose.
    fn generate(rng: &mut Rng, scale: Scale, count: usize) -> Vec<Case> {
        let count = scale.cases(count, 5);
        let (nodes, operations) = scale.pick((6, 8), (39_999, 39_999), (39_999, 39_999));
        // Large trees are rare: most of the traps fit in small ones.
        let nodes = rng.rarely_largest(nodes, scale.pick(6, 40, 400));
        let operations = rng.rarely_largest(operations, scale.pick(8, 40, 400));
        (0..count)
            .map(|_| {
                let n = rng.value(1, nodes);
                let shape = rng.range(0, 2);
                let mut edges: Vec<Vec<u64>> = (2..=n)
                    .map(|child| {
                        let parent = match shape {
                            0 => child - 1,
                            1 => 1,
                            _ => rng.range(1, child - 1),
                        };
                        let (x, y) = if rng.one_in(2) {
                            (parent, child)
                        } else {
                            (child, parent)
                        };
                        vec![x, y, rng.range(0, 1)]
                    })
                    .collect();
                let mut case = vec![vec![n]];
                case.append(&mut edges.clone());
                for _ in 0..rng.value(1, operations) {
                    if edges.is_empty() || rng.one_in(2) {
                        case.push(vec![0, rng.range(1, n)]);
                    } else {
                        let at = rng.range(0, edges.len() as u64 - 1) as usize;
                        let edge = &mut edges[at];
                        let weight = if rng.one_in(3) { edge[2] } else { 1 - edge[2] };
                        edge[2] = weight;
                        case.push(vec![1, edge[0], edge[1], weight]);
                    }
                }
                case
            })
            .collect()
    }

    fn write(cases: &[Case]) -> String {
        let mut text = format!("{}\n", cases.len());
        for case in cases {
            let Some((head, rows)) = case.split_first() else {
                continue;
            };
            let n = head.first().copied().unwrap_or(0);
            let operations = rows.iter().filter(|r| r.len() != 3).count() as u64;
            line(&mut text, &[n, operations]);
            for row in rows.iter().filter(|r| r.len() == 3) {
                line(&mut text, row);
            }
            for row in rows.iter().filter(|r| r.len() != 3) {
                line(&mut text, row);
            }
        }
        text
    }
}

#[cfg(feature = "tools")]
pub mod explain {
    //! `grundy explain hdu5963`: the parity of the weight-1 edges at the
    //! root decides each query, and then every move wins (or none does).
    //!
    //! What is written grows with the input, not with queries times the
    //! tree: a case's first query shows the whole tree, each later one only
    //! the edges whose weight changed since the query before, and a move
    //! says which path it flips and what that does at the root (the parity
    //! rule needs nothing else), never the whole tree after it. Finding the
    //! moves still costs O(n log n) per query.

    /// What explain knows about this problem: its hook, words, moves and picture.
    pub const ROW: crate::explain::Row = crate::explain::Row::judge_input_only(explain, "a case is a tree with updates: its queries ask about several roots of one changing tree, more than one position in words");

    use super::{each_query, WORDS};
    use crate::error::Error;
    use crate::explain::{
        mover, verdict, Account, Accounts, Combine, Component, Example, Move, Step,
    };
    use crate::games::path_flip::{FlipMove, FlipTree};
    use crate::output::Out;
    use crate::scanner::Scanner;

    pub fn explain(
        input: &mut Scanner<'_>,
        out: &mut Out<'_>,
        accounts: &mut Accounts,
    ) -> Result<(), Error> {
        let mut tree = FlipTree::new();
        let mut last = (0, 0);
        // The tree as the previous query of this case showed it.
        let mut shown_edges = Vec::new();
        each_query(input, out, &mut tree, |tree, case, root, out| {
            last = if last.0 == case {
                (case, last.1 + 1)
            } else {
                (case, 1)
            };
            let edges = tree.weighted_edges();
            let position = if last.1 == 1 {
                position(root, &edges)
            } else {
                changes(root, last.1 - 1, &shown_edges, &edges)
            };
            shown_edges = edges;
            let account = account(tree, case, last.1, root, position, accounts);
            accounts.add(out, account);
        })
    }

    fn account(
        tree: &FlipTree,
        case: u64,
        query: u64,
        root: u64,
        position: String,
        accounts: &Accounts,
    ) -> Account {
        let outcome = tree.outcome(root);
        let heavy = tree.heavy_edges_at(root);
        let ends: Vec<String> = heavy.iter().map(u64::to_string).collect();
        let count = match heavy.len() {
            0 => "no weight-1 edge at the root".to_string(),
            k => format!("weight-1 edges at the root: {k}, to {}", ends.join(", ")),
        };
        let parity = if heavy.len() % 2 == 1 { "odd" } else { "even" };
        let every = if outcome.next_wins() {
            "every move wins"
        } else {
            "no move wins"
        };
        let winning = tree.winning_moves(root);
        let k = heavy.len();
        let mut moves = accounts.moves_of(winning.iter().copied(), |m| shown(k, root, m));
        if winning.is_empty() {
            moves.example = tree.legal_moves(root).first().map(|&first| {
                let mut after = tree.clone();
                after.flip_path(root, first.node);
                let k_after = after.heavy_edges_at(root).len();
                let reply = after
                    .winning_moves(root)
                    .first()
                    .map(|&r| shown(k_after, root, r));
                Example {
                    first: shown(k, root, first),
                    reply,
                }
            });
        }
        let nodes = tree.weighted_edges().len() + 1;
        Account {
            case,
            part: Some(("query", query)),
            position,
            words: Vec::new(),
            game: format!(
                "path flip on a tree of {} rooted at {root}: pick a node whose edge to its parent weighs 1, and flip every edge on its path to the root; whoever cannot move loses",
                if nodes == 1 { "1 node".to_string() } else { format!("{nodes} nodes") }
            ),
            components: vec![Component {
                name: format!("root {root}"),
                grundy: None,
                reason: count,
            }],
            combine: Combine {
                nim_sum: false,
                rule: vec![
                    "parity rule: every move flips exactly one edge at the root, and every edge ends at 0, so the number of moves left has the parity of the weight-1 edges at the root, whatever anyone plays".to_string(),
                    format!("{parity}: {}, and {every}", mover(outcome)),
                ],
            },
            verdict: verdict(outcome, WORDS, ["the girls, who move first, win", "the boys win"]),
            moves,
        }
    }

    /// Move `m` with root `root`, where `k` weight-1 edges meet the root: a
    /// few words whatever the tree's size.
    pub fn shown(k: usize, root: u64, m: FlipMove) -> Move {
        let plural = if k == 1 { "" } else { "s" };
        let after = if k % 2 == 1 { "even" } else { "odd" };
        Move {
            text: format!(
                "pick node {} (edge {}-{} weighs 1)",
                m.node, m.node, m.parent
            ),
            before: format!("{k} weight-1 edge{plural} at root {root}"),
            after: format!(
                "the path from {} to {root} flipped, leaving an {after} number",
                m.node
            ),
            step: Step::new("pick", Vec::new()).by(m.node),
        }
    }

    /// `root 1: 1 2 1, 2 3 1, 3 4 0`: the root, then each edge `x y z` as
    /// the judge writes one.
    pub fn position(root: u64, edges: &[(u64, u64, bool)]) -> String {
        if edges.is_empty() {
            return format!("root {root}: no edges");
        }
        format!("root {root}: {}", judged(edges))
    }

    /// `root 2: the tree of query 1, then 1 2 0`: the root, and the edges
    /// whose weight changed since query `previous` showed `before` (both
    /// lists sorted, as [`FlipTree::weighted_edges`] gives them).
    pub fn changes(
        root: u64,
        previous: u64,
        before: &[(u64, u64, bool)],
        now: &[(u64, u64, bool)],
    ) -> String {
        let changed: Vec<(u64, u64, bool)> = now
            .iter()
            .zip(before)
            .filter(|(a, b)| a != b)
            .map(|(a, _)| *a)
            .collect();
        if changed.is_empty() {
            format!("root {root}: the tree of query {previous}")
        } else {
            format!(
                "root {root}: the tree of query {previous}, then {}",
                judged(&changed)
            )
        }
    }

    /// Edges as the judge writes them: `1 2 1, 2 3 0`.
    fn judged(edges: &[(u64, u64, bool)]) -> String {
        let edges: Vec<String> = edges
            .iter()
            .map(|&(x, y, z)| format!("{x} {y} {}", u8::from(z)))
            .collect();
        edges.join(", ")
    }
}
