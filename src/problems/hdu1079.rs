//! HDU 1079 Calendar Game: dates from 1900-01-01 to 2001-11-04; a move goes
//! to the next date or to the same day of the next month (when it exists);
//! reaching 2001-11-04 wins, passing it loses. `T`, then T lines
//! `YYYY MM DD`; `YES` when Adam (to move) wins, else `NO`.
//!
//! Closed form (games::calendar, checked against a retrograde analysis of
//! every date): Adam wins iff `MM + DD` is even, or the date is 09-30 or
//! 11-30. Dates that do not exist (month 13, February 30, February 29 of
//! 1900) or lie outside the game (before 1900-01-01, after 2001-11-04) are
//! rejected at the offending number. The contest day 2001-11-04 itself is
//! accepted and answered `NO`, as the spec says: Adam cannot reach it again
//! and must step past it.

use crate::error::Error;
use crate::games::calendar::{
    calendar_outcome, last_day_in_game, last_month_in_game, FIRST_YEAR, LAST_DATE,
};
use crate::output::Out;
use crate::problem::Problem;
use crate::problems::counted;
use crate::scanner::Scanner;

pub const PROBLEM: Problem = Problem {
    id: "hdu1079",
    aliases: &["calendar-game"],
    title: "Calendar Game",
    url: "http://acm.hdu.edu.cn/showproblem.php?pid=1079",
    game: "step to the next date or the same day next month; reaching 2001-11-04 wins",
    input: "T, then T lines `YYYY MM DD` (1900-01-01 to 2001-11-04)",
    output: "YES / NO",
    run,
};

fn run(input: &mut Scanner<'_>, out: &mut Out<'_>) -> Result<(), Error> {
    counted(input, out, "a test case count", |input, out| {
        let year = input.next_u64_where("a year from 1900 to 2001", |y| {
            (FIRST_YEAR..=LAST_DATE.0).contains(&y)
        })?;
        let months = last_month_in_game(year);
        let month = input.next_u64_where(month_phrase(months), |m| (1..=months).contains(&m))?;
        let days = last_day_in_game(year, month);
        let day = input.next_u64_where(day_phrase(days), |d| (1..=days).contains(&d))?;
        out.line(calendar_outcome(month, day).pick("YES", "NO"));
        Ok(())
    })
}

/// What a month may be, when the year's last month of the game is `months`.
fn month_phrase(months: u64) -> &'static str {
    if months == 12 {
        "a month from 1 to 12"
    } else {
        "a month from 1 to 11 (the game ends on 2001-11-04)"
    }
}

/// What a day may be, when the month's last day of the game is `days`.
fn day_phrase(days: u64) -> &'static str {
    match days {
        31 => "a day from 1 to 31",
        30 => "a day from 1 to 30 (this month has 30 days)",
        29 => "a day from 1 to 29 (February of a leap year)",
        28 => "a day from 1 to 28 (February of a common year)",
        _ => "a day from 1 to 4 (the game ends on 2001-11-04)",
    }
}
