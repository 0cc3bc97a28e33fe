//! Running another program on one input, for `check --solution` and
//! `stress`: through `sh -c`, in a process group of its own, with a time
//! limit and limits on what it writes.
//!
//! Why a group: the command is often a shell pipeline or a script that
//! starts other programs. Killing only the shell leaves them running and
//! holding the pipes, so the whole group is signalled (TERM, then KILL after
//! [`GRACE`]) on a time or output limit, when the program's first process
//! ends (stragglers are not part of its answer), and when grundy stops
//! early. If grundy itself is killed (Ctrl-C on a terminal does not reach a
//! group of its own), a small watchdog shell, waiting on a pipe only grundy
//! holds, sees the pipe close and kills the group.
//!
//! Signals are sent by the shell's own `kill` builtin (`sh` is what runs the
//! program, so it is always there): std has no call to signal a group.
//!
//! What the program writes is never taken whole: its stdout goes to a sink
//! (a streaming comparison, or a buffer with a cap) and at most
//! [`Limits::stdout`] bytes of it are accepted, at most [`Limits::stderr`]
//! bytes of stderr are kept; beyond either the run is
//! [`Run::OutputLimit`]. A pipe is only ever closed by grundy after the
//! program is killed for a limit, so a write failing on it is never blamed on
//! the program.

use std::io::{self, Read, Write};
use std::os::unix::process::CommandExt;
use std::process::{Child, ChildStdin, Command, ExitStatus, Stdio};
use std::sync::mpsc::{self, Receiver, RecvTimeoutError, SyncSender};
use std::time::{Duration, Instant};

/// Most bytes of stdout a program may write on one case (64 MiB).
pub const STDOUT_LIMIT: u64 = 64 << 20;
/// Most bytes of stderr a program may write on one case (64 KiB).
pub const STDERR_LIMIT: u64 = 64 << 10;
/// Time between TERM and KILL: a program may tidy up, briefly.
pub const GRACE: Duration = Duration::from_millis(200);
/// Bytes read from a pipe at a time, and chunks waiting for the judge: what
/// the program writes costs at most this much memory while it is compared.
const PIPE_CHUNK: usize = 64 << 10;
const PIPE_QUEUE: usize = 4;

/// The limits of one run.
#[derive(Clone, Copy, Debug)]
pub struct Limits {
    pub time: Duration,
    pub stdout: u64,
    pub stderr: u64,
}

impl Limits {
    /// `time`, with the standard output limits.
    pub fn with_time(time: Duration) -> Limits {
        Limits {
            time,
            stdout: STDOUT_LIMIT,
            stderr: STDERR_LIMIT,
        }
    }
}

/// What a program did with one input.
#[derive(Debug, PartialEq, Eq)]
pub enum Run {
    /// It exited with status 0; its stdout went to the sink.
    Answered,
    /// It was still running at the time limit, and was killed.
    TimeLimit,
    /// It wrote more than the limit to `stream` ("stdout" or "stderr"), and
    /// was killed.
    OutputLimit { stream: &'static str, limit: u64 },
    /// It exited otherwise: the status and the last lines of its stderr.
    Crashed { status: String, stderr: String },
}

impl Run {
    /// The verdict in a few words, for reports.
    pub fn verdict(&self, limits: &Limits) -> String {
        match self {
            Run::Answered => "answered".into(),
            Run::TimeLimit => format!("time limit ({}s) exceeded", limits.time.as_secs_f64()),
            Run::OutputLimit { stream, limit } => {
                format!("output limit exceeded (more than {limit} bytes on {stream})")
            }
            Run::Crashed { status, .. } => format!("crashed ({status})"),
        }
    }
}

/// Runs `command` through `sh -c` with `input` on its stdin, its stdout
/// written to `stdout` as it comes; see the module comment for the limits.
///
/// # Errors
/// When `sh` cannot be started, or `stdout` fails (the program's group is
/// killed first).
pub fn run(
    command: &str,
    input: Box<dyn Read + Send>,
    limits: Limits,
    stdout: &mut dyn Write,
) -> io::Result<Run> {
    let mut child = Command::new("sh")
        .arg("-c")
        .arg(command)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .process_group(0)
        .spawn()?;
    let mut group = Group::new(&child);
    let start = Instant::now();
    let feed = child.stdin.take().expect("piped");
    std::thread::spawn(move || feed_input(input, feed));
    let (send, chunks) = mpsc::sync_channel(PIPE_QUEUE);
    let out = child.stdout.take().expect("piped");
    let err = child.stderr.take().expect("piped");
    {
        let send = send.clone();
        std::thread::spawn(move || drain(out, Stream::Out, send));
    }
    std::thread::spawn(move || drain(err, Stream::Err, send));
    let outcome = watch(&mut child, &chunks, start, limits, stdout);
    // Whatever happened, nothing of the program outlives its run.
    group.kill(&mut child);
    outcome
}

/// Reads the program's pipes and checks its clock until it is done.
fn watch(
    child: &mut Child,
    chunks: &Receiver<Chunk>,
    start: Instant,
    limits: Limits,
    stdout: &mut dyn Write,
) -> io::Result<Run> {
    let (mut written, mut stderr) = (0u64, Vec::new());
    let mut open = 2;
    let mut status: Option<ExitStatus> = None;
    loop {
        let Some(left) = limits.time.checked_sub(start.elapsed()) else {
            return Ok(Run::TimeLimit);
        };
        if status.is_none() {
            status = child.try_wait()?;
            if let Some(s) = status {
                // The first process is done: what it left running is not
                // part of its answer, and must not hold the pipes open.
                Group::signal(child.id(), "KILL");
                if open == 0 {
                    return Ok(ended(s, &stderr));
                }
            }
        }
        match chunks.recv_timeout(left.min(Duration::from_millis(2))) {
            Ok(Chunk::Bytes(Stream::Out, bytes)) => {
                written += bytes.len() as u64;
                if written > limits.stdout {
                    return Ok(Run::OutputLimit {
                        stream: "stdout",
                        limit: limits.stdout,
                    });
                }
                stdout.write_all(&bytes)?;
            }
            Ok(Chunk::Bytes(Stream::Err, bytes)) => {
                if (stderr.len() + bytes.len()) as u64 > limits.stderr {
                    return Ok(Run::OutputLimit {
                        stream: "stderr",
                        limit: limits.stderr,
                    });
                }
                stderr.extend_from_slice(&bytes);
            }
            Ok(Chunk::Closed) => open -= 1,
            Err(RecvTimeoutError::Timeout) => {}
            Err(RecvTimeoutError::Disconnected) => open = 0,
        }
        if open == 0 {
            if let Some(s) = status {
                return Ok(ended(s, &stderr));
            }
            // Both pipes closed, the program still running: wait for its
            // status, within the time limit.
            std::thread::sleep(Duration::from_millis(1));
        }
    }
}

/// The verdict on a program that exited with `status`.
fn ended(status: ExitStatus, stderr: &[u8]) -> Run {
    if status.success() {
        return Run::Answered;
    }
    let text = String::from_utf8_lossy(stderr);
    let lines: Vec<&str> = text.lines().collect();
    Run::Crashed {
        status: status.to_string(),
        stderr: lines[lines.len().saturating_sub(3)..].join("\n"),
    }
}

#[derive(Clone, Copy)]
enum Stream {
    Out,
    Err,
}

/// What a pipe reader hands over.
enum Chunk {
    Bytes(Stream, Vec<u8>),
    Closed,
}

/// Writes the input to the program. A program may exit or be killed
/// before it reads everything: the write error that follows is expected.
fn feed_input(mut input: Box<dyn Read + Send>, mut stdin: ChildStdin) {
    let _ = io::copy(&mut input, &mut stdin);
}

/// Reads one pipe of the program in chunks, until it closes or the judge
/// stops listening.
fn drain(mut pipe: impl Read, stream: Stream, send: SyncSender<Chunk>) {
    loop {
        let mut bytes = vec![0; PIPE_CHUNK];
        match pipe.read(&mut bytes) {
            Ok(0) => break,
            Ok(n) => {
                bytes.truncate(n);
                if send.send(Chunk::Bytes(stream, bytes)).is_err() {
                    return;
                }
            }
            Err(e) if e.kind() == io::ErrorKind::Interrupted => {}
            Err(_) => break,
        }
    }
    let _ = send.send(Chunk::Closed);
}

/// The program's process group, and the watchdog that kills it if grundy
/// dies first.
struct Group {
    watchdog: Option<(Child, ChildStdin)>,
}

impl Group {
    fn new(child: &Child) -> Group {
        let pgid = child.id();
        // Its own group too, so Ctrl-C on grundy's terminal does not stop
        // it; "done" on its stdin means grundy has cleaned up itself, end of
        // input means grundy is gone.
        let script = format!(
            "read -r word; [ \"$word\" = done ] || {{ kill -s TERM -- -{pgid}; sleep 1; kill -s KILL -- -{pgid}; }} 2>/dev/null"
        );
        let watchdog = Command::new("sh")
            .arg("-c")
            .arg(script)
            .stdin(Stdio::piped())
            .stdout(Stdio::null())
            .stderr(Stdio::null())
            .process_group(0)
            .spawn()
            .ok()
            .and_then(|mut w| w.stdin.take().map(|pipe| (w, pipe)));
        Group { watchdog }
    }

    /// Sends `signal` to the group `pgid`; an empty group is fine.
    ///
    /// The group outlives its leader while any member lives, so `pgid`
    /// still names it after the leader is reaped; once it is empty, the
    /// signal finds nothing.
    fn signal(pgid: u32, signal: &str) {
        let _ = Command::new("sh")
            .arg("-c")
            .arg(format!("kill -s {signal} -- -{pgid} 2>/dev/null"))
            .stdin(Stdio::null())
            .stdout(Stdio::null())
            .stderr(Stdio::null())
            .status();
    }

    /// Ends every process of the group: TERM, up to [`GRACE`] for the first
    /// process to exit, then KILL; reaps the first process and dismisses
    /// the watchdog.
    fn kill(&mut self, child: &mut Child) {
        let pgid = child.id();
        if matches!(child.try_wait(), Ok(None)) {
            Group::signal(pgid, "TERM");
            let deadline = Instant::now() + GRACE;
            while Instant::now() < deadline && matches!(child.try_wait(), Ok(None)) {
                std::thread::sleep(Duration::from_millis(5));
            }
        }
        Group::signal(pgid, "KILL");
        let _ = child.wait();
        if let Some((mut watchdog, mut pipe)) = self.watchdog.take() {
            let _ = pipe.write_all(b"done\n");
            drop(pipe);
            let _ = watchdog.wait();
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn answer(command: &str, input: &'static [u8], limits: Limits) -> (Run, Vec<u8>) {
        let mut out = Vec::new();
        let run = run(command, Box::new(input), limits, &mut out).unwrap();
        (run, out)
    }

    const LONG: Duration = Duration::from_secs(60);

    #[test]
    fn a_program_answers_crashes_or_runs_out_of_time() {
        let limits = Limits::with_time(LONG);
        let (run, out) = answer(
            "while read -r l; do echo \"$l\"; done; echo done",
            b"in\n",
            limits,
        );
        assert_eq!((run, &out[..]), (Run::Answered, &b"in\ndone\n"[..]));
        let (run, _) = answer("echo oops >&2; exit 3", b"", limits);
        assert!(
            matches!(&run, Run::Crashed { status, stderr } if status.contains('3') && stderr == "oops"),
            "{run:?}"
        );
        let quick = Limits::with_time(Duration::from_millis(50));
        assert_eq!(answer("while :; do :; done", b"", quick).0, Run::TimeLimit);
    }

    #[test]
    fn endless_output_is_an_output_limit_not_a_crash() {
        let limits = Limits {
            time: LONG,
            stdout: 1 << 20,
            stderr: 1 << 10,
        };
        for (command, stream) in [
            ("yes Yes", "stdout"),
            ("yes Yes; true", "stdout"),
            ("yes err >&2", "stderr"),
            ("yes Yes | cat", "stdout"),
        ] {
            let (run, out) = answer(command, b"", limits);
            assert!(
                matches!(run, Run::OutputLimit { stream: s, .. } if s == stream),
                "{command}: {run:?}"
            );
            assert!(out.len() as u64 <= limits.stdout);
        }
    }

    #[test]
    fn a_program_that_ignores_its_input_is_not_blamed() {
        let limits = Limits::with_time(LONG);
        let big: &'static [u8] = Box::leak(vec![b'1'; 4 << 20].into_boxed_slice());
        assert_eq!(
            answer("echo Yes", big, limits),
            (Run::Answered, b"Yes\n".to_vec())
        );
    }
}
