//! Boxes of stones (HDU 1729 Stone Game): a box of size `s` holds `c`
//! stones; a move adds between 1 and `c^2` stones to one box without
//! overflowing it; whoever cannot add loses. Several boxes are a sum, decided
//! by the XOR of their Grundy values (Sprague-Grundy).
//!
//! Grundy value of one box, with `t` the largest number such that
//! `t + t^2 < s` (the fullest box that still cannot be filled in one move):
//! - `c > t`: every count from `c + 1` to `s` is reachable, as in a Nim heap
//!   of `s - c`, so `g = s - c`;
//! - `c = t`: every move lands above `t`, on a non-zero value, and no move
//!   reaches `s`, so `g = 0`;
//! - `c < t`: the counts up to `t` have the same values as in a box of size
//!   `t` (where `t` is the full box, value 0, as here), and a move beyond `t`
//!   lands on some `c' <= c + c^2 <= t^2 - t`, of value `s - c' > 2t`, above
//!   every value (at most `t`) of the game in the smaller box, so it cannot
//!   change the mex: `g(s, c) = g(t, c)`.
//!
//! `t` is at most about `sqrt(s)`, so the recursion takes O(log log s) steps.
//! Source: the standard solution of HDU 1729 (see the problem spec); checked
//! against a from-the-rules search in `tests/rules/hdu1729.rs`.

/// The largest `t` with `t + t^2 < s` (so `t < s`), for `s >= 1`;
/// `None` for `s = 0`. Exact integer arithmetic for every `u64`.
///
/// # Complexity
/// O(log s): a bisection over `t <= 2^32`.
///
/// # Example
/// ```
/// use grundy::games::stone_boxes::largest_unfillable;
/// assert_eq!(largest_unfillable(0), None);
/// assert_eq!(largest_unfillable(1), Some(0));
/// assert_eq!(largest_unfillable(7), Some(2)); // 2 + 4 = 6 < 7 <= 3 + 9
/// assert_eq!(largest_unfillable(u64::MAX), Some(4_294_967_295));
/// ```
pub fn largest_unfillable(s: u64) -> Option<u64> {
    if s == 0 {
        return None;
    }
    let fits = |t: u64| u128::from(t) * u128::from(t) + u128::from(t) < u128::from(s);
    // Invariant: fits(lo) and not fits(hi). 2^32 + 2^64 >= any u64 s.
    let (mut lo, mut hi) = (0u64, 1u64 << 32);
    while hi - lo > 1 {
        let mid = lo + (hi - lo) / 2;
        if fits(mid) {
            lo = mid;
        } else {
            hi = mid;
        }
    }
    Some(lo)
}

/// The Grundy value of a box of size `size` holding `stones` stones.
///
/// # Constraints
/// `stones <= size` (the problem layer rejects anything else).
///
/// # Complexity
/// O(log s log log s).
///
/// # Example
/// ```
/// use grundy::games::stone_boxes::box_grundy;
/// // The sample: (2, 0) ^ (3, 3) ^ (6, 2) = 0 ^ 0 ^ 4.
/// assert_eq!([box_grundy(2, 0), box_grundy(3, 3), box_grundy(6, 2)], [0, 0, 4]);
/// assert_eq!(box_grundy(6, 3), 3);
/// ```
pub fn box_grundy(mut size: u64, stones: u64) -> u64 {
    debug_assert!(stones <= size);
    loop {
        let Some(t) = largest_unfillable(size) else {
            return 0;
        };
        match stones.cmp(&t) {
            std::cmp::Ordering::Greater => return size - stones,
            std::cmp::Ordering::Equal => return 0,
            std::cmp::Ordering::Less => size = t,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// g by the definition for one box: mex over c + 1 ..= min(s, c + c^2).
    fn naive(s: u64) -> Vec<u64> {
        let mut g = vec![0; s as usize + 1];
        for c in (0..=s).rev() {
            let top = s.min(c + c * c);
            g[c as usize] = crate::games::mex::mex(((c + 1)..=top).map(|k| g[k as usize]));
        }
        g
    }

    #[test]
    fn agrees_with_the_definition_for_small_boxes() {
        for s in 0..120 {
            let g = naive(s);
            for c in 0..=s {
                assert_eq!(box_grundy(s, c), g[c as usize], "s = {s}, c = {c}");
            }
        }
    }

    #[test]
    fn largest_unfillable_at_the_edges() {
        for s in 1..5000u64 {
            let t = largest_unfillable(s).unwrap();
            assert!(t + t * t < s && (t + 1) + (t + 1) * (t + 1) >= s, "s = {s}");
        }
        // 4294967295 + 4294967295^2 = 2^64 - 2^32 < u64::MAX.
        assert_eq!(largest_unfillable(u64::MAX), Some(u64::from(u32::MAX)));
        let t = u64::from(u32::MAX);
        assert_eq!(largest_unfillable(t + t * t), Some(t - 1));
        assert_eq!(largest_unfillable(t + t * t + 1), Some(t));
    }

    #[test]
    fn huge_boxes() {
        assert_eq!(box_grundy(u64::MAX, u64::MAX), 0);
        assert_eq!(box_grundy(u64::MAX, 0), 0);
        let t = u64::from(u32::MAX);
        assert_eq!(box_grundy(u64::MAX, t), 0);
        assert_eq!(box_grundy(u64::MAX, t + 1), u64::MAX - t - 1);
        assert_eq!(box_grundy(0, 0), 0);
    }
}
