//! The reference reader's bytes: a fixed buffer over any [`Read`] (a 1 GB
//! input costs a few KiB), the line and column of every byte, and the
//! token as it stands in the input ([`Raw`]), which the format's walk in
//! [`super::Reader`] then holds to its rules.

use crate::error::{Error, Found, Position};
use crate::scanner::is_space;
use std::io::Read;

/// The input, a buffer at a time, with where the next byte stands.
pub(super) struct Bytes<'a> {
    input: &'a mut dyn Read,
    buf: Box<[u8]>,
    at: usize,
    len: usize,
    eof: bool,
    line: u64,
    column: u64,
    /// Bytes before the next one.
    pub(super) offset: u64,
}

/// A token as read: where it starts, its first bytes, and its value when
/// it is a number that fits in a `u64`.
pub(super) struct Raw {
    pub(super) at: Position,
    /// Bytes before it in the input.
    pub(super) offset: u64,
    /// Its first bytes, for a message (no allocation per token).
    pub(super) shown: [u8; Found::MAX_SHOWN],
    pub(super) shown_len: usize,
    pub(super) truncated: bool,
    /// Every byte is one of the letters asked for (digits for a number).
    pub(super) in_letters: bool,
    pub(super) value: Option<u64>,
    pub(super) len: u64,
    /// The input ended where the token should start.
    pub(super) end: bool,
}

impl Raw {
    pub(super) fn found(&self) -> Found {
        if self.end {
            return Found::EndOfInput;
        }
        Found::Token {
            bytes: self.shown[..self.shown_len].to_vec(),
            truncated: self.truncated,
        }
    }
}

impl<'a> Bytes<'a> {
    pub(super) fn new(input: &'a mut dyn Read) -> Bytes<'a> {
        Bytes {
            input,
            buf: vec![0; 1 << 16].into_boxed_slice(),
            at: 0,
            len: 0,
            eof: false,
            line: 1,
            column: 1,
            offset: 0,
        }
    }

    pub(super) fn skip_blanks(&mut self) -> Result<(), Error> {
        while let Some(b) = self.peek()? {
            if !is_space(b) {
                break;
            }
            self.bump();
        }
        Ok(())
    }

    /// The blanks from here on (kept: at most a few), as what was found.
    pub(super) fn blank_run(&mut self, mut run: Vec<u8>) -> Result<Found, Error> {
        while let Some(b) = self.peek()? {
            if !is_space(b) || run.len() >= Found::MAX_SHOWN || (b == b'\n' && run.contains(&b'\n'))
            {
                break;
            }
            run.push(b);
            self.bump();
        }
        Ok(Found::Token {
            bytes: run,
            truncated: false,
        })
    }

    /// The next token, starting here (an empty line or a blank where a
    /// token must start is reported as found). Numbers are parsed when
    /// `number`; `in_letters` says whether every byte is one of `letters`.
    pub(super) fn raw(&mut self, number: bool, letters: &[u8]) -> Result<Raw, Error> {
        let at = self.position();
        let mut raw = Raw {
            at,
            offset: self.offset,
            shown: [0; Found::MAX_SHOWN],
            shown_len: 0,
            truncated: false,
            in_letters: true,
            value: Some(0),
            len: 0,
            end: false,
        };
        match self.peek()? {
            None => {
                raw.end = true;
                raw.in_letters = false;
                raw.value = None;
                return Ok(raw);
            }
            Some(b) if is_space(b) => {
                let run = self.blank_run(Vec::new())?;
                if let Found::Token { bytes, .. } = run {
                    raw.shown_len = bytes.len().min(Found::MAX_SHOWN);
                    raw.shown[..raw.shown_len].copy_from_slice(&bytes[..raw.shown_len]);
                }
                raw.in_letters = false;
                raw.value = None;
                return Ok(raw);
            }
            Some(_) => {}
        }
        // A token holds no newline: take it a buffer at a time.
        let (mut value, mut overflow) = (0u64, false);
        while self.peek()?.is_some() {
            let chunk = &self.buf[self.at..self.len];
            let n = chunk
                .iter()
                .position(|&b| is_space(b))
                .unwrap_or(chunk.len());
            let token = &chunk[..n];
            let room = Found::MAX_SHOWN - raw.shown_len;
            let kept = room.min(n);
            raw.shown[raw.shown_len..raw.shown_len + kept].copy_from_slice(&token[..kept]);
            raw.shown_len += kept;
            raw.truncated |= n > room;
            if number {
                for &b in token {
                    let digit = b.wrapping_sub(b'0');
                    raw.in_letters &= digit < 10;
                    let (times_ten, o1) = value.overflowing_mul(10);
                    let (sum, o2) = times_ten.overflowing_add(u64::from(digit));
                    value = sum;
                    overflow |= o1 | o2;
                }
            } else {
                raw.in_letters &= token.iter().all(|b| letters.contains(b));
            }
            self.at += n;
            self.column += n as u64;
            self.offset += n as u64;
            raw.len += n as u64;
            // A bad token that never ends (`/dev/zero`) is reported once the
            // message has the bytes it shows, not read for ever.
            let bad = !raw.in_letters;
            if self.at < self.len || (bad && raw.truncated) {
                break;
            }
        }
        raw.value = (!overflow).then_some(value);
        if !raw.in_letters || !number || raw.len == 0 {
            raw.value = None;
        }
        Ok(raw)
    }

    pub(super) fn position(&self) -> Position {
        Position {
            line: self.line,
            column: self.column,
        }
    }

    #[inline]
    pub(super) fn peek(&mut self) -> Result<Option<u8>, Error> {
        if self.at == self.len && !self.eof {
            self.refill()?;
        }
        Ok((self.at < self.len).then(|| self.buf[self.at]))
    }

    #[cold]
    fn refill(&mut self) -> Result<(), Error> {
        self.len = loop {
            match self.input.read(&mut self.buf) {
                Ok(n) => break n,
                Err(e) if e.kind() == std::io::ErrorKind::Interrupted => continue,
                Err(e) => return Err(Error::Read(e)),
            }
        };
        self.at = 0;
        self.eof = self.len == 0;
        Ok(())
    }

    /// Moves past the byte [`peek`](Bytes::peek) returned.
    #[inline]
    pub(super) fn bump(&mut self) {
        if self.buf[self.at] == b'\n' {
            self.line += 1;
            self.column = 1;
        } else {
            self.column += 1;
        }
        self.at += 1;
        self.offset += 1;
    }
}
