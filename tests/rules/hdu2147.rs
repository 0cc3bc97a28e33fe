//! kiki's game from the rules: a coin on an n x m board starts at row 1,
//! column m and steps left, down (towards row n) or down-left; whoever
//! cannot move loses.

use crate::assert_lines;
use crate::search::{Next, Search};

#[test]
fn every_board_up_to_30_by_30() {
    // A position: (n, row, column) of the coin, rows 1..=n, columns 1..=m.
    let mut search = Search::normal(|&(n, row, col): &(u64, u64, u64)| {
        let mut next = Vec::new();
        if col > 1 {
            next.push(Next::To((n, row, col - 1)));
        }
        if row < n {
            next.push(Next::To((n, row + 1, col)));
        }
        if col > 1 && row < n {
            next.push(Next::To((n, row + 1, col - 1)));
        }
        next
    });
    let mut input = String::new();
    let mut expected = Vec::new();
    for n in 1..=30 {
        for m in 1..=30 {
            input += &format!("{n} {m}\n");
            expected.push(
                if search.mover_wins(&(n, 1, m)) {
                    "Wonderful!"
                } else {
                    "What a pity!"
                }
                .to_string(),
            );
        }
    }
    input += "0 0\n";
    assert_lines("hdu2147", &input, &expected);
}

/// The games layer's winning steps, against the search, from every cell of
/// every board up to 30 x 30 (as distances from the corner).
#[test]
fn winning_steps_are_exactly_the_steps_to_lost_cells() {
    use grundy::games::corner::{corner_winning_steps, Step};
    // Distances (left, down) from the bottom-left corner, and the steps.
    let by_rules = [
        (1, 0, Step::Left),
        (0, 1, Step::Down),
        (1, 1, Step::DownLeft),
    ];
    let mut search = Search::normal(|&(left, down): &(u64, u64)| {
        by_rules
            .iter()
            .filter(|&&(l, d, _)| l <= left && d <= down)
            .map(|&(l, d, _)| Next::To((left - l, down - d)))
            .collect()
    });
    for left in 0..30 {
        for down in 0..30 {
            let expected: Vec<Step> = by_rules
                .into_iter()
                .filter(|&(l, d, _)| l <= left && d <= down)
                .filter(|&(l, d, _)| !search.mover_wins(&(left - l, down - d)))
                .map(|(_, _, s)| s)
                .collect();
            let listed = corner_winning_steps(left, down);
            assert_eq!(listed, expected, "left {left}, down {down}");
            assert_eq!(listed.is_empty(), !search.mover_wins(&(left, down)));
        }
    }
}
