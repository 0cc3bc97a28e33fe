//! Stone Game from the rules: boxes `(s, c)`; a move adds 1..=c^2 stones to
//! one box without going over its size `s`. Both the solver's answers and
//! the games layer's winning moves are checked.

use crate::assert_lines;
use crate::search::{Next, Rng, Search};
use grundy::games::stone_boxes::{winning_box_moves, BoxMove};

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

/// The games layer's winning moves of `boxes`, against the search: exactly
/// the moves by the rules (box by box, fewest stones added first) that
/// leave a position the search finds lost for the opponent.
fn check_moves<F>(search: &mut Search<Vec<(u64, u64)>, F>, boxes: &[(u64, u64)])
where
    F: FnMut(&Vec<(u64, u64)>) -> Vec<Next<Vec<(u64, u64)>>>,
{
    let mut expected = Vec::new();
    for (i, &(s, c)) in boxes.iter().enumerate() {
        for add in (1..=c * c).take_while(|&add| c + add <= s) {
            let mut after = boxes.to_vec();
            after[i].1 += add;
            after.sort_unstable();
            if !search.mover_wins(&after) {
                expected.push(BoxMove {
                    index: i,
                    from: c,
                    to: c + add,
                });
            }
        }
    }
    assert_eq!(winning_box_moves(boxes), expected, "{boxes:?}");
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
        check_moves(&mut search, boxes);
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
