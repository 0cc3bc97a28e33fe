//! kiki's game (hdu2147): the winning step against the rules, the games
//! layer's list, snapshots, a huge board.

use crate::check::{self, against_rules, numbers, Rules};
use grundy::games::corner::corner_winning_steps;

/// A position is `[row, column, n, m]`: the coin on an n x m board.
#[allow(clippy::ptr_arg)]
fn moves(p: &Vec<u64>) -> Vec<Vec<u64>> {
    let &[row, col, n, m] = &p[..] else {
        panic!("not a position: {p:?}")
    };
    let mut next = Vec::new();
    if col > 1 {
        next.push(vec![row, col - 1, n, m]);
    }
    if row < n {
        next.push(vec![row + 1, col, n, m]);
    }
    if col > 1 && row < n {
        next.push(vec![row + 1, col - 1, n, m]);
    }
    next
}

pub const KIKI: Rules<Vec<u64>> = Rules {
    read: numbers,
    moves,
    misere: false,
};

#[test]
fn every_board_up_to_12_by_12() {
    let mut input = String::new();
    for n in 1..=12 {
        for m in 1..=12 {
            input += &format!("{n} {m}\n");
        }
    }
    input += "0 0\n";
    assert_eq!(against_rules("hdu2147", &input, &KIKI), 144);
    // The listed moves are the games layer's, one for one.
    for a in check::explain_all("hdu2147", &input) {
        let p = numbers(&a.position);
        let steps = corner_winning_steps(p[1] - 1, p[2] - p[0]);
        assert_eq!(a.moves.listed.len(), steps.len(), "{}", a.position);
    }
    check::agrees_with_the_solver_on_samples("hdu2147", check::one_line_each);
}

#[test]
fn snapshots() {
    assert_eq!(
        check::text("hdu2147", "5 3\n2 4\n1 1\n0 0\n", &[]),
        "\
case 1: row 1, column 3 of 5 x 3
  game: a coin on a 5 x 3 board steps left, down or down-left; whoever cannot move loses
  coin at row 1, column 3 (2 columns and 4 rows from the bottom-left corner)
  corner rule: the player to move loses exactly when both distances are even: every step makes one of them odd, and from any other cell one step makes both even
  2 and 4 are both even: the player to move loses
  answer: What a pity! (kiki loses)
  no winning move: every move leaves a winning position, for example
    step left: row 1, column 3 of 5 x 3 -> row 1, column 2 of 5 x 3
    answered by step left: row 1, column 2 of 5 x 3 -> row 1, column 1 of 5 x 3

case 2: row 1, column 4 of 2 x 4
  game: a coin on a 2 x 4 board steps left, down or down-left; whoever cannot move loses
  coin at row 1, column 4 (3 columns and 1 row from the bottom-left corner)
  corner rule: the player to move loses exactly when both distances are even: every step makes one of them odd, and from any other cell one step makes both even
  3 and 1 are not both even: the player to move wins
  answer: Wonderful! (kiki, who moves first, wins)
  1 winning move:
    step down-left: row 1, column 4 of 2 x 4 -> row 2, column 3 of 2 x 4

case 3: row 1, column 1 of 1 x 1
  game: a coin on a 1 x 1 board steps left, down or down-left; whoever cannot move loses
  coin at row 1, column 1 (0 columns and 0 rows from the bottom-left corner)
  corner rule: the player to move loses exactly when both distances are even: every step makes one of them odd, and from any other cell one step makes both even
  0 and 0 are both even: the player to move loses
  answer: What a pity! (kiki loses)
  no winning move: there is no move at all
"
    );
}

#[test]
fn a_huge_board_stays_exact() {
    let max = u64::MAX;
    let all = check::explain_all("hdu2147", &format!("{max} {max}\n0 0\n"));
    assert_eq!(all[0].verdict.words, "What a pity!");
    let all = check::explain_all("hdu2147", &format!("{max} 2\n0 0\n"));
    assert_eq!(
        all[0].moves.listed[0].after,
        format!("row 1, column 1 of {max} x 2")
    );
}

/// `grundy play` against the rules.
#[test]
fn plays_against_the_rules() {
    crate::play::plays("hdu2147", &["5 3", "8 9", "1 4"], &KIKI);
}
