//! Play a game (hdu1564): the first steps against the rules of the walk, and
//! a snapshot.

use crate::check::{self, against_rules, numbers, words_against_rules, Rules};
use crate::search::Rng;

/// `[n, n, stone row, stone column, visited squares as (row, column) pairs
/// in row order]`, 1-based, as the explanation writes a position.
#[allow(clippy::ptr_arg)]
fn moves(p: &Vec<u64>) -> Vec<Vec<u64>> {
    let (n, r, c) = (p[0], p[2], p[3]);
    let visited: Vec<(u64, u64)> = p[4..].chunks(2).map(|v| (v[0], v[1])).collect();
    let mut next = Vec::new();
    let steps = [
        (r.wrapping_sub(1), c),
        (r + 1, c),
        (r, c.wrapping_sub(1)),
        (r, c + 1),
    ];
    for (nr, nc) in steps {
        if (1..=n).contains(&nr) && (1..=n).contains(&nc) && !visited.contains(&(nr, nc)) {
            let mut v = visited.clone();
            v.push((nr, nc));
            v.sort_unstable();
            let mut q = vec![n, n, nr, nc];
            q.extend(v.iter().flat_map(|&(a, b)| [a, b]));
            next.push(q);
        }
    }
    next
}

/// The walk from its rules, on the positions as explain writes them: the
/// judge's start and the walks of play alike.
pub const WALK: Rules<Vec<u64>> = Rules {
    read: numbers,
    moves,
    misere: false,
};

#[test]
fn every_board_up_to_5_by_5() {
    let input = "1\n2\n3\n4\n5\n0\n";
    assert_eq!(against_rules("hdu1564", input, &WALK), 5);
    check::agrees_with_the_solver_on_samples("hdu1564", check::one_line_each);
}

#[test]
fn snapshot_and_a_huge_board() {
    assert_eq!(
        check::text("hdu1564", "2\n3\n0\n", &[]),
        "\
case 1: 2 x 2 board, stone at (1, 1), visited (1, 1)
  game: a stone on a corner of a 2 x 2 board steps to an unvisited neighbour; whoever cannot move loses
  2 x 2 board (side 2 is even)
  domino rule: with an even side the board splits into dominoes and the mover always steps to the other square of the stone's domino; with an odd side the board minus the starting corner splits, and the opponent does it
  the side is even: the player to move wins
  answer: 8600 (8600, who moves first, wins)
  2 winning moves:
    step to row 1, column 2: 2 x 2 board, stone at (1, 1), visited (1, 1) -> 2 x 2 board, stone at (1, 2), visited (1, 1) (1, 2)
    step to row 2, column 1: 2 x 2 board, stone at (1, 1), visited (1, 1) -> 2 x 2 board, stone at (2, 1), visited (1, 1) (2, 1)

case 2: 3 x 3 board, stone at (1, 1), visited (1, 1)
  game: a stone on a corner of a 3 x 3 board steps to an unvisited neighbour; whoever cannot move loses
  3 x 3 board (side 3 is odd)
  domino rule: with an even side the board splits into dominoes and the mover always steps to the other square of the stone's domino; with an odd side the board minus the starting corner splits, and the opponent does it
  the side is odd: the player to move loses
  answer: ailyanlu (8600 loses: ailyanlu wins)
  no winning move: every move leaves a winning position, for example
    step to row 1, column 2: 3 x 3 board, stone at (1, 1), visited (1, 1) -> 3 x 3 board, stone at (1, 2), visited (1, 1) (1, 2)
    answered by step to row 1, column 3: 3 x 3 board, stone at (1, 2), visited (1, 1) (1, 2) -> 3 x 3 board, stone at (1, 3), visited (1, 1) (1, 2) (1, 3)
"
    );
    let max = u64::MAX;
    let all = check::explain_all("hdu1564", &format!("{max}\n{}\n0\n", max - 1));
    assert_eq!(all[0].verdict.words, "ailyanlu");
    assert_eq!(all[1].moves.count, 2);
}

/// Walks in progress as words (`4 1,1 1,2 ...`, as play leaves them), on
/// boards up to 5 x 5 from any square: the matching rule's outcome and
/// every winning step against the rules.
#[test]
fn walks_of_play_against_the_rules() {
    let mut rng = Rng::new(1564);
    let mut all = Vec::new();
    for n in 1..=5u64 {
        for _ in 0..25 {
            let start = (rng.range(1, n), rng.range(1, n));
            let mut path = vec![start];
            // Walk a random number of random steps from there.
            for _ in 0..rng.range(0, n * n) {
                let (r, c) = *path.last().unwrap();
                let next: Vec<(u64, u64)> = [(r - 1, c), (r + 1, c), (r, c - 1), (r, c + 1)]
                    .into_iter()
                    .filter(|&(a, b)| (1..=n).contains(&a) && (1..=n).contains(&b))
                    .filter(|q| !path.contains(q))
                    .collect();
                if next.is_empty() {
                    break;
                }
                path.push(next[rng.range(0, next.len() as u64 - 1) as usize]);
            }
            let squares: Vec<String> = path.iter().map(|(r, c)| format!("{r},{c}")).collect();
            all.push(format!("{n} {}", squares.join(" ")));
        }
    }
    assert_eq!(words_against_rules("hdu1564", &all, &WALK), 125);
    // Past the side that play follows: a clear refusal, before any move.
    let (status, _, err) = crate::common::run_args(&["play", "hdu1564", "33"], b"");
    assert_eq!(status, 2);
    let err = String::from_utf8(err).unwrap();
    assert!(err.contains("boards of at most 32 x 32"), "{err}");
}

/// `grundy play` against the rules.
#[test]
fn plays_against_the_rules() {
    crate::play::plays(
        "hdu1564",
        &["3", "4", "2", "5 1,1 1,2 2,2 2,1", "4 2,2 2,3"],
        &WALK,
    );
}
