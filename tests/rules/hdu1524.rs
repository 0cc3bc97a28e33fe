//! A Chess Game from the rules (`tests/common/chess.rs`): every DAG on 4
//! labelled positions with every multiset of up to 3 chessmen, and seeded
//! random DAGs of up to 8 positions (labels not in topological order,
//! repeated out-positions) with up to 5 chessmen. The search plays the
//! whole multiset; no Grundy value is used.

use crate::chess::{graph_text, slides};
use crate::search::{Next, Rng, Search};
use crate::{assert_lines, words};

/// One test case: its graph, each query, the line `0`; and the expected lines.
fn case(lists: &[Vec<usize>], queries: &[Vec<usize>], expected: &mut Vec<String>) -> String {
    let mut search = Search::normal(|p: &Vec<usize>| {
        slides(lists, p)
            .into_iter()
            .map(|mut q| {
                q.sort_unstable();
                Next::To(q)
            })
            .collect::<Vec<_>>()
    });
    let mut text = graph_text(lists);
    for q in queries {
        let values: Vec<u64> = q.iter().map(|&p| p as u64).collect();
        text += &format!("{} {}\n", q.len(), words(&values));
        let mut sorted = q.clone();
        sorted.sort_unstable();
        let win = search.mover_wins(&sorted);
        expected.push(if win { "WIN" } else { "LOSE" }.to_string());
    }
    text + "0\n"
}

fn acyclic(lists: &[Vec<usize>]) -> bool {
    // Repeatedly drop nodes whose out-lists reach only dropped nodes.
    let mut gone = vec![false; lists.len()];
    loop {
        let next = (0..lists.len()).find(|&v| !gone[v] && lists[v].iter().all(|&w| gone[w]));
        match next {
            Some(v) => gone[v] = true,
            None => return gone.iter().all(|&g| g),
        }
    }
}

#[test]
fn every_dag_on_four_positions_with_up_to_three_chessmen() {
    let pairs: Vec<(usize, usize)> = (0..4)
        .flat_map(|a| (0..4).map(move |b| (a, b)))
        .filter(|(a, b)| a != b)
        .collect();
    let mut queries = Vec::new();
    for a in 0..4 {
        queries.push(vec![a]);
        for b in a..4 {
            queries.push(vec![b, a]);
            for c in b..4 {
                queries.push(vec![a, c, b]);
            }
        }
    }
    let mut input = String::new();
    let mut expected = Vec::new();
    let mut dags = 0;
    for mask in 0u32..1 << pairs.len() {
        let mut lists = vec![Vec::new(); 4];
        for (i, &(a, b)) in pairs.iter().enumerate() {
            if mask >> i & 1 == 1 {
                lists[a].push(b);
            }
        }
        if acyclic(&lists) {
            dags += 1;
            input += &case(&lists, &queries, &mut expected);
        }
    }
    assert_eq!(dags, 543);
    assert_lines("hdu1524", &input, &expected);
}

#[test]
fn seeded_random_dags() {
    let mut rng = Rng::new(1524);
    let mut input = String::new();
    let mut expected = Vec::new();
    for _ in 0..150 {
        let n = rng.range(1, 8) as usize;
        // A random order decides which way edges may go.
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
        let queries: Vec<Vec<usize>> = (0..rng.range(0, 6))
            .map(|_| {
                (0..rng.range(1, 5))
                    .map(|_| rng.range(0, n as u64 - 1) as usize)
                    .collect()
            })
            .collect();
        input += &case(&lists, &queries, &mut expected);
        if rng.range(0, 3) == 0 {
            input.push('\n');
        }
    }
    assert_lines("hdu1524", &input, &expected);
}
