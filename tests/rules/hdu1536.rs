//! S-Nim from the rules: a move removes exactly s beads from one heap, s in S.

use crate::search::{Next, Rng, Search};
use crate::{assert_lines, words};

#[test]
fn seeded_random_sets_and_positions() {
    let mut rng = Rng::new(1536);
    let mut input = String::new();
    let mut expected = Vec::new();
    for _ in 0..60 {
        // Unsorted, possibly with duplicates.
        let set: Vec<u64> = (0..rng.range(1, 5)).map(|_| rng.range(1, 9)).collect();
        let moves = set.clone();
        let mut search = Search::normal(move |heaps: &Vec<u64>| {
            let mut next = Vec::new();
            for i in 0..heaps.len() {
                for &s in &moves {
                    if s <= heaps[i] {
                        let mut h = heaps.clone();
                        h[i] -= s;
                        h.sort_unstable();
                        next.push(Next::To(h));
                    }
                }
            }
            next
        });
        let positions: Vec<Vec<u64>> = (0..rng.range(1, 12))
            .map(|_| (0..rng.range(1, 3)).map(|_| rng.range(0, 22)).collect())
            .collect();
        input += &format!("{} {}\n{}\n", set.len(), words(&set), positions.len());
        let mut line = String::new();
        for p in &positions {
            input += &format!("{} {}\n", p.len(), words(p));
            let mut sorted = p.clone();
            sorted.sort_unstable();
            line.push(if search.mover_wins(&sorted) { 'W' } else { 'L' });
        }
        expected.push(line);
    }
    input += "0\n";
    assert_lines("hdu1536", &input, &expected);
}
