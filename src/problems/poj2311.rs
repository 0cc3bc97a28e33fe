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
    output: "WIN / LOSE",
    run,
};

/// The judge's words: the first player wins, or loses.
pub const WORDS: [&str; 2] = ["WIN", "LOSE"];

pub fn run(input: &mut Scanner<'_>, out: &mut Out<'_>) -> Result<(), Error> {
    let mut cutting = Cutting::new();
    let (width, height) = side_words();
    until_end(input, out, |input, out| {
        let (w, h) = read_sheet(input, &width, &height)?;
        let outcome = cutting.outcome(w, h).expect("sides within the table");
        out.line(outcome.pick(WORDS[0], WORDS[1]));
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
    use crate::problem::Tools;
    use crate::testdata::{Case, Rng, Scale};

    pub const TOOLS: Tools = Tools {
        own_rule: Some("sides from 1, up to grundy's table of 400"),
        ..crate::tools!()
    };

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
    //! into two pieces of equal value (or the 1 x 1 cut off a strip). After
    //! a cut the position is several pieces, which no judge case holds: a
    //! [`Later`] position written one word a piece (`2x3 2x1`), explained
    //! from the same reduction (a strip is cut to a 1 x 1 at once; among
    //! pieces at least 2 wide it is a sum, decided by the XOR of the table's
    //! values).

    /// What explain knows about this problem: its hook, words (`grundy
    /// explain poj2311 4 5`: the sheet's width and height), moves, and the
    /// positions of several pieces that arise in play.
    pub const ROW: crate::explain::Row = crate::row!(
        |input, out, accounts| {
            let mut cutting = Cutting::new();
            let (width, height) = side_words();
            let read = |input: &mut Scanner<'_>| read_sheet(input, &width, &height);
            each(input, out, accounts, UntilEnd, read, |case, (w, h), accounts| {
                account(case, w, h, &mut cutting, accounts)
            })
        },
        words: line(super::tools::FORMAT, "4 5"),
        play: PLAY,
        later: LATER,
    );

    /// The pieces after a cut: `grundy explain poj2311 2x3 2x1`, one word
    /// `WxH` a piece (a single `4x5` is the judge's `4 5`).
    pub const LATER: Later = Later {
        usage: "WxH WxH... (the pieces after a cut)",
        is: |w| w.iter().any(|w| w.contains('x')),
        account: |w, accounts| Ok(pieces_account(&read_pieces(w)?, accounts)),
    };

    /// Every cut of every piece, as explain writes them; once a 1 x 1 is
    /// cut out the game is over (its cutter won), and no cut is left.
    pub const PLAY: Play = Play {
        moves: |w, limit| {
            let pieces = pieces_of(w);
            if pieces.contains(&(1, 1)) {
                return Some(Vec::new());
            }
            let all = pieces.iter().enumerate().flat_map(|(i, &(w, h))| {
                let across = (1..w).map(|at| Cut { vertical: true, at });
                let along = (1..h).map(|at| Cut {
                    vertical: false,
                    at,
                });
                across.chain(along).map(move |c| (i, c))
            });
            let kept = bounded(all, limit)?;
            let mut cutting = Cutting::new();
            Some(
                kept.into_iter()
                    .map(|(i, c)| cut(&pieces, i, c, &mut cutting))
                    .collect(),
            )
        },
        misere: false,
    };

    use super::{read_sheet, side_words};
    use crate::explain::heaps::{each, Listed::UntilEnd};
    use crate::explain::{
        bounded, mover, nums, verdict, Account, Accounts, Combine, Component, Example, Later, Move,
        Play, Step, Word,
    };
    use crate::games::cutting::{Cut, Cutting, SIDE_LIMIT};
    use crate::games::Outcome;
    use crate::scanner::Scanner;

    /// The reduction, said once for the judge's sheets and the later pieces.
    const REDUCTION: &str = "a cut that leaves a strip of width 1 lets the opponent cut a 1 x 1 off it at once, so play goes on among pieces with both sides at least 2, a sum of games: g(w, h) = mex of g(part) xor g(other part) over the cuts leaving both parts at least 2 wide; 2 x 2, 2 x 3, 3 x 2, 3 x 3 have no such cut (g = 0)";

    fn account(case: u64, w: u64, h: u64, cutting: &mut Cutting, accounts: &Accounts) -> Account {
        let outcome = cutting
            .outcome(w, h)
            .expect("read_sheet keeps the sides in range");
        let strip = w == 1 || h == 1;
        let g = cutting.grundy(w, h);
        let mut rule = vec![REDUCTION.to_string()];
        rule.push(match (w, h) {
            (1, 1) => "a single square allows no cut: the first player cannot win".to_string(),
            _ if strip => "a strip: cutting a 1 x 1 off it wins at once".to_string(),
            _ => format!("g({w}, {h}) is {}: {}", g.unwrap_or(0), mover(outcome)),
        });
        let winning = cutting.winning_cuts(w, h);
        let mut moves = accounts.moves_of(winning, |c| cut(&[(w, h)], 0, c, cutting));
        if !outcome.next_wins() {
            moves.example = lost_example(&[(w, h)], cutting);
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
                super::WORDS,
                ["the first player wins", "the first player loses"],
            ),
            moves,
        }
    }

    /// The account of several pieces (a position of play): over when a
    /// 1 x 1 is cut out; won at once with a strip to cut a 1 x 1 off; else
    /// the XOR of the pieces' values.
    fn pieces_account(pieces: &[(u64, u64)], accounts: &Accounts) -> Account {
        let mut cutting = Cutting::new();
        let over = pieces.contains(&(1, 1));
        let strips = pieces.iter().any(|&(w, h)| w == 1 || h == 1);
        let value = sum_value(pieces, &mut cutting);
        let outcome = match value {
            Some(x) => Outcome::of_grundy(x),
            None => Outcome::from_next_wins(!over),
        };
        let components = pieces
            .iter()
            .map(|&(w, h)| {
                let g = cutting.grundy(w, h).map(u64::from);
                let reason = match (w, h) {
                    (1, 1) => "cut out: the game is over",
                    _ if g.is_none() => "a strip: a 1 x 1 can be cut off it",
                    _ => "",
                };
                Component {
                    name: format!("{w} x {h} piece"),
                    grundy: g,
                    reason: reason.to_string(),
                }
            })
            .collect();
        let last = if over {
            "a 1 x 1 is cut out: whoever cut it won, and the player to move has lost".to_string()
        } else if strips {
            "a strip: cutting a 1 x 1 off it wins at once (and every other cut leaves a strip to the opponent)".to_string()
        } else {
            format!(
                "the pieces are a sum: XOR their values; {}",
                crate::explain::bouton(value.unwrap_or(0))
            )
        };
        let winning = winning_cuts(pieces, &mut cutting);
        let mut moves = accounts.moves_of(winning, |(i, c)| cut(pieces, i, c, &mut cutting));
        if !outcome.next_wins() && !over {
            moves.example = lost_example(pieces, &mut cutting);
        }
        let meanings = if over {
            ["", "the game is over: the player to move has lost"]
        } else {
            ["the player to move wins", "the player to move loses"]
        };
        Account {
            words: words_of(pieces),
            case: 1,
            part: None,
            position: text(pieces),
            game: "cut one piece in two along a grid line; whoever first cuts out a 1 x 1 wins; several pieces, as play leaves them".to_string(),
            components,
            combine: Combine {
                nim_sum: value.is_some(),
                rule: vec![REDUCTION.to_string(), last],
            },
            verdict: verdict(outcome, super::WORDS, meanings),
            moves,
        }
    }

    /// The XOR of the pieces' values when every piece is at least 2 wide
    /// (the sum is then the whole story); `None` with a strip or a 1 x 1.
    fn sum_value(pieces: &[(u64, u64)], cutting: &mut Cutting) -> Option<u64> {
        pieces.iter().try_fold(0, |x, &(w, h)| {
            cutting.grundy(w, h).map(|g| x ^ u64::from(g))
        })
    }

    /// Every winning cut of a position of pieces (none cut out): a 1 x 1
    /// off a strip when there is one, else a cut of one piece into two at
    /// least 2 wide that leaves a XOR of 0.
    fn winning_cuts(pieces: &[(u64, u64)], cutting: &mut Cutting) -> Vec<(usize, Cut)> {
        if pieces.contains(&(1, 1)) {
            return Vec::new();
        }
        let strips: Vec<usize> = (0..pieces.len())
            .filter(|&i| pieces[i].0 == 1 || pieces[i].1 == 1)
            .collect();
        if !strips.is_empty() {
            let mut all = Vec::new();
            for i in strips {
                let (w, h) = pieces[i];
                all.extend(cutting.winning_cuts(w, h).into_iter().map(|c| (i, c)));
            }
            return all;
        }
        let x = sum_value(pieces, cutting).unwrap_or(0);
        let mut all = Vec::new();
        for (i, &(w, h)) in pieces.iter().enumerate() {
            let want = x ^ u64::from(cutting.grundy(w, h).unwrap_or(0));
            for c in inner_cuts(w, h) {
                let (p, q) = split((w, h), c);
                if sum_value(&[p, q], cutting) == Some(want) {
                    all.push((i, c));
                }
            }
        }
        all
    }

    /// The cuts of a `w x h` piece that leave both parts at least 2 wide.
    fn inner_cuts(w: u64, h: u64) -> impl Iterator<Item = Cut> {
        let across = (2..=w.saturating_sub(2)).map(|at| Cut { vertical: true, at });
        let along = (2..=h.saturating_sub(2)).map(|at| Cut {
            vertical: false,
            at,
        });
        across.chain(along)
    }

    /// For a lost position with a cut: a cut into two pieces at least 2
    /// wide if there is one (else a strip cut off), and the winning answer.
    fn lost_example(pieces: &[(u64, u64)], cutting: &mut Cutting) -> Option<Example> {
        let inner = pieces
            .iter()
            .enumerate()
            .find_map(|(i, &(w, h))| inner_cuts(w, h).next().map(|c| (i, c)));
        let strip = || {
            pieces.iter().enumerate().find_map(|(i, &(w, h))| {
                let vertical = w >= 2;
                (w >= 2 || h >= 2).then_some((i, Cut { vertical, at: 1 }))
            })
        };
        let (i, first) = inner.or_else(strip)?;
        let after = cut_pieces(pieces, i, first);
        let reply = winning_cuts(&after, cutting)
            .first()
            .map(|&(j, c)| cut(&after, j, c, cutting));
        Some(Example {
            first: cut(pieces, i, first, cutting),
            reply,
        })
    }

    fn split((w, h): (u64, u64), c: Cut) -> ((u64, u64), (u64, u64)) {
        if c.vertical {
            ((c.at, h), (w - c.at, h))
        } else {
            ((w, c.at), (w, h - c.at))
        }
    }

    /// The pieces after cutting piece `i` by `c`: its two parts in its place.
    fn cut_pieces(pieces: &[(u64, u64)], i: usize, c: Cut) -> Vec<(u64, u64)> {
        let (p, q) = split(pieces[i], c);
        let mut after = pieces.to_vec();
        after[i] = p;
        after.insert(i + 1, q);
        after
    }

    /// Cutting piece `i` of `pieces` by `c`.
    fn cut(pieces: &[(u64, u64)], i: usize, c: Cut, cutting: &mut Cutting) -> Move {
        let (w, h) = pieces[i];
        let after = cut_pieces(pieces, i, c);
        let across = if c.vertical { "width" } else { "height" };
        let mut step = Step::new("cut", words_of(&after)).on(i).by(c.at);
        if let Some(x) = sum_value(&after, cutting) {
            step = step.worth(x);
        }
        Move {
            step,
            text: format!("cut the {w} x {h} piece across its {across} at {}", c.at),
            before: text(pieces),
            after: text(&after),
        }
    }

    fn text(pieces: &[(u64, u64)]) -> String {
        let all: Vec<String> = pieces.iter().map(|(w, h)| format!("{w} x {h}")).collect();
        all.join(" + ")
    }

    /// Pieces as words, one `WxH` each.
    fn words_of(pieces: &[(u64, u64)]) -> Vec<Word> {
        pieces
            .iter()
            .map(|(w, h)| Word::Text(format!("{w}x{h}")))
            .collect()
    }

    /// The pieces of words explain accepted: the judge's `W H`, or `WxH...`.
    fn pieces_of(words: &[String]) -> Vec<(u64, u64)> {
        match read_pieces(words) {
            Ok(pieces) if words.iter().any(|w| w.contains('x')) => pieces,
            _ => {
                let n = crate::explain::numbers(words);
                vec![(n[0], n[1])]
            }
        }
    }

    /// Pieces from words `WxH`, each side from 1 to [`SIDE_LIMIT`]; `Err`
    /// names the first word that is none.
    fn read_pieces(words: &[String]) -> Result<Vec<(u64, u64)>, String> {
        let side = |s: &str| {
            s.parse::<u64>()
                .ok()
                .filter(|s| (1..=SIDE_LIMIT).contains(s))
        };
        words
            .iter()
            .enumerate()
            .map(|(i, word)| {
                word.split_once('x')
                    .and_then(|(w, h)| Some((side(w)?, side(h)?)))
                    .ok_or_else(|| {
                        format!(
                            "word {}: expected a piece `WxH` with sides from 1 to {SIDE_LIMIT}, found {word:?}",
                            i + 1
                        )
                    })
            })
            .collect()
    }
}
