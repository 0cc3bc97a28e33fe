//! POJ 2484 A Funny Game: n coins in a circle; Alice, then Bob, remove one
//! coin or two adjacent coins (a gap is not adjacency); whoever removes the
//! last coin wins. Lines `n` until a line `0`; `Alice` when she wins, else
//! `Bob`.
//!
//! Alice wins exactly when n <= 2 ([`circle_outcome`]): otherwise Bob
//! splits what she leaves into two equal lines and mirrors her. Exact for
//! every `u64` (the statement bounds 1 <= n <= 10^6, printed "106" in every
//! copy with the exponent lost).

use crate::error::Error;
use crate::games::coin_circle::circle_outcome;
use crate::output::Out;
use crate::problem::Problem;
use crate::problems::until_sentinel;
use crate::scanner::Scanner;

pub const PROBLEM: Problem = Problem {
    id: "poj2484",
    aliases: &["a-funny-game", "coin-circle"],
    title: "A Funny Game",
    url: "http://poj.org/problem?id=2484",
    game: "coin circle: remove one coin or two adjacent ones; last mover wins",
    output: "Alice / Bob",
    run,
};

pub fn run(input: &mut Scanner<'_>, out: &mut Out<'_>) -> Result<(), Error> {
    until_sentinel(input, out, |input, out| {
        let Some(n) = read_coins(input)? else {
            return Ok(false);
        };
        out.line(circle_outcome(n).pick(WORDS[0], WORDS[1]));
        Ok(true)
    })
}

/// The judge data: lines `n`, 1 <= n <= 10^6, until a line `0`.
#[cfg(feature = "tools")]
pub mod tools {
    use crate::format::{int, Blanks, Cases, Element, Format};
    use crate::problem::Tools;
    use crate::testdata::{Case, Rng, Scale};

    pub const TOOLS: Tools = crate::tools!();

    /// The judge's input, as its statement gives it.
    pub const FORMAT: Format = Format {
        cases: Cases::Sentinel(&[0]),
        case: &[Element::Line(&[int("n", "a coin count", 1, 1_000_000)])],
        blanks: Blanks::None,
    };

    /// The three small circles where the answer turns (1, 2: Alice; 3: Bob)
    /// often, besides any size up to the bound.
    fn generate(rng: &mut Rng, scale: Scale, count: usize) -> Vec<Case> {
        let largest = scale.pick(12, 1_000_000, u64::MAX);
        (0..count)
            .map(|_| {
                let n = match rng.range(0, 2) {
                    0 => rng.range(1, 4),
                    _ => rng.value(1, largest),
                };
                vec![vec![n]]
            })
            .collect()
    }
}

/// The judge's words: Alice (first to move) wins, or Bob does.
const WORDS: [&str; 2] = ["Alice", "Bob"];

/// A coin count, or `None` for the sentinel `0`.
fn read_coins(input: &mut Scanner<'_>) -> Result<Option<u64>, Error> {
    let n = input.next_u64("a coin count n (or 0 to end the input)")?;
    Ok((n != 0).then_some(n))
}

#[cfg(feature = "tools")]
pub mod explain {
    //! `grundy explain poj2484`: the symmetry strategy, Alice's winning
    //! move on one or two coins, and Bob's mirroring reply otherwise. After
    //! the first move the coins are lines: `line 5`, `lines 2 2` write them
    //! ([`LATER`]), each line a Kayles heap, so `play` goes on from there.

    /// What explain knows about this problem: its hook and words (`grundy
    /// explain poj2484 5`: the number of coins in the circle), play, and
    /// the lines of coins that arise in play.
    pub const ROW: crate::explain::Row = crate::row!(
        |input, out, accounts| {
            let kayles = kayles();
            each_until(input, out, accounts, read_coins, |case, n, accounts| {
                account(case, n, accounts, &kayles)
            })
        },
        words: line(super::tools::FORMAT, "5"),
        play: PLAY,
        later: LATER,
    );

    /// `grundy explain poj2484 lines 3 2`: lines of 3 and 2 coins, in
    /// their order on the table (`line 0` when no coin is left); no judge
    /// input writes them.
    pub const LATER: crate::explain::Later = crate::explain::Later {
        usage: "lines LENGTH...",
        is: |w| w.first().is_some_and(|w| w == "line" || w == "lines"),
        account: |w, accounts| read_lines(w).map(|lines| lines_account(&lines, accounts)),
    };

    /// Every removal from a circle (`N`) or from lines (`lines A B`), as
    /// explain writes its moves.
    pub const PLAY: crate::explain::Play = crate::explain::Play {
        moves: |w, limit| {
            let kayles = kayles();
            match read_lines(w) {
                Ok(lines) => bounded(line_moves(&lines, &kayles), limit),
                Err(_) => {
                    let n = numbers(w)[0];
                    let removals = [Removal::One, Removal::Two];
                    let legal = removals.into_iter().filter(|r| r.coins() <= n);
                    bounded(legal.map(|r| from_circle(n, r, &kayles)), limit)
                }
            }
        },
        misere: false,
    };

    use super::{read_coins, WORDS};
    use crate::explain::heaps::each_until;
    use crate::explain::words::number_at;
    use crate::explain::{
        bounded, in_play, mover, numbers, spaced, sum_in_play, verdict, Account, Accounts, Combine,
        Component, Example, Move, Step, Word,
    };
    use crate::games::coin_circle::{
        circle_outcome, kayles, mirror_reply, winning_removals, Removal,
    };
    use crate::games::sequence::GrundySequence;
    use crate::games::splits::Cuts;
    use crate::games::Outcome;

    fn account(case: u64, n: u64, accounts: &Accounts, kayles: &GrundySequence) -> Account {
        let outcome = circle_outcome(n);
        let mut moves = accounts.moves_of(winning_removals(n), |r| from_circle(n, r, kayles));
        if moves.count == 0 {
            // n >= 3: remove one coin; Bob splits the line in two halves.
            let line = [n - 1];
            let (first, r) = mirror_reply(n - 1);
            moves.example = Some(Example {
                first: from_circle(n, Removal::One, kayles),
                reply: Some(line_move(&line, (0, first - 1, r), kayles)),
            });
        }
        let rule = if outcome.next_wins() {
            format!(
                "{n} <= 2 coins: removing them all is one move, so {}",
                mover(outcome)
            )
        } else {
            format!(
                "{n} >= 3 coins: every move leaves one line of n - 1 or n - 2 coins, which the opponent halves, so {}",
                mover(outcome)
            )
        };
        Account {
            words: vec![Word::Num(n)],
            case,
            part: None,
            position: format!("circle {n}"),
            game: GAME.to_string(),
            components: vec![Component {
                name: format!("circle of {n} coins"),
                grundy: None,
                reason: String::new(),
            }],
            combine: Combine {
                nim_sum: false,
                rule: vec![SYMMETRY.to_string(), rule],
            },
            verdict: verdict(outcome, WORDS, ["Alice, who moves first, wins", "Bob wins"]),
            moves,
        }
    }

    const GAME: &str = "coins in a circle: remove one coin or two adjacent coins (a gap breaks adjacency); whoever removes the last coin wins";

    const SYMMETRY: &str = "symmetry: a player who leaves two equal lines answers each move in one line with the same move in the other, and so makes the last move";

    /// The lines of `line A` / `lines A B ...`, empty ones dropped.
    fn read_lines(w: &[String]) -> Result<Vec<u64>, String> {
        if w.len() < 2 || !(LATER.is)(w) {
            return Err(format!(
                "lines of coins are written `{}` (as in `lines 3 2`, or `line 0` for no coin)",
                LATER.usage
            ));
        }
        let mut lines = Vec::new();
        for i in 1..w.len() {
            let len = number_at(w, i, "a line length (coins)", |_| true)?;
            if len > 0 {
                lines.push(len);
            }
        }
        Ok(lines)
    }

    /// The words and the text of `lines`: `line 5`, `lines 2 2`, and
    /// `line 0` (`no coins`) when none is left.
    fn lines_words(lines: &[u64]) -> Vec<Word> {
        let head = if lines.len() > 1 { "lines" } else { "line" };
        let mut words = vec![Word::Text(head.to_string())];
        match lines {
            [] => words.push(Word::Num(0)),
            _ => words.extend(lines.iter().map(|&l| Word::Num(l))),
        }
        words
    }

    fn lines_text(lines: &[u64]) -> String {
        match lines {
            [] => "no coins".to_string(),
            [one] => format!("line {one}"),
            _ => format!("lines {}", spaced(lines)),
        }
    }

    /// The Kayles value of each line, and their nim-sum.
    fn nim_values(lines: &[u64], kayles: &GrundySequence) -> (Vec<u64>, u64) {
        let g: Vec<u64> = lines
            .iter()
            .map(|&l| u64::from(kayles.value(l).expect("Kayles' period is proven")))
            .collect();
        let x = g.iter().fold(0, |x, v| x ^ v);
        (g, x)
    }

    /// The account of lines of coins: a sum of Kayles heaps.
    fn lines_account(lines: &[u64], accounts: &Accounts) -> Account {
        let kayles = kayles();
        let (values, x) = nim_values(lines, &kayles);
        let outcome = Outcome::of_grundy(x);
        let components = lines
            .iter()
            .zip(&values)
            .enumerate()
            .map(|(i, (&len, &g))| Component {
                name: format!(
                    "line {} of {len} coin{}",
                    i + 1,
                    if len == 1 { "" } else { "s" }
                ),
                grundy: Some(g),
                reason: kayles_reason(len, &kayles),
            })
            .collect();
        let count: u128 = winning_cuts(lines, &values, x, &kayles)
            .map(|(_, c)| c.count())
            .sum();
        let listed = winning_cuts(lines, &values, x, &kayles).flat_map(|((i, k), cuts)| {
            let lines = lines.to_vec();
            let kayles = &kayles;
            cuts.iter()
                .map(move |start| line_move(&lines, (i, start, k), kayles))
                .collect::<Vec<_>>()
        });
        let mut moves = accounts.moves_counted(count, listed);
        if count == 0 && !lines.is_empty() {
            let first = line_move(lines, (0, 0, Removal::One), &kayles);
            let mut after = lines.to_vec();
            after[0] -= 1;
            after.retain(|&l| l > 0);
            let (values, x) = nim_values(&after, &kayles);
            let reply = winning_cuts(&after, &values, x, &kayles)
                .find_map(|((i, k), cuts)| cuts.iter().next().map(|s| (i, s, k)))
                .map(|m| line_move(&after, m, &kayles));
            moves.example = Some(Example { first, reply });
        }
        let over = lines.is_empty();
        let over = over.then(|| "no coin is left: the opponent removed the last one".to_string());
        Account {
            words: lines_words(lines),
            case: 1,
            part: None,
            position: lines_text(lines),
            game: format!("{GAME}; after the first move the coins are lines, and a removal from a line leaves two lines: each line is a heap of Kayles (the octal game 0.77)"),
            components,
            combine: sum_in_play("the lines are a sum of Kayles heaps", over, "removal", outcome),
            verdict: in_play(outcome),
            moves,
        }
    }

    /// Why a line has its Kayles value.
    fn kayles_reason(len: u64, kayles: &GrundySequence) -> String {
        let c = kayles
            .certificate()
            .copied()
            .expect("Kayles' period is proven");
        if len < c.preperiod + c.len {
            "Kayles: g(L) = mex of g(x) xor g(L - 1 - x) and g(x) xor g(L - 2 - x)".to_string()
        } else {
            let same = c.preperiod + (len - c.preperiod) % c.len;
            format!(
                "Kayles repeats with period {} from {} coins on: g({len}) = g({same})",
                c.len, c.preperiod
            )
        }
    }

    /// For each line and each removal in it, the cuts that make the nim-sum
    /// `x` zero: the line's cut must leave the value of the other lines.
    fn winning_cuts<'k>(
        lines: &[u64],
        values: &[u64],
        x: u64,
        kayles: &'k GrundySequence,
    ) -> impl Iterator<Item = ((usize, Removal), Cuts<'k>)> + 'k {
        let lines = lines.to_vec();
        let values = values.to_vec();
        (0..lines.len()).flat_map(move |i| {
            let (len, target) = (lines[i], (x ^ values[i]) as u16);
            [Removal::One, Removal::Two]
                .into_iter()
                .filter(move |r| r.coins() <= len)
                .filter_map(move |r| {
                    let cuts = Cuts::new(kayles, len - r.coins(), target)?;
                    Some(((i, r), cuts))
                })
        })
    }

    /// Every removal from `lines`: by line, one coin then two, by the
    /// first coin removed.
    fn line_moves<'a>(
        lines: &'a [u64],
        kayles: &'a GrundySequence,
    ) -> impl Iterator<Item = Move> + 'a {
        (0..lines.len()).flat_map(move |i| {
            [Removal::One, Removal::Two]
                .into_iter()
                .filter(move |r| r.coins() <= lines[i])
                .flat_map(move |r| {
                    (0..=lines[i] - r.coins()).map(move |s| line_move(lines, (i, s, r), kayles))
                })
        })
    }

    /// Which coins a removal takes, numbered from `first`.
    fn coins(first: u64, r: Removal) -> String {
        match r {
            Removal::One => format!("coin {first}"),
            Removal::Two => format!("coins {first} and {}", first + 1),
        }
    }

    /// Removing `r` from line `i` (from 0) after its first `start` coins:
    /// the line splits into `start` coins and the rest.
    fn line_move(
        lines: &[u64],
        (i, start, r): (usize, u64, Removal),
        kayles: &GrundySequence,
    ) -> Move {
        let len = lines[i];
        let mut after: Vec<u64> = lines[..i].to_vec();
        after.extend(
            [start, len - r.coins() - start]
                .into_iter()
                .filter(|&l| l > 0),
        );
        after.extend(&lines[i + 1..]);
        let which = if lines.len() == 1 {
            "the line".to_string()
        } else {
            format!("line {}", i + 1)
        };
        let (_, value) = nim_values(&after, kayles);
        Move {
            step: Step::new("remove", lines_words(&after))
                .on(i)
                .by(r.coins())
                .worth(value),
            text: format!("remove {} of {which}", coins(start + 1, r)),
            before: lines_text(lines),
            after: lines_text(&after),
        }
    }

    /// A removal from the circle: it leaves one line (or no coin).
    fn from_circle(n: u64, r: Removal, kayles: &GrundySequence) -> Move {
        let left: Vec<u64> = [n - r.coins()].into_iter().filter(|&l| l > 0).collect();
        let (_, value) = nim_values(&left, kayles);
        Move {
            step: Step::new("remove", lines_words(&left))
                .by(r.coins())
                .worth(value),
            text: format!("remove {}", coins(1, r)),
            before: format!("circle {n}"),
            after: lines_text(&left),
        }
    }
}
