//! Finding processes a test started and that outlived it: every such
//! process carries a marker the test chose (in its command line), and
//! `/proc` is searched for it.
#![allow(dead_code)] // Each test binary uses its own part of these helpers.

use std::time::{Duration, Instant};

/// A marker no other process has: `sleep MARKER` sleeps 999 seconds and a
/// fraction unique to this process and `n`.
pub fn marker(n: u32) -> String {
    format!("999.{}{n:04}", std::process::id())
}

/// Live processes (not zombies) whose command line contains `marker`.
pub fn alive_with(marker: &str) -> Vec<u32> {
    let Ok(entries) = std::fs::read_dir("/proc") else {
        eprintln!("NOTE: no /proc here: leftover processes cannot be looked for");
        return Vec::new();
    };
    let mut found = Vec::new();
    for entry in entries.flatten() {
        let Some(pid) = entry
            .file_name()
            .to_str()
            .and_then(|n| n.parse::<u32>().ok())
        else {
            continue;
        };
        let cmdline = std::fs::read(entry.path().join("cmdline")).unwrap_or_default();
        if !cmdline
            .split(|&b| b == 0)
            .any(|word| word.windows(marker.len()).any(|w| w == marker.as_bytes()))
        {
            continue;
        }
        let stat = std::fs::read_to_string(entry.path().join("stat")).unwrap_or_default();
        let state = stat.rsplit(") ").next().and_then(|s| s.chars().next());
        if !matches!(state, Some('Z' | 'X') | None) {
            found.push(pid);
        }
    }
    found
}

/// Waits (up to a generous `bound`, polling) until no live process has
/// `marker`; the ones still there after it. A killed process needs a moment
/// to be gone, so an empty answer may take a while, never a wrong one.
pub fn leftovers(marker: &str, bound: Duration) -> Vec<u32> {
    let deadline = Instant::now() + bound;
    loop {
        let alive = alive_with(marker);
        if alive.is_empty() || Instant::now() > deadline {
            return alive;
        }
        std::thread::sleep(Duration::from_millis(50));
    }
}

/// Kills what `leftovers` found, so a failing test leaves nothing behind.
pub fn kill_all(pids: &[u32]) {
    for pid in pids {
        let _ = std::process::Command::new("kill")
            .args(["-KILL", &pid.to_string()])
            .status();
    }
}

/// `marker` as a shell word that does not contain it (two quoted halves):
/// the command line of grundy, which carries the shell text, is then not
/// found, only the programs that the shell starts with the word.
pub fn spelled(marker: &str) -> String {
    let (a, b) = marker.split_at(marker.len() / 2);
    format!("\"{a}\"\"{b}\"")
}
