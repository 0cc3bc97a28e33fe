//! Northcott's game: a board of rows, each holding one piece of each player.
//! A player slides one of his own pieces along its row, forwards or back, to
//! any empty cell it reaches without jumping the opponent's piece; whoever
//! cannot move loses (HDU 1730; cut-the-knot, "Northcott's Game").
//!
//! Partizan and loopy (a piece may retreat), yet it is Nim on the gaps: the
//! empty cells between the two pieces of a row form a heap. Advancing a piece
//! shrinks its row's heap, which is a Nim move, and the other player can
//! always answer a retreat by advancing his own piece of that row as far,
//! which gives back the heap. So the player who can leave a nim-sum of zero
//! wins: he answers retreats by restoring and advances by Bouton's winning
//! reply, and both answers only ever advance his pieces. Each of his pieces
//! can advance only finitely far, so he runs out of moves to make only when
//! his opponent is stuck: the game ends, and no position is a draw (checked
//! by retrograde analysis in `tests/rules/hdu1730.rs`).

/// The Nim heap of one row whose pieces stand on columns `a` and `b`: the
/// empty cells between them.
///
/// # Constraints
/// `a != b` (two pieces never share a cell); exact for every such pair.
///
/// # Example
/// ```
/// use grundy::games::northcott::northcott_heap;
/// assert_eq!(northcott_heap(4, 5), 0);
/// assert_eq!(northcott_heap(6, 1), 4);
/// ```
#[inline]
pub fn northcott_heap(a: u64, b: u64) -> u64 {
    debug_assert_ne!(a, b, "two pieces share a cell");
    a.abs_diff(b) - 1
}

/// One move: in row `row` (from 0), the mover's piece goes from column
/// `from` to column `to`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct PieceMove {
    pub row: usize,
    pub from: u64,
    pub to: u64,
}

/// Every winning move of the player to move on a board of `columns`
/// columns, whose rows are `(mover's column, opponent's column)`: the moves
/// that leave a nim-sum of the gaps of 0. In a row of gap `h` and target
/// `t = h ^ x`, an advance by `h - t` when `t < h`, or a retreat by `t - h`
/// when `t > h` and the board's edge allows it (the opponent's answer of
/// advancing as far only hands the mover a nim-sum of 0 again).
///
/// # Constraints
/// Columns in 1..=`columns`, the two of a row different.
///
/// # Example
/// ```
/// use grundy::games::northcott::{northcott_winning_moves, PieceMove};
/// // Gaps 2 and 0: close row 1 to a gap of 0, or open row 2 to a gap of 2.
/// assert_eq!(
///     northcott_winning_moves(&[(1, 4), (5, 6)], 6),
///     [PieceMove { row: 0, from: 1, to: 3 }, PieceMove { row: 1, from: 5, to: 3 }]
/// );
/// // The wall stops the retreat in row 2.
/// assert_eq!(northcott_winning_moves(&[(1, 4), (1, 2)], 6).len(), 1);
/// ```
pub fn northcott_winning_moves(rows: &[(u64, u64)], columns: u64) -> Vec<PieceMove> {
    let x = rows.iter().fold(0, |x, &(a, b)| x ^ northcott_heap(a, b));
    let mut moves = Vec::new();
    if x == 0 {
        return moves;
    }
    for (row, &(from, other)) in rows.iter().enumerate() {
        let h = northcott_heap(from, other);
        let t = h ^ x;
        let toward = other > from;
        let to = if t < h {
            // Advance toward the opponent's piece.
            Some(if toward {
                from + (h - t)
            } else {
                from - (h - t)
            })
        } else if toward {
            from.checked_sub(t - h).filter(|&c| c >= 1)
        } else {
            from.checked_add(t - h).filter(|&c| c <= columns)
        };
        if let Some(to) = to {
            moves.push(PieceMove { row, from, to });
        }
    }
    moves
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::nim::nim_sum;

    #[test]
    fn official_samples() {
        let rows = [(4, 5), (1, 2), (1, 2)];
        assert_eq!(nim_sum(rows.map(|(t, j)| northcott_heap(t, j))), 0);
        let rows = [(4, 5), (1, 3), (1, 2)];
        assert_eq!(nim_sum(rows.map(|(t, j)| northcott_heap(t, j))), 1);
    }

    #[test]
    fn either_side_and_far_beyond_the_judge() {
        assert_eq!(northcott_heap(2, 9), northcott_heap(9, 2));
        assert_eq!(northcott_heap(1, u64::MAX), u64::MAX - 2);
        assert_eq!(northcott_heap(u64::MAX, 0), u64::MAX - 1);
    }
}
