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
pub fn multiplication_outcome(n: u64) -> Outcome {
    multiplication_outcome_at(1, n)
}

/// The outcome for the player to move at product `p` with target `n`: a
/// win when `9p >= n`, a loss when `18p >= n` (every move hands that win
/// over), and otherwise the same as with target `ceil(n/18)` (see the
/// module docs: below it the game is "first to reach `ceil(n/18)` wins").
///
/// # Constraints
/// `1 <= p < n` (at `p >= n` the game is over).
///
/// # Complexity
/// O(log n).
///
/// # Example
/// ```
/// use grundy::games::{multiplication::multiplication_outcome_at, Outcome};
/// assert_eq!(multiplication_outcome_at(12, 100), Outcome::N); // 12 * 9 >= 100
/// assert_eq!(multiplication_outcome_at(6, 100), Outcome::P); // 6 * 18 >= 100
/// assert_eq!(multiplication_outcome_at(5, 100), Outcome::N); // as 5 in a game to 6
/// ```
pub fn multiplication_outcome_at(p: u64, mut n: u64) -> Outcome {
    loop {
        if p >= n.div_ceil(9) {
            return Outcome::N;
        }
        if p >= n.div_ceil(18) {
            return Outcome::P;
        }
        n = n.div_ceil(18);
    }
}

/// The targets of the interval reduction for `n`: `n`, then `ceil(n/18)`
/// while the last one is above 18. The last decides: the first player wins
/// exactly when it is at most 9.
///
/// # Example
/// ```
/// use grundy::games::multiplication::reduction_chain;
/// assert_eq!(reduction_chain(1000), [1000, 56, 4]);
/// assert_eq!(reduction_chain(17), [17]);
/// ```
pub fn reduction_chain(mut n: u64) -> Vec<u64> {
    let mut chain = vec![n];
    while n > 18 {
        n = n.div_ceil(18);
        chain.push(n);
    }
    chain
}

/// Every winning multiplier (2..=9, increasing) for the player to move at
/// product `p` with target `n`: those that reach `n` at once, and those
/// that leave a product lost for the opponent. Empty exactly when
/// [`multiplication_outcome_at`] is `P`.
///
/// # Constraints
/// `1 <= p < n`.
///
/// # Example
/// ```
/// use grundy::games::multiplication::winning_multipliers;
/// assert_eq!(winning_multipliers(1, 9), [9]);
/// assert_eq!(winning_multipliers(1, 100), [6, 7, 8, 9]); // 6..=9: 18p >= 100 > 9p
/// assert!(winning_multipliers(1, 17).is_empty());
/// ```
pub fn winning_multipliers(p: u64, n: u64) -> Vec<u64> {
    (2..=9)
        .filter(|&k| {
            let q = p.saturating_mul(k);
            q >= n || multiplication_outcome_at(q, n) == Outcome::P
        })
        .collect()
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

    #[test]
    fn the_chain_ends_where_the_outcome_is_decided() {
        for n in (2..5000).chain([u64::MAX - 1, u64::MAX]) {
            let chain = reduction_chain(n);
            assert!(chain[..chain.len() - 1].iter().all(|&m| m > 18));
            let last = *chain.last().unwrap();
            assert!(last <= 18, "{n}");
            assert_eq!(multiplication_outcome(n).next_wins(), last <= 9, "{n}");
        }
        assert_eq!(reduction_chain(u64::MAX).len(), 16);
        // Only 9 reaches the top; the products that overflow saturate.
        assert_eq!(winning_multipliers(u64::MAX / 9 + 1, u64::MAX), [9]);
        assert_eq!(
            winning_multipliers(u64::MAX / 2, u64::MAX),
            [3, 4, 5, 6, 7, 8, 9]
        );
    }
}
