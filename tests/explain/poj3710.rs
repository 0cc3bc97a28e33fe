//! Christmas Game (poj3710): every winning cut against the rules on every
//! one-picture multigraph of up to 3 edges on 3 vertices and on seeded
//! random tests of 1-3 pictures with polygons and double edges, snapshots.

use crate::check::{self, against_rules, numbers, Rules};
use crate::hackenbush::{all, cuts};
use crate::search::Rng;

type Pictures = Vec<Vec<(u64, u64)>>;

/// `[1-2] [1-2, 2-3]`: each picture's edges in brackets.
fn read(text: &str) -> Pictures {
    text.split(']')
        .filter(|part| part.contains('['))
        .map(|part| numbers(part).chunks(2).map(|p| (p[0], p[1])).collect())
        .collect()
}

/// Every cut of one picture, the others unchanged.
#[allow(clippy::ptr_arg)]
fn moves(pictures: &Pictures) -> Vec<Pictures> {
    let mut next = Vec::new();
    for (i, p) in pictures.iter().enumerate() {
        for mask in cuts(p, all(p)) {
            let mut after = pictures.clone();
            after[i] = (0..p.len())
                .filter(|e| mask >> e & 1 == 1)
                .map(|e| p[e])
                .collect();
            next.push(after);
        }
    }
    next
}

pub const CHRISTMAS: Rules<Pictures> = Rules {
    read,
    moves,
    misere: false,
};

fn test_text(pictures: &Pictures) -> String {
    let mut text = format!("{}\n", pictures.len());
    for p in pictures {
        let m = p.iter().map(|&(a, b)| a.max(b)).max().unwrap_or(1);
        text += &format!("{m} {}\n", p.len());
        for (a, b) in p {
            text += &format!("{a} {b}\n");
        }
    }
    text
}

#[test]
fn small_multigraphs_and_random_tests_against_the_rules() {
    let kinds: Vec<(u64, u64)> = vec![(1, 1), (1, 2), (2, 1), (1, 3), (2, 2), (2, 3), (3, 3)];
    let mut tests: Vec<Pictures> = Vec::new();
    let mut last: Vec<Vec<(u64, u64)>> = vec![vec![]];
    tests.push(vec![vec![]]);
    for _ in 0..3 {
        last = last
            .iter()
            .flat_map(|p| kinds.iter().map(move |&e| [p.clone(), vec![e]].concat()))
            .collect();
        tests.extend(last.iter().map(|p| vec![p.clone()]));
    }
    let mut rng = Rng::new(37101);
    for _ in 0..80 {
        let count = rng.range(1, 3);
        tests.push(
            (0..count)
                .map(|_| {
                    let n = rng.range(1, 4);
                    (0..rng.range(0, 4))
                        .map(|_| (rng.range(1, n), rng.range(1, n)))
                        .collect()
                })
                .collect(),
        );
    }
    let input: String = tests.iter().map(test_text).collect();
    let checked = against_rules("poj3710", &input, &CHRISTMAS);
    assert_eq!(checked, tests.len());
    check::agrees_with_the_solver_on_samples("poj3710", check::one_line_each);
}

#[test]
fn snapshots() {
    assert_eq!(
        check::text("poj3710", "2\n2 1\n1 2\n4 4\n1 2\n2 3\n2 4\n3 4\n1\n3 3\n1 2\n2 3\n3 2\n", &[]),
        "\
case 1: [1-2] [1-2, 2-3, 2-4, 3-4]
  game: Green Hackenbush on 2 pictures rooted at 1: cut an edge, and what no longer reaches its root falls; whoever cannot cut loses
  picture 1: g = 1 (a branch to 2 worth g(2) + 1 = 1)
  picture 2: g = 2 (a branch to 2 worth g(2) + 1 = 2)
  nim-sum:
      1  01
      2  10
    XOR  11 = 3
  fusion: each cycle's vertices fuse into one, its edges becoming loops: an odd polygon is one edge, an even one (a double edge too) nothing
  colon: a branch of value g on an edge is a Nim heap of g + 1; the pictures add as a nim-sum
  the nim-sum is not 0, and some move makes it 0: the player to move wins
  answer: Sally (Sally, who moves first, wins)
  1 winning move:
    in picture 2, cut the edge 3-4: [1-2] [1-2, 2-3, 2-4, 3-4] -> [1-2] [1-2, 2-3, 2-4]

case 2: [1-2, 2-3, 3-2]
  game: Green Hackenbush on 1 picture rooted at 1: cut an edge, and what no longer reaches its root falls; whoever cannot cut loses
  picture 1: g = 1 (a branch to 2 worth g(2) + 1 = 1)
  nim-sum:
      1  1
    XOR  1 = 1
  fusion: each cycle's vertices fuse into one, its edges becoming loops: an odd polygon is one edge, an even one (a double edge too) nothing
  colon: a branch of value g on an edge is a Nim heap of g + 1; the pictures add as a nim-sum
  the nim-sum is not 0, and some move makes it 0: the player to move wins
  answer: Sally (Sally, who moves first, wins)
  1 winning move:
    in picture 1, cut the edge 1-2 (2 more edges fall): [1-2, 2-3, 3-2] -> []
"
    );
}

/// `grundy play` against the rules.
#[test]
fn plays_against_the_rules() {
    crate::play::plays(
        "poj3710",
        &[
            "1 2 / 1 2 2 3 2 4 3 4",
            "1 2 2 3 3 1 1 1",
            "1 2 / / 2 3 1 2 1 2",
        ],
        &CHRISTMAS,
    );
}
