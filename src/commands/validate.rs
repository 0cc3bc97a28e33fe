//! `grundy validate PROBLEM [PATH...] [--loose] [--coverage]`: a
//! testlib-style validator read from the problem's format description.
//!
//! Strict by default: the exact layout of the description (single spaces,
//! `\n` after every line, no `\r`, no leading zeros, nothing after the end)
//! and every official bound; `--loose` checks tokens and bounds only. Then
//! the solver reads the same bytes for the rules no layout states (a date
//! exists, the edges form a tree). Each input is streamed (the format on
//! this thread, the solver on another), so its size does not matter.
//!
//! A PATH is a file or a folder: a folder stands for every file under it
//! whose name ends in `.in`, or for every file under it when none does, in
//! name order. Silent with exit status 0 when the one input is valid, else
//! its first fault with line and column, exit status 1; with several inputs,
//! one line per invalid input, then `N valid, M invalid` on stdout.
//! `--coverage` adds, for each named value, the smallest and largest seen
//! in the valid inputs against its official bounds, and every bound no
//! input reaches (`no test has M = 20`).

use crate::commands::files::{self, Entry};
use crate::commands::solve::{open, shown};
use crate::commands::{Command, Failure, Flag, Io, Parsed};
use crate::error::Error;
use crate::format::coverage::Coverage;
use crate::format::read::Mode;
use crate::testdata;
use std::path::{Path, PathBuf};

pub const COMMAND: Command = Command {
    name: "validate",
    usage: "PROBLEM [PATH...] [--loose] [--coverage]",
    about: "check inputs' exact layout and official bounds",
    flags: &[
        Flag {
            long: "--loose",
            short: None,
            value: None,
            help: "tokens and bounds only, whitespace free (default: exact layout)",
        },
        Flag {
            long: "--coverage",
            short: None,
            value: None,
            help: "also print each value's range seen and the bounds no input reaches",
        },
    ],
    run,
};

fn run(args: &Parsed, io: &mut Io<'_>) -> Result<(), Failure> {
    let problem = args.problem(0)?;
    let tools = problem.tools;
    let mode = if args.has("--loose") {
        Mode::Loose
    } else {
        Mode::Strict
    };
    let paths = &args.positionals[1..];
    let mut inputs = Vec::new();
    let mut listed = paths.len() > 1;
    for path in paths.iter().map(PathBuf::from) {
        if path.as_os_str() == "-" {
            inputs.push(Input::Stdin);
        } else if path.is_dir() {
            listed = true;
            inputs.extend(inputs_under(&path));
        } else {
            inputs.push(Input::Named(path));
        }
    }
    if paths.is_empty() {
        inputs.push(Input::Stdin);
    }
    let mut coverage = args.has("--coverage").then(Coverage::default);
    let (mut valid, mut invalid) = (0u64, 0u64);
    let mut last = None;
    for input in inputs {
        let context = match &input {
            Input::Stdin => format!("validate: {}", problem.id),
            Input::Named(path) | Input::Found(Entry::File(path) | Entry::Refused(path, _)) => {
                format!("validate: {}: {}", problem.id, shown(path))
            }
        };
        let fresh = coverage.as_ref().map(|_| Coverage::default());
        let opened = match input {
            Input::Stdin => Ok(None),
            Input::Named(path) | Input::Found(Entry::File(path)) => open(&path).map(Some),
            Input::Found(Entry::Refused(_, why)) => {
                Err(Failure::usage(format!("{context}: {why}")))
            }
        };
        let (result, seen) = match opened {
            Ok(None) => testdata::validate_stream(problem, &tools.format, mode, io.stdin, fresh),
            Ok(Some(mut file)) => {
                testdata::validate_stream(problem, &tools.format, mode, &mut file, fresh)
            }
            Err(failure) if !listed => return Err(failure),
            Err(failure) => {
                // One line for an input that cannot be read; the others are
                // still validated.
                invalid += 1;
                if let (_, Some(line)) = failure.report() {
                    let _ = writeln!(io.stderr, "grundy: {line}");
                }
                continue;
            }
        };
        match result {
            Ok(()) => {
                valid += 1;
                if let (Some(all), Some(seen)) = (&mut coverage, seen) {
                    all.merge(seen);
                }
            }
            Err(error) => {
                invalid += 1;
                if !listed {
                    last = Some(Failure::Run { context, error });
                } else {
                    let _ = writeln!(io.stderr, "grundy: {context}: {error}");
                }
            }
        }
    }
    let write = |e| Failure::Run {
        context: "validate".into(),
        error: Error::Write(e),
    };
    if let Some(coverage) = &coverage {
        io.stdout
            .write_all(coverage.report().as_bytes())
            .map_err(write)?;
    }
    if listed || coverage.is_some() {
        writeln!(io.stdout, "{valid} valid, {invalid} invalid").map_err(write)?;
    }
    io.stdout.flush().map_err(write)?;
    match last {
        Some(failure) => Err(failure),
        None if invalid > 0 => Err(Failure::Reported),
        None => Ok(()),
    }
}

/// One input to validate.
enum Input {
    Stdin,
    /// A file named on the command line.
    Named(PathBuf),
    /// An entry found in a folder.
    Found(Entry),
}

/// Every entry under `folder` named `*.in`, or every entry when none is, in
/// path order (see [`files::walk`]: links to folders are not followed, and
/// what is not a regular file is refused, one line each).
fn inputs_under(folder: &Path) -> Vec<Input> {
    let all: Vec<Entry> = files::walk(folder).collect();
    let is_in = |e: &Entry| e.path().extension().is_some_and(|x| x == "in");
    let any_in = all.iter().any(is_in);
    all.into_iter()
        .filter(|e| !any_in || is_in(e))
        .map(Input::Found)
        .collect()
}
