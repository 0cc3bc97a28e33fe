//! `grundy gen PROBLEM --testset DIR`: a whole numbered test set, the way a
//! Polygon script makes one: `01.in`, `01.out` (grundy's answer), ... in
//! `DIR`, and beside the folder `DIR.txt`, one line per test saying what it
//! is for (outside the folder, so that `oj test -d DIR` and a Polygon
//! upload find nothing there but tests).
//!
//! A folder that holds anything is refused unless `--force`, which replaces
//! the test set whole: the old numbered tests (and an older grundy's
//! `tests.txt` inside) are removed first, and a folder holding anything
//! else is still refused. Every file is created anew (`create_new`), never
//! written through a link that was already there.
//!
//! The tests, in order: the official sample (each of them, where the
//! judge's file is one case and they are one file each); both ends of every
//! bound of the problem's [`Format`] (`M = 1`, `M = 20`, each named value
//! in turn, the others small), everything at its lower bound, everything at
//! its upper bound (the largest input the judge allows); then the problem's
//! own generator (which mixes in its traps) at tiny and judge scale. The
//! bound tests are written from the format alone ([`Extreme`]), so every
//! problem gets them; a test the format cannot make valid (a rule no layout
//! states, such as a tree being connected, or an input past
//! [`MOST_BYTES`](crate::testdata::MOST_BYTES)) is tried with a few seeds
//! and otherwise named in `tests.txt` as not made. Every test is validated
//! strictly (layout, bounds and the solver's rules) before it is written,
//! and identical inputs are written once. The list ends with the bounds no
//! test reaches (the `validate --coverage` report).

use crate::commands::{Failure, Io, Parsed};
use crate::error::Error;
use crate::format::coverage::Coverage;
use crate::format::read::{Mode, Reader};

use crate::format::{Cases, Expr, Format};
use crate::problem::Problem;
use crate::registry::Entry;
use crate::testdata::{targets, Extreme, Scale, Target};
use std::path::Path;

/// Seeds tried for a bound test before it is reported as not made.
const TRIES: u64 = 8;

/// What a test set holds: the tests written, in order, and the ones that
/// could not be made.
#[derive(Debug, Default)]
pub struct Testset {
    /// (file stem, what it is for).
    pub written: Vec<(String, String)>,
    /// What a test was for, and why it is missing.
    pub missing: Vec<(String, String)>,
    /// Bounds no test reaches (`M = 20`).
    pub unreached: Vec<String>,
    /// Where the list of tests went: `DIR.txt`, beside the folder.
    pub list: std::path::PathBuf,
}

/// The list's place beside `dir`: `tests` -> `tests.txt`, `a/b/` -> `a/b.txt`.
pub fn list_path(dir: &Path) -> Result<std::path::PathBuf, String> {
    let named = match dir.file_name() {
        Some(_) => dir.to_path_buf(),
        None => {
            std::fs::canonicalize(dir).map_err(|e| format!("cannot find {}: {e}", dir.display()))?
        }
    };
    let Some(name) = named.file_name() else {
        return Err(format!(
            "{} has no name to put its list beside it; pick a folder below it",
            dir.display()
        ));
    };
    let mut file = name.to_os_string();
    file.push(".txt");
    Ok(named.with_file_name(file))
}

/// A file name of a test set: `01`, `01.in`, `01.out`, `01.ans`, `01.a`,
/// or the `tests.txt` an older grundy wrote inside the folder.
fn is_test_file(name: &str) -> bool {
    let stem = name.split('.').next().unwrap_or("");
    let ext = &name[stem.len()..];
    name == "tests.txt"
        || (!stem.is_empty()
            && stem.bytes().all(|b| b.is_ascii_digit())
            && matches!(ext, "" | ".in" | ".out" | ".ans" | ".a"))
}

/// Makes `dir` ready for a new set: missing or empty, or (with `force`)
/// emptied of an earlier set; anything else there is refused.
fn prepare(dir: &Path, list: &Path, force: bool) -> Result<(), String> {
    let shown = dir.display();
    match std::fs::symlink_metadata(dir) {
        Err(_) => {}
        Ok(meta) if !meta.is_dir() => return Err(format!("{shown} exists and is not a folder")),
        Ok(_) => {
            let entries = std::fs::read_dir(dir)
                .map_err(|e| format!("cannot read {shown}: {e}"))?
                .collect::<Result<Vec<_>, _>>()
                .map_err(|e| format!("cannot read {shown}: {e}"))?;
            if !entries.is_empty() && !force {
                return Err(format!(
                    "{shown} is not empty ({} entries); --force replaces the test set in it",
                    entries.len()
                ));
            }
            let mut names: Vec<_> = entries.iter().map(|e| e.file_name()).collect();
            names.sort();
            if let Some(other) = names.iter().find(|n| {
                let is_file = std::fs::symlink_metadata(dir.join(n)).is_ok_and(|m| !m.is_dir());
                !(is_file && n.to_str().is_some_and(is_test_file))
            }) {
                return Err(format!(
                    "{shown} holds {}, which is no test; --force replaces only a test set (NN, NN.in, NN.out, NN.ans, NN.a)",
                    Path::new(other).display()
                ));
            }
            for name in names {
                let path = dir.join(name);
                std::fs::remove_file(&path)
                    .map_err(|e| format!("cannot remove {}: {e}", path.display()))?;
            }
        }
    }
    if std::fs::symlink_metadata(list).is_ok() {
        if !force {
            return Err(format!(
                "{} exists; --force replaces it with the new list",
                list.display()
            ));
        }
        std::fs::remove_file(list).map_err(|e| format!("cannot remove {}: {e}", list.display()))?;
    }
    std::fs::create_dir_all(dir).map_err(|e| format!("cannot make {shown}: {e}"))
}

/// Writes `text` to a new file at `path`: never over, or through, one there.
fn create(path: &Path, text: &str) -> Result<(), String> {
    use std::io::Write;
    std::fs::OpenOptions::new()
        .write(true)
        .create_new(true)
        .open(path)
        .and_then(|mut file| file.write_all(text.as_bytes()))
        .map_err(|e| format!("cannot write {}: {e}", path.display()))
}

/// `gen PROBLEM --testset DIR [--seed N]`: writes the set and lists it.
pub fn run(problem: &Entry, dir: &str, args: &Parsed, io: &mut Io<'_>) -> Result<(), Failure> {
    if args.text("--cases")?.is_some() || args.text("--scale")?.is_some() {
        return Err(Failure::usage(
            "gen: --testset picks its own cases and scales; give --seed only",
        ));
    }
    if dir.is_empty() {
        return Err(Failure::usage(
            "gen: --testset needs a folder name, found an empty one",
        ));
    }
    let seed = args.number("--seed")?.unwrap_or(1);
    let force = args.has("--force");
    let set = write(problem, Path::new(dir), seed, force)
        .map_err(|e| Failure::usage(format!("gen --testset: {e}")))?;
    let text = format!(
        "{} tests written to {dir} (list in {}){}\n",
        set.written.len(),
        set.list.display(),
        match set.missing.len() + set.unreached.len() {
            0 => String::new(),
            n => format!("; {n} bound tests not made or bounds not reached, named there"),
        }
    );
    io.stdout
        .write_all(text.as_bytes())
        .and_then(|()| io.stdout.flush())
        .map_err(|e| Failure::Run {
            context: "gen".into(),
            error: Error::Write(e),
        })
}

/// Writes the test set of `problem` into `dir` (made if missing, else it
/// must be empty; with `force` an earlier set there is replaced whole) and
/// its list beside it ([`list_path`]).
pub fn write(problem: &Entry, dir: &Path, seed: u64, force: bool) -> Result<Testset, String> {
    let list = list_path(dir)?;
    prepare(dir, &list, force)?;
    let (tools, sample) = (problem.tools, problem.sample.0);
    let format = &tools.format;
    let mut set = Testset {
        list,
        ..Testset::default()
    };
    let called = crate::registry::called(problem.id);
    let mut seen: Vec<String> = Vec::new();
    let mut coverage = Coverage::default();
    let mut put = |purpose: String, input: Option<String>, why_not: &str| -> Result<(), String> {
        let Some(input) = input else {
            set.missing.push((purpose, why_not.to_string()));
            return Ok(());
        };
        if seen.contains(&input) {
            return Ok(());
        }
        let answer = answer(problem, format, &input, &mut coverage)
            .map_err(|e| format!("{purpose}: grundy rejects its own test: {e}"))?;
        let stem = format!("{:02}", set.written.len() + 1);
        for (ext, text) in [("in", &input), ("out", &answer)] {
            create(&dir.join(format!("{stem}.{ext}")), text)?;
        }
        seen.push(input);
        set.written.push((stem, purpose));
        Ok(())
    };
    let valid = |text: &str| answer(problem, format, text, &mut Coverage::default()).is_ok();
    if valid(sample) {
        let purpose = match problem.other_samples {
            [] => "the official sample",
            _ => "official sample 1",
        };
        put(purpose.into(), Some(sample.to_string()), "")?;
    }
    for (k, other) in problem.other_samples.iter().enumerate() {
        if valid(other) {
            put(
                format!("official sample {}", k + 2),
                Some(other.to_string()),
                "",
            )?;
        }
    }
    let open_count = matches!(format.cases, Cases::Counted(t) if t.hi == Expr::Lit(u64::MAX));
    for (purpose, target) in targets(format) {
        if open_count && target == Target::All(true) {
            put(
                purpose,
                None,
                "there is none: the statement bounds no case count",
            )?;
            continue;
        }
        let mut made = None;
        for k in 0..TRIES {
            // Too large stays too large: no other seed is tried then.
            let Some(text) = Extreme::new(format, target, seed.wrapping_add(k)).input() else {
                break;
            };
            if valid(&text) {
                made = Some(text);
                break;
            }
        }
        put(
            purpose,
            made,
            "not valid from the format alone (a rule of the game, or too large)",
        )?;
    }
    for (k, scale) in [
        Scale::Tiny,
        Scale::Tiny,
        Scale::Tiny,
        Scale::Judge,
        Scale::Judge,
    ]
    .into_iter()
    .enumerate()
    {
        let s = seed.wrapping_add(k as u64);
        let mut text = Vec::new();
        let count = crate::commands::generate::default_count(format, scale);
        crate::commands::generate::stream(tools, s, scale, count, &mut text)
            .map_err(|e| e.to_string())?;
        let text = String::from_utf8(text).map_err(|e| e.to_string())?;
        let name = match scale {
            Scale::Tiny => "tiny",
            Scale::Judge => "judge",
            Scale::Huge => "huge",
        };
        put(
            format!(
                "random with the problem's traps, {name} scale (grundy gen {called} --seed {s} --scale {name})"
            ),
            Some(text),
            "",
        )?;
    }
    set.unreached = coverage.missing();
    for (purpose, why) in &mut set.missing {
        let bound = purpose.split(" (").next().unwrap_or("");
        if !set.unreached.iter().any(|u| u == bound) && bound.contains(" = ") {
            why.push_str("; other tests reach the bound");
        }
    }
    let again = match seed {
        1 => String::new(),
        s => format!(" --seed {s}"),
    };
    let command = format!(
        "grundy gen {called} --testset {}{again}",
        crate::registry::shell_word(&dir.to_string_lossy())
    );
    create(&set.list, &listing(problem, &set, &command))?;
    Ok(set)
}

/// `tests.txt`: the `command` that wrote it (run as printed where DIR is
/// missing or empty, it writes the same set), a line per test (each random
/// one with the `gen` command that writes its input), then what is missing.
fn listing(problem: &Problem, set: &Testset, command: &str) -> String {
    let mut text = format!(
        "# Tests of {} ({}), written by {command}; NN.out is grundy's answer.\n",
        problem.id, problem.title
    );
    for (stem, purpose) in &set.written {
        text.push_str(&format!("{stem}  {purpose}\n"));
    }
    for (purpose, why) in &set.missing {
        text.push_str(&format!("not made: {purpose}: {why}\n"));
    }
    for bound in &set.unreached {
        text.push_str(&format!("no test has {bound}\n"));
    }
    text
}

/// Grundy's answer to `input`, which must pass strict validation (layout,
/// bounds, then the solver's rules); its values are added to `coverage`.
fn answer(
    problem: &Problem,
    format: &Format,
    input: &str,
    coverage: &mut Coverage,
) -> Result<String, Error> {
    let mut bytes = input.as_bytes();
    let mut reader = Reader::new(&mut bytes, Mode::Strict).with_coverage(std::mem::take(coverage));
    let read = reader.read(format);
    let seen = reader.into_coverage().unwrap_or_default();
    read?;
    let mut out = Vec::new();
    crate::solve(problem, &mut input.as_bytes(), &mut out)?;
    coverage.merge(seen);
    Ok(String::from_utf8_lossy(&out).into_owned())
}
