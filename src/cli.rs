//! The command line: [`commands::parse`] turns the words into a request, this
//! module carries it out and applies the one exit-status policy: 0 done,
//! 1 bad input, 2 bad usage (or an input file that cannot be read), 3 the
//! output cannot be written; a closed output pipe is not an error.
//!
//! A closed stdout is not refused: std reopens it on `/dev/null` for
//! reading and writing before `main`, which is exactly what `1<>/dev/null`
//! and Python's `subprocess.DEVNULL` give, and those must work (issue 33;
//! see `docs/limits.md`).

use crate::commands::{self, help, solve, Failure, Io, Request};
use crate::error::{Error, EXIT_OK};
use std::ffi::OsString;
use std::io::{Read, Write};

/// Runs the command line `args` (without the program name) against the given
/// streams; returns the exit status. `stdin_is_process` says whether `stdin`
/// is the process's own standard input.
pub fn run(
    args: &[OsString],
    stdin: &mut dyn Read,
    stdout: &mut dyn Write,
    stderr: &mut dyn Write,
    stdin_is_process: bool,
) -> u8 {
    let mut io = Io {
        stdin,
        stdout,
        stderr,
        stdin_is_process,
    };
    let done = commands::parse(args).and_then(|request| carry_out(request, &mut io));
    match done {
        Ok(()) => EXIT_OK,
        Err(failure) => {
            let (status, message) = failure.report();
            if let Some(m) = message {
                let _ = writeln!(io.stderr, "grundy: {m}");
            }
            status
        }
    }
}

fn carry_out(request: Request, io: &mut Io<'_>) -> Result<(), Failure> {
    let text = match request {
        Request::Solve(args) => return solve::run(&args, io),
        Request::Run(command, args) => return (command.run)(&args, io),
        Request::Help(topic) => help::text(&topic),
        Request::Version => help::version(),
    };
    io.stdout
        .write_all(text.as_bytes())
        .and_then(|()| io.stdout.flush())
        .map_err(|e| Failure::Run {
            context: "help".into(),
            error: Error::Write(e),
        })
}

#[cfg(test)]
mod tests {
    use super::*;

    fn call(args: &[&str], stdin: &str) -> (u8, String, String) {
        let args: Vec<OsString> = args.iter().map(OsString::from).collect();
        let (mut out, mut err) = (Vec::new(), Vec::new());
        let code = run(&args, &mut stdin.as_bytes(), &mut out, &mut err, false);
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
        let card = call(&["poj2234", "--help"], "");
        assert_eq!(card.0, 0);
        assert!(card.1.contains("Matches Game"), "{}", card.1);
        assert_eq!(call(&["help", "nim"], ""), card);
        assert_eq!(call(&["--help", "poj2234"], ""), card);
    }

    #[test]
    fn bad_usage_exits_2_with_one_message() {
        for (args, needle) in [
            (&[][..], "no problem named"),
            (&["hdu1970"][..], "did you mean hdu1907?"),
            (&["zzzzzzzzzzzz"][..], "'grundy list' shows them all"),
            (&["--frobnicate"][..], "unknown option '--frobnicate'"),
            (&["nim", "/no/such/file"][..], "cannot open /no/such/file"),
            (&["nim", "/"][..], "cannot open /: it is a directory"),
            (&["list", "extra"][..], "unexpected argument 'extra'"),
            (
                &["--version", "extra"][..],
                "--version takes no argument, found 'extra'",
            ),
        ] {
            let (code, out, err) = call(args, "");
            assert_eq!(code, 2, "{args:?}");
            assert!(out.is_empty());
            assert!(err.starts_with("grundy: ") && err.contains(needle), "{err}");
            assert_eq!(err.lines().count(), 1);
        }
    }
}
