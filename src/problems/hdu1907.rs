//! HDU 1907 John (also POJ 3480, ZOJ 3113): misère Nim. `T`, then per case
//! `N` and N pile sizes; `John` when the first player wins, else `Brother`.

use crate::error::Error;
use crate::games::misere::misere_nim_outcome;
use crate::numbers::Numbers;
use crate::output::Out;
use crate::problem::Problem;
use crate::scanner::Scanner;

pub const PROBLEM: Problem = Problem {
    id: "hdu1907",
    aliases: &["poj3480", "zoj3113", "misere-nim", "anti-nim"],
    title: "John",
    url: "http://acm.hdu.edu.cn/showproblem.php?pid=1907",
    game: "misere Nim: take any number from one pile; whoever takes the last loses",
    input: "T, then per case N and N pile sizes",
    output: "John / Brother",
    run,
};

fn run(scanner: &mut Scanner<'_>, out: &mut Out<'_>) -> Result<(), Error> {
    let mut input = Numbers::new(scanner);
    if input.at_end()? {
        return Ok(());
    }
    let cases = input.next_u64("a test case count")?;
    for _ in 0..cases {
        let piles = input.next_u64("a pile count")?;
        let mut nim_sum = 0;
        let mut some_pile_above_one = false;
        for _ in 0..piles {
            let pile = input.next_u64("a pile size")?;
            nim_sum ^= pile;
            some_pile_above_one |= pile > 1;
        }
        out.line(
            if misere_nim_outcome(nim_sum, some_pile_above_one).next_wins() {
                "John"
            } else {
                "Brother"
            },
        );
        out.check()?;
    }
    input.expect_end()
}

/// The judge data: T (1..=474), then per case N (1..=47) and N piles
/// (1..=4747).
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
        let cases = number(input, "a test case count T", 1, 474)?;
        for _ in 0..cases {
            let piles = number(input, "a pile count N", 1, 47)?;
            for _ in 0..piles {
                number(input, "a pile size", 1, 4747)?;
            }
        }
        input.expect_end()
    }

    /// All-ones positions (misère play turns on their parity), ones with
    /// one larger pile, and nim-sum zero positions, on purpose.
    fn generate(rng: &mut Rng, scale: Scale, count: usize) -> Vec<Case> {
        let (most, largest) = scale.pick((5, 7), (47, 4747), (200, u64::MAX));
        (0..count)
            .map(|_| {
                let n = rng.value(1, most) as usize;
                let mut piles: Vec<u64> = match rng.range(0, 3) {
                    0 => vec![1; n],
                    1 => (0..n).map(|_| rng.range(1, 2)).collect(),
                    _ => (0..n).map(|_| rng.value(1, largest)).collect(),
                };
                if n > 1 && rng.one_in(3) {
                    let xor = piles[1..].iter().fold(0, |x, p| x ^ p);
                    if (1..=largest).contains(&xor) {
                        piles[0] = xor;
                    }
                }
                vec![piles]
            })
            .collect()
    }

    fn write(cases: &[Case]) -> String {
        let mut text = format!("{}\n", cases.len());
        for piles in cases.iter().flatten() {
            line(&mut text, &[piles.len() as u64]);
            line(&mut text, piles);
        }
        text
    }
}
