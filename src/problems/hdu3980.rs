//! HDU 3980 Paint Chain: a circle of N unpainted beads; a move paints M
//! consecutive unpainted beads; whoever cannot move loses. aekdycoin moves
//! first. `T`, then T lines `N M`; per case `Case #k: aekdycoin` when
//! aekdycoin wins, else `Case #k: abcdxyzk` (names in lower case; the
//! statement's Output paragraph was never found, the format is the
//! sample's).
//!
//! N < M: no move, abcdxyzk. Otherwise the first move leaves a line of
//! N - M beads, and aekdycoin wins exactly when its value `g_M(N - M)` is 0
//! ([`PaintChain`]; the circle is not a line: `4 2` is a loss). The line
//! values are cached per M, so many cases cost one table per distinct M.
//! Beyond the statement's bounds (N, M <= 1000) every N and M up to `u64`
//! is answered when N < 2M or the line game's period is proven (M = 1, 2);
//! other lines longer than [`LINE_LIMIT`] beads are rejected at M rather
//! than answered wrong. M = 0 (painting nothing) is rejected.

use crate::error::Error;
use crate::games::paint_chain::{PaintChain, LINE_LIMIT};
use crate::output::Out;
use crate::problem::Problem;
use crate::problems::counted;
use crate::scanner::Scanner;

pub const PROBLEM: Problem = Problem {
    id: "hdu3980",
    aliases: &["paint-chain"],
    title: "Paint Chain",
    url: "http://acm.hdu.edu.cn/showproblem.php?pid=3980",
    game: "paint M consecutive unpainted beads of a circle of N; last mover wins",
    input: "T, then T lines `N M`",
    output: "Case #k: aekdycoin / Case #k: abcdxyzk",
    run,
};

/// `T`, then T lines `N M`, 1 <= N, M <= 1000 (no bound on T is stated).
#[cfg(feature = "tools")]
pub const FORMAT: crate::format::Format = {
    use crate::format::*;
    Format {
        cases: Cases::Counted(Int {
            name: "T",
            what: "a test case count",
            lo: Expr::Lit(0),
            hi: Expr::Lit(u64::MAX),
        }),
        case: &[Element::Line(&[
            int("N", "a bead count", 1, 1000),
            int("M", "a paint length", 1, 1000),
        ])],
        blanks: Blanks::None,
    }
};

fn run(input: &mut Scanner<'_>, out: &mut Out<'_>) -> Result<(), Error> {
    let mut chain = PaintChain::new();
    let paint_length = format!(
        "a paint length M of at least 1 (with N - M at most {LINE_LIMIT} beads unless the line game's period is known)"
    );
    let mut case = 0u64;
    counted(input, out, "a test case count T", |input, out| {
        let n = input.next_u64("a bead count N")?;
        let mut outcome = None;
        input.next_u64_where(&paint_length, |m| {
            outcome = if m == 0 { None } else { chain.outcome(n, m) };
            outcome.is_some()
        })?;
        let outcome = outcome.expect("an accepted M decides the circle");
        case += 1;
        out.bytes(b"Case #");
        out.u64(case);
        out.line(outcome.pick(": aekdycoin", ": abcdxyzk"));
        Ok(())
    })
}
