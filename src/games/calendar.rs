//! The Calendar Game (Korea 2001, HDU 1079): a token sits on a date between
//! 1900-01-01 and the contest day 2001-11-04. A move goes to the next
//! calendar date, or to the same day of the next month when that day exists.
//! Whoever reaches 2001-11-04 wins; moving past it loses. Gregorian calendar.
//!
//! Closed form: the player to move wins exactly when `month + day` is even,
//! or the date is September 30 or November 30 (any year). Why: a next-day
//! move inside a month and a same-day-next-month move both flip the parity
//! of `month + day`, and the target 11 + 4 = 15 is odd. From an even date a
//! parity-flipping move always exists and never jumps past the target, so
//! even dates win and hand the opponent odd ones. An odd date can keep its
//! parity only at a month end with an even day in an odd month (`d` even,
//! `m` odd, next date `(m + 1, 1)` has the odd sum `m + 2`): that is 09-30
//! and 11-30 only, which therefore win too (they move to 10-01 / 12-01).
//! February 29 is odd (31) and both its moves (03-01, 03-29) are even, so it
//! stays lost. Checked against a from-the-rules retrograde analysis over every
//! date of the game in `tests/rules/hdu1079.rs`.
//!
//! Source: the standard parity solution of HDU 1079 (see the problem spec),
//! re-derived above.

use crate::games::Outcome;

/// The first date of the game.
pub const FIRST_YEAR: u64 = 1900;
/// The contest day, the game's last date: 2001-11-04.
pub const LAST_DATE: (u64, u64, u64) = (2001, 11, 4);

/// True for Gregorian leap years: divisible by 4, centuries only when
/// divisible by 400 (1900 is not a leap year, 2000 is).
///
/// # Example
/// ```
/// use grundy::games::calendar::is_leap_year;
/// assert!(is_leap_year(2000) && is_leap_year(1996));
/// assert!(!is_leap_year(1900) && !is_leap_year(2001));
/// ```
#[inline]
pub fn is_leap_year(year: u64) -> bool {
    year % 4 == 0 && (year % 100 != 0 || year % 400 == 0)
}

/// Days in `month` (1..=12) of `year`; 0 for a month that does not exist.
///
/// # Example
/// ```
/// use grundy::games::calendar::days_in_month;
/// assert_eq!(days_in_month(1900, 2), 28);
/// assert_eq!(days_in_month(2000, 2), 29);
/// assert_eq!(days_in_month(2001, 9), 30);
/// assert_eq!(days_in_month(2001, 13), 0);
/// ```
#[inline]
pub fn days_in_month(year: u64, month: u64) -> u64 {
    match month {
        1 | 3 | 5 | 7 | 8 | 10 | 12 => 31,
        4 | 6 | 9 | 11 => 30,
        2 if is_leap_year(year) => 29,
        2 => 28,
        _ => 0,
    }
}

/// The last month of `year` that holds dates of the game (11 in 2001).
#[inline]
pub fn last_month_in_game(year: u64) -> u64 {
    if year == LAST_DATE.0 {
        LAST_DATE.1
    } else {
        12
    }
}

/// The last day of `month` in `year` that is a date of the game: the
/// month's length, except 4 in November 2001.
#[inline]
pub fn last_day_in_game(year: u64, month: u64) -> u64 {
    if (year, month) == (LAST_DATE.0, LAST_DATE.1) {
        LAST_DATE.2
    } else {
        days_in_month(year, month)
    }
}

/// True when `(year, month, day)` is a real date from 1900-01-01 to
/// 2001-11-04 inclusive.
#[inline]
pub fn is_game_date(year: u64, month: u64, day: u64) -> bool {
    (FIRST_YEAR..=LAST_DATE.0).contains(&year)
        && (1..=last_month_in_game(year)).contains(&month)
        && (1..=last_day_in_game(year, month)).contains(&day)
}

/// The outcome for the player to move from the game date `month`/`day` (the
/// year does not matter; see the module docs). The contest day itself is a
/// loss (15 is odd): the player to move can only step past it.
///
/// # Constraints
/// The date is a game date ([`is_game_date`]).
///
/// # Example
/// ```
/// use grundy::games::calendar::calendar_outcome;
/// use grundy::games::Outcome;
/// assert_eq!(calendar_outcome(11, 3), Outcome::N); // 2001-11-03: step to the 4th
/// assert_eq!(calendar_outcome(11, 2), Outcome::P);
/// assert_eq!(calendar_outcome(9, 30), Outcome::N); // odd, but moves to 10-01
/// ```
#[inline]
pub fn calendar_outcome(month: u64, day: u64) -> Outcome {
    Outcome::from_next_wins(calendar_rule(month, day) != CalendarRule::OddSum)
}

/// Which case of the parity rule decides a date (see the module docs).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum CalendarRule {
    /// `month + day` is even: a parity-flipping move hands over an odd date.
    EvenSum,
    /// September 30 or November 30: odd, but the next day (10-01, 12-01)
    /// keeps the sum odd for the opponent.
    MonthEnd,
    /// `month + day` is odd and not an exception: every move hands over an
    /// even date (or steps past the contest day).
    OddSum,
}

/// The case of the parity rule that decides `month`/`day`; the player to
/// move loses exactly in [`CalendarRule::OddSum`].
///
/// # Example
/// ```
/// use grundy::games::calendar::{calendar_rule, CalendarRule};
/// assert_eq!(calendar_rule(11, 3), CalendarRule::EvenSum);
/// assert_eq!(calendar_rule(9, 30), CalendarRule::MonthEnd);
/// assert_eq!(calendar_rule(2, 29), CalendarRule::OddSum);
/// ```
#[inline]
pub fn calendar_rule(month: u64, day: u64) -> CalendarRule {
    if (month + day) % 2 == 0 {
        CalendarRule::EvenSum
    } else if matches!((month, day), (9, 30) | (11, 30)) {
        CalendarRule::MonthEnd
    } else {
        CalendarRule::OddSum
    }
}

/// A date as `(year, month, day)`.
pub type Date = (u64, u64, u64);

/// The two kinds of move of the Calendar Game.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum CalendarMove {
    /// To the next calendar date.
    NextDay,
    /// To the same day of the next month, when that day exists.
    SameDayNextMonth,
}

/// The date `step` leads to from `date`, or `None` when the next month has
/// no such day. The result may lie past [`LAST_DATE`] (a losing move).
///
/// # Constraints
/// `date` is a real date (any year).
///
/// # Example
/// ```
/// use grundy::games::calendar::{calendar_step, CalendarMove::*};
/// assert_eq!(calendar_step((2000, 2, 28), NextDay), Some((2000, 2, 29)));
/// assert_eq!(calendar_step((1999, 12, 31), NextDay), Some((2000, 1, 1)));
/// assert_eq!(calendar_step((2001, 1, 30), SameDayNextMonth), None);
/// ```
pub fn calendar_step(date: Date, step: CalendarMove) -> Option<Date> {
    let (year, month, day) = date;
    let next_month = if month == 12 {
        (year + 1, 1)
    } else {
        (year, month + 1)
    };
    match step {
        CalendarMove::NextDay if day < days_in_month(year, month) => Some((year, month, day + 1)),
        CalendarMove::NextDay => Some((next_month.0, next_month.1, 1)),
        CalendarMove::SameDayNextMonth => (day <= days_in_month(next_month.0, next_month.1))
            .then_some((next_month.0, next_month.1, day)),
    }
}

/// Every winning move from the game date `date`, with the date it leads
/// to: the moves that reach [`LAST_DATE`] or hand over a date lost for the
/// opponent. Empty exactly when [`calendar_outcome`] is `P`.
///
/// # Constraints
/// `date` is a game date ([`is_game_date`]).
///
/// # Example
/// ```
/// use grundy::games::calendar::{calendar_winning_moves, CalendarMove::*};
/// assert_eq!(calendar_winning_moves((2001, 11, 3)), [(NextDay, (2001, 11, 4))]);
/// assert_eq!(calendar_winning_moves((2001, 9, 30)), [(NextDay, (2001, 10, 1))]);
/// assert!(calendar_winning_moves((2001, 11, 2)).is_empty());
/// ```
pub fn calendar_winning_moves(date: Date) -> Vec<(CalendarMove, Date)> {
    // `iter().copied()`: arrays iterate by reference in the 2018 edition,
    // which emitted judge files must also compile under.
    [CalendarMove::NextDay, CalendarMove::SameDayNextMonth]
        .iter()
        .copied()
        .filter_map(|step| Some((step, calendar_step(date, step)?)))
        .filter(|&(_, (y, m, d))| {
            (y, m, d) == LAST_DATE || is_game_date(y, m, d) && calendar_outcome(m, d) == Outcome::P
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn calendar_facts() {
        assert!(is_leap_year(1904) && !is_leap_year(2100) && is_leap_year(2400));
        let year: u64 = (1..=12).map(|m| days_in_month(1999, m)).sum();
        assert_eq!(year, 365);
        assert_eq!((1..=12).map(|m| days_in_month(2000, m)).sum::<u64>(), 366);
        assert_eq!(days_in_month(2000, 0), 0);
    }

    #[test]
    fn game_dates_are_bounded_both_ways() {
        assert!(is_game_date(1900, 1, 1));
        assert!(is_game_date(2001, 11, 4));
        assert!(is_game_date(2000, 2, 29));
        assert!(!is_game_date(1899, 12, 31));
        assert!(!is_game_date(2001, 11, 5));
        assert!(!is_game_date(2001, 12, 1));
        assert!(!is_game_date(1900, 2, 29));
        assert!(!is_game_date(1950, 4, 31));
        assert!(!is_game_date(1950, 13, 1));
        assert!(!is_game_date(1950, 1, 0));
        assert!(!is_game_date(u64::MAX, u64::MAX, u64::MAX));
    }

    #[test]
    fn sample_and_special_dates() {
        assert_eq!(calendar_outcome(11, 3), Outcome::N);
        assert_eq!(calendar_outcome(11, 2), Outcome::P);
        assert_eq!(calendar_outcome(10, 3), Outcome::P);
        // The contest day: the mover must step past it.
        assert_eq!(calendar_outcome(11, 4), Outcome::P);
        assert_eq!(calendar_outcome(11, 30), Outcome::N);
        assert_eq!(calendar_outcome(2, 29), Outcome::P);
        assert_eq!(calendar_outcome(12, 31), Outcome::P);
        assert_eq!(calendar_outcome(1, 1), Outcome::N);
    }
}
