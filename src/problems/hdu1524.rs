//! HDU 1524 A Chess Game (= POJ 2425): chessmen on the nodes of a directed
//! acyclic graph; a move slides one chessman along an edge; whoever cannot
//! move loses. Test cases until the input ends: `N`, then N lines `Xi t1 ..
//! tXi` (the out-positions of position i, from 0), then queries `M p1 ..
//! pM`, ended by a line `0`. One line per query, all cases together: `WIN`
//! when the player to move wins, else `LOSE`.
//!
//! Theory in [`crate::games::dag`]: `g(v) = mex` of the out-positions'
//! values, and a query is the XOR of its chessmen's values.
//!
//! Checked beyond the statement: positions lie in 0..N, and the graph has
//! no cycle (the statement promises none; with one the game could go on
//! for ever). A cycle is found once the N lists are read and reported at
//! the token after them, naming the cycle. An N of 0 where a test case
//! would start ends the input (one rewritten copy ends it so; nothing may
//! follow). Any N, M and list length are accepted.

use crate::error::Error;
use crate::format::{int, int_in, ints_in, Blanks, Cases, Element, Expr, Format};
use crate::games::dag::Dag;
use crate::games::Outcome;
use crate::output::Out;
use crate::problem::Problem;
use crate::problems::until_end;
use crate::scanner::Scanner;

pub const PROBLEM: Problem = Problem {
    id: "hdu1524",
    aliases: &["poj2425", "a-chess-game", "chessmen-on-a-dag"],
    title: "A Chess Game",
    url: "http://acm.hdu.edu.cn/showproblem.php?pid=1524",
    game: "chessmen on a DAG: slide one along an edge; whoever cannot move loses",
    input: "until the input ends: N, N lines `Xi t...`, queries `M p...`, a line 0",
    output: "WIN / LOSE per query",
    run,
};

/// The judge format: `N` (1..=1000); N lines `X t1 .. tX` (X from 0 to
/// N - 1, each t from 0 to N - 1); then query lines `M p1 .. pM` (M from 1
/// to 10, each p from 0 to N - 1) until a line `0`. No stated bound on the
/// list lengths or the number of queries: X counts out-positions, which a
/// simple graph has at most N - 1 of. Blank lines may stand between cases.
pub const FORMAT: Format = Format {
    cases: Cases::UntilEnd,
    case: &[
        Element::Line(&[int("N", "a position count N", 1, 1000)]),
        Element::Repeat {
            count: Expr::Var("N"),
            body: &[Element::Line(&[
                int_in("X", "an out-position count", Expr::Lit(0), Expr::Minus("N", 1)),
                ints_in(
                    Expr::Var("X"),
                    "t",
                    "an out-position",
                    Expr::Lit(0),
                    Expr::Minus("N", 1),
                ),
            ])],
        },
        Element::Until {
            sentinel: &[0],
            body: &[Element::Line(&[
                int("M", "a chessman count M", 1, 10),
                ints_in(
                    Expr::Var("M"),
                    "p",
                    "a chessman's position",
                    Expr::Lit(0),
                    Expr::Minus("N", 1),
                ),
            ])],
        },
    ],
    blanks: Blanks::BetweenCases,
};

/// The judge's words: the player to move wins, or loses.
const WORDS: [&str; 2] = ["WIN", "LOSE"];

fn run(input: &mut Scanner<'_>, out: &mut Out<'_>) -> Result<(), Error> {
    let mut dag = Dag::new();
    let mut chessmen = Vec::new();
    each_query(input, out, &mut dag, &mut chessmen, |_, g, chessmen, out| {
        let x = chessmen.iter().fold(0, |x, &p| x ^ g[p]);
        out.line(Outcome::of_grundy(x).pick(WORDS[0], WORDS[1]));
    })
}

/// Reads the whole input, each case's graph into `dag` (checked acyclic),
/// and calls `query(dag, values, chessmen, out)` for each query.
fn each_query(
    input: &mut Scanner<'_>,
    out: &mut Out<'_>,
    dag: &mut Dag,
    chessmen: &mut Vec<usize>,
    mut query: impl FnMut(&Dag, &[u64], &[usize], &mut Out<'_>),
) -> Result<(), Error> {
    until_end(input, out, |input, out| {
        let n = input.next_u64("a position count N (or 0 to end the input)")?;
        if n == 0 {
            return input.expect_end();
        }
        let position = format!("a position from 0 to {}", n - 1);
        dag.clear();
        for _ in 0..n {
            let x = input.next_u64("an out-position count")?;
            for _ in 0..x {
                let t = input.next_u64_where(&position, |t| t < n)?;
                // t < n, and n lists are read: it fits in a usize.
                dag.push_edge(t as usize);
            }
            dag.end_node();
        }
        let g = match dag.grundy() {
            Ok(g) => g,
            Err(cycle) => {
                let named: Vec<String> = cycle.iter().chain(&cycle[..1]).map(|v| v.to_string()).collect();
                let expected = format!(
                    "out-positions without a cycle before the queries (the statement promises a DAG; {} is a cycle)",
                    named.join(" -> ")
                );
                // Refuses whatever comes next: the error at the token after the lists.
                return input.next_u64_where(&expected, |_| false).map(drop);
            }
        };
        loop {
            let m = input.next_u64("a chessman count M (or 0 to end the test case)")?;
            if m == 0 {
                return Ok(());
            }
            chessmen.clear();
            for _ in 0..m {
                chessmen.push(input.next_u64_where(&position, |p| p < n)? as usize);
            }
            query(dag, &g, chessmen, out);
            out.check()?;
        }
    })
}
