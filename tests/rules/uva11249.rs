//! UVa 11249 from the rules: two piles; a move takes any amount from one
//! pile, or x >= 1 from one and y >= 1 from the other with |x - y| <= k;
//! q positions a case, each judged alone, and an empty line after each
//! case. Also two problems of the same kind that the judge never set,
//! written as descriptions (`tests/data/descriptions/`): the same game
//! written as moves, and knights walking to a corner of a board.

use crate::described;
use crate::search::{Next, Rng, Search};

/// Wythoff's game with difference k: take any amount from one pile, or
/// x >= 1 from one and y >= 1 from the other with |x - y| <= k.
pub(crate) fn k_wythoff(k: u64) -> impl FnMut(&(u64, u64)) -> Vec<Next<(u64, u64)>> {
    move |&(a, b)| {
        let mut next = Vec::new();
        for x in 1..=a {
            next.push(Next::To((a - x, b)));
        }
        for y in 1..=b {
            next.push(Next::To((a, b - y)));
        }
        for x in 1..=a {
            for y in 1..=b {
                if x.abs_diff(y) <= k {
                    next.push(Next::To((a - x, b - y)));
                }
            }
        }
        next
    }
}

/// Cases (k, queries) as the judge's input, and the searched output.
fn judge(cases: &[(u64, Vec<(u64, u64)>)]) -> (String, String) {
    let mut input = format!("{}\n", cases.len());
    let mut output = String::new();
    for (k, queries) in cases {
        let mut search = Search::normal(k_wythoff(*k));
        input += &format!("{k} {}\n", queries.len());
        for &(a, b) in queries {
            input += &format!("{a} {b}\n");
            let win = search.mover_wins(&(a, b));
            output += if win { "WINNING\n" } else { "LOSING\n" };
        }
        output += "\n";
    }
    (input, output)
}

#[test]
fn every_pair_to_twenty_for_every_k_to_six() {
    let cases: Vec<(u64, Vec<(u64, u64)>)> = (0..=6)
        .map(|k| {
            let q = (0..=20)
                .flat_map(|a| (0..=20).map(move |b| (a, b)))
                .collect();
            (k, q)
        })
        .collect();
    let (input, output) = judge(&cases);
    assert_eq!(crate::answer("uva11249", &input), output);
}

#[test]
fn seeded_random_cases() {
    let mut rng = Rng::new(11249);
    let cases: Vec<(u64, Vec<(u64, u64)>)> = (0..40)
        .map(|_| {
            let k = rng.range(0, 5);
            let q = (0..rng.range(1, 60))
                .map(|_| (rng.range(0, 24), rng.range(0, 24)))
                .collect();
            (k, q)
        })
        .collect();
    let (input, output) = judge(&cases);
    assert_eq!(crate::answer("uva11249", &input), output);
    // The forum's position: (2, 6) lost and (1, 5) won at k = 1.
    assert_eq!(
        crate::answer("uva11249", "1\n1 2\n2 6\n6 2\n"),
        "LOSING\nLOSING\n\n"
    );
}

/// UVa 11249's game written as moves (`game = "position"`, two counters and
/// a condition), one query a line until the input ends: the table from the
/// written moves answers as the search does.
#[test]
fn the_same_game_written_as_moves_answers_as_the_search() {
    let mut rng = Rng::new(112490);
    let mut input = String::new();
    let mut output = String::new();
    for _ in 0..300 {
        let (k, a, b) = (rng.range(0, 4), rng.range(0, 14), rng.range(0, 14));
        input += &format!("{k} {a} {b}\n");
        let win = Search::normal(k_wythoff(k)).mover_wins(&(a, b));
        output += if win { "Alice\n" } else { "Bob\n" };
    }
    assert_eq!(described("k-wythoff-moves", &input), output);
}

/// Knights on an N x M board (rows and columns from 0), each moving two
/// columns left and one row up or down, or two rows down and one column
/// left or right, never off the board; several knights a case, a move
/// moves one; who cannot move loses.
#[test]
fn knights_to_a_corner_answer_as_the_search() {
    type Knights = (u64, u64, Vec<(u64, u64)>);
    #[allow(clippy::ptr_arg)]
    fn moves(p: &Knights) -> Vec<Next<Knights>> {
        let (n, m, knights) = p;
        let mut next = Vec::new();
        for (i, &(x, y)) in knights.iter().enumerate() {
            let mut to = Vec::new();
            if x >= 2 && y + 1 < *m {
                to.push((x - 2, y + 1));
            }
            if x >= 2 && y >= 1 {
                to.push((x - 2, y - 1));
            }
            if y >= 2 && x + 1 < *n {
                to.push((x + 1, y - 2));
            }
            if y >= 2 && x >= 1 {
                to.push((x - 1, y - 2));
            }
            for q in to {
                let mut k = knights.clone();
                k[i] = q;
                k.sort_unstable();
                next.push(Next::To((*n, *m, k)));
            }
        }
        next
    }
    let mut rng = Rng::new(1124);
    let mut input = String::new();
    let mut output = String::new();
    let mut search = Search::normal(moves);
    let cases = 250;
    input += &format!("{cases}\n");
    for _ in 0..cases {
        let (n, m) = (rng.range(1, 9), rng.range(1, 9));
        let count = rng.range(1, 3);
        let mut knights: Vec<(u64, u64)> = (0..count)
            .map(|_| (rng.range(0, n - 1), rng.range(0, m - 1)))
            .collect();
        input += &format!("{n} {m} {count}\n");
        for &(x, y) in &knights {
            input += &format!("{x} {y}\n");
        }
        knights.sort_unstable();
        let win = search.mover_wins(&(n, m, knights));
        output += if win { "first\n" } else { "second\n" };
    }
    assert_eq!(described("knights-corner", &input), output);
}
