//! HDU 1847 Good Luck in CET-4 Everybody!: one pile of n cards, a move takes
//! a power of two (1, 2, 4, 8, ...), whoever takes the last card wins; Kiki
//! moves first. Lines `n` until end of input; `Kiki` when she wins, else
//! `Cici`.
//!
//! Kiki wins exactly when `n % 3 != 0` ([`powers_of_two_outcome`]), exact for
//! every `u64`. The statement bounds n by 1..=1000; `0` (no card, Kiki cannot
//! move) is answered as the normal-play terminal position: `Cici`.

use crate::error::Error;
use crate::games::bash::powers_of_two_outcome;
use crate::output::Out;
use crate::problem::Problem;
use crate::problems::until_end;
use crate::scanner::Scanner;

pub const PROBLEM: Problem = Problem {
    id: "hdu1847",
    aliases: &["cet4", "powers-of-two"],
    title: "Good Luck in CET-4 Everybody!",
    url: "http://acm.hdu.edu.cn/showproblem.php?pid=1847",
    game: "one pile of n cards, take a power of two (1, 2, 4, ...); last mover wins",
    input: "lines `n` until end of input",
    output: "Kiki / Cici",
    run,
};

fn run(input: &mut Scanner<'_>, out: &mut Out<'_>) -> Result<(), Error> {
    until_end(input, out, |input, out| {
        let cards = input.next_u64("a card count n")?;
        out.line(powers_of_two_outcome(cards).pick("Kiki", "Cici"));
        Ok(())
    })
}
