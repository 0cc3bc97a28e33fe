//! `grundy explain PROBLEM [FILE] [--all] [--json]`: reads the same judge
//! input as `grundy PROBLEM` and writes, per position, why it is won or lost
//! and every winning first move (see [`crate::explain`]; example sessions in
//! the README's "Explaining answers").

use crate::commands::solve::open;
use crate::commands::{Command, Failure, Flag, Io, Parsed};
use crate::explain::{self, Format, ALL, SHOWN};
use std::path::Path;

const USAGE: &str = "PROBLEM [FILE] [--all] [--json]";

pub const COMMAND: Command = Command {
    name: "explain",
    usage: USAGE,
    about: "why each case is won or lost, and every winning move",
    flags: &[
        Flag {
            long: "--all",
            short: Some("-a"),
            value: None,
            help: "list every winning move, up to 65536 (else the count and the first 8)",
        },
        Flag {
            long: "--json",
            short: None,
            value: None,
            help: "one JSON object per position and line, for scripts",
        },
    ],
    run,
};

fn run(args: &Parsed, io: &mut Io<'_>) -> Result<(), Failure> {
    args.at_most(2, &format!("grundy explain {USAGE}"))?;
    let problem = args.problem(0)?;
    let hook = explain::hook(problem);
    let format = if args.has("--json") {
        Format::Json
    } else {
        Format::Text
    };
    let shown = if args.has("--all") { ALL } else { SHOWN };
    // The same context as the solver's, so a bad input gets the same line.
    let (context, result) = match args.positionals.get(1).filter(|f| *f != "-") {
        None => (
            problem.id.to_string(),
            explain::explain(hook, io.stdin, io.stdout, format, shown),
        ),
        Some(file) => {
            let path = Path::new(file);
            let mut input = open(path)?;
            (
                format!("{}: {}", problem.id, path.display()),
                explain::explain(hook, &mut input, io.stdout, format, shown),
            )
        }
    };
    result.map_err(|error| Failure::Run { context, error })
}
