//! HDU 2188 悼念512汶川大地震遇难同胞——选拔志愿者 (choosing volunteers): a
//! donation box starts empty, the two teams in turn donate 1..=m, and whoever
//! makes the total reach n or more wins; Grass (林队) donates first. `C`, then
//! C lines `n m` (n first); `Grass` when Grass wins, else `Rabbit`.
//!
//! The "reach at least n" form is Bash's game on a heap of n (overshooting is
//! possible only when reaching n exactly is; see [`crate::games::bash`]), so
//! Grass wins exactly when `n % (m + 1) != 0`. Exact for every `u64`.
//!
//! The statement bounds `0 < n < 10000` and `1 <= m <= 10`. `m = 0` allows no
//! donation and `n = 0` is reached before anyone donates, so both are input
//! errors.

use crate::error::Error;
use crate::games::bash::bash_outcome;
use crate::output::Out;
use crate::problem::Problem;
use crate::problems::counted;
use crate::scanner::Scanner;

pub const PROBLEM: Problem = Problem {
    id: "hdu2188",
    aliases: &["volunteers"],
    title: "悼念512汶川大地震遇难同胞——选拔志愿者",
    url: "http://acm.hdu.edu.cn/showproblem.php?pid=2188",
    game: "a total starts at 0, add 1..m per move; whoever makes it reach n wins",
    output: "Grass / Rabbit",
    run,
};

/// The judge's words: Grass (first to donate) wins, or loses.
pub const WORDS: [&str; 2] = ["Grass", "Rabbit"];

/// The words naming the numbers in errors.
pub const CASE_COUNT: &str = "a test case count C";
pub const TARGET: &str = "a target total n of at least 1";
pub const MAX_GIFT: &str = "a largest donation m of at least 1";

pub fn run(input: &mut Scanner<'_>, out: &mut Out<'_>) -> Result<(), Error> {
    counted(input, out, CASE_COUNT, |input, out| {
        let (target, max_gift) = read_case(input)?;
        out.line(bash_outcome(target, max_gift).pick(WORDS[0], WORDS[1]));
        Ok(())
    })
}

/// One line `n m`, the total to reach and the largest donation, neither 0
/// (`run` and explain read it here).
fn read_case(input: &mut Scanner<'_>) -> Result<(u64, u64), Error> {
    let target = input.next_u64_where(TARGET, |n| n > 0)?;
    let max_gift = input.next_u64_where(MAX_GIFT, |m| m > 0)?;
    Ok((target, max_gift))
}

/// The judge data: C (the statement gives no bound), then C lines `n m`,
/// 0 < n < 10000, 1 <= m <= 10.
#[cfg(feature = "tools")]
pub mod tools {
    use crate::format::{int, Blanks, Cases, Element, Format};
    use crate::problem::Tools;
    use crate::testdata::{Case, Rng, Scale};

    pub const TOOLS: Tools = Tools {
        own_rule: Some("n, m >= 1"),
        ..crate::tools!()
    };

    /// The judge's input, as its statement gives it.
    pub const FORMAT: Format = Format {
        cases: Cases::counted("C", "a test case count", 1, u64::MAX),
        case: &[Element::Line(&[
            int("n", "a target total", 1, 9999),
            int("m", "a largest donation", 1, 10),
        ])],
        blanks: Blanks::None,
    };

    /// Targets that are multiples of m + 1 (the second player wins) and
    /// their neighbours, and m at least n, on purpose.
    fn generate(rng: &mut Rng, scale: Scale, count: usize) -> Vec<Case> {
        let (target, gift) = scale.pick((20, 4), (9999, 10), (u64::MAX - 1, 1 << 40));
        (0..count)
            .map(|_| {
                let m = rng.value(1, gift);
                let n = match rng.range(0, 2) {
                    0 => rng.near_multiple(m + 1, target),
                    _ => rng.value(1, target),
                };
                vec![vec![n.clamp(1, target), m]]
            })
            .collect()
    }
}

#[cfg(feature = "tools")]
pub mod explain {
    //! `grundy explain hdu2188`: reaching n with donations of 1 to m is
    //! Bash's game on a heap of n.

    use crate::explain::bash::{self, Form};
    use crate::explain::heaps::Listed::Counted;
    use crate::explain::verdict;

    const DONATE: Form = Form::reach("donate");

    /// What explain knows about this problem: its hook and moves, and a position as words, `grundy
    /// explain hdu2188 8 10`: the total to reach, and the most a donation adds.
    pub const ROW: crate::explain::Row = crate::row!(
        |input, out, accounts| {
            let game = |target, max_gift| {
                format!("donations of 1 to {max_gift} until the box holds {target}: Bash's game on a heap of {target}; written `left-to-reach m`")
            };
            let words = |o| {
                let meanings = ["Grass, who donates first, wins", "Rabbit wins"];
                verdict(o, super::WORDS, meanings)
            };
            let cases = (Counted(super::CASE_COUNT), super::read_case);
            bash::cases(input, out, accounts, cases, &DONATE, game, words)
        },
        words: line(super::tools::FORMAT, "8 10"),
        play: crate::bash_moves!(DONATE),
        picture: heaps,
    );
}
