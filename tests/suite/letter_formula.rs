//! A rule of one letter answered past every table by a formula in the
//! letter (`1,2,K`): the formula is applied only where it was verified, and
//! the letter's edge values (K = 0, where {1, 2, 0} plays as {1, 2}) are
//! verified or computed, in grundy and in the emitted C++ and Rust alike.
//! The oracle is a plain mex table of the moves and the period it shows
//! over a whole window of the largest move (then it repeats for ever).

use crate::common::run;
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};

/// g(0..len) of subtracting any of `moves`, by the definition.
fn mex_table(moves: &[u64], len: usize) -> Vec<u32> {
    let mut g = vec![0u32; len];
    for n in 0..len {
        let mut seen = [false; 8];
        for &m in moves {
            if m >= 1 && m as usize <= n {
                seen[g[n - m as usize] as usize] = true;
            }
        }
        g[n] = seen.iter().position(|&s| !s).unwrap() as u32;
    }
    g
}

/// Whether the first player wins one heap of `n` under the moves {1, 2, k}
/// (0 is no move): from a mex table long enough that its period repeats
/// over a whole window of the largest move, which proves it for ever.
fn first_wins(k: u64, n: u64) -> bool {
    let moves = [1, 2, k];
    let window = k.max(2) as usize;
    let len = 8 * window + 64;
    let g = mex_table(&moves, len);
    let start = len / 2;
    let period = (1..=window + 1)
        .find(|&p| (start..start + window).all(|i| i + p < len && g[i] == g[i + p]))
        .expect("a period over a whole window");
    let at = if (n as usize) < len {
        n as usize
    } else {
        start + ((n - start as u64) % period as u64) as usize
    };
    g[at] != 0
}

/// The description: one heap `n` and the letter `k` on each line, with
/// `k`'s official bound `k_bound`.
fn description(dir: &Path, name: &str, k_bound: &str) -> PathBuf {
    let file = dir.join(format!("{name}.toml"));
    let text = format!(
        "id = \"{name}\"\ntitle = \"t\"\n[input]\ncases = \"counted\"\ncount = \"T\"\nlines = [\"n k\"]\n[bounds]\nT = \"1..100\"\nn = \"0..10^18\"\nk = \"{k_bound}\"\n[game]\nrule = \"1,2,K\"\nheaps = \"n\"\n[output]\nfirst = \"W\"\nsecond = \"L\"\n"
    );
    std::fs::write(&file, text).expect("write description");
    file
}

/// The emitted C++ (as the judges build it, 64-bit here; said NOT TESTED
/// without g++) and Rust programs.
fn emitted(dir: &Path, file: &Path) -> Vec<PathBuf> {
    let text = std::fs::read_to_string(file).expect("description");
    let d = grundy::describe::parse(&text).expect("a description");
    let mut out = Vec::new();
    for cpp in [true, false] {
        if cpp && !crate::tools::on_path("g++") {
            crate::tools::missing(
                &crate::tools::GXX,
                "letter_formula: the emitted C++ of 1,2,K",
            );
            continue;
        }
        let (source, exe) = if cpp {
            (dir.join("f.cpp"), dir.join("f-cpp"))
        } else {
            (dir.join("f.rs"), dir.join("f-rs"))
        };
        let program = if cpp {
            grundy::emit::described::cpp(&d)
        } else {
            grundy::emit::described::rust(&d)
        }
        .expect("emitted");
        std::fs::write(&source, program).expect("write source");
        let built = if cpp {
            Command::new("g++")
                .args(["-std=c++98", "-O1", "-Wall", "-Wextra", "-Werror"])
                .arg(&source)
                .arg("-o")
                .arg(&exe)
                .output()
        } else {
            Command::new("rustc")
                .args(["--edition", "2018", "-C", "opt-level=1", "-D", "warnings"])
                .arg(&source)
                .arg("-o")
                .arg(&exe)
                .output()
        }
        .expect("a compiler");
        assert!(
            built.status.success(),
            "{} does not build:\n{}",
            source.display(),
            String::from_utf8_lossy(&built.stderr)
        );
        out.push(exe);
    }
    out
}

/// Every answer of grundy and of both emitted programs on `cases` (heap,
/// K) is the oracle's.
fn all_agree(name: &str, k_bound: &str, cases: &[(u64, u64)]) {
    let dir = std::env::temp_dir().join(format!("grundy-letter-{name}-{}", std::process::id()));
    std::fs::create_dir_all(&dir).expect("temp folder");
    let file = description(&dir, name, k_bound);
    let mut input = format!("{}\n", cases.len());
    let mut want = String::new();
    for &(n, k) in cases {
        input.push_str(&format!("{n} {k}\n"));
        want.push_str(if first_wins(k, n) { "W\n" } else { "L\n" });
    }
    let (status, out, err) = run(&file.to_string_lossy(), input.as_bytes());
    assert_eq!(
        (status, String::from_utf8_lossy(&out).into_owned()),
        (0, want.clone()),
        "grundy on {input}: {}",
        String::from_utf8_lossy(&err)
    );
    for exe in emitted(&dir, &file) {
        let mut command = Command::new(&exe);
        command
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(Stdio::piped());
        let (_, out, err) = crate::common::run_command(command, input.as_bytes());
        assert_eq!(
            String::from_utf8_lossy(&out),
            want,
            "{} on {input}: {}",
            exe.display(),
            String::from_utf8_lossy(&err)
        );
    }
    let _ = std::fs::remove_dir_all(&dir);
}

/// `1,2,K` at K = 0 is {1, 2}: g(n) = n mod 3, and heaps that are
/// multiples of 3 lose, past 2^20 and at 10^18 + 2 too (the formula
/// fitted on K >= 1 once gave every heap the value 3 there).
#[test]
fn the_letter_at_zero_is_verified_not_extrapolated() {
    // The oracle first: the brute force's period for {1, 2} is 3.
    let g = mex_table(&[1, 2], 60);
    assert!(g.iter().enumerate().all(|(n, &v)| v as usize == n % 3));
    let heaps = [1_048_575, 1_048_578, 1_000_000_000_000_000_002, 6, 7, 0];
    let cases: Vec<(u64, u64)> = heaps.iter().map(|&n| (n, 0)).collect();
    for &(n, _) in &cases {
        assert_eq!(first_wins(0, n), n % 3 != 0, "oracle at {n}");
    }
    all_agree("k-zero", "0..10^9", &cases);
}

/// Several values of the letter, its edges among them (the official low,
/// the last value the formula was verified on and the first past it, and
/// values far beyond), each at small heaps, heaps past 2^20 and heaps
/// near 10^18, held to the mex table.
#[test]
fn every_letter_value_agrees_with_a_mex_table() {
    for (name, bound, low) in [("k-from-0", "0..10^9", 0u64), ("k-from-3", "3..10^6", 3)] {
        let last_verified = low + 47;
        let ks = [
            low,
            low + 1,
            low + 2,
            low + 3,
            last_verified,
            last_verified + 1,
            last_verified + 2,
            99,
            300,
            1001,
        ];
        let mut cases = Vec::new();
        for &k in &ks {
            for n in [
                k,
                k + 1,
                2 * k + 1,
                1_048_576 + k,
                1_000_000_000_000_000_000 + k,
            ] {
                cases.push((n, k));
            }
        }
        assert!(cases.len() <= 100);
        all_agree(name, bound, &cases);
    }
}
