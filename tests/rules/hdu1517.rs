//! A Multiplication Game from the rules: p starts at 1, a move multiplies it
//! by 2..=9, and the move that makes p >= n wins.

use crate::assert_lines;
use crate::search::{Next, Rng, Search};
use std::collections::{BTreeSet, HashMap};

/// Whether the first player wins for target `n`, by memoised search over p.
fn stan_wins(n: u64) -> bool {
    Search::normal(|&p: &u64| {
        (2..=9)
            .map(|k| {
                if p * k >= n {
                    Next::Win
                } else {
                    Next::To(p * k)
                }
            })
            .collect()
    })
    .mover_wins(&1)
}

fn check(targets: &[u64], expected: &[String]) {
    let input: String = targets.iter().map(|n| format!("{n}\n")).collect();
    assert_lines("hdu1517", &input, expected);
}

fn verdict(stan: bool) -> String {
    if stan { "Stan wins." } else { "Ollie wins." }.to_string()
}

/// Every n from 2 to 20000. The rules compare n only with products p * k,
/// which are products of 2..=9; so two targets with no such product between
/// them play the very same game, and one search per distinct "least product
/// that reaches n" covers them all (about 400 searches, not 20000).
#[test]
fn every_target_up_to_20000() {
    const TOP: u64 = 20_000;
    let mut products = BTreeSet::from([1u64]);
    let mut frontier = vec![1u64];
    while let Some(p) = frontier.pop() {
        for k in 2..=9 {
            if p * k < 9 * TOP && products.insert(p * k) {
                frontier.push(p * k);
            }
        }
    }
    let mut by_threshold: HashMap<u64, bool> = HashMap::new();
    let targets: Vec<u64> = (2..=TOP).collect();
    let expected: Vec<String> = targets
        .iter()
        .map(|&n| {
            let threshold = *products.range(n..).next().unwrap();
            verdict(
                *by_threshold
                    .entry(threshold)
                    .or_insert_with(|| stan_wins(n)),
            )
        })
        .collect();
    check(&targets, &expected);
}

#[test]
fn seeded_random_targets_up_to_a_million() {
    let mut rng = Rng::new(1517);
    let targets: Vec<u64> = (0..300).map(|_| rng.range(2, 1_000_000)).collect();
    let expected: Vec<String> = targets.iter().map(|&n| verdict(stan_wins(n))).collect();
    check(&targets, &expected);
}

/// Every product `p < n` that play from 1 can reach, with the multipliers
/// the search finds winning there (reaching `n`, or leaving a lost product).
fn check_multipliers(n: u64) {
    use grundy::games::multiplication::winning_multipliers;
    let mut search = Search::normal(|&p: &u64| {
        (2..=9)
            .map(|k| {
                if p * k >= n {
                    Next::Win
                } else {
                    Next::To(p * k)
                }
            })
            .collect()
    });
    let mut reached = BTreeSet::from([1u64]);
    let mut frontier = vec![1u64];
    while let Some(p) = frontier.pop() {
        let expected: Vec<u64> = (2..=9)
            .filter(|&k| p * k >= n || !search.mover_wins(&(p * k)))
            .collect();
        assert_eq!(winning_multipliers(p, n), expected, "p = {p}, n = {n}");
        assert_eq!(
            expected.is_empty(),
            !search.mover_wins(&p),
            "p = {p}, n = {n}"
        );
        for k in 2..=9 {
            if p * k < n && reached.insert(p * k) {
                frontier.push(p * k);
            }
        }
    }
}

#[test]
fn winning_multipliers_from_every_reachable_product() {
    for n in 2..=1500 {
        check_multipliers(n);
    }
    let mut rng = Rng::new(15170);
    for _ in 0..20 {
        check_multipliers(rng.range(1501, 200_000));
    }
}
