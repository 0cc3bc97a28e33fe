//! Stone Game (hdu1729): the winning additions against the rules, the
//! games layer's list, snapshots, huge boxes.

use crate::check::{self, against_rules, numbers, Rules};
use crate::search::Rng;
use grundy::explain::Account;
use grundy::games::stone_boxes::winning_box_moves;

/// A position is `[s1, c1, s2, c2, ...]`: add 1..=c^2 stones to one box,
/// at most up to its size.
#[allow(clippy::ptr_arg)]
fn moves(p: &Vec<u64>) -> Vec<Vec<u64>> {
    let mut next = Vec::new();
    for i in (0..p.len()).step_by(2) {
        let (s, c) = (p[i], p[i + 1]);
        for add in (1..=c * c).take_while(|&add| c + add <= s) {
            let mut q = p.clone();
            q[i + 1] += add;
            next.push(q);
        }
    }
    next
}

pub const BOXES: Rules<Vec<u64>> = Rules {
    read: numbers,
    moves,
    misere: false,
};

fn input(cases: &[Vec<(u64, u64)>]) -> String {
    let mut text = String::new();
    for boxes in cases {
        text += &format!("{}\n", boxes.len());
        for (s, c) in boxes {
            text += &format!("{s} {c}\n");
        }
    }
    text + "0\n"
}

/// The judge's output rebuilt from the accounts.
fn judge(all: &[Account]) -> String {
    all.iter()
        .map(|a| format!("Case {}:\n{}\n", a.case, a.verdict.words))
        .collect()
}

#[test]
fn one_or_two_small_boxes_and_seeded_random_three() {
    let single: Vec<(u64, u64)> = (0..=9).flat_map(|s| (0..=s).map(move |c| (s, c))).collect();
    let mut cases: Vec<Vec<(u64, u64)>> = single.iter().map(|&b| vec![b]).collect();
    for &a in &single {
        for &b in &single {
            cases.push(vec![a, b]);
        }
    }
    let mut rng = Rng::new(17290);
    for _ in 0..100 {
        let boxes = (0..3)
            .map(|_| {
                let s = rng.range(0, 14);
                (s, rng.range(0, s))
            })
            .collect();
        cases.push(boxes);
    }
    let text = input(&cases);
    assert_eq!(against_rules("hdu1729", &text, &BOXES), cases.len());
    for (a, boxes) in check::explain_all("hdu1729", &text).iter().zip(&cases) {
        let listed: Vec<u64> = a.moves.listed.iter().map(|m| numbers(&m.text)[0]).collect();
        let layer: Vec<u64> = winning_box_moves(boxes)
            .iter()
            .map(|m| m.to - m.from)
            .collect();
        assert_eq!(listed, layer, "{boxes:?}");
    }
    check::agrees_with_the_solver_on_samples("hdu1729", judge);
}

#[test]
fn snapshots() {
    assert_eq!(
        check::text("hdu1729", "2\n100 3\n9 2\n2\n5 1\n5 1\n0\n", &[]),
        "\
case 1: 100 3, 9 2
  game: stone boxes, the sum of 2 boxes: add 1 to c^2 stones to a box holding c, without overflowing it; Grundy values by the largest t with t + t^2 < s
  box 1 (size 100, 3 stones): g = 6 (s = 100: t = 9, c < t: as a box of size 9; s = 9: t = 2, c > t: g = s - c = 9 - 3)
  box 2 (size 9, 2 stones): g = 0 (s = 9: t = 2, c = t: every move lands above t, none on s: g = 0)
  nim-sum:
      6  110
      0  000
    XOR  110 = 6
  the nim-sum is not 0, and some move makes it 0: the player to move wins
  answer: Yes (the first player wins)
  2 winning moves:
    add 6 stones to box 1: 100 3, 9 2 -> 100 9, 9 2
    add 1 stone to box 2: 100 3, 9 2 -> 100 3, 9 3

case 2: 5 1, 5 1
  game: stone boxes, the sum of 2 boxes: add 1 to c^2 stones to a box holding c, without overflowing it; Grundy values by the largest t with t + t^2 < s
  box 1 (size 5, 1 stone): g = 0 (s = 5: t = 1, c = t: every move lands above t, none on s: g = 0)
  box 2 (size 5, 1 stone): g = 0 (s = 5: t = 1, c = t: every move lands above t, none on s: g = 0)
  nim-sum:
      0  0
      0  0
    XOR  0 = 0
  the nim-sum is 0, and every move changes it to non-zero: the player to move loses
  answer: No (the first player loses)
  no winning move: every move leaves a winning position, for example
    add 1 stone to box 1: 5 1, 5 1 -> 5 2, 5 1
    answered by add 3 stones to box 1: 5 2, 5 1 -> 5 5, 5 1
"
    );
}

#[test]
fn huge_boxes_stay_exact() {
    let max = u64::MAX;
    let t = u64::from(u32::MAX);
    let all = check::explain_all("hdu1729", &format!("1\n{max} {}\n0\n", t + 1));
    let a = &all[0];
    assert_eq!(a.components[0].grundy, Some(max - t - 1));
    assert_eq!(a.moves.listed[0].after, format!("{max} {max}"));
}

/// `grundy play` against the rules.
#[test]
fn plays_against_the_rules() {
    crate::play::plays("hdu1729", &["2 0 3 3 6 2", "6 3 6 3", "10 1 7 2"], &BOXES);
}
