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
    output: "Alice / Bob",
    run,
};

/// The judge's words: Alice (first to move) wins, or Bob does.
const WORDS: [&str; 2] = ["Alice", "Bob"];

pub fn run(input: &mut Scanner<'_>, out: &mut Out<'_>) -> Result<(), Error> {
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

#[cfg(feature = "tools")]
pub mod tools {
    use crate::format::{int, int_in, ints, Blanks, Cases, Element, Expr, Format};
    use crate::problem::Tools;
    use crate::testdata::{Case, Rng, Scale};

    pub const TOOLS: Tools = Tools {
        own_rule: Some("1 <= k <= N, the cells strictly increasing"),
        ..crate::tools!(generate, crate::testdata::rows_uncounted)
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
        blanks: Blanks::None,
    };

    /// Generated cases as rows, one per line of the format: `[N, k]`, then the
    /// N cells. Traps: k = 1 (an immediate win), k = 2 with an odd count (the
    /// virtual person at 0), odd counts with an even k >= 4 (where the "k even"
    /// variant fails), persons side by side, cell 1 and the largest cell.
    fn generate(rng: &mut Rng, scale: Scale, count: usize) -> Vec<Case> {
        let (most, last_cell) = scale.pick((5, 12), (1000, 99_999), (2000, u64::MAX));
        let most = rng.rarely_largest(most, scale.pick(5, 40, 300));
        (0..count)
            .map(|_| {
                let n = rng.value(1, most);
                let mut cells: Vec<u64> = Vec::with_capacity(n as usize);
                let start = if rng.one_in(3) {
                    1
                } else {
                    rng.value(1, last_cell - (n - 1))
                };
                cells.push(start);
                while (cells.len() as u64) < n {
                    let last = *cells.last().unwrap_or(&0);
                    let room = last_cell - last - (n - cells.len() as u64 - 1);
                    let step = if rng.one_in(3) {
                        1
                    } else {
                        rng.value(1, room.min(scale.pick(4, 400, u64::MAX)))
                    };
                    cells.push(last + step);
                }
                let king = match rng.range(0, 4) {
                    0 => 1,
                    1 => 2.min(n),
                    2 if n % 2 == 1 && n >= 5 => 2 * rng.range(2, n / 2),
                    _ => rng.range(1, n),
                };
                vec![vec![n, king], cells]
            })
            .collect()
    }
}

#[cfg(feature = "tools")]
pub mod explain {
    //! `grundy explain hdu4315`: the pairs from the bottom as Nim heaps (or
    //! the king on top), and every winning climb with the hill before and
    //! after it. A position is written `cells (king: person k)`, persons
    //! already at the top as cell 0.

    /// What explain knows about this problem: its hook and moves, and a position as words, `grundy
    /// explain hdu4315 2 2 5 9`: the king's rank from the top, then the cells from the top down (N,
    /// their count, is put in front). After a move, persons at the top are dropped from the words.
    pub const ROW: crate::explain::Row = crate::row!(
        |input, out, accounts| {
            let (mut case, mut cells) = (0, Vec::new());
            each_case(input, out, &mut cells, |cells, king, out| {
                case += 1;
                accounts.add(out, account(case, cells, king, accounts));
            })
        },
        words: built(
            "KING CELL...",
            "2 2 5 9",
            |w| {
                crate::explain::words::Built::new()
                    // One word gives N = 1, so the reader asks for a cell.
                    .raw(&format!("{} ", w.len().saturating_sub(1).max(1)))
                    .words(w, 0..1)
                    .raw("\n")
                    .words(w, 1..w.len())
                    .raw("\n")
            }
        ),
        play: PLAY,
        restated: Anew,
    );

    /// Every climb, as explain writes them; the position left drops the
    /// persons at the top (they no longer move), the king's rank with them.
    pub const PLAY: crate::explain::Play = crate::explain::Play {
        moves: |w, limit| {
            let n = crate::explain::numbers(w);
            // No words: the king reached the top, the game is over.
            let Some((&king, cells)) = n.split_first() else {
                return Some(Vec::new());
            };
            let king = king as usize;
            let kept = crate::explain::bounded(climbs(cells), limit)?;
            Some(kept.into_iter().map(|c| shown(cells, king, c)).collect())
        },
        misere: false,
    };

    use super::{each_case, WORDS};
    use crate::explain::{
        bouton, nums, spaced, verdict, Account, Accounts, Combine, Component, Example, Move, Step,
        Word,
    };
    use crate::games::hill::{after, climbs, hill_nim_sum, hill_outcome, winning_climbs, Climb};

    fn account(case: u64, cells: &[u64], king: usize, accounts: &Accounts) -> Account {
        let outcome = hill_outcome(cells, king);
        let mut moves = accounts.moves_of(winning_climbs(cells, king), |c| shown(cells, king, c));
        if moves.count == 0 {
            moves.example = some_climb(cells).map(|first| {
                let reply = after(cells, king, first).and_then(|(left, k)| {
                    let full = placed(cells, first);
                    winning_climbs(&left, k)
                        .first()
                        .map(|&r| shown(&full, king, r))
                });
                Example {
                    first: shown(cells, king, first),
                    reply,
                }
            });
        }
        let (components, combine) = if king == 1 {
            (
                vec![Component {
                    name: format!("the king on cell {}", cells[0]),
                    grundy: None,
                    reason: "he is the top person: nobody stands between him and the top".into(),
                }],
                Combine {
                    nim_sum: false,
                    rule: vec![
                        "the king climbs to the top at once: the player to move wins".into(),
                    ],
                },
            )
        } else {
            let x = hill_nim_sum(cells, king);
            (
                pairs(cells, king),
                Combine {
                    nim_sum: true,
                    rule: vec![
                        "pair the persons from the bottom; the empty cells inside a pair are a Nim heap (staircase Nim)".into(),
                        "nobody takes the person just above the king to the top: the opponent would take the king up next".into(),
                        bouton(x),
                    ],
                },
            )
        };
        Account {
            words: words(cells, king),
            case,
            part: None,
            position: position(cells, king),
            game: format!(
                "Climbing the Hill: {} below the top, the king is person {king} from the top; climb without passing the person above; whoever takes the king to the top wins",
                crate::explain::counted(cells.len() as u64, "person")
            ),
            components,
            combine,
            verdict: verdict(outcome, WORDS, ["Alice, who moves first, wins", "Bob wins"]),
            moves,
        }
    }

    /// The pairs from the top down, each a Nim heap of the cells inside it.
    fn pairs(cells: &[u64], king: usize) -> Vec<Component> {
        let mut all = Vec::new();
        let mut low = cells.len();
        while low > 0 {
            let r = cells[low - 1];
            let (name, h) = if low >= 2 {
                let l = cells[low - 2];
                (format!("persons on {l} and {r}"), r - l - 1)
            } else if king == 2 {
                (
                    format!("the top person on {r} and a virtual person at cell 0 (his top is cell 1: the king is next)"),
                    r - 1,
                )
            } else {
                (
                    format!("the top person on {r} and a virtual person at cell -1"),
                    r,
                )
            };
            all.push(Component {
                name,
                grundy: Some(h),
                reason: format!("{} between", crate::explain::counted(h, "empty cell")),
            });
            low = low.saturating_sub(2);
        }
        all.reverse();
        all
    }

    /// The words of a hill: the king's rank, then the cells.
    fn words(cells: &[u64], king: usize) -> Vec<Word> {
        let mut all = nums(&[king as u64]);
        all.extend(nums(cells));
        all
    }

    /// `1 2 4 (king: person 3)`; persons at the top as 0.
    fn position(full: &[u64], king: usize) -> String {
        format!("{} (king: person {king})", spaced(full))
    }

    /// The full hill after `c` (a climb of the persons not at the top, of
    /// whom there are `full.len() - at_top`).
    fn placed(full: &[u64], c: Climb) -> Vec<u64> {
        let at_top = full.iter().take_while(|&&v| v == 0).count();
        let mut after = full.to_vec();
        after[at_top + c.person - 1] = c.to;
        after
    }

    /// Climb `c` of the persons below the top (counted from the first of
    /// them), on the hill `full`; `king` counts all persons.
    fn shown(full: &[u64], king: usize, c: Climb) -> Move {
        let at_top = full.iter().take_while(|&&v| v == 0).count();
        let who = if at_top + c.person == king {
            format!("the king (person {king})")
        } else {
            format!("person {}", at_top + c.person)
        };
        let to = if c.to == 0 {
            "the top".to_string()
        } else {
            format!("cell {}", c.to)
        };
        // The position left in words: the persons not at the top, or none
        // once the king is there (the game is over).
        let below: Vec<u64> = full[at_top..].to_vec();
        let left = match after(&below, king - at_top, c) {
            Some((cells, king)) => words(&cells, king),
            None => Vec::new(),
        };
        Move {
            step: Step::new("climb", left).by(c.to),
            text: format!("{who} climbs from cell {} to {to}", c.from),
            before: position(full, king),
            after: position(&placed(full, c), king),
        }
    }

    /// Some climb of a lost hill: the lowest person who can go up one cell
    /// (the top person always can).
    fn some_climb(cells: &[u64]) -> Option<Climb> {
        (0..cells.len()).rev().find_map(|i| {
            let to = cells[i] - 1;
            (i == 0 || to > cells[i - 1]).then(|| Climb {
                person: i + 1,
                from: cells[i],
                to,
            })
        })
    }
}
