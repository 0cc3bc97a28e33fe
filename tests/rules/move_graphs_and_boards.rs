//! Descriptions of the kinds of hdu3389 and lightoj1229 that no shipped
//! problem is (`tests/data/descriptions/`), answered against searches from
//! their rules: a staircase whose coins go down one or three steps, a
//! staircase whose reduction does not apply (refused, not guessed), and a
//! board where a piece may not stand beside another (Dawson's Kayles read
//! as strips), with every winning cell.

use crate::search::{Next, Rng, Search};
use crate::words;

fn described(name: &str) -> &'static grundy::registry::Entry {
    let path = format!(
        "{}/tests/data/descriptions/{name}.toml",
        env!("CARGO_MANIFEST_DIR")
    );
    grundy::registry::load(&path).unwrap_or_else(|e| panic!("{e}"))
}

/// The whole output and the error, if any.
fn run(entry: &'static grundy::registry::Entry, input: &str) -> (String, Option<String>) {
    let mut out = Vec::new();
    let result = grundy::solve(entry, &mut input.as_bytes(), &mut out);
    (
        String::from_utf8(out).expect("text"),
        result.err().map(|e| e.to_string()),
    )
}

/// Coins move from step a to step b (1-based) when `edge(a, b)`.
fn staircase_moves(cards: &[u64], edge: fn(usize, usize) -> bool) -> Vec<Next<Vec<u64>>> {
    let mut next = Vec::new();
    for a in 1..=cards.len() {
        for b in 1..=cards.len() {
            if !edge(a, b) {
                continue;
            }
            for k in 1..=cards[a - 1] {
                let mut c = cards.to_vec();
                c[a - 1] -= k;
                c[b - 1] += k;
                next.push(Next::To(c));
            }
        }
    }
    next
}

fn random_cards(rng: &mut Rng, n: usize, total: u64) -> Vec<u64> {
    let mut c = vec![0; n];
    for _ in 0..rng.range(0, total) {
        c[rng.range(0, n as u64 - 1) as usize] += 1;
    }
    c
}

#[test]
fn coins_down_one_or_three_steps() {
    fn edge(a: usize, b: usize) -> bool {
        b + 1 == a || b + 3 == a
    }
    let mut search = Search::normal(|c: &Vec<u64>| staircase_moves(c, edge));
    let mut rng = Rng::new(13);
    let mut input = String::new();
    let mut expected = String::new();
    for i in 0..400 {
        let n = 1 + i % 9;
        let c = random_cards(&mut rng, n, 5);
        input += &format!("{n}\n{}\n", words(&c));
        expected += if search.mover_wins(&c) {
            "Yes\n"
        } else {
            "No\n"
        };
    }
    input += "0\n";
    let (out, err) = run(described("stairs-1-or-3"), &input);
    assert_eq!(err, None);
    assert_eq!(out, expected);
}

/// `B < A`: box 3 reaches the dead box 1 in one step and in two (through
/// box 2), so the reduction does not apply from 3 boxes on: those cases are
/// refused, naming the boxes; the cases before are answered, by the search.
#[test]
fn a_graph_with_paths_of_both_parities_is_refused() {
    fn edge(a: usize, b: usize) -> bool {
        b < a
    }
    let text = std::fs::read_to_string(format!(
        "{}/tests/data/descriptions/stairs-1-or-3.toml",
        env!("CARGO_MANIFEST_DIR")
    ))
    .unwrap()
    .replace("B == A - 1 or A - B = 3", "B < A")
    .replace("stairs-1-or-3", "stairs-any-lower");
    let dir = std::env::temp_dir().join(format!("grundy-fc-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let path = dir.join("stairs-any-lower.toml");
    std::fs::write(&path, text).unwrap();
    let entry = grundy::registry::load(path.to_str().unwrap()).unwrap();
    let mut search = Search::normal(|c: &Vec<u64>| staircase_moves(c, edge));
    let mut input = String::new();
    let mut expected = String::new();
    for c in [vec![3], vec![1, 0], vec![2, 2], vec![0, 5]] {
        input += &format!("{}\n{}\n", c.len(), words(&c));
        expected += if search.mover_wins(&c) {
            "Yes\n"
        } else {
            "No\n"
        };
    }
    input += "3\n1 1 1\n0\n";
    let (out, err) = run(entry, &input);
    assert_eq!(out, expected);
    let err = err.expect("refused");
    assert!(
        err.contains("box 3 moves to box 2 (odd) and to box 1 (even)"),
        "{err}"
    );
    let _ = std::fs::remove_dir_all(&dir);
}

/// Pieces may not stand side by side: the board's moves, by the rules.
fn lonely_moves(b: &[bool]) -> Vec<Next<Vec<bool>>> {
    (0..b.len())
        .filter(|&i| {
            let beside = (i > 0 && b[i - 1]) || b.get(i + 1).copied().unwrap_or(false);
            !b[i] && !beside
        })
        .map(|i| {
            let mut c = b.to_vec();
            c[i] = true;
            Next::To(c)
        })
        .collect()
}

#[test]
fn lonely_pieces_every_winning_cell() {
    let mut search = Search::normal(|b: &Vec<bool>| lonely_moves(b));
    let mut boards: Vec<Vec<bool>> = Vec::new();
    for len in 1..=10usize {
        for bits in 0u32..1 << len {
            boards.push((0..len).map(|i| bits >> i & 1 == 1).collect());
        }
    }
    let mut rng = Rng::new(77);
    for _ in 0..150 {
        let len = rng.range(11, 18) as usize;
        boards.push((0..len).map(|_| rng.range(0, 4) == 0).collect());
    }
    let mut input = String::new();
    let mut expected = String::new();
    for b in &boards {
        input += &b
            .iter()
            .map(|&x| if x { 'o' } else { '-' })
            .collect::<String>();
        input.push('\n');
        let winning: Vec<String> = lonely_moves(b)
            .into_iter()
            .filter_map(|m| match m {
                Next::To(c) => Some(c),
                Next::Win => None,
            })
            .filter(|c| !search.mover_wins(c))
            .map(|c| (1 + (0..c.len()).find(|&i| c[i] != b[i]).unwrap()).to_string())
            .collect();
        expected += &if winning.is_empty() {
            "NONE".to_string()
        } else {
            winning.join(" ")
        };
        expected.push('\n');
    }
    let (out, err) = run(described("dawson-board"), &input);
    assert_eq!(err, None);
    assert_eq!(out, expected);
}

/// A strip past what grundy computes is refused, not ground through:
/// the cases before it are answered.
#[test]
fn a_strip_too_long_is_refused_with_its_length() {
    let input = format!("--\n{}\n", "-".repeat(100_001));
    let (out, err) = run(described("dawson-board"), &input);
    assert_eq!(out, "1 2\n");
    let err = err.expect("refused");
    assert!(err.contains("a strip of 100001 free cells"), "{err}");
}
