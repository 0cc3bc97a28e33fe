//! How the values g(n) of a rule are known: the one type every command
//! says it with (`sg`'s text and JSON, `show`, the description solver),
//! in the same words.
//!
//! From strongest to weakest: a theorem gives every value; a period is
//! proved with its certificate (the values repeat as far as the
//! periodicity theorem asks); a formula in the rule's letter is verified
//! over a stated range of it and applied at one value; a shape is verified
//! on every value of a table and applied past it; a table holds the
//! values to N and claims nothing beyond them. Only the first two are
//! proofs, and the words say which are not.

use super::shapes::Shape;
use super::theorems::Theorem;
use crate::games::sequence::Certificate;

/// How the values of one rule are known (module docs).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Known {
    /// A theorem gives every value ([`Theorem`]).
    Proved(Theorem),
    /// A period proved by the periodicity theorem: a repeated window of
    /// the largest amount for a rule that never splits, Guy and Smith's
    /// bound for one that does.
    Period(Certificate),
    /// A formula in the rule's letter, verified on every binding of
    /// `ranges`, applied at `at` (no binding: the formula alone).
    Formula {
        formula: String,
        ranges: String,
        bindings: usize,
        at: Vec<(char, u64)>,
        /// The formula's period at `at`, when it gives one (from 0).
        period: Option<u64>,
    },
    /// A shape every value g(0..=upto) has, applied past it.
    Verified { shape: Shape, upto: u64 },
    /// g(0..=upto), no claim beyond them; `why`, when given, a clause
    /// saying why no shape is claimed.
    Table { upto: u64, why: Option<String> },
}

impl Known {
    /// The kind, as the JSON's `known.kind` says it.
    pub fn kind(&self) -> &'static str {
        match self {
            Known::Proved(_) => "proved",
            Known::Period(_) => "period",
            Known::Formula { .. } => "formula",
            Known::Verified { .. } => "verified",
            Known::Table { .. } => "table",
        }
    }

    /// Whether this is a proof (a theorem or a proved period).
    pub fn proven(&self) -> bool {
        matches!(self, Known::Proved(_) | Known::Period(_))
    }

    /// The (preperiod, period) the values are known to have, proved or
    /// verified; `None` when none is known.
    pub fn period(&self) -> Option<(u64, u64)> {
        match self {
            Known::Proved(Theorem::Range { lo, hi }) => lo.checked_add(*hi).map(|p| (0, p)),
            Known::Period(c) => Some((c.preperiod, c.len)),
            Known::Verified {
                shape: Shape::Periodic { preperiod, period },
                ..
            } => Some((*preperiod, *period)),
            Known::Formula {
                period: Some(p), ..
            } => Some((0, *p)),
            _ => None,
        }
    }

    /// In words: what `sg` prints after `known: ` and `show` after
    /// `values: `.
    pub fn text(&self) -> String {
        match self {
            Known::Proved(t) => format!("proved: {}", t.why()),
            Known::Period(c) if c.heaps_left == 1 => format!(
                "proved: periodic from {} with period {} (the values repeat over a whole window of the largest amount, {}, and each value is the mex of the window before it, so they repeat for ever)",
                c.preperiod, c.len, c.max_take
            ),
            Known::Period(c) => format!(
                "proved: periodic from {e} with period {} (the periodicity theorem of Guy and Smith: the values repeat from {e} as far as the theorem asks for a code whose move takes at most {}, so they repeat for ever)",
                c.len,
                c.max_take,
                e = c.preperiod
            ),
            Known::Formula {
                ranges,
                bindings,
                at,
                ..
            } => {
                let at = if at.is_empty() {
                    String::new()
                } else {
                    let words: Vec<String> = at.iter().map(|(c, v)| format!("{c} = {v}")).collect();
                    format!(", applied at {}", words.join(", "))
                };
                format!(
                    "a formula in the rule's letter, verified for {ranges} ({bindings} bindings, each against the values computed from the rule){at}; not a proof"
                )
            }
            Known::Verified { shape, upto } => format!(
                "verified to {upto}: {shape} (every value g(0..={upto}) has this shape; applied past it, not a proof)"
            ),
            Known::Table { upto, why: Some(why) } => format!("table only: g(0..={upto}), {why}"),
            Known::Table { upto, why: None } => format!("table only: g(0..={upto})"),
        }
    }

    /// How the value of heap `h` is known, in a few words for a report's
    /// `g(h) = v (...)` line, `computed` values being in a table.
    pub fn source(&self, h: u64, computed: u64) -> String {
        match self {
            _ if h < computed => "from the table".into(),
            Known::Proved(_) => "proved".into(),
            Known::Period(_) => "by the proved period".into(),
            Known::Formula { ranges, .. } => format!("by the formula, verified for {ranges}"),
            Known::Verified { upto, .. } => format!("by the shape, verified to {upto}"),
            Known::Table { upto, .. } => format!("beyond the table g(0..={upto})"),
        }
    }
}
