//! Treblecross from the rules: put an X in an empty cell; making three X in
//! a row wins on the spot. A winning cell is one whose X wins at once or
//! leaves the opponent a lost position. Boards of 1 or 2 cells can never be
//! won by anyone; the solver reports them lost with no winning cell (see
//! the problem module), which the normal-play search does not model, so
//! they are pinned by hand.

use crate::assert_lines;
use crate::search::{Next, Rng, Search};

pub fn three_in_a_row(b: &[bool]) -> bool {
    b.windows(3).any(|w| w == [true, true, true])
}

pub fn moves(b: &[bool]) -> Vec<Next<Vec<bool>>> {
    (0..b.len())
        .filter(|&i| !b[i])
        .map(|i| {
            let mut c = b.to_vec();
            c[i] = true;
            if three_in_a_row(&c) {
                Next::Win
            } else {
                Next::To(c)
            }
        })
        .collect()
}

pub fn text(b: &[bool]) -> String {
    b.iter().map(|&x| if x { 'X' } else { '.' }).collect()
}

/// The cells (1-based) whose X wins at once or leaves a lost position.
pub fn winning_cells<F>(search: &mut Search<Vec<bool>, F>, b: &[bool]) -> Vec<String>
where
    F: FnMut(&Vec<bool>) -> Vec<Next<Vec<bool>>>,
{
    let mut winning = Vec::new();
    for i in (0..b.len()).filter(|&i| !b[i]) {
        let mut c = b.to_vec();
        c[i] = true;
        if three_in_a_row(&c) || !search.mover_wins(&c) {
            winning.push((i + 1).to_string());
        }
    }
    winning
}

fn check(boards: &[Vec<bool>]) {
    let mut search = Search::normal(|p: &Vec<_>| moves(p));
    let mut input = format!("{}\n", boards.len());
    let mut expected = Vec::new();
    for b in boards {
        input += &text(b);
        input.push('\n');
        let winning = winning_cells(&mut search, b);
        assert_eq!(search.mover_wins(b), !winning.is_empty());
        expected.push(
            if winning.is_empty() {
                "LOSING"
            } else {
                "WINNING"
            }
            .to_string(),
        );
        expected.push(winning.join(" "));
    }
    assert_lines("uva10561", &input, &expected);
}

/// Every board of `len` cells without three X in a row.
pub fn all_boards(len: usize) -> Vec<Vec<bool>> {
    (0u32..1 << len)
        .map(|bits| (0..len).map(|i| bits >> i & 1 == 1).collect::<Vec<bool>>())
        .filter(|b| !three_in_a_row(b))
        .collect()
}

#[test]
fn every_board_of_three_to_ten_cells() {
    let boards: Vec<Vec<bool>> = (3..=10).flat_map(all_boards).collect();
    check(&boards);
}

/// `count` boards of `lo..=hi` cells without three X in a row, an X in
/// one cell of `sparse` (seeded).
pub fn random_boards(seed: u64, count: usize, (lo, hi): (u64, u64), sparse: u64) -> Vec<Vec<bool>> {
    let mut rng = Rng::new(seed);
    let mut boards = Vec::new();
    while boards.len() < count {
        let len = rng.range(lo, hi) as usize;
        let b: Vec<bool> = (0..len).map(|_| rng.range(0, sparse - 1) == 0).collect();
        if !three_in_a_row(&b) {
            boards.push(b);
        }
    }
    boards
}

#[test]
fn seeded_random_boards_up_to_sixteen_cells() {
    check(&random_boards(10561, 60, (11, 16), 4));
}

#[test]
fn boards_shorter_than_three_are_lost_with_no_winning_cell() {
    let boards: Vec<Vec<bool>> = (1..=2).flat_map(all_boards).collect();
    let mut input = format!("{}\n", boards.len());
    let mut expected = Vec::new();
    for b in &boards {
        input += &text(b);
        input.push('\n');
        expected.extend(["LOSING".to_string(), String::new()]);
    }
    assert_lines("uva10561", &input, &expected);
}
