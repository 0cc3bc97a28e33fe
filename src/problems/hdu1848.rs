//! HDU 1848 Fibonacci again and again: three heaps, a move removes a
//! Fibonacci number (1, 2, 3, 5, 8, ...) of stones from one heap, whoever
//! takes the last stone wins. Lines `m n p`; `0 0 0` ends the input. `Fibo`
//! when the first player wins, else `Nacci`.
//!
//! Sprague-Grundy: the first player wins exactly when `g(m) ^ g(n) ^ g(p)` is
//! non-zero, with `g` the Grundy sequence of the Fibonacci subtraction game
//! ([`FibonacciGame`], a table built on demand up to the largest heap).
//!
//! Only all three zero ends the input: a case with some zero heaps (`0 1 2`)
//! is an ordinary position, answered as such (the statement bounds heaps by
//! 1..=1000). The set of moves is infinite and no period is known, so heaps
//! are answered up to [`HEAP_LIMIT`] (4 194 303, a 4 MiB table); a larger
//! heap is an input error at its token.

use crate::error::Error;
use crate::games::fibonacci::{FibonacciGame, HEAP_LIMIT};
use crate::games::nim::nim_outcome;
use crate::output::Out;
use crate::problem::Problem;
use crate::problems::until_sentinel;
use crate::scanner::Scanner;

pub const PROBLEM: Problem = Problem {
    id: "hdu1848",
    aliases: &["fibonacci-again"],
    title: "Fibonacci again and again",
    url: "http://acm.hdu.edu.cn/showproblem.php?pid=1848",
    game: "three heaps, take a Fibonacci number (1, 2, 3, 5, 8, ...) from one; last mover wins",
    output: "Fibo / Nacci",
    run,
};

/// The judge's words: Fibo (first to move) wins, or loses.
pub const WORDS: [&str; 2] = ["Fibo", "Nacci"];

/// The words naming a line's three heaps in errors.
pub fn expected() -> [String; 3] {
    [
        format!("a heap size m of at most {HEAP_LIMIT} (or `0 0 0` to end the input)"),
        format!("a heap size n of at most {HEAP_LIMIT}"),
        format!("a heap size p of at most {HEAP_LIMIT}"),
    ]
}

pub fn run(input: &mut Scanner<'_>, out: &mut Out<'_>) -> Result<(), Error> {
    let mut game = FibonacciGame::new();
    let expected = expected();
    until_sentinel(input, out, |input, out| {
        let Some((_, nim_sum)) = read_line(input, &mut game, &expected)? else {
            return Ok(false);
        };
        out.line(nim_outcome(nim_sum).pick(WORDS[0], WORDS[1]));
        Ok(true)
    })
}

/// One line `m n p` (`expected` names the three in errors): the heaps and
/// the nim-sum of their Grundy values, or `None` at the `0 0 0` that ends
/// the input. A heap above [`HEAP_LIMIT`] is an error at its token (`run`
/// and explain read it here).
#[inline]
fn read_line(
    input: &mut Scanner<'_>,
    game: &mut FibonacciGame,
    expected: &[String; 3],
) -> Result<Option<([u64; 3], u64)>, Error> {
    let mut heaps = [0; 3];
    let mut nim_sum = 0u64;
    for (heap, expected) in heaps.iter_mut().zip(expected) {
        *heap = input.next_u64_where(expected, |h| match game.grundy(h) {
            Some(g) => {
                nim_sum ^= u64::from(g);
                true
            }
            None => false,
        })?;
    }
    Ok((heaps != [0, 0, 0]).then_some((heaps, nim_sum)))
}

/// The judge data: lines `m n p` (each 1..=1000) until `0 0 0`.
#[cfg(feature = "tools")]
pub mod tools {
    use crate::format::{int, Blanks, Cases, Element, Format};
    use crate::games::fibonacci::fibonacci_up_to;
    use crate::problem::Tools;
    use crate::testdata::{Case, Rng, Scale};

    pub const TOOLS: Tools = crate::tools!();

    /// The judge's input, as its statement gives it.
    pub const FORMAT: Format = Format {
        cases: Cases::Sentinel(&[0, 0, 0]),
        case: &[Element::Line(&[
            int("m", "a heap size", 1, 1000),
            int("n", "a heap size", 1, 1000),
            int("p", "a heap size", 1, 1000),
        ])],
        blanks: Blanks::None,
    };

    /// Fibonacci numbers and their neighbours (the moves), equal heaps and
    /// the largest heaps, on purpose; zero heaps past the official bounds.
    fn generate(rng: &mut Rng, scale: Scale, count: usize) -> Vec<Case> {
        let (least, largest) = scale.pick((1, 15), (1, 1000), (0, 100_000));
        let fibonacci = fibonacci_up_to(largest);
        (0..count)
            .map(|_| {
                let mut heaps: Vec<u64> = (0..3)
                    .map(|_| match rng.range(0, 2) {
                        0 => (rng.pick(&fibonacci) + rng.range(0, 2)).saturating_sub(1),
                        _ => rng.value(least, largest),
                    })
                    .map(|h| h.clamp(least, largest))
                    .collect();
                if rng.one_in(3) {
                    heaps[1] = heaps[0];
                }
                if heaps == [0, 0, 0] {
                    heaps[2] = 1;
                }
                vec![heaps]
            })
            .collect()
    }
}

#[cfg(feature = "tools")]
pub mod explain {
    //! `grundy explain hdu1848`: three heaps of the Fibonacci subtraction
    //! game; each value is the mex of the values its moves reach.

    /// What explain knows about this problem: its hook and moves, and a position as words, `grundy
    /// explain hdu1848 1 4 1`: the three heaps.
    pub const ROW: crate::explain::Row = crate::row!(
        explain,
        words: line(super::tools::FORMAT, "1 4 1"),
        play: PLAY,
        picture: heaps,
    );

    use crate::error::Error;
    use crate::explain::heaps::{self, mex_reason, HeapGame};
    use crate::explain::{verdict, Accounts, FIRST_PLAYER};
    use crate::games::fibonacci::{fibonacci_up_to, FibonacciGame};
    use crate::output::Out;
    use crate::problems::until_sentinel;
    use crate::scanner::Scanner;

    struct Fibonacci(FibonacciGame);

    impl HeapGame for Fibonacci {
        fn grundy(&mut self, heap: u64) -> u64 {
            // Heaps above the limit are rejected as they are read.
            u64::from(self.0.grundy(heap).unwrap_or(0))
        }

        fn takes(&self, heap: u64) -> Vec<u64> {
            fibonacci_up_to(heap)
        }

        fn reason(&mut self, heap: u64) -> String {
            mex_reason(heap, &self.takes(heap), self)
        }
    }

    pub fn explain(
        input: &mut Scanner<'_>,
        out: &mut Out<'_>,
        accounts: &mut Accounts,
    ) -> Result<(), Error> {
        let mut game = Fibonacci(FibonacciGame::new());
        let expected = super::expected();
        let mut case = 0;
        until_sentinel(input, out, |input, out| {
            let Some((heaps, _)) = super::read_line(input, &mut game.0, &expected)? else {
                return Ok(false);
            };
            case += 1;
            let line = "three heaps; take a Fibonacci number (1, 2, 3, 5, 8, ...) from one".into();
            let words = |o| verdict(o, super::WORDS, FIRST_PLAYER);
            let account = heaps::account(case, &heaps, line, &mut game, words, accounts);
            accounts.add(out, account);
            Ok(true)
        })
    }

    /// Taking a Fibonacci number from one heap.
    pub const PLAY: crate::explain::Play = crate::explain::Play {
        moves: |w, limit| {
            let game = Fibonacci(FibonacciGame::new());
            heaps::all_moves(&crate::explain::numbers(w), &game, limit)
        },
        misere: false,
    };
}
