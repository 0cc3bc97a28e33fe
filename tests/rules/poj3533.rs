//! POJ 3533 (3-D coin turning) from the rules: a position is the set of lit
//! points; a move picks a lit point (x2, y2, z2) and x1 < x2, y1 < y2,
//! z1 < z2, and toggles the eight corners of that box. Random positions of
//! up to 4 lights in [0, 2] x [0, 2] x [0, 3], every single light in
//! [0, 3] x [0, 3] x [0, 2]; and a variant the issue never names, written
//! as a description (`tests/data/descriptions/coins-2d.toml`: 2-D, coordinates from 1,
//! counted cases, other words), against the same search in two dimensions.

use crate::assert_lines;
use crate::search::{Next, Rng, Search};

/// Coin turning on a box of `dims` (a point's index is mixed-radix): every
/// move from `lit` (a bit mask of points).
pub fn moves(dims: &[u64], lit: u64) -> Vec<u64> {
    let points: u64 = dims.iter().product();
    let coords = |mut i: u64| -> Vec<u64> {
        dims.iter()
            .map(|&d| {
                let c = i % d;
                i /= d;
                c
            })
            .collect()
    };
    let index = |c: &[u64]| c.iter().zip(dims).rev().fold(0, |i, (&c, &d)| i * d + c);
    let mut all = Vec::new();
    for far in 0..points {
        if lit >> far & 1 == 0 {
            continue;
        }
        let top = coords(far);
        // Every choice of a smaller coordinate on each axis.
        let mut low = vec![0u64; dims.len()];
        if top.contains(&0) {
            continue;
        }
        loop {
            let mut next = lit;
            for corner in 0..1u64 << dims.len() {
                let c: Vec<u64> = (0..dims.len())
                    .map(|a| if corner >> a & 1 == 1 { top[a] } else { low[a] })
                    .collect();
                next ^= 1 << index(&c);
            }
            all.push(next);
            let mut a = 0;
            while a < dims.len() && low[a] + 1 == top[a] {
                low[a] = 0;
                a += 1;
            }
            if a == dims.len() {
                break;
            }
            low[a] += 1;
        }
    }
    all
}

/// The mask of `lights` (duplicates toggle) in a box of `dims`.
pub fn mask(dims: &[u64], lights: &[Vec<u64>]) -> u64 {
    lights.iter().fold(0, |m, c| {
        m ^ 1 << c.iter().zip(dims).rev().fold(0, |i, (&c, &d)| i * d + c)
    })
}

fn searcher(dims: Vec<u64>) -> Search<u64, impl FnMut(&u64) -> Vec<Next<u64>>> {
    Search::normal(move |&lit: &u64| moves(&dims, lit).into_iter().map(Next::To).collect())
}

fn random_lights(rng: &mut Rng, dims: &[u64], most: u64) -> Vec<Vec<u64>> {
    (0..rng.range(1, most))
        .map(|_| dims.iter().map(|&d| rng.range(0, d - 1)).collect())
        .collect()
}

#[test]
fn single_lights_and_random_positions() {
    let mut cases: Vec<(Vec<u64>, Vec<Vec<u64>>)> = Vec::new();
    let single = vec![4, 4, 3];
    for x in 0..4 {
        for y in 0..4 {
            for z in 0..3 {
                cases.push((single.clone(), vec![vec![x, y, z]]));
            }
        }
    }
    let mut rng = Rng::new(3533);
    let small = vec![3, 3, 4];
    for _ in 0..400 {
        cases.push((small.clone(), random_lights(&mut rng, &small, 4)));
    }
    let (mut one, mut two) = (searcher(single.clone()), searcher(small.clone()));
    let mut input = String::new();
    let mut expected = Vec::new();
    for (dims, lights) in &cases {
        input += &format!("{}\n", lights.len());
        for c in lights {
            input += &format!("{} {} {}\n", c[0], c[1], c[2]);
        }
        let search = if *dims == single { &mut one } else { &mut two };
        let wins = search.mover_wins(&mask(dims, lights));
        expected.push(if wins { "No" } else { "Yes" }.to_string());
    }
    assert!(expected.iter().any(|w| w == "Yes") && expected.iter().any(|w| w == "No"));
    assert_lines("poj3533", &input, &expected);
}

#[test]
fn a_light_twice_cancels_and_coordinates_past_the_bounds() {
    // Two equal lights are no light at all (the mover is stuck). A light on
    // a coordinate plane has no move. (1, 1, 1) has one move, to nothing.
    let big = u64::MAX;
    let input = format!("2\n1 1 1\n1 1 1\n1\n0 {big} {big}\n1\n1 1 1\n");
    assert_lines(
        "poj3533",
        &input,
        &["Yes".into(), "Yes".into(), "No".into()],
    );
}

/// The 2-D variant: `T`, then per case `n` and n lines `r c` (from 1).
#[test]
fn a_two_dimensional_variant_written_as_a_description() {
    let path = concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/tests/data/descriptions/coins-2d.toml"
    );
    grundy::registry::load(path).expect("the variant reads");
    let dims = vec![5, 4];
    let mut search = searcher(dims.clone());
    let mut rng = Rng::new(3404);
    let count = 300;
    let mut input = format!("{count}\n");
    let mut expected = Vec::new();
    for i in 0..count {
        let lights = random_lights(&mut rng, &dims, 5);
        input += &format!("{}\n", lights.len());
        for c in &lights {
            input += &format!("{} {}\n", c[0] + 1, c[1] + 1);
        }
        let wins = search.mover_wins(&mask(&dims, &lights));
        let word = if wins { "Alice" } else { "Bob" };
        expected.push(format!("Case #{}: {word}", i + 1));
    }
    assert!(expected.iter().any(|w| w.ends_with("Alice")));
    assert!(expected.iter().any(|w| w.ends_with("Bob")));
    assert_lines(path, &input, &expected);
}
