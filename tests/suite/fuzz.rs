//! Every command of the real binary with seeded random arguments and
//! inputs: valid flags with hostile values (huge, negative, fractional, not
//! UTF-8, given twice), stray words, and inputs that are samples, mutated
//! samples or random bytes. A run fails the test when grundy panics or
//! aborts (killed by a signal, or a status outside 0-3), when it outlives a
//! generous watchdog (which kills it: a hang, never a timing), or when a
//! program it ran is still alive after it (every program it is given to run
//! carries a marker in its command line).
//!
//! The suite runs [`SUITE_RUNS`] seeds; `cargo test --test suite fuzz:: -- --ignored`
//! runs [`LONG_RUNS`] more, with larger values too (the counts and sizes
//! `gen` and `sg` are being bounded on other branches: see docs/benchmarks.md,
//! "Limits and memory").

use crate::common;
use crate::processes;
use grundy::testdata::Rng;

use grundy::registry::PROBLEMS;
use std::ffi::OsString;
use std::io::{Read, Write};
use std::os::unix::ffi::OsStringExt;
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use std::time::{Duration, Instant};

/// Runs in the suite, and in the ignored long test.
const SUITE_RUNS: u64 = 120;
const LONG_RUNS: u64 = 3000;
/// How long one run may take before the watchdog calls it a hang: far
/// beyond any run's real time (the machine is shared and slow at times).
const WATCHDOG: Duration = Duration::from_secs(120);

/// What one run is given.
struct Case {
    args: Vec<OsString>,
    stdin: Vec<u8>,
}

/// The folder a run works in (stress and emit write files there), with a
/// few cases for `check`.
fn workdir(seed: u64) -> PathBuf {
    let dir = PathBuf::from(env!("CARGO_TARGET_TMPDIR")).join(format!("fuzz-{seed}"));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(dir.join("cases")).unwrap();
    dir
}

/// A number-like word for a flag: sometimes sensible, sometimes hostile.
/// `large` allows the counts that other branches are still bounding.
fn value(rng: &mut Rng, sensible: &[&str], large: bool) -> OsString {
    let hostile = [
        "0",
        "-1",
        "1.5",
        "1e9",
        "",
        "x",
        "NaN",
        "inf",
        "+3",
        " 7",
        "0x10",
        "18446744073709551616",
        "99999999999999999999999",
    ];
    let huge = ["18446744073709551615", "4294967296", "1000000000"];
    match rng.below(10) {
        0..=5 => rng.pick(sensible).into(),
        6..=7 => rng.pick(&hostile).into(),
        8 if large => rng.pick(&huge).into(),
        8 => rng.below(1000).to_string().into(),
        _ => OsString::from_vec(vec![b'7', 0xff, b'1']),
    }
}

/// Random bytes, or a problem's sample (maybe damaged).
fn input(rng: &mut Rng, id: &str) -> Vec<u8> {
    let samples = common::samples(id);
    let mut bytes = match (rng.below(4), samples.is_empty()) {
        (0, _) | (_, true) => (0..rng.below(200)).map(|_| rng.below(256) as u8).collect(),
        _ => samples[rng.below(samples.len() as u64) as usize]
            .input
            .clone(),
    };
    for _ in 0..rng.below(4) {
        if bytes.is_empty() {
            break;
        }
        let at = rng.below(bytes.len() as u64) as usize;
        match rng.below(4) {
            0 => bytes[at] = rng.below(256) as u8,
            1 => {
                bytes.remove(at);
            }
            2 => bytes.insert(at, rng.pick(b" \n\r\t0123456789-")),
            _ => bytes.truncate(at),
        }
    }
    bytes
}

/// A program for `check` or `stress` to run, carrying `mark`; `quick` ones
/// answer at once (stress runs a failing program many times to shrink).
fn solution(rng: &mut Rng, mark: &str, quick: bool) -> String {
    let word = processes::spelled(mark);
    let grundy = env!("CARGO_BIN_EXE_grundy");
    let quick_ones = [
        "cat".to_string(),
        "true".to_string(),
        "exit 3".to_string(),
        format!("echo {word} >&2; exit 1"),
        format!("'{grundy}' nim"),
        format!("sleep {word} & echo No"),
    ];
    let slow_ones = [
        format!("sleep {word}"),
        format!("yes {word}"),
        format!("yes {word} >&2"),
        format!("trap '' TERM; sleep {word}"),
        format!("sleep {word} | cat"),
    ];
    if quick || rng.one_in(2) {
        quick_ones[rng.below(quick_ones.len() as u64) as usize].clone()
    } else {
        slow_ones[rng.below(slow_ones.len() as u64) as usize].clone()
    }
}

/// One random request for a random command.
fn case(rng: &mut Rng, dir: &Path, mark: &str, large: bool) -> Case {
    let problem = &PROBLEMS[rng.below(PROBLEMS.len() as u64) as usize];
    let id = if rng.one_in(20) { "nosuch" } else { problem.id };
    let stdin = input(rng, problem.id);
    let mut args: Vec<OsString> = Vec::new();
    let flag = |args: &mut Vec<OsString>, name: &str, v: OsString| {
        args.push(name.into());
        args.push(v);
    };
    let command = rng.pick(&[
        "solve", "list", "show", "check", "gen", "validate", "stress", "explain", "emit", "sg",
        "help",
    ]);
    match command {
        "solve" => {
            args.push(id.into());
            if rng.one_in(3) {
                let file = dir.join("input");
                std::fs::write(&file, &stdin).unwrap();
                args.push(file.into());
            }
        }
        "list" => {
            args.push("list".into());
            if rng.one_in(2) {
                args.push("--long".into());
            }
        }
        "show" | "validate" | "explain" => {
            args.extend([command.into(), id.into()]);
            if command == "explain" && rng.one_in(2) {
                args.push(rng.pick(&["--all", "--json", "-a"]).into());
            }
        }
        "gen" => {
            args.extend(["gen".into(), id.into()]);
            let cases = value(rng, &["1", "3", "0", "20"], large);
            flag(&mut args, "--cases", cases);
            if rng.one_in(2) {
                let seed = value(rng, &["1", "7", "18446744073709551615"], true);
                flag(&mut args, "--seed", seed);
            }
            if rng.one_in(2) {
                let scale = value(rng, &["tiny", "judge", "huge"], false);
                flag(&mut args, "--scale", scale);
            }
        }
        "check" => {
            let cases = dir.join("cases");
            for (i, sample) in common::samples(problem.id).iter().take(3).enumerate() {
                std::fs::write(cases.join(format!("{i}.in")), &sample.input).unwrap();
                std::fs::write(cases.join(format!("{i}.out")), &sample.stdout).unwrap();
            }
            args.extend(["check".into(), id.into(), cases.into()]);
            if rng.one_in(2) {
                flag(&mut args, "--solution", solution(rng, mark, false).into());
                let limit = value(rng, &["0.3", "0.5", "1000000000"], true);
                flag(&mut args, "-t", limit);
            }
            if rng.one_in(3) {
                args.push("-S".into());
            }
        }
        "stress" => {
            args.extend(["stress".into(), id.into()]);
            flag(&mut args, "--solution", solution(rng, mark, true).into());
            let rounds = value(rng, &["1", "2", "0"], false);
            flag(&mut args, "--rounds", rounds);
            flag(&mut args, "--scale", "tiny".into());
            if rng.one_in(3) {
                flag(&mut args, "-t", value(rng, &["1", "0.5"], false));
            }
        }
        "emit" => {
            args.extend(["emit".into(), id.into()]);
            if rng.one_in(2) {
                flag(
                    &mut args,
                    "--lang",
                    value(rng, &["rust", "cpp", "go"], false),
                );
            }
            if rng.one_in(2) {
                flag(
                    &mut args,
                    "-o",
                    value(rng, &["out.rs", "sub/out.cpp"], false),
                );
            }
        }
        "sg" => {
            args.push("sg".into());
            // Classic rules and the rule language's families, whole or
            // cut short, and letters with or without --param.
            let rule = value(
                rng,
                &[
                    "0.77",
                    "1,2,5",
                    "0.137",
                    "4.07",
                    "grundy",
                    "+1",
                    "",
                    "squares",
                    "1..n/2",
                    "to proper-divisors",
                    "coprime",
                    "4.[3]",
                    "0.[7]",
                    "split 3",
                    "1..2*last",
                    "once 1..n",
                    "misere 0.77",
                    "1,2,K",
                    "L..R",
                    "primes|semi",
                    "0.&16;",
                    "1..",
                    "0.[",
                ],
                false,
            );
            args.push(rule);
            if rng.one_in(4) {
                let param = value(rng, &["K=3..20", "K=5", "L=1..4,R=L..4", "K=0..0"], false);
                flag(&mut args, "--param", param);
            }
            if rng.one_in(2) {
                let upto = value(rng, &["10", "100", "0"], large);
                flag(&mut args, "--upto", upto);
                if rng.one_in(2) {
                    args.push("--values".into());
                }
            }
            if rng.one_in(3) {
                let heap = value(rng, &["3", "18446744073709551615"], true);
                flag(&mut args, "--heap", heap);
            }
            if rng.one_in(3) {
                let max = value(rng, &["1000", "64"], large);
                flag(&mut args, "--max", max);
            }
            if rng.one_in(4) {
                args.push("--json".into());
            }
        }
        _ => {
            args.push("help".into());
            if rng.one_in(2) {
                args.push(id.into());
            }
        }
    }
    // Now and then: a stray word, a flag given twice, an unknown flag.
    match rng.below(12) {
        0 => args.push("stray".into()),
        1 if args.len() >= 2 => {
            let last = args[args.len() - 2..].to_vec();
            args.extend(last);
        }
        2 => args.push("--frobnicate".into()),
        3 => args.push("--".into()),
        _ => {}
    }
    Case { args, stdin }
}

/// Runs one case under the watchdog; the reason it fails, if it does.
fn run(case: &Case, dir: &Path, mark: &str) -> Option<String> {
    let mut child = Command::new(env!("CARGO_BIN_EXE_grundy"))
        .args(&case.args)
        .current_dir(dir)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    let mut stdin = child.stdin.take().unwrap();
    let input = case.stdin.clone();
    std::thread::spawn(move || {
        let _ = stdin.write_all(&input);
    });
    // Drained on threads, kept up to a point: a command may write a lot.
    let drain = |mut pipe: Box<dyn Read + Send>| {
        std::thread::spawn(move || {
            let mut kept = Vec::new();
            let mut buf = [0u8; 1 << 16];
            while let Ok(n) = pipe.read(&mut buf) {
                if n == 0 {
                    break;
                }
                if kept.len() < 1 << 16 {
                    kept.extend_from_slice(&buf[..n]);
                }
            }
            kept
        })
    };
    let _out = drain(Box::new(child.stdout.take().unwrap()));
    let err = drain(Box::new(child.stderr.take().unwrap()));
    let start = Instant::now();
    let status = loop {
        if let Some(status) = child.try_wait().unwrap() {
            break status;
        }
        if start.elapsed() > WATCHDOG {
            let _ = child.kill();
            let _ = child.wait();
            return Some(format!("still running after {WATCHDOG:?}: killed"));
        }
        std::thread::sleep(Duration::from_millis(5));
    };
    let stderr = String::from_utf8_lossy(&err.join().unwrap_or_default()).into_owned();
    let left = processes::leftovers(mark, Duration::from_secs(30));
    processes::kill_all(&left);
    if !left.is_empty() {
        return Some(format!("left {left:?} running"));
    }
    match status.code() {
        Some(0..=3) if !stderr.contains("panicked") => None,
        Some(code) => Some(format!("exit status {code}: {stderr}")),
        None => Some(format!("killed by a signal ({status}): {stderr}")),
    }
}

fn fuzz(seeds: std::ops::Range<u64>, large: bool) {
    let mut failures = Vec::new();
    for seed in seeds {
        let mut rng = Rng::new(seed);
        // 5000 and up: the suite's other users of markers (robust) take
        // small numbers, and run in this process at the same time.
        let mark = processes::marker(5_000 + (seed % 5_000) as u32);
        let dir = workdir(seed);
        let case = case(&mut rng, &dir, &mark, large);
        if let Some(why) = run(&case, &dir, &mark) {
            failures.push(format!("seed {seed}: grundy {:?}: {why}", case.args));
        }
        let _ = std::fs::remove_dir_all(&dir);
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

#[test]
fn every_command_with_random_arguments_and_inputs() {
    fuzz(0..SUITE_RUNS, false);
}

#[test]
#[ignore = "minutes: run with --ignored"]
fn every_command_with_random_arguments_and_inputs_long() {
    fuzz(1_000_000..1_000_000 + LONG_RUNS, true);
}
