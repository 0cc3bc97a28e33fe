//! The one error type of grundy, and the exit codes it maps to.
//!
//! Input errors carry the position of the offending token and say what was
//! expected and what was found, in the form every message takes on stderr:
//! `grundy: poj2234: line 3, column 7: expected a pile size, found "x"`.
//! The `grundy: PROBLEM: ` prefix is added by the caller that knows the problem.

use std::fmt;
use std::io;

/// Exit status for a run that answered everything.
pub const EXIT_OK: u8 = 0;
/// Exit status when the input breaks the judge format.
pub const EXIT_BAD_INPUT: u8 = 1;
/// Exit status for bad usage: unknown problem, wrong arguments, or an input
/// file that cannot be opened or read.
pub const EXIT_USAGE: u8 = 2;
/// Exit status when the answers cannot be written (a full disk, `/dev/full`);
/// a reader that went away (a closed pipe) is not an error.
pub const EXIT_OUTPUT: u8 = 3;
/// Exit status when a valid case is one grundy cannot answer (a described
/// rule whose values no theorem, table or verified shape reaches).
pub const EXIT_UNANSWERED: u8 = 4;

/// A place in the input: 1-based line and 1-based byte column.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Position {
    pub line: u64,
    pub column: u64,
}

/// What stood where something else was expected.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Found {
    /// A token; holds at most its first [`Found::MAX_SHOWN`] bytes.
    Token { bytes: Vec<u8>, truncated: bool },
    /// The input ended.
    EndOfInput,
}

impl Found {
    /// How many bytes of a bad token a message shows.
    pub const MAX_SHOWN: usize = 32;
}

impl fmt::Display for Found {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Found::EndOfInput => f.write_str("end of input"),
            Found::Token { bytes, truncated } => {
                // escape_ascii keeps the message one printable line whatever the bytes.
                write!(f, "\"{}", bytes.escape_ascii())?;
                if *truncated {
                    f.write_str("...")?;
                }
                f.write_str("\"")
            }
        }
    }
}

/// A token that breaks the judge format.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct InputError {
    pub position: Position,
    pub expected: String,
    pub found: Found,
}

/// Everything that can stop a run.
#[derive(Debug)]
pub enum Error {
    /// The input breaks the format; boxed to keep `Result`s small on hot paths.
    Input(Box<InputError>),
    /// Reading the input failed.
    Read(io::Error),
    /// Writing the answers failed (a closed pipe is filtered out by the caller).
    Write(io::Error),
    /// A valid case grundy cannot answer (or `explain` cannot show),
    /// ending at `position`: not a fault of the input (`validate` accepts
    /// it). `why` says who cannot and why: "grundy cannot answer it: ...".
    Unanswered {
        position: Position,
        case: u64,
        why: String,
    },
}

impl Error {
    pub fn input(position: Position, expected: impl Into<String>, found: Found) -> Error {
        Error::Input(Box::new(InputError {
            position,
            expected: expected.into(),
            found,
        }))
    }

    /// The exit status this error ends the process with.
    pub fn exit_code(&self) -> u8 {
        match self {
            Error::Input(_) => EXIT_BAD_INPUT,
            Error::Read(_) => EXIT_USAGE,
            Error::Write(_) => EXIT_OUTPUT,
            Error::Unanswered { .. } => EXIT_UNANSWERED,
        }
    }

    /// True when the reader of our output went away: not an error worth a message.
    pub fn is_broken_pipe(&self) -> bool {
        matches!(self, Error::Write(e) if e.kind() == io::ErrorKind::BrokenPipe)
    }
}

impl fmt::Display for Error {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Error::Input(e) => {
                write!(
                    f,
                    "line {}, column {}: expected {}, found {}",
                    e.position.line, e.position.column, e.expected, e.found
                )?;
                if let Some(hint) = encoding_hint(e.position, &e.found) {
                    write!(f, ": {hint}")?;
                }
                Ok(())
            }
            Error::Read(e) => write!(f, "cannot read input: {e}"),
            Error::Write(e) => write!(f, "cannot write output: {e}"),
            Error::Unanswered {
                position,
                case,
                why,
            } => write!(
                f,
                "line {}, column {}: case {case} is valid, but {why}",
                position.line, position.column
            ),
        }
    }
}

impl std::error::Error for Error {}

/// What a rejected token says about how the file was saved, when it names
/// the usual culprits (an editor's byte-order mark or UTF-16, a space pasted
/// from a web page, a DOS end-of-file mark) and what to do about them.
/// Rejecting such input stays right: the judge would reject it too. Kept in
/// judge builds too, so an emitted file says the same as grundy.
fn encoding_hint(position: Position, found: &Found) -> Option<&'static str> {
    let Found::Token { bytes, .. } = found else {
        return None;
    };
    let at_start = position.line == 1 && position.column == 1;
    // NUL bytes at every other place (and some other byte at the rest) are
    // ASCII text in UTF-16, whichever byte order; one stray NUL is not,
    // unless it is in the file's first token.
    let nuls = bytes.iter().filter(|&&b| b == 0).count();
    let nul_every_other = |first: usize| {
        (nuls >= 2 || at_start)
            && bytes.iter().skip(first).step_by(2).all(|&b| b == 0)
            && bytes.iter().skip(1 - first).step_by(2).any(|&b| b != 0)
    };
    if at_start && bytes.starts_with(b"\xEF\xBB\xBF") {
        Some(
            "the file starts with a UTF-8 byte-order mark (it was saved with one; save it without)",
        )
    } else if (at_start && (bytes.starts_with(b"\xFF\xFE") || bytes.starts_with(b"\xFE\xFF")))
        || (bytes.len() >= 2 && (nul_every_other(0) || nul_every_other(1)))
    {
        Some("the input looks like UTF-16, a NUL byte beside every character (save it as UTF-8 or ASCII)")
    } else if bytes.windows(2).any(|w| w == b"\xC2\xA0") {
        Some("that is a non-breaking space (UTF-8 C2 A0), as pasted from a web page (type a plain space instead)")
    } else if bytes.contains(&0x1A) {
        Some("that is a Ctrl-Z (0x1A), an old DOS end-of-file mark (delete it)")
    } else {
        None
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn message_has_position_expected_and_found() {
        let e = Error::input(
            Position { line: 3, column: 7 },
            "a pile size",
            Found::Token {
                bytes: b"x".to_vec(),
                truncated: false,
            },
        );
        assert_eq!(
            e.to_string(),
            "line 3, column 7: expected a pile size, found \"x\""
        );
    }

    #[test]
    fn binary_bytes_are_escaped_and_long_tokens_cut() {
        let found = Found::Token {
            bytes: vec![0, b'a', 0xff, b'"'],
            truncated: true,
        };
        assert_eq!(found.to_string(), "\"\\x00a\\xff\\\"...\"");
        assert_eq!(Found::EndOfInput.to_string(), "end of input");
    }
}
