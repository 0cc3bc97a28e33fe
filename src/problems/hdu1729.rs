//! HDU 1729 Stone Game: boxes of size `s` holding `c` stones; a move adds 1
//! to `c^2` stones to one box without overflowing it; whoever cannot add
//! loses. Per case `N`, then N lines `s c`; `N = 0` ends the input. Per case
//! a line `Case k:` then `Yes` when the first player wins, else `No`.
//!
//! Sprague-Grundy with the box values of games::stone_boxes (the recursion
//! on `t = max { t : t + t^2 < s }`), exact for every `c <= s` up to
//! `u64::MAX` (integer square root by bisection, squares in `u128`). A box
//! holding more stones than its size is rejected at the stone count.

use crate::error::Error;
use crate::games::nim::nim_outcome;
use crate::games::stone_boxes::box_grundy;
use crate::output::Out;
use crate::problem::Problem;
use crate::problems::until_sentinel;
use crate::scanner::Scanner;

pub const PROBLEM: Problem = Problem {
    id: "hdu1729",
    aliases: &["stone-boxes"],
    title: "Stone Game",
    url: "http://acm.hdu.edu.cn/showproblem.php?pid=1729",
    game: "boxes of size s holding c stones: add 1..c^2 stones to one box; last mover wins",
    output: "`Case k:` then Yes / No",
    run,
};

/// The judge's words: the first player wins, or loses.
pub const WORDS: [&str; 2] = ["Yes", "No"];

pub fn run(input: &mut Scanner<'_>, out: &mut Out<'_>) -> Result<(), Error> {
    let mut case = 0u64;
    until_sentinel(input, out, |input, out| {
        let mut nim_sum = 0;
        if !read_boxes(input, |size, stones| nim_sum ^= box_grundy(size, stones))? {
            return Ok(false);
        }
        case += 1;
        out.bytes(b"Case ");
        out.u64(case);
        out.line(":");
        out.line(nim_outcome(nim_sum).pick(WORDS[0], WORDS[1]));
        Ok(true)
    })
}

/// The judge data: per case N (1..=50) and N lines `s c`, 0 <= c <= s <=
/// 10^6; N = 0 ends the input.
#[cfg(feature = "tools")]
pub mod tools {
    use crate::format::{int, int_in, Blanks, Cases, Element, Expr, Format};
    use crate::problem::Tools;
    use crate::testdata::{Case, Rng, Scale};

    pub const TOOLS: Tools = Tools {
        own_rule: Some("c <= s"),
        ..crate::tools!()
    };

    /// The judge's input, as its statement gives it.
    pub const FORMAT: Format = Format {
        cases: Cases::Sentinel(&[0]),
        case: &[
            Element::Line(&[int("N", "a box count", 1, 50)]),
            Element::Repeat {
                count: Expr::Var("N"),
                body: &[Element::Line(&[
                    int("s", "a box size", 0, 1_000_000),
                    int_in("c", "a stone count", Expr::Lit(0), Expr::Var("s")),
                ])],
            },
        ],
        blanks: Blanks::None,
    };

    /// Empty and full boxes, boxes of size 0, and stone counts around the
    /// square root of the size (where a box turns from a plain heap into a
    /// smaller box), on purpose.
    fn generate(rng: &mut Rng, scale: Scale, count: usize) -> Vec<Case> {
        let (most, largest) = scale.pick((3, 20), (50, 1_000_000), (50, 1 << 40));
        (0..count)
            .map(|_| {
                (0..rng.value(1, most))
                    .map(|_| {
                        let size = rng.value(0, largest);
                        let root = (size as f64).sqrt() as u64;
                        let stones = match rng.range(0, 4) {
                            0 => 0,
                            1 => size,
                            2 => (root + rng.range(0, 2)).saturating_sub(1).min(size),
                            _ => rng.value(0, size),
                        };
                        vec![size, stones]
                    })
                    .collect()
            })
            .collect()
    }
}

/// One case: `N`, then N lines `s c` (a box's size and the stones in it),
/// each box handed to `each(size, stones)` as it is read (`run` folds them
/// into a nim-sum, explain keeps them); false at the `0` that ends the
/// input.
#[inline]
fn read_boxes(input: &mut Scanner<'_>, mut each: impl FnMut(u64, u64)) -> Result<bool, Error> {
    let boxes = input.next_u64("a box count N (or 0 to end the input)")?;
    if boxes == 0 {
        return Ok(false);
    }
    for _ in 0..boxes {
        let size = input.next_u64("a box size s")?;
        let stones =
            input.next_u64_where("a stone count c at most the box size s", |c| c <= size)?;
        each(size, stones);
    }
    Ok(true)
}

#[cfg(feature = "tools")]
pub mod explain {
    //! `grundy explain hdu1729`: each box's Grundy value by the `t + t^2 < s`
    //! recursion, their nim-sum, and the winning additions.

    /// What explain knows about this problem: its hook and moves, and a position as words, `grundy
    /// explain hdu1729 2 0 3 3 6 2`: each box as `SIZE STONES`.
    pub const ROW: crate::explain::Row = crate::row!(
        |input, out, accounts| {
            let read = |input: &mut Scanner<'_>| {
                let mut boxes = Vec::new();
                let more = read_boxes(input, |size, stones| boxes.push((size, stones)))?;
                Ok(more.then_some(boxes))
            };
            each_until(input, out, accounts, read, |case, boxes, accounts| {
                account(case, &boxes, accounts)
            })
        },
        words: built(
            "SIZE STONES [SIZE STONES...]",
            "2 0 3 3 6 2",
            |w| {
                let count = words::pair_count(w, 0);
                Built::new()
                    .raw(&format!("{count}\n"))
                    .pairs(w, 0)
                    // Without its partner, a last size is not given the end mark.
                    .raw(if w.len() % 2 == 0 { "0\n" } else { "" })
            }
        ),
        play: PLAY,
        picture: heaps,
    );

    use super::read_boxes;
    use crate::explain::heaps::each_until;
    use crate::explain::words::{self, Built};
    use crate::explain::{
        bounded, bouton, numbers, nums, verdict, Account, Accounts, Combine, Component, Example,
        Move, Play, Step, Word, FIRST_PLAYER,
    };
    use crate::games::nim::nim_outcome;
    use crate::games::stone_boxes::{box_reason, winning_box_moves, BoxMove};
    use crate::scanner::Scanner;

    fn account(case: u64, boxes: &[(u64, u64)], accounts: &Accounts) -> Account {
        let components: Vec<Component> = boxes
            .iter()
            .enumerate()
            .map(|(i, &(size, stones))| component(i, size, stones))
            .collect();
        let nim_sum = components.iter().fold(0, |x, c| x ^ c.grundy.unwrap_or(0));
        let outcome = nim_outcome(nim_sum);
        let winning = winning_box_moves(boxes);
        let mut moves = accounts.moves_of(&winning, |m| shown(boxes, m));
        if winning.is_empty() {
            moves.example = lost_example(boxes);
        }
        Account {
            case,
            part: None,
            position: position(boxes),
            words: flat(boxes),
            game: format!(
                "stone boxes, the sum of {}: add 1 to c^2 stones to a box holding c, without overflowing it; Grundy values by the largest t with t + t^2 < s",
                plural(boxes.len() as u64, "box", "boxes")
            ),
            components,
            combine: Combine {
                nim_sum: true,
                rule: vec![bouton(nim_sum)],
            },
            verdict: verdict(outcome, super::WORDS, FIRST_PLAYER),
            moves,
        }
    }

    /// A box and why it has its value: each step of the recursion.
    fn component(i: usize, size: u64, stones: u64) -> Component {
        let why = box_reason(size, stones);
        let mut steps = Vec::new();
        for (k, &s) in why.sizes.iter().enumerate() {
            let t = why.sizes.get(k + 1).copied().or(why.t);
            let Some(t) = t else {
                steps.push("an empty box of size 0 has no move".to_string());
                break;
            };
            let found = format!("s = {s}: t = {t}");
            steps.push(if k + 1 < why.sizes.len() {
                format!("{found}, c < t: as a box of size {t}")
            } else if stones > t {
                format!("{found}, c > t: g = s - c = {s} - {stones}")
            } else {
                format!("{found}, c = t: every move lands above t, none on s: g = 0")
            });
        }
        Component {
            name: format!(
                "box {} (size {size}, {})",
                i + 1,
                plural(stones, "stone", "stones")
            ),
            grundy: Some(why.grundy),
            reason: steps.join("; "),
        }
    }

    /// For a lost position: one stone added to the first box that takes
    /// one, and the winning answer; `None` when no box takes a stone.
    fn lost_example(boxes: &[(u64, u64)]) -> Option<Example> {
        let index = boxes.iter().position(|&(s, c)| c >= 1 && c < s)?;
        let from = boxes[index].1;
        let first = BoxMove {
            index,
            from,
            to: from + 1,
        };
        let after = apply(boxes, &first);
        let reply = winning_box_moves(&after).first().map(|m| shown(&after, m));
        Some(Example {
            first: shown(boxes, &first),
            reply,
        })
    }

    fn apply(boxes: &[(u64, u64)], m: &BoxMove) -> Vec<(u64, u64)> {
        let mut after = boxes.to_vec();
        after[m.index].1 = m.to;
        after
    }

    fn shown(boxes: &[(u64, u64)], m: &BoxMove) -> Move {
        let added = plural(m.to - m.from, "stone", "stones");
        let after = apply(boxes, m);
        Move {
            text: format!("add {added} to box {}", m.index + 1),
            before: position(boxes),
            after: position(&after),
            step: Step::new("add", flat(&after)).on(m.index).by(m.to - m.from),
        }
    }

    /// The boxes as words: `s c` for each.
    fn flat(boxes: &[(u64, u64)]) -> Vec<Word> {
        boxes.iter().flat_map(|&(s, c)| nums(&[s, c])).collect()
    }

    /// Adding 1 to c^2 stones to a box holding c, without overflowing it.
    pub const PLAY: Play = Play {
        moves: |w, limit| {
            let n = numbers(w);
            let boxes: Vec<(u64, u64)> = n.chunks(2).map(|p| (p[0], p[1])).collect();
            let all = boxes.iter().enumerate().flat_map(|(index, &(s, c))| {
                let most = c.saturating_mul(c).min(s.saturating_sub(c));
                (1..=most).map(move |d| BoxMove {
                    index,
                    from: c,
                    to: c + d,
                })
            });
            let kept = bounded(all, limit)?;
            Some(kept.iter().map(|m| shown(&boxes, m)).collect())
        },
        misere: false,
    };

    /// `1 box`, `2 boxes`.
    fn plural(count: u64, one: &str, many: &str) -> String {
        format!("{count} {}", if count == 1 { one } else { many })
    }

    /// `2 0, 3 3, 6 2`: each box as the judge writes it, `s c`.
    fn position(boxes: &[(u64, u64)]) -> String {
        let all: Vec<String> = boxes.iter().map(|(s, c)| format!("{s} {c}")).collect();
        all.join(", ")
    }
}
