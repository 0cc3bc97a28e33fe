//! Issue 46's reproducers for hostile description files and rule strings,
//! each run under a memory cap of 256 MB (`ulimit -v`) and a watchdog: an
//! answer or one line of error, never a panic, an abort or a hang. The
//! runner, [`capped`], is the fuzz harness's too (`fuzz_described`).

use std::ffi::OsStr;
use std::io::{Read, Write};
use std::os::unix::process::ExitStatusExt;
use std::path::PathBuf;
use std::process::{Command, Stdio};
use std::time::{Duration, Instant};

/// The address space a run may have, in KiB: 256 MB.
pub const MEMORY_KB: u64 = 262_144;
/// The wall-time watchdog of [`capped`], in multiples of its CPU budget.
const WALL_PER_CPU: u64 = 6;
/// What [`capped`] keeps of each output stream; the rest is read and dropped.
const KEPT: usize = 1 << 20;

/// How a capped run ended.
pub struct Ran {
    /// The exit status, when it exited.
    pub status: Option<i32>,
    /// The signal that ended it (SIGABRT for a failed allocation or a
    /// stack overflow), when one did.
    pub signal: Option<i32>,
    /// Killed after its budget: of CPU time (`ulimit -t`), or of wall
    /// time, a generous multiple of it (a run that waits without working).
    pub hung: bool,
    pub stdout: Vec<u8>,
    pub stderr: String,
}

impl Ran {
    /// Why the run breaks the contract (an exit status 0 to 4, no panic,
    /// no signal, within its budget), if it does.
    pub fn fault(&self) -> Option<String> {
        if self.hung {
            return Some(
                "past its budget of CPU time, or still running far past it in wall time (killed)"
                    .into(),
            );
        }
        if let Some(signal) = self.signal {
            return Some(format!("killed by signal {signal}: {}", self.stderr_head()));
        }
        if self.stderr.contains("panicked at") || self.stderr.contains("memory allocation of") {
            return Some(format!("panicked: {}", self.stderr_head()));
        }
        match self.status {
            Some(0..=4) => None,
            other => Some(format!("exit status {other:?}: {}", self.stderr_head())),
        }
    }

    fn stderr_head(&self) -> String {
        self.stderr.chars().take(300).collect()
    }
}

/// Runs `grundy ARGS` with `stdin` under [`MEMORY_KB`] of address space,
/// killing it after `budget` of CPU time (the commands run here start no
/// programs). CPU time, not wall time: on a loaded machine a run's wall
/// time stretches with the load while its work does not, and a budget
/// counted in work is what grundy keeps.
pub fn capped<S: AsRef<OsStr>>(args: &[S], stdin: &[u8], budget: Duration) -> Ran {
    capped_in(args, stdin, budget, None)
}

/// [`capped`] in the folder `dir`.
pub fn capped_in<S: AsRef<OsStr>>(
    args: &[S],
    stdin: &[u8],
    budget: Duration,
    dir: Option<&std::path::Path>,
) -> Ran {
    capped_bin(
        env!("CARGO_BIN_EXE_grundy").as_ref(),
        args,
        stdin,
        budget,
        dir,
    )
}

/// [`capped_in`] running the program `bin` (the fuzz harness's long form
/// runs a release build: `FUZZ_BIN`).
pub fn capped_bin<S: AsRef<OsStr>>(
    bin: &OsStr,
    args: &[S],
    stdin: &[u8],
    budget: Duration,
    dir: Option<&std::path::Path>,
) -> Ran {
    // Whole seconds of CPU time (SIGXCPU at the soft limit, SIGKILL a
    // second later), and a wall-time watchdog far past them.
    let cpu = budget.as_secs_f64().ceil().max(1.0) as u64;
    let wall = Duration::from_secs(cpu * WALL_PER_CPU);
    let mut command = Command::new("sh");
    command
        .arg("-c")
        .arg(format!(
            "ulimit -v {MEMORY_KB}; ulimit -t {}; ulimit -S -t {cpu}; exec \"$0\" \"$@\"",
            cpu + 1
        ))
        .arg(bin)
        .args(args)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped());
    if let Some(dir) = dir {
        command.current_dir(dir);
    }
    let mut child = command.spawn().expect("start sh");
    let mut input = child.stdin.take().unwrap();
    let stdin = stdin.to_vec();
    let writer = std::thread::spawn(move || {
        let _ = input.write_all(&stdin);
    });
    let drain = |mut r: Box<dyn Read + Send>| {
        std::thread::spawn(move || {
            let mut kept = Vec::new();
            let mut buf = [0u8; 1 << 14];
            while let Ok(n @ 1..) = r.read(&mut buf) {
                let room = KEPT.saturating_sub(kept.len()).min(n);
                kept.extend_from_slice(&buf[..room]);
            }
            kept
        })
    };
    let out = drain(Box::new(child.stdout.take().unwrap()));
    let err = drain(Box::new(child.stderr.take().unwrap()));
    let start = Instant::now();
    let mut hung = false;
    // Most runs end within milliseconds: looked at often at first, then
    // every 5 ms (the fuzz harness's rate is mostly this wait).
    let mut pause = Duration::from_micros(100);
    let status = loop {
        if let Some(status) = child.try_wait().expect("wait") {
            break status;
        }
        if start.elapsed() > wall {
            hung = true;
            let _ = child.kill();
            break child.wait().expect("wait");
        }
        std::thread::sleep(pause);
        pause = (pause * 2).min(Duration::from_millis(5));
    };
    let _ = writer.join();
    // SIGXCPU, or SIGKILL at the hard limit: its CPU budget spent.
    let signal = status.signal();
    let hung = hung || matches!(signal, Some(24 | 9));
    Ran {
        status: status.code(),
        signal: signal.filter(|_| !hung),
        hung,
        stdout: out.join().unwrap(),
        stderr: String::from_utf8_lossy(&err.join().unwrap()).into_owned(),
    }
}

/// A generous budget: a hang, never a timing.
const BUDGET: Duration = Duration::from_secs(60);

fn dir(name: &str) -> PathBuf {
    crate::common::fresh_dir(&format!("hostile-{name}"))
}

/// A shipped description with `key = old` replaced.
fn shipped_with(id: &str, old: &str, new: &str) -> String {
    let path = format!("{}/src/problems/{id}.toml", env!("CARGO_MANIFEST_DIR"));
    let text = std::fs::read_to_string(path).unwrap();
    assert!(text.contains(old), "{id}: {old}");
    text.replacen(old, new, 1)
        .replacen(&format!("id = \"{id}\""), "id = \"hostile\"", 1)
}

/// Runs `ARGS` and checks the contract and one line of error with `needle`
/// and `status`.
fn refused(args: &[&str], stdin: &[u8], status: i32, needle: &str) -> Ran {
    let ran = capped(args, stdin, BUDGET);
    assert_eq!(ran.fault(), None, "{args:?}");
    assert_eq!(ran.status, Some(status), "{args:?}: {}", ran.stderr);
    assert_eq!(ran.stderr.lines().count(), 1, "{args:?}: {}", ran.stderr);
    assert!(ran.stderr.contains(needle), "{args:?}: {}", ran.stderr);
    ran
}

/// Item 1: the outcomes of every heap up to 2^64 - 1 are refused by their
/// size (the line was reserved whole: capacity overflow); the official
/// largest is answered.
#[test]
fn outcomes_past_their_line_size_are_refused_by_it() {
    for upto in ["18446744073709551615", "1000000000000000000", "67108865"] {
        let input = format!("{upto} 1\n1\n");
        let ran = refused(
            &["cses1729"],
            input.as_bytes(),
            4,
            "grundy writes at most 67108864",
        );
        assert!(
            ran.stderr.contains(&format!("a line of {upto} bytes")),
            "{}",
            ran.stderr
        );
        assert!(ran.stdout.is_empty());
    }
    let ran = capped(&["cses1729"], b"1000000 2\n1 2\n", BUDGET);
    assert_eq!((ran.fault(), ran.status), (None, Some(0)));
    assert_eq!(ran.stdout.len(), 1_000_001);
}

/// Item 2: `--upto` past the table of a rule with memory is refused as a
/// usage fault naming the table's last heap, not an index past the table.
#[test]
fn a_memory_rule_past_its_table_is_refused() {
    for upto in ["4096", "18446744073709551615"] {
        for rule in ["1..2*last", "fibonacci-nim"] {
            refused(
                &["sg", rule, "--upto", upto],
                b"",
                2,
                &format!(
                    "--upto {upto}: 1..2*last (a rule with memory) is answered for heaps up to 4095"
                ),
            );
        }
    }
}

/// Item 3: nesting is bounded where it is read, with the place named.
#[test]
fn deep_nesting_is_an_error_at_its_place() {
    let dir = dir("deep");
    let arrays = dir.join("arrays.toml");
    std::fs::write(
        &arrays,
        format!("x = {}{}\n", "[".repeat(200_000), "]".repeat(200_000)),
    )
    .unwrap();
    refused(
        &[arrays.to_str().unwrap()],
        b"",
        2,
        "line 1, column 37: arrays nested more than 32 deep",
    );
    let deep = format!("{}L..R{}", "(".repeat(300_000), ")".repeat(300_000));
    let rule = dir.join("rule.toml");
    std::fs::write(
        &rule,
        shipped_with("abc297g", "rule = \"L..R\"", &format!("rule = \"{deep}\"")),
    )
    .unwrap();
    let ran = refused(
        &["show", rule.to_str().unwrap()],
        b"",
        2,
        "nested more than 64 deep",
    );
    assert!(ran.stderr.contains(", column 73:"), "{}", ran.stderr);
    let chain = vec!["squares"; 10_000].join("|");
    refused(&["sg", &chain], b"", 2, "more than 256 sets joined");
}

/// Item 9: a case too large to draw is refused by gen, play and stress
/// before anything is drawn; a count of 10^18 on a later line is drawn
/// small.
#[test]
fn a_case_too_large_to_draw_is_refused() {
    let dir = dir("draw");
    let huge = dir.join("huge.toml");
    std::fs::write(
        &huge,
        shipped_with(
            "abc297g",
            "lines = [\"N L R\", \"A[N]\"]",
            "lines = [\"N L R\", \"A[1000000000000]\"]",
        ),
    )
    .unwrap();
    let huge = huge.to_str().unwrap();
    for args in [
        vec!["gen", huge],
        vec!["gen", huge, "--scale", "huge"],
        vec!["gen", huge, "--testset", dir.join("set").to_str().unwrap()],
        vec!["play", huge],
        vec!["stress", huge, "--solution", "cat"],
    ] {
        refused(
            &args,
            b"quit\n",
            2,
            "holds at least 1000000000003 values; grundy draws cases of at most 1048576",
        );
    }
    let wide = dir.join("wide.toml");
    let text = shipped_with(
        "abc297g",
        "lines = [\"N L R\", \"A[N]\"]",
        "lines = [\"N L R M\", \"N * A[M]\"]",
    )
    .replace("[bounds]\n", "[bounds]\nM = \"1..1000000000000000000\"\n")
    .replace("N = \"1..200000\"", "N = \"1..1000000000000000000\"");
    std::fs::write(&wide, text).unwrap();
    let wide = wide.to_str().unwrap();
    for scale in ["tiny", "judge", "huge"] {
        let ran = capped(&["gen", wide, "--scale", scale], b"", BUDGET);
        assert_eq!((ran.fault(), ran.status), (None, Some(0)), "{}", ran.stderr);
        assert!(
            ran.stdout.len() < 1 << 16,
            "{scale}: {} bytes",
            ran.stdout.len()
        );
        // The huge scale goes past the official case count on purpose.
        if scale != "huge" {
            let check = capped(&["validate", wide], &ran.stdout, BUDGET);
            assert_eq!(check.status, Some(0), "{}", check.stderr);
        }
    }
}

/// Item 10 and a part of 12: a description path is read as judge inputs
/// are (no devices), at most 1 MiB of it, and a byte that is not UTF-8 is
/// named by its line and column.
#[test]
fn a_description_file_is_bounded_and_named_where_it_is_wrong() {
    refused(
        &["show", "/dev/zero"],
        b"",
        2,
        "cannot read /dev/zero: a character device",
    );
    refused(
        &["/dev/urandom"],
        b"",
        2,
        "cannot read /dev/urandom: a character device",
    );
    refused(
        &["play", "cses1730", "--input", "/dev/zero"],
        b"quit\n",
        2,
        "play: cannot read /dev/zero: a character device",
    );
    let dir = dir("file");
    let big = dir.join("big.toml");
    std::fs::write(&big, "#".repeat(1 << 20 | 1)).unwrap();
    refused(
        &["show", big.to_str().unwrap()],
        b"",
        2,
        "a description is at most 1048576 bytes; this file is longer",
    );
    std::fs::write(&big, format!("{}\nid = 3\n", "#".repeat((1 << 20) - 8))).unwrap();
    refused(&["show", big.to_str().unwrap()], b"", 2, "line 2, column 6");
    let bad = dir.join("bad.toml");
    std::fs::write(&bad, b"id = \"x\"\ntitle = \"\xc3\xa9t\xff\"\n").unwrap();
    refused(
        &["show", bad.to_str().unwrap()],
        b"",
        2,
        "line 2, column 12: expected UTF-8 text, found the byte 0xff",
    );
}

/// Exit status 4 and one line: a valid question past grundy's budget.
fn unanswered(args: &[&str], needle: &str) {
    let ran = refused(args, b"", 4, needle);
    assert!(ran.stderr.starts_with("grundy: sg: g("), "{}", ran.stderr);
}

/// The long fuzz run's hangs (`sg RULE --heap 65536` or `1048575`): a
/// splitting code whose rare positions are not rare (`0.007`) counts its
/// pairs inside the kernel, and a set that depends on the heap counts each
/// amount it tests before the heap (its parts the same for every heap
/// looked up, not factorised again at each heap; only the amounts a part
/// may hold are tried: a static part's members, a range, the divisors). Each answers, or refuses with exit status 4 (a valid question
/// grundy cannot answer, as for a described case) in one line naming the
/// heap reached.
#[test]
fn a_heap_past_the_work_budget_is_refused_with_status_4() {
    for rule in ["0.007", "4.67", "grundy"] {
        unanswered(
            &["sg", rule, "--heap", "1048575"],
            "look at more than 4294967296 pairs (stopped at heap ",
        );
    }
    for rule in [
        "1..n/2,semiprimes",
        "coprime,4",
        "primes,1,proper-divisors",
        "coprime|primes",
        "7,1..n/3",
    ] {
        unanswered(
            &["sg", rule, "--heap", "1048575"],
            "looks at more than 1073741824 moves (stopped at heap ",
        );
    }
    for (rule, heap) in [
        ("grundy", "65536"),
        ("4.67", "65536"),
        ("0.007", "50000"),
        ("nontrivial-divisors-9", "1048575"),
        ("coprime", "1048575"),
        ("semiprimes", "65536"),
        ("fibonacci|divisors,2..3", "1048575"),
        ("(powers(3),4),divisors", "1048575"),
        // The theorem's steps (about k x log n a value) bound the moves
        // tried for a winning one: 10^6 values took 10^10 steps.
        ("1..n/1000", "1000000000000000000"),
        ("1..n/1048576", "1000000000000000000"),
    ] {
        let ran = capped(&["sg", rule, "--heap", heap], b"", BUDGET);
        assert_eq!((ran.fault(), ran.status), (None, Some(0)), "{rule}");
        let out = String::from_utf8_lossy(&ran.stdout);
        assert!(out.starts_with(&format!("g({heap}) = ")), "{rule}: {out}");
    }
}

/// A description of one rule, cases `n K` then `n` heaps, bounds to 10^18.
fn described(dir: &std::path::Path, name: &str, rule: &str, ask: &str) -> String {
    let path = dir.join(format!("{name}.toml"));
    std::fs::write(
        &path,
        format!(
            "id = \"{name}\"\ntitle = \"t\"\nlink = \"https://example.com\"\n[input]\ncases = \"until-end\"\nlines = [\"n K\", \"a[n]\"]\n[bounds]\nn = \"1..4000\"\nK = \"0..1000000000000000000\"\na = \"1..1000000000000000000\"\n[game]\nrule = \"{rule}\"\nheaps = \"a\"\n[question]\nask = \"{ask}\"\n[output]\nfirst = \"First\"\nsecond = \"Second\"\n"
        ),
    )
    .unwrap();
    path.to_str().unwrap().to_string()
}

/// Items 4 and 11: `1,2,K` with K = 0 on a case plays {1, 2} (g(n) = n
/// mod 3) past every table, and a letter gets the literal's verdict.
#[test]
fn a_letter_bound_to_its_edge_is_the_literal() {
    let dir = dir("letter");
    let d = described(&dir, "k0", "1,2,K", "winner");
    let input = b"1 0\n1048575\n1 0\n1048578\n1 0\n1000000000000000002\n1 0\n1000000000000000001\n";
    let ran = capped(&[d.as_str()], input, BUDGET);
    assert_eq!((ran.fault(), ran.status), (None, Some(0)), "{}", ran.stderr);
    assert_eq!(ran.stdout, b"Second\nSecond\nSecond\nFirst\n");
    for (written, letter, binding) in [
        ("split 1", "split K", "K=1"),
        ("1..n/0", "1..n/K", "K=0"),
        ("1,0", "1,K", "K=0"),
    ] {
        let a = capped(&["sg", written, "--upto", "9"], b"", BUDGET);
        let b = capped(
            &["sg", letter, "--param", binding, "--upto", "9"],
            b"",
            BUDGET,
        );
        assert_eq!((a.fault(), b.fault()), (None, None), "{written}");
        assert_eq!(a.status, b.status, "{written}: {}{}", a.stderr, b.stderr);
    }
}

/// Items 5 to 8: a winning move of a `to` rule on a heap of 10^18, a code
/// that leaves many heaps in sg, a description, validate and explain,
/// `coprime` with no heap, and explain of 3,000 heaps under `coprime`:
/// each an answer or one line, within its budget.
#[test]
fn large_heaps_and_wide_codes_keep_their_budgets() {
    let dir = dir("budgets");
    let to = described(&dir, "to", "to squares", "winning-moves");
    let ran = capped(&[to.as_str()], b"1 0\n1000000000000000000\n", BUDGET);
    assert_eq!(ran.fault(), None, "{}", ran.stderr);
    assert!(matches!(ran.status, Some(0 | 4)), "{}", ran.stderr);
    assert!(ran.stderr.lines().count() <= 1, "{}", ran.stderr);
    refused(
        &["sg", "0.&256;", "--upto", "200"],
        b"",
        4,
        "looks at more than 1073741824 moves (stopped at heap ",
    );
    let ran = capped(&["sg", "0.&32768;", "--seconds", "1"], b"", BUDGET);
    assert_eq!((ran.fault(), ran.status), (None, Some(0)), "{}", ran.stderr);
    let wide = described(&dir, "wide", "0.&256;", "winner");
    for command in [
        vec![wide.as_str()],
        vec!["validate", &wide],
        vec!["explain", &wide],
    ] {
        let ran = capped(&command, b"1 0\n200\n", BUDGET);
        assert_eq!(ran.fault(), None, "{command:?}");
        assert!(
            matches!(ran.status, Some(0 | 4)),
            "{command:?}: {}",
            ran.stderr
        );
        assert!(
            ran.stderr.lines().count() <= 1,
            "{command:?}: {}",
            ran.stderr
        );
    }
    for rule in ["coprime", "coprime|primes"] {
        let ran = capped(&["sg", rule], b"", BUDGET);
        assert_eq!((ran.fault(), ran.status), (None, Some(0)), "{rule}");
    }
    let many = described(&dir, "many", "coprime", "winner");
    let input = format!("3000 0\n{}\n", vec!["65535"; 3000].join(" "));
    for command in [vec![many.as_str()], vec!["explain", &many]] {
        let ran = capped(&command, input.as_bytes(), BUDGET);
        assert_eq!((ran.fault(), ran.status), (None, Some(0)), "{command:?}");
        assert!(ran.stdout.starts_with(b"Second") || ran.stdout.starts_with(b"case 1"));
    }
}

/// Item 12: the flags a rule with memory or misère play does not answer
/// are refused by name, and `--upto` past its table with the bound.
#[test]
fn flags_a_memory_rule_does_not_answer_are_refused_by_name() {
    let svg = dir("flags").join("x.svg");
    for rule in ["1..2*last", "once 1,2", "misere 0.77"] {
        for flags in [
            vec!["--json"],
            vec!["--svg", svg.to_str().unwrap()],
            vec!["--explain", "3"],
        ] {
            let mut args = vec!["sg", rule];
            args.extend(&flags);
            // A rule with memory answers --json (issue 43); misère refuses it.
            if flags[0] == "--json" && !rule.starts_with("misere") {
                continue;
            }
            refused(&args, b"", 2, &format!("{} is not answered for", flags[0]));
        }
        refused(
            &["sg", rule, "--upto", "100000"],
            b"",
            2,
            "is answered for heaps up to",
        );
    }
    assert!(!svg.exists());
    // The long fuzz run's one allocation failure in sg: a range's formula
    // check asked for 4 x 10^9 values before filling them.
    refused(
        &["sg", "sub 1..1000000000", "--param", "L=1..4,M=L..6"],
        b"",
        2,
        "more than 4194304 values",
    );
}

/// The long fuzz run's allocation failure in a description: `1..K*last`
/// with K at least the heap (any first take leaves at most K times it:
/// every heap loses) listed its terms 1, 2, ..., n first (128 MB for a
/// heap of 1.8 x 10^7).
#[test]
fn a_multiplier_past_the_heap_lists_no_terms() {
    let dir = dir("times-last");
    let file = dir.join("d.toml");
    std::fs::write(
        &file,
        shipped_with("hdu2486", "K = \"1..100000\"", "K = \"1..100000000000\""),
    )
    .unwrap();
    let ran = capped(
        &[file.to_str().unwrap()],
        b"2\n18446744 73709551616\n11 1\n",
        BUDGET,
    );
    assert_eq!((ran.fault(), ran.status), (None, Some(0)), "{}", ran.stderr);
    assert!(
        ran.stdout.ends_with(b"lose\nCase 2: 1\n"),
        "{:?}",
        String::from_utf8_lossy(&ran.stdout)
    );
}

/// The second long fuzz run's overruns: a table of long constant stretches
/// (`to fibonacci` at 2^20 values) took the shape search N^2 / 8 reads,
/// 25 s; it reads each value a bounded number of times now (counted in
/// `shapes`' tests). Each answers, the values of a `to` set the brute
/// force's; a described case past its budget of moves is refused at once
/// (the search ran on the 8 x 10^6 values computed before the budget).
#[test]
fn a_table_of_long_stretches_keeps_its_budget() {
    use grundy::games::rules::{engine::naive_values, parse::parse};
    let heap = 1_048_575;
    for rule in ["to fibonacci", "to powers(9)", "to powers(2)"] {
        let want = naive_values(&parse(rule).unwrap(), heap + 1)[heap];
        let ran = capped(&["sg", rule, "--heap", &heap.to_string()], b"", BUDGET);
        assert_eq!((ran.fault(), ran.status), (None, Some(0)), "{rule}");
        let out = String::from_utf8_lossy(&ran.stdout);
        assert!(
            out.starts_with(&format!("g({heap}) = {want} ")),
            "{rule}: {out}"
        );
    }
    for rule in [
        "to fibonacci,nontrivial-divisors|powers(65535)",
        "powers(9)-1..65536",
    ] {
        let ran = capped(&["sg", rule, "--heap", &heap.to_string()], b"", BUDGET);
        assert_eq!((ran.fault(), ran.status), (None, Some(0)), "{rule}");
        assert!(ran.stdout.starts_with(format!("g({heap}) = ").as_bytes()));
    }
    let file = dir("stretches").join("d.toml");
    std::fs::write(
        &file,
        shipped_with("cf768e", "\"once 1..n\"", "\"5|1..n/1048576-powers(8)\""),
    )
    .unwrap();
    refused(
        &[file.to_str().unwrap()],
        b"1\n18446744\n",
        4,
        "looks at more than 268435456 moves (stopped at heap ",
    );
}

/// Item 4's emitted programs and `1..K*last`: the C++ and Rust files keep
/// grundy's bounds on the smallest winning take, K >= n - 1 losing at once
/// and no more than TIMES_LAST_TERMS_MAX terms listed (K = 10^7 below a heap
/// of 10^12 has about 10^7); each refuses the case in one line, after
/// answering the cases before it as grundy does.
#[test]
fn an_emitted_multiplier_lists_no_more_terms_than_grundy() {
    let dir = dir("times-last-emitted");
    let file = dir.join("d.toml");
    let text = shipped_with("hdu2486", "K = \"1..100000\"", "K = \"1..1000000000000\"").replacen(
        "n = \"2..100000000\"",
        "n = \"2..1000000000000\"",
        1,
    );
    std::fs::write(&file, text).unwrap();
    let input = b"3\n11 1\n1000000000000 999999999999\n1000000000000 10000000\n";
    let want = b"Case 1: 1\nCase 2: lose\n";
    let ran = capped(&[file.to_str().unwrap()], input, BUDGET);
    assert_eq!((ran.fault(), ran.status), (None, Some(4)), "{}", ran.stderr);
    assert_eq!(ran.stdout, want);
    assert!(ran
        .stderr
        .contains("has more than 4194304 losing heaps below 1000000000000"));
    for (lang, compiler, flags) in [
        ("cpp", "g++", &["-O1"][..]),
        ("rust", "rustc", &["--edition", "2018"][..]),
    ] {
        if !crate::tools::on_path(compiler) {
            crate::tools::missing(&crate::tools::GXX, &format!("{lang}: 1..K*last's bound"));
            continue;
        }
        let source = dir.join(format!("p.{lang}"));
        let emitted = capped(
            &[
                "emit",
                file.to_str().unwrap(),
                "--lang",
                lang,
                "-o",
                source.to_str().unwrap(),
            ],
            b"",
            BUDGET,
        );
        assert_eq!(
            (emitted.fault(), emitted.status),
            (None, Some(0)),
            "{}",
            emitted.stderr
        );
        let exe = dir.join(format!("p-{lang}"));
        let built = Command::new(compiler)
            .args(flags)
            .arg("-o")
            .arg(&exe)
            .arg(&source)
            .output()
            .unwrap();
        assert!(
            built.status.success(),
            "{}",
            String::from_utf8_lossy(&built.stderr)
        );
        let ran = capped_bin(exe.as_os_str(), &[] as &[&str], input, BUDGET, None);
        assert_eq!(
            (ran.fault(), ran.status),
            (None, Some(1)),
            "{lang}: {}",
            ran.stderr
        );
        assert_eq!(ran.stdout, want, "{lang}");
        assert_eq!(ran.stderr.lines().count(), 1, "{lang}: {}", ran.stderr);
        assert!(
            ran.stderr.contains("1..K*last with K = 10000000 has more than 4194304 losing heaps below 1000000000000"),
            "{lang}: {}",
            ran.stderr
        );
    }
}

/// The runner's budget is CPU time: a run past it is stopped by the
/// kernel (`ulimit -t`) and called hung, whatever the machine's load.
#[test]
fn a_run_past_its_cpu_budget_is_stopped_and_called_hung() {
    let ran = capped(
        &["sg", "2..65535", "--heap", "1048575"],
        b"",
        Duration::from_secs(1),
    );
    assert!(ran.hung, "{:?} {}", ran.status, ran.stderr);
    assert_eq!((ran.status, ran.signal), (None, None));
    assert!(ran.fault().is_some_and(|f| f.contains("budget")));
}
