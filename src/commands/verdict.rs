//! Judging one answer against another, for `check` and `stress`: how two
//! outputs are compared (the judges' way: exact bytes but for CR before LF,
//! or tokens only), running another program on a case with a time limit, and
//! the few lines that show a difference.

use std::io::{Read, Write};
use std::process::{Command, Stdio};
use std::time::{Duration, Instant};

/// How two outputs are compared.
#[derive(Clone, Copy, PartialEq, Eq)]
pub enum Compare {
    /// Byte for byte, except that CR before LF is ignored (POJ and HDU give
    /// Presentation Error for any other whitespace difference).
    Exact,
    /// Whitespace-separated tokens only.
    Tokens,
}

impl Compare {
    pub fn same(self, expected: &[u8], got: &[u8]) -> bool {
        match self {
            Compare::Exact => without_cr(expected) == without_cr(got),
            Compare::Tokens => tokens(expected).eq(tokens(got)),
        }
    }
}

/// `text` without the CRs that stand before an LF.
fn without_cr(text: &[u8]) -> Vec<u8> {
    let mut out = Vec::with_capacity(text.len());
    for (i, &b) in text.iter().enumerate() {
        if !(b == b'\r' && text.get(i + 1) == Some(&b'\n')) {
            out.push(b);
        }
    }
    out
}

fn tokens(text: &[u8]) -> impl Iterator<Item = &[u8]> {
    text.split(|b| b.is_ascii_whitespace())
        .filter(|t| !t.is_empty())
}

/// What a program did with one input.
pub enum Run {
    /// It exited with status 0.
    Answered(Vec<u8>),
    /// It was still running at the time limit, and was killed.
    TimeLimit,
    /// It exited otherwise: the status and the end of its stderr.
    Crashed { status: String, stderr: String },
}

/// Runs `command` through `sh -c` with `input` on stdin, for at most `limit`.
pub fn run_solution(command: &str, input: &[u8], limit: Duration) -> std::io::Result<Run> {
    let mut child = Command::new("sh")
        .arg("-c")
        .arg(command)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()?;
    let mut stdin = child.stdin.take().expect("piped");
    let input = input.to_vec();
    // Threads feed and drain the pipes, so a large input or output cannot
    // block the child while we wait for it.
    std::thread::spawn(move || {
        let _ = stdin.write_all(&input);
    });
    let drain = |mut pipe: Box<dyn Read + Send>| {
        std::thread::spawn(move || {
            let mut bytes = Vec::new();
            let _ = pipe.read_to_end(&mut bytes);
            bytes
        })
    };
    let stdout = drain(Box::new(child.stdout.take().expect("piped")));
    let stderr = drain(Box::new(child.stderr.take().expect("piped")));
    let start = Instant::now();
    let status = loop {
        if let Some(status) = child.try_wait()? {
            break status;
        }
        if start.elapsed() >= limit {
            let _ = child.kill();
            let _ = child.wait();
            // A grandchild may still hold the pipes: leave their readers.
            return Ok(Run::TimeLimit);
        }
        std::thread::sleep(Duration::from_millis(2));
    };
    let out = stdout.join().unwrap_or_default();
    let err = stderr.join().unwrap_or_default();
    if status.success() {
        return Ok(Run::Answered(out));
    }
    let tail = String::from_utf8_lossy(&err);
    let lines: Vec<&str> = tail.lines().collect();
    Ok(Run::Crashed {
        status: status.to_string(),
        stderr: lines[lines.len().saturating_sub(3)..].join("\n"),
    })
}

/// The first line where two outputs differ (1-based), with both lines
/// (`None` past the end), after dropping CR before LF.
pub fn first_difference(expected: &[u8], got: &[u8]) -> (usize, Option<String>, Option<String>) {
    let (expected, got) = (without_cr(expected), without_cr(got));
    let mut e = expected.split_inclusive(|&b| b == b'\n');
    let mut g = got.split_inclusive(|&b| b == b'\n');
    let mut number = 1;
    loop {
        match (e.next(), g.next()) {
            (Some(a), Some(b)) if a == b => number += 1,
            (a, b) => return (number, a.map(shown), b.map(shown)),
        }
    }
}

/// A line for a message: escaped where not printable, its newline shown
/// only when missing.
fn shown(line: &[u8]) -> String {
    match line.strip_suffix(b"\n") {
        Some(body) => body.escape_ascii().to_string(),
        None => format!("{} (no newline at the end)", line.escape_ascii()),
    }
}

/// The lines that show how `got` differs from `expected`, each cut to
/// `width` columns; with a hint when only whitespace differs.
pub fn difference(expected: &[u8], got: &[u8], width: usize) -> Vec<String> {
    let (line, e, g) = first_difference(expected, got);
    let or_end = |s: Option<String>| s.unwrap_or_else(|| "(end of output)".into());
    let mut lines = vec![
        format!("  first difference at line {line}"),
        cut(&format!("  expected: {}", or_end(e)), width),
        cut(&format!("  got:      {}", or_end(g)), width),
    ];
    if Compare::Tokens.same(expected, got) {
        lines.push("  only whitespace differs: -S (tokens only) would pass".into());
    }
    lines
}

/// `text` cut to `width` characters, with `...` where it was cut.
pub fn cut(text: &str, width: usize) -> String {
    if text.chars().count() <= width {
        return text.to_string();
    }
    let kept: String = text.chars().take(width.saturating_sub(3)).collect();
    format!("{kept}...")
}

/// The width to cut report lines to: the terminal's (`COLUMNS`) when stdout
/// is a terminal, else 80.
pub fn width(is_process: bool) -> usize {
    use std::io::IsTerminal;
    if !is_process || !std::io::stdout().is_terminal() {
        return 80;
    }
    std::env::var("COLUMNS")
        .ok()
        .and_then(|c| c.parse().ok())
        .filter(|&w: &usize| w >= 20)
        .unwrap_or(80)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn exact_ignores_only_cr_before_lf() {
        assert!(Compare::Exact.same(b"No\r\nYes\r\n", b"No\nYes\n"));
        assert!(!Compare::Exact.same(b"No\nYes\n", b"No\nYes"));
        assert!(!Compare::Exact.same(b"No \n", b"No\n"));
        assert!(!Compare::Exact.same(b"a\rb\n", b"ab\n"));
        assert!(Compare::Tokens.same(b"No \n\nYes", b"No\nYes\n"));
        assert!(!Compare::Tokens.same(b"No\n", b"no\n"));
    }

    #[test]
    fn the_first_different_line_is_shown_cut_with_a_hint() {
        assert_eq!(
            first_difference(b"a\nb\nc\n", b"a\nb\nd\n"),
            (3, Some("c".into()), Some("d".into()))
        );
        assert_eq!(
            first_difference(b"a\n", b"a\nb\n"),
            (2, None, Some("b".into()))
        );
        let lines = difference(b"No\nYes\n", b"No\nYes \n", 80);
        assert_eq!(lines[0], "  first difference at line 2");
        assert!(lines[3].contains("-S"));
        assert_eq!(cut("abcdefghij", 6), "abc...");
        assert!(difference(b"No\n", b"Yes\n", 80).len() == 3);
    }

    #[test]
    fn another_program_answers_crashes_or_runs_out_of_time() {
        let limit = Duration::from_secs(20);
        let Run::Answered(out) = run_solution(
            "while read -r l; do echo \"$l\"; done; echo done",
            b"in\n",
            limit,
        )
        .unwrap() else {
            panic!("the shell loop should answer");
        };
        assert_eq!(out, b"in\ndone\n");
        let Run::Crashed { status, stderr } =
            run_solution("echo oops >&2; exit 3", b"", limit).unwrap()
        else {
            panic!("exit 3 is a crash");
        };
        assert!(
            status.contains('3') && stderr == "oops",
            "{status} {stderr}"
        );
        assert!(matches!(
            run_solution("while :; do :; done", b"", Duration::from_millis(50)).unwrap(),
            Run::TimeLimit
        ));
    }
}
