//! The two-thread file path against the single-threaded one: same stdout
//! bytes, same error (message, line, column), on seeded random inputs of
//! many sizes, split into chunks as small as one byte so that cuts fall
//! inside numbers and inside cases, with every bad-input rule placed in the
//! first, a middle and the last chunk. Plus the real binary on a file big
//! enough to split, read as a path and as standard input.

use crate::common;

use grundy::parallel::{solve_split, solve_split_counted, Plan, Split};
use grundy::registry::{entry, Entry};
use grundy::testdata::{Rng, Scale};
use std::fs::File;
use std::io::{Seek, SeekFrom, Write};
use std::path::PathBuf;

/// A temporary file that removes itself.
struct TempFile(PathBuf);

impl TempFile {
    fn new(bytes: &[u8]) -> TempFile {
        use std::sync::atomic::{AtomicU64, Ordering};
        static NEXT: AtomicU64 = AtomicU64::new(0);
        let path = std::env::temp_dir().join(format!(
            "grundy-parallel-{}-{}",
            std::process::id(),
            NEXT.fetch_add(1, Ordering::Relaxed)
        ));
        std::fs::write(&path, bytes).expect("write a temporary file");
        TempFile(path)
    }
}

impl Drop for TempFile {
    fn drop(&mut self) {
        let _ = std::fs::remove_file(&self.0);
    }
}

/// stdout and the error message (empty when none) of a run.
type Outcome = (Vec<u8>, String);

fn single(problem: &Entry, input: &[u8]) -> Outcome {
    let mut out = Vec::new();
    let e = grundy::solve(problem, &mut &input[..], &mut out);
    (out, e.err().map(|e| e.to_string()).unwrap_or_default())
}

fn split_from(problem: &Entry, file: &File, at: u64, split: Split) -> Outcome {
    let mut file = file;
    file.seek(SeekFrom::Start(at)).unwrap();
    let mut out = Vec::new();
    let e = solve_split(problem, file, &mut out, split);
    (out, e.err().map(|e| e.to_string()).unwrap_or_default())
}

/// The splits to try on an input of `len` bytes: the smallest chunks that
/// give at most a hundred or so (each chunk has its own scanner), one chunk
/// for the whole input, and a few chosen at random. Batches, too, are at
/// most a few hundred (a number holds two bytes at least): each batch is a
/// hand-over between threads, and a batch of one number on a long input
/// costs a thread switch per number without reaching a new boundary.
fn splits_for(rng: &mut Rng, len: usize) -> Vec<Split> {
    let sizes = [1u64, 2, 3, 5, 8, 13, 31, 64, 100, 257, 1000, 4096];
    let allowed: Vec<u64> = sizes
        .into_iter()
        .filter(|&c| len as u64 / c <= 120)
        .collect();
    let batches: Vec<usize> = [1, 2, 3, 7, 64, 1 << 16]
        .into_iter()
        .filter(|&b| len / (2 * b) <= 300)
        .collect();
    let mut chunks = allowed[..allowed.len().min(2)].to_vec();
    chunks.push(1 << 20);
    chunks.push(1 + rng.below(len as u64 + 1));
    chunks.push(rng.pick(&allowed));
    chunks
        .into_iter()
        .map(|chunk| Split {
            chunk,
            batch: rng.pick(&batches),
            queue: rng.pick(&[0, 1, 2, 5]),
            answers: rng.pick(&[0, 3, 10, 50, 1 << 20]),
        })
        .collect()
}

/// Checks every split of `input` (from offset 0 and from an offset inside a
/// prefix) against the single-threaded answer; returns that answer.
fn check(rng: &mut Rng, problem: &Entry, input: &[u8]) -> Outcome {
    let expected = single(problem, input);
    let file = TempFile::new(input);
    let f = File::open(&file.0).unwrap();
    for split in splits_for(rng, input.len()) {
        let got = split_from(problem, &f, 0, split);
        assert!(
            got == expected,
            "{}: {split:?} on {:?}\n got {:?}\nwant {:?}",
            problem.id,
            String::from_utf8_lossy(input),
            (String::from_utf8_lossy(&got.0), &got.1),
            (String::from_utf8_lossy(&expected.0), &expected.1),
        );
    }
    // Standard input need not be at offset 0: only what follows is read.
    let mut prefixed = b"junk!".to_vec();
    prefixed.extend_from_slice(input);
    let file = TempFile::new(&prefixed);
    let f = File::open(&file.0).unwrap();
    let split = splits_for(rng, input.len())[0];
    assert!(
        split_from(problem, &f, 5, split) == expected,
        "{}: from offset 5",
        problem.id
    );
    expected
}

/// A number as a judge file may write it: mostly short, sometimes long,
/// with leading zeros, or at the ends of the `u64` range.
fn number(rng: &mut Rng, small: u64) -> String {
    match rng.below(20) {
        0 => u64::MAX.to_string(),
        1 => format!("{:0>25}", rng.below(1000)),
        2 => rng.next_u64().to_string(),
        3 => format!("0{}", rng.below(small)),
        _ => rng.below(small).to_string(),
    }
}

/// Whitespace between tokens, of every kind the format allows.
fn space(rng: &mut Rng, newline: bool) -> &'static str {
    const LINE_ENDS: [&str; 5] = ["\n", "\r\n", "\n\n", " \n", "\n \t"];
    const BETWEEN: [&str; 8] = [" ", " ", " ", "\t", "  ", "\x0b", "\x0c", "\n"];
    let from: &[&'static str] = if newline { &LINE_ENDS } else { &BETWEEN };
    from[rng.below(from.len() as u64) as usize]
}

/// A valid input for `entry` of `cases` cases (fewer where the judge's
/// bounds allow fewer), made by the row's own generator and writer, as
/// tokens with the whitespace after each: every kind the format allows,
/// and now and then a number with leading zeros. Judge-size values in a few
/// cases only: many cases of them make inputs of megabytes, for the
/// same splits.
fn valid(rng: &mut Rng, entry: &Entry, cases: u64) -> Vec<(String, &'static str)> {
    let scale = if cases <= 10 && rng.one_in(2) {
        Scale::Judge
    } else {
        Scale::Tiny
    };
    let made = (entry.tools.generate)(rng, scale, cases as usize);
    let text = (entry.tools.write)(&made);
    let mut t: Vec<(String, &'static str)> = Vec::new();
    for line in text.lines() {
        let words: Vec<&str> = line.split_whitespace().collect();
        for (i, word) in words.iter().enumerate() {
            let word = if word.bytes().all(|b| b.is_ascii_digit()) && rng.one_in(20) {
                format!("{word:0>25}")
            } else {
                word.to_string()
            };
            t.push((word, space(rng, i + 1 == words.len())));
        }
    }
    t
}

fn join(tokens: &[(String, &str)], lead: &str) -> Vec<u8> {
    let mut s = lead.to_string();
    for (w, sp) in tokens {
        s += w;
        s += sp;
    }
    s.into_bytes()
}

/// One way to break an input, at token `i`.
fn broken(rng: &mut Rng, tokens: &[(String, &'static str)], i: usize, rule: usize) -> Vec<u8> {
    let mut t = tokens.to_vec();
    match rule {
        // A token that is not a number.
        0 => {
            t[i].0 = rng
                .pick(&["x", "-1", "4.0", "5x", "+4", "\0", "1\x002", "\u{e9}"])
                .to_string()
        }
        // A number above u64::MAX, short or long.
        1 => {
            t[i].0 = rng
                .pick(&[
                    "18446744073709551616",
                    "99999999999999999999",
                    "123456789012345678901234567890",
                ])
                .to_string()
        }
        // Cut off by the end of input (inside a token, or after one).
        2 => {
            let mut bytes = join(&t[..=i], "");
            let keep = bytes.len().saturating_sub(rng.below(4) as usize);
            bytes.truncate(keep.max(1));
            return bytes;
        }
        // A token more or fewer: counts announce more than follows, or
        // data follows the last case; cases shift.
        3 => t.insert(i, (number(rng, 5), " ")),
        4 => {
            t.remove(i);
        }
        // A count that is too large.
        5 => t[i].0 = (rng.below(1000) + 7).to_string(),
        // A zero: a move of size 0, an early sentinel, an empty case.
        6 => t[i].0 = "0".to_string(),
        // Data after the end.
        _ => t.push((rng.pick(&["7", "x", "0"]).to_string(), "\n")),
    }
    join(&t, "")
}

/// The rows that declare a two-thread plan.
fn problems() -> Vec<&'static Entry> {
    let rows: Vec<_> = grundy::registry::all()
        .into_iter()
        .filter(|e| e.tools.plan.is_some())
        .collect();
    assert!(!rows.is_empty(), "no row declares a two-thread plan");
    rows
}

#[test]
fn valid_inputs_of_many_sizes() {
    let mut rng = Rng::new(0x9E37_79B9_7F4A_7C15);
    for problem in problems() {
        for cases in [0u64, 1, 2, 3, 5, 10, 40, 200, 1500] {
            for lead in ["", " ", "\n\r\n"] {
                let tokens = valid(&mut rng, problem, cases);
                let mut input = join(&tokens, lead);
                if rng.below(2) == 0 {
                    // No final newline.
                    while input.last().is_some_and(u8::is_ascii_whitespace) {
                        input.pop();
                    }
                }
                let (_, error) = check(&mut rng, problem, &input);
                assert_eq!(error, "", "{}: a valid input", problem.id);
            }
        }
        check(&mut rng, problem, b"");
        check(&mut rng, problem, b" \n\t\r\n  ");
    }
}

#[test]
fn every_bad_input_rule_in_the_first_a_middle_and_the_last_chunk() {
    let mut rng = Rng::new(0x0123_4567_89AB_CDEF);
    let mut errors = 0;
    let mut runs = 0;
    for problem in problems() {
        for cases in [3u64, 30, 400] {
            let tokens = valid(&mut rng, problem, cases);
            let n = tokens.len();
            for rule in 0..8 {
                for at in [0, 1, n / 2, n.saturating_sub(2), n - 1] {
                    let input = broken(&mut rng, &tokens, at, rule);
                    let (_, error) = check(&mut rng, problem, &input);
                    // Every token is read: a bad one always stops the run.
                    assert!(rule > 1 || !error.is_empty(), "{}: rule {rule}", problem.id);
                    runs += 1;
                    errors += usize::from(!error.is_empty());
                }
            }
        }
    }
    // Some edits leave a valid input (a token more in Nim is a new case),
    // but most must fail.
    assert!(errors * 10 > runs * 7, "{errors} errors in {runs} runs");
}

#[test]
fn random_bytes_and_random_edits() {
    let mut rng = Rng::new(42);
    for problem in problems() {
        for _ in 0..40 {
            let cases = 1 + rng.below(60);
            let tokens = valid(&mut rng, problem, cases);
            let mut input = join(&tokens, "");
            for _ in 0..1 + rng.below(3) {
                let i = rng.below(input.len() as u64) as usize;
                input[i] = rng.pick(b"0123456789 \n\t-x\0");
            }
            check(&mut rng, problem, &input);
        }
        for len in [1u64, 2, 10, 100, 1000] {
            let input: Vec<u8> = (0..len)
                .map(|_| rng.pick(b"0123456789  \n\r\tx\0\xff"))
                .collect();
            check(&mut rng, problem, &input);
        }
    }
}

#[test]
fn every_sample_of_these_problems() {
    let mut rng = Rng::new(7);
    let dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("samples");
    for problem in problems() {
        let Ok(entries) = std::fs::read_dir(dir.join(problem.id)) else {
            continue;
        };
        for entry in entries {
            let path = entry.unwrap().path();
            if path.extension().is_some_and(|e| e == "in") {
                check(&mut rng, problem, &std::fs::read(path).unwrap());
            }
        }
    }
}

/// A Nim input of about `bytes` bytes with a bad token near the end.
fn big_nim(bytes: usize) -> Vec<u8> {
    let mut rng = Rng::new(99);
    let mut s = String::new();
    while s.len() < bytes {
        let m = 1 + rng.below(8);
        s += &m.to_string();
        for _ in 0..m {
            s += &format!(" {}", rng.below(1 << 20));
        }
        s += "\n";
    }
    s += "2 1 x\n3 1 2 3\n";
    s.into_bytes()
}

#[test]
fn the_binary_splits_a_big_file_given_by_path_or_as_stdin() {
    let input = big_nim(grundy::parallel::MIN_SPLIT_BYTES as usize + 100_000);
    let file = TempFile::new(&input);
    let (code, out, err) = common::run("poj2234", &input);
    assert_eq!(code, 1);
    assert!(String::from_utf8_lossy(&err).contains("found \"x\""));
    let by_path = std::process::Command::new(env!("CARGO_BIN_EXE_grundy"))
        .arg("poj2234")
        .arg(&file.0)
        .output()
        .unwrap();
    let by_stdin = std::process::Command::new(env!("CARGO_BIN_EXE_grundy"))
        .arg("poj2234")
        .stdin(File::open(&file.0).unwrap())
        .output()
        .unwrap();
    let err = String::from_utf8_lossy(&err).into_owned();
    // A message about a named file names it.
    let named = err.replacen("poj2234: ", &format!("poj2234: {}: ", file.0.display()), 1);
    for (got, err) in [(by_path, named), (by_stdin, err)] {
        assert_eq!(got.status.code(), Some(code));
        assert!(got.stdout == out, "stdout differs");
        assert_eq!(String::from_utf8_lossy(&got.stderr), err);
    }
}

#[test]
fn a_closed_output_stops_the_run() {
    struct Closed;
    impl Write for Closed {
        fn write(&mut self, _: &[u8]) -> std::io::Result<usize> {
            Err(std::io::ErrorKind::BrokenPipe.into())
        }
        fn flush(&mut self) -> std::io::Result<()> {
            Ok(())
        }
    }
    let input = big_nim(1 << 20);
    let file = TempFile::new(&input);
    let f = File::open(&file.0).unwrap();
    let split = Split {
        chunk: 4096,
        batch: 64,
        queue: 1,
        answers: 4096,
    };
    let e = solve_split(entry("poj2234").unwrap(), &f, &mut Closed, split);
    assert!(e.unwrap_err().is_broken_pipe());
}

/// Long runs of one byte (spaces, tabs, CRs, newlines, leading zeros,
/// digits) that cross many chunks are read about once, not once per chunk
/// they cross: the bytes read, counted by the reader, stay within a few
/// times the file's size, and the answer is the single-threaded one. Every
/// row with a two-thread plan, on a small input of its own generator with
/// one run put in: as the whitespace after the first, a middle or the last
/// token, as leading zeros of a number, as a number too long for a `u64`
/// (a bad token: the single-threaded error).
#[test]
fn long_runs_across_chunks_are_read_about_once() {
    const CHUNK: u64 = 256;
    const RUN: usize = 400 * CHUNK as usize;
    let run = |b: u8| vec![b; RUN];
    let mut rng = Rng::new(0x4C4F_4E47_5255_4E53);
    let mut inputs: Vec<(&str, String, bool, Vec<u8>)> = Vec::new();
    for problem in problems() {
        let made = (problem.tools.generate)(&mut rng, Scale::Tiny, 3);
        let text = (problem.tools.write)(&made);
        let tokens: Vec<(&[u8], &[u8])> = text
            .lines()
            .flat_map(|line| {
                let words: Vec<&str> = line.split_whitespace().collect();
                let last = words.len().saturating_sub(1);
                words.into_iter().enumerate().map(move |(i, w)| {
                    (w.as_bytes(), if i == last { &b"\n"[..] } else { &b" "[..] })
                })
            })
            .collect();
        assert!(tokens.len() >= 2, "{}: {text:?}", problem.id);
        let (middle, last) = (tokens.len() / 2, tokens.len() - 1);
        // The input with token `at` written as `word` and followed by `space`.
        let with = |at: usize, word: &[u8], space: &[u8]| -> Vec<u8> {
            let mut input = Vec::new();
            for (i, &(w, sp)) in tokens.iter().enumerate() {
                let (w, sp) = if i == at { (word, space) } else { (w, sp) };
                input.extend_from_slice(w);
                input.extend_from_slice(sp);
            }
            input
        };
        for (at, byte) in [
            (0, b' '),
            (0, b'\t'),
            (middle, b'\r'),
            (last, b'\n'),
            (middle, b' '),
        ] {
            let space = [run(byte), b"\n".to_vec()].concat();
            let what = format!("{:?} after token {at}", byte as char);
            inputs.push((problem.id, what, false, with(at, tokens[at].0, &space)));
        }
        for at in [1, last] {
            let zeros = [run(b'0'), tokens[at].0.to_vec()].concat();
            let what = format!("zeros before token {at}");
            inputs.push((problem.id, what, false, with(at, &zeros, tokens[at].1)));
        }
        let what = format!("digits as token {middle}");
        let input = with(middle, &run(b'9'), tokens[middle].1);
        inputs.push((problem.id, what, true, input));
    }
    for (id, what, bad, input) in inputs {
        let problem = entry(id).unwrap();
        let expected = single(problem, &input);
        let file = TempFile::new(&input);
        let f = File::open(&file.0).unwrap();
        let split = Split {
            chunk: CHUNK,
            ..Split::DEFAULT
        };
        let mut out = Vec::new();
        let (answered, read) = solve_split_counted(problem, &f, &mut out, split);
        let got = (
            out,
            answered.err().map(|e| e.to_string()).unwrap_or_default(),
        );
        assert_eq!(got, expected, "{id}: {what}");
        let len = input.len() as u64;
        // A chunk that ends in an error is read again by the walk, case by
        // case, where the plan answers whole lines (`Plan::Cases`): a token
        // too long for a `u64` that fills a line is read about four times.
        let plan = grundy::registry::entry(id).unwrap().tools.plan;
        let times = if bad && matches!(plan, Some(Plan::Cases(_))) {
            5
        } else {
            4
        };
        assert!(
            read <= times * len,
            "{id}: {what}: {read} bytes read for a file of {len}"
        );
    }
}
