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
