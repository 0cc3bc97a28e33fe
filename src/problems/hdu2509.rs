//! HDU 2509 Be the Winner: lines of apples; a move takes a run of
//! consecutive apples from one line (which may split it in two), and whoever
//! takes the last apple loses. Per case `n` and n line lengths, until end of
//! input (blank lines between cases); `Yes` when the first player (Fra) wins.
//!
//! Taking a run from a line of x leaves two lines l and r with l + r < x, any
//! such pair; in normal play a line of x therefore has Grundy value x (by
//! induction: l ^ r <= l + r < x reaches every value below x with r = 0, and
//! never x). Misère play of such a sum follows the Sprague-Grundy-Jiang
//! anti-SG theorem, which here is Bouton's misère Nim rule on the lengths:
//! [`misere_nim_outcome`]. Checked against a from-the-rules search of the
//! splitting game in `tests/rules/hdu2509.rs`.
//!
//! Lines of length 0 are empty and change nothing; with no apples at all the
//! first player is taken to win, as in misère Nim (his opponent "took the
//! last"), which the search agrees with.

use crate::error::Error;
use crate::games::misere::misere_nim_outcome;
use crate::numbers::Numbers;
use crate::output::Out;
use crate::problem::Problem;
use crate::problems::{misere_nim_piles, until_end_of};
use crate::scanner::Scanner;

pub const PROBLEM: Problem = Problem {
    id: "hdu2509",
    aliases: &["be-the-winner"],
    title: "Be the Winner",
    url: "http://acm.hdu.edu.cn/showproblem.php?pid=2509",
    game: "misere: take a run of consecutive apples from one line (may split it); whoever takes the last loses",
    output: "Yes / No",
    run,
};

/// The judge's words: the first player wins, or loses.
pub const WORDS: [&str; 2] = ["Yes", "No"];

/// What a case's count and values are called in errors.
pub const LINE_WORDS: [&str; 2] = ["a line count n", "a line length (apples in the line)"];

pub fn run(input: &mut Scanner<'_>, out: &mut Out<'_>) -> Result<(), Error> {
    until_end_of(&mut Numbers::new(input), out, |input, out| {
        let (nim_sum, some_line_above_one) = misere_nim_piles(input, LINE_WORDS)?;
        out.line(misere_nim_outcome(nim_sum, some_line_above_one).pick(WORDS[0], WORDS[1]));
        Ok(())
    })
}

/// The judge data: per case `n` (1..=100) and n line lengths (1..=100),
/// a blank line between cases, until end of input.
#[cfg(feature = "tools")]
pub mod tools {
    use crate::format::{Blanks, Cases, Format};
    use crate::problem::Tools;

    pub const TOOLS: Tools = crate::tools!(generate: crate::testdata::nim_lists);

    /// The judge's input, as its statement gives it.
    pub const FORMAT: Format = crate::counted_list! {
        cases: Cases::UntilEnd,
        count: ("n", "a line count", 1, 100) on its own line,
        values: ("a", "a line length", 1, 100),
        blanks: Blanks::BetweenCases,
    };
}

#[cfg(feature = "tools")]
pub mod explain {
    //! `grundy explain hdu2509`: each line is a Nim heap of its length, the
    //! misère rule decides, and the winning runs (which may split a line)
    //! are counted exactly and listed from the games layer.

    /// What explain knows about this problem: each case's lines read as
    /// `run` reads them, the lines' lengths as words (`grundy explain
    /// hdu2509 3 1 2`), every run of neighbours as a move and the heaps drawn.
    pub const ROW: crate::explain::Row = crate::row!(
        |input, out, accounts| nim::lists(input, out, accounts, UntilEnd, super::LINE_WORDS, account),
        words: counted(super::tools::FORMAT, "LINE...", "3 1 2"),
        play: PLAY,
        picture: heaps,
    );

    use crate::explain::nim::{self, Listed::UntilEnd, Parts};
    use crate::explain::{
        bounded, counted, numbers, nums, spaced, verdict, Account, Accounts, Example, Move, Play,
        Step, FIRST_PLAYER,
    };
    use crate::games::runs::{
        misere_runs_outcome, misere_winning_run_count, misere_winning_runs, RunMove,
    };

    const LINES: Parts = Parts {
        unit: "line",
        name: |i, apples| format!("line {} = {apples}", i + 1),
        step: |_| String::new(),
        action: "take",
    };

    fn account(case: u64, lines: &[u64], accounts: &Accounts) -> Account {
        let outcome = misere_runs_outcome(lines);
        let mut moves = accounts.moves_counted(
            misere_winning_run_count(lines),
            misere_winning_runs(lines).map(|m| run(lines, m)),
        );
        if moves.count == 0 {
            // One apple off the end of the longest line.
            let longest = (0..lines.len()).rev().max_by_key(|&i| lines[i]);
            moves.example = longest.filter(|&i| lines[i] > 0).map(|line| {
                let first = RunMove {
                    line,
                    left: lines[line] - 1,
                    right: 0,
                };
                let after = after(lines, first);
                let reply = misere_winning_runs(&after).next();
                Example {
                    first: run(lines, first),
                    reply: reply.map(|r| run(&after, r)),
                }
            });
        }
        Account {
            case,
            part: None,
            position: spaced(lines),
            words: nums(lines),
            game: format!(
                "{} of apples; take a run of neighbours from one line (it may split in two); whoever takes the last apple loses; a line of x is worth a Nim heap of x",
                counted(lines.len() as u64, "line")
            ),
            components: nim::components(lines, &LINES),
            combine: nim::combine_misere(lines, LINES.unit),
            verdict: verdict(outcome, super::WORDS, FIRST_PLAYER),
            moves,
        }
    }

    /// The lines after `m`: its line becomes the non-empty parts left of
    /// the run and right of it.
    fn after(lines: &[u64], m: RunMove) -> Vec<u64> {
        let mut after = lines[..m.line].to_vec();
        after.extend([m.left, m.right].into_iter().filter(|&l| l > 0));
        after.extend_from_slice(&lines[m.line + 1..]);
        after
    }

    fn run(lines: &[u64], m: RunMove) -> Move {
        let (first, last) = (m.left + 1, lines[m.line] - m.right);
        let apples = if first == last {
            format!("apple {first}")
        } else {
            format!("apples {first} to {last}")
        };
        let left = after(lines, m);
        Move {
            text: format!("take {apples} of line {}", m.line + 1),
            before: spaced(lines),
            after: spaced(&left),
            step: Step::new("take", nums(&left))
                .on(m.line)
                .by(last - first + 1),
        }
    }

    /// Every run of neighbours in every line; whoever takes the last loses.
    const PLAY: Play = Play {
        moves: |w, limit| {
            let lines = numbers(w);
            let all = lines.iter().enumerate().flat_map(|(line, &l)| {
                (0..l).flat_map(move |left| {
                    (0..l - left).map(move |right| RunMove { line, left, right })
                })
            });
            let kept = bounded(all, limit)?;
            Some(kept.into_iter().map(|m| run(&lines, m)).collect())
        },
        misere: true,
    };
}
