//! Nim with splits: a move either takes any positive number of objects from
//! one heap, or splits one heap into two (Lasker's Nim, HDU 3032) or three
//! (HDU 5795) non-empty heaps without taking anything; last mover wins.
//!
//! Each heap is a game of its own, so a position's Grundy value is the XOR
//! of the heaps' values (Sprague-Grundy), and a heap's value is the mex of
//! every smaller heap's value and of every split's XOR. That mex has a
//! closed form, proved by induction on the heap and checked here against
//! the table from the definition ([`naive_values`]):
//!
//! - two parts: period 4, g(4k+1) = 4k+1, g(4k+2) = 4k+2, g(4k+3) = 4k+4,
//!   g(4k+4) = 4k+3 (the last two swapped);
//! - three parts: period 8, every value is the heap itself except
//!   g(8k+7) = 8k+8 and g(8k+8) = 8k+7.
//!
//! The values are a permutation of the naturals that swaps pairs, so the
//! heap with a given value is found by the same swap ([`Split::heap_with_value`]).
//! Values are `u128`: g(2^64 - 1) = 2^64 in both games.
//!
//! No game of this kind fits the octal-code engine of `games::sequence`: a
//! move may take any number of objects, so its code would be infinite.

/// How many non-empty heaps a split makes.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Split {
    /// Lasker's Nim.
    Two,
    /// HDU 5795.
    Three,
}

impl Split {
    /// The period of the values: the last two residues are swapped.
    pub fn period(self) -> u64 {
        match self {
            Split::Two => 4,
            Split::Three => 8,
        }
    }

    /// How many heaps a split makes.
    pub fn parts(self) -> u64 {
        match self {
            Split::Two => 2,
            Split::Three => 3,
        }
    }

    /// The Grundy value of one heap. Exact for every `u64` heap.
    ///
    /// # Example
    /// ```
    /// use grundy::games::split_nim::Split;
    /// let two: Vec<u128> = (0..9).map(|h| Split::Two.grundy(h)).collect();
    /// assert_eq!(two, [0, 1, 2, 4, 3, 5, 6, 8, 7]);
    /// let three: Vec<u128> = (0..10).map(|h| Split::Three.grundy(h)).collect();
    /// assert_eq!(three, [0, 1, 2, 3, 4, 5, 6, 8, 7, 9]);
    /// assert_eq!(Split::Two.grundy(u64::MAX), 1 << 64);
    /// ```
    pub fn grundy(self, heap: u64) -> u128 {
        let p = self.period();
        let h = u128::from(heap);
        match heap % p {
            r if r == p - 1 => h + 1,
            0 if heap > 0 => h - 1,
            _ => h,
        }
    }

    /// The one heap whose value is `value` (the swap is its own inverse),
    /// or `None` when that heap does not fit a `u64`.
    ///
    /// # Example
    /// ```
    /// use grundy::games::split_nim::Split;
    /// assert_eq!(Split::Two.heap_with_value(4), Some(3));
    /// assert_eq!(Split::Three.heap_with_value(4), Some(4));
    /// assert_eq!(Split::Two.heap_with_value(1 << 64), Some(u64::MAX));
    /// ```
    pub fn heap_with_value(self, value: u128) -> Option<u64> {
        let p = u128::from(self.period());
        let heap = match value % p {
            r if r == p - 1 => value + 1,
            0 if value > 0 => value - 1,
            _ => value,
        };
        u64::try_from(heap).ok()
    }

    /// The XOR of the heaps' values: the player to move wins exactly when it
    /// is not 0.
    pub fn nim_sum(self, heaps: &[u64]) -> u128 {
        heaps.iter().fold(0, |x, &h| x ^ self.grundy(h))
    }

    /// Every split of `heap` whose parts' values XOR to `target`, each as
    /// its parts ascending (`a <= b`, or `a <= b <= c`), in order. Lists by
    /// trying every split: O(heap) for two parts, O(heap^2) for three, so
    /// only for heaps small enough to list.
    pub fn splits_to(self, heap: u64, target: u128) -> Vec<Vec<u64>> {
        let mut found = Vec::new();
        match self {
            Split::Two => {
                for a in 1..=heap / 2 {
                    if self.grundy(a) ^ self.grundy(heap - a) == target {
                        found.push(vec![a, heap - a]);
                    }
                }
            }
            Split::Three => {
                for a in 1..=heap / 3 {
                    for b in a..=(heap - a) / 2 {
                        let c = heap - a - b;
                        if self.grundy(a) ^ self.grundy(b) ^ self.grundy(c) == target {
                            found.push(vec![a, b, c]);
                        }
                    }
                }
            }
        }
        found
    }
}

impl Split {
    /// A split of `heap` whose value is `target`, found without a search
    /// for the one case where no take reaches a smaller value: a heap
    /// `kp - 1` and the value `heap` itself (its take would need the larger
    /// heap `kp`). Then `1 + (heap - 1)` (two parts: 1 ^ (heap - 1) = heap)
    /// or `1 + 2 + (heap - 3)` (three parts) has that value. `None` in every
    /// other case.
    ///
    /// # Example
    /// ```
    /// use grundy::games::split_nim::Split;
    /// assert_eq!(Split::Two.split_where_takes_fail(7, 7), Some(vec![1, 6]));
    /// assert_eq!(Split::Three.split_where_takes_fail(15, 15), Some(vec![1, 2, 12]));
    /// assert_eq!(Split::Two.split_where_takes_fail(6, 6), None);
    /// ```
    pub fn split_where_takes_fail(self, heap: u64, target: u128) -> Option<Vec<u64>> {
        let p = self.period();
        if heap % p != p - 1 || target != u128::from(heap) {
            return None;
        }
        let parts = match self {
            Split::Two => vec![1, heap - 1],
            Split::Three => vec![1, 2, heap - 3],
        };
        let value = parts.iter().fold(0, |x, &h| x ^ self.grundy(h));
        (value == target).then_some(parts)
    }
}

/// g(0), ..., g(len - 1) from the definition alone: the mex of every smaller
/// heap's value and every split's XOR. What the closed form is tested
/// against, here and in `tests/rules`.
pub fn naive_values(split: Split, len: usize) -> Vec<u64> {
    let mut g: Vec<u64> = Vec::with_capacity(len);
    for h in 0..len {
        let mut seen = vec![false; 4 * len + 4];
        for &v in &g {
            seen[v as usize] = true;
        }
        for a in 1..h {
            match split {
                Split::Two => {
                    if a <= h - a {
                        seen[(g[a] ^ g[h - a]) as usize] = true;
                    }
                }
                Split::Three => {
                    for b in a..h {
                        if a + b < h && b <= h - a - b {
                            seen[(g[a] ^ g[b] ^ g[h - a - b]) as usize] = true;
                        }
                    }
                }
            }
        }
        g.push(seen.iter().position(|&s| !s).unwrap() as u64);
    }
    g
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_closed_forms_match_the_table_from_the_definition() {
        for (split, len) in [(Split::Two, 400), (Split::Three, 160)] {
            for (h, &v) in naive_values(split, len).iter().enumerate() {
                assert_eq!(split.grundy(h as u64), u128::from(v), "{split:?} heap {h}");
                assert_eq!(split.heap_with_value(u128::from(v)), Some(h as u64));
            }
        }
    }

    #[test]
    fn splits_to_lists_exactly_the_splits_with_that_value() {
        assert_eq!(Split::Two.splits_to(3, 3), [vec![1, 2]]);
        // 6 = 1+1+4 (1^1^4 = 4), 1+2+3 (0), 2+2+2 (2).
        assert_eq!(Split::Three.splits_to(6, 0), [vec![1, 2, 3]]);
        assert_eq!(Split::Three.splits_to(6, 4), [vec![1, 1, 4]]);
        assert_eq!(Split::Three.splits_to(6, 2), [vec![2, 2, 2]]);
        assert!(Split::Three.splits_to(6, 6).is_empty());
        assert!(Split::Three.splits_to(2, 0).is_empty());
    }

    #[test]
    fn a_split_answers_where_no_take_can() {
        for split in [Split::Two, Split::Three] {
            for heap in 1..2000u64 {
                for target in 0..split.grundy(heap) {
                    let take = split.heap_with_value(target).is_some_and(|h| h < heap);
                    let found = split.split_where_takes_fail(heap, target);
                    if let Some(parts) = &found {
                        assert_eq!(parts.iter().sum::<u64>(), heap);
                        assert!(parts.iter().all(|&p| p > 0));
                    }
                    assert!(take || found.is_some(), "{split:?} {heap} -> {target}");
                }
            }
        }
        assert!(Split::Two
            .split_where_takes_fail(u64::MAX, u128::from(u64::MAX))
            .is_some());
    }

    #[test]
    fn the_largest_heaps() {
        assert_eq!(Split::Three.grundy(u64::MAX), 1 << 64);
        assert_eq!(Split::Three.grundy(u64::MAX - 7), u128::from(u64::MAX - 8));
        assert_eq!(Split::Two.heap_with_value((1 << 64) + 1), None);
        // The specs' traps: plain Nim is wrong on each.
        assert_eq!(Split::Two.nim_sum(&[1, 2, 3]), 7);
        assert_eq!(Split::Two.nim_sum(&[2, 3, 6]), 0);
        assert_eq!(Split::Three.nim_sum(&[1, 6, 8]), 0);
        // 4 ^ 3 ^ 8 ^ 7 = 8 and 3 ^ 4 ^ 8 ^ 7 = 8: not a loss in either game
        // (the hdu3032 spec's quirk says "Bob" here; the rules say Alice).
        assert_eq!(Split::Two.nim_sum(&[3, 4, 7, 8]), 8);
        assert_eq!(Split::Three.nim_sum(&[3, 4, 7, 8]), 8);
    }
}
