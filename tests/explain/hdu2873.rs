//! Bomb Game (hdu2873): every winning explosion against the rules on small
//! boards, and a snapshot.

use crate::check::{self, against_rules, Rules};
use crate::search::Rng;

/// The rows of a board, from `.#/..`.
fn read(text: &str) -> Vec<Vec<bool>> {
    text.split('/')
        .map(|r| r.bytes().map(|b| b == b'#').collect())
        .collect()
}

#[allow(clippy::ptr_arg)]
fn moves(board: &Vec<Vec<bool>>) -> Vec<Vec<Vec<bool>>> {
    let land = |b: &mut Vec<Vec<bool>>, p: usize, q: usize| {
        if (p, q) != (0, 0) {
            b[p][q] ^= true;
        }
    };
    let mut next = Vec::new();
    for p in 0..board.len() {
        for q in 0..board[0].len() {
            if !board[p][q] || (p, q) == (0, 0) {
                continue;
            }
            let mut rest = board.clone();
            rest[p][q] = false;
            if p == 0 || q == 0 {
                for x in 0..p.max(q) {
                    let mut b = rest.clone();
                    if p == 0 {
                        land(&mut b, 0, x);
                    } else {
                        land(&mut b, x, 0);
                    }
                    next.push(b);
                }
            } else {
                for u in 0..p {
                    for v in 0..q {
                        let mut b = rest.clone();
                        land(&mut b, u, q);
                        land(&mut b, p, v);
                        next.push(b);
                    }
                }
            }
        }
    }
    next
}

pub const BOMBS: Rules<Vec<Vec<bool>>> = Rules {
    read,
    moves,
    misere: false,
};

#[test]
fn small_boards() {
    let mut rng = Rng::new(2873);
    let mut input = String::new();
    let mut cases = 0;
    for _ in 0..300 {
        let (n, m) = (rng.range(1, 4), rng.range(1, 4));
        input += &format!("{n} {m}\n");
        for _ in 0..n {
            let row: String = (0..m)
                .map(|_| if rng.range(0, 2) == 0 { '#' } else { '.' })
                .collect();
            input += &format!("{row}\n");
        }
        cases += 1;
    }
    input += "0 0\n";
    assert_eq!(against_rules("hdu2873", &input, &BOMBS), cases);
    check::agrees_with_the_solver_on_samples("hdu2873", check::one_line_each);
}

#[test]
fn snapshot() {
    assert_eq!(
        check::text("hdu2873", "2 2\n##\n.#\n0 0\n", &[]),
        "\
case 1: .#/.#
  game: bombs on a board; exploding (p, q) makes bombs at (u, q) and (p, v), u < p, v < q; whoever cannot explode a bomb loses
  bomb at (1, 2): g = 1
  bomb at (2, 2): g = 1
  nim-sum:
      1  1
      1  1
    XOR  0 = 0
  each bomb is a game whose moves make the bombs it explodes into, so a board is the XOR of its bombs; with a = p - 1, b = q - 1: g(a, 0) = a, g(0, b) = b, g(a, b) = mex of g(u, b) xor g(a, v) over u < a, v < b; two bombs on one square cancel (G + G = 0), and (1, 1) has no move
  the bomb on (1, 1) explodes at once: it counts for nothing
  the nim-sum is 0: the player to move loses
  answer: Jack (John loses: Jack wins)
  no winning move: every move leaves a winning position, for example
    explode 1,2 into 1,1: .#/.# -> ../.#
    answered by explode 2,2 into 1,2 and 2,1: ../.# -> .#/#.
"
    );
}

/// `grundy play` against the rules.
#[test]
fn plays_against_the_rules() {
    crate::play::plays("hdu2873", &["..# .#. #..", "#.## ..#.", ".# #."], &BOMBS);
}
