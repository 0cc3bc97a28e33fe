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
use crate::games::Outcome;
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

fn run(input: &mut Scanner<'_>, out: &mut Out<'_>) -> Result<(), Error> {
    let mut chain = PaintChain::new();
    let paint_length = paint_length();
    let mut case = 0u64;
    counted(input, out, "a test case count T", |input, out| {
        let (_, _, outcome) = read_case(input, &mut chain, &paint_length)?;
        case += 1;
        out.bytes(b"Case #");
        out.u64(case);
        out.line(outcome.pick(": aekdycoin", ": abcdxyzk"));
        Ok(())
    })
}

/// What M must be, in an error message.
fn paint_length() -> String {
    format!(
        "a paint length M of at least 1 (with N - M at most {LINE_LIMIT} beads unless the line game's period is known)"
    )
}

/// One line `N M`, decided: an M the circle cannot be decided for is an
/// error at M.
fn read_case(
    input: &mut Scanner<'_>,
    chain: &mut PaintChain,
    paint_length: &str,
) -> Result<(u64, u64, Outcome), Error> {
    let n = input.next_u64("a bead count N")?;
    let mut outcome = None;
    let m = input.next_u64_where(paint_length, |m| {
        outcome = if m == 0 { None } else { chain.outcome(n, m) };
        outcome.is_some()
    })?;
    Ok((n, m, outcome.expect("an accepted M decides the circle")))
}

/// The judge data: `T`, then T lines `N M` (1..=1000 each).
#[cfg(feature = "tools")]
pub mod tools {
    use crate::format::{int, Blanks, Cases, Element, Expr, Format, Int};
    use crate::registry::Tools;
    use crate::testdata::{Case, Rng, Scale};

    pub const TOOLS: Tools = crate::tools!("hdu3980");

    /// The judge's input, as its statement gives it (no bound on T).
    pub const FORMAT: Format = Format {
        cases: Cases::Counted(Int {
            name: "T",
            what: "a test case count",
            lo: Expr::Lit(1),
            hi: Expr::Lit(u64::MAX),
        }),
        case: &[Element::Line(&[
            int("N", "a bead count", 1, 1000),
            int("M", "a paint length", 1, 1000),
        ])],
        blanks: Blanks::None,
    };

    /// M above N (no move), M = N, N just below and at 2M (where the line
    /// left starts to allow a move), M = 1 (parity), and the largest
    /// values, on purpose. Past the bounds: any N with M = 1 or 2 (the
    /// periods) or N < 2M, and lines of up to 4096 beads otherwise.
    fn generate(rng: &mut Rng, scale: Scale, count: usize) -> Vec<Case> {
        let largest = scale.pick(14, 1000, u64::MAX);
        (0..count)
            .map(|_| {
                let (n, m) = match rng.range(0, 5) {
                    0 => {
                        let m = rng.value(1, largest);
                        (rng.value(1, m), m)
                    }
                    1 => {
                        // N = 2M - 1 leaves a line too short to move on;
                        // N = 2M the first that allows a move (a table of
                        // M + 1 values: kept within the C++ file's range).
                        let m = rng.value(1, largest / 2);
                        let step = u64::from(m <= 4096 && rng.one_in(2));
                        (2 * m - 1 + step, m)
                    }
                    2 => (rng.value(1, largest), rng.range(1, 2)),
                    _ if scale == Scale::Huge => {
                        let m = rng.value(3, 40);
                        (m + rng.value(0, 4096), m)
                    }
                    _ => (rng.value(1, largest), rng.value(1, largest)),
                };
                vec![vec![n, m]]
            })
            .collect()
    }
}

#[cfg(feature = "tools")]
pub mod explain {
    //! `grundy explain hdu3980`: the opening move that cuts the circle open,
    //! the line it leaves and its Grundy value.

    /// What explain knows about this problem: its hook and words, no play.
    pub const ROW: crate::explain::Row = crate::explain::unplayed(
        explain,
        &POSITION,
        "the first move cuts the circle into a line of beads, which its words (a circle of N beads, paint M) cannot write",
    );

    /// `grundy explain hdu3980 6 2`: the beads of the circle and how many a
    /// move paints.
    pub const POSITION: crate::explain::Words = crate::explain::Words {
        usage: "N M",
        example: "6 2",
        count: Some(2),
        input: |w| crate::explain::words::line(w, "1\n", ""),
    };

    use super::{paint_length, read_case};
    use crate::error::Error;
    use crate::explain::{
        nums, verdict, Account, Accounts, Combine, Component, Example, Move, Step,
    };
    use crate::games::paint_chain::PaintChain;
    use crate::output::Out;
    use crate::problems::counted;
    use crate::scanner::Scanner;

    pub fn explain(
        input: &mut Scanner<'_>,
        out: &mut Out<'_>,
        accounts: &mut Accounts,
    ) -> Result<(), Error> {
        let mut chain = PaintChain::new();
        let paint_length = paint_length();
        let mut case = 0;
        counted(input, out, "a test case count T", |input, out| {
            let (n, m, outcome) = read_case(input, &mut chain, &paint_length)?;
            case += 1;
            let circle = Circle { n, m };
            let mut account = Account {
                words: nums(&[n, m]),
                case,
                part: None,
                position: circle.text(&[]),
                game: format!(
                    "a circle of {n} beads; a move paints {m} consecutive unpainted beads; whoever cannot move loses"
                ),
                components: Vec::new(),
                combine: Combine::default(),
                verdict: verdict(
                    outcome,
                    ["aekdycoin", "abcdxyzk"],
                    ["aekdycoin, who moves first, wins", "aekdycoin loses: abcdxyzk wins"],
                ),
                moves: Default::default(),
            };
            let rule = &mut account.combine.rule;
            if n < m {
                rule.push(format!(
                    "fewer than {m} beads: no move at all, the first player loses"
                ));
                accounts.add(out, account);
                return Ok(());
            }
            let line = n - m;
            let g = chain.line_grundy(m, line).expect("read_case decided it");
            // The circle's one option (up to rotation) is the line: its
            // value is the mex of that one value.
            let circle_value = u64::from(g == 0);
            account.components.push(Component {
                name: format!("the circle of {n} beads"),
                grundy: Some(circle_value),
                reason: format!(
                    "mex of the value {g} of the line of {line} beads any opening leaves (g(L) = mex of g(x) xor g(L - {m} - x), 0 for L < {m})"
                ),
            });
            rule.push("every opening paints some M beads in a row: the same move up to rotation, cutting the circle into a line".to_string());
            rule.push(format!(
                "then the opponent moves first on the line: the opener wins exactly when its value is 0, and it is {g}"
            ));
            account.moves = if outcome.next_wins() {
                // Every opening wins: one per starting bead.
                accounts.moves_counted(
                    u128::from(n),
                    (0..n).map(|s| worth(circle.paint(&[], s), g)),
                )
            } else {
                crate::explain::Moves {
                    example: Some(lost_example(circle, &mut chain)),
                    ..Default::default()
                }
            };
            accounts.add(out, account);
            Ok(())
        })
    }

    /// For a lost circle: the opening at bead 1, and the answer on the line
    /// it leaves (beads M + 1 ..= N) that leaves two runs of equal value.
    fn lost_example(c: Circle, chain: &mut PaintChain) -> Example {
        let opening = c.paint(&[], 0);
        let line = c.n - c.m;
        let free = line - c.m;
        let mut g = |len: u64| {
            chain
                .line_grundy(c.m, len)
                .expect("within the table or its period")
        };
        // The middle, when it splits the line evenly; else the first split
        // of equal values (one exists: the line's value is not 0), looked
        // for among the first 2^16 places (enough past any period).
        let x = if free % 2 == 0 {
            free / 2
        } else {
            (0..=free.min(1 << 16))
                .find(|&x| g(x) == g(free - x))
                .expect("a winning answer on a line of non-zero value")
        };
        let reply = worth(c.paint(&[(0, c.m)], c.m + x), 0u64);
        Example {
            first: worth(opening, g(line)),
            reply: Some(reply),
        }
    }

    /// `m`, leaving a line of Grundy value `value`.
    fn worth(mut m: Move, value: impl Into<u64>) -> Move {
        m.step = m.step.worth(value.into());
        m
    }

    #[derive(Clone, Copy)]
    struct Circle {
        n: u64,
        m: u64,
    }

    impl Circle {
        /// Painting M beads from `start` (0-based) when the runs `painted`
        /// (start, length) are painted already. Its step names the first
        /// bead painted and leaves no words: the circle's words cannot
        /// write a line of beads.
        fn paint(self, painted: &[(u64, u64)], start: u64) -> Move {
            let mut after = painted.to_vec();
            after.push((start, self.m));
            Move {
                step: Step::new("paint", Vec::new()).by(start + 1),
                text: format!("paint {}", self.beads(start, self.m)),
                before: self.text(painted),
                after: self.text(&after),
            }
        }

        /// Beads `start + 1 ..= start + len` around the circle, 1-based,
        /// as at most two ranges.
        fn beads(self, start: u64, len: u64) -> String {
            let range = |a: u64, b: u64| {
                if a == b {
                    format!("{a}")
                } else {
                    format!("{a}-{b}")
                }
            };
            let to_end = self.n - start;
            if len <= to_end {
                format!("beads {}", range(start + 1, start + len))
            } else {
                format!(
                    "beads {}, {}",
                    range(start + 1, self.n),
                    range(1, len - to_end)
                )
            }
        }

        fn text(self, painted: &[(u64, u64)]) -> String {
            let (n, m) = (self.n, self.m);
            if painted.is_empty() {
                return format!("{n} beads in a circle, paint {m}: none painted");
            }
            let runs: Vec<String> = painted
                .iter()
                .map(|&(s, l)| self.beads(s, l).replacen("beads ", "", 1))
                .collect();
            format!(
                "{n} beads in a circle, paint {m}: painted {}",
                runs.join(", ")
            )
        }
    }
}
