//! HDU 3389 from the rules: boxes 1..n of cards; a move takes one or more
//! cards from a box A to a box B < A with A + B odd and divisible by 3;
//! the last mover wins. The search plays card vectors; no staircase theory.

use crate::search::{Next, Rng, Search};
use crate::{answer, assert_lines, words};

#[allow(clippy::ptr_arg)]
fn moves(cards: &Vec<u64>) -> Vec<Next<Vec<u64>>> {
    let mut next = Vec::new();
    for a in 1..=cards.len() {
        for b in 1..a {
            if (a + b) % 2 != 1 || (a + b) % 3 != 0 {
                continue;
            }
            for k in 1..=cards[a - 1] {
                let mut c = cards.clone();
                c[a - 1] -= k;
                c[b - 1] += k;
                next.push(Next::To(c));
            }
        }
    }
    next
}

/// Every vector of `n` boxes holding at most `total` cards in all.
fn all_vectors(n: usize, total: u64) -> Vec<Vec<u64>> {
    let mut out = vec![Vec::new()];
    for _ in 0..n {
        out = out
            .into_iter()
            .flat_map(|v: Vec<u64>| {
                let used: u64 = v.iter().sum();
                (0..=total - used).map(move |c| {
                    let mut w = v.clone();
                    w.push(c);
                    w
                })
            })
            .collect();
    }
    out
}

fn check(cases: &[Vec<u64>]) {
    let mut search = Search::normal(moves);
    let mut input = format!("{}\n", cases.len());
    let mut expected = Vec::new();
    for (i, c) in cases.iter().enumerate() {
        input += &format!("{}\n{}\n", c.len(), words(c));
        let w = if search.mover_wins(c) { "Alice" } else { "Bob" };
        expected.push(format!("Case {}: {w}", i + 1));
    }
    assert_lines("hdu3389", &input, &expected);
}

#[test]
fn every_small_vector() {
    let mut cases = Vec::new();
    for n in 1..=7 {
        cases.extend(all_vectors(n, if n <= 5 { 4 } else { 3 }));
    }
    check(&cases);
}

#[test]
fn seeded_random_vectors() {
    let mut rng = Rng::new(3389);
    let cases: Vec<Vec<u64>> = (0..300)
        .map(|_| {
            let n = rng.range(6, 10) as usize;
            let mut c = vec![0; n];
            for _ in 0..rng.range(1, 6) {
                c[rng.range(0, n as u64 - 1) as usize] += 1;
            }
            c
        })
        .collect();
    check(&cases);
}

/// The spec's closed form, checked by the search above on small vectors,
/// at the official bounds: n = 10000 boxes of up to 100 cards.
#[test]
fn the_closed_form_at_the_official_bounds() {
    let mut search = Search::normal(moves);
    for c in all_vectors(8, 3) {
        let x = c
            .iter()
            .enumerate()
            .filter(|(i, _)| [0, 2, 5].contains(&((i + 1) % 6)))
            .fold(0, |x, (_, &v)| x ^ v);
        assert_eq!(search.mover_wins(&c), x != 0, "{c:?}");
    }
    let mut rng = Rng::new(33890);
    let mut input = "3\n".to_string();
    let mut expected = Vec::new();
    for case in 1..=3 {
        let c: Vec<u64> = (0..10_000).map(|_| rng.range(0, 100)).collect();
        let x = c
            .iter()
            .enumerate()
            .filter(|(i, _)| [0, 2, 5].contains(&((i + 1) % 6)))
            .fold(0, |x, (_, &v)| x ^ v);
        input += &format!("10000\n{}\n", words(&c));
        let w = if x != 0 { "Alice" } else { "Bob" };
        expected.push(format!("Case {case}: {w}"));
    }
    let got = answer("hdu3389", &input);
    assert_eq!(got.lines().collect::<Vec<_>>(), expected);
}
