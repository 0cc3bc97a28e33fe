//! The multiplication game: a product `p` starts at 1 and the players in turn
//! multiply it by one of 2..=9; whoever first makes `p >= n` wins.
//!
//! Whoever moves at `p` wins at once when `9p >= n`, i.e. `p >= ceil(n/9)`.
//! Every move from `p` hands such a win over when `2p >= ceil(n/9)`, i.e.
//! `p >= ceil(n/18)` (using `ceil(ceil(n/a)/b) = ceil(n/ab)`), so the products
//! in `[A, B) = [ceil(n/18), ceil(n/9))` lose for the player to move. Below
//! `A`, a move that reaches `A` or more can always land inside `[A, B)`: the
//! smallest multiple `kp >= A` is below `A + p <= 2A - 1 <= B` (and
//! `2p <= 2A - 2` when `k = 2`). So below `A` the game is "first to reach `A`
//! wins", the same game with target `ceil(n/18)`: for `n > 18` (where
//! `A >= 2 > 1`), `outcome(n) = outcome(ceil(n/18))`; then `2..=9` win for
//! the first player and `10..=18` lose (every first move leaves `p <= 9`
//! and `9p >= 18 >= n`). Equivalently the first player wins exactly when
//! `18^k < n <= 9 * 18^k` for some `k`. The reduction is the well-known one
//! for Waterloo's "A Multiplication Game" (POJ 2505, UVa 847, HDU 1517).

use crate::games::Outcome;

/// The outcome for the player to move at `p = 1` with target `n`. Exact for
/// every `u64` (ceiling division without `n + 17`, which would overflow).
///
/// # Constraints
/// The game needs `n >= 2`. For `n <= 1` the first move reaches the target,
/// so this says `N`.
///
/// # Complexity
/// O(log n): at most 16 divisions by 18.
///
/// # Example
/// ```
/// use grundy::games::{multiplication::multiplication_outcome, Outcome};
/// assert_eq!(multiplication_outcome(162), Outcome::N);
/// assert_eq!(multiplication_outcome(17), Outcome::P);
/// assert_eq!(multiplication_outcome(163), Outcome::P);
/// ```
pub fn multiplication_outcome(mut n: u64) -> Outcome {
    while n > 18 {
        n = n.div_ceil(18);
    }
    Outcome::from_next_wins(n <= 9)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn intervals_of_powers_of_eighteen() {
        let first_wins = |n: u64| multiplication_outcome(n).next_wins();
        assert!((2..=9).all(first_wins));
        assert!((10..=18).all(|n| !first_wins(n)));
        assert!((19..=162).all(first_wins));
        assert!((163..=324).all(|n| !first_wins(n)));
        assert!(first_wins(325) && first_wins(2916) && !first_wins(2917));
        // 18^15 < u64::MAX <= 9 * 18^15: the first player wins at the top.
        let p15 = 18u64.pow(15);
        assert!(first_wins(u64::MAX));
        assert!(!first_wins(p15) && first_wins(p15 + 1));
        assert!(first_wins(4_294_967_294)); // 18^7 < n <= 9 * 18^7
    }
}
