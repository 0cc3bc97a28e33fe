//! Wythoff's game: two heaps; take any positive amount from one heap, or the
//! same positive amount from both; last mover wins.
//!
//! Wythoff (1907): the losing positions are the pairs `(a_k, b_k)` with
//! `a_k = floor(k * phi)` and `b_k = a_k + k`, `phi = (1 + sqrt 5) / 2`, for
//! k = 0, 1, 2, ... (Beatty sequences: every positive integer is exactly one
//! `a_k` or one `b_k`, k >= 1).
//!
//! Everything here is integer arithmetic: `floor(k * phi) = (k + isqrt(5k^2)) / 2`
//! (as `k * sqrt 5` is irrational for k > 0, flooring before halving is exact).
//! The double-precision formula found in most public solutions is wrong for
//! k = 102334155 and four more k below 10^9; see the tests.

use crate::games::Outcome;

/// `floor(k * sqrt 5)`, exact for every `u64` k.
///
/// # Complexity
/// O(1); a few more multiplications once `5k^2` no longer fits in 64 bits.
#[inline]
pub fn floor_sqrt5_times(k: u64) -> u128 {
    if k <= 1_900_000_000 {
        // 5k^2 < 2^64: an f64 root is within one of the answer.
        let x = 5 * k * k;
        let mut r = (x as f64).sqrt() as u64;
        while r * r > x {
            r -= 1;
        }
        while (r + 1) * (r + 1) <= x {
            r += 1;
        }
        return u128::from(r);
    }
    floor_sqrt5_times_wide(k)
}

/// The general case: `5k^2` needs up to 131 bits, so squares are compared as
/// 256-bit (high, low) pairs and the f64 estimate (within about 2^15 of the
/// answer) is corrected by bisection.
#[cold]
fn floor_sqrt5_times_wide(k: u64) -> u128 {
    let target = five_k_squared(k);
    let estimate = (k as f64 * 5f64.sqrt()) as u128;
    // Invariant: lo*lo <= 5k^2 < hi*hi.
    let mut lo = estimate.saturating_sub(1 << 17);
    let mut hi = estimate + (1 << 17);
    debug_assert!(square(lo) <= target && target < square(hi));
    while hi - lo > 1 {
        let mid = lo + (hi - lo) / 2;
        if square(mid) <= target {
            lo = mid;
        } else {
            hi = mid;
        }
    }
    lo
}

/// `5k^2` as (high, low) 128-bit halves.
fn five_k_squared(k: u64) -> (u128, u128) {
    let sq = u128::from(k) * u128::from(k);
    let (low, carry) = sq.overflowing_add(sq << 2);
    ((sq >> 126) + u128::from(carry), low)
}

/// `r^2` as (high, low) 128-bit halves, for `r < 2^70`.
fn square(r: u128) -> (u128, u128) {
    let (rh, rl) = (r >> 64, r & u128::from(u64::MAX));
    let cross = 2 * rh * rl; // < 2^71
    let (low, carry) = (rl * rl).overflowing_add(cross << 64);
    (rh * rh + (cross >> 64) + u128::from(carry), low)
}

/// `a_k = floor(k * phi)`, the smaller heap of the k-th losing pair
/// (a `u128`: for k above about 1.1e19 it no longer fits in a `u64`).
///
/// # Example
/// ```
/// use grundy::games::wythoff::lower;
/// assert_eq!((0..6).map(lower).collect::<Vec<_>>(), [0, 1, 3, 4, 6, 8]);
/// ```
#[inline]
pub fn lower(k: u64) -> u128 {
    (u128::from(k) + floor_sqrt5_times(k)) / 2
}

/// True when the player to move loses with heaps `a` and `b` (any order).
///
/// # Example
/// ```
/// use grundy::games::wythoff::is_losing;
/// assert!(is_losing(165_580_140, 267_914_295)); // the double formula says "win"
/// assert!(!is_losing(8, 4));
/// ```
///
/// # Complexity
/// O(1): three 128-bit squares and no square root for heaps below 2^62.
#[inline]
pub fn is_losing(a: u64, b: u64) -> bool {
    let (a, b) = if a <= b { (a, b) } else { (b, a) };
    if b < 1 << 62 {
        return is_lower_of_pair(a, b - a);
    }
    lower(b - a) == u128::from(a)
}

/// `a == floor(k * phi)` for `a, k < 2^62`, by squares alone: with
/// `phi = (1 + sqrt 5) / 2` that is `2a - k <= k sqrt 5 < 2a + 2 - k`, and as
/// `k sqrt 5` is irrational for k > 0 both sides compare strictly as squares
/// (all below 2^127).
#[inline]
fn is_lower_of_pair(a: u64, k: u64) -> bool {
    let (a, k) = (u128::from(a), u128::from(k));
    if k == 0 {
        return a == 0;
    }
    // floor(k phi) >= k, so a smaller `a` (and `2a < k` in particular) is not it.
    if a < k {
        return false;
    }
    let five_k2 = 5 * k * k;
    let below = 2 * a - k;
    let above = below + 2;
    below * below < five_k2 && five_k2 < above * above
}

/// The outcome of the position with heaps `a` and `b`.
#[inline]
pub fn wythoff_outcome(a: u64, b: u64) -> Outcome {
    Outcome::from_next_wins(!is_losing(a, b))
}

/// The losing pair `(a_k, b_k)` that has `n` as one of its heaps. Every `n`
/// is in exactly one pair (Beatty's theorem); the partner of a large `n` may
/// exceed `u64::MAX`, hence `u128`.
///
/// # Example
/// ```
/// use grundy::games::wythoff::pair_containing;
/// assert_eq!(pair_containing(4), (4, 7));
/// assert_eq!(pair_containing(7), (4, 7));
/// assert_eq!(pair_containing(0), (0, 0));
/// ```
pub fn pair_containing(n: u64) -> (u128, u128) {
    let n128 = u128::from(n);
    // t = floor(n / phi) = (floor(n sqrt 5) - n) / 2. If n = a_k then k is
    // t or t + 1; if n = b_k = floor(k phi^2) then k is about n - t.
    let t = ((floor_sqrt5_times(n) - n128) / 2) as u64;
    for k in t.saturating_sub(1)..=t.saturating_add(2) {
        if lower(k) == n128 {
            return (n128, n128 + u128::from(k));
        }
    }
    let u = n - t;
    for k in u.saturating_sub(2)..=u.saturating_add(2) {
        if lower(k) + u128::from(k) == n128 {
            return (lower(k), n128);
        }
    }
    // Explicit arguments: edition 2018 (a judge's choice) does not capture `{n}`.
    unreachable!("Beatty's theorem puts {} in some losing pair", n)
}

/// The winning moves of a Wythoff position, one slot per kind of move. Each
/// slot holds the position the move leaves, as `(x, y)` with `x <= y`.
///
/// Each kind has at most one winning move: removing the same amount from both
/// heaps keeps their difference `k`, and only one losing pair, `(a_k, b_k)`,
/// has that difference; reducing one heap keeps the other, and the kept heap
/// lies in exactly one losing pair (Beatty), which fixes the target. So this
/// is the complete set of winning moves, and all three slots are empty
/// exactly when the position is losing.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct WinningMoves {
    /// Removing the same amount from both heaps.
    pub both: Option<(u64, u64)>,
    /// Reducing the larger heap (with equal heaps: either one).
    pub larger: Option<(u64, u64)>,
    /// Reducing the smaller heap (with equal heaps: either one, so this
    /// equals `larger`).
    pub smaller: Option<(u64, u64)>,
}

impl WinningMoves {
    /// True when there is no winning move: the position is losing.
    pub fn is_empty(&self) -> bool {
        self.both.is_none() && self.larger.is_none() && self.smaller.is_none()
    }
}

/// Every winning move from heaps `a` and `b` (any order); see
/// [`WinningMoves`]. Exact for every pair of `u64` heaps.
///
/// # Complexity
/// O(1): three closed-form look-ups.
///
/// # Example
/// ```
/// use grundy::games::wythoff::winning_moves;
/// let m = winning_moves(5, 7);
/// assert_eq!(m.both, Some((3, 5))); // take 2 from each
/// assert_eq!(m.larger, Some((3, 5))); // 7 -> 3
/// assert_eq!(m.smaller, Some((4, 7))); // 5 -> 4
/// assert!(winning_moves(4, 7).is_empty());
/// ```
pub fn winning_moves(a: u64, b: u64) -> WinningMoves {
    let (a, b) = if a <= b { (a, b) } else { (b, a) };
    let k = b - a;
    let a_k = lower(k);
    // a > a_k: a_k (and so a_k + k < b) fits in u64.
    let both = (u128::from(a) > a_k).then(|| (a_k as u64, a_k as u64 + k));
    WinningMoves {
        both,
        larger: reduce_to_partner(a, b),
        smaller: reduce_to_partner(b, a),
    }
}

/// The losing position reached by lowering heap `from` while heap `keep`
/// stays, if `from` is large enough to reach it: the new size is `keep`'s
/// partner in its losing pair.
fn reduce_to_partner(keep: u64, from: u64) -> Option<(u64, u64)> {
    let (p, q) = pair_containing(keep);
    let partner = if p == u128::from(keep) { q } else { p };
    // partner < from <= u64::MAX, so the cast is exact.
    (partner < u128::from(from)).then(|| {
        let partner = partner as u64;
        (keep.min(partner), keep.max(partner))
    })
}

/// Wythoff's game with a bounded difference k (UVa 11249): a move takes any
/// amount from one heap, or x >= 1 from one and y >= 1 from the other with
/// |x - y| <= k (k = 0 is Wythoff's game). True when the player to move
/// loses at (a, b), in any order.
///
/// The losing pairs are `(a_n, b_n)` with `a_n` the mex of the earlier pairs'
/// numbers and `b_n = a_n + (k + 1) n`: from such a pair every move either
/// keeps one heap and leaves another pair's number, or changes the
/// difference by at most k, short of the next pair's; and the pairs cover
/// every number once. They are Beatty pairs: `a_n = floor(n alpha)` with
/// `alpha = (1 - k + sqrt D) / 2`, `D = (k + 1)^2 + 4` (never a square, so
/// `n sqrt D` is irrational for n > 0 and `1 / alpha + 1 / (alpha + k + 1) = 1`).
/// So (a <= b) loses exactly when `d = b - a = (k + 1) n` and
/// `L <= n sqrt D < L + 2` with `L = 2a + n (k - 1)`, compared as squares in
/// integers (`n^2 D = d^2 + 4 n^2`), 256-bit past 2^62. The tests hold this to
/// the mex recurrence and to a search from the rules.
///
/// # Example
/// ```
/// use grundy::games::wythoff::k_is_losing;
/// assert!(k_is_losing(2, 6, 1) && k_is_losing(6, 2, 1));
/// assert!(!k_is_losing(1, 5, 1));
/// assert!(k_is_losing(5, 17, 2));
/// ```
pub fn k_is_losing(a: u64, b: u64, k: u64) -> bool {
    let (a, b) = if a <= b { (a, b) } else { (b, a) };
    if k == 0 {
        return is_losing(a, b);
    }
    let d = b - a;
    let step = u128::from(k) + 1;
    if u128::from(d) % step != 0 {
        return false;
    }
    let n = u128::from(d) / step;
    if n == 0 {
        return a == 0;
    }
    // k >= 1 here, so L = 2a + n(k - 1) >= 0; and L < 2a + d < 3 * 2^64.
    let l = 2 * u128::from(a) + n * (step - 2);
    let d = u128::from(d);
    if b < 1 << 62 {
        let n2d = d * d + 4 * n * n;
        return l * l < n2d && n2d < (l + 2) * (l + 2);
    }
    let (dh, dl) = square(d);
    let (nh, nl) = square(2 * n);
    let (low, carry) = dl.overflowing_add(nl);
    let n2d = (dh + nh + u128::from(carry), low);
    square(l) < n2d && n2d < square(l + 2)
}

/// The losing pairs of Wythoff's game with difference k whose smaller number
/// is at most `limit`, by the mex recurrence (`a_n` the least number not yet
/// in a pair, `b_n = a_n + (k + 1) n`): what [`k_is_losing`]'s Beatty test is
/// checked against.
pub fn k_losing_pairs(k: u64, limit: u64) -> Vec<(u64, u64)> {
    let mut used = vec![false; 2 * limit as usize + 2];
    let mut pairs = vec![(0, 0)];
    let mut a = 0u64;
    for n in 1u64.. {
        a += 1;
        while (a as usize) < used.len() && used[a as usize] {
            a += 1;
        }
        if a > limit {
            break;
        }
        let b = a + (k + 1) * n;
        if (b as usize) < used.len() {
            used[b as usize] = true;
        }
        pairs.push((a, b));
    }
    pairs
}

#[cfg(test)]
mod tests {
    use super::*;

    /// floor(k * phi) with exact rational bounds: a = floor(k phi) iff
    /// (2a - k)^2 < 5k^2 < (2a + 2 - k)^2, for small k by search.
    fn lower_by_search(k: u64) -> u64 {
        let k = k as i128;
        (0..)
            .map(|a: i128| a)
            .find(|&a| {
                let lo = 2 * a - k;
                let hi = 2 * a + 2 - k;
                (lo < 0 || lo * lo < 5 * k * k || k == 0) && hi * hi > 5 * k * k
            })
            .unwrap() as u64
    }

    #[test]
    fn lower_matches_its_definition() {
        for k in 0..2000 {
            assert_eq!(lower(k), u128::from(lower_by_search(k)), "k = {k}");
        }
    }

    #[test]
    fn sqrt5_is_exact_on_both_paths() {
        // floor(k sqrt5) = r iff r^2 <= 5k^2 < (r+1)^2, checked in 256 bits.
        let mut k = 1u64;
        let mut rng = 0x9e37_79b9_7f4a_7c15u64;
        for i in 0..20_000 {
            k = match i % 3 {
                0 => k.wrapping_mul(3).wrapping_add(1),
                1 => u64::MAX - (i as u64),
                _ => {
                    rng ^= rng << 13;
                    rng ^= rng >> 7;
                    rng ^= rng << 17;
                    rng >> (rng % 64)
                }
            };
            let r = floor_sqrt5_times(k);
            assert!(
                square(r) <= five_k_squared(k) && five_k_squared(k) < square(r + 1),
                "k = {k}"
            );
            if k > 1_900_000_000 {
                assert_eq!(r, floor_sqrt5_times_wide(k));
            }
        }
        for k in [1_899_999_999, 1_900_000_000, 1_900_000_001] {
            assert_eq!(floor_sqrt5_times_wide(k), floor_sqrt5_times(k));
        }
    }

    /// The pairs that the double-precision formula gets wrong below 10^9.
    #[test]
    fn double_precision_traps_are_exact() {
        for k in [
            102_334_155u64,
            267_914_296,
            282_844_648,
            701_408_733,
            785_287_958,
        ] {
            let a = lower(k) as u64;
            let phi = (1.0 + 5f64.sqrt()) / 2.0;
            assert_ne!((k as f64 * phi) as u64, a, "k = {k} is not a trap any more");
            assert!(is_losing(a, a + k));
        }
        assert!(is_losing(165_580_140, 267_914_295));
        assert!(is_losing(433_494_436, 701_408_732));
        assert!(is_losing(457_652_253, 740_496_901));
    }

    #[test]
    fn squares_agree_with_the_root() {
        let mut x = 0x2545_F491_4F6C_DD1Du64;
        let mut next = move || {
            x ^= x << 13;
            x ^= x >> 7;
            x ^= x << 17;
            x
        };
        for i in 0..200_000u64 {
            let k = match i % 4 {
                0 => i,
                1 => next() >> (next() % 64),
                2 => next() >> 2,
                _ => (1 << 62) - 1 - (next() % 1000),
            } % (1 << 61);
            let a = lower(k) as u64;
            for a in [a.saturating_sub(1), a, a + 1, next() % (1 << 62)] {
                if a < 1 << 62 {
                    assert_eq!(
                        is_lower_of_pair(a, k),
                        lower(k) == u128::from(a),
                        "a = {a}, k = {k}"
                    );
                }
            }
        }
        assert!(is_lower_of_pair(0, 0));
        assert!(!is_lower_of_pair(1, 0));
        assert!(!is_lower_of_pair(0, 1));
    }

    #[test]
    fn beatty_pairs_partition_the_integers() {
        let mut seen = vec![false; 5000];
        let mut k = 1;
        while lower(k) as u64 + k < 5000 {
            let pair = (lower(k), lower(k) + u128::from(k));
            for x in [pair.0 as u64, pair.1 as u64] {
                assert!(!seen[x as usize]);
                seen[x as usize] = true;
                assert_eq!(pair_containing(x), pair);
            }
            k += 1;
        }
        assert!(seen[1..3000].iter().all(|&s| s));
    }

    /// Every winning move by trying all moves, for small heaps.
    fn winning_moves_by_trying(a: u64, b: u64) -> WinningMoves {
        let sorted = |x: u64, y: u64| (x.min(y), x.max(y));
        let (a, b) = sorted(a, b);
        let find = |targets: &mut dyn Iterator<Item = (u64, u64)>| {
            let wins: Vec<_> = targets.filter(|&(x, y)| is_losing(x, y)).collect();
            assert!(wins.len() <= 1, "({a}, {b}): {wins:?}");
            wins.first().map(|&(x, y)| sorted(x, y))
        };
        WinningMoves {
            both: find(&mut (1..=a).map(|d| (a - d, b - d))),
            larger: find(&mut (0..b).map(|t| (a, t))),
            smaller: find(&mut (0..a).map(|t| (t, b))),
        }
    }

    #[test]
    fn winning_moves_match_trying_every_move() {
        for a in 0..60 {
            for b in 0..60 {
                let m = winning_moves(a, b);
                assert_eq!(m, winning_moves_by_trying(a, b), "({a}, {b})");
                assert_eq!(m.is_empty(), is_losing(a, b), "({a}, {b})");
                if a == b {
                    assert_eq!(m.larger, m.smaller);
                }
            }
        }
        assert_eq!(
            winning_moves(2, 2),
            WinningMoves {
                both: Some((0, 0)),
                larger: Some((1, 2)),
                smaller: Some((1, 2))
            }
        );
        assert_eq!(winning_moves(0, 9).larger, Some((0, 0)));
    }

    #[test]
    fn near_the_top_of_u64() {
        // The last losing pair that fits in u64, and its neighbours.
        let fits = |k: u64| lower(k) + u128::from(k) <= u128::from(u64::MAX);
        let (mut k, mut too_big) = (0u64, u64::MAX / 2);
        while too_big - k > 1 {
            let mid = k + (too_big - k) / 2;
            if fits(mid) {
                k = mid;
            } else {
                too_big = mid;
            }
        }
        let a = lower(k) as u64;
        let b = a + k;
        assert!(is_losing(a, b) && is_losing(b, a));
        assert!(!is_losing(a, b - 1) && !is_losing(a + 1, b));
        assert!(!is_losing(0, u64::MAX) && !is_losing(u64::MAX, u64::MAX));
        assert_eq!(pair_containing(a), (u128::from(a), u128::from(b)));
        assert_eq!(pair_containing(b), (u128::from(a), u128::from(b)));
        // u64::MAX is the larger heap of the last pair that fits.
        assert_eq!(b, u64::MAX);
        assert!(winning_moves(a, b).is_empty());
        let m = winning_moves(b, b);
        assert_eq!(m.both, Some((0, 0)));
        assert_eq!(m.larger, Some((a, b)));
        assert_eq!(winning_moves(a + 1, b).smaller, Some((a, b)));
        // The next smaller heap's partner is above u64::MAX: unreachable.
        let next = lower(b - a + 1) as u64;
        let m = winning_moves(next, b);
        assert_eq!((m.larger, m.smaller), (None, Some((a, b))));
        for n in [u64::MAX, u64::MAX - 1, 1 << 63, (1 << 63) + 1] {
            let (pa, pb) = pair_containing(n);
            let k = (pb - pa) as u64;
            assert_eq!(lower(k), pa, "n = {n}");
            assert!(pa == u128::from(n) || pb == u128::from(n));
        }
    }

    /// Wythoff with difference k from its rules alone: (a, b) is lost when
    /// no move (from one heap, or x and y from both with |x - y| <= k)
    /// reaches a lost position.
    fn k_searched(k: u64, top: u64) -> Vec<Vec<bool>> {
        let n = top as usize + 1;
        let mut lost = vec![vec![false; n]; n];
        for a in 0..n {
            for b in 0..n {
                let mut win = (0..a).any(|x| lost[x][b]) || (0..b).any(|y| lost[a][y]);
                for x in 1..=a {
                    for y in 1..=b {
                        if x.abs_diff(y) as u64 <= k && lost[a - x][b - y] {
                            win = true;
                        }
                    }
                }
                lost[a][b] = !win;
            }
        }
        lost
    }

    #[test]
    fn k_wythoff_is_the_search_from_its_rules() {
        for k in 0..=6 {
            let lost = k_searched(k, 40);
            for a in 0..=40u64 {
                for b in 0..=40u64 {
                    assert_eq!(
                        k_is_losing(a, b, k),
                        lost[a as usize][b as usize],
                        "k = {k}, ({a}, {b})"
                    );
                }
            }
        }
    }

    #[test]
    fn k_wythoff_beatty_test_is_the_mex_recurrence() {
        for k in 0..=40u64 {
            let limit = 5_000;
            let pairs = k_losing_pairs(k, limit);
            let mut lower_of = vec![None; limit as usize + 1];
            for &(a, b) in &pairs {
                lower_of[a as usize] = Some(b);
            }
            for (a, b) in lower_of.iter().enumerate() {
                let a = a as u64;
                if let Some(b) = *b {
                    assert!(
                        k_is_losing(a, b, k) && k_is_losing(b, a, k),
                        "k = {k}, ({a}, {b})"
                    );
                    assert!(!k_is_losing(a, b + 1, k) && (b == 0 || !k_is_losing(a, b - 1, k)));
                }
            }
            // Every losing (a, b) with a <= 300 is one of the pairs.
            for a in 0..=300u64 {
                for b in a..=a + 400 {
                    assert_eq!(
                        k_is_losing(a, b, k),
                        lower_of[a as usize] == Some(b),
                        "k = {k}"
                    );
                }
            }
        }
        assert_eq!(
            k_losing_pairs(1, 7)[1..],
            [(1, 3), (2, 6), (4, 10), (5, 13), (7, 17)]
        );
        assert_eq!(
            k_losing_pairs(2, 5)[1..],
            [(1, 4), (2, 8), (3, 12), (5, 17)]
        );
    }

    /// Past 2^62 the squares are compared in 256 bits: for every n one
    /// smaller number exactly makes a losing pair, near n alpha, and the
    /// smaller numbers of consecutive n step by 1 or 2 (alpha is in (1, 2)).
    #[test]
    fn k_wythoff_past_two_to_the_62() {
        for k in [1u64, 2, 7, 100, 1 << 20] {
            let alpha = (1.0 - k as f64 + (((k + 1) * (k + 1) + 4) as f64).sqrt()) / 2.0;
            let mut last: Option<u64> = None;
            let first = (1u64 << 62) / (k + 1);
            for n in first..first + 40 {
                let guess = (n as f64 * alpha) as u64;
                let found: Vec<u64> = (guess - 4096..guess + 4096)
                    .filter(|&a| k_is_losing(a, a + (k + 1) * n, k))
                    .collect();
                assert_eq!(found.len(), 1, "k = {k}, n = {n}");
                if let Some(prev) = last {
                    assert!(found[0] - prev == 1 || found[0] - prev == 2, "k = {k}");
                }
                last = Some(found[0]);
            }
        }
        assert!(!k_is_losing(u64::MAX, u64::MAX - 1, 3));
        assert!(k_is_losing(u64::MAX, u64::MAX, 0) == is_losing(u64::MAX, u64::MAX));
    }
}
