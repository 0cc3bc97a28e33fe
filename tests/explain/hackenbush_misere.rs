//! explain and play of a misère forest (`tests/data/descriptions/forest-misere.toml`:
//! HDU 3197's parents, whoever cuts the last edge loses) against a search
//! that plays the parent array from the rules: on random small forests the
//! verdict is the search's, the winning moves explain lists are exactly
//! the cuts that leave the opponent lost, play's hint lists them, and
//! play's reply to a move leaves the user lost whenever it can.

use crate::search::{Next, Search};
use grundy::describe::family_teach::{play_position, FamilySession};
use grundy::explain::{accounts, ALL};
use grundy::testdata::Rng;

/// Every parent array one cut leaves: the cut node becomes a root (-1),
/// and so, until none is left, does every node whose parent fell.
fn cuts(p: &[i64]) -> Vec<Vec<i64>> {
    (0..p.len())
        .filter(|&i| p[i] >= 0)
        .map(|cut| {
            let mut fell = vec![false; p.len()];
            fell[cut] = true;
            let mut changed = true;
            while changed {
                changed = false;
                for v in 0..p.len() {
                    if !fell[v] && p[v] >= 0 && fell[p[v] as usize] {
                        fell[v] = true;
                        changed = true;
                    }
                }
            }
            (0..p.len())
                .map(|v| if fell[v] { -1 } else { p[v] })
                .collect()
        })
        .collect()
}

fn words(p: &[i64]) -> String {
    p.iter().map(i64::to_string).collect::<Vec<_>>().join(" ")
}

#[test]
fn misere_forests_are_explained_and_played_as_the_search_plays_them() {
    let path = concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/tests/data/descriptions/forest-misere.toml"
    );
    let p = grundy::registry::load(path).unwrap();
    let d = p.description.unwrap();
    let mut search = Search::misere(|q: &Vec<i64>| cuts(q).into_iter().map(Next::To).collect());
    let mut rng = Rng::new(3590);
    let (mut won, mut replies) = (0, 0);
    for seed in 0..250 {
        let n = rng.range(1, 9) as usize;
        let start: Vec<i64> = (0..n)
            .map(|i| {
                if i == 0 || rng.range(0, 3) == 0 {
                    -1
                } else {
                    rng.range(0, i as u64 - 1) as i64
                }
            })
            .collect();
        let input = format!("{n}\n{}\n", words(&start));
        let (all, done) = accounts(p, input.as_bytes(), ALL);
        done.unwrap();
        let a = &all[0];
        let wins = search.mover_wins(&start);
        assert_eq!(
            a.verdict.outcome == grundy::games::Outcome::N,
            wins,
            "{input}"
        );
        let mut want: Vec<String> = cuts(&start)
            .into_iter()
            .filter(|q| !search.mover_wins(q))
            .map(|q| words(&q))
            .collect();
        want.sort();
        let mut got: Vec<String> = a
            .moves
            .listed
            .iter()
            .map(|m| {
                let w: Vec<String> = m.step.left[1..].iter().map(|w| w.to_string()).collect();
                w.join(" ")
            })
            .collect();
        got.sort();
        assert_eq!(got, want, "{input}: the winning moves are not the search's");
        assert_eq!(a.moves.count, want.len() as u128);
        won += usize::from(wins);
        // play: the first legal move typed, then the reply leaves the user
        // lost whenever some reply can.
        let first = cuts(&start);
        let Some(after) = first.first() else {
            continue;
        };
        let start_pos = play_position(d, &input).unwrap().unwrap();
        let mut session = FamilySession::new(p.id.into(), start_pos, seed).unwrap();
        let cut = (0..n).find(|&i| start[i] >= 0).unwrap();
        let (out, _) = session.line(&format!("cut the edge {}-{}", cut, start[cut]));
        assert!(out.starts_with("you: cut the edge"), "{out}");
        let Some(me) = out.lines().find(|l| l.starts_with("me:  ")) else {
            // No edge left for the reply: the user cut the last one and lost.
            assert!(cuts(after).is_empty(), "{out}");
            assert!(
                out.contains("you made the last move, and whoever makes it loses: I win"),
                "{out}"
            );
            continue;
        };
        let left = me.rsplit("parents ").next().unwrap();
        let left: Vec<i64> = left.split(' ').map(|w| w.parse().unwrap()).collect();
        if search.mover_wins(after) {
            assert!(
                !search.mover_wins(&left),
                "{input}: the reply {me} does not win"
            );
            replies += 1;
        }
    }
    assert!((20..230).contains(&won), "{won} of 250 won");
    assert!(replies > 20, "{replies}");
}
