//! Stone Game from the rules: boxes `(s, c)`; a move adds 1..=c^2 stones to
//! one box without going over its size `s`.

use crate::assert_lines;
use crate::search::{Next, Rng, Search};

fn moves(boxes: &[(u64, u64)]) -> Vec<Next<Vec<(u64, u64)>>> {
    let mut next = Vec::new();
    for i in 0..boxes.len() {
        let (s, c) = boxes[i];
        for add in (1..=c * c).take_while(|&add| c + add <= s) {
            let mut b = boxes.to_vec();
            b[i].1 += add;
            b.sort_unstable();
            next.push(Next::To(b));
        }
    }
    next
}

fn check(cases: &[Vec<(u64, u64)>]) {
    let mut search = Search::normal(|p: &Vec<_>| moves(p));
    let mut input = String::new();
    let mut expected = Vec::new();
    for (k, boxes) in cases.iter().enumerate() {
        input += &format!("{}\n", boxes.len());
        for (s, c) in boxes {
            input += &format!("{s} {c}\n");
        }
        let mut sorted = boxes.clone();
        sorted.sort_unstable();
        expected.push(format!("Case {}:", k + 1));
        expected.push(
            if search.mover_wins(&sorted) {
                "Yes"
            } else {
                "No"
            }
            .to_string(),
        );
    }
    input += "0\n";
    assert_lines("hdu1729", &input, &expected);
}

#[test]
fn every_one_or_two_boxes_up_to_size_twelve() {
    let single: Vec<(u64, u64)> = (0..=12)
        .flat_map(|s| (0..=s).map(move |c| (s, c)))
        .collect();
    let mut cases: Vec<Vec<(u64, u64)>> = single.iter().map(|&b| vec![b]).collect();
    for &a in &single {
        for &b in &single {
            cases.push(vec![a, b]);
        }
    }
    check(&cases);
}

#[test]
fn seeded_random_three_and_four_boxes() {
    let mut rng = Rng::new(1729);
    let cases: Vec<Vec<(u64, u64)>> = (0..300)
        .map(|_| {
            (0..rng.range(3, 4))
                .map(|_| {
                    let s = rng.range(0, 14);
                    (s, rng.range(0, s))
                })
                .collect()
        })
        .collect();
    check(&cases);
}
