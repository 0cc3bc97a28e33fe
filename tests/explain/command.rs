//! The command itself: JSON lines, files, usage errors.

use crate::common;

#[test]
fn json_is_one_object_per_line_with_the_same_facts() {
    let (status, out, _) = common::run_args(&["explain", "nim", "--json"], b"3 3 4 5\n2 1 1\n");
    assert_eq!(status, 0);
    let out = String::from_utf8(out).unwrap();
    let lines: Vec<&str> = out.lines().collect();
    assert_eq!(lines.len(), 2);
    assert!(lines
        .iter()
        .all(|l| l.starts_with("{\"case\":") && l.ends_with('}')));
    assert!(lines[0].contains(
        "\"winning_moves\":{\"count\":1,\"listed\":[{\"move\":\"take 2 from pile 1\",\"before\":\"3 4 5\",\"after\":\"1 4 5\"}]}"
    ));
    assert!(lines[1].contains("\"verdict\":{\"words\":\"No\",\"outcome\":\"P\""));
}

#[test]
fn a_file_argument_and_usage_errors() {
    let sample = common::samples_dir().join("poj2234/sample.in");
    let (status, out, _) = common::run_args(&["explain", "nim", sample.to_str().unwrap()], b"");
    assert_eq!(status, 0);
    assert!(String::from_utf8(out).unwrap().contains("case 2: 3 6 9\n"));
    let (status, _, err) = common::run_args(&["explain", "nim", "a", "b"], b"");
    assert_eq!(status, 2);
    assert!(String::from_utf8(err)
        .unwrap()
        .contains("unexpected argument 'b'"));
    let (status, _, err) = common::run_args(&["explain"], b"");
    assert_eq!(status, 2);
    assert!(String::from_utf8(err)
        .unwrap()
        .contains("missing a problem name"));
}
