//! Daizhenyang's Coin (Mock Turtles) from the rules: the set of head-up
//! coins as bits; a move turns a head at r to tails and turns up to two
//! other coins left of it, whatever their state.

use crate::search::{Next, Rng, Search};
use crate::{assert_lines, words};

fn turns(&heads: &u32) -> Vec<Next<u32>> {
    let mut next = Vec::new();
    for r in (0..32).filter(|r| heads >> r & 1 == 1) {
        let turned = heads ^ 1 << r;
        next.push(Next::To(turned));
        for a in 0..r {
            next.push(Next::To(turned ^ 1 << a));
            for b in a + 1..r {
                next.push(Next::To(turned ^ 1 << a ^ 1 << b));
            }
        }
    }
    next
}

#[test]
fn every_head_set_on_12_coins_and_random_lists_with_repeats() {
    let mut search = Search::normal(turns);
    let mut input = String::new();
    let mut expected = Vec::new();
    let mut case = |positions: &[u64], search: &mut Search<u32, _>| {
        input += &format!("{}\n", positions.len());
        if !positions.is_empty() {
            input += &format!("{}\n", words(positions));
        }
        let heads = positions.iter().fold(0u32, |s, &p| s | 1 << p);
        let loses = !search.mover_wins(&heads);
        expected.push(if loses { "Yes" } else { "No" }.to_string());
    };
    for set in 0u32..1 << 12 {
        let positions: Vec<u64> = (0..12).filter(|&i| set >> i & 1 == 1).collect();
        case(&positions, &mut search);
    }
    let mut rng = Rng::new(3537);
    for _ in 0..2000 {
        let count = rng.range(0, 8) as usize;
        let positions: Vec<u64> = (0..count).map(|_| rng.range(0, 11)).collect();
        case(&positions, &mut search);
    }
    assert_lines("hdu3537", &input, &expected);
}

/// The winning turns the games layer lists (for `explain`) are exactly the
/// turns to lost positions.
#[test]
fn winning_turns_are_exactly_the_winning_ones() {
    use grundy::games::mock_turtles::{count_winning_turns, winning_turns, Turn};
    let mut search = Search::normal(turns);
    for set in 0u32..1 << 10 {
        let heads: Vec<u64> = (0..10).filter(|&i| set >> i & 1 == 1).collect();
        let mut want = Vec::new();
        for &r in &heads {
            let turned = set ^ 1 << r;
            let mut push = |others: Vec<u64>, after: u32| {
                if !search.mover_wins(&after) {
                    want.push(Turn {
                        others,
                        rightmost: r,
                    });
                }
            };
            push(vec![], turned);
            for a in 0..r {
                push(vec![a], turned ^ 1 << a);
            }
            // By the larger of the two other coins, as the games layer lists.
            for b in 0..r {
                for a in 0..b {
                    push(vec![a, b], turned ^ 1 << a ^ 1 << b);
                }
            }
        }
        let mut got: Vec<Turn> = winning_turns(&heads).collect();
        got.sort_by_key(|t| {
            (
                t.rightmost,
                t.others.len(),
                t.others.get(1).copied(),
                t.others.first().copied(),
            )
        });
        want.sort_by_key(|t| {
            (
                t.rightmost,
                t.others.len(),
                t.others.get(1).copied(),
                t.others.first().copied(),
            )
        });
        assert_eq!(got, want, "{heads:?}");
        assert_eq!(count_winning_turns(&heads), want.len() as u128);
    }
}
