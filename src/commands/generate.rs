//! `grundy gen PROBLEM [--seed N] [--cases N] [--scale tiny|judge|huge]`: a
//! valid judge input, the same bytes for the same arguments. Each problem's
//! generator (in its `tools` module) mixes in the traps its specification
//! lists; this command only picks the arguments and writes the text, one
//! case at a time (so `--cases 100000000 | head` costs nothing), with
//! exactly the cases asked for: a count past the official bound on `T` is
//! an error naming the bound unless `--scale huge` asks to go past it.

use crate::commands::{Command, Failure, Flag, Io, Parsed};
use crate::error::Error;
use crate::format::{Blanks, Cases, Expr, Format};
use crate::problem::Tools;
use crate::testdata::{Case, Rng, Scale};
use std::io::Write;

pub const COMMAND: Command = Command {
    name: "gen",
    usage: "PROBLEM [--seed N] [--cases N] [--scale tiny|judge|huge] [--testset DIR [--force]]",
    about: "a seeded valid judge input with the problem's traps",
    flags: &[SEED, CASES, SCALE, TESTSET, FORCE],
    run,
};

pub const SEED: Flag = Flag {
    long: "--seed",
    short: None,
    value: Some("N"),
    help: "the generator's seed (default 1); same seed, same input",
};

const CASES: Flag = Flag {
    long: "--cases",
    short: None,
    value: Some("N"),
    help: "how many test cases (default: 6 tiny, 20 judge, 4 huge; 1 where the judge's file is one case)",
};

pub const SCALE: Flag = Flag {
    long: "--scale",
    short: None,
    value: Some("S"),
    help: "tiny (brute-force size), judge (default) or huge",
};

const TESTSET: Flag = Flag {
    long: "--testset",
    short: None,
    value: Some("DIR"),
    help: "a whole test set in DIR, its list in DIR.txt ('grundy help testset')",
};

const FORCE: Flag = Flag {
    long: "--force",
    short: None,
    value: None,
    help: "with --testset: replace the test set already in DIR",
};

/// `grundy help testset`: what `gen --testset` writes.
pub const TESTSET_HELP: &str = "\
grundy gen PROBLEM --testset DIR [--seed N] [--force]: a whole test set

Writes DIR/01.in, DIR/01.out (grundy's answer), 02.in ... and, beside the
folder, DIR.txt: one line per test saying what it is for. The folder holds
nothing but tests, so `oj test -d DIR` and a Polygon upload take it as is.

The tests, in order: the official sample (each one, where the judge's file
is one case); both ends of every named value of the input format (that value
at its bound, the others small); every value at its lower bound; every value
at its upper bound (the largest input allowed, up to 8 MiB); then the
problem's generator with its traps, three tiny and two judge-scale inputs.
Every test passes strict validation before it is written; DIR.txt names what
could not be made and any bound no test reaches (as `grundy validate
--coverage DIR` would).

DIR must be missing or empty. --force replaces a test set already there
whole (its numbered files, and DIR.txt); a folder holding anything else is
refused even then. Files are always created anew, never written through a
link that was there. --cases and --scale are refused.
";

fn run(args: &Parsed, io: &mut Io<'_>) -> Result<(), Failure> {
    args.at_most(1, "grundy gen PROBLEM [--seed N] [--cases N] [--scale S]")?;
    let problem = args.problem(0)?;
    let tools = problem.tools;
    if args.has("--force") && !args.has("--testset") {
        return Err(Failure::usage(
            "gen: --force only goes with --testset DIR (it replaces the test set there)",
        ));
    }
    drawable("gen", problem)?;
    if let Some(dir) = args.text("--testset")? {
        return crate::commands::testset::run(problem, dir, args, io);
    }
    let scale = scale(args)?;
    let seed = args.number("--seed")?.unwrap_or(1);
    let count = match args.number::<u64>("--cases")? {
        None => default_count(&tools.format, scale),
        Some(count) => checked_count(problem.id, &tools.format, scale, count)?,
    };
    let mut out = std::io::BufWriter::with_capacity(1 << 16, &mut *io.stdout);
    stream(tools, seed, scale, count, &mut out)
        .and_then(|()| out.flush())
        .map_err(|e| Failure::Run {
            context: "gen".into(),
            error: Error::Write(e),
        })
}

/// How many cases an input holds unless told: the scale's default, within
/// the official bound on `T` below the huge scale.
/// (Also the counts of `gen --testset`.)
pub fn default_count(format: &Format, scale: Scale) -> u64 {
    let count = scale.default_cases() as u64;
    match (format.cases_bound(), scale) {
        (Expr::Lit(most), Scale::Tiny | Scale::Judge) => count.min(most),
        _ => count,
    }
}

/// `--cases N` as asked, or why it cannot be: at least one case, and within
/// the official bound on the case count below the huge scale.
fn checked_count(id: &str, format: &Format, scale: Scale, count: u64) -> Result<u64, Failure> {
    if count == 0 {
        return Err(Failure::usage(format!(
            "gen: --cases takes a number of cases from 1 (an input of {id} holds at least one)"
        )));
    }
    if let (Cases::One, false) = (format.cases, scale == Scale::Huge) {
        if count > 1 {
            return Err(Failure::usage(format!(
                "gen: --cases {count}: a judge input of {id} is one case; --scale huge goes past it"
            )));
        }
    }
    if let (Cases::Counted(t), Expr::Lit(most), false) =
        (format.cases, format.cases_bound(), scale == Scale::Huge)
    {
        if count > most {
            return Err(Failure::usage(format!(
                "gen: --cases {count}: {id} allows at most {most} cases ({} {} from {} to {most}, the official bound); --scale huge goes past it",
                t.what,
                t.name,
                crate::format::show_expr(t.lo),
            )));
        }
    }
    Ok(count)
}

/// Writes an input of `count` cases case by case, never holding more than
/// one: the case count or the sentinel line comes from the format, each case
/// from the problem's writer.
pub fn stream(
    tools: &Tools,
    seed: u64,
    scale: Scale,
    count: u64,
    out: &mut dyn Write,
) -> std::io::Result<()> {
    let format = &tools.format;
    let (before, after) = crate::format::write::around(format.cases, count);
    out.write_all(before.as_bytes())?;
    let mut rng = Rng::new(seed);
    for i in 0..count {
        if i > 0 && format.blanks == Blanks::BetweenCases {
            out.write_all(b"\n")?;
        }
        let case = (tools.generate)(&mut rng, scale, 1);
        let text = (tools.write)(&case);
        out.write_all(case_text(format, &text).as_bytes())?;
    }
    out.write_all(after.as_bytes())
}

/// The text of one case from a writer's whole input of it: without the
/// case count line or the sentinel line, which the format says it has.
fn case_text<'t>(format: &Format, whole: &'t str) -> &'t str {
    let mut text = whole;
    if let Cases::Counted(_) = format.cases {
        text = text.split_once('\n').map_or("", |(_, rest)| rest);
    }
    if let Cases::Sentinel(_) = format.cases {
        let body = text.strip_suffix('\n').unwrap_or(text);
        text = body.rfind('\n').map_or("", |i| &text[..=i]);
    }
    text
}

/// The `--scale` asked for, judge by default.
pub fn scale(args: &Parsed) -> Result<Scale, Failure> {
    match args.text("--scale")? {
        None => Ok(Scale::Judge),
        Some(name) => Scale::named(name).ok_or_else(|| {
            Failure::usage(format!("--scale takes {}, found '{name}'", Scale::NAMES))
        }),
    }
}

/// Refuses a problem whose cases are too large to draw and hold (a
/// description's `a[1000000000000]`), before anything is drawn.
pub fn drawable(command: &str, problem: &crate::registry::Entry) -> Result<(), Failure> {
    match crate::describe::generate::too_large(&problem.tools.format) {
        Some(why) => Err(Failure::usage(format!("{command}: {}: {why}", problem.id))),
        None => Ok(()),
    }
}

/// The cases of one input: the seed decides everything.
pub fn generate(tools: &Tools, seed: u64, scale: Scale, count: usize) -> Vec<Case> {
    (tools.generate)(&mut Rng::new(seed), scale, count)
}
