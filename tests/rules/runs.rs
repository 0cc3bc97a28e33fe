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

/// `grundy ARGS` on `input`: its stdout (exit 0 asserted).
pub(crate) fn grundy(args: &[&str], input: &str) -> String {
    use std::io::Write as _;
    let mut child = std::process::Command::new(env!("CARGO_BIN_EXE_grundy"))
        .args(args)
        .stdin(std::process::Stdio::piped())
        .stdout(std::process::Stdio::piped())
        .stderr(std::process::Stdio::piped())
        .spawn()
        .expect("grundy runs");
    child
        .stdin
        .take()
        .expect("stdin")
        .write_all(input.as_bytes())
        .expect("input written");
    let out = child.wait_with_output().expect("grundy ends");
    assert!(
        out.status.success(),
        "grundy {args:?}: {}",
        String::from_utf8_lossy(&out.stderr)
    );
    String::from_utf8(out.stdout).expect("text")
}

/// The path of a fixture of `tests/data/descriptions/`.
pub(crate) fn fixture(name: &str) -> String {
    format!(
        "{}/tests/data/descriptions/{name}.toml",
        env!("CARGO_MANIFEST_DIR")
    )
}

/// The moves an account lists (`remove a run of S at position P of row
/// R: ...`), as (row from 0, S, P), each block of the text in order.
fn listed(text: &str) -> Vec<Vec<(usize, u64, u64)>> {
    let mut blocks = vec![Vec::new()];
    for line in text.lines() {
        if line.starts_with("case ") && !blocks.last().unwrap().is_empty() {
            blocks.push(Vec::new());
        }
        let Some(rest) = line.trim().strip_prefix("remove a run of ") else {
            continue;
        };
        // The example of a lost position ("answered by ...") is no
        // winning move: it follows "no winning move".
        let words: Vec<&str> = rest.split([' ', ':']).collect();
        let s: u64 = words[0].parse().unwrap();
        let p: u64 = words[3].parse().unwrap();
        let r: usize = words[6].parse().unwrap();
        blocks.last_mut().unwrap().push((r - 1, s, p));
    }
    blocks
}

/// Every winning move of `rows` under `set`, by the search: a run of s at
/// p of row r wins when the rows it leaves are lost for the opponent.
fn winning_by_search(set: &[u64], rows: &[u64]) -> Vec<(usize, u64, u64)> {
    let mut search = Search::normal(run_moves(set.to_vec()));
    let mut lengths = set.to_vec();
    lengths.sort_unstable();
    lengths.dedup();
    let mut found = Vec::new();
    for (r, &n) in rows.iter().enumerate() {
        for &s in lengths.iter().filter(|&&s| s <= n) {
            for p in 1..=n - s + 1 {
                let mut after: Vec<u64> = rows.to_vec();
                after.remove(r);
                after.extend([p - 1, n - s - (p - 1)].into_iter().filter(|&x| x > 0));
                after.sort_unstable();
                if !search.mover_wins(&after) {
                    found.push((r, s, p));
                }
            }
        }
    }
    found
}

/// explain lists exactly the winning moves the search finds, in the
/// game's words (a run of s at position p of row r), on random sums of
/// rows and on rows asked alone; play's hint lists the same moves.
#[test]
fn explain_and_plays_hint_list_every_winning_run() {
    let mut rng = Rng::new(29991);
    let mut checked = 0;
    for case in 0..24 {
        let set = random_set(&mut rng);
        let rows: Vec<u64> = (0..1 + rng.below(3)).map(|_| 1 + rng.below(9)).collect();
        let line = |v: &[u64]| v.iter().map(u64::to_string).collect::<Vec<_>>().join(" ");
        let case_text = format!(
            "{} {}\n{}\n{}",
            set.len(),
            rows.len(),
            line(&set),
            line(&rows)
        );
        let want = winning_by_search(&set, &rows);
        let explained = grundy(
            &["explain", &fixture("runs-sum"), "--all"],
            &format!("1\n{case_text}\n"),
        );
        let got = listed(&explained);
        let moves = if want.is_empty() {
            &[][..]
        } else {
            &got[0][..]
        };
        assert_eq!(moves, &want[..], "{case_text}\n{explained}");
        // play's hint: the same account (a case with a move to play).
        if !rows.iter().any(|&n| set.iter().any(|&s| s <= n)) {
            continue;
        }
        let hint = grundy(
            &[
                "play",
                &fixture("runs-sum"),
                "--case",
                &case_text.replace('\n', "\\n"),
                "--seed",
                &case.to_string(),
            ],
            "hint\nquit\n",
        );
        let hinted = listed(&hint);
        let moves = if want.is_empty() {
            &[][..]
        } else {
            &hinted[0][..]
        };
        if want.len() <= 16 {
            assert_eq!(moves, &want[..], "{case_text}\n{hint}");
        } else {
            assert_eq!(moves, &want[..16], "{case_text}\n{hint}");
        }
        checked += 1;
    }
    // Each row alone (per = "position"): one account per row.
    for _ in 0..12 {
        let set = random_set(&mut rng);
        let rows: Vec<u64> = (0..1 + rng.below(4)).map(|_| 1 + rng.below(14)).collect();
        let mut input = format!("{}\n", set.len());
        input += &set.iter().map(u64::to_string).collect::<Vec<_>>().join(" ");
        input += &format!("\n{}\n", rows.len());
        for r in &rows {
            input += &format!("{r}\n");
        }
        let explained = grundy(&["explain", &fixture("runs-per-length"), "--all"], &input);
        let blocks: Vec<&str> = explained.split("\n\n").collect();
        assert_eq!(blocks.len(), rows.len(), "{input}\n{explained}");
        for (i, (&n, block)) in rows.iter().zip(&blocks).enumerate() {
            assert!(
                block.starts_with(&format!("case 1, position {}: {n}\n", i + 1)),
                "{block}"
            );
            let want = winning_by_search(&set, &[n]);
            let got = listed(block);
            let moves = if want.is_empty() {
                &[][..]
            } else {
                &got[0][..]
            };
            assert_eq!(moves, &want[..], "{input}\n{block}");
            checked += 1;
        }
    }
    assert!(checked >= 36, "{checked}");
}
