//! A from-the-rules game search: it knows only a game's moves and who wins
//! when play stops, and labels positions won or lost by memoised search.
//! No Sprague-Grundy theorem, no closed form: what the solvers are checked
//! against.

use std::collections::HashMap;
use std::hash::Hash;

/// What a move does.
pub enum Next<P> {
    /// Play goes on from this position, the other player to move.
    To(P),
    /// The mover wins on the spot (Treblecross: three in a row).
    Win,
}

/// Won/lost labels for the positions of one game, filled on demand.
pub struct Search<P, F> {
    moves: F,
    /// What the player to move gets when no move is left: false in normal
    /// play (the last mover won), true in misère play (the last mover lost).
    stuck_player_wins: bool,
    memo: HashMap<P, bool>,
}

impl<P: Clone + Eq + Hash, F: FnMut(&P) -> Vec<Next<P>>> Search<P, F> {
    /// Normal play: whoever cannot move loses.
    pub fn normal(moves: F) -> Self {
        Search {
            moves,
            stuck_player_wins: false,
            memo: HashMap::new(),
        }
    }

    /// Misère play: whoever makes the last move loses.
    pub fn misere(moves: F) -> Self {
        Search {
            moves,
            stuck_player_wins: true,
            memo: HashMap::new(),
        }
    }

    /// True when the player to move at `start` wins with perfect play.
    /// Iterative, so deep games do not exhaust the stack. The game must be
    /// finite (no position repeats along a line of play).
    pub fn mover_wins(&mut self, start: &P) -> bool {
        if let Some(&w) = self.memo.get(start) {
            return w;
        }
        struct Frame<P> {
            pos: P,
            next: Vec<Next<P>>,
            i: usize,
        }
        let first = (self.moves)(start);
        let mut stack = vec![Frame {
            pos: start.clone(),
            next: first,
            i: 0,
        }];
        loop {
            let top = stack.last_mut().unwrap();
            let mut decided = None;
            let mut descend = None;
            while top.i < top.next.len() {
                match &top.next[top.i] {
                    Next::Win => {
                        decided = Some(true);
                        break;
                    }
                    Next::To(q) => match self.memo.get(q) {
                        Some(false) => {
                            decided = Some(true);
                            break;
                        }
                        Some(true) => top.i += 1,
                        None => {
                            descend = Some(q.clone());
                            break;
                        }
                    },
                }
            }
            if decided.is_none() && descend.is_none() {
                decided = Some(top.next.is_empty() && self.stuck_player_wins);
            }
            if let Some(w) = decided {
                let done = stack.pop().unwrap();
                self.memo.insert(done.pos, w);
                if stack.is_empty() {
                    return w;
                }
            } else if let Some(q) = descend {
                let next = (self.moves)(&q);
                stack.push(Frame { pos: q, next, i: 0 });
            }
        }
    }
}

/// The seeded random numbers of random cases: the library's own, which
/// every test shares.
pub use grundy::testdata::Rng;

#[cfg(test)]
mod tests {
    use super::*;

    /// The search itself, on games whose answers are known by hand.
    #[test]
    fn labels_known_games() {
        // Take 1 or 2 from a pile, normal play: multiples of 3 are lost.
        let mut take = Search::normal(|&n: &u32| (1..=2.min(n)).map(|t| Next::To(n - t)).collect());
        assert!((0..60).all(|n| take.mover_wins(&n) == (n % 3 != 0)));
        // The same game where taking the last object is an immediate win.
        let mut instant = Search::normal(|&n: &u32| {
            (1..=2.min(n))
                .map(|t| if t == n { Next::Win } else { Next::To(n - t) })
                .collect()
        });
        assert!((0..60).all(|n| instant.mover_wins(&n) == (n % 3 != 0)));
        // Misère: whoever takes the last loses; n = 1 is lost, n = 0 won.
        let mut misere =
            Search::misere(|&n: &u32| (1..=2.min(n)).map(|t| Next::To(n - t)).collect());
        assert!((0..60).all(|n| misere.mover_wins(&n) == (n % 3 != 1)));
        // A deep line of play does not exhaust the stack.
        let mut long = Search::normal(|&n: &u32| {
            if n == 0 {
                vec![]
            } else {
                vec![Next::To(n - 1)]
            }
        });
        assert!(!long.mover_wins(&1_000_000));
    }
}
