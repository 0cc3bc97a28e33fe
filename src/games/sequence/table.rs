//! The table and period layer of the Grundy-sequence engine: [`Table`]
//! holds the values computed so far ([`Values`]) and the search for their
//! period (`Detector`), and answers any heap from them; `NextValue` is
//! what a kernel that computes one value at a time offers it; [`Stop`]
//! says why computing ended.
//!
//! Every kernel (`simple`, `rare_values`, `three_heaps`) writes into a
//! table and reads it back; none knows the engine
//! ([`crate::games::sequence`]) that chooses and drives them. The
//! subtraction games hold a table beside their simple kernel and no
//! engine, so a judge file for a rule that never splits carries no
//! splitting code.

use crate::games::sequence::period::{Certificate, Detector};
use crate::games::sequence::takes::Takes;
use crate::games::sequence::values::{Cell, Values};

/// Why computing stopped short of what was asked.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Stop {
    /// The period is proven: every value is known.
    Proven,
    /// The values asked for are computed, no period proven yet.
    Reached,
    /// A value does not fit in a `u16`.
    ValueTooLarge,
}

/// The values computed so far and the search for their period: what every
/// kernel shares (module docs).
#[derive(Clone, Debug)]
pub struct Table {
    pub(crate) values: Values,
    pub(crate) certificate: Option<Certificate>,
    pub(crate) too_large: bool,
    detector: Option<Detector>,
}

impl Table {
    /// Only g(0) = 0 known, and the period search set for `rule`.
    pub(crate) fn new(rule: &Takes) -> Table {
        Table {
            values: Values::U8(vec![0]),
            certificate: None,
            too_large: false,
            detector: rule
                .max_take()
                .map(|t| Detector::new(rule.max_heaps_left(), t)),
        }
    }

    /// How many values are computed: g(0..computed()).
    pub fn computed(&self) -> usize {
        self.values.len()
    }

    /// The computed values.
    pub fn values(&self) -> &Values {
        &self.values
    }

    /// The proven period, if any.
    pub fn certificate(&self) -> Option<&Certificate> {
        self.certificate.as_ref()
    }

    /// The period being checked, as (preperiod so far, period), when
    /// the engine has one in view and none is proven yet: the candidate
    /// due soonest.
    #[cfg(feature = "tools")]
    pub fn period_candidate(&self) -> Option<(u64, u64)> {
        if self.certificate.is_some() {
            return None;
        }
        self.detector.as_ref()?.candidate()
    }

    /// Makes room for `more` values beyond those computed, or says that
    /// memory is short, so that a caller can stop with a message instead
    /// of the process aborting on a failed allocation.
    #[cfg(feature = "tools")]
    pub fn try_reserve(&mut self, more: usize) -> Result<(), std::collections::TryReserveError> {
        self.values.try_reserve(more)
    }

    /// `g(heap)` when it is known: computed, or given by the proven period.
    ///
    /// # Complexity
    /// O(1).
    pub fn value(&self, heap: u64) -> Option<u16> {
        if let Some(v) = usize::try_from(heap).ok().and_then(|h| self.values.get(h)) {
            return Some(v);
        }
        let c = self.certificate?;
        let i = c.preperiod + (heap - c.preperiod) % c.len;
        self.values.get(i as usize)
    }

    /// Once the period is proven, appends values up to `len` by copying
    /// it, so that later reads of them are plain table reads.
    pub fn fill_to(&mut self, len: usize) {
        let Some(c) = self.certificate else { return };
        self.values.repeat_to(len, c.len as usize);
    }

    /// Appends g(n), and proves the period when it now holds.
    #[inline]
    pub(crate) fn push(&mut self, g: u16) {
        self.values.push(g);
        let len = self.values.len();
        if self
            .detector
            .as_ref()
            .is_some_and(|d| len >= d.busy_from(0))
        {
            self.search_from(len);
        }
    }

    /// Runs the period search on each table length from `from` on (values
    /// appended since), and keeps the certificate when one is proven.
    pub(crate) fn search_from(&mut self, from: usize) {
        let Some(d) = &mut self.detector else { return };
        self.certificate = self.certificate.or(match &self.values {
            Values::U8(v) => d.search(v, from),
            Values::U16(v) => d.search(v, from),
        });
    }

    /// Appends the values of `kernel` until `len` values are known, the
    /// period is proven, or a value does not fit.
    pub(crate) fn extend_by(&mut self, len: usize, kernel: &mut impl NextValue) {
        // The table grows as values are pushed (doubling), never reserved
        // for the whole target up front: a large target whose period is
        // proven early costs no more than the proof.
        while self.values.len() < len && self.certificate.is_none() && !self.too_large {
            let g = match &self.values {
                Values::U8(v) => kernel.next(v),
                Values::U16(v) => kernel.next(v),
            };
            match u16::try_from(g) {
                Ok(g) => self.push(g),
                Err(_) => self.too_large = true,
            }
        }
    }

    /// Why computing stopped, once it has.
    pub(crate) fn stop(&self) -> Stop {
        match (self.certificate, self.too_large) {
            (Some(_), _) => Stop::Proven,
            (None, true) => Stop::ValueTooLarge,
            (None, false) => Stop::Reached,
        }
    }
}

/// A kernel that computes g(n) from `values` = g(0..n): the simple and
/// the three-heap kernels, for either width.
pub(crate) trait NextValue {
    /// g(n), n = `values.len()`; it may not fit a `u16`.
    fn next<V: Cell>(&mut self, values: &[V]) -> u32;
}
