//! Every command grundy prints for a person to run names the problem as
//! that person can name it: for a description read from a file, the path
//! as given (quoted for the shell when it must be), never the id inside
//! the file, which names nothing in the next run. Each printed command is
//! run as printed, through `sh`, from the folder the first command ran in:
//! `show`'s lines, the refusal of `explain`, `answer`'s KEPT line, the test
//! list of `gen --testset` (its header writes the same set again, and each
//! random test's `gen` line writes that test's input) and the emitted
//! validator's and checker's headers.

use crate::common;
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};

/// Commands that take a problem as their first word.
const COMMANDS: &[&str] = &[
    "explain", "play", "gen", "show", "emit", "validate", "check", "answer", "stress",
];

/// The shell words of `text` (plain words and single-quoted parts).
fn shell_words(text: &str) -> Vec<String> {
    let mut words = Vec::new();
    let mut word: Option<String> = None;
    let mut quoted = false;
    for c in text.chars() {
        match c {
            '\'' => {
                quoted = !quoted;
                word.get_or_insert_with(String::new);
            }
            ' ' if !quoted => words.extend(word.take()),
            _ => word.get_or_insert_with(String::new).push(c),
        }
    }
    words.extend(word);
    words
}

/// Whether `word` can stand after the problem in a printed command: a
/// placeholder for a file, a path, a flag, or a position word (numbers, a
/// board).
fn argument(word: &str) -> bool {
    word == "FILE"
        || word == "FILE.svg"
        || word.contains('/')
        || word.starts_with("--")
        || (!word.is_empty()
            && word
                .chars()
                .all(|c| c.is_ascii_digit() || c == '.' || c == 'X'))
}

/// The commands in `text` that name the problem as `id` or as `name` (the
/// path given): from `grundy ` through the problem and the arguments
/// after it, as printed.
fn printed(text: &str, id: &str, name: &str) -> Vec<String> {
    let mut found = Vec::new();
    for (at, _) in text.match_indices("grundy ") {
        let rest = &text[at..];
        let line = rest.lines().next().unwrap_or("");
        // The command ends where the prose does: a parenthesis or a `;`
        // (outside quotes).
        let mut end = line.len();
        let mut quoted = false;
        for (i, c) in line.char_indices() {
            match c {
                '\'' => quoted = !quoted,
                '(' | ')' | ';' | ',' | '`' if !quoted => {
                    end = i;
                    break;
                }
                _ => {}
            }
        }
        let words = shell_words(&line[..end]);
        let problem_at = if words.get(1).is_some_and(|w| COMMANDS.contains(&w.as_str())) {
            2
        } else {
            1
        };
        let Some(problem) = words.get(problem_at) else {
            continue;
        };
        if problem != id && problem != name {
            continue;
        }
        // The printed text up to the last word that is an argument (a flag
        // takes the word after it).
        let mut keep = problem_at + 1;
        while let Some(word) = words.get(keep) {
            if word.starts_with("--") && words.get(keep + 1).is_some_and(|v| !v.starts_with("--")) {
                keep += 2;
            } else if argument(word) {
                keep += 1;
            } else {
                break;
            }
        }
        // Back to the printed characters: the first `keep` words.
        let mut taken = 0;
        let mut quoted = false;
        let mut cut = end;
        let mut in_word = false;
        for (i, c) in line[..end].char_indices() {
            if c == '\'' {
                quoted = !quoted;
            }
            let space = c == ' ' && !quoted;
            if !space && !in_word {
                if taken == keep {
                    cut = i;
                    break;
                }
                taken += 1;
            }
            in_word = !space;
        }
        found.push(line[..cut].trim_end().to_string());
    }
    found
}

/// Runs `command` as printed, through `sh` in `dir`, with `grundy` on the
/// PATH, FILE standing for `case.in` and FILE.svg for `picture.svg`:
/// (status, stdout, stderr).
fn run(dir: &Path, command: &str, stdin: &[u8]) -> (i32, Vec<u8>, String) {
    let bin = Path::new(env!("CARGO_BIN_EXE_grundy")).parent().unwrap();
    let path = format!(
        "{}:{}",
        bin.display(),
        std::env::var("PATH").unwrap_or_default()
    );
    let words: Vec<&str> = command.split(' ').collect();
    let command: Vec<&str> = words
        .iter()
        .map(|w| match *w {
            "FILE" => "case.in",
            "FILE.svg" => "picture.svg",
            w => w,
        })
        .collect();
    let mut sh = Command::new("sh");
    sh.arg("-c")
        .arg(command.join(" "))
        .current_dir(dir)
        .env("PATH", path)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped());
    let (status, out, err) = common::run_command(sh, stdin);
    (status, out, String::from_utf8_lossy(&err).into_owned())
}

/// Runs every command in `commands` and expects it to succeed.
fn runs(dir: &Path, commands: &[String], case: &[u8], from: &str) -> usize {
    for command in commands {
        let stdin: &[u8] = if command.starts_with("grundy play ") {
            b"quit\n"
        } else {
            case
        };
        let (status, _, err) = run(dir, command, stdin);
        assert_eq!(status, 0, "{from} printed `{command}`, which fails: {err}");
    }
    commands.len()
}

fn id_of(description: &Path) -> String {
    let text = std::fs::read_to_string(description).unwrap();
    grundy::describe::parse(&text).unwrap().id.to_string()
}

#[test]
fn every_command_printed_for_a_description_runs_as_printed() {
    let root = common::fresh_dir("printed-commands");
    let data = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/data/descriptions");
    let mut ran = 0;
    // Explained (hdu1848, poj1067, misere) and not (subtract): a relative
    // path with a space in it, which the shell must be given quoted.
    for name in ["hdu1848", "poj1067", "misere", "subtract"] {
        let dir = root.join(name);
        let given = format!("my problems/{name}.toml");
        let file: PathBuf = dir.join(&given);
        std::fs::create_dir_all(file.parent().unwrap()).unwrap();
        std::fs::copy(data.join(format!("{name}.toml")), &file).unwrap();
        let id = id_of(&file);
        let grundy = |args: &[&str], stdin: &[u8]| {
            let mut c = common::command_args(args);
            c.current_dir(&dir);
            common::run_command(c, stdin)
        };
        let (status, case, err) = grundy(&["gen", &given, "--scale", "tiny"], b"");
        assert_eq!(status, 0, "{}", String::from_utf8_lossy(&err));
        std::fs::write(dir.join("case.in"), &case).unwrap();

        let (status, card, _) = grundy(&["show", &given], b"");
        assert_eq!(status, 0);
        let card = String::from_utf8(card).unwrap();
        let commands = printed(&card, &id, &given);
        ran += runs(&dir, &commands, &case, &format!("show {given}"));

        let (status, _, err) = grundy(&["explain", &given], &case);
        if status != 0 {
            let err = String::from_utf8(err).unwrap();
            let commands = printed(&err, &id, &given);
            assert!(!commands.is_empty(), "{err}");
            ran += runs(&dir, &commands, &case, &format!("explain {given}"));
        }

        // answer keeps an answer it disagrees with and says how to see why.
        std::fs::create_dir_all(dir.join("kept")).unwrap();
        std::fs::write(dir.join("kept/case.in"), &case).unwrap();
        std::fs::write(dir.join("kept/case.out"), "nonsense\n").unwrap();
        let (_, out, _) = grundy(&["answer", &given, "kept"], b"");
        let out = String::from_utf8(out).unwrap();
        let commands = printed(&out, &id, &given);
        assert_eq!(commands.len(), 1, "{out}");
        // `check` finds the difference: its status is 1, but it runs.
        let (status, _, err) = run(&dir, &commands[0], b"");
        assert_eq!(status, 1, "answer printed `{}`: {err}", commands[0]);
        assert!(!err.contains("unknown problem"), "{err}");
        ran += 1;

        for flag in ["--validator", "--checker"] {
            let (status, text, _) = grundy(&["emit", &given, flag], b"");
            assert_eq!(status, 0);
            let text = String::from_utf8(text).unwrap();
            let commands = printed(&text, &id, &given);
            assert_eq!(commands.len(), 1, "{text}");
            ran += runs(&dir, &commands, b"", &format!("emit {flag}"));
        }

        // The test list: its header writes the same set again, each random
        // test's line writes that test's input.
        let (status, _, err) = grundy(&["gen", &given, "--testset", "set", "--seed", "3"], b"");
        assert_eq!(status, 0, "{}", String::from_utf8_lossy(&err));
        let list = std::fs::read_to_string(dir.join("set.txt")).unwrap();
        let mut random = 0;
        for line in list.lines().skip(1) {
            let Some(stem) = line.split("  ").next().filter(|s| s.len() == 2) else {
                continue;
            };
            for command in printed(line, &id, &given) {
                let (status, input, err) = run(&dir, &command, b"");
                assert_eq!(status, 0, "set.txt printed `{command}`: {err}");
                let written = std::fs::read(dir.join(format!("set/{stem}.in"))).unwrap();
                assert!(input == written, "`{command}` does not write set/{stem}.in");
                random += 1;
            }
        }
        assert_eq!(random, 5, "{list}");
        let header = printed(list.lines().next().unwrap(), &id, &given);
        assert_eq!(header.len(), 1, "{list}");
        let before: Vec<Vec<u8>> = files(&dir.join("set"));
        std::fs::remove_dir_all(dir.join("set")).unwrap();
        std::fs::remove_file(dir.join("set.txt")).unwrap();
        let (status, _, err) = run(&dir, &header[0], b"");
        assert_eq!(status, 0, "set.txt printed `{}`: {err}", header[0]);
        assert!(
            files(&dir.join("set")) == before,
            "`{}` writes another set",
            header[0]
        );
        assert_eq!(std::fs::read_to_string(dir.join("set.txt")).unwrap(), list);
        ran += random + 1;
    }
    // Each description prints some; the count only guards against a parser
    // that finds none.
    assert!(ran >= 40, "only {ran} printed commands found");
}

/// The files of `dir`, in name order.
fn files(dir: &Path) -> Vec<Vec<u8>> {
    let mut paths: Vec<PathBuf> = std::fs::read_dir(dir)
        .unwrap()
        .map(|e| e.unwrap().path())
        .collect();
    paths.sort();
    paths.iter().map(|p| std::fs::read(p).unwrap()).collect()
}

#[test]
fn printed_commands_are_found_as_printed() {
    let text = "Why: grundy explain 'my problems/a.toml' FILE (docs/explain.md)\n\
                As in: grundy explain 'my problems/a.toml' 3 4 5 --svg FILE.svg\n\
                (grundy a-id answers it, grundy show a-id says how)\n\
                grundy validate reads it";
    assert_eq!(
        printed(text, "a-id", "my problems/a.toml"),
        [
            "grundy explain 'my problems/a.toml' FILE",
            "grundy explain 'my problems/a.toml' 3 4 5 --svg FILE.svg",
            "grundy a-id",
            "grundy show a-id",
        ]
    );
}
