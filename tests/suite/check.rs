//! `grundy check` end to end: shipped sample folders pass, a failing case
//! is named with its line and a whitespace hint, and another program is
//! judged by its answer, time and exit status.

use crate::common;

use common::run_text as grundy;

fn check(args: &[&str]) -> (i32, String, String) {
    let mut all = vec!["check"];
    all.extend(args);
    grundy(&all, b"")
}

#[test]
fn check_passes_shipped_sample_folders() {
    // A few problems only: tests/suite/samples.rs runs every sample already, and
    // some problems build large tables per case in a debug build.
    for id in ["poj2234", "hdu1536", "uva10561", "hdu1079"] {
        let p = grundy::registry::entry(id).unwrap();
        let dir = common::samples_dir().join(p.id);
        let (code, out, err) = check(&[p.id, dir.to_str().unwrap()]);
        let cases = common::samples(p.id).len();
        assert_eq!(code, 0, "{}: {out}{err}", p.id);
        assert_eq!(out, format!("{cases} passed, 0 failed\n"), "{}", p.id);
    }
}

#[test]
fn check_reports_a_failing_case_with_its_line_and_a_whitespace_hint() {
    let dir = common::folder(
        "check-check-failing",
        &[
            ("good.in", "2 45 45\n3 3 6 9\n"),
            ("good.out", "No\nYes\n"),
            ("sub/wrong.in", "2 45 45\n3 3 6 9\n"),
            ("sub/wrong.ans", "No\nNo\n"),
            ("spaces.in", "1 1\n"),
            ("spaces.out", "Yes \n"),
            ("01", "1 1\n"),
            ("01.a", "Yes\n"),
            ("notes.txt", "not a case"),
        ],
    );
    let path = dir.to_str().unwrap();
    let (code, out, _) = check(&["nim", path]);
    assert_eq!(code, 1, "{out}");
    let wrong = format!(
        "FAIL {path}/sub/wrong: wrong answer\n  first difference at line 2\n  expected: No\n  got:      Yes\n"
    );
    assert!(out.contains(&wrong), "{out}");
    assert!(
        out.contains(&format!("FAIL {path}/spaces: wrong answer")),
        "{out}"
    );
    assert!(out.contains("-S (tokens only) would pass"), "{out}");
    assert!(out.ends_with("2 passed, 2 failed\n"), "{out}");
    let (code, out, _) = check(&["nim", path, "-S"]);
    assert_eq!(code, 1);
    assert!(out.ends_with("3 passed, 1 failed\n"), "{out}");
    // One file alone, and a long line cut to 80 columns.
    let long = common::folder(
        "check-check-long",
        &[("x.in", "1 1\n"), ("x.out", &"Yes ".repeat(40))],
    );
    let (code, out, _) = check(&["nim", long.join("x.in").to_str().unwrap()]);
    assert_eq!(code, 1);
    assert!(
        out.lines().all(|l| l.len() <= 80 || l.starts_with("FAIL")),
        "{out}"
    );
    assert!(out.contains("..."), "{out}");
}

#[test]
fn check_ignores_cr_before_lf_only() {
    let dir = common::folder(
        "check-check-crlf",
        &[
            ("a.in", "2 45 45\r\n3 3 6 9\r\n"),
            ("a.out", "No\r\nYes\r\n"),
        ],
    );
    assert_eq!(
        check(&["nim", dir.to_str().unwrap()]).1,
        "1 passed, 0 failed\n"
    );
    std::fs::write(dir.join("a.out"), "No\r\rYes\n").unwrap();
    assert_eq!(check(&["nim", dir.to_str().unwrap()]).0, 1);
}

#[test]
fn check_fails_without_an_expected_file_or_any_case() {
    let dir = common::folder("check-check-missing", &[("a.in", "1 1\n")]);
    let (code, out, _) = check(&["nim", dir.to_str().unwrap()]);
    assert_eq!(code, 1);
    assert!(out.contains("no expected output"), "{out}");
    let empty = common::folder("check-check-empty", &[("readme", "x")]);
    let (code, out, _) = check(&["nim", empty.to_str().unwrap()]);
    assert_eq!(
        (code, out.as_str()),
        (
            1,
            "no case found (NAME.in, or Polygon's NN with NN.a)\n0 passed, 0 failed\n"
        )
    );
    assert_eq!(check(&["nim"]).0, 2);
    assert_eq!(check(&["nim", "/no/such/folder"]).0, 2);
    assert_eq!(check(&["nim", empty.join("readme").to_str().unwrap()]).0, 2);
}

#[test]
fn check_judges_another_program_by_answer_time_and_exit_status() {
    let dir = common::folder(
        "check-check-solution",
        &[
            ("a.in", "2 45 45\n3 3 6 9\n"),
            ("a.out", "No\nYes\n"),
            ("no-answer.in", "1 5\n"),
            ("no-answer-bad.in", "1 x\n"),
            ("errors/bad.in", "1 x\n"),
            (
                "errors/bad.err",
                "grundy: poj2234: line 1, column 3: expected a pile size, found \"x\"\n",
            ),
        ],
    );
    let path = dir.to_str().unwrap();
    let itself = format!("'{}' nim", env!("CARGO_BIN_EXE_grundy"));
    let (code, out, _) = check(&["nim", path, "--solution", &itself]);
    assert_eq!(
        (code, out.as_str()),
        (
            0,
            "1 must-fail case(s) (NAME.err) skipped: they test grundy's own input checks\n3 passed, 0 failed\n"
        )
    );
    let (code, out, _) = check(&[
        "nim",
        path,
        "--solution",
        "while read -r l; do echo Yes; done",
    ]);
    assert_eq!(code, 1);
    assert!(
        out.contains(&format!("FAIL {path}/a: wrong answer")),
        "{out}"
    );
    assert!(
        out.contains(&format!(
            "FAIL {path}/no-answer-bad: answered an input that must be rejected"
        )),
        "{out}"
    );
    assert!(out.ends_with("1 passed, 2 failed\n"), "{out}");
    let (_, out, _) = check(&["nim", path, "--solution", "echo broken >&2; exit 3"]);
    assert!(
        out.contains("crashed (exit status: 3)\n  stderr: broken"),
        "{out}"
    );
    assert!(out.ends_with("1 passed, 2 failed\n"), "{out}");
    let (_, out, _) = check(&[
        "nim",
        path,
        "--solution",
        "while :; do :; done",
        "-t",
        "0.2",
    ]);
    assert!(out.contains("time limit (0.2s) exceeded"), "{out}");
}
