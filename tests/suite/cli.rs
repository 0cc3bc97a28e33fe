//! Command-line manners on the real binary: flags anywhere, help and version
//! beside a problem, extra words named, several FILEs, paths that are not
//! UTF-8, the exit status of every failure class (2 for the input file, 3
//! for the output), suggestions for remembered words, and the listing.

use crate::common;
use crate::common::run_text as grundy;
use crate::tools;

use std::ffi::OsStr;
use std::io::Write;
use std::path::PathBuf;
use std::process::{Command, Stdio};

/// A scratch folder of this test binary, removed when dropped.
struct Scratch(PathBuf);

impl std::ops::Deref for Scratch {
    type Target = PathBuf;
    fn deref(&self) -> &PathBuf {
        &self.0
    }
}

impl Drop for Scratch {
    fn drop(&mut self) {
        let _ = std::fs::remove_dir_all(&self.0);
    }
}

fn scratch(name: &str) -> Scratch {
    let dir = std::env::temp_dir().join(format!("grundy-cli-{}-{name}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    Scratch(dir)
}

/// Asserts a usage failure: exit 2, nothing on stdout, one stderr line
/// holding `needle`.
fn assert_usage<S: AsRef<OsStr>>(args: &[S], needle: &str) {
    let (code, out, err) = grundy(args, b"");
    let shown: Vec<_> = args.iter().map(|a| a.as_ref().to_owned()).collect();
    assert_eq!(code, 2, "{shown:?}: {err}");
    assert_eq!(out, "", "{shown:?}");
    assert_eq!(err.lines().count(), 1, "{shown:?}: {err}");
    assert!(
        err.starts_with("grundy: ") && err.contains(needle),
        "{shown:?}: {err}"
    );
}

#[test]
fn help_after_a_problem_shows_its_card_not_a_missing_file() {
    let (code, card, err) = grundy(&["poj2234", "--help"], b"");
    assert_eq!((code, err.as_str()), (0, ""));
    assert!(card.starts_with("poj2234 Matches Game"), "{card}");
    assert!(card.contains("http://poj.org/problem?id=2234"));
    for args in [
        &["poj2234", "-h"][..],
        &["--help", "poj2234"],
        &["help", "poj2234"],
        &["help", "nim"],
        &["show", "nim"],
    ] {
        assert_eq!(
            grundy(args, b""),
            (0, card.clone(), String::new()),
            "{args:?}"
        );
    }
}

#[test]
fn version_beside_a_problem_or_command_is_the_version() {
    let (code, version, _) = grundy(&["--version"], b"");
    assert_eq!(code, 0);
    assert!(version.starts_with("grundy "), "{version}");
    for args in [
        &["poj2234", "-V"][..],
        &["-V", "nim"],
        &["list", "--version"],
    ] {
        assert_eq!(
            grundy(args, b""),
            (0, version.clone(), String::new()),
            "{args:?}"
        );
    }
}

#[test]
fn flags_anywhere_and_double_dash_ends_them() {
    let dir = scratch("dash");
    std::fs::write(dir.join("-odd.in"), "1 1\n").unwrap();
    let (code, out, err) = grundy(&[OsStr::new("--"), OsStr::new("nim")], b"2 3 3\n");
    assert_eq!((code, out.as_str(), err.as_str()), (0, "No\n", ""));
    let odd = dir.join("-odd.in");
    let args = [OsStr::new("nim"), OsStr::new("--"), odd.as_os_str()];
    assert_eq!(grundy(&args, b"").1, "Yes\n");
    assert_usage(&["nim", "--frobnicate"], "unknown option '--frobnicate'");
}

#[test]
fn an_extra_word_is_named_in_the_message() {
    assert_usage(
        &["--version", "extra"],
        "--version takes no argument, found 'extra'",
    );
    assert_usage(&["list", "extra"], "unexpected argument 'extra'");
    assert_usage(&["help", "nim", "extra"], "unexpected argument 'extra'");
    assert_usage(
        &["--help", "nosuch"],
        "no command or problem named 'nosuch'",
    );
}

#[test]
fn several_files_are_answered_in_order_each_its_own_input() {
    let dir = scratch("files");
    // Each file opens with its own case count: concatenated, they would
    // not be one valid input.
    std::fs::write(dir.join("a.in"), "1\n2\n1 1\n").unwrap();
    std::fs::write(dir.join("b.in"), "2\n1\n5\n2\n3 3\n").unwrap();
    let (a, b) = (dir.join("a.in"), dir.join("b.in"));
    let args = [OsStr::new("hdu1907"), b.as_os_str(), a.as_os_str()];
    let (code, out, err) = grundy(&args, b"");
    assert_eq!((code, err.as_str()), (0, ""));
    assert_eq!(out, "John\nBrother\nJohn\n");
    let (_, out, _) = grundy(
        &[OsStr::new("lightoj1253"), b.as_os_str(), a.as_os_str()],
        b"",
    );
    assert_eq!(out, "Case 1: Alice\nCase 2: Bob\nCase 1: Alice\n");
    // `-` among files reads stdin at its place.
    let args = [OsStr::new("nim"), OsStr::new("-"), OsStr::new("-")];
    assert_eq!(grundy(&args, b"1 4\n").1, "Yes\n");
}

#[test]
fn a_fault_in_a_later_file_names_that_file_after_the_earlier_answers() {
    let dir = scratch("fault");
    std::fs::write(dir.join("good.in"), "1 1\n").unwrap();
    std::fs::write(dir.join("bad.in"), "1 x\n").unwrap();
    let (good, bad) = (dir.join("good.in"), dir.join("bad.in"));
    let args = [OsStr::new("nim"), good.as_os_str(), bad.as_os_str()];
    let (code, out, err) = grundy(&args, b"");
    assert_eq!(code, 1);
    assert_eq!(out, "Yes\n");
    assert_eq!(
        err,
        format!(
            "grundy: poj2234: {}: line 1, column 3: expected a pile size, found \"x\"\n",
            bad.display()
        )
    );
}

#[cfg(unix)]
#[test]
fn a_path_that_is_not_utf8_is_read_and_named_with_its_bytes() {
    use std::os::unix::ffi::OsStrExt;
    let dir = scratch("bytes");
    let path = dir.join(OsStr::from_bytes(b"caf\xe9.in"));
    std::fs::write(&path, "3 1 2 3\n").unwrap();
    let (code, out, err) = grundy(&[OsStr::new("nim"), path.as_os_str()], b"");
    assert_eq!((code, out.as_str(), err.as_str()), (0, "No\n", ""));
    let missing = dir.join(OsStr::from_bytes(b"nul\xe9.in"));
    assert_usage(&[OsStr::new("nim"), missing.as_os_str()], "nul\\xE9.in");
}

#[test]
fn an_input_file_that_cannot_be_read_exits_2() {
    let dir = scratch("dir");
    let dir_arg = dir.as_os_str();
    assert_usage(&[OsStr::new("nim"), dir_arg], "it is a directory");
    assert_usage(&["nim", "/no/such/file.in"], "cannot open /no/such/file.in");
}

#[cfg(target_os = "linux")]
#[test]
fn output_that_cannot_be_written_exits_3_with_its_own_message() {
    let full = std::fs::OpenOptions::new()
        .write(true)
        .open("/dev/full")
        .expect("/dev/full");
    let mut child = common::command("nim")
        .stdout(Stdio::from(full))
        .spawn()
        .expect("start grundy");
    child
        .stdin
        .take()
        .unwrap()
        .write_all(b"1 1\n2 3 3\n")
        .unwrap();
    let out = child.wait_with_output().unwrap();
    let err = String::from_utf8_lossy(&out.stderr);
    assert_eq!(out.status.code(), Some(3), "{err}");
    assert!(
        err.starts_with("grundy: poj2234: cannot write output: ") && err.lines().count() == 1,
        "{err}"
    );
}

#[test]
fn remembered_words_of_a_name_get_a_suggestion() {
    // Every word of the issue is checked in registry's unit test; here the
    // message on the real binary.
    for (word, id) in [
        ("fibonacci", "hdu1848"),
        ("staircase", "poj1704"),
        ("1907", "hdu1907"),
    ] {
        assert_usage(&[word], &format!("unknown problem '{word}'; did you mean "));
        assert!(grundy(&[word], b"").2.contains(id), "{word}");
    }
}

#[test]
fn the_list_fits_80_columns_under_a_header_and_long_and_markdown_have_everything() {
    let (code, list, _) = grundy(&["list"], b"");
    assert_eq!(code, 0);
    let lines: Vec<&str> = list.lines().collect();
    assert!(lines[0].starts_with("PROBLEM") && lines[0].contains("OUTPUT"));
    assert_eq!(lines.len(), grundy::registry::all().len() + 1);
    assert!(lines.iter().all(|l| l.chars().count() <= 80), "{list}");
    let (code, long, _) = grundy(&["list", "--long"], b"");
    assert_eq!(code, 0);
    for p in grundy::registry::all() {
        let input = p.tools.format.summary();
        assert!(long.contains(&input) && long.contains(p.url), "{}", p.id);
    }
    assert_eq!(grundy(&["list", "-l"], b"").1, long);
    let (code, table, _) = grundy(&["list", "--markdown"], b"");
    assert_eq!(code, 0);
    assert_eq!(table, grundy::commands::list::markdown());
    let (code, _, err) = grundy(&["list", "--long", "--markdown"], b"");
    assert_eq!(code, 2);
    assert!(err.contains("not both"), "{err}");
}

/// A typist: serves one line per read, and notes what had been written
/// out (and flushed) by the time each line was asked for.
struct Typist {
    lines: std::collections::VecDeque<&'static str>,
    screen: std::rc::Rc<std::cell::RefCell<Vec<u8>>>,
    seen_before_line: Vec<String>,
}

impl std::io::Read for Typist {
    fn read(&mut self, buf: &mut [u8]) -> std::io::Result<usize> {
        let shown = String::from_utf8(self.screen.borrow().clone()).unwrap();
        self.seen_before_line.push(shown);
        let Some(line) = self.lines.pop_front() else {
            return Ok(0);
        };
        buf[..line.len()].copy_from_slice(line.as_bytes());
        Ok(line.len())
    }
}

/// A terminal's screen: records what was flushed.
struct Screen {
    pending: Vec<u8>,
    shown: std::rc::Rc<std::cell::RefCell<Vec<u8>>>,
}

impl Write for Screen {
    fn write(&mut self, b: &[u8]) -> std::io::Result<usize> {
        self.pending.extend_from_slice(b);
        Ok(b.len())
    }
    fn flush(&mut self) -> std::io::Result<()> {
        self.shown.borrow_mut().append(&mut self.pending);
        Ok(())
    }
}

#[test]
fn typed_input_gets_each_answer_before_the_next_line_is_asked_for() {
    for (id, lines, answers) in [
        (
            "poj2234",
            &["1 1\n", "2 3 3\n", "1 7\n"][..],
            &["Yes\n", "No\n", "Yes\n"][..],
        ),
        (
            "lightoj1253",
            &["2\n", "2\n", "1 1\n", "1\n", "1\n"],
            &["", "", "Case 1: Alice\n", "", "Case 2: Bob\n"],
        ),
        ("hdu1404", &["11\n", "0\n"], &["No\n", "Yes\n"]),
    ] {
        let shown = std::rc::Rc::new(std::cell::RefCell::new(Vec::new()));
        let mut typist = Typist {
            lines: lines.iter().copied().collect(),
            screen: shown.clone(),
            seen_before_line: Vec::new(),
        };
        let mut screen = Screen {
            pending: Vec::new(),
            shown: shown.clone(),
        };
        let problem = grundy::registry::entry(id).unwrap();
        grundy::solve_typed(problem, &mut typist, &mut screen).unwrap();
        // Before line k + 1 is asked for, the answers up to line k are shown.
        let mut expected = String::new();
        for (k, answer) in answers.iter().enumerate() {
            expected += answer;
            assert_eq!(
                typist.seen_before_line[k + 1],
                expected,
                "{id}, after line {}",
                k + 1
            );
        }
    }
}

#[test]
fn mistyped_commands_options_and_heap_games_get_a_pointer() {
    assert_usage(
        &["explian", "nim"],
        "unknown command or problem 'explian'; did you mean 'grundy explain'?",
    );
    assert_usage(&["valdiate", "nim"], "did you mean 'grundy validate'?");
    assert_usage(
        &["gen", "nim", "--seeed", "3"],
        "unknown option '--seeed'; did you mean --seed?",
    );
    assert_usage(&["list", "--lnog"], "did you mean --long?");
    // Far from everything: no guess.
    assert_usage(&["nim", "--frobnicate"], "try 'grundy --help'");
    assert_usage(
        &["play", "kayles"],
        "'kayles' is a heap game (0.77), not a judge problem: 'grundy sg kayles' computes its Grundy values",
    );
    // A problem whose name is a heap game's too is the problem.
    assert_eq!(grundy(&["explain", "treblecross", "..."], b"").0, 0);
}

#[test]
fn help_testset_is_a_page_and_gen_help_points_to_it() {
    let (code, page, err) = grundy(&["help", "testset"], b"");
    assert_eq!((code, err.as_str()), (0, ""));
    assert!(
        page.starts_with("grundy gen PROBLEM --testset DIR"),
        "{page}"
    );
    assert!(page.contains("oj test -d") && page.contains("--force"));
    let (_, help, _) = grundy(&["gen", "--help"], b"");
    assert!(help.contains("'grundy help testset'"), "{help}");
}

/// `grundy help descriptions` prints the keys and a worked example, and
/// the overview points to it.
#[test]
fn help_descriptions_is_a_page_and_the_overview_points_to_it() {
    let (code, page, err) = grundy(&["help", "descriptions"], b"");
    assert_eq!((code, err.as_str()), (0, ""));
    assert!(page.starts_with("# Problem descriptions\n"), "{page}");
    assert!(page.contains("## The keys") && page.contains("rule = \"L..R\""));
    let (_, help, _) = grundy(&["--help"], b"");
    assert!(help.contains("description file"), "{help}");
    assert!(help.contains("'grundy help descriptions'"), "{help}");
}

#[test]
fn stress_help_says_tiny_rounds_come_first() {
    let (code, help, _) = grundy(&["stress", "--help"], b"");
    assert_eq!(code, 0);
    let line = help.lines().find(|l| l.contains("--scale")).unwrap();
    assert!(
        line.contains("default: tiny for the first half, then judge"),
        "{line}"
    );
    assert!(!line.contains("judge (default)"), "{line}");
}

#[test]
fn typed_input_gets_each_explanation_before_the_next_line_is_asked_for() {
    let shown = std::rc::Rc::new(std::cell::RefCell::new(Vec::new()));
    let mut typist = Typist {
        lines: ["3 3 4 5\n", "2 1 1\n"].into_iter().collect(),
        screen: shown.clone(),
        seen_before_line: Vec::new(),
    };
    let mut screen = Screen {
        pending: Vec::new(),
        shown: shown.clone(),
    };
    let problem = grundy::registry::entry("nim").unwrap();
    let row = grundy::explain::row(problem);
    grundy::explain::explain_typed(
        row.explain,
        &mut typist,
        &mut screen,
        grundy::explain::Format::Text,
        grundy::explain::SHOWN,
    )
    .unwrap();
    let before_second = &typist.seen_before_line[1];
    assert!(
        before_second.starts_with("case 1: 3 4 5\n")
            && before_second.contains("take 2 from pile 1"),
        "{before_second}"
    );
    assert!(!before_second.contains("case 2"), "{before_second}");
}

/// Whether `out` is what a session shows: exactly, except that a line
/// `...` stands for any lines.
fn shown_as(out: &str, shown: &str) -> bool {
    let parts: Vec<String> =
        shown
            .split_inclusive('\n')
            .fold(vec![String::new()], |mut parts, line| {
                match line.trim() {
                    "..." => parts.push(String::new()),
                    _ => parts.last_mut().unwrap().push_str(line),
                }
                parts
            });
    let Some(mut rest) = out.strip_prefix(parts[0].as_str()) else {
        return false;
    };
    if parts.len() == 1 {
        return rest.is_empty();
    }
    for part in &parts[1..parts.len() - 1] {
        match rest.find(part.as_str()) {
            Some(at) => rest = &rest[at + part.len()..],
            None => return false,
        }
    }
    rest.ends_with(parts.last().unwrap().as_str())
}

/// The sessions of a page: each `    $ COMMAND` line with the indented
/// lines under it (up to the next `$` line or the end of the block).
fn sessions(page: &str) -> Vec<(String, String)> {
    let mut all = Vec::new();
    let mut lines = page.lines().peekable();
    while let Some(line) = lines.next() {
        let Some(command) = line.strip_prefix("    $ ") else {
            continue;
        };
        let mut shown = String::new();
        while let Some(next) = lines.next_if(|l| l.starts_with("    ") && !l.starts_with("    $ "))
        {
            shown += &next[4..];
            shown.push('\n');
        }
        all.push((command.to_string(), shown));
    }
    all
}

/// Every session of `page` (a file of the repository), run in order by
/// `sh` in a scratch folder that holds what the sessions read (`samples/`,
/// `docs/`, `tests/fixtures/`), with this build as `grundy` on the PATH: each
/// prints (stdout and stderr) exactly what the page shows under it. None
/// names the crate's own `tests/` folder but to read a fixture. A command
/// marked `# needs testlib.h` is not run. Returns how many ran.
#[cfg(unix)]
fn run_sessions(page: &str) -> usize {
    let root = std::path::Path::new(env!("CARGO_MANIFEST_DIR"));
    let text = std::fs::read_to_string(root.join(page)).unwrap();
    let dir = scratch(&page.replace('/', "-"));
    let bin = dir.0.join("bin");
    let work = dir.0.join("work");
    std::fs::create_dir_all(&bin).unwrap();
    std::fs::create_dir_all(work.join("tests/fixtures")).unwrap();
    std::os::unix::fs::symlink(env!("CARGO_BIN_EXE_grundy"), bin.join("grundy")).unwrap();
    std::os::unix::fs::symlink(root.join("samples"), work.join("samples")).unwrap();
    std::os::unix::fs::symlink(root.join("docs"), work.join("docs")).unwrap();
    for entry in std::fs::read_dir(root.join("tests/fixtures")).unwrap() {
        let path = entry.unwrap().path();
        std::fs::copy(
            &path,
            work.join("tests/fixtures").join(path.file_name().unwrap()),
        )
        .unwrap();
    }
    let path = format!(
        "{}:{}",
        bin.display(),
        std::env::var("PATH").unwrap_or_default()
    );
    let mut ran = 0;
    for (command, shown) in &sessions(&text) {
        if command.contains("# needs testlib.h") {
            continue;
        }
        for word in command.split_whitespace() {
            assert!(
                !word.starts_with("tests/") || word.starts_with("tests/fixtures/"),
                "a session of {page} names {word}: {command}"
            );
        }
        let out = Command::new("sh")
            .arg("-c")
            .arg(format!("exec 2>&1; {command}"))
            .current_dir(&work)
            .env("PATH", &path)
            .stdin(Stdio::null())
            .output()
            .unwrap();
        let out = String::from_utf8_lossy(&out.stdout);
        assert!(
            shown_as(&out, shown),
            "{page}: session `{command}` shows\n{shown}\nbut prints\n{out}"
        );
        ran += 1;
    }
    // What the sessions read in tests/ is all that is there.
    let fixtures = std::fs::read_dir(root.join("tests/fixtures"))
        .unwrap()
        .count();
    assert_eq!(std::fs::read_dir(work.join("tests")).unwrap().count(), 1);
    assert_eq!(
        std::fs::read_dir(work.join("tests/fixtures"))
            .unwrap()
            .count(),
        fixtures
    );
    ran
}

/// Every session of the README prints what the README shows (and the
/// README is at most 25 KB).
#[cfg(unix)]
#[test]
fn every_readme_session_prints_what_it_shows() {
    let root = std::path::Path::new(env!("CARGO_MANIFEST_DIR"));
    let readme = std::fs::read_to_string(root.join("README.md")).unwrap();
    assert!(
        readme.len() <= 25 * 1024,
        "the README is {} bytes",
        readme.len()
    );
    let ran = run_sessions("README.md");
    assert_eq!(ran, readme.matches("\n    $ ").count());
    assert!(ran >= 15, "{ran} sessions");
}

/// So do the sessions of the judge-data page (but the testlib builds).
#[cfg(unix)]
#[test]
fn the_judge_data_sessions_print_what_they_show() {
    assert_eq!(run_sessions("docs/judge-data.md"), 24);
}

/// At a real terminal (a pseudo-terminal made by util-linux `script`),
/// `explain` says how to end the input, as the solver does.
#[cfg(unix)]
#[test]
fn explain_at_a_terminal_says_how_to_end_the_input() {
    let has_script = Command::new("sh")
        .args(["-c", "command -v script && command -v timeout"])
        .stdout(Stdio::null())
        .status()
        .is_ok_and(|s| s.success());
    if !has_script {
        tools::missing(&tools::SCRIPT, "cli: explain at a terminal");
        return;
    }
    for (args, prompt) in [
        (
            "explain nim",
            "grundy: reading poj2234 input from the terminal; end it with Ctrl-D",
        ),
        (
            "nim",
            "grundy: reading poj2234 input from the terminal; end it with Ctrl-D",
        ),
    ] {
        let command = format!(
            "timeout 60 script -qec '{} {args}' /dev/null",
            env!("CARGO_BIN_EXE_grundy")
        );
        let (_, out, _) = common::run_command(
            {
                let mut c = Command::new("sh");
                c.args(["-c", &command])
                    .stdin(Stdio::piped())
                    .stdout(Stdio::piped())
                    .stderr(Stdio::piped());
                c
            },
            b"3 3 4 5\n\x04",
        );
        let out = String::from_utf8_lossy(&out);
        assert!(out.contains(prompt), "grundy {args}: {out}");
        let answer = if args == "nim" {
            "Yes"
        } else {
            "take 2 from pile 1: 3 4 5 -> 1 4 5"
        };
        assert!(out.contains(answer), "grundy {args}: {out}");
    }
}
