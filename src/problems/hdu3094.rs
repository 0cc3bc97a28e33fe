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
        read_tree(input, tree, "I")?;
        case(tree, out);
        Ok(())
    })
}

/// Reads one tree into `tree`: `N` (at least 1), then N - 1 edges on
/// 1..=N in either orientation, refused at the second vertex of an edge
/// that would close a cycle (a repeated edge, a loop). N - 1 edges with no
/// cycle on N vertices are connected: a tree. The tree judges share it;
/// `first_end` is their name for an edge's first vertex (`I`, `x`).
pub fn read_tree(input: &mut Scanner<'_>, tree: &mut Graph, first_end: &str) -> Result<(), Error> {
    let n = input.next_u64_where("a vertex count N of at least 1", |n| n >= 1)?;
    let vertex = format!("a vertex from 1 to {n}");
    let other_end = format!(
        "a vertex from 1 to {n} not yet connected to {first_end} (the edges must form a tree)"
    );
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
    Ok(())
}

#[cfg(feature = "tools")]
pub mod tools {
    use crate::format::{int, int_in, Blanks, Cases, Element, Expr, Format};
    use crate::problem::Tools;
    use crate::testdata::{rooted_trees, Case, Rng, Scale};

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
    /// edges `[I, J]` ([`rooted_trees`]: the traps, big trees rare).
    fn generate(rng: &mut Rng, scale: Scale, count: usize) -> Vec<Case> {
        rooted_trees(rng, scale, scale.cases(count, 100), (1, 100_000))
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
                accounts.add(out, tree_account(case, tree, accounts, WORDS));
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

    use super::{each_case, WORDS};
    use crate::explain::hackenbush::{tree_account, TREE_PLAY as PLAY};
    use crate::games::hackenbush::Graph;
}
