//! `grundy emit PROBLEM [-o FILE] [--lang LANG]`: one source file that a
//! judge compiles on its own and that answers PROBLEM as grundy does (see
//! [`crate::emit`]). The language is `--lang`, else the ending of FILE
//! (`-o sol.cpp` is C++), else Rust; `-o -` is stdout. With `--validator`
//! or `--checker` it writes Polygon's testlib validator (from the problem's
//! input format) or checker instead ([`crate::emit::testlib`]).

use crate::commands::{files, Command, Failure, Flag, Io, Parsed};
use crate::emit::{language, language_of_file, testlib, Language, LANGUAGES};
use crate::error::Error;
use std::path::Path;

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
            help: "write the file there (its ending picks the language; - is stdout)",
        },
        Flag {
            long: "--lang",
            short: None,
            value: Some("LANG"),
            help: "rust (the default), or cpp (c++) for POJ, HDU, UVa",
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
    let output = args.text("--output")?.filter(|path| *path != "-");
    let (validator, checker) = (args.has("--validator"), args.has("--checker"));
    if (validator || checker) && (args.text("--lang")?.is_some() || validator && checker) {
        return Err(Failure::usage(
            "emit: give one of --lang, --validator and --checker",
        ));
    }
    if let (true, Some(path)) = (validator || checker, output) {
        match language_of_file(path) {
            Some(lang) if lang.name != "cpp" => {
                return Err(Failure::usage(format!(
                    "emit: the {} is C++ (testlib); -o {path} names a {} file",
                    if validator { "validator" } else { "checker" },
                    lang.name
                )))
            }
            _ => {}
        }
    }
    let text = if validator {
        testlib::validator(problem, &problem.tools.format)
    } else if checker {
        Ok(testlib::checker(problem))
    } else {
        let lang = chosen_language(args.text("--lang")?, output)?;
        match problem.description {
            // A description is written from templates, in either language.
            Some(d) if lang.name == "cpp" => crate::emit::described::cpp(d),
            Some(d) => crate::emit::described::rust(d),
            None => (lang.emit)(problem),
        }
    }
    .map_err(|why| Failure::usage(format!("cannot emit {}: {why}", problem.id)))?;
    match output {
        Some(path) => {
            files::write_file(Path::new(path), text.as_bytes()).map_err(|e| Failure::Run {
                context: format!("emit: {path}"),
                error: Error::Write(e),
            })
        }
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

/// `--lang` when given, else the language the `-o` file's ending names,
/// else Rust; a `--lang` that the file's ending contradicts is an error.
fn chosen_language(lang: Option<&str>, output: Option<&str>) -> Result<&'static Language, Failure> {
    let by_file = output.and_then(language_of_file);
    let Some(name) = lang else {
        return Ok(by_file.unwrap_or(&LANGUAGES[0]));
    };
    let lang = language(name).ok_or_else(|| {
        let known: Vec<&str> = LANGUAGES.iter().map(|l| l.name).collect();
        Failure::usage(format!(
            "--lang: unknown language '{name}'; emit writes {}",
            known.join(", ")
        ))
    })?;
    match (by_file, output) {
        (Some(file_lang), Some(path)) if file_lang.name != lang.name => {
            Err(Failure::usage(format!(
                "--lang {name} contradicts -o {path}, a {} file; drop one or make them agree",
                file_lang.name
            )))
        }
        _ => Ok(lang),
    }
}
