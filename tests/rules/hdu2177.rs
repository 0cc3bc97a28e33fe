//! Wythoff's game with its winning first moves, from the rules: the search
//! labels positions, and the winning moves are found by trying every move.

use crate::assert_lines;
use crate::poj1067::wythoff_moves;
use crate::search::{Rng, Search};
use grundy::games::wythoff::winning_moves;
use std::collections::BTreeSet;

type Labels = Search<(u64, u64), fn(&(u64, u64)) -> Vec<crate::search::Next<(u64, u64)>>>;

fn sorted(x: u64, y: u64) -> (u64, u64) {
    (x.min(y), x.max(y))
}

/// One move by kind: which heaps it lowers, and the position it leaves.
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Debug)]
enum Kind {
    Both,
    First,
    Second,
}

/// Every winning move from (a, b), heaps in the order given.
fn winning(search: &mut Labels, a: u64, b: u64) -> Vec<(Kind, (u64, u64))> {
    let mut all = Vec::new();
    for d in 1..=a.min(b) {
        all.push((Kind::Both, (a - d, b - d)));
    }
    // Scanning the new size downward, as the public solutions do.
    for t in (0..b).rev() {
        all.push((Kind::Second, (a, t)));
    }
    for t in (0..a).rev() {
        all.push((Kind::First, (t, b)));
    }
    all.retain(|(_, p)| !search.mover_wins(p));
    all
}

/// The judge lines of the convention in the spec, from the winning moves:
/// `1`, the equal-removal results, then the results of lowering the larger
/// heap b (the second heap of the sorted pair), each sorted.
fn expected_lines(search: &mut Labels, a: u64, b: u64, into: &mut Vec<String>) {
    let (a, b) = sorted(a, b);
    if !search.mover_wins(&(a, b)) {
        into.push("0".into());
        return;
    }
    into.push("1".into());
    let moves = winning(search, a, b);
    for kind in [Kind::Both, Kind::Second] {
        for &(k, (x, y)) in &moves {
            if k == kind {
                let (x, y) = sorted(x, y);
                into.push(format!("{x} {y}"));
            }
        }
    }
}

fn check(search: &mut Labels, pairs: &[(u64, u64)]) {
    let mut input = String::new();
    let mut expected = Vec::new();
    for &(a, b) in pairs {
        input += &format!("{a} {b}\n");
        expected_lines(search, a, b, &mut expected);
    }
    input += "0 0\n";
    assert_lines("hdu2177", &input, &expected);
}

fn labels() -> Labels {
    Search::normal(wythoff_moves as fn(&_) -> _)
}

#[test]
fn all_small_pairs_in_both_orders() {
    let mut search = labels();
    let mut pairs = Vec::new();
    for b in 0..=40 {
        for a in 0..=b {
            if b > 0 {
                pairs.push((a, b));
                pairs.push((b, a));
            }
        }
    }
    check(&mut search, &pairs);
}

#[test]
fn seeded_random_pairs() {
    let mut search = labels();
    let mut rng = Rng::new(2177);
    let pairs: Vec<(u64, u64)> = (0..400)
        .map(|_| (rng.range(0, 120), rng.range(1, 120)))
        .collect();
    check(&mut search, &pairs);
}

#[test]
fn the_spec_examples() {
    let mut search = labels();
    let mut got = Vec::new();
    for (a, b) in [(5, 7), (2, 2), (0, 6), (1, 2), (5, 8)] {
        expected_lines(&mut search, a, b, &mut got);
    }
    let want = [
        "1", "3 5", "3 5", "1", "0 0", "1 2", "1", "0 0", "0", "1", "4 7", "3 5",
    ];
    assert_eq!(got, want);
    let input = "5 7\n2 2\n0 6\n1 2\n5 8\n0 0\n";
    assert_lines("hdu2177", input, &want.map(String::from));
}

/// The games layer's complete set of winning moves, against trying them all.
#[test]
fn the_complete_set_of_winning_moves() {
    let mut search = labels();
    for a in 0..=40 {
        for b in 0..=40 {
            let m = winning_moves(a, b);
            let (lo, hi) = sorted(a, b);
            let mut want = BTreeSet::new();
            for (kind, (x, y)) in winning(&mut search, lo, hi) {
                let kind = if lo == hi && kind == Kind::First {
                    Kind::Second
                } else {
                    kind
                };
                want.insert((kind, sorted(x, y)));
            }
            let mut got = BTreeSet::new();
            got.extend(m.both.map(|p| (Kind::Both, p)));
            got.extend(m.larger.map(|p| (Kind::Second, p)));
            if lo == hi {
                // Either heap is "the larger": one move, reported twice.
                assert_eq!(m.smaller, m.larger, "({a}, {b})");
            } else {
                got.extend(m.smaller.map(|p| (Kind::First, p)));
            }
            assert_eq!(got, want, "({a}, {b})");
        }
    }
}
