//! Christmas Game from the rules (`tests/common/hackenbush.rs`): the cuts
//! of every picture of a test played together (a position is one mask of
//! standing edges per picture). Every multigraph of up to 4 edges on 3
//! vertices (loops and parallel edges included) as a one-picture test;
//! seeded random statement-shaped tests (trees with polygons hung on them,
//! double edges, 1-3 pictures); seeded random multigraphs.

use crate::assert_lines;
use crate::hackenbush::{all, cuts};
use crate::search::{Next, Rng, Search};

type Picture = Vec<(u64, u64)>;

fn check(tests: &[Vec<Picture>]) {
    let mut input = String::new();
    let mut expected = Vec::new();
    for pictures in tests {
        let mut search = Search::normal(|masks: &Vec<u64>| {
            let mut next = Vec::new();
            for (i, p) in pictures.iter().enumerate() {
                for m in cuts(p, masks[i]) {
                    let mut after = masks.clone();
                    after[i] = m;
                    next.push(Next::To(after));
                }
            }
            next
        });
        input += &format!("{}\n", pictures.len());
        for p in pictures {
            let m = p.iter().map(|&(a, b)| a.max(b)).max().unwrap_or(1);
            input += &format!("{m} {}\n", p.len());
            for (a, b) in p {
                input += &format!("{a} {b}\n");
            }
        }
        let start: Vec<u64> = pictures.iter().map(|p| all(p)).collect();
        let sally = search.mover_wins(&start);
        expected.push(if sally { "Sally" } else { "Harry" }.to_string());
    }
    assert_lines("poj3710", &input, &expected);
}

#[test]
fn every_multigraph_of_up_to_four_edges_on_three_vertices() {
    let kinds: Vec<(u64, u64)> = vec![(1, 1), (1, 2), (1, 3), (2, 2), (2, 3), (3, 3)];
    let mut pictures: Vec<Picture> = vec![vec![]];
    let mut last: Vec<Picture> = vec![vec![]];
    for _ in 0..4 {
        last = last
            .iter()
            .flat_map(|p| kinds.iter().map(move |&e| [p.clone(), vec![e]].concat()))
            .collect();
        pictures.extend(last.iter().cloned());
    }
    assert_eq!(pictures.len(), 1 + 6 + 36 + 216 + 1296);
    let tests: Vec<Vec<Picture>> = pictures.into_iter().map(|p| vec![p]).collect();
    check(&tests);
}

/// A tree on `nodes` vertices with polygons (2 to 5 sides) hung on it, as
/// the statement draws them, labels shuffled (1 stays the root) and edges
/// turned at random.
fn statement_shaped(rng: &mut Rng, edges: u64) -> Picture {
    let mut list: Picture = Vec::new();
    let mut nodes = 1;
    while (list.len() as u64) < edges {
        let at = rng.range(1, nodes);
        let left = edges - list.len() as u64;
        if left >= 2 && rng.range(0, 2) == 0 {
            let sides = rng.range(2, left.min(5));
            let mut prev = at;
            for _ in 1..sides {
                nodes += 1;
                list.push((prev, nodes));
                prev = nodes;
            }
            list.push((prev, at));
        } else {
            nodes += 1;
            list.push((at, nodes));
        }
    }
    let mut label: Vec<u64> = (1..=nodes).collect();
    for i in (2..nodes as usize).rev() {
        label.swap(i, rng.range(1, i as u64) as usize);
    }
    let mut list: Picture = list
        .into_iter()
        .map(|(a, b)| {
            let (a, b) = (label[a as usize - 1], label[b as usize - 1]);
            if rng.range(0, 1) == 0 {
                (a, b)
            } else {
                (b, a)
            }
        })
        .collect();
    for i in (1..list.len()).rev() {
        list.swap(i, rng.range(0, i as u64) as usize);
    }
    list
}

#[test]
fn seeded_random_statement_shaped_tests() {
    let mut rng = Rng::new(3710);
    let tests: Vec<Vec<Picture>> = (0..300)
        .map(|_| {
            let count = rng.range(1, 3);
            let budget = 12 / count;
            (0..count)
                .map(|_| {
                    let edges = rng.range(0, budget);
                    statement_shaped(&mut rng, edges)
                })
                .collect()
        })
        .collect();
    check(&tests);
}

#[test]
fn seeded_random_multigraphs() {
    let mut rng = Rng::new(37100);
    let tests: Vec<Vec<Picture>> = (0..200)
        .map(|_| {
            let n = rng.range(1, 5);
            let edges = rng.range(0, 10);
            vec![(0..edges)
                .map(|_| (rng.range(1, n), rng.range(1, n)))
                .collect()]
        })
        .collect();
    check(&tests);
}
