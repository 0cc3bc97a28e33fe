//! HDU 1846 Brave Game: Bash's game. `C`, then C lines `n m` (n stones, take
//! 1..=m); `first` when the first player wins, else `second`.

use crate::error::Error;
use crate::games::bash::bash_outcome;
use crate::numbers::Numbers;
use crate::output::Out;
use crate::problem::Problem;
use crate::scanner::Scanner;
use crate::stream::NumberStream;

pub const PROBLEM: Problem = Problem {
    id: "hdu1846",
    aliases: &["bash"],
    title: "Brave Game",
    url: "http://acm.hdu.edu.cn/showproblem.php?pid=1846",
    game: "Bash: one pile of n, take 1..m per move; last mover wins",
    output: "first / second",
    run,
};

/// The judge's words: the first player wins, or loses.
pub const WORDS: [&str; 2] = ["first", "second"];

/// The words naming the numbers in errors.
pub const CASE_COUNT: &str = "a test case count";
pub const STONES: &str = "a stone count n";
pub const MAX_TAKE: &str = "a largest take m";

pub fn run(input: &mut Scanner<'_>, out: &mut Out<'_>) -> Result<(), Error> {
    walk(&mut Numbers::new(input), out)
}

/// The case loop over any number source (the two-thread file reader,
/// `parallel`, uses it too).
pub fn walk<S: NumberStream>(input: &mut S, out: &mut Out<'_>) -> Result<(), Error> {
    if input.at_end()? {
        return Ok(());
    }
    let cases = input.next_u64(CASE_COUNT)?;
    for _ in 0..cases {
        let (stones, max_take) = read_case(input)?;
        out.line(if bash_outcome(stones, max_take).next_wins() {
            WORDS[0]
        } else {
            WORDS[1]
        });
        out.check()?;
    }
    input.expect_end()
}

/// One case `n m`: the stones, and the most a move takes (`walk` and
/// explain read it here).
#[inline(always)]
pub fn read_case<S: NumberStream>(input: &mut S) -> Result<(u64, u64), Error> {
    let stones = input.next_u64(STONES)?;
    let max_take = input.next_u64(MAX_TAKE)?;
    Ok((stones, max_take))
}

/// The judge data: C (at most 100), then C lines `n m`, 1 <= n, m <= 1000.
#[cfg(feature = "tools")]
pub mod tools {
    use crate::format::{int, Blanks, Cases, Element, Format};
    use crate::parallel::Plan;
    use crate::problem::Tools;
    use crate::testdata::{Case, Rng, Scale};

    /// A big file is answered on two threads: they read the numbers, `walk`
    /// the cases.
    pub const TOOLS: Tools = Tools {
        plan: Some(Plan::Numbers(|input, out| super::walk(input, out))),
        ..crate::tools!()
    };

    /// The judge's input, as its statement gives it.
    pub const FORMAT: Format = Format {
        cases: Cases::counted("C", super::CASE_COUNT, 1, 100),
        case: &[Element::Line(&[
            int("n", "a stone count", 1, 1000),
            int("m", "a largest take", 1, 1000),
        ])],
        blanks: Blanks::None,
    };

    /// Multiples of m + 1 and their neighbours (where an off-by-one rule
    /// fails), and m at least n, on purpose.
    fn generate(rng: &mut Rng, scale: Scale, count: usize) -> Vec<Case> {
        let count = scale.cases(count, 100);
        let largest = scale.pick(12, 1000, u64::MAX - 1);
        (0..count)
            .map(|_| {
                let m = rng.value(1, largest);
                let n = match rng.range(0, 3) {
                    0 => rng.near_multiple(m + 1, largest),
                    1 => rng.value(m.min(largest), largest),
                    _ => rng.value(1, largest),
                };
                vec![vec![n.clamp(1, largest), m]]
            })
            .collect()
    }
}

#[cfg(feature = "tools")]
pub mod explain {
    //! `grundy explain hdu1846`: Bash's game, `n mod (m + 1)`.

    use crate::explain::bash::{self, Form};
    use crate::explain::heaps::Listed::Counted;
    use crate::explain::{verdict, FIRST_PLAYER};
    use crate::numbers::Numbers;
    use crate::scanner::Scanner;

    const TAKE: Form = Form::take("take");

    /// What explain knows about this problem: its hook and moves, and a position as words, `grundy
    /// explain hdu1846 10 3`: the stones, and the most a move takes.
    pub const ROW: crate::explain::Row = crate::row!(
        |input, out, accounts| {
            let read = |input: &mut Scanner<'_>| super::read_case(&mut Numbers::new(input));
            let game = |stones, max_take| {
                format!("Bash: {stones} stones, take 1 to {max_take} a move, last to take wins; written `n m`")
            };
            let words = |o| verdict(o, super::WORDS, FIRST_PLAYER);
            let cases = (Counted(super::CASE_COUNT), read);
            bash::cases(input, out, accounts, cases, &TAKE, game, words)
        },
        words: line(super::tools::FORMAT, "10 3"),
        play: crate::bash_moves!(TAKE),
        picture: heaps,
    );
}
