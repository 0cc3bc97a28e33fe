//! Cutting Game from the rules: a position is the multiset of pieces; a
//! move cuts one piece along a grid line, and cutting out a 1 x 1 wins on
//! the spot. No Grundy values, no exclusion of strips: the search finds
//! that strips lose by itself.

use crate::assert_lines;
use crate::search::{Next, Rng, Search};

/// Pieces as (short side, long side), sorted.
type Pieces = Vec<(u8, u8)>;

fn piece(a: u8, b: u8) -> (u8, u8) {
    (a.min(b), a.max(b))
}

fn cuts(pieces: &Pieces) -> Vec<Next<Pieces>> {
    let mut next = Vec::new();
    for (i, &(w, h)) in pieces.iter().enumerate() {
        let splits = (1..w)
            .map(|a| (piece(a, h), piece(w - a, h)))
            .chain((1..h).map(|b| (piece(w, b), piece(w, h - b))));
        for (p, q) in splits {
            if p == (1, 1) || q == (1, 1) {
                next.push(Next::Win);
                continue;
            }
            let mut after = pieces.clone();
            after.remove(i);
            after.push(p);
            after.push(q);
            after.sort_unstable();
            next.push(Next::To(after));
        }
    }
    next
}

#[test]
fn every_sheet_up_to_8_by_8_and_a_side_of_one() {
    let mut search = Search::normal(cuts);
    let mut input = String::new();
    let mut expected = Vec::new();
    for w in 1..=8u8 {
        for h in 1..=8u8 {
            input += &format!("{w} {h}\n");
            let wins = search.mover_wins(&vec![piece(w, h)]);
            expected.push(if wins { "WIN" } else { "LOSE" }.to_string());
        }
    }
    assert_lines("poj2311", &input, &expected);
}

/// Positions of several pieces are not judge input; the table's values
/// decide them by their XOR, checked here against the search.
#[test]
fn random_positions_of_several_pieces() {
    use grundy::games::cutting::Cutting;
    let mut search = Search::normal(cuts);
    let mut table = Cutting::new();
    let mut rng = Rng::new(2311);
    for _ in 0..300 {
        let count = rng.range(1, 3);
        let pieces: Pieces = (0..count)
            .map(|_| piece(rng.range(2, 6) as u8, rng.range(2, 6) as u8))
            .collect();
        let mut sorted = pieces.clone();
        sorted.sort_unstable();
        let x = pieces.iter().fold(0, |x, &(w, h)| {
            x ^ table.grundy(w.into(), h.into()).unwrap()
        });
        assert_eq!(search.mover_wins(&sorted), x != 0, "{pieces:?}");
    }
}
