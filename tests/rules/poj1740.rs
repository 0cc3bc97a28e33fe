//! A New Stone Game from the rules: a position is the sorted list of
//! non-empty piles; a move keeps k < v stones of one pile of v and hands out
//! at most v - 1 - k of the others to the other piles, in every way.

use crate::search::{Next, Rng, Search};
use crate::{assert_lines, words};

type Piles = Vec<u64>;
type Stones = Search<Piles, fn(&Piles) -> Vec<Next<Piles>>>;

/// Every way to hand `stones` (0..=stones of them) to the piles `to`.
fn hand_out(piles: &mut Piles, to: &[usize], stones: u64, found: &mut Vec<Piles>) {
    let Some((&first, rest)) = to.split_first() else {
        found.push(piles.clone());
        return;
    };
    for give in 0..=stones {
        piles[first] += give;
        hand_out(piles, rest, stones - give, found);
        piles[first] -= give;
    }
}

fn moves(piles: &Piles) -> Vec<Next<Piles>> {
    let mut found = Vec::new();
    for from in 0..piles.len() {
        let others: Vec<usize> = (0..piles.len()).filter(|&j| j != from).collect();
        for keep in 0..piles[from] {
            let mut after = piles.clone();
            after[from] = keep;
            hand_out(&mut after, &others, piles[from] - 1 - keep, &mut found);
        }
    }
    found
        .into_iter()
        .map(|mut p| {
            p.retain(|&x| x > 0);
            p.sort_unstable();
            Next::To(p)
        })
        .collect()
}

fn expected(search: &mut Stones, piles: &[u64]) -> String {
    let mut key: Piles = piles.iter().copied().filter(|&x| x > 0).collect();
    key.sort_unstable();
    if search.mover_wins(&key) { "1" } else { "0" }.to_string()
}

/// The statement's example: from (3, 1, 4, 2), taking from the first pile
/// and removing one reaches exactly the ten listed states (as multisets).
#[test]
fn the_statements_example_moves() {
    let mut found = Vec::new();
    for keep in 0..=2 {
        let mut after = vec![keep, 1, 4, 2];
        hand_out(&mut after, &[1, 2, 3], 2 - keep, &mut found);
    }
    let mut listed: Vec<Piles> = found
        .into_iter()
        .filter(|p| p.iter().sum::<u64>() == 9)
        .collect();
    listed.sort();
    let mut statement: Vec<Piles> = [
        [2, 1, 4, 2],
        [1, 2, 4, 2],
        [1, 1, 5, 2],
        [1, 1, 4, 3],
        [0, 2, 5, 2],
        [0, 2, 4, 3],
        [0, 1, 5, 3],
        [0, 3, 4, 2],
        [0, 1, 6, 2],
        [0, 1, 4, 4],
    ]
    .iter()
    .map(|p| p.to_vec())
    .collect();
    statement.sort();
    assert_eq!(listed, statement);
}

#[test]
fn every_small_multiset_and_random_lists_with_zeros() {
    let mut search: Stones = Search::normal(moves);
    let mut input = String::new();
    let mut answers = Vec::new();
    let mut case = |piles: &[u64], search: &mut Stones| {
        input += &format!("{}\n{}\n", piles.len(), words(piles));
        answers.push(expected(search, piles));
    };
    // (piles, largest size): every non-decreasing list.
    for (count, largest) in [(1, 15), (2, 10), (3, 6), (4, 4), (5, 3), (6, 2)] {
        let mut piles = vec![1u64; count];
        loop {
            case(&piles, &mut search);
            let Some(i) = (0..count).rev().find(|&i| piles[i] < largest) else {
                break;
            };
            piles[i] += 1;
            let v = piles[i];
            piles[i..].iter_mut().for_each(|p| *p = v);
        }
    }
    let mut rng = Rng::new(1740);
    for _ in 0..300 {
        let count = rng.range(1, 6) as usize;
        let piles: Vec<u64> = (0..count).map(|_| rng.range(0, 3)).collect();
        case(&piles, &mut search);
    }
    input += "0\n";
    assert_lines("poj1740", &input, &answers);
}
