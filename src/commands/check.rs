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

use crate::commands::files::{self, Entry, Scratch};
use crate::commands::program::{self, Limits, Run};
use crate::commands::solve::shown;
use crate::commands::verdict::{self, Compare, Comparison, Outcome};
use crate::commands::{Command, Failure, Flag, Io, Parsed};
use crate::error::Error;
use crate::registry;
use std::fs::File;
use std::io::{self, BufReader, Read, Seek};
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
    /// The input cannot be read as one (a FIFO, a dangling link): why.
    Unreadable(String),
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
    if solution.is_none() && args.has("--time-limit") {
        return Err(Failure::usage(
            "check: -t limits the time of --solution CMD; grundy's own answers take none",
        ));
    }
    let limit = time_limit(args)?;
    let mut cases = Vec::new();
    for path in &args.positionals[1..] {
        find_cases(Path::new(path), true, &mut cases)?;
    }
    let width = verdict::width(io.stdin_is_process);
    let (mut passed, mut failed, mut skipped) = (0, 0, 0);
    // Each verdict is printed as it comes: a run stopped later (an
    // interrupt, an output error) keeps what was judged before.
    let mut say = |line: String| {
        io.stdout
            .write_all(line.as_bytes())
            .and_then(|()| io.stdout.flush())
            .map_err(|e| Failure::Run {
                context: "check".into(),
                error: Error::Write(e),
            })
    };
    for case in &cases {
        if solution.is_some() && matches!(case.expected, Expected::Failure { .. }) {
            // Must-fail cases test grundy's own input checks: a judge
            // solution need not reject bad input.
            skipped += 1;
            continue;
        }
        let judged = match (&case.expected, solution) {
            (Expected::Unreadable(why), _) => Ok(Some(vec![format!("cannot read it: {why}")])),
            (_, None) => judge_grundy(problem, case, compare, width),
            (_, Some(command)) => judge_solution(
                problem,
                case,
                command,
                Limits::with_time(limit),
                compare,
                width,
            ),
        }
        .unwrap_or_else(|e| Some(vec![format!("cannot judge it: {e}")]));
        match judged {
            None => passed += 1,
            Some(lines) => {
                failed += 1;
                say(format!("FAIL {}: {}\n", case.name, lines.join("\n")))?;
            }
        }
    }
    let mut report = String::new();
    if skipped > 0 {
        report.push_str(&format!(
            "{skipped} must-fail case(s) (NAME.err) skipped: they test grundy's own input checks\n"
        ));
    }
    if cases.is_empty() {
        report.push_str("no case found (NAME.in, or Polygon's NN with NN.a)\n");
    }
    report.push_str(&format!("{passed} passed, {failed} failed\n"));
    say(report)?;
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
/// its subfolders, in name order (`grundy answer` finds its inputs here
/// too). Folders are walked by [`files::walk`]: links to folders are not
/// followed, and an input that is not a regular file (a FIFO, a socket, a
/// dangling link) is a case that cannot be read, for the report.
pub fn find_cases(path: &Path, named: bool, cases: &mut Vec<Case>) -> Result<(), Failure> {
    let cannot = |e: std::io::Error| Failure::usage(format!("cannot read {}: {e}", shown(path)));
    if path.is_dir() {
        for entry in files::walk(path) {
            match entry {
                Entry::File(p) => cases.extend(case_at(&p)),
                Entry::Refused(p, why) => cases.extend(unreadable_case(&p, why)),
            }
        }
        return Ok(());
    }
    let meta = std::fs::metadata(path).map_err(cannot)?;
    let found = match files::kind(&meta) {
        None => case_at(path),
        Some(what) => unreadable_case(path, format!("{what}, not a regular file")),
    };
    match found {
        Some(case) => cases.push(case),
        None if named => {
            return Err(Failure::usage(format!(
                "{} is not a case input (NAME.in, or Polygon's NN with NN.a)",
                shown(path)
            )))
        }
        None => {}
    }
    Ok(())
}

/// A case at `path` that cannot be read, when its name makes it one.
fn unreadable_case(path: &Path, why: String) -> Option<Case> {
    let file = path.file_name()?.as_encoded_bytes();
    let polygon = !file.is_empty()
        && file.iter().all(|b| b.is_ascii_digit())
        && path.with_extension("a").is_file();
    (path.extension().is_some_and(|e| e == "in") || polygon).then(|| Case {
        name: shown(&path.with_extension("")),
        input: path.to_path_buf(),
        expected: Expected::Unreadable(why),
    })
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
    problem: &registry::Entry,
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

/// Most bytes of a `NAME.err` read: it holds one message, and a bigger one
/// cannot match any (it is not read whole).
const MESSAGE_LIMIT: u64 = 64 << 10;

/// The message a must-fail case expects (at most [`MESSAGE_LIMIT`] bytes of
/// it, `...` marking more).
fn expected_message(path: &Path) -> io::Result<String> {
    let mut bytes = Vec::new();
    File::open(path)?
        .take(MESSAGE_LIMIT + 1)
        .read_to_end(&mut bytes)?;
    let more = bytes.len() as u64 > MESSAGE_LIMIT;
    bytes.truncate(MESSAGE_LIMIT as usize);
    let mut text = String::from_utf8_lossy(&bytes).into_owned();
    if more {
        text.push_str("...");
    }
    Ok(text)
}

/// `None` when grundy passes the case, else the lines saying why not.
fn judge_grundy(
    problem: &registry::Entry,
    case: &Case,
    compare: Compare,
    width: usize,
) -> io::Result<Option<Vec<String>>> {
    Ok(match &case.expected {
        Expected::Missing => Some(vec![
            "no expected output (NAME.out, NAME.ans or NN.a) to compare with".into(),
        ]),
        Expected::Unreadable(why) => Some(vec![format!("cannot read it: {why}")]),
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
            let want = expected_message(message)?;
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

/// `None` when `command` passes the case, else the lines saying why not.
fn judge_solution(
    problem: &registry::Entry,
    case: &Case,
    command: &str,
    limits: Limits,
    compare: Compare,
    width: usize,
) -> io::Result<Option<Vec<String>>> {
    let (expected, must_fail): (Option<File>, bool) = match &case.expected {
        Expected::Output(path) => (Some(File::open(path)?), false),
        Expected::Failure { .. } | Expected::Unreadable(_) => (None, true),
        Expected::Missing => {
            // grundy's own answer, in a file with no name: nothing can
            // write through it, nothing is left of it whatever stops grundy.
            let scratch = Scratch::anonymous()?;
            let mut answer = io::BufWriter::new(&scratch.file);
            let failed = grundy_streamed(problem, &case.input, &mut answer)?;
            io::Write::flush(&mut answer)?;
            drop(answer);
            let mut file = scratch.file.try_clone()?;
            file.seek(io::SeekFrom::Start(0))?;
            (Some(file), failed.is_some())
        }
    };
    let input = Box::new(File::open(&case.input)?);
    let limits = Limits {
        stdout: limits.stdout.max(output_allowance(expected.as_ref())?),
        ..limits
    };
    let mut comparison = expected
        .filter(|_| !must_fail)
        .map(|file| Comparison::new(BufReader::new(file)));
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
fn output_allowance(expected: Option<&File>) -> io::Result<u64> {
    Ok(match expected {
        Some(file) => file.metadata()?.len().saturating_mul(2),
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
