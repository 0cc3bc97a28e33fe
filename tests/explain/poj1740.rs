//! A New Stone Game (poj1740): every winning move against the rules on all
//! small positions (empty piles included), the pairing strategy's move on a
//! position too large to list, and a snapshot.

use crate::check::{self, against_rules, numbers, Rules};

/// Piles in the judge's order, empty ones kept: a move keeps k < v stones
/// of one pile of v and hands at most v - 1 - k of them to the other
/// non-empty piles.
#[allow(clippy::ptr_arg)]
fn moves(piles: &Vec<u64>) -> Vec<Vec<u64>> {
    fn hand_out(p: &mut Vec<u64>, to: &[usize], stones: u64, found: &mut Vec<Vec<u64>>) {
        let Some((&first, rest)) = to.split_first() else {
            found.push(p.clone());
            return;
        };
        for give in 0..=stones {
            p[first] += give;
            hand_out(p, rest, stones - give, found);
            p[first] -= give;
        }
    }
    let mut found = Vec::new();
    for from in 0..piles.len() {
        let to: Vec<usize> = (0..piles.len())
            .filter(|&j| j != from && piles[j] > 0)
            .collect();
        for keep in 0..piles[from] {
            let mut after = piles.clone();
            after[from] = keep;
            hand_out(&mut after, &to, piles[from] - 1 - keep, &mut found);
        }
    }
    found
}

pub const STONES: Rules<Vec<u64>> = Rules {
    read: numbers,
    moves,
    misere: false,
};

#[test]
fn every_small_position() {
    let mut input = String::new();
    let mut cases = 0;
    for (count, largest) in [(1u32, 6u64), (2, 5), (3, 4), (4, 3)] {
        for code in 0..(largest + 1).pow(count) {
            let piles: Vec<u64> = (0..count)
                .map(|i| code / (largest + 1).pow(i) % (largest + 1))
                .collect();
            input += &format!("{count}\n{}\n", check::spaced(&piles));
            cases += 1;
        }
    }
    input += "0\n";
    assert_eq!(against_rules("poj1740", &input, &STONES), cases);
    check::agrees_with_the_solver_on_samples("poj1740", check::one_line_each);
}

#[test]
fn a_large_position_shows_the_strategy() {
    let all = check::explain_all("poj1740", "6\n100 1 2 3 4 5\n0\n");
    assert_eq!(all[0].verdict.words, "1");
    assert_eq!(all[0].moves.listed.len(), 1);
    assert!(all[0].combine.rule.iter().any(|r| r.contains("too many")));
    let m = &all[0].moves.listed[0];
    assert_eq!(m.after, "1 1 3 3 5 5");
}

#[test]
fn snapshot() {
    assert_eq!(
        check::text("poj1740", "3\n2 1 3\n0\n", &[]),
        "\
case 1: 2 1 3
  game: 3 piles; a move takes at least one stone from a pile and may hand the rest of it to other non-empty piles; whoever cannot move loses
  size 1 (1 pile: one left over)
  size 2 (1 pile: one left over)
  size 3 (1 pile: one left over)
  pairing rule: the player to move loses exactly when the non-empty piles pair up into equal sizes: any move from there leaves a size with an odd count, and from anywhere else the largest pile can pay to pair up the rest
  the non-empty piles do not pair up: the player to move wins
  answer: 1 (Alice, who moves first, wins)
  1 winning move:
    from pile 3 remove 2, keep 0, give 1 to pile 2: 2 1 3 -> 2 2 0
"
    );
}

/// `grundy play` against the rules.
#[test]
fn plays_against_the_rules() {
    crate::play::plays("poj1740", &["3 1 4 2", "2 2 1", "0 3 1"], &STONES);
}
