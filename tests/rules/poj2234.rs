//! Nim from the rules: heaps as a sorted vector, a move lowers one heap.

use crate::assert_lines;
use crate::search::{Next, Rng, Search};

/// Every position reachable in one Nim move. (Takes `&Vec` because the
/// search hands each move function a `&P`.)
#[allow(clippy::ptr_arg)]
pub fn nim_moves(heaps: &Vec<u64>) -> Vec<Next<Vec<u64>>> {
    let mut next = Vec::new();
    for i in 0..heaps.len() {
        for smaller in 0..heaps[i] {
            let mut h = heaps.clone();
            h[i] = smaller;
            h.sort_unstable();
            next.push(Next::To(h));
        }
    }
    next
}

/// All heap vectors of `count` heaps with sizes in `lo..=hi`.
pub fn all_positions(count: usize, lo: u64, hi: u64) -> Vec<Vec<u64>> {
    let mut all = vec![vec![]];
    for _ in 0..count {
        all = all
            .into_iter()
            .flat_map(|p| (lo..=hi).map(move |h| [p.clone(), vec![h]].concat()))
            .collect();
    }
    all
}

fn check(positions: &[Vec<u64>]) {
    let mut search = Search::normal(nim_moves);
    let mut input = String::new();
    let mut expected = Vec::new();
    for p in positions {
        input += &format!("{} {}\n", p.len(), crate::words(p));
        let mut sorted = p.clone();
        sorted.sort_unstable();
        expected.push(
            if search.mover_wins(&sorted) {
                "Yes"
            } else {
                "No"
            }
            .to_string(),
        );
    }
    assert_lines("poj2234", &input, &expected);
}

#[test]
fn all_small_positions() {
    let mut positions = Vec::new();
    for count in 1..=3 {
        positions.extend(all_positions(count, 0, 7));
    }
    check(&positions);
}

#[test]
fn seeded_random_positions() {
    let mut rng = Rng::new(2234);
    let positions: Vec<Vec<u64>> = (0..300)
        .map(|_| (0..rng.range(1, 5)).map(|_| rng.range(1, 9)).collect())
        .collect();
    check(&positions);
}
