//! Daizhenyang's Coin (hdu3537, Mock Turtles): every winning turn against
//! the rules on all head sets of 10 coins, counts on huge positions, and a
//! snapshot.

use crate::check::{self, against_rules, numbers, Rules};

/// Heads as the sorted positions the explanation writes; a turn flips the
/// rightmost head and up to two coins left of it.
#[allow(clippy::ptr_arg)]
fn moves(heads: &Vec<u64>) -> Vec<Vec<u64>> {
    let flip = |set: &Vec<u64>, coins: &[u64]| {
        let mut after = set.clone();
        for c in coins {
            match after.binary_search(c) {
                Ok(i) => {
                    after.remove(i);
                }
                Err(i) => after.insert(i, *c),
            }
        }
        after
    };
    let mut next = Vec::new();
    for &r in heads {
        next.push(flip(heads, &[r]));
        for a in 0..r {
            next.push(flip(heads, &[a, r]));
            for b in a + 1..r {
                next.push(flip(heads, &[a, b, r]));
            }
        }
    }
    next
}

pub const TURTLES: Rules<Vec<u64>> = Rules {
    read: numbers,
    moves,
    misere: false,
};

#[test]
fn every_head_set_of_10_coins() {
    let mut input = String::new();
    for set in 0u32..1 << 10 {
        let heads: Vec<u64> = (0..10).filter(|&i| set >> i & 1 == 1).collect();
        input += &format!("{}\n", heads.len());
        if !heads.is_empty() {
            input += &format!("{}\n", check::spaced(&heads));
        }
    }
    assert_eq!(against_rules("hdu3537", &input, &TURTLES), 1024);
    check::agrees_with_the_solver_on_samples("hdu3537", check::one_line_each);
}

#[test]
fn huge_positions_are_counted_not_listed() {
    // Heads 3 and 5 are worth 7 ^ 11 = 12: turn coin 99999999 with two
    // coins a < b below it worth 12 together, b = a ^ 6 with bit 2 set:
    // half the numbers below 10^8, less one.
    let all = check::explain_all("hdu3537", "3\n3 5 99999999\n");
    assert_eq!(all[0].moves.count, 49_999_999);
    assert_eq!(all[0].moves.listed.len(), grundy::explain::ALL);
    let max = u64::MAX;
    let all = check::explain_all("hdu3537", &format!("2\n{max} {}\n", max - 1));
    assert_eq!(all[0].verdict.words, "No");
    assert!(all[0].moves.count > 0);
}

#[test]
fn snapshot() {
    assert_eq!(
        check::text("hdu3537", "3\n2 2 1\n", &[]),
        "\
case 1: heads at 1 2
  game: Mock Turtles: turn 1 to 3 coins, the rightmost from heads to tails; whoever cannot move loses
  head at 1: g = 2 (1 has 1 1-bits)
  head at 2: g = 4 (2 has 1 1-bits)
  nim-sum:
      2  010
      4  100
    XOR  110 = 6
  a coin-turning game is the sum of its lone heads, and a lone head at x is worth the x-th odious number (an odd count of 1-bits): 2x, or 2x + 1 when x has an even count of 1-bits
  3 positions were listed, 2 distinct: a coin listed twice is one head
  the nim-sum is 6, not 0: the player to move wins
  answer: No (Daizhenyang, who moves first, wins)
  1 winning move:
    turn coins 1 and 2: heads at 1 2 -> no heads
"
    );
}

/// `grundy play` against the rules.
#[test]
fn plays_against_the_rules() {
    crate::play::plays("hdu3537", &["2 5 6", "1 3", "4 4 7"], &TURTLES);
}
