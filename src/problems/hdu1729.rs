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

/// The judge data: per case N (1..=50) and N lines `s c`, 0 <= c <= s <=
/// 10^6; N = 0 ends the input.
#[cfg(feature = "tools")]
pub mod tools {
    use crate::error::Error;
    use crate::scanner::Scanner;
    use crate::testdata::{line, number, Case, Rng, Scale, Tools};

    pub const TOOLS: Tools = Tools {
        validate,
        generate,
        write,
    };

    fn validate(input: &mut Scanner<'_>) -> Result<(), Error> {
        loop {
            let boxes = number(input, "a box count N (or 0 to end the input)", 0, 50)?;
            if boxes == 0 {
                return input.expect_end();
            }
            for _ in 0..boxes {
                let size = number(input, "a box size s", 0, 1_000_000)?;
                number(input, "a stone count c, at most s,", 0, size)?;
            }
        }
    }

    /// Empty and full boxes, boxes of size 0, and stone counts around the
    /// square root of the size (where a box turns from a plain heap into a
    /// smaller box), on purpose.
    fn generate(rng: &mut Rng, scale: Scale, count: usize) -> Vec<Case> {
        let (most, largest) = scale.pick((3, 20), (50, 1_000_000), (50, 1 << 40));
        (0..count)
            .map(|_| {
                (0..rng.value(1, most))
                    .map(|_| {
                        let size = rng.value(0, largest);
                        let root = (size as f64).sqrt() as u64;
                        let stones = match rng.range(0, 4) {
                            0 => 0,
                            1 => size,
                            2 => (root + rng.range(0, 2)).saturating_sub(1).min(size),
                            _ => rng.value(0, size),
                        };
                        vec![size, stones]
                    })
                    .collect()
            })
            .collect()
    }

    fn write(cases: &[Case]) -> String {
        let mut text = String::new();
        for case in cases {
            line(&mut text, &[case.len() as u64]);
            for row in case {
                line(&mut text, row);
            }
        }
        text.push_str("0\n");
        text
    }
}
