//! A Multiplication Game (hdu1517): the winning multipliers against the
//! rules, the games layer's list, snapshots, the largest target.

use crate::check::{self, against_rules, numbers, Rules};
use crate::search::Rng;
use grundy::games::multiplication::winning_multipliers;

/// A position is `[p, n]`; once `p >= n` the game is over (the player who
/// reached it won).
#[allow(clippy::ptr_arg)]
fn moves(pos: &Vec<u64>) -> Vec<Vec<u64>> {
    let (p, n) = (pos[0], pos[1]);
    if p >= n {
        return Vec::new();
    }
    (2..=9).map(|k| vec![p * k, n]).collect()
}

pub const MULTIPLY: Rules<Vec<u64>> = Rules {
    read: numbers,
    moves,
    misere: false,
};

#[test]
fn every_target_up_to_400_and_seeded_random_ones() {
    let mut rng = Rng::new(15171);
    let mut targets: Vec<u64> = (2..=400).collect();
    targets.extend((0..30).map(|_| rng.range(401, 2_000_000)));
    let input: String = targets.iter().map(|n| format!("{n}\n")).collect();
    assert_eq!(against_rules("hdu1517", &input, &MULTIPLY), targets.len());
    for (a, &n) in check::explain_all("hdu1517", &input).iter().zip(&targets) {
        let listed: Vec<u64> = a.moves.listed.iter().map(|m| numbers(&m.text)[0]).collect();
        assert_eq!(listed, winning_multipliers(1, n), "n = {n}");
    }
    check::agrees_with_the_solver_on_samples("hdu1517", check::one_line_each);
}

#[test]
fn snapshots() {
    assert_eq!(
        check::text("hdu1517", "17\n1000\n", &[]),
        "\
case 1: p = 1, n = 17
  game: multiply p by 2 to 9, starting from p = 1; whoever first makes p >= n wins
  target n = 17 (n = 17 needs no reduction)
  interval rule: products p with ceil(n/18) <= p < ceil(n/9) lose for the player to move (every move reaches ceil(n/9), where 9p >= n), so below them the game is the same with the target ceil(n/18)
  17 is in 10..=18: every move leaves p <= 9 and 9p >= 17, so the player to move loses
  answer: Ollie wins. (Ollie wins)
  no winning move: every move leaves a winning position, for example
    multiply by 2: p = 1, n = 17 -> p = 2, n = 17
    answered by multiply by 9: p = 2, n = 17 -> p = 18, n = 17, reached

case 2: p = 1, n = 1000
  game: multiply p by 2 to 9, starting from p = 1; whoever first makes p >= n wins
  target n = 1000 (n -> ceil(n/18): 1000 -> 56 -> 4)
  interval rule: products p with ceil(n/18) <= p < ceil(n/9) lose for the player to move (every move reaches ceil(n/9), where 9p >= n), so below them the game is the same with the target ceil(n/18)
  4 <= 9: one move reaches it, so the player to move wins
  answer: Stan wins. (Stan, who moves first, wins)
  3 winning moves:
    multiply by 4: p = 1, n = 1000 -> p = 4, n = 1000
    multiply by 5: p = 1, n = 1000 -> p = 5, n = 1000
    multiply by 6: p = 1, n = 1000 -> p = 6, n = 1000
"
    );
}

#[test]
fn the_largest_target_stays_exact() {
    let all = check::explain_all("hdu1517", &format!("{}\n", u64::MAX));
    let a = &all[0];
    assert_eq!(a.verdict.words, "Stan wins.");
    assert!(a.components[0]
        .reason
        .starts_with("n -> ceil(n/18): 18446744073709551615 -> "));
    // One arrow in the rule's name, then 15 divisions by 18.
    assert_eq!(a.components[0].reason.matches(" -> ").count(), 1 + 15);
    assert!(!a.moves.listed.is_empty());
}

/// `grundy play` against the rules.
#[test]
fn plays_against_the_rules() {
    crate::play::plays("hdu1517", &["162", "17", "1000"], &MULTIPLY);
}
