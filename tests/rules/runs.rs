//! A row game whose rule is built from each case's input (`runs = "s"`):
//! a move removes a run of s consecutive stones from one row, s in the
//! case's set, and what is left of the row stays as up to two rows. Two
//! descriptions of it (`tests/data/descriptions/`): HDU 2999's kind, one
//! answer per row length, and a sum of rows asking the winner. Checked
//! against a search over multisets of rows that knows only the move.

use crate::described;
use crate::search::{Next, Rng, Search};

/// The moves of the row game under the run lengths `set`: every row,
/// every length, every place the run starts.
fn run_moves(set: Vec<u64>) -> impl FnMut(&Vec<u64>) -> Vec<Next<Vec<u64>>> {
    move |rows: &Vec<u64>| {
        let mut next = Vec::new();
        for (i, &row) in rows.iter().enumerate() {
            for &s in set.iter().filter(|&&s| s <= row) {
                for left in 0..=row - s {
                    let right = row - s - left;
                    let mut after: Vec<u64> = rows.clone();
                    after.remove(i);
                    after.extend([left, right].into_iter().filter(|&r| r > 0));
                    after.sort_unstable();
                    next.push(Next::To(after));
                }
            }
        }
        next
    }
}

/// A set of 1 to 4 distinct run lengths from 1..=7, in random order and
/// possibly repeated in the input.
fn random_set(rng: &mut Rng) -> Vec<u64> {
    let n = 1 + rng.below(4);
    (0..n).map(|_| 1 + rng.below(7)).collect()
}

#[test]
fn one_answer_per_row_length_matches_the_search() {
    let mut rng = Rng::new(2999);
    let (mut input, mut expected) = (String::new(), String::new());
    for _ in 0..40 {
        let set = random_set(&mut rng);
        let queries: Vec<u64> = (0..1 + rng.below(8)).map(|_| 1 + rng.below(16)).collect();
        let line: Vec<String> = set.iter().map(u64::to_string).collect();
        input += &format!("{}\n{}\n{}\n", set.len(), line.join(" "), queries.len());
        let mut search = Search::normal(run_moves(set));
        for k in queries {
            input += &format!("{k}\n");
            expected += if search.mover_wins(&vec![k]) {
                "1\n"
            } else {
                "2\n"
            };
        }
    }
    assert_eq!(described("runs-per-length", &input), expected);
}

#[test]
fn the_sum_of_rows_matches_the_search() {
    let mut rng = Rng::new(29990);
    let cases = 60;
    let (mut input, mut expected) = (format!("{cases}\n"), String::new());
    for _ in 0..cases {
        let set = random_set(&mut rng);
        let mut rows: Vec<u64> = (0..1 + rng.below(3)).map(|_| 1 + rng.below(9)).collect();
        let line = |v: &[u64]| v.iter().map(u64::to_string).collect::<Vec<_>>().join(" ");
        input += &format!(
            "{} {}\n{}\n{}\n",
            set.len(),
            rows.len(),
            line(&set),
            line(&rows)
        );
        rows.sort_unstable();
        let wins = Search::normal(run_moves(set)).mover_wins(&rows);
        expected += if wins { "First\n" } else { "Second\n" };
    }
    assert_eq!(described("runs-sum", &input), expected);
}

#[test]
fn a_run_longer_than_every_row_is_never_taken() {
    // Lengths past the rows are left out of the case's code, so a huge one
    // costs nothing: {1, 1000} on rows 2 and 3 plays as {1}.
    let input = "1\n2 2\n1000 1\n2 3\n";
    let wins = Search::normal(run_moves(vec![1])).mover_wins(&vec![2, 3]);
    let expected = if wins { "First\n" } else { "Second\n" };
    assert_eq!(described("runs-sum", input), expected);
}
