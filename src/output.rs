//! The one buffered writer every answer goes through.
//!
//! Writes append to a fixed-size buffer that is handed to the real writer
//! whenever it passes 64 KiB, so memory stays flat however many answers there
//! are. Appending never fails: the first write error is kept and reported by
//! [`Out::check`] (which problems call once per case) and by [`Out::finish`],
//! so hot loops carry no error handling.

use crate::error::Error;
use std::io::Write;

/// Buffer size at which pending output is written out.
const FLUSH_AT: usize = 1 << 16;
/// Room past `FLUSH_AT`: an append this short always fits, so the hot path
/// has no capacity check beyond the slice's own.
const ROOM: usize = 256;

pub struct Out<'a> {
    dst: &'a mut dyn Write,
    /// `buf[..len]` is pending; `len < FLUSH_AT` between calls.
    buf: Box<[u8; FLUSH_AT + ROOM]>,
    len: usize,
    failed: Option<std::io::Error>,
    /// Write out at every [`Out::check`], that is after every case: for a
    /// person typing cases at a terminal, who wants each answer at once.
    each_case: bool,
    /// True when [`Out::check`] has work: an error to report, or output to
    /// write out (`each_case`). One flag, so the usual check is one test.
    attention: bool,
}

impl<'a> Out<'a> {
    pub fn new(dst: &'a mut dyn Write) -> Out<'a> {
        Out {
            dst,
            buf: Box::new([0; FLUSH_AT + ROOM]),
            len: 0,
            failed: None,
            each_case: false,
            attention: false,
        }
    }

    /// An `Out` that writes each answer out (and flushes) as soon as its case
    /// is complete, at every [`Out::check`]. Only for interactive use: a
    /// pipe or file keeps the fast, buffered `Out::new`.
    pub fn each_case(dst: &'a mut dyn Write) -> Out<'a> {
        Out {
            each_case: true,
            attention: true,
            ..Out::new(dst)
        }
    }

    /// Appends bytes.
    #[inline]
    pub fn bytes(&mut self, b: &[u8]) {
        if b.len() > ROOM {
            return self.bytes_long(b);
        }
        self.buf[self.len..self.len + b.len()].copy_from_slice(b);
        self.advance(b.len());
    }

    /// Appends one byte.
    #[inline]
    pub fn byte(&mut self, b: u8) {
        self.buf[self.len] = b;
        self.advance(1);
    }

    /// Appends a line: the text and a newline.
    #[inline]
    pub fn line(&mut self, s: &str) {
        if s.len() >= ROOM {
            self.bytes_long(s.as_bytes());
            return self.byte(b'\n');
        }
        self.buf[self.len..self.len + s.len()].copy_from_slice(s.as_bytes());
        self.buf[self.len + s.len()] = b'\n';
        self.advance(s.len() + 1);
    }

    /// Appends a number in decimal.
    #[inline]
    pub fn u64(&mut self, mut v: u64) {
        let mut digits = [0u8; 20];
        let mut i = digits.len();
        loop {
            i -= 1;
            digits[i] = b'0' + (v % 10) as u8;
            v /= 10;
            if v == 0 {
                break;
            }
        }
        self.bytes(&digits[i..]);
    }

    /// Counts `n` appended bytes and writes out when enough are pending.
    #[inline(always)]
    fn advance(&mut self, n: usize) {
        self.len += n;
        if self.len >= FLUSH_AT {
            self.write_pending();
        }
    }

    /// Appends more than `ROOM` bytes: what is pending first, then these.
    #[cold]
    fn bytes_long(&mut self, b: &[u8]) {
        self.write_pending();
        for piece in b.chunks(FLUSH_AT) {
            self.buf[..piece.len()].copy_from_slice(piece);
            self.len = piece.len();
            self.write_pending();
        }
    }

    /// The first write error so far, if any: lets a long run stop early when
    /// nobody reads its output any more. Problems call it once per case, so
    /// an [`Out::each_case`] writes out here.
    #[inline]
    pub fn check(&mut self) -> Result<(), Error> {
        if self.attention {
            return self.check_slow();
        }
        Ok(())
    }

    #[cold]
    fn check_slow(&mut self) -> Result<(), Error> {
        if self.each_case {
            self.flush_now();
        }
        self.first_error()
    }

    /// The first write error so far, as an [`Error`].
    #[inline]
    fn first_error(&self) -> Result<(), Error> {
        match &self.failed {
            None => Ok(()),
            Some(e) => Err(Error::Write(std::io::Error::new(e.kind(), e.to_string()))),
        }
    }

    /// Writes out everything pending and reports the first write error.
    pub fn finish(&mut self) -> Result<(), Error> {
        self.flush_now();
        self.first_error()
    }

    /// Writes out everything pending and flushes the writer.
    #[cold]
    fn flush_now(&mut self) {
        self.write_pending();
        if self.failed.is_none() {
            if let Err(e) = self.dst.flush() {
                self.failed = Some(e);
                self.attention = true;
            }
        }
    }

    #[cold]
    fn write_pending(&mut self) {
        if self.failed.is_none() {
            if let Err(e) = self.dst.write_all(&self.buf[..self.len]) {
                self.failed = Some(e);
                self.attention = true;
            }
        }
        self.len = 0;
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn numbers_lines_and_large_output_arrive_in_order() {
        let mut sink = Vec::new();
        let mut out = Out::new(&mut sink);
        out.u64(0);
        out.byte(b' ');
        out.u64(u64::MAX);
        out.line("");
        for i in 0..100_000u64 {
            out.u64(i);
            out.byte(b'\n');
        }
        out.finish().unwrap();
        let text = String::from_utf8(sink).unwrap();
        let mut lines = text.lines();
        assert_eq!(lines.next(), Some("0 18446744073709551615"));
        assert!(lines.enumerate().all(|(i, l)| l == i.to_string()));
    }

    #[test]
    fn long_appends_keep_their_place() {
        let long: Vec<u8> = (0..3 * FLUSH_AT as u32 + 7)
            .map(|i| b'a' + (i % 26) as u8)
            .collect();
        let mut sink = Vec::new();
        let mut out = Out::new(&mut sink);
        out.bytes(b"<");
        out.bytes(&long);
        out.line(std::str::from_utf8(&long[..ROOM + 1]).unwrap());
        out.line("end");
        out.finish().unwrap();
        let mut expected = b"<".to_vec();
        expected.extend_from_slice(&long);
        expected.extend_from_slice(&long[..ROOM + 1]);
        expected.extend_from_slice(b"\nend\n");
        assert_eq!(sink, expected);
    }

    /// Records the output's length at each write and flush.
    #[derive(Default)]
    struct Recorder {
        data: Vec<u8>,
        flushed_at: Vec<usize>,
    }
    impl Write for Recorder {
        fn write(&mut self, b: &[u8]) -> std::io::Result<usize> {
            self.data.extend_from_slice(b);
            Ok(b.len())
        }
        fn flush(&mut self) -> std::io::Result<()> {
            self.flushed_at.push(self.data.len());
            Ok(())
        }
    }

    #[test]
    fn each_case_mode_writes_and_flushes_at_every_check_and_new_does_not() {
        let mut sink = Recorder::default();
        let mut out = Out::each_case(&mut sink);
        out.line("Yes");
        out.check().unwrap();
        out.line("No");
        out.line("Yes");
        out.check().unwrap();
        out.finish().unwrap();
        assert_eq!(sink.data, b"Yes\nNo\nYes\n");
        assert_eq!(sink.flushed_at, [4, 11, 11]);
        let mut sink = Recorder::default();
        let mut out = Out::new(&mut sink);
        out.line("Yes");
        out.check().unwrap();
        assert!(sink.flushed_at.is_empty() && sink.data.is_empty());
    }

    struct Closed;
    impl Write for Closed {
        fn write(&mut self, _: &[u8]) -> std::io::Result<usize> {
            Err(std::io::ErrorKind::BrokenPipe.into())
        }
        fn flush(&mut self) -> std::io::Result<()> {
            Ok(())
        }
    }

    #[test]
    fn a_write_error_is_kept_and_reported() {
        let mut closed = Closed;
        let mut out = Out::new(&mut closed);
        assert!(out.check().is_ok());
        out.bytes(&vec![b'x'; FLUSH_AT]);
        out.line(&"y".repeat(3 * ROOM));
        let e = out.check().unwrap_err();
        assert!(e.is_broken_pipe());
        assert!(out.finish().unwrap_err().is_broken_pipe());
    }
}
