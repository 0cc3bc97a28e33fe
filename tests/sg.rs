//! `grundy sg` through the real binary: the command is wired to the
//! command line, answers on stdout, and reports bad usage on stderr with
//! exit status 2.

use std::process::Command;

fn sg(args: &[&str]) -> (i32, String, String) {
    let out = Command::new(env!("CARGO_BIN_EXE_grundy"))
        .arg("sg")
        .args(args)
        .output()
        .expect("start grundy");
    (
        out.status.code().unwrap_or(-1),
        String::from_utf8(out.stdout).unwrap(),
        String::from_utf8(out.stderr).unwrap(),
    )
}

#[test]
fn answers_heaps_and_proves_periods() {
    let (code, out, err) = sg(&["0.07", "--heap", "18446744073709551615", "9"]);
    assert_eq!((code, err.as_str()), (0, ""));
    // Dawson's Kayles: preperiod 53, period 34; g(9) = 0 by the definition
    // (the engine's tests check every value against it).
    let (_, summary, _) = sg(&["0.07"]);
    assert!(summary.contains("preperiod: 53\nperiod: 34\n"), "{summary}");
    assert!(out.contains("g(9) = 0\n"), "{out}");
    assert!(out.contains("winning move: heap 1"), "{out}");
}

#[test]
fn bad_usage_exits_2_with_one_line() {
    for args in [&["0.7x"][..], &[][..], &["2,5", "--upto", "x"][..]] {
        let (code, out, err) = sg(args);
        assert_eq!(code, 2, "{args:?}");
        assert!(out.is_empty());
        assert!(err.starts_with("grundy: sg: "), "{err}");
        assert_eq!(err.lines().count(), 1);
    }
}

/// Issue 22: `--upto 1000000000 --values` built its whole table first
/// (1.96 GB). Now values are written as they are known, so a reader that
/// leaves after a few lines ends the run, which exits 0 (a closed pipe is
/// not an error).
#[test]
fn a_reader_that_leaves_ends_a_huge_table() {
    use std::io::Read;
    use std::process::Stdio;
    for rule in ["0.77", "0.6"] {
        let mut child = Command::new(env!("CARGO_BIN_EXE_grundy"))
            .args(["sg", rule, "--upto", "1000000000", "--values"])
            .stdout(Stdio::piped())
            .stderr(Stdio::piped())
            .spawn()
            .expect("start grundy");
        let mut head = [0u8; 1000];
        child
            .stdout
            .take()
            .unwrap()
            .read_exact(&mut head)
            .expect("the first values");
        let out = child.wait_with_output().unwrap();
        assert_eq!(out.status.code(), Some(0), "{rule}");
        assert_eq!(String::from_utf8_lossy(&out.stderr), "", "{rule}");
        assert!(head.starts_with(b"0\n"), "{rule}");
    }
}

#[test]
fn numbers_after_the_rule_are_heaps_and_names_are_rules() {
    let (code, out, err) = sg(&["kayles", "5"]);
    assert_eq!((code, err.as_str()), (0, ""));
    assert_eq!(out, sg(&["0.77", "--heap", "5"]).1);
    let (code, out, _) = sg(&["--list"]);
    assert_eq!(code, 0);
    assert!(out.contains("dawsons-chess   0.137"), "{out}");
}
