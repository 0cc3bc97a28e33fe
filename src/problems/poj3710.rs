//! POJ 3710 Christmas Game: Green Hackenbush on several rooted pictures,
//! each a tree with simple polygons hung on it; a move cuts one edge of
//! one picture and what no longer reaches its root (vertex 1) falls; whoever
//! cannot move loses. Sally moves first. Tests until the input ends: `N`,
//! then N pictures, each `m k` and k edges `a b`. One line per test:
//! `Sally` when the first player wins, else `Harry`.
//!
//! Theory in [`crate::games::hackenbush`]: by the fusion principle an odd
//! polygon is worth one edge at its hanging vertex and an even one (a
//! double edge included) nothing; then the colon principle on the tree; the
//! pictures add as a nim-sum. grundy computes the general form (each
//! 2-edge-connected piece fused into loops, bridges found without
//! recursion), so it answers any multigraph exactly.
//!
//! grundy's reading: beyond the statement's pictures every multigraph is
//! answered (loops, polygons sharing edges or vertices: the principles hold
//! for all graphs); edges not connected to the root are not in play (the
//! rules remove what is not connected to the root), so they change
//! nothing. Checked: m >= 1 and vertices in 1..=m. Any N, m and k are
//! accepted; memory follows the edges of one picture.

use crate::error::Error;
use crate::format::{int, int_in, Blanks, Cases, Element, Expr, Format};
use crate::games::hackenbush::Graph;
use crate::games::Outcome;
use crate::output::Out;
use crate::problem::Problem;
use crate::problems::until_end;
use crate::scanner::Scanner;

pub const PROBLEM: Problem = Problem {
    id: "poj3710",
    aliases: &["christmas-game", "hackenbush-polygons"],
    title: "Christmas Game",
    url: "http://poj.org/problem?id=3710",
    game: "Green Hackenbush on trees with polygons hung on them (fusion, then colon); last mover wins",
    input: "until the input ends: N, then N pictures `m k` and k edges `a b`",
    output: "Sally / Harry (one per test)",
    run,
};

/// The judge format: `N` (N < 100), then N pictures: `m k` (m < 100,
/// k < 500) and k lines `a b` (1..=m). That the edges make a tree with
/// polygons is the statement's promise, not a rule grundy needs.
pub const FORMAT: Format = Format {
    cases: Cases::UntilEnd,
    case: &[
        Element::Line(&[int("N", "a picture count N", 1, 99)]),
        Element::Repeat {
            count: Expr::Var("N"),
            body: &[
                Element::Line(&[
                    int("m", "a vertex count m", 1, 99),
                    int("k", "an edge count k", 0, 499),
                ]),
                Element::Repeat {
                    count: Expr::Var("k"),
                    body: &[Element::Line(&[
                        int_in("a", "an edge's vertex a", Expr::Lit(1), Expr::Var("m")),
                        int_in("b", "an edge's vertex b", Expr::Lit(1), Expr::Var("m")),
                    ])],
                },
            ],
        },
    ],
    blanks: Blanks::None,
};

/// The judge's words: Sally (first to move) wins, or Harry does.
const WORDS: [&str; 2] = ["Sally", "Harry"];

fn run(input: &mut Scanner<'_>, out: &mut Out<'_>) -> Result<(), Error> {
    let mut picture = Graph::new();
    until_end(input, out, |input, out| {
        let mut x = 0;
        read_test(input, &mut picture, |picture| x ^= picture.value(1))?;
        out.line(Outcome::of_grundy(x).pick(WORDS[0], WORDS[1]));
        Ok(())
    })
}

/// Reads one test, each picture into `picture` in turn, and calls
/// `each(picture)` once it is whole.
fn read_test(
    input: &mut Scanner<'_>,
    picture: &mut Graph,
    mut each: impl FnMut(&Graph),
) -> Result<(), Error> {
    let pictures = input.next_u64("a picture count N")?;
    for _ in 0..pictures {
        let m = input.next_u64_where("a vertex count m of at least 1", |m| m >= 1)?;
        let k = input.next_u64("an edge count k")?;
        let vertex = format!("a vertex from 1 to {m}");
        picture.clear();
        for _ in 0..k {
            let a = input.next_u64_where(&vertex, |v| (1..=m).contains(&v))?;
            let b = input.next_u64_where(&vertex, |v| (1..=m).contains(&v))?;
            picture.add_edge(a, b);
        }
        each(picture);
    }
    Ok(())
}
