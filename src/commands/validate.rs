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

use crate::commands::solve::open;
use crate::commands::{Command, Failure, Flag, Io, Parsed};
use crate::error::Error;
use crate::format::read::{Coverage, Mode};
use crate::problem::Problem;
use crate::registry::Tools;
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
    let (problem, tools) = problem_with_tools(args, "validate")?;
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
            inputs.push(None);
        } else if path.is_dir() {
            listed = true;
            inputs.extend(files_under(&path)?.into_iter().map(Some));
        } else {
            inputs.push(Some(path));
        }
    }
    if paths.is_empty() {
        inputs.push(None);
    }
    let mut coverage = args.has("--coverage").then(Coverage::default);
    let (mut valid, mut invalid) = (0u64, 0u64);
    let mut last = None;
    for input in &inputs {
        let context = match input {
            None => format!("validate: {}", problem.id),
            Some(path) => format!("validate: {}: {}", problem.id, path.display()),
        };
        let fresh = coverage.as_ref().map(|_| Coverage::default());
        let (result, seen) = match input {
            None => testdata::validate_stream(problem, &tools.format, mode, io.stdin, fresh),
            Some(path) => {
                let mut file = open(path)?;
                testdata::validate_stream(problem, &tools.format, mode, &mut file, fresh)
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

/// Every file under `folder` named `*.in`, or every file when none is, in
/// path order.
fn files_under(folder: &Path) -> Result<Vec<PathBuf>, Failure> {
    let mut all = Vec::new();
    let mut pending = vec![folder.to_path_buf()];
    while let Some(dir) = pending.pop() {
        let entries = std::fs::read_dir(&dir)
            .map_err(|e| Failure::usage(format!("cannot read {}: {e}", dir.display())))?;
        for entry in entries {
            let path = entry
                .map_err(|e| Failure::usage(format!("cannot read {}: {e}", dir.display())))?
                .path();
            if path.is_dir() {
                pending.push(path);
            } else {
                all.push(path);
            }
        }
    }
    all.sort();
    let inputs: Vec<PathBuf> = all
        .iter()
        .filter(|p| p.extension().is_some_and(|e| e == "in"))
        .cloned()
        .collect();
    Ok(if inputs.is_empty() { all } else { inputs })
}

/// The problem named first and its tools (`command` names the caller in
/// messages).
pub fn problem_with_tools(
    args: &Parsed,
    _command: &str,
) -> Result<(&'static Problem, &'static Tools), Failure> {
    let problem = args.problem(0)?;
    Ok((problem, crate::registry::tools(problem)))
}
