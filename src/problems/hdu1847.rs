//! HDU 1847 Good Luck in CET-4 Everybody!: one pile of n cards, a move takes
//! a power of two (1, 2, 4, 8, ...), whoever takes the last card wins; Kiki
//! moves first. Lines `n` until end of input; `Kiki` when she wins, else
//! `Cici`.
//!
//! Kiki wins exactly when `n % 3 != 0` ([`powers_of_two_outcome`]), exact for
//! every `u64`. The statement bounds n by 1..=1000; `0` (no card, Kiki cannot
//! move) is answered as the normal-play terminal position: `Cici`.

use crate::error::Error;
use crate::games::bash::powers_of_two_outcome;
use crate::output::Out;
use crate::problem::Problem;
use crate::problems::until_end;
use crate::scanner::Scanner;

pub const PROBLEM: Problem = Problem {
    id: "hdu1847",
    aliases: &["cet4", "powers-of-two"],
    title: "Good Luck in CET-4 Everybody!",
    url: "http://acm.hdu.edu.cn/showproblem.php?pid=1847",
    game: "one pile of n cards, take a power of two (1, 2, 4, ...); last mover wins",
    output: "Kiki / Cici",
    run,
};

/// The judge's words: Kiki (first to move) wins, or loses.
pub const WORDS: [&str; 2] = ["Kiki", "Cici"];

/// The words naming a case's number in errors.
pub const CARDS: &str = "a card count n";

pub fn run(input: &mut Scanner<'_>, out: &mut Out<'_>) -> Result<(), Error> {
    until_end(input, out, |input, out| {
        let cards = read_cards(input)?;
        out.line(powers_of_two_outcome(cards).pick(WORDS[0], WORDS[1]));
        Ok(())
    })
}

/// One case: the card count (`run` and explain read it here).
fn read_cards(input: &mut Scanner<'_>) -> Result<u64, Error> {
    input.next_u64(CARDS)
}

/// The judge data: lines `n`, 1 <= n <= 1000, until end of input.
#[cfg(feature = "tools")]
pub mod tools {
    use crate::format::{int, Blanks, Cases, Element, Format};
    use crate::problem::Tools;

    /// Multiples of 3 (the losing counts) and their neighbours, and the
    /// largest count, on purpose.
    pub const TOOLS: Tools =
        crate::tools!(traps: |rng, largest| rng.near_multiple(3, largest), tiny: 20);

    /// The judge's input, as its statement gives it.
    pub const FORMAT: Format = Format {
        cases: Cases::UntilEnd,
        case: &[Element::Line(&[int("n", "a card count", 1, 1000)])],
        blanks: Blanks::None,
    };
}

#[cfg(feature = "tools")]
pub mod explain {
    //! `grundy explain hdu1847`: taking powers of two, the multiples of 3 lose.

    use crate::explain::heaps::each_value;
    use crate::explain::{
        bounded, numbers, nums, single_game, verdict, Account, Accounts, Component, Example, Move,
        Play, Step,
    };
    use crate::games::bash::powers_of_two_winning_takes;
    use crate::games::Outcome;

    /// What explain knows about this problem: each card count's account,
    /// the count as a word (`grundy explain hdu1847 10`), the powers of two
    /// as moves and the pile drawn.
    pub const ROW: crate::explain::Row = crate::row!(
        |input, out, accounts| {
            each_value(input, out, accounts, super::read_cards, account)
        },
        words: line(super::tools::FORMAT, "CARDS", "10"),
        play: PLAY,
        picture: heaps,
    );

    fn account(case: u64, cards: u64, accounts: &Accounts) -> Account {
        let mut moves = accounts.moves(powers_of_two_winning_takes(cards).map(|p| take(cards, p)));
        if moves.count == 0 && cards > 0 {
            let left = cards - 1;
            moves.example = Some(Example {
                first: take(cards, 1),
                reply: powers_of_two_winning_takes(left)
                    .next()
                    .map(|p| take(left, p)),
            });
        }
        let g = cards % 3;
        Account {
            case,
            part: None,
            position: cards.to_string(),
            words: nums(&[cards]),
            game: "one pile of cards, take a power of two (1, 2, 4, 8, ...) a move, last to take wins".into(),
            components: vec![Component {
                name: format!("a pile of {cards}"),
                grundy: Some(g),
                reason: format!(
                    "{cards} mod 3 = {g}: a power of two is 1 or 2 mod 3, never 0, and 1 and 2 are both powers"
                ),
            }],
            combine: single_game(g),
            verdict: verdict(
                Outcome::of_grundy(g),
                super::WORDS,
                ["Kiki, who moves first, wins", "Cici wins"],
            ),
            moves,
        }
    }

    /// Taking the power of two `p` from `n` cards.
    fn take(n: u64, p: u64) -> Move {
        Move {
            text: format!("take {p}"),
            before: n.to_string(),
            after: (n - p).to_string(),
            step: Step::new("take", nums(&[n - p])).by(p).worth((n - p) % 3),
        }
    }

    /// Taking 1, 2, 4, 8, ... cards, at most as many as are left.
    const PLAY: Play = Play {
        moves: |w, limit| {
            let n = numbers(w)[0];
            let powers = (0..64).map(|k| 1u64 << k).take_while(|&p| p <= n);
            Some(
                bounded(powers, limit)?
                    .into_iter()
                    .map(|p| take(n, p))
                    .collect(),
            )
        },
        misere: false,
    };
}
