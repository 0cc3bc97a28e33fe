//! Fibonacci Nim: one pile; the first move takes 1 to n - 1 stones, every
//! later move takes at least 1 and at most twice what the opponent just
//! took; whoever takes the last stone wins.
//!
//! A position is (stones left r, largest allowed take c). Write r in its
//! Zeckendorf form, a sum of non-consecutive Fibonacci numbers
//! z1 > z2 > ... > zk (1, 2, 3, 5, 8, ...; unique). The player to move wins
//! exactly when the smallest term zk is at most c (Whinihan, 1963). Why:
//! taking q = zk leaves r - q whose smallest term z(k-1) is at least the
//! Fibonacci number two places above q (the terms are non-consecutive), so
//! more than 2q, and the opponent is in a lost position of the same kind;
//! from a position whose smallest term exceeds c, every take t <= c leaves
//! r - t whose smallest term is at most 2t (the classical induction).
//!
//! So the first player, with c = n - 1, loses exactly when n is itself a
//! Fibonacci number (its only term is n > n - 1). The winning takes are
//! exactly the sums of the lowest few terms, zk + ... + zj, that are at most
//! c and either take everything or stay below half the next term z(j-1)
//! ([`winning_takes`]): at most one per term, so few enough to list.

use crate::games::fibonacci::fibonacci_up_to;
use crate::games::Outcome;

/// The Zeckendorf terms of `r`, largest first (empty for 0): greedy, always
/// the largest Fibonacci number that fits.
///
/// # Example
/// ```
/// use grundy::games::fibonacci_nim::zeckendorf;
/// assert_eq!(zeckendorf(1292), [987, 233, 55, 13, 3, 1]);
/// assert_eq!(zeckendorf(13), [13]);
/// assert_eq!(zeckendorf(0), []);
/// ```
pub fn zeckendorf(mut r: u64) -> Vec<u64> {
    let mut terms = Vec::new();
    for &f in fibonacci_up_to(r).iter().rev() {
        if f <= r {
            terms.push(f);
            r -= f;
        }
    }
    terms
}

/// True when `n >= 1` is a Fibonacci number (1, 2, 3, 5, 8, ...).
///
/// # Example
/// ```
/// use grundy::games::fibonacci_nim::is_fibonacci;
/// assert!(is_fibonacci(1_836_311_903) && !is_fibonacci(10_000));
/// ```
pub fn is_fibonacci(n: u64) -> bool {
    zeckendorf(n).len() == 1
}

/// Who wins with `stones` left when the mover may take at most `limit`.
/// With no stone left the mover has lost (the opponent took the last).
///
/// # Example
/// ```
/// use grundy::games::{fibonacci_nim::outcome, Outcome};
/// assert_eq!(outcome(4, 3), Outcome::N); // take 1, leave 3 with limit 2
/// assert_eq!(outcome(3, 2), Outcome::P);
/// ```
pub fn outcome(stones: u64, limit: u64) -> Outcome {
    let smallest = zeckendorf(stones).last().copied();
    Outcome::from_next_wins(smallest.is_some_and(|q| q <= limit))
}

/// The outcome of the whole game on a pile of `n >= 2` for the first
/// player, whose first take is limited to `n - 1`: `P` exactly when `n` is
/// a Fibonacci number. Exact for every `u64`.
///
/// # Example
/// ```
/// use grundy::games::{fibonacci_nim::first_player, Outcome};
/// assert_eq!(first_player(13), Outcome::P);
/// assert_eq!(first_player(10_000), Outcome::N);
/// ```
pub fn first_player(n: u64) -> Outcome {
    outcome(n, n.saturating_sub(1))
}

/// Every winning take from `stones` with limit `limit`, ascending: the sums
/// of the lowest Zeckendorf terms that fit the limit and take everything or
/// leave a smallest term above twice the take (so the opponent, limited to
/// twice the take, loses). Empty when the position is lost.
///
/// # Example
/// ```
/// use grundy::games::fibonacci_nim::winning_takes;
/// assert_eq!(winning_takes(1292, 1291), [1, 4, 17, 72, 305]);
/// assert_eq!(winning_takes(1292, 16), [1, 4]);
/// assert_eq!(winning_takes(5, 5), [5]);
/// assert_eq!(winning_takes(13, 12), []);
/// ```
pub fn winning_takes(stones: u64, limit: u64) -> Vec<u64> {
    let terms = zeckendorf(stones);
    let mut takes = Vec::new();
    let mut sum = 0u64;
    for j in (0..terms.len()).rev() {
        sum += terms[j];
        if sum > limit {
            break;
        }
        if j == 0 || sum <= (terms[j - 1] - 1) / 2 {
            takes.push(sum);
        }
    }
    takes
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Won/lost for every (stones, limit) up to `top` stones, from the rules
    /// alone: take 1..=limit, the opponent's limit becomes twice the take.
    fn table(top: usize) -> Vec<Vec<bool>> {
        let mut wins = vec![vec![false; top + 1]; top + 1];
        for r in 1..=top {
            for c in 1..=top {
                wins[r][c] = (1..=c.min(r)).any(|t| t == r || !wins[r - t][(2 * t).min(top)]);
            }
        }
        wins
    }

    #[test]
    fn outcome_and_winning_takes_match_the_rules() {
        let top = 300;
        let wins = table(top);
        for r in 1..=top {
            for c in 1..=top {
                let expected: Vec<u64> = (1..=c.min(r))
                    .filter(|&t| t == r || !wins[r - t][(2 * t).min(top)])
                    .map(|t| t as u64)
                    .collect();
                assert_eq!(winning_takes(r as u64, c as u64), expected, "r={r} c={c}");
                assert_eq!(outcome(r as u64, c as u64).next_wins(), wins[r][c]);
            }
        }
    }

    #[test]
    fn first_player_loses_exactly_on_fibonacci_numbers() {
        let losing: Vec<u64> = (2..100)
            .filter(|&n| first_player(n) == Outcome::P)
            .collect();
        assert_eq!(losing, [2, 3, 5, 8, 13, 21, 34, 55, 89]);
        assert_eq!(first_player(1_836_311_903), Outcome::P);
        assert_eq!(first_player(2_971_215_073), Outcome::P);
        assert_eq!(first_player((1 << 31) - 1), Outcome::N);
        assert_eq!(first_player(12_200_160_415_121_876_738), Outcome::P);
        assert_eq!(first_player(u64::MAX), Outcome::N);
    }

    #[test]
    fn zeckendorf_terms_are_non_consecutive_and_sum_to_r() {
        for r in [0, 1, 4, 100, 1 << 40, u64::MAX] {
            let terms = zeckendorf(r);
            assert_eq!(terms.iter().sum::<u64>(), r);
            assert!(terms.windows(2).all(|w| w[0] > w[1] + w[1] / 2));
        }
        assert!(!winning_takes(u64::MAX, u64::MAX).is_empty());
    }
}
