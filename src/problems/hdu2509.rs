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
use crate::output::Out;
use crate::problem::Problem;
use crate::problems::until_end;
use crate::scanner::Scanner;

pub const PROBLEM: Problem = Problem {
    id: "hdu2509",
    aliases: &["be-the-winner"],
    title: "Be the Winner",
    url: "http://acm.hdu.edu.cn/showproblem.php?pid=2509",
    game: "misere: take a run of consecutive apples from one line (may split it); whoever takes the last loses",
    input: "per case `n` and n line lengths, until end of input",
    output: "Yes / No",
    run,
};

fn run(input: &mut Scanner<'_>, out: &mut Out<'_>) -> Result<(), Error> {
    until_end(input, out, |input, out| {
        let lines = input.next_u64("a line count n")?;
        let mut nim_sum = 0;
        let mut some_line_above_one = false;
        for _ in 0..lines {
            let apples = input.next_u64("a line length (apples in the line)")?;
            nim_sum ^= apples;
            some_line_above_one |= apples > 1;
        }
        out.line(misere_nim_outcome(nim_sum, some_line_above_one).pick("Yes", "No"));
        Ok(())
    })
}
