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

pub struct Out<'a> {
    dst: &'a mut dyn Write,
    buf: Vec<u8>,
    failed: Option<std::io::Error>,
}

impl<'a> Out<'a> {
    pub fn new(dst: &'a mut dyn Write) -> Out<'a> {
        Out {
            dst,
            buf: Vec::with_capacity(FLUSH_AT + 256),
            failed: None,
        }
    }

    /// Appends bytes.
    #[inline]
    pub fn bytes(&mut self, b: &[u8]) {
        self.buf.extend_from_slice(b);
        if self.buf.len() >= FLUSH_AT {
            self.write_pending();
        }
    }

    /// Appends one byte.
    #[inline]
    pub fn byte(&mut self, b: u8) {
        self.buf.push(b);
        if self.buf.len() >= FLUSH_AT {
            self.write_pending();
        }
    }

    /// Appends a line: the text and a newline.
    #[inline]
    pub fn line(&mut self, s: &str) {
        self.buf.extend_from_slice(s.as_bytes());
        self.byte(b'\n');
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

    /// The first write error so far, if any: lets a long run stop early when
    /// nobody reads its output any more.
    #[inline]
    pub fn check(&self) -> Result<(), Error> {
        match &self.failed {
            None => Ok(()),
            Some(e) => Err(Error::Write(std::io::Error::new(e.kind(), e.to_string()))),
        }
    }

    /// Writes out everything pending and reports the first write error.
    pub fn finish(&mut self) -> Result<(), Error> {
        self.write_pending();
        if self.failed.is_none() {
            if let Err(e) = self.dst.flush() {
                self.failed = Some(e);
            }
        }
        self.check()
    }

    #[cold]
    fn write_pending(&mut self) {
        if self.failed.is_none() {
            if let Err(e) = self.dst.write_all(&self.buf) {
                self.failed = Some(e);
            }
        }
        self.buf.clear();
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
        let e = out.check().unwrap_err();
        assert!(e.is_broken_pipe());
        assert!(out.finish().unwrap_err().is_broken_pipe());
    }
}
