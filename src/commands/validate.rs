//! `grundy validate PROBLEM [FILE]`: a testlib-style validator. Checks a judge
//! input against the official bounds as well as the format; silent with exit
//! status 0 when valid, else the first violation with its line and column and
//! the bound it breaks, exit status 1. The bounds live with each problem
//! (its `tools` module); this command only reads the input and reports.

use crate::commands::solve::open;
use crate::commands::{Failure, Io, Parsed};
use crate::error::Error;
use crate::problem::Problem;
use crate::registry::Tools;
use crate::testdata;
use std::io::Read;
use std::path::Path;

pub const COMMAND: crate::commands::Command = crate::commands::Command {
    name: "validate",
    usage: "PROBLEM [FILE]",
    about: "check an input's format and official bounds",
    flags: &[],
    run,
};

fn run(args: &Parsed, io: &mut Io<'_>) -> Result<(), Failure> {
    args.at_most(2, "grundy validate PROBLEM [FILE]")?;
    let (problem, tools) = problem_with_tools(args, "validate")?;
    let mut input = Vec::new();
    let mut context = format!("validate: {}", problem.id);
    let read = match args.positionals.get(1).filter(|f| *f != "-") {
        None => io.stdin.read_to_end(&mut input),
        Some(file) => {
            context = format!("{context}: {}", Path::new(file).display());
            open(Path::new(file))?.read_to_end(&mut input)
        }
    };
    read.map_err(|e| Failure::Run {
        context: context.clone(),
        error: Error::Read(e),
    })?;
    testdata::validate(problem, tools, &input, &mut std::io::sink())
        .map_err(|error| Failure::Run { context, error })
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
