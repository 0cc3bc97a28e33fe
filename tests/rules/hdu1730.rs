//! Northcott's game from the rules, by retrograde analysis (the game is
//! partizan and loopy; see `tests/common/northcott.rs`), against the solver
//! on every small board and on seeded random ones.

use crate::assert_lines;
use crate::northcott::{all_boards, retrograde, Position};
use crate::search::Rng;
use std::collections::HashMap;

fn group(board: &[(u64, u64)], columns: u64) -> String {
    let mut text = format!("{} {columns}\n", board.len());
    for &(t, j) in board {
        text += &format!("{t} {j}\n");
    }
    text
}

fn check(boards: &[Vec<(u64, u64)>], columns: u64, won: &HashMap<Position, bool>) {
    let mut input = String::new();
    let mut expected = Vec::new();
    for (k, board) in boards.iter().enumerate() {
        // Any number of blank lines between groups.
        input += &"\n".repeat(k % 3);
        input += &group(board, columns);
        let tom_wins = won[&(board.clone(), true)];
        expected.push(if tom_wins { "I WIN!" } else { "BAD LUCK!" }.to_string());
        // The rules are the same for both players: Jerry to move on a board
        // is Tom to move on the board with the pieces swapped.
        let swapped: Vec<(u64, u64)> = board.iter().map(|&(t, j)| (j, t)).collect();
        assert_eq!(won[&(swapped, false)], tom_wins);
    }
    assert_lines("hdu1730", &input, &expected);
}

#[test]
fn every_small_board_has_no_draw_and_matches() {
    for (rows, max_columns) in [(1, 8), (2, 6), (3, 4)] {
        for columns in 2..=max_columns {
            let won = retrograde(rows, columns);
            check(&all_boards(rows, columns), columns, &won);
        }
    }
}

#[test]
fn seeded_random_boards_of_four_rows() {
    let columns = 4;
    let won = retrograde(4, columns);
    let all = all_boards(4, columns);
    let mut rng = Rng::new(1730);
    let boards: Vec<Vec<(u64, u64)>> = (0..300)
        .map(|_| all[rng.range(0, all.len() as u64 - 1) as usize].clone())
        .collect();
    check(&boards, columns, &won);
}
