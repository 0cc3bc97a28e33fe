//! Paint Chain from the rules: the real circle, as the set of painted beads;
//! a move paints M consecutive unpainted beads, wrapping around.

use crate::assert_lines;
use crate::search::{Next, Search};

/// (beads, paint length, painted beads as bits).
type Circle = (u32, u32, u32);

fn paint(&(n, m, painted): &Circle) -> Vec<Next<Circle>> {
    if m > n {
        return Vec::new();
    }
    let mut next = Vec::new();
    for start in 0..n {
        let run = (0..m).fold(0u32, |bits, i| bits | 1 << ((start + i) % n));
        if painted & run == 0 {
            next.push(Next::To((n, m, painted | run)));
        }
    }
    next
}

#[test]
fn every_circle_up_to_14_beads() {
    let mut search = Search::normal(paint);
    let mut input = String::new();
    let mut expected = Vec::new();
    let mut case = 0;
    for n in 1..=14u32 {
        for m in 1..=16u32 {
            case += 1;
            input += &format!("{n} {m}\n");
            let first_wins = search.mover_wins(&(n, m, 0));
            let name = if first_wins { "aekdycoin" } else { "abcdxyzk" };
            expected.push(format!("Case #{case}: {name}"));
        }
    }
    assert_lines("hdu3980", &format!("{case}\n{input}"), &expected);
}
