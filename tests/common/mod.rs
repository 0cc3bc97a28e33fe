//! Running the real `grundy` binary from the end-to-end tests.
#![allow(dead_code)] // Each test binary uses its own part of these helpers.

use std::ffi::OsStr;
use std::io::Write;
use std::process::{Command, Stdio};

/// `grundy <problem>` with all three standard streams piped.
pub fn command(problem: &str) -> Command {
    command_args(&[problem])
}

/// `grundy <args...>` with all three standard streams piped.
pub fn command_args<S: AsRef<OsStr>>(args: &[S]) -> Command {
    let mut c = Command::new(env!("CARGO_BIN_EXE_grundy"));
    c.args(args)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped());
    c
}

/// Runs `grundy <problem>` with `input` on stdin: (status, stdout, stderr).
pub fn run(problem: &str, input: &[u8]) -> (i32, Vec<u8>, Vec<u8>) {
    run_command(command(problem), input)
}

/// Runs `command` (its streams piped) with `input` on stdin: (status,
/// stdout, stderr).
pub fn run_command(mut command: Command, input: &[u8]) -> (i32, Vec<u8>, Vec<u8>) {
    let mut child = command.spawn().expect("start the program");
    let mut stdin = child.stdin.take().unwrap();
    let input = input.to_vec();
    // Write from another thread so a large output cannot deadlock the pipes.
    let writer = std::thread::spawn(move || {
        let _ = stdin.write_all(&input);
    });
    let out = child.wait_with_output().expect("wait for the program");
    writer.join().unwrap();
    (out.status.code().unwrap_or(-1), out.stdout, out.stderr)
}

/// One shipped sample: `samples/<id>/NAME.in` with the `NAME.out` a judge
/// expects, or `samples/<id>/errors/NAME.in`, an input that must fail, with
/// the stdout answered before the fault (`NAME.out`) and the exact stderr
/// line (`NAME.err`).
pub struct Sample {
    /// `NAME` or `errors/NAME`, for messages.
    pub name: String,
    pub input: Vec<u8>,
    pub stdout: Vec<u8>,
    /// `Some` for a must-fail case (exit status 1), `None` for a valid one.
    pub stderr: Option<Vec<u8>>,
}

/// The folder of every problem's samples.
pub fn samples_dir() -> std::path::PathBuf {
    std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("samples")
}

/// Every sample of problem `id`, valid ones first, each folder in name order.
pub fn samples(id: &str) -> Vec<Sample> {
    let dir = samples_dir().join(id);
    let mut all = read_cases(&dir, "", false);
    all.extend(read_cases(&dir.join("errors"), "errors/", true));
    all
}

fn read_cases(dir: &std::path::Path, prefix: &str, must_fail: bool) -> Vec<Sample> {
    let Ok(entries) = std::fs::read_dir(dir) else {
        return Vec::new();
    };
    let mut inputs: Vec<_> = entries
        .map(|e| e.unwrap().path())
        .filter(|p| p.extension().is_some_and(|e| e == "in"))
        .collect();
    inputs.sort();
    let read = |path: &std::path::Path| {
        std::fs::read(path).unwrap_or_else(|e| panic!("{}: {e}", path.display()))
    };
    inputs
        .iter()
        .map(|input| Sample {
            name: format!("{prefix}{}", input.file_stem().unwrap().to_string_lossy()),
            input: read(input),
            stdout: read(&input.with_extension("out")),
            stderr: must_fail.then(|| read(&input.with_extension("err"))),
        })
        .collect()
}

/// Runs `grundy <args...>` with `input` on stdin: (status, stdout, stderr).
pub fn run_args<S: AsRef<OsStr>>(args: &[S], input: &[u8]) -> (i32, Vec<u8>, Vec<u8>) {
    run_command(command_args(args), input)
}

/// [`run_args`] with stdout and stderr as text (a byte that is not UTF-8
/// shown as U+FFFD).
pub fn run_text<S: AsRef<OsStr>>(args: &[S], input: &[u8]) -> (i32, String, String) {
    let (status, out, err) = run_args(args, input);
    (
        status,
        String::from_utf8_lossy(&out).into_owned(),
        String::from_utf8_lossy(&err).into_owned(),
    )
}

/// A fresh, empty folder `name` under the test crate's temporary directory
/// (`CARGO_TARGET_TMPDIR`), emptied first if an earlier run left it; each
/// module starts its names with its own (`robust-never-end`).
pub fn fresh_dir(name: &str) -> std::path::PathBuf {
    let dir = std::path::PathBuf::from(env!("CARGO_TARGET_TMPDIR")).join(name);
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    dir
}

/// [`fresh_dir`] with `files` (a path in it, its text) written into it.
pub fn folder(name: &str, files: &[(&str, &str)]) -> std::path::PathBuf {
    let dir = fresh_dir(name);
    for (file, text) in files {
        let path = dir.join(file);
        std::fs::create_dir_all(path.parent().unwrap()).unwrap();
        std::fs::write(path, text).unwrap();
    }
    dir
}

/// The sum of `each` over `items`, run in two threads, each over every
/// other item: for tests whose work is many short `grundy` or compiler
/// processes, so both cores are busy. A failed assertion in `each` fails
/// the test as it would on one thread.
pub fn sum_in_two_threads<T: Sync>(items: &[T], each: impl Fn(&T) -> usize + Sync) -> usize {
    std::thread::scope(|scope| {
        let workers: Vec<_> = (0..2)
            .map(|first| {
                let each = &each;
                scope.spawn(move || items.iter().skip(first).step_by(2).map(each).sum::<usize>())
            })
            .collect();
        workers.into_iter().map(|w| w.join().unwrap()).sum()
    })
}

/// A sink that takes at most 1 MiB of answers, then fails like a closed
/// pipe: some problems have unbounded answers (hdu2149 lists every bid up
/// to N, a damaged `M N` may ask for 10^19).
pub struct Bounded(pub Vec<u8>);

impl Write for Bounded {
    fn write(&mut self, buf: &[u8]) -> std::io::Result<usize> {
        if self.0.len() + buf.len() > 1 << 20 {
            return Err(std::io::ErrorKind::BrokenPipe.into());
        }
        self.0.extend_from_slice(buf);
        Ok(buf.len())
    }
    fn flush(&mut self) -> std::io::Result<()> {
        Ok(())
    }
}
