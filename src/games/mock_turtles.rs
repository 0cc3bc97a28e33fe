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

/// The winning turns with rightmost coin `r`, when the other coins must be
/// worth `need` together: alone (`need = 0`), with one coin a < r (`need`
/// odious), or with two coins a < b < r. Two coins are worth
/// `2 (a ^ b) + parity(a ^ b)`, so they must differ by `d = need / 2` with
/// `parity(d) = need mod 2`; then a < b exactly when b has the top bit h
/// of d, so b runs over the numbers below r with bit h set, a = b ^ d.
fn turns_at(r: u64, need: u128) -> impl Iterator<Item = Turn> {
    let alone = (need == 0).then(|| Turn {
        others: vec![],
        rightmost: r,
    });
    let single = position_of(need).filter(|&a| a < r).map(|a| Turn {
        others: vec![a],
        rightmost: r,
    });
    let d = u64::try_from(need / 2)
        .ok()
        .filter(|&d| d > 0 && need % 2 == u128::from(d.count_ones() % 2));
    let pairs = d.into_iter().flat_map(move |d| {
        let bit = 1u64 << (63 - d.leading_zeros());
        let mut b = Some(bit);
        std::iter::from_fn(move || {
            let now = b.filter(|&b| b < r)?;
            // The next number with bit h set.
            b = now.checked_add(1).map(|n| n | bit);
            Some(Turn {
                others: vec![now ^ d, now],
                rightmost: r,
            })
        })
    });
    alone.into_iter().chain(single).chain(pairs)
}

/// How many turns [`turns_at`] lists, without listing them.
fn count_at(r: u64, need: u128) -> u128 {
    let alone = u128::from(need == 0);
    let single = u128::from(position_of(need).is_some_and(|a| a < r));
    let pairs = match u64::try_from(need / 2) {
        Ok(d) if d > 0 && need % 2 == u128::from(d.count_ones() % 2) => {
            // Numbers below r with bit h set.
            let h = 63 - d.leading_zeros();
            let (r, block) = (u128::from(r), 1u128 << (h + 1));
            (r / block) * (block / 2) + (r % block).saturating_sub(block / 2)
        }
        _ => 0,
    };
    alone + single + pairs
}

/// Every winning move from the distinct sorted `heads`, lazily: by
/// rightmost coin, then alone, with one coin, with two coins (by the larger
/// of the two). There can be about x of them for a head at x.
///
/// # Example
/// ```
/// use grundy::games::mock_turtles::{winning_turns, Turn};
/// // One head at 2 (value 4): only turning it alone leaves 0.
/// let turns: Vec<Turn> = winning_turns(&[2]).collect();
/// assert_eq!(turns, [Turn { others: vec![], rightmost: 2 }]);
/// // Heads at 1 and 2 (2 ^ 4 = 6): only turning both leaves 0.
/// let turns: Vec<Turn> = winning_turns(&[1, 2]).collect();
/// assert_eq!(turns, [Turn { others: vec![1], rightmost: 2 }]);
/// ```
pub fn winning_turns(heads: &[u64]) -> impl Iterator<Item = Turn> + '_ {
    let total = grundy(heads);
    heads
        .iter()
        .filter(move |_| total != 0)
        .flat_map(move |&r| turns_at(r, total ^ odious(r)))
}

/// How many moves [`winning_turns`] lists, in O(heads).
///
/// # Example
/// ```
/// use grundy::games::mock_turtles::count_winning_turns;
/// assert_eq!(count_winning_turns(&[0, 1, 2, 3]), 0);
/// assert_eq!(count_winning_turns(&[0, 1, 2]), 1); // turn all three
/// assert_eq!(count_winning_turns(&[99_999_999]), 1); // turn it alone
/// ```
pub fn count_winning_turns(heads: &[u64]) -> u128 {
    let total = grundy(heads);
    if total == 0 {
        return 0;
    }
    heads.iter().map(|&r| count_at(r, total ^ odious(r))).sum()
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
    fn counts_match_the_lists() {
        for set in 0u32..1 << 9 {
            let heads: Vec<u64> = (0..9).filter(|&i| set >> i & 1 == 1).collect();
            let listed = winning_turns(&heads).count() as u128;
            assert_eq!(count_winning_turns(&heads), listed, "{heads:?}");
        }
        for heads in [[5, 77, 1000], [0, 64, 65], [3, 1 << 20, (1 << 21) + 5]] {
            let listed = winning_turns(&heads).count() as u128;
            assert_eq!(count_winning_turns(&heads), listed, "{heads:?}");
        }
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
