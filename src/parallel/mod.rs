//! Big judge files on two cores: chunks of the file are parsed (and, for
//! line formats, answered) on two threads; the cases are walked in order on
//! the calling one.
//!
//! Why: reading numbers is nearly all the work on the parse-bound formats,
//! and one core cannot go much faster (each number's position depends on the
//! previous one's length; see docs/benchmarks.md). A regular file can be read
//! at any offset (`FileExt::read_at`), so two threads can each read a
//! different part of it at once.
//!
//! How: the file is cut into chunks of about [`Split::chunk`] bytes, each cut
//! moved forward to the next whitespace (the next line start for line
//! formats) so no token is split. Thread `w` of [`WORKERS`] takes chunks
//! `w`, `w + WORKERS`, ... and reads each with the ordinary [`Scanner`](crate::scanner::Scanner) over
//! that byte range; the calling thread takes the chunks in order. Two plans:
//! - counted and sentinel formats (`Plan::Numbers`): a chunk cannot know
//!   where a case starts, so the threads only parse numbers ([`Numbers`](crate::numbers::Numbers)) and
//!   send them in batches of at most [`Split::batch`]; the calling thread
//!   runs the problem's own case loop (its `walk`, generic over
//!   [`NumberStream`]) over them. The structure walk is cheap; the numbers
//!   were the cost.
//! - cases until the end of input, one a line (`Plan::Cases`): a thread
//!   answers its chunk with the problem's own `run`, as if a case started at
//!   its first line. The calling thread uses those answers when the chunk
//!   does start at a case (the chunks before it ended with whole cases),
//!   which is every chunk of a one-case-a-line file; where a case crosses a
//!   cut, or a chunk has an error, it reads that chunk's numbers case by
//!   case instead (the problem's `case`), so nothing depends on lines.
//!
//! The contract is the single-threaded one, byte for byte:
//! - a parsing thread stops at the first token that is not a valid number
//!   and only says so; the error is built when the walk gets there, so it
//!   says what the walk expected, and every case before it is answered;
//! - any error at a token (a bad token, a value the problem rejects, data
//!   after the end) is rebuilt by scanning that one chunk again with a
//!   [`Scanner`](crate::scanner::Scanner), which gives the exact message; its line and column are
//!   moved by the position where the chunk starts, known from the line and
//!   column at the end of each earlier chunk;
//! - nothing is written after the error: the walk stops there, and dropping
//!   the channels stops the threads.
//!
//! Memory is bounded whatever the input: each thread has one scanner buffer
//! and one batch (or one chunk's answers, at most [`Split::answers`] bytes)
//! being filled, at most [`Split::queue`] waiting, and batches go back to
//! the thread that made them to be refilled.
//!
//! Parts, each using only those below it: this module (the plans, the
//! entry points, the threads started and the walk run) over `feed` (the
//! calling thread: batches in order, [`Chunks`], errors rebuilt) over
//! `threads` (the parsing threads: chunks parsed or answered, sent as
//! batches) over `layout` (where the chunks lie, and reading one).

mod feed;
mod layout;
mod threads;

pub use crate::parallel::feed::Chunks;
pub use crate::parallel::layout::WORKERS;

use crate::error::Error;
use crate::output::Out;
use crate::parallel::feed::Feed;
use crate::parallel::layout::Layout;
use crate::parallel::threads::parse_chunks;
use crate::registry::Entry;
use crate::stream::NumberStream;
use std::fs::File;
use std::io::{self, Seek, SeekFrom, Write};
use std::sync::atomic::AtomicU64;
use std::sync::mpsc;

/// Inputs shorter than this take the single-threaded path: starting threads
/// and the first chunk's wait cost more than they save.
pub const MIN_SPLIT_BYTES: u64 = 4 << 20;

/// How a file is split; [`Split::DEFAULT`] for real runs, tiny values in
/// tests so that cuts fall inside numbers and cases.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Split {
    /// Bytes per chunk, before a cut is moved to the next whitespace.
    pub chunk: u64,
    /// Values per batch sent from a parsing thread.
    pub batch: usize,
    /// Batches a parsing thread may have waiting for the walk.
    pub queue: usize,
    /// Most answer bytes a thread keeps for one chunk of a line format:
    /// chunks with longer answers (many tiny cases) take the numbers path
    /// instead, so memory stays bounded.
    pub answers: usize,
}

impl Split {
    /// 1 MiB chunks, batches of 64 Ki values (512 KiB), two waiting per
    /// thread, at most 1 MiB of answers a chunk: see docs/benchmarks.md for
    /// why.
    pub const DEFAULT: Split = Split {
        chunk: 1 << 20,
        batch: 1 << 16,
        queue: 2,
        answers: 1 << 20,
    };
}

/// A problem's case loop over numbers read ahead (its `walk`), or one case
/// of it (its `case`), taken at the reader the threads feed. A problem's
/// functions are generic over [`NumberStream`]; its row names them here
/// through a closure, which fixes the stream to [`Chunks`] for every
/// lifetime: `|input, out| super::walk(input, out)`.
pub type Walk = for<'a, 'f, 'o> fn(&mut Chunks<'a, 'f>, &mut Out<'o>) -> Result<(), Error>;

/// How a problem's input is answered on several threads: a field of its
/// registry row ([`crate::problem::Tools::plan`]), declared by the
/// problem's own file. A problem without one is answered on one thread.
#[derive(Clone, Copy)]
pub enum Plan {
    /// Counted and sentinel formats: the threads parse numbers, the walk
    /// reads them in order.
    Numbers(Walk),
    /// Cases until the end of input, one a line: chunks are cut at line
    /// starts and each thread answers its chunk with the problem's own `run`
    /// as if a case started there. The walk takes those answers whenever
    /// the chunk does start at a case (the previous one ended with a whole
    /// case), and reads numbers case by case with this function where a
    /// case crosses a cut (or a chunk has an error).
    Cases(Walk),
}

/// True when `problem` can be answered on several threads: its row has a
/// plan.
pub fn splits(problem: &Entry) -> bool {
    problem.tools.plan.is_some()
}

/// Answers `file` from its current offset: on [`WORKERS`] threads when it is
/// a regular file of at least [`MIN_SPLIT_BYTES`], the problem allows it and
/// the machine has more than one core; else as [`crate::solve`]. The cores
/// are asked last: finding them reads the cgroup files, a cost every small
/// input would otherwise pay.
pub fn solve_file(problem: &Entry, file: &File, output: &mut dyn Write) -> Result<(), Error> {
    let worth_splitting = splits(problem) && remaining_regular(file) >= MIN_SPLIT_BYTES;
    let cores = || std::thread::available_parallelism().map_or(1, |n| n.get());
    if worth_splitting && cores() > 1 {
        solve_split(problem, file, output, Split::DEFAULT)
    } else {
        crate::solve(problem, &mut &*file, output)
    }
}

/// Standard input as a [`File`] (a clone of its descriptor) when it is a
/// regular file, so that [`solve_file`] may read it at any offset.
pub fn stdin_file() -> Option<File> {
    use std::os::fd::AsFd;
    let file = File::from(io::stdin().as_fd().try_clone_to_owned().ok()?);
    let regular = file.metadata().ok()?.file_type().is_file();
    regular.then_some(file)
}

/// Bytes after the current offset when `file` is a regular file, else 0.
fn remaining_regular(mut file: &File) -> u64 {
    match (file.metadata(), file.stream_position()) {
        (Ok(m), Ok(at)) if m.file_type().is_file() => m.len().saturating_sub(at),
        _ => 0,
    }
}

/// Answers `file` from its current offset on [`WORKERS`] threads, split as
/// `split` says, whatever its size (problems that cannot split take the
/// single-threaded path). Leaves the offset at the end of the file.
pub fn solve_split(
    problem: &Entry,
    file: &File,
    output: &mut dyn Write,
    split: Split,
) -> Result<(), Error> {
    solve_split_counted(problem, file, output, split).0
}

/// [`solve_split`], and how many bytes of the file were read in all (by
/// every thread, cuts and rescans included): the work, which tests bound.
pub fn solve_split_counted(
    problem: &Entry,
    file: &File,
    output: &mut dyn Write,
    split: Split,
) -> (Result<(), Error>, u64) {
    let read = AtomicU64::new(0);
    let answered = split_with(problem, file, output, split, &read);
    (answered, read.into_inner())
}

fn split_with(
    problem: &Entry,
    file: &File,
    output: &mut dyn Write,
    split: Split,
    read: &AtomicU64,
) -> Result<(), Error> {
    let Some(plan) = problem.tools.plan else {
        return crate::solve(problem, &mut &*file, output);
    };
    let mut at = file;
    let start = at.stream_position().map_err(Error::Read)?;
    let end = file.metadata().map_err(Error::Read)?.len().max(start);
    let chunk = split.chunk.max(1);
    let layout = Layout {
        start,
        end,
        chunk,
        chunks: (end - start).div_ceil(chunk),
        batch: split.batch.max(1),
        answers: split.answers,
        answer: match plan {
            Plan::Cases(_) => Some(problem.run),
            Plan::Numbers(_) => None,
        },
        read,
    };
    let answered = std::thread::scope(|scope| {
        let mut from = Vec::new();
        let mut back = Vec::new();
        for first in 0..WORKERS {
            let (send, receive) = mpsc::sync_channel(split.queue);
            let (give_back, take_back) = mpsc::channel();
            let thread = std::thread::Builder::new().spawn_scoped(scope, move || {
                parse_chunks(file, layout, first, send, take_back)
            });
            if thread.is_err() {
                // No thread to be had: nothing is written yet, so the
                // single-threaded path takes over (threads already started
                // stop once the channels are dropped).
                return None;
            }
            from.push(receive);
            back.push(give_back);
        }
        let mut out = Out::new(output);
        // Dropped before the threads are joined: a thread waiting to send
        // then stops.
        let answered = Feed::new(file, layout, from, back)
            .and_then(|mut feed| walk_feed(plan, &mut feed, &mut out));
        Some(answered.and(out.finish()))
    });
    match answered {
        Some(answered) => {
            let _ = at.seek(SeekFrom::Start(end));
            answered
        }
        None => {
            at.seek(SeekFrom::Start(start)).map_err(Error::Read)?;
            crate::solve(problem, &mut &*file, output)
        }
    }
}

/// Runs the problem's plan over the numbers (and answers) of `feed`.
fn walk_feed(plan: Plan, feed: &mut Feed<'_>, out: &mut Out<'_>) -> Result<(), Error> {
    let mut input = Chunks::new(feed);
    match plan {
        Plan::Numbers(walk) => walk(&mut input, out),
        Plan::Cases(case) => until_end(&mut input, out, case),
    }
}

/// [`Plan::Cases`]: the problem's loop ([`crate::problems::until_end_of`]
/// its `case`), taking a thread's answers for each chunk that starts at a
/// case.
fn until_end(input: &mut Chunks<'_, '_>, out: &mut Out<'_>, case: Walk) -> Result<(), Error> {
    loop {
        if let Some(answers) = input.take_answers()? {
            out.bytes(&answers);
            out.check()?;
            continue;
        }
        if input.at_end()? {
            return Ok(());
        }
        case(input, out)?;
        out.check()?;
    }
}
