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
    ("hdu4315", "1000 1000\n99000 99001 99002 99003 99004 99005 99006 99007 99008 99009 99010 99011 99012 99013 99014 99015 99016 99017 99018 99019 99020 99021 99022 99023 99024 99025 99026 99027 99028 99029 99030 99031 99032 99033 99034 99035 99036 99037 99038 99039 99040 99041 99042 99043 99044 99045 99046 99047 99048 99049 99050 99051 99052 99053 99054 99055 99056 99057 99058 99059 99060 99061 99062 99063 99064 99065 99066 99067 99068 99069 99070 99071 99072 99073 99074 99075 99076 99077 99078 99079 99080 99081 99082 99083 99084 99085 99086 99087 99088 99089 99090 99091 99092 99093 99094 99095 99096 99097 99098 99099 99100 99101 99102 99103 99104 99105 99106 99107 99108 99109 99110 99111 99112 99113 99114 99115 99116 99117 99118 99119 99120 99121 99122 99123 99124 99125 99126 99127 99128 99129 99130 99131 99132 99133 99134 99135 99136 99137 99138 99139 99140 99141 99142 99143 99144 99145 99146 99147 99148 99149 99150 99151 99152 99153 99154 99155 99156 99157 99158 99159 99160 99161 99162 99163 99164 99165 99166 99167 99168 99169 99170 99171 99172 99173 99174 99175 99176 99177 99178 99179 99180 99181 99182 99183 99184 99185 99186 99187 99188 99189 99190 99191 99192 99193 99194 99195 99196 99197 99198 99199 99200 99201 99202 99203 99204 99205 99206 99207 99208 99209 99210 99211 99212 99213 99214 99215 99216 99217 99218 99219 99220 99221 99222 99223 99224 99225 99226 99227 99228 99229 99230 99231 99232 99233 99234 99235 99236 99237 99238 99239 99240 99241 99242 99243 99244 99245 99246 99247 99248 99249 99250 99251 99252 99253 99254 99255 99256 99257 99258 99259 99260 99261 99262 99263 99264 99265 99266 99267 99268 99269 99270 99271 99272 99273 99274 99275 99276 99277 99278 99279 99280 99281 99282 99283 99284 99285 99286 99287 99288 99289 99290 99291 99292 99293 99294 99295 99296 99297 99298 99299 99300 99301 99302 99303 99304 99305 99306 99307 99308 99309 99310 99311 99312 99313 99314 99315 99316 99317 99318 99319 99320 99321 99322 99323 99324 99325 99326 99327 99328 99329 99330 99331 99332 99333 99334 99335 99336 99337 99338 99339 99340 99341 99342 99343 99344 99345 99346 99347 99348 99349 99350 99351 99352 99353 99354 99355 99356 99357 99358 99359 99360 99361 99362 99363 99364 99365 99366 99367 99368 99369 99370 99371 99372 99373 99374 99375 99376 99377 99378 99379 99380 99381 99382 99383 99384 99385 99386 99387 99388 99389 99390 99391 99392 99393 99394 99395 99396 99397 99398 99399 99400 99401 99402 99403 99404 99405 99406 99407 99408 99409 99410 99411 99412 99413 99414 99415 99416 99417 99418 99419 99420 99421 99422 99423 99424 99425 99426 99427 99428 99429 99430 99431 99432 99433 99434 99435 99436 99437 99438 99439 99440 99441 99442 99443 99444 99445 99446 99447 99448 99449 99450 99451 99452 99453 99454 99455 99456 99457 99458 99459 99460 99461 99462 99463 99464 99465 99466 99467 99468 99469 99470 99471 99472 99473 99474 99475 99476 99477 99478 99479 99480 99481 99482 99483 99484 99485 99486 99487 99488 99489 99490 99491 99492 99493 99494 99495 99496 99497 99498 99499 99500 99501 99502 99503 99504 99505 99506 99507 99508 99509 99510 99511 99512 99513 99514 99515 99516 99517 99518 99519 99520 99521 99522 99523 99524 99525 99526 99527 99528 99529 99530 99531 99532 99533 99534 99535 99536 99537 99538 99539 99540 99541 99542 99543 99544 99545 99546 99547 99548 99549 99550 99551 99552 99553 99554 99555 99556 99557 99558 99559 99560 99561 99562 99563 99564 99565 99566 99567 99568 99569 99570 99571 99572 99573 99574 99575 99576 99577 99578 99579 99580 99581 99582 99583 99584 99585 99586 99587 99588 99589 99590 99591 99592 99593 99594 99595 99596 99597 99598 99599 99600 99601 99602 99603 99604 99605 99606 99607 99608 99609 99610 99611 99612 99613 99614 99615 99616 99617 99618 99619 99620 99621 99622 99623 99624 99625 99626 99627 99628 99629 99630 99631 99632 99633 99634 99635 99636 99637 99638 99639 99640 99641 99642 99643 99644 99645 99646 99647 99648 99649 99650 99651 99652 99653 99654 99655 99656 99657 99658 99659 99660 99661 99662 99663 99664 99665 99666 99667 99668 99669 99670 99671 99672 99673 99674 99675 99676 99677 99678 99679 99680 99681 99682 99683 99684 99685 99686 99687 99688 99689 99690 99691 99692 99693 99694 99695 99696 99697 99698 99699 99700 99701 99702 99703 99704 99705 99706 99707 99708 99709 99710 99711 99712 99713 99714 99715 99716 99717 99718 99719 99720 99721 99722 99723 99724 99725 99726 99727 99728 99729 99730 99731 99732 99733 99734 99735 99736 99737 99738 99739 99740 99741 99742 99743 99744 99745 99746 99747 99748 99749 99750 99751 99752 99753 99754 99755 99756 99757 99758 99759 99760 99761 99762 99763 99764 99765 99766 99767 99768 99769 99770 99771 99772 99773 99774 99775 99776 99777 99778 99779 99780 99781 99782 99783 99784 99785 99786 99787 99788 99789 99790 99791 99792 99793 99794 99795 99796 99797 99798 99799 99800 99801 99802 99803 99804 99805 99806 99807 99808 99809 99810 99811 99812 99813 99814 99815 99816 99817 99818 99819 99820 99821 99822 99823 99824 99825 99826 99827 99828 99829 99830 99831 99832 99833 99834 99835 99836 99837 99838 99839 99840 99841 99842 99843 99844 99845 99846 99847 99848 99849 99850 99851 99852 99853 99854 99855 99856 99857 99858 99859 99860 99861 99862 99863 99864 99865 99866 99867 99868 99869 99870 99871 99872 99873 99874 99875 99876 99877 99878 99879 99880 99881 99882 99883 99884 99885 99886 99887 99888 99889 99890 99891 99892 99893 99894 99895 99896 99897 99898 99899 99900 99901 99902 99903 99904 99905 99906 99907 99908 99909 99910 99911 99912 99913 99914 99915 99916 99917 99918 99919 99920 99921 99922 99923 99924 99925 99926 99927 99928 99929 99930 99931 99932 99933 99934 99935 99936 99937 99938 99939 99940 99941 99942 99943 99944 99945 99946 99947 99948 99949 99950 99951 99952 99953 99954 99955 99956 99957 99958 99959 99960 99961 99962 99963 99964 99965 99966 99967 99968 99969 99970 99971 99972 99973 99974 99975 99976 99977 99978 99979 99980 99981 99982 99983 99984 99985 99986 99987 99988 99989 99990 99991 99992 99993 99994 99995 99996 99997 99998 99999\n", "1001 1\n", "line 1, column 1: expected a person count N from 1 to 1000"),
    ("hdu4315", "1 1\n1\n", "0 1\n", "expected a person count N from 1 to 1000"),
    ("hdu4315", "2 2\n1 99999\n", "2 3\n1 2\n", "line 1, column 3: expected the king's rank k from 1 to 2"),
    ("hdu4315", "2 1\n1 2\n", "2 0\n1 2\n", "expected the king's rank k from 1 to 2"),
    ("hdu4315", "1 1\n99999\n", "1 1\n100000\n", "line 2, column 1: expected a cell from 1 to 99999"),
    ("hdu4315", "1 1\n1\n", "2 1\n0 1\n", "line 2, column 1: expected a cell from 1 to 99999"),
    ("hdu4315", "2 1\n1 2\n", "2 1\n2 2\n", "line 2, column 3: expected a cell of at least 1, greater than the previous one"),
    ("hdu3094", "1\n1\n", "101\n", "line 1, column 1: expected a test case count T from 1 to 100"),
    ("hdu3094", "1\n1\n", "0\n", "expected a test case count T from 1 to 100"),
    ("hdu3094", "1\n1\n", "1\n100001\n", "line 2, column 1: expected a vertex count N from 1 to 100000"),
    ("hdu3094", "1\n1\n", "1\n0\n", "expected a vertex count N from 1 to 100000"),
    ("hdu3094", "1\n2\n2 1\n", "1\n2\n3 1\n", "line 3, column 1: expected an edge's vertex I from 1 to 2"),
    ("hdu3094", "1\n2\n1 2\n", "1\n2\n1 0\n", "line 3, column 3: expected an edge's vertex J from 1 to 2"),
    ("hdu3094", "1\n3\n1 2\n3 2\n", "1\n3\n1 2\n2 1\n", "line 4, column 3: expected a vertex from 1 to 3 not yet connected to I (the edges must form a tree)"),
    ("hdu1524", "1\n0\n1 0\n0\n", "0\n", "line 1, column 1: expected a position count N from 1 to 1000"),
    ("hdu1524", "1\n0\n0\n", "1001\n", "expected a position count N from 1 to 1000"),
    ("hdu1524", "2\n1 1\n0\n10 0 0 0 0 0 0 0 0 0 1\n0\n", "2\n2 1 1\n0\n0\n", "line 2, column 1: expected an out-position count X from 0 to 1"),
    ("hdu1524", "2\n1 1\n0\n0\n", "2\n1 2\n0\n0\n", "line 2, column 3: expected an out-position from 0 to 1"),
    ("hdu1524", "2\n1 1\n0\n1 1\n0\n", "2\n1 1\n0\n11 0 0 0 0 0 0 0 0 0 0 0\n0\n", "line 4, column 1: expected a chessman count M (or 0 to end the test case) from 0 to 10"),
    ("hdu1524", "2\n1 1\n0\n1 1\n0\n", "2\n1 1\n0\n1 2\n0\n", "line 4, column 3: expected a chessman's position from 0 to 1"),
    ("hdu1524", "2\n1 1\n0\n0\n", "2\n1 1\n1 0\n0\n", "expected out-positions without a cycle before the queries"),
    ("poj3710", "1\n1 0\n", "0\n", "line 1, column 1: expected a picture count N from 1 to 99"),
    ("poj3710", "99\n1 0\n1 0\n1 0\n1 0\n1 0\n1 0\n1 0\n1 0\n1 0\n1 0\n1 0\n1 0\n1 0\n1 0\n1 0\n1 0\n1 0\n1 0\n1 0\n1 0\n1 0\n1 0\n1 0\n1 0\n1 0\n1 0\n1 0\n1 0\n1 0\n1 0\n1 0\n1 0\n1 0\n1 0\n1 0\n1 0\n1 0\n1 0\n1 0\n1 0\n1 0\n1 0\n1 0\n1 0\n1 0\n1 0\n1 0\n1 0\n1 0\n1 0\n1 0\n1 0\n1 0\n1 0\n1 0\n1 0\n1 0\n1 0\n1 0\n1 0\n1 0\n1 0\n1 0\n1 0\n1 0\n1 0\n1 0\n1 0\n1 0\n1 0\n1 0\n1 0\n1 0\n1 0\n1 0\n1 0\n1 0\n1 0\n1 0\n1 0\n1 0\n1 0\n1 0\n1 0\n1 0\n1 0\n1 0\n1 0\n1 0\n1 0\n1 0\n1 0\n1 0\n1 0\n1 0\n1 0\n1 0\n1 0\n1 0\n", "100\n", "expected a picture count N from 1 to 99"),
    ("poj3710", "1\n99 1\n99 1\n", "1\n100 0\n", "line 2, column 1: expected a vertex count m from 1 to 99"),
    ("poj3710", "1\n1 0\n", "1\n0 0\n", "expected a vertex count m from 1 to 99"),
    ("poj3710", "1\n2 499\n1 2\n1 2\n1 2\n1 2\n1 2\n1 2\n1 2\n1 2\n1 2\n1 2\n1 2\n1 2\n1 2\n1 2\n1 2\n1 2\n1 2\n1 2\n1 2\n1 2\n1 2\n1 2\n1 2\n1 2\n1 2\n1 2\n1 2\n1 2\n1 2\n1 2\n1 2\n1 2\n1 2\n1 2\n1 2\n1 2\n1 2\n1 2\n1 2\n1 2\n1 2\n1 2\n1 2\n1 2\n1 2\n1 2\n1 2\n1 2\n1 2\n1 2\n1 2\n1 2\n1 2\n1 2\n1 2\n1 2\n1 2\n1 2\n1 2\n1 2\n1 2\n1 2\n1 2\n1 2\n1 2\n1 2\n1 2\n1 2\n1 2\n1 2\n1 2\n1 2\n1 2\n1 2\n1 2\n1 2\n1 2\n1 2\n1 2\n1 2\n1 2\n1 2\n1 2\n1 2\n1 2\n1 2\n1 2\n1 2\n1 2\n1 2\n1 2\n1 2\n1 2\n1 2\n1 2\n1 2\n1 2\n1 2\n1 2\n1 2\n1 2\n1 2\n1 2\n1 2\n1 2\n1 2\n1 2\n1 2\n1 2\n1 2\n1 2\n1 2\n1 2\n1 2\n1 2\n1 2\n1 2\n1 2\n1 2\n1 2\n1 2\n1 2\n1 2\n1 2\n1 2\n1 2\n1 2\n1 2\n1 2\n1 2\n1 2\n1 2\n1 2\n1 2\n1 2\n1 2\n1 2\n1 2\n1 2\n1 2\n1 2\n1 2\n1 2\n1 2\n1 2\n1 2\n1 2\n1 2\n1 2\n1 2\n1 2\n1 2\n1 2\n1 2\n1 2\n1 2\n1 2\n1 2\n1 2\n1 2\n1 2\n1 2\n1 2\n1 2\n1 2\n1 2\n1 2\n1 2\n1 2\n1 2\n1 2\n1 2\n1 2\n1 2\n1 2\n1 2\n1 2\n1 2\n1 2\n1 2\n1 2\n1 2\n1 2\n1 2\n1 2\n1 2\n1 2\n1 2\n1 2\n1 2\n1 2\n1 2\n1 2\n1 2\n1 2\n1 2\n1 2\n1 2\n1 2\n1 2\n1 2\n1 2\n1 2\n1 2\n1 2\n1 2\n1 2\n1 2\n1 2\n1 2\n1 2\n1 2\n1 2\n1 2\n1 2\n1 2\n1 2\n1 2\n1 2\n1 2\n1 2\n1 2\n1 2\n1 2\n1 2\n1 2\n1 2\n1 2\n1 2\n1 2\n1 2\n1 2\n1 2\n1 2\n1 2\n1 2\n1 2\n1 2\n1 2\n1 2\n1 2\n1 2\n1 2\n1 2\n1 2\n1 2\n1 2\n1 2\n1 2\n1 2\n1 2\n1 2\n1 2\n1 2\n1 2\n1 2\n1 2\n1 2\n1 2\n1 2\n1 2\n1 2\n1 2\n1 2\n1 2\n1 2\n1 2\n1 2\n1 2\n1 2\n1 2\n1 2\n1 2\n1 2\n1 2\n1 2\n1 2\n1 2\n1 2\n1 2\n1 2\n1 2\n1 2\n1 2\n1 2\n1 2\n1 2\n1 2\n1 2\n1 2\n1 2\n1 2\n1 2\n1 2\n1 2\n1 2\n1 2\n1 2\n1 2\n1 2\n1 2\n1 2\n1 2\n1 2\n1 2\n1 2\n1 2\n1 2\n1 2\n1 2\n1 2\n1 2\n1 2\n1 2\n1 2\n1 2\n1 2\n1 2\n1 2\n1 2\n1 2\n1 2\n1 2\n1 2\n1 2\n1 2\n1 2\n1 2\n1 2\n1 2\n1 2\n1 2\n1 2\n1 2\n1 2\n1 2\n1 2\n1 2\n1 2\n1 2\n1 2\n1 2\n1 2\n1 2\n1 2\n1 2\n1 2\n1 2\n1 2\n1 2\n1 2\n1 2\n1 2\n1 2\n1 2\n1 2\n1 2\n1 2\n1 2\n1 2\n1 2\n1 2\n1 2\n1 2\n1 2\n1 2\n1 2\n1 2\n1 2\n1 2\n1 2\n1 2\n1 2\n1 2\n1 2\n1 2\n1 2\n1 2\n1 2\n1 2\n1 2\n1 2\n1 2\n1 2\n1 2\n1 2\n1 2\n1 2\n1 2\n1 2\n1 2\n1 2\n1 2\n1 2\n1 2\n1 2\n1 2\n1 2\n1 2\n1 2\n1 2\n1 2\n1 2\n1 2\n1 2\n1 2\n1 2\n1 2\n1 2\n1 2\n1 2\n1 2\n1 2\n1 2\n1 2\n1 2\n1 2\n1 2\n1 2\n1 2\n1 2\n1 2\n1 2\n1 2\n1 2\n1 2\n1 2\n1 2\n1 2\n1 2\n1 2\n1 2\n1 2\n1 2\n1 2\n1 2\n1 2\n1 2\n1 2\n1 2\n1 2\n1 2\n1 2\n1 2\n1 2\n1 2\n1 2\n1 2\n1 2\n1 2\n1 2\n1 2\n1 2\n1 2\n1 2\n1 2\n1 2\n1 2\n1 2\n1 2\n1 2\n1 2\n1 2\n1 2\n1 2\n1 2\n1 2\n1 2\n1 2\n1 2\n1 2\n1 2\n1 2\n1 2\n1 2\n1 2\n1 2\n1 2\n1 2\n1 2\n1 2\n1 2\n1 2\n1 2\n1 2\n1 2\n1 2\n1 2\n1 2\n1 2\n1 2\n1 2\n1 2\n1 2\n1 2\n1 2\n1 2\n1 2\n1 2\n", "1\n2 500\n", "line 2, column 3: expected an edge count k from 0 to 499"),
    ("poj3710", "1\n2 1\n2 1\n", "1\n2 1\n3 1\n", "line 3, column 1: expected an edge's vertex a from 1 to 2"),
    ("poj3710", "1\n2 1\n1 2\n", "1\n2 1\n1 0\n", "line 3, column 3: expected an edge's vertex b from 1 to 2"),
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
