//! Wythoff (poj1067, hdu2177): every winning move against the rules, the
//! judge's lines rebuilt, a snapshot, and a cold pair near u64::MAX.

use crate::check::{self, against_rules, numbers, Rules};
use crate::search::Rng;
use grundy::explain::Account;

/// Heaps in the judge's order; take from one, or the same from both.
fn wythoff_moves(&(a, b): &(u64, u64)) -> Vec<(u64, u64)> {
    let mut next: Vec<(u64, u64)> = (0..a).map(|x| (x, b)).collect();
    next.extend((0..b).map(|y| (a, y)));
    next.extend((1..=a.min(b)).map(|t| (a - t, b - t)));
    next
}

pub const WYTHOFF: Rules<(u64, u64)> = Rules {
    read: |t| {
        let v = numbers(t);
        (v[0], v[1])
    },
    moves: wythoff_moves,
    misere: false,
};

/// Every pair up to 14 and seeded random pairs up to 40, one per line.
fn pairs(seed: u64) -> Vec<(u64, u64)> {
    let mut all: Vec<(u64, u64)> = (0..=14)
        .flat_map(|a| (0..=14).map(move |b| (a, b)))
        .collect();
    let mut rng = Rng::new(seed);
    all.extend((0..100).map(|_| (rng.range(0, 40), rng.range(0, 40))));
    all
}

#[test]
fn poj1067_and_hdu2177_moves_are_exactly_the_winning_ones() {
    let all = pairs(1067);
    let input: String = all.iter().map(|(a, b)| format!("{a} {b}\n")).collect();
    assert_eq!(against_rules("poj1067", &input, &WYTHOFF), all.len());
    let cases: Vec<_> = pairs(2177).into_iter().filter(|&p| p != (0, 0)).collect();
    let input: String = cases.iter().map(|(a, b)| format!("{a} {b}\n")).collect();
    assert_eq!(
        against_rules("hdu2177", &(input + "0 0\n"), &WYTHOFF),
        cases.len()
    );
    check::agrees_with_the_solver_on_samples("poj1067", check::one_line_each);
    check::agrees_with_the_solver_on_samples("hdu2177", hdu2177_judge);
}

/// HDU 2177's output from the accounts: the answer, then the positions left
/// by the move from both piles and by the move lowering the larger pile
/// (pile 2 when equal), smaller heap first.
fn hdu2177_judge(all: &[Account]) -> String {
    let mut text = String::new();
    for a in all {
        text += &format!("{}\n", a.verdict.words);
        let heaps = numbers(&a.position);
        let larger = if heaps[0] > heaps[1] { 0 } else { 1 };
        for m in &a.moves.listed {
            let after = numbers(&m.after);
            let lowers_larger = after[1 - larger] == heaps[1 - larger];
            if m.text.contains("both") || lowers_larger {
                text += &format!("{} {}\n", after[0].min(after[1]), after[0].max(after[1]));
            }
        }
    }
    text
}

#[test]
fn snapshot() {
    assert_eq!(
        check::text("poj1067", "5 8\n", &[]),
        "\
case 1: 5 8
  game: Wythoff: take any number from one pile, or the same number from both; last to take wins
  Wythoff (1907): the player to move loses exactly on the cold pairs
  (a_k, a_k + k) with a_k = floor(k * phi), one pair for each difference k
  k = 8 - 5 = 3; a_k = (k + floor(sqrt(5 k^2))) / 2 = (3 + 6) / 2 = 4; the cold pair for k = 3 is (4, 7)
  (5, 8) is not that pair: the player to move wins
  answer: 1 (the first player wins)
  2 winning moves:
    take 1 from both piles: 5 8 -> 4 7
    take 5 from pile 2: 5 8 -> 5 3
"
    );
}

/// floor(sqrt(n)) by bisection on exact squares.
fn isqrt(n: u128) -> u128 {
    let (mut lo, mut hi) = (0u128, 1u128 << 64);
    while hi - lo > 1 {
        let mid = (lo + hi) / 2;
        if mid.checked_mul(mid).is_some_and(|sq| sq <= n) {
            lo = mid;
        } else {
            hi = mid;
        }
    }
    lo
}

#[test]
fn a_cold_pair_near_u64_max_stays_exact() {
    let k: u64 = 7_000_000_000_000_000_000;
    let k128 = u128::from(k);
    let a = ((k128 + isqrt(5 * k128 * k128)) / 2) as u64;
    let b = a + k;
    assert!(b > u64::MAX - u64::MAX / 8, "near the top of u64");
    let cold = check::explain_all("poj1067", &format!("{a} {b}\n{b} {a}\n{a} {}\n", b + 1));
    let pair = format!("the cold pair for k = {k} is ({a}, {b})");
    assert!(
        cold[0].combine.rule[2].ends_with(&pair),
        "{:?}",
        cold[0].combine
    );
    assert!(!cold[0].verdict.outcome.next_wins());
    assert!(!cold[1].verdict.outcome.next_wins());
    // One more in the larger pile: taking it back is a winning move.
    let hot = &cold[2];
    assert!(hot.verdict.outcome.next_wins());
    assert!(hot
        .moves
        .listed
        .iter()
        .any(|m| m.text == "take 1 from pile 2" && m.after == format!("{a} {b}")));
}

/// `grundy play` against Wythoff's rules.
#[test]
fn wythoff_is_played_against_the_rules() {
    crate::play::plays("poj1067", &["3 5", "6 9", "10 4"], &WYTHOFF);
    crate::play::plays("hdu2177", &["4 7", "8 3"], &WYTHOFF);
}
