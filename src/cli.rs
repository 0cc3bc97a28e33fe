//! The command line, parsed in two steps: what the user typed becomes a
//! [`Command`], then [`run`] carries it out and decides the exit status
//! (0 answered, 1 bad input, 2 bad usage; a closed output pipe is not an error).

use crate::error::{EXIT_BAD_INPUT, EXIT_OK, EXIT_USAGE};
use crate::registry::{self, Problem, PROBLEMS};
use std::ffi::OsString;
use std::fs::File;
use std::io::{Read, Write};
use std::path::PathBuf;

/// What the user asked for.
pub enum Command {
    Help,
    Version,
    List,
    Solve {
        problem: &'static Problem,
        /// `None` reads standard input.
        file: Option<PathBuf>,
    },
}

/// Turns the arguments (without the program name) into a [`Command`], or a
/// usage message.
pub fn parse(args: &[OsString]) -> Result<Command, String> {
    let words: Vec<&str> = args
        .iter()
        .map(|a| {
            a.to_str()
                .ok_or_else(|| format!("argument {a:?} is not valid UTF-8"))
        })
        .collect::<Result<_, _>>()?;
    match words.as_slice() {
        [] => Err("no problem named; try 'grundy list' or 'grundy --help'".into()),
        ["-h" | "--help" | "help"] => Ok(Command::Help),
        ["-V" | "--version"] => Ok(Command::Version),
        ["list"] => Ok(Command::List),
        [first, ..] if first.starts_with('-') && first.len() > 1 => {
            Err(format!("unknown option '{first}'; try 'grundy --help'"))
        }
        [name] => Ok(Command::Solve {
            problem: problem_named(name)?,
            file: None,
        }),
        [name, file] => Ok(Command::Solve {
            problem: problem_named(name)?,
            file: (*file != "-").then(|| PathBuf::from(file)),
        }),
        [_, _, extra, ..] => Err(format!(
            "unexpected argument '{extra}'; usage: grundy PROBLEM [FILE]"
        )),
    }
}

fn problem_named(name: &str) -> Result<&'static Problem, String> {
    registry::find(name).ok_or_else(|| {
        let close = registry::suggestions(name);
        if close.is_empty() {
            format!("unknown problem '{name}'; 'grundy list' shows them all")
        } else {
            format!(
                "unknown problem '{name}'; did you mean {}?",
                close.join(" or ")
            )
        }
    })
}

/// Runs the command line `args` against the given streams; returns the exit
/// status.
pub fn run(
    args: &[OsString],
    stdin: &mut dyn Read,
    stdout: &mut dyn Write,
    stderr: &mut dyn Write,
) -> u8 {
    run_with(args, stdin, None, stdout, stderr)
}

/// [`run`], where `stdin_file`, when given, is standard input as a regular
/// file ([`crate::parallel::stdin_file`]): a big one is answered on two
/// threads.
pub fn run_with(
    args: &[OsString],
    stdin: &mut dyn Read,
    stdin_file: Option<&File>,
    stdout: &mut dyn Write,
    stderr: &mut dyn Write,
) -> u8 {
    let command = match parse(args) {
        Ok(c) => c,
        Err(message) => {
            let _ = writeln!(stderr, "grundy: {message}");
            return EXIT_USAGE;
        }
    };
    let printed = match command {
        Command::Help => stdout.write_all(help().as_bytes()),
        Command::Version => writeln!(stdout, "grundy {}", env!("CARGO_PKG_VERSION")),
        Command::List => stdout.write_all(list().as_bytes()),
        Command::Solve { problem, file } => {
            return solve(problem, file, stdin, stdin_file, stdout, stderr)
        }
    };
    match printed.and_then(|()| stdout.flush()) {
        Err(e) if e.kind() != std::io::ErrorKind::BrokenPipe => {
            let _ = writeln!(stderr, "grundy: cannot write output: {e}");
            EXIT_BAD_INPUT
        }
        _ => EXIT_OK,
    }
}

fn solve(
    problem: &Problem,
    file: Option<PathBuf>,
    stdin: &mut dyn Read,
    stdin_file: Option<&File>,
    stdout: &mut dyn Write,
    stderr: &mut dyn Write,
) -> u8 {
    let answered = match (&file, stdin_file) {
        (None, None) => crate::solve(problem, stdin, stdout),
        (None, Some(f)) => crate::solve_file(problem, f, stdout),
        (Some(path), _) => match File::open(path) {
            Ok(f) => crate::solve_file(problem, &f, stdout),
            Err(e) => {
                let _ = writeln!(stderr, "grundy: cannot open {}: {e}", path.display());
                return EXIT_USAGE;
            }
        },
    };
    match answered {
        Ok(()) => EXIT_OK,
        Err(e) if e.is_broken_pipe() => EXIT_OK,
        Err(e) => {
            let _ = writeln!(stderr, "grundy: {}: {e}", problem.id);
            e.exit_code()
        }
    }
}

/// The `--help` text.
pub fn help() -> String {
    // Eight ids a line keeps the text within 80 columns.
    let ids: Vec<String> = PROBLEMS
        .chunks(8)
        .map(|row| row.iter().map(|p| p.id).collect::<Vec<_>>().join(" "))
        .collect();
    format!(
        "grundy {}: judge-exact answers for impartial games\n\
         \n\
         Usage:\n  \
         grundy PROBLEM [FILE]   answer a judge input (FILE, or stdin when absent or -)\n  \
         grundy list             show every problem: id, aliases, game, output\n  \
         grundy --help | -h      this text\n  \
         grundy --version | -V   the version\n\
         \n\
         Problems ('grundy list' describes them):\n  {}\n\
         \n\
         Exit status: 0 answered, 1 bad input (the message names line and column;\n\
         every case before it is answered), 2 bad usage.\n",
        env!("CARGO_PKG_VERSION"),
        ids.join("\n  ")
    )
}

/// The `list` text: one aligned line per problem.
pub fn list() -> String {
    let aliases: Vec<String> = PROBLEMS.iter().map(|p| p.aliases.join(",")).collect();
    let width = aliases.iter().map(String::len).max().unwrap_or(0);
    PROBLEMS
        .iter()
        .zip(&aliases)
        .map(|(p, a)| format!("{:<9} {a:<width$}  {}  ->  {}\n", p.id, p.game, p.output))
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn call(args: &[&str], stdin: &str) -> (u8, String, String) {
        let args: Vec<OsString> = args.iter().map(OsString::from).collect();
        let (mut out, mut err) = (Vec::new(), Vec::new());
        let code = run(&args, &mut stdin.as_bytes(), &mut out, &mut err);
        (
            code,
            String::from_utf8(out).unwrap(),
            String::from_utf8(err).unwrap(),
        )
    }

    #[test]
    fn solves_from_stdin_by_id_or_alias() {
        assert_eq!(
            call(&["poj2234"], "2 45 45\n3 3 6 9\n"),
            (0, "No\nYes\n".into(), String::new())
        );
        assert_eq!(call(&["NIM", "-"], "1 1").1, "Yes\n");
    }

    #[test]
    fn flags_and_listing() {
        let (code, out, _) = call(&["--help"], "");
        assert_eq!(code, 0);
        assert!(out.contains("Usage:") && out.contains("poj2234"));
        assert_eq!(call(&["-h"], "").1, out);
        assert!(call(&["--version"], "").1.starts_with("grundy "));
        assert_eq!(call(&["-V"], "").0, 0);
        let list = call(&["list"], "").1;
        assert_eq!(list.lines().count(), PROBLEMS.len());
        for p in PROBLEMS {
            assert!(list.contains(p.id) && list.contains(p.output));
        }
    }

    #[test]
    fn bad_usage_exits_2_with_one_message() {
        for (args, needle) in [
            (&[][..], "no problem named"),
            (&["hdu1970"][..], "did you mean hdu1907?"),
            (&["zzzzzzzzzzzz"][..], "'grundy list' shows them all"),
            (&["--frobnicate"][..], "unknown option '--frobnicate'"),
            (&["nim", "a", "b"][..], "unexpected argument 'b'"),
            (&["nim", "/no/such/file"][..], "cannot open /no/such/file"),
        ] {
            let (code, out, err) = call(args, "");
            assert_eq!(code, 2, "{args:?}");
            assert!(out.is_empty());
            assert!(err.starts_with("grundy: ") && err.contains(needle), "{err}");
            assert_eq!(err.lines().count(), 1);
        }
    }
}
