//! UVa 11859 from the rules: a matrix of numbers; a move picks a row and
//! divides one or more of its entries above 1, each by a divisor other
//! than 1 of its own; whoever makes the matrix all 1s wins. The position
//! is the rows, each sorted, in sorted order.

use crate::search::{Next, Rng, Search};
use crate::sums::{big_omega, word};
use crate::{assert_lines, words};

type Position = Vec<Vec<u64>>;

/// Every way to change one row: each entry kept or divided, not all kept.
fn row_moves(row: &[u64]) -> Vec<Vec<u64>> {
    let mut rows = vec![(Vec::new(), false)];
    for &x in row {
        let mut grown = Vec::new();
        for (r, changed) in &rows {
            let kept = [r.clone(), vec![x]].concat();
            grown.push((kept, *changed));
            for d in (2..=x).filter(|d| x % d == 0) {
                grown.push(([r.clone(), vec![x / d]].concat(), true));
            }
        }
        rows = grown;
    }
    rows.into_iter()
        .filter(|r| r.1)
        .map(|(mut r, _)| {
            r.sort_unstable();
            r
        })
        .collect()
}

#[allow(clippy::ptr_arg)]
fn moves(matrix: &Position) -> Vec<Next<Position>> {
    let mut next = Vec::new();
    for i in 0..matrix.len() {
        for row in row_moves(&matrix[i]) {
            let mut m = matrix.clone();
            m[i] = row;
            m.sort_unstable();
            next.push(Next::To(m));
        }
    }
    next
}

fn start(matrix: &[Vec<u64>]) -> Position {
    let mut m: Position = matrix
        .iter()
        .map(|r| {
            let mut r = r.clone();
            r.sort_unstable();
            r
        })
        .collect();
    m.sort_unstable();
    m
}

fn cases() -> Vec<Position> {
    let mut cases: Vec<Position> = (2..=40).map(|x| vec![vec![x]]).collect();
    for a in 2..=12 {
        for b in 2..=12 {
            cases.push(vec![vec![a, b]]);
            cases.push(vec![vec![a], vec![b]]);
        }
    }
    let mut rng = Rng::new(11859);
    for _ in 0..150 {
        let (n, m) = (rng.range(1, 3), rng.range(1, 2));
        let top = if n * m > 2 { 8 } else { 16 };
        cases.push(
            (0..n)
                .map(|_| (0..m).map(|_| rng.range(2, top)).collect())
                .collect(),
        );
    }
    cases
}

#[test]
fn search_agrees_with_the_known_formula() {
    let mut search = Search::normal(moves);
    for c in cases() {
        let xor = c.iter().fold(0, |x, row| {
            x ^ row.iter().map(|&a| big_omega(a)).sum::<u64>()
        });
        assert_eq!(search.mover_wins(&start(&c)), xor != 0, "{c:?}");
    }
}

#[test]
fn the_quirks_of_the_spec() {
    let mut search = Search::normal(moves);
    let mut first_wins = |m: &[Vec<u64>]| search.mover_wins(&start(m));
    assert!(!first_wins(&[vec![4], vec![6]]));
    assert!(first_wins(&[vec![8], vec![6]]));
    assert!(!first_wins(&[vec![2, 3], vec![6]]));
    assert!(first_wins(&[vec![12]]));
    assert!(!first_wins(&[vec![2, 3], vec![3, 2]]));
    assert!(!first_wins(&[vec![2, 3], vec![2, 3]]));
    assert!(!first_wins(&[vec![2, 2], vec![4]]));
    assert!(first_wins(&[vec![2, 2], vec![4, 9]]));
}

#[test]
fn all_small_and_seeded_random_matrices() {
    let mut search = Search::normal(moves);
    let cases = cases();
    let mut input = format!("{}\n", cases.len());
    let mut expected = Vec::new();
    for (i, c) in cases.iter().enumerate() {
        input += &format!("{} {}\n", c.len(), c[0].len());
        for row in c {
            input += &format!("{}\n", words(row));
        }
        let w = word(search.mover_wins(&start(c)), "YES", "NO");
        expected.push(format!("Case #{}: {w}", i + 1));
    }
    assert_lines("uva11859", &input, &expected);
}
