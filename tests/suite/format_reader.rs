//! The fast hand-written readers against the plain reference reader of each
//! problem's format description (`grundy::format::read`), on seeded inputs
//! of each problem's generator, whole and damaged (a byte changed or
//! dropped, a token put in, the input cut short).
//!
//! The reference reader reads the shape alone here (no official bounds: the
//! solvers answer values past them), so where it stops at a fault, the
//! solver must stop too, at the same line and column, having answered the
//! same cases (one output line per case, for the problems that answer so);
//! the solver may stop earlier only for a rule no layout states (a date
//! that does not exist, edges that are not a tree, a column past `m`),
//! which its registry row states (`Tools::own_rule`). The
//! two-thread file reader (`parallel`), cut into tiny chunks, must end
//! exactly as the scanner path does.

use crate::inputs;

use grundy::error::Error;
use grundy::format::read::{Mode, Reader};
use grundy::parallel::{solve_split, splits, Split};
use grundy::registry::{Entry, PROBLEMS};
use grundy::testdata::Rng;
use inputs::{damage, generated};
use std::io::{Seek, SeekFrom, Write};

/// Where an outcome stopped: `None` for a whole input read.
fn stop(result: &Result<(), Error>) -> Option<(u64, u64)> {
    match result {
        Ok(()) => None,
        Err(Error::Input(e)) => Some((e.position.line, e.position.column)),
        Err(e) => panic!("not an input error: {e}"),
    }
}

/// The reference reader on `input`: where it stopped, and the cases read.
fn reference(entry: &Entry, input: &[u8]) -> (Option<(u64, u64)>, u64) {
    let mut bytes = input;
    let mut reader = Reader::new(&mut bytes, Mode::Loose).without_bounds();
    let result = reader.read(&entry.tools.format);
    (stop(&result), reader.cases())
}

/// The solver's scanner path: where it stopped, and what it wrote.
fn scanner(entry: &Entry, input: &[u8]) -> (Result<(), Error>, Vec<u8>) {
    let mut out = Vec::new();
    let result = grundy::solve(entry, &mut &input[..], &mut out);
    (result, out)
}

/// True when every valid input of the problem gets one line per case.
fn one_line_per_case(entry: &Entry) -> bool {
    (1..=6).all(|seed| {
        let input = generated(entry, seed);
        let (_, cases) = reference(entry, &input);
        let (result, out) = scanner(entry, &input);
        result.is_ok() && out.iter().filter(|&&b| b == b'\n').count() as u64 == cases
    })
}

#[test]
fn the_scanner_path_stops_where_the_description_does() {
    let mut earlier = Vec::new();
    for entry in PROBLEMS {
        let lines = one_line_per_case(entry);
        let mut rng = Rng::new(entry.id.len() as u64 * 7919);
        for seed in 1..=30 {
            let valid = generated(entry, seed);
            let (at, _) = reference(entry, &valid);
            assert_eq!(at, None, "{}: the reference rejects gen's input", entry.id);
            let input = if seed % 6 == 0 {
                valid
            } else {
                damage(&mut rng, valid)
            };
            let (result, out) = scanner(entry, &input);
            if input.iter().all(|&b| b" \t\n\r\x0b\x0c".contains(&b)) {
                // No token at all: every solver answers nothing, by design.
                assert!(result.is_ok() && out.is_empty(), "{}", entry.id);
                continue;
            }
            let (want, cases) = reference(entry, &input);
            let got = stop(&result);
            let shown = String::from_utf8_lossy(&input);
            match (want, got) {
                (None, None) => {}
                (Some(w), Some(g)) if g == w => {
                    if lines {
                        let answered = out.iter().filter(|&&b| b == b'\n').count() as u64;
                        assert_eq!(answered, cases, "{}: answered cases on:\n{shown}", entry.id);
                    }
                }
                // A rule beyond the layout (a date, a tree, a bound that
                // names another value) stops the solver first.
                (w, Some(g)) if w.map_or(true, |w| g < w) => earlier.push(entry.id),
                _ => panic!(
                    "{}: the description stops at {want:?}, the solver at {got:?} on:\n{shown}",
                    entry.id
                ),
            }
        }
    }
    // Only the problems whose solvers check rules of their own (their
    // rows' `own_rule`) may stop early.
    earlier.sort();
    earlier.dedup();
    for id in &earlier {
        let entry = PROBLEMS.iter().find(|e| e.id == *id).unwrap();
        assert!(
            entry.tools.own_rule.is_some(),
            "{id} stopped before its description says the input breaks ({earlier:?}); \
             if its solver checks a rule the format does not state, its row says which \
             (`own_rule`)"
        );
    }
}

#[test]
fn the_two_thread_path_ends_as_the_scanner_path() {
    let dir = std::env::temp_dir().join(format!("grundy-format-reader-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let tiny = Split {
        chunk: 7,
        batch: 3,
        queue: 2,
        ..Split::DEFAULT
    };
    let mut tried = 0;
    for entry in PROBLEMS.iter().filter(|e| splits(e)) {
        let mut rng = Rng::new(entry.id.len() as u64 * 104_729);
        let path = dir.join(entry.id);
        for seed in 1..=20 {
            let input = damage(&mut rng, generated(entry, seed));
            let mut file = std::fs::File::options()
                .create(true)
                .truncate(true)
                .read(true)
                .write(true)
                .open(&path)
                .unwrap();
            file.write_all(&input).unwrap();
            file.seek(SeekFrom::Start(0)).unwrap();
            let mut out = Vec::new();
            let split = solve_split(entry, &file, &mut out, tiny);
            let (single, want) = scanner(entry, &input);
            assert_eq!(
                (stop(&split), out),
                (stop(&single), want),
                "{} on:\n{}",
                entry.id,
                String::from_utf8_lossy(&input)
            );
            tried += 1;
        }
    }
    assert!(tried > 0);
    let _ = std::fs::remove_dir_all(&dir);
}
