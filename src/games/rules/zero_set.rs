//! The engine's set of absent values for the sliding-window path
//! ([`super::engine`]): the mex of a window of options is the least value
//! no option has, found here in three word reads whatever the set's size.

/// A set of values with the least member found in three word reads: a bit
/// per value, a bit per word of those with any bit set, and one more level.
#[derive(Clone, Debug)]
pub struct ZeroSet {
    levels: [Vec<u64>; 3],
}

impl ZeroSet {
    /// Every value below `len` in the set.
    pub fn new(len: usize) -> ZeroSet {
        let l0 = vec![u64::MAX; len.div_ceil(64)];
        let l1 = vec![u64::MAX; l0.len().div_ceil(64)];
        let l2 = vec![u64::MAX; l1.len().div_ceil(64)];
        ZeroSet {
            levels: [l0, l1, l2],
        }
    }

    /// Puts `v` in the set.
    pub fn set(&mut self, v: usize) {
        let mut i = v;
        for level in &mut self.levels {
            level[i / 64] |= 1 << (i % 64);
            i /= 64;
        }
    }

    /// Takes `v` out of the set.
    pub fn clear(&mut self, v: usize) {
        let mut i = v;
        for level in &mut self.levels {
            level[i / 64] &= !(1 << (i % 64));
            if level[i / 64] != 0 {
                return;
            }
            i /= 64;
        }
    }

    /// The least member (the set is never empty: it holds every value
    /// beyond the options).
    pub fn first(&self) -> usize {
        let top = self.levels[2].iter().position(|&w| w != 0).unwrap_or(0);
        let mut i = top * 64 + self.levels[2][top].trailing_zeros() as usize;
        for level in [&self.levels[1], &self.levels[0]] {
            i = i * 64 + level[i].trailing_zeros() as usize;
        }
        i
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn zero_set_finds_the_least() {
        let mut z = ZeroSet::new(100_000);
        for v in 0..70_000 {
            z.clear(v);
        }
        assert_eq!(z.first(), 70_000);
        z.set(4097);
        assert_eq!(z.first(), 4097);
        z.clear(4097);
        z.set(69_999);
        assert_eq!(z.first(), 69_999);
    }
}
