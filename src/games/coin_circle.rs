//! The coin circle (POJ 2484 "A Funny Game"): n coins in a circle; a move
//! removes one coin or two adjacent coins; removed coins leave gaps, so
//! after the first move the coins form a line, and later moves may split a
//! line in two; whoever removes the last coin wins.
//!
//! The first player wins exactly when n <= 2: she removes every coin at
//! once. For n >= 3 her move leaves one line of n - 1 or n - 2 >= 1 coins;
//! the second player removes its middle coin (odd length) or its two middle
//! coins (even length), leaving two equal lines, and from then on answers
//! every move in one line with the same move in the other (a symmetry
//! strategy: the second player always has a move, so never loses).

use crate::games::Outcome;

/// What one move removes.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Removal {
    /// One coin.
    One,
    /// Two adjacent coins.
    Two,
}

impl Removal {
    /// How many coins it removes.
    pub fn coins(self) -> u64 {
        match self {
            Removal::One => 1,
            Removal::Two => 2,
        }
    }
}

/// Who wins a circle of `n` coins: the player to move exactly when
/// `1 <= n <= 2` (no coin: no move, the mover has lost).
///
/// # Example
/// ```
/// use grundy::games::{coin_circle::circle_outcome, Outcome};
/// assert_eq!(circle_outcome(2), Outcome::N);
/// assert_eq!(circle_outcome(3), Outcome::P);
/// assert_eq!(circle_outcome(u64::MAX), Outcome::P);
/// ```
pub fn circle_outcome(n: u64) -> Outcome {
    Outcome::from_next_wins((1..=2).contains(&n))
}

/// The winning first moves on a circle of `n` coins (all coins of a circle
/// are alike, so a move is only what it removes): removing everything when
/// `n <= 2`, none otherwise.
///
/// # Example
/// ```
/// use grundy::games::coin_circle::{winning_removals, Removal};
/// assert_eq!(winning_removals(2), [Removal::Two]);
/// assert_eq!(winning_removals(7), []);
/// ```
pub fn winning_removals(n: u64) -> Vec<Removal> {
    match n {
        1 => vec![Removal::One],
        2 => vec![Removal::Two],
        _ => Vec::new(),
    }
}

/// The symmetric reply in a line of `len >= 1` coins: which coin to remove
/// first (from 1) and what, leaving two equal lines of `(len - 1) / 2`
/// coins (odd `len`: the middle coin) or `(len - 2) / 2` (even: the two
/// middle coins).
///
/// # Example
/// ```
/// use grundy::games::coin_circle::{mirror_reply, Removal};
/// assert_eq!(mirror_reply(5), (3, Removal::One)); // 2 | 2
/// assert_eq!(mirror_reply(6), (3, Removal::Two)); // 2 | 2
/// ```
pub fn mirror_reply(len: u64) -> (u64, Removal) {
    if len % 2 == 1 {
        (len / 2 + 1, Removal::One)
    } else {
        (len / 2, Removal::Two)
    }
}

/// The values of a line of coins: removing one coin or two adjacent
/// coins of a line leaves two lines, which is Kayles (the octal game 0.77,
/// Winning Ways ch. 4), with its period (12, from 71 coins on) proven, so
/// every line up to `u64::MAX` coins has its value.
///
/// # Example
/// ```
/// use grundy::games::coin_circle::kayles;
/// let kayles = kayles();
/// let g: Vec<u16> = (0..8).map(|l| kayles.value(l).unwrap()).collect();
/// assert_eq!(g, [0, 1, 2, 3, 1, 4, 3, 2]);
/// assert_eq!(kayles.value(u64::MAX), kayles.value(u64::MAX - 12));
/// ```
#[cfg(feature = "tools")]
pub fn kayles() -> crate::games::sequence::GrundySequence {
    let mut kayles =
        crate::games::sequence::GrundySequence::new(crate::games::sequence::Takes::code(&[
            0, 7, 7,
        ]));
    // The proof needs 2 (71 + 12) + 2 = 168 values.
    kayles.extend_to(1 << 10);
    assert!(kayles.certificate().is_some(), "Kayles' period is proven");
    kayles
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::collections::HashMap;

    /// Won/lost for a multiset of lines (sorted, no zeros), from the rules:
    /// remove one coin or two adjacent ones from a line, splitting it.
    fn lines_win(lines: &[u64], memo: &mut HashMap<Vec<u64>, bool>) -> bool {
        if let Some(&w) = memo.get(lines) {
            return w;
        }
        let mut win = false;
        'search: for (i, &len) in lines.iter().enumerate() {
            for take in 1..=len.min(2) {
                for left in 0..=len - take {
                    let mut next: Vec<u64> = lines.to_vec();
                    next.remove(i);
                    next.extend([left, len - take - left].into_iter().filter(|&l| l > 0));
                    next.sort_unstable();
                    if !lines_win(&next, memo) {
                        win = true;
                        break 'search;
                    }
                }
            }
        }
        memo.insert(lines.to_vec(), win);
        win
    }

    /// Lines of coins are Kayles heaps: a row of lines is lost exactly
    /// when the nim-sum of their values is 0, by the rules.
    #[cfg(feature = "tools")]
    #[test]
    fn lines_are_a_sum_of_kayles_heaps() {
        let kayles = kayles();
        let g = |l: u64| kayles.value(l).unwrap();
        let mut memo = HashMap::new();
        for a in 0..=14u64 {
            for b in 0..=a {
                for c in 0..=b.min(5) {
                    let mut lines: Vec<u64> = [a, b, c].into_iter().filter(|&l| l > 0).collect();
                    lines.sort_unstable();
                    let zero = g(a) ^ g(b) ^ g(c) == 0;
                    assert_eq!(lines_win(&lines, &mut memo), !zero, "{lines:?}");
                }
            }
        }
    }

    #[test]
    fn the_outcome_and_the_moves_match_the_rules() {
        let mut memo = HashMap::new();
        for n in 1..=16u64 {
            // From a circle: one line of n - 1 or n - 2 coins (or none).
            let after = |r: Removal| -> Vec<u64> {
                [n - r.coins()].into_iter().filter(|&l| l > 0).collect()
            };
            let legal: Vec<Removal> = [Removal::One, Removal::Two]
                .into_iter()
                .filter(|r| r.coins() <= n)
                .collect();
            let winning: Vec<Removal> = legal
                .into_iter()
                .filter(|&r| !lines_win(&after(r), &mut memo))
                .collect();
            assert_eq!(winning_removals(n), winning, "n = {n}");
            assert_eq!(circle_outcome(n).next_wins(), !winning.is_empty());
        }
        for len in 1..=16u64 {
            let (first, r) = mirror_reply(len);
            let left = first - 1;
            let right = len - left - r.coins();
            assert_eq!(left, right, "len = {len}");
            let rest: Vec<u64> = [left, right].into_iter().filter(|&l| l > 0).collect();
            assert!(!lines_win(&rest, &mut memo), "len = {len}");
        }
    }
}
