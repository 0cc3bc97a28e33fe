//! HDU 2177 取(2堆)石子游戏: Wythoff's game, and how to win it. Lines `a b`
//! until the sentinel `0 0`; `0` when the player to move loses, else `1` and
//! the position left by each listed winning first move, as `x y` with x <= y.
//!
//! Theory: Wythoff (1907), via [`winning_moves`]: each kind of move has at
//! most one winning move, found in closed form with integer arithmetic, so
//! every pair of `u64` heaps is answered exactly.
//!
//! Which moves are listed is not said by the statement beyond "equal removal
//! first". We print what the accepted public solutions print (see the spec):
//! the equal-removal result when that move wins, then the result of the
//! winning move that lowers the larger heap b, when there is one. Moves that
//! lower the smaller heap are not listed, and a line equal to the one before is
//! kept: (5, 7) prints `1`, `3 5`, `3 5`; (2, 2) prints `1`, `0 0`, `1 2`.
//!
//! The statement promises a <= b; a pair given as `b a` is answered as `a b`
//! (the game does not care which heap comes first).

use crate::error::Error;
use crate::games::wythoff::winning_moves;
use crate::output::Out;
use crate::problem::Problem;
use crate::problems::until_sentinel;
use crate::scanner::Scanner;

pub const PROBLEM: Problem = Problem {
    id: "hdu2177",
    aliases: &["wythoff-moves"],
    title: "取(2堆)石子游戏",
    url: "http://acm.hdu.edu.cn/showproblem.php?pid=2177",
    game: "Wythoff: take any number from one pile, or the same from both; last mover wins; list the winning first moves",
    output: "0 / 1 then `x y` per listed winning move (equal removal first, then lowering the larger pile)",
    run,
};

pub fn run(input: &mut Scanner<'_>, out: &mut Out<'_>) -> Result<(), Error> {
    until_sentinel(input, out, |input, out| {
        let Some((a, b)) = read_pair(input)? else {
            return Ok(false);
        };
        let moves = winning_moves(a, b);
        if moves.is_empty() {
            out.bytes(b"0\n");
        } else {
            out.bytes(b"1\n");
            for (x, y) in IntoIterator::into_iter([moves.both, moves.larger]).flatten() {
                out.u64(x);
                out.byte(b' ');
                out.u64(y);
                out.byte(b'\n');
            }
        }
        Ok(true)
    })
}

/// Reads one case, the piles `a b`, or `None` at the `0 0` that ends the
/// input.
fn read_pair(input: &mut Scanner<'_>) -> Result<Option<(u64, u64)>, Error> {
    let a = input.next_u64("a pile size a (or `0 0` to end the input)")?;
    let b = input.next_u64("a pile size b")?;
    Ok((a != 0 || b != 0).then_some((a, b)))
}

/// The judge data: lines `a b`, 0 <= a <= b <= 10^6, until `0 0`.
#[cfg(feature = "tools")]
pub mod tools {
    use crate::format::{int, int_in, Blanks, Cases, Element, Expr, Format};
    use crate::games::wythoff::lower;
    use crate::problem::Tools;
    use crate::testdata::{Case, Rng, Scale};

    pub const TOOLS: Tools = Tools {
        own_rule: Some("a <= b"),
        ..crate::tools!()
    };

    /// The judge's input, as its statement gives it.
    pub const FORMAT: Format = Format {
        cases: Cases::Sentinel(&[0, 0]),
        case: &[Element::Line(&[
            int("a", "a pile size", 0, 1_000_000),
            int_in("b", "a pile size", Expr::Var("a"), Expr::Lit(1_000_000)),
        ])],
        blanks: Blanks::None,
    };

    /// Losing pairs (answered `0`), pairs one move from them (by one pile
    /// or by both: several winning moves, listed in the judge's order),
    /// equal piles and the largest piles, on purpose.
    fn generate(rng: &mut Rng, scale: Scale, count: usize) -> Vec<Case> {
        let largest = scale.pick(15, 1_000_000, 1 << 40);
        (0..count)
            .map(|_| {
                let k = rng.value(1, largest / 3);
                let low = u64::try_from(lower(k)).unwrap_or(largest);
                let (a, b) = match rng.range(0, 4) {
                    0 => (low, low + k),
                    1 => (low + rng.range(1, 3), low + k + rng.range(0, 3)),
                    2 => {
                        let a = rng.value(0, largest);
                        (a, a)
                    }
                    _ => (rng.value(0, largest), rng.value(0, largest)),
                };
                let (a, b) = (a.min(b).min(largest), a.max(b).min(largest));
                vec![if (a, b) == (0, 0) {
                    vec![0, 1]
                } else {
                    vec![a, b]
                }]
            })
            .collect()
    }
}

#[cfg(feature = "tools")]
pub mod explain {
    //! `grundy explain hdu2177`: Wythoff's cold pairs, and every winning
    //! move (the judge prints the positions left by the first two kinds).

    /// What explain knows about this problem: its hook and moves, and a position as words, `grundy
    /// explain hdu2177 3 5`: the two piles.
    pub const ROW: crate::explain::Row = crate::row!(
        |input, out, accounts| {
            each_until(input, out, accounts, super::read_pair, wythoff::one_or_zero)
        },
        words: line(super::tools::FORMAT, "3 5"),
        play: wythoff::MOVES,
        picture: wythoff,
    );

    use crate::explain::heaps::each_until;
    use crate::explain::wythoff;
}
