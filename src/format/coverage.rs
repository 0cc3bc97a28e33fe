//! Which official extremes a set of test inputs reaches: [`Coverage`]
//! keeps, for every named value, the least and largest value seen and
//! whether each bound was met, and says which bounds no input reached
//! (`grundy testset`, `grundy validate`).
//!
//! The reader ([`crate::format::read::Reader::with_coverage`]) records
//! into it as it accepts each value; this module knows nothing of reading.

use super::{show_expr, signed, Expr};

/// The smallest and largest value seen of every named value, against its
/// official bounds: which extremes a set of tests reaches.
#[derive(Clone, Debug, Default)]
pub struct Coverage {
    pub seen: Vec<Seen>,
}

/// One named value across the inputs read.
#[derive(Clone, Debug)]
pub struct Seen {
    pub name: &'static str,
    pub what: &'static str,
    pub lo: Expr,
    pub hi: Expr,
    pub min: u64,
    pub max: u64,
    /// Some value was at its lower (upper) bound where it stood.
    pub hit_lo: bool,
    pub hit_hi: bool,
    /// The upper bound is no official one (a case count the statement does
    /// not bound, kept as `u64::MAX`): no input can reach it, none need.
    pub open_hi: bool,
}

/// A value's place among its token's values: below 0 first when the low
/// bound is negative (-k as 2^64 - k, [`Expr::Neg`]).
fn order(lo: Expr, v: u64) -> u64 {
    match lo {
        Expr::Neg(k) => v.wrapping_add(k),
        _ => v,
    }
}

impl Coverage {
    #[allow(clippy::too_many_arguments)]
    pub(super) fn record(
        &mut self,
        name: &'static str,
        what: &'static str,
        lo: Expr,
        hi: Expr,
        value: u64,
        at_lo: u64,
        at_hi: u64,
    ) {
        let seen = match self
            .seen
            .iter()
            .position(|s| s.name == name && s.what == what)
        {
            Some(i) => &mut self.seen[i],
            None => {
                self.seen.push(Seen {
                    name,
                    what,
                    lo,
                    hi,
                    min: value,
                    max: value,
                    hit_lo: false,
                    hit_hi: false,
                    open_hi: false,
                });
                self.seen.last_mut().expect("pushed")
            }
        };
        if order(lo, value) < order(lo, seen.min) {
            seen.min = value;
        }
        if order(lo, value) > order(lo, seen.max) {
            seen.max = value;
        }
        let at_lo = match lo {
            Expr::Neg(k) => 0u64.wrapping_sub(k),
            _ => at_lo,
        };
        seen.hit_lo |= value == at_lo;
        seen.hit_hi |= value == at_hi;
    }

    /// Marks the case count `name` as one without an official upper bound.
    pub(super) fn open_top(&mut self, name: &str) {
        for s in self.seen.iter_mut().filter(|s| s.name == name) {
            s.open_hi = true;
        }
    }

    /// One line per value (`M (a pile count): 1 to 20, bounds 1 to 20`),
    /// then one per bound no input reached (`no test has M = 20`).
    pub fn report(&self) -> String {
        let mut text = String::new();
        for s in &self.seen {
            let hi = match s.open_hi {
                true => "none stated".to_string(),
                false => show_expr(s.hi),
            };
            text.push_str(&format!(
                "{} ({}): seen {} to {}, bounds {} to {hi}\n",
                s.name,
                s.what,
                signed(s.lo, s.min),
                signed(s.lo, s.max),
                show_expr(s.lo),
            ));
        }
        for bound in self.missing() {
            text.push_str(&format!("no test has {bound}\n"));
        }
        text
    }

    /// Adds what another set of inputs saw.
    pub fn merge(&mut self, other: Coverage) {
        for s in other.seen {
            match self
                .seen
                .iter_mut()
                .find(|t| t.name == s.name && t.what == s.what)
            {
                Some(t) => {
                    if order(t.lo, s.min) < order(t.lo, t.min) {
                        t.min = s.min;
                    }
                    if order(t.lo, s.max) > order(t.lo, t.max) {
                        t.max = s.max;
                    }
                    t.hit_lo |= s.hit_lo;
                    t.hit_hi |= s.hit_hi;
                    t.open_hi |= s.open_hi;
                }
                None => self.seen.push(s),
            }
        }
    }

    /// The bounds no input reached, as `name = bound`.
    pub fn missing(&self) -> Vec<String> {
        let mut missing = Vec::new();
        for s in &self.seen {
            if !s.hit_lo {
                missing.push(format!("{} = {}", s.name, show_expr(s.lo)));
            }
            if !s.hit_hi && !s.open_hi {
                missing.push(format!("{} = {}", s.name, show_expr(s.hi)));
            }
        }
        missing
    }
}
