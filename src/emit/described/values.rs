//! Which values block a file carries for its family, whatever the language:
//! each writer lists its blocks ([`Blocks`]) and [`block`] picks and fills
//! them the same way (staircase values its heaps as Nim, Wythoff's formula
//! comes after Nim's, a carried table or a formula in a letter is written
//! by [`crate::emit::described::carry`] or [`crate::emit::described::in_letter`]).

use super::plan::{members, Family, Plan};
use crate::emit::described::carry::Carried;
use crate::emit::described::in_letter::InLetter;

/// One language's values blocks: `g_val`, `g_prep`, `g_moves` (or what the
/// answer calls instead) for each family.
pub(super) struct Blocks {
    pub(super) nim: &'static str,
    pub(super) wythoff: &'static str,
    /// Nim multiplication, `nim_mul`.
    pub(super) coins: &'static str,
    /// A tree's value, `hb_value`.
    pub(super) hackenbush: &'static str,
    /// The smallest winning cut's lower node, `hb_cut` (after `hb_value`'s
    /// block, whose tree it walks).
    pub(super) hackenbush_cut: &'static str,
    pub(super) range: &'static str,
    pub(super) fraction: &'static str,
    pub(super) divisor: &'static str,
    pub(super) coprime: &'static str,
    pub(super) once: &'static str,
    pub(super) times_last: &'static str,
    pub(super) finite: &'static str,
    pub(super) split: &'static str,
    pub(super) odd_power: &'static str,
    /// `@LOSING@`: the losing heaps, `@COUNT@` how many.
    pub(super) losing: &'static str,
    /// [`crate::emit::described::carry::cpp`] or [`crate::emit::described::carry::rust`].
    pub(super) carried: fn(&Carried) -> String,
    /// [`crate::emit::described::in_letter::cpp`] or [`crate::emit::described::in_letter::rust`].
    pub(super) in_letter: fn(&InLetter, &[String], bool) -> String,
    /// The suffix of a `u64` literal.
    pub(super) u64_suffix: &'static str,
    /// [`crate::emit::described::move_graph`]'s block of the language.
    pub(super) move_graph:
        fn(&crate::games::move_graph::Condition, super::move_graph::Kind) -> String,
    /// [`crate::emit::described::tokens`]'s block.
    pub(super) tokens: fn() -> String,
    /// [`crate::emit::described::runs`]'s block.
    pub(super) runs: fn() -> String,
    /// [`crate::emit::described::strips`]'s block: the margin, and whether
    /// three marks in a row win.
    pub(super) strips: fn(usize, bool) -> String,
    /// [`crate::emit::described::positions`]'s block, after the Wythoff
    /// block it is given.
    pub(super) position: fn(&crate::describe::Description, &super::positions::Pos, &str) -> String,
}

/// The values block of `p`'s family, from `blocks`, with the plan's numbers in.
pub(super) fn block(p: &Plan<'_>, blocks: &Blocks) -> String {
    let template = match &p.family {
        Family::Nim | Family::Staircase => blocks.nim,
        Family::Wythoff => return format!("{}{}", blocks.nim, blocks.wythoff),
        Family::MoveGraph(c) => return (blocks.move_graph)(c, super::move_graph::Kind::Staircase),
        Family::CardSplit(s) => {
            let kind = super::move_graph::Kind::Split {
                first: s.first,
                smallest: p.d.ask == crate::describe::Ask::SmallestWinningMove,
            };
            return (blocks.move_graph)(&s.cond, kind);
        }
        Family::Strips { margin, three, .. } => return (blocks.strips)(*margin, *three),
        Family::Position(pos) => {
            return (blocks.position)(p.d, pos, &format!("{}{}", blocks.nim, blocks.wythoff))
        }
        Family::Coins { .. } => return format!("{}{}", blocks.nim, blocks.coins),
        Family::Hackenbush(t) => {
            let cut = if t.smallest {
                blocks.hackenbush_cut
            } else {
                ""
            };
            return format!("{}{}{cut}", blocks.nim, blocks.hackenbush);
        }
        Family::Tokens(_) => return format!("{}{}", blocks.nim, (blocks.tokens)()),
        Family::Range { .. } => blocks.range,
        Family::Fraction { .. } => blocks.fraction,
        Family::ProperDivisor => blocks.divisor,
        Family::Coprime => blocks.coprime,
        Family::OnceEach => blocks.once,
        Family::TimesLast { .. } => {
            return p.fill(blocks.times_last).replace(
                "@TERMS@",
                &crate::games::rules::theorems::TIMES_LAST_TERMS_MAX.to_string(),
            )
        }
        Family::Finite { .. } | Family::Moves { .. } => blocks.finite,
        Family::Split => blocks.split,
        Family::Runs { .. } => return (blocks.runs)(),
        Family::Carried(c) => return (blocks.carried)(c),
        Family::OddOrOddPower => blocks.odd_power,
        Family::Losing(zeros) => {
            let list: Vec<String> = zeros
                .iter()
                .map(|z| format!("{z}{}", blocks.u64_suffix))
                .collect();
            return blocks
                .losing
                .replace("@COUNT@", &zeros.len().to_string())
                .replace("@LOSING@", &list.join(", "));
        }
        Family::InLetter {
            formula,
            set,
            powers,
        } => return (blocks.in_letter)(formula, &members(set, blocks.u64_suffix, "h.a"), *powers),
    };
    p.fill(template)
}
