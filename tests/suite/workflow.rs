//! End-to-end tests of the problem setter's commands: `gen`, `validate`,
//! `check` and `stress`, run as a user runs them.

use crate::common;

use grundy::registry::PROBLEMS;
use grundy::testdata::{self, Scale};
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
        (
            &["validate", "nim", "/no/such/file"],
            "cannot open /no/such/file",
        ),
    ] {
        let (code, out, err) = grundy(args, b"");
        assert_eq!(code, 2, "{args:?}");
        assert!(out.is_empty() && err.contains(needle), "{args:?}: {err}");
    }
}

/// Every official bound of every format is enforced where it stands: in a
/// generated judge input, each named value in turn is put just past its
/// bounds (above the upper one; below the lower one unless the line could
/// then be the sentinel) and strict validation must fail at that token,
/// naming the bound.
#[test]
fn validate_names_each_official_bound_a_value_breaks() {
    use grundy::format::read::{Mode, Reader};
    for p in PROBLEMS {
        let tools = p.tools;
        let mut text = Vec::new();
        grundy::commands::generate::stream(tools, 1, Scale::Judge, 3, &mut text).unwrap();
        let mut bytes = &text[..];
        let mut reader = Reader::new(&mut bytes, Mode::Strict).with_trace();
        reader
            .read(&tools.format)
            .unwrap_or_else(|e| panic!("{}: {e}", p.id));
        let mut tried = Vec::new();
        for t in reader.traced() {
            if tried.contains(&(t.int.name, t.int.what)) {
                continue;
            }
            tried.push((t.int.name, t.int.what));
            let mut wrong = Vec::new();
            if t.hi < u64::MAX {
                wrong.push(t.hi + 1);
            }
            if t.lo > 0 && !t.may_be_sentinel {
                wrong.push(t.lo - 1);
            }
            for value in wrong {
                let (start, end) = (t.offset as usize, (t.offset + t.len) as usize);
                let mut broken = text[..start].to_vec();
                broken.extend(value.to_string().bytes());
                broken.extend(&text[end..]);
                let (result, _) = testdata::validate_stream(
                    p,
                    &tools.format,
                    Mode::Strict,
                    &mut &broken[..],
                    None,
                );
                let message = result
                    .map(|()| String::new())
                    .unwrap_or_else(|e| e.to_string());
                let want = format!(
                    "line {}, column {}: expected {} {} from {} to {} (the official bound), found \"{value}\"",
                    t.at.line, t.at.column, t.int.what, t.int.name, t.lo, t.hi
                );
                assert_eq!(message, want, "{}: {} = {value}", p.id, t.int.name);
            }
        }
        // A format of words only (a digit string) has no value to put
        // past a bound: its word's length bound is checked below.
        assert!(
            !tried.is_empty() || !crate::formats::has_int(&tools.format),
            "{}: no value checked",
            p.id
        );
    }
}

/// The layout faults a testlib validator rejects, each with its message;
/// `--loose` accepts those that keep the tokens.
#[test]
fn strict_validate_rejects_each_layout_fault() {
    for (id, input, message, loose_ok) in [
        ("poj2234", "2 1  3\n", "line 1, column 4: expected a single space, found \"  \"", true),
        ("poj2234", "1 1 \n", "line 1, column 4: expected end of line, found \" \\n\"", true),
        ("poj2234", "1 1", "line 1, column 4: expected end of line (every line ends with \\n, the last too), found end of input", true),
        ("poj2234", "1 1\r\n", "line 1, column 4: expected end of line, found \"\\r\\n\"", true),
        ("poj2234", "\n1 1\n", "line 1, column 1: expected a pile count M from 1 to 20 (the official bound), found \"\\n\"", true),
        ("poj2234", "1 01\n", "line 1, column 3: expected a pile size a from 1 to 10000000 (the official bound), without leading zeros, found \"01\"", true),
        ("poj2234", "1 1 1 1\n", "line 1, column 5: expected end of line, found \"1\"", true),
        ("poj2234", "2 1\n1\n", "line 1, column 4: expected a space, then a pile size, found \"\\n\"", true),
        ("poj2234", "1\t1\n", "line 1, column 2: expected a space, then a pile size, found \"\\t\"", true),
        ("hdu1907", "1\n2 1 1\n", "line 2, column 3: expected end of line, found \"1\"", true),
        ("hdu1907", "1\n1\n1\n7\n", "line 4, column 1: expected end of file, found \"7\"", false),
        ("hdu1907", "1\n1\n1\n\n", "line 4, column 1: expected end of file, found \"\\n\"", true),
        ("hdu1848", "1 1 1\n0 0 0\n5\n", "line 3, column 1: expected end of file, found \"5\"", false),
        ("hdu1730", "1 2\n1 2\n\n", "line 3, column 1: expected another case after the empty lines, found end of input", true),
        ("hdu1404", "1234567\n", "line 1, column 1: expected a string of digits, of a length from 1 to 6, found \"1234567\"", false),
        ("uva10561", "1\n..x\n", "line 2, column 1: expected a board of '.' and 'X', of a length from 3 to 200, found \"..x\"", false),
        ("hdu1849", "1\n0\n\n0\n", "line 3, column 1: expected a token count m from 1 to 1000 (the official bound), found \"\\n\"", true),
    ] {
        let (code, out, err) = grundy(&["validate", id], input.as_bytes());
        assert_eq!((code, out.as_str()), (1, ""), "{id}: {input:?}");
        assert_eq!(err, format!("grundy: validate: {id}: {message}\n"), "{id}: {input:?}");
        let (code, _, err) = grundy(&["validate", id, "--loose"], input.as_bytes());
        assert_eq!(code == 0, loose_ok, "{id} --loose: {input:?}: {err}");
    }
    // Where the format allows them: empty lines between hdu1730's cases.
    let (code, _, err) = grundy(&["validate", "hdu1730"], b"1 2\n1 2\n\n\n1 2\n2 1\n");
    assert_eq!((code, err.as_str()), (0, ""));
    // A sentinel line may break the bounds of the values it stands for.
    assert_eq!(grundy(&["validate", "hdu1848"], b"1 1 1\n0 0 0\n").0, 0);
    let (code, _, err) = grundy(&["validate", "hdu1848"], b"0 0 1\n0 0 0\n");
    assert_eq!(code, 1);
    assert!(
        err.contains("line 1, column 1: expected a heap size m from 1 to 1000"),
        "{err}"
    );
}

/// Every problem's official sample (`samples/<id>/sample.in`) is laid out
/// as the judge's data is, so strict validate accepts it. The other shipped
/// pairs are the solver's edge cases, some outside the format on purpose
/// (CRLF, tabs, values past the official bounds).
#[test]
fn every_official_sample_is_strictly_valid() {
    for id in with_tools() {
        let path = format!("{}/samples/{id}/sample.in", env!("CARGO_MANIFEST_DIR"));
        let (code, out, err) = grundy(&["validate", id, &path], b"");
        assert_eq!((code, err.as_str()), (0, ""), "{id}: {out}");
    }
}

/// Several files and folders: one line per invalid input, the count of
/// each at the end, exit status 1 when any is invalid; `--coverage` names
/// the bounds no input reaches.
#[test]
fn validate_takes_files_and_folders_and_reports_coverage() {
    let dir = folder(
        "validate-many",
        &[
            (
                "a.in",
                "1 1\n20 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 10000000\n",
            ),
            ("b.in", "2 3 3\n"),
            ("c.in", "2 3  3\n"),
            ("notes.txt", "not an input"),
        ],
    );
    let sub = dir.join("more");
    std::fs::create_dir_all(&sub).unwrap();
    std::fs::write(sub.join("d.in"), "1 0\n").unwrap();
    let path = dir.to_str().unwrap();
    let (code, out, err) = grundy(&["validate", "nim", path], b"");
    assert_eq!(code, 1, "{err}");
    assert_eq!(out, "2 valid, 2 invalid\n");
    assert_eq!(err.lines().count(), 2, "{err}");
    assert!(
        err.contains("c.in: line 1, column 4: expected a single space"),
        "{err}"
    );
    assert!(
        err.contains("d.in: line 1, column 3: expected a pile size a from 1"),
        "{err}"
    );
    let (code, out, _) = grundy(&["validate", "nim", path, "--loose"], b"");
    assert_eq!((code, out.as_str()), (1, "3 valid, 1 invalid\n"));
    let a = dir.join("a.in");
    let b = dir.join("b.in");
    let (code, out, err) = grundy(
        &[
            "validate",
            "nim",
            "--coverage",
            a.to_str().unwrap(),
            b.to_str().unwrap(),
        ],
        b"",
    );
    assert_eq!((code, err.as_str()), (0, ""));
    assert!(
        out.contains("M (a pile count): seen 1 to 20, bounds 1 to 20\n"),
        "{out}"
    );
    assert!(
        out.contains("a (a pile size): seen 1 to 10000000, bounds 1 to 10000000\n"),
        "{out}"
    );
    assert!(!out.contains("no test has M"), "{out}");
    let (_, out, _) = grundy(&["validate", "nim", "--coverage", b.to_str().unwrap()], b"");
    assert!(
        out.contains("no test has M = 1\nno test has M = 20\n"),
        "{out}"
    );
    assert!(out.ends_with("1 valid, 0 invalid\n"), "{out}");
}

#[test]
fn validate_reports_format_faults_the_solver_finds_and_reads_files() {
    let (code, _, err) = grundy(&["validate", "nim"], b"2 1 x\n");
    assert_eq!(code, 1);
    assert!(err.contains("line 1, column 5: expected a pile size a from 1 to 10000000 (the official bound), found \"x\""), "{err}");
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
    let dir = temp_dir("stress-tiny-first");
    let solution = compile_fixture("snim_assumes_sorted", &dir);
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
    let dir = temp_dir("stress-cannot-run");
    std::fs::write(dir.join("plain.txt"), "not a program\n").unwrap();
    for solution in ["./no-such-program", "./plain.txt"] {
        let mut c = Command::new(env!("CARGO_BIN_EXE_grundy"));
        c.args(["stress", "nim", "--solution", solution, "--rounds", "3"])
            .current_dir(&dir);
        let (code, out, err) = run_with_input(c, b"");
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
