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
    aliases: &["poj1082", "uva1557", "calendar-game"],
    title: "Calendar Game",
    url: "http://acm.hdu.edu.cn/showproblem.php?pid=1079",
    game: "step to the next date or the same day next month; reaching 2001-11-04 wins",
    output: "YES / NO",
    run,
};

pub fn run(input: &mut Scanner<'_>, out: &mut Out<'_>) -> Result<(), Error> {
    counted(input, out, CASE_COUNT, |input, out| {
        let (_, month, day) = read_date(input)?;
        out.line(calendar_outcome(month, day).pick(WORDS[0], WORDS[1]));
        Ok(())
    })
}

/// The judge's words: Adam (first to move) wins, or loses.
const WORDS: [&str; 2] = ["YES", "NO"];

/// The words naming the first number in errors.
pub const CASE_COUNT: &str = "a test case count";

/// One line `YYYY MM DD`, a date of the game.
fn read_date(input: &mut Scanner<'_>) -> Result<(u64, u64, u64), Error> {
    let year = input.next_u64_where("a year from 1900 to 2001", |y| {
        (FIRST_YEAR..=LAST_DATE.0).contains(&y)
    })?;
    let months = last_month_in_game(year);
    let month = input.next_u64_where(month_phrase(months), |m| (1..=months).contains(&m))?;
    let days = last_day_in_game(year, month);
    let day = input.next_u64_where(day_phrase(days), |d| (1..=days).contains(&d))?;
    Ok((year, month, day))
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

/// The judge data: T (the statement gives no bound), then T dates `YYYY MM
/// DD` from 1900-01-01 to 2001-11-04. The date rules (month lengths, leap
/// years, the last day) are checked by the solver, after the bounds.
#[cfg(feature = "tools")]
pub mod tools {
    use crate::format::{int, Blanks, Cases, Element, Format};
    use crate::games::calendar::{last_day_in_game, last_month_in_game};
    use crate::problem::Tools;
    use crate::testdata::{Case, Rng, Scale};

    pub const TOOLS: Tools = Tools {
        own_rule: Some("the date exists and lies in the game's range"),
        ..crate::tools!()
    };

    /// The judge's input, as its statement gives it.
    pub const FORMAT: Format = Format {
        cases: Cases::counted("T", super::CASE_COUNT, 1, u64::MAX),
        case: &[Element::Line(&[
            int("YYYY", "a year", 1900, 2001),
            int("MM", "a month", 1, 12),
            int("DD", "a day", 1, 31),
        ])],
        blanks: Blanks::None,
    };

    /// February 29 of leap years (2000 is one, 1900 is not), month ends,
    /// the first day and the last days of the game, on purpose. No date lies
    /// past the official range, so every scale keeps to it.
    fn generate(rng: &mut Rng, scale: Scale, count: usize) -> Vec<Case> {
        let first_year = scale.pick(2001, 1900, 1900);
        (0..count)
            .map(|_| {
                let date = match rng.range(0, 4) {
                    0 => rng.pick(&[
                        [1900, 1, 1],
                        [2001, 11, 4],
                        [2001, 11, 3],
                        [2000, 2, 29],
                        [1996, 2, 29],
                        [1900, 2, 28],
                    ]),
                    year_kind => {
                        let year = rng.range(first_year, 2001);
                        let month = rng.range(1, last_month_in_game(year));
                        let last = last_day_in_game(year, month);
                        let day = if year_kind == 1 {
                            last
                        } else {
                            rng.range(1, last)
                        };
                        [year, month, day]
                    }
                };
                vec![date.to_vec()]
            })
            .collect()
    }
}

#[cfg(feature = "tools")]
pub mod explain {
    //! `grundy explain hdu1079`: the parity of month + day, its two
    //! exceptions, and the winning steps as dates.

    /// What explain knows about this problem: its hook and moves, and a position as words, `grundy
    /// explain hdu1079 2001 11 3`: a date as the judge writes one.
    pub const ROW: crate::explain::Row = crate::row!(
        |input, out, accounts| {
            each(input, out, accounts, Counted(super::CASE_COUNT), read_date, account)
        },
        words: line(super::tools::FORMAT, "YEAR MONTH DAY", "2001 11 3"),
        play: PLAY,
    );

    use super::{read_date, WORDS};
    use crate::explain::heaps::{each, Listed::Counted};
    use crate::explain::{
        mover, numbers, nums, verdict, Account, Accounts, Combine, Component, Example, Move, Play,
        Step,
    };
    use crate::games::calendar::{
        calendar_outcome, calendar_rule, calendar_step, calendar_winning_moves, CalendarMove,
        CalendarRule, Date, LAST_DATE,
    };

    /// The two steps, where they stay on or before the contest day (a step
    /// past it loses at once, so it is never worth playing).
    pub const PLAY: Play = Play {
        moves: |w, _| {
            let n = numbers(w);
            let date = (n[0], n[1], n[2]);
            let steps = [CalendarMove::NextDay, CalendarMove::SameDayNextMonth];
            let to = steps.into_iter().filter_map(|s| {
                let to = calendar_step(date, s).filter(|&to| to <= LAST_DATE)?;
                Some(shown(s, date, to))
            });
            Some(to.collect())
        },
        misere: false,
    };

    fn account(case: u64, date: Date, accounts: &Accounts) -> Account {
        let (_, month, day) = date;
        let outcome = calendar_outcome(month, day);
        let sum = month + day;
        let why = match calendar_rule(month, day) {
            _ if date == LAST_DATE => {
                "the contest day itself: it cannot be reached again, and every move steps past it"
                    .to_string()
            }
            CalendarRule::EvenSum => format!("{sum} is even, and a step to an odd sum is there"),
            CalendarRule::MonthEnd => format!(
                "{sum} is odd, but {month:02}-{day:02} is an exception: the next day ({:02}-01) keeps the sum odd",
                month + 1
            ),
            CalendarRule::OddSum => format!(
                "{sum} is odd: every move leaves an even sum, or steps past {}",
                show(LAST_DATE)
            ),
        };
        let winning = calendar_winning_moves(date);
        let mut moves =
            accounts.moves_of(winning.iter().copied(), |(step, to)| shown(step, date, to));
        if winning.is_empty() {
            // The next day always exists; past the contest day it loses
            // on the spot, so there is no reply to show.
            let to = calendar_step(date, CalendarMove::NextDay).expect("a next day");
            let reply = calendar_winning_moves(to)
                .first()
                .filter(|_| date != LAST_DATE)
                .map(|&(step, after)| shown(step, to, after));
            moves.example = Some(Example {
                first: shown(CalendarMove::NextDay, date, to),
                reply,
            });
        }
        Account {
            case,
            part: None,
            position: spaced(date),
            words: nums(&[date.0, date.1, date.2]),
            game: format!(
                "Calendar Game: step to the next day, or to the same day of the next month; whoever reaches {} wins, stepping past it loses",
                show(LAST_DATE)
            ),
            components: vec![Component {
                name: format!("date {}", show(date)),
                grundy: None,
                reason: format!("month + day = {month} + {day} = {sum}"),
            }],
            combine: Combine {
                nim_sum: false,
                rule: vec![
                    "parity rule: both kinds of step change the parity of month + day, except the next day from 09-30 and 11-30; the target 11 + 4 = 15 is odd, so the player to move wins on an even sum and on those two month ends".to_string(),
                    format!("{why}: {}", mover(outcome)),
                ],
            },
            verdict: verdict(outcome, WORDS, ["Adam, who moves first, wins", "Adam loses"]),
            moves,
        }
    }

    /// `2001-11-04`.
    fn show((y, m, d): Date) -> String {
        format!("{y}-{m:02}-{d:02}")
    }

    /// `2001 11 4`, as the judge writes a date.
    fn spaced((y, m, d): Date) -> String {
        format!("{y} {m} {d}")
    }

    fn shown(step: CalendarMove, from: Date, to: Date) -> Move {
        let text = match step {
            CalendarMove::NextDay => "next day",
            CalendarMove::SameDayNextMonth => "same day next month",
        };
        let after = match to {
            _ if to == LAST_DATE => format!("{}, reached", spaced(to)),
            _ if to > LAST_DATE => format!("{}, past the target", spaced(to)),
            _ => spaced(to),
        };
        Move {
            text: text.to_string(),
            before: spaced(from),
            after,
            step: Step::new("step", nums(&[to.0, to.1, to.2])),
        }
    }
}
