//! `grundy stress` end to end: each planted bug (`tests/fixtures/`) caught
//! and shrunk, tiny inputs first, and a solution that cannot run refused
//! before round one.

use crate::common;

use common::run_text as grundy;
use std::process::{Command, Stdio};

/// `tests/fixtures/NAME.rs` (a deliberately wrong solution) compiled with
/// the `rustc` that cargo uses, once a test run for all the tests here
/// (the same fixture serves several rows), without `-O`: only its answers
/// are compared, on small inputs.
fn compile_fixture(name: &str) -> std::path::PathBuf {
    static BUILT: std::sync::Mutex<Vec<String>> = std::sync::Mutex::new(Vec::new());
    let dir = std::path::PathBuf::from(env!("CARGO_TARGET_TMPDIR"))
        .join(format!("stress-fixtures-{}", std::process::id()));
    let binary = dir.join(name);
    let mut built = BUILT.lock().unwrap_or_else(|e| e.into_inner());
    if built.iter().any(|b| b == name) {
        return binary;
    }
    std::fs::create_dir_all(&dir).unwrap();
    let source = std::path::Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("tests/fixtures")
        .join(format!("{name}.rs"));
    let rustc = std::env::var("RUSTC").unwrap_or_else(|_| "rustc".into());
    let status = Command::new(rustc)
        .args(["--edition", "2021", "-o"])
        .arg(&binary)
        .arg(&source)
        .status()
        .expect("run rustc");
    assert!(status.success(), "{name} does not compile");
    built.push(name.to_string());
    binary
}

/// Runs `grundy stress` in `dir`: (status, stdout).
fn stress(dir: &std::path::Path, args: &[&str]) -> (i32, String) {
    let mut c = common::command_args(&[&["stress"], args].concat());
    c.current_dir(dir);
    let (code, out, err) = common::run_command(c, b"");
    assert!(err.is_empty(), "{}", String::from_utf8_lossy(&err));
    (code, String::from_utf8(out).unwrap())
}

/// Runs `sh -c command` on `input`: its stdout.
fn answer_of(command: &str, input: &[u8]) -> Vec<u8> {
    let mut c = Command::new("sh");
    c.arg("-c")
        .arg(command)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped());
    common::run_command(c, input).1
}

#[test]
fn stress_catches_and_shrinks_each_planted_bug() {
    let dir = common::fresh_dir("stress-stress");
    // (problem, wrong solution, scale, lines of a one-case input: one pair,
    // one count and one pile line, one `n m`, one set and one position; the
    // whole shrunk input where the issue names it)
    let mut files = Vec::new();
    for (id, fixture, scale, lines, whole) in [
        ("poj1067", "wythoff_double", "judge", 1, None),
        ("hdu1907", "misere_ignores_ones", "judge", 3, None),
        // The examples: shrunk to at most the tiny inputs shown.
        (
            "hdu1907",
            "misere_big_from_xor",
            "judge",
            3,
            Some("1\n2\n2 2\n"),
        ),
        ("hdu1846", "bash_off_by_one", "judge", 2, None),
        (
            "hdu1536",
            "snim_assumes_sorted",
            "judge",
            4,
            Some("2 2 1\n1\n1 1\n0\n"),
        ),
        (
            "hdu1536",
            "snim_assumes_sorted",
            "tiny",
            4,
            Some("2 2 1\n1\n1 1\n0\n"),
        ),
    ] {
        let solution = compile_fixture(fixture);
        let solution = solution.to_str().unwrap();
        let (code, out) = stress(
            &dir,
            &[
                id,
                "--solution",
                solution,
                "--scale",
                scale,
                "--rounds",
                "5",
            ],
        );
        assert_eq!(code, 1, "{fixture}: {out}");
        let round: u64 = out
            .strip_prefix("round ")
            .and_then(|r| r.split(' ').next())
            .and_then(|r| r.parse().ok())
            .unwrap_or_else(|| panic!("{fixture}: {out}"));
        assert!(round <= 3, "{fixture} caught only in round {round}");
        let (file, answer) = out
            .lines()
            .nth(1)
            .and_then(|l| l.strip_prefix("smallest input found, written to "))
            .and_then(|l| l.strip_suffix("):"))
            .and_then(|l| l.split_once(" (answer in "))
            .unwrap_or_else(|| panic!("{fixture}: {out}"));
        assert!(!files.contains(&file.to_string()), "{file} written twice");
        files.push(file.to_string());
        let input = std::fs::read(dir.join(file)).unwrap();
        let text = String::from_utf8(input.clone()).unwrap();
        if let Some(whole) = whole {
            assert_eq!(text, whole, "{fixture} at {scale} scale");
        }
        assert!(
            out.contains(&format!(":\n{text}expected (grundy):\n")),
            "{out}"
        );
        assert_eq!(
            text.lines().count(),
            lines,
            "{fixture}: not shrunk:\n{text}"
        );
        // And still a real disagreement on an input within the bounds.
        let grundy_says = grundy(&[id], &input).1;
        assert_eq!(
            std::fs::read_to_string(dir.join(answer)).unwrap(),
            grundy_says,
            "{fixture}: the expected answer is saved beside the input"
        );
        assert_ne!(
            grundy_says.as_bytes(),
            answer_of(solution, &input),
            "{fixture}:\n{text}"
        );
        assert_eq!(grundy(&["validate", id], &input).0, 0, "{fixture}:\n{text}");
    }
    // The same run again does not overwrite the first one's files.
    assert!(
        files.contains(&"hdu1536-seed1-round1.in".to_string()),
        "{files:?}"
    );
    assert!(
        files.contains(&"hdu1536-seed1-round1-2.in".to_string()),
        "{files:?}"
    );
}

#[test]
fn stress_without_a_scale_tries_tiny_inputs_first_and_writes_to_out() {
    let dir = common::fresh_dir("stress-stress-tiny-first");
    let solution = compile_fixture("snim_assumes_sorted");
    let (code, out) = stress(
        &dir,
        &[
            "hdu1536",
            "--solution",
            solution.to_str().unwrap(),
            "--rounds",
            "4",
            "--out",
            "found",
        ],
    );
    assert_eq!(code, 1, "{out}");
    assert!(out.starts_with("round 1 (seed 1, scale tiny): "), "{out}");
    assert!(
        out.contains(
            "written to found/hdu1536-seed1-round1.in (answer in found/hdu1536-seed1-round1.out)"
        ),
        "{out}"
    );
    assert_eq!(
        std::fs::read_to_string(dir.join("found/hdu1536-seed1-round1.out")).unwrap(),
        "W\n"
    );
}

#[test]
fn stress_refuses_a_solution_that_cannot_run_before_round_one() {
    let dir = common::fresh_dir("stress-stress-cannot-run");
    std::fs::write(dir.join("plain.txt"), "not a program\n").unwrap();
    for solution in ["./no-such-program", "./plain.txt"] {
        let mut c =
            common::command_args(&["stress", "nim", "--solution", solution, "--rounds", "3"]);
        c.current_dir(&dir);
        let (code, out, err) = common::run_command(c, b"");
        let err = String::from_utf8_lossy(&err);
        assert_eq!(code, 2, "{solution}: {err}");
        assert!(out.is_empty(), "{solution}: no round ran");
        assert!(
            err.contains(&format!("cannot run the solution '{solution}'")),
            "{err}"
        );
        assert!(
            std::fs::read_dir(&dir).unwrap().count() == 1,
            "nothing saved"
        );
    }
}

#[test]
fn stress_runs_clean_against_a_right_program_and_checks_its_arguments() {
    let dir = common::fresh_dir("stress-stress-clean");
    let itself = format!("'{}' nim", env!("CARGO_BIN_EXE_grundy"));
    let (code, out) = stress(
        &dir,
        &["nim", "--solution", &itself, "--rounds", "3", "--seed", "7"],
    );
    assert_eq!(
        (code, out.as_str()),
        (0, "3 rounds (seeds 7 to 9), no difference\n")
    );
    // A crash is a disagreement too; the empty input is the smallest one.
    let (code, out) = stress(&dir, &["nim", "--solution", "exit 4", "--rounds", "2"]);
    assert_eq!(code, 1);
    assert!(
        out.ends_with(":\n(empty)\nexpected (grundy):\n(empty)\ngot:\n(crashed: exit status: 4)\n"),
        "{out}"
    );
    for (args, needle) in [
        (&["stress", "nim"][..], "--solution CMD is required"),
        (
            &[
                "stress",
                "nim",
                "--solution",
                "x",
                "--rounds",
                "1",
                "--seconds",
                "1",
            ],
            "not both",
        ),
        (
            &["stress", "nim", "--solution", "x", "--seconds", "0"],
            "--seconds takes a time above 0",
        ),
    ] {
        let (code, _, err) = grundy(args, b"");
        assert_eq!(code, 2, "{args:?}");
        assert!(err.contains(needle), "{args:?}: {err}");
    }
}
