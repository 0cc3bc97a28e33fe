//! `grundy check PROBLEM PATH... [-S] [--solution CMD [-t SECONDS]]`: runs
//! every case found under the paths and compares each answer with the
//! expected one, the way `oj test` does, in the layouts judges use:
//! `NAME.in` with `NAME.out` or `NAME.ans` (oj, Kattis, DOMjudge), Polygon's
//! `NN` with `NN.a`, and `NAME.err`, a case that must fail with that message
//! (grundy's own `samples/<id>/errors/`).
//!
//! Without `--solution` the answers are grundy's; with it, another program's
//! (through `sh -c`), measured against the expected file or, where there is
//! none, against grundy's own answer. Must-fail cases are skipped then: they
//! test grundy's input checks, which a judge solution need not have.

use crate::commands::program::{self, Limits, Run};
use crate::commands::solve::shown;
use crate::commands::verdict::{self, Compare, Comparison, Outcome};
use crate::commands::{Command, Failure, Flag, Io, Parsed};
use crate::error::Error;
use crate::problem::Problem;
use std::fs::File;
use std::io::{self, BufReader};
use std::path::{Path, PathBuf};
use std::time::Duration;

pub const COMMAND: Command = Command {
    name: "check",
    usage: "PROBLEM PATH... [-S] [--solution CMD [-t SECS]]",
    about: "judge grundy or a program on the cases under PATHs",
    flags: &[
        Flag {
            long: "--tokens",
            short: Some("-S"),
            value: None,
            help: "tokens only (default: exact bytes but CR before LF)",
        },
        SOLUTION,
        TIME_LIMIT,
    ],
    run,
};

pub const SOLUTION: Flag = Flag {
    long: "--solution",
    short: None,
    value: Some("CMD"),
    help: "the program to judge (run through sh -c)",
};

pub const TIME_LIMIT: Flag = Flag {
    long: "--time-limit",
    short: Some("-t"),
    value: Some("SECS"),
    help: "per-case time limit for --solution (default 5)",
};

/// One case found on disk.
pub struct Case {
    /// The input's path without its extension, for the report.
    pub name: String,
    pub input: PathBuf,
    pub expected: Expected,
}

/// What a case's input is held to.
pub enum Expected {
    /// The answer, byte for byte.
    Output(PathBuf),
    /// `NAME.err`: the run must fail with this message, after writing
    /// `NAME.out` when there is one.
    Failure {
        message: PathBuf,
        output: Option<PathBuf>,
    },
    /// No expected file.
    Missing,
}

fn run(args: &Parsed, io: &mut Io<'_>) -> Result<(), Failure> {
    let problem = args.problem(0)?;
    if args.positionals.len() < 2 {
        return Err(Failure::usage(format!(
            "check: missing a PATH; usage: grundy check {}",
            COMMAND.usage
        )));
    }
    let compare = if args.has("--tokens") {
        Compare::Tokens
    } else {
        Compare::Exact
    };
    let solution = args.text("--solution")?;
    let limit = time_limit(args)?;
    let mut cases = Vec::new();
    for path in &args.positionals[1..] {
        find_cases(Path::new(path), true, &mut cases)?;
    }
    let width = verdict::width(io.stdin_is_process);
    let (mut passed, mut failed, mut skipped) = (0, 0, 0);
    let mut report = String::new();
    for case in &cases {
        if solution.is_some() && matches!(case.expected, Expected::Failure { .. }) {
            // Must-fail cases test grundy's own input checks: a judge
            // solution need not reject bad input.
            skipped += 1;
            continue;
        }
        let judged = match solution {
            None => judge_grundy(problem, case, compare, width),
            Some(command) => judge_solution(
                problem,
                case,
                command,
                Limits::with_time(limit),
                compare,
                width,
            ),
        }
        .map_err(|e| Failure::usage(format!("check: {}: {e}", case.name)))?;
        match judged {
            None => passed += 1,
            Some(lines) => {
                failed += 1;
                report.push_str(&format!("FAIL {}: {}\n", case.name, lines.join("\n")));
            }
        }
    }
    if skipped > 0 {
        report.push_str(&format!(
            "{skipped} must-fail case(s) (NAME.err) skipped: they test grundy's own input checks\n"
        ));
    }
    if cases.is_empty() {
        report.push_str("no case found (NAME.in, or Polygon's NN with NN.a)\n");
    }
    report.push_str(&format!("{passed} passed, {failed} failed\n"));
    io.stdout
        .write_all(report.as_bytes())
        .and_then(|()| io.stdout.flush())
        .map_err(|e| Failure::Run {
            context: "check".into(),
            error: Error::Write(e),
        })?;
    if failed > 0 || cases.is_empty() {
        return Err(Failure::Reported);
    }
    Ok(())
}

/// Longest `-t` time limit, in seconds (about 11 days).
pub const MAX_TIME_LIMIT: f64 = 1e6;

/// The `-t` time limit, 5 seconds unless told.
pub fn time_limit(args: &Parsed) -> Result<Duration, Failure> {
    let seconds: f64 = args.number("--time-limit")?.unwrap_or(5.0);
    if !(seconds > 0.0 && seconds < MAX_TIME_LIMIT) {
        return Err(Failure::usage(format!(
            "--time-limit takes seconds above 0 and below {MAX_TIME_LIMIT}, found {seconds}"
        )));
    }
    Ok(Duration::from_secs_f64(seconds))
}

/// Adds the cases at `path`: a case input, or every case in a folder and
/// its subfolders, in name order (`grundy answer` finds its inputs here too).
pub fn find_cases(path: &Path, named: bool, cases: &mut Vec<Case>) -> Result<(), Failure> {
    let cannot = |e: std::io::Error| Failure::usage(format!("cannot read {}: {e}", path.display()));
    if path.is_dir() {
        let mut entries: Vec<PathBuf> = std::fs::read_dir(path)
            .map_err(cannot)?
            .map(|e| e.map(|e| e.path()))
            .collect::<Result<_, _>>()
            .map_err(cannot)?;
        entries.sort();
        for entry in entries {
            find_cases(&entry, false, cases)?;
        }
        return Ok(());
    }
    std::fs::metadata(path).map_err(cannot)?;
    match case_at(path) {
        Some(case) => cases.push(case),
        None if named => {
            return Err(Failure::usage(format!(
                "{} is not a case input (NAME.in, or Polygon's NN with NN.a)",
                path.display()
            )))
        }
        None => {}
    }
    Ok(())
}

/// The case whose input is `path`, if it is one (whatever bytes its name
/// has: a name that is not UTF-8 is still a case).
fn case_at(path: &Path) -> Option<Case> {
    let file = path.file_name()?.as_encoded_bytes();
    let sibling = |ext: &str| Some(path.with_extension(ext)).filter(|p| p.is_file());
    let expected = if path.extension().is_some_and(|e| e == "in") {
        match sibling("err") {
            Some(message) => Expected::Failure {
                message,
                output: sibling("out"),
            },
            None => sibling("out")
                .or_else(|| sibling("ans"))
                .map_or(Expected::Missing, Expected::Output),
        }
    } else if !file.is_empty() && file.iter().all(|b| b.is_ascii_digit()) {
        Expected::Output(sibling("a")?)
    } else {
        return None;
    };
    Some(Case {
        name: shown(&path.with_extension("")),
        input: path.to_path_buf(),
        expected,
    })
}

/// grundy's answer to the file at `input`, streamed to `out`; the message
/// it fails with, if it does. `Err` when `out` fails (it reads a file too).
fn grundy_streamed(
    problem: &Problem,
    input: &Path,
    out: &mut dyn io::Write,
) -> io::Result<Option<String>> {
    match crate::solve_file(problem, &File::open(input)?, out) {
        Ok(()) => Ok(None),
        Err(Error::Write(e)) => Err(e),
        Err(e) => Ok(Some(format!("grundy: {}: {e}", problem.id))),
    }
}

/// A comparison against the file at `path`.
fn against(path: &Path) -> io::Result<Comparison<BufReader<File>>> {
    Ok(Comparison::new(BufReader::new(File::open(path)?)))
}

/// `None` when grundy passes the case, else the lines saying why not.
fn judge_grundy(
    problem: &Problem,
    case: &Case,
    compare: Compare,
    width: usize,
) -> io::Result<Option<Vec<String>>> {
    Ok(match &case.expected {
        Expected::Missing => Some(vec![
            "no expected output (NAME.out, NAME.ans or NN.a) to compare with".into(),
        ]),
        Expected::Output(path) => {
            let mut comparison = against(path)?;
            match grundy_streamed(problem, &case.input, &mut comparison)? {
                None => wrong_answer(&comparison.finish()?, compare, width),
                Some(message) => Some(vec![
                    "failed where an answer was expected".into(),
                    verdict::cut(&format!("  {message}"), width),
                ]),
            }
        }
        Expected::Failure { message, output } => {
            let want = std::fs::read_to_string(message)?;
            let mut comparison = output.as_deref().map(against).transpose()?;
            let failed = match &mut comparison {
                Some(c) => grundy_streamed(problem, &case.input, c)?,
                None => grundy_streamed(problem, &case.input, &mut io::sink())?,
            };
            let got = failed.unwrap_or_else(|| "(no failure)".into());
            if want.trim_end() != got.trim_end() {
                Some(vec![
                    "wrong failure message".into(),
                    verdict::cut(&format!("  expected: {}", want.trim_end()), width),
                    verdict::cut(&format!("  got:      {got}"), width),
                ])
            } else {
                match comparison {
                    Some(c) => wrong_answer(&c.finish()?, compare, width),
                    None => None,
                }
            }
        }
    })
}

/// A file removed when dropped: grundy's own answer, when a case has no
/// expected output to judge another program against.
struct Scratch(PathBuf);

impl Scratch {
    fn new() -> Scratch {
        use std::sync::atomic::{AtomicU64, Ordering};
        static NEXT: AtomicU64 = AtomicU64::new(0);
        let n = NEXT.fetch_add(1, Ordering::Relaxed);
        let name = format!("grundy-check-{}-{n}.out", std::process::id());
        Scratch(std::env::temp_dir().join(name))
    }
}

impl Drop for Scratch {
    fn drop(&mut self) {
        let _ = std::fs::remove_file(&self.0);
    }
}

/// `None` when `command` passes the case, else the lines saying why not.
fn judge_solution(
    problem: &Problem,
    case: &Case,
    command: &str,
    limits: Limits,
    compare: Compare,
    width: usize,
) -> io::Result<Option<Vec<String>>> {
    let scratch = Scratch::new();
    let (expected, must_fail) = match &case.expected {
        Expected::Output(path) => (Some(path.as_path()), false),
        Expected::Failure { .. } => (None, true),
        Expected::Missing => {
            let mut answer = io::BufWriter::new(File::create(&scratch.0)?);
            let failed = grundy_streamed(problem, &case.input, &mut answer)?;
            io::Write::flush(&mut answer)?;
            (Some(scratch.0.as_path()), failed.is_some())
        }
    };
    let input = Box::new(File::open(&case.input)?);
    let limits = Limits {
        stdout: limits.stdout.max(output_allowance(expected)?),
        ..limits
    };
    let mut comparison = match expected.filter(|_| !must_fail) {
        Some(path) => Some(against(path)?),
        None => None,
    };
    let run = match &mut comparison {
        Some(c) => program::run(command, input, limits, c)?,
        None => program::run(command, input, limits, &mut io::sink())?,
    };
    Ok(match run {
        Run::Crashed { .. } if must_fail => None,
        Run::Crashed { ref stderr, .. } => Some(vec![
            run.verdict(&limits),
            verdict::cut(&format!("  stderr: {stderr}"), width),
        ]),
        Run::Answered if must_fail => Some(vec![
            "answered an input that must be rejected (exit status 0)".into(),
        ]),
        Run::Answered => match comparison {
            Some(c) => wrong_answer(&c.finish()?, compare, width),
            None => None,
        },
        Run::TimeLimit | Run::OutputLimit { .. } => Some(vec![run.verdict(&limits)]),
    })
}

/// Stdout a program may write on a case whose expected output is at
/// `expected`: twice that, so a big case is judged rather than cut off by
/// [`program::STDOUT_LIMIT`], which holds for the small ones.
fn output_allowance(expected: Option<&Path>) -> io::Result<u64> {
    Ok(match expected {
        Some(path) => std::fs::metadata(path)?.len().saturating_mul(2),
        None => 0,
    })
}

fn wrong_answer(outcome: &Outcome, compare: Compare, width: usize) -> Option<Vec<String>> {
    if outcome.passes(compare) {
        return None;
    }
    let mut lines = vec!["wrong answer".to_string()];
    lines.extend(outcome.difference(width));
    Some(lines)
}
