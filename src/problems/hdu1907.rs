//! HDU 1907 John (also POJ 3480, ZOJ 3113): misère Nim. `T`, then per case
//! `N` and N pile sizes; `John` when the first player wins, else `Brother`.

use crate::error::Error;
use crate::games::misere::misere_nim_outcome;
use crate::numbers::Numbers;
use crate::output::Out;
use crate::problem::Problem;
use crate::problems::{counted_of, misere_nim_piles, CASE_COUNT, PILE_WORDS};
use crate::scanner::Scanner;
use crate::stream::NumberStream;

pub const PROBLEM: Problem = Problem {
    id: "hdu1907",
    aliases: &["poj3480", "zoj3113", "misere-nim", "anti-nim"],
    title: "John",
    url: "http://acm.hdu.edu.cn/showproblem.php?pid=1907",
    game: "misere Nim: take any number from one pile; whoever takes the last loses",
    output: "John / Brother",
    run,
};

/// The judge's words: John (first to move) wins, or loses.
pub const WORDS: [&str; 2] = ["John", "Brother"];

pub fn run(scanner: &mut Scanner<'_>, out: &mut Out<'_>) -> Result<(), Error> {
    walk(&mut Numbers::new(scanner), out)
}

/// The case loop over any number source (the two-thread file reader,
/// `parallel`, uses it too).
pub fn walk<S: NumberStream>(input: &mut S, out: &mut Out<'_>) -> Result<(), Error> {
    counted_of(input, out, CASE_COUNT, |input, out| {
        let (nim_sum, above_one) = misere_nim_piles(input, PILE_WORDS)?;
        let outcome = misere_nim_outcome(nim_sum, above_one);
        out.line(outcome.pick(WORDS[0], WORDS[1]));
        Ok(())
    })
}

/// The judge data: T (1..=474), then per case N (1..=47) and N piles
/// (1..=4747), and `grundy explain hdu1907 3 5 1`: Bouton's misère rule on
/// each case's piles.
#[cfg(feature = "tools")]
pub mod tools {
    crate::misere_nim_tools! {
        words: |_| super::WORDS.map(String::from),
        meanings: ["John, who moves first, wins", "his brother wins"],
        example: "3 5 1",
        cases: ("T", 1, 474),
        piles: ("N", 1, 47) of ("a", 1, 4747),
        // A big file: the threads read the numbers, `walk` the cases.
        plan: crate::parallel::Plan::Numbers(|input, out| super::walk(input, out)),
    }
}
