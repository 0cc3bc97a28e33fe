//! `grundy explain PROBLEM [FILE | POSITION...] [--all] [--json] [--svg FILE]`:
//! reads the same judge input as `grundy PROBLEM`, or one position written
//! as words (`grundy explain nim 3 4 5`), and writes, per position, why it
//! is won or lost and every winning first move (see [`crate::explain`];
//! example sessions in docs/explain.md's "Explaining answers" and "Learning by
//! looking and playing").

use crate::commands::solve::open;
use crate::commands::{files, Command, Failure, Flag, Io, Parsed};
use crate::error::Error;
use crate::explain::words::{input_of, later_of};
use crate::explain::{self, Accounts, Format, Later, Row, ALL, SHOWN};
use crate::output::Out;
use crate::problem::Problem;
use crate::registry::Entry;
use std::io::IsTerminal;
use std::io::{Read, Write};
use std::path::Path;

const USAGE: &str = "PROBLEM [FILE | POSITION...] [--all] [--json] [--svg FILE]";

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
        Flag {
            long: "--svg",
            short: None,
            value: Some("FILE"),
            help: "also draw the (first) position as a picture in FILE",
        },
    ],
    run,
};

/// Where the judge input comes from.
enum Source {
    Stdin,
    File(String),
    Words(Vec<String>),
}

fn run(args: &Parsed, io: &mut Io<'_>) -> Result<(), Failure> {
    let problem = args.problem(0)?;
    if let Some(why) = problem
        .description
        .and_then(crate::describe::teach::not_explained)
    {
        return Err(Failure::usage(format!(
            "explain: {}: {why} (grundy {} answers it, grundy show {} says how its values are known)",
            problem.id,
            crate::registry::called(problem.id),
            crate::registry::called(problem.id)
        )));
    }
    let row = explain::row(problem);
    let format = if args.has("--json") {
        Format::Json
    } else {
        Format::Text
    };
    let shown = if args.has("--all") { ALL } else { SHOWN };
    let svg = args.text("--svg")?.map(str::to_string);
    if svg.as_deref() == Some("-") {
        return Err(Failure::usage(
            "explain: --svg takes a file name: standard output (-) holds the explanation",
        ));
    }
    if svg.is_some() && row.picture.is_none() {
        return Err(Failure::usage(format!(
            "explain: {} has no picture; these do: {}",
            problem.id,
            explain::ids_with(|r| r.picture.is_some())
        )));
    }
    let words = match source(args)? {
        Source::Words(words) => words,
        Source::Stdin if svg.is_none() => {
            let typed = io.stdin_is_process && std::io::stdin().is_terminal();
            let result = if typed {
                // Someone types the cases: say how to end, explain each at once.
                let _ = writeln!(
                    io.stderr,
                    "grundy: reading {} input from the terminal; end it with Ctrl-D",
                    problem.id
                );
                explain::explain_typed(row.explain, io.stdin, io.stdout, format, shown)
            } else {
                explain::explain(row.explain, io.stdin, io.stdout, format, shown)
            };
            return result.map_err(|error| Failure::Run {
                context: problem.id.to_string(),
                error,
            });
        }
        Source::File(file) if svg.is_none() => {
            let path = Path::new(&file);
            let mut input = open(path)?;
            let result = explain::explain(row.explain, &mut input, io.stdout, format, shown);
            return result.map_err(|error| Failure::Run {
                context: format!("{}: {}", problem.id, path.display()),
                error,
            });
        }
        // A picture needs the input again once the text is written.
        Source::Stdin => return whole(problem, row, io.stdin, io.stdout, (format, shown), svg),
        Source::File(file) => {
            let mut input = open(Path::new(&file))?;
            return whole(problem, row, &mut input, io.stdout, (format, shown), svg);
        }
    };
    if let Some(d) = problem.description {
        // A described problem's position: the case's tokens, or its heaps
        // alone, explained as a judge input of that one case.
        let case = crate::describe::teach::case_of_words(d, &words)
            .map_err(|e| Failure::usage(format!("explain: {e}")))?;
        let input = crate::describe::teach::input_of_case(d, &case);
        return explain::explain(row.explain, &mut input.as_bytes(), io.stdout, format, shown)
            .map_err(|error| Failure::Run {
                context: problem.id.to_string(),
                error,
            });
    }
    if let Some(later) = later_of(row, &words) {
        return explain_later((problem, row), later, &words, io, (format, shown), svg);
    }
    let built = input_of(problem, row, &words).map_err(Failure::usage)?;
    let input = built.text.as_bytes();
    let (any, read) = explain::accounts(problem, input, 0);
    let no_word_blamed = match &read {
        Ok(()) => true,
        Err(e) => !built.blames_a_word(e),
    };
    if any.is_empty() && no_word_blamed {
        return Err(Failure::usage(format!(
            "{}: `{}` makes no case: the judge reads it as the end of its input",
            problem.id,
            words.join(" ")
        )));
    }
    let result = explain::explain(row.explain, &mut &input[..], io.stdout, format, shown);
    match result {
        Err(error @ Error::Input(_)) => {
            let _ = writeln!(
                io.stderr,
                "grundy: {}: {}",
                problem.id,
                built.reword(&error)
            );
            Err(Failure::Reported)
        }
        Err(error) => Err(Failure::Run {
            context: problem.id.to_string(),
            error,
        }),
        Ok(()) => match svg {
            Some(file) => picture(problem, row, input, &file),
            None => Ok(()),
        },
    }
}

/// Explains a position that arises only in play, built by the problem
/// from its words rather than read from a judge input.
fn explain_later(
    (problem, row): (&Problem, &Row),
    later: &Later,
    words: &[String],
    io: &mut Io<'_>,
    (format, shown): (Format, usize),
    svg: Option<String>,
) -> Result<(), Failure> {
    let mut accounts = Accounts::new(format, shown);
    // A wrong word is bad input, said as for the judge's words.
    let account = match (later.account)(words, &accounts) {
        Ok(account) => account,
        Err(why) => {
            let _ = writeln!(io.stderr, "grundy: {}: {why}", problem.id);
            return Err(Failure::Reported);
        }
    };
    // The picture marks every winning move, not only the ones listed.
    let drawing = match (svg, row.picture) {
        (Some(file), Some(draw)) => match (later.account)(words, &Accounts::new(format, ALL)) {
            Ok(all) => Some((file, draw(&all))),
            Err(_) => Some((file, draw(&account))),
        },
        _ => None,
    };
    let mut out = Out::new(io.stdout);
    accounts.add(&mut out, account);
    out.finish().map_err(|error| Failure::Run {
        context: problem.id.to_string(),
        error,
    })?;
    match drawing {
        Some((file, svg)) => write_picture(&file, &svg),
        None => Ok(()),
    }
}

/// Explains a whole input read first, then draws its first position.
fn whole(
    problem: &Entry,
    row: &Row,
    input: &mut dyn Read,
    output: &mut dyn Write,
    (format, shown): (Format, usize),
    svg: Option<String>,
) -> Result<(), Failure> {
    let mut bytes = Vec::new();
    input
        .read_to_end(&mut bytes)
        .map_err(|e| Failure::usage(format!("cannot read input: {e}")))?;
    let explained =
        explain::explain(row.explain, &mut &bytes[..], output, format, shown).map_err(|error| {
            Failure::Run {
                context: problem.id.to_string(),
                error,
            }
        });
    // The first position is drawn even when a later case is bad: it was
    // whole, and explained.
    let drawn = match svg {
        Some(file) => picture(problem, row, &bytes, &file),
        None => Ok(()),
    };
    match (explained, drawn) {
        (Err(failure), Ok(())) => Err(failure),
        (Err(failure), Err(Failure::Usage(m))) if m.ends_with("no position to draw") => {
            Err(failure)
        }
        (Ok(()), drawn) | (Err(_), drawn) => drawn,
    }
}

/// Writes a picture to `file` (see [`files::write_file`]).
fn write_picture(file: &str, svg: &str) -> Result<(), Failure> {
    files::write_file(Path::new(file), svg.as_bytes())
        .map_err(|e| Failure::usage(format!("cannot write {file}: {e}")))
}

/// Stdin, one file, or the position's words: one word after the problem
/// that names an existing file (or `-`), or looks like a path
/// ([`looks_like_a_path`]: a missing `case.in` is then said to be missing,
/// not read as a position), is a file; anything else is words.
fn source(args: &Parsed) -> Result<Source, Failure> {
    let rest = &args.positionals[1..];
    match rest {
        [] => Ok(Source::Stdin),
        [one] if one == "-" => Ok(Source::Stdin),
        [one] if Path::new(one).exists() || looks_like_a_path(one) => {
            Ok(Source::File(one.to_string_lossy().into_owned()))
        }
        words => {
            let mut all = Vec::new();
            for w in words {
                let text = w
                    .to_str()
                    .ok_or_else(|| Failure::usage(format!("the word {w:?} is not valid UTF-8")))?;
                all.push(text.to_string());
            }
            Ok(Source::Words(all))
        }
    }
}

/// Whether a word that names no file was meant as one: it has a path
/// separator, or ends in an extension (`.in`, `.txt`) with a lowercase
/// letter. No position word is either: positions are numbers, digit
/// strings and boards of `.` and `X`.
fn looks_like_a_path(word: &std::ffi::OsStr) -> bool {
    let text = word.to_string_lossy();
    text.contains(['/', '\\'])
        || text.rsplit_once('.').is_some_and(|(stem, ext)| {
            !stem.is_empty()
                && (1..=8).contains(&ext.len())
                && ext.bytes().all(|b| b.is_ascii_alphanumeric())
                && ext.bytes().any(|b| b.is_ascii_lowercase())
        })
}

/// Draws the first account of `input` into `file`, with every winning move
/// marked (the text lists the first few; the picture shows them all).
fn picture(problem: &Entry, row: &Row, input: &[u8], file: &str) -> Result<(), Failure> {
    let (all, _) = explain::accounts(problem, input, ALL);
    let (Some(first), Some(draw)) = (all.first(), row.picture) else {
        return Err(Failure::usage(format!(
            "{}: no position to draw",
            problem.id
        )));
    };
    write_picture(file, &draw(first))
}
