//! HDU 4315 Climbing the Hill: persons on cells below a hilltop (cell 0);
//! a move takes one person up any number of cells without passing the one
//! above him (the top holds any number); whoever brings the king, the
//! `k`-th person from the top, to the top wins. Alice moves first. Cases
//! until the input ends, each a line `N k` and a line of N strictly
//! increasing cells. `Alice` when the first player wins, else `Bob`.
//!
//! Theory in [`crate::games::hill`]: `k = 1` wins at once; otherwise
//! staircase Nim on the persons paired from the bottom, a lone top person
//! paired with a virtual person at cell 0 when the king is second and at
//! cell -1 otherwise (the spec's reading, checked against a brute force;
//! a "k even" variant seen in one blog copy is wrong for odd N and even
//! k >= 4).
//!
//! Checked beyond the statement: N >= 1, 1 <= k <= N, every cell at least 1
//! and above the previous one (the statement promises increasing cells; an
//! unsorted or repeated cell is refused at its token, not sorted). Any N
//! and any `u64` cell are answered exactly; memory follows N.

use crate::error::Error;
use crate::format::{int, int_in, ints, Cases, Element, Expr, Format};
use crate::games::hill::hill_outcome;
use crate::output::Out;
use crate::problem::Problem;
use crate::problems::until_end;
use crate::scanner::Scanner;

pub const PROBLEM: Problem = Problem {
    id: "hdu4315",
    aliases: &["climbing-the-hill"],
    title: "Climbing the Hill",
    url: "http://acm.hdu.edu.cn/showproblem.php?pid=4315",
    game: "staircase Nim with a king: climb toward the top without passing; whoever takes the king up wins",
    input: "until the input ends: `N k`, then N strictly increasing cells",
    output: "Alice / Bob",
    run,
};

/// The judge format: `N k` (1 <= N <= 1000, 1 <= k <= N), then N cells
/// from 1 to 99999. That they increase is the solver's check.
pub const FORMAT: Format = Format {
    cases: Cases::UntilEnd,
    case: &[
        Element::Line(&[
            int("N", "a person count N", 1, 1000),
            int_in("k", "the king's rank k", Expr::Lit(1), Expr::Var("N")),
        ]),
        Element::Line(&[ints(Expr::Var("N"), "p", "a cell", 1, 99_999)]),
    ],
    blanks: crate::format::Blanks::None,
};

/// The judge's words: Alice (first to move) wins, or Bob does.
const WORDS: [&str; 2] = ["Alice", "Bob"];

fn run(input: &mut Scanner<'_>, out: &mut Out<'_>) -> Result<(), Error> {
    let mut cells = Vec::new();
    each_case(input, out, &mut cells, |cells, king, out| {
        out.line(hill_outcome(cells, king).pick(WORDS[0], WORDS[1]));
    })
}

/// Reads every case into `cells` (increasing, checked) and calls
/// `case(cells, king, out)` for each.
fn each_case(
    input: &mut Scanner<'_>,
    out: &mut Out<'_>,
    cells: &mut Vec<u64>,
    mut case: impl FnMut(&[u64], usize, &mut Out<'_>),
) -> Result<(), Error> {
    until_end(input, out, |input, out| {
        let n = input.next_u64_where("a person count N of at least 1", |n| n >= 1)?;
        let king =
            input.next_u64_where("the king's rank k from 1 to N", |k| (1..=n).contains(&k))?;
        cells.clear();
        for _ in 0..n {
            let above = cells.last().copied().unwrap_or(0);
            cells.push(input.next_u64_where(
                "a cell of at least 1, greater than the previous one (cells increase)",
                |c| c > above,
            )?);
        }
        // king <= n, and n cells are held in memory: it fits in a usize.
        case(cells, king as usize, out);
        Ok(())
    })
}
