//! A Chess Game (hdu1524): every winning move against the rules on seeded
//! random DAGs (labels not in topological order, repeated out-positions,
//! chessmen sharing a position), snapshots.

use crate::check::{self, against_rules, numbers, RulesOf};
use crate::chess::{graph_text, slides};
use crate::search::Rng;

#[test]
fn random_dags_against_the_rules() {
    let mut rng = Rng::new(15240);
    let mut queries = 0;
    for _ in 0..80 {
        let n = rng.range(1, 7) as usize;
        let mut rank: Vec<usize> = (0..n).collect();
        for i in (1..n).rev() {
            rank.swap(i, rng.range(0, i as u64) as usize);
        }
        let lists: Vec<Vec<usize>> = (0..n)
            .map(|v| {
                (0..rng.range(0, 4))
                    .map(|_| rng.range(0, n as u64 - 1) as usize)
                    .filter(|&w| rank[w] > rank[v])
                    .collect()
            })
            .collect();
        let mut input = graph_text(&lists);
        for _ in 0..6 {
            let m = rng.range(1, 4);
            input += &m.to_string();
            for _ in 0..m {
                input += &format!(" {}", rng.range(0, n as u64 - 1));
            }
            input.push('\n');
        }
        input += "0\n";
        let rules = RulesOf {
            read: |text: &str| -> Vec<usize> {
                numbers(text).into_iter().map(|v| v as usize).collect()
            },
            moves: |p: &Vec<usize>| slides(&lists, p),
            misere: false,
        };
        queries += against_rules("hdu1524", &input, &rules);
    }
    assert_eq!(queries, 480);
    check::agrees_with_the_solver_on_samples("hdu1524", check::one_line_each);
}

#[test]
fn snapshots() {
    assert_eq!(
        check::text("hdu1524", "3\n2 1 2\n1 2\n0\n2 1 1\n2 0 1\n0\n", &[]),
        "\
case 1, query 1: chessmen on 1 1
  game: 2 chessmen on a DAG of 3 positions: slide one along an edge; whoever cannot move loses
  chessman 1 on position 1: g = 1 (mex{g(2) = 0} = 1)
  chessman 2 on position 1: g = 1 (mex{g(2) = 0} = 1)
  nim-sum:
      1  1
      1  1
    XOR  0 = 0
  a chessman on v is worth g(v) = mex of g over v's out-positions (0 where there is none); the chessmen add as a nim-sum
  the nim-sum is 0, and every move changes it to non-zero: the player to move loses
  answer: LOSE (the player to move loses)
  no winning move: every move leaves a winning position, for example
    move chessman 1 from 1 to 2: chessmen on 1 1 -> chessmen on 2 1
    answered by move chessman 2 from 1 to 2: chessmen on 2 1 -> chessmen on 2 2

case 1, query 2: chessmen on 0 1
  game: 2 chessmen on a DAG of 3 positions: slide one along an edge; whoever cannot move loses
  chessman 1 on position 0: g = 2 (mex{g(1) = 1, g(2) = 0} = 2)
  chessman 2 on position 1: g = 1 (mex{g(2) = 0} = 1)
  nim-sum:
      2  10
      1  01
    XOR  11 = 3
  a chessman on v is worth g(v) = mex of g over v's out-positions (0 where there is none); the chessmen add as a nim-sum
  the nim-sum is not 0, and some move makes it 0: the player to move wins
  answer: WIN (the player to move wins)
  1 winning move:
    move chessman 1 from 0 to 1: chessmen on 0 1 -> chessmen on 1 1
"
    );
}

/// `grundy play` against the rules: one graph (an out-position listed
/// twice), several queries on it.
#[test]
fn plays_against_the_rules() {
    let lists = [vec![1, 2, 3], vec![2, 3, 3], vec![3], vec![]];
    let chess = RulesOf {
        read: |t: &str| -> Vec<usize> { numbers(t).into_iter().map(|v| v as usize).collect() },
        moves: |p: &Vec<usize>| slides(&lists, p),
        misere: false,
    };
    let graph = "1,2,3 2,3,3 3 . /";
    let starts = [" 0 0 1", " 0", " 1 2 3 0"].map(|men| format!("{graph}{men}"));
    let starts: Vec<&str> = starts.iter().map(String::as_str).collect();
    crate::play::plays("hdu1524", &starts, &chess);
}
