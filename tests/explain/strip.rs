//! Pieces on a strip (poj1704, staircase Nim): every winning slide against
//! the rules, the judge's words on the samples, a snapshot.

use crate::check::{self, against_rules, numbers, Rules};
use crate::search::Rng;

/// Slide one piece left, not onto or past another, not past cell 1; cells
/// stay in the judge's order.
#[allow(clippy::ptr_arg)]
fn slides(cells: &Vec<u64>) -> Vec<Vec<u64>> {
    let mut next = Vec::new();
    for (i, &c) in cells.iter().enumerate() {
        let lowest = cells.iter().filter(|&&d| d < c).max().map_or(1, |d| d + 1);
        for to in lowest..c {
            let mut after = cells.clone();
            after[i] = to;
            next.push(after);
        }
    }
    next
}

pub const STRIP: Rules<Vec<u64>> = Rules {
    read: numbers,
    moves: slides,
    misere: false,
};

#[test]
fn poj1704_moves_are_exactly_the_winning_ones() {
    let mut rng = Rng::new(1704);
    let mut cases = Vec::new();
    for mask in 1u32..1 << 8 {
        let mut cells: Vec<u64> = (1..=8).filter(|c| mask >> (c - 1) & 1 == 1).collect();
        if cells.len() <= 4 {
            // The judge gives the cells in any order.
            for i in (1..cells.len()).rev() {
                cells.swap(i, rng.range(0, i as u64) as usize);
            }
            cases.push(cells);
        }
    }
    let mut input = format!("{}\n", cases.len());
    for c in &cases {
        input += &format!("{}\n{}\n", c.len(), check::spaced(c));
    }
    assert_eq!(against_rules("poj1704", &input, &STRIP), cases.len());
    check::agrees_with_the_solver_on_samples("poj1704", check::one_line_each);
}

#[test]
fn poj1704_snapshot() {
    assert_eq!(
        check::text("poj1704", "1\n3\n9 1 3\n", &[]),
        "\
case 1: 9 1 3
  game: 3 pieces on a strip, each sliding left without passing another: staircase Nim
  the wall and the piece on 1: g = 0 (0 empty cells between)
  pieces on 3 and 9: g = 5 (5 empty cells between)
  nim-sum:
      0  000
      5  101
    XOR  101 = 5
  pair the pieces from the right (a lone leftmost one with the wall):
  the empty cells inside a pair are a Nim heap; those between pairs do not count
  the nim-sum is not 0, and some move makes it 0: the player to move wins
  answer: Georgia will win (Georgia, who moves first, wins)
  1 winning move:
    slide the piece on cell 9 to cell 4: 9 1 3 -> 4 1 3
"
    );
}

/// `grundy play` against the rules of the strip.
#[test]
fn the_strip_is_played_against_the_rules() {
    crate::play::plays("poj1704", &["1 5 6 7 9", "2 4", "3"], &STRIP);
}
