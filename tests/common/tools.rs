//! The outside tools some tests run (compilers, a renderer, the `oj`
//! client, testlib.h), and the one way a test says it could not use one:
//! [`missing`] writes `NOT TESTED: ...` on stderr, naming what was left
//! out and how to get the tool, and the test passes; but where `.ci/run`
//! installed the tool it sets the tool's `GRUNDY_REQUIRE_*` variable to 1,
//! and then a missing tool fails the test, so CI covers everything.
#![allow(dead_code)] // Each test binary uses its own part of these helpers.

use std::io::Write as _;
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};

/// An outside tool a test needs: its name, how to get it, and the variable
/// under which its absence is a failure.
pub struct Tool {
    pub name: &'static str,
    pub install: &'static str,
    pub require: Option<&'static str>,
}

pub const GXX: Tool = Tool {
    name: "g++",
    install: "install a C++ compiler (Debian: apt-get install g++)",
    require: None,
};
pub const GXX_M32: Tool = Tool {
    name: "32-bit g++ (g++ -m32)",
    install: "Debian: apt-get install g++-multilib; .ci/run installs it where it can",
    require: Some("GRUNDY_REQUIRE_M32"),
};
pub const CLANG: Tool = Tool {
    name: "clang++",
    install: "Debian: apt-get install clang",
    require: None,
};
pub const RSVG: Tool = Tool {
    name: "rsvg-convert",
    install: "Debian: apt-get install librsvg2-bin; .ci/run installs it where it can",
    require: Some("GRUNDY_REQUIRE_RSVG"),
};
pub const OJ: Tool = Tool {
    name: "oj (PyPI online-judge-tools-ng in .tools/oj)",
    install: "pip install --target .tools/oj online-judge-tools-ng, which the test runs itself",
    require: Some("GRUNDY_REQUIRE_OJ"),
};
pub const TESTLIB: Tool = Tool {
    name: "testlib.h (from PyPI rbx-cp, in .tools/testlib)",
    install: "pip download rbx-cp and python3, which the test runs itself",
    require: Some("GRUNDY_REQUIRE_TESTLIB"),
};
pub const PYTHON: Tool = Tool {
    name: "python3",
    install: "Debian: apt-get install python3",
    require: Some("GRUNDY_REQUIRE_OJ"),
};
pub const SCRIPT: Tool = Tool {
    name: "script and timeout (util-linux, coreutils) to make a terminal",
    install: "Debian: apt-get install util-linux coreutils",
    require: None,
};

/// Says on stderr, past the test harness (which keeps what a passing test
/// prints with `eprintln!` to itself), that `what` was NOT TESTED for want
/// of `tool`; under the tool's `GRUNDY_REQUIRE_*=1` it fails instead.
pub fn missing(tool: &Tool, what: &str) {
    let line = format!(
        "NOT TESTED: {what}: no {} here ({})",
        tool.name, tool.install
    );
    let _ = writeln!(std::io::stderr(), "!!! {line}");
    if let Some(var) = tool.require {
        assert!(
            !std::env::var_os(var).is_some_and(|v| v == "1"),
            "{line}, and {var}=1 says it must be"
        );
    }
}

/// Whether `program` is a file in a folder of `PATH`.
pub fn on_path(program: &str) -> bool {
    std::env::var_os("PATH")
        .is_some_and(|path| std::env::split_paths(&path).any(|dir| dir.join(program).is_file()))
}

/// Whether `compiler flags probe.cpp -o probe` links a program, tried in
/// `dir` once a test run for each compiler and flags (the C++ tests ask the
/// same): a compiler that is there but cannot build in a mode (32-bit g++
/// without its libraries) is missing for that mode.
pub fn links(dir: &Path, compiler: &str, flags: &[&str]) -> bool {
    type Probed = Vec<(String, Vec<String>, bool)>;
    static PROBED: std::sync::Mutex<Probed> = std::sync::Mutex::new(Vec::new());
    let mut probed = PROBED.lock().unwrap_or_else(|e| e.into_inner());
    if let Some(known) = probed
        .iter()
        .find(|(c, f, _)| c == compiler && f.iter().eq(flags.iter()))
    {
        return known.2;
    }
    let linked = probe(dir, compiler, flags);
    probed.push((
        compiler.to_string(),
        flags.iter().map(|f| f.to_string()).collect(),
        linked,
    ));
    linked
}

fn probe(dir: &Path, compiler: &str, flags: &[&str]) -> bool {
    std::fs::create_dir_all(dir).expect("temp folder");
    let source = dir.join("probe.cpp");
    std::fs::write(&source, "int main() { return 0; }\n").expect("write probe");
    let exe: PathBuf = dir.join(format!(
        "probe-{compiler}{}",
        flags.concat().replace(['+', '='], "_")
    ));
    Command::new(compiler)
        .args(flags)
        .arg(&source)
        .arg("-o")
        .arg(exe)
        .stdout(Stdio::null())
        .stderr(Stdio::null())
        .status()
        .is_ok_and(|s| s.success())
}
