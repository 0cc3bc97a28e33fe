//! explain and play of the boards read as strips that the first recount
//! could not say (tests/data/descriptions/poj3537.toml, an empty board given
//! by its length; uva11534.toml, two letters never next to the same, the
//! mover by the count of letters): on random small cases the winning moves
//! explain lists are exactly the moves that leave the mover's opponent a
//! lost position, by a search that plays from the rules; the verdict's
//! words are the judge's; play's hint lists explain's moves, and play takes
//! a move of either letter.

use crate::search::{Next, Search};
use grundy::explain::{accounts, Word, ALL};
use grundy::testdata::Rng;

fn fixture(name: &str) -> &'static grundy::registry::Entry {
    let path = format!(
        "{}/tests/data/descriptions/{name}.toml",
        env!("CARGO_MANIFEST_DIR")
    );
    grundy::registry::load(&path).unwrap_or_else(|e| panic!("{e}"))
}

/// The board a listed move leaves: the last word of its position.
fn board_left(words: &[Word]) -> String {
    match words.last() {
        Some(Word::Text(t)) => t.clone(),
        other => panic!("a board, found {other:?}"),
    }
}

/// The moves of a board: each board it leaves, and whether it wins at once.
type Moves = fn(&[u8]) -> Vec<(Vec<u8>, bool)>;

/// The mover's winning moves, as the boards they leave (sorted), and
/// whether the mover wins, by a search of `moves` (a move's board, and
/// whether it wins on the spot).
fn searched(start: &[u8], moves: Moves) -> (bool, Vec<String>) {
    let mut search = Search::normal(|b: &Vec<u8>| {
        moves(b)
            .into_iter()
            .map(|(q, win)| if win { Next::Win } else { Next::To(q) })
            .collect()
    });
    let mut wins: Vec<String> = moves(start)
        .into_iter()
        .filter(|(q, win)| *win || !search.mover_wins(q))
        .map(|(q, _)| String::from_utf8(q).unwrap())
        .collect();
    wins.sort();
    (search.mover_wins(&start.to_vec()), wins)
}

/// Treblecross: an X on an empty cell; three in a row win at once.
fn crosses(b: &[u8]) -> Vec<(Vec<u8>, bool)> {
    (0..b.len())
        .filter(|&i| b[i] == b'.')
        .map(|i| {
            let mut q = b.to_vec();
            q[i] = b'X';
            let win = q.windows(3).any(|w| w == b"XXX");
            (q, win)
        })
        .collect()
}

/// X or O on an empty cell, never next to the same letter.
fn letters(b: &[u8]) -> Vec<(Vec<u8>, bool)> {
    let mut out = Vec::new();
    for i in (0..b.len()).filter(|&i| b[i] == b'.') {
        for c in [b'X', b'O'] {
            if (i > 0 && b[i - 1] == c) || b.get(i + 1) == Some(&c) {
                continue;
            }
            let mut q = b.to_vec();
            q[i] = c;
            out.push((q, false));
        }
    }
    out
}

/// The account of the first case of `input`, whose board is `board`: its
/// winning moves leave exactly the boards the search's winning moves leave,
/// and its outcome is the search's.
fn explained(
    p: &'static grundy::registry::Entry,
    input: &str,
    board: &[u8],
    moves: Moves,
) -> grundy::explain::Account {
    let (mut all, done) = accounts(p, input.as_bytes(), ALL);
    done.unwrap();
    let a = all.swap_remove(0);
    let (wins, want) = searched(board, moves);
    let mut got: Vec<String> = a
        .moves
        .listed
        .iter()
        .map(|m| board_left(&m.step.left))
        .collect();
    got.sort();
    assert_eq!(got, want, "{input}");
    assert_eq!(
        a.verdict.outcome == grundy::games::Outcome::N,
        wins,
        "{input}"
    );
    a
}

#[test]
fn poj3537_explained_moves_are_the_searchs() {
    let p = fixture("poj3537");
    for n in 3..=13usize {
        let input = format!("{n}\n");
        let a = explained(p, &input, &vec![b'.'; n], crosses);
        let wins = a.verdict.outcome == grundy::games::Outcome::N;
        assert_eq!(a.verdict.words, if wins { "1" } else { "2" }, "n = {n}");
        // The empty board is written back as its length alone.
        assert_eq!(a.words, [Word::Num(n as u64)], "n = {n}");
        // play's hint is explain's list.
        crate::families::first_case(p, &input, n as u64, false);
    }
}

#[test]
fn uva11534_explained_moves_are_the_searchs() {
    let p = fixture("uva11534");
    let mut rng = Rng::new(11534);
    let (mut bob, mut possible) = (0, 0);
    for seed in 0..200 {
        let len = rng.range(1, 9) as usize;
        let mut board: Vec<u8> = Vec::new();
        for _ in 0..len {
            let c = [b'.', b'.', b'X', b'O'][rng.below(4) as usize];
            board.push(if board.last() == Some(&c) { b'.' } else { c });
        }
        let input = format!("1\n{}\n", String::from_utf8_lossy(&board));
        let a = explained(p, &input, &board, letters);
        let wins = a.verdict.outcome == grundy::games::Outcome::N;
        // Alice moves when the count of letters is even.
        let alice_moves = board.iter().filter(|&&c| c != b'.').count() % 2 == 0;
        let alice_wins = wins == alice_moves;
        let words = if alice_wins {
            "Possible."
        } else {
            "Impossible."
        };
        assert_eq!(a.verdict.words, words, "{input}");
        bob += usize::from(!alice_moves);
        possible += usize::from(alice_wins);
        // play's hint is explain's list.
        crate::families::first_case(p, &input, seed, false);
    }
    assert!((20..180).contains(&bob), "{bob} boards with Bob to move");
    assert!((20..180).contains(&possible), "{possible} won by Alice");
}

#[test]
fn play_writes_either_letter_and_marks_an_empty_board() {
    let play =
        |name: &str, case: &str, typed: &str| crate::families::played(fixture(name), case, typed);
    // X...O..: O on cell 7 leaves a run between O and O (1) and one between
    // X and O (0); the reply, the first winning move, makes it 0 again.
    let out = play("uva11534", "1\nX...O..\n", "put O on cell 7");
    assert!(
        out.starts_with(
            "you: put O on cell 7: X...O.. -> X...O.O\nme:  put O on cell 2: X...O.O -> XO..O.O\n"
        ),
        "{out}"
    );
    // O next to O is no move.
    let out = play("uva11534", "1\nX...O..\n", "put O on cell 6");
    assert!(out.starts_with("not a move here:"), "{out}");
    // An empty board of 7 cells, marked: the reply is a winning mark.
    let out = play("poj3537", "7\n", "put X on cell 1");
    assert!(
        out.starts_with(
            "you: put X on cell 1: ....... -> X......\nme:  put X on cell 5: X...... -> X...X..\n"
        ),
        "{out}"
    );
}
