//! Boards read as strips that the first recount could not say
//! (docs/recount-2026-11-29.md), now described: POJ 3537 (an empty board
//! given by its length, Treblecross) and UVa 11534 (two letters, never next
//! to the same; the mover taken from the count of letters). Each fixture
//! (`tests/data/descriptions/poj3537.toml`, `uva11534.toml`) is held to a
//! search that plays the game from its rules alone.

use crate::described;
use crate::search::{Next, Rng, Search};

/// Treblecross from its rules: a move puts an X on an empty cell, and the
/// X that makes three in a row wins on the spot.
fn treblecross(board: &[bool]) -> Vec<Next<Vec<bool>>> {
    let mut next = Vec::new();
    for i in (0..board.len()).filter(|&i| !board[i]) {
        let mut after = board.to_vec();
        after[i] = true;
        if after.windows(3).any(|w| w.iter().all(|&x| x)) {
            next.push(Next::Win);
        } else {
            next.push(Next::To(after));
        }
    }
    next
}

/// POJ 3537: every length to 16 by the search, in a few hundred lines of
/// random order (one n a line until the end). A board of fewer than 3
/// cells can never hold three in a row: nobody wins it, so the first player
/// does not (on 3 cells or more a full board holds three in a row, so play
/// always ends in a win and the search's positions never stall).
#[test]
fn poj3537_empty_boards_match_the_search() {
    let mut search = Search::normal(|b: &Vec<bool>| treblecross(b));
    let wins: Vec<bool> = (0..=16)
        .map(|n| n >= 3 && search.mover_wins(&vec![false; n]))
        .collect();
    let mut rng = Rng::new(3537);
    let (mut input, mut expected) = (String::new(), String::new());
    for _ in 0..300 {
        let n = rng.range(1, 16) as usize;
        input += &format!("{n}\n");
        expected += if wins[n] { "1\n" } else { "2\n" };
    }
    assert_eq!(described("poj3537", &input), expected);
    // The lengths to 16 the first player does not win, by the search:
    // under 3 cells nobody wins; 6 and 12 are lost.
    let lost: Vec<usize> = (1..=16).filter(|&n| !wins[n]).collect();
    assert_eq!(lost, [1, 2, 6, 12]);
}

/// At the bound and past it: an empty board of n >= 3 cells is won exactly
/// when the mex value of the run of n safe cells is not 0, written here by
/// its definition (an X at i leaves i - 3 and n - i - 2, at least 0), and
/// grundy agrees for every n to 2000 and a few lengths beyond.
#[test]
fn poj3537_answers_every_length_to_the_bound() {
    const TOP: usize = 2600;
    let mut g = vec![0u64; TOP + 1];
    for n in 1..=TOP {
        let mut seen = vec![false; n + 2];
        for i in 1..=n {
            let v = g[i.saturating_sub(3)] ^ g[(n - i).saturating_sub(2)];
            if (v as usize) < seen.len() {
                seen[v as usize] = true;
            }
        }
        g[n] = seen.iter().position(|&s| !s).unwrap() as u64;
    }
    let lengths: Vec<usize> = (1..=2000).chain([2048, 2500, TOP]).collect();
    let input: String = lengths.iter().map(|n| format!("{n}\n")).collect();
    let expected: String = lengths
        .iter()
        .map(|&n| if n >= 3 && g[n] != 0 { "1\n" } else { "2\n" })
        .collect();
    assert_eq!(described("poj3537", &input), expected);
}

/// The accepted solutions of POJ 3537 print 1 exactly when the run of n
/// safe cells is worth something by 0.007's formula, also for n = 1 and 2,
/// where nobody can make three in a row and the fixture (the rules as
/// stated) prints 2. The same description with `apart = "2"` (a mark
/// farther than 2 from every mark; who cannot move loses) is the game that
/// formula counts: it agrees with Treblecross on every empty board of 3
/// cells or more (the search, to 16) and with the accepted solutions on
/// every n to 2000, the two small lengths included.
#[test]
fn poj3537_apart_2_is_the_accepted_solutions_reading() {
    // The apart-2 game from its rules: a mark farther than 2 from every mark.
    let apart = |b: &Vec<bool>| -> Vec<Next<Vec<bool>>> {
        (0..b.len())
            .filter(|&i| (i.saturating_sub(2)..(i + 3).min(b.len())).all(|j| !b[j]))
            .map(|i| {
                let mut q = b.clone();
                q[i] = true;
                Next::To(q)
            })
            .collect()
    };
    let mut apart_search = Search::normal(apart);
    let mut crosses = Search::normal(|b: &Vec<bool>| treblecross(b));
    for n in 3..=16 {
        let board = vec![false; n];
        assert_eq!(
            apart_search.mover_wins(&board),
            crosses.mover_wins(&board),
            "{n}"
        );
    }
    let fixture = include_str!("../data/descriptions/poj3537.toml");
    let text = fixture
        .replace("wins = \"three-in-a-row\"", "apart = \"2\"")
        .replace("id = \"poj3537\"", "id = \"poj3537-apart\"");
    assert_ne!(text, fixture);
    let dir = std::env::temp_dir().join(format!("grundy-poj3537-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let path = dir.join("poj3537-apart.toml");
    std::fs::write(&path, text).unwrap();
    let entry = grundy::registry::load(&path.to_string_lossy()).unwrap();
    // The accepted solutions' formula: an X at i of n leaves i - 3 and
    // n - i - 2 cells, a negative count worth 0.
    let mut g = vec![0u64; 2001];
    for n in 1..=2000usize {
        let options: Vec<u64> = (1..=n)
            .map(|i| g[i.saturating_sub(3)] ^ g[(n - i).saturating_sub(2)])
            .collect();
        g[n] = (0..).find(|v| !options.contains(v)).unwrap();
    }
    let input: String = (1..=2000).map(|n| format!("{n}\n")).collect();
    let expected: String = (1..=2000)
        .map(|n| if g[n] != 0 { "1\n" } else { "2\n" })
        .collect();
    let mut out = Vec::new();
    grundy::solve(entry, &mut input.as_bytes(), &mut out).unwrap();
    let _ = std::fs::remove_dir_all(&dir);
    assert_eq!(String::from_utf8(out).unwrap(), expected);
    assert_eq!((g[1], g[2]), (1, 1), "the accepted solutions' 1 and 2");
    assert!(apart_search.mover_wins(&vec![false; 1]) && apart_search.mover_wins(&vec![false; 2]));
}

/// UVa 11534 from its rules: a move writes X or O on an empty cell whose
/// neighbours hold no same letter; who cannot move loses.
fn two_letters(board: &[u8]) -> Vec<Next<Vec<u8>>> {
    let mut next = Vec::new();
    for i in (0..board.len()).filter(|&i| board[i] == b'.') {
        for c in [b'X', b'O'] {
            let left = i > 0 && board[i - 1] == c;
            let right = i + 1 < board.len() && board[i + 1] == c;
            if !left && !right {
                let mut after = board.to_vec();
                after[i] = c;
                next.push(Next::To(after));
            }
        }
    }
    next
}

/// The search of [`two_letters`].
type Letters = Search<Vec<u8>, fn(&Vec<u8>) -> Vec<Next<Vec<u8>>>>;

/// Alice moved first on the empty row: she is to move when the count of
/// letters is even, and wins when the mover wins; else when the mover
/// (Bob) loses.
fn alice_wins(search: &mut Letters, board: &[u8]) -> bool {
    let letters = board.iter().filter(|&&c| c != b'.').count();
    search.mover_wins(&board.to_vec()) == (letters % 2 == 0)
}

/// A random board of `len` cells, never the same letter side by side.
fn random_board(rng: &mut Rng, len: usize) -> Vec<u8> {
    let mut board: Vec<u8> = Vec::with_capacity(len);
    let density = rng.range(2, 6);
    for _ in 0..len {
        let mut c = if rng.below(density) == 0 {
            if rng.one_in(2) {
                b'X'
            } else {
                b'O'
            }
        } else {
            b'.'
        };
        if board.last() == Some(&c) && c != b'.' {
            c = b'.';
        }
        board.push(c);
    }
    board
}

fn uva11534_answers(search: &mut Letters, boards: &[Vec<u8>]) {
    // The fixture's bound: at most 100 rows a test file.
    for chunk in boards.chunks(100) {
        let mut input = format!("{}\n", chunk.len());
        let mut expected = String::new();
        for b in chunk {
            input += &format!("{}\n", String::from_utf8_lossy(b));
            expected += if alice_wins(search, b) {
                "Possible.\n"
            } else {
                "Impossible.\n"
            };
        }
        assert_eq!(described("uva11534", &input), expected, "input:\n{input}");
    }
}

#[test]
fn uva11534_every_small_board_matches_the_search() {
    let moves: fn(&Vec<u8>) -> Vec<Next<Vec<u8>>> = |b| two_letters(b);
    let mut search = Search::normal(moves);
    // Every board of 1 to 7 cells with no same letters side by side.
    let mut boards = Vec::new();
    for len in 1..=7u32 {
        for code in 0..3u32.pow(len) {
            let b: Vec<u8> = (0..len)
                .map(|k| b".XO"[(code / 3u32.pow(k) % 3) as usize])
                .collect();
            if !b.windows(2).any(|w| w[0] == w[1] && w[0] != b'.') {
                boards.push(b);
            }
        }
    }
    assert_eq!(boards.len(), 983);
    uva11534_answers(&mut search, &boards);
}

#[test]
fn uva11534_random_boards_match_the_search() {
    let moves: fn(&Vec<u8>) -> Vec<Next<Vec<u8>>> = |b| two_letters(b);
    let mut search = Search::normal(moves);
    let mut rng = Rng::new(11534);
    let boards: Vec<Vec<u8>> = (0..300)
        .map(|_| {
            let len = rng.range(1, 11) as usize;
            random_board(&mut rng, len)
        })
        .collect();
    // Both answers and both movers occur.
    let odd = boards
        .iter()
        .filter(|b| b.iter().filter(|&&c| c != b'.').count() % 2 == 1)
        .count();
    assert!(odd > 30 && odd < 270, "{odd} boards with Bob to move");
    uva11534_answers(&mut search, &boards);
}

/// A board read with the same letter side by side is no position: an input
/// error naming the board's rule, after the cases before it.
#[test]
fn uva11534_refuses_same_letters_side_by_side() {
    let (out, err) = crate::refused("uva11534", "2\n.X.\n.OO.\n");
    // Bob to move at .X. loses: O on one side, O on the other.
    assert_eq!(out, "Possible.\n");
    assert!(err.contains("no two same letters side by side"), "{err}");
}

/// What two letters cannot say is refused by the feature's name, never
/// answered as another game.
#[test]
fn strips_refuse_what_they_cannot_say() {
    let fixture = include_str!("../data/descriptions/uva11534.toml");
    let refused = |from: &str, to: &str, says: &str| {
        let text = fixture.replace(from, to);
        assert_ne!(text, fixture, "{from}");
        let err = grundy::describe::parse(&text).expect_err(to).to_string();
        assert!(err.contains(says), "{to}: {err}");
    };
    refused(
        "apart = \"same\"",
        "wins = \"three-in-a-row\"",
        "two mark letters with apart = \"K\" or wins are a feature grundy lacks",
    );
    refused(
        "apart = \"same\"",
        "apart = \"2\"",
        "two mark letters with apart = \"K\" or wins are a feature grundy lacks",
    );
    refused(
        "marks = \"XO\"",
        "mark = \"X\"",
        "apart = \"same\" keeps the same letters apart: it needs marks = two letters",
    );
    refused(
        "turn = \"by-marks\"",
        "turn = \"by-marks\"\n[question]\nask = \"every-winning-move\"",
        "every winning move of a board of two letters (a cell and a letter) is a feature grundy lacks",
    );
    refused(
        "marks = \"XO\"",
        "marks = \"XX\"",
        "expected two different letters",
    );
    refused("turn = \"by-marks\"", "turn = \"alternate\"", "by-marks");
    let poj = include_str!("../data/descriptions/poj3537.toml");
    let text = poj.replace("length = \"n\"", "length = \"m\"");
    let err = grundy::describe::parse(&text).expect_err("m").to_string();
    assert!(
        err.contains("expected a name of the input") || err.contains("names no number"),
        "{err}"
    );
    let text = poj.replace("length = \"n\"", "length = \"n\"\nboard = \"n\"");
    let err = grundy::describe::parse(&text)
        .expect_err("both")
        .to_string();
    assert!(err.contains("exactly one of board"), "{err}");
}
