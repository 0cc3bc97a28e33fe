//! What one move of a classic rule may remove, by the heaps it leaves: the
//! input every kernel of the engine reads.
//!
//! Not a rule language: nothing parses or prints it. The tools build it
//! from the one rule type, [`crate::games::rules::Rule`]
//! (`Rule::classic`, from the rule's structure); a judge game writes its
//! code's digits ([`Takes::code`]) or its set ([`Takes::subtraction`]).
//! A subtraction set S is the code with digit 3 at every s in S, so both
//! are the same lists here; Grundy's game is a split of the whole heap
//! into two unequal heaps (`twos = [0]`, `unequal`).

/// Digit bits of a take-and-break code: what removing i tokens may leave.
pub const LEAVE_NONE: u8 = 1;
pub const LEAVE_ONE: u8 = 2;
pub const LEAVE_TWO: u8 = 4;
pub const LEAVE_THREE: u8 = 8;

/// The amounts a move may remove, ascending, by what it leaves.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Takes {
    /// Remove i and leave no heap (i is the whole heap).
    pub exact: Vec<u64>,
    /// Remove i and leave one non-empty heap.
    pub ones: Vec<u64>,
    /// Remove i and split the rest into two non-empty heaps.
    pub twos: Vec<u64>,
    /// Remove i and split the rest into three non-empty heaps.
    pub threes: Vec<u64>,
    /// The two heaps a split leaves must differ (Grundy's game).
    pub unequal: bool,
}

impl Takes {
    /// Remove exactly s tokens, s in `moves` (any order, duplicates
    /// allowed).
    ///
    /// # Panics
    /// When a move is 0: removing nothing is not a move (callers reject it
    /// first, with a message).
    pub fn subtraction(moves: &[u64]) -> Takes {
        assert!(!moves.contains(&0), "a move must remove at least one");
        let mut moves = moves.to_vec();
        moves.sort_unstable();
        moves.dedup();
        Takes {
            exact: moves.clone(),
            ones: moves,
            ..Takes::default()
        }
    }

    /// The take-and-break code with `digits` (`digits[i]` for removing i
    /// tokens, a sum of the `LEAVE_*` bits).
    pub fn code(digits: &[u8]) -> Takes {
        let with = |bit: u8| -> Vec<u64> {
            (0..digits.len() as u64)
                .filter(|&i| digits[i as usize] & bit != 0)
                .collect()
        };
        Takes {
            exact: with(LEAVE_NONE),
            ones: with(LEAVE_ONE),
            twos: with(LEAVE_TWO),
            threes: with(LEAVE_THREE),
            unequal: false,
        }
    }

    /// Grundy's game: split a heap into two unequal non-empty heaps.
    pub fn grundy() -> Takes {
        Takes {
            twos: vec![0],
            unequal: true,
            ..Takes::default()
        }
    }

    /// The moves of a subtraction set, when these are: the same amounts
    /// remove down to a heap or to nothing, and nothing splits.
    pub fn subtraction_moves(&self) -> Option<&[u64]> {
        (self.ones == self.exact && self.twos.is_empty() && self.threes.is_empty())
            .then_some(&self.ones[..])
    }

    /// The largest number of tokens one move removes (t in the periodicity
    /// theorems); `None` for Grundy's game, which is no octal game.
    pub fn max_take(&self) -> Option<u64> {
        if self.unequal {
            return None;
        }
        [&self.exact, &self.ones, &self.twos, &self.threes]
            .iter()
            .filter_map(|v| v.last().copied())
            .max()
            .or(Some(0))
    }

    /// The most heaps one move leaves (1, 2 or 3).
    pub fn max_heaps_left(&self) -> u64 {
        if !self.threes.is_empty() {
            3
        } else if !self.twos.is_empty() {
            2
        } else {
            1
        }
    }

    /// `list` as indices a kernel reads (amounts past `u32::MAX` never fit
    /// a table, so no heap in one meets them).
    pub(crate) fn small(list: &[u64]) -> Vec<usize> {
        list.iter()
            .filter_map(|&i| usize::try_from(i).ok().filter(|&i| i <= u32::MAX as usize))
            .collect()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_set_is_the_code_with_digit_3_at_its_members() {
        let set = Takes::subtraction(&[3, 1, 1]);
        assert_eq!(set, Takes::code(&[0, 3, 0, 3]));
        assert_eq!(set.subtraction_moves(), Some(&[1, 3][..]));
        assert_eq!((set.max_take(), set.max_heaps_left()), (Some(3), 1));
        let kayles = Takes::code(&[0, 7, 7]);
        assert_eq!(kayles.subtraction_moves(), None);
        assert_eq!((kayles.max_take(), kayles.max_heaps_left()), (Some(2), 2));
        assert_eq!(Takes::code(&[0, 8]).max_heaps_left(), 3);
        assert_eq!(Takes::grundy().max_take(), None);
    }
}
