//! Treblecross (uva10561): the winning cells against the rules, the games
//! layer's list, the judge's output rebuilt, snapshots.

use crate::check::{self, against_rules, numbers, Rules};
use crate::search::Rng;
use grundy::explain::Account;
use grundy::games::treblecross::Treblecross;

fn three_in_a_row(b: &[bool]) -> bool {
    b.windows(3).any(|w| w == [true; 3])
}

/// The board at the start of a position's text.
fn read(text: &str) -> Vec<bool> {
    text.bytes()
        .take_while(|&b| b == b'.' || b == b'X')
        .map(|b| b == b'X')
        .collect()
}

/// An X in any empty cell; three in a row ends the game (the one who made
/// it won, so the player to move there has lost).
#[allow(clippy::ptr_arg)]
fn moves(b: &Vec<bool>) -> Vec<Vec<bool>> {
    if three_in_a_row(b) {
        return Vec::new();
    }
    (0..b.len())
        .filter(|&i| !b[i])
        .map(|i| {
            let mut c = b.clone();
            c[i] = true;
            c
        })
        .collect()
}

pub const TREBLECROSS: Rules<Vec<bool>> = Rules {
    read,
    moves,
    misere: false,
};

fn text(b: &[bool]) -> String {
    b.iter().map(|&x| if x { 'X' } else { '.' }).collect()
}

/// The judge's output from the accounts (with every move listed).
fn judge(all: &[Account]) -> String {
    let mut out = String::new();
    for a in all {
        let cells: Vec<String> = a
            .moves
            .listed
            .iter()
            .map(|m| numbers(&m.text)[0].to_string())
            .collect();
        out += &format!("{}\n{}\n", a.verdict.words, cells.join(" "));
    }
    out
}

/// Every board of 3 to 9 cells without three in a row, and seeded random
/// ones of 10 to 14 cells. Boards of 1 or 2 cells, which nobody can win,
/// are in the snapshots: the rules' search would let the last X win.
#[test]
fn every_small_board_and_seeded_random_ones() {
    let mut boards: Vec<Vec<bool>> = (3..=9)
        .flat_map(|len| {
            (0u32..1 << len).map(move |bits| (0..len).map(|i| bits >> i & 1 == 1).collect())
        })
        .filter(|b: &Vec<bool>| !three_in_a_row(b))
        .collect();
    let mut rng = Rng::new(105610);
    while boards.len() < 1200 {
        let len = rng.range(10, 14) as usize;
        let b: Vec<bool> = (0..len).map(|_| rng.range(0, 3) == 0).collect();
        if !three_in_a_row(&b) {
            boards.push(b);
        }
    }
    let input: String = boards.iter().map(|b| text(b) + "\n").collect();
    let input = format!("{}\n{input}", boards.len());
    assert_eq!(
        against_rules("uva10561", &input, &TREBLECROSS),
        boards.len()
    );
    let mut game = Treblecross::new();
    let mut cells = Vec::new();
    for (a, b) in check::explain_all("uva10561", &input).iter().zip(&boards) {
        game.winning_moves(b, &mut cells);
        let listed: Vec<usize> = a
            .moves
            .listed
            .iter()
            .map(|m| numbers(&m.text)[0] as usize - 1)
            .collect();
        assert_eq!(listed, cells, "{}", a.position);
    }
    check::agrees_with_the_solver_on_samples("uva10561", judge);
}

#[test]
fn snapshots() {
    assert_eq!(
        check::text("uva10561", "4\nX.....X..X.............X....X..X\n.X.X...X\n..X..\n..\n", &[]),
        "\
case 1: X.....X..X.............X....X..X
  game: Treblecross: put an X in an empty cell; whoever makes three X in a row wins; an X within two cells of another lets the opponent make three, so play goes on in the runs of safe cells, each a heap of the octal game 0.007
  safe cell 4 (a run of 1): g = 1
  safe cells 13-21 (a run of 9): g = 1
  nim-sum:
      1  1
      1  1
    XOR  0 = 0
  the nim-sum is 0, and every X changes it to non-zero: the player to move loses
  answer: LOSING (the player to move loses)
  no winning move: every move leaves a winning position, for example
    X in cell 4 (leaves runs of 0 and 0, g = 0 xor 0): X.....X..X.............X....X..X -> X..X..X..X.............X....X..X
    answered by X in cell 13 (leaves runs of 0 and 6, g = 0 xor 0): X..X..X..X.............X....X..X -> X..X..X..X..X..........X....X..X

case 2: .X.X...X
  game: Treblecross: put an X in an empty cell; whoever makes three X in a row wins
  an X in cell 3 makes three in a row: such cells win at once, and any other move lets the opponent do it
  answer: WINNING (the player to move wins)
  1 winning move:
    X in cell 3 (three in a row): .X.X...X -> .XXX...X

case 3: ..X..
  game: Treblecross: put an X in an empty cell; whoever makes three X in a row wins; an X within two cells of another lets the opponent make three, so play goes on in the runs of safe cells, each a heap of the octal game 0.007
  no safe cell is left: the player to move loses
  answer: LOSING (the player to move loses)
  no winning move: every move leaves a winning position, for example
    X in cell 1: ..X.. -> X.X..
    answered by X in cell 2 (three in a row): X.X.. -> XXX..

case 4: ..
  game: Treblecross: put an X in an empty cell; whoever makes three X in a row wins
  a board of fewer than 3 cells can never hold three in a row: nobody can win, so the player to move cannot
  answer: LOSING (the player to move loses)
  no winning move: there is no move at all
"
    );
}

#[test]
fn an_empty_board_of_47_counts_11_winning_cells_and_lists_8() {
    let input = format!("1\n{}\n", ".".repeat(47));
    let short = check::text("uva10561", &input, &[]);
    assert!(
        short.contains("  11 winning moves, the first 8 (--all lists more):\n"),
        "{short}"
    );
    let all = check::explain_all("uva10561", &input);
    let cells: Vec<u64> = all[0]
        .moves
        .listed
        .iter()
        .map(|m| numbers(&m.text)[0])
        .collect();
    assert_eq!(cells, [1, 12, 15, 17, 20, 24, 28, 31, 33, 36, 47]);
}

/// `grundy play` against the rules.
#[test]
fn plays_against_the_rules() {
    crate::play::plays(
        "uva10561",
        &["..X......", "..........", "X...X"],
        &TREBLECROSS,
    );
}
