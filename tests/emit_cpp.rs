//! The C++ judge files (`emit/cpp/<id>.cpp`, `grundy emit --lang cpp`) held
//! to the Rust solver: each is compiled with g++ (warnings are errors, also
//! as C++11 where its header claims C++11), then must print every shipped
//! valid sample byte for byte, stop with a nonzero status on every must-fail
//! sample without printing more than the Rust answered, and print exactly
//! what `grundy::solve` prints on `grundy gen` inputs (tiny and judge
//! scale) and on seeded inputs of each problem's own generator at all three
//! scales (tiny, judge and past the judges' bounds, with each problem's
//! traps; see `made`). On those inputs damaged at random, a file may stop
//! (status 1) but must never print anything grundy would not.
//!
//! Needs `g++`; without it every test here prints why and passes. The files
//! are compiled once per test run (two at a time, `-O1`: these tests check
//! answers, not speed) into a temporary folder.

mod common;

use grundy::registry::PROBLEMS;
use grundy::testdata::Scale;
use std::fmt::Write as _;
use std::io::Write as _;
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::{Mutex, OnceLock};

/// The folder of compiled files, `None` without g++, or the compile errors.
fn built() -> Option<&'static Path> {
    static BUILT: OnceLock<Option<Result<PathBuf, String>>> = OnceLock::new();
    let built = BUILT.get_or_init(|| {
        let has_gxx = Command::new("g++")
            .arg("--version")
            .stdout(Stdio::null())
            .status()
            .is_ok_and(|s| s.success());
        has_gxx.then(compile_all)
    });
    match built {
        None => {
            eprintln!("emit_cpp: SKIPPED, no g++ installed to compile emit/cpp/*.cpp");
            None
        }
        Some(Err(e)) => panic!("{e}"),
        Some(Ok(dir)) => Some(dir),
    }
}

fn compile_all() -> Result<PathBuf, String> {
    let dir = std::env::temp_dir().join(format!("grundy-emit-cpp-{}", std::process::id()));
    std::fs::create_dir_all(&dir).map_err(|e| format!("{}: {e}", dir.display()))?;
    let next = AtomicUsize::new(0);
    let errors = Mutex::new(Vec::new());
    std::thread::scope(|s| {
        for _ in 0..2 {
            s.spawn(|| {
                while let Some(id) = PROBLEMS
                    .get(next.fetch_add(1, Ordering::Relaxed))
                    .map(|p| p.id)
                {
                    let text = grundy::emit::cpp::source(id).expect("kept");
                    if let Err(e) = compile(&dir, id, &text) {
                        errors.lock().unwrap().push(e);
                    }
                }
            });
        }
    });
    let errors = errors.into_inner().unwrap();
    if errors.is_empty() {
        Ok(dir)
    } else {
        Err(errors.join("\n"))
    }
}

/// True when g++ can build 32-bit code here (g++-multilib): the judges'
/// compilers are often 32-bit, where `long` is 32 bits.
fn has_m32() -> bool {
    static M32: OnceLock<bool> = OnceLock::new();
    *M32.get_or_init(|| {
        let dir = std::env::temp_dir().join(format!("grundy-m32-probe-{}", std::process::id()));
        let ok = std::fs::create_dir_all(&dir).is_ok()
            && std::fs::write(
                dir.join("probe.cpp"),
                "#include <cstdio>\nint main() { return 0; }\n",
            )
            .is_ok()
            && Command::new("g++")
                .current_dir(&dir)
                .args(["-m32", "-std=c++98", "-fsyntax-only", "probe.cpp"])
                .stderr(Stdio::null())
                .status()
                .is_ok_and(|s| s.success());
        if !ok {
            eprintln!(
                "emit_cpp: no 32-bit g++ (g++-multilib): the -m32 C++98 builds are NOT checked"
            );
        }
        ok
    })
}

/// Builds `dir/<id>` with -std=c++17, and checks the C++11 claim (or the
/// C++98 one, also 32-bit where g++ can).
fn compile(dir: &Path, id: &str, text: &str) -> Result<(), String> {
    let source = dir.join(format!("{id}.cpp"));
    std::fs::write(&source, text).map_err(|e| format!("{}: {e}", source.display()))?;
    let strict = ["-Wall", "-Wextra", "-Werror"];
    let mut runs = vec![vec!["-std=c++17", "-O1", "-o", id]];
    if text.contains("Builds as C++11") {
        runs.push(vec!["-std=c++11", "-fsyntax-only"]);
    }
    if text.contains("Builds as C++98") {
        runs.push(vec!["-std=c++98", "-fsyntax-only"]);
        if has_m32() {
            runs.push(vec!["-m32", "-std=c++98", "-fsyntax-only"]);
        }
    }
    for flags in runs {
        let out = Command::new("g++")
            .current_dir(dir)
            .args(&flags)
            .args(strict)
            .arg(format!("{id}.cpp"))
            .output()
            .map_err(|e| format!("g++: {e}"))?;
        if !out.status.success() {
            return Err(format!(
                "g++ {} emit/cpp/{id}.cpp failed:\n{}",
                flags.join(" "),
                String::from_utf8_lossy(&out.stderr)
            ));
        }
    }
    Ok(())
}

/// Runs a compiled file on `input`: (status, stdout).
fn run(dir: &Path, id: &str, input: &[u8]) -> (i32, Vec<u8>) {
    let mut child = Command::new(dir.join(id))
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::null())
        .spawn()
        .unwrap_or_else(|e| panic!("start {id}: {e}"));
    let mut stdin = child.stdin.take().unwrap();
    let owned = input.to_vec();
    let writer = std::thread::spawn(move || {
        let _ = stdin.write_all(&owned);
    });
    let mut stdout = child.stdout.take().unwrap();
    let reader = std::thread::spawn(move || {
        let mut out = Vec::new();
        std::io::Read::read_to_end(&mut stdout, &mut out).map(|_| out)
    });
    // No input may make a file loop: give up after a generous minute.
    let deadline = std::time::Instant::now() + std::time::Duration::from_secs(60);
    let status = loop {
        if let Some(status) = child.try_wait().expect("wait for the C++") {
            break status;
        }
        if std::time::Instant::now() > deadline {
            let _ = child.kill();
            panic!(
                "{id} ran for a minute on:\n{}",
                String::from_utf8_lossy(input)
            );
        }
        std::thread::sleep(std::time::Duration::from_millis(2));
    };
    writer.join().unwrap();
    let out = reader.join().unwrap().expect("read the C++ output");
    (status.code().unwrap_or(-1), out)
}

#[test]
fn every_registered_problem_has_a_cpp_file_that_compiles_cleanly() {
    if built().is_none() {
        return;
    }
    for problem in grundy::registry::PROBLEMS {
        assert!(
            grundy::emit::cpp::source(problem.id).is_some(),
            "no emit/cpp/{}.cpp",
            problem.id
        );
    }
}

#[test]
fn emit_lang_cpp_prints_the_file_by_id_or_alias() {
    for id in PROBLEMS.iter().map(|p| p.id) {
        let out = Command::new(env!("CARGO_BIN_EXE_grundy"))
            .args(["emit", id, "--lang", "cpp"])
            .output()
            .expect("run grundy emit");
        let text = grundy::emit::cpp::source(id).expect("kept");
        assert!(
            out.status.success() && out.stdout == text.as_bytes(),
            "{id}"
        );
    }
    let out = Command::new(env!("CARGO_BIN_EXE_grundy"))
        .args(["emit", "wythoff", "--lang=cpp"])
        .output()
        .expect("run grundy emit");
    assert_eq!(
        out.stdout,
        grundy::emit::cpp::source("poj1067").unwrap().as_bytes()
    );
}

#[test]
fn cpp_answers_every_shipped_sample() {
    let Some(dir) = built() else { return };
    let mut failures = Vec::new();
    for id in PROBLEMS.iter().map(|p| p.id) {
        let samples = common::samples(id);
        assert!(
            samples.iter().any(|s| s.stderr.is_none()),
            "{id}: no valid sample"
        );
        for sample in samples {
            let (status, out) = run(dir, id, &sample.input);
            let ok = if sample.stderr.is_some() {
                status != 0 && sample.stdout.starts_with(&out)
            } else {
                status == 0 && out == sample.stdout
            };
            if !ok {
                failures.push(format!(
                    "{id}/{}: status {status}\n--- stdout\n{}--- want\n{}",
                    sample.name,
                    String::from_utf8_lossy(&out),
                    String::from_utf8_lossy(&sample.stdout)
                ));
            }
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

#[test]
fn cpp_matches_grundy_on_random_valid_inputs() {
    let Some(dir) = built() else { return };
    for id in PROBLEMS.iter().map(|p| p.id) {
        let problem = grundy::registry::find(id).unwrap();
        for seed in 1..=SEEDS {
            let input = made(id, seed);
            let mut want = Vec::new();
            grundy::solve(problem, &mut input.as_bytes(), &mut want)
                .unwrap_or_else(|e| panic!("{id} seed {seed}: invalid input made: {e}\n{input}"));
            let (status, got) = run(dir, id, input.as_bytes());
            assert!(
                status == 0 && got == want,
                "{id} seed {seed}: status {status}\ninput:\n{input}\n--- C++\n{}--- grundy\n{}",
                String::from_utf8_lossy(&got),
                String::from_utf8_lossy(&want)
            );
        }
    }
}

#[test]
fn cpp_matches_grundy_on_grundy_gen_inputs() {
    let Some(dir) = built() else { return };
    for id in PROBLEMS.iter().map(|p| p.id) {
        let problem = grundy::registry::find(id).unwrap();
        for scale in ["tiny", "judge"] {
            for seed in 1..=3 {
                let gen = Command::new(env!("CARGO_BIN_EXE_grundy"))
                    .args(["gen", id, "--scale", scale, "--seed", &seed.to_string()])
                    .output()
                    .expect("run grundy gen");
                assert!(
                    gen.status.success(),
                    "grundy gen {id} --scale {scale} failed"
                );
                let mut want = Vec::new();
                grundy::solve(problem, &mut &gen.stdout[..], &mut want)
                    .unwrap_or_else(|e| panic!("{id} {scale} {seed}: gen made bad input: {e}"));
                let (status, got) = run(dir, id, &gen.stdout);
                assert!(
                    status == 0 && got == want,
                    "{id}: the C++ differs on `grundy gen {id} --scale {scale} --seed {seed}`"
                );
            }
        }
    }
}

#[test]
fn cpp_never_prints_a_wrong_answer_on_damaged_inputs() {
    let Some(dir) = built() else { return };
    for id in PROBLEMS.iter().map(|p| p.id) {
        // A damaged `M N` can ask for 10^19 bids: an answer, but too long.
        if id == "hdu2149" {
            continue;
        }
        let problem = grundy::registry::find(id).unwrap();
        for seed in 1..=SEEDS {
            let mut rng = Rng(seed * 0x5851_F42D + id.len() as u64);
            let valid = made(id, seed).into_bytes();
            let input = damage(&mut rng, valid);
            let mut want = Vec::new();
            let rust_ok = grundy::solve(problem, &mut &input[..], &mut want).is_ok();
            let (status, got) = run(dir, id, &input);
            let shown = String::from_utf8_lossy(&input);
            match status {
                0 => assert!(
                    rust_ok && got == want,
                    "{id} seed {seed}: the C++ answered what grundy does not:\n{shown}"
                ),
                1 => assert!(
                    want.starts_with(&got),
                    "{id} seed {seed}: the C++ printed more than grundy answered:\n{shown}"
                ),
                _ => panic!("{id} seed {seed}: the C++ ended with status {status}:\n{shown}"),
            }
        }
    }
}

#[test]
fn cpp_reads_long_inputs_across_its_blocks() {
    let Some(dir) = built() else { return };
    // Past two 128 KiB blocks, numbers of every length and runs of every
    // blank, so tokens straddle the block ends. Every case pairs a number
    // with another that must parse to a related value but is written with
    // other leading zeros (so read another way): equal piles (Nim and
    // misère Nim: `No`, `Brother`), or a Wythoff losing pair. A misread
    // number flips the answer.
    for id in ["poj2234", "hdu1907", "poj1067", "hdu2509"] {
        let mut r = Rng(id.len() as u64 * 7919);
        let mut s = String::new();
        let mut cases = 0;
        while s.len() < 300_000 {
            let mut blank = || [" ", "\n", "\t", "\r\n", "  \x0b\x0c "][r.range(0, 4) as usize];
            let (blank1, blank2, blank3) = (blank(), blank(), blank());
            let digits = r.range(1, 20) as u32;
            let n = r.next() % 10u64.checked_pow(digits).unwrap_or(u64::MAX);
            let (x, y) = if id == "poj1067" {
                let k = n / 4;
                let a = grundy::games::wythoff::lower(k) as u64;
                (a, a + k)
            } else {
                (n, n)
            };
            let (zeros1, zeros2) = (r.range(0, 12) as usize, r.range(0, 12) as usize);
            let x = format!("{}{x}", "0".repeat(zeros1));
            let y = format!("{}{y}", "0".repeat(zeros2));
            match id {
                "poj1067" => write!(s, "{x}{blank1}{y}{blank2}").unwrap(),
                _ => write!(s, "2{blank1}{x}{blank2}{y}{blank3}").unwrap(),
            }
            cases += 1;
        }
        let input = if id == "hdu1907" {
            format!("{cases}\n{s}")
        } else {
            s
        };
        let problem = grundy::registry::find(id).unwrap();
        let mut want = Vec::new();
        grundy::solve(problem, &mut input.as_bytes(), &mut want).unwrap();
        let (status, got) = run(dir, id, input.as_bytes());
        assert!(
            status == 0 && got == want,
            "{id}: the C++ differs on a long input"
        );
    }
}

/// One to three random edits: a byte replaced (by a letter, a sign, a digit,
/// a blank, NUL or 0xFF), a byte dropped, a 20-digit number put in, or the
/// input cut short.
fn damage(r: &mut Rng, mut input: Vec<u8>) -> Vec<u8> {
    for _ in 0..r.range(1, 3) {
        let at = r.range(0, input.len() as u64) as usize;
        match r.next() % 4 {
            0 if at < input.len() => {
                let bytes = b"x-09 \n\0\xff";
                input[at] = bytes[r.range(0, bytes.len() as u64 - 1) as usize];
            }
            1 if at < input.len() => {
                input.remove(at);
            }
            2 => {
                input.splice(at..at, *b"18446744073709551616 ");
            }
            _ => input.truncate(at),
        }
    }
    input
}

const SEEDS: u64 = 6;

/// SplitMix64: reproducible inputs without crates.
struct Rng(u64);

impl Rng {
    fn next(&mut self) -> u64 {
        self.0 = self.0.wrapping_add(0x9E37_79B9_7F4A_7C15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
        z ^ (z >> 31)
    }
    /// Uniform in `lo..=hi`.
    fn range(&mut self, lo: u64, hi: u64) -> u64 {
        match (hi - lo).checked_add(1) {
            Some(width) => lo + self.next() % width,
            None => self.next(),
        }
    }
}

/// A seeded valid input of problem `id`, made by its own generator (with
/// its traps) and written by its own writer: tiny, judge-size or past the
/// judge's bounds, by seed.
fn made(id: &str, seed: u64) -> String {
    let tools = grundy::registry::entry(id).expect("registered").tools;
    let scale = [Scale::Tiny, Scale::Judge, Scale::Huge][seed as usize % 3];
    let mut rng = grundy::testdata::Rng::new(seed * 0x9E37_79B9 + id.len() as u64);
    let cases = (tools.generate)(&mut rng, scale, scale.default_cases());
    (tools.write)(&cases)
}
