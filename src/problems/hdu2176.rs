//! HDU 2176 取(m堆)石子游戏: Nim; list the first player's winning first
//! moves. Per case `m` and m pile sizes; `m = 0` ends the input. `No` when
//! the first player loses; else `Yes` and a line `a b` per winning move
//! (a pile of a left with b).
//!
//! Bouton's theorem ([`winning_moves`]): the winning moves reduce a pile a
//! holding the nim-sum X's highest bit to `a ^ X`. Moves are listed in input
//! order, one per pile, so equal winning piles repeat their line (the spec's
//! reading of the statement). The case's lines are written only once the
//! whole case is read: the moves need X, and a cut-off case prints nothing.
//! Empty piles are accepted and never move. The input is HDU 1850's, read
//! by its `answer_each_case`.

use crate::error::Error;
use crate::games::nim::{nim_outcome, winning_moves};
use crate::output::Out;
use crate::problem::Problem;
use crate::problems::hdu1850::answer_each_case;
use crate::scanner::Scanner;

pub const PROBLEM: Problem = Problem {
    id: "hdu2176",
    aliases: &[],
    title: "取(m堆)石子游戏",
    url: "http://acm.hdu.edu.cn/showproblem.php?pid=2176",
    game: "Nim: list the first player's winning first moves",
    output: "No, or Yes and one line `a b` per winning move (pile a left with b)",
    run,
};

/// The judge's words: the first player wins, or loses.
pub const WORDS: [&str; 2] = ["Yes", "No"];

pub fn run(input: &mut Scanner<'_>, out: &mut Out<'_>) -> Result<(), Error> {
    answer_each_case(input, out, |piles, x, out| {
        out.line(nim_outcome(x).pick(WORDS[0], WORDS[1]));
        // A losing position has no winning move, so nothing follows `No`.
        for m in winning_moves(piles, x) {
            out.u64(m.from);
            out.byte(b' ');
            out.u64(m.to);
            out.byte(b'\n');
        }
    })
}

/// The judge data: per case `m` (1..=200000) and m positive piles (the
/// statement gives no upper bound); m = 0 ends the input.
#[cfg(feature = "tools")]
pub mod tools {
    use crate::format::{Cases, Format};
    use crate::problem::Tools;
    use crate::testdata::{nim_cases, Case, Rng, Scale};

    pub const TOOLS: Tools = crate::tools!();

    /// The judge's input, as its statement gives it.
    pub const FORMAT: Format = crate::counted_list! {
        cases: Cases::Sentinel(&[0]),
        count: ("m", "a pile count", 1, 200_000) on its own line,
        values: ("a", "a pile size", 1, u64::MAX),
    };

    /// Nim's traps ([`piles`](crate::testdata::piles)): equal winning piles give one move line each,
    /// losing positions none.
    fn generate(rng: &mut Rng, scale: Scale, count: usize) -> Vec<Case> {
        let (most, largest) = scale.pick((5, 12), (200, 1 << 31), (2000, u64::MAX));
        nim_cases(rng, count, (1, most), 1, largest)
    }
}

#[cfg(feature = "tools")]
pub mod explain {
    //! `grundy explain hdu2176`: Bouton's theorem, and the winning moves the
    //! judge lists (each `a b` line is a move below, pile a left with b).

    use crate::explain::nim;
    use crate::problems::hdu1850::answer_each_case;

    /// What explain knows about this problem: `Yes` or `No` (the moves the
    /// judge lists are the winning moves below), the piles as words before
    /// the end mark (`grundy explain hdu2176 3 6 9`), Nim's moves and the
    /// heaps drawn.
    pub const ROW: crate::explain::Row = crate::row!(
        |input, out, accounts| {
            let mut case = 0;
            answer_each_case(input, out, |piles, _, out| {
                case += 1;
                accounts.add(out, nim::plain(case, piles, super::WORDS, accounts));
            })
        },
        words: counted(super::tools::FORMAT, "PILE...", "3 6 9"),
        play: nim::MOVES,
        picture: heaps,
    );
}
