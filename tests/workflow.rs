//! End-to-end tests of the problem setter's commands: `gen`, `validate`,
//! `check` and `stress`, run as a user runs them.

mod common;

use grundy::registry::PROBLEMS;
use grundy::testdata;
use std::process::{Command, Stdio};

/// Runs `grundy ARGS` with `input` on stdin: (status, stdout, stderr).
fn grundy(args: &[&str], input: &[u8]) -> (i32, String, String) {
    let mut c = Command::new(env!("CARGO_BIN_EXE_grundy"));
    c.args(args);
    let out = run_with_input(c, input);
    (
        out.0,
        String::from_utf8_lossy(&out.1).into_owned(),
        String::from_utf8_lossy(&out.2).into_owned(),
    )
}

fn run_with_input(mut c: Command, input: &[u8]) -> (i32, Vec<u8>, Vec<u8>) {
    use std::io::Write;
    let mut child = c
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("start");
    let mut stdin = child.stdin.take().unwrap();
    let input = input.to_vec();
    let writer = std::thread::spawn(move || {
        let _ = stdin.write_all(&input);
    });
    let out = child.wait_with_output().expect("wait");
    writer.join().unwrap();
    (out.status.code().unwrap_or(-1), out.stdout, out.stderr)
}

/// Every problem that has data tools.
fn with_tools() -> Vec<&'static str> {
    PROBLEMS
        .iter()
        .map(|p| p.id)
        .filter(|id| testdata::tools(id).is_some())
        .collect()
}

#[test]
fn gen_is_deterministic_and_its_output_is_valid_and_answered() {
    for id in with_tools() {
        for scale in ["tiny", "judge", "huge"] {
            for seed in ["1", "2", "3"] {
                let args = ["gen", id, "--scale", scale, "--seed", seed];
                let (code, text, err) = grundy(&args, b"");
                assert_eq!((code, err.as_str()), (0, ""), "{args:?}");
                assert!(!text.is_empty(), "{args:?}");
                assert_eq!(grundy(&args, b"").1, text, "{args:?} twice");
                if scale != "huge" {
                    let (code, _, err) = grundy(&["validate", id], text.as_bytes());
                    assert_eq!(code, 0, "{args:?}: {err}\n{text}");
                }
                let (code, _, err) = grundy(&[id], text.as_bytes());
                assert_eq!(code, 0, "{args:?}: {err}\n{text}");
            }
        }
        let one = grundy(&["gen", id, "--seed", "1"], b"").1;
        let two = grundy(&["gen", id, "--seed", "2"], b"").1;
        assert_ne!(one, two, "{id}: the seed changes nothing");
    }
}

#[test]
fn gen_without_a_problem_or_with_a_bad_scale_is_a_usage_error() {
    for (args, needle) in [
        (&["gen"][..], "missing a problem name"),
        (
            &["gen", "nim", "--scale", "big"],
            "--scale takes tiny, judge or huge",
        ),
        (
            &["gen", "nim", "--seed", "x"],
            "--seed takes a whole number",
        ),
        (&["validate", "nim", "a", "b"], "unexpected argument 'b'"),
    ] {
        let (code, out, err) = grundy(args, b"");
        assert_eq!(code, 2, "{args:?}");
        assert!(out.is_empty() && err.contains(needle), "{args:?}: {err}");
    }
}

/// (problem, valid input, input breaking one bound, the message's end).
/// Each bound once just inside (in the valid input) and once just outside.
const BOUNDS: &[(&str, &str, &str, &str)] = &[
    ("poj2234", "20 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 10000000\n1 1\n", "21 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1\n",
        "line 1, column 1: expected a pile count M from 1 to 20 (the official bound), found \"21\""),
    ("poj2234", "1 10000000\n", "1 10000001\n",
        "line 1, column 3: expected a pile size from 1 to 10000000 (the official bound), found \"10000001\""),
    ("poj2234", "1 1\n", "2 1 0\n", "line 1, column 5: expected a pile size from 1 to 10000000 (the official bound), found \"0\""),
    ("poj2234", "1 1\n", "0\n", "expected a pile count M from 1 to 20 (the official bound), found \"0\""),
    ("hdu1907", "1\n1\n4747\n", "1\n1\n4748\n", "line 3, column 1: expected a pile size from 1 to 4747 (the official bound), found \"4748\""),
    ("hdu1907", "1\n47\n1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1\n", "1\n48\n", "expected a pile count N from 1 to 47"),
    ("hdu1907", "1\n1\n1\n", "1\n1\n0\n", "expected a pile size from 1 to 4747"),
    ("hdu1907", "1\n1\n1\n", "475\n", "expected a test case count T from 1 to 474"),
    ("hdu1907", "1\n1\n1\n", "0\n", "expected a test case count T from 1 to 474"),
    ("hdu1846", "100\n1 1\n1 1\n1 1\n1 1\n1 1\n1 1\n1 1\n1 1\n1 1\n1 1\n1 1\n1 1\n1 1\n1 1\n1 1\n1 1\n1 1\n1 1\n1 1\n1 1\n1 1\n1 1\n1 1\n1 1\n1 1\n1 1\n1 1\n1 1\n1 1\n1 1\n1 1\n1 1\n1 1\n1 1\n1 1\n1 1\n1 1\n1 1\n1 1\n1 1\n1 1\n1 1\n1 1\n1 1\n1 1\n1 1\n1 1\n1 1\n1 1\n1 1\n1 1\n1 1\n1 1\n1 1\n1 1\n1 1\n1 1\n1 1\n1 1\n1 1\n1 1\n1 1\n1 1\n1 1\n1 1\n1 1\n1 1\n1 1\n1 1\n1 1\n1 1\n1 1\n1 1\n1 1\n1 1\n1 1\n1 1\n1 1\n1 1\n1 1\n1 1\n1 1\n1 1\n1 1\n1 1\n1 1\n1 1\n1 1\n1 1\n1 1\n1 1\n1 1\n1 1\n1 1\n1 1\n1 1\n1 1\n1 1\n1 1\n1000 1000\n", "101\n", "expected a test case count C from 1 to 100"),
    ("hdu1846", "1\n1000 1\n", "1\n1001 1\n", "line 2, column 1: expected a stone count n from 1 to 1000"),
    ("hdu1846", "1\n1 1000\n", "1\n1 1001\n", "line 2, column 3: expected a largest take m from 1 to 1000"),
    ("hdu1846", "1\n1 1\n", "1\n0 1\n", "expected a stone count n from 1 to 1000"),
    ("hdu1846", "1\n1 1\n", "1\n1 0\n", "expected a largest take m from 1 to 1000"),
    ("poj1067", "0 1000000000\n1000000000 0\n", "1000000001 0\n", "line 1, column 1: expected a pile size a from 0 to 1000000000"),
    ("poj1067", "0 0\n", "0 1000000001\n", "line 1, column 3: expected a pile size b from 0 to 1000000000"),
    ("hdu1536", "100 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 10000\n1\n1 0\n0\n",
        "101\n", "line 1, column 1: expected a set size k (or 0 to end the input) from 0 to 100"),
    ("hdu1536", "1 10000\n1\n1 10000\n0\n", "1 10001\n", "line 1, column 3: expected a move size from 1 to 10000"),
    ("hdu1536", "1 1\n1\n1 1\n0\n", "1 0\n", "expected a move size from 1 to 10000"),
    ("hdu1536", "1 1\n1\n1 1\n0\n", "1 1\n0\n", "line 2, column 1: expected a position count m from 1 to 100"),
    ("hdu1536", "1 1\n1\n1 1\n0\n", "1 1\n101\n", "expected a position count m from 1 to 100"),
    ("hdu1536", "1 1\n1\n1 1\n0\n", "1 1\n1\n0\n", "line 3, column 1: expected a heap count l from 1 to 100"),
    ("hdu1536", "1 1\n1\n1 1\n0\n", "1 1\n1\n101\n", "expected a heap count l from 1 to 100"),
    ("hdu1536", "1 1\n1\n1 10000\n0\n", "1 1\n1\n1 10001\n0\n", "line 3, column 3: expected a heap size from 0 to 10000"),
];

#[test]
fn validate_accepts_each_bound_and_names_the_one_broken() {
    for (id, valid, invalid, message) in BOUNDS {
        let (code, out, err) = grundy(&["validate", id], valid.as_bytes());
        assert_eq!(
            (code, out.as_str(), err.as_str()),
            (0, "", ""),
            "{id}: {valid}"
        );
        let (code, out, err) = grundy(&["validate", id], invalid.as_bytes());
        assert_eq!(code, 1, "{id}: {invalid}");
        assert!(out.is_empty());
        assert!(
            err.starts_with(&format!("grundy: validate: {id}: ")) && err.contains(message),
            "{id}: {invalid}\n{err}"
        );
        assert_eq!(err.lines().count(), 1);
    }
    let covered: Vec<&str> = BOUNDS.iter().map(|b| b.0).collect();
    for id in with_tools() {
        assert!(covered.contains(&id), "{id} has no bound test");
    }
}

#[test]
fn validate_reports_format_faults_the_solver_finds_and_reads_files() {
    let (code, _, err) = grundy(&["validate", "nim"], b"2 1 x\n");
    assert_eq!(code, 1);
    assert!(err.contains("line 1, column 5: expected a pile size from 1 to 10000000 (the official bound), found \"x\""), "{err}");
    let dir = temp_dir("validate-file");
    let file = dir.join("data.in");
    std::fs::write(&file, "1 0\n").unwrap();
    let (code, _, err) = grundy(&["validate", "nim", file.to_str().unwrap()], b"");
    assert_eq!(code, 1);
    assert!(
        err.starts_with(&format!(
            "grundy: validate: poj2234: {}: line 1, column 3",
            file.display()
        )),
        "{err}"
    );
    assert_eq!(grundy(&["validate", "nim", "/no/such/file"], b"").0, 2);
}

/// A fresh folder under the system's temp folder, for this test alone.
fn temp_dir(name: &str) -> std::path::PathBuf {
    let dir = std::env::temp_dir().join(format!("grundy-workflow-{}-{name}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    dir
}
