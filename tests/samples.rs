//! End to end: the real binary on every `samples/<problem>/NAME.in`, compared
//! byte for byte with `NAME.out`. A `NAME.err` beside them holds the exact
//! stderr of an input that breaks the format (exit status 1 then); without
//! one, stderr must be empty and the exit status 0.

mod common;

use std::fs;
use std::path::{Path, PathBuf};

fn samples_dir() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("samples")
}

#[test]
fn every_sample_pair_matches_byte_for_byte() {
    let mut checked = 0;
    let mut failures = Vec::new();
    let mut dirs: Vec<_> = fs::read_dir(samples_dir())
        .unwrap()
        .map(|e| e.unwrap().path())
        .collect();
    dirs.sort();
    for dir in dirs {
        let problem = dir.file_name().unwrap().to_str().unwrap().to_string();
        assert!(
            grundy::registry::find(&problem).is_some_and(|p| p.id == problem),
            "samples/{problem} is not named by a problem id"
        );
        let mut inputs: Vec<_> = fs::read_dir(&dir)
            .unwrap()
            .map(|e| e.unwrap().path())
            .filter(|p| p.extension().is_some_and(|e| e == "in"))
            .collect();
        inputs.sort();
        for input in inputs {
            let expected = fs::read(input.with_extension("out"))
                .unwrap_or_else(|_| panic!("{} has no .out", input.display()));
            let expected_err = fs::read(input.with_extension("err")).unwrap_or_default();
            let (status, out, err) = common::run(&problem, &fs::read(&input).unwrap());
            let want_status = if expected_err.is_empty() { 0 } else { 1 };
            if out != expected || err != expected_err || status != want_status {
                failures.push(format!(
                    "{}: status {status} (want {want_status})\n--- stdout\n{}--- want\n{}--- stderr\n{}",
                    input.display(),
                    String::from_utf8_lossy(&out),
                    String::from_utf8_lossy(&expected),
                    String::from_utf8_lossy(&err),
                ));
            }
            checked += 1;
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
    assert!(checked > 0);
}

#[test]
fn every_problem_has_its_official_sample_and_edge_cases() {
    for p in grundy::registry::PROBLEMS {
        let dir = samples_dir().join(p.id);
        assert!(
            dir.join("sample.in").is_file() && dir.join("sample.out").is_file(),
            "samples/{}/sample.in and .out are missing",
            p.id
        );
        let pairs = fs::read_dir(&dir)
            .unwrap()
            .filter(|e| {
                e.as_ref()
                    .unwrap()
                    .path()
                    .extension()
                    .is_some_and(|x| x == "in")
            })
            .count();
        assert!(pairs >= 4, "samples/{} has only {pairs} pairs", p.id);
    }
}
