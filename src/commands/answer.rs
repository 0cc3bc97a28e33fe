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
//! left alone. Each answer is streamed into a temporary file beside its
//! input and renamed into place, so memory stays small and no answer file is
//! ever half written.

use crate::commands::check::{find_cases, Case, Expected};
use crate::commands::solve::open;
use crate::commands::{Command, Failure, Flag, Io, Parsed};
use crate::error::Error;
use crate::problem::Problem;
use std::fs::File;
use std::io::{BufReader, BufWriter, Read, Write};
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
    let mut report = String::new();
    for case in &cases {
        let Some(target) = target(case) else {
            skipped += 1;
            continue;
        };
        match answer_one(problem, &case.input, &target, force)? {
            Outcome::Written => written += 1,
            Outcome::Overwritten => {
                written += 1;
                report.push_str(&format!("overwrote {}\n", target.display()));
            }
            Outcome::Unchanged => unchanged += 1,
            Outcome::Kept => {
                kept += 1;
                report.push_str(&format!(
                    "KEPT {}: it differs from grundy's answer (grundy check {} {} shows where; --force overwrites)\n",
                    target.display(),
                    problem.id,
                    case.input.display()
                ));
            }
            Outcome::Rejected(message) => {
                rejected += 1;
                report.push_str(&format!("FAIL {}: {message}\n", case.name));
            }
        }
    }
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
    io.stdout
        .write_all(report.as_bytes())
        .and_then(|()| io.stdout.flush())
        .map_err(|e| Failure::Run {
            context: "answer".into(),
            error: Error::Write(e),
        })?;
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
        Expected::Failure { .. } => None,
    }
}

/// Answers `input` into a temporary file beside `target`, then puts it in
/// place as the existing file and `force` allow.
fn answer_one(
    problem: &Problem,
    input: &Path,
    target: &Path,
    force: bool,
) -> Result<Outcome, Failure> {
    let cannot = |what: &str, path: &Path, e: std::io::Error| {
        Failure::usage(format!("answer: cannot {what} {}: {e}", path.display()))
    };
    let mut temporary = target.as_os_str().to_owned();
    temporary.push(".grundy-tmp");
    let temporary = PathBuf::from(temporary);
    let file = File::create(&temporary).map_err(|e| cannot("create", &temporary, e))?;
    let mut sink = BufWriter::new(file);
    let solved = crate::solve_file(problem, &open(input)?, &mut sink);
    let flushed = sink.flush();
    let discard = |outcome| {
        let _ = std::fs::remove_file(&temporary);
        Ok(outcome)
    };
    match solved {
        Err(Error::Write(e)) => {
            let _ = std::fs::remove_file(&temporary);
            return Err(cannot("write", &temporary, e));
        }
        Err(error) => {
            return discard(Outcome::Rejected(format!(
                "grundy: {}: {error}",
                problem.id
            )))
        }
        Ok(()) => flushed.map_err(|e| cannot("write", &temporary, e))?,
    }
    let outcome = if !target.exists() {
        Outcome::Written
    } else if same_bytes(&temporary, target).map_err(|e| cannot("read", target, e))? {
        return discard(Outcome::Unchanged);
    } else if force {
        Outcome::Overwritten
    } else {
        return discard(Outcome::Kept);
    };
    std::fs::rename(&temporary, target).map_err(|e| cannot("write", target, e))?;
    Ok(outcome)
}

/// True when the two files hold the same bytes (read a block at a time).
fn same_bytes(a: &Path, b: &Path) -> std::io::Result<bool> {
    let (mut a, mut b) = (
        BufReader::new(File::open(a)?),
        BufReader::new(File::open(b)?),
    );
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
