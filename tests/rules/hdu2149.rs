//! Public Sale from the rules: the price starts at 0, each bid raises it by
//! 1..=N, and the bid that makes it reach M or more wins the land. Every
//! first bid is tried and kept when the opponent then loses.

use crate::assert_lines;
use crate::hdu2188::reach_moves;
use crate::search::Search;

#[test]
fn all_small_prices_and_raises() {
    let mut search = Search::normal(reach_moves);
    let mut input = String::new();
    let mut expected = Vec::new();
    for m in 1..60 {
        for n in 1..60 {
            input += &format!("{m} {n}\n");
            let wins: Vec<String> = (1..=n)
                .filter(|&bid| bid >= m || !search.mover_wins(&(bid, m, n)))
                .map(|bid| bid.to_string())
                .collect();
            expected.push(if wins.is_empty() {
                "none".to_string()
            } else {
                wins.join(" ")
            });
        }
    }
    assert_lines("hdu2149", &input, &expected);
}
