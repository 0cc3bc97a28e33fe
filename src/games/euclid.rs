//! Euclid's game: two positive numbers; a move subtracts a positive multiple
//! of the smaller from the larger, leaving it at least 0; whoever makes a 0
//! wins.
//!
//! Let a >= b. When b divides a, the mover subtracts a whole a and wins.
//! When a >= 2b (q = a / b >= 2, r = a mod b > 0), the mover can leave
//! (r, b) or (r + b, b); from (r + b, b) the only move is to (r, b), so one
//! of the two is lost for the opponent: the mover wins. Otherwise
//! (b < a < 2b) the only move is to (b, a - b), and the outcome flips. So
//! the game is decided by the number of forced steps before the first
//! position with `b | a` or `a >= 2b`: even means the mover wins. The steps
//! follow Euclid's algorithm with quotient 1, so there are fewer than 93 of
//! them for any `u64` pair (consecutive Fibonacci numbers make the longest
//! chain), and every function here is a loop of that length, never a
//! recursion and never one subtraction at a time.

use crate::games::Outcome;

/// The pair as (larger, smaller).
fn ordered(a: u64, b: u64) -> (u64, u64) {
    (a.max(b), a.min(b))
}

/// True where the mover wins at once by the rule above: `b | a` or
/// `a >= 2b` (with a >= b >= 1).
fn decided(a: u64, b: u64) -> bool {
    a % b == 0 || a / b >= 2
}

/// The positions from `(a, b)` (in either order, both at least 1) through
/// the forced steps to the first decided one, each as (larger, smaller).
///
/// # Example
/// ```
/// use grundy::games::euclid::forced_chain;
/// assert_eq!(forced_chain(15, 24), [(24, 15), (15, 9), (9, 6), (6, 3)]);
/// assert_eq!(forced_chain(34, 12), [(34, 12)]);
/// ```
pub fn forced_chain(a: u64, b: u64) -> Vec<(u64, u64)> {
    let (mut a, mut b) = ordered(a, b);
    let mut chain = vec![(a, b)];
    while !decided(a, b) {
        (a, b) = (b, a - b);
        chain.push((a, b));
    }
    chain
}

/// Who wins `(a, b)`, both at least 1, in either order: the mover when the
/// forced chain has an even number of steps. Exact for every `u64` pair.
///
/// # Example
/// ```
/// use grundy::games::{euclid::euclid_outcome, Outcome};
/// assert_eq!(euclid_outcome(34, 12), Outcome::N);
/// assert_eq!(euclid_outcome(15, 24), Outcome::P);
/// assert_eq!(euclid_outcome(1, 1), Outcome::N);
/// ```
pub fn euclid_outcome(a: u64, b: u64) -> Outcome {
    let (mut a, mut b) = ordered(a, b);
    let mut mover_wins = true;
    while !decided(a, b) {
        (a, b) = (b, a - b);
        mover_wins = !mover_wins;
    }
    Outcome::from_next_wins(mover_wins)
}

/// The one winning move from `(a, b)`, as how many times to subtract the
/// smaller from the larger, or `None` when the position is lost. There is
/// never more than one: any other multiple leaves the opponent a larger
/// number at least twice the smaller (or a multiple of it), which wins.
///
/// # Example
/// ```
/// use grundy::games::euclid::winning_multiple;
/// assert_eq!(winning_multiple(34, 12), Some(2)); // leave 10 12
/// assert_eq!(winning_multiple(12, 36), Some(3)); // make the 0
/// assert_eq!(winning_multiple(15, 24), None);
/// ```
pub fn winning_multiple(a: u64, b: u64) -> Option<u64> {
    let (a, b) = ordered(a, b);
    let (q, r) = (a / b, a % b);
    if r == 0 {
        return Some(q);
    }
    // Leaving (b, r) wins when it is lost for the opponent; otherwise leave
    // (r + b, b), whose one move hands (b, r) back.
    if euclid_outcome(b, r) == Outcome::P {
        Some(q)
    } else {
        (q >= 2).then_some(q - 1)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Won/lost for every pair up to `top`, from the rules: subtract k times
    /// the smaller from the larger; making a 0 wins.
    fn table(top: usize) -> Vec<Vec<bool>> {
        let mut wins = vec![vec![false; top + 1]; top + 1];
        for a in 1..=top {
            for b in 1..=a {
                wins[a][b] = (1..=a / b).any(|k| {
                    let left = a - k * b;
                    left == 0 || !wins[left.max(b)][left.min(b)]
                });
                wins[b][a] = wins[a][b];
            }
        }
        wins
    }

    #[test]
    fn outcome_and_winning_move_match_the_rules() {
        let top = 200;
        let wins = table(top);
        for a in 1..=top {
            for b in 1..=top {
                let (x, y) = (a as u64, b as u64);
                assert_eq!(euclid_outcome(x, y).next_wins(), wins[a][b], "{a} {b}");
                let (hi, lo) = (a.max(b), a.min(b));
                let winning: Vec<u64> = (1..=hi / lo)
                    .filter(|&k| {
                        let left = hi - k * lo;
                        left == 0 || !wins[left.max(lo)][left.min(lo)]
                    })
                    .map(|k| k as u64)
                    .collect();
                assert_eq!(
                    winning_multiple(x, y).into_iter().collect::<Vec<_>>(),
                    winning
                );
            }
        }
    }

    #[test]
    fn huge_pairs_stay_exact_and_short() {
        // Consecutive Fibonacci numbers: the longest chains.
        let (mut a, mut b) = (1u64, 1u64);
        while let Some(c) = a.checked_add(b) {
            (a, b) = (c, a);
        }
        let chain = forced_chain(a, b);
        assert!(chain.len() < 93);
        assert_eq!(chain.last(), Some(&(2, 1)));
        assert_eq!(euclid_outcome(2_147_483_647, 1_073_741_824), Outcome::N);
        assert_eq!(euclid_outcome(2_147_483_647, 1), Outcome::N);
        assert_eq!(euclid_outcome(u64::MAX, u64::MAX - 1), Outcome::P);
        assert_eq!(winning_multiple(u64::MAX, 1), Some(u64::MAX));
    }
}
