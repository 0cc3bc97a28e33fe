//! Bash's game: one heap of `n`, take 1..=m per move, last mover wins.
//!
//! The losing positions are the multiples of `m + 1`: from one, every move
//! leaves a non-multiple, and from a non-multiple, taking `n mod (m + 1)`
//! leaves a multiple. With `m = 0` nobody can move, so every position is lost.

use super::Outcome;

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
}
