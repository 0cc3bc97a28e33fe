//! `grundy gen PROBLEM --testset DIR` for every problem, run as a setter
//! runs it: the folder passes strict `validate` and `check` (the answers
//! beside the inputs are grundy's), `tests.txt` says what each test is for,
//! and for formats whose values have no rule beyond their bounds every
//! bound of the format is reached (`validate --coverage` names none).

mod common;

use common::run_args;
use grundy::registry::PROBLEMS;

fn text(bytes: Vec<u8>) -> String {
    String::from_utf8(bytes).unwrap()
}

#[test]
fn every_problem_gets_a_test_set_that_validates_and_checks() {
    let root = std::path::PathBuf::from(env!("CARGO_TARGET_TMPDIR")).join("testsets");
    let _ = std::fs::remove_dir_all(&root);
    // Each problem is a few `grundy` runs: both cores.
    let sets = common::sum_in_two_threads(PROBLEMS, |entry| set_of(entry, &root));
    assert_eq!(sets, PROBLEMS.len());
    // Formats with nothing but bounds reach every bound, at both ends.
    for id in ["poj2234", "hdu1907", "hdu1536", "poj1704", "hdu1849"] {
        let list = std::fs::read_to_string(root.join(id).join("tests.txt")).unwrap();
        assert!(
            !list.contains("no test has") && !list.contains("not made"),
            "{id}:\n{list}"
        );
        assert!(list.contains("the official sample"), "{id}:\n{list}");
    }
    let list = std::fs::read_to_string(root.join("poj2234/tests.txt")).unwrap();
    for line in [
        "M = 1 (a pile count, lower end)",
        "M = 20 (a pile count, upper end)",
        "a = 10000000 (a pile size, upper end)",
    ] {
        assert!(list.contains(line), "{line}:\n{list}");
    }
}

/// `gen --testset` for `entry` under `root`, then its folder through strict
/// validate, check and coverage, and its list against them. Returns 1.
fn set_of(entry: &grundy::registry::Entry, root: &std::path::Path) -> usize {
    let dir = root.join(entry.id);
    let dir_s = dir.to_str().unwrap();
    let (code, out, err) = run_args(&["gen", entry.id, "--testset", dir_s], b"");
    assert_eq!(code, 0, "{}: {}", entry.id, text(err));
    let out = text(out);
    let count: usize = out.split(' ').next().unwrap().parse().unwrap();
    assert!(count >= 6, "{}: {out}", entry.id);
    let list = std::fs::read_to_string(dir.join("tests.txt")).unwrap();
    for n in 1..=count {
        let stem = format!("{n:02}");
        assert!(
            dir.join(format!("{stem}.in")).exists(),
            "{}: {stem}.in",
            entry.id
        );
        assert!(
            dir.join(format!("{stem}.out")).exists(),
            "{}: {stem}.out",
            entry.id
        );
        assert!(
            list.lines().any(|l| l.starts_with(&format!("{stem}  "))),
            "{}: {stem} is not in tests.txt:\n{list}",
            entry.id
        );
    }
    assert!(!dir.join(format!("{:02}.in", count + 1)).exists());
    let (code, out, err) = run_args(&["validate", entry.id, dir_s], b"");
    assert_eq!(
        (code, text(out)),
        (0, format!("{count} valid, 0 invalid\n")),
        "{}: {}",
        entry.id,
        text(err)
    );
    let (code, out, err) = run_args(&["check", entry.id, dir_s], b"");
    assert_eq!(code, 0, "{}: {}{}", entry.id, text(out), text(err));
    // What tests.txt says is missing is what coverage finds missing.
    let (_, out, _) = run_args(&["validate", "--coverage", entry.id, dir_s], b"");
    let out = text(out);
    let unreached: Vec<&str> = out
        .lines()
        .filter(|l| l.starts_with("no test has "))
        .collect();
    let listed: Vec<&str> = list
        .lines()
        .filter(|l| l.starts_with("no test has "))
        .collect();
    assert_eq!(unreached, listed, "{}", entry.id);
    1
}

#[test]
fn a_test_set_takes_only_a_seed() {
    for extra in [&["--cases", "3"][..], &["--scale", "tiny"]] {
        let mut args = vec!["gen", "poj2234", "--testset", "unused"];
        args.extend_from_slice(extra);
        let (code, _, err) = run_args(&args, b"");
        assert_eq!(code, 2);
        assert!(text(err).contains("give --seed only"));
    }
}
