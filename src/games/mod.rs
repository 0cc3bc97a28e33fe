//! The games layer: pure game theory, no input or output.
//!
//! Everything here is a pure function or a table that grows on demand, and
//! knows nothing of any judge's words: outcomes are [`Outcome`] values that
//! the problem layer turns into `Yes`, `John` or `W`.

pub mod bash;
pub mod bomb;
pub mod calendar;
pub mod coin_circle;
pub mod corner;
pub mod cutting;
pub mod dag;
pub mod digital_deletions;
pub mod domino_walk;
pub mod euclid;
pub mod fibonacci;
pub mod fibonacci_nim;
pub mod hackenbush;
pub mod hill;
pub mod mex;
pub mod misere;
pub mod mock_turtles;
#[cfg(feature = "tools")]
pub mod move_graph;
pub mod multiplication;
pub mod nim;
#[cfg(feature = "tools")]
pub mod nim_product;
pub mod northcott;
pub mod paint_chain;
pub mod path_flip;
pub mod positions;
#[cfg(feature = "tools")]
pub mod rules;
pub mod runs;
pub mod sequence;
pub mod split_nim;
#[cfg(feature = "tools")]
pub mod splits;
pub mod spread_piles;
pub mod staircase;
pub mod stone_boxes;
pub mod subtraction;
#[cfg(feature = "tools")]
pub mod sum;
pub mod treblecross;
pub mod two_letters;
pub mod wythoff;

/// Who wins a position with perfect play, in the usual notation of
/// combinatorial game theory.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Outcome {
    /// The next player (the one to move) wins.
    N,
    /// The previous player wins: the player to move loses.
    P,
}

impl Outcome {
    /// `N` when `next_player_wins`, else `P`.
    #[inline]
    pub fn from_next_wins(next_player_wins: bool) -> Outcome {
        if next_player_wins {
            Outcome::N
        } else {
            Outcome::P
        }
    }

    /// The outcome of a normal-play position with Grundy value `g`
    /// (Sprague-Grundy: the mover wins exactly when `g != 0`).
    #[inline]
    pub fn of_grundy(g: u64) -> Outcome {
        Outcome::from_next_wins(g != 0)
    }

    /// True when the player to move wins.
    #[inline]
    pub fn next_wins(self) -> bool {
        self == Outcome::N
    }

    /// `if_next_wins` for `N`, `if_previous_wins` for `P`: how the problem
    /// layer turns an outcome into its judge's two words, in one place and
    /// always in the same order (the mover's word first).
    ///
    /// # Example
    /// ```
    /// use grundy::games::Outcome;
    ///
    /// assert_eq!(Outcome::N.pick("Yes", "No"), "Yes");
    /// assert_eq!(Outcome::P.pick("Yes", "No"), "No");
    /// assert_eq!(Outcome::of_grundy(0).pick(b'W', b'L'), b'L');
    /// ```
    #[inline]
    pub fn pick<T>(self, if_next_wins: T, if_previous_wins: T) -> T {
        match self {
            Outcome::N => if_next_wins,
            Outcome::P => if_previous_wins,
        }
    }
}
