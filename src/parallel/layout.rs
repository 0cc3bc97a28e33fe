//! Where the chunks of a file lie, and reading them: [`Layout`] cuts the
//! input into chunks of about [`Split::chunk`](super::Split::chunk) bytes,
//! each cut moved to the next whitespace (the next line start when threads
//! answer whole chunks) so no token is split, and [`Range`] reads one
//! chunk's bytes at its offset (`FileExt::read_at`), counting what every
//! thread reads.
//!
//! The bottom of [`crate::parallel`]: the parsing threads (`threads`) and
//! the in-order feed (`feed`) both read chunks through it; it uses
//! nothing of theirs.

use crate::problem::Run;
use crate::scanner::is_space;
use std::fs::File;
use std::io::{self, Read};
use std::os::unix::fs::FileExt;
use std::sync::atomic::{AtomicU64, Ordering};

/// Parsing threads: thread `w` takes chunks `w`, `w + WORKERS`, ...
pub const WORKERS: usize = 2;

/// Where the chunks lie.
#[derive(Clone, Copy)]
pub(super) struct Layout<'f> {
    /// The input is `file[start..end]`.
    pub(super) start: u64,
    pub(super) end: u64,
    /// Bytes per chunk before cuts move, and the number of chunks.
    pub(super) chunk: u64,
    pub(super) chunks: u64,
    /// Values per batch, and most answer bytes per chunk.
    pub(super) batch: usize,
    pub(super) answers: usize,
    /// With [`Plan::Cases`](super::Plan::Cases), the problem's `run`, which threads use to
    /// answer whole chunks; cuts are then at line starts.
    pub(super) answer: Option<Run>,
    /// Bytes read from the file so far, by every thread.
    pub(super) read: &'f AtomicU64,
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
    pub(super) fn range(&self, file: &File, k: u64) -> io::Result<(u64, u64)> {
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
    pub(super) fn cut(&self, file: &File, at: u64) -> io::Result<u64> {
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
pub(super) fn read_at(file: &File, buf: &mut [u8], at: u64, read: &AtomicU64) -> io::Result<usize> {
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
pub(super) struct Range<'f> {
    pub(super) file: &'f File,
    pub(super) pos: u64,
    pub(super) end: u64,
    pub(super) read: &'f AtomicU64,
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

#[cfg(test)]
mod tests {
    use super::*;

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
