//! Sums of subtraction games: S-Nim (hdu1536) and the Fibonacci game
//! (hdu1848). Moves against the rules, every heap's Grundy value and the
//! period named in the text against a plain mex table, snapshots.

use crate::check::{self, against_rules, numbers, RulesOf};
use crate::search::Rng;
use grundy::explain::Account;

/// Take some s in `set` from one heap (heaps keep their order).
pub fn take_moves(set: &[u64], heaps: &[u64]) -> Vec<Vec<u64>> {
    let mut next = Vec::new();
    for i in 0..heaps.len() {
        for &s in set.iter().filter(|&&s| s <= heaps[i]) {
            let mut h = heaps.to_vec();
            h[i] -= s;
            next.push(h);
        }
    }
    next
}

/// g(0..len) by the definition: the mex of the values the moves reach.
fn mex_table(set: &[u64], len: usize) -> Vec<u64> {
    let mut g: Vec<u64> = Vec::with_capacity(len);
    for n in 0..len as u64 {
        let reached: Vec<u64> = set
            .iter()
            .filter(|&&s| s <= n)
            .map(|&s| g[(n - s) as usize])
            .collect();
        g.push((0..).find(|v| !reached.contains(v)).unwrap());
    }
    g
}

/// Every component's value is the table's, and the sequence the game line
/// names (`after A, the sequence B repeats with period L`) is the table's.
fn values_agree(a: &Account, table: &[u64]) {
    for c in &a.components {
        let heap = numbers(&c.name)[1] as usize;
        assert_eq!(c.grundy, Some(table[heap]), "{}: {}", a.position, c.name);
    }
    let Some((head, tail)) = a.game.split_once("the sequence ") else {
        panic!("no sequence in {}", a.game);
    };
    let (cycle, period) = tail.split_once(" repeats with period ").unwrap();
    let len: usize = period.parse().unwrap();
    let before = head
        .split_once("after ")
        .map_or(vec![], |(_, b)| numbers(b));
    let start = before.len();
    assert_eq!(&table[..start], &before[..], "{}", a.game);
    let cycle = numbers(cycle);
    assert_eq!(cycle.len(), len.min(24), "{}", a.game);
    assert_eq!(&table[start..start + cycle.len()], &cycle[..], "{}", a.game);
    for n in start..table.len() {
        assert_eq!(table[n], table[start + (n - start) % len], "n = {n}");
    }
    if start > 0 {
        assert_ne!(
            table[start - 1],
            table[start - 1 + len],
            "start not earliest"
        );
    }
}

#[test]
fn hdu1536_moves_and_values_agree_with_the_rules() {
    let mut rng = Rng::new(1536);
    let mut checked = 0;
    for _ in 0..40 {
        let set: Vec<u64> = (0..rng.range(1, 4)).map(|_| rng.range(1, 9)).collect();
        let positions: Vec<Vec<u64>> = (0..rng.range(1, 10))
            .map(|_| (0..rng.range(1, 3)).map(|_| rng.range(0, 20)).collect())
            .collect();
        let mut input = format!(
            "{} {}\n{}\n",
            set.len(),
            check::spaced(&set),
            positions.len()
        );
        for p in &positions {
            input += &format!("{} {}\n", p.len(), check::spaced(p));
        }
        input += "0\n";
        // S given unsorted, with duplicates: a move is one s, however often
        // S names it.
        let mut distinct = set.clone();
        distinct.sort_unstable();
        distinct.dedup();
        let rules = RulesOf {
            read: numbers,
            moves: |h: &Vec<u64>| take_moves(&distinct, h),
            misere: false,
        };
        checked += against_rules("hdu1536", &input, &rules);
        let table = mex_table(&set, 400);
        for a in check::explain_all("hdu1536", &input) {
            values_agree(&a, &table);
        }
    }
    assert!(checked >= 40);
    check::agrees_with_the_solver_on_samples("hdu1536", hdu1536_judge);
}

/// HDU 1536's output from the accounts: per case, W or L per position.
/// (A case of no positions would print an empty line that no account
/// shows; no sample has one.)
fn hdu1536_judge(all: &[Account]) -> String {
    let mut text = String::new();
    for (i, a) in all.iter().enumerate() {
        text += &a.verdict.words;
        if all.get(i + 1).map_or(true, |b| b.case != a.case) {
            text.push('\n');
        }
    }
    text
}

#[test]
fn hdu1848_moves_and_values_agree_with_the_rules() {
    let fib: Vec<u64> = vec![1, 2, 3, 5, 8, 13, 21, 34];
    let table = mex_table(&fib, 40);
    let mut rng = Rng::new(1848);
    let mut lines = String::new();
    let mut count = 0;
    for _ in 0..150 {
        let heaps: Vec<u64> = (0..3).map(|_| rng.range(0, 30)).collect();
        if heaps != [0, 0, 0] {
            lines += &format!("{}\n", check::spaced(&heaps));
            count += 1;
        }
    }
    let rules = RulesOf {
        read: numbers,
        moves: |h: &Vec<u64>| take_moves(&fib, h),
        misere: false,
    };
    assert_eq!(
        against_rules("hdu1848", &(lines.clone() + "0 0 0\n"), &rules),
        count
    );
    for a in check::explain_all("hdu1848", &(lines + "0 0 0\n")) {
        for c in &a.components {
            let heap = numbers(&c.name)[1] as usize;
            assert_eq!(c.grundy, Some(table[heap]), "{}", c.name);
        }
    }
    check::agrees_with_the_solver_on_samples("hdu1848", check::one_line_each);
}

#[test]
fn snapshots() {
    assert_eq!(
        check::text("hdu1536", "2 2 5\n2\n2 5 12\n1 3\n0\n", &[]),
        "\
case 1, position 1: 5 12
  game: S-Nim with S = {2, 5}, 2 heaps: take s in S from one heap; g(0), g(1), ...: the sequence 0 0 1 1 0 2 1 repeats with period 7
  heap 1 = 5: g = 2
  heap 2 = 12: g = 2 (g(12) = g(5) as 12 - 5 = 1 x 7)
  nim-sum:
      2  10
      2  10
    XOR  00 = 0
  the nim-sum is 0, and every move changes it to non-zero: the player to move loses
  answer: L (the first player loses)
  no winning move: every move leaves a winning position, for example
    take 2 from heap 2: 5 12 -> 5 10
    answered by take 2 from heap 1: 5 10 -> 3 10

case 1, position 2: 3
  game: S-Nim with S = {2, 5}, 1 heap: take s in S from one heap; g(0), g(1), ...: the sequence 0 0 1 1 0 2 1 repeats with period 7
  heap 1 = 3: g = 1
  nim-sum:
      1  1
    XOR  1 = 1
  the nim-sum is not 0, and some move makes it 0: the player to move wins
  answer: W (the first player wins)
  1 winning move:
    take 2 from heap 1: 3 -> 1
"
    );
    assert_eq!(
        check::text("hdu1848", "1 4 10\n0 0 0\n", &[]),
        "\
case 1: 1 4 10
  game: three heaps; take a Fibonacci number (1, 2, 3, 5, 8, ...) from one
  heap 1 = 1: g = 1 (mex of g(1 - s) over the moves s: mex{0} = 1)
  heap 2 = 4: g = 0 (mex of g(4 - s) over the moves s: mex{3 2 1} = 0)
  heap 3 = 10: g = 0 (mex of g(10 - s) over the moves s: mex{5 4 3 1 2} = 0)
  nim-sum:
      1  1
      0  0
      0  0
    XOR  1 = 1
  the nim-sum is not 0, and some move makes it 0: the player to move wins
  answer: Fibo (the first player wins)
  3 winning moves:
    take 1 from heap 1: 1 4 10 -> 0 4 10
    take 3 from heap 2: 1 4 10 -> 1 1 10
    take 5 from heap 3: 1 4 10 -> 1 4 5
"
    );
}

#[test]
fn huge_heaps_go_by_the_period() {
    let max = u64::MAX;
    let all = check::explain_all("hdu1536", &format!("2 2 5\n1\n1 {max}\n0\n"));
    let c = &all[0].components[0];
    // 2^64 - 1 = 7 * 2635249153387078802 + 1: g = g(1) = 0.
    assert_eq!(c.grundy, Some(0));
    assert_eq!(
        c.reason,
        format!("g({max}) = g(1) as {max} - 1 = 2635249153387078802 x 7")
    );
}

/// A set whose period is not within reach of the heaps asked (40 moves up
/// to 10000, no period within 2^22 values) is explained from a table of
/// 2^16 values, not grown to the engine's limit for the period line: that
/// took half a second per set at HDU's bounds.
#[test]
fn hdu1536_looks_for_the_period_only_as_far_as_the_heaps_need() {
    let mut x = 7u64;
    let set: Vec<String> = (0..40)
        .map(|_| {
            x = (x * 1_103_515_245 + 12_345) % (1 << 31);
            (x % 10_000 + 1).to_string()
        })
        .collect();
    let input = format!("40 {}\n2\n2 9999 10000\n1 1\n0\n", set.join(" "));
    let text = check::text("hdu1536", &input, &[]);
    assert!(
        text.contains("(no period within 65536 positions)"),
        "{text}"
    );
}

/// `grundy play` against the rules of the subtraction games.
#[test]
fn subtraction_games_are_played_against_the_rules() {
    use crate::play::plays;
    let fib = [1, 2, 3, 5, 8, 13, 21, 34, 55];
    let fibonacci = RulesOf {
        read: numbers,
        moves: |h: &Vec<u64>| take_moves(&fib, h),
        misere: false,
    };
    plays("hdu1848", &["1 4 1", "5 6 7"], &fibonacci);
    let s = [2, 5];
    let snim = RulesOf {
        read: numbers,
        moves: |h: &Vec<u64>| take_moves(&s, h),
        misere: false,
    };
    plays("hdu1536", &["2,5 3 5 12", "2,5 7 9"], &snim);
}
