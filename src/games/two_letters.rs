//! Strips of two letters (UVa 11534): a row of cells; a move writes either
//! letter, X or O, on an empty cell, never next to the same letter, and
//! whoever cannot move loses.
//!
//! The letters cut the row into runs of empty cells, and a run is played
//! alone: what may go in it depends only on its length and on the letters
//! at its two ends (a wall at the row's edge). A letter `c` at offset `i`
//! of a run of `n` with ends `l`, `r` leaves the runs `i` with ends `l, c`
//! and `n - 1 - i` with ends `c, r`. By the run's type the values are, for
//! n >= 1 (a theorem; the proof is by induction on n, each case below
//! using only the shorter runs' values, and a test checks it against the
//! mex of the definition):
//!
//! - no letter at either end (the whole row empty): `n mod 2`. The options
//!   are `i xor (n - 1 - i)` (a wall-letter run each side): for even n the
//!   two lengths differ in parity, so no option is 0; for odd n the middle
//!   gives 0 and no option is 1 (`{2k, 2k + 1}` never sums to the even
//!   n - 1).
//! - a letter at one end only: `n`. Writing the other letter at i leaves
//!   `i` and a run between different letters (0): every value below n is
//!   an option, and the same letter (i <= n - 2) leaves `i xor 1`, below n.
//! - the same letter at both ends: 1. Every move leaves two runs of equal
//!   value (the other letter: two runs between different letters, 0 each;
//!   the same letter, never at the ends: two runs between same letters, 1
//!   each), and the other letter always fits.
//! - different letters at the ends: 0. Writing one end's letter anywhere
//!   but next to it leaves one run between same letters (1) and one
//!   between different ones (0): every option is 1.
//!
//! So a board's value is a sum of these, linear in its length at any
//! length, and nothing is tabled.

/// What stands at the end of a run of empty cells.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum End {
    /// The row's edge.
    Wall,
    /// A letter (its byte).
    Letter(u8),
}

/// A run's type: the letters at its two ends.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Ends {
    /// No letter at either end: the whole row is empty.
    None,
    /// A letter at one end, the row's edge at the other.
    One,
    /// The same letter at both ends.
    Same,
    /// Different letters at the ends.
    Different,
}

impl Ends {
    /// The type of a run between `left` and `right`.
    pub fn of(left: End, right: End) -> Ends {
        match (left, right) {
            (End::Wall, End::Wall) => Ends::None,
            (End::Wall, End::Letter(_)) | (End::Letter(_), End::Wall) => Ends::One,
            (End::Letter(a), End::Letter(b)) if a == b => Ends::Same,
            _ => Ends::Different,
        }
    }

    /// The type in words, for accounts.
    pub fn words(self) -> &'static str {
        match self {
            Ends::None => "no letter at either end",
            Ends::One => "a letter at one end",
            Ends::Same => "the same letter at both ends",
            Ends::Different => "different letters at the ends",
        }
    }
}

/// The value of a run of `len` empty cells of type `ends` (module docs).
///
/// # Example
/// ```
/// use grundy::games::two_letters::{value, Ends};
/// assert_eq!(value(5, Ends::None), 1);
/// assert_eq!(value(5, Ends::One), 5);
/// assert_eq!(value(5, Ends::Same), 1);
/// assert_eq!(value(5, Ends::Different), 0);
/// assert_eq!(value(0, Ends::Same), 0);
/// ```
pub fn value(len: u64, ends: Ends) -> u64 {
    if len == 0 {
        return 0;
    }
    match ends {
        Ends::None => len % 2,
        Ends::One => len,
        Ends::Same => 1,
        Ends::Different => 0,
    }
}

/// A maximal run of empty cells and the letters at its ends.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Run {
    /// Its first cell, 0-based.
    pub start: usize,
    /// How many cells it has (at least 1).
    pub len: usize,
    pub left: End,
    pub right: End,
}

impl Run {
    /// Its type.
    pub fn ends(&self) -> Ends {
        Ends::of(self.left, self.right)
    }

    /// Its value.
    pub fn value(&self) -> u64 {
        value(self.len as u64, self.ends())
    }
}

/// The runs of empty cells of `board` (a letter is a byte of `letters`,
/// every other byte an empty cell), left to right.
///
/// # Example
/// ```
/// use grundy::games::two_letters::{runs, End};
/// let r = runs(b"..X.O", b"XO");
/// assert_eq!(r.len(), 2);
/// assert_eq!((r[0].len, r[0].left, r[0].right), (2, End::Wall, End::Letter(b'X')));
/// ```
pub fn runs(board: &[u8], letters: &[u8]) -> Vec<Run> {
    let mut out = Vec::new();
    let mut start = 0;
    let mut left = End::Wall;
    for (i, &c) in board.iter().enumerate() {
        if letters.contains(&c) {
            if i > start {
                out.push(Run {
                    start,
                    len: i - start,
                    left,
                    right: End::Letter(c),
                });
            }
            start = i + 1;
            left = End::Letter(c);
        }
    }
    if board.len() > start {
        out.push(Run {
            start,
            len: board.len() - start,
            left,
            right: End::Wall,
        });
    }
    out
}

/// The board's value: the nim-sum of its runs' values.
pub fn board_value(board: &[u8], letters: &[u8]) -> u64 {
    runs(board, letters).iter().fold(0, |x, r| x ^ r.value())
}

/// Whether a letter may go on cell `at` (empty) of `board`: no neighbour
/// holds the same letter.
pub fn fits(board: &[u8], at: usize, letter: u8) -> bool {
    let left = at > 0 && board[at - 1] == letter;
    let right = at + 1 < board.len() && board[at + 1] == letter;
    !left && !right
}

/// Whether `board` holds the same letter on two neighbouring cells (no
/// position of the game).
pub fn same_neighbours(board: &[u8], letters: &[u8]) -> bool {
    board
        .windows(2)
        .any(|w| w[0] == w[1] && letters.contains(&w[0]))
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The run values by the mex of the definition, every type to 80.
    #[test]
    fn runs_follow_their_definition() {
        const N: usize = 80;
        let reps = [
            (End::Wall, End::Wall),
            (End::Wall, End::Letter(b'X')),
            (End::Letter(b'X'), End::Wall),
            (End::Letter(b'X'), End::Letter(b'X')),
            (End::Letter(b'X'), End::Letter(b'O')),
        ];
        // g[n][t]: by the types of `reps` (indexed via `Ends`).
        let idx = |e: Ends| match e {
            Ends::None => 0,
            Ends::One => 1,
            Ends::Same => 2,
            Ends::Different => 3,
        };
        let mut g = vec![[0u64; 4]; N];
        for n in 1..N {
            for &(l, r) in &reps {
                let mut options = Vec::new();
                for i in 0..n {
                    for c in [b'X', b'O'] {
                        if (i == 0 && l == End::Letter(c)) || (i == n - 1 && r == End::Letter(c)) {
                            continue;
                        }
                        let a = g[i][idx(Ends::of(l, End::Letter(c)))];
                        let b = g[n - 1 - i][idx(Ends::of(End::Letter(c), r))];
                        options.push(a ^ b);
                    }
                }
                g[n][idx(Ends::of(l, r))] = crate::games::mex::mex(options);
            }
            for e in [Ends::None, Ends::One, Ends::Same, Ends::Different] {
                assert_eq!(value(n as u64, e), g[n][idx(e)], "{n} cells, {e:?}");
            }
        }
    }

    #[test]
    fn runs_and_their_ends() {
        let r = runs(b"X..O...", b"XO");
        assert_eq!(r.len(), 2);
        assert_eq!(r[0].ends(), Ends::Different);
        assert_eq!((r[1].start, r[1].len, r[1].ends()), (4, 3, Ends::One));
        assert_eq!(runs(b"....", b"XO")[0].ends(), Ends::None);
        assert!(runs(b"XOX", b"XO").is_empty());
        assert_eq!(board_value(b"X...X", b"XO"), 1);
        assert!(same_neighbours(b".XX.", b"XO"));
        assert!(!same_neighbours(b"..XO", b"XO"));
        assert!(!fits(b"X.O", 1, b'X') && fits(b"X..", 2, b'X'));
    }
}
