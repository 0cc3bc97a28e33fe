//! grundy against hostile but ordinary requests (issue 22): the programs it
//! runs never outlive it nor flood it, and no outcome is wrong or silent.

use crate::common;
use crate::processes;

use processes::{kill_all, leftovers, marker, spelled};
use std::path::PathBuf;
use std::process::Command;
use std::time::{Duration, Instant};

/// How long a killed process may take to be gone (generous: the machine is
/// shared; the check polls, so it costs this only on failure).
const GONE: Duration = Duration::from_secs(30);

fn grundy(args: &[&str]) -> (i32, String, String) {
    common::run_text(args, b"")
}

/// A folder with one nim case, for judging programs.
fn one_case(name: &str) -> PathBuf {
    common::folder(
        &format!("robust-{name}"),
        &[("a.in", "2 45 45\n3 3 6 9\n"), ("a.out", "No\nYes\n")],
    )
}

/// `check nim` on one case with `solution`, then the processes that carry
/// `mark` and are still alive after it (killed, so none is left either way).
fn judged_leaving(solution: &str, limit: &str, mark: &str) -> (String, Vec<u32>) {
    let dir = one_case("leftovers");
    let (_, out, err) = grundy(&[
        "check",
        "nim",
        dir.to_str().unwrap(),
        "--solution",
        solution,
        "-t",
        limit,
    ]);
    let left = leftovers(mark, GONE);
    kill_all(&left);
    (format!("{out}{err}"), left)
}

#[test]
fn a_program_out_of_time_is_killed_with_everything_it_started() {
    for (n, shape) in [
        "sleep {}",
        "trap '' TERM; sleep {}; sleep {}",
        "sleep {} | sleep {}",
        "(sleep {} &); sleep {}",
        "sh -c 'sleep {}' & wait",
    ]
    .into_iter()
    .enumerate()
    {
        let mark = marker(n as u32);
        let solution = shape.replace("{}", &spelled(&mark));
        let (out, left) = judged_leaving(&solution, "0.3", &mark);
        assert!(
            out.contains("time limit (0.3s) exceeded"),
            "{solution}: {out}"
        );
        assert!(left.is_empty(), "{solution} left {left:?} running");
    }
}

#[test]
fn what_a_program_leaves_running_when_it_answers_is_killed() {
    let mark = marker(10);
    let solution = format!(
        "sleep {} >/dev/null 2>&1 & echo No; echo Yes",
        spelled(&mark)
    );
    let (out, left) = judged_leaving(&solution, "20", &mark);
    assert!(out.contains("1 passed, 0 failed"), "{out}");
    assert!(left.is_empty(), "{solution} left {left:?} running");
}

#[test]
fn endless_output_is_an_output_limit_and_never_a_crash() {
    for (n, shape, stream) in [
        (20, "yes {}", "stdout"),
        (21, "yes {}; true", "stdout"),
        (22, "yes {} >&2", "stderr"),
        (23, "yes {} | cat", "stdout"),
    ] {
        let mark = marker(n);
        let solution = shape.replace("{}", &spelled(&mark));
        let (out, left) = judged_leaving(&solution, "100", &mark);
        assert!(
            out.contains("output limit exceeded (more than") && out.contains(stream),
            "{solution}: {out}"
        );
        assert!(!out.contains("crashed"), "{solution}: {out}");
        assert!(left.is_empty(), "{solution} left {left:?} running");
    }
}

#[test]
fn a_program_outlives_grundy_by_at_most_a_moment() {
    let mark = marker(30);
    let dir = one_case("grundy-killed");
    let solution = format!("sleep {}", spelled(&mark));
    let mut check = common::command_args(&[
        "check",
        "nim",
        dir.to_str().unwrap(),
        "--solution",
        &solution,
        "-t",
        "500",
    ])
    .spawn()
    .unwrap();
    let deadline = Instant::now() + GONE;
    while processes::alive_with(&mark).is_empty() && Instant::now() < deadline {
        std::thread::sleep(Duration::from_millis(20));
    }
    assert!(
        !processes::alive_with(&mark).is_empty(),
        "the program never started"
    );
    check.kill().unwrap();
    check.wait().unwrap();
    let left = leftovers(&mark, GONE);
    kill_all(&left);
    assert!(left.is_empty(), "grundy killed, {left:?} still running");
}

#[test]
fn a_case_whose_name_is_not_utf8_is_judged_not_skipped() {
    use std::os::unix::ffi::OsStrExt;
    let dir = common::folder("robust-not-utf8", &[("a.in", "1 1\n"), ("a.out", "Yes\n")]);
    let name = |ext: &str| {
        let mut bytes = b"caf\xe9.".to_vec();
        bytes.extend_from_slice(ext.as_bytes());
        dir.join(std::ffi::OsStr::from_bytes(&bytes))
    };
    std::fs::write(name("in"), "1 1\n").unwrap();
    std::fs::write(name("out"), "No\n").unwrap();
    let (code, out, _) = grundy(&["check", "nim", dir.to_str().unwrap()]);
    assert_eq!(code, 1, "{out}");
    assert!(
        out.contains("caf\\xE9\"") && out.contains("wrong answer"),
        "{out}"
    );
    assert!(out.ends_with("1 passed, 1 failed\n"), "{out}");
}

/// Issue 33: std reopens a closed stdout on `/dev/null` for reading and
/// writing before `main`, which makes it the same as `1<>/dev/null` or
/// Python's `subprocess.DEVNULL`: a place the user chose to discard the
/// answers, where every command does its job and its file output.
#[test]
fn stdout_on_dev_null_read_write_is_not_closed() {
    let dir = one_case("dev-null-rw");
    let (code, out, err) = sh(&dir, "\"$G\" list 1<>/dev/null; echo \"list $?\"");
    assert_eq!((code, out.as_str(), err.as_str()), (0, "list 0\n", ""));
    let (_, _, err) = sh(
        &dir,
        "rm a.out; \"$G\" answer nim . 1<>/dev/null; echo \"answer $?\" >&2; cat a.out >&2",
    );
    assert_eq!(err, "answer 0\nNo\nYes\n");
}

/// Runs `script` with `sh` in `dir`, `$G` naming grundy, under a generous
/// `timeout` that only guards against a hang: (status, stdout, stderr).
fn sh(dir: &std::path::Path, script: &str) -> (i32, String, String) {
    let out = Command::new("timeout")
        .args(["120", "sh", "-c", script])
        .current_dir(dir)
        .env("G", env!("CARGO_BIN_EXE_grundy"))
        .output()
        .unwrap();
    (
        out.status.code().unwrap_or(-1),
        String::from_utf8_lossy(&out.stdout).into_owned(),
        String::from_utf8_lossy(&out.stderr).into_owned(),
    )
}

/// Issue 33: the bound error on line 1 stops validate at once; the solver
/// no longer works on a case the format rejects (it never gets it).
#[test]
fn validate_stops_the_solver_when_the_format_rejects() {
    let dir = common::folder("robust-validate-stops", &[]);
    for flags in ["", "--loose"] {
        let (code, out, err) = sh(
            &dir,
            &format!("printf '1 18446744073709551615\\n' | \"$G\" validate {flags} hdu2149"),
        );
        assert_eq!(code, 1, "{flags}: {out}{err}");
        assert!(
            err.contains("line 1, column 3") && err.contains("official bound"),
            "{err}"
        );
    }
}

/// Issue 33: `/dev/zero` is not read for ever: named, it is refused before
/// it is read; on stdin, the NUL token is an error once the message has
/// its bytes.
#[test]
fn inputs_that_never_end_are_refused_or_stopped() {
    let dir = common::folder("robust-never-end", &[]);
    for (script, code, needle) in [
        (
            "\"$G\" nim /dev/zero",
            2,
            "a character device, not a regular file",
        ),
        ("\"$G\" validate nim /dev/zero", 2, "a character device"),
        ("\"$G\" explain nim /dev/zero", 2, "a character device"),
        ("\"$G\" nim < /dev/zero", 1, "expected a pile count"),
        (
            "\"$G\" validate nim < /dev/zero",
            1,
            "expected a pile count",
        ),
        (
            "\"$G\" validate --loose nim < /dev/zero",
            1,
            "expected a pile count",
        ),
    ] {
        let (got, _, err) = sh(&dir, script);
        assert_eq!(got, code, "{script}: {err}");
        assert!(err.contains(needle), "{script}: {err}");
        assert_eq!(err.lines().count(), 1, "{script}: {err}");
    }
}

/// Issue 33: a folder that links to itself, a FIFO, a socket-like entry and
/// a dangling link: every walk ends, each bad entry is one line, and the
/// good input is still judged (`validate`, `check`, `answer`).
#[test]
fn folder_walks_end_and_bad_entries_are_one_line_each() {
    let dir = common::folder(
        "robust-walk",
        &[
            ("a.in", "2 45 45\n3 3 6 9\n"),
            ("b.in", "1 1\n"),
            ("b.out", "No\n"),
        ],
    );
    let (code, out, err) = sh(
        &dir,
        "ln -s . x && ln -s . y && mkfifo f.in && ln -s /no/such/file g.in && ln -s /dev/zero z.in \
         && \"$G\" validate --loose nim .",
    );
    assert_eq!(code, 1, "{out}{err}");
    assert_eq!(out, "2 valid, 3 invalid\n", "{err}");
    assert!(
        err.contains("f.in: a FIFO")
            && err.contains("g.in: a dangling link")
            && err.contains("z.in: a character device"),
        "{err}"
    );
    assert_eq!(err.lines().count(), 3, "{err}");
    // check: b fails before the bad entries, and its verdict is kept.
    let (code, out, _) = sh(&dir, "\"$G\" check nim .");
    assert_eq!(code, 1, "{out}");
    assert!(out.starts_with("FAIL ./a: no expected output"), "{out}");
    assert!(out.contains("FAIL ./b: wrong answer"), "{out}");
    assert!(out.contains("FAIL ./f: cannot read it: a FIFO"), "{out}");
    assert!(
        out.contains("FAIL ./g: cannot read it: a dangling link"),
        "{out}"
    );
    assert!(out.ends_with("0 passed, 5 failed\n"), "{out}");
    let (code, out, _) = sh(&dir, "\"$G\" answer nim .; cat a.out");
    assert_eq!(code, 0, "{out}");
    assert!(
        out.contains("FAIL ./z: cannot read it: a character device"),
        "{out}"
    );
    assert!(
        out.contains("1 written, 0 unchanged, 1 kept, 3 rejected\nNo\nYes\n"),
        "{out}"
    );
}

/// Issue 33: answer's temporary file is created exclusively (a link
/// planted under a temporary name is never written through) and removed
/// on every way out grundy controls; a folder where an answer should go is
/// one line of the report, and the other inputs are still answered.
#[test]
fn answer_never_writes_through_a_planted_link_nor_leaves_a_temporary_file() {
    let dir = common::folder(
        "robust-planted",
        &[
            ("a.in", "1 5\n"),
            ("b.in", "1 5\n"),
            ("c.in", "1 x\n"),
            ("victim.txt", "victim\n"),
        ],
    );
    let (code, out, err) = sh(
        &dir,
        "for n in a b c; do for k in '' . ; do ln -s victim.txt \"$k$n.out.grundy-tmp\"; \
         for i in 0 1 2 3 4 5; do ln -s victim.txt \"$k$n.out.grundy-$i.tmp\"; done; done; done; \
         mkdir b.out; \"$G\" answer nim .",
    );
    assert_eq!(code, 1, "{out}{err}");
    assert!(
        out.contains("FAIL ./b: cannot write ./b.out: a directory"),
        "{out}"
    );
    assert!(out.contains("FAIL ./c: grundy: poj2234"), "{out}");
    assert!(
        out.ends_with("1 written, 0 unchanged, 0 kept, 2 rejected\n"),
        "{out}"
    );
    assert_eq!(
        std::fs::read_to_string(dir.join("victim.txt")).unwrap(),
        "victim\n"
    );
    assert_eq!(std::fs::read_to_string(dir.join("a.out")).unwrap(), "Yes\n");
    let left: Vec<String> = std::fs::read_dir(&dir)
        .unwrap()
        .map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
        .filter(|n| {
            n.contains("grundy")
                && !std::fs::symlink_metadata(dir.join(n))
                    .unwrap()
                    .file_type()
                    .is_symlink()
        })
        .collect();
    assert!(left.is_empty(), "{left:?}");
}

/// Issue 33: `check --solution` on a case with no expected output keeps
/// grundy's answer in a file with no name: nothing is written under the
/// temporary folder, so no link there can redirect it, and nothing is left.
#[test]
fn check_solution_writes_nothing_under_the_temporary_folder() {
    let dir = common::folder("robust-no-tmp", &[("a.in", "2 45 45\n3 3 6 9\n")]);
    let tmp = dir.join("tmp");
    std::fs::create_dir(&tmp).unwrap();
    let (code, out, err) = sh(
        &dir,
        "TMPDIR=\"$PWD/tmp\" \"$G\" check nim a.in --solution 'printf \"No\\nYes\\n\"' \
         && ls -A tmp",
    );
    assert_eq!((code, out.as_str()), (0, "1 passed, 0 failed\n"), "{err}");
}

/// Issue 33: a `NAME.err` is one message; a huge one is read no further
/// than it could match (60 MB under a 48 MB address-space limit).
#[test]
fn check_does_not_read_a_huge_err_whole() {
    let dir = common::folder("robust-huge-err", &[("a.in", "1 x\n")]);
    std::fs::write(dir.join("a.err"), vec![b'x'; 60 << 20]).unwrap();
    let (code, out, err) = sh(&dir, "ulimit -v 49152; \"$G\" check nim .");
    assert_eq!(code, 1, "{out}{err}");
    assert!(
        out.contains("FAIL ./a: wrong failure message"),
        "{out}{err}"
    );
    assert!(out.ends_with("0 passed, 1 failed\n"), "{out}");
}

#[test]
fn the_time_limit_message_names_the_real_limit() {
    let dir = one_case("time-limit");
    let (code, _, err) = grundy(&[
        "check",
        "nim",
        dir.to_str().unwrap(),
        "--solution",
        "cat",
        "-t",
        "1000000000",
    ]);
    assert_eq!(code, 2);
    assert!(err.contains("below 1000000"), "{err}");
}

#[test]
fn a_single_valued_option_given_twice_is_refused_by_every_command() {
    let dir = one_case("twice");
    let path = dir.to_str().unwrap();
    for args in [
        &["sg", "--subtract", "1,2", "--subtract", "3"][..],
        &["sg", "0.77", "--upto", "5", "--upto=6"],
        &["gen", "nim", "--seed", "1", "--seed", "2"],
        &["stress", "nim", "--solution", "cat", "--solution", "cat"],
        &["check", "nim", path, "-t", "1", "--time-limit", "2"],
        &["emit", "nim", "--lang", "rust", "--lang", "cpp"],
    ] {
        let (code, out, err) = grundy(args);
        assert_eq!(code, 2, "{args:?}: {out}{err}");
        assert!(err.contains("given twice"), "{args:?}: {err}");
    }
    // Flags that add up may still repeat.
    let (code, _, err) = grundy(&["sg", "1,2", "--heap", "3", "--heap", "4"]);
    assert_eq!(code, 0, "{err}");
}

#[test]
fn explain_all_does_not_offer_all_when_it_was_given() {
    // 70001 piles of 1: every pile is a winning move, more than --all lists.
    let mut input = "70001".to_string();
    input.push_str(&" 1".repeat(70001));
    let dir = common::folder("robust-explain-all", &[("many.in", &input)]);
    let path = dir.join("many.in");
    let line = |args: &[&str]| {
        let (code, out, err) = grundy(args);
        assert_eq!(code, 0, "{err}");
        out.lines()
            .find(|l| l.contains("winning moves"))
            .expect("a count of winning moves")
            .to_string()
    };
    let path = path.to_str().unwrap();
    let shown = line(&["explain", "poj2234", path]);
    assert!(
        shown.ends_with("the first 8 (--all lists more):"),
        "{shown}"
    );
    let all = line(&["explain", "poj2234", path, "--all"]);
    assert!(all.starts_with("  70001 winning moves, the first"), "{all}");
    assert!(!all.contains("--all lists more"), "{all}");
}

/// `check` compares outputs as they stream: a 24 MB case (12 MB of
/// answers) passes within 48 MB of address space, program's threads and
/// all, where holding the input, both outputs and their copies took three
/// times that (and aborted). Memory is bounded by `ulimit -v`, not timed.
#[test]
fn check_holds_no_output_whole() {
    let dir = common::folder("robust-streamed", &[]);
    let lines = 3_000_000;
    std::fs::write(dir.join("big.in"), "2 45 45\n3 3 6 9\n".repeat(lines / 2)).unwrap();
    std::fs::write(dir.join("big.out"), "No\nYes\n".repeat(lines / 2)).unwrap();
    let path = dir.to_str().unwrap();
    let grundy = env!("CARGO_BIN_EXE_grundy");
    for solution in [String::new(), format!("--solution 'cat {path}/big.out'")] {
        let out = Command::new("sh")
            .arg("-c")
            .arg(format!(
                "ulimit -v 49152; '{grundy}' check poj2234 '{path}' {solution}"
            ))
            .output()
            .unwrap();
        let text = String::from_utf8_lossy(&out.stdout);
        assert!(
            out.status.success() && text == "1 passed, 0 failed\n",
            "{solution}: {text}{}",
            String::from_utf8_lossy(&out.stderr)
        );
    }
}

/// Issue 33: play holds at most 64 MiB of moves: a position whose moves
/// would each copy 20,000 piles is refused with one line, at once and in
/// little memory (it aborted under 4 GB), and a small one is still played.
#[test]
fn play_does_not_hold_every_move_of_a_big_position() {
    let dir = common::folder("robust-play-big", &[]);
    let piles = vec!["2"; 20_000].join(" ");
    let (code, out, err) = sh(
        &dir,
        &format!("echo quit | (ulimit -v 524288; \"$G\" play nim {piles})"),
    );
    assert_eq!(code, 2, "{err}");
    assert!(out.is_empty(), "{out}");
    assert!(err.contains("too many to hold"), "{err}");
    assert_eq!(err.lines().count(), 1, "{err}");
    let (code, out, _) = sh(&dir, "echo quit | \"$G\" play nim 3 4 5");
    assert_eq!(code, 0);
    assert!(out.ends_with("bye\n"), "{out}");
}

/// Issue 33: explain poj1740 on 20,000 piles (over 100 s before: each
/// search step cost work in the piles, a move found their square) answers
/// with the pairing move; the guard is only against a hang.
#[test]
fn explain_poj1740_on_many_piles_is_not_quadratic() {
    let dir = common::folder("robust-poj1740-many", &[]);
    let piles: Vec<String> = (1..=20_000).map(|p| p.to_string()).collect();
    let (code, out, err) = sh(
        &dir,
        &format!(
            "\"$G\" explain poj1740 {} | grep -c 'from pile 20000'",
            piles.join(" ")
        ),
    );
    assert_eq!((code, out.as_str()), (0, "1\n"), "{err}");
}

/// Issue 33: stress shows the counterexample when `--out` cannot be
/// written (exit status 3 and one line naming the fault), keeps within
/// `--seconds` (a program slower than it is cut, its round not judged),
/// and quotes a `--seconds` it refuses as typed.
#[test]
fn stress_keeps_the_counterexample_and_its_time() {
    let dir = common::folder("robust-stress-out", &[]);
    let (code, out, err) = sh(
        &dir,
        "\"$G\" stress nim --solution 'echo Yes' --out /dev/null",
    );
    assert_eq!(code, 3, "{out}{err}");
    assert!(out.contains("smallest input found, not written"), "{out}");
    assert!(out.contains("got:\nYes\n"), "{out}");
    assert!(err.starts_with("grundy: stress: --out /dev/null:"), "{err}");
    assert_eq!(err.lines().count(), 1, "{err}");
    let (code, out, err) = sh(
        &dir,
        "\"$G\" stress nim --solution 'sleep 20; echo Yes' --seconds 1",
    );
    assert_eq!(code, 0, "{err}");
    assert_eq!(
        out,
        "0 rounds: --seconds ran out before the program finished one (no difference found)\n"
    );
    let (code, _, err) = sh(
        &dir,
        "\"$G\" stress nim --solution cat --seconds 18446744073709551615",
    );
    assert_eq!(code, 2);
    assert!(err.contains("found '18446744073709551615'"), "{err}");
}

/// Issue 33, small contract breaks: each now does what its words say, or
/// refuses in one line.
#[test]
fn small_contracts_hold() {
    let dir = common::folder("robust-contracts", &[("a.in", "1 1\n"), ("a.out", "Yes\n")]);
    // An ending in capitals names the language too; --lang as the README
    // spells it.
    let (code, out, err) = sh(
        &dir,
        "\"$G\" emit nim -o X.CPP && head -c 2 X.CPP && \"$G\" emit nim --lang C++ | head -c 2",
    );
    assert_eq!((code, out.as_str()), (0, "////"), "{err}");
    // A testlib validator is C++: not written into a Rust file.
    let (code, _, err) = sh(&dir, "\"$G\" emit nim --validator -o v.rs; ls v.rs");
    assert!(code != 0 && err.contains("the validator is C++"), "{err}");
    assert!(err.contains("No such file"), "{err}");
    // `--svg -` is no file named `-`.
    let (code, _, err) = sh(
        &dir,
        "\"$G\" explain nim 3 4 5 --svg -; echo $? >&2; ls -- -",
    );
    assert!(
        err.contains("--svg takes a file name") && err.contains("\n2\n"),
        "{err}"
    );
    assert_ne!(code, 0);
    // A flag that takes a value does not swallow the next flag.
    let (code, _, err) = sh(
        &dir,
        "\"$G\" gen nim --testset --json; echo $? >&2; ls -- --json",
    );
    assert!(
        err.contains("--testset needs a value") && err.contains("\n2\n"),
        "{err}"
    );
    assert_ne!(code, 0);
    // -t without --solution limits nothing: refused.
    let (code, _, err) = sh(&dir, "\"$G\" check nim . -t 2");
    assert_eq!(code, 2);
    assert!(err.contains("-t limits the time of --solution"), "{err}");
    // explain --svg draws the first position when a later case is bad.
    let (code, _, err) = sh(
        &dir,
        "printf '1 3 4 5\\n1 x\\n' | \"$G\" explain nim --svg p.svg >/dev/null; echo $? >&2; head -c 4 p.svg",
    );
    assert_eq!(code, 0);
    assert!(
        err.contains("expected a pile size") && err.contains("\n1\n"),
        "{err}"
    );
    assert!(std::fs::read_to_string(dir.join("p.svg"))
        .unwrap()
        .contains("<svg"));
    // play refuses a line that is not UTF-8 as a move and goes on.
    let (code, out, err) = sh(
        &dir,
        "printf '\\377\\376\\n1 3\\nquit\\n' | \"$G\" play nim 3 4 5 --seed 1",
    );
    assert_eq!(code, 0, "{err}");
    assert!(
        out.contains("not a move here: the line is not UTF-8 text"),
        "{out}"
    );
    assert!(
        out.contains("you: take 1 from pile 3") && out.ends_with("bye\n"),
        "{out}"
    );
}
