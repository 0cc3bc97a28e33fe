//! The second blind recount of 2026-11-29 (docs/recount-2026-11-29-second.md):
//! judge problems of issue 44's kinds that neither the issue, the shipped
//! problems nor the first recount name, each described from the README and
//! docs/descriptions.md alone (`tests/data/descriptions/r2-*.toml`) and
//! answered against a search that knows only the problem's moves.

use crate::described;
use crate::recount::{token_moves, Tokens};
use crate::search::{Next, Rng, Search};
use crate::uva11249::k_wythoff;

/// Codeforces 36D: the board still ahead of the piece, n x m, loses a row,
/// a column, or k of both (the piece steps down, right, or jumps k down and
/// right); a board of one cell has no move.
fn chess_piece(k: u64) -> impl FnMut(&(u64, u64)) -> Vec<Next<(u64, u64)>> {
    move |&(n, m): &(u64, u64)| {
        let mut next = Vec::new();
        if n > 1 {
            next.push(Next::To((n - 1, m)));
        }
        if m > 1 {
            next.push(Next::To((n, m - 1)));
        }
        if n > k && m > k {
            next.push(Next::To((n - k, m - k)));
        }
        next
    }
}

#[test]
fn cf36d_boards_match_the_search() {
    let mut rng = Rng::new(36);
    let mut boards = 0;
    while boards < 300 {
        // One judge file: t boards under one k.
        let k = 1 + rng.below(4);
        let t = 1 + rng.below(20);
        let mut search = Search::normal(chess_piece(k));
        let (mut input, mut expected) = (format!("{t} {k}\n"), String::new());
        for _ in 0..t {
            let (n, m) = (1 + rng.below(14), 1 + rng.below(14));
            input += &format!("{n} {m}\n");
            expected += if search.mover_wins(&(n, m)) {
                "+\n"
            } else {
                "-\n"
            };
        }
        assert_eq!(described("r2-cf36d", &input), expected, "{input}");
        boards += t;
    }
    // The official sample.
    let sample = "10 2\n1 1\n1 2\n2 1\n2 2\n1 3\n2 3\n3 1\n3 2\n3 3\n4 3\n";
    assert_eq!(
        described("r2-cf36d", sample),
        "-\n+\n+\n-\n-\n+\n-\n+\n+\n+\n"
    );
}

#[test]
fn cf36d_at_its_official_bound_is_refused_not_guessed() {
    // n, m up to 10^9: far past the table of positions (2^20), so the case
    // is refused (exit 4 on the command line), never guessed.
    let (out, err) = crate::refused("r2-cf36d", "1 2\n1000000000 1000000000\n");
    assert!(out.is_empty());
    assert!(err.contains("cannot answer"), "{err}");
}

#[test]
fn hackerrank_chessboard_every_cell_and_random_files_match_the_search() {
    const JUMPS: [(i64, i64); 4] = [(-2, 1), (-2, -1), (1, -2), (-1, -2)];
    let on_board = |x: i64, y: i64| (1..=15).contains(&x) && (1..=15).contains(&y);
    let mut search = Search::normal(token_moves(&JUMPS, on_board));
    let mut answer = |x: i64, y: i64| {
        let coin: Tokens = vec![(x, y)];
        if search.mover_wins(&coin) {
            "First\n"
        } else {
            "Second\n"
        }
    };
    // Every cell, as one file of 225 games.
    let (mut input, mut expected) = ("225\n".to_string(), String::new());
    for x in 1..=15 {
        for y in 1..=15 {
            input += &format!("{x} {y}\n");
            expected += answer(x, y);
        }
    }
    assert_eq!(described("r2-hackerrank-chessboard", &input), expected);
    // And 300 cells drawn at random, in files of 1 to 20 games.
    let mut rng = Rng::new(15);
    let mut games = 0;
    while games < 300 {
        let t = 1 + rng.below(20);
        let (mut input, mut expected) = (format!("{t}\n"), String::new());
        for _ in 0..t {
            let (x, y) = (1 + rng.below(15) as i64, 1 + rng.below(15) as i64);
            input += &format!("{x} {y}\n");
            expected += answer(x, y);
        }
        assert_eq!(
            described("r2-hackerrank-chessboard", &input),
            expected,
            "{input}"
        );
        games += t;
    }
}

/// E&D: the pairs of a case, each sorted and the list sorted; a move
/// replaces one pair (a, b) by a split (x, a - x) or (x, b - x), both parts
/// non-empty.
fn e_and_d(pairs: &[(u64, u64)]) -> Vec<Next<Vec<(u64, u64)>>> {
    let mut next = Vec::new();
    for (i, &(a, b)) in pairs.iter().enumerate() {
        for split in [a, b] {
            for x in 1..split {
                let mut after = pairs.to_owned();
                after[i] = (x.min(split - x), x.max(split - x));
                after.sort_unstable();
                next.push(Next::To(after));
            }
        }
    }
    next
}

#[test]
fn luogu_p2148_e_and_d_matches_the_search() {
    let mut search = Search::normal(|pairs: &Vec<(u64, u64)>| e_and_d(pairs));
    let mut rng = Rng::new(2148);
    let cases = 300;
    let (mut input, mut expected) = (format!("{cases}\n"), String::new());
    for _ in 0..cases {
        let n = 1 + rng.below(3) as usize;
        let mut pairs: Vec<(u64, u64)> = (0..n)
            .map(|_| (1 + rng.below(12), 1 + rng.below(12)))
            .collect();
        input += &format!("{n}\n");
        let shown: Vec<String> = pairs.iter().map(|(a, b)| format!("{a} {b}")).collect();
        input += &format!("{}\n", shown.join(" "));
        for p in &mut pairs {
            *p = (p.0.min(p.1), p.0.max(p.1));
        }
        pairs.sort_unstable();
        expected += if search.mover_wins(&pairs) {
            "YES\n"
        } else {
            "NO\n"
        };
    }
    assert_eq!(described("r2-luogu-p2148", &input), expected);
    // The official sample, with the count of pairs (2, 3) where the judge
    // gives the count of piles (4, 6).
    assert_eq!(
        described("r2-luogu-p2148", "2\n2\n1 2 3 1\n3\n1 1 1 1 1 1\n"),
        "YES\nNO\n"
    );
}

/// The second recount's first wrong answer, fixed: a move that reads a
/// name of the position's own line (`"t * n m k"`,
/// `r2-cf36d-k-per-line.toml`) reads each board's own k (it took the
/// case's last line's k for every board).
#[test]
fn cf36d_with_k_on_each_line_is_answered_per_line() {
    let mut rng = Rng::new(3636);
    let t = 100;
    let (mut input, mut expected) = (format!("{t}\n"), String::new());
    for _ in 0..t {
        let (n, m, k) = (1 + rng.below(12), 1 + rng.below(12), 1 + rng.below(4));
        input += &format!("{n} {m} {k}\n");
        expected += if Search::normal(chess_piece(k)).mover_wins(&(n, m)) {
            "+\n"
        } else {
            "-\n"
        };
    }
    let path = format!(
        "{}/tests/data/descriptions/r2-cf36d-k-per-line.toml",
        env!("CARGO_MANIFEST_DIR")
    );
    let problem = grundy::registry::load(&path).expect("k on the position's own line is read");
    let mut out = Vec::new();
    grundy::solve(problem, &mut input.as_bytes(), &mut out).expect("answered");
    assert_eq!(String::from_utf8(out).expect("text"), expected, "{input}");
    // The case of the recount: the first board with its own k = 2.
    let mut out = Vec::new();
    grundy::solve(problem, &mut &b"2\n4 10 2\n1 1 50\n"[..], &mut out).expect("answered");
    assert_eq!(out, b"+\n-\n");
}

/// A `[letters]` word named where numbers go (`coins = "S"`, S a board of
/// H and T: Luogu P2594 as a newcomer might first write it) must be
/// refused at load, naming the key and the word, not read as a case with
/// no coin (every case answered the `second` word, an empty board).
#[test]
fn a_word_named_as_coins_is_refused_not_read_as_no_coin() {
    let text = "id = \"r2-word-as-coins\"\ntitle = \"t\"\n[input]\ncases = \"counted\"\n\
                count = \"T\"\nlines = [\"n m\", \"n * S\"]\n[bounds]\nT = \"1..50\"\n\
                n = \"1..100\"\nm = \"1..100\"\nS = \"1..100\"\n[letters]\nS = \"HT\"\n\
                [game]\ngame = \"coins\"\ncoins = \"S\"\n[output]\nfirst = \"-_-\"\n\
                second = \"=_=\"\n";
    let path = std::env::temp_dir().join(format!("r2-word-as-coins-{}.toml", std::process::id()));
    std::fs::write(&path, text).expect("a temporary file");
    let loaded = grundy::registry::load(&path.to_string_lossy());
    let _ = std::fs::remove_file(&path);
    let Err(why) = loaded else {
        panic!("a word named as coins was loaded");
    };
    assert!(
        why.contains(
            "line 16, column 9: coins reads \"S\" as numbers, but S is a word of [letters]"
        ),
        "{why}"
    );
}

/// The first wrong answer's `difference` side: each position's k read on
/// its own line (`"q * a b k"`), against a search of each position under
/// its own k.
#[test]
fn a_wythoff_difference_on_each_line_is_its_own() {
    let mut rng = Rng::new(1021);
    let mut searches: Vec<_> = (0..=5).map(|k| Search::normal(k_wythoff(k))).collect();
    let q = 100;
    let (mut input, mut expected) = (format!("{q}\n"), String::new());
    for _ in 0..q {
        let (a, b, k) = (rng.below(21), rng.below(21), rng.below(6));
        input += &format!("{a} {b} {k}\n");
        expected += if searches[k as usize].mover_wins(&(a, b)) {
            "W\n"
        } else {
            "L\n"
        };
    }
    assert_eq!(described("wythoff-difference-per-line", &input), expected);
    // The recount's case: (1, 2) lost with k = 0, won with k = 5.
    assert_eq!(
        described("wythoff-difference-per-line", "2\n1 2 0\n1 2 5\n"),
        "L\nW\n"
    );
}

/// `explain` reads each position's k from its own line too: the 4 x 10
/// board with k = 2 is won, by the jump of 2 to (2, 8) among its moves.
#[test]
fn explain_reads_each_positions_k_on_its_own_line() {
    let path = format!(
        "{}/tests/data/descriptions/r2-cf36d-k-per-line.toml",
        env!("CARGO_MANIFEST_DIR")
    );
    let shown = crate::runs::grundy(&["explain", &path], "2\n4 10 2\n1 1 50\n");
    let first = shown.split("case 1, position 2").next().expect("text");
    assert!(first.contains("answer: + "), "{shown}");
    assert!(first.contains("(4, 10) -> (2, 8)"), "{shown}");
    assert!(shown.contains("case 1, position 2: (1, 1)"), "{shown}");
}
