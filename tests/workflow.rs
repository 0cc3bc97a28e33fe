//! End-to-end tests of the problem setter's commands: `gen`, `validate`,
//! `check` and `stress`, run as a user runs them.

mod common;

use grundy::registry::PROBLEMS;
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

/// Every problem (each has its tools in its registry row).
fn with_tools() -> Vec<&'static str> {
    PROBLEMS.iter().map(|p| p.id).collect()
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
    ("hdu2509", "100\n1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 100\n", "101\n", "line 1, column 1: expected a line count n from 1 to 100"),
    ("hdu2509", "1\n100\n\n1\n1\n", "1\n101\n", "line 2, column 1: expected a line length from 1 to 100"),
    ("hdu2509", "1\n1\n", "1\n0\n", "expected a line length from 1 to 100"),
    ("hdu2509", "1\n1\n", "0\n", "expected a line count n from 1 to 100"),
    ("hdu1847", "1\n1000\n", "1001\n", "line 1, column 1: expected a card count n from 1 to 1000"),
    ("hdu1847", "1\n", "5\n0\n", "line 2, column 1: expected a card count n from 1 to 1000"),
    ("hdu1848", "1 1 1\n1000 1000 1000\n0 0 0\n", "1001 1 1\n0 0 0\n", "line 1, column 1: expected a heap size m (or `0 0 0` to end the input) from 0 to 1000"),
    ("hdu1848", "1 1 1\n0 0 0\n", "1 1001 1\n0 0 0\n", "line 1, column 3: expected a heap size n from 1 to 1000"),
    ("hdu1848", "1 1 1\n0 0 0\n", "1 1 0\n0 0 0\n", "line 1, column 5: expected a heap size p from 1 to 1000"),
    ("hdu1848", "1 1 1\n0 0 0\n", "0 1 1\n", "line 1, column 3: expected 0 (`0 0 0` ends the input), found \"1\""),
    ("hdu1849", "1000\n1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1000\n0\n", "1001\n", "line 1, column 1: expected a token count m (or 0 to end the input) from 0 to 1000"),
    ("hdu1849", "1\n0\n0\n", "1\n1001\n0\n", "line 2, column 1: expected a token's cell from 0 to 1000"),
    ("hdu1850", "2\n1 1000000\n100\n1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1\n0\n", "1\n1\n0\n", "line 1, column 1: expected a pile count M from 2 to 100 (the official bound) or 0 to end the input, found \"1\""),
    ("hdu1850", "2\n1 1\n0\n", "101\n", "expected a pile count M from 2 to 100"),
    ("hdu1850", "2\n1 1\n0\n", "2\n1 1000001\n0\n", "line 2, column 3: expected a pile size from 1 to 1000000"),
    ("hdu1850", "2\n1 1\n0\n", "2\n0 1\n0\n", "line 2, column 1: expected a pile size from 1 to 1000000"),
    ("hdu2176", "1\n18446744073709551615\n0\n", "200001\n", "line 1, column 1: expected a pile count m (or 0 to end the input) from 0 to 200000"),
    ("hdu2176", "1\n1\n0\n", "1\n0\n0\n", "line 2, column 1: expected a pile size from 1 to 18446744073709551615"),
    ("hdu2149", "1 1\n1099 1099\n", "1100 1\n", "line 1, column 1: expected a cost price M from 1 to 1099"),
    ("hdu2149", "1 1\n", "1 1100\n", "line 1, column 3: expected a largest raise N from 1 to 1099"),
    ("hdu2149", "1 1\n", "0 1\n", "expected a cost price M from 1 to 1099"),
    ("hdu2149", "1 1\n", "1 0\n", "expected a largest raise N from 1 to 1099"),
    ("hdu2188", "2\n9999 10\n1 1\n", "1\n10000 1\n", "line 2, column 1: expected a target total n from 1 to 9999"),
    ("hdu2188", "1\n1 10\n", "1\n1 11\n", "line 2, column 3: expected a largest donation m from 1 to 10"),
    ("hdu2188", "1\n1 1\n", "1\n0 1\n", "expected a target total n from 1 to 9999"),
    ("hdu2188", "1\n1 1\n", "1\n1 0\n", "expected a largest donation m from 1 to 10"),
    ("hdu2188", "1\n1 1\n", "0\n", "expected a test case count C from 1 to"),
    ("hdu2147", "1 1\n2000 2000\n0 0\n", "2001 1\n0 0\n", "line 1, column 1: expected a row count n (or `0 0` to end the input) from 0 to 2000"),
    ("hdu2147", "1 1\n0 0\n", "1 2001\n0 0\n", "line 1, column 3: expected a column count m from 1 to 2000"),
    ("hdu2147", "1 1\n0 0\n", "1 0\n0 0\n", "expected a column count m from 1 to 2000"),
    ("hdu2147", "1 1\n0 0\n", "0 1\n", "line 1, column 3: expected 0 (`0 0` ends the input), found \"1\""),
    ("hdu1517", "2\n4294967294\n", "4294967295\n", "line 1, column 1: expected a target n from 2 to 4294967294"),
    ("hdu1517", "2\n", "1\n", "expected a target n from 2 to 4294967294"),
    ("hdu1079", "2\n1900 1 1\n2001 11 4\n", "1\n1899 12 31\n", "line 2, column 1: expected a year from 1900 to 2001"),
    ("hdu1079", "1\n2001 1 1\n", "1\n2002 1 1\n", "expected a year from 1900 to 2001"),
    ("hdu1079", "1\n2000 12 31\n", "1\n2000 13 1\n", "line 2, column 6: expected a month from 1 to 12"),
    ("hdu1079", "1\n2000 1 1\n", "1\n2000 0 1\n", "expected a month from 1 to 12"),
    ("hdu1079", "1\n2000 1 31\n", "1\n2000 1 32\n", "line 2, column 8: expected a day from 1 to 31"),
    ("hdu1079", "1\n2000 1 1\n", "1\n2000 1 0\n", "expected a day from 1 to 31"),
    ("hdu1079", "1\n2000 2 29\n", "1\n2001 11 5\n", "line 2, column 9: expected a day from 1 to 4 (the game ends on 2001-11-04)"),
    ("hdu1079", "1\n2000 1 1\n", "0\n", "expected a test case count T from 1 to"),
    ("hdu1404", "0\n999999\n012345\n", "1234567\n", "line 1, column 1: expected a string of digits, of a length from 1 to 6 (the official bound), found \"1234567\""),
    ("hdu1404", "0\n", "12a\n", "expected a string of digits, of a length from 1 to 6"),
    ("hdu2177", "0 1000000\n1000000 1000000\n0 0\n", "0 1000001\n0 0\n", "line 1, column 3: expected a pile size b, at least a, from 0 to 1000000"),
    ("hdu2177", "1 1\n0 0\n", "1000001 1000001\n0 0\n", "line 1, column 1: expected a pile size a (or `0 0` to end the input) from 0 to 1000000"),
    ("hdu2177", "5 5\n0 0\n", "5 4\n0 0\n", "line 1, column 3: expected a pile size b, at least a, from 5 to 1000000"),
    ("poj1704", "1\n1\n10000\n", "1\n1\n10001\n", "line 3, column 1: expected a cell from 1 to 10000"),
    ("poj1704", "1\n1\n1\n", "1\n1\n0\n", "expected a cell from 1 to 10000"),
    ("poj1704", "1\n1\n1\n", "1\n1001\n", "line 2, column 1: expected a piece count N from 1 to 1000"),
    ("poj1704", "1\n1\n1\n", "1\n0\n", "expected a piece count N from 1 to 1000"),
    ("poj1704", "20\n1\n1\n1\n1\n1\n1\n1\n1\n1\n1\n1\n1\n1\n1\n1\n1\n1\n1\n1\n1\n1\n1\n1\n1\n1\n1\n1\n1\n1\n1\n1\n1\n1\n1\n1\n1\n1\n1\n1\n1\n", "21\n", "expected a test case count T from 1 to 20"),
    ("poj1704", "1\n2\n3 1\n", "1\n2\n3 3\n", "line 3, column 3: expected a cell of at least 1 that no other piece holds"),
    ("hdu1730", "1 100\n1 100\n", "1001 2\n", "line 1, column 1: expected a row count n from 1 to 1000"),
    ("hdu1730", "1 2\n2 1\n", "1 101\n", "line 1, column 3: expected a column count m from 2 to 100"),
    ("hdu1730", "1 2\n2 1\n", "1 1\n", "expected a column count m from 2 to 100"),
    ("hdu1730", "1 5\n5 1\n", "1 5\n6 1\n", "line 2, column 1: expected Tom's column from 1 to 5"),
    ("hdu1730", "1 5\n1 5\n", "1 5\n1 6\n", "line 2, column 3: expected Jerry's column from 1 to 5"),
    ("hdu1730", "1 5\n1 5\n", "1 5\n0 5\n", "expected Tom's column from 1 to 5"),
    ("hdu1729", "1\n1000000 1000000\n0\n", "1\n1000001 0\n0\n", "line 2, column 1: expected a box size s from 0 to 1000000"),
    ("hdu1729", "1\n7 7\n0\n", "1\n7 8\n0\n", "line 2, column 3: expected a stone count c, at most s, from 0 to 7"),
    ("hdu1729", "1\n0 0\n0\n", "51\n", "line 1, column 1: expected a box count N (or 0 to end the input) from 0 to 50"),
    ("uva10561", "2\n...\nX.X\n", "1\n..\n", "line 2, column 1: expected a board of '.' and 'X', of a length from 3 to 200 (the official bound), found \"..\""),
    ("uva10561", "1\n...\n", "1\nXXX\n", "line 2, column 1: expected a board of '.' and 'X' without three X in a row"),
    ("uva10561", "1\n...\n", "100\n", "expected a board count N from 1 to 99"),
    ("uva10561", "1\n...\n", "0\n", "expected a board count N from 1 to 99"),
    ("hdu5963", "1\n2 1\n1 2 1\n1 2 1 0\n", "6\n", "line 1, column 1: expected a test case count from 1 to 5"),
    ("hdu5963", "1\n1 1\n0 1\n", "1\n40000 1\n", "line 2, column 1: expected a node count n from 1 to 39999"),
    ("hdu5963", "1\n1 1\n0 1\n", "1\n1 40000\n", "line 2, column 3: expected an operation count m from 1 to 39999"),
    ("hdu5963", "1\n2 1\n2 1 0\n0 2\n", "1\n2 1\n3 1 0\n", "line 3, column 1: expected an edge's node x from 1 to 2"),
    ("hdu5963", "1\n2 1\n1 2 1\n0 1\n", "1\n2 1\n1 2 2\n", "line 3, column 5: expected an edge weight z from 0 to 1"),
    ("hdu5963", "1\n2 1\n1 2 1\n0 1\n", "1\n2 1\n1 2 1\n2 1\n", "line 4, column 1: expected an operation 0 (query) or 1 (update) from 0 to 1"),
    ("hdu5963", "1\n2 1\n1 2 1\n1 2 1 1\n", "1\n2 1\n1 2 1\n1 2 1 2\n", "line 4, column 7: expected a weight z from 0 to 1"),
    ("hdu5963", "1\n3 1\n1 2 1\n2 3 0\n0 3\n", "1\n3 1\n1 2 1\n2 1 0\n0 3\n", "line 4, column 3: expected a node number from 1 to 3 not yet connected to x"),
    ("lightoj1253", "1\n100\n1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1000000000\n", "1\n101\n", "line 2, column 1: expected a pile count k from 1 to 100"),
    ("lightoj1253", "1\n1\n1\n", "1\n1\n1000000001\n", "line 3, column 1: expected a pile size from 1 to 1000000000"),
    ("lightoj1253", "1\n1\n1\n", "1\n1\n0\n", "expected a pile size from 1 to 1000000000"),
    ("lightoj1253", "1\n1\n1\n", "1\n0\n", "expected a pile count k from 1 to 100"),
    ("lightoj1253", "1\n1\n1\n", "201\n", "expected a test case count T from 1 to 200"),
    ("lightoj1253", "1\n1\n1\n", "0\n", "expected a test case count T from 1 to 200"),
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

/// Writes `files` (name, contents) into a fresh temp folder.
fn folder(name: &str, files: &[(&str, &str)]) -> std::path::PathBuf {
    let dir = temp_dir(name);
    for (file, text) in files {
        let path = dir.join(file);
        std::fs::create_dir_all(path.parent().unwrap()).unwrap();
        std::fs::write(path, text).unwrap();
    }
    dir
}

fn check(args: &[&str]) -> (i32, String, String) {
    let mut all = vec!["check"];
    all.extend(args);
    grundy(&all, b"")
}

#[test]
fn check_passes_shipped_sample_folders() {
    // A few problems only: tests/samples.rs runs every sample already, and
    // some problems build large tables per case in a debug build.
    for id in ["poj2234", "hdu1536", "uva10561", "hdu1079"] {
        let p = grundy::registry::find(id).unwrap();
        let dir = common::samples_dir().join(p.id);
        let (code, out, err) = check(&[p.id, dir.to_str().unwrap()]);
        let cases = common::samples(p.id).len();
        assert_eq!(code, 0, "{}: {out}{err}", p.id);
        assert_eq!(out, format!("{cases} passed, 0 failed\n"), "{}", p.id);
    }
}

#[test]
fn check_reports_a_failing_case_with_its_line_and_a_whitespace_hint() {
    let dir = folder(
        "check-failing",
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
    let long = folder(
        "check-long",
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
    let dir = folder(
        "check-crlf",
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
    let dir = folder("check-missing", &[("a.in", "1 1\n")]);
    let (code, out, _) = check(&["nim", dir.to_str().unwrap()]);
    assert_eq!(code, 1);
    assert!(out.contains("no expected output"), "{out}");
    let empty = folder("check-empty", &[("readme", "x")]);
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
    let dir = folder(
        "check-solution",
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

/// Compiles `tests/fixtures/NAME.rs` (a deliberately wrong solution) into
/// `dir`, with the `rustc` that cargo uses.
fn compile_fixture(name: &str, dir: &std::path::Path) -> std::path::PathBuf {
    let source = std::path::Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("tests/fixtures")
        .join(format!("{name}.rs"));
    let binary = dir.join(name);
    let rustc = std::env::var("RUSTC").unwrap_or_else(|_| "rustc".into());
    let status = Command::new(rustc)
        .args(["-O", "--edition", "2021", "-o"])
        .arg(&binary)
        .arg(&source)
        .status()
        .expect("run rustc");
    assert!(status.success(), "{name} does not compile");
    binary
}

/// Runs `grundy stress` in `dir`: (status, stdout).
fn stress(dir: &std::path::Path, args: &[&str]) -> (i32, String) {
    let mut c = Command::new(env!("CARGO_BIN_EXE_grundy"));
    c.arg("stress").args(args).current_dir(dir);
    let (code, out, err) = run_with_input(c, b"");
    assert!(err.is_empty(), "{}", String::from_utf8_lossy(&err));
    (code, String::from_utf8(out).unwrap())
}

/// Runs `sh -c command` on `input`: its stdout.
fn answer_of(command: &str, input: &[u8]) -> Vec<u8> {
    let mut c = Command::new("sh");
    c.arg("-c").arg(command);
    run_with_input(c, input).1
}

#[test]
fn stress_catches_and_shrinks_each_planted_bug() {
    let dir = temp_dir("stress");
    // (problem, wrong solution, scale, lines of a one-case input: one pair,
    // one count and one pile line, one `n m`, one set and one position)
    for (id, fixture, scale, lines) in [
        ("poj1067", "wythoff_double", "judge", 1),
        ("hdu1907", "misere_ignores_ones", "judge", 3),
        ("hdu1846", "bash_off_by_one", "judge", 2),
        ("hdu1536", "snim_assumes_sorted", "judge", 4),
        ("hdu1536", "snim_assumes_sorted", "tiny", 4),
    ] {
        let solution = compile_fixture(fixture, &dir);
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
        let file = out
            .lines()
            .nth(1)
            .and_then(|l| l.strip_prefix("smallest input found, written to "))
            .and_then(|l| l.strip_suffix(':'))
            .unwrap_or_else(|| panic!("{fixture}: {out}"));
        let input = std::fs::read(dir.join(file)).unwrap();
        let text = String::from_utf8(input.clone()).unwrap();
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
        assert_ne!(
            grundy_says.as_bytes(),
            answer_of(solution, &input),
            "{fixture}:\n{text}"
        );
        assert_eq!(grundy(&["validate", id], &input).0, 0, "{fixture}:\n{text}");
    }
    let tiny = std::fs::read_to_string(dir.join("stress-hdu1536-seed1.in")).unwrap();
    assert_eq!(
        tiny, "2 2 1\n1\n1 1\n0\n",
        "the tiny S-Nim bug shrinks all the way"
    );
}

#[test]
fn stress_runs_clean_against_a_right_program_and_checks_its_arguments() {
    let dir = temp_dir("stress-clean");
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
