//! Nim with splits (hdu3032 into two, hdu5795 into three): every winning
//! take and split against the rules, and snapshots.

use crate::check::{self, against_rules, numbers, RulesOf};
use crate::search::Rng;
use crate::split_nim_rules::moves_in_each_heap;

/// A position as a sorted multiset of non-empty heaps.
fn read(text: &str) -> Vec<u64> {
    let mut heaps: Vec<u64> = numbers(text).into_iter().filter(|&h| h > 0).collect();
    heaps.sort_unstable();
    heaps
}

/// All positions of up to 3 heaps of total at most `total`, and seeded
/// random ones, in the judge's counted format.
fn input(total: u64, seed: u64) -> (String, usize) {
    let mut cases: Vec<Vec<u64>> = Vec::new();
    for a in 1..=total {
        for b in 0..=total - a {
            for c in 0..=(total - a - b) {
                cases.push([a, b, c].into_iter().filter(|&h| h > 0).collect());
            }
        }
    }
    let mut rng = Rng::new(seed);
    cases.extend((0..20).map(|_| {
        (0..rng.range(1, 3))
            .map(|_| rng.range(1, total + 4))
            .collect()
    }));
    let mut text = format!("{}\n", cases.len());
    for c in &cases {
        text += &format!("{}\n{}\n", c.len(), check::spaced(c));
    }
    (text, cases.len())
}

#[test]
fn hdu3032_every_small_position_against_the_rules() {
    let rules = RulesOf {
        read,
        moves: |p: &Vec<u64>| moves_in_each_heap(p, 2, true),
        misere: false,
    };
    let (text, count) = input(9, 30321);
    assert_eq!(against_rules("hdu3032", &text, &rules), count);
    check::agrees_with_the_solver_on_samples("hdu3032", check::one_line_each);
}

#[test]
fn hdu5795_every_small_position_against_the_rules() {
    let rules = RulesOf {
        read,
        moves: |p: &Vec<u64>| moves_in_each_heap(p, 3, true),
        misere: false,
    };
    let (text, count) = input(9, 57951);
    assert_eq!(against_rules("hdu5795", &text, &rules), count);
    check::agrees_with_the_solver_on_samples("hdu5795", check::one_line_each);
}

#[test]
fn snapshots() {
    assert_eq!(
        check::text("hdu3032", "1\n3\n2 3 6\n", &[]),
        "\
case 1: 2 3 6
  game: Nim where a move may instead split a heap into 2 non-empty heaps: the sum of 3 heaps
  heap 1 = 2: g = 2
  heap 2 = 3: g = 4 (3 mod 4 = 3: swapped up, g = 4)
  heap 3 = 6: g = 6
  nim-sum:
      2  010
      4  100
      6  110
    XOR  000 = 0
  g(h) = h, except g(4k+3) = 4k+4 and g(4k+4) = 4k+3 (the mex of every smaller heap and every split into two)
  the nim-sum is 0, and every move changes it to non-zero: the player to move loses
  answer: Bob (Bob wins)
  no winning move: every move leaves a winning position, for example
    take all 2 from heap 1: 2 3 6 -> 0 3 6
    answered by take 3 from heap 3: 0 3 6 -> 0 3 3
"
    );
}

#[test]
fn the_largest_heaps_stay_exact() {
    let input = format!("2\n1\n{m}\n2\n{m} {m}\n", m = u64::MAX);
    for id in ["hdu3032", "hdu5795"] {
        let all = check::explain_all(id, &input);
        assert!(all[0].verdict.outcome.next_wins(), "{id}");
        assert!(all[0]
            .combine
            .rule
            .iter()
            .any(|r| r.contains("18446744073709551616")));
        assert!(!all[1].verdict.outcome.next_wins(), "{id}");
        // The take of the whole heap is the one move listed (no split search).
        assert_eq!(all[0].moves.count, 1, "{id}");
    }
}

/// Where splits are not searched (heaps above 4096), a lost position still
/// shows a legal first move and a winning reply.
#[test]
fn a_reply_is_shown_where_splits_are_not_searched() {
    let all = check::explain_all("hdu3032", "1\n3\n16384 8191 8192\n");
    let example = all[0].moves.example.as_ref().expect("lost, with moves");
    assert_eq!(example.first.after, "0 8191 8192");
    let reply = example.reply.as_ref().expect("a reply");
    assert_eq!(reply.after, "0 8191 8191");
}

/// `grundy play` against the split rules (a sorted multiset of non-empty
/// heaps is a position).
#[test]
fn splits_are_played_against_the_rules() {
    let heaps_of = |text: &str| {
        let mut heaps: Vec<u64> = numbers(text).into_iter().filter(|&h| h > 0).collect();
        heaps.sort_unstable();
        heaps
    };
    let two = RulesOf {
        read: heaps_of,
        moves: |h: &Vec<u64>| moves_in_each_heap(h, 2, true),
        misere: false,
    };
    crate::play::plays("hdu3032", &["3 4 5", "7", "2 2 6"], &two);
    let three = RulesOf {
        read: heaps_of,
        moves: |h: &Vec<u64>| moves_in_each_heap(h, 3, true),
        misere: false,
    };
    crate::play::plays("hdu5795", &["3 4 5", "8", "1 2 7"], &three);
}
