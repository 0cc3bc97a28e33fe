//! Paint Chain (hdu3980): every opening against the rules of the real
//! circle, the answer on a lost circle, a huge circle, and a snapshot.

use crate::check::{self, against_rules, Rules};

/// `(beads, paint length, painted beads as bits)`, read from
/// `N beads in a circle, paint M: painted 1-2, 5` (or `none painted`).
fn read(text: &str) -> (u64, u64, u64) {
    let (head, painted) = text.split_once(": ").expect("a circle");
    let words: Vec<u64> = check::numbers(head);
    let mut bits = 0u64;
    if let Some(runs) = painted.strip_prefix("painted ") {
        for run in runs.split(", ") {
            let (a, b) = match run.split_once('-') {
                Some((a, b)) => (a.parse::<u64>().unwrap(), b.parse::<u64>().unwrap()),
                None => (run.parse().unwrap(), run.parse().unwrap()),
            };
            for bead in a..=b {
                bits |= 1 << (bead - 1);
            }
        }
    }
    (words[0], words[1], bits)
}

fn moves(&(n, m, painted): &(u64, u64, u64)) -> Vec<(u64, u64, u64)> {
    if m > n {
        return Vec::new();
    }
    (0..n)
        .map(|start| (0..m).fold(0u64, |bits, i| bits | 1 << ((start + i) % n)))
        .filter(|run| painted & run == 0)
        .map(|run| (n, m, painted | run))
        .collect()
}

const CHAIN: Rules<(u64, u64, u64)> = Rules {
    read,
    moves,
    misere: false,
};

#[test]
fn every_circle_up_to_11_beads() {
    let mut lines = Vec::new();
    for n in 1..=11 {
        for m in 1..=12 {
            lines.push(format!("{n} {m}\n"));
        }
    }
    let input = format!("{}\n{}", lines.len(), lines.concat());
    assert_eq!(against_rules("hdu3980", &input, &CHAIN), lines.len());
    check::agrees_with_the_solver_on_samples("hdu3980", |all| {
        all.iter()
            .map(|a| format!("Case #{}: {}\n", a.case, a.verdict.words))
            .collect()
    });
}

#[test]
fn a_huge_circle_is_counted_and_answered() {
    let max = u64::MAX;
    let all = check::explain_all("hdu3980", &format!("3\n{max} 1\n{} 1\n{max} 2\n", max - 1));
    assert_eq!(all[0].verdict.words, "aekdycoin");
    assert_eq!(all[0].moves.count, u128::from(max));
    // Lost: the opening, then the middle bead of the line left.
    let reply = all[1]
        .moves
        .example
        .as_ref()
        .unwrap()
        .reply
        .as_ref()
        .unwrap();
    assert_eq!(reply.text, format!("paint beads {}", max / 2 + 1));
    assert_eq!(all[2].verdict.words, "abcdxyzk");
    assert!(all[2].moves.example.as_ref().unwrap().reply.is_some());
}

#[test]
fn snapshot() {
    assert_eq!(
        check::text("hdu3980", "1\n4 2\n", &[]),
        "\
case 1: 4 beads in a circle, paint 2: none painted
  game: a circle of 4 beads; a move paints 2 consecutive unpainted beads; whoever cannot move loses
  the circle of 4 beads: g = 0 (mex of the value 1 of the line of 2 beads any opening leaves (g(L) = mex of g(x) xor g(L - 2 - x), 0 for L < 2))
  every opening paints some M beads in a row: the same move up to rotation, cutting the circle into a line
  then the opponent moves first on the line: the opener wins exactly when its value is 0, and it is 1
  answer: abcdxyzk (aekdycoin loses: abcdxyzk wins)
  no winning move: every move leaves a winning position, for example
    paint beads 1-2: 4 beads in a circle, paint 2: none painted -> 4 beads in a circle, paint 2: painted 1-2
    answered by paint beads 3-4: 4 beads in a circle, paint 2: painted 1-2 -> 4 beads in a circle, paint 2: painted 1-2, 3-4
"
    );
}
