//! `grundy stress PROBLEM --solution CMD [--seed N] [--rounds N | --seconds S]
//! [--scale S]`: generates inputs, runs grundy and another program on each,
//! and stops at the first disagreement. That input is then shrunk (fewer
//! cases, rows and numbers, smaller numbers) while the two still disagree,
//! shown with both answers and written to a file, so the bug comes with the
//! smallest case that shows it.
//!
//! Round `r` uses seed `N + r`, so `grundy gen PROBLEM --seed N+r` gives its
//! input again.

use crate::commands::check::{time_limit, SOLUTION, TIME_LIMIT};
use crate::commands::gen::{generate, scale, SCALE, SEED};
use crate::commands::program::{self, Limits, Run};
use crate::commands::validate::problem_with_tools;
use crate::commands::verdict::Compare;
use crate::commands::{Command, Failure, Flag, Io, Parsed};
use crate::error::Error;
use crate::problem::Problem;
use crate::testdata::{self, Case, Tools};
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
        SCALE,
        TIME_LIMIT,
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
}

impl Judge<'_> {
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
        let run = program::run(self.command, input, self.limits, &mut out)
            .map_err(|e| Failure::usage(format!("stress: cannot run sh: {e}")))?;
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

struct Mismatch {
    input: String,
    expected: String,
    got: String,
}

fn run(args: &Parsed, io: &mut Io<'_>) -> Result<(), Failure> {
    args.at_most(1, &format!("grundy stress {}", COMMAND.usage))?;
    let (problem, tools) = problem_with_tools(args, "stress")?;
    let command = args
        .text("--solution")?
        .ok_or_else(|| Failure::usage("stress: --solution CMD is required"))?;
    let scale = scale(args)?;
    let seed: u64 = args.number("--seed")?.unwrap_or(1);
    let rounds: Option<u64> = args.number("--rounds")?;
    let seconds: Option<f64> = args.number("--seconds")?;
    let until = match (rounds, seconds) {
        (Some(_), Some(_)) => {
            return Err(Failure::usage(
                "stress: give --rounds or --seconds, not both",
            ))
        }
        (_, Some(s)) if !(s > 0.0 && s < 1e9) => {
            return Err(Failure::usage(format!(
                "--seconds takes a time above 0, found {s}"
            )))
        }
        (_, Some(s)) => Some(Instant::now() + Duration::from_secs_f64(s)),
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
    };
    let mut done = 0u64;
    while until.map_or(done < rounds, |t| Instant::now() < t) {
        let round_seed = seed.wrapping_add(done);
        let cases = generate(tools, round_seed, scale, scale.default_cases());
        let text = (tools.write)(&cases);
        judge.bounded =
            testdata::validate(problem, tools, text.as_bytes(), &mut std::io::sink()).is_ok();
        done += 1;
        if progress {
            let _ = write!(io.stderr, "\rround {done} (seed {round_seed})");
        }
        if judge.disagreement(&cases)?.is_some() {
            if progress {
                let _ = writeln!(io.stderr);
            }
            return report(&judge, cases, done, round_seed, io);
        }
    }
    if progress {
        let _ = writeln!(io.stderr);
    }
    let last = seed.wrapping_add(done.saturating_sub(1));
    write_out(
        io,
        &format!("{done} rounds (seeds {seed} to {last}), no difference\n"),
    )
}

/// Shrinks the input of a failed round, writes it to a file and says so.
fn report(
    judge: &Judge<'_>,
    cases: Vec<Case>,
    round: u64,
    seed: u64,
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
    let file = format!("stress-{}-seed{seed}.in", judge.problem.id);
    std::fs::write(&file, &mismatch.input)
        .map_err(|e| Failure::usage(format!("stress: cannot write {file}: {e}")))?;
    write_out(
        io,
        &format!(
            "round {round} (seed {seed}): the program and grundy disagree\n\
             smallest input found, written to {file}:\n{}\
             expected (grundy):\n{}got:\n{}",
            or_empty(&mismatch.input),
            or_empty(&mismatch.expected),
            or_empty(&mismatch.got)
        ),
    )?;
    Err(Failure::Reported)
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
