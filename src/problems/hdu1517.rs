//! HDU 1517 A Multiplication Game (also POJ 2505, UVa 847; Waterloo local
//! 2001): p starts at 1, Stan and Ollie in turn multiply it by one of 2..=9,
//! and whoever first makes `p >= n` wins; Stan moves first. Lines `n` until
//! end of input; `Stan wins.` or `Ollie wins.` (with the period).
//!
//! While `n > 18`, replace n by `ceil(n / 18)`; Stan then wins exactly when
//! `n <= 9` ([`multiplication_outcome`], which also proves it). Exact for
//! every `u64` (the statement bounds `1 < n < 4294967295`).
//!
//! `n <= 1` is outside the game (p = 1 has reached it before anyone moves),
//! so it is an input error at that token.

use crate::error::Error;
use crate::games::multiplication::multiplication_outcome;
use crate::output::Out;
use crate::problem::Problem;
use crate::problems::until_end;
use crate::scanner::Scanner;

pub const PROBLEM: Problem = Problem {
    id: "hdu1517",
    aliases: &["poj2505", "uva847", "multiplication-game"],
    title: "A Multiplication Game",
    url: "http://acm.hdu.edu.cn/showproblem.php?pid=1517",
    game: "p starts at 1, multiply it by 2..9; whoever first makes p >= n wins",
    input: "lines `n` until end of input",
    output: "Stan wins. / Ollie wins.",
    run,
};

fn run(input: &mut Scanner<'_>, out: &mut Out<'_>) -> Result<(), Error> {
    until_end(input, out, |input, out| {
        let target = input.next_u64_where("a target n of at least 2", |n| n >= 2)?;
        out.line(multiplication_outcome(target).pick("Stan wins.", "Ollie wins."));
        Ok(())
    })
}
