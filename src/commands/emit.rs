//! `grundy emit PROBLEM [-o FILE] [--lang LANG]`: one source file that a
//! judge compiles on its own and that answers PROBLEM as grundy does (see
//! [`crate::emit`]). With `--validator` or `--checker` it writes Polygon's
//! testlib validator (from the problem's input format) or checker instead
//! ([`crate::emit::testlib`]).

use crate::commands::{Command, Failure, Flag, Io, Parsed};
use crate::emit::{language, testlib, LANGUAGES};
use crate::error::Error;

const USAGE: &str = "grundy emit PROBLEM [-o FILE] [--lang LANG | --validator | --checker]";

pub const COMMAND: Command = Command {
    name: "emit",
    usage: "PROBLEM [-o FILE] [--lang LANG | --validator | --checker]",
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
        Flag {
            long: "--validator",
            short: None,
            value: None,
            help: "a testlib validator (C++) of the input format, for Polygon",
        },
        Flag {
            long: "--checker",
            short: None,
            value: None,
            help: "a testlib checker (C++) comparing the output's tokens with the answer's",
        },
    ],
    run,
};

fn run(args: &Parsed, io: &mut Io<'_>) -> Result<(), Failure> {
    args.at_most(1, USAGE)?;
    let problem = args.problem(0)?;
    let (validator, checker) = (args.has("--validator"), args.has("--checker"));
    if (validator || checker) && (args.text("--lang")?.is_some() || validator && checker) {
        return Err(Failure::usage(
            "emit: give one of --lang, --validator and --checker",
        ));
    }
    let name = args.text("--lang")?.unwrap_or(LANGUAGES[0].name);
    let lang = language(name).ok_or_else(|| {
        let known: Vec<&str> = LANGUAGES.iter().map(|l| l.name).collect();
        Failure::usage(format!(
            "--lang: unknown language '{name}'; emit writes {}",
            known.join(", ")
        ))
    })?;
    let text = if validator {
        testlib::validator(problem, &crate::registry::tools(problem).format)
    } else if checker {
        Ok(testlib::checker(problem))
    } else {
        (lang.emit)(problem)
    }
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
