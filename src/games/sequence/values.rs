//! The stored Grundy values g(0..len) of one heap rule: [`Values`], a byte
//! each while every value is below 256, `u16` after; and `Cell`, the one
//! value type a kernel or the period search reads a slice of.
//!
//! The bottom of the Grundy-sequence engine ([`crate::games::sequence`]):
//! the table ([`crate::games::sequence::table`]), the period search
//! ([`crate::games::sequence::period`]) and every kernel read the values
//! through these two, and this module uses nothing of theirs.

/// The values g(0..len): a byte each while every value is below 256 (the
/// values of most octal games stay far below: 0.1777's are at most 41, so
/// its 443 million values take half the memory of `u16`), widened once,
/// by copying, to `u16` when the first value of 256 or more comes.
/// Kernels read them as a slice of one `Cell` type, chosen once per
/// value or per block, never per value read.
#[derive(Clone, Debug)]
pub enum Values {
    /// Every value so far is below 256.
    U8(Vec<u8>),
    /// Some value is 256 or more.
    U16(Vec<u16>),
}

impl Values {
    /// How many values there are.
    pub(crate) fn len(&self) -> usize {
        match self {
            Values::U8(v) => v.len(),
            Values::U16(v) => v.len(),
        }
    }

    /// `g(n)`, when computed.
    pub fn get(&self, n: usize) -> Option<u16> {
        match self {
            Values::U8(v) => v.get(n).map(|&g| g.into()),
            Values::U16(v) => v.get(n).copied(),
        }
    }

    /// The largest of `g(start..)` (0 when there is none).
    pub fn largest_from(&self, start: usize) -> u16 {
        fn largest<V: Cell>(v: &[V], start: usize) -> u16 {
            v.get(start..)
                .map_or(0, |v| v.iter().map(|&g| g.into()).max().unwrap_or(0))
        }
        match self {
            Values::U8(v) => largest(v, start),
            Values::U16(v) => largest(v, start),
        }
    }

    /// Every value, as `u16`.
    #[cfg(any(test, feature = "tools"))]
    pub fn to_vec(&self) -> Vec<u16> {
        match self {
            Values::U8(v) => v.iter().map(|&g| u16::from(g)).collect(),
            Values::U16(v) => v.clone(),
        }
    }

    /// Appends `g`, widening first when it does not fit a byte.
    #[inline(always)]
    pub(crate) fn push(&mut self, g: u16) {
        match self {
            Values::U8(v) if g < 256 => v.push(g as u8),
            Values::U16(v) => v.push(g),
            _ => self.widen(g),
        }
    }

    /// Appends `values` with one match for all of them, not one each (the
    /// word-parallel subtraction builder settles a block at a time).
    pub(crate) fn extend_from(&mut self, values: &[u16]) {
        match self {
            Values::U8(v) if values.iter().all(|&g| g < 256) => {
                v.extend(values.iter().map(|&g| g as u8));
            }
            Values::U16(v) => v.extend_from_slice(values),
            _ => values.iter().for_each(|&g| self.push(g)),
        }
    }

    /// Appends copies of the values `period` back until there are `len`
    /// (the table past a proven period), a run at a time.
    pub(crate) fn repeat_to(&mut self, len: usize, period: usize) {
        fn repeat<V: Copy>(v: &mut Vec<V>, len: usize, period: usize) {
            while (1..=v.len()).contains(&period) && v.len() < len {
                let from = v.len() - period;
                v.extend_from_within(from..from + period.min(len - v.len()));
            }
        }
        match self {
            Values::U8(v) => repeat(v, len, period),
            Values::U16(v) => repeat(v, len, period),
        }
    }

    /// Appends `g`, the first value of 256 or more: all to `u16`, once.
    #[cold]
    fn widen(&mut self, g: u16) {
        if let Values::U8(v) = self {
            *self = Values::U16(v.iter().map(|&g| g.into()).chain([g]).collect());
        }
    }

    /// How many values there is room for without growing.
    #[cfg(feature = "tools")]
    pub fn capacity(&self) -> usize {
        match self {
            Values::U8(v) => v.capacity(),
            Values::U16(v) => v.capacity(),
        }
    }

    /// Room for `more` values, or the allocation's error.
    #[cfg(feature = "tools")]
    pub(crate) fn try_reserve(
        &mut self,
        more: usize,
    ) -> Result<(), std::collections::TryReserveError> {
        match self {
            Values::U8(v) => v.try_reserve(more).or_else(|_| v.try_reserve_exact(more)),
            Values::U16(v) => v.try_reserve(more).or_else(|_| v.try_reserve_exact(more)),
        }
    }
}

/// One stored value: `u8` or `u16` ([`Values`]). The kernels are generic
/// over it, so that each runs on one plain slice.
pub(crate) trait Cell: Copy + Eq + Into<u16> {
    /// The value as an index.
    fn at(self) -> usize {
        usize::from(self.into())
    }
}

impl Cell for u8 {}
impl Cell for u16 {}
