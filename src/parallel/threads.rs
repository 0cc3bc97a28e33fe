//! The parsing threads' side of [`crate::parallel`]: thread `w` takes
//! chunks `w`, `w + WORKERS`, ... in order and either parses each into
//! batches of numbers ([`parse_chunks`], [`parse_range`], with the
//! ordinary [`Scanner`]) or, when the problem reads one case a line,
//! answers it whole with the problem's own `run` ([`answer_chunk`]), and
//! sends the result as [`Batch`]es over a bounded channel; a batch's
//! vector comes back to be refilled.
//!
//! It reads chunks through the layout below it (`layout`) and knows
//! nothing of the walk that consumes the batches (`feed`).

use crate::error::{Error, Found, Position};
use crate::numbers::Numbers;
use crate::output::Out;
use crate::parallel::layout::{Layout, Range, WORKERS};
use crate::problem::Run;
use crate::scanner::Scanner;
use crate::stream::NumberStream;
use std::fs::File;
use std::io::{self, Write};
use std::sync::atomic::AtomicU64;
use std::sync::mpsc::{self, Receiver, SyncSender};

/// Some of one chunk's values, in order; or the answers to the whole chunk.
pub(super) struct Batch {
    pub(super) values: Vec<u64>,
    /// With [`Plan::Cases`](super::Plan::Cases): the chunk read as whole cases from its start,
    /// and these are their answers (`values` is then empty).
    pub(super) answers: Option<Vec<u8>>,
    /// The chunk's bytes.
    pub(super) range: (u64, u64),
    /// `Some` on the chunk's last batch: how the chunk ended.
    pub(super) end: Option<ChunkEnd>,
}

/// How a chunk's parse ended.
pub(super) enum ChunkEnd {
    /// Every token was a number; the position of the chunk's end, counted
    /// from its start (line 1, column 1).
    Clean(Position),
    /// The token after the values is not a valid number.
    BadToken,
    /// Reading failed.
    Read(io::Error),
}

/// A parsing thread: chunks `first`, `first + WORKERS`, ... in order, until
/// they are done or nobody listens.
pub(super) fn parse_chunks(
    file: &File,
    layout: Layout<'_>,
    first: usize,
    send: SyncSender<Batch>,
    take_back: Receiver<Vec<u64>>,
) {
    let fresh = || {
        let mut v = take_back.try_recv().unwrap_or_default();
        v.clear();
        v.reserve(layout.batch);
        v
    };
    let mut k = first as u64;
    while k < layout.chunks {
        let Ok(()) = parse_chunk(file, &layout, k, &send, fresh) else {
            return;
        };
        k += WORKERS as u64;
    }
}

/// Parses chunk `k` into batches, or answers it whole; `Err` when the walk
/// has stopped listening.
fn parse_chunk(
    file: &File,
    layout: &Layout<'_>,
    k: u64,
    send: &SyncSender<Batch>,
    fresh: impl Fn() -> Vec<u64>,
) -> Result<(), mpsc::SendError<Batch>> {
    let range = match layout.range(file, k) {
        Ok(range) => range,
        Err(e) => {
            return send.send(Batch {
                values: Vec::new(),
                answers: None,
                range: (0, 0),
                end: Some(ChunkEnd::Read(e)),
            })
        }
    };
    if let Some(run) = layout.answer {
        if let Some((answers, end)) = answer_chunk(file, range, run, layout) {
            return send.send(Batch {
                values: Vec::new(),
                answers: Some(answers),
                range,
                end: Some(ChunkEnd::Clean(end)),
            });
        }
    }
    let mut values = fresh();
    let end = parse_range(
        file,
        range,
        layout.read,
        &mut values,
        layout.batch,
        |values| {
            let full = std::mem::replace(values, fresh());
            send.send(Batch {
                values: full,
                answers: None,
                range,
                end: None,
            })
        },
    )?;
    send.send(Batch {
        values,
        answers: None,
        range,
        end: Some(end),
    })
}

/// The numbers of `file[range]` into `values`, handed to `full` whenever
/// there are `batch` of them; how the range ended.
pub(super) fn parse_range<E>(
    file: &File,
    range: (u64, u64),
    read: &AtomicU64,
    values: &mut Vec<u64>,
    batch: usize,
    mut full: impl FnMut(&mut Vec<u64>) -> Result<(), E>,
) -> Result<ChunkEnd, E> {
    let mut reader = Range {
        file,
        pos: range.0,
        end: range.1,
        read,
    };
    let mut scanner = Scanner::new(&mut reader);
    // No end test per number: the read that finds the end of the chunk
    // fails, once, with "end of input".
    let stopped = {
        let mut numbers = Numbers::new(&mut scanner);
        loop {
            match numbers.next_u64("a number") {
                Ok(v) => {
                    values.push(v);
                    if values.len() >= batch {
                        full(values)?;
                    }
                }
                Err(e) => break e,
            }
        }
    };
    Ok(match stopped {
        Error::Input(e) if e.found == Found::EndOfInput => ChunkEnd::Clean(scanner.end_position()),
        // A number reader answers nothing: never `Unanswered`.
        Error::Input(_) | Error::Unanswered { .. } => ChunkEnd::BadToken,
        Error::Read(e) | Error::Write(e) => ChunkEnd::Read(e),
    })
}

/// The answers to `file[range]` read as whole cases from its start by the
/// problem's `run`, and the position of its end; `None` when that fails (a
/// case crosses the end, an error, more than [`Layout::answers`] bytes):
/// the chunk is then parsed into numbers.
fn answer_chunk(
    file: &File,
    range: (u64, u64),
    run: Run,
    layout: &Layout<'_>,
) -> Option<(Vec<u8>, Position)> {
    let mut reader = Range {
        file,
        pos: range.0,
        end: range.1,
        read: layout.read,
    };
    let mut scanner = Scanner::new(&mut reader);
    let mut answers = Capped(Vec::new(), layout.answers);
    let mut out = Out::new(&mut answers);
    let answered = run(&mut scanner, &mut out).and(out.finish());
    answered.ok()?;
    Some((answers.0, scanner.end_position()))
}

/// A byte sink that refuses to grow past its cap; [`Out`] then stops the
/// problem's loop at its next case.
struct Capped(Vec<u8>, usize);

impl Write for Capped {
    fn write(&mut self, bytes: &[u8]) -> io::Result<usize> {
        if self.0.len() + bytes.len() > self.1 {
            return Err(io::Error::other("too many answers for one chunk"));
        }
        if self.0.capacity() == 0 {
            // Once, so the answers are never copied; untouched pages cost
            // no memory.
            self.0.reserve_exact(self.1);
        }
        self.0.extend_from_slice(bytes);
        Ok(bytes.len())
    }

    fn flush(&mut self) -> io::Result<()> {
        Ok(())
    }
}
