//! POJ 1704 Georgia and Bob (also Luogu P10507): pieces on cells 1, 2, ...;
//! a move slides one piece left at least one cell without passing another
//! piece or sharing its cell; last mover wins. `T`, then per case `N` and N
//! distinct cells in any order. `Georgia will win` when the first player
//! wins, else `Bob will win` (the statement's `Not sure` never applies: the
//! game is finite and impartial).
//!
//! Staircase Nim ([`staircase_nim_sum`]): pair the pieces from the right, a
//! lone leftmost piece with the wall; the empty cells inside the pairs are
//! Nim heaps. Cells are kept sorted in a set for the case; a cell of 0 (off
//! the board) or one already taken cannot be a position of the game and is
//! rejected at its token.

use crate::error::Error;
use crate::games::nim::nim_outcome;
use crate::games::staircase::staircase_nim_sum;
use crate::output::Out;
use crate::problem::Problem;
use crate::problems::counted;
use crate::scanner::Scanner;
use std::collections::BTreeSet;

pub const PROBLEM: Problem = Problem {
    id: "poj1704",
    aliases: &["georgia-and-bob", "staircase-nim"],
    title: "Georgia and Bob",
    url: "http://poj.org/problem?id=1704",
    game: "pieces on a strip slide left without passing each other; last mover wins",
    output: "Georgia will win / Bob will win",
    run,
};

/// The judge's words: Georgia (first to move) wins, or loses.
pub const WORDS: [&str; 2] = ["Georgia will win", "Bob will win"];

/// The words naming the numbers in errors.
pub const CASE_COUNT: &str = "a test case count";
pub const PIECES: &str = "a piece count N";
pub const CELL: &str = "a cell of at least 1 that no other piece holds";

pub fn run(input: &mut Scanner<'_>, out: &mut Out<'_>) -> Result<(), Error> {
    let mut cells = BTreeSet::new();
    counted(input, out, CASE_COUNT, |input, out| {
        read_pieces(input, &mut cells, |_| ())?;
        out.line(nim_outcome(staircase_nim_sum(cells.iter().copied())).pick(WORDS[0], WORDS[1]));
        Ok(())
    })
}

/// One case: `N` and the N cells, into `cells` (emptied first), each also
/// handed to `given(cell)` in the judge's order (`run` needs only the
/// set, explain keeps the order too). A cell of 0 or one already taken is
/// an error at its token.
#[inline]
pub fn read_pieces(
    input: &mut Scanner<'_>,
    cells: &mut BTreeSet<u64>,
    mut given: impl FnMut(u64),
) -> Result<(), Error> {
    let pieces = input.next_u64(PIECES)?;
    cells.clear();
    for _ in 0..pieces {
        given(input.next_u64_where(CELL, |c| c >= 1 && cells.insert(c))?);
    }
    Ok(())
}

/// The judge data: T (1..=20), then per case N (1..=1000) and N distinct
/// cells (1..=10000) in any order. Distinct cells are the solver's check.
#[cfg(feature = "tools")]
pub mod tools {
    use crate::format::{int, ints, Blanks, Cases, Element, Expr, Format};
    use crate::problem::Tools;
    use crate::testdata::{Case, Rng, Scale};

    pub const TOOLS: Tools = Tools {
        own_rule: Some("cells >= 1, each held by one piece"),
        ..crate::tools!()
    };

    /// The judge's input, as its statement gives it.
    pub const FORMAT: Format = Format {
        cases: Cases::counted("T", super::CASE_COUNT, 1, 20),
        case: &[
            Element::Line(&[int("N", "a piece count", 1, 1000)]),
            Element::Line(&[ints(Expr::Var("N"), "P", "a cell", 1, 10_000)]),
        ],
        blanks: Blanks::None,
    };

    /// Unsorted cells (solutions must sort), pieces side by side (no room
    /// between them), odd counts (the first piece pairs with the wall), and
    /// the last cell, on purpose.
    fn generate(rng: &mut Rng, scale: Scale, count: usize) -> Vec<Case> {
        let count = scale.cases(count, 20);
        let (most, last_cell) = scale.pick((4, 12), (1000, 10_000), (2000, u64::MAX));
        let most = most.min(scale.pick(4, 60, 200));
        (0..count)
            .map(|_| {
                let n = rng.value(1, most) as usize;
                let mut cells: Vec<u64> = Vec::with_capacity(n);
                while cells.len() < n {
                    let cell = match (cells.last(), rng.range(0, 2)) {
                        (Some(&c), 0) if c < last_cell => c + 1,
                        _ => rng.value(1, last_cell),
                    };
                    if !cells.contains(&cell) {
                        cells.push(cell);
                    }
                }
                if rng.one_in(2) {
                    cells.reverse();
                }
                vec![cells]
            })
            .collect()
    }
}

#[cfg(feature = "tools")]
pub mod explain {
    //! `grundy explain poj1704`: staircase Nim on the pairs of pieces, and
    //! every winning slide, up the staircase included.

    /// What explain knows about this problem: its hook and moves, and a position as words, `grundy
    /// explain poj1704 1 5 6`: the pieces' cells, in any order.
    pub const ROW: crate::explain::Row = crate::row!(
        |input, out, accounts| {
            each(input, out, accounts, Counted(super::CASE_COUNT), read_pieces, |case, (given, sorted), accounts| {
                account(case, &given, &sorted, accounts)
            })
        },
        words: counted(super::tools::FORMAT, "CELL...", "1 5 6 7 9 12 14 17"),
        play: PLAY,
        picture: heaps,
    );

    use crate::error::Error;
    use crate::explain::heaps::{each, Listed::Counted};
    use crate::explain::{
        bounded, bouton, counted as pieces, numbers, nums, spaced, verdict, Account, Accounts,
        Combine, Component, Example, Move, Play, Step,
    };
    use crate::games::nim::nim_outcome;
    use crate::games::staircase::{staircase_nim_sum, staircase_winning_moves, Slide};
    use crate::scanner::Scanner;
    use std::collections::BTreeSet;

    /// One case's pieces as the judge gives them, and their cells in order
    /// (no cell twice, as the solver checks).
    fn read_pieces(input: &mut Scanner<'_>) -> Result<(Vec<u64>, Vec<u64>), Error> {
        let (mut cells, mut given) = (BTreeSet::new(), Vec::new());
        super::read_pieces(input, &mut cells, |cell| given.push(cell))?;
        Ok((given, cells.into_iter().collect()))
    }

    fn account(case: u64, given: &[u64], sorted: &[u64], accounts: &Accounts) -> Account {
        let x = staircase_nim_sum(sorted.iter().copied());
        let outcome = nim_outcome(x);
        let mut moves = accounts.moves_of(staircase_winning_moves(sorted), |s| slide(given, s));
        if moves.count == 0 {
            moves.example = some_slide(sorted).map(|first| {
                let after = slid(given, first);
                let mut after_sorted = after.clone();
                after_sorted.sort_unstable();
                Example {
                    first: slide(given, first),
                    reply: staircase_winning_moves(&after_sorted)
                        .first()
                        .map(|&r| slide(&after, r)),
                }
            });
        }
        Account {
            case,
            part: None,
            position: spaced(given),
            words: nums(given),
            game: format!(
                "{} on a strip, each sliding left without passing another: staircase Nim",
                pieces(given.len() as u64, "piece")
            ),
            components: pairs(sorted),
            combine: Combine {
                nim_sum: true,
                rule: vec![
                    "pair the pieces from the right (a lone leftmost one with the wall):".into(),
                    "the empty cells inside a pair are a Nim heap; those between pairs do not count".into(),
                    bouton(x),
                ],
            },
            verdict: verdict(
                outcome,
                super::WORDS,
                ["Georgia, who moves first, wins", "Bob wins"],
            ),
            moves,
        }
    }

    /// The pairs from the left, each a Nim heap of the cells inside it.
    fn pairs(sorted: &[u64]) -> Vec<Component> {
        let mut all = Vec::new();
        let mut right = sorted.len();
        while right > 0 {
            let r = sorted[right - 1];
            let (name, l) = if right >= 2 {
                let l = sorted[right - 2];
                (format!("pieces on {l} and {r}"), l)
            } else {
                (format!("the wall and the piece on {r}"), 0)
            };
            let h = r - l - 1;
            all.push(Component {
                name,
                grundy: Some(h),
                reason: format!("{} between", pieces(h, "empty cell")),
            });
            right = right.saturating_sub(2);
        }
        all.reverse();
        all
    }

    /// The cells after `s`, in the judge's order.
    fn slid(given: &[u64], s: Slide) -> Vec<u64> {
        given
            .iter()
            .map(|&c| if c == s.from { s.to } else { c })
            .collect()
    }

    fn slide(given: &[u64], s: Slide) -> Move {
        let after = slid(given, s);
        // The component is the pair the piece is in (pairs from the right,
        // numbered from the left, as `pairs` lists them).
        let n = given.len();
        let k = given.iter().filter(|&&c| c < s.from).count();
        let pair = n.div_ceil(2) - 1 - (n - 1 - k) / 2;
        Move {
            text: format!("slide the piece on cell {} to cell {}", s.from, s.to),
            before: spaced(given),
            after: spaced(&after),
            step: Step::new("slide", nums(&after)).on(pair).by(s.to),
        }
    }

    /// Every slide left onto an empty cell, passing no piece.
    pub const PLAY: Play = Play {
        moves: |w, limit| {
            let given = numbers(w);
            let mut sorted = given.clone();
            sorted.sort_unstable();
            let all = (0..sorted.len()).flat_map(|i| {
                let lowest = if i == 0 { 1 } else { sorted[i - 1] + 1 };
                let from = sorted[i];
                (lowest..from).rev().map(move |to| Slide { from, to })
            });
            let kept = bounded(all, limit)?;
            Some(kept.into_iter().map(|s| slide(&given, s)).collect())
        },
        misere: false,
    };

    /// Some slide by one cell, from the right, if any piece can move.
    fn some_slide(sorted: &[u64]) -> Option<Slide> {
        (0..sorted.len()).rev().find_map(|i| {
            let lowest = if i == 0 { 1 } else { sorted[i - 1] + 1 };
            (sorted[i] > lowest).then(|| Slide {
                from: sorted[i],
                to: sorted[i] - 1,
            })
        })
    }
}
