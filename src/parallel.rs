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
//! `w`, `w + WORKERS`, ... and reads each with the ordinary [`Scanner`] over
//! that byte range; the calling thread takes the chunks in order. Two plans:
//! - counted and sentinel formats (`Plan::Numbers`): a chunk cannot know
//!   where a case starts, so the threads only parse numbers ([`Numbers`]) and
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
//!   [`Scanner`], which gives the exact message; its line and column are
//!   moved by the position where the chunk starts, known from the line and
//!   column at the end of each earlier chunk;
//! - nothing is written after the error: the walk stops there, and dropping
//!   the channels stops the threads.
//!
//! Memory is bounded whatever the input: each thread has one scanner buffer
//! and one batch (or one chunk's answers, at most [`Split::answers`] bytes)
//! being filled, at most [`Split::queue`] waiting, and batches go back to
//! the thread that made them to be refilled.

use crate::error::{Error, Found, Position};
use crate::numbers::Numbers;
use crate::output::Out;
use crate::problem::{Problem, Run};
use crate::scanner::{is_space, Scanner};
use crate::stream::NumberStream;
use std::fs::File;
use std::io::{self, Read, Seek, SeekFrom, Write};
use std::os::unix::fs::FileExt;
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::mpsc::{self, Receiver, Sender, SyncSender};

/// Parsing threads.
pub const WORKERS: usize = 2;

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
/// registry row ([`crate::registry::Tools::plan`]), declared by the
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

/// The plan of `problem`'s registry row, if it has one (and is registered).
fn plan_of(problem: &Problem) -> Option<Plan> {
    crate::registry::all()
        .into_iter()
        .find(|e| e.id == problem.id)
        .and_then(|e| e.tools.plan)
}

/// True when `problem` can be answered on several threads.
pub fn splits(problem: &Problem) -> bool {
    plan_of(problem).is_some()
}

/// Answers `file` from its current offset: on [`WORKERS`] threads when it is
/// a regular file of at least [`MIN_SPLIT_BYTES`], the problem allows it and
/// the machine has more than one core; else as [`crate::solve`].
pub fn solve_file(problem: &Problem, file: &File, output: &mut dyn Write) -> Result<(), Error> {
    let cores = std::thread::available_parallelism().map_or(1, |n| n.get());
    if cores > 1 && splits(problem) && remaining_regular(file) >= MIN_SPLIT_BYTES {
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
    problem: &Problem,
    file: &File,
    output: &mut dyn Write,
    split: Split,
) -> Result<(), Error> {
    solve_split_counted(problem, file, output, split).0
}

/// [`solve_split`], and how many bytes of the file were read in all (by
/// every thread, cuts and rescans included): the work, which tests bound.
pub fn solve_split_counted(
    problem: &Problem,
    file: &File,
    output: &mut dyn Write,
    split: Split,
) -> (Result<(), Error>, u64) {
    let read = AtomicU64::new(0);
    let answered = split_with(problem, file, output, split, &read);
    (answered, read.into_inner())
}

fn split_with(
    problem: &Problem,
    file: &File,
    output: &mut dyn Write,
    split: Split,
    read: &AtomicU64,
) -> Result<(), Error> {
    let Some(plan) = plan_of(problem) else {
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

/// Where the chunks lie.
#[derive(Clone, Copy)]
struct Layout<'f> {
    /// The input is `file[start..end]`.
    start: u64,
    end: u64,
    /// Bytes per chunk before cuts move, and the number of chunks.
    chunk: u64,
    chunks: u64,
    /// Values per batch, and most answer bytes per chunk.
    batch: usize,
    answers: usize,
    /// With [`Plan::Cases`], the problem's `run`, which threads use to
    /// answer whole chunks; cuts are then at line starts.
    answer: Option<Run>,
    /// Bytes read from the file so far, by every thread.
    read: &'f AtomicU64,
}

/// Runs the problem's plan over the numbers (and answers) of `feed`.
fn walk_feed(plan: Plan, feed: &mut Feed<'_>, out: &mut Out<'_>) -> Result<(), Error> {
    let mut input = Chunks { feed, next: 0 };
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
        if let Some(answers) = input.with_feed(Feed::take_answers)? {
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

impl Layout<'_> {
    /// The bytes of chunk `k`: from its cut to the next one.
    ///
    /// Each cut is looked for only as far as it can lie: chunk `k` starts
    /// at the first token boundary in its own nominal bytes, and is empty
    /// when there is none (a long token or run crosses them all, and the
    /// chunk that holds its start takes it whole); its end is found by
    /// scanning on from the next nominal start, which reads no further than
    /// the chunk itself then parses. So finding every cut reads each byte
    /// at most about twice, whatever the input (a 160 MB run of spaces, a
    /// 2 GB token), never once per chunk.
    fn range(&self, file: &File, k: u64) -> io::Result<(u64, u64)> {
        let nominal = |k: u64| {
            self.start
                .saturating_add(k.saturating_mul(self.chunk))
                .min(self.end)
        };
        let (from, to) = (nominal(k), nominal(k + 1));
        let Some(first) = self.boundary(file, from, to)? else {
            return Ok((from, from));
        };
        Ok((first, self.cut(file, to)?))
    }

    /// The first offset at or after `at` that is not inside a token: `at`
    /// itself when whitespace (or the start of the input) comes just before
    /// it, else the first whitespace byte after it. With [`Layout::answer`],
    /// the first line start instead.
    fn cut(&self, file: &File, at: u64) -> io::Result<u64> {
        Ok(self.boundary(file, at, self.end)?.unwrap_or(self.end))
    }

    /// The first cut (as [`Layout::cut`] defines it) in `from..to`, the end
    /// of the input counting as one; reads only `from - 1..to`.
    fn boundary(&self, file: &File, from: u64, to: u64) -> io::Result<Option<u64>> {
        if from <= self.start || from >= self.end {
            return Ok((from < to || from == self.end).then_some(from.clamp(self.start, self.end)));
        }
        let to = to.min(self.end);
        let mut pos = from - 1;
        let most = SCAN_BYTES.min((to - pos) as usize);
        // Small reads first (a cut is usually a few bytes on), growing so a
        // long run costs few calls: never more than twice what is scanned,
        // and the buffer grows with them (zeroing 64 KiB per chunk cost
        // more than finding the cut).
        let mut bytes = Vec::new();
        let mut step = 64;
        while pos < to {
            let want = (to - pos).min(step.min(most) as u64) as usize;
            if bytes.len() < want {
                bytes.resize(want, 0);
            }
            step *= 2;
            let got = read_at(file, &mut bytes[..want], pos, self.read)?;
            if got == 0 {
                break;
            }
            let found = match self.answer {
                Some(_) => first_where(&bytes[..got], |b| b == b'\n').map(|i| i + 1),
                None => first_where(&bytes[..got], is_space),
            };
            if let Some(i) = found {
                let cut = (pos + i as u64).max(from);
                return Ok((cut < to || cut == self.end).then_some(cut));
            }
            pos += got as u64;
        }
        Ok((to == self.end).then_some(self.end))
    }
}

/// Bytes read at a time when looking for a cut.
const SCAN_BYTES: usize = 64 << 10;

/// The index of the first byte of `bytes` for which `hit` holds. Blocks of
/// 64 bytes are tested without a branch per byte (the loop vectorises), so
/// a long run is skipped at memory speed.
fn first_where(bytes: &[u8], hit: impl Fn(u8) -> bool + Copy) -> Option<usize> {
    let mut at = 0;
    for block in bytes.chunks(64) {
        if block.iter().fold(false, |any, &b| any | hit(b)) {
            return block.iter().position(|&b| hit(b)).map(|i| at + i);
        }
        at += block.len();
    }
    None
}

/// `FileExt::read_at`, retried when interrupted; adds what it read to
/// `read`.
fn read_at(file: &File, buf: &mut [u8], at: u64, read: &AtomicU64) -> io::Result<usize> {
    loop {
        match file.read_at(buf, at) {
            Err(e) if e.kind() == io::ErrorKind::Interrupted => continue,
            Ok(got) => {
                read.fetch_add(got as u64, Ordering::Relaxed);
                return Ok(got);
            }
            result => return result,
        }
    }
}

/// `file[pos..end]` as a reader.
struct Range<'f> {
    file: &'f File,
    pos: u64,
    end: u64,
    read: &'f AtomicU64,
}

impl Read for Range<'_> {
    fn read(&mut self, buf: &mut [u8]) -> io::Result<usize> {
        let want = (self.end - self.pos).min(buf.len() as u64) as usize;
        if want == 0 {
            return Ok(0);
        }
        let got = read_at(self.file, &mut buf[..want], self.pos, self.read)?;
        self.pos += got as u64;
        Ok(got)
    }
}

/// Some of one chunk's values, in order; or the answers to the whole chunk.
struct Batch {
    values: Vec<u64>,
    /// With [`Plan::Cases`]: the chunk read as whole cases from its start,
    /// and these are their answers (`values` is then empty).
    answers: Option<Vec<u8>>,
    /// The chunk's bytes.
    range: (u64, u64),
    /// `Some` on the chunk's last batch: how the chunk ended.
    end: Option<ChunkEnd>,
}

enum ChunkEnd {
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
fn parse_chunks(
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
fn parse_range<E>(
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
        Error::Input(_) => ChunkEnd::BadToken,
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

/// The position `rel` (counted from a chunk's start) in the whole input,
/// given where the chunk starts.
fn moved(start: Position, rel: Position) -> Position {
    if rel.line == 1 {
        Position {
            line: start.line,
            column: start.column + rel.column - 1,
        }
    } else {
        Position {
            line: start.line + rel.line - 1,
            column: rel.column,
        }
    }
}

/// The numbers of a file, parsed ahead on other threads, in order: the
/// batches, where they come from, and where the current chunk lies. Read
/// through [`Chunks`].
struct Feed<'f> {
    /// The current batch, and the index of the next value in it.
    values: Vec<u64>,
    next: usize,
    /// The current batch's chunk bytes and, on its last batch, how it ended.
    range: (u64, u64),
    end: Option<ChunkEnd>,
    /// A thread's answers to the current chunk, not taken yet.
    answers: Option<Vec<u8>>,
    /// The current chunk, and which thread parsed the current batch.
    chunk: u64,
    from_thread: usize,
    /// Values of the current chunk in its earlier batches.
    before: usize,
    /// Where the current chunk starts in the whole input.
    chunk_at: Position,
    file: &'f File,
    layout: Layout<'f>,
    from: Vec<Receiver<Batch>>,
    back: Vec<Sender<Vec<u64>>>,
}

/// What [`Feed::advance`] found.
enum Next {
    Value,
    BadToken,
    End,
}

impl<'f> Feed<'f> {
    fn new(
        file: &'f File,
        layout: Layout<'f>,
        from: Vec<Receiver<Batch>>,
        back: Vec<Sender<Vec<u64>>>,
    ) -> Result<Feed<'f>, Error> {
        let mut feed = Feed {
            values: Vec::new(),
            next: 0,
            range: (layout.start, layout.start),
            end: None,
            answers: None,
            chunk: 0,
            from_thread: 0,
            before: 0,
            chunk_at: Position { line: 1, column: 1 },
            file,
            layout,
            from,
            back,
        };
        if layout.chunks > 0 {
            feed.receive()?;
        }
        Ok(feed)
    }

    /// Takes the next batch of the current chunk; the old one goes back to
    /// the thread that filled it.
    fn receive(&mut self) -> Result<(), Error> {
        let thread = (self.chunk % WORKERS as u64) as usize;
        let batch = self.from[thread]
            .recv()
            .map_err(|_| Error::Read(io::Error::other("a parsing thread stopped")))?;
        let old = std::mem::replace(&mut self.values, batch.values);
        if old.capacity() > 0 {
            // The thread may have finished: then the batch is simply dropped.
            let _ = self.back[self.from_thread].send(old);
        }
        self.from_thread = thread;
        self.next = 0;
        self.range = batch.range;
        self.end = batch.end;
        self.answers = batch.answers;
        Ok(())
    }

    /// Moves from a chunk read to its end to the next one, whose start is
    /// `rel` from the current chunk's start; false when there is none.
    fn next_chunk(&mut self, rel: Position) -> Result<bool, Error> {
        self.chunk_at = moved(self.chunk_at, rel);
        self.chunk += 1;
        self.before = 0;
        if self.chunk == self.layout.chunks {
            self.values.clear();
            self.next = 0;
            return Ok(false);
        }
        self.receive()?;
        Ok(true)
    }

    /// Between two cases ([`Plan::Cases`]): a thread's answers to the chunk
    /// that starts here, when there is one and it answered it.
    fn take_answers(&mut self) -> Result<Option<Vec<u8>>, Error> {
        loop {
            if self.answers.is_some() {
                return Ok(self.answers.take());
            }
            if self.next < self.values.len() || self.chunk == self.layout.chunks {
                return Ok(None);
            }
            match self.end {
                Some(ChunkEnd::Clean(rel)) => {
                    if !self.next_chunk(rel)? {
                        return Ok(None);
                    }
                }
                _ => return Ok(None),
            }
        }
    }

    /// Replaces the answers to the current chunk, which a case crossing
    /// into it cannot use, by its numbers, parsed here.
    #[cold]
    #[inline(never)]
    fn parse_here(&mut self) {
        self.answers = None;
        let mut values = std::mem::take(&mut self.values);
        values.clear();
        let end = parse_range(
            self.file,
            self.range,
            self.layout.read,
            &mut values,
            usize::MAX,
            |_| Ok::<(), ()>(()),
        );
        self.end = end.ok();
        self.values = values;
        self.next = 0;
        self.before = 0;
    }

    /// Moves on until a value is ready, the chunk stopped at a bad token, or
    /// the input is over.
    #[cold]
    #[inline(never)]
    fn advance(&mut self) -> Result<Next, Error> {
        loop {
            if self.answers.is_some() {
                self.parse_here();
            }
            if self.next < self.values.len() {
                return Ok(Next::Value);
            }
            if self.chunk == self.layout.chunks {
                return Ok(Next::End);
            }
            match &mut self.end {
                None => {
                    self.before += self.values.len();
                    self.receive()?;
                }
                Some(ChunkEnd::BadToken) => return Ok(Next::BadToken),
                Some(ChunkEnd::Read(e)) => {
                    let e = std::mem::replace(e, io::Error::other("read"));
                    return Err(Error::Read(e));
                }
                Some(ChunkEnd::Clean(rel)) => {
                    let rel = *rel;
                    if !self.next_chunk(rel)? {
                        return Ok(Next::End);
                    }
                }
            }
        }
    }

    /// The error at the next token (the value at `next`, or the bad token
    /// after the values): `expected` it was, or the end of the input when
    /// `None`. Built by scanning the chunk again up to that token, so the
    /// message is the scanner's own.
    #[cold]
    #[inline(never)]
    fn error_here(&self, expected: Option<&str>) -> Error {
        let mut reader = Range {
            file: self.file,
            pos: self.range.0,
            end: self.range.1,
            read: self.layout.read,
        };
        let mut scanner = Scanner::new(&mut reader);
        for _ in 0..self.before + self.next {
            if let Err(e) = scanner.next_u64("a number") {
                return self.relocated(e);
            }
        }
        let error = match expected {
            Some(expected) => scanner.next_u64_where(expected, |_| false).err(),
            None => scanner.expect_end().err(),
        };
        match error {
            Some(e) => self.relocated(e),
            None => Error::Read(io::Error::other("the input changed while it was read")),
        }
    }

    /// An error from scanning the current chunk, at its place in the input.
    fn relocated(&self, e: Error) -> Error {
        match e {
            Error::Input(mut e) => {
                e.position = moved(self.chunk_at, e.position);
                Error::Input(e)
            }
            e => e,
        }
    }

    /// The error for a value expected at the end of the input.
    #[cold]
    #[inline(never)]
    fn end_of_input(&self, expected: &str) -> Error {
        Error::input(self.chunk_at, expected, Found::EndOfInput)
    }
}

/// A [`NumberStream`] over the numbers parsed ahead (a `Feed`), for a problem's case loop. The index
/// of the next value lives here and is handed to the feed's out-of-line
/// steps by value, never by reference, so it stays in a register inside the
/// loop (as [`Numbers`] keeps its position).
pub struct Chunks<'a, 'f> {
    feed: &'a mut Feed<'f>,
    next: usize,
}

impl<'f> Chunks<'_, 'f> {
    /// Runs a step of the feed with the index handed over and taken back.
    #[inline(always)]
    fn with_feed<T>(&mut self, step: impl FnOnce(&mut Feed<'f>) -> T) -> T {
        self.feed.next = self.next;
        let result = step(self.feed);
        self.next = self.feed.next;
        result
    }
}

impl NumberStream for Chunks<'_, '_> {
    #[inline(always)]
    fn at_end(&mut self) -> Result<bool, Error> {
        if self.next < self.feed.values.len() {
            return Ok(false);
        }
        Ok(matches!(self.with_feed(Feed::advance)?, Next::End))
    }

    #[inline(always)]
    fn next_u64_where(
        &mut self,
        expected: &str,
        ok: impl FnOnce(u64) -> bool,
    ) -> Result<u64, Error> {
        if self.next >= self.feed.values.len() {
            match self.with_feed(Feed::advance)? {
                Next::Value => {}
                Next::BadToken => return Err(self.with_feed(|f| f.error_here(Some(expected)))),
                Next::End => return Err(self.feed.end_of_input(expected)),
            }
        }
        match self.feed.values.get(self.next) {
            Some(&v) if ok(v) => {
                self.next += 1;
                Ok(v)
            }
            _ => Err(self.with_feed(|f| f.error_here(Some(expected)))),
        }
    }

    fn expect_end(&mut self) -> Result<(), Error> {
        if self.at_end()? {
            Ok(())
        } else {
            Err(self.with_feed(|f| f.error_here(None)))
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn at(line: u64, column: u64) -> Position {
        Position { line, column }
    }

    #[test]
    fn positions_move_by_where_the_chunk_starts() {
        // Still on the chunk's first line: columns add up.
        assert_eq!(moved(at(7, 5), at(1, 1)), at(7, 5));
        assert_eq!(moved(at(7, 5), at(1, 4)), at(7, 8));
        // Past a newline of the chunk: the chunk's own column.
        assert_eq!(moved(at(7, 5), at(3, 2)), at(9, 2));
    }

    #[test]
    fn cuts_never_split_a_token_and_land_on_lines_when_asked() {
        let path = std::env::temp_dir().join(format!("grundy-cut-{}", std::process::id()));
        std::fs::write(&path, b"12 345\n6 78\n").unwrap();
        let file = File::open(&path).unwrap();
        let read = AtomicU64::new(0);
        let mut layout = Layout {
            start: 0,
            end: 12,
            chunk: 1,
            chunks: 12,
            batch: 1,
            answers: 0,
            answer: None,
            read: &read,
        };
        let cuts: Vec<u64> = (0..=13).map(|a| layout.cut(&file, a).unwrap()).collect();
        assert_eq!(cuts, [0, 2, 2, 3, 6, 6, 6, 7, 8, 9, 11, 11, 12, 12]);
        layout.answer = Some(crate::problems::poj2234::PROBLEM.run);
        let cuts: Vec<u64> = (0..=13).map(|a| layout.cut(&file, a).unwrap()).collect();
        assert_eq!(cuts, [0, 7, 7, 7, 7, 7, 7, 7, 12, 12, 12, 12, 12, 12]);
        // Chunks of 2 bytes at line starts: "12 345\n" is the first, the
        // others before the next line start are empty, and they tile.
        layout.chunk = 2;
        layout.chunks = 6;
        let ranges: Vec<(u64, u64)> = (0..6).map(|k| layout.range(&file, k).unwrap()).collect();
        assert_eq!(ranges, [(0, 7), (2, 2), (4, 4), (7, 12), (8, 8), (12, 12)]);
        let _ = std::fs::remove_file(&path);
    }
}
