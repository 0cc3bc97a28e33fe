//! `grundy emit PROBLEM [-o FILE] [--lang LANG]`: one source file that a
//! judge compiles on its own and that answers PROBLEM as grundy does (see
//! [`crate::emit`]).

use crate::commands::{Command, Failure, Flag, Io, Parsed};
use crate::emit::{language, LANGUAGES};
use crate::error::Error;

const USAGE: &str = "grundy emit PROBLEM [-o FILE] [--lang LANG]";

pub const COMMAND: Command = Command {
    name: "emit",
    usage: "PROBLEM [-o FILE] [--lang LANG]",
    about: "one source file that answers PROBLEM, for a judge",
    flags: &[
        Flag {
            long: "--output",
            short: Some("-o"),
            value: Some("FILE"),
            help: "write the file there instead of to stdout",
        },
        Flag {
            long: "--lang",
            short: None,
            value: Some("LANG"),
            help: "rust (the default), or cpp for POJ, HDU, UVa",
        },
    ],
    run,
};

fn run(args: &Parsed, io: &mut Io<'_>) -> Result<(), Failure> {
    args.at_most(1, USAGE)?;
    let problem = args.problem(0)?;
    let name = args.text("--lang")?.unwrap_or(LANGUAGES[0].name);
    let lang = language(name).ok_or_else(|| {
        let known: Vec<&str> = LANGUAGES.iter().map(|l| l.name).collect();
        Failure::usage(format!(
            "--lang: unknown language '{name}'; emit writes {}",
            known.join(", ")
        ))
    })?;
    let text = (lang.emit)(problem)
        .map_err(|why| Failure::usage(format!("cannot emit {}: {why}", problem.id)))?;
    match args.text("--output")? {
        Some(path) => std::fs::write(path, text).map_err(|e| Failure::Run {
            context: format!("emit: {path}"),
            error: Error::Write(e),
        }),
        None => io
            .stdout
            .write_all(text.as_bytes())
            .and_then(|()| io.stdout.flush())
            .map_err(|e| Failure::Run {
                context: "emit".into(),
                error: Error::Write(e),
            }),
    }
}
