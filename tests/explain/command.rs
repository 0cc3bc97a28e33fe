//! The command itself: JSON lines, files, usage errors.

use crate::common;

#[test]
fn json_is_one_object_per_line_with_the_same_facts() {
    let (status, out, _) = common::run_args(&["explain", "nim", "--json"], b"3 3 4 5\n2 1 1\n");
    assert_eq!(status, 0);
    let out = String::from_utf8(out).unwrap();
    let lines: Vec<&str> = out.lines().collect();
    assert_eq!(lines.len(), 2);
    assert!(lines
        .iter()
        .all(|l| l.starts_with("{\"case\":") && l.ends_with('}')));
    assert!(lines[0].contains(
        "\"winning_moves\":{\"count\":1,\"listed\":[{\"component\":1,\"action\":\"take\",\"amount\":2,\"left\":[1,4,5],\"value\":0}]}"
    ));
    assert!(lines[0].contains("\"position\":[3,4,5],"));
    assert!(lines[1].contains("\"verdict\":{\"answer\":\"No\",\"outcome\":\"P\""));
}

#[test]
fn a_file_argument_and_usage_errors() {
    let sample = common::samples_dir().join("poj2234/sample.in");
    let (status, out, _) = common::run_args(&["explain", "nim", sample.to_str().unwrap()], b"");
    assert_eq!(status, 0);
    assert!(String::from_utf8(out).unwrap().contains("case 2: 3 6 9\n"));
    // Words that are not a file are a position, checked as the judge does.
    let (status, _, err) = common::run_args(&["explain", "nim", "a", "b"], b"");
    assert_eq!(status, 1);
    assert_eq!(
        String::from_utf8(err).unwrap(),
        "grundy: poj2234: word 1: expected a pile size, found \"a\"\n"
    );
    let (status, _, err) = common::run_args(&["explain"], b"");
    assert_eq!(status, 2);
    assert!(String::from_utf8(err)
        .unwrap()
        .contains("missing a problem name"));
}

/// One word that names no file but looks like a path (a separator, an
/// extension) is a file that is missing, said as the solver says it (exit
/// status 2), not a position blamed for not being a number; a board of
/// dots is still a position.
#[test]
fn a_missing_file_is_named_not_read_as_a_position() {
    let dir = common::fresh_dir("explain-missing-file");
    for (word, shown) in [
        ("missing.in", "missing.in"),
        ("tests/none", "tests/none"),
        ("case-2.txt", "case-2.txt"),
    ] {
        let mut command = common::command_args(&["explain", "poj2234", word]);
        command.current_dir(&dir);
        let (status, out, err) = common::run_command(command, b"");
        assert_eq!(status, 2, "{word}");
        assert!(out.is_empty(), "{word}");
        assert_eq!(
            String::from_utf8(err).unwrap(),
            format!("grundy: cannot open {shown}: No such file or directory (os error 2)\n"),
        );
    }
    let (status, out, err) = common::run_args(&["explain", "uva10561", "..X.."], b"");
    assert_eq!(status, 0, "{}", String::from_utf8_lossy(&err));
    assert!(String::from_utf8(out).unwrap().contains("..X.."));
}

/// (status, stdout, stderr) of the command line `args` on `input`, in
/// process.
fn call(args: &[&str], input: &[u8]) -> (u8, Vec<u8>, String) {
    let args: Vec<std::ffi::OsString> = args.iter().map(Into::into).collect();
    let (mut out, mut err) = (Vec::new(), Vec::new());
    let status = grundy::cli::run(&args, &mut &input[..], &mut out, &mut err, false);
    (status, out, String::from_utf8(err).unwrap())
}

/// Bad input follows the solver's contract: the official sample cut at
/// every byte, and seeded random bytes, give the solver's exit status and
/// stderr line, never a panic; on an error, the accounts written are those
/// of the complete cases the solver answered.
#[test]
fn bad_input_ends_as_the_solver_ends() {
    let mut rng = crate::search::Rng::new(9);
    for id in grundy::registry::PROBLEMS.iter().map(|p| p.id) {
        let sample = std::fs::read(common::samples_dir().join(id).join("sample.in")).unwrap();
        let mut inputs: Vec<Vec<u8>> = (0..sample.len()).map(|n| sample[..n].to_vec()).collect();
        for _ in 0..20 {
            let len = rng.range(1, 40) as usize;
            let alphabet = b"0123456789 \n\t-x\x00\xff";
            let mut input: Vec<u8> = Vec::with_capacity(len);
            for _ in 0..len {
                let b = alphabet[rng.range(0, alphabet.len() as u64 - 1) as usize];
                // At most 4 digits in a row: a bid limit of 10^9 asks
                // hdu2149 for gigabytes of answers, which is not bad input.
                let run = input
                    .iter()
                    .rev()
                    .take_while(|b| b.is_ascii_digit())
                    .count();
                input.push(if b.is_ascii_digit() && run == 4 {
                    b' '
                } else {
                    b
                });
            }
            inputs.push(input);
        }
        inputs.push(b"18446744073709551616 7\n".to_vec());
        // Judges that print one line per account: the counts must match.
        let p = grundy::registry::entry(id).unwrap();
        let (in_full, _) = grundy::explain::accounts(p, &sample, 1);
        let line_per_account =
            String::from_utf8_lossy(&sample_answers(id)).lines().count() == in_full.len();
        for input in inputs {
            let (status, answers, err) = call(&[id], &input);
            let (explain_status, _, explain_err) = call(&["explain", id, "--json"], &input);
            let at = format!("{id} on {:?}", String::from_utf8_lossy(&input));
            assert_eq!(explain_status, status, "{at}");
            assert_eq!(explain_err, err, "{at}");
            if status == 1 && line_per_account {
                // As many complete cases explained as the solver answered.
                let (accounts, _) = grundy::explain::accounts(p, &input, 1);
                let answered = String::from_utf8_lossy(&answers).lines().count();
                assert_eq!(accounts.len(), answered, "{at}");
            }
        }
    }
}

/// The solver's answers to a problem's official sample.
fn sample_answers(id: &str) -> Vec<u8> {
    std::fs::read(common::samples_dir().join(id).join("sample.out")).unwrap()
}

/// The text of `docs/explain.md` (moved there from the README) between
/// `from` and `to` (the next top-level heading when `to` is `None`).
pub fn readme_part(from: &str, to: Option<&str>) -> String {
    let readme = std::fs::read_to_string(common::samples_dir().join("../docs/explain.md")).unwrap();
    let start = readme.find(from).unwrap();
    let to = to.unwrap_or("\n## ");
    let end = readme[start + 1..]
        .find(to)
        .map_or(readme.len(), |e| start + 1 + e);
    readme[start..end].to_string()
}

/// Whether `out` is what a README session shows: exactly, except that a
/// line `...` stands for any lines, and a session marked `# ends with`
/// shows only the output's last lines.
fn shown_as(out: &str, shown: &str, ends_with: bool) -> bool {
    let mut parts = shown
        .split_inclusive('\n')
        .fold(vec![String::new()], |mut parts, line| {
            match line.trim() {
                "..." => parts.push(String::new()),
                _ => parts.last_mut().unwrap().push_str(line),
            }
            parts
        });
    if ends_with {
        parts.insert(0, String::new());
    }
    let (first, last) = (parts.remove(0), parts.pop());
    let Some(mut rest) = out.strip_prefix(first.as_str()) else {
        return false;
    };
    for part in &parts {
        match rest.find(part.as_str()) {
            Some(at) => rest = &rest[at + part.len()..],
            None => return false,
        }
    }
    last.map_or(true, |last| rest.ends_with(&last))
}

/// Runs every session in `text`: each `$ [echo ... |] grundy ...` or
/// `$ printf '...' | grundy ...` must print the indented lines under it
/// ([`shown_as`]), with status 0 and nothing on stderr. Returns how many
/// ran.
pub fn readme_sessions(text: &str) -> usize {
    let mut sessions = 0;
    let mut lines = text.lines().peekable();
    while let Some(line) = lines.next() {
        let Some(command) = line.strip_prefix("    $ ") else {
            continue;
        };
        let (command, comment) = command.split_once("  #").unwrap_or((command, ""));
        let command = command.trim();
        let (input, grundy) = match command.split_once(" | grundy ") {
            Some((feed, grundy)) => match feed.strip_prefix("echo ") {
                Some(text) => (format!("{}\n", text.trim_matches('"')), grundy),
                None => {
                    let text = feed.strip_prefix("printf ").unwrap().trim_matches('\'');
                    (text.replace("\\n", "\n"), grundy)
                }
            },
            None => (String::new(), command.strip_prefix("grundy ").unwrap()),
        };
        let mut want = String::new();
        while let Some(next) = lines.next_if(|l| l.starts_with("    ") && !l.starts_with("    $")) {
            want += &next[4..];
            want.push('\n');
        }
        let args: Vec<&str> = grundy.split_whitespace().collect();
        let (status, out, err) = call(&args, input.as_bytes());
        assert_eq!((status, err.as_str()), (0, ""), "{command}");
        let out = String::from_utf8(out).unwrap();
        let ends_with = comment.trim() == "ends with";
        assert!(
            shown_as(&out, &want, ends_with),
            "{command}: the README shows\n{want}\nit prints\n{out}"
        );
        sessions += 1;
    }
    sessions
}

/// The sessions in "Explaining answers" (docs/explain.md) are real output.
#[test]
fn the_readme_sessions_are_real_output() {
    let section = readme_part("## Explaining answers", None);
    assert_eq!(readme_sessions(&section), 5);
}
