//! Climbing the Hill (hdu4315): every winning climb against the rules on
//! every small hill and king, the games layer's list, snapshots.

use crate::check::{self, against_rules, numbers, RulesOf};
use crate::hill::{climbs, Hill};

/// `1 2 4 (king: person 3)`: the cells, then the king's rank from 1.
fn read(text: &str) -> Hill {
    let mut all = numbers(text);
    let king = all.pop().expect("a king") as usize;
    (all, king - 1)
}

#[test]
fn every_small_hill_every_king_against_the_rules() {
    let mut input = String::new();
    for mask in 1u32..1 << 8 {
        let cells: Vec<u64> = (1..=8).filter(|c| mask >> (c - 1) & 1 == 1).collect();
        if cells.len() <= 4 {
            for king in 1..=cells.len() {
                input += &format!("{} {king}\n{}\n", cells.len(), check::spaced(&cells));
            }
        }
    }
    let rules = RulesOf {
        read,
        moves: climbs,
        misere: false,
    };
    let hills = against_rules("hdu4315", &input, &rules);
    assert!(hills > 500, "{hills}");
    check::agrees_with_the_solver_on_samples("hdu4315", check::one_line_each);
}

#[test]
fn snapshots() {
    assert_eq!(
        check::text("hdu4315", "3 2\n2 5 9\n2 2\n1 2\n", &[]),
        "\
case 1: 2 5 9 (king: person 2)
  game: Climbing the Hill: 3 persons below the top, the king is person 2 from the top; climb without passing the person above; whoever takes the king to the top wins
  the top person on 2 and a virtual person at cell 0 (his top is cell 1: the king is next): g = 1 (1 empty cell between)
  persons on 5 and 9: g = 3 (3 empty cells between)
  nim-sum:
      1  01
      3  11
    XOR  10 = 2
  pair the persons from the bottom; the empty cells inside a pair are a Nim heap (staircase Nim)
  nobody takes the person just above the king to the top: the opponent would take the king up next
  the nim-sum is not 0, and some move makes it 0: the player to move wins
  answer: Alice (Alice, who moves first, wins)
  1 winning move:
    person 3 climbs from cell 9 to cell 7: 2 5 9 (king: person 2) -> 2 5 7 (king: person 2)

case 2: 1 2 (king: person 2)
  game: Climbing the Hill: 2 persons below the top, the king is person 2 from the top; climb without passing the person above; whoever takes the king to the top wins
  persons on 1 and 2: g = 0 (0 empty cells between)
  nim-sum:
      0  0
    XOR  0 = 0
  pair the persons from the bottom; the empty cells inside a pair are a Nim heap (staircase Nim)
  nobody takes the person just above the king to the top: the opponent would take the king up next
  the nim-sum is 0, and every move changes it to non-zero: the player to move loses
  answer: Bob (Bob wins)
  no winning move: every move leaves a winning position, for example
    person 1 climbs from cell 1 to the top: 1 2 (king: person 2) -> 0 2 (king: person 2)
    answered by the king (person 2) climbs from cell 2 to the top: 0 2 (king: person 2) -> 0 0 (king: person 2)
"
    );
}

/// A hill written `cells... (king: person k)` (cells then the king's rank),
/// with the persons at the top dropped as play drops them; the king at the
/// top is the one finished hill `([0], 0)`.
fn on_the_hill(mut all: Vec<u64>) -> Hill {
    let king = all.pop().expect("a king") as usize - 1;
    let top = all.iter().take_while(|&&c| c == 0).count();
    if king < top {
        return (vec![0], 0);
    }
    (all[top..].to_vec(), king - top)
}

/// `grundy play` against the rules of the climb.
#[test]
fn plays_against_the_rules() {
    let hill = RulesOf {
        read: |t: &str| on_the_hill(numbers(t)),
        moves: |h: &Hill| {
            climbs(h)
                .into_iter()
                .map(|(c, k)| on_the_hill([c, vec![k as u64 + 1]].concat()))
                .collect()
        },
        misere: false,
    };
    crate::play::plays(
        "hdu4315",
        &["2 2 5 9", "3 1 2 5", "1 4", "4 1 3 4 8"],
        &hill,
    );
}
