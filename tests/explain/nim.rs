//! Nim (poj2234): moves against the rules, snapshots, exact huge piles.

use crate::check::{self, against_rules, numbers, Rules, RulesOf};
use crate::search::Rng;

/// Nim from the rules: lower one pile. A position is its sorted piles (the
/// order does not matter to the game), which keeps the search small; each
/// move still counts once, as each of the explanation's moves does.
#[allow(clippy::ptr_arg)]
pub fn nim_moves(piles: &Vec<u64>) -> Vec<Vec<u64>> {
    let mut next = Vec::new();
    for i in 0..piles.len() {
        for smaller in 0..piles[i] {
            let mut p = piles.clone();
            p[i] = smaller;
            next.push(sorted(&p));
        }
    }
    next
}

/// The piles of a position's text, sorted.
fn sorted(piles: &[u64]) -> Vec<u64> {
    let mut p = piles.to_vec();
    p.sort_unstable();
    p
}

pub const NIM: Rules<Vec<u64>> = Rules {
    read: |t| sorted(&numbers(t)),
    moves: nim_moves,
    misere: false,
};

/// Every pile vector of 1 to `count` piles with sizes in `0..=hi`.
pub fn small_positions(count: usize, hi: u64) -> Vec<Vec<u64>> {
    let mut all = Vec::new();
    let mut layer = vec![vec![]];
    for _ in 0..count {
        layer = layer
            .into_iter()
            .flat_map(|p: Vec<u64>| (0..=hi).map(move |h| [p.clone(), vec![h]].concat()))
            .collect();
        all.extend(layer.iter().cloned());
    }
    all
}

/// Random pile vectors: 1 to 5 piles of 0 to 9.
pub fn random_positions(seed: u64) -> Vec<Vec<u64>> {
    let mut rng = Rng::new(seed);
    (0..200)
        .map(|_| (0..rng.range(1, 5)).map(|_| rng.range(0, 9)).collect())
        .collect()
}

/// `M a1..aM` lines.
fn poj2234_input(positions: &[Vec<u64>]) -> String {
    positions.iter().map(|p| counted_line(p)).collect()
}

/// `M a1..aM` and a newline.
fn counted_line(p: &[u64]) -> String {
    format!("{} {}\n", p.len(), crate::check::spaced(p))
}

/// Misère Nim from the rules: the same moves, whoever moves last loses.
pub const MISERE_NIM: Rules<Vec<u64>> = Rules {
    read: |t| sorted(&numbers(t)),
    moves: nim_moves,
    misere: true,
};

/// Every small position and seeded random ones, as `count` lines.
fn small_and_random(seed: u64) -> Vec<Vec<u64>> {
    let mut all = small_positions(3, 5);
    all.extend(random_positions(seed));
    all
}

/// HDU 1907 and LightOJ 1253 are misère Nim in one shape, each with its
/// own words (`John`, `Case 1: Alice`).
#[test]
fn misere_nim_moves_are_exactly_the_winning_ones() {
    for (id, seed) in [("hdu1907", 1907), ("lightoj1253", 1253)] {
        let positions = small_and_random(seed);
        let input = format!("{}\n{}", positions.len(), poj2234_input(&positions));
        assert_eq!(
            against_rules(id, &input, &MISERE_NIM),
            positions.len(),
            "{id}"
        );
    }
    check::agrees_with_the_solver_on_samples("hdu1907", check::one_line_each);
    check::agrees_with_the_solver_on_samples("lightoj1253", check::one_line_each);
}

/// Cases ended by a lone `0`, each `count a1..` (no empty case: 0 ends).
fn sentinel_input(positions: &[Vec<u64>]) -> String {
    let lines: String = positions.iter().map(|p| counted_line(p)).collect();
    lines + "0\n"
}

#[test]
fn hdu1850_hdu2176_hdu1849_moves_are_exactly_the_winning_ones() {
    for (id, seed) in [("hdu1850", 1850), ("hdu2176", 2176), ("hdu1849", 1849)] {
        let positions = small_and_random(seed);
        let input = sentinel_input(&positions);
        assert_eq!(against_rules(id, &input, &NIM), positions.len(), "{id}");
    }
    check::agrees_with_the_solver_on_samples("hdu1850", check::one_line_each);
    check::agrees_with_the_solver_on_samples("hdu1849", check::one_line_each);
    check::agrees_with_the_solver_on_samples("hdu2176", hdu2176_judge);
}

/// HDU 2176's output from the accounts: the answer, then per winning move
/// the pile it takes from, before and after.
fn hdu2176_judge(all: &[grundy::explain::Account]) -> String {
    let mut text = String::new();
    for a in all {
        text += &format!("{}\n", a.verdict.words);
        for m in &a.moves.listed {
            let (before, after) = (numbers(&m.before), numbers(&m.after));
            let i = (0..before.len()).find(|&i| before[i] != after[i]).unwrap();
            text += &format!("{} {}\n", before[i], after[i]);
        }
    }
    text
}

#[test]
fn hdu1907_snapshots() {
    assert_eq!(
        check::text("hdu1907", "3\n3 1 4 1\n2 1 1\n1 1\n", &[]),
        "\
case 1: 1 4 1
  game: misère Nim (whoever takes the last loses), 3 piles
  pile 1 = 1: g = 1
  pile 2 = 4: g = 4
  pile 3 = 1: g = 1
  nim-sum:
      1  001
      4  100
      1  001
    XOR  100 = 4
  misère rule: 1 pile holds more than one, so play as in Nim
  (keep the nim-sum 0; when one pile above one is left, leave an odd number of ones)
  the nim-sum is not 0: the player to move wins
  answer: John (John, who moves first, wins)
  1 winning move:
    take 3 from pile 2: 1 4 1 -> 1 1 1

case 2: 1 1
  game: misère Nim (whoever takes the last loses), 2 piles
  pile 1 = 1: g = 1
  pile 2 = 1: g = 1
  misère rule: no pile holds more than one, so only the count of piles of one matters
  2 piles of one, even: the player to move wins (whoever takes the last one loses)
  answer: John (John, who moves first, wins)
  2 winning moves:
    take 1 from pile 1: 1 1 -> 0 1
    take 1 from pile 2: 1 1 -> 1 0

case 3: 1
  game: misère Nim (whoever takes the last loses), 1 pile
  pile 1 = 1: g = 1
  misère rule: no pile holds more than one, so only the count of piles of one matters
  1 pile of one, odd: the player to move loses (whoever takes the last one loses)
  answer: Brother (his brother wins)
  no winning move: every move leaves a winning position, for example
    take 1 from pile 1: 1 -> 0
    which ends the game, and loses it
"
    );
}

#[test]
fn hdu1849_snapshot_speaks_of_tokens_and_cells() {
    assert_eq!(
        check::text("hdu1849", "2\n3 5\n0\n", &[]),
        "\
case 1: 3 5
  game: 2 tokens sliding left on a strip: a token on cell k is a Nim heap of k (g = k)
  token 1 on cell 3: g = 3
  token 2 on cell 5: g = 5
  nim-sum:
      3  011
      5  101
    XOR  110 = 6
  the nim-sum is not 0, and some move makes it 0: the player to move wins
  answer: Rabbit Win! (Rabbit, who moves first, wins)
  1 winning move:
    move token 2 from cell 5 to cell 3: 3 5 -> 3 3
"
    );
}

#[test]
fn poj2234_moves_are_exactly_the_winning_ones() {
    let small = poj2234_input(&small_positions(3, 6));
    assert_eq!(against_rules("poj2234", &small, &NIM), 7 + 49 + 343);
    let random = poj2234_input(&random_positions(2234));
    assert_eq!(against_rules("poj2234", &random, &NIM), 200);
}

#[test]
fn poj2234_agrees_with_the_solver_on_samples() {
    check::agrees_with_the_solver_on_samples("poj2234", check::one_line_each);
}

#[test]
fn poj2234_snapshots() {
    assert_eq!(
        check::text("poj2234", "3 3 4 5\n2 45 45\n", &[]),
        "\
case 1: 3 4 5
  game: Nim, the sum of 3 piles; a pile of n has Grundy value n
  pile 1 = 3: g = 3
  pile 2 = 4: g = 4
  pile 3 = 5: g = 5
  nim-sum:
      3  011
      4  100
      5  101
    XOR  010 = 2
  the nim-sum is not 0, and some move makes it 0: the player to move wins
  answer: Yes (the first player wins)
  1 winning move:
    take 2 from pile 1: 3 4 5 -> 1 4 5

case 2: 45 45
  game: Nim, the sum of 2 piles; a pile of n has Grundy value n
  pile 1 = 45: g = 45
  pile 2 = 45: g = 45
  nim-sum:
     45  101101
     45  101101
    XOR  000000 = 0
  the nim-sum is 0, and every move changes it to non-zero: the player to move loses
  answer: No (the first player loses)
  no winning move: every move leaves a winning position, for example
    take 1 from pile 1: 45 45 -> 44 45
    answered by take 1 from pile 2: 44 45 -> 44 44
"
    );
    assert_eq!(
        check::text("poj2234", "1 0\n", &[]),
        "\
case 1: 0
  game: Nim, the sum of 1 pile; a pile of n has Grundy value n
  pile 1 = 0: g = 0
  nim-sum:
      0  0
    XOR  0 = 0
  the nim-sum is 0, and every move changes it to non-zero: the player to move loses
  answer: No (the first player loses)
  no winning move: there is no move at all
"
    );
}

#[test]
fn poj2234_huge_piles_stay_exact() {
    let all = check::explain_all("poj2234", "2 18446744073709551615 1\n");
    let moves = &all[0].moves.listed;
    assert_eq!(moves.len(), 1);
    assert_eq!(moves[0].text, "take 18446744073709551614 from pile 1");
    assert_eq!(moves[0].after, "1 1");
    let json = check::text("poj2234", "1 18446744073709551615\n", &["--json"]);
    assert!(json.contains("\"grundy\":18446744073709551615}"), "{json}");
    assert!(json.contains("\"value\":18446744073709551615,"), "{json}");
}

#[test]
fn many_winning_moves_are_counted_and_the_first_few_listed() {
    // 1 ^ 2 ^ ... 20 copies of 7 and one 1: nim-sum 1, every 7 and the 1 win.
    let mut piles = vec![7u64; 20];
    piles.push(1);
    let input = format!("21 {}\n", crate::check::spaced(&piles));
    let short = check::text("poj2234", &input, &[]);
    assert!(
        short.contains("  21 winning moves, the first 8 (--all lists more):\n"),
        "{short}"
    );
    assert_eq!(short.matches(" -> ").count(), 8);
    let all = check::text("poj2234", &input, &["--all"]);
    assert!(all.contains("  21 winning moves:\n"), "{all}");
    assert_eq!(all.matches(" -> ").count(), 21);
}

/// Lines of apples from the rules: take a run from one line, leaving the
/// apples left and right of it as lines; a position is the sorted lengths
/// of the non-empty lines.
#[allow(clippy::ptr_arg)]
pub fn take_a_run(lines: &Vec<u64>) -> Vec<Vec<u64>> {
    let mut next = Vec::new();
    for (i, &len) in lines.iter().enumerate() {
        for left in 0..len {
            for right in 0..len - left {
                let mut rest = lines.clone();
                rest.remove(i);
                rest.extend([left, right]);
                next.push(canonical(&rest));
            }
        }
    }
    next
}

pub fn canonical(lines: &[u64]) -> Vec<u64> {
    let mut c: Vec<u64> = lines.iter().copied().filter(|&l| l > 0).collect();
    c.sort_unstable();
    c
}

#[test]
fn hdu2509_winning_runs_are_exactly_the_winning_ones() {
    let rules = RulesOf {
        read: |t: &str| canonical(&numbers(t)),
        moves: take_a_run,
        misere: true,
    };
    // Splitting makes many positions: smaller random ones than for Nim.
    let mut positions = small_positions(3, 5);
    let mut rng = Rng::new(2509);
    positions.extend((0..100).map(|_| (0..rng.range(1, 4)).map(|_| rng.range(0, 6)).collect()));
    // Blank lines between cases, as the judge's input has them.
    let input: Vec<String> = positions.iter().map(|p| counted_line(p)).collect();
    assert_eq!(
        against_rules("hdu2509", &input.join("\n"), &rules),
        positions.len()
    );
    check::agrees_with_the_solver_on_samples("hdu2509", check::one_line_each);
}

#[test]
fn hdu2509_snapshot_and_a_huge_line() {
    assert_eq!(
        check::text("hdu2509", "1\n3\n", &[]),
        "\
case 1: 3
  game: 1 line of apples; take a run of neighbours from one line (it may split in two); whoever takes the last apple loses; a line of x is worth a Nim heap of x
  line 1 = 3: g = 3
  nim-sum:
      3  11
    XOR  11 = 3
  misère rule: 1 line holds more than one, so play as in Nim
  (keep the nim-sum 0; when one line above one is left, leave an odd number of ones)
  the nim-sum is not 0: the player to move wins
  answer: Yes (the first player wins)
  2 winning moves:
    take apples 1 to 2 of line 1: 3 -> 1
    take apples 2 to 3 of line 1: 3 -> 1
"
    );
    // One line of 2^64 - 1: leave one apple (two ways) or two equal lines
    // of 2 to 2^63 - 1: 2^63 moves, counted exactly.
    let p = grundy::registry::entry("hdu2509").unwrap();
    let (all, _) = grundy::explain::accounts(p, b"1 18446744073709551615\n", 8);
    assert_eq!(all[0].moves.count, 1u128 << 63);
    assert_eq!(all[0].moves.listed.len(), 8);
    assert_eq!(all[0].moves.listed[2].after, "2 2");
}

/// `grundy play` against the rules of Nim, misère Nim and misère runs.
#[test]
fn the_nim_family_is_played_against_the_rules() {
    use crate::play::plays;
    plays("poj2234", &["3 4 5", "1 2 3", "7"], &NIM);
    plays("hdu1850", &["5 7 9"], &NIM);
    plays("hdu2176", &["3 6 9"], &NIM);
    plays("hdu1849", &["3 5 6", "2 4"], &NIM);
    plays("hdu1907", &["3 5 1", "1 1 2", "1"], &MISERE_NIM);
    plays("lightoj1253", &["2 3 4 5"], &MISERE_NIM);
    let runs: Rules<Vec<u64>> = Rules {
        read: |t| canonical(&numbers(t)),
        moves: take_a_run,
        misere: true,
    };
    plays("hdu2509", &["3 1 2", "4", "2 2"], &runs);
}
