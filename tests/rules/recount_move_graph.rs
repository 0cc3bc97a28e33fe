//! The recount's two move-graph problems (docs/recount-2026-11-29.md),
//! described as `tests/data/descriptions/lightoj1393.toml` and
//! `uva1378.toml`, against a search that knows only each game's moves:
//! stones moved right or down a grid (LightOJ 1393: a staircase that flows
//! toward the last box, its condition reading the case's width C), and a
//! stone that splits onto two later piles (UVa 1378: the smallest winning
//! move). Also the refusals where the staircase reduction does not apply.

use crate::described;
use crate::search::{Next, Rng, Search};

/// LightOJ 1393: any positive number of stones from a cell to the cell on
/// its right or the cell below, on an R x C grid read row by row.
fn grid_moves(r: usize, c: usize) -> impl FnMut(&Vec<u64>) -> Vec<Next<Vec<u64>>> {
    move |cells: &Vec<u64>| {
        let mut next = Vec::new();
        for (i, &s) in cells.iter().enumerate() {
            let (y, x) = (i / c, i % c);
            let mut to = Vec::new();
            if x + 1 < c {
                to.push(i + 1);
            }
            if y + 1 < r {
                to.push(i + c);
            }
            for &j in &to {
                for k in 1..=s {
                    let mut after = cells.clone();
                    after[i] -= k;
                    after[j] += k;
                    next.push(Next::To(after));
                }
            }
        }
        next
    }
}

#[test]
fn lightoj1393_crazy_calendar_matches_the_search() {
    let mut rng = Rng::new(1393);
    let cases = 300;
    let (mut input, mut expected) = (format!("{cases}\n"), String::new());
    for i in 1..=cases {
        // Grids of up to 6 cells, a few stones each, so that the search's
        // positions stay few; one in ten a single row or column of 7.
        let (r, c) = match rng.below(10) {
            0 => (1, 7),
            1 => (7, 1),
            _ => loop {
                let (r, c) = (1 + rng.below(3) as usize, 1 + rng.below(3) as usize);
                if r * c <= 6 {
                    break (r, c);
                }
            },
        };
        let most = if r * c > 4 { 2 } else { 3 };
        let cells: Vec<u64> = (0..r * c).map(|_| rng.below(most + 1)).collect();
        input += &format!("{r} {c}\n");
        for row in cells.chunks(c) {
            input += &crate::words(row);
            input += "\n";
        }
        let mut search = Search::normal(grid_moves(r, c));
        let word = if search.mover_wins(&cells) {
            "win"
        } else {
            "lose"
        };
        expected += &format!("Case {i}: {word}\n");
    }
    assert_eq!(described("lightoj1393", &input), expected);
}

/// UVa 1378: a stone from pile i onto piles j and k, i < j <= k.
fn split_moves(cards: &[u64]) -> Vec<(usize, usize, usize, Vec<u64>)> {
    let n = cards.len();
    let mut out = Vec::new();
    for i in 0..n {
        if cards[i] == 0 {
            continue;
        }
        for j in i + 1..n {
            for k in j..n {
                let mut after = cards.to_vec();
                after[i] -= 1;
                after[j] += 1;
                after[k] += 1;
                out.push((i, j, k, after));
            }
        }
    }
    out
}

#[test]
fn uva1378_funny_stone_game_matches_the_search() {
    let mut search = Search::normal(|cards: &Vec<u64>| {
        split_moves(cards)
            .into_iter()
            .map(|m| Next::To(m.3))
            .collect()
    });
    let mut rng = Rng::new(1378);
    let (mut input, mut expected) = (String::new(), String::new());
    for t in 1..=300 {
        // Up to 5 piles of up to 2 stones (a stone near the left of 5
        // piles becomes up to 16 on the right: the positions stay few).
        let n = 1 + rng.below(5) as usize;
        let most = if n == 5 { 1 } else { 2 };
        let cards: Vec<u64> = (0..n).map(|_| rng.below(most + 1)).collect();
        input += &format!("{n}\n{}\n", crate::words(&cards));
        // The smallest winning move: the first, in order of i, j, k, that
        // leaves the other player lost.
        let win = split_moves(&cards)
            .into_iter()
            .find(|m| !search.mover_wins(&m.3));
        let line = match win {
            Some((i, j, k, _)) => format!("{i} {j} {k}"),
            None => "-1 -1 -1".to_string(),
        };
        expected += &format!("Game {t}: {line}\n");
    }
    input += "0\n";
    assert_eq!(described("uva1378", &input), expected);
}

/// The sample of the statement's translation (UVa 1378, LA 3668).
#[test]
fn uva1378_sample() {
    let input = "4\n1 0 1 100\n3\n1 0 5\n2\n2 1\n0\n";
    let expected = "Game 1: 0 2 3\nGame 2: 0 1 1\nGame 3: -1 -1 -1\n";
    assert_eq!(described("uva1378", input), expected);
}

/// The LightOJ fixture with another condition, answered on `input`: the
/// whole output and the error, if any.
fn with_condition(when: &str, input: &str) -> (String, String) {
    static MADE: std::sync::atomic::AtomicUsize = std::sync::atomic::AtomicUsize::new(0);
    let k = MADE.fetch_add(1, std::sync::atomic::Ordering::Relaxed);
    let base = include_str!("../data/descriptions/lightoj1393.toml");
    let text = base
        .replace("B == A + 1 && A % C != 0 || B == A + C", when)
        .replace(
            "id = \"lightoj1393\"",
            &format!("id = \"lightoj1393-v{k}\""),
        );
    let dir = std::env::temp_dir().join(format!("grundy-recount-mg-{}", std::process::id()));
    std::fs::create_dir_all(&dir).expect("temp folder");
    let path = dir.join(format!("v{k}.toml"));
    std::fs::write(&path, &text).expect("written");
    let problem = grundy::registry::load(&path.to_string_lossy()).expect("the variant reads");
    let mut out = Vec::new();
    let err = grundy::solve(problem, &mut input.as_bytes(), &mut out)
        .err()
        .map_or(String::new(), |e| e.to_string());
    (String::from_utf8(out).expect("text"), err)
}

/// Where the reduction does not apply, the case is refused naming the
/// boxes, after every case before it is answered; upward flows whose
/// boxes split by parity are answered (checked against the search).
#[test]
fn cycles_and_mixed_parities_are_refused_with_their_boxes() {
    // Back and forth along a row: box 1 to 2 and 2 back to 1.
    let (out, err) = with_condition("B == A + 1 || B == A - 1", "2\n1 1\n5\n1 2\n1 1\n");
    assert_eq!(out, "Case 1: lose\n");
    assert!(
        err.contains("box 2 moves to box 1, from which moves lead back to box 2"),
        "{err}"
    );
    // Any later box: box 1 of 3 moves to box 2 (odd) and box 3 (even).
    let (out, err) = with_condition("B > A", "2\n1 2\n3 4\n1 3\n1 1 1\n");
    assert_eq!(out, "Case 1: win\n");
    assert!(
        err.contains("box 1 moves to box 2 (odd) and to box 3 (even)"),
        "{err}"
    );
    // Two steps along a row, from the width read: boxes pair by parity.
    let mut rng = Rng::new(2);
    let (mut input, mut expected) = (String::from("100\n"), String::new());
    for i in 1..=100 {
        let c = 1 + rng.below(6) as usize;
        let cells: Vec<u64> = (0..c).map(|_| rng.below(3)).collect();
        input += &format!("1 {c}\n{}\n", crate::words(&cells));
        let mut search = Search::normal(|v: &Vec<u64>| {
            let mut next = Vec::new();
            for i in 0..v.len() {
                if i + 2 < v.len().min(c) {
                    for k in 1..=v[i] {
                        let mut after = v.clone();
                        after[i] -= k;
                        after[i + 2] += k;
                        next.push(Next::To(after));
                    }
                }
            }
            next
        });
        let word = if search.mover_wins(&cells) {
            "win"
        } else {
            "lose"
        };
        expected += &format!("Case {i}: {word}\n");
    }
    let (out, err) = with_condition("B == A + 2 && B <= C", &input);
    assert_eq!(err, "");
    assert_eq!(out, expected);
}

/// `grundy explain` on UVa 1378 lists every winning move, each as the
/// search finds it (a stone moved that leaves the other player lost), and
/// `play` answers a move with one of them.
#[test]
fn uva1378_explain_lists_the_searchs_winning_moves() {
    let mut search = Search::normal(|cards: &Vec<u64>| {
        split_moves(cards)
            .into_iter()
            .map(|m| Next::To(m.3))
            .collect()
    });
    let mut rng = Rng::new(3668);
    let (mut input, mut expected) = (String::new(), Vec::new());
    for _ in 0..60 {
        let n = 1 + rng.below(4) as usize;
        let cards: Vec<u64> = (0..n).map(|_| rng.below(3)).collect();
        input += &format!("{n}\n{}\n", crate::words(&cards));
        let wins: Vec<String> = split_moves(&cards)
            .into_iter()
            .filter(|m| !search.mover_wins(&m.3))
            .map(|(i, j, k, _)| format!("({i} {j} {k})"))
            .collect();
        expected.push(wins);
    }
    input += "0\n";
    let dir = std::env::temp_dir().join(format!("grundy-recount-mg-x-{}", std::process::id()));
    std::fs::create_dir_all(&dir).expect("temp folder");
    let path = dir.join("uva1378.in");
    std::fs::write(&path, &input).expect("written");
    let file = std::path::Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("tests/data/descriptions/uva1378.toml");
    let out = std::process::Command::new(env!("CARGO_BIN_EXE_grundy"))
        .arg("explain")
        .arg(&file)
        .arg(&path)
        .output()
        .expect("grundy runs");
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let text = String::from_utf8(out.stdout).expect("text");
    // Each case's listed winning moves, by the numbers each ends with.
    let mut listed: Vec<Vec<String>> = Vec::new();
    let mut in_wins = false;
    for line in text.lines() {
        if line.starts_with("case ") {
            listed.push(Vec::new());
            in_wins = false;
        } else if line.contains("winning move:") || line.contains("winning moves:") {
            in_wins = !line.contains("no winning move");
        } else if in_wins && line.starts_with("    move a card") {
            let at = line.find('(').expect("the move's numbers");
            let end = line[at..].find(')').expect("closed") + at;
            listed
                .last_mut()
                .expect("a case")
                .push(line[at..=end].to_string());
        } else if !line.starts_with("    ") {
            in_wins = false;
        }
    }
    assert_eq!(listed, expected, "{text}");
    // play: the reply to a losing first move is a winning one.
    let play = std::process::Command::new(env!("CARGO_BIN_EXE_grundy"))
        .args(["play", &file.to_string_lossy(), "3", "1", "0", "5"])
        .stdin(std::process::Stdio::piped())
        .stdout(std::process::Stdio::piped())
        .spawn()
        .and_then(|mut child| {
            use std::io::Write as _;
            child
                .stdin
                .take()
                .expect("stdin")
                .write_all(b"0 1 2\nquit\n")?;
            child.wait_with_output()
        })
        .expect("grundy play runs");
    let said = String::from_utf8(play.stdout).expect("text");
    // After 0 1 2 the position is 0 1 6; the search's winning reply.
    let after = vec![0, 1, 6];
    let replies: Vec<String> = split_moves(&after)
        .into_iter()
        .filter(|m| !search.mover_wins(&m.3))
        .map(|(i, j, k, _)| format!("({i} {j} {k})"))
        .collect();
    let me = said
        .lines()
        .find(|l| l.starts_with("me:"))
        .unwrap_or_else(|| panic!("{said}"));
    assert!(
        replies.iter().any(|r| me.contains(r.as_str())),
        "{me} not in {replies:?}"
    );
}
