//! A Funny Game from the rules: coins in a circle; a move removes one coin
//! or two adjacent coins (a gap breaks adjacency); whoever removes the last
//! coin wins. Positions are a circle, or after the first move a multiset of
//! lines (sorted lengths, no empty line).

use crate::assert_lines;
use crate::search::{Next, Rng, Search};

/// A position: `(true, [n])` for the untouched circle of n coins, else
/// `(false, lines)`.
type Coins = (bool, Vec<u64>);

fn moves((circle, lines): &Coins) -> Vec<Next<Coins>> {
    if *circle {
        // All coins of a circle are alike: one or two removed leave a line.
        let n = lines[0];
        return (1..=n.min(2))
            .map(|take| Next::To((false, [n - take].into_iter().filter(|&l| l > 0).collect())))
            .collect();
    }
    let mut next = Vec::new();
    for (i, &len) in lines.iter().enumerate() {
        if i > 0 && lines[i - 1] == len {
            continue; // the same moves as in the equal line before
        }
        for take in 1..=len.min(2) {
            for left in 0..=(len - take) / 2 {
                let mut after = lines.clone();
                after.remove(i);
                after.extend([left, len - take - left].into_iter().filter(|&l| l > 0));
                after.sort_unstable();
                next.push(Next::To((false, after)));
            }
        }
    }
    next
}

fn check(circles: &[u64]) {
    let mut search = Search::normal(moves);
    let mut input = String::new();
    let mut expected = Vec::new();
    for &n in circles {
        input += &format!("{n}\n");
        let alice = search.mover_wins(&(true, vec![n]));
        expected.push(if alice { "Alice" } else { "Bob" }.to_string());
    }
    input += "0\n";
    assert_lines("poj2484", &input, &expected);
}

/// Every circle up to 24 coins (every multiset of lines below 24 behind it).
#[test]
fn every_circle_up_to_24() {
    check(&(1..=24).collect::<Vec<u64>>());
}

/// The strategy behind the answer, from the rules: seeded random pairs of
/// equal lines, plus random other lines in equal pairs, are all lost for
/// the player to move.
#[test]
fn seeded_random_mirrored_lines_are_lost() {
    let mut rng = Rng::new(2484);
    let mut search = Search::normal(moves);
    for _ in 0..60 {
        let mut lines = Vec::new();
        for _ in 0..rng.range(1, 2) {
            let len = rng.range(1, 9);
            lines.extend([len, len]);
        }
        lines.sort_unstable();
        assert!(!search.mover_wins(&(false, lines.clone())), "{lines:?}");
    }
}
