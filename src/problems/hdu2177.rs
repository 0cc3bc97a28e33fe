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
    input: "lines `a b` until `0 0`",
    output: "0 / 1 then `x y` per listed winning move (equal removal first, then lowering the larger pile)",
    run,
};

fn run(input: &mut Scanner<'_>, out: &mut Out<'_>) -> Result<(), Error> {
    until_sentinel(input, out, |input, out| {
        let a = input.next_u64("a pile size a (or `0 0` to end the input)")?;
        let b = input.next_u64("a pile size b")?;
        if a == 0 && b == 0 {
            return Ok(false);
        }
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

#[cfg(feature = "tools")]
pub mod explain {
    //! `grundy explain hdu2177`: Wythoff's cold pairs, and every winning
    //! move (the judge prints the positions left by the first two kinds).

    use crate::error::Error;
    use crate::explain::{verdict, wythoff, Accounts, FIRST_PLAYER};
    use crate::output::Out;
    use crate::problems::until_sentinel;
    use crate::scanner::Scanner;

    pub fn explain(
        input: &mut Scanner<'_>,
        out: &mut Out<'_>,
        accounts: &mut Accounts,
    ) -> Result<(), Error> {
        let mut case = 0;
        until_sentinel(input, out, |input, out| {
            let a = input.next_u64("a pile size a (or `0 0` to end the input)")?;
            let b = input.next_u64("a pile size b")?;
            if a == 0 && b == 0 {
                return Ok(false);
            }
            case += 1;
            let words = |o| verdict(o, ["1", "0"], FIRST_PLAYER);
            let account = wythoff::account(case, (a, b), words, accounts);
            accounts.add(out, account);
            Ok(true)
        })
    }
}
