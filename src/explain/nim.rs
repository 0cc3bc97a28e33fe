//! Accounts of Nim positions, shared by every problem whose position is
//! plain Nim in the judge's own units (piles, heaps, gaps): the components,
//! Bouton's rule and the moves, so each problem only names its parts.

use crate::explain::{mover, spaced, Accounts, Combine, Component, Move, Moves};
use crate::games::nim::{nim_outcome, nim_sum, some_move, winning_moves, NimMove};

/// One component per pile (`pile 2 = 7: g = 7`); `unit` names a pile.
pub fn components(piles: &[u64], unit: &str) -> Vec<Component> {
    piles
        .iter()
        .enumerate()
        .map(|(i, &p)| Component {
            name: format!("{unit} {} = {p}", i + 1),
            grundy: Some(p),
            reason: String::new(),
        })
        .collect()
}

/// Bouton's rule applied to the piles' nim-sum, with the XOR table.
pub fn combine(piles: &[u64]) -> Combine {
    let x = nim_sum(piles.iter().copied());
    let why = if x == 0 {
        "the nim-sum is 0, and every move changes it to non-zero"
    } else {
        "the nim-sum is not 0, and some move makes it 0"
    };
    Combine {
        nim_sum: true,
        rule: vec![format!("{why}: {}", mover(nim_outcome(x)))],
    }
}

/// `move_text` of `m` (`take 2 from pile 1`) with the piles before and after.
pub fn move_of(piles: &[u64], m: NimMove, unit: &str) -> Move {
    let mut after = piles.to_vec();
    after[m.pile] = m.to;
    Move {
        text: format!("take {} from {unit} {}", m.taken(), m.pile + 1),
        before: spaced(piles),
        after: spaced(&after),
    }
}

/// The winning moves of Nim on `piles`; when there are none, one move (one
/// object from the largest pile) and the reply that wins against it.
pub fn moves(piles: &[u64], unit: &str, accounts: &Accounts) -> Moves {
    let x = nim_sum(piles.iter().copied());
    let mut moves = accounts.moves(winning_moves(piles, x).map(|m| move_of(piles, m, unit)));
    if moves.count == 0 {
        moves.example = some_move(piles).and_then(|first| {
            let mut after = piles.to_vec();
            after[first.pile] = first.to;
            let reply = winning_moves(&after, nim_sum(after.iter().copied())).next()?;
            Some((move_of(piles, first, unit), move_of(&after, reply, unit)))
        });
    }
    moves
}
