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

/// Walks in progress (what play leaves), on every rectangle up to 20
/// squares: the matching rule of `games::domino_walk::walk` against the
/// search, from every square after random walks of every length, and its
/// winning steps exactly the steps to positions lost for the opponent.
#[test]
fn walks_in_progress_against_the_matching_rule() {
    use crate::search::Rng;
    use grundy::games::domino_walk::walk::Walk;
    let mut search = walk_search();
    let mut rng = Rng::new(1564);
    let mut checked = 0;
    for rows in 1..=20u32 {
        for cols in 1..=20 / rows {
            for _ in 0..12 {
                let start = rng.range(0, u64::from(rows * cols) - 1) as u32;
                let mut path = vec![(start / cols, start % cols)];
                let mut visited = 1u32 << start;
                loop {
                    let (r, c) = *path.last().unwrap();
                    let walk = Walk::new(
                        rows.into(),
                        cols.into(),
                        &path
                            .iter()
                            .map(|&(r, c)| (r.into(), c.into()))
                            .collect::<Vec<_>>(),
                    )
                    .unwrap();
                    let here = (rows, cols, r * cols + c, visited);
                    assert_eq!(
                        walk.mover_wins(),
                        search.mover_wins(&here),
                        "{rows}x{cols} {path:?}"
                    );
                    let steps = walk.steps();
                    let mut winning = Vec::new();
                    for &(nr, nc) in &steps {
                        let to = nr as u32 * cols + nc as u32;
                        assert_eq!(visited >> to & 1, 0, "{path:?}: a visited square offered");
                        if !search.mover_wins(&(rows, cols, to, visited | 1 << to)) {
                            winning.push((nr, nc));
                        }
                    }
                    assert_eq!(walk.winning_steps(), winning, "{rows}x{cols} {path:?}");
                    checked += 1;
                    let Some(&(nr, nc)) =
                        steps.get(rng.range(0, steps.len().max(1) as u64 - 1) as usize)
                    else {
                        break;
                    };
                    let (nr, nc) = (nr as u32, nc as u32);
                    path.push((nr, nc));
                    visited |= 1 << (nr * cols + nc);
                }
            }
        }
    }
    assert!(checked > 1000, "{checked}");
}
