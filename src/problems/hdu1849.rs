//! HDU 1849 Rabbit and Grass: tokens on a strip of cells 0, 1, 2, ...; a move
//! slides one token left any distance (tokens may share cells); last mover
//! wins. Per case `m` and m token cells; `m = 0` ends the input.
//! `Rabbit Win!` when the first player (Rabbit) wins, else `Grass Win!`.
//!
//! Tokens never interact, so a token on cell k is a Nim heap of k: moving it
//! to cell k' < k is taking k - k' from that heap. Bouton's theorem decides
//! ([`nim_outcome`]). The strip's length n is not part of the input; any
//! `u64` cell is answered exactly.

use crate::error::Error;
use crate::games::nim::nim_outcome;
use crate::output::Out;
use crate::problem::Problem;
use crate::problems::lists_until_zero;
use crate::scanner::Scanner;

pub const PROBLEM: Problem = Problem {
    id: "hdu1849",
    aliases: &["rabbit-and-grass"],
    title: "Rabbit and Grass",
    url: "http://acm.hdu.edu.cn/showproblem.php?pid=1849",
    game: "tokens on a strip: move one token left any distance; last mover wins",
    output: "Rabbit Win! / Grass Win!",
    run,
};

/// The judge's words: Rabbit (first to move) wins, or loses.
pub const WORDS: [&str; 2] = ["Rabbit Win!", "Grass Win!"];

/// The words naming a token's cell in errors.
pub const CELL: &str = "a token's cell";

pub fn run(input: &mut Scanner<'_>, out: &mut Out<'_>) -> Result<(), Error> {
    each_case(input, out, |_, cells, out| {
        let nim_sum = cells.iter().fold(0, |x, cell| x ^ cell);
        out.line(nim_outcome(nim_sum).pick(WORDS[0], WORDS[1]));
    })
}

/// Reads every case, `m` and the m token cells until the `0`, and calls
/// `case(number, cells, out)` for each (numbered from 1).
fn each_case(
    input: &mut Scanner<'_>,
    out: &mut Out<'_>,
    case: impl FnMut(u64, &mut Vec<u64>, &mut Out<'_>),
) -> Result<(), Error> {
    let count = "a token count m (or 0 to end the input)";
    lists_until_zero(input, out, count, CELL, case)
}

/// The judge data: per case `m` (1..=1000) and m cells (0..=1000); m = 0
/// ends the input.
#[cfg(feature = "tools")]
pub mod tools {
    use crate::format::{Cases, Format};
    use crate::problem::Tools;
    use crate::testdata::{piles, Case, Rng, Scale};

    pub const TOOLS: Tools = crate::tools!();

    /// The judge's input, as its statement gives it.
    pub const FORMAT: Format = crate::counted_list! {
        cases: Cases::Sentinel(&[0]),
        count: ("m", "a token count", 1, 1000) on its own line,
        values: ("k", super::CELL, 0, 1000),
    };

    /// Nim's traps ([`piles`]) on the cells: tokens on cell 0 (which add
    /// nothing), tokens sharing a cell, zero nim-sums.
    fn generate(rng: &mut Rng, scale: Scale, count: usize) -> Vec<Case> {
        let (most, last_cell) = scale.pick((5, 10), (1000, 1000), (3000, u64::MAX));
        (0..count)
            .map(|_| {
                let m = rng.value(1, most.min(scale.pick(5, 30, 300))) as usize;
                let mut cells = piles(rng, m, 0, last_cell);
                if rng.one_in(3) {
                    cells[0] = 0;
                }
                vec![cells]
            })
            .collect()
    }
}

#[cfg(feature = "tools")]
pub mod explain {
    //! `grundy explain hdu1849`: each token is a Nim heap of its cell number.

    /// What explain knows about this problem: the tokens' cells as words
    /// before the end mark (`grundy explain hdu1849 3 5 6`), moving a token
    /// left as Nim's moves, and the heaps drawn.
    pub const ROW: crate::explain::Row = crate::row!(
        |input, out, accounts| {
            super::each_case(input, out, |case, cells, out| {
                accounts.add(out, account(case, cells, accounts));
            })
        },
        words: counted(super::tools::FORMAT, "CELL...", "3 5 6"),
        play: PLAY,
        picture: heaps,
    );

    use crate::explain::nim::{self, Parts, Play};
    use crate::explain::{counted, numbers, verdict, Account, Accounts};

    /// A token on cell k is a heap of k: moving it left is taking from it.
    const TOKENS: Parts = Parts {
        unit: "token",
        name: |i, cell| format!("token {} on cell {cell}", i + 1),
        step: |m| {
            format!(
                "move token {} from cell {} to cell {}",
                m.pile + 1,
                m.from,
                m.to
            )
        },
        action: "move",
    };

    /// Nim's moves on the cells, as token moves.
    const PLAY: crate::explain::Play = crate::explain::Play {
        moves: |w, limit| nim::all_moves(&numbers(w), &TOKENS, Play::Normal, limit),
        misere: false,
    };

    /// Each token is a Nim heap of its cell number.
    fn account(case: u64, cells: &[u64], accounts: &Accounts) -> Account {
        let game = format!(
            "{} sliding left on a strip: a token on cell k is a Nim heap of k (g = k)",
            counted(cells.len() as u64, "token")
        );
        let outcome = nim::outcome(cells, Play::Normal);
        let verdict = verdict(
            outcome,
            super::WORDS,
            ["Rabbit, who moves first, wins", "Grass wins"],
        );
        nim::account(case, cells, &TOKENS, Play::Normal, game, verdict, accounts)
    }
}
