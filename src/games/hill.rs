//! Climbing the Hill (HDU 4315): persons on cells 1, 2, ... below a hilltop
//! at cell 0; a move takes one person not yet at the top any number of
//! cells up, never onto or past the person above him (the top holds any
//! number of persons); whoever brings the king, the `k`-th person from the
//! top, to the top wins.
//!
//! With `k = 1` the king walks straight up. Otherwise nobody wants to be the
//! one who takes person `k - 1` (just above the king) to the top, since the
//! opponent then takes the king up; so for `k = 2` that person's top is
//! really cell 1, and the rest is staircase Nim
//! ([`crate::games::staircase`]) on the pieces paired from the bottom. The
//! persons above the king who reach the top hand their gap to the stair
//! below, which the staircase argument absorbs. With an odd count the top
//! person pairs with a virtual person at cell 0 when the king is second,
//! else at cell -1 (his whole height counts). Persons already at the top
//! neither move nor block: they leave the game, and the king's rank drops.

use crate::games::staircase::staircase_nim_sum;
use crate::games::Outcome;

/// The outcome of the persons on `cells` (strictly increasing, all at least
/// 1) when the king is the `king`-th from the top (`1..=cells.len()`).
///
/// # Complexity
/// O(n).
///
/// # Example
/// ```
/// use grundy::games::{hill::hill_outcome, Outcome};
/// // The official sample: king 3rd of 1 2 4 loses; king 1st always wins.
/// assert_eq!(hill_outcome(&[1, 2, 4], 3), Outcome::P);
/// assert_eq!(hill_outcome(&[100, 200], 1), Outcome::N);
/// ```
pub fn hill_outcome(cells: &[u64], king: usize) -> Outcome {
    if king == 1 {
        Outcome::N
    } else {
        Outcome::of_grundy(hill_nim_sum(cells, king))
    }
}

/// The nim-sum that decides a position with the king below the top person
/// (`king >= 2`): staircase Nim with pairs from the bottom; for an odd count
/// the top person's gap is his cell when `king >= 3` and one less (the
/// staircase's own wall at 0) when `king == 2`.
///
/// # Example
/// ```
/// use grundy::games::hill::hill_nim_sum;
/// // Pairs (2, 4) and the top person 1 with the virtual person at -1.
/// assert_eq!(hill_nim_sum(&[1, 2, 4], 3), 1 ^ 1);
/// // King 2nd: the virtual person stands at 0.
/// assert_eq!(hill_nim_sum(&[1, 2, 4], 2), 1);
/// ```
pub fn hill_nim_sum(cells: &[u64], king: usize) -> u64 {
    let x = staircase_nim_sum(cells.iter().copied());
    match cells.first() {
        Some(&top) if cells.len() % 2 == 1 && king >= 3 => x ^ (top - 1) ^ top,
        _ => x,
    }
}

/// One move: the person `person` (1 = nearest the top) climbs from cell
/// `from` to cell `to` (0 is the hilltop).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Climb {
    pub person: usize,
    pub from: u64,
    pub to: u64,
}

/// The position after `climb`, as (cells of the persons not at the top,
/// the king's rank among them), or `None` when the king reached the top
/// (the climber won).
pub fn after(cells: &[u64], king: usize, climb: Climb) -> Option<(Vec<u64>, usize)> {
    if climb.to > 0 {
        let mut left = cells.to_vec();
        left[climb.person - 1] = climb.to;
        return Some((left, king));
    }
    // Only the top person can reach the top (the others are blocked).
    (climb.person != king).then(|| (cells[1..].to_vec(), king - 1))
}

/// Every legal move, from the top person down, each by the fewest cells first.
pub fn climbs(cells: &[u64]) -> impl Iterator<Item = Climb> + '_ {
    (0..cells.len()).flat_map(move |i| {
        let from = cells[i];
        let lowest = if i == 0 { 0 } else { cells[i - 1] + 1 };
        (lowest..from).rev().map(move |to| Climb {
            person: i + 1,
            from,
            to,
        })
    })
}

/// True when `climb` wins: it brings the king to the top, or leaves a
/// position the opponent loses.
pub fn wins(cells: &[u64], king: usize, climb: Climb) -> bool {
    match after(cells, king, climb) {
        None => true,
        Some((left, king)) => hill_outcome(&left, king) == Outcome::P,
    }
}

/// Every winning move, from the top person down. A climb to a cell keeps
/// the count and the king's rank, so it changes one counted gap (the
/// climber's own, or the one below him) and must make the nim-sum 0: one
/// candidate per person; a climb to the top is checked as it is. Each
/// candidate is confirmed by [`wins`].
///
/// # Complexity
/// O(n^2) (each candidate is checked on the whole position).
///
/// # Example
/// ```
/// use grundy::games::hill::{winning_climbs, Climb};
/// assert_eq!(
///     winning_climbs(&[100, 200], 1),
///     [Climb { person: 1, from: 100, to: 0 }]
/// );
/// // King 2nd of 3 6: pair (3, 6) holds 2 cells; the king closes in.
/// assert_eq!(
///     winning_climbs(&[3, 6], 2),
///     [Climb { person: 2, from: 6, to: 4 }]
/// );
/// ```
pub fn winning_climbs(cells: &[u64], king: usize) -> Vec<Climb> {
    let n = cells.len();
    let x = if king == 1 {
        0
    } else {
        hill_nim_sum(cells, king)
    };
    // The counted gap of person i (0-based) and where it ends above.
    let gap = |i: usize| -> u64 {
        if i > 0 {
            cells[i] - cells[i - 1] - 1
        } else if king >= 3 {
            cells[0]
        } else {
            cells[0] - 1
        }
    };
    let counted = |i: usize| (n - 1 - i) % 2 == 0;
    let mut found = Vec::new();
    for i in 0..n {
        let from = cells[i];
        let lowest = if i == 0 { 1 } else { cells[i - 1] + 1 };
        let mut candidates = Vec::with_capacity(2);
        if i == 0 {
            candidates.push(0);
        }
        if king >= 2 && x != 0 {
            // The climb by d changes gap i by -d and gap i + 1 by +d.
            let d = if counted(i) {
                gap(i).checked_sub(gap(i) ^ x)
            } else if i + 1 < n {
                (gap(i + 1) ^ x).checked_sub(gap(i + 1))
            } else {
                None
            };
            if let Some(to) = d.filter(|&d| d > 0).and_then(|d| from.checked_sub(d)) {
                if to >= lowest {
                    candidates.push(to);
                }
            }
        }
        for to in candidates {
            let climb = Climb {
                person: i + 1,
                from,
                to,
            };
            if wins(cells, king, climb) {
                found.push(climb);
            }
        }
    }
    found
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn official_sample_and_the_spec_quirk() {
        assert_eq!(hill_outcome(&[1, 2, 4], 3), Outcome::P);
        assert_eq!(hill_outcome(&[100, 200], 1), Outcome::N);
        // Odd count, even king >= 4: the virtual person is at -1, not 0.
        assert_eq!(hill_outcome(&[1, 2, 3, 4, 5], 4), Outcome::N);
    }

    #[test]
    fn winning_climbs_are_all_the_climbs_that_win() {
        for mask in 1u32..1 << 8 {
            let cells: Vec<u64> = (1..=8).filter(|c| mask >> (c - 1) & 1 == 1).collect();
            for king in 1..=cells.len() {
                let want: Vec<Climb> = climbs(&cells).filter(|&c| wins(&cells, king, c)).collect();
                let mut got = winning_climbs(&cells, king);
                let key = |c: &Climb| (c.person, std::cmp::Reverse(c.to));
                got.sort_by_key(key);
                let mut want = want;
                want.sort_by_key(key);
                assert_eq!(got, want, "{cells:?} king {king}");
                assert_eq!(got.is_empty(), hill_outcome(&cells, king) == Outcome::P);
            }
        }
    }

    #[test]
    fn far_beyond_the_judge() {
        assert_eq!(hill_nim_sum(&[1, 2, u64::MAX], 3), 1 ^ (u64::MAX - 3));
        assert_eq!(hill_nim_sum(&[u64::MAX - 1, u64::MAX], 2), 0);
        assert_eq!(hill_outcome(&[1, u64::MAX - 1, u64::MAX], 3), Outcome::N);
    }
}
