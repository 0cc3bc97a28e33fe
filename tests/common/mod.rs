//! Running the real `grundy` binary from the end-to-end tests.

use std::io::Write;
use std::process::{Command, Stdio};

/// `grundy <problem>` with all three standard streams piped.
pub fn command(problem: &str) -> Command {
    let mut c = Command::new(env!("CARGO_BIN_EXE_grundy"));
    c.arg(problem)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped());
    c
}

/// Runs `grundy <problem>` with `input` on stdin: (status, stdout, stderr).
pub fn run(problem: &str, input: &[u8]) -> (i32, Vec<u8>, Vec<u8>) {
    let mut child = command(problem).spawn().expect("start grundy");
    let mut stdin = child.stdin.take().unwrap();
    let input = input.to_vec();
    // Write from another thread so a large output cannot deadlock the pipes.
    let writer = std::thread::spawn(move || {
        let _ = stdin.write_all(&input);
    });
    let out = child.wait_with_output().expect("wait for grundy");
    writer.join().unwrap();
    (out.status.code().unwrap_or(-1), out.stdout, out.stderr)
}
