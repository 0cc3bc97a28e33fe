//! The calling thread's side of [`crate::parallel`]: [`Feed`] takes the
//! threads' batches chunk by chunk in order, and [`Chunks`] is the
//! [`NumberStream`] a problem's case loop reads them through. An error at
//! a token is rebuilt by scanning that one chunk again with a [`Scanner`]
//! and moved to its place in the whole input ([`moved`]), so every message
//! is the single-threaded one, byte for byte.
//!
//! It consumes what the threads (`threads`) send and reads chunks through
//! the layout (`layout`); it knows nothing of plans or problems.

use crate::error::{Error, Found, Position};
use crate::parallel::layout::{Layout, Range, WORKERS};
use crate::parallel::threads::{parse_range, Batch, ChunkEnd};
use crate::scanner::Scanner;
use crate::stream::NumberStream;
use std::fs::File;
use std::io;
use std::sync::mpsc::{Receiver, Sender};

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
pub(super) struct Feed<'f> {
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
    /// The feed of the batches `from` each thread (the chunks of
    /// `layout`), their vectors going `back`; the first batch taken.
    pub(super) fn new(
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

    /// Between two cases ([`Plan::Cases`](super::Plan::Cases)): a thread's answers to the chunk
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
/// loop (as [`Numbers`](crate::numbers::Numbers) keeps its position).
pub struct Chunks<'a, 'f> {
    feed: &'a mut Feed<'f>,
    next: usize,
}

impl<'a, 'f> Chunks<'a, 'f> {
    /// A stream from the feed's first value on.
    pub(super) fn new(feed: &'a mut Feed<'f>) -> Chunks<'a, 'f> {
        Chunks { feed, next: 0 }
    }

    /// Between two cases ([`Plan::Cases`](super::Plan::Cases)): a thread's
    /// answers to the chunk that starts here, when it answered it.
    pub(super) fn take_answers(&mut self) -> Result<Option<Vec<u8>>, Error> {
        self.with_feed(Feed::take_answers)
    }

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
}
