//! Shrinking a failing input for `stress`: the cases are data, so edits
//! (drop a case, a row or items; lower numbers, keeping a nim-sum where it
//! matters) apply to any format, and an edit is kept only while the
//! failure holds.

use super::Case;

/// One step that makes an input smaller.
#[derive(Clone, Copy)]
enum Edit {
    KeepOnly(usize),
    DropCase(usize),
    DropRow(usize, usize),
    DropItem(usize, usize, usize),
    /// One item of a row, the rest of the row dropped: a nim-sum
    /// disagreement usually lives in one heap.
    KeepItem(usize, usize, usize),
    /// A run of items: `(case, row, start, length)`.
    DropItems(usize, usize, usize, usize),
    /// Two items of a row at once, `(case, row, i, j)`: keeps the count's
    /// parity, and the nim-sum when the two are equal.
    DropPair(usize, usize, usize, usize),
    /// Three neighbours replaced by their XOR: the nim-sum and the count's
    /// parity stay, so a failure that needs both survives.
    MergeThree(usize, usize, usize),
    Set(usize, usize, usize, u64),
    /// Two items XORed with the same mask `(case, row, i, j, mask)`: both get
    /// smaller and their nim-sum stays.
    XorPair(usize, usize, usize, usize, u64),
    /// Two items set to one smaller value together (equal items often
    /// matter only as a pair).
    SetPair(usize, usize, usize, usize, u64),
}

/// Rows longer than this get pair edits between neighbours only, so one
/// pass stays about linear in the input.
const ALL_PAIRS_UP_TO: usize = 24;

/// The pairs of positions of a row that pair edits try.
fn pairs(len: usize) -> Vec<(usize, usize)> {
    if len <= ALL_PAIRS_UP_TO {
        (0..len)
            .flat_map(|i| (i + 1..len).map(move |j| (i, j)))
            .collect()
    } else {
        (1..len).map(|j| (j - 1, j)).collect()
    }
}

/// The values below `v` worth trying first: 0, 1 and half.
fn smaller(v: u64) -> Vec<u64> {
    let mut all = vec![0, 1, v / 2];
    all.retain(|&s| s < v);
    all.dedup();
    all
}

/// Every edit of `cases`, the largest cuts first.
fn edits(cases: &[Case]) -> Vec<Edit> {
    let mut all = Vec::new();
    if cases.len() > 1 {
        all.extend((0..cases.len()).map(Edit::KeepOnly));
        all.extend((0..cases.len()).map(Edit::DropCase));
    }
    let rows = || {
        cases
            .iter()
            .enumerate()
            .flat_map(|(c, case)| case.iter().enumerate().map(move |(r, row)| (c, r, row)))
    };
    for (c, case) in cases.iter().enumerate() {
        all.extend((0..case.len()).map(|r| Edit::DropRow(c, r)));
    }
    for (c, r, row) in rows() {
        if row.len() > 1 {
            all.extend((0..row.len()).map(|i| Edit::KeepItem(c, r, i)));
        }
        let mut length = row.len() / 2;
        while length >= 2 {
            let runs = row.len() / length;
            all.extend((0..runs).map(|k| Edit::DropItems(c, r, k * length, length)));
            length /= 2;
        }
    }
    for (c, r, row) in rows() {
        all.extend((0..row.len()).map(|i| Edit::DropItem(c, r, i)));
    }
    for (c, r, row) in rows() {
        all.extend(
            pairs(row.len())
                .into_iter()
                .map(|(i, j)| Edit::DropPair(c, r, i, j)),
        );
        all.extend((2..row.len()).map(|i| Edit::MergeThree(c, r, i - 2)));
    }
    for (c, r, row) in rows() {
        for (i, &v) in row.iter().enumerate() {
            all.extend(smaller(v).into_iter().map(|s| Edit::Set(c, r, i, s)));
        }
    }
    for (c, r, row) in rows() {
        for (i, j) in pairs(row.len()) {
            let common = row[i] & row[j];
            if common != 0 {
                let top = 1 << (63 - common.leading_zeros());
                all.push(Edit::XorPair(c, r, i, j, top));
                if common != top {
                    all.push(Edit::XorPair(c, r, i, j, common));
                }
            }
            let low = row[i].min(row[j]);
            all.extend(
                smaller(low)
                    .into_iter()
                    .map(|s| Edit::SetPair(c, r, i, j, s)),
            );
        }
    }
    all
}

fn apply(cases: &[Case], edit: Edit) -> Vec<Case> {
    let mut out = cases.to_vec();
    match edit {
        Edit::KeepOnly(c) => out = vec![out.swap_remove(c)],
        Edit::DropCase(c) => {
            out.remove(c);
        }
        Edit::DropRow(c, r) => {
            out[c].remove(r);
        }
        Edit::DropItem(c, r, i) => {
            out[c][r].remove(i);
        }
        Edit::KeepItem(c, r, i) => out[c][r] = vec![out[c][r][i]],
        Edit::DropItems(c, r, i, n) => {
            out[c][r].drain(i..i + n);
        }
        Edit::DropPair(c, r, i, j) => {
            out[c][r].remove(j);
            out[c][r].remove(i);
        }
        Edit::MergeThree(c, r, i) => {
            let row = &mut out[c][r];
            let merged = row.drain(i..i + 3).fold(0, |x, v| x ^ v);
            row.insert(i, merged);
        }
        Edit::Set(c, r, i, v) => out[c][r][i] = v,
        Edit::XorPair(c, r, i, j, mask) => {
            out[c][r][i] ^= mask;
            out[c][r][j] ^= mask;
        }
        Edit::SetPair(c, r, i, j, v) => {
            out[c][r][i] = v;
            out[c][r][j] = v;
        }
    }
    out
}

/// Tries left for `fails`, spent one per call.
struct Tries<F> {
    left: usize,
    fails: F,
}

impl<F: FnMut(&[Case]) -> bool> Tries<F> {
    /// `fails(candidate)`, or `false` once the budget is spent.
    fn fails(&mut self, candidate: &[Case]) -> bool {
        if self.left == 0 {
            return false;
        }
        self.left -= 1;
        (self.fails)(candidate)
    }

    /// One pass of [`edits`]: each kept when it still fails. After a kept
    /// edit the pass goes on from the same place in the new list rather than
    /// from its start, so a pass costs about one try per edit. Whether any
    /// edit was kept.
    fn edit_pass(&mut self, cases: &mut Vec<Case>) -> bool {
        let (mut from, mut kept) = (0, false);
        'list: loop {
            for (i, &edit) in edits(cases).iter().enumerate().skip(from) {
                if self.left == 0 {
                    break 'list;
                }
                let candidate = apply(cases, edit);
                if self.fails(&candidate) {
                    *cases = candidate;
                    (from, kept) = (i, true);
                    continue 'list;
                }
            }
            break;
        }
        kept
    }

    /// Each number lowered to the smallest value that still fails, by
    /// binary search (about 64 tries per number at most; where failing is
    /// not monotone in the number it still ends on a value that fails, and
    /// the next edit pass tries what the search skipped). Whether any number
    /// changed.
    fn lower_pass(&mut self, cases: &mut [Case]) -> bool {
        let mut changed = false;
        for c in 0..cases.len() {
            for r in 0..cases[c].len() {
                for i in 0..cases[c][r].len() {
                    let (mut lo, mut hi) = (0, cases[c][r][i]);
                    while lo < hi && self.left > 0 {
                        let mid = lo + (hi - lo) / 2;
                        let mut candidate = cases.to_vec();
                        candidate[c][r][i] = mid;
                        if self.fails(&candidate) {
                            hi = mid;
                        } else {
                            lo = mid + 1;
                        }
                    }
                    if hi < cases[c][r][i] {
                        cases[c][r][i] = hi;
                        changed = true;
                    }
                }
            }
        }
        changed
    }
}

/// The smallest input found from `cases` for which `fails` still holds:
/// structural and value edits, largest first (`edits`: cases, rows, runs
/// and pairs of items dropped, numbers set to 0, 1 or half, pairs lowered
/// together), then each number binary-searched down to the smallest value
/// that still fails, until neither helps (a local minimum) or `budget`
/// tries are spent.
pub fn shrink(cases: Vec<Case>, budget: usize, fails: impl FnMut(&[Case]) -> bool) -> Vec<Case> {
    let mut tries = Tries {
        left: budget,
        fails,
    };
    let mut cases = cases;
    while tries.left > 0 {
        let edited = tries.edit_pass(&mut cases);
        let lowered = tries.lower_pass(&mut cases);
        if !edited && !lowered {
            break;
        }
    }
    cases
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn shrinking_finds_the_one_number_that_matters() {
        let cases: Vec<Case> = vec![
            vec![vec![5, 900, 3]],
            vec![vec![44, 12], vec![7]],
            vec![vec![1]],
        ];
        // "Fails" while some number is at least 100.
        let small = shrink(cases, 10_000, |c| {
            c.iter().flatten().flatten().any(|&v| v >= 100)
        });
        assert_eq!(small, vec![vec![vec![100]]]);
    }

    #[test]
    fn shrinking_keeps_a_nim_sum_while_making_piles_small() {
        // "Fails" on an even number of piles, one above 1, nim-sum 0: the
        // misère bug of issue 19, which no single edit keeps failing.
        let mut piles: Vec<u64> = vec![2995, 625, 2012, 77, 4000, 31, 900, 155, 1];
        piles.push(piles.iter().fold(0, |x, p| x ^ p));
        let case: Case = vec![piles];
        let mut tries = 0;
        let small = shrink(vec![case], 5000, |c| {
            tries += 1;
            let Some(row) = c.first().and_then(|case| case.first()) else {
                return false;
            };
            row.len() % 2 == 0
                && row.iter().any(|&p| p > 1)
                && row.iter().fold(0, |x, p| x ^ p) == 0
        });
        assert_eq!(small, vec![vec![vec![2, 2]]]);
        assert!(tries <= 5000, "{tries} tries");
    }
}
