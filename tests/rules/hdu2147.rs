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
