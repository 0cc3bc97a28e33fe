//! Bad input: on the official sample and the must-fail samples of every
//! coded problem (every row of the registry), cut short at every byte and
//! with seeded random bytes changed, `explain` never panics and stops
//! exactly as the solver does (both accept, or both fail with the same
//! message).
//!
//! The subject is bad input, not big input: many solvers build tables as
//! large as the numbers asked for, so an input is tried only when its
//! numbers and words are no larger than its format allows (the official
//! bounds, read from the row's `Format`). Samples past the bounds, and
//! changed bytes that join two numbers into a larger one, are left out, and
//! so are the large valid samples (the solver's subject, `tests/suite/samples.rs`).

use crate::common;
use crate::search::Rng;
use grundy::format::{Element, Expr, Format, Int, Token};
use grundy::registry::{Entry, PROBLEMS};

/// How the solver and `explain` end on `input`: the same way.
fn same_ending(entry: &Entry, input: &[u8]) {
    let solved = grundy::solve(entry, &mut &input[..], &mut std::io::sink());
    let (_, explained) = grundy::explain::accounts(entry, input, 3);
    assert_eq!(
        explained.map_err(|e| e.to_string()),
        solved.map_err(|e| e.to_string()),
        "{} on {:?}",
        entry.id,
        String::from_utf8_lossy(input)
    );
}

/// The largest number and the longest word a valid input of `format`
/// holds: its largest constant bound, its longest word. A bound that names
/// another value (`1 <= k <= N`) is no larger than that value's. The case
/// count `T` is left out: some formats leave it unbounded, and no solver's
/// work grows with it.
fn largest(format: &Format) -> (u64, usize) {
    fn lit(e: Expr) -> u64 {
        match e {
            Expr::Lit(v) => v,
            _ => 0,
        }
    }
    fn int(i: &Int) -> (u64, usize) {
        (lit(i.hi).max(lit(i.lo)), 0)
    }
    fn most(a: (u64, usize), b: (u64, usize)) -> (u64, usize) {
        (a.0.max(b.0), a.1.max(b.1))
    }
    fn tokens(ts: &[Token]) -> (u64, usize) {
        ts.iter().fold((0, 0), |m, t| {
            most(
                m,
                match t {
                    Token::Int(i) | Token::Ints { int: i, .. } => int(i),
                    Token::Word { len, .. } => (0, lit(len.1) as usize),
                    Token::Switch { int: i, arms } => {
                        arms.iter().fold(int(i), |m, a| most(m, tokens(a.1)))
                    }
                },
            )
        })
    }
    fn elements(es: &[Element]) -> (u64, usize) {
        es.iter().fold((0, 0), |m, e| {
            most(
                m,
                match e {
                    Element::Line(ts) => tokens(ts),
                    Element::Repeat { count, body } => most((lit(*count), 0), elements(body)),
                    Element::Until { body, .. } => elements(body),
                },
            )
        })
    }
    elements(format.case)
}

#[test]
fn cut_short_or_damaged_samples_end_as_the_solver_does() {
    let mut rng = Rng::new(9);
    let noise: &[u8] = b" \n0123456789-x.X\xff";
    for entry in PROBLEMS {
        let mut tried = Vec::new();
        let (number, word) = largest(&entry.tools.format);
        // A token that is no number (`x`, `-1`) is bad input and kept.
        let within = |input: &[u8]| {
            input.split(u8::is_ascii_whitespace).all(|t| {
                let n = std::str::from_utf8(t)
                    .ok()
                    .and_then(|t| t.parse::<u64>().ok());
                t.len() <= word || n.map_or(true, |n| n <= number)
            })
        };
        for sample in common::samples(entry.id) {
            // Its official sample and its must-fail cases: the other
            // samples are large valid inputs, the solver's subject.
            let bad_or_official = sample.name == "sample" || sample.stderr.is_some();
            let input = &sample.input;
            if !bad_or_official || !within(input) {
                continue;
            }
            for cut in 0..input.len().min(400) {
                same_ending(entry, &input[..cut]);
            }
            for _ in 0..60 {
                let mut damaged = input.clone();
                for _ in 0..rng.range(1, 3) {
                    if damaged.is_empty() {
                        break;
                    }
                    let at = rng.range(0, damaged.len() as u64 - 1) as usize;
                    damaged[at] = noise[rng.range(0, noise.len() as u64 - 1) as usize];
                }
                if within(&damaged) {
                    same_ending(entry, &damaged);
                }
            }
            tried.push(sample.name);
        }
        // The official sample is within its own bounds.
        assert!(
            tried.contains(&"sample".to_string()),
            "{}: {tried:?}",
            entry.id
        );
    }
}
