//! The files the commands read and write: one folder walker (for
//! `validate`, `check` and `answer`), one check of what an input is before
//! it is opened, and one safe way to write a file.
//!
//! Walking: a folder's entries in name order, subfolders in place, without
//! following links to folders (as ripgrep does by default), so a link to a
//! folder already seen (`ln -s . d/x`) cannot make the walk endless. A link
//! to a file is followed. What is not a regular file (a FIFO, a socket, a
//! device, a dangling link, a folder that cannot be read) is handed out as a
//! [`Entry::Refused`] with the reason, for the caller to report as one line
//! and go on: reading a FIFO would block for ever, `/dev/zero` never ends.
//!
//! Writing: [`Scratch`] is a temporary file created exclusively (never
//! through a name that exists, so not through a planted link), beside the
//! file it will become, removed when dropped unless it was put in place;
//! [`write_file`] writes a whole file through one. A signal that kills
//! grundy (SIGINT, SIGKILL) skips the drop: std has no portable way to catch
//! it, so the temporary name is hidden (`.NAME.grundy-PID-N.tmp`) and says
//! whose it is, and a long copy ([`Scratch::copy_into_place`]) has a
//! [`Janitor`] that removes it once grundy is gone, however it ended.
//! [`Scratch::anonymous`] is a temporary file with no name at all (removed
//! as soon as it is created), which nothing can leave behind.

use std::ffi::OsString;
use std::fs::{File, OpenOptions};
use std::io::{self, Seek, Write};
use std::os::unix::fs::FileTypeExt;
use std::path::{Path, PathBuf};

/// One thing found under a folder.
#[derive(Debug)]
pub enum Entry {
    /// A regular file (or a link to one).
    File(PathBuf),
    /// Something that cannot be read as an input, and why.
    Refused(PathBuf, String),
}

impl Entry {
    pub fn path(&self) -> &Path {
        match self {
            Entry::File(p) | Entry::Refused(p, _) => p,
        }
    }
}

/// What a file's metadata says it is, when it is not a regular file.
pub fn kind(meta: &std::fs::Metadata) -> Option<&'static str> {
    let t = meta.file_type();
    if t.is_file() {
        None
    } else if t.is_dir() {
        Some("a directory")
    } else if t.is_fifo() {
        Some("a FIFO")
    } else if t.is_socket() {
        Some("a socket")
    } else if t.is_char_device() {
        Some("a character device")
    } else if t.is_block_device() {
        Some("a block device")
    } else {
        Some("not a regular file")
    }
}

/// Every entry under `root` (a folder), depth first in name order, links
/// to folders not followed. Lazy: a caller reports each as it comes.
pub fn walk(root: &Path) -> Walk {
    Walk {
        pending: vec![vec![root.to_path_buf()]],
        root: Some(root.to_path_buf()),
    }
}

/// The iterator [`walk`] returns.
pub struct Walk {
    /// Per folder level, the entries still to visit, last first.
    pending: Vec<Vec<PathBuf>>,
    root: Option<PathBuf>,
}

impl Iterator for Walk {
    type Item = Entry;

    fn next(&mut self) -> Option<Entry> {
        loop {
            let level = self.pending.last_mut()?;
            let Some(path) = level.pop() else {
                self.pending.pop();
                continue;
            };
            let is_root = self.root.as_deref() == Some(path.as_path());
            if is_root {
                self.root = None;
            }
            let link = match std::fs::symlink_metadata(&path) {
                Ok(m) => m,
                Err(e) => return Some(Entry::Refused(path, e.to_string())),
            };
            let followed = if link.file_type().is_symlink() {
                match std::fs::metadata(&path) {
                    Ok(m) if m.is_dir() && !is_root => continue,
                    Ok(m) => m,
                    Err(_) => return Some(Entry::Refused(path, "a dangling link".into())),
                }
            } else {
                link
            };
            if followed.is_dir() {
                match read_sorted(&path) {
                    Ok(mut entries) => {
                        entries.reverse();
                        self.pending.push(entries);
                        continue;
                    }
                    Err(e) => return Some(Entry::Refused(path, format!("cannot read it: {e}"))),
                }
            }
            return Some(match kind(&followed) {
                None => Entry::File(path),
                Some(what) => Entry::Refused(path, format!("{what}, not a regular file")),
            });
        }
    }
}

/// The entries of one folder, sorted by name.
fn read_sorted(dir: &Path) -> io::Result<Vec<PathBuf>> {
    let mut entries = std::fs::read_dir(dir)?
        .map(|e| e.map(|e| e.path()))
        .collect::<io::Result<Vec<_>>>()?;
    entries.sort();
    Ok(entries)
}

/// Opens an input named on purpose: a regular file, a FIFO or a terminal
/// (someone means to feed it); anything else (a folder, `/dev/zero`, a
/// socket) is refused with the reason, before it is read.
pub fn open_input(path: &Path) -> Result<File, String> {
    let meta = std::fs::metadata(path).map_err(|e| e.to_string())?;
    let t = meta.file_type();
    if t.is_file() || t.is_fifo() {
        return File::open(path).map_err(|e| e.to_string());
    }
    if t.is_char_device() {
        let file = File::open(path).map_err(|e| e.to_string())?;
        if std::io::IsTerminal::is_terminal(&file) {
            return Ok(file);
        }
    }
    if t.is_dir() {
        return Err("it is a directory".into());
    }
    Err(format!(
        "{}, not a regular file or a pipe",
        kind(&meta).unwrap_or("not a regular file")
    ))
}

/// The text of the file at `path`, opened as [`open_input`] opens an input
/// (a device is refused before it is read) and read to at most `limit`
/// bytes (one more says it is longer: `what`, "a description", is at most
/// that), in UTF-8 (a byte that is not is named by its line and column).
///
/// # Errors
/// Why not, in one line that names the path.
pub fn read_text(path: &str, limit: u64, what: &str) -> Result<String, String> {
    use std::io::Read;
    let file = open_input(Path::new(path)).map_err(|e| format!("cannot read {path}: {e}"))?;
    let mut bytes = Vec::new();
    file.take(limit + 1)
        .read_to_end(&mut bytes)
        .map_err(|e| format!("cannot read {path}: {e}"))?;
    if bytes.len() as u64 > limit {
        return Err(format!(
            "{path}: {what} is at most {limit} bytes; this file is longer"
        ));
    }
    String::from_utf8(bytes).map_err(|e| {
        let good = &e.as_bytes()[..e.utf8_error().valid_up_to()];
        let text = std::str::from_utf8(good).unwrap_or_default();
        let line_start = text.rfind('\n').map_or(0, |i| i + 1);
        format!(
            "{path}: line {}, column {}: expected UTF-8 text, found the byte 0x{:02x}",
            1 + text.matches('\n').count(),
            1 + text[line_start..].chars().count(),
            e.as_bytes()[good.len()]
        )
    })
}

/// A temporary file, removed when dropped unless [`Scratch::put_in_place`]
/// renamed it.
pub struct Scratch {
    path: Option<PathBuf>,
    pub file: File,
}

impl Scratch {
    /// A new file beside `target` (in its folder), created exclusively.
    pub fn beside(target: &Path) -> io::Result<Scratch> {
        let folder = match target.parent() {
            Some(p) if !p.as_os_str().is_empty() => p.to_path_buf(),
            _ => PathBuf::from("."),
        };
        let name = target.file_name().unwrap_or(target.as_os_str());
        let (path, file) = create_exclusive(&folder, name)?;
        Ok(Scratch {
            path: Some(path),
            file,
        })
    }

    /// A new file with no name (created exclusively in the temporary folder
    /// and removed at once), open for reading and writing: it vanishes
    /// with grundy whatever ends it.
    pub fn anonymous() -> io::Result<Scratch> {
        Scratch::nameless_in(&std::env::temp_dir(), "grundy".as_ref())
    }

    /// A file with no name on the file system `target` is on (created
    /// beside it and removed at once): an answer is written there while it
    /// is worked out, so an interrupt leaves nothing, then copied into
    /// place by [`Scratch::copy_into_place`].
    pub fn nameless_beside(target: &Path) -> io::Result<Scratch> {
        let folder = match target.parent() {
            Some(p) if !p.as_os_str().is_empty() => p.to_path_buf(),
            _ => PathBuf::from("."),
        };
        Scratch::nameless_in(&folder, target.file_name().unwrap_or(target.as_os_str()))
    }

    fn nameless_in(folder: &Path, name: &std::ffi::OsStr) -> io::Result<Scratch> {
        let (path, file) = create_exclusive(folder, name)?;
        std::fs::remove_file(&path)?;
        Ok(Scratch { path: None, file })
    }

    /// Copies the whole file into a new [`Scratch::beside`] `target`, and
    /// renames that over `target`: the only moment a temporary name exists
    /// is the copy's.
    ///
    /// A copy of [`JANITOR_FROM`] bytes or more (one that takes a moment)
    /// is watched by a [`Janitor`], so SIGINT, SIGTERM or SIGKILL during it
    /// leaves no temporary file either.
    pub fn copy_into_place(&self, target: &Path) -> io::Result<()> {
        let mut from = self.file.try_clone()?;
        let len = from.seek(io::SeekFrom::End(0))?;
        from.seek(io::SeekFrom::Start(0))?;
        let mut named = Scratch::beside(target)?;
        let janitor = match &named.path {
            Some(path) if len >= JANITOR_FROM => Janitor::watch(path),
            _ => None,
        };
        io::copy(&mut from, &mut named.file)?;
        named.file.flush()?;
        let placed = named.put_in_place(target);
        drop(janitor);
        placed
    }

    /// Renames the file over `target` (in the same folder, so it is one
    /// step: `target` is never half written).
    pub fn put_in_place(mut self, target: &Path) -> io::Result<()> {
        let path = self.path.take().expect("a named scratch file");
        std::fs::rename(&path, target).map_err(|e| {
            let _ = std::fs::remove_file(&path);
            e
        })
    }
}

impl Drop for Scratch {
    fn drop(&mut self) {
        if let Some(path) = &self.path {
            let _ = std::fs::remove_file(path);
        }
    }
}

/// The size from which [`Scratch::copy_into_place`] starts a [`Janitor`]
/// (1 MiB: a smaller copy takes microseconds, and a janitor a process).
pub const JANITOR_FROM: u64 = 1 << 20;

/// A process that removes one temporary file once grundy is gone: std
/// cannot catch a signal (and the crate has no unsafe code), so a small
/// `sh`, in a process group of its own (the terminal's SIGINT does not
/// reach it), waits for the end of a pipe from grundy, which comes when
/// grundy closes it or dies by any signal, then runs `rm -f` on the name.
/// When grundy has renamed the file into place the name is gone and `rm -f`
/// does nothing. Without `sh`, there is no janitor (as before).
pub struct Janitor {
    child: std::process::Child,
}

impl Janitor {
    pub fn watch(path: &Path) -> Option<Janitor> {
        use std::os::unix::process::CommandExt;
        use std::process::{Command, Stdio};
        let child = Command::new("sh")
            .arg("-c")
            .arg("cat >/dev/null; rm -f -- \"$0\"")
            .arg(path)
            .stdin(Stdio::piped())
            .stdout(Stdio::null())
            .stderr(Stdio::null())
            .process_group(0)
            .spawn()
            .ok()?;
        Some(Janitor { child })
    }
}

impl Drop for Janitor {
    /// Ends the pipe (the file is in place or removed by now) and waits for
    /// the janitor to finish.
    fn drop(&mut self) {
        drop(self.child.stdin.take());
        let _ = self.child.wait();
    }
}

/// Creates `.NAME.grundy-PID-N.tmp` in `folder` with `O_EXCL`, open for
/// reading and writing, trying the next N while the name is taken.
fn create_exclusive(folder: &Path, name: &std::ffi::OsStr) -> io::Result<(PathBuf, File)> {
    use std::sync::atomic::{AtomicU64, Ordering};
    static NEXT: AtomicU64 = AtomicU64::new(0);
    let mut last = None;
    for _ in 0..100 {
        let n = NEXT.fetch_add(1, Ordering::Relaxed);
        let mut file_name = OsString::from(".");
        file_name.push(name);
        file_name.push(format!(".grundy-{}-{n}.tmp", std::process::id()));
        let path = folder.join(file_name);
        match OpenOptions::new()
            .write(true)
            .read(true)
            .create_new(true)
            .open(&path)
        {
            Ok(file) => return Ok((path, file)),
            Err(e) if e.kind() == io::ErrorKind::AlreadyExists => last = Some(e),
            Err(e) => return Err(e),
        }
    }
    Err(last.unwrap_or_else(|| io::Error::other("no free temporary name")))
}

/// Writes `bytes` as the file `path` names: through a [`Scratch`] beside it
/// renamed over it, so the file is whole or untouched and no other name is
/// written through. A link is replaced by the file it points to being
/// written; what exists and is not a regular file (`/dev/stdout`, a FIFO)
/// is written directly, as the user asked.
pub fn write_file(path: &Path, bytes: &[u8]) -> io::Result<()> {
    let target = match std::fs::metadata(path) {
        Ok(m) if !m.is_file() && !m.is_dir() => {
            return OpenOptions::new().write(true).open(path)?.write_all(bytes);
        }
        Ok(_) if std::fs::symlink_metadata(path)?.file_type().is_symlink() => {
            std::fs::canonicalize(path)?
        }
        _ => path.to_path_buf(),
    };
    let mut scratch = Scratch::beside(&target)?;
    scratch.file.write_all(bytes)?;
    scratch.file.flush()?;
    scratch.put_in_place(&target)
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The janitor removes its file when grundy's end of the pipe closes
    /// (as it does when grundy dies by a signal), and leaves a file that
    /// was put in place under its own name.
    #[test]
    fn a_janitor_removes_its_file_once_grundy_is_gone() {
        let dir = std::env::temp_dir().join(format!("grundy-janitor-{}", std::process::id()));
        std::fs::create_dir_all(&dir).unwrap();
        let target = dir.join("x.out");
        let left = Scratch::beside(&target).unwrap();
        let path = left.path.clone().unwrap();
        // As a signal would: the scratch's own drop never runs.
        std::mem::forget(left);
        let janitor = Janitor::watch(&path).expect("sh runs");
        assert!(path.exists());
        drop(janitor);
        assert!(!path.exists(), "{}", path.display());
        let placed = Scratch::beside(&target).unwrap();
        let janitor = Janitor::watch(placed.path.as_ref().unwrap());
        placed.put_in_place(&target).unwrap();
        drop(janitor);
        assert!(target.exists());
        std::fs::remove_dir_all(&dir).unwrap();
    }
}
