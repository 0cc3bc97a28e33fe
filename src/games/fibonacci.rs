//! The Fibonacci subtraction game: one heap, a move removes a Fibonacci
//! number of objects (1, 2, 3, 5, 8, ...); last mover wins. Several heaps are
//! the disjunctive sum, decided by the XOR of the Grundy values
//! (Sprague-Grundy).
//!
//! The subtraction set is infinite, so the eventual periodicity that finite
//! sets enjoy cannot be assumed, and no closed form is known: the values come
//! from a table, `g(n) = mex { g(n - f) : f Fibonacci, f <= n }`. A heap of
//! `n` only ever sees the Fibonacci numbers up to `n`, so the finite set of
//! those up to [`HEAP_LIMIT`] gives the true value of every heap up to that
//! limit, and the shared [`SubtractionGame`] engine grows the table on demand
//! as far as the largest heap asked about. Heaps above the limit are not
//! answered (their table would pass [`TABLE_LIMIT`]).

use crate::games::subtraction::{SubtractionGame, TABLE_LIMIT};

/// Largest heap whose Grundy value [`FibonacciGame::grundy`] gives: the last
/// index of a full table (4 194 303).
pub const HEAP_LIMIT: u64 = TABLE_LIMIT as u64 - 1;

/// The Fibonacci numbers 1, 2, 3, 5, 8, ... up to `limit`, ascending, with
/// the one 1 (F(1) = 1, F(2) = 2).
///
/// # Example
/// ```
/// use grundy::games::fibonacci::fibonacci_up_to;
/// assert_eq!(fibonacci_up_to(20), [1, 2, 3, 5, 8, 13]);
/// assert_eq!(fibonacci_up_to(0), []);
/// ```
pub fn fibonacci_up_to(limit: u64) -> Vec<u64> {
    let mut all = Vec::new();
    let (mut a, mut b) = (1u64, 2u64);
    while a <= limit {
        all.push(a);
        let Some(next) = a.checked_add(b) else {
            // b is the last Fibonacci number that fits in a u64.
            if b <= limit {
                all.push(b);
            }
            break;
        };
        (a, b) = (b, next);
    }
    all
}

/// The Grundy values of the Fibonacci subtraction game, exact up to
/// [`HEAP_LIMIT`]. See the module docs.
#[derive(Clone, Debug)]
pub struct FibonacciGame {
    game: SubtractionGame,
}

impl Default for FibonacciGame {
    fn default() -> Self {
        FibonacciGame::new()
    }
}

impl FibonacciGame {
    pub fn new() -> FibonacciGame {
        FibonacciGame {
            game: SubtractionGame::new(&fibonacci_up_to(HEAP_LIMIT)),
        }
    }

    /// `g(heap)`, or `None` when `heap` is above [`HEAP_LIMIT`].
    ///
    /// # Complexity
    /// The first call for a heap beyond the table grows it to that heap, at
    /// O(log heap) per new entry (about 32 moves apply at most); later calls
    /// up to there are O(1). The table holds a byte per position (the
    /// values are at most 32, the number of moves), so 4 MiB at the limit.
    ///
    /// # Example
    /// ```
    /// use grundy::games::fibonacci::{FibonacciGame, HEAP_LIMIT};
    /// let mut g = FibonacciGame::new();
    /// assert_eq!((0..11).map(|n| g.grundy(n).unwrap()).collect::<Vec<_>>(),
    ///            [0, 1, 2, 3, 0, 1, 2, 3, 4, 5, 0]);
    /// assert_eq!(g.grundy(HEAP_LIMIT + 1), None);
    /// ```
    #[inline]
    pub fn grundy(&mut self, heap: u64) -> Option<u32> {
        if heap > HEAP_LIMIT {
            return None;
        }
        self.game.grundy(heap)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::mex::mex;

    #[test]
    fn fibonacci_numbers_up_to_any_limit() {
        assert_eq!(fibonacci_up_to(1), [1]);
        assert_eq!(fibonacci_up_to(2), [1, 2]);
        assert_eq!(fibonacci_up_to(7), [1, 2, 3, 5]);
        let all = fibonacci_up_to(u64::MAX);
        assert_eq!(all.len(), 92);
        assert_eq!(*all.last().unwrap(), 12_200_160_415_121_876_738);
        assert!(all.windows(3).all(|w| w[2] == w[0] + w[1]));
        assert_eq!(fibonacci_up_to(12_200_160_415_121_876_737).len(), 91);
        let below_limit = fibonacci_up_to(HEAP_LIMIT);
        assert_eq!(*below_limit.last().unwrap(), 3_524_578);
    }

    #[test]
    fn agrees_with_the_definition_over_the_infinite_set() {
        let fib = fibonacci_up_to(u64::MAX);
        let mut expected: Vec<u64> = Vec::new();
        for n in 0..3000u64 {
            let options = fib
                .iter()
                .take_while(|&&f| f <= n)
                .map(|&f| expected[(n - f) as usize]);
            expected.push(mex(options));
        }
        let mut g = FibonacciGame::new();
        for (n, &v) in expected.iter().enumerate() {
            assert_eq!(g.grundy(n as u64).map(u64::from), Some(v), "n = {n}");
        }
    }

    #[test]
    fn heaps_above_the_limit_are_refused_without_building() {
        let mut g = FibonacciGame::new();
        assert_eq!(g.grundy(HEAP_LIMIT + 1), None);
        assert_eq!(g.grundy(u64::MAX), None);
        assert_eq!(g.grundy(4), Some(0));
    }
}
