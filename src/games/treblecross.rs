//! Treblecross (UVa 10561): a row of cells; a move puts an X in an empty
//! cell, and whoever first makes three X in a row wins.
//!
//! On a board of at least 3 cells, an X next to another X, or one cell away
//! from it, lets the opponent complete three in a row at once. So when no
//! immediate win exists, the cells within distance 2 of an X are poison, and
//! the game is played on the maximal runs of safe empty cells: an X in a run
//! of `n` safe cells at position `i` (1-based) leaves runs of
//! `max(0, i - 3)` and `max(0, n - i - 2)`, and whoever cannot play safely
//! loses. That is the octal game 0.007 (Winning Ways, ch. 4), a normal-play
//! sum of runs:
//!
//! `g(n) = mex { g(max(0, i - 3)) xor g(max(0, n - i - 2)) : 1 <= i <= n }`,
//! `g(0) = 0`.
//!
//! A run of n safe cells is the heap n + 2 of the take-and-break game
//! 0.007 (remove 3 adjacent tokens, leaving 0, 1 or 2 heaps): an X at i
//! removes the cells i-2..i+2 of the run, which is removing 3 tokens from
//! n + 2 with two virtual cells at the ends; a test below checks
//! `g(n) = g_0.007(n + 2)` against the formula above. So the values come from
//! the Grundy-sequence engine ([`crate::games::sequence`]) with its
//! rare-value method, grown only as far as the longest run asked about. No
//! period of 0.007 is known (none is proven within the 2 x 10^5 values we
//! computed), and its values grow without a sparse space (over 1000 by
//! 2 x 10^5), so a table still costs about O(n^2 / 8) in all: several times
//! faster than the formula, but not linear.
//!
//! Winning moves: if some empty cell completes three in a row, exactly those
//! cells win (any other move leaves the opponent that cell). Otherwise the
//! winning moves are the safe cells whose X makes the XOR of the runs zero.
//!
//! A board of fewer than 3 cells can never hold three in a row, and three in
//! a row is the only way to win, so the player to move cannot win there:
//! such a board is lost and has no winning moves (the statement's boards
//! have at least 3 cells; this is the literal reading of its rule).

use crate::games::sequence::GrundySequence;
use crate::games::Outcome;

/// A strip game with a margin (the family Treblecross belongs to): a move
/// puts a mark on an empty cell at distance more than `margin` from every
/// mark, and whoever cannot move loses. The strips of cells far enough from
/// every mark are the components: an X at offset `at` of a strip of `n`
/// cells leaves strips of `at - margin` and `n - at - 1 - margin` (at least
/// 0), which is the take-and-break game removing `margin + 1` tokens and
/// leaving 0, 1 or 2 heaps (octal 0.7, 0.07 Dawson's Kayles, 0.007, ...) on
/// the heap `n + margin`: the `margin` virtual cells of one end.
#[derive(Clone, Debug)]
pub struct Strips {
    margin: usize,
    seq: GrundySequence,
}

/// The widest margin [`Strips`] takes.
pub const MARGIN_MAX: usize = 16;

impl Strips {
    /// The strips of a margin (at most [`MARGIN_MAX`]).
    pub fn new(margin: usize) -> Strips {
        let margin = margin.min(MARGIN_MAX);
        // The code 0.0..07: digit 7 for removing margin + 1 tokens.
        let mut code = vec![0; margin + 2];
        code[margin + 1] = 7;
        Strips {
            margin,
            seq: GrundySequence::new(crate::games::sequence::Takes::code(&code)),
        }
    }

    /// The margin.
    pub fn margin(&self) -> usize {
        self.margin
    }

    /// The octal code of the strips' game, as written (`0.007`).
    pub fn code(&self) -> String {
        format!("0.{}7", "0".repeat(self.margin))
    }

    /// `g(n)` for a strip of `n` free cells.
    ///
    /// # Panics
    /// If a value passed `u16::MAX`, which no strip that fits in memory
    /// reaches.
    pub fn grundy(&mut self, n: usize) -> u32 {
        self.seq.extend_to(n + self.margin + 1);
        u32::from(
            self.seq
                .value((n + self.margin) as u64)
                .expect("the table covers it"),
        )
    }

    /// The strips of free cells of `board` (true = a mark), left to right.
    pub fn runs(&self, board: &[bool]) -> Vec<SafeRun> {
        runs_apart(board, self.margin)
    }

    /// The two strips an X at offset `at` of a strip of `len` leaves.
    pub fn split(&self, len: usize, at: usize) -> (usize, usize) {
        split_apart(len, at, self.margin)
    }

    /// The outcome of `board` for the player to move, and the free cells
    /// (0-based, increasing) whose mark leaves strips of XOR 0, pushed onto
    /// `moves` (cleared first).
    pub fn winning_cells(&mut self, board: &[bool], moves: &mut Vec<usize>) -> Outcome {
        moves.clear();
        let runs = self.runs(board);
        let total = runs.iter().fold(0, |x, run| x ^ self.grundy(run.len));
        if total == 0 {
            return Outcome::P;
        }
        for run in runs {
            let rest = total ^ self.grundy(run.len);
            for at in 0..run.len {
                let (left, right) = self.split(run.len, at);
                if self.grundy(left) ^ self.grundy(right) == rest {
                    moves.push(run.start + at);
                }
            }
        }
        Outcome::N
    }
}

/// The Grundy values of runs of safe cells, grown on demand.
#[derive(Clone, Debug)]
pub struct Treblecross {
    /// Strips of margin 2: the octal game 0.007, run n is heap n + 2.
    strips: Strips,
}

impl Default for Treblecross {
    fn default() -> Self {
        Treblecross::new()
    }
}

impl Treblecross {
    /// A table holding only `g(0) = 0`.
    pub fn new() -> Treblecross {
        Treblecross {
            strips: Strips::new(2),
        }
    }

    /// `g(n)` for a run of `n` safe cells.
    ///
    /// # Complexity
    /// O(1) once computed; extending the table to `n` costs about
    /// O(n^2 / 8) in all (see the module docs).
    ///
    /// # Panics
    /// If a value passed `u16::MAX`, which no run that fits in memory
    /// reaches.
    ///
    /// # Example
    /// ```
    /// use grundy::games::treblecross::Treblecross;
    /// let mut t = Treblecross::new();
    /// let g: Vec<u32> = (0..10).map(|n| t.grundy(n)).collect();
    /// assert_eq!(g, [0, 1, 1, 1, 2, 2, 0, 3, 3, 1]);
    /// ```
    pub fn grundy(&mut self, n: usize) -> u32 {
        // Values of 0.007 stay far below u16::MAX for any board that fits
        // in memory (about 1000 at 2 x 10^5), and no period cuts it short.
        self.strips.grundy(n)
    }

    /// The outcome of `board` (true = X) for the player to move, and the
    /// cells (0-based, increasing) where an X wins, pushed onto `moves`
    /// (cleared first). `moves` is empty exactly when the outcome is `P`.
    ///
    /// # Constraints
    /// The board holds no three X in a row (the game would be over).
    ///
    /// # Complexity
    /// O(len) beyond growing the table to the longest run of safe cells.
    ///
    /// # Example
    /// ```
    /// use grundy::games::treblecross::Treblecross;
    /// use grundy::games::Outcome;
    /// let mut t = Treblecross::new();
    /// let mut moves = Vec::new();
    /// assert_eq!(t.winning_moves(&[false; 5], &mut moves), Outcome::N);
    /// assert_eq!(moves, [2]);
    /// ```
    pub fn winning_moves(&mut self, board: &[bool], moves: &mut Vec<usize>) -> Outcome {
        moves.clear();
        if board.len() < 3 {
            return Outcome::P;
        }
        moves.extend(completing_cells(board));
        if !moves.is_empty() {
            return Outcome::N;
        }
        // No three in a row at once: the strips of margin 2 decide.
        self.strips.winning_cells(board, moves)
    }
}

/// The empty cells (0-based, increasing) where an X makes three in a row
/// at once: `XX.`, `.XX` and `X.X`.
///
/// # Example
/// ```
/// use grundy::games::treblecross::completing_cells;
/// let board: Vec<bool> = "X.X..XX".bytes().map(|b| b == b'X').collect();
/// assert_eq!(completing_cells(&board), [1, 4]);
/// ```
pub fn completing_cells(board: &[bool]) -> Vec<usize> {
    let len = board.len();
    let x = |i: usize| i < len && board[i];
    (0..len)
        .filter(|&i| !board[i])
        .filter(|&i| {
            let left2 = i >= 2 && x(i - 2) && x(i - 1);
            let right2 = x(i + 1) && x(i + 2);
            let around = i >= 1 && x(i - 1) && x(i + 1);
            left2 || right2 || around
        })
        .collect()
}

/// A maximal run of safe cells: empty, with no X within two cells, so an X
/// there gives the opponent no three in a row.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct SafeRun {
    /// Its first cell, 0-based.
    pub start: usize,
    /// How many cells it has.
    pub len: usize,
}

/// The runs of safe cells of `board`, left to right. When no X can make
/// three in a row at once, these are the components of the game: each run
/// of `len` cells is worth [`Treblecross::grundy`]`(len)`.
///
/// # Example
/// ```
/// use grundy::games::treblecross::{safe_runs, SafeRun};
/// let board: Vec<bool> = "X.......X".bytes().map(|b| b == b'X').collect();
/// assert_eq!(safe_runs(&board), [SafeRun { start: 3, len: 3 }]);
/// ```
pub fn safe_runs(board: &[bool]) -> Vec<SafeRun> {
    runs_apart(board, 2)
}

/// The maximal runs of empty cells at distance more than `margin` from
/// every mark.
pub fn runs_apart(board: &[bool], margin: usize) -> Vec<SafeRun> {
    let len = board.len();
    let mut safe = vec![true; len];
    for i in (0..len).filter(|&i| board[i]) {
        for cell in &mut safe[i.saturating_sub(margin)..(i + margin + 1).min(len)] {
            *cell = false;
        }
    }
    let mut runs = Vec::new();
    let mut start = 0;
    while start < len {
        if !safe[start] {
            start += 1;
            continue;
        }
        let end = (start..len).find(|&i| !safe[i]).unwrap_or(len);
        runs.push(SafeRun {
            start,
            len: end - start,
        });
        start = end;
    }
    runs
}

/// The two runs of safe cells left by an X at offset `at` (0-based) of a
/// run of `len`: the cells within two of the new X are no longer safe.
///
/// # Example
/// ```
/// use grundy::games::treblecross::split_run;
/// assert_eq!(split_run(5, 2), (0, 0)); // the middle of 5 poisons all
/// assert_eq!(split_run(9, 0), (0, 6));
/// ```
pub fn split_run(len: usize, at: usize) -> (usize, usize) {
    split_apart(len, at, 2)
}

/// The two strips a mark at offset `at` of a strip of `len` leaves when
/// marks keep `margin` cells free on each side.
fn split_apart(len: usize, at: usize, margin: usize) -> (usize, usize) {
    (
        at.saturating_sub(margin),
        (len - at).saturating_sub(margin + 1),
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The run formula of the module docs, by the definition.
    fn by_the_formula(len: usize) -> Vec<u32> {
        let mut g = vec![0u32];
        for n in 1..len {
            let options =
                (1..=n).map(|i| u64::from(g[i.saturating_sub(3)] ^ g[(n - i).saturating_sub(2)]));
            g.push(crate::games::mex::mex(options) as u32);
        }
        g
    }

    /// Strips of any margin, by the definition: a mark at i (1-based) of n
    /// free cells leaves i - 1 - margin and n - i - margin.
    #[test]
    fn strips_of_every_margin_follow_their_definition() {
        for margin in [0, 1, 3, 5] {
            let mut g = vec![0u32];
            let mut s = Strips::new(margin);
            for n in 1..300usize {
                let options = (1..=n).map(|i| {
                    let left = (i - 1).saturating_sub(margin);
                    let right = (n - i).saturating_sub(margin);
                    u64::from(g[left] ^ g[right])
                });
                g.push(crate::games::mex::mex(options) as u32);
            }
            for (n, &v) in g.iter().enumerate().rev() {
                assert_eq!(s.grundy(n), v, "margin {margin}, strip {n}");
            }
        }
        assert_eq!(Strips::new(1).code(), "0.07");
    }

    #[test]
    fn runs_are_heaps_of_0_007_shifted_by_two() {
        let expected = by_the_formula(1500);
        let mut t = Treblecross::new();
        for (n, &g) in expected.iter().enumerate().rev() {
            assert_eq!(t.grundy(n), g, "run of {n}");
        }
    }

    /// Values from the definition, written out by hand.
    #[test]
    fn first_values_by_hand() {
        let mut t = Treblecross::new();
        // g(1) = mex{0} = 1, g(2) = mex{0} = 1, g(3) = mex{0 ^ 0, 0} = 1,
        // g(4) = mex{g(0)^g(1), g(0)^g(0)} = mex{1, 0} = 2.
        assert_eq!(t.grundy(1), 1);
        assert_eq!(t.grundy(3), 1);
        assert_eq!(t.grundy(4), 2);
        assert_eq!(t.grundy(6), 0);
    }

    #[test]
    fn sample_boards() {
        let board = |s: &str| s.bytes().map(|b| b == b'X').collect::<Vec<bool>>();
        let mut t = Treblecross::new();
        let mut moves = Vec::new();
        let one_based = |m: &[usize]| m.iter().map(|c| c + 1).collect::<Vec<_>>();
        assert_eq!(t.winning_moves(&board("....."), &mut moves), Outcome::N);
        assert_eq!(one_based(&moves), [3]);
        let b = board("X.....X..X.............X....X..X");
        assert_eq!(t.winning_moves(&b, &mut moves), Outcome::P);
        assert!(moves.is_empty());
        assert_eq!(t.winning_moves(&board(".X.X...X"), &mut moves), Outcome::N);
        assert_eq!(one_based(&moves), [3]);
        let b = board(&".".repeat(47));
        assert_eq!(t.winning_moves(&b, &mut moves), Outcome::N);
        assert_eq!(
            one_based(&moves),
            [1, 12, 15, 17, 20, 24, 28, 31, 33, 36, 47]
        );
    }

    #[test]
    fn safe_runs_at_the_edges() {
        let board = |s: &str| s.bytes().map(|b| b == b'X').collect::<Vec<bool>>();
        assert_eq!(safe_runs(&board(".....")), [SafeRun { start: 0, len: 5 }]);
        assert!(safe_runs(&board("..X..")).is_empty());
        assert!(safe_runs(&board("")).is_empty());
        let runs = safe_runs(&board("...X......X"));
        assert_eq!(
            runs,
            [SafeRun { start: 0, len: 1 }, SafeRun { start: 6, len: 2 }]
        );
        // Splitting agrees with the runs of the board after the X.
        for len in 1..12 {
            for at in 0..len {
                let mut b = vec![false; len];
                b[at] = true;
                let (left, right) = split_run(len, at);
                let after: Vec<usize> = safe_runs(&b).iter().map(|r| r.len).collect();
                let expected: Vec<usize> = [left, right].into_iter().filter(|&n| n > 0).collect();
                assert_eq!(after, expected, "len {len}, at {at}");
            }
        }
    }

    #[test]
    fn short_boards_cannot_be_won() {
        let mut t = Treblecross::new();
        let mut moves = vec![7];
        for b in [&[][..], &[false], &[true], &[false, false], &[true, false]] {
            assert_eq!(t.winning_moves(b, &mut moves), Outcome::P);
            assert!(moves.is_empty());
        }
    }
}
