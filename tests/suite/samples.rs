//! End to end: the real binary on every shipped sample. A valid
//! `samples/<problem>/NAME.in` must print `NAME.out` byte for byte, with empty
//! stderr and exit status 0; a must-fail `samples/<problem>/errors/NAME.in`
//! must print the answered prefix `NAME.out`, the exact stderr `NAME.err`, and
//! exit with status 1. The top folder holds valid pairs only, so
//! `oj test -d samples/<problem>` works unchanged.

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
            let (status, out, err) = common::run(&problem, &sample.input);
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
fn every_problem_has_a_spec_an_index_row_and_the_readme_table_is_the_registry() {
    let root = std::path::Path::new(env!("CARGO_MANIFEST_DIR"));
    let index = fs::read_to_string(root.join("docs/problems/INDEX.md")).unwrap();
    let readme = fs::read_to_string(root.join("README.md")).unwrap();
    for p in grundy::registry::all() {
        assert!(
            root.join(format!("docs/problems/{}.md", p.id)).is_file(),
            "docs/problems/{}.md is missing",
            p.id
        );
        assert!(
            index.contains(&format!("| [{0}.md]({0}.md) |", p.id)),
            "docs/problems/INDEX.md has no row for {}",
            p.id
        );
    }
    // The README's problem table is `grundy list --markdown`, written from
    // the registry: `GRUNDY_BLESS=1` rewrites it in place.
    let table = grundy::commands::list::markdown();
    let start = readme
        .find("| id | aliases | game | output |\n")
        .expect("README.md has no problem table");
    let end = start
        + readme[start..]
            .find("\n\n")
            .map_or(readme.len() - start, |e| e + 1);
    if readme[start..end] != table {
        if std::env::var_os("GRUNDY_BLESS").is_some() {
            let fresh = format!("{}{table}{}", &readme[..start], &readme[end..]);
            fs::write(root.join("README.md"), fresh).unwrap();
        } else {
            panic!(
                "README.md's problem table is not `grundy list --markdown`: \
                 GRUNDY_BLESS=1 cargo test --test suite samples::every_problem rewrites it"
            );
        }
    }
    // Credits are separate items: "GitHub copies; assassin945 ...".
    for (at, _) in index.match_indices("GitHub copies") {
        let next = index[at + "GitHub copies".len()..].chars().next();
        assert!(
            !next.is_some_and(char::is_alphanumeric),
            "credits run together in INDEX.md: {}",
            index[at..].chars().take(40).collect::<String>()
        );
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
