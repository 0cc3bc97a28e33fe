//! POJ 1067 / HDU 1527 取石子游戏: Wythoff's game. Lines `a b` (either order)
//! until end of input; `1` when the first player wins, else `0`. Exact for
//! every pair of `u64` heaps (integer arithmetic, no golden-ratio doubles).

use crate::error::Error;
use crate::games::wythoff::wythoff_outcome;
use crate::numbers::Numbers;
use crate::output::Out;
use crate::problem::Problem;
use crate::problems::until_end_of;
use crate::scanner::Scanner;
use crate::stream::NumberStream;

pub const PROBLEM: Problem = Problem {
    id: "poj1067",
    aliases: &["hdu1527", "wythoff"],
    title: "取石子游戏 (Wythoff)",
    url: "http://poj.org/problem?id=1067",
    game: "Wythoff: take any number from one pile, or the same from both; last mover wins",
    output: "1 / 0",
    run,
};

/// The words naming the two piles in errors.
pub const PILE_A: &str = "a pile size a";
pub const PILE_B: &str = "a pile size b";

pub fn run(scanner: &mut Scanner<'_>, out: &mut Out<'_>) -> Result<(), Error> {
    until_end_of(&mut Numbers::new(scanner), out, case)
}

/// One case: the two-thread reader answers whole chunks of them at once and
/// calls this only where a case crosses a chunk's end.
#[inline(always)]
pub fn case<S: NumberStream>(input: &mut S, out: &mut Out<'_>) -> Result<(), Error> {
    let (a, b) = read_piles(input)?;
    out.bytes(if wythoff_outcome(a, b).next_wins() {
        b"1\n"
    } else {
        b"0\n"
    });
    Ok(())
}

/// One line `a b`, the two piles (`case` and explain read it here).
#[inline(always)]
pub fn read_piles<S: NumberStream>(input: &mut S) -> Result<(u64, u64), Error> {
    let a = input.next_u64(PILE_A)?;
    let b = input.next_u64(PILE_B)?;
    Ok((a, b))
}

/// The judge data: lines `a b`, 0 <= a, b <= 10^9, in either order.
#[cfg(feature = "tools")]
pub mod tools {
    use crate::format::{int, Blanks, Cases, Element, Format};
    use crate::games::wythoff::lower;
    use crate::parallel::Plan;
    use crate::problem::Tools;
    use crate::testdata::{Case, Rng, Scale};

    /// A big file is answered on two threads, a line a case.
    pub const TOOLS: Tools = Tools {
        plan: Some(Plan::Cases(|input, out| super::case(input, out))),
        ..crate::tools!()
    };

    /// The judge's input, as its statement gives it.
    pub const FORMAT: Format = Format {
        cases: Cases::UntilEnd,
        case: &[Element::Line(&[
            int("a", "a pile size", 0, 1_000_000_000),
            int("b", "a pile size", 0, 1_000_000_000),
        ])],
        blanks: Blanks::None,
    };

    /// Where `floor(k * phi)` in double precision is one too high.
    const DOUBLE_TRAPS: [(u64, u64); 3] = [
        (165_580_140, 267_914_295),
        (433_494_436, 701_408_732),
        (457_652_253, 740_496_901),
    ];

    /// Losing pairs (`floor(k phi)`, `floor(k phi) + k`) in both orders, their
    /// neighbours, zero piles, and at judge scale the pairs double precision
    /// gets wrong, on purpose.
    fn generate(rng: &mut Rng, scale: Scale, count: usize) -> Vec<Case> {
        let largest = scale.pick(12, 1_000_000_000, u64::MAX / 2);
        (0..count)
            .map(|_| {
                let (mut a, mut b) = match rng.range(0, 4) {
                    0 if scale == Scale::Judge => rng.pick(&DOUBLE_TRAPS),
                    0 | 1 => {
                        let k = rng.value(0, largest / 3);
                        let low = u64::try_from(lower(k)).unwrap_or(largest);
                        (low, low.saturating_add(k))
                    }
                    2 => (0, rng.value(0, largest)),
                    _ => (rng.value(0, largest), rng.value(0, largest)),
                };
                if rng.one_in(4) {
                    b = b.saturating_add(1);
                }
                if rng.one_in(2) {
                    std::mem::swap(&mut a, &mut b);
                }
                vec![vec![a.min(largest), b.min(largest)]]
            })
            .collect()
    }
}

#[cfg(feature = "tools")]
pub mod explain {
    //! `grundy explain poj1067`: Wythoff's cold pairs in exact integers.

    use crate::explain::heaps::{each, Listed::UntilEnd};
    use crate::explain::wythoff;
    use crate::numbers::Numbers;
    use crate::scanner::Scanner;

    /// What explain knows about this problem: its hook and moves, and a
    /// position as words, `grundy explain poj1067 3 5`: the two piles.
    pub const ROW: crate::explain::Row = crate::row!(
        |input, out, accounts| {
            let read = |input: &mut Scanner<'_>| super::read_piles(&mut Numbers::new(input));
            each(input, out, accounts, UntilEnd, read, wythoff::one_or_zero)
        },
        words: line(super::tools::FORMAT, "3 5"),
        play: wythoff::MOVES,
        picture: wythoff,
    );
}
