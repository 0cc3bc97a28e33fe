//! Validation of a judge input: its format's tokens and bounds, then its
//! solver, on the whole input in memory or as it streams in.

use crate::error::Error;
use crate::format::coverage::Coverage;
use crate::format::read::{Mode, Reader};
use crate::format::Format;
use crate::problem::Problem;
use crate::problem::Tools;
use std::io::Read;

/// Validates a whole input held in memory: its format's tokens and official
/// bounds (loosely: whitespace free), then its solver (which checks the rules
/// beyond single tokens); the first fault wins. The solver's answers go to
/// `answers`.
pub fn validate(
    problem: &Problem,
    tools: &Tools,
    input: &[u8],
    answers: &mut dyn std::io::Write,
) -> Result<(), Error> {
    let mut bytes = input;
    Reader::new(&mut bytes, Mode::Loose).read(&tools.format)?;
    crate::solve(problem, &mut &input[..], answers)
}

/// Validates a whole input as it streams in, in bounded memory: the format
/// (strict or loose) on this thread, the solver on another fed with the same
/// bytes once the format has passed over them. The earliest fault wins; with
/// `coverage`, the values read are recorded into it.
///
/// The solver runs one chunk behind the format and gets the last chunk only
/// once the format accepts the whole input, so it never works on a case the
/// format rejects (a bound of 10^19 on line 1 would keep it busy for ever);
/// when the format rejects the input, the solver's reads fail and it stops
/// at once.
pub fn validate_stream(
    problem: &Problem,
    format: &Format,
    mode: Mode,
    input: &mut dyn Read,
    coverage: Option<Coverage>,
) -> (Result<(), Error>, Option<Coverage>) {
    // A description's format states every rule of its input: validating
    // it needs no answer, so its solver (seconds of values for one heap
    // under a code that splits) is not run.
    if crate::describe::entry::is_described(problem) {
        let mut reader = Reader::new(input, mode);
        if let Some(c) = coverage {
            reader = reader.with_coverage(c);
        }
        let shape = reader.read(format);
        return (shape, reader.into_coverage());
    }
    let (sender, receiver) = std::sync::mpsc::sync_channel::<Vec<u8>>(4);
    let stopped = std::sync::Arc::new(std::sync::atomic::AtomicBool::new(false));
    std::thread::scope(|scope| {
        let solver_stopped = std::sync::Arc::clone(&stopped);
        let solver = scope.spawn(move || {
            let mut fed = Fed {
                receiver,
                chunk: Vec::new(),
                at: 0,
                stopped: solver_stopped,
            };
            crate::solve(problem, &mut fed, &mut std::io::sink())
        });
        let mut tee = Tee {
            input,
            sender: Some(sender),
            held: None,
        };
        let mut reader = Reader::new(&mut tee, mode);
        if let Some(c) = coverage {
            reader = reader.with_coverage(c);
        }
        let shape = reader.read(format);
        let coverage = reader.into_coverage();
        if shape.is_ok() {
            tee.pass_held();
        } else {
            stopped.store(true, std::sync::atomic::Ordering::SeqCst);
        }
        drop(tee);
        let solved = match solver.join() {
            // A valid case grundy cannot answer is the solver's limit, not
            // the input's fault: the format was read to the end all the same.
            Ok(Err(Error::Unanswered { .. })) => Ok(()),
            Ok(solved) => solved,
            Err(_) => Err(Error::Read(std::io::Error::other("the solver stopped"))),
        };
        (earliest(shape, solved), coverage)
    })
}

/// Of two outcomes, the fault that comes first in the input.
fn earliest(a: Result<(), Error>, b: Result<(), Error>) -> Result<(), Error> {
    match (a, b) {
        (Err(Error::Input(x)), Err(Error::Input(y))) => {
            let key = |e: &crate::error::InputError| (e.position.line, e.position.column);
            Err(Error::Input(if key(&y) < key(&x) { y } else { x }))
        }
        (Err(e), _) | (Ok(()), Err(e)) => Err(e),
        (Ok(()), Ok(())) => Ok(()),
    }
}

/// A reader that hands a copy of every chunk it reads to another thread
/// (which stops listening when it has what it needs), one chunk late: a
/// chunk is passed on when the next one is read, by which time the reader
/// has checked every whole token in it.
struct Tee<'a> {
    input: &'a mut dyn Read,
    sender: Option<std::sync::mpsc::SyncSender<Vec<u8>>>,
    /// The chunk read last, not passed on yet.
    held: Option<Vec<u8>>,
}

impl Tee<'_> {
    /// Passes on the chunk held back.
    fn pass_held(&mut self) {
        if let (Some(chunk), Some(sender)) = (self.held.take(), &self.sender) {
            if sender.send(chunk).is_err() {
                self.sender = None;
            }
        }
    }
}

impl Read for Tee<'_> {
    fn read(&mut self, buf: &mut [u8]) -> std::io::Result<usize> {
        let n = self.input.read(buf)?;
        if n > 0 {
            self.pass_held();
            if self.sender.is_some() {
                self.held = Some(buf[..n].to_vec());
            }
        }
        Ok(n)
    }
}

/// The other end of a [`Tee`]: the chunks as one stream, which fails once
/// `stopped` is set (the format rejected the input) rather than ending.
struct Fed {
    receiver: std::sync::mpsc::Receiver<Vec<u8>>,
    chunk: Vec<u8>,
    at: usize,
    stopped: std::sync::Arc<std::sync::atomic::AtomicBool>,
}

impl Read for Fed {
    fn read(&mut self, buf: &mut [u8]) -> std::io::Result<usize> {
        while self.at == self.chunk.len() {
            match self.receiver.recv() {
                Ok(chunk) => (self.chunk, self.at) = (chunk, 0),
                Err(_) if self.stopped.load(std::sync::atomic::Ordering::SeqCst) => {
                    return Err(std::io::Error::other("the format rejected the input"))
                }
                Err(_) => return Ok(0),
            }
        }
        let n = buf.len().min(self.chunk.len() - self.at);
        buf[..n].copy_from_slice(&self.chunk[self.at..self.at + n]);
        self.at += n;
        Ok(n)
    }
}
