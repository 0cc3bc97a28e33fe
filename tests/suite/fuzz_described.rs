//! The fuzz harness of issue 46 for the inputs users write: description
//! files and rule strings.
//!
//! - **Mutations**: a shipped description (`src/problems/*.toml`) changed
//!   byte-wise (a byte replaced, put in, dropped or repeated) or token-wise
//!   (a number replaced by an edge value, a string by a rule of the
//!   grammar, a huge count or a bound; a line dropped or repeated), then one
//!   command on it (solve, show, validate, gen, explain, play with a
//!   scripted stdin, emit) with a small input.
//! - **Rules**: a rule string from the grammar of `grundy sg --help`
//!   ([`rule`]), then `sg` with one of its flags.
//! - **Differential**: a description of a random rule (letters bound from
//!   the case), random small inputs, and the answers compared with a
//!   brute force: the mex over the moves the rule's own value lists
//!   (`Rule::for_each_move`), not the evidence or formula path; and with
//!   the emitted C++ and Rust programs where `g++` and `rustc` are there.
//!
//! Every run is capped at 256 MB of address space and killed at its budget
//! of CPU time ([`crate::hostile::capped`]); a run fails on a panic, a signal, an exit
//! status outside 0-4 or a hang. `cargo test` runs [`SUITE_RUNS`] of them
//! from a fixed seed; `scripts/fuzz.sh N [SEED]` runs the long form
//! (`FUZZ_RUNS=N`), says how many it ran and how many failed, and writes
//! each failure's reproducer under `target/fuzz/`.

use crate::hostile::capped_bin;
use grundy::games::rules::parse::parse;
use grundy::games::rules::Rule;
use grundy::testdata::Rng;
use std::path::{Path, PathBuf};
use std::time::Duration;

/// Runs in `cargo test`: a slice, bounded by count (each a process or two).
const SUITE_RUNS: u64 = 160;
/// Of which compared with an emitted program (each a compile: C++, then Rust).
const SUITE_COMPILES: u64 = 2;

/// The shipped descriptions, each with its official sample input.
fn shipped() -> Vec<(String, String, Vec<u8>)> {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let mut out = Vec::new();
    let mut names: Vec<PathBuf> = std::fs::read_dir(root.join("src/problems"))
        .unwrap()
        .map(|e| e.unwrap().path())
        .filter(|p| p.extension().is_some_and(|e| e == "toml"))
        .collect();
    names.sort();
    for path in names {
        let id = path.file_stem().unwrap().to_string_lossy().into_owned();
        let text = std::fs::read_to_string(&path).unwrap();
        let sample = std::fs::read(root.join("samples").join(&id).join("sample.in"))
            .unwrap_or_else(|_| b"3\n1 2 3\n".to_vec());
        out.push((id, text, sample));
    }
    out
}

/// A rule string from the grammar (`grundy sg --help`), small numbers
/// mostly, edge values at times, letters `K`, `L`, `M` at times.
/// `wide`: code digits of 256 and up too (heaps split into 8 to 15 heaps,
/// whose tables grow fast: the long form's; issue 46 item 6).
pub fn rule(rng: &mut Rng, letters: bool, wide: bool) -> String {
    rule_at(rng, letters, 0, wide)
}

fn num(rng: &mut Rng, letters: bool) -> String {
    match rng.below(12) {
        0 if letters => rng.pick(&["K", "L", "M"]).to_string(),
        1 => rng
            .pick(&[
                "0",
                "65535",
                "65536",
                "1048576",
                "1000000000",
                "18446744073709551615",
            ])
            .to_string(),
        _ => rng.range(1, 9).to_string(),
    }
}

fn term(rng: &mut Rng, letters: bool, depth: u32) -> String {
    match rng.below(if depth > 2 { 9 } else { 10 }) {
        0..=2 => num(rng, letters),
        3 | 4 => format!("{}..{}", num(rng, letters), num(rng, letters)),
        5 => format!(
            "1..n/{}",
            if rng.one_in(3) {
                num(rng, letters)
            } else {
                rng.range(1, 4).to_string()
            }
        ),
        6 => rng
            .pick(&["squares", "primes", "semiprimes", "fibonacci", "1..n"])
            .to_string(),
        7 => format!("powers({})", num(rng, letters)),
        8 => rng
            .pick(&[
                "divisors",
                "proper-divisors",
                "nontrivial-divisors",
                "coprime",
            ])
            .to_string(),
        _ => format!("({})", set(rng, letters, depth + 1)),
    }
}

fn set(rng: &mut Rng, letters: bool, depth: u32) -> String {
    let mut s = term(rng, letters, depth);
    for _ in 0..rng.below(3) {
        let op = rng.pick(&[",", ",", "|", "-"]);
        s = format!("{s}{op}{}", term(rng, letters, depth));
    }
    s
}

fn code(rng: &mut Rng, wide: bool) -> String {
    let digit = |rng: &mut Rng| -> String {
        match rng.below(8) {
            0 if wide => format!("&{};", rng.pick(&[16u32, 32, 256, 32768, 65535])),
            0 => format!("&{};", rng.pick(&[16u32, 32])),
            1 => format!("{:x}", rng.range(8, 15)),
            _ => rng.range(0, 7).to_string(),
        }
    };
    let first = rng.pick(&["0", "0", "4", "8", "c"]);
    let mut s = format!("{first}.");
    for _ in 0..rng.range(1, 4) {
        s.push_str(&digit(rng));
    }
    if rng.one_in(3) {
        s.push('[');
        for _ in 0..rng.range(1, 2) {
            s.push_str(&digit(rng));
        }
        s.push(']');
    }
    s
}

fn rule_at(rng: &mut Rng, letters: bool, depth: u32, wide: bool) -> String {
    match rng.below(20) {
        0..=7 => set(rng, letters, depth),
        8 => format!("sub {}", set(rng, letters, depth)),
        9 | 10 => code(rng, wide),
        11 => format!("to {}", set(rng, letters, depth)),
        12 => format!("split {}", num(rng, letters)),
        13 => rng
            .pick(&[
                "grundy",
                "kayles",
                "dawsons-kayles",
                "lasker",
                "nim",
                "treblecross",
            ])
            .to_string(),
        14 => format!("once {}", set(rng, letters, depth)),
        15 => format!("1..{}*last", num(rng, letters)),
        16 if depth < 2 => format!("misere {}", rule_at(rng, letters, depth + 1, wide)),
        _ => set(rng, letters, depth),
    }
}

/// One byte-wise or token-wise change of a description.
fn mutate(rng: &mut Rng, text: &str, others: &[(String, String, Vec<u8>)], wide: bool) -> Vec<u8> {
    let mut bytes = text.as_bytes().to_vec();
    for _ in 0..rng.range(1, 2) {
        if !rng.one_in(4) {
            bytes = token_mutation(rng, &bytes, others, wide);
        } else {
            byte_mutation(rng, &mut bytes);
        }
    }
    bytes
}

fn byte_mutation(rng: &mut Rng, bytes: &mut Vec<u8>) {
    let at = rng.range(0, bytes.len() as u64) as usize;
    let special = b"[]\"=#\n\\,.*-0123456789 \r\t\x00\xff{}";
    match rng.below(4) {
        0 if at < bytes.len() => bytes[at] = rng.pick(special),
        1 => bytes.insert(at, rng.pick(special)),
        2 if at < bytes.len() => {
            let end = (at + rng.range(1, 20) as usize).min(bytes.len());
            bytes.drain(at..end);
        }
        _ => {
            let end = (at + rng.range(1, 40) as usize).min(bytes.len());
            let piece = bytes[at..end].to_vec();
            bytes.splice(at..at, piece);
        }
    }
}

/// Spans of the text that are tokens: numbers and quoted strings.
fn tokens(bytes: &[u8]) -> Vec<(usize, usize)> {
    let mut spans = Vec::new();
    let mut i = 0;
    while i < bytes.len() {
        if bytes[i] == b'"' {
            let end = bytes[i + 1..]
                .iter()
                .position(|&b| b == b'"' || b == b'\n')
                .map_or(bytes.len(), |k| i + 1 + k);
            spans.push((i + 1, end));
            i = end + 1;
        } else if bytes[i].is_ascii_digit() {
            let end = bytes[i..]
                .iter()
                .position(|b| !b.is_ascii_digit())
                .map_or(bytes.len(), |k| i + k);
            spans.push((i, end));
            i = end;
        } else {
            i += 1;
        }
    }
    spans
}

fn token_mutation(
    rng: &mut Rng,
    bytes: &[u8],
    others: &[(String, String, Vec<u8>)],
    wide: bool,
) -> Vec<u8> {
    let spans = tokens(bytes);
    if spans.is_empty() || rng.one_in(8) {
        // A line dropped or repeated.
        let text = String::from_utf8_lossy(bytes).into_owned();
        let mut lines: Vec<&str> = text.lines().collect();
        let at = rng.range(0, lines.len().saturating_sub(1) as u64) as usize;
        if !lines.is_empty() {
            if rng.one_in(2) {
                lines.remove(at);
            } else {
                lines.insert(at, lines[at]);
            }
        }
        return (lines.join("\n") + "\n").into_bytes();
    }
    let (start, end) = spans[rng.range(0, spans.len() as u64 - 1) as usize];
    let new: String = match rng.below(10) {
        0 | 1 => rule(rng, true, wide),
        2 => rng
            .pick(&[
                "0",
                "1",
                "2",
                "65535",
                "65536",
                "1048575",
                "1048576",
                "1000000000",
                "1000000000000000000",
                "18446744073709551615",
                "18446744073709551616",
                "",
            ])
            .to_string(),
        3 => rng
            .pick(&[
                "a[1000000000000]",
                "N * a[M]",
                "n * M L",
                "0..18446744073709551615",
                "1..1000000000000000000",
                "1..0",
                "L..R",
                "K..K",
                "n-1",
            ])
            .to_string(),
        4 => rng
            .pick(&[
                "winner",
                "winning-moves",
                "smallest-winning-move",
                "outcomes",
                "one",
                "until-end",
                "counted",
                "sentinel",
                "misere",
                "line",
                "nim",
                "staircase",
                "wythoff",
                "between-cases",
                "Case {i}: ",
            ])
            .to_string(),
        5 => {
            // A string of another description.
            let (_, other, _) = &others[rng.range(0, others.len() as u64 - 1) as usize];
            let o = other.as_bytes();
            let spans = tokens(o);
            let (s, e) = spans[rng.range(0, spans.len() as u64 - 1) as usize];
            String::from_utf8_lossy(&o[s..e]).into_owned()
        }
        _ => {
            let old = String::from_utf8_lossy(&bytes[start..end]).into_owned();
            match old.parse::<u64>() {
                Ok(v) => rng
                    .pick(&[
                        v.saturating_add(1),
                        v.saturating_sub(1),
                        v.saturating_mul(1000),
                        0,
                    ])
                    .to_string(),
                Err(_) => rule(rng, true, wide),
            }
        }
    };
    let mut out = bytes[..start].to_vec();
    out.extend_from_slice(new.as_bytes());
    out.extend_from_slice(&bytes[end..]);
    out
}

/// What one run was, for the report and its reproducer.
struct Failure {
    what: String,
    args: Vec<String>,
    stdin: Vec<u8>,
    file: Option<Vec<u8>>,
}

/// The tally of a fuzz run.
#[derive(Default)]
struct Tally {
    runs: u64,
    mutations: u64,
    rules: u64,
    compared: u64,
    refused: u64,
    compiled: u64,
    /// Runs by exit status 0 to 4: how far past the parsers the cases got.
    statuses: [u64; 5],
    failures: Vec<Failure>,
}

/// Settings of one fuzz run.
struct Plan {
    seed: u64,
    runs: u64,
    compiles: u64,
    budget: Duration,
    dir: PathBuf,
    /// Print each failure as found and a tally every 500 cases (the long
    /// form, so a run stopped early still says what it found).
    progress: bool,
    /// Heaps past every table for `sg --heap` (else small ones), and code
    /// digits of 256 and up ([`rule`]).
    large: bool,
    /// The cases in turn: `m` a mutation, `r` a rule, `d` a differential
    /// run (`mmrd` by default).
    kinds: String,
    /// The grundy program run: the test's build, or `FUZZ_BIN` (the long
    /// form's release build, about ten times as many cases a second).
    bin: PathBuf,
}

/// Runs `args` (with the description file written first) and records a
/// failure; the run's output.
fn run(
    tally: &mut Tally,
    plan: &Plan,
    file: Option<&[u8]>,
    args: &[String],
    stdin: &[u8],
) -> crate::hostile::Ran {
    if let Some(bytes) = file {
        std::fs::write(plan.dir.join("d.toml"), bytes).unwrap();
    }
    tally.runs += 1;
    let ran = capped_bin(
        plan.bin.as_os_str(),
        args,
        stdin,
        plan.budget,
        Some(&plan.dir),
    );
    if let Some(n) = ran.status.and_then(|s| tally.statuses.get_mut(s as usize)) {
        *n += 1;
    }
    if let Some(what) = ran.fault() {
        tally.failures.push(Failure {
            what,
            args: args.to_vec(),
            stdin: stdin.to_vec(),
            file: file.map(<[u8]>::to_vec),
        });
    }
    ran
}

fn strings(words: &[&str]) -> Vec<String> {
    words.iter().map(|w| w.to_string()).collect()
}

/// One mutated shipped description through one command.
fn mutation(rng: &mut Rng, plan: &Plan, tally: &mut Tally, shipped: &[(String, String, Vec<u8>)]) {
    let (id, text, sample) = &shipped[rng.range(0, shipped.len() as u64 - 1) as usize];
    // Its own id: a shipped id with other text is refused before anything.
    let text = text.replacen(&format!("id = \"{id}\""), "id = \"fuzzed\"", 1);
    let file = if rng.one_in(8) {
        text.into_bytes()
    } else {
        mutate(rng, &text, shipped, plan.large)
    };
    let mut input = sample.clone();
    if rng.one_in(3) {
        input = crate::inputs::damage(rng, input);
    }
    let seed = rng.range(1, 99).to_string();
    let args = match rng.below(9) {
        0 | 1 => strings(&["./d.toml"]),
        2 => strings(&["show", "./d.toml"]),
        3 => strings(&["validate", "./d.toml"]),
        4 => strings(&[
            "gen",
            "./d.toml",
            "--seed",
            &seed,
            "--scale",
            rng.pick(&["tiny", "judge", "huge"]),
        ]),
        5 => strings(&["explain", "./d.toml"]),
        6 => {
            input = rng
                .pick(&[
                    &b"hint\nquit\n"[..],
                    b"1 1\nhint\n2 1\n",
                    b"\n\n",
                    b"quit\n",
                ])
                .to_vec();
            strings(&["play", "./d.toml", "--seed", &seed])
        }
        7 => strings(&[
            "emit",
            "./d.toml",
            "--lang",
            rng.pick(&["cpp", "rust"]),
            "-o",
            "out.x",
        ]),
        _ => strings(&["validate", "--loose", "./d.toml"]),
    };
    tally.mutations += 1;
    run(tally, plan, Some(&file), &args, &input);
}

/// One rule of the grammar through `sg`.
fn rule_run(rng: &mut Rng, plan: &Plan, tally: &mut Tally) {
    let letters = rng.one_in(4);
    let r = rule(rng, letters, plan.large);
    let mut args = strings(&["sg", &r]);
    match rng.below(8) {
        0 => {}
        1 => args.extend(strings(&["--upto", &rng.range(0, 60).to_string()])),
        2 => args.extend(strings(&[
            &rng.range(0, 50).to_string(),
            &rng.range(0, 50).to_string(),
        ])),
        3 => args.extend(strings(&["--explain", &rng.range(0, 30).to_string()])),
        4 => args.extend(strings(&["--json", "--seconds", "1"])),
        // Heaps past every table in the long form; the suite's are small
        // questions.
        5 if plan.large => args.extend(strings(&[
            "--heap",
            rng.pick(&["1000000000000000000", "1048575", "65536"]),
        ])),
        5 => args.extend(strings(&["--heap", &rng.range(50, 300).to_string()])),
        6 => args.extend(strings(&[
            "--param",
            rng.pick(&["K=3..9", "K=0", "K=1", "L=1..4,M=L..6", "K=1000000000"]),
        ])),
        _ => args.extend(strings(&["--upto", "30", "--values"])),
    }
    tally.rules += 1;
    let ran = run(tally, plan, None, &args, b"");
    // The values the engine prints against the brute force.
    if args.last().map(String::as_str) == Some("--values") && ran.status == Some(0) {
        if let Ok(rule) = parse(&r) {
            if rule.is_plain() && rule.letters().is_empty() {
                let want = brute(&rule, 30);
                let got: Vec<u64> = String::from_utf8_lossy(&ran.stdout)
                    .lines()
                    .filter_map(|l| l.trim().parse().ok())
                    .collect();
                if let Some(want) = want {
                    tally.compared += 1;
                    if got != want {
                        tally.failures.push(Failure {
                            what: format!("sg --values {got:?}, brute force {want:?}"),
                            args,
                            stdin: Vec::new(),
                            file: None,
                        });
                    }
                }
            }
        }
    }
}

/// g(0..=top) of a plain rule by the mex over the moves its value lists,
/// each heap left valued by this same table (a split's heaps XORed); None
/// when a move leaves a heap not smaller (no such rule should parse).
fn brute(rule: &Rule, top: u64) -> Option<Vec<u64>> {
    let mut g: Vec<u64> = Vec::new();
    for n in 0..=top {
        let mut seen = [false; 200];
        let mut ok = true;
        rule.for_each_move(n, &mut |_, left| {
            let mut x = 0;
            for &h in left {
                if h >= n {
                    ok = false;
                    return false;
                }
                x ^= g[h as usize];
            }
            if let Some(s) = seen.get_mut(x as usize) {
                *s = true;
            }
            true
        });
        if !ok {
            return None;
        }
        g.push(seen.iter().position(|s| !s).unwrap() as u64);
    }
    Some(g)
}

/// A description of a random rule with letters from the case, small random
/// inputs, grundy's answers against the brute force and an emitted program.
fn differential(rng: &mut Rng, plan: &Plan, tally: &mut Tally, compile: bool) {
    let text = rule(rng, true, plan.large);
    let Ok(rule) = parse(&text) else { return };
    if !rule.is_plain() || matches!(rule, Rule::SplitEqual(_)) {
        return;
    }
    let letters = rule.letters();
    let ask = if rng.one_in(3) && matches!(rule, Rule::Subtract(_)) {
        "winning-moves"
    } else {
        "winner"
    };
    let names: Vec<String> = letters.iter().map(|c| c.to_string()).collect();
    let first_line = std::iter::once("n".to_string())
        .chain(names.iter().cloned())
        .collect::<Vec<_>>()
        .join(" ");
    let mut bounds = String::from("n = \"1..4\"\na = \"1..24\"\n");
    for name in &names {
        bounds.push_str(&format!("{name} = \"1..7\"\n"));
    }
    let file = format!(
        "id = \"fuzzed\"\ntitle = \"fuzzed\"\nlink = \"https://example.com\"\n[input]\ncases = \"until-end\"\nlines = [\"{first_line}\", \"a[n]\"]\n[bounds]\n{bounds}[game]\nrule = \"{text}\"\nheaps = \"a\"\n[question]\nask = \"{ask}\"\n[output]\nfirst = \"First\"\nsecond = \"Second\"\n"
    );
    // Cases and the brute force's answers.
    let mut input = String::new();
    let mut want = String::new();
    for _ in 0..rng.range(1, 6) {
        let n = rng.range(1, 4);
        let binding: Vec<(char, u64)> = letters.iter().map(|&c| (c, rng.range(1, 7))).collect();
        let heaps: Vec<u64> = (0..n).map(|_| rng.range(1, 24)).collect();
        let line: Vec<String> = std::iter::once(n)
            .chain(binding.iter().map(|b| b.1))
            .map(|v| v.to_string())
            .collect();
        input.push_str(&format!("{}\n", line.join(" ")));
        input.push_str(&format!(
            "{}\n",
            heaps
                .iter()
                .map(u64::to_string)
                .collect::<Vec<_>>()
                .join(" ")
        ));
        let bound = rule.bind(&binding);
        let Some(g) = brute(&bound, 24) else { return };
        let x = heaps.iter().fold(0, |x, &h| x ^ g[h as usize]);
        if ask == "winner" {
            want.push_str(if x != 0 { "First\n" } else { "Second\n" });
        } else {
            let mut count = 0;
            for &h in &heaps {
                bound.for_each_move(h, &mut |_, left| {
                    let v = left.iter().fold(0, |v, &l| v ^ g[l as usize]);
                    if x ^ g[h as usize] ^ v == 0 {
                        count += 1;
                    }
                    true
                });
            }
            want.push_str(&format!("{count}\n"));
        }
    }
    let ran = run(
        tally,
        plan,
        Some(file.as_bytes()),
        &strings(&["./d.toml"]),
        input.as_bytes(),
    );
    if ran.status == Some(4) {
        tally.refused += 1;
        return;
    }
    if ran.status == Some(0) {
        tally.compared += 1;
        if ran.stdout != want.as_bytes() {
            tally.failures.push(Failure {
                what: format!(
                    "rule {text}: grundy {:?}, brute force {want:?}",
                    String::from_utf8_lossy(&ran.stdout)
                ),
                args: strings(&["./d.toml"]),
                stdin: input.into_bytes(),
                file: Some(file.into_bytes()),
            });
            return;
        }
    }
    if compile && ran.status == Some(0) {
        emitted(plan, tally, &file, &input, &want);
    }
}

/// The emitted program of the description (C++ built by `g++`, or Rust
/// by `rustc`, every other time) against the brute force's answers, where
/// the compiler is installed and emit writes one.
fn emitted(plan: &Plan, tally: &mut Tally, file: &str, input: &str, want: &str) {
    let (lang, source, compiler, flags): (&str, &str, &str, &[&str]) = if tally.compiled % 2 == 0 {
        ("cpp", "p.cpp", "g++", &["-O1"])
    } else {
        ("rust", "p.rs", "rustc", &["--edition", "2018"])
    };
    let emit = run(
        tally,
        plan,
        Some(file.as_bytes()),
        &strings(&["emit", "./d.toml", "--lang", lang, "-o", source]),
        b"",
    );
    if emit.status != Some(0) {
        return;
    }
    let _ = std::fs::remove_file(plan.dir.join("p"));
    let built = std::process::Command::new(compiler)
        .args(flags)
        .args(["-o", "p", source])
        .current_dir(&plan.dir)
        .stderr(std::process::Stdio::null())
        .status();
    if !built.is_ok_and(|s| s.success()) {
        return;
    }
    tally.compiled += 1;
    let out = crate::common::run_command(
        {
            let mut c = std::process::Command::new(plan.dir.join("p"));
            c.stdin(std::process::Stdio::piped())
                .stdout(std::process::Stdio::piped())
                .stderr(std::process::Stdio::piped());
            c
        },
        input.as_bytes(),
    );
    if out.1 != want.as_bytes() {
        tally.failures.push(Failure {
            what: format!(
                "emitted {lang} {:?}, brute force {want:?}",
                String::from_utf8_lossy(&out.1)
            ),
            args: strings(&["emit", "./d.toml", "--lang", lang]),
            stdin: input.as_bytes().to_vec(),
            file: Some(file.as_bytes().to_vec()),
        });
    }
}

/// Runs a plan: mutations, rules and differential runs in turn.
fn fuzz(plan: &Plan) -> Tally {
    std::fs::create_dir_all(&plan.dir).unwrap();
    let started = std::time::Instant::now();
    let shipped = shipped();
    let mut rng = Rng::new(plan.seed);
    let mut tally = Tally::default();
    let mut compiles = 0;
    for i in 0..plan.runs {
        let failed = tally.failures.len();
        if plan.progress && i > 0 && i % 500 == 0 {
            println!(
                "fuzz seed {}: after {i} cases ({:.0} s): {} mutations, {} rules, {} compared, exit 0-4 {:?}, {} failed",
                plan.seed,
                started.elapsed().as_secs_f64(),
                tally.mutations,
                tally.rules,
                tally.compared,
                tally.statuses,
                tally.failures.len()
            );
        }
        match plan.kinds.as_bytes()[i as usize % plan.kinds.len()] {
            b'm' => mutation(&mut rng, plan, &mut tally, &shipped),
            b'r' => rule_run(&mut rng, plan, &mut tally),
            _ => {
                let compile = compiles < plan.compiles && i % 16 == 3;
                let before = tally.compiled;
                differential(&mut rng, plan, &mut tally, compile);
                compiles += u64::from(compile && tally.compiled > before);
            }
        }
        if plan.progress {
            for (k, f) in tally.failures.iter().enumerate().skip(failed) {
                print!("fuzz found at case {i}: {}", keep(plan, k, f));
            }
        }
    }
    tally
}

/// The report: the tally, and each failure's line (its files written
/// under `dir/fail-K/`).
fn report(plan: &Plan, tally: &Tally) -> String {
    let mut text = format!(
        "fuzz seed {}: {} cases ({} description mutations, {} rules, {} answers compared with the brute force, {} refused, {} emitted programs run), {} runs of grundy (exit 0-4: {:?}), {} failed\n",
        plan.seed,
        plan.runs,
        tally.mutations,
        tally.rules,
        tally.compared,
        tally.refused,
        tally.compiled,
        tally.runs,
        tally.statuses,
        tally.failures.len()
    );
    for (k, f) in tally.failures.iter().enumerate() {
        text.push_str(&keep(plan, k, f));
    }
    text
}

/// Writes failure `k`'s description, input and command line under
/// `dir/fail-K/`; its line of the report.
fn keep(plan: &Plan, k: usize, f: &Failure) -> String {
    let dir = plan.dir.join(format!("fail-{k}"));
    let _ = std::fs::create_dir_all(&dir);
    if let Some(file) = &f.file {
        let _ = std::fs::write(dir.join("d.toml"), file);
    }
    let _ = std::fs::write(dir.join("stdin"), &f.stdin);
    let line = f
        .args
        .iter()
        .map(|a| format!("'{}'", a.replace('\'', "'\\''")))
        .collect::<Vec<_>>()
        .join(" ");
    let _ = std::fs::write(dir.join("cmd"), format!("grundy {line} < stdin\n"));
    let shown: String = line.chars().take(200).collect();
    format!("  {}: grundy {shown}: {}\n", dir.display(), f.what)
}

/// The fixed-seed slice: [`SUITE_RUNS`] cases, every one within the
/// contract and every compared answer the brute force's.
#[test]
fn a_fixed_seed_slice_keeps_the_contract() {
    let plan = Plan {
        seed: 46,
        runs: SUITE_RUNS,
        compiles: SUITE_COMPILES,
        budget: Duration::from_secs(60),
        dir: crate::common::fresh_dir("fuzz-described"),
        progress: false,
        large: false,
        kinds: "mmrd".into(),
        bin: env!("CARGO_BIN_EXE_grundy").into(),
    };
    let tally = fuzz(&plan);
    let report = report(&plan, &tally);
    eprint!("{report}");
    assert!(tally.failures.is_empty(), "{report}");
    assert!(tally.mutations >= SUITE_RUNS / 2 && tally.rules >= SUITE_RUNS / 4);
    assert!(tally.compared >= 15, "{report}");
}

/// The long form, for `scripts/fuzz.sh`: `FUZZ_RUNS` cases (default
/// 10,000) from `FUZZ_SEED`, a budget of `FUZZ_BUDGET` seconds a run (10),
/// the kinds of case in turn `FUZZ_KINDS` (`mmrd`; `m` for mutations only).
#[test]
#[ignore]
fn long_form() {
    let env = |name: &str, default: u64| {
        std::env::var(name)
            .ok()
            .and_then(|v| v.parse().ok())
            .unwrap_or(default)
    };
    let plan = Plan {
        seed: env("FUZZ_SEED", 1),
        runs: env("FUZZ_RUNS", 10_000),
        compiles: env("FUZZ_COMPILES", 50),
        budget: Duration::from_secs(env("FUZZ_BUDGET", 10)),
        dir: PathBuf::from(env!("CARGO_TARGET_TMPDIR"))
            .join(format!("fuzz-described-{}", env("FUZZ_SEED", 1))),
        progress: true,
        large: true,
        kinds: std::env::var("FUZZ_KINDS")
            .ok()
            .filter(|k| !k.is_empty() && k.bytes().all(|b| b"mrd".contains(&b)))
            .unwrap_or_else(|| "mmrd".into()),
        bin: std::env::var_os("FUZZ_BIN")
            .map_or_else(|| env!("CARGO_BIN_EXE_grundy").into(), PathBuf::from),
    };
    let _ = std::fs::remove_dir_all(&plan.dir);
    let started = std::time::Instant::now();
    let tally = fuzz(&plan);
    let report = report(&plan, &tally);
    println!("{report}");
    println!(
        "fuzz seed {}: {} cases in {:.0} s with {}",
        plan.seed,
        plan.runs,
        started.elapsed().as_secs_f64(),
        plan.bin.display()
    );
    assert!(
        tally.failures.is_empty(),
        "{} failures, listed above",
        tally.failures.len()
    );
}
