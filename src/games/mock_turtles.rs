//! Mock Turtles, a coin-turning game (Winning Ways, ch. 14): coins in a row,
//! a move turns over one, two or three coins, the rightmost of which must go
//! from heads to tails; whoever cannot move loses (normal play).
//!
//! A coin-turning game is the sum of its single-head positions (turning a
//! coin twice cancels, as `G + G = 0`), and in Mock Turtles a lone head at
//! position x (from 0) is worth the x-th odious number, a number with an odd
//! count of 1-bits: [`odious`] = `2x` or `2x + 1`, whichever is odious
//! (1, 2, 4, 7, 8, 11, 13, 14, ...). Hence the outcome needs no table: the
//! XOR of the odious numbers is `2 (x1 ^ x2 ^ ...)` with a low bit that is
//! the parity of the head count when the positions XOR to 0, so the player
//! to move loses exactly when the head count is even and the positions XOR
//! to 0 ([`mock_turtles_outcome`]).

use crate::games::Outcome;

/// The Grundy value of a lone head at position `x`: the x-th odious number,
/// `2x + 1` when x has an even number of 1-bits, else `2x`. Wider than
/// `u64` so that every `u64` position has its value.
///
/// # Example
/// ```
/// use grundy::games::mock_turtles::odious;
/// let g: Vec<u128> = (0..8).map(odious).collect();
/// assert_eq!(g, [1, 2, 4, 7, 8, 11, 13, 14]);
/// ```
#[inline]
pub fn odious(x: u64) -> u128 {
    2 * u128::from(x) + u128::from(x.count_ones() % 2 == 0)
}

/// The outcome for the player to move with heads at `heads` (any order; a
/// position listed twice is one head). Sorts and de-duplicates `heads`.
/// Exact for every `u64` position.
///
/// # Example
/// ```
/// use grundy::games::{mock_turtles::mock_turtles_outcome, Outcome};
/// assert_eq!(mock_turtles_outcome(&mut vec![]), Outcome::P);
/// assert_eq!(mock_turtles_outcome(&mut vec![0]), Outcome::N);
/// assert_eq!(mock_turtles_outcome(&mut vec![3, 1, 2, 0]), Outcome::P);
/// assert_eq!(mock_turtles_outcome(&mut vec![5, 5]), Outcome::N); // one head
/// ```
pub fn mock_turtles_outcome(heads: &mut Vec<u64>) -> Outcome {
    heads.sort_unstable();
    heads.dedup();
    let xor = heads.iter().fold(0, |x, &h| x ^ h);
    Outcome::from_next_wins(heads.len() % 2 == 1 || xor != 0)
}

/// The value of the distinct heads `heads`: the XOR of their odious numbers.
pub fn grundy(heads: &[u64]) -> u128 {
    heads.iter().fold(0, |x, &h| x ^ odious(h))
}

/// One move: turn the coin `rightmost` (heads to tails) and the coins of
/// `others` (0 to 2 positions left of it, in any state), ascending.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Turn {
    pub others: Vec<u64>,
    pub rightmost: u64,
}

/// The inverse of [`odious`]: the position whose lone head is worth `g`,
/// when `g` is an odious number.
fn position_of(g: u128) -> Option<u64> {
    let x = u64::try_from(g / 2).ok()?;
    (odious(x) == g).then_some(x)
}

/// Every winning move from the distinct sorted `heads`, by rightmost coin
/// and then by the coins turned with it; at most `limit` of them (a move
/// turns a head at x into the XOR of up to three lone-head values, and
/// there can be about x moves per head).
///
/// # Complexity
/// O(sum of the heads' positions), beyond the first `limit` moves found.
///
/// # Example
/// ```
/// use grundy::games::mock_turtles::{winning_turns, Turn};
/// // One head at 2 (value 4): only turning it alone leaves 0.
/// assert_eq!(winning_turns(&[2], 10), [Turn { others: vec![], rightmost: 2 }]);
/// // Heads at 1 and 2 (2 ^ 4 = 6): only turning both leaves 0.
/// let turns = winning_turns(&[1, 2], 10);
/// assert_eq!(turns, [Turn { others: vec![1], rightmost: 2 }]);
/// ```
pub fn winning_turns(heads: &[u64], limit: usize) -> Vec<Turn> {
    let total = grundy(heads);
    let mut found = Vec::new();
    if total == 0 {
        return found;
    }
    for &r in heads {
        // After the move the value is total ^ odious(r) ^ (the others'):
        // zero when the others' values XOR to `need`.
        let need = total ^ odious(r);
        if need == 0 {
            found.push(Turn {
                others: vec![],
                rightmost: r,
            });
        }
        if let Some(a) = position_of(need).filter(|&a| a < r) {
            found.push(Turn {
                others: vec![a],
                rightmost: r,
            });
        }
        for a in 0..r {
            if found.len() >= limit {
                found.truncate(limit);
                return found;
            }
            if let Some(b) = position_of(need ^ odious(a)).filter(|&b| a < b && b < r) {
                found.push(Turn {
                    others: vec![a, b],
                    rightmost: r,
                });
            }
        }
    }
    found.truncate(limit);
    found
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn odious_numbers_have_an_odd_count_of_ones() {
        for x in 0..1000 {
            assert_eq!(odious(x).count_ones() % 2, 1);
            assert!(odious(x) / 2 == u128::from(x));
        }
        assert_eq!(odious(u64::MAX), 2 * u128::from(u64::MAX) + 1);
    }

    #[test]
    fn the_outcome_agrees_with_the_value() {
        for set in 0u32..1 << 10 {
            let mut heads: Vec<u64> = (0..10).filter(|&i| set >> i & 1 == 1).collect();
            let g = grundy(&heads);
            assert_eq!(
                mock_turtles_outcome(&mut heads),
                Outcome::from_next_wins(g != 0)
            );
        }
    }
}
