//! `grundy answer PROBLEM PATH... [--force]`: writes grundy's answer beside
//! every judge input under the paths (`NAME.in` -> `NAME.out`, or the
//! `NAME.ans` / Polygon `NN.a` already there), so `grundy check` and `oj
//! test` can run on any folder of inputs.
//!
//! An existing answer that differs from grundy's is a finding, not something
//! to overwrite in silence: it is reported and kept unless `--force`. An
//! input grundy rejects gets no answer file at all (a half answer would pass
//! for a whole one); the fault is reported and the exit status is 1. Must-fail
//! cases (`NAME.err` beside `NAME.in`, grundy's own `samples/*/errors/`) are
//! left alone. Each answer is streamed into a file with no name beside its
//! input, then copied into place through a temporary name and a rename, so
//! memory stays small, an interrupt mid-answer leaves nothing and no answer
//! file is ever half written.

use crate::commands::check::{find_cases, Case, Expected};
use crate::commands::files::{self, Scratch};
use crate::commands::solve::shown;
use crate::commands::{Command, Failure, Flag, Io, Parsed};
use crate::error::Error;
use crate::registry::Entry;
use std::fs::File;
use std::io::{BufReader, BufWriter, Read, Seek, Write};
use std::path::{Path, PathBuf};

pub const COMMAND: Command = Command {
    name: "answer",
    usage: "PROBLEM PATH... [--force]",
    about: "write grundy's answer beside every input under PATHs",
    flags: &[Flag {
        long: "--force",
        short: Some("-f"),
        value: None,
        help: "overwrite an existing answer that differs from grundy's",
    }],
    run,
};

/// What became of one input.
#[derive(Debug, PartialEq, Eq)]
enum Outcome {
    Written,
    Unchanged,
    /// An answer was there and differs; kept (no `--force`).
    Kept,
    Overwritten,
    /// grundy rejects the input: the message.
    Rejected(String),
}

fn run(args: &Parsed, io: &mut Io<'_>) -> Result<(), Failure> {
    let problem = args.problem(0)?;
    if args.positionals.len() < 2 {
        return Err(Failure::usage(format!(
            "answer: missing a PATH; usage: grundy answer {}",
            COMMAND.usage
        )));
    }
    let force = args.has("--force");
    let mut cases = Vec::new();
    for path in &args.positionals[1..] {
        find_cases(Path::new(path), true, &mut cases)?;
    }
    let (mut written, mut unchanged, mut kept, mut rejected, mut skipped) = (0, 0, 0, 0, 0);
    // Each finding is printed as it comes: a run stopped later keeps the
    // report of what was done before.
    let mut say = |line: String| {
        io.stdout
            .write_all(line.as_bytes())
            .and_then(|()| io.stdout.flush())
            .map_err(|e| Failure::Run {
                context: "answer".into(),
                error: Error::Write(e),
            })
    };
    for case in &cases {
        if let Expected::Unreadable(why) = &case.expected {
            rejected += 1;
            say(format!("FAIL {}: cannot read it: {why}\n", case.name))?;
            continue;
        }
        let Some(target) = target(case) else {
            skipped += 1;
            continue;
        };
        let line = match answer_one(problem, &case.input, &target, force) {
            Ok(Outcome::Written) => {
                written += 1;
                None
            }
            Ok(Outcome::Overwritten) => {
                written += 1;
                Some(format!("overwrote {}\n", shown(&target)))
            }
            Ok(Outcome::Unchanged) => {
                unchanged += 1;
                None
            }
            Ok(Outcome::Kept) => {
                kept += 1;
                Some(format!(
                    "KEPT {}: it differs from grundy's answer (grundy check {} {} shows where; --force overwrites)\n",
                    shown(&target),
                    crate::registry::called(problem.id),
                    shown(&case.input)
                ))
            }
            Ok(Outcome::Rejected(message)) => {
                rejected += 1;
                Some(format!("FAIL {}: {message}\n", case.name))
            }
            Err(why) => {
                // A file that cannot be read or written is one line of the
                // report; the other inputs are still answered.
                rejected += 1;
                Some(format!("FAIL {}: {why}\n", case.name))
            }
        };
        if let Some(line) = line {
            say(line)?;
        }
    }
    let mut report = String::new();
    if skipped > 0 {
        report.push_str(&format!(
            "{skipped} must-fail case(s) (NAME.err) left alone\n"
        ));
    }
    if cases.is_empty() {
        report.push_str("no input found (NAME.in, or Polygon's NN with NN.a)\n");
    }
    report.push_str(&format!(
        "{written} written, {unchanged} unchanged, {kept} kept, {rejected} rejected\n"
    ));
    say(report)?;
    if kept + rejected > 0 || cases.is_empty() {
        return Err(Failure::Reported);
    }
    Ok(())
}

/// Where the answer to `case` goes: the expected file already there, else
/// `NAME.out`; none for a must-fail case.
fn target(case: &Case) -> Option<PathBuf> {
    match &case.expected {
        Expected::Output(path) => Some(path.clone()),
        Expected::Missing => Some(case.input.with_extension("out")),
        Expected::Failure { .. } | Expected::Unreadable(_) => None,
    }
}

/// Answers `input` into a file with no name beside `target` (an interrupt
/// leaves nothing of it), then, as the existing file and `force` allow,
/// copies it into a temporary file created exclusively beside `target` (a
/// link planted under its name is never written through) and renames that
/// into place: an interrupt during that copy leaves nothing either (a
/// janitor watches a long copy, see [`files::Scratch::copy_into_place`]). `Err` is the line to report: a file that
/// cannot be read or written.
fn answer_one(
    problem: &Entry,
    input: &Path,
    target: &Path,
    force: bool,
) -> Result<Outcome, String> {
    let cannot =
        |what: &str, path: &Path, e: std::io::Error| format!("cannot {what} {}: {e}", shown(path));
    if let Ok(meta) = std::fs::metadata(target) {
        if let Some(what) = files::kind(&meta) {
            return Err(format!("cannot write {}: {what}", shown(target)));
        }
    }
    let input_file = files::open_input(input).map_err(|why| format!("cannot open it: {why}"))?;
    let scratch =
        Scratch::nameless_beside(target).map_err(|e| cannot("create a file beside", target, e))?;
    let mut sink = BufWriter::new(&scratch.file);
    let solved = crate::solve_file(problem, &input_file, &mut sink);
    let flushed = sink.flush();
    drop(sink);
    match solved {
        Err(Error::Write(e)) => return Err(cannot("write beside", target, e)),
        Err(error) => {
            return Ok(Outcome::Rejected(format!(
                "grundy: {}: {error}",
                problem.id
            )))
        }
        Ok(()) => flushed.map_err(|e| cannot("write beside", target, e))?,
    }
    let outcome = if !target.exists() {
        Outcome::Written
    } else if same_bytes(&scratch.file, target).map_err(|e| cannot("read", target, e))? {
        return Ok(Outcome::Unchanged);
    } else if force {
        Outcome::Overwritten
    } else {
        return Ok(Outcome::Kept);
    };
    scratch
        .copy_into_place(target)
        .map_err(|e| cannot("write", target, e))?;
    Ok(outcome)
}

/// True when the two files hold the same bytes (read a block at a time).
fn same_bytes(a: &File, b: &Path) -> std::io::Result<bool> {
    let mut a = a.try_clone()?;
    a.seek(std::io::SeekFrom::Start(0))?;
    let (mut a, mut b) = (BufReader::new(a), BufReader::new(File::open(b)?));
    let (mut x, mut y) = ([0u8; 8192], [0u8; 8192]);
    loop {
        let n = read_full(&mut a, &mut x)?;
        if n != read_full(&mut b, &mut y)? || x[..n] != y[..n] {
            return Ok(false);
        }
        if n == 0 {
            return Ok(true);
        }
    }
}

/// Fills `buf` as far as the reader allows; fewer bytes only at the end.
fn read_full(reader: &mut impl Read, buf: &mut [u8]) -> std::io::Result<usize> {
    let mut filled = 0;
    while filled < buf.len() {
        match reader.read(&mut buf[filled..])? {
            0 => break,
            n => filled += n,
        }
    }
    Ok(filled)
}
