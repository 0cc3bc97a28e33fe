//! AtCoder ABC 297 G from the rules: piles, a move removes between L and R
//! stones from one pile, whoever cannot move loses. The position carries
//! L and R beside the sorted piles.

use crate::poj2234::all_positions;
use crate::search::{Next, Rng, Search};
use crate::sums::{one_heap_moves, sorted, word};
use crate::{assert_lines, words};

type Position = (u64, u64, Vec<u64>);

fn moves((l, r, piles): &Position) -> Vec<Next<Position>> {
    let (l, r) = (*l, *r);
    one_heap_moves(piles, |x| (l..=r.min(x)).map(|t| vec![x - t]).collect())
        .into_iter()
        .map(|p| Next::To((l, r, p)))
        .collect()
}

/// (L, R, piles): every pair 1 <= L <= R <= 5 with all one- and two-pile
/// positions of small piles, then seeded random ones.
fn cases() -> Vec<Position> {
    let mut cases = Vec::new();
    for l in 1..=4 {
        for r in l..=5 {
            for piles in all_positions(1, 1, 14)
                .into_iter()
                .chain(all_positions(2, 1, 8))
            {
                cases.push((l, r, piles));
            }
        }
    }
    let mut rng = Rng::new(297);
    for _ in 0..200 {
        let l = rng.range(1, 5);
        let r = rng.range(l, 7);
        let piles = (0..rng.range(1, 4)).map(|_| rng.range(1, 14)).collect();
        cases.push((l, r, piles));
    }
    cases
}

fn first_wins<F: FnMut(&Position) -> Vec<Next<Position>>>(
    search: &mut Search<Position, F>,
    c: &Position,
) -> bool {
    search.mover_wins(&(c.0, c.1, sorted(&c.2)))
}

#[test]
fn search_agrees_with_the_known_formula() {
    let mut search = Search::normal(moves);
    for c in cases() {
        let (l, r) = (c.0, c.1);
        let xor = c.2.iter().fold(0, |x, &a| x ^ (a % (l + r) / l));
        assert_eq!(first_wins(&mut search, &c), xor != 0, "{c:?}");
    }
}

#[test]
fn the_quirks_of_the_spec() {
    let mut search = Search::normal(moves);
    assert!(!first_wins(&mut search, &(2, 3, vec![5])));
    assert!(!first_wins(&mut search, &(2, 3, vec![2, 7])));
    assert!(!first_wins(&mut search, &(1, 1, vec![3, 1, 4, 1, 5])));
    assert!(first_wins(&mut search, &(1, 2, vec![2, 3, 3])));
    assert!(!first_wins(&mut search, &(3, 4, vec![10, 3])));
}

#[test]
fn all_small_and_seeded_random_positions() {
    let mut search = Search::normal(moves);
    let mut input = String::new();
    let mut expected = Vec::new();
    for c in cases() {
        input += &format!("{} {} {}\n{}\n", c.2.len(), c.0, c.1, words(&c.2));
        expected.push(word(first_wins(&mut search, &c), "First", "Second"));
    }
    assert_lines("abc297g", &input, &expected);
}
