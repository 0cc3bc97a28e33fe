//! LightOJ 1229 from the rules: Treblecross read from a board of `.` and
//! `X`; a winning cell is one whose X makes three in a row or leaves the
//! opponent a lost position (the search of uva10561, which is the same
//! game); the judge wants `Case i: ` and every winning cell in increasing
//! order, or `0`.

use crate::assert_lines;
use crate::search::Search;
use crate::uva10561::{all_boards, moves, random_boards, text, winning_cells};

fn check(boards: &[Vec<bool>]) {
    let mut search = Search::normal(|p: &Vec<_>| moves(p));
    let mut input = format!("{}\n", boards.len());
    let mut expected = Vec::new();
    for (case, b) in boards.iter().enumerate() {
        input += &text(b);
        input.push('\n');
        let winning = winning_cells(&mut search, b);
        let list = if winning.is_empty() {
            "0".to_string()
        } else {
            winning.join(" ")
        };
        expected.push(format!("Case {}: {list}", case + 1));
    }
    assert_lines("lightoj1229", &input, &expected);
}

#[test]
fn every_board_of_three_to_eleven_cells() {
    let boards: Vec<Vec<bool>> = (3..=11).flat_map(all_boards).collect();
    check(&boards);
}

#[test]
fn seeded_random_boards_up_to_seventeen_cells() {
    // Sparse boards too, where strips between X decide.
    for (seed, sparse) in [(1229, 3), (12290, 6)] {
        check(&random_boards(seed, 60, (12, 17), sparse));
    }
}

#[test]
fn the_official_sample() {
    let boards: Vec<Vec<bool>> = [
        ".....",
        "X.....X..X.......X....X..X",
        ".X.X...X",
        "..................",
    ]
    .iter()
    .map(|s| s.bytes().map(|c| c == b'X').collect())
    .collect();
    let input = format!(
        "4\n{}\n",
        boards
            .iter()
            .map(|b| text(b))
            .collect::<Vec<_>>()
            .join("\n")
    );
    let expected: Vec<String> = ["Case 1: 3", "Case 2: 0", "Case 3: 3", "Case 4: 5 6 13 14"]
        .map(String::from)
        .to_vec();
    assert_lines("lightoj1229", &input, &expected);
}
