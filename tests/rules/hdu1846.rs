//! Bash's game from the rules: one pile, take 1..=m.

use crate::assert_lines;
use crate::search::{Next, Search};

#[test]
fn all_small_piles_and_limits() {
    let mut search = Search::normal(|&(n, m): &(u64, u64)| {
        (1..=m.min(n)).map(|take| Next::To((n - take, m))).collect()
    });
    let mut cases = Vec::new();
    for m in 0..=12 {
        for n in 0..=80 {
            cases.push((n, m));
        }
    }
    let mut input = format!("{}\n", cases.len());
    let mut expected = Vec::new();
    for &(n, m) in &cases {
        input += &format!("{n} {m}\n");
        expected.push(
            if search.mover_wins(&(n, m)) {
                "first"
            } else {
                "second"
            }
            .to_string(),
        );
    }
    assert_lines("hdu1846", &input, &expected);
}
