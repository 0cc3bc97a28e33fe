//! `grundy gen PROBLEM [--seed N] [--cases N] [--scale tiny|judge|huge]`: a
//! valid judge input, the same bytes for the same arguments. Each problem's
//! generator (in its `tools` module) mixes in the traps its specification
//! lists; this command only picks the arguments and writes the text.

use crate::commands::validate::problem_with_tools;
use crate::commands::{Command, Failure, Flag, Io, Parsed};
use crate::error::Error;
use crate::testdata::{Case, Rng, Scale, Tools};

pub const COMMAND: Command = Command {
    name: "gen",
    usage: "PROBLEM [--seed N] [--cases N] [--scale tiny|judge|huge]",
    about: "a seeded valid judge input with the problem's traps",
    flags: &[SEED, CASES, SCALE],
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
    help: "how many test cases (default: 6 tiny, 20 judge, 4 huge)",
};

pub const SCALE: Flag = Flag {
    long: "--scale",
    short: None,
    value: Some("S"),
    help: "tiny (brute-force size), judge (default) or huge",
};

fn run(args: &Parsed, io: &mut Io<'_>) -> Result<(), Failure> {
    args.at_most(1, "grundy gen PROBLEM [--seed N] [--cases N] [--scale S]")?;
    let (_, tools) = problem_with_tools(args, "gen")?;
    let scale = scale(args)?;
    let seed = args.number("--seed")?.unwrap_or(1);
    let count = args.number("--cases")?.unwrap_or(scale.default_cases());
    let text = (tools.write)(&generate(tools, seed, scale, count));
    io.stdout
        .write_all(text.as_bytes())
        .and_then(|()| io.stdout.flush())
        .map_err(|e| Failure::Run {
            context: "gen".into(),
            error: Error::Write(e),
        })
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

/// The cases of one input: the seed decides everything.
pub fn generate(tools: &Tools, seed: u64, scale: Scale, count: usize) -> Vec<Case> {
    (tools.generate)(&mut Rng::new(seed), scale, count)
}
