//! Choosing volunteers from the rules: the total starts at 0, each donation
//! adds 1..=m, and the donation that makes it reach n or more wins.

use crate::assert_lines;
use crate::search::{Next, Rng, Search};

/// A position of the "reach at least a target" game: (total so far, target,
/// largest step); the player to move adds 1..=step, and reaching the target
/// or more wins on the spot.
pub fn reach_moves(&(total, target, step): &(u64, u64, u64)) -> Vec<Next<(u64, u64, u64)>> {
    (1..=step)
        .map(|add| {
            if total + add >= target {
                Next::Win
            } else {
                Next::To((total + add, target, step))
            }
        })
        .collect()
}

fn check(cases: &[(u64, u64)]) {
    let mut search = Search::normal(reach_moves);
    let mut input = format!("{}\n", cases.len());
    let mut expected = Vec::new();
    for &(n, m) in cases {
        input += &format!("{n} {m}\n");
        expected.push(
            if search.mover_wins(&(0, n, m)) {
                "Grass"
            } else {
                "Rabbit"
            }
            .to_string(),
        );
    }
    assert_lines("hdu2188", &input, &expected);
}

#[test]
fn all_small_targets_and_limits() {
    let mut cases = Vec::new();
    for m in 1..=12 {
        for n in 1..=100 {
            cases.push((n, m));
        }
    }
    check(&cases);
}

#[test]
fn seeded_random_cases() {
    let mut rng = Rng::new(2188);
    let cases: Vec<(u64, u64)> = (0..300)
        .map(|_| (rng.range(1, 600), rng.range(1, 25)))
        .collect();
    check(&cases);
}
