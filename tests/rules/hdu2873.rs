//! Bomb Game from the rules: a board is the set of squares holding a bomb;
//! exploding (p, q) removes it and makes (u, q) and (p, v) (one bomb on row
//! 1 or column 1), where a bomb landing on a bomb makes both vanish and one
//! landing on (1, 1) vanishes. No Grundy values: plain win/loss search.

use crate::assert_lines;
use crate::search::{Next, Rng, Search};

/// (rows, columns, bombs as bits `(p - 1) * columns + (q - 1)`).
type Board = (u64, u64, u64);

fn explode(&(n, m, bombs): &Board) -> Vec<Next<Board>> {
    let bit = |p: u64, q: u64| 1u64 << ((p - 1) * m + (q - 1));
    // A new bomb: toggles its square, vanishes on (1, 1).
    let land = |set: u64, p: u64, q: u64| {
        if (p, q) == (1, 1) {
            set
        } else {
            set ^ bit(p, q)
        }
    };
    let mut next = Vec::new();
    for p in 1..=n {
        for q in 1..=m {
            if bombs & bit(p, q) == 0 || (p, q) == (1, 1) {
                continue;
            }
            let rest = bombs & !bit(p, q);
            if p == 1 {
                next.extend((1..q).map(|v| Next::To((n, m, land(rest, 1, v)))));
            } else if q == 1 {
                next.extend((1..p).map(|u| Next::To((n, m, land(rest, u, 1)))));
            } else {
                for u in 1..p {
                    for v in 1..q {
                        let after = land(land(rest, u, q), p, v);
                        next.push(Next::To((n, m, after)));
                    }
                }
            }
        }
    }
    next
}

fn text(n: u64, m: u64, bombs: u64) -> String {
    let mut s = format!("{n} {m}\n");
    for p in 0..n {
        for q in 0..m {
            s.push(if bombs >> (p * m + q) & 1 == 1 {
                '#'
            } else {
                '.'
            });
        }
        s.push('\n');
    }
    s
}

#[test]
fn every_single_bomb_on_5_by_5_and_random_boards() {
    let mut search = Search::normal(explode);
    let mut input = String::new();
    let mut expected = Vec::new();
    let mut case = |n: u64, m: u64, bombs: u64, search: &mut Search<Board, _>| {
        input += &text(n, m, bombs);
        // A bomb on (1, 1) explodes before play starts.
        let board = (n, m, bombs & !1);
        let name = if search.mover_wins(&board) {
            "John"
        } else {
            "Jack"
        };
        expected.push(name.to_string());
    };
    for cell in 0..25 {
        case(5, 5, 1 << cell, &mut search);
    }
    let mut rng = Rng::new(2873);
    for _ in 0..1500 {
        let (n, m) = match rng.range(0, 3) {
            0 => (rng.range(1, 4), rng.range(1, 4)),
            1 => (rng.range(1, 2), rng.range(1, 8)),
            _ => (rng.range(1, 8), rng.range(1, 2)),
        };
        let cells = n * m;
        let density = rng.range(1, 5);
        let bombs = (0..cells).fold(0, |b, i| b | u64::from(rng.range(0, 9) < density) << i);
        case(n, m, bombs, &mut search);
    }
    input += "0 0\n";
    assert_lines("hdu2873", &input, &expected);
}
