//! HDU 1729 Stone Game: boxes of size `s` holding `c` stones; a move adds 1
//! to `c^2` stones to one box without overflowing it; whoever cannot add
//! loses. Per case `N`, then N lines `s c`; `N = 0` ends the input. Per case
//! a line `Case k:` then `Yes` when the first player wins, else `No`.
//!
//! Sprague-Grundy with the box values of games::stone_boxes (the recursion
//! on `t = max { t : t + t^2 < s }`), exact for every `c <= s` up to
//! `u64::MAX` (integer square root by bisection, squares in `u128`). A box
//! holding more stones than its size is rejected at the stone count.

use crate::error::Error;
use crate::games::nim::nim_outcome;
use crate::games::stone_boxes::box_grundy;
use crate::output::Out;
use crate::problem::Problem;
use crate::problems::until_sentinel;
use crate::scanner::Scanner;

pub const PROBLEM: Problem = Problem {
    id: "hdu1729",
    aliases: &["stone-boxes"],
    title: "Stone Game",
    url: "http://acm.hdu.edu.cn/showproblem.php?pid=1729",
    game: "boxes of size s holding c stones: add 1..c^2 stones to one box; last mover wins",
    input: "per case N, then N lines `s c`; N = 0 ends the input",
    output: "`Case k:` then Yes / No",
    run,
};

fn run(input: &mut Scanner<'_>, out: &mut Out<'_>) -> Result<(), Error> {
    let mut case = 0u64;
    until_sentinel(input, out, |input, out| {
        let boxes = input.next_u64("a box count N (or 0 to end the input)")?;
        if boxes == 0 {
            return Ok(false);
        }
        let mut nim_sum = 0;
        for _ in 0..boxes {
            let size = input.next_u64("a box size s")?;
            let stones =
                input.next_u64_where("a stone count c at most the box size s", |c| c <= size)?;
            nim_sum ^= box_grundy(size, stones);
        }
        case += 1;
        out.bytes(b"Case ");
        out.u64(case);
        out.line(":");
        out.line(nim_outcome(nim_sum).pick("Yes", "No"));
        Ok(true)
    })
}
