//! Good Luck in CET-4 from the rules: one pile of cards, take a power of two.

use crate::assert_lines;
use crate::search::{Next, Search};

#[test]
fn every_pile_up_to_1000() {
    let mut search = Search::normal(|&n: &u64| {
        (0..)
            .map(|k| 1u64 << k)
            .take_while(|&take| take <= n)
            .map(|take| Next::To(n - take))
            .collect()
    });
    let mut input = String::new();
    let mut expected = Vec::new();
    for n in 0..=1000u64 {
        input += &format!("{n}\n");
        expected.push(
            if search.mover_wins(&n) {
                "Kiki"
            } else {
                "Cici"
            }
            .to_string(),
        );
    }
    assert_lines("hdu1847", &input, &expected);
}
