//! `grundy stress PROBLEM --solution CMD [--seed N] [--rounds N | --seconds S]
//! [--scale S] [--out DIR]`: generates inputs, runs grundy and another
//! program on each, and stops at the first disagreement. That input is then
//! shrunk (fewer cases, rows and numbers, smaller numbers: see
//! [`testdata::shrink`]) while the two still disagree, shown with both
//! answers and written with grundy's answer beside it (`.in` and `.out`), so
//! the bug comes with the smallest case that shows it.
//!
//! Round `r` uses seed `N + r`, so `grundy gen PROBLEM --seed N+r` gives its
//! input again. Without `--scale` the first half of the rounds (or of the
//! time) is tiny scale and the rest judge scale: small inputs find most bugs
//! and shrink fastest. A solution the shell cannot start (exit 126 or 127 on
//! its first run) is a usage error before round 1, not a wrong answer.

use crate::commands::check::{time_limit, SOLUTION, TIME_LIMIT};
use crate::commands::files;
use crate::commands::generate::{generate, scale, SCALE, SEED};
use crate::commands::program::{self, Limits, Run};
use crate::commands::solve::shown;
use crate::commands::verdict::Compare;
use crate::commands::{Command, Failure, Flag, Io, Parsed};
use crate::error::Error;
use crate::problem::Problem;
use crate::problem::Tools;
use crate::testdata::{self, Case, Scale};
use std::time::{Duration, Instant};

pub const COMMAND: Command = Command {
    name: "stress",
    usage: "PROBLEM --solution CMD [--rounds N | --seconds S] [OPTIONS]",
    about: "find the smallest input where a program is wrong",
    flags: &[
        SOLUTION,
        SEED,
        Flag {
            long: "--rounds",
            short: None,
            value: Some("N"),
            help: "how many inputs to try (default 100)",
        },
        Flag {
            long: "--seconds",
            short: None,
            value: Some("S"),
            help: "try inputs for this long instead of a number of rounds",
        },
        Flag {
            help:
                "tiny, judge or huge for every round (default: tiny for the first half, then judge)",
            ..SCALE
        },
        TIME_LIMIT,
        Flag {
            long: "--out",
            short: None,
            value: Some("DIR"),
            help: "folder for the shrunk input and its answer (default .)",
        },
    ],
    run,
};

/// Most runs of the program spent on shrinking one input.
const SHRINK_TRIES: usize = 1000;
/// Longest time spent on shrinking: a program that runs out of time costs
/// its whole time limit per try.
const SHRINK_TIME: Duration = Duration::from_secs(60);

/// What is judged in one round.
struct Judge<'a> {
    problem: &'a Problem,
    tools: &'a Tools,
    command: &'a str,
    limits: Limits,
    /// Whether shrunk inputs must stay within the official bounds (they must
    /// when the generated one was).
    bounded: bool,
    /// The end of `--seconds`: no run goes past it.
    deadline: Option<Instant>,
    /// Set when a run was cut short by `deadline` (not by its time limit):
    /// that round has no verdict.
    cut: std::cell::Cell<bool>,
}

impl Judge<'_> {
    /// The limits of a run starting now: its time limit, or less when
    /// `--seconds` ends first.
    fn limits_now(&self) -> Limits {
        let mut limits = self.limits;
        if let Some(deadline) = self.deadline {
            let left = deadline.saturating_duration_since(Instant::now());
            limits.time = limits.time.min(left.max(Duration::from_millis(1)));
        }
        limits
    }

    /// The input of `cases`, grundy's answer and the program's verdict when
    /// they disagree; `None` when they agree or grundy rejects the input.
    fn disagreement(&self, cases: &[Case]) -> Result<Option<Mismatch>, Failure> {
        let text = (self.tools.write)(cases);
        let mut expected = Vec::new();
        let answered = if self.bounded {
            testdata::validate(self.problem, self.tools, text.as_bytes(), &mut expected)
        } else {
            crate::solve(self.problem, &mut text.as_bytes(), &mut expected)
        };
        if answered.is_err() {
            return Ok(None);
        }
        let mut out = Vec::new();
        let input = Box::new(std::io::Cursor::new(text.clone().into_bytes()));
        let limits = self.limits_now();
        let run = program::run(self.command, input, limits, &mut out)
            .map_err(|e| Failure::usage(format!("stress: cannot run sh: {e}")))?;
        if run == Run::TimeLimit && limits.time < self.limits.time {
            // Stopped by --seconds, not by its time limit: no verdict.
            self.cut.set(true);
            return Ok(None);
        }
        let got = match run {
            Run::Answered if Compare::Exact.same(&expected, &out) => return Ok(None),
            Run::Answered => String::from_utf8_lossy(&out).into_owned(),
            Run::Crashed { status, stderr } if stderr.is_empty() => {
                format!("(crashed: {status})\n")
            }
            Run::Crashed { status, stderr } => format!("(crashed: {status})\n{stderr}\n"),
            run => format!("({})\n", run.verdict(&self.limits)),
        };
        Ok(Some(Mismatch {
            input: text,
            expected: String::from_utf8_lossy(&expected).into_owned(),
            got,
        }))
    }
}

impl Judge<'_> {
    /// A usage error when the shell cannot start the solution at all (exit
    /// 126: not executable, 127: not found), so a typo is not reported as a
    /// wrong answer and shrunk. Tried once on the empty input.
    fn can_run(&self) -> Result<(), Failure> {
        let input = Box::new(std::io::Cursor::new(Vec::new()));
        let run = program::run(self.command, input, self.limits_now(), &mut std::io::sink())
            .map_err(|e| Failure::usage(format!("stress: cannot run sh: {e}")))?;
        match run {
            Run::Crashed { status, stderr }
                if status.ends_with(": 126") || status.ends_with(": 127") =>
            {
                Err(Failure::usage(format!(
                    "stress: cannot run the solution '{}' ({status}){}",
                    self.command,
                    match stderr.trim() {
                        "" => String::new(),
                        said => format!(": {said}"),
                    }
                )))
            }
            _ => Ok(()),
        }
    }
}

struct Mismatch {
    input: String,
    expected: String,
    got: String,
}

fn run(args: &Parsed, io: &mut Io<'_>) -> Result<(), Failure> {
    args.at_most(1, &format!("grundy stress {}", COMMAND.usage))?;
    let problem = args.problem(0)?;
    crate::commands::generate::drawable("stress", problem)?;
    let tools = problem.tools;
    let command = args
        .text("--solution")?
        .ok_or_else(|| Failure::usage("stress: --solution CMD is required"))?;
    let fixed_scale = match args.text("--scale")? {
        Some(_) => Some(scale(args)?),
        None => None,
    };
    let out_dir = std::path::PathBuf::from(args.text("--out")?.unwrap_or(""));
    let seed: u64 = args.number("--seed")?.unwrap_or(1);
    let rounds: Option<u64> = args.number("--rounds")?;
    let seconds: Option<f64> = match args.text("--seconds")? {
        None => None,
        Some(text) => match text.parse::<f64>() {
            Ok(s) if s > 0.0 && s < 1e9 => Some(s),
            // The words as typed: 18446744073709551615 is not "...552000".
            _ => {
                return Err(Failure::usage(format!(
                    "--seconds takes a time above 0 and below 1000000000, found '{text}'"
                )))
            }
        },
    };
    let until = match (rounds, seconds) {
        (Some(_), Some(_)) => {
            return Err(Failure::usage(
                "stress: give --rounds or --seconds, not both",
            ))
        }
        (_, Some(s)) => Some((Instant::now(), Duration::from_secs_f64(s))),
        _ => None,
    };
    let rounds = rounds.unwrap_or(100);
    let progress = io.stdin_is_process && {
        use std::io::IsTerminal;
        std::io::stderr().is_terminal()
    };
    let mut judge = Judge {
        problem,
        tools,
        command,
        limits: Limits::with_time(time_limit(args)?),
        bounded: false,
        deadline: until.map(|(start, span)| start + span),
        cut: std::cell::Cell::new(false),
    };
    judge.can_run()?;
    let mut done = 0u64;
    while until.map_or(done < rounds, |(start, span)| start.elapsed() < span) {
        let round_seed = seed.wrapping_add(done);
        let tiny_part = until.map_or(done < rounds.div_ceil(2), |(start, span)| {
            start.elapsed() < span / 2
        });
        let scale = fixed_scale.unwrap_or(if tiny_part { Scale::Tiny } else { Scale::Judge });
        let cases = generate(tools, round_seed, scale, scale.default_cases());
        let text = (tools.write)(&cases);
        judge.bounded =
            testdata::validate(problem, tools, text.as_bytes(), &mut std::io::sink()).is_ok();
        done += 1;
        if progress {
            let _ = write!(io.stderr, "\rround {done} (seed {round_seed})");
        }
        let found = judge.disagreement(&cases)?.is_some();
        if judge.cut.get() {
            done -= 1;
            break;
        }
        if found {
            if progress {
                let _ = writeln!(io.stderr);
            }
            // Shrinking is bounded by its own tries and time.
            judge.deadline = None;
            let round = Round {
                number: done,
                seed: round_seed,
                scale,
            };
            return report(&judge, cases, &round, &out_dir, io);
        }
    }
    if progress {
        let _ = writeln!(io.stderr);
    }
    let last = seed.wrapping_add(done.saturating_sub(1));
    write_out(
        io,
        &match done {
            0 => "0 rounds: --seconds ran out before the program finished one (no difference found)\n".to_string(),
            1 => format!("1 round (seed {seed}), no difference\n"),
            _ => format!("{done} rounds (seeds {seed} to {last}), no difference\n"),
        },
    )
}

/// Where a disagreement was found.
struct Round {
    number: u64,
    seed: u64,
    scale: Scale,
}

/// `DIR/PROBLEM-seedS-roundR` (then `-2`, `-3` ...) with neither its `.in`
/// nor its `.out` there yet: a later run never overwrites an earlier one.
fn fresh_stem(dir: &std::path::Path, problem: &str, round: &Round) -> std::path::PathBuf {
    let base = format!("{problem}-seed{}-round{}", round.seed, round.number);
    (1..)
        .map(|k| match k {
            1 => dir.join(&base),
            k => dir.join(format!("{base}-{k}")),
        })
        .find(|stem| !stem.with_extension("in").exists() && !stem.with_extension("out").exists())
        .expect("some name is free")
}

/// Shrinks the input of a failed round, writes it and grundy's answer to
/// files and says so.
fn report(
    judge: &Judge<'_>,
    cases: Vec<Case>,
    round: &Round,
    out_dir: &std::path::Path,
    io: &mut Io<'_>,
) -> Result<(), Failure> {
    let mut failure = None;
    let deadline = Instant::now() + SHRINK_TIME;
    let small = testdata::shrink(cases, SHRINK_TRIES, |c| {
        if failure.is_some() || Instant::now() > deadline {
            return false;
        }
        match judge.disagreement(c) {
            Ok(found) => found.is_some(),
            Err(e) => {
                failure = Some(e);
                false
            }
        }
    });
    if let Some(e) = failure {
        return Err(e);
    }
    let mismatch = judge
        .disagreement(&small)?
        .ok_or_else(|| Failure::usage("stress: the program no longer disagrees (is it random?)"))?;
    let stem = fresh_stem(out_dir, judge.problem.id, round);
    let (file, answer) = (stem.with_extension("in"), stem.with_extension("out"));
    // The counterexample is shown whether or not it can be written: a
    // folder that cannot be written loses only the files.
    let written = std::fs::create_dir_all(out_dir)
        .map_err(|e| (format!("stress: --out {}", shown(out_dir)), e))
        .and_then(|()| {
            [(&file, &mismatch.input), (&answer, &mismatch.expected)]
                .into_iter()
                .try_for_each(|(path, text)| {
                    files::write_file(path, text.as_bytes())
                        .map_err(|e| (format!("stress: {}", shown(path)), e))
                })
        });
    let place = match &written {
        Ok(()) => format!("written to {} (answer in {})", shown(&file), shown(&answer)),
        Err(_) => "not written (see below)".to_string(),
    };
    let (number, seed) = (round.number, round.seed);
    let scale = match round.scale {
        Scale::Tiny => "tiny",
        Scale::Judge => "judge",
        Scale::Huge => "huge",
    };
    write_out(
        io,
        &format!(
            "round {number} (seed {seed}, scale {scale}): the program and grundy disagree\n\
             smallest input found, {place}:\n{}\
             expected (grundy):\n{}got:\n{}",
            or_empty(&mismatch.input),
            or_empty(&mismatch.expected),
            or_empty(&mismatch.got)
        ),
    )?;
    match written {
        Ok(()) => Err(Failure::Reported),
        // Exit status 3: the finding is shown, its files could not be
        // written.
        Err((context, e)) => Err(Failure::Run {
            context,
            error: Error::Write(e),
        }),
    }
}

fn write_out(io: &mut Io<'_>, text: &str) -> Result<(), Failure> {
    io.stdout
        .write_all(text.as_bytes())
        .and_then(|()| io.stdout.flush())
        .map_err(|e| Failure::Run {
            context: "stress".into(),
            error: Error::Write(e),
        })
}

/// `text` for the report: said to be empty rather than left blank.
fn or_empty(text: &str) -> &str {
    if text.is_empty() {
        "(empty)\n"
    } else {
        text
    }
}
