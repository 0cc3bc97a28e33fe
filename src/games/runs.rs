//! Taking a run of consecutive objects from a line, which may split it in
//! two; misère play (HDU 2509 Be the Winner). A line of x is worth a Nim
//! heap of x (see `problems::hdu2509`), and the sum follows Bouton's misère
//! rule on the lengths; here are its winning moves.
//!
//! A move on a line of x leaves `l` objects left of the run and `r` right of
//! it, for any `l + r <= x - 1`: each ordered pair is one move. The move wins
//! when the lengths it leaves are a misère-Nim loss: some line above one and
//! a nim-sum of 0, or no line above one and an odd number of ones. With
//! `c = l ^ r` and `l + r = c + 2 (l & r)`, the pairs of one `c` are
//! `l = a | s`, `r = a | (c ^ s)` for every `a` with `a & c = 0` and
//! `c + 2a <= x - 1`, and every subset `s` of `c`'s bits: so they are
//! counted exactly (up to 2^127 of them) and listed lazily, never built.

use crate::games::misere::misere_nim_outcome;
use crate::games::Outcome;

/// One move: line `line` (from 0) keeps `left` objects before the run taken
/// and `right` after it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct RunMove {
    pub line: usize,
    pub left: u64,
    pub right: u64,
}

/// The outcome of lines of `lines` objects in misère play.
pub fn misere_runs_outcome(lines: &[u64]) -> Outcome {
    let x = lines.iter().fold(0, |x, l| x ^ l);
    misere_nim_outcome(x, lines.iter().any(|&l| l > 1))
}

/// How many winning moves `lines` has in misère play.
///
/// # Example
/// ```
/// use grundy::games::runs::{misere_winning_run_count, misere_winning_runs};
/// // Take the whole 3 (the opponent must take the last 1) or its middle
/// // apple (three lines of one).
/// assert_eq!(misere_winning_run_count(&[3, 1]), 2);
/// assert_eq!(misere_winning_runs(&[3, 1]).count(), 2);
/// ```
pub fn misere_winning_run_count(lines: &[u64]) -> u128 {
    plans(lines)
        .map(|p| {
            let pairs = xor_pair_count(p.xor, p.most);
            if p.others_big {
                return pairs;
            }
            let small = |c: u64| {
                SMALL
                    .iter()
                    .filter(|&&(l, r)| l ^ r == c && l + r <= p.most)
                    .count() as u128
            };
            pairs - small(p.xor) + small(p.xor ^ 1)
        })
        .sum()
}

/// Every winning move of `lines` in misère play, line by line; within a
/// line, the moves leaving lines of at most one first, then by `l & r` and
/// `l`. Lazy: there may be up to 2^127 of them.
pub fn misere_winning_runs(lines: &[u64]) -> impl Iterator<Item = RunMove> + '_ {
    plans(lines).flat_map(|p| {
        let small: Vec<(u64, u64)> = if p.others_big {
            Vec::new()
        } else {
            SMALL
                .iter()
                .copied()
                .filter(|&(l, r)| l ^ r == p.xor ^ 1 && l + r <= p.most)
                .collect()
        };
        let others_big = p.others_big;
        let big = XorPairs::new(p.xor, p.most).filter(move |&(l, r)| others_big || l > 1 || r > 1);
        small
            .into_iter()
            .chain(big)
            .map(move |(left, right)| RunMove {
                line: p.line,
                left,
                right,
            })
    })
}

/// The pairs of lines of at most one a move may leave.
const SMALL: [(u64, u64); 4] = [(0, 0), (0, 1), (1, 0), (1, 1)];

/// What a winning move on one line must do.
struct Plan {
    line: usize,
    /// The most the two parts may hold together: the line's length - 1.
    most: u64,
    /// The XOR the two parts must have when a line above one remains.
    xor: u64,
    /// True when another line holds more than one.
    others_big: bool,
}

fn plans(lines: &[u64]) -> impl Iterator<Item = Plan> + '_ {
    let x = lines.iter().fold(0, |x, l| x ^ l);
    let big = lines.iter().filter(|&&l| l > 1).count();
    lines
        .iter()
        .enumerate()
        .filter(|&(_, &l)| l > 0)
        .map(move |(line, &l)| Plan {
            line,
            most: l - 1,
            xor: x ^ l,
            others_big: big - usize::from(l > 1) > 0,
        })
}

/// How many ordered pairs have `l ^ r = c` and `l + r <= m`.
fn xor_pair_count(c: u64, m: u64) -> u128 {
    if c > m {
        return 0;
    }
    (1u128 << c.count_ones()) * avoiding_up_to((m - c) / 2, c)
}

/// How many `a` in `0..=limit` have no bit of `mask`.
fn avoiding_up_to(limit: u64, mask: u64) -> u128 {
    let mut count = 0u128;
    for bit in (0..64).rev() {
        if limit >> bit & 1 == 0 {
            continue;
        }
        // `a` has a 0 here and matches `limit` above: the bits below are free
        // but for `mask`.
        let below = if bit == 0 { 0 } else { u64::MAX >> (64 - bit) };
        count += 1u128 << (below & !mask).count_ones();
        if mask >> bit & 1 == 1 {
            // `a` cannot have a 1 here: nothing more matches `limit`.
            return count;
        }
    }
    count + 1 // `limit` itself
}

/// The ordered pairs with `l ^ r = c` and `l + r <= m`, by `a = l & r`,
/// then by `l`.
struct XorPairs {
    c: u64,
    /// The largest `a`: `(m - c) / 2`.
    last: u64,
    /// The next (a, s); `None` when done.
    next: Option<(u64, u64)>,
}

impl XorPairs {
    fn new(c: u64, m: u64) -> XorPairs {
        XorPairs {
            c,
            last: m.saturating_sub(c) / 2,
            next: (c <= m).then_some((0, 0)),
        }
    }
}

impl Iterator for XorPairs {
    type Item = (u64, u64);

    fn next(&mut self) -> Option<(u64, u64)> {
        let (a, s) = self.next?;
        let c = self.c;
        self.next = if s == c {
            // The next `a` without a bit of `c`, if it is not too large.
            (a | c)
                .checked_add(1)
                .map(|n| n & !c)
                .filter(|&n| n <= self.last)
                .map(|n| (n, 0))
        } else {
            // The next subset of `c`'s bits.
            Some((a, (s | !c).wrapping_add(1) & c))
        };
        Some((a | s, a | (c ^ s)))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Every move of every small position, by the misère rule on what it
    /// leaves: exactly the listed ones win, and the count agrees.
    #[test]
    fn winning_runs_are_the_moves_to_lost_positions() {
        for a in 0..9u64 {
            for b in 0..6u64 {
                for c in 0..3u64 {
                    let lines = [a, b, c];
                    let mut want = Vec::new();
                    for (line, &x) in lines.iter().enumerate() {
                        for left in 0..x {
                            for right in 0..x - left {
                                let mut after: Vec<u64> = lines.to_vec();
                                after[line] = left;
                                after.push(right);
                                if misere_runs_outcome(&after) == Outcome::P {
                                    want.push(RunMove { line, left, right });
                                }
                            }
                        }
                    }
                    let mut got: Vec<RunMove> = misere_winning_runs(&lines).collect();
                    assert_eq!(misere_winning_run_count(&lines), got.len() as u128);
                    got.sort_by_key(|m| (m.line, m.left, m.right));
                    want.sort_by_key(|m| (m.line, m.left, m.right));
                    assert_eq!(got, want, "{lines:?}");
                }
            }
        }
    }

    #[test]
    fn pair_counts_match_counting_one_by_one() {
        for c in 0..40u64 {
            for m in 0..80u64 {
                let naive = (0..=m)
                    .flat_map(|l| (0..=m - l).map(move |r| (l, r)))
                    .filter(|&(l, r)| l ^ r == c)
                    .count();
                assert_eq!(xor_pair_count(c, m), naive as u128, "c = {c}, m = {m}");
                assert_eq!(XorPairs::new(c, m).count(), naive, "c = {c}, m = {m}");
            }
        }
    }

    #[test]
    fn huge_lines_are_counted_not_listed() {
        // One line of 2^64 - 1: leave a single apple (left or right of the
        // run), or two equal parts above one, 2 <= l = r <= 2^63 - 1.
        let count = misere_winning_run_count(&[u64::MAX]);
        assert_eq!(count, 2 + (1u128 << 63) - 2);
        let first: Vec<RunMove> = misere_winning_runs(&[u64::MAX]).take(4).collect();
        assert_eq!(
            first.iter().map(|m| (m.left, m.right)).collect::<Vec<_>>(),
            [(0, 1), (1, 0), (2, 2), (3, 3)]
        );
    }
}
