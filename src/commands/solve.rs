//! `grundy PROBLEM [FILE...]`: answer judge inputs, the main job.
//!
//! Each FILE is its own judge input, answered in order (`-` or no FILE at all
//! reads standard input). The first fault stops the run: every case before it
//! is answered, and the message names the file when there are files.

use crate::commands::{files, progress, Failure, Io, Parsed};
use crate::registry::Entry;
use std::fs::File;
use std::io::IsTerminal;
use std::path::Path;

/// Usage line of the solve command, for messages.
pub const USAGE: &str = "grundy PROBLEM [FILE...]";

pub fn run(args: &Parsed, io: &mut Io<'_>) -> Result<(), Failure> {
    let problem = args.problem(0)?;
    let files = &args.positionals[1..];
    // Long work (a table of a million heaps) says how far it is, on the
    // process's own terminal only, through the one printer.
    progress::listen(io.stdin_is_process && std::io::stderr().is_terminal());
    let answered = (|| {
        if files.is_empty() {
            return answer(problem, None, io);
        }
        for file in files {
            let path = (file != "-").then(|| Path::new(file));
            answer(problem, path, io)?;
        }
        Ok(())
    })();
    progress::quiet();
    answered
}

/// Answers one judge input: the file at `path`, or stdin.
fn answer(problem: &Entry, path: Option<&Path>, io: &mut Io<'_>) -> Result<(), Failure> {
    let context = match path {
        None => problem.id.to_string(),
        Some(p) => format!("{}: {}", problem.id, shown(p)),
    };
    // A big regular file is answered on two threads (crate::parallel).
    let result = match path {
        None if io.stdin_is_process && std::io::stdin().is_terminal() => {
            // Someone types the cases: say how to end, answer each at once.
            let _ = writeln!(
                io.stderr,
                "grundy: reading {} input from the terminal; end it with Ctrl-D",
                problem.id
            );
            crate::solve_typed(problem, io.stdin, io.stdout)
        }
        None => match io.stdin_is_process.then(crate::parallel::stdin_file) {
            Some(Some(file)) => crate::solve_file(problem, &file, io.stdout),
            _ => crate::solve(problem, io.stdin, io.stdout),
        },
        Some(p) => crate::solve_file(problem, &open(p)?, io.stdout),
    };
    result.map_err(|error| Failure::Run { context, error })
}

/// Opens an input file, or says why it cannot be read (what is neither a
/// regular file nor a pipe or terminal is refused before it is read: see
/// [`files::open_input`]).
pub fn open(path: &Path) -> Result<File, Failure> {
    files::open_input(path)
        .map_err(|why| Failure::usage(format!("cannot open {}: {why}", shown(path))))
}

/// A path for a message: as it is when it is UTF-8, else quoted with its
/// other bytes escaped (`"caf\xE9.in"`), never with a replacement character
/// that names no file.
pub fn shown(path: &Path) -> String {
    match path.to_str() {
        Some(text) => text.to_string(),
        None => format!("{path:?}"),
    }
}
