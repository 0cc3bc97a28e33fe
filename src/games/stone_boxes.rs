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

/// How [`box_grundy`] decides a box: the sizes the recursion passes
/// through and the rule that ends it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct BoxReason {
    /// The box's own size first, then each `t` the stones lie below, as the
    /// size of the smaller box with the same value.
    pub sizes: Vec<u64>,
    /// `t` for the last size (`None` when that size is 0).
    pub t: Option<u64>,
    /// The box's Grundy value: `last size - stones` when the stones exceed
    /// `t`, else 0.
    pub grundy: u64,
}

/// The steps of [`box_grundy`] for a box, to show why it has its value.
///
/// # Example
/// ```
/// use grundy::games::stone_boxes::box_reason;
/// let why = box_reason(100, 3); // t = 9 (9 + 81 < 100), then t = 2 (2 + 4 < 9)
/// assert_eq!((why.sizes, why.t, why.grundy), (vec![100, 9], Some(2), 6));
/// ```
pub fn box_reason(size: u64, stones: u64) -> BoxReason {
    let mut sizes = vec![size];
    loop {
        let last = *sizes.last().unwrap();
        let t = largest_unfillable(last);
        match t {
            Some(t) if stones < t => sizes.push(t),
            _ => {
                let grundy = t.map_or(0, |t| if stones > t { last - stones } else { 0 });
                return BoxReason { sizes, t, grundy };
            }
        }
    }
}

/// The stone counts one move can reach from `stones` in a box of `size`
/// (adding 1 to `stones^2`, at most up to `size`) whose Grundy value is
/// `value`, increasing. At most one per step of the recursion, so few.
///
/// # Constraints
/// `stones <= size`.
///
/// # Complexity
/// O((log log s)^2 log s): a candidate or two per step, each checked.
///
/// # Example
/// ```
/// use grundy::games::stone_boxes::counts_of_value;
/// // A box of 6 holding 2 reaches 3..=6, of values 3 2 1 0.
/// assert_eq!(counts_of_value(6, 2, 1), [5]);
/// assert!(counts_of_value(6, 2, 4).is_empty());
/// ```
pub fn counts_of_value(size: u64, stones: u64, value: u64) -> Vec<u64> {
    let reach = u128::from(stones) + u128::from(stones) * u128::from(stones);
    let top = u128::from(size).min(reach) as u64;
    // Counts above t lie in a Nim-heap stretch (value size - count), t
    // itself is worth 0, and counts below t are worth what they are worth
    // in a box of size t: one candidate or two per level.
    let mut candidates = Vec::new();
    let mut level = size;
    while let Some(t) = largest_unfillable(level) {
        if let Some(count) = level.checked_sub(value).filter(|&c| c > t) {
            candidates.push(count);
        }
        if value == 0 {
            candidates.push(t);
        }
        if t <= stones {
            break;
        }
        level = t;
    }
    candidates.retain(|&c| stones < c && c <= top && box_grundy(size, c) == value);
    candidates.sort_unstable();
    candidates.dedup();
    candidates
}

/// One move of the stone-box game: box `index` (0-based) goes from `from`
/// stones to `to`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct BoxMove {
    pub index: usize,
    pub from: u64,
    pub to: u64,
}

/// Every winning move of the sum of `boxes` (`(size, stones)` each), box by
/// box, each box's moves by increasing count: the moves that leave a box
/// of value `nim-sum ^ its value`, so the nim-sum becomes 0. Empty exactly
/// when the nim-sum is 0.
///
/// # Constraints
/// `stones <= size` in every box.
///
/// # Example
/// ```
/// use grundy::games::stone_boxes::{winning_box_moves, BoxMove};
/// // The sample: values 0, 0, 4; the third box goes from 2 to 6 (value 0).
/// let moves = winning_box_moves(&[(2, 0), (3, 3), (6, 2)]);
/// assert_eq!(moves, [BoxMove { index: 2, from: 2, to: 6 }]);
/// ```
pub fn winning_box_moves(boxes: &[(u64, u64)]) -> Vec<BoxMove> {
    let values: Vec<u64> = boxes.iter().map(|&(s, c)| box_grundy(s, c)).collect();
    let total = values.iter().fold(0, |x, g| x ^ g);
    if total == 0 {
        return Vec::new();
    }
    let mut moves = Vec::new();
    for (index, (&(size, from), g)) in boxes.iter().zip(values).enumerate() {
        for to in counts_of_value(size, from, total ^ g) {
            moves.push(BoxMove { index, from, to });
        }
    }
    moves
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
    fn counts_of_value_agree_with_a_scan_for_small_boxes() {
        for s in 0..70 {
            let g = naive(s);
            for c in 0..=s {
                let top = s.min(c + c * c);
                for v in 0..=s + 1 {
                    let scan: Vec<u64> = (c + 1..=top).filter(|&k| g[k as usize] == v).collect();
                    assert_eq!(counts_of_value(s, c, v), scan, "s {s}, c {c}, v {v}");
                }
            }
        }
    }

    #[test]
    fn reasons_agree_with_the_values() {
        for s in 0..300 {
            for c in 0..=s {
                assert_eq!(box_reason(s, c).grundy, box_grundy(s, c), "s {s}, c {c}");
            }
        }
        let t = u64::from(u32::MAX);
        assert_eq!(box_reason(u64::MAX, t + 1).grundy, u64::MAX - t - 1);
        assert_eq!(
            box_reason(0, 0),
            BoxReason {
                sizes: vec![0],
                t: None,
                grundy: 0
            }
        );
    }

    #[test]
    fn winning_moves_of_huge_boxes_leave_a_zero_nim_sum() {
        let t = u64::from(u32::MAX);
        let mut boxes = [(u64::MAX, t + 5), (u64::MAX - 1, 7), (1 << 40, 3)];
        let moves = winning_box_moves(&boxes);
        assert!(!moves.is_empty());
        for m in moves {
            let before = boxes[m.index].1;
            boxes[m.index].1 = m.to;
            let x = boxes.iter().fold(0, |x, &(s, c)| x ^ box_grundy(s, c));
            assert_eq!(x, 0, "{m:?}");
            boxes[m.index].1 = before;
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
