//! The generators problems share: rows written as judge text, Nim's traps
//! (all ones, equal pairs, a zero nim-sum), lists drawn within a format's
//! bounds, values near where a rule changes its answer, Nim with splits,
//! and rooted trees.

use super::{Case, Rng, Scale};
use crate::format::{Element, Expr, Format, Token};

/// The numbers of a row, space-separated, and a newline.
pub fn line(text: &mut String, row: &[u64]) {
    let words: Vec<String> = row.iter().map(u64::to_string).collect();
    text.push_str(&words.join(" "));
    text.push('\n');
}

/// The judge input of cases whose rows hold every number as written,
/// counts included, one row a line, after the case count when `counted`:
/// for formats whose rows cannot say their counts (a graph's edge lines
/// before more lines), so the generator writes them.
pub fn rows_as_written(cases: &[Case], counted: bool) -> String {
    let mut text = String::new();
    if counted {
        line(&mut text, &[cases.len() as u64]);
    }
    for row in cases.iter().flatten() {
        line(&mut text, row);
    }
    text
}

/// [`rows_as_written`] without a case count (hdu1524's graphs): a
/// problem's `Tools::write`.
pub fn rows_uncounted(cases: &[Case]) -> String {
    rows_as_written(cases, false)
}

/// [`rows_as_written`] after the case count (hdu3094's trees).
pub fn rows_counted(cases: &[Case]) -> String {
    rows_as_written(cases, true)
}

/// `count` piles in `lo..=hi`, often one of Nim's traps: all ones (misère
/// play turns on them), pairs of equal piles, or a zero nim-sum (a losing
/// position, made by fixing the first pile to the others' nim-sum).
pub fn piles(rng: &mut Rng, count: usize, lo: u64, hi: u64) -> Vec<u64> {
    let mut piles: Vec<u64> = (0..count).map(|_| rng.value(lo, hi)).collect();
    match rng.range(0, 3) {
        0 if (lo..=hi).contains(&1) => piles.fill(1),
        1 => {
            for i in (1..count).step_by(2) {
                piles[i] = piles[i - 1];
            }
        }
        _ => {}
    }
    if count > 1 && rng.one_in(3) {
        let rest = piles[1..].iter().fold(0, |x, p| x ^ p);
        if (lo..=hi).contains(&rest) {
            piles[0] = rest;
        }
    }
    piles
}

/// `count` cases of one Nim position each: `least..=most` piles from
/// [`piles`], each in `lo..=hi`.
pub fn nim_cases(rng: &mut Rng, count: usize, sizes: (u64, u64), lo: u64, hi: u64) -> Vec<Case> {
    (0..count)
        .map(|_| {
            let n = rng.value(sizes.0, sizes.1) as usize;
            vec![piles(rng, n, lo, hi)]
        })
        .collect()
}

/// `count` misère Nim cases of `1..=most` piles in `1..=largest`: Nim's
/// traps ([`piles`]: all ones above all, where misère play differs from
/// normal play), and ones beside a single larger pile.
pub fn misere_cases(rng: &mut Rng, count: usize, most: u64, largest: u64) -> Vec<Case> {
    (0..count)
        .map(|_| {
            let n = rng.value(1, most) as usize;
            match rng.range(0, 3) {
                0 => vec![(0..n)
                    .map(|i| if i == 0 { rng.value(2, largest) } else { 1 })
                    .collect()],
                _ => vec![piles(rng, n, 1, largest)],
            }
        })
        .collect()
}

/// `count` Nim cases ([`nim_cases`]) of a format whose case is one list
/// (`M a1 .. aM`, or `N` above `a1 .. aN`): the list's length and values
/// within the format's bounds at judge scale, up to 5 values of at most 7
/// when tiny, three times the longest list of any size when huge.
pub fn nim_lists(format: &Format, rng: &mut Rng, scale: Scale, count: usize) -> Vec<Case> {
    let ((least, most), (lo, largest)) = list_bounds(format, scale);
    nim_cases(rng, count, (least, most), lo, largest)
}

/// [`nim_lists`] with misère Nim's traps ([`misere_cases`]).
pub fn misere_lists(format: &Format, rng: &mut Rng, scale: Scale, count: usize) -> Vec<Case> {
    let ((_, most), (_, largest)) = list_bounds(format, scale);
    misere_cases(rng, count, most, largest)
}

/// The bounds of the first list of a format, its length's and its values',
/// at a scale.
fn list_bounds(format: &Format, scale: Scale) -> ((u64, u64), (u64, u64)) {
    let lit = |e: Expr| match e {
        Expr::Lit(v) => v,
        _ => 1,
    };
    let mut length = (1, 1);
    let mut values = (1, 1);
    let lines = format.case.iter().filter_map(|e| match e {
        Element::Line(tokens) => Some(*tokens),
        _ => None,
    });
    for token in lines.flatten() {
        match *token {
            Token::Int(int) => length = (lit(int.lo), lit(int.hi)),
            Token::Ints { int, .. } => {
                values = (lit(int.lo), lit(int.hi));
                break;
            }
            _ => {}
        }
    }
    match scale {
        Scale::Tiny => ((length.0, length.1.min(5)), (values.0, values.1.min(7))),
        Scale::Judge => (length, values),
        Scale::Huge => ((length.0, length.1.saturating_mul(3)), (values.0, u64::MAX)),
    }
}

/// `count` cases of one value in `lo..=largest` each: a third of them the
/// problem's trap (`trap` gets the largest value allowed), clamped into
/// range, the others spread over it ([`Rng::value`]).
pub fn traps_or_values(
    rng: &mut Rng,
    count: usize,
    (lo, largest): (u64, u64),
    mut trap: impl FnMut(&mut Rng, u64) -> u64,
) -> Vec<Case> {
    (0..count)
        .map(|_| {
            let n = match rng.range(0, 2) {
                0 => trap(rng, largest),
                _ => rng.value(lo, largest),
            };
            vec![vec![n.clamp(lo, largest)]]
        })
        .collect()
}

/// [`traps_or_values`] for a format whose case is one integer: from its
/// least value to the largest at the scale (`tiny`, the official bound,
/// or any u64).
pub fn value_traps(
    format: &Format,
    rng: &mut Rng,
    scale: Scale,
    count: usize,
    tiny: u64,
    trap: impl FnMut(&mut Rng, u64) -> u64,
) -> Vec<Case> {
    let (lo, hi) = match format.case {
        [Element::Line([Token::Int(int), ..]), ..] => (int.lo, int.hi),
        _ => panic!("value_traps needs a format whose case starts with one integer"),
    };
    let lit = |e: Expr| match e {
        Expr::Lit(v) => v,
        _ => panic!("value_traps needs constant bounds"),
    };
    let largest = scale.pick(tiny, lit(hi), u64::MAX);
    traps_or_values(rng, count, (lit(lo), largest), trap)
}

/// `count` cases of one Nim-with-splits position each (hdu3032, hdu5795):
/// `1..=most` heaps in `1..=largest`, often at the swapped residues (the
/// last two of each period), often fixed to a zero nim-sum (a loss, made by
/// setting the last heap to the one whose value is the others' XOR), and
/// sometimes one of the specs' traps (`1 2 3`, `2 3 6`, `3 4 7 8`, `1 6 8`,
/// where plain Nim is wrong).
pub fn split_nim_cases(
    rng: &mut Rng,
    split: crate::games::split_nim::Split,
    count: usize,
    most: u64,
    largest: u64,
) -> Vec<Case> {
    let p = split.period();
    (0..count)
        .map(|_| {
            if rng.one_in(6) {
                let traps: [&[u64]; 4] = [&[1, 2, 3], &[2, 3, 6], &[3, 4, 7, 8], &[1, 6, 8]];
                let trap = rng.pick(&traps);
                if trap.iter().all(|&h| h <= largest) {
                    return vec![trap.to_vec()];
                }
            }
            let n = rng.value(1, most) as usize;
            let mut heaps: Vec<u64> = (0..n)
                .map(|_| {
                    let h = rng.value(1, largest);
                    if rng.one_in(2) {
                        // A swapped residue: p - 1 or 0 (mod p).
                        let base = (h / p).saturating_mul(p);
                        let swapped = base.saturating_add(p - rng.range(0, 1));
                        if (1..=largest).contains(&swapped) {
                            return swapped;
                        }
                    }
                    h
                })
                .collect();
            if n > 1 && rng.one_in(2) {
                let rest = split.nim_sum(&heaps[..n - 1]);
                if let Some(h) = split
                    .heap_with_value(rest)
                    .filter(|h| (1..=largest).contains(h))
                {
                    heaps[n - 1] = h;
                }
            }
            vec![heaps]
        })
        .collect()
}

/// `count` trees of `least` to `most` vertices (the official bounds on N;
/// the huge scale goes to 300,000) as [`rooted_tree`] writes them: big
/// ones are rare (one in eight, never more than two a call), the rest
/// small, since tests generate thousands of inputs.
pub fn rooted_trees(
    rng: &mut Rng,
    scale: Scale,
    count: usize,
    (least, most): (u64, u64),
) -> Vec<Case> {
    let most = scale.pick(8, most, 300_000);
    (0..count)
        .map(|i| {
            let n = if i < 2 && rng.one_in(8) {
                rng.value(least, most)
            } else {
                rng.value(least, most.min(scale.pick(8, 60, 600)))
            };
            rooted_tree(rng, n)
        })
        .collect()
}

/// A tree on 1..=n as rows `[n]`, then its edges `[I, J]`, with the
/// traps of the tree judges (hdu3094, agc017d): paths (deep: the root at an end or in the
/// middle), stars, edges turned either way and shuffled, the root as a
/// leaf.
pub fn rooted_tree(rng: &mut Rng, n: u64) -> Case {
    // Positions 0..n on a shape, then labels: 1 somewhere.
    let shape = rng.range(0, 3);
    let parent = |v: u64, rng: &mut Rng| match shape {
        0 => v - 1,
        1 => 0,
        _ => rng.range(0, v - 1),
    };
    let mut edges: Vec<(u64, u64)> = (1..n).map(|v| (v, parent(v, rng))).collect();
    let root = match rng.range(0, 2) {
        0 => 0,
        1 => n / 2,
        _ => rng.range(0, n - 1),
    };
    let mut label: Vec<u64> = (1..=n).collect();
    label.swap(0, root as usize);
    for e in edges.iter_mut() {
        *e = (label[e.0 as usize], label[e.1 as usize]);
        if rng.one_in(2) {
            *e = (e.1, e.0);
        }
    }
    for k in (1..edges.len()).rev() {
        edges.swap(k, rng.range(0, k as u64) as usize);
    }
    let mut case = vec![vec![n]];
    case.extend(edges.into_iter().map(|(a, b)| vec![a, b]));
    case
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn traps_stay_in_range_and_near_their_targets() {
        let mut rng = Rng::new(3);
        for _ in 0..1000 {
            let v = rng.near_multiple(7, 100);
            assert!(
                (1..=100).contains(&v) && [0, 1, 6].contains(&(v % 7)),
                "{v}"
            );
            let p = piles(&mut rng, 5, 1, 9);
            assert!(p.len() == 5 && p.iter().all(|x| (1..=9).contains(x)));
        }
        assert_eq!(Scale::Judge.cases(30, 20), 20);
        assert_eq!(Scale::Huge.cases(30, 20), 30);
    }
}
