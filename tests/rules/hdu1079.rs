//! The Calendar Game from the rules: step to the next date, or to the same
//! day of the next month when that day exists. Reaching 2001-11-04 wins on
//! the spot; stepping past it loses, modelled as a position `Past` where the
//! player to move (the other player) has won.

use crate::assert_lines;
use crate::calendar::{self, next_day};
use crate::search::{Next, Search};

#[derive(Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
enum Pos {
    Date(u64, u64, u64),
    Past,
}

const TARGET: Pos = Pos::Date(2001, 11, 4);

fn next_date(y: u64, m: u64, d: u64) -> Pos {
    let (y, m, d) = next_day(y, m, d);
    Pos::Date(y, m, d)
}

fn same_day_next_month(y: u64, m: u64, d: u64) -> Option<Pos> {
    calendar::same_day_next_month(y, m, d).map(|(y, m, d)| Pos::Date(y, m, d))
}

fn moves(p: &Pos) -> Vec<Next<Pos>> {
    let Pos::Date(y, m, d) = *p else {
        // The previous player stepped past the contest day and lost.
        return vec![Next::Win];
    };
    let mut next = vec![next_date(y, m, d)];
    next.extend(same_day_next_month(y, m, d));
    next.into_iter()
        .map(|q| match q {
            q if q == TARGET => Next::Win,
            q if q > TARGET => Next::To(Pos::Past),
            q => Next::To(q),
        })
        .collect()
}

/// Every date from 1900-01-01 to the contest day, in order.
fn game_dates() -> Vec<Pos> {
    let mut dates = Vec::new();
    let mut p = Pos::Date(1900, 1, 1);
    while p <= TARGET {
        dates.push(p);
        let Pos::Date(y, m, d) = p else {
            unreachable!()
        };
        p = next_date(y, m, d);
    }
    dates
}

#[test]
fn every_date_of_the_game_including_the_contest_day() {
    let mut search = Search::normal(moves);
    let dates = game_dates();
    assert_eq!(dates.len(), 37_198);
    let mut input = format!("{}\n", dates.len());
    let mut expected = Vec::new();
    // Latest first, so the iterative search stays shallow.
    for &p in dates.iter().rev() {
        let Pos::Date(y, m, d) = p else {
            unreachable!()
        };
        input += &format!("{y} {m} {d}\n");
        expected.push(if search.mover_wins(&p) { "YES" } else { "NO" }.to_string());
    }
    assert_eq!(
        expected[0], "NO",
        "the contest day: the mover must step past it"
    );
    assert_lines("hdu1079", &input, &expected);
}

/// The games layer's winning moves, against the search: on every date of
/// the game, a move is listed exactly when it reaches the contest day or
/// leaves a date the search finds lost for the opponent, and it lands where
/// the rules say.
#[test]
fn winning_moves_are_exactly_the_moves_to_lost_dates() {
    use grundy::games::calendar::{calendar_winning_moves, CalendarMove};
    let mut search = Search::normal(moves);
    let dates = game_dates();
    let mut winning_dates = 0;
    for &date in dates.iter().rev() {
        let Pos::Date(y, m, d) = date else {
            unreachable!()
        };
        let by_rules = [
            (CalendarMove::NextDay, Some(next_date(y, m, d))),
            (CalendarMove::SameDayNextMonth, same_day_next_month(y, m, d)),
        ];
        let expected: Vec<(CalendarMove, (u64, u64, u64))> = by_rules
            .into_iter()
            .filter_map(|(step, q)| match q? {
                q if q == TARGET => Some((step, q)),
                q if q > TARGET => None,
                q => (!search.mover_wins(&q)).then_some((step, q)),
            })
            .map(|(step, q)| {
                let Pos::Date(y, m, d) = q else {
                    unreachable!()
                };
                (step, (y, m, d))
            })
            .collect();
        let listed = calendar_winning_moves((y, m, d));
        assert_eq!(listed, expected, "{y}-{m}-{d}");
        assert_eq!(listed.is_empty(), !search.mover_wins(&date), "{y}-{m}-{d}");
        winning_dates += usize::from(!listed.is_empty());
    }
    assert!(winning_dates > 10_000, "both outcomes are exercised");
}
