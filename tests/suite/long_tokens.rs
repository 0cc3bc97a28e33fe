//! Tokens far longer than the scanner's buffer, the kind that used to be held
//! whole: a digit string for hdu1404 and a board for uva10561, tens of
//! megabytes each, generated as they are read (the longest ones are never in
//! this test's memory). Answers must be right and errors must point at the
//! token's start with its first bytes shown, and at the tokens after it.
//! Peak memory on a 1 GB token is measured by hand (see docs/usage.md); a test
//! holds no timing and no memory figure.

use std::io::Read;

/// A 16 MB token: over a hundred buffer refills, and quick enough for a
/// debug build.
const LONG: u64 = 16 << 20;

/// `before`, then `count` copies of `fill`, then `after`, read lazily.
fn generated(before: &'static str, fill: u8, count: u64, after: &'static str) -> impl Read {
    before
        .as_bytes()
        .chain(std::io::repeat(fill).take(count))
        .chain(after.as_bytes())
}

/// The problem's whole output for `input`, or its error message.
fn solve(id: &str, mut input: impl Read) -> (String, Result<(), String>) {
    let problem = grundy::registry::entry(id).unwrap();
    let mut out = Vec::new();
    let done = grundy::solve(problem, &mut input, &mut out).map_err(|e| e.to_string());
    (String::from_utf8(out).unwrap(), done)
}

#[test]
fn a_long_digit_string_with_a_leading_zero_is_won_and_the_next_read_on() {
    let (out, done) = solve("hdu1404", generated("1\n0", b'7', LONG, "\n11\n  1x\n"));
    assert_eq!(out, "No\nYes\nNo\n");
    assert_eq!(
        done.unwrap_err(),
        "line 4, column 3: expected a string of digits (at most 7 of them unless it starts \
         with 0), found \"1x\""
    );
}

#[test]
fn a_long_digit_string_is_rejected_at_its_start_whatever_ends_it() {
    let shown = "9".repeat(32);
    for after in ["\n", "x\n", ""] {
        let (out, done) = solve("hdu1404", generated("0\n  ", b'9', LONG, after));
        assert_eq!(out, "Yes\n");
        assert_eq!(
            done.unwrap_err(),
            format!(
                "line 2, column 3: expected a string of digits (at most 7 of them unless it \
                 starts with 0), found \"{shown}...\""
            )
        );
    }
    // A bad byte at the end of a string that starts with 0.
    let (out, done) = solve("hdu1404", generated("11\n0", b'5', LONG, "-\n"));
    assert_eq!(out, "No\n");
    assert!(done
        .unwrap_err()
        .starts_with("line 2, column 1: expected a string of digits"));
}

#[test]
fn a_long_board_with_a_bad_byte_or_three_x_at_its_end_is_rejected_at_its_start() {
    let message = "expected a board of '.' and 'X' without three X in a row";
    for bad_end in ["o\n", "XXX\n", "XX.XXX"] {
        let (out, done) = solve("uva10561", generated("2\n.....\n\t", b'.', LONG, bad_end));
        assert_eq!(out, "WINNING\n3\n");
        let shown = ".".repeat(32);
        assert_eq!(
            done.unwrap_err(),
            format!("line 3, column 2: {message}, found \"{shown}...\"")
        );
    }
}

#[test]
fn a_long_board_is_answered_and_the_count_checked_after_it() {
    // X.X up front: the one winning cell is 2, however long the board.
    let (out, done) = solve("uva10561", generated("1\nX.X", b'.', 4 << 20, "\n7\n"));
    assert_eq!(out, "WINNING\n2\n");
    assert_eq!(
        done.unwrap_err(),
        "line 3, column 1: expected end of input, found \"7\""
    );
    // `X....` over and over, then `..`: only the last run is safe. The
    // answer must be the game's on the same board built in memory.
    let pattern = b"X....";
    let repeats = 1 << 20;
    let cycled = pattern
        .iter()
        .copied()
        .cycle()
        .take(pattern.len() * repeats);
    let board: Vec<u8> = cycled.chain(*b"..").collect();
    let (out, done) = solve("uva10561", b"1\n".chain(&board[..]).chain(&b"\n"[..]));
    done.unwrap();
    let bools: Vec<bool> = board.iter().map(|&b| b == b'X').collect();
    let mut moves = Vec::new();
    let outcome = grundy::games::treblecross::Treblecross::new().winning_moves(&bools, &mut moves);
    let cells: Vec<String> = moves.iter().map(|m| (m + 1).to_string()).collect();
    assert_eq!(
        out,
        format!(
            "{}\n{}\n",
            outcome.pick("WINNING", "LOSING"),
            cells.join(" ")
        )
    );
    // By hand: the last X leaves a safe run of 4 at the end, g(4) = 2, and
    // the moves to its 2nd and 3rd cells leave nothing (1-based L-2, L-1).
    let len = board.len();
    assert_eq!(out, format!("WINNING\n{} {}\n", len - 2, len - 1));
}
