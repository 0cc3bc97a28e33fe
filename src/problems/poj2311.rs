//! POJ 2311 Cutting Game: a W x H sheet of grid squares; players take turns
//! cutting one piece in two along a grid line; whoever first cuts out a
//! 1 x 1 piece wins. Lines `W H` until the input ends; `WIN` when the first
//! player wins, else `LOSE`.
//!
//! Nobody cuts a strip of width 1 off unless forced (the opponent would cut
//! a 1 x 1 off it at once), so the game is normal play on pieces with both
//! sides at least 2 ([`Cutting`]: a Grundy table over W x H, with 2 x 2,
//! 2 x 3, 3 x 2 and 3 x 3 lost). W and H come in either order. Past the
//! statement's bounds (2 <= W, H <= 200): a side of 1 is answered by the
//! same rules (1 x 1 allows no cut: `LOSE`; 1 x k: `WIN`), sides up to
//! [`SIDE_LIMIT`] from the table, and larger sides or a side of 0 are
//! rejected at that number.

use crate::error::Error;
use crate::games::cutting::{Cutting, SIDE_LIMIT};
use crate::output::Out;
use crate::problem::Problem;
use crate::problems::until_end;
use crate::scanner::Scanner;

pub const PROBLEM: Problem = Problem {
    id: "poj2311",
    aliases: &["cutting-game"],
    title: "Cutting Game",
    url: "http://poj.org/problem?id=2311",
    game: "cut a piece of a W x H sheet in two; whoever first cuts out a 1 x 1 wins",
    input: "lines `W H` until end of input",
    output: "WIN / LOSE",
    run,
};

fn run(input: &mut Scanner<'_>, out: &mut Out<'_>) -> Result<(), Error> {
    let mut cutting = Cutting::new();
    let (width, height) = side_words();
    until_end(input, out, |input, out| {
        let (w, h) = read_sheet(input, &width, &height)?;
        let outcome = cutting.outcome(w, h).expect("sides within the table");
        out.line(outcome.pick("WIN", "LOSE"));
        Ok(())
    })
}

/// What W and H must be, in an error message.
fn side_words() -> (String, String) {
    let side = |name: &str| format!("a sheet {name} from 1 to {SIDE_LIMIT}");
    (side("width W"), side("height H"))
}

/// One line `W H`.
fn read_sheet(input: &mut Scanner<'_>, width: &str, height: &str) -> Result<(u64, u64), Error> {
    let ok = |s: u64| (1..=SIDE_LIMIT).contains(&s);
    let w = input.next_u64_where(width, ok)?;
    let h = input.next_u64_where(height, ok)?;
    Ok((w, h))
}

/// The judge data: lines `W H`, 2 <= W, H <= 200, until the input ends.
#[cfg(feature = "tools")]
pub mod tools {
    use crate::format::{int, Blanks, Cases, Element, Format};
    use crate::registry::Tools;
    use crate::testdata::{Case, Rng, Scale};

    pub const TOOLS: Tools = crate::tools!("poj2311");

    /// The judge's input, as its statement gives it.
    pub const FORMAT: Format = Format {
        cases: Cases::UntilEnd,
        case: &[Element::Line(&[
            int("W", "a sheet width", 2, 200),
            int("H", "a sheet height", 2, 200),
        ])],
        blanks: Blanks::None,
    };

    /// The terminals 2 and 3, the losing heights beside them (7, 11, 17),
    /// squares, both orders, and the largest sheets, on purpose; past the
    /// bounds, a side of 1 and sides up to 300.
    fn generate(rng: &mut Rng, scale: Scale, count: usize) -> Vec<Case> {
        let (least, largest) = scale.pick((2, 12), (2, 200), (1, 300));
        (0..count)
            .map(|_| {
                let mut side = || match rng.range(0, 4) {
                    0 => rng.pick(&[2, 3, 7, 11, 17]).min(largest),
                    1 => largest - rng.range(0, 1),
                    _ => rng.value(least, largest),
                };
                let (w, h) = (side(), side());
                let (w, h) = if rng.one_in(4) { (w, w) } else { (w, h) };
                vec![vec![w, h]]
            })
            .collect()
    }
}

#[cfg(feature = "tools")]
pub mod explain {
    //! `grundy explain poj2311`: the sheet's Grundy value, and the cuts
    //! into two pieces of equal value (or the 1 x 1 cut off a strip).

    /// What explain knows about this problem: its hook and words. No play:
    /// a cut leaves two pieces, a sum of sheets, and a judge case (so the
    /// words) holds one sheet; so a cut's `left` is empty.
    pub const ROW: crate::explain::Row = crate::explain::positional(explain, &POSITION, None);

    /// `grundy explain poj2311 4 5`: the sheet's width and height.
    pub const POSITION: crate::explain::Words = crate::explain::Words {
        usage: "W H",
        example: "4 5",
        count: Some(2),
        input: |w| crate::explain::words::line(w, "", ""),
    };

    use super::{read_sheet, side_words};
    use crate::error::Error;
    use crate::explain::{
        mover, nums, verdict, Account, Accounts, Combine, Component, Example, Move, Step,
    };
    use crate::games::cutting::{Cut, Cutting};
    use crate::output::Out;
    use crate::problems::until_end;
    use crate::scanner::Scanner;

    pub fn explain(
        input: &mut Scanner<'_>,
        out: &mut Out<'_>,
        accounts: &mut Accounts,
    ) -> Result<(), Error> {
        let mut cutting = Cutting::new();
        let (width, height) = side_words();
        let mut case = 0;
        until_end(input, out, |input, out| {
            let (w, h) = read_sheet(input, &width, &height)?;
            case += 1;
            let account = account(case, w, h, &mut cutting, accounts);
            accounts.add(out, account);
            Ok(())
        })
    }

    fn account(case: u64, w: u64, h: u64, cutting: &mut Cutting, accounts: &Accounts) -> Account {
        let outcome = cutting
            .outcome(w, h)
            .expect("read_sheet keeps the sides in range");
        let strip = w == 1 || h == 1;
        let g = cutting.grundy(w, h);
        let mut rule = vec![
            "a cut that leaves a strip of width 1 lets the opponent cut a 1 x 1 off it at once, so play goes on among pieces with both sides at least 2, a sum of games: g(w, h) = mex of g(part) xor g(other part) over the cuts leaving both parts at least 2 wide; 2 x 2, 2 x 3, 3 x 2, 3 x 3 have no such cut (g = 0)".to_string(),
        ];
        rule.push(match (w, h) {
            (1, 1) => "a single square allows no cut: the first player cannot win".to_string(),
            _ if strip => "a strip: cutting a 1 x 1 off it wins at once".to_string(),
            _ => format!("g({w}, {h}) is {}: {}", g.unwrap_or(0), mover(outcome)),
        });
        let winning = cutting.winning_cuts(w, h);
        let mut moves = accounts.moves_of(winning, |c| cut(&[(w, h)], 0, c));
        if !outcome.next_wins() {
            moves.example = lost_example(w, h, cutting);
        }
        Account {
            words: nums(&[w, h]),
            case,
            part: None,
            position: text(&[(w, h)]),
            game: "cut one piece in two along a grid line; whoever first cuts out a 1 x 1 wins"
                .to_string(),
            components: vec![Component {
                name: format!("{w} x {h} sheet"),
                grundy: g.map(u64::from),
                reason: String::new(),
            }],
            combine: Combine {
                nim_sum: false,
                rule,
            },
            verdict: verdict(
                outcome,
                ["WIN", "LOSE"],
                ["the first player wins", "the first player loses"],
            ),
            moves,
        }
    }

    /// For a lost sheet with a cut: a cut into two pieces at least 2 wide
    /// if there is one (else a strip cut off), and the winning answer.
    fn lost_example(w: u64, h: u64, cutting: &mut Cutting) -> Option<Example> {
        let first = if w >= 4 {
            Cut {
                vertical: true,
                at: 2,
            }
        } else if h >= 4 {
            Cut {
                vertical: false,
                at: 2,
            }
        } else if w >= 2 {
            Cut {
                vertical: true,
                at: 1,
            }
        } else if h >= 2 {
            Cut {
                vertical: false,
                at: 1,
            }
        } else {
            return None;
        };
        let after = split((w, h), first);
        let pieces = [after.0, after.1];
        let reply = answer(&pieces, cutting).map(|(i, c)| cut(&pieces, i, c));
        Some(Example {
            first: cut(&[(w, h)], 0, first),
            reply,
        })
    }

    /// A winning cut on two pieces: a 1 x 1 off a strip, or a cut of one
    /// piece into two whose values XOR with the other piece's to 0.
    fn answer(pieces: &[(u64, u64); 2], cutting: &mut Cutting) -> Option<(usize, Cut)> {
        for (i, &(w, h)) in pieces.iter().enumerate() {
            if (w == 1) != (h == 1) {
                return Some((
                    i,
                    Cut {
                        vertical: h == 1,
                        at: 1,
                    },
                ));
            }
        }
        let value = |c: &mut Cutting, (w, h): (u64, u64)| c.grundy(w, h).unwrap_or(0);
        for i in 0..2 {
            let (w, h) = pieces[i];
            let other = value(cutting, pieces[1 - i]);
            let options = (2..=w.saturating_sub(2))
                .map(|a| Cut {
                    vertical: true,
                    at: a,
                })
                .chain((2..=h.saturating_sub(2)).map(|b| Cut {
                    vertical: false,
                    at: b,
                }));
            for c in options.collect::<Vec<_>>() {
                let (p, q) = split((w, h), c);
                if value(cutting, p) ^ value(cutting, q) == other {
                    return Some((i, c));
                }
            }
        }
        None
    }

    fn split((w, h): (u64, u64), c: Cut) -> ((u64, u64), (u64, u64)) {
        if c.vertical {
            ((c.at, h), (w - c.at, h))
        } else {
            ((w, c.at), (w, h - c.at))
        }
    }

    /// Cutting piece `i` of `pieces` by `c`.
    fn cut(pieces: &[(u64, u64)], i: usize, c: Cut) -> Move {
        let (w, h) = pieces[i];
        let (p, q) = split((w, h), c);
        let mut after = pieces.to_vec();
        after[i] = p;
        after.insert(i + 1, q);
        let across = if c.vertical { "width" } else { "height" };
        Move {
            // Two pieces are no position in words: `left` stays empty.
            step: Step::new("cut", Vec::new()).on(i).by(c.at),
            text: format!("cut the {w} x {h} piece across its {across} at {}", c.at),
            before: text(pieces),
            after: text(&after),
        }
    }

    fn text(pieces: &[(u64, u64)]) -> String {
        let all: Vec<String> = pieces.iter().map(|(w, h)| format!("{w} x {h}")).collect();
        all.join(" + ")
    }
}
