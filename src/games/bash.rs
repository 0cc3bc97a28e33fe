//! Bash's game: one heap of `n`, take 1..=m per move, last mover wins.
//!
//! The losing positions are the multiples of `m + 1`: from one, every move
//! leaves a non-multiple, and from a non-multiple, taking `n mod (m + 1)`
//! leaves a multiple. With `m = 0` nobody can move, so every position is lost.
//!
//! Two relatives decided by the same residues live here too:
//! - the "reach at least a target" form (a running total starts at 0, each
//!   move adds 1..=m, whoever makes it reach the target wins) is Bash's game
//!   on a heap of `target`: adding more than what is left is possible only
//!   when adding exactly what is left is, so overshooting changes nothing;
//! - subtracting a power of two (1, 2, 4, 8, ...) loses exactly on the
//!   multiples of 3, as Bash with `m = 2` does.

use crate::games::Outcome;
use std::ops::RangeInclusive;

/// What a winning move takes from a heap of `n` (`None` when the mover
/// loses), with at most `max_take` per move. Exact for every `u64`.
///
/// # Example
/// ```
/// use grundy::games::bash::winning_take;
/// assert_eq!(winning_take(23, 2), Some(2));
/// assert_eq!(winning_take(4, 3), None);
/// ```
#[inline]
pub fn winning_take(n: u64, max_take: u64) -> Option<u64> {
    // n mod (m + 1) without overflow: m = u64::MAX makes the modulus 2^64.
    let r = match max_take.checked_add(1) {
        Some(modulus) => n % modulus,
        None => n,
    };
    (r != 0).then_some(r)
}

/// The outcome of a heap of `n` when each move takes 1..=`max_take`.
#[inline]
pub fn bash_outcome(n: u64, max_take: u64) -> Outcome {
    Outcome::from_next_wins(winning_take(n, max_take).is_some())
}

/// The outcome of a heap of `n` when a move takes any power of two
/// (1, 2, 4, 8, ...). Exact for every `u64`.
///
/// The multiples of 3 lose: a power of two is never a multiple of 3, so from
/// a multiple every move leaves a non-multiple; from a non-multiple, taking 1
/// or 2 (both powers of two) leaves a multiple.
#[inline]
pub fn powers_of_two_outcome(n: u64) -> Outcome {
    Outcome::from_next_wins(n % 3 != 0)
}

/// Every winning take from a heap of `n` when a move takes a power of two,
/// ascending: the powers of two that leave a multiple of 3. A power of two is
/// 1 mod 3 at even exponents and 2 mod 3 at odd ones, so these are every
/// other power up to `n`, from 1 or from 2; none when `n % 3 == 0`.
///
/// # Example
/// ```
/// use grundy::games::bash::powers_of_two_winning_takes;
/// let takes: Vec<u64> = powers_of_two_winning_takes(20).collect();
/// assert_eq!(takes, [2, 8]); // 18 and 12 are multiples of 3
/// ```
pub fn powers_of_two_winning_takes(n: u64) -> impl Iterator<Item = u64> {
    let first = match n % 3 {
        0 => None,
        1 => Some(1u64),
        _ => Some(2),
    };
    std::iter::successors(first, |&p| p.checked_mul(4)).take_while(move |&p| p <= n)
}

/// Every winning first raise, ascending, in the "reach at least `target`"
/// form: a running total starts at 0, each raise adds 1..=`max_raise`, and
/// whoever makes the total reach `target` or more wins.
///
/// When `max_raise >= target`, the raises `target..=max_raise` win at once
/// and every smaller one loses, since it leaves less than `target` and at
/// most `max_raise - 1` to go, which the opponent covers. Otherwise no raise
/// reaches the target, and the one winning raise (if any) is Bash's winning
/// take from a heap of `target`: it leaves a multiple of `max_raise + 1`.
///
/// # Constraints
/// Meant for `target >= 1` and `max_raise >= 1`. With `target = 0` every raise
/// `1..=max_raise` counts as reaching it; with `max_raise = 0` the range is
/// empty.
///
/// # Complexity
/// O(1); the range may hold up to 2^64 - 1 raises, so iterate it, do not
/// collect it.
///
/// # Example
/// ```
/// use grundy::games::bash::winning_first_raises;
/// assert_eq!(winning_first_raises(4, 2), 1..=1);
/// assert!(winning_first_raises(3, 2).is_empty());
/// assert_eq!(winning_first_raises(3, 5), 3..=5);
/// ```
pub fn winning_first_raises(target: u64, max_raise: u64) -> RangeInclusive<u64> {
    if max_raise >= target {
        return target.max(1)..=max_raise;
    }
    match winning_take(target, max_raise) {
        Some(r) => r..=r,
        None => RangeInclusive::new(1, 0), // empty
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn multiples_of_m_plus_one_lose() {
        assert_eq!(bash_outcome(23, 2), Outcome::N);
        assert_eq!(bash_outcome(4, 3), Outcome::P);
        assert_eq!(bash_outcome(0, 5), Outcome::P);
        assert_eq!(bash_outcome(7, 0), Outcome::P);
        assert_eq!(bash_outcome(u64::MAX, u64::MAX), Outcome::N);
        assert_eq!(bash_outcome(u64::MAX, u64::MAX - 1), Outcome::P);
    }

    #[test]
    fn powers_of_two_lose_on_multiples_of_three() {
        let outcomes: Vec<_> = (0..7).map(powers_of_two_outcome).collect();
        use Outcome::{N, P};
        assert_eq!(outcomes, [P, N, N, P, N, N, P]);
        assert_eq!(powers_of_two_outcome(u64::MAX), P); // 2^64 - 1 = 3 * 6148914691236517205
        assert_eq!(powers_of_two_outcome(u64::MAX - 1), N);
    }

    #[test]
    fn power_of_two_takes_leave_multiples_of_three() {
        for n in 0..200u64 {
            let naive: Vec<u64> = (0..8)
                .map(|k| 1u64 << k)
                .filter(|&p| p <= n && (n - p) % 3 == 0)
                .collect();
            assert_eq!(powers_of_two_winning_takes(n).collect::<Vec<_>>(), naive);
        }
        let last = powers_of_two_winning_takes(u64::MAX - 1).last();
        assert_eq!(last, Some(1 << 63)); // u64::MAX - 1 is 2 mod 3
    }

    #[test]
    fn first_raises_in_the_reach_form() {
        assert_eq!(winning_first_raises(4, 2), 1..=1);
        assert!(winning_first_raises(3, 2).is_empty());
        assert_eq!(winning_first_raises(3, 5), 3..=5);
        assert_eq!(winning_first_raises(5, 5), 5..=5);
        assert_eq!(winning_first_raises(7, 5), 1..=1);
        assert!(winning_first_raises(12, 5).is_empty());
        assert_eq!(winning_first_raises(1, u64::MAX), 1..=u64::MAX);
        assert_eq!(
            winning_first_raises(u64::MAX, u64::MAX),
            u64::MAX..=u64::MAX
        );
        assert!(winning_first_raises(u64::MAX, u64::MAX - 1).is_empty());
        assert_eq!(winning_first_raises(u64::MAX, 1), 1..=1);
        assert_eq!(winning_first_raises(0, 3), 1..=3);
        assert!(winning_first_raises(5, 0).is_empty());
    }
}
