//! End to end: the real binary on every shipped sample. A valid
//! `samples/<problem>/NAME.in` must print `NAME.out` byte for byte, with empty
//! stderr and exit status 0; a must-fail `samples/<problem>/errors/NAME.in`
//! must print the answered prefix `NAME.out`, the exact stderr `NAME.err`, and
//! exit with status 1. The top folder holds valid pairs only, so
//! `oj test -d samples/<problem>` works unchanged. A sample named after an
//! alias (`samples/hdu1079/poj1082-sample.in`, another judge's copy of the
//! problem) is answered under that alias.

use crate::common;

use std::fs;

#[test]
fn every_sample_matches_byte_for_byte() {
    let mut checked = 0;
    let mut failures = Vec::new();
    let mut dirs: Vec<_> = fs::read_dir(common::samples_dir())
        .unwrap()
        .map(|e| e.unwrap().path())
        .collect();
    dirs.sort();
    for dir in dirs {
        let problem = dir.file_name().unwrap().to_str().unwrap().to_string();
        assert!(
            grundy::registry::entry(&problem).is_some_and(|p| p.id == problem),
            "samples/{problem} is not named by a problem id"
        );
        for sample in common::samples(&problem) {
            // `ALIAS-NAME.in` is another judge's sample of the same problem,
            // answered under that judge's name (`poj1082-sample.in` in
            // samples/hdu1079 as `grundy poj1082`).
            let alias = sample.name.split('-').next().filter(|&word| {
                word != problem && grundy::registry::entry(word).is_some_and(|p| p.id == problem)
            });
            let (status, out, err) = common::run(alias.unwrap_or(&problem), &sample.input);
            let want_err = sample.stderr.clone().unwrap_or_default();
            let want_status = if sample.stderr.is_some() { 1 } else { 0 };
            if out != sample.stdout || err != want_err || status != want_status {
                failures.push(format!(
                    "{problem}/{}: status {status} (want {want_status})\n--- stdout\n{}--- want\n{}--- stderr\n{}",
                    sample.name,
                    String::from_utf8_lossy(&out),
                    String::from_utf8_lossy(&sample.stdout),
                    String::from_utf8_lossy(&err),
                ));
            }
            checked += 1;
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
    assert!(checked > 0);
}

#[test]
fn every_problem_has_its_official_sample_edge_cases_and_error_cases() {
    for p in grundy::registry::all() {
        let samples = common::samples(p.id);
        assert!(
            samples.iter().any(|s| s.name == "sample"),
            "samples/{}/sample.in and .out are missing",
            p.id
        );
        let valid = samples.iter().filter(|s| s.stderr.is_none()).count();
        let failing = samples.len() - valid;
        assert!(valid >= 3, "samples/{} has only {valid} valid pairs", p.id);
        assert!(failing >= 1, "samples/{} has no errors/ case", p.id);
    }
}

#[test]
fn sample_files_are_named_in_kebab_case() {
    for dir in fs::read_dir(common::samples_dir()).unwrap() {
        let dir = dir.unwrap().path();
        for sub in [dir.clone(), dir.join("errors")] {
            let Ok(entries) = fs::read_dir(&sub) else {
                continue;
            };
            for entry in entries {
                let name = entry.unwrap().file_name().into_string().unwrap();
                assert!(
                    name == "errors"
                        || name.bytes().all(|b| b.is_ascii_lowercase()
                            || b.is_ascii_digit()
                            || b"-.".contains(&b)),
                    "{}/{name} is not kebab-case",
                    sub.display()
                );
            }
        }
    }
}

#[test]
fn every_problem_has_a_spec_and_the_problem_tables_are_the_registry() {
    let root = std::path::Path::new(env!("CARGO_MANIFEST_DIR"));
    for p in grundy::registry::all() {
        assert!(
            root.join(format!("docs/problems/{}.md", p.id)).is_file(),
            "docs/problems/{}.md is missing",
            p.id
        );
    }
    // The README's problem table is `grundy list --markdown`; the index's
    // two tables are written from the registry and each spec's header.
    tables_are(
        "README.md",
        "| id | aliases | game | output |",
        &[grundy::commands::list::markdown()],
    );
    tables_are("docs/problems/INDEX.md", INDEX_HEADER, &index_tables());
}

/// The header of the index's tables.
const INDEX_HEADER: &str =
    "| Spec | Judge | Game | Input | Output | Bounds | Closed form | grundy |";

/// The index's tables, the coded problems' and the descriptions': a row per
/// spec in `docs/problems/`, in the registry's order, a problem's own spec
/// first and then those of the judges it answers as an alias (hdu1527 after
/// poj1067). Judge is the spec's title; game, input and output are the
/// registry's; bounds, closed form and grundy's notes are the spec's header
/// fields (`- **Bounds:** ...`), the first two required.
fn index_tables() -> [String; 2] {
    let dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("docs/problems");
    let mut specs: Vec<String> = fs::read_dir(&dir)
        .unwrap()
        .map(|e| e.unwrap().file_name().into_string().unwrap())
        .filter_map(|name| name.strip_suffix(".md").map(str::to_string))
        .filter(|stem| stem != "INDEX")
        .collect();
    specs.sort();
    let mut tables = [String::new(), String::new()];
    for table in &mut tables {
        *table = format!("{INDEX_HEADER}\n|---|---|---|---|---|---|---|---|\n");
    }
    let registry = grundy::registry::all();
    // The shipped rows: a description file read in this process has no sample.
    for p in registry.iter().filter(|p| !p.sample.0.is_empty()) {
        let aliases = specs.iter().filter(|stem| {
            !registry.iter().any(|q| q.id == stem.as_str())
                && grundy::registry::entry(stem).is_some_and(|q| q.id == p.id)
        });
        for stem in std::iter::once(&p.id.to_string()).chain(aliases) {
            let spec = fs::read_to_string(dir.join(format!("{stem}.md"))).unwrap();
            tables[usize::from(p.description.is_some())] += &index_row(stem, &spec, p);
        }
    }
    for stem in &specs {
        assert!(
            grundy::registry::entry(stem).is_some(),
            "docs/problems/{stem}.md is the spec of no problem (an id or an alias)"
        );
    }
    tables
}

/// The index's row of the spec `stem` (`spec` its text), answered as `p`.
fn index_row(stem: &str, spec: &str, p: &grundy::registry::Entry) -> String {
    let field = |name: &str| grundy::commands::show::spec_field(spec, name);
    let required = |name: &str| {
        field(name).unwrap_or_else(|| {
            panic!("docs/problems/{stem}.md has no header line `- **{name}:** ...`")
        })
    };
    let notes = field("grundy").unwrap_or("");
    let notes = if stem == p.id {
        notes.to_string()
    } else if notes.is_empty() {
        format!("answered as {}", p.id)
    } else {
        format!("answered as {}; {notes}", p.id)
    };
    let judge = spec.lines().next().unwrap_or("").trim_start_matches("# ");
    let cells = [
        format!("[{stem}.md]({stem}.md)"),
        judge.to_string(),
        p.game.to_string(),
        p.tools.format.summary(),
        p.output.to_string(),
        required("Bounds").to_string(),
        required("Closed form").to_string(),
        notes,
    ];
    let cells: Vec<String> = cells.iter().map(|c| c.replace('|', "\\|")).collect();
    format!("| {} |\n", cells.join(" | "))
}

/// Holds the tables of `file` (under the crate) that open with the line
/// `header` to `tables`, in order: `GRUNDY_BLESS=1` rewrites them in place.
fn tables_are(file: &str, header: &str, tables: &[String]) {
    let path = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join(file);
    let text = fs::read_to_string(&path).unwrap();
    let mut fresh = String::new();
    let mut rest = text.as_str();
    for table in tables {
        let start = rest
            .find(&format!("{header}\n"))
            .unwrap_or_else(|| panic!("{file} has too few tables opening with {header}"));
        let end = start
            + rest[start..]
                .find("\n\n")
                .map_or(rest.len() - start, |e| e + 1);
        fresh += &rest[..start];
        fresh += table;
        rest = &rest[end..];
    }
    fresh += rest;
    if fresh != text {
        assert!(
            std::env::var_os("GRUNDY_BLESS").is_some(),
            "{file}'s problem tables are not the registry's: \
             GRUNDY_BLESS=1 cargo test --test suite samples::every_problem rewrites them"
        );
        fs::write(&path, fresh).unwrap();
    }
}

/// The other official samples of a row (`samples/<id>/sample-2.in` and on,
/// one file each where the judge's input is one case) are the files there,
/// in order: a row that leaves one out fails here, and `gen --testset`
/// writes each.
#[test]
fn every_official_sample_file_is_in_its_row() {
    let mut rows_with_others = 0;
    for p in grundy::registry::all() {
        let dir = common::samples_dir().join(p.id);
        let mut files = Vec::new();
        for k in 2.. {
            let Ok(text) = fs::read_to_string(dir.join(format!("sample-{k}.in"))) else {
                break;
            };
            files.push(text);
        }
        let row: Vec<String> = p.other_samples.iter().map(|s| s.to_string()).collect();
        assert_eq!(row, files, "{}: the row's other official samples", p.id);
        rows_with_others += usize::from(!files.is_empty());
    }
    assert!(rows_with_others >= 5, "{rows_with_others}");
}
