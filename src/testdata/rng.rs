//! Seeded random numbers for generators ([`Rng`], SplitMix64: the same
//! seed gives the same bytes on every machine) and the [`Scale`] a
//! generator draws its values at.

/// How far generated values go.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Scale {
    /// Small enough to read and to brute-force.
    Tiny,
    /// Across the official bounds, up to the largest allowed values.
    Judge,
    /// Past the official bounds, up to what grundy itself answers.
    Huge,
}

impl Scale {
    pub const NAMES: &'static str = "tiny, judge or huge";

    pub fn named(name: &str) -> Option<Scale> {
        match name {
            "tiny" => Some(Scale::Tiny),
            "judge" => Some(Scale::Judge),
            "huge" => Some(Scale::Huge),
            _ => None,
        }
    }

    /// One of three values, by scale.
    pub fn pick<T>(self, tiny: T, judge: T, huge: T) -> T {
        match self {
            Scale::Tiny => tiny,
            Scale::Judge => judge,
            Scale::Huge => huge,
        }
    }

    /// `count` cases, but no more than the official `most` below the huge
    /// scale (a judge input must stay within every bound).
    pub fn cases(self, count: usize, most: usize) -> usize {
        if self == Scale::Huge {
            count
        } else {
            count.min(most)
        }
    }

    /// How many cases an input holds unless told.
    pub fn default_cases(self) -> usize {
        self.pick(6, 20, 4)
    }
}

/// SplitMix64: tiny, fast, and good enough to spread test values; the same
/// seed gives the same stream everywhere.
pub struct Rng(u64);

impl Rng {
    pub fn new(seed: u64) -> Rng {
        Rng(seed)
    }

    pub fn next_u64(&mut self) -> u64 {
        self.0 = self.0.wrapping_add(0x9E37_79B9_7F4A_7C15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
        z ^ (z >> 31)
    }

    /// Uniform in `lo..=hi` (up to a bias too small to matter for tests);
    /// `lo` when the range is empty, so generators need not guard their
    /// arithmetic at the ends.
    pub fn range(&mut self, lo: u64, hi: u64) -> u64 {
        let hi = hi.max(lo);
        match (hi - lo).checked_add(1) {
            None => self.next_u64(),
            Some(span) => lo + self.next_u64() % span,
        }
    }

    /// Uniform in `0..n` (the same bias as [`Rng::range`]); 0 when `n` is
    /// 0. For tests that index or bound by a length.
    pub fn below(&mut self, n: u64) -> u64 {
        self.next_u64() % n.max(1)
    }

    /// True once in `n` times.
    pub fn one_in(&mut self, n: u64) -> bool {
        self.range(1, n) == 1
    }

    /// In `lo..=hi`, but an end of the range one time in four (the largest
    /// allowed values are where solutions overflow), and small values as
    /// often as large ones otherwise (a random magnitude).
    pub fn value(&mut self, lo: u64, hi: u64) -> u64 {
        let hi = hi.max(lo);
        match self.range(0, 7) {
            0 => lo,
            1 => hi,
            2 | 3 => {
                let bits = self.range(0, 63) as u32;
                let top = lo.saturating_add(u64::MAX >> (63 - bits)).min(hi);
                self.range(lo, top)
            }
            _ => self.range(lo, hi),
        }
    }

    /// A multiple of `step` in `1..=hi`, or a number next to one: where a
    /// periodic rule (Bash: the multiples of m + 1 lose) changes its answer.
    pub fn near_multiple(&mut self, step: u64, hi: u64) -> u64 {
        let multiple = self.value(1, hi / step.max(1)).saturating_mul(step);
        let near = multiple.saturating_add(self.range(0, 2)).saturating_sub(1);
        near.clamp(1, hi.max(1))
    }

    /// `largest` one time in eight, else no more than `usual`: a size whose
    /// largest values make big cases, kept rare so that most cases stay
    /// small enough to hold many traps.
    pub fn rarely_largest(&mut self, largest: u64, usual: u64) -> u64 {
        if self.one_in(8) {
            largest
        } else {
            largest.min(usual)
        }
    }

    /// One of `items`.
    pub fn pick<T: Copy>(&mut self, items: &[T]) -> T {
        items[self.range(0, items.len() as u64 - 1) as usize]
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_largest_is_rare() {
        let mut rng = Rng::new(3);
        let largest = (0..8000)
            .map(|_| rng.rarely_largest(100, 10))
            .filter(|&n| {
                assert!(n == 100 || n == 10);
                n == 100
            })
            .count();
        assert!((700..1300).contains(&largest), "{largest}");
        assert_eq!(Rng::new(5).rarely_largest(4, 10), 4);
    }

    #[test]
    fn the_same_seed_gives_the_same_stream() {
        let (mut a, mut b) = (Rng::new(7), Rng::new(7));
        let first: Vec<u64> = (0..5).map(|_| a.next_u64()).collect();
        assert_eq!(first, (0..5).map(|_| b.next_u64()).collect::<Vec<_>>());
        assert_ne!(first, {
            let mut c = Rng::new(8);
            (0..5).map(|_| c.next_u64()).collect::<Vec<_>>()
        });
        for _ in 0..1000 {
            let v = a.value(3, 9);
            assert!((3..=9).contains(&v));
            assert_eq!(a.range(9, 3), 9, "an empty range gives its start");
        }
    }
}
