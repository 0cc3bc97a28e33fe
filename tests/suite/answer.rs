//! `grundy answer`: answers written beside every input, a round trip with
//! `grundy check`, an existing answer that differs kept unless `--force`,
//! no answer file for an input grundy rejects, must-fail cases left alone.

use crate::common;

use common::{command_args, run_command};
use std::fs;
use std::path::PathBuf;

/// A fresh folder under the target directory for one test.
fn folder(name: &str) -> PathBuf {
    let dir = common::fresh_dir(&format!("answer-{name}"));
    fs::create_dir_all(dir.join("deep")).unwrap();
    dir
}

fn grundy(args: &[&str]) -> (i32, String, String) {
    let (status, out, err) = run_command(command_args(args), b"");
    (
        status,
        String::from_utf8(out).unwrap(),
        String::from_utf8(err).unwrap(),
    )
}

#[test]
fn answers_every_input_under_a_folder_and_check_then_passes() {
    let dir = folder("round-trip");
    fs::write(dir.join("01.in"), "2 3 3\n1 7\n").unwrap();
    fs::write(dir.join("deep/02.in"), "3 1 2 3\n").unwrap();
    let path = dir.to_str().unwrap();
    let (status, out, err) = grundy(&["answer", "nim", path]);
    assert_eq!((status, err.as_str()), (0, ""), "{out}");
    assert!(
        out.ends_with("2 written, 0 unchanged, 0 kept, 0 rejected\n"),
        "{out}"
    );
    assert_eq!(fs::read_to_string(dir.join("01.out")).unwrap(), "No\nYes\n");
    assert_eq!(fs::read_to_string(dir.join("deep/02.out")).unwrap(), "No\n");
    let (status, out, _) = grundy(&["check", "nim", path]);
    assert_eq!(status, 0, "{out}");
    assert!(out.ends_with("2 passed, 0 failed\n"), "{out}");
    // Again: nothing to do, nothing left behind.
    let (status, out, _) = grundy(&["answer", "nim", path]);
    assert_eq!(status, 0);
    assert!(
        out.ends_with("0 written, 2 unchanged, 0 kept, 0 rejected\n"),
        "{out}"
    );
    let leftovers: Vec<_> = fs::read_dir(&dir)
        .unwrap()
        .map(|e| e.unwrap().file_name())
        .filter(|n| n.to_string_lossy().contains("tmp"))
        .collect();
    assert!(leftovers.is_empty(), "{leftovers:?}");
}

#[test]
fn a_different_answer_is_kept_unless_forced() {
    let dir = folder("force");
    fs::write(dir.join("a.in"), "1 7\n").unwrap();
    fs::write(dir.join("a.out"), "No\n").unwrap();
    let file = dir.join("a.in");
    let file = file.to_str().unwrap();
    let (status, out, _) = grundy(&["answer", "poj2234", file]);
    assert_eq!(status, 1, "{out}");
    assert!(
        out.contains("KEPT ") && out.contains("--force overwrites"),
        "{out}"
    );
    assert_eq!(fs::read_to_string(dir.join("a.out")).unwrap(), "No\n");
    let (status, out, _) = grundy(&["answer", "poj2234", file, "--force"]);
    assert_eq!(status, 0, "{out}");
    assert!(out.contains("overwrote "), "{out}");
    assert_eq!(fs::read_to_string(dir.join("a.out")).unwrap(), "Yes\n");
}

#[test]
fn an_existing_ans_or_polygon_answer_is_the_one_written() {
    let dir = folder("names");
    fs::write(dir.join("k.in"), "1 7\n").unwrap();
    fs::write(dir.join("k.ans"), "").unwrap();
    fs::write(dir.join("07"), "2 1 1\n").unwrap();
    fs::write(dir.join("07.a"), "").unwrap();
    let (status, out, _) = grundy(&["answer", "nim", dir.to_str().unwrap(), "-f"]);
    assert_eq!(status, 0, "{out}");
    assert_eq!(fs::read_to_string(dir.join("k.ans")).unwrap(), "Yes\n");
    assert_eq!(fs::read_to_string(dir.join("07.a")).unwrap(), "No\n");
    assert!(!dir.join("k.out").exists());
}

#[test]
fn a_rejected_input_gets_no_answer_and_must_fail_cases_are_left_alone() {
    let dir = folder("rejected");
    fs::write(dir.join("bad.in"), "2 3 3\n1 x\n").unwrap();
    fs::write(dir.join("must.in"), "1 x\n").unwrap();
    fs::write(dir.join("must.err"), "grundy: poj2234: whatever\n").unwrap();
    let (status, out, _) = grundy(&["answer", "nim", dir.to_str().unwrap()]);
    assert_eq!(status, 1, "{out}");
    assert!(
        out.contains("FAIL ") && out.contains("expected a pile size, found \"x\""),
        "{out}"
    );
    assert!(
        out.contains("1 must-fail case(s) (NAME.err) left alone"),
        "{out}"
    );
    assert!(
        out.ends_with("0 written, 0 unchanged, 0 kept, 1 rejected\n"),
        "{out}"
    );
    assert!(!dir.join("bad.out").exists() && !dir.join("must.out").exists());
}

#[test]
fn no_path_or_no_input_is_said() {
    let (status, _, err) = grundy(&["answer", "nim"]);
    assert_eq!(status, 2);
    assert!(err.contains("answer: missing a PATH"), "{err}");
    let dir = folder("empty");
    let (status, out, _) = grundy(&["answer", "nim", dir.to_str().unwrap()]);
    assert_eq!(status, 1);
    assert!(out.contains("no input found"), "{out}");
}
