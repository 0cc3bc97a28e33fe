//! Northcott's game from the rules, by retrograde analysis: the game is
//! partizan (Tom moves only his pieces, Jerry only his) and loopy (a piece
//! may retreat), so the memoised `Search`, which needs a finite game, cannot
//! decide it. Instead every position of a small board is built, the ones
//! where the player to move is stuck are lost, and labels spread backwards:
//! a position with a move to a lost one is won, a position whose moves all
//! reach won ones is lost. A position never labelled would be a draw; there
//! must be none. Shared by the solver's and the explanation's tests.

use std::collections::HashMap;

/// Rows as (Tom's column, Jerry's column) on columns 1..=m, and who moves.
pub type Position = (Vec<(u64, u64)>, Tom);
pub type Tom = bool;

/// Every board of `rows` rows on `columns` columns.
pub fn all_boards(rows: usize, columns: u64) -> Vec<Vec<(u64, u64)>> {
    let mut all = vec![vec![]];
    for _ in 0..rows {
        let mut longer = Vec::new();
        for board in &all {
            for t in 1..=columns {
                for j in (1..=columns).filter(|&j| j != t) {
                    let mut b: Vec<(u64, u64)> = board.clone();
                    b.push((t, j));
                    longer.push(b);
                }
            }
        }
        all = longer;
    }
    all
}

/// The mover slides one of his own pieces to an empty cell of its row,
/// either way, without jumping the other piece.
pub fn moves(&(ref board, tom): &Position, columns: u64) -> Vec<Position> {
    let mut next = Vec::new();
    for (i, &(t, j)) in board.iter().enumerate() {
        let (mine, theirs) = if tom { (t, j) } else { (j, t) };
        let reach = if mine < theirs {
            1..=theirs - 1
        } else {
            theirs + 1..=columns
        };
        for to in reach.filter(|&c| c != mine) {
            let mut b = board.clone();
            b[i] = if tom { (to, j) } else { (t, to) };
            next.push((b, !tom));
        }
    }
    next
}

/// Won (true) or lost for the player to move, for every position of every
/// board of `rows` rows on `columns` columns. Panics on a draw.
pub fn retrograde(rows: usize, columns: u64) -> HashMap<Position, bool> {
    let positions: Vec<Position> = all_boards(rows, columns)
        .into_iter()
        .flat_map(|b| [(b.clone(), true), (b, false)])
        .collect();
    let index: HashMap<&Position, usize> =
        positions.iter().enumerate().map(|(i, p)| (p, i)).collect();
    let mut before = vec![Vec::new(); positions.len()];
    let mut open_moves = vec![0usize; positions.len()];
    for (i, p) in positions.iter().enumerate() {
        let next = moves(p, columns);
        open_moves[i] = next.len();
        for q in &next {
            before[index[q]].push(i);
        }
    }
    let mut label: Vec<Option<bool>> = vec![None; positions.len()];
    let mut queue: Vec<usize> = (0..positions.len())
        .filter(|&i| open_moves[i] == 0)
        .collect();
    for &i in &queue {
        label[i] = Some(false);
    }
    while let Some(i) = queue.pop() {
        let lost = label[i] == Some(false);
        for &p in &before[i] {
            if label[p].is_some() {
                continue;
            }
            if lost {
                label[p] = Some(true);
                queue.push(p);
            } else {
                open_moves[p] -= 1;
                if open_moves[p] == 0 {
                    label[p] = Some(false);
                    queue.push(p);
                }
            }
        }
    }
    positions
        .iter()
        .zip(label)
        .map(|(p, l)| {
            (
                p.clone(),
                l.unwrap_or_else(|| panic!("draw at {p:?} on {columns} columns")),
            )
        })
        .collect()
}
