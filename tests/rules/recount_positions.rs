//! ZOJ 3057, Beans Game (`tests/data/descriptions/zoj3057.toml`), at its
//! bounds: three heaps below 300, take any number from one heap or the same
//! number from two. Every move is a ray, so who wins one position is a
//! table of losses of the positions below it
//! (`grundy::games::positions::Losses`), held to the search from the rules
//! on heaps to 40 in `recount.rs`, and here at heaps 299 to its own moves (a
//! lost position has only won moves, a won one some lost move); a box past
//! the table's bounds is refused by its cost, before any work.

use crate::described;
use crate::recount::beans;
use crate::search::{Next, Rng};

/// At the bound: (299, 299, 299) and random positions near it, each with
/// every position one move leaves, answered in one input (one table); each
/// answer agrees with its moves' answers.
#[test]
fn zoj3057_at_heaps_299_is_answered_and_agrees_with_its_moves() {
    let mut rng = Rng::new(3057);
    let mut asked = vec![(299, 299, 299)];
    for _ in 0..4 {
        asked.push((
            rng.range(250, 299),
            rng.range(250, 299),
            rng.range(250, 299),
        ));
    }
    let mut input = String::new();
    let mut groups = Vec::new();
    for &q in &asked {
        let next: Vec<(u64, u64, u64)> = beans(&q)
            .into_iter()
            .map(|n| match n {
                Next::To(p) => p,
                Next::Win => unreachable!("no move wins at once"),
            })
            .collect();
        input += &format!("{} {} {}\n", q.0, q.1, q.2);
        for p in &next {
            input += &format!("{} {} {}\n", p.0, p.1, p.2);
        }
        groups.push(next.len());
    }
    let out = described("zoj3057", &input);
    let mut lines = out.lines();
    let mut lost_seen = 0;
    for (&q, &n) in asked.iter().zip(&groups) {
        let won = lines.next() == Some("1");
        let moves_lost = (0..n).filter(|_| lines.next() == Some("0")).count();
        assert_eq!(
            won,
            moves_lost > 0,
            "{q:?}: {moves_lost} moves to a lost position"
        );
        lost_seen += usize::from(!won);
    }
    assert_eq!(lines.next(), None);
    // (299, 299, 299) is lost; its answer is the first line.
    assert!(out.starts_with("0\n") && lost_seen >= 1, "{out:.40}");
}

/// Heaps past the table's bounds are refused at once, by the table's cost
/// (bytes and steps counted before any is taken), with the cases before
/// them answered.
#[test]
fn zoj3057_past_the_tables_bounds_is_refused_by_its_cost() {
    let (out, err) = crate::refused("zoj3057", "0 0 0\n1000000 1000000 1000000\n");
    assert_eq!(out, "0\n");
    assert!(
        err.contains("cannot answer") && err.contains("more than 67108864 bytes"),
        "{err}"
    );
}
