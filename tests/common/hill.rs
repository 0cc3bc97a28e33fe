//! Climbing the Hill (hdu4315) from the rules, shared by the solver's and
//! the explanation's tests: persons on cells, the hilltop is cell 0 and
//! holds any number of them; a move takes one person not at the top up by
//! at least one cell, never onto or past the person above him (onto the top
//! only when nobody stands between him and it). Bringing the king to the
//! top wins: that position has no move left, so the mover who made it won.

/// A position: the cells from the top down (persons at the top first, as
/// 0s), and the king's index in that order.
pub type Hill = (Vec<u64>, usize);

/// Every position one move reaches; none once the king is at the top.
pub fn climbs(position: &Hill) -> Vec<Hill> {
    let (cells, king) = position;
    let mut next = Vec::new();
    if cells[*king] == 0 {
        return next;
    }
    for i in 0..cells.len() {
        if cells[i] == 0 {
            continue;
        }
        let lowest = match i {
            0 => 0,
            _ if cells[i - 1] == 0 => 0,
            _ => cells[i - 1] + 1,
        };
        for to in lowest..cells[i] {
            let mut moved = cells.clone();
            moved[i] = to;
            next.push((moved, *king));
        }
    }
    next
}
