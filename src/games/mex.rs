//! The minimum excludant: the least natural number not in a set.
//!
//! The Sprague-Grundy value of a position is the mex of its options' values,
//! which is why this small function sits under every table in grundy.

/// The least `u64` not among `values`.
///
/// # Complexity
/// O(n) time and O(n) bits for n values: only values below n can matter.
///
/// # Example
/// ```
/// use grundy::games::mex::mex;
/// assert_eq!(mex([0, 1, 3]), 2);
/// assert_eq!(mex([]), 0);
/// assert_eq!(mex([5, 0, 0, 1, 2, 3, 4]), 6);
/// ```
pub fn mex(values: impl IntoIterator<Item = u64>) -> u64 {
    let values: Vec<u64> = values.into_iter().collect();
    // With n values the mex is at most n, so larger values cannot block it.
    let mut present = vec![false; values.len() + 1];
    for &v in &values {
        if v < present.len() as u64 {
            present[v as usize] = true;
        }
    }
    present.iter().position(|&p| !p).unwrap_or(values.len()) as u64
}

/// The mex of values that are all known to be below 128, as a bit mask:
/// the fast form used inside Grundy tables whose values stay small.
///
/// # Example
/// ```
/// use grundy::games::mex::mex_of_mask;
/// assert_eq!(mex_of_mask(0b1011), 2);
/// assert_eq!(mex_of_mask(u128::MAX), 128);
/// ```
#[inline]
pub fn mex_of_mask(seen: u128) -> u32 {
    (!seen).trailing_zeros()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn mex_naive(values: &[u64]) -> u64 {
        (0..).find(|g| !values.contains(g)).unwrap()
    }

    #[test]
    fn agrees_with_the_definition_on_random_sets() {
        let mut x = 12345u64;
        for _ in 0..2000 {
            x = x
                .wrapping_mul(6364136223846793005)
                .wrapping_add(1442695040888963407);
            let len = (x >> 60) as usize;
            let values: Vec<u64> = (0..len).map(|i| (x >> (i * 3 % 50)) % 12).collect();
            assert_eq!(
                mex(values.iter().copied()),
                mex_naive(&values),
                "{values:?}"
            );
        }
        assert_eq!(mex([u64::MAX, 0]), 1);
    }
}
