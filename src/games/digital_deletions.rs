//! Digital Deletions (ZOJ 1104 / HDU 1404): a string of digits; a move
//! either lowers one digit to a smaller digit, or erases a `0` together with
//! every digit to its right. Whoever removes the last digit wins.
//!
//! A string that starts with `0` is won at once (erase that zero and
//! everything after it). Any other string is the decimal form of a number
//! `v >= 1`, and every move from it leads either to a string starting with
//! `0` (lowering the leading digit to 0: a win for the opponent, so never a
//! good move) or to a smaller number (a lowered digit, or the prefix before
//! an erased zero, which cannot start with 0). So the P/N label of every
//! number follows from the labels of smaller numbers, and one table over the
//! numbers answers everything. There is no known formula (see the problem
//! spec); the table is built from the rules.
//!
//! The table is filled forwards: scanning numbers upwards, a number not yet
//! marked as a win is a loss (P), and then every number with a move to it
//! is marked a win: the numbers of the same length with one digit raised,
//! and the numbers that extend it by a `0` and any digits (erasing that zero
//! gives it back). Numbers with `k` digits only move to numbers with at most
//! `k` digits, so the table grows one length at a time, as far as the
//! longest string asked about, up to [`MAX_DIGITS`] digits (10^7 bits).

use crate::games::Outcome;

/// Longest string without a leading zero the table answers: one more digit
/// than the judge's bound (6), costing ten times the time and memory.
pub const MAX_DIGITS: usize = 7;

/// Won/lost labels of all numbers below `10^digits`, grown on demand.
#[derive(Clone, Debug, Default)]
pub struct DigitalDeletions {
    /// Bit `v` set when the number `v` is a win for the player to move
    /// (an N-position). Bit 0 stands for the empty string: a loss.
    won: Vec<u64>,
    /// The table covers every number with at most this many digits.
    digits: usize,
}

impl DigitalDeletions {
    /// An empty table; nothing is computed before the first question.
    pub fn new() -> DigitalDeletions {
        DigitalDeletions::default()
    }

    /// The outcome for the player to move from `digits` (ASCII `0`..=`9`),
    /// or `None` when the string is longer than [`MAX_DIGITS`] and does not
    /// start with `0`. The empty string is a loss (the last digit is gone).
    ///
    /// # Constraints
    /// Every byte is an ASCII digit.
    ///
    /// # Complexity
    /// O(1) once the table covers the string's length; growing it to `k`
    /// digits takes O(k 10^k) time and 10^k bits, once.
    ///
    /// # Example
    /// ```
    /// use grundy::games::digital_deletions::DigitalDeletions;
    /// use grundy::games::Outcome;
    /// let mut game = DigitalDeletions::new();
    /// assert_eq!(game.outcome(b"1"), Some(Outcome::P));
    /// assert_eq!(game.outcome(b"20"), Some(Outcome::P));
    /// assert_eq!(game.outcome(b"00"), Some(Outcome::N));
    /// assert_eq!(game.outcome(b"12345678"), None);
    /// ```
    pub fn outcome(&mut self, digits: &[u8]) -> Option<Outcome> {
        debug_assert!(digits.iter().all(u8::is_ascii_digit));
        match digits.first() {
            None => Some(Outcome::P),
            Some(b'0') => Some(Outcome::N),
            Some(_) if digits.len() > MAX_DIGITS => None,
            Some(_) => {
                self.grow_to(digits.len());
                let v = digits
                    .iter()
                    .fold(0usize, |v, &d| v * 10 + usize::from(d - b'0'));
                Some(Outcome::from_next_wins(self.is_won(v)))
            }
        }
    }

    /// Every winning move from `digits`, in the order of [`legal_moves`]:
    /// the moves that leave a string lost for the opponent (erasing a
    /// leading zero leaves nothing, and wins). `None` when the table cannot
    /// answer `digits` (see [`DigitalDeletions::outcome`]); empty exactly
    /// when the outcome is `P`.
    ///
    /// # Constraints
    /// Every byte is an ASCII digit.
    ///
    /// # Example
    /// ```
    /// use grundy::games::digital_deletions::{DigitMove, DigitalDeletions};
    /// let mut game = DigitalDeletions::new();
    /// // 10: erase the 0 to leave 1 (lost); 00 or 0 leave a leading zero.
    /// assert_eq!(game.winning_moves(b"10"), Some(vec![DigitMove::Erase { index: 1 }]));
    /// assert_eq!(game.winning_moves(b"11"), Some(vec![]));
    /// assert_eq!(game.winning_moves(b"12345678"), None);
    /// ```
    pub fn winning_moves(&mut self, digits: &[u8]) -> Option<Vec<DigitMove>> {
        self.outcome(digits)?;
        let moves = legal_moves(digits)
            .filter(|m| self.outcome(&m.apply(digits)) == Some(Outcome::P))
            .collect();
        Some(moves)
    }

    #[inline]
    fn is_won(&self, v: usize) -> bool {
        self.won[v / 64] >> (v % 64) & 1 == 1
    }

    #[inline]
    fn mark_won(&mut self, v: usize) {
        self.won[v / 64] |= 1 << (v % 64);
    }

    /// Labels every number with at most `digits` digits.
    fn grow_to(&mut self, digits: usize) {
        while self.digits < digits {
            let k = self.digits + 1;
            let (lo, hi) = (10usize.pow(k as u32 - 1), 10usize.pow(k as u32));
            self.won.resize(hi.div_ceil(64), 0);
            // Numbers of k digits that extend a shorter lost number p by a
            // zero: p * 10^j + (0..10^(j-1)) with j = k - len(p). The empty
            // string (p = 0) has no such extension: those start with 0.
            for short in 1..lo {
                if !self.is_won(short) {
                    let scale = lo * 10 / 10usize.pow(decimal_len(short) as u32);
                    let first = short * scale;
                    for v in first..first + scale / 10 {
                        self.mark_won(v);
                    }
                }
            }
            // Then upwards: an unmarked number is lost, and the numbers with
            // one of its digits raised (larger, same length) win.
            for v in lo..hi {
                if self.is_won(v) {
                    continue;
                }
                let mut place = 1;
                while place < hi {
                    let digit = v / place % 10;
                    for raised in 1..10 - digit {
                        self.mark_won(v + raised * place);
                    }
                    place *= 10;
                }
            }
            self.digits = k;
        }
    }
}

/// One move of Digital Deletions on a string of ASCII digits.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum DigitMove {
    /// Lower the digit at `index` (0-based) to the smaller digit `to`
    /// (ASCII, like the string).
    Lower { index: usize, to: u8 },
    /// Erase the `0` at `index` and every digit to its right.
    Erase { index: usize },
}

impl DigitMove {
    /// The string after this move.
    ///
    /// # Constraints
    /// The move is legal for `digits` (one of [`legal_moves`]).
    ///
    /// # Example
    /// ```
    /// use grundy::games::digital_deletions::DigitMove;
    /// assert_eq!(DigitMove::Lower { index: 1, to: b'2' }.apply(b"1705"), b"1205");
    /// assert_eq!(DigitMove::Erase { index: 2 }.apply(b"1705"), b"17");
    /// ```
    pub fn apply(self, digits: &[u8]) -> Vec<u8> {
        match self {
            DigitMove::Lower { index, to } => {
                let mut after = digits.to_vec();
                after[index] = to;
                after
            }
            DigitMove::Erase { index } => digits[..index].to_vec(),
        }
    }
}

/// Every legal move from `digits`, position by position from the left: the
/// digit lowered to each smaller digit (increasing), then, for a `0`, its
/// erasure.
///
/// # Example
/// ```
/// use grundy::games::digital_deletions::{legal_moves, DigitMove::*};
/// let moves: Vec<_> = legal_moves(b"20").collect();
/// assert_eq!(moves, [
///     Lower { index: 0, to: b'0' },
///     Lower { index: 0, to: b'1' },
///     Erase { index: 1 },
/// ]);
/// ```
pub fn legal_moves(digits: &[u8]) -> impl Iterator<Item = DigitMove> + '_ {
    digits.iter().enumerate().flat_map(|(index, &d)| {
        let lowers = (b'0'..d).map(move |to| DigitMove::Lower { index, to });
        let erase = (d == b'0').then_some(DigitMove::Erase { index });
        lowers.chain(erase)
    })
}

/// Number of decimal digits of `v >= 1`.
fn decimal_len(mut v: usize) -> usize {
    let mut len = 0;
    while v > 0 {
        v /= 10;
        len += 1;
    }
    len
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn sample_and_known_values() {
        let mut game = DigitalDeletions::new();
        let p = |g: &mut DigitalDeletions, s: &str| g.outcome(s.as_bytes()).unwrap();
        assert_eq!(p(&mut game, "0"), Outcome::N);
        assert_eq!(p(&mut game, "00"), Outcome::N);
        assert_eq!(p(&mut game, "1"), Outcome::P);
        assert_eq!(p(&mut game, "20"), Outcome::P);
        // 2..9 lower to 1; 10 erases its zero to leave 1.
        for d in 2..=9 {
            assert_eq!(p(&mut game, &d.to_string()), Outcome::N);
        }
        assert_eq!(p(&mut game, "10"), Outcome::N);
        // 11: to 10 (N) or 01 (N): lost.
        assert_eq!(p(&mut game, "11"), Outcome::P);
        assert_eq!(game.outcome(b""), Some(Outcome::P));
    }

    #[test]
    fn grows_one_length_at_a_time_and_stops_at_the_limit() {
        let mut game = DigitalDeletions::new();
        assert_eq!(game.outcome(b"0123456789012345"), Some(Outcome::N));
        assert!(game.won.is_empty(), "a leading zero needs no table");
        game.outcome(b"123");
        assert_eq!(game.digits, 3);
        let mut fresh = DigitalDeletions::new();
        fresh.outcome(b"99999");
        // The lower lengths are the same whichever way they were reached.
        for v in 1..1000usize {
            assert_eq!(game.is_won(v), fresh.is_won(v), "{v}");
        }
        assert_eq!(game.outcome(b"10000000"), None);
    }

    #[test]
    fn a_leading_zero_has_one_winning_move_at_any_length() {
        let mut game = DigitalDeletions::new();
        let long = b"0123456789012345";
        assert_eq!(
            game.winning_moves(long),
            Some(vec![DigitMove::Erase { index: 0 }])
        );
        assert!(game.won.is_empty(), "a leading zero needs no table");
        assert_eq!(game.winning_moves(b"10000000"), None);
        assert_eq!(legal_moves(b"").count(), 0);
        // 9 lowers of each 9, one erase of the 0.
        assert_eq!(legal_moves(b"909").count(), 9 + 1 + 9);
    }
}
