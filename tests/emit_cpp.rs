//! The C++ judge files (`emit/cpp/<id>.cpp`, `grundy emit --lang cpp`) held
//! to the Rust solver: each is compiled with g++ (warnings are errors, also
//! as C++11 where its header claims C++11), then must print every shipped
//! valid sample byte for byte, stop with a nonzero status on every must-fail
//! sample without printing more than the Rust answered, and print exactly
//! what `grundy::solve` prints on `grundy gen` inputs (tiny and judge
//! scale) and on seeded random valid inputs made here for each problem
//! (within and a little beyond the judges' bounds, with each problem's
//! traps). The `huge` gen scale is left to a manual run against release
//! grundy (seeds 1-3 of all three scales agreed on 2026-11-23), to keep
//! this suite quick. On those inputs damaged at random, a file may stop
//! (status 1) but must never print anything grundy would not.
//!
//! Needs `g++`; without it every test here prints why and passes. The files
//! are compiled once per test run (two at a time, `-O1`: these tests check
//! answers, not speed) into a temporary folder.

mod common;

use grundy::emit::cpp::SOURCES;
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
                while let Some(&(id, _)) = SOURCES.get(next.fetch_add(1, Ordering::Relaxed)) {
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

/// Builds `dir/<id>` with -std=c++17, and checks the C++11 claim.
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
    for &(id, _) in SOURCES {
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
    for &(id, _) in SOURCES {
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
    for &(id, _) in SOURCES {
        let make = maker(id).unwrap_or_else(|| panic!("no random input maker for {id}"));
        let problem = grundy::registry::find(id).unwrap();
        for seed in 1..=SEEDS {
            let mut rng = Rng(seed * 0x9E37_79B9 + id.len() as u64);
            let input = make(&mut rng);
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
    for &(id, _) in SOURCES {
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
    for &(id, _) in SOURCES {
        // A damaged `M N` can ask for 10^19 bids: an answer, but too long.
        if id == "hdu2149" {
            continue;
        }
        let make = maker(id).unwrap();
        let problem = grundy::registry::find(id).unwrap();
        for seed in 1..=SEEDS {
            let mut rng = Rng(seed * 0x5851_F42D + id.len() as u64);
            let valid = make(&mut rng).into_bytes();
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
    fn chance(&mut self, percent: u64) -> bool {
        self.next() % 100 < percent
    }
    /// A value up to `u64::MAX` that is often small, a power of two (or one
    /// off), or the very largest: where overflow and parity bugs live.
    fn wide(&mut self) -> u64 {
        match self.next() % 6 {
            0 => self.range(0, 3),
            1 => self.range(0, 1000),
            2 => 1u64 << self.range(0, 63),
            3 => (1u64 << self.range(1, 63)) - self.range(0, 1),
            4 => u64::MAX - self.range(0, 2),
            _ => self.next(),
        }
    }
}

type Maker = fn(&mut Rng) -> String;

fn maker(id: &str) -> Option<Maker> {
    let make: Maker = match id {
        "poj2234" => |r| lines_until_end(r, |r, s| nim_case(r, s, true)),
        "hdu2509" => |r| lines_until_end(r, |r, s| nim_case(r, s, false)),
        "hdu1907" | "lightoj1253" => |r| counted(r, |r, s| nim_case(r, s, false)),
        "hdu1849" | "hdu1850" | "hdu2176" => |r| until_zero(r, "0", |r, s| nim_case(r, s, false)),
        "hdu1846" => |r| counted(r, |r, s| bash_case(r, s, 0)),
        "hdu2188" => |r| counted(r, |r, s| bash_case(r, s, 1)),
        "hdu2149" => |r| lines_until_end(r, public_sale_case),
        "hdu1847" => |r| lines_until_end(r, |r, s| writeln!(s, "{}", r.wide()).unwrap()),
        "hdu1517" => |r| lines_until_end(r, multiplication_case),
        "hdu2147" => |r| {
            until_zero(r, "0 0", |r, s| {
                writeln!(s, "{} {}", r.wide().max(1), r.wide().max(1)).unwrap()
            })
        },
        "hdu1848" => |r| until_zero(r, "0 0 0", fibonacci_case),
        "poj1067" => |r| lines_until_end(r, wythoff_case),
        "hdu2177" => |r| until_zero(r, "0 0", wythoff_case),
        "hdu1536" => snim_input,
        "hdu1079" => |r| counted(r, calendar_case),
        "hdu1404" => |r| lines_until_end(r, digits_case),
        "poj1704" => |r| counted(r, staircase_case),
        "hdu1730" => |r| lines_until_end(r, northcott_case),
        "hdu1729" => |r| until_zero(r, "0", stone_boxes_case),
        "uva10561" => |r| counted(r, treblecross_case),
        "hdu5963" => |r| counted(r, tree_case),
        "hdu2516" => |r| until_zero(r, "0", fibonacci_nim_case),
        _ => return None,
    };
    Some(make)
}

type Case = fn(&mut Rng, &mut String);

fn lines_until_end(r: &mut Rng, case: Case) -> String {
    let mut s = String::new();
    for _ in 0..r.range(0, 30) {
        case(r, &mut s);
    }
    s
}

fn counted(r: &mut Rng, case: Case) -> String {
    let cases = r.range(0, 30);
    let mut s = format!("{cases}\n");
    for _ in 0..cases {
        case(r, &mut s);
    }
    s
}

fn until_zero(r: &mut Rng, end: &str, case: Case) -> String {
    let mut s = String::new();
    for _ in 0..r.range(0, 30) {
        case(r, &mut s);
    }
    s + end + "\n"
}

/// `n a1..an`, often with a last pile that makes the XOR zero, and (for
/// misère Nim) often with piles of 0 and 1 only.
fn nim_case(r: &mut Rng, s: &mut String, may_be_empty: bool) {
    let n = r.range(u64::from(!may_be_empty), 6);
    let small = r.chance(30);
    let mut piles: Vec<u64> = (0..n)
        .map(|_| if small { r.range(0, 1) } else { r.wide() })
        .collect();
    if n > 1 && r.chance(40) {
        let x = piles[1..].iter().fold(0, |x, p| x ^ p);
        piles[0] = x;
    }
    write!(s, "{n}").unwrap();
    for p in piles {
        write!(s, " {p}").unwrap();
    }
    s.push('\n');
}

/// `n m`, n at least `min`, often a multiple of m + 1.
fn bash_case(r: &mut Rng, s: &mut String, min: u64) {
    let m = r.wide().max(1);
    let mut n = r.wide().max(min);
    if r.chance(40) {
        if let Some(modulus) = m.checked_add(1) {
            n = (n / modulus).max(min) * modulus;
        }
    }
    writeln!(s, "{n} {m}").unwrap();
}

fn public_sale_case(r: &mut Rng, s: &mut String) {
    let (m, n) = match r.next() % 3 {
        // N >= M: the whole range is printed, so keep it short.
        0 => {
            let m = r.wide().max(1);
            (m, m.saturating_add(r.range(0, 20)))
        }
        1 => (r.range(1, 100), r.range(1, 100)),
        _ => {
            let n = r.wide().max(1);
            (r.wide().max(n.saturating_add(1)).max(1), n)
        }
    };
    writeln!(s, "{m} {n}").unwrap();
}

fn multiplication_case(r: &mut Rng, s: &mut String) {
    let edges = [2, 9, 10, 18, 19, 162, 163, 2916, 2917, 4_294_967_295];
    let n = if r.chance(40) {
        edges[r.range(0, edges.len() as u64 - 1) as usize]
    } else {
        r.wide().max(2)
    };
    writeln!(s, "{n}").unwrap();
}

fn fibonacci_case(r: &mut Rng, s: &mut String) {
    let heap = |r: &mut Rng| match r.next() % 4 {
        0 => 0,
        1 | 2 => r.range(0, 1000),
        _ => r.range(0, 20_000),
    };
    let (m, n, p) = (heap(r), heap(r), heap(r));
    let m = if m == 0 && n == 0 && p == 0 { 1 } else { m };
    writeln!(s, "{m} {n} {p}").unwrap();
}

/// Two piles, often a losing pair `(a_k, a_k + k)` or one step from it, in
/// either order, k up to `u64::MAX`.
fn wythoff_case(r: &mut Rng, s: &mut String) {
    use grundy::games::wythoff::lower;
    let (mut a, mut b) = (r.wide(), r.wide());
    if r.chance(60) {
        let k = if r.chance(50) {
            r.range(0, 2_000_000_000)
        } else {
            r.wide() / 2
        };
        let low = lower(k);
        if low + u128::from(k) <= u128::from(u64::MAX) {
            a = low as u64;
            b = a + k;
            match r.next() % 4 {
                0 => a = a.saturating_add(1),
                1 => b = b.saturating_sub(1),
                _ => {}
            }
        }
    }
    if a == 0 && b == 0 {
        a = 1;
    }
    if r.chance(50) {
        std::mem::swap(&mut a, &mut b);
    }
    writeln!(s, "{a} {b}").unwrap();
}

/// Large and small sets, repeated at times (the C++ keeps its table between
/// equal sets), large ones at times with a move far past every heap; heaps
/// up to 20000, and up to `u64::MAX` for small sets (answered by period).
fn snim_input(r: &mut Rng) -> String {
    let mut s = String::new();
    let mut moves: Vec<u64> = Vec::new();
    let mut small = false;
    for _ in 0..r.range(0, 8) {
        if moves.is_empty() || r.chance(70) {
            small = r.chance(50);
            let (k, top) = if small {
                (r.range(1, 10), 20)
            } else {
                (r.range(1, 100), 10_000)
            };
            moves = (0..k).map(|_| r.range(1, top)).collect();
            if !small && r.chance(20) {
                moves.push(r.wide().max(1));
            }
        }
        write!(s, "{}", moves.len()).unwrap();
        for m in &moves {
            write!(s, " {m}").unwrap();
        }
        let positions = r.range(0, 20);
        write!(s, "\n{positions}\n").unwrap();
        for _ in 0..positions {
            let l = r.range(0, 10);
            write!(s, "{l}").unwrap();
            for _ in 0..l {
                // Heaps past the table (2^22) only where the period is short.
                let heap = match r.next() % 10 {
                    0 if small => r.wide(),
                    1 => r.range(0, 20_000),
                    _ => r.range(0, 1000),
                };
                write!(s, " {heap}").unwrap();
            }
            s.push('\n');
        }
    }
    s + "0\n"
}

fn calendar_case(r: &mut Rng, s: &mut String) {
    let (y, m, d) = match r.next() % 4 {
        0 => (2001, 11, r.range(1, 4)),
        1 => (r.range(1900, 2000), [9, 11][r.range(0, 1) as usize], 30),
        2 if r.chance(50) => (2001, 9, 30),
        2 => (
            [1900, 1996, 2000][r.range(0, 2) as usize],
            2,
            r.range(27, 28),
        ),
        _ => {
            let y = r.range(1900, 2000);
            (y, r.range(1, 12), r.range(1, 28))
        }
    };
    let d = if (y, m, d) == (2000, 2, 28) && r.chance(50) {
        29
    } else {
        d
    };
    writeln!(s, "{y} {m} {d}").unwrap();
}

fn digits_case(r: &mut Rng, s: &mut String) {
    let len = if r.chance(5) { 7 } else { r.range(1, 6) };
    let lead_zero = r.chance(15);
    let len = if lead_zero { r.range(1, 30) } else { len };
    for i in 0..len {
        let d = if i == 0 && !lead_zero {
            r.range(1, 9)
        } else if i == 0 {
            0
        } else {
            r.range(0, 9)
        };
        write!(s, "{d}").unwrap();
    }
    s.push('\n');
}

/// N distinct cells in any order, near each other or far apart.
fn staircase_case(r: &mut Rng, s: &mut String) {
    let n = r.range(0, 8);
    let mut cells: Vec<u64> = Vec::new();
    while (cells.len() as u64) < n {
        let c = if r.chance(50) {
            r.range(1, 20)
        } else {
            r.wide().max(1)
        };
        if !cells.contains(&c) {
            cells.push(c);
        }
    }
    write!(s, "{n}").unwrap();
    for c in cells {
        write!(s, " {c}").unwrap();
    }
    s.push('\n');
}

fn northcott_case(r: &mut Rng, s: &mut String) {
    let rows = r.range(0, 6);
    let cols = if r.chance(70) {
        r.range(2, 10)
    } else {
        r.wide().max(2)
    };
    writeln!(s, "{rows} {cols}").unwrap();
    for _ in 0..rows {
        let t = r.range(1, cols);
        let mut j = r.range(1, cols);
        if j == t {
            j = if t > 1 { t - 1 } else { 2 };
        }
        writeln!(s, "{t} {j}").unwrap();
    }
}

/// `N`, then boxes `s c` with c often at or next to t (t + t^2 < s).
fn stone_boxes_case(r: &mut Rng, s: &mut String) {
    let n = r.range(1, 5);
    writeln!(s, "{n}").unwrap();
    for _ in 0..n {
        let size = if r.chance(50) {
            r.range(0, 200)
        } else {
            r.wide()
        };
        let t = (size as f64).sqrt() as u64;
        let c = match r.next() % 3 {
            0 => t.saturating_sub(r.range(0, 2)).min(size),
            1 => t.saturating_add(r.range(0, 2)).min(size),
            _ => r.range(0, size),
        };
        writeln!(s, "{size} {c}").unwrap();
    }
}

/// A board of `.` and `X` without three X in a row, 1 to 60 cells.
fn treblecross_case(r: &mut Rng, s: &mut String) {
    let len = r.range(1, 60) as usize;
    let density = r.range(0, 40);
    let mut board = vec![b'.'; len];
    for i in 0..len {
        let three = i >= 2 && board[i - 1] == b'X' && board[i - 2] == b'X';
        if !three && r.chance(density) {
            board[i] = b'X';
        }
    }
    s.push_str(std::str::from_utf8(&board).unwrap());
    s.push('\n');
}

/// A random tree on 1..n (shuffled labels), then queries and updates.
fn tree_case(r: &mut Rng, s: &mut String) {
    let n = r.range(1, 12);
    let mut label: Vec<u64> = (1..=n).collect();
    for i in (1..label.len()).rev() {
        label.swap(i, r.range(0, i as u64) as usize);
    }
    let edges: Vec<(u64, u64)> = (1..n as usize)
        .map(|i| (label[i], label[r.range(0, i as u64 - 1) as usize]))
        .collect();
    let ops = r.range(0, 12);
    writeln!(s, "{n} {ops}").unwrap();
    for &(x, y) in &edges {
        writeln!(s, "{x} {y} {}", r.range(0, 1)).unwrap();
    }
    for _ in 0..ops {
        if edges.is_empty() || r.chance(50) {
            writeln!(s, "0 {}", r.range(1, n)).unwrap();
        } else {
            let (x, y) = edges[r.range(0, edges.len() as u64 - 1) as usize];
            let (x, y) = if r.chance(50) { (x, y) } else { (y, x) };
            writeln!(s, "1 {x} {y} {}", r.range(0, 1)).unwrap();
        }
    }
}

/// A pile for Fibonacci Nim: a Fibonacci number or a neighbour (up to the
/// largest in a u64), or any pile of at least 2.
fn fibonacci_nim_case(r: &mut Rng, s: &mut String) {
    let n = if r.chance(50) {
        let (mut a, mut b) = (1u64, 2u64);
        for _ in 0..r.range(0, 90) {
            (a, b) = (b, a + b);
        }
        (a + r.range(0, 2)).saturating_sub(1).max(2)
    } else {
        r.wide().max(2)
    };
    writeln!(s, "{n}").unwrap();
}
