//! Calendar Game (hdu1079): the winning steps against the rules on every
//! date, the games layer's list, snapshots (the contest day among them).

use crate::calendar::{next_day, same_day_next_month};
use crate::check::{self, against_rules, numbers, Rules};
use grundy::games::calendar::calendar_winning_moves;

const TARGET: [u64; 3] = [2001, 11, 4];

fn next(y: u64, m: u64, d: u64) -> Vec<u64> {
    let (y, m, d) = next_day(y, m, d);
    vec![y, m, d]
}

/// A position is `[y, m, d]` (a position's text may go on with words).
/// Reaching the contest day ends the game; stepping past it loses at once,
/// so those steps are left out: a position whose steps all go past has no
/// move, and is lost either way.
#[allow(clippy::ptr_arg)]
fn moves(p: &Vec<u64>) -> Vec<Vec<u64>> {
    let (y, m, d) = (p[0], p[1], p[2]);
    if p[..3] == TARGET {
        return Vec::new();
    }
    let mut steps = vec![next(y, m, d)];
    steps.extend(same_day_next_month(y, m, d).map(|(y, m, d)| vec![y, m, d]));
    steps.retain(|q| q[..] <= TARGET[..]);
    steps
}

pub const CALENDAR: Rules<Vec<u64>> = Rules {
    read: numbers,
    moves,
    misere: false,
};

/// Every date of the game before the contest day (which is in the
/// snapshots: its only moves step past).
#[test]
fn every_date_before_the_contest_day() {
    let mut dates = Vec::new();
    let mut p = vec![1900, 1, 1];
    while p[..] < TARGET[..] {
        dates.push(p.clone());
        p = next(p[0], p[1], p[2]);
    }
    let mut input = format!("{}\n", dates.len());
    for p in dates.iter().rev() {
        input += &format!("{} {} {}\n", p[0], p[1], p[2]);
    }
    assert_eq!(against_rules("hdu1079", &input, &CALENDAR), 37_197);
    for a in check::explain_all("hdu1079", &input) {
        let p = numbers(&a.position);
        let listed: Vec<Vec<u64>> = a.moves.listed.iter().map(|m| numbers(&m.after)).collect();
        let layer: Vec<Vec<u64>> = calendar_winning_moves((p[0], p[1], p[2]))
            .iter()
            .map(|&(_, (y, m, d))| vec![y, m, d])
            .collect();
        assert_eq!(listed, layer, "{}", a.position);
    }
    check::agrees_with_the_solver_on_samples("hdu1079", check::one_line_each);
}

#[test]
fn snapshots() {
    assert_eq!(
        check::text("hdu1079", "4\n2001 11 2\n2001 9 30\n2000 2 28\n2001 11 4\n", &[]),
        "\
case 1: 2001 11 2
  game: Calendar Game: step to the next day, or to the same day of the next month; whoever reaches 2001-11-04 wins, stepping past it loses
  date 2001-11-02 (month + day = 11 + 2 = 13)
  parity rule: both kinds of step change the parity of month + day, except the next day from 09-30 and 11-30; the target 11 + 4 = 15 is odd, so the player to move wins on an even sum and on those two month ends
  13 is odd: every move leaves an even sum, or steps past 2001-11-04: the player to move loses
  answer: NO (Adam loses)
  no winning move: every move leaves a winning position, for example
    next day: 2001 11 2 -> 2001 11 3
    answered by next day: 2001 11 3 -> 2001 11 4, reached

case 2: 2001 9 30
  game: Calendar Game: step to the next day, or to the same day of the next month; whoever reaches 2001-11-04 wins, stepping past it loses
  date 2001-09-30 (month + day = 9 + 30 = 39)
  parity rule: both kinds of step change the parity of month + day, except the next day from 09-30 and 11-30; the target 11 + 4 = 15 is odd, so the player to move wins on an even sum and on those two month ends
  39 is odd, but 09-30 is an exception: the next day (10-01) keeps the sum odd: the player to move wins
  answer: YES (Adam, who moves first, wins)
  1 winning move:
    next day: 2001 9 30 -> 2001 10 1

case 3: 2000 2 28
  game: Calendar Game: step to the next day, or to the same day of the next month; whoever reaches 2001-11-04 wins, stepping past it loses
  date 2000-02-28 (month + day = 2 + 28 = 30)
  parity rule: both kinds of step change the parity of month + day, except the next day from 09-30 and 11-30; the target 11 + 4 = 15 is odd, so the player to move wins on an even sum and on those two month ends
  30 is even, and a step to an odd sum is there: the player to move wins
  answer: YES (Adam, who moves first, wins)
  2 winning moves:
    next day: 2000 2 28 -> 2000 2 29
    same day next month: 2000 2 28 -> 2000 3 28

case 4: 2001 11 4
  game: Calendar Game: step to the next day, or to the same day of the next month; whoever reaches 2001-11-04 wins, stepping past it loses
  date 2001-11-04 (month + day = 11 + 4 = 15)
  parity rule: both kinds of step change the parity of month + day, except the next day from 09-30 and 11-30; the target 11 + 4 = 15 is odd, so the player to move wins on an even sum and on those two month ends
  the contest day itself: it cannot be reached again, and every move steps past it: the player to move loses
  answer: NO (Adam loses)
  no winning move: every move leaves a winning position, for example
    next day: 2001 11 4 -> 2001 11 5, past the target
    which ends the game, and loses it
"
    );
}

/// `grundy play` against the rules.
#[test]
fn plays_against_the_rules() {
    crate::play::plays(
        "hdu1079",
        &["2001 10 30", "2001 9 28", "2000 12 31"],
        &CALENDAR,
    );
}
