//! LightOJ 1229 from the rules: Treblecross read from a board of `.` and
//! `X`; a winning cell is one whose X makes three in a row or leaves the
//! opponent a lost position (the search of uva10561, which is the same
//! game); the judge wants `Case i: ` and every winning cell in increasing
//! order, or `0`.

use crate::assert_lines;
use crate::search::{Rng, Search};
use crate::uva10561::{all_boards, moves, text, three_in_a_row};

fn check(boards: &[Vec<bool>]) {
    let mut search = Search::normal(|p: &Vec<_>| moves(p));
    let mut input = format!("{}\n", boards.len());
    let mut expected = Vec::new();
    for (case, b) in boards.iter().enumerate() {
        input += &text(b);
        input.push('\n');
        let mut winning = Vec::new();
        for i in (0..b.len()).filter(|&i| !b[i]) {
            let mut c = b.clone();
            c[i] = true;
            if three_in_a_row(&c) || !search.mover_wins(&c) {
                winning.push((i + 1).to_string());
            }
        }
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
    let mut rng = Rng::new(1229);
    let mut boards = Vec::new();
    while boards.len() < 120 {
        let len = rng.range(12, 17) as usize;
        let sparse = rng.range(2, 6);
        let b: Vec<bool> = (0..len).map(|_| rng.range(0, sparse) == 0).collect();
        if !three_in_a_row(&b) {
            boards.push(b);
        }
    }
    check(&boards);
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
