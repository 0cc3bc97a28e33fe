//! HDU 1850 Being a Good Boy in Spring Festival: Nim; count the first
//! player's winning first moves. Per case `M` and M pile sizes; `M = 0` ends
//! the input. One count per case, `0` when the first player loses. HDU 2176
//! has the same input and reads it with `answer_each_case`.
//!
//! Bouton's theorem: the winning moves are the reductions of a pile to
//! `pile ^ X` (X the nim-sum), one per pile that holds X's highest bit
//! ([`winning_moves`]). Moves are counted per pile, so equal piles count
//! once each. Piles are kept for the case (the count needs X first);
//! empty piles are accepted and never count.

use crate::error::Error;
use crate::games::nim::{nim_sum, winning_moves};
use crate::output::Out;
use crate::problem::Problem;
use crate::problems::lists_until_zero;
use crate::scanner::Scanner;

pub const PROBLEM: Problem = Problem {
    id: "hdu1850",
    aliases: &[],
    title: "Being a Good Boy in Spring Festival",
    url: "http://acm.hdu.edu.cn/showproblem.php?pid=1850",
    game: "Nim: count the first player's winning first moves",
    output: "the number of winning first moves (0 when losing)",
    run,
};

/// The words naming a pile in errors.
pub const PILE: &str = "a pile size";

pub fn run(input: &mut Scanner<'_>, out: &mut Out<'_>) -> Result<(), Error> {
    answer_each_case(input, out, |piles, x, out| {
        out.u64(winning_moves(piles, x).count() as u64);
        out.byte(b'\n');
    })
}

/// Reads every case, a pile count and that many pile sizes until the count
/// `0`, and has `answer` write each case's lines from its piles and their
/// nim-sum, once the whole case is read.
pub(crate) fn answer_each_case(
    input: &mut Scanner<'_>,
    out: &mut Out<'_>,
    mut answer: impl FnMut(&[u64], u64, &mut Out<'_>),
) -> Result<(), Error> {
    let (count, pile) = ("a pile count (or 0 to end the input)", PILE);
    lists_until_zero(input, out, count, pile, |_, piles, out| {
        answer(piles, nim_sum(piles.iter().copied()), out);
    })
}

/// The judge data: per case `M` (2..=100) and M piles (1..=10^6); M = 0 ends
/// the input.
#[cfg(feature = "tools")]
pub mod tools {
    use crate::format::{Cases, Format};
    use crate::problem::Tools;
    use crate::testdata::{nim_cases, Case, Rng, Scale};

    pub const TOOLS: Tools = Tools {
        own_rule: Some("M >= 2 (0 ends)"),
        ..crate::tools!()
    };

    /// The judge's input, as its statement gives it.
    pub const FORMAT: Format = crate::counted_list! {
        cases: Cases::Sentinel(&[0]),
        count: ("M", "a pile count", 2, 100) on its own line,
        values: ("a", super::PILE, 1, 1_000_000),
    };

    /// Nim's traps ([`piles`](crate::testdata::piles)): equal piles, where the winning moves are
    /// counted once per pile, and losing positions with none.
    fn generate(rng: &mut Rng, scale: Scale, count: usize) -> Vec<Case> {
        let (least, most, largest) =
            scale.pick((2, 5, 12), (2, 100, 1_000_000), (1, 300, u64::MAX));
        nim_cases(rng, count, (least, most), 1, largest)
    }
}

#[cfg(feature = "tools")]
pub mod explain {
    //! `grundy explain hdu1850`: Bouton's theorem, and the winning moves the
    //! judge counts.

    /// What explain knows about this problem: the count of winning moves,
    /// the piles as words before the end mark (`grundy explain hdu1850 5 7
    /// 9`), Nim's moves and the heaps drawn.
    pub const ROW: crate::explain::Row = crate::row!(
        |input, out, accounts| {
            let mut case = 0;
            answer_each_case(input, out, |piles, x, out| {
                case += 1;
                accounts.add(out, account(case, piles, x, accounts));
            })
        },
        words: counted(super::tools::FORMAT, "PILE...", "5 7 9"),
        play: nim::MOVES,
        picture: heaps,
    );

    use super::answer_each_case;
    use crate::explain::nim::{self, Play, PILES};
    use crate::explain::{Account, Accounts, Verdict};
    use crate::games::nim::{nim_outcome, winning_moves};

    /// Bouton's theorem, with the count of winning moves as the judge's
    /// answer.
    fn account(case: u64, piles: &[u64], x: u64, accounts: &Accounts) -> Account {
        let game = nim::game(piles.len() as u64);
        let count = winning_moves(piles, x).count();
        let verdict = Verdict {
            words: count.to_string(),
            outcome: nim_outcome(x),
            meaning: match count {
                1 => "the first player has 1 winning first move".into(),
                n => format!("the first player has {n} winning first moves"),
            },
        };
        nim::account(case, piles, &PILES, Play::Normal, game, verdict, accounts)
    }
}
