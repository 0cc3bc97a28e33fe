//! The bad-input contract, one test per rule, on the real binary: stdout
//! keeps every complete case before the fault, stderr holds exactly one line
//! `grundy: PROBLEM: line L, column C: expected WHAT, found WHAT`, and the
//! exit status is 1. Plus, for every registered problem: empty input, random
//! bytes, NUL bytes and cut-short samples never panic and keep that contract.

use crate::common;

use std::io::{Read, Write};

/// Runs `grundy <problem>` on `input`: (status, stdout, stderr) as text.
fn grundy(problem: &str, input: &[u8]) -> (i32, String, String) {
    common::run_text(&[problem], input)
}

fn assert_fault(problem: &str, input: &str, stdout: &str, message: &str) {
    let (code, out, err) = grundy(problem, input.as_bytes());
    assert_eq!(out, stdout, "stdout for {input:?}");
    assert_eq!(
        err,
        format!("grundy: {problem}: {message}\n"),
        "stderr for {input:?}"
    );
    assert_eq!(code, 1, "status for {input:?}");
}

#[test]
fn a_token_that_is_not_a_number() {
    assert_fault(
        "poj2234",
        "1 1\n2 3 +4\n",
        "Yes\n",
        "line 2, column 5: expected a pile size, found \"+4\"",
    );
    assert_fault(
        "poj2234",
        "1 1\n2 3 4.0\n",
        "Yes\n",
        "line 2, column 5: expected a pile size, found \"4.0\"",
    );
    assert_fault(
        "poj1067",
        "1 2\n3 5x\n",
        "0\n",
        "line 2, column 3: expected a pile size b, found \"5x\"",
    );
}

#[test]
fn a_number_above_u64_max() {
    assert_fault(
        "hdu1846",
        "2\n5 1\n99999999999999999999 1\n",
        "first\n",
        "line 3, column 1: expected a stone count n (at most 18446744073709551615), found \"99999999999999999999\"",
    );
}

#[test]
fn a_case_cut_off_by_the_end_of_input() {
    assert_fault(
        "poj2234",
        "2 45 45\n3 3 6",
        "No\n",
        "line 2, column 6: expected a pile size, found end of input",
    );
    assert_fault(
        "hdu1907",
        "2\n1\n2\n2\n",
        "John\n",
        "line 5, column 1: expected a pile size, found end of input",
    );
}

#[test]
fn a_count_that_announces_more_cases_than_follow() {
    assert_fault(
        "hdu1846",
        "3\n23 2\n4 3\n",
        "first\nsecond\n",
        "line 4, column 1: expected a stone count n, found end of input",
    );
}

#[test]
fn a_missing_sentinel_and_data_after_it() {
    assert_fault(
        "hdu1536",
        "1 1\n1\n1 1\n",
        "W\n",
        "line 4, column 1: expected a set size k (or 0 to end the input), found end of input",
    );
    assert_fault(
        "hdu1536",
        "1 1\n1\n1 1\n0\n0\n",
        "W\n",
        "line 5, column 1: expected end of input, found \"0\"",
    );
}

#[test]
fn data_after_the_announced_cases() {
    assert_fault(
        "hdu1907",
        "1\n1\n2\n\n3\n",
        "John\n",
        "line 5, column 1: expected end of input, found \"3\"",
    );
}

#[test]
fn an_incomplete_s_nim_case_prints_nothing_for_that_case() {
    assert_fault(
        "hdu1536",
        "1 1\n1\n1 1\n2 1 2\n2\n1 3\n",
        "W\n",
        "line 7, column 1: expected a heap count l, found end of input",
    );
}

#[test]
fn an_s_nim_heap_gets_the_period_clause_only_when_it_is_too_far() {
    assert_fault(
        "hdu1536",
        "1 1\n1\n2 1",
        "",
        "line 3, column 4: expected a heap size, found end of input",
    );
    assert_fault(
        "hdu1536",
        "2 1 2\n1\n1 x\n0\n",
        "",
        "line 3, column 3: expected a heap size, found \"x\"",
    );
    // Moves 1 and 2^22 + 5: no period shows within the table's 2^22 positions.
    assert_fault(
        "hdu1536",
        "2 1 4194309\n1\n1 18446744073709551615\n0\n",
        "",
        "line 3, column 3: expected a heap size whose Grundy value can be found \
         (no period within 4194304 positions), found \"18446744073709551615\"",
    );
}

/// The stderr line for `input`, which must fail with exit status 1 after
/// printing `stdout`.
fn fault_line(problem: &str, input: &[u8], stdout: &str) -> String {
    let (code, out, err) = grundy(problem, input);
    assert_eq!((code, out.as_str()), (1, stdout), "{input:?}: {err}");
    assert_eq!(err.lines().count(), 1, "{err}");
    err
}

#[test]
fn a_utf8_byte_order_mark_is_named() {
    assert_eq!(
        fault_line("poj2234", b"\xEF\xBB\xBF2 1 1\n", ""),
        "grundy: poj2234: line 1, column 1: expected a pile count, found \"\\xef\\xbb\\xbf2\": \
         the file starts with a UTF-8 byte-order mark (it was saved with one; save it without)\n"
    );
    // The same bytes later in the file are not a byte-order mark.
    let later = fault_line("poj2234", b"1 1\n\xEF\xBB\xBF2 1 1\n", "Yes\n");
    assert!(!later.contains("byte-order"), "{later}");
}

#[test]
fn a_non_breaking_space_is_named() {
    assert_eq!(
        fault_line("hdu1907", b"1\n2\n3\xC2\xA05\n", ""),
        "grundy: hdu1907: line 3, column 1: expected a pile size, found \"3\\xc2\\xa05\": \
         that is a non-breaking space (UTF-8 C2 A0), as pasted from a web page (type a plain space instead)\n"
    );
}

#[test]
fn utf16_input_is_named_in_either_byte_order() {
    let text = "2 1 1\n1 5\n";
    let le: Vec<u8> = text.bytes().flat_map(|b| [b, 0]).collect();
    let be: Vec<u8> = text.bytes().flat_map(|b| [0, b]).collect();
    let with_bom: Vec<u8> = [&[0xFF, 0xFE][..], &le].concat();
    for input in [le, be, with_bom] {
        let err = fault_line("poj2234", &input, "");
        assert!(
            err.starts_with("grundy: poj2234: line 1, column 1: "),
            "{err}"
        );
        assert!(
            err.ends_with(": the input looks like UTF-16, a NUL byte beside every character (save it as UTF-8 or ASCII)\n"),
            "{err}"
        );
    }
}

#[test]
fn a_trailing_ctrl_z_is_named() {
    assert_eq!(
        fault_line("hdu1907", b"1\n1\n1\n\x1A", "Brother\n"),
        "grundy: hdu1907: line 4, column 1: expected end of input, found \"\\x1a\": \
         that is a Ctrl-Z (0x1A), an old DOS end-of-file mark (delete it)\n"
    );
    let err = fault_line("poj2234", b"1 1\r\n\x1A", "Yes\n");
    assert!(err.contains("Ctrl-Z (0x1A)"), "{err}");
}

#[test]
fn nul_and_other_binary_bytes() {
    let (code, out, err) = grundy("poj2234", b"1 1\n2 \x001 1\n");
    assert_eq!((code, out.as_str()), (1, "Yes\n"));
    assert_eq!(
        err,
        "grundy: poj2234: line 2, column 3: expected a pile size, found \"\\x001\"\n"
    );
    let (code, out, err) = grundy("poj1067", b"1 2\n\xff\xfe 3\n");
    assert_eq!((code, out.as_str()), (1, "0\n"));
    assert_eq!(
        err,
        "grundy: poj1067: line 2, column 1: expected a pile size a, found \"\\xff\\xfe\"\n"
    );
}

#[test]
fn a_very_long_bad_token_is_shown_cut_short() {
    let input = format!("1 {}\n", "7".repeat(300_000) + "x");
    let (code, out, err) = grundy("poj2234", input.as_bytes());
    assert_eq!((code, out.as_str()), (1, ""));
    assert_eq!(
        err,
        format!(
            "grundy: poj2234: line 1, column 3: expected a pile size, found \"{}...\"\n",
            "7".repeat(32)
        )
    );
}

#[test]
fn a_closed_output_pipe_is_not_an_error() {
    let mut child = common::command("poj2234").spawn().unwrap();
    let mut stdin = child.stdin.take().unwrap();
    let writer = std::thread::spawn(move || {
        for _ in 0..2000 {
            if stdin.write_all(&b"2 1 2\n".repeat(1000)).is_err() {
                break;
            }
        }
    });
    let mut first = [0u8; 4];
    child.stdout.take().unwrap().read_exact(&mut first).unwrap();
    // stdout is dropped here: grundy's next writes fail with a broken pipe.
    let out = child.wait_with_output().unwrap();
    writer.join().unwrap();
    assert_eq!(&first, b"Yes\n");
    assert_eq!(out.status.code(), Some(0));
    assert!(
        out.stderr.is_empty(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
}

/// In process: the output and result of a problem on arbitrary bytes. Any
/// panic fails the test; a full sink counts as success.
fn solve(id: &str, input: &[u8]) -> (String, Result<(), String>) {
    let problem = grundy::registry::entry(id).unwrap();
    let mut out = common::Bounded(Vec::new());
    let result = match grundy::solve(problem, &mut &input[..], &mut out) {
        Err(e) if !e.is_broken_pipe() => Err(e.to_string()),
        _ => Ok(()),
    };
    (String::from_utf8_lossy(&out.0).into_owned(), result)
}

fn sample(id: &str) -> (Vec<u8>, String) {
    let official = common::samples(id)
        .into_iter()
        .find(|s| s.name == "sample")
        .expect("every problem ships its official sample");
    (official.input, String::from_utf8(official.stdout).unwrap())
}

fn is_position_message(message: &str) -> bool {
    message.starts_with("line ")
        && message.contains(", column ")
        && message.contains(": expected ")
        && message.contains(", found ")
}

#[test]
fn empty_and_blank_input_answers_nothing_for_every_problem() {
    for p in grundy::registry::all() {
        for input in ["", "\n", " \r\n\t\n\n"] {
            assert_eq!(
                solve(p.id, input.as_bytes()),
                (String::new(), Ok(())),
                "{} on {input:?}",
                p.id
            );
        }
    }
}

#[test]
fn random_bytes_never_panic_for_any_problem() {
    let alphabets: [&[u8]; 3] = [b"0123456789 \n", b"0123456789 \n\r\t-x.\x00", &[]];
    // Problems in two threads (this test is in-process work, some solvers
    // build tables), each with its own seeded stream.
    let rows = grundy::registry::all();
    let done = common::sum_in_two_threads(&rows, |p| {
        let seed = p.id.bytes().fold(0x1234_5678_9abc_def1u64, |h, b| {
            h.rotate_left(5) ^ u64::from(b)
        });
        let mut rng = grundy::testdata::Rng::new(seed);
        let mut next = move || rng.next_u64();
        for round in 0..300 {
            let len = (next() % 64) as usize;
            let alphabet = alphabets[round % 3];
            let input: Vec<u8> = (0..len)
                .map(|_| {
                    let r = next();
                    if alphabet.is_empty() {
                        r as u8
                    } else {
                        alphabet[(r % alphabet.len() as u64) as usize]
                    }
                })
                .collect();
            // Digit runs of at most 3: a heap of millions costs a debug
            // build a table of millions (hdu1848: 12 s of this test, and
            // hdu3980 11 s at 5 digits), and numbers past the bounds have
            // their own tests above.
            let mut run = 0;
            let input: Vec<u8> = input
                .into_iter()
                .map(|b| {
                    run = if b.is_ascii_digit() { run + 1 } else { 0 };
                    if run > 3 {
                        run = 0;
                        b' '
                    } else {
                        b
                    }
                })
                .collect();
            if let (_, Err(message)) = solve(p.id, &input) {
                // A valid case past a work budget is refused (exit 4): a
                // position game's table of piles of hundreds (typical90ae).
                let budget = message.contains("grundy cannot answer it: more than");
                assert!(
                    is_position_message(&message) || budget,
                    "{}: {message}",
                    p.id
                );
            }
        }
        1
    });
    assert_eq!(done, rows.len());
}

#[test]
fn cut_short_or_poisoned_samples_keep_the_answered_prefix() {
    // Problems in two threads: in-process work, some solvers build tables.
    let rows = grundy::registry::all();
    let done = common::sum_in_two_threads(&rows, |p| {
        let (input, full) = sample(p.id);
        for cut in 0..input.len() {
            // A cut sample must not panic; where it fails, it says where.
            if let (_, Err(message)) = solve(p.id, &input[..cut]) {
                assert!(is_position_message(&message), "{}: {message}", p.id);
            }
            // A NUL byte at `cut` breaks the token there: the cases before it
            // are answered exactly as in the full output, and nothing else.
            let mut poisoned = input.clone();
            poisoned.insert(cut, 0);
            let (out, result) = solve(p.id, &poisoned);
            let message = result.expect_err("a NUL byte is never valid");
            assert!(is_position_message(&message), "{}: {message}", p.id);
            assert!(
                full.starts_with(&out) && (out.is_empty() || out.ends_with('\n')),
                "{} cut at {cut}: {out:?}",
                p.id
            );
        }
        1
    });
    assert_eq!(done, rows.len());
}
