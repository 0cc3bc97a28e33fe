//! `grundy gen PROBLEM --testset DIR` for every problem, run as a setter
//! runs it: the folder passes strict `validate` and `check` (the answers
//! beside the inputs are grundy's), `DIR.txt` beside it says what each test
//! is for, every official bound of every problem is reached by some test
//! (`validate --coverage` names none), the real `oj test -d` takes the
//! folder, and a folder that holds anything is refused unless `--force`.

use crate::common;
use crate::tools;

use common::run_args;
use grundy::format::Cases;
use grundy::registry::PROBLEMS;
use std::sync::OnceLock;

fn text(bytes: impl AsRef<[u8]>) -> String {
    String::from_utf8(bytes.as_ref().to_vec()).unwrap()
}

#[test]
fn every_problem_gets_a_test_set_that_validates_and_checks() {
    let root = test_sets_root();
    // Each problem is a few `grundy` runs: both cores.
    let sets = common::sum_in_two_threads(PROBLEMS, |entry| set_of(entry, &root));
    assert_eq!(sets, PROBLEMS.len());
    // Formats that say it all (no rule of the solver's own beyond them)
    // make every bound test; only the largest input allowed may be missing,
    // too large to write or without a largest case count.
    let whole: Vec<&str> = PROBLEMS
        .iter()
        .filter(|e| e.tools.own_rule.is_none())
        .map(|e| e.id)
        .collect();
    assert!(!whole.is_empty());
    for id in whole {
        let list = std::fs::read_to_string(root.join(format!("{id}.txt"))).unwrap();
        let largest = "not made: every value at its upper bound: the largest input allowed: ";
        assert!(
            list.lines()
                .all(|l| !l.starts_with("not made") || l.starts_with(largest)),
            "{id}:\n{list}"
        );
    }
    // The largest tests the issue found missing.
    for (id, line) in [
        (
            "uva10561",
            "board = 200 (a board of '.' and 'X', upper end)",
        ),
        ("hdu3094", "N = 100000 (a vertex count N, upper end)"),
        ("hdu5963", "n = 39999 (a node count, upper end)"),
        (
            "hdu1524",
            "every value at its upper bound: the largest input allowed",
        ),
    ] {
        let list = std::fs::read_to_string(root.join(format!("{id}.txt"))).unwrap();
        assert!(
            list.lines()
                .any(|l| l.ends_with(line) && !l.starts_with("not made")),
            "{id}: no test for {line}:\n{list}"
        );
    }
    let list = std::fs::read_to_string(root.join("poj2234.txt")).unwrap();
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
    let (dir, out) = test_set(entry);
    let dir_s = dir.to_str().unwrap();
    let count: usize = out.split(' ').next().unwrap().parse().unwrap();
    assert!(count >= 6, "{}: {out}", entry.id);
    let list = std::fs::read_to_string(root.join(format!("{}.txt", entry.id))).unwrap();
    // The official sample first, or each of them where they are one file
    // each.
    let samples = 1 + entry.other_samples.len();
    let first = if samples == 1 {
        "01  the official sample".to_string()
    } else {
        "01  official sample 1".to_string()
    };
    assert!(list.contains(&first), "{}:\n{list}", entry.id);
    assert!(
        samples == 1 || list.contains(&format!("{samples:02}  official sample {samples}")),
        "{}:\n{list}",
        entry.id
    );
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
    // Nothing else in the folder: `oj test -d` and Polygon take it as is.
    assert_eq!(
        std::fs::read_dir(&dir).unwrap().count(),
        2 * count,
        "{}",
        entry.id
    );
    // (`check` on these folders is left out: the answers are the solver's
    // own, written as `validate` below runs it, and `check` is tested on
    // folders in tests/suite/check.rs; oj's check of a few is below.)
    // Every test valid (strictly), every official bound reached, and the
    // list says nothing is missing.
    let (code, out, err) = run_args(&["validate", "--coverage", entry.id, dir_s], b"");
    let out = text(out);
    assert_eq!(code, 0, "{}: {}", entry.id, text(err));
    assert!(
        out.ends_with(&format!("\n{count} valid, 0 invalid\n")),
        "{}: {out}",
        entry.id
    );
    let unreached: Vec<&str> = out
        .lines()
        .filter(|l| l.starts_with("no test has "))
        .collect();
    let listed: Vec<&str> = list
        .lines()
        .filter(|l| l.starts_with("no test has "))
        .collect();
    assert_eq!(unreached, Vec::<&str>::new(), "{}:\n{out}", entry.id);
    assert_eq!(listed, Vec::<&str>::new(), "{}", entry.id);
    1
}

/// Where [`test_set`] writes: emptied once per run, by the first call.
fn test_sets_root() -> std::path::PathBuf {
    std::path::PathBuf::from(env!("CARGO_TARGET_TMPDIR")).join("testsets")
}

/// `grundy gen ID --testset DIR` for a coded problem: its folder and what
/// gen printed. Written once per run, whichever test asks first (this
/// module's, and testlib's validators, read the same folders, one per coded
/// problem; writing them is seconds of work each time).
pub fn test_set(entry: &grundy::registry::Entry) -> (std::path::PathBuf, String) {
    static SETS: OnceLock<Vec<OnceLock<String>>> = OnceLock::new();
    let root = test_sets_root();
    let sets = SETS.get_or_init(|| {
        let _ = std::fs::remove_dir_all(&root);
        PROBLEMS.iter().map(|_| OnceLock::new()).collect()
    });
    let at = PROBLEMS
        .iter()
        .position(|e| e.id == entry.id)
        .expect("a coded problem");
    let dir = root.join(entry.id);
    let out = sets[at].get_or_init(|| {
        let (code, out, err) =
            run_args(&["gen", entry.id, "--testset", dir.to_str().unwrap()], b"");
        assert_eq!(code, 0, "{}: {}", entry.id, text(err));
        text(out)
    });
    (dir, out.clone())
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

#[test]
fn an_empty_folder_name_is_refused() {
    let (code, out, err) = run_args(&["gen", "poj2234", "--testset", ""], b"");
    assert_eq!((code, out), (2, Vec::new()));
    assert_eq!(
        text(&err),
        "grundy: gen: --testset needs a folder name, found an empty one\n"
    );
    let (code, _, err) = run_args(&["gen", "poj2234", "--force"], b"");
    assert_eq!(code, 2);
    assert!(text(&err).contains("--force only goes with --testset"));
}

#[test]
fn a_folder_with_tests_is_refused_unless_force_which_replaces_the_set_whole() {
    let root = common::fresh_dir("testset-force");
    let dir = root.join("tests");
    let dir_s = dir.to_str().unwrap();
    let (code, out, _) = run_args(&["gen", "hdu1536", "--testset", dir_s], b"");
    assert_eq!(code, 0);
    let snim: usize = text(&out).split(' ').next().unwrap().parse().unwrap();
    let before = std::fs::read(dir.join("01.in")).unwrap();
    // Not empty: refused, nothing touched.
    let (code, out, err) = run_args(&["gen", "hdu1907", "--testset", dir_s], b"");
    assert_eq!((code, text(&out)), (2, String::new()));
    assert!(
        text(&err).contains("is not empty") && text(&err).contains("--force"),
        "{}",
        text(&err)
    );
    assert_eq!(std::fs::read(dir.join("01.in")).unwrap(), before);
    // --force: the new set whole, none of the old tests left behind.
    let (code, out, err) = run_args(&["gen", "hdu1907", "--testset", dir_s, "--force"], b"");
    assert_eq!(code, 0, "{}", text(&err));
    let misere: usize = text(&out).split(' ').next().unwrap().parse().unwrap();
    assert!(
        snim > misere,
        "S-Nim's set should be the longer: {snim} {misere}"
    );
    assert_eq!(std::fs::read_dir(&dir).unwrap().count(), 2 * misere);
    let (code, out, _) = run_args(&["validate", "hdu1907", dir_s], b"");
    assert_eq!(
        (code, text(&out)),
        (0, format!("{misere} valid, 0 invalid\n"))
    );
    let list = std::fs::read_to_string(root.join("tests.txt")).unwrap();
    assert!(list.starts_with("# Tests of hdu1907"), "{list}");
    // A file that is no test is never removed, even with --force.
    std::fs::write(dir.join("notes.md"), "mine").unwrap();
    let (code, _, err) = run_args(&["gen", "hdu1907", "--testset", dir_s, "--force"], b"");
    assert_eq!(code, 2);
    assert!(
        text(&err).contains("notes.md, which is no test"),
        "{}",
        text(&err)
    );
    assert_eq!(std::fs::read_dir(&dir).unwrap().count(), 2 * misere + 1);
    // An existing list beside a new folder is kept unless --force.
    let (code, _, err) = run_args(
        &[
            "gen",
            "hdu1907",
            "--testset",
            root.join("tests2").to_str().unwrap(),
        ],
        b"",
    );
    assert_eq!(code, 0, "{}", text(&err));
    std::fs::remove_dir_all(root.join("tests2")).unwrap();
    let (code, _, err) = run_args(
        &[
            "gen",
            "poj2234",
            "--testset",
            root.join("tests2").to_str().unwrap(),
        ],
        b"",
    );
    assert_eq!(code, 2);
    assert!(text(&err).contains("tests2.txt exists"), "{}", text(&err));
}

#[cfg(unix)]
#[test]
fn tests_are_created_anew_never_through_a_link() {
    let root = common::fresh_dir("testset-link");
    let dir = root.join("set");
    std::fs::create_dir_all(&dir).unwrap();
    let outside = root.join("precious");
    std::fs::write(&outside, "keep me").unwrap();
    std::os::unix::fs::symlink(&outside, dir.join("01.in")).unwrap();
    std::os::unix::fs::symlink(&outside, root.join("set.txt")).unwrap();
    let dir_s = dir.to_str().unwrap();
    let (code, _, err) = run_args(&["gen", "poj2234", "--testset", dir_s, "--force"], b"");
    assert_eq!(code, 0, "{}", text(&err));
    assert_eq!(std::fs::read_to_string(&outside).unwrap(), "keep me");
    for path in [dir.join("01.in"), root.join("set.txt")] {
        let meta = std::fs::symlink_metadata(&path).unwrap();
        assert!(meta.file_type().is_file(), "{}", path.display());
    }
}

/// The real `oj` (PyPI `online-judge-tools-ng`), installed with pip into the
/// ignored `.tools/oj` on the first run. `None` (said loudly) when it cannot
/// be; under `.ci/run` (`GRUNDY_REQUIRE_OJ=1`) that fails the test.
fn oj() -> Option<(std::path::PathBuf, std::path::PathBuf)> {
    let dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join(".tools/oj");
    let script = dir.join("bin/oj");
    if !script.exists() {
        let _ = std::process::Command::new("pip")
            .args([
                "install",
                "--quiet",
                // Python compiles what it imports when it first runs; byte-
                // compiling the whole package here costs seconds of a test.
                "--no-compile",
                "--disable-pip-version-check",
                "--target",
            ])
            .arg(&dir)
            .arg("online-judge-tools-ng")
            .status();
    }
    if script.exists() && tools::on_path("python3") {
        return Some((script, dir));
    }
    if script.exists() {
        tools::missing(
            &tools::PYTHON,
            "testset: `oj test -d` on gen --testset folders",
        );
        return None;
    }
    tools::missing(
        &tools::OJ,
        "testset: `oj test -d` on gen --testset folders (pip install failed: pip or network missing)",
    );
    None
}

/// The first problem of each way a judge input lists its cases (until the
/// end, after a count, until a sentinel, one case), in the registry's
/// order.
fn one_of_each_layout() -> Vec<&'static str> {
    let mut seen: Vec<std::mem::Discriminant<Cases>> = Vec::new();
    let mut ids = Vec::new();
    for e in PROBLEMS {
        let layout = std::mem::discriminant(&e.tools.format.cases);
        if !seen.contains(&layout) {
            seen.push(layout);
            ids.push(e.id);
        }
    }
    assert_eq!(ids.len(), 4, "{ids:?}");
    ids
}

#[test]
fn oj_test_takes_a_test_set_folder_as_it_is() {
    let Some((script, path)) = oj() else {
        return;
    };
    let root = common::fresh_dir("testset-oj");
    for id in one_of_each_layout() {
        let dir = root.join(id);
        let (code, _, err) = run_args(&["gen", id, "--testset", dir.to_str().unwrap()], b"");
        assert_eq!(code, 0, "{}", text(&err));
        let solver = format!("{} {id}", env!("CARGO_BIN_EXE_grundy"));
        let out = std::process::Command::new("python3")
            .arg(&script)
            .args(["test", "-c", &solver, "-d"])
            .arg(&dir)
            .env("PYTHONPATH", &path)
            .current_dir(&root)
            .output()
            .unwrap();
        let said = format!("{}{}", text(out.stdout), text(out.stderr));
        assert!(out.status.success(), "oj test -d {id}:\n{said}");
        assert!(said.contains("test success"), "oj test -d {id}:\n{said}");
        assert!(!said.contains("unrecognizable"), "{said}");
    }
}
