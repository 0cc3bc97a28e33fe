//! Be the Winner from the rules: lines of apples; a move takes a run of
//! consecutive apples from one line, leaving the apples left and right of it
//! as two lines; whoever takes the last apple loses.

use crate::search::{Next, Rng, Search};
use crate::{assert_lines, words};

/// Every position one move reaches; a position is the sorted lengths of the
/// non-empty lines.
fn take_a_run(lines: &[u64]) -> Vec<Next<Vec<u64>>> {
    let mut next = Vec::new();
    for (i, &len) in lines.iter().enumerate() {
        for start in 0..len {
            for taken in 1..=len - start {
                let mut rest = lines.to_vec();
                rest.remove(i);
                rest.extend([start, len - start - taken].into_iter().filter(|&l| l > 0));
                rest.sort_unstable();
                next.push(Next::To(rest));
            }
        }
    }
    next
}

fn check(cases: &[Vec<u64>]) {
    let mut search = Search::misere(|p: &Vec<u64>| take_a_run(p));
    let mut input = String::new();
    let mut expected = Vec::new();
    for (k, lines) in cases.iter().enumerate() {
        // Blank lines between cases, as the judge's input has them.
        if k > 0 {
            input += "\n";
        }
        input += &format!("{}\n{}\n", lines.len(), words(lines));
        let mut position: Vec<u64> = lines.iter().copied().filter(|&l| l > 0).collect();
        position.sort_unstable();
        expected.push(
            if search.mover_wins(&position) {
                "Yes"
            } else {
                "No"
            }
            .to_string(),
        );
    }
    assert_lines("hdu2509", &input, &expected);
}

#[test]
fn all_small_positions() {
    let mut cases = vec![vec![]];
    for count in 1..=3 {
        cases.extend(crate::poj2234::all_positions(count, 0, 6));
    }
    cases.extend(crate::poj2234::all_positions(4, 0, 3));
    check(&cases);
}

#[test]
fn seeded_random_positions() {
    let mut rng = Rng::new(2509);
    let cases: Vec<Vec<u64>> = (0..300)
        .map(|_| {
            let ones = rng.range(0, 2) == 0;
            (0..rng.range(1, 5))
                .map(|_| {
                    if ones {
                        rng.range(0, 1)
                    } else {
                        rng.range(1, 6)
                    }
                })
                .collect()
        })
        .collect();
    check(&cases);
}
