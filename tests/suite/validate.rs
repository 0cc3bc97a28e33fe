//! `gen` and `validate` end to end, as a problem setter runs them: the
//! generator deterministic and its output valid and answered, every
//! official bound and layout fault named, files and folders validated.

use crate::common;

use common::run_text as grundy;
use grundy::registry::PROBLEMS;
use grundy::testdata::{self, Scale};

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
        let count = grundy::commands::generate::default_count(&tools.format, Scale::Judge).min(3);
        grundy::commands::generate::stream(tools, 1, Scale::Judge, count, &mut text).unwrap();
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
    let dir = common::folder(
        "validate-validate-many",
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
    let dir = common::fresh_dir("validate-validate-file");
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

/// A judge whose file is one case (AtCoder's, `Cases::One`): strict
/// validation stops at a second case, `--loose` and the solver take several
/// in a row, and `gen` writes one below the huge scale.
#[test]
fn a_one_case_judge_holds_a_file_to_one_case() {
    let two = b"2\n1 2\n3\n1 2\n1 3\n";
    let (code, _, err) = grundy(&["validate", "agc017d"], two);
    assert_eq!(code, 1, "{err}");
    assert!(
        err.contains(
            "line 3, column 1: expected end of file (the judge's input is one case), found \"3\""
        ),
        "{err}"
    );
    assert_eq!(grundy(&["validate", "agc017d"], b"2\n1 2\n").0, 0);
    assert_eq!(grundy(&["validate", "agc017d", "--loose"], two).0, 0);
    assert_eq!(grundy(&["agc017d"], two).1, "Alice\nBob\n");
    // One tree a generated input: its first line is the tree's N, and the
    // N - 1 edge lines that follow are the whole input.
    for scale in ["tiny", "judge"] {
        let (code, out, err) = grundy(&["gen", "agc017d", "--scale", scale, "--seed", "3"], b"");
        assert_eq!(code, 0, "{err}");
        let n: usize = out.lines().next().unwrap().parse().unwrap();
        assert_eq!(out.lines().count(), n, "{scale}");
    }
    let (code, _, err) = grundy(&["gen", "abc297g", "--cases", "2"], b"");
    assert_eq!(code, 2);
    assert!(
        err.contains("a judge input of abc297g is one case"),
        "{err}"
    );
    let (code, out, _) = grundy(&["gen", "abc297g", "--cases", "3", "--scale", "huge"], b"");
    assert_eq!((code, out.lines().count()), (0, 6));
}
