//! `grundy emit PROBLEM --validator` and `--checker` compiled against the
//! real testlib.h and run.
//!
//! testlib.h comes from the PyPI package `rbx-cp`
//! (`rbx/resources/predownloaded/testlib.h`), fetched with pip into the
//! ignored `.tools/` folder on the first run. Without pip, network or g++
//! the test says so loudly on stderr and stops.
//!
//! For every problem the validator must accept the shipped valid samples
//! in strict layout, generated inputs (tiny and judge scale) and every test
//! of `gen --testset`, reject layout and bound
//! faults put into them (two spaces, a trailing space, no final newline,
//! CRLF, a leading empty line, a leading zero, a token after the end, a
//! value one past each end of its bound), and agree on every file, the
//! must-fail and loosely laid out samples included, with grundy's strict
//! format reader. (A
//! must-fail sample that breaks a rule of the game rather than the layout is
//! rejected by `grundy validate`'s solver; the validator checks the layout
//! only, as its header says.)
//!
//! The validators are compiled as one C++ file (each problem's in a
//! namespace of its own, one `main` choosing by name) plus two standalone
//! ones, in parallel and without -O: the test checks verdicts, not speed.

use grundy::format::read::{Mode, Reader};
use grundy::registry::{Entry, PROBLEMS};
use grundy::testdata::Scale;
use std::io::Write;
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use std::sync::OnceLock;

use crate::common;
use crate::tools;

/// Test set files larger than this are not run through the validators.
const BIG_TEST: usize = 1 << 20;

/// Valid inputs larger than this are validated whole but not damaged: the
/// faults go into the first tokens and lines (see [`damaged`]), which every
/// problem's samples and tiny inputs already carry, and each damaged copy of
/// a half-megabyte tree (hdu5963 at the judge's scale) costs the
/// unoptimised validator and grundy's reader a whole pass.
const DAMAGED_UP_TO: usize = 64 << 10;

/// testlib.h, fetched when missing; `None` (said on stderr) when it cannot be.
fn testlib_h() -> Option<PathBuf> {
    let tools = Path::new(env!("CARGO_MANIFEST_DIR")).join(".tools");
    let header = tools.join("testlib/testlib.h");
    if header.exists() {
        return Some(header);
    }
    let wheels = tools.join("wheels");
    let fetched = Command::new("pip")
        .args(["download", "rbx-cp", "--no-deps", "--quiet", "-d"])
        .arg(&wheels)
        .status()
        .is_ok_and(|s| s.success());
    let wheel = std::fs::read_dir(&wheels).ok().and_then(|dir| {
        dir.flatten()
            .map(|e| e.path())
            .find(|p| p.extension().is_some_and(|e| e == "whl"))
    });
    let what = "testlib: the emitted validators and checker against testlib.h";
    let Some(wheel) = wheel.filter(|_| fetched) else {
        tools::missing(
            &tools::TESTLIB,
            &format!("{what} (`pip download rbx-cp --no-deps` failed: pip or network missing)"),
        );
        return None;
    };
    std::fs::create_dir_all(header.parent().unwrap()).unwrap();
    let script = "import sys, zipfile\n\
                  data = zipfile.ZipFile(sys.argv[1]).read('rbx/resources/predownloaded/testlib.h')\n\
                  open(sys.argv[2], 'wb').write(data)\n";
    let extracted = Command::new("python3")
        .arg("-c")
        .arg(script)
        .arg(&wheel)
        .arg(&header)
        .status()
        .is_ok_and(|s| s.success());
    if !extracted {
        tools::missing(
            &tools::TESTLIB,
            &format!(
                "{what} (python3 could not take testlib.h out of {})",
                wheel.display()
            ),
        );
        return None;
    }
    Some(header)
}

/// A name usable as a C++ identifier.
fn ident(id: &str) -> String {
    id.chars()
        .map(|c| if c.is_ascii_alphanumeric() { c } else { '_' })
        .collect()
}

/// Every validator in one translation unit: `validators ID < input`.
fn combined(entries: &[&Entry]) -> String {
    let mut includes: Vec<String> = Vec::new();
    let mut bodies = String::new();
    let mut dispatch = String::new();
    for entry in entries {
        let text = grundy::emit::testlib::validator(entry.problem, &entry.tools.format)
            .unwrap_or_else(|why| panic!("{}: {why}", entry.id));
        let (head, body): (Vec<&str>, Vec<&str>) =
            text.lines().partition(|l| l.starts_with("#include"));
        for line in head {
            if !includes.iter().any(|l| l == line) {
                includes.push(line.to_string());
            }
        }
        let name = ident(entry.id);
        bodies.push_str(&format!("namespace p_{name} {{\n{}\n}}\n", body.join("\n")));
        dispatch.push_str(&format!(
            "    if (id == \"{}\") return p_{name}::main(argc - 1, argv + 1);\n",
            entry.id
        ));
    }
    format!(
        "{}\n{bodies}\nint main(int argc, char* argv[]) {{\n    std::string id = argc > 1 ? argv[1] : \"\";\n{dispatch}    return 99;\n}}\n",
        includes.join("\n")
    )
}

/// `-static-libstdc++ -static-libgcc` where this g++ links them: the
/// validators start some thousands of times, and each start without them
/// spends about a millisecond binding libstdc++'s symbols.
fn static_runtime(dir: &Path) -> &'static [&'static str] {
    static PROBED: OnceLock<&'static [&'static str]> = OnceLock::new();
    PROBED.get_or_init(|| probe_static_runtime(dir))
}

fn probe_static_runtime(dir: &Path) -> &'static [&'static str] {
    const FLAGS: &[&str] = &["-static-libstdc++", "-static-libgcc"];
    let probe = dir.join("probe.cpp");
    std::fs::write(
        &probe,
        "#include <string>\nint main() { return std::string(\"a\").size() - 1; }\n",
    )
    .unwrap();
    let linked = Command::new("g++")
        .args(FLAGS)
        .arg(&probe)
        .arg("-o")
        .arg(dir.join("probe"))
        .stderr(Stdio::null())
        .status()
        .is_ok_and(|s| s.success());
    if linked {
        FLAGS
    } else {
        &[]
    }
}

/// Starts `g++ -std=c++17 -o OUT SOURCE` with testlib.h's folder included.
fn compile(dir: &Path, source: &str, text: &str, include: &Path) -> (std::process::Child, PathBuf) {
    std::fs::write(dir.join(source), text).unwrap();
    let binary = dir.join(source.trim_end_matches(".cpp"));
    let child = Command::new("g++")
        .args(static_runtime(dir))
        .args(["-std=c++17", "-w", "-I"])
        .arg(include)
        .arg("-o")
        .arg(&binary)
        .arg(dir.join(source))
        .spawn()
        .expect("run g++");
    (child, binary)
}

/// Runs `binary args` on `input`: (exit status, stderr).
fn run(binary: &Path, args: &[&str], input: &[u8]) -> (i32, String) {
    let mut c = Command::new(binary);
    c.args(args)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped());
    let (code, out, err) = common::run_command(c, input);
    let said = String::from_utf8_lossy(&err).into_owned() + &String::from_utf8_lossy(&out);
    (code, said)
}

/// Whether grundy's strict reader takes the format of `input`.
fn strict_format(entry: &Entry, input: &[u8]) -> bool {
    let mut bytes = input;
    Reader::new(&mut bytes, Mode::Strict)
        .read(&entry.tools.format)
        .is_ok()
}

/// Layout and bound faults put into a valid input, each named.
fn damaged(entry: &Entry, input: &[u8]) -> Vec<(String, Vec<u8>)> {
    let mut all = Vec::new();
    let text = input.to_vec();
    let mut put = |name: &str, bytes: Vec<u8>| all.push((name.to_string(), bytes));
    if let Some(i) = text.iter().position(|&b| b == b' ') {
        let mut t = text.clone();
        t.insert(i, b' ');
        put("two spaces", t);
    }
    if let Some(i) = text.iter().position(|&b| b == b'\n') {
        let mut t = text.clone();
        t.insert(i, b' ');
        put("a trailing space", t);
        let mut t = text.clone();
        t.insert(i, b'\r');
        put("CRLF", t);
    }
    if text.ends_with(b"\n") {
        put("no final newline", text[..text.len() - 1].to_vec());
    }
    put("a leading empty line", [b"\n", &text[..]].concat());
    put("a token after the end", [&text[..], b"7\n"].concat());
    let mut bytes = input;
    let mut reader = Reader::new(&mut bytes, Mode::Strict).with_trace();
    if reader.read(&entry.tools.format).is_ok() {
        for traced in reader.traced().iter().take(12) {
            let (at, len) = (traced.offset as usize, traced.len as usize);
            let swap = |value: String| [&text[..at], value.as_bytes(), &text[at + len..]].concat();
            if !traced.may_be_sentinel {
                put(
                    &format!("a leading zero on {}", traced.int.name),
                    swap(format!(
                        "0{}",
                        &String::from_utf8_lossy(&text[at..at + len])
                    )),
                );
            }
            if traced.hi < u64::MAX {
                put(
                    &format!("{} = {} + 1", traced.int.name, traced.hi),
                    swap((traced.hi + 1).to_string()),
                );
            }
            if traced.lo > 0 && !traced.may_be_sentinel {
                put(
                    &format!("{} = {} - 1", traced.int.name, traced.lo),
                    swap((traced.lo - 1).to_string()),
                );
            }
        }
    }
    all
}

#[test]
fn emitted_validators_and_checker_compile_against_testlib_and_agree_with_grundy() {
    let Some(header) = testlib_h() else { return };
    if Command::new("g++").arg("--version").output().is_err() {
        tools::missing(
            &tools::GXX,
            "testlib: the emitted validators and checker against testlib.h",
        );
        return;
    }
    let include = header.parent().unwrap();
    let dir = PathBuf::from(env!("CARGO_TARGET_TMPDIR")).join("testlib");
    std::fs::create_dir_all(&dir).unwrap();
    let entries: Vec<&Entry> = PROBLEMS.iter().collect();
    let standalone = |id: &str| {
        let entry = PROBLEMS.iter().find(|e| e.id == id).unwrap();
        grundy::emit::testlib::validator(entry.problem, &entry.tools.format).unwrap()
    };
    let checker = grundy::emit::testlib::checker(PROBLEMS[0].problem);
    let builds = [
        compile(&dir, "validators.cpp", &combined(&entries), include),
        compile(&dir, "hdu1536.cpp", &standalone("hdu1536"), include),
        compile(&dir, "poj2234.cpp", &standalone("poj2234"), include),
        compile(&dir, "checker.cpp", &checker, include),
    ];
    let mut binaries = Vec::new();
    for (mut child, binary) in builds {
        assert!(
            child.wait().unwrap().success(),
            "{} does not compile",
            binary.display()
        );
        binaries.push(binary);
    }
    let validators = &binaries[0];

    // The work is thousands of short processes: both cores.
    let checked = common::sum_in_two_threads(&entries, |entry| check_entry(entry, validators));
    assert!(checked > 20 * entries.len(), "{checked} files");
    eprintln!("testlib: {checked} files, validators agree with grundy's strict reader");

    // The standalone files behave as their copies in the combined one.
    for (binary, id) in [(&binaries[1], "hdu1536"), (&binaries[2], "poj2234")] {
        let entry = PROBLEMS.iter().find(|e| e.id == id).unwrap();
        let mut input = Vec::new();
        grundy::commands::generate::stream(entry.tools, 5, Scale::Judge, 4, &mut input).unwrap();
        assert_eq!(run(binary, &[], &input).0, 0, "{id}");
        assert_ne!(
            run(binary, &[], &[&input[..], b"x\n"].concat()).0,
            0,
            "{id}"
        );
    }

    // The checker: OK on the answer's tokens, WA naming the first difference.
    let checker = &binaries[3];
    let files = |output: &str, answer: &str| {
        std::fs::write(dir.join("input"), "").unwrap();
        std::fs::write(dir.join("output"), output).unwrap();
        std::fs::write(dir.join("answer"), answer).unwrap();
        let arg = |name: &str| dir.join(name).to_string_lossy().into_owned();
        run(
            checker,
            &[&arg("input"), &arg("output"), &arg("answer")],
            b"",
        )
    };
    let (code, _) = files("W\nL\n", "W\nL\n");
    assert_eq!(code, 0);
    let (code, said) = files("W\nW\n", "W\nL\n");
    assert_eq!(code, 1, "{said}");
    assert!(
        said.contains("token 2: expected \"L\", found \"W\""),
        "{said}"
    );
    let (code, said) = files("W\n", "W\nL\n");
    assert_eq!(code, 1, "{said}");
    assert!(
        said.contains("the output ends at token 2: expected \"L\""),
        "{said}"
    );
    let (code, said) = files("W\nL\nL\n", "W\nL\n");
    assert_eq!(code, 1, "{said}");
    assert!(
        said.contains("goes on after the answer's 2 tokens"),
        "{said}"
    );
}

/// The validator of `entry` (in the combined binary `validators`) against
/// grundy's strict reader on its samples, generated inputs, testset and
/// their damaged copies. Returns how many files were checked.
fn check_entry(entry: &Entry, validators: &Path) -> usize {
    let mut checked = 0;
    let mut valid: Vec<(String, Vec<u8>)> = Vec::new();
    for sample in common::samples(entry.id) {
        let strict = strict_format(entry, &sample.input);
        if strict && sample.stderr.is_none() {
            valid.push((sample.name.clone(), sample.input.clone()));
            continue;
        }
        // A must-fail sample, or one the solvers take but strict layout
        // does not (CRLF, tabs): the validator agrees with the reader.
        let (code, said) = run(validators, &[entry.id], &sample.input);
        assert_eq!(
            code == 0,
            strict,
            "{} {}: the validator says {said}",
            entry.id,
            sample.name
        );
        checked += 1;
    }
    for (seed, scale) in [(1, Scale::Tiny), (2, Scale::Tiny), (3, Scale::Judge)] {
        let mut text = Vec::new();
        // Three cases, or as many as a judge's input holds.
        let count = grundy::commands::generate::default_count(&entry.tools.format, scale).min(3);
        grundy::commands::generate::stream(entry.tools, seed, scale, count, &mut text).unwrap();
        valid.push((format!("gen seed {seed} {scale:?}"), text));
    }
    // Every test of `gen --testset` too (the bound ends, the largest input),
    // the folders tests/suite/testset.rs checks.
    let (set_dir, _) = crate::testset::test_set(entry);
    let list = std::fs::read_to_string(set_dir.with_extension("txt")).unwrap();
    let mut stems: Vec<String> = std::fs::read_dir(&set_dir)
        .unwrap()
        .filter_map(|f| {
            let name = f.unwrap().file_name().into_string().unwrap();
            name.strip_suffix(".in").map(String::from)
        })
        .collect();
    stems.sort();
    assert!(stems.len() >= 6, "{}: {stems:?}", entry.id);
    for stem in stems {
        let input = std::fs::read(set_dir.join(format!("{stem}.in"))).unwrap();
        // The largest tests (up to 8 MiB) take the unoptimised validator
        // seconds each; the same loops are checked on the smaller ones,
        // and grundy's strict reader holds the large ones (tests/suite/testset.rs).
        if input.len() > BIG_TEST {
            continue;
        }
        let (code, said) = run(validators, &[entry.id], &input);
        let purpose = list.lines().find(|l| l.starts_with(&format!("{stem}  ")));
        assert_eq!(code, 0, "{} testset {purpose:?}: {said}", entry.id);
        checked += 1;
    }
    for (name, input) in &valid {
        assert!(
            strict_format(entry, input),
            "{} {name}: not valid for grundy",
            entry.id
        );
        let (code, said) = run(validators, &[entry.id], input);
        assert_eq!(
            code, 0,
            "{} {name}: the validator rejects it: {said}",
            entry.id
        );
        checked += 1;
        if input.len() > DAMAGED_UP_TO {
            continue;
        }
        for (fault, bad) in damaged(entry, input) {
            let grundy_takes = strict_format(entry, &bad);
            let (code, said) = run(validators, &[entry.id], &bad);
            assert_eq!(
                code == 0,
                grundy_takes,
                "{} {name} with {fault}: grundy {} it, the validator says {said}\n{}",
                entry.id,
                if grundy_takes { "takes" } else { "rejects" },
                String::from_utf8_lossy(&bad)
            );
            checked += 1;
        }
    }
    checked
}

#[test]
fn every_format_can_be_written_as_a_validator() {
    for entry in PROBLEMS {
        let text = grundy::emit::testlib::validator(entry.problem, &entry.tools.format)
            .unwrap_or_else(|why| panic!("{}: {why}", entry.id));
        for needed in [
            "registerValidation(argc, argv);",
            "inf.readEof();",
            "inf.readEoln();",
        ] {
            assert!(text.contains(needed), "{}: no {needed}", entry.id);
        }
    }
    let mut out = Vec::new();
    let (code, stdout, _) = common::run_args(&["emit", "poj2234", "--validator"], b"");
    assert_eq!(code, 0);
    out.write_all(&stdout).unwrap();
    let text = String::from_utf8(out).unwrap();
    assert!(
        text.contains("v[\"M\"] = inf.readLong(1LL, 20LL, \"M\")"),
        "{text}"
    );
    let (code, _, err) = common::run_args(&["emit", "poj2234", "--validator", "--checker"], b"");
    assert_eq!(code, 2, "{}", String::from_utf8_lossy(&err));
}
