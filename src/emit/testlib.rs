//! Polygon's two C++ files for a problem, on testlib: a validator written
//! from the problem's [`Format`] (`grundy emit PROBLEM --validator`) and a
//! checker that compares tokens (`--checker`).
//!
//! The validator walks the format the way the reference reader
//! ([`crate::format::read`]) does in strict mode, so the two accept the same
//! files: `readLong(lo, hi, "M")` for each integer (a token of its own for
//! bounds past `long long`), `readSpace` between tokens, `readEoln` after
//! each written line, `readEof` at the end, loops for counts, a raw read of
//! a first line that may be a sentinel (its bounds checked once it is not),
//! `Switch` arms as `if`s and empty lines between cases where the format
//! allows them. Values of the current case live in a map by name, so a
//! bound or a count can name an earlier value (`v["M"]`). Rules no layout
//! states (a tree is connected, a date exists) stay with grundy's solver:
//! the validator checks the format only, and says so in its header.

use crate::format::{Blanks, Cases, Element, Expr, Format, Int, Token};
use crate::problem::Problem;

/// The testlib validator of `problem`, or why its format cannot be written
/// as one.
pub fn validator(problem: &Problem, format: &Format) -> Result<String, String> {
    let mut w = Cpp::default();
    w.out.push_str(&format!(
        "// testlib validator for {} ({}), {}\n\
         // Written by `grundy emit {} --validator` from the problem's input format:\n\
         // layout and official bounds only (rules of the game, such as a tree being\n\
         // connected, are checked by `grundy validate`).\n",
        problem.id,
        problem.title,
        problem.url,
        crate::registry::called(problem.id)
    ));
    w.out.push_str(PRELUDE);
    w.line("int main(int argc, char* argv[]) {");
    w.depth += 1;
    w.line("registerValidation(argc, argv);");
    match format.cases {
        Cases::Counted(t) => {
            w.line("{");
            w.depth += 1;
            w.line("int w = 0;");
            w.int(&t);
            w.line("inf.readEoln();");
            w.depth -= 1;
            w.line("}");
            w.line(&format!(
                "for (long long c = 0, cases = v[\"{}\"]; c < cases; c++) {{",
                t.name
            ));
            w.depth += 1;
            w.between_cases(format.blanks);
            w.line("v.clear();");
            w.elements(format.case, None)?;
            w.depth -= 1;
            w.line("}");
        }
        Cases::One => {
            w.line("v.clear();");
            w.elements(format.case, None)?;
        }
        Cases::UntilEnd => {
            w.line("for (long long c = 0; ; c++) {");
            w.depth += 1;
            w.between_cases(format.blanks);
            w.line("if (inf.eof()) break;");
            w.line("v.clear();");
            w.elements(format.case, None)?;
            w.depth -= 1;
            w.line("}");
        }
        Cases::Sentinel(values) => {
            w.line("for (long long c = 0; ; c++) {");
            w.depth += 1;
            w.between_cases(format.blanks);
            w.line("v.clear();");
            w.elements(format.case, Some((values, "cases_end")))?;
            w.depth -= 1;
            w.line("}");
            w.line("cases_end:;");
        }
    }
    w.line("inf.readEof();");
    w.line("return 0;");
    w.depth -= 1;
    w.line("}");
    Ok(w.out)
}

/// The helpers every validator starts with.
const PRELUDE: &str = r#"
#include "testlib.h"
#include <climits>
#include <map>
#include <string>

// The values of the current case, by name (bounds and counts refer to them).
static std::map<std::string, long long> v;

// Before a token: a single space unless it is the first of its line.
static void sep(int& written) {
    if (written++) inf.readSpace();
}

// An unsigned integer up to 2^64 - 1, spelled without leading zeros, in [lo, hi].
static unsigned long long readBig(unsigned long long lo, unsigned long long hi, const char* name) {
    std::string s = inf.readToken();
    bool ok = !s.empty() && s.size() <= 20 && s.find_first_not_of("0123456789") == std::string::npos &&
              (s == "0" || s[0] != '0');
    unsigned long long x = 0;
    for (size_t i = 0; ok && i < s.size(); i++) {
        unsigned long long d = s[i] - '0';
        if (x > (ULLONG_MAX - d) / 10) ok = false;
        x = x * 10 + d;
    }
    ensuref(ok, "Expected integer %s, but \"%s\" found", name, __testlib_part(s).c_str());
    ensuref(lo <= x && x <= hi, "Integer parameter [name=%s] equals to %llu, violates the range [%llu, %llu]", name,
            x, lo, hi);
    return x;
}

// A value read before its line was known not to be a sentinel: its bounds now.
static void inRange(unsigned long long x, long long lo, long long hi, const char* name) {
    ensuref(lo >= 0 && (unsigned long long)lo <= x && hi >= 0 && x <= (unsigned long long)hi,
            "Integer parameter [name=%s] equals to %llu, violates the range [%lld, %lld]", name, x, lo, hi);
}

"#;

/// C++ text being written, with its indentation and label count.
#[derive(Default)]
struct Cpp {
    out: String,
    depth: usize,
    labels: usize,
}

/// A sentinel the first line may be, and the label after its loop.
type Sentinel<'a> = Option<(&'static [u64], &'a str)>;

impl Cpp {
    fn line(&mut self, text: &str) {
        self.out.push_str(&"    ".repeat(self.depth));
        self.out.push_str(text);
        self.out.push('\n');
    }

    /// `Blanks::BetweenCases`: any number of empty lines before a case
    /// other than the first, but not at the end.
    fn between_cases(&mut self, blanks: Blanks) {
        if blanks == Blanks::BetweenCases {
            self.line("if (c > 0) {");
            self.line("    bool blank = false;");
            self.line("    while (inf.eoln()) blank = true;");
            self.line("    ensuref(!blank || !inf.eof(), \"expected another case after the empty lines\");");
            self.line("}");
        }
    }

    fn elements(&mut self, elements: &[Element], sentinel: Sentinel<'_>) -> Result<(), String> {
        let mut sentinel = sentinel;
        for element in elements {
            match *element {
                Element::Line(tokens) => self.line_of(tokens, sentinel.take())?,
                Element::Repeat { count, body } => {
                    if sentinel.is_some() {
                        return Err("a sentinel before a repetition".into());
                    }
                    self.line(&format!(
                        "for (long long i = 0, n = {}; i < n; i++) {{",
                        expr(count)
                    ));
                    self.depth += 1;
                    self.elements(body, None)?;
                    self.depth -= 1;
                    self.line("}");
                }
                Element::Until {
                    sentinel: end,
                    body,
                } => {
                    if sentinel.is_some() {
                        return Err("a sentinel before a repetition".into());
                    }
                    self.labels += 1;
                    let label = format!("until_end_{}", self.labels);
                    self.line("while (true) {");
                    self.depth += 1;
                    self.elements(body, Some((end, &label)))?;
                    self.depth -= 1;
                    self.line("}");
                    self.line(&format!("{label}:;"));
                }
            }
            sentinel = None;
        }
        Ok(())
    }

    /// One line: its tokens, then `readEoln` unless nothing was written (a
    /// line of empty lists). With a sentinel, its first values are read raw
    /// and the line is the sentinel when they match and the line ends.
    fn line_of(&mut self, tokens: &[Token], sentinel: Sentinel<'_>) -> Result<(), String> {
        self.line("{");
        self.depth += 1;
        self.line("int w = 0;");
        let mut rest = tokens;
        if let Some((values, label)) = sentinel {
            let leading: Vec<Int> = tokens
                .iter()
                .take(values.len())
                .filter_map(|t| match t {
                    Token::Int(int) => Some(*int),
                    _ => None,
                })
                .collect();
            if leading.len() < values.len() {
                return Err(format!(
                    "the sentinel {values:?} is not made of the line's first integers"
                ));
            }
            self.line("bool sentinel = true;");
            for (i, value) in values.iter().enumerate() {
                self.line(&format!(
                    "sep(w); unsigned long long s{i} = readBig(0, ULLONG_MAX, \"{}\");",
                    leading[i].name
                ));
                self.line(&format!("sentinel = sentinel && s{i} == {value}ULL;"));
            }
            self.line(&format!("if (sentinel && inf.eoln()) goto {label};"));
            for (i, int) in leading.iter().enumerate() {
                self.line(&format!(
                    "inRange(s{i}, {}, {}, \"{}\");",
                    expr(int.lo),
                    expr(int.hi),
                    int.name
                ));
                self.line(&format!("v[\"{}\"] = (long long)s{i};", int.name));
            }
            rest = &tokens[values.len()..];
        }
        self.tokens(rest);
        self.line("if (w) inf.readEoln();");
        self.depth -= 1;
        self.line("}");
        Ok(())
    }

    fn tokens(&mut self, tokens: &[Token]) {
        for token in tokens {
            match *token {
                Token::Int(int) => self.int(&int),
                Token::Ints { count, int } => {
                    self.line(&format!(
                        "for (long long j = 0, n = {}; j < n; j++) {{",
                        expr(count)
                    ));
                    self.depth += 1;
                    self.int(&int);
                    self.depth -= 1;
                    self.line("}");
                }
                Token::Word {
                    name,
                    what,
                    letters,
                    len,
                } => {
                    self.line("{");
                    self.depth += 1;
                    self.line("sep(w);");
                    self.line(&format!("std::string s = inf.readToken(); // {what}"));
                    self.line(&format!(
                        "long long lo = {}, hi = {}, n = (long long)s.size();",
                        expr(len.0),
                        expr(len.1)
                    ));
                    self.line(&format!(
                        "ensuref(lo <= n && n <= hi && s.find_first_not_of(\"{}\") == std::string::npos, \
                         \"%s: expected a word of \\\"{}\\\" of a length from %lld to %lld, found \\\"%s\\\"\", \
                         \"{name}\", lo, hi, __testlib_part(s).c_str());",
                        c_string(letters),
                        c_string(letters).replace('%', "%%"),
                    ));
                    self.depth -= 1;
                    self.line("}");
                }
                Token::Switch { int, arms } => {
                    self.int(&int);
                    for (i, (value, arm)) in arms.iter().enumerate() {
                        let keyword = if i == 0 { "if" } else { "} else if" };
                        self.line(&format!("{keyword} (v[\"{}\"] == {value}LL) {{", int.name));
                        self.depth += 1;
                        self.tokens(arm);
                        self.depth -= 1;
                    }
                    if !arms.is_empty() {
                        self.line("}");
                    }
                }
            }
        }
    }

    /// `sep`, then one integer within its bounds into `v`.
    fn int(&mut self, int: &Int) {
        let big = |e: Expr| matches!(e, Expr::Lit(n) if n > i64::MAX as u64);
        let read = match (int.lo, int.hi) {
            (Expr::Lit(lo), Expr::Lit(hi)) if big(int.hi) => {
                format!("(long long)readBig({lo}ULL, {hi}ULL, \"{}\")", int.name)
            }
            (lo, hi) => format!("inf.readLong({}, {}, \"{}\")", expr(lo), expr(hi), int.name),
        };
        self.line(&format!("sep(w); v[\"{}\"] = {read};", int.name));
    }
}

/// A bound or a count in C++.
fn expr(e: Expr) -> String {
    match e {
        Expr::Lit(n) => format!("{}LL", n.min(i64::MAX as u64)),
        Expr::Var(name) => format!("v[\"{name}\"]"),
        Expr::Minus(name, k) => format!("(v[\"{name}\"] - {k}LL)"),
        Expr::Neg(k) => format!("(-{}LL)", k.min(i64::MAX as u64)),
    }
}

/// `text` inside a C string literal.
fn c_string(text: &str) -> String {
    text.replace('\\', "\\\\").replace('"', "\\\"")
}

/// The testlib checker of `problem`: the contestant's tokens against the
/// answer's, one by one, naming the first difference (its place and both
/// tokens), a missing token or an extra one.
pub fn checker(problem: &Problem) -> String {
    format!(
        "// testlib checker for {} ({}), {}\n\
         // Written by `grundy emit {} --checker`: the output must have the answer's\n\
         // tokens in order (whitespace between them is free), as `grundy check --tokens`.\n{}",
        problem.id,
        problem.title,
        problem.url,
        crate::registry::called(problem.id),
        CHECKER
    )
}

const CHECKER: &str = r#"
#include "testlib.h"
#include <string>

int main(int argc, char* argv[]) {
    registerTestlibCmd(argc, argv);
    long long n = 0;
    while (!ans.seekEof()) {
        std::string expected = ans.readToken();
        n++;
        if (ouf.seekEof())
            quitf(_wa, "the output ends at token %lld: expected \"%s\"", n, __testlib_part(expected).c_str());
        std::string found = ouf.readToken();
        if (found != expected)
            quitf(_wa, "token %lld: expected \"%s\", found \"%s\"", n, __testlib_part(expected).c_str(),
                  __testlib_part(found).c_str());
    }
    if (!ouf.seekEof())
        quitf(_wa, "the output goes on after the answer's %lld tokens: found \"%s\"", n,
              __testlib_part(ouf.readToken()).c_str());
    quitf(_ok, "%lld tokens", n);
}
"#;
