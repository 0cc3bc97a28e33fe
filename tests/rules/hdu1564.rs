//! Play a game from the rules: the stone's square and the set of visited
//! squares, a move to any unvisited orthogonal neighbour.

use crate::assert_lines;
use crate::search::{Next, Search};
use grundy::games::domino_walk::corner_walk_outcome;

/// (rows, cols, stone's square, visited squares as bits `row * cols + col`).
type Walk = (u32, u32, u32, u32);

fn walk_search() -> Search<Walk, impl FnMut(&Walk) -> Vec<Next<Walk>>> {
    Search::normal(|&(rows, cols, at, visited): &Walk| {
        let (r, c) = (at / cols, at % cols);
        let mut next = Vec::new();
        let mut step = |r: u32, c: u32| {
            let to = r * cols + c;
            if visited >> to & 1 == 0 {
                next.push(Next::To((rows, cols, to, visited | 1 << to)));
            }
        };
        if r > 0 {
            step(r - 1, c);
        }
        if r + 1 < rows {
            step(r + 1, c);
        }
        if c > 0 {
            step(r, c - 1);
        }
        if c + 1 < cols {
            step(r, c + 1);
        }
        next
    })
}

#[test]
fn every_square_board_up_to_5() {
    let mut search = walk_search();
    let mut input = String::new();
    let mut expected = Vec::new();
    for n in 1..=5u32 {
        input += &format!("{n}\n");
        let first_wins = search.mover_wins(&(n, n, 0, 1));
        expected.push(if first_wins { "8600" } else { "ailyanlu" }.to_string());
    }
    input += "0\n";
    assert_lines("hdu1564", &input, &expected);
}

#[test]
fn every_corner_of_every_rectangle_up_to_20_squares() {
    let mut search = walk_search();
    for rows in 1..=20u32 {
        for cols in 1..=20 / rows {
            // All four corners: the board's symmetries must not matter.
            for corner in [0, cols - 1, (rows - 1) * cols, rows * cols - 1] {
                let wins = search.mover_wins(&(rows, cols, corner, 1 << corner));
                assert_eq!(
                    wins,
                    corner_walk_outcome(rows.into(), cols.into()).next_wins(),
                    "{rows} x {cols} from square {corner}"
                );
            }
        }
    }
}
