//! `grundy gen PROBLEM --testset DIR`: a whole numbered test set, the way a
//! Polygon script makes one: `01.in`, `01.out` (grundy's answer), ... and
//! `tests.txt`, one line per test saying what it is for.
//!
//! The tests, in order: the official sample; both ends of every bound of the
//! problem's [`Format`] (`M = 1`, `M = 20`, each named value in turn, the
//! others small), everything at its lower bound, everything at its upper
//! bound (the largest input the judge allows); then the problem's own
//! generator (which mixes in its traps) at tiny and judge scale. The bound
//! tests are written from the format alone ([`Extreme`]), so every problem
//! gets them; a test the format cannot make valid (a rule no layout states,
//! such as a tree being connected, or an input past [`MOST_BYTES`]) is
//! tried with a few seeds and otherwise named in `tests.txt` as not made.
//! Every test is validated strictly (layout, bounds and the solver's rules)
//! before it is written, and identical inputs are written once. The list
//! ends with the bounds no test reaches (the `validate --coverage` report).

use crate::commands::{Failure, Io, Parsed};
use crate::error::Error;
use crate::format::read::{show_expr, Coverage, Mode, Reader};
use crate::format::{Blanks, Cases, Element, Expr, Format, Int, Token};
use crate::problem::Problem;
use crate::testdata::{Rng, Scale, Tools};
use std::path::Path;

/// Largest input written for one test (bytes).
pub const MOST_BYTES: usize = 4 << 20;
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
}

/// `gen PROBLEM --testset DIR [--seed N]`: writes the set and lists it.
pub fn run(
    problem: &Problem,
    tools: &Tools,
    dir: &str,
    args: &Parsed,
    io: &mut Io<'_>,
) -> Result<(), Failure> {
    if args.text("--cases")?.is_some() || args.text("--scale")?.is_some() {
        return Err(Failure::usage(
            "gen: --testset picks its own cases and scales; give --seed only",
        ));
    }
    let seed = args.number("--seed")?.unwrap_or(1);
    let sample = crate::registry::entry(problem.id).map_or("", |e| e.sample.0);
    let set = write(problem, tools, sample, Path::new(dir), seed)
        .map_err(|e| Failure::usage(format!("gen --testset: {e}")))?;
    let text = format!(
        "{} tests written to {dir} (list in {dir}/tests.txt){}\n",
        set.written.len(),
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

/// Writes the test set of `problem` into `dir` (made if missing). Files of
/// an earlier set there are replaced.
pub fn write(
    problem: &Problem,
    tools: &Tools,
    sample: &str,
    dir: &Path,
    seed: u64,
) -> Result<Testset, String> {
    std::fs::create_dir_all(dir).map_err(|e| format!("cannot make {}: {e}", dir.display()))?;
    let format = &tools.format;
    let mut set = Testset::default();
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
            let path = dir.join(format!("{stem}.{ext}"));
            std::fs::write(&path, text)
                .map_err(|e| format!("cannot write {}: {e}", path.display()))?;
        }
        seen.push(input);
        set.written.push((stem, purpose));
        Ok(())
    };
    let valid = |text: &str| answer(problem, format, text, &mut Coverage::default()).is_ok();
    if valid(sample) {
        put("the official sample".into(), Some(sample.to_string()), "")?;
    }
    for (purpose, target) in targets(format) {
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
        let count = crate::commands::gen::default_count(format, scale);
        crate::commands::gen::stream(tools, s, scale, count, &mut text)
            .map_err(|e| e.to_string())?;
        let text = String::from_utf8(text).map_err(|e| e.to_string())?;
        let name = match scale {
            Scale::Tiny => "tiny",
            Scale::Judge => "judge",
            Scale::Huge => "huge",
        };
        put(
            format!(
                "random with the problem's traps, {name} scale (gen --seed {s} --scale {name})"
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
    let list = dir.join("tests.txt");
    std::fs::write(&list, listing(problem, &set))
        .map_err(|e| format!("cannot write {}: {e}", list.display()))?;
    Ok(set)
}

/// `tests.txt`: a line per test, then what is missing.
fn listing(problem: &Problem, set: &Testset) -> String {
    let mut text = format!(
        "# Tests of {} ({}), written by grundy gen {} --testset; NN.out is grundy's answer.\n",
        problem.id, problem.title, problem.id
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

/// Which value a bound test pushes to which end.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Target {
    /// The named value at its lower (`false`) or upper (`true`) bound.
    One(&'static str, bool),
    /// Every value at its lower or upper bound.
    All(bool),
}

/// The bound tests of a format, with what each is for: both ends of every
/// named value (the case count first), then all low and all high.
fn targets(format: &Format) -> Vec<(String, Target)> {
    let mut ints: Vec<Int> = Vec::new();
    if let Cases::Counted(t) = format.cases {
        ints.push(t);
    }
    collect(format.case, &mut ints);
    let mut all = Vec::new();
    for int in &ints {
        for (high, bound) in [(false, int.lo), (true, int.hi)] {
            let purpose = format!(
                "{} = {} ({}, {} end)",
                int.name,
                show_expr(bound),
                int.what,
                if high { "upper" } else { "lower" }
            );
            all.push((purpose, Target::One(int.name, high)));
        }
    }
    all.push(("every value at its lower bound".into(), Target::All(false)));
    all.push((
        "every value at its upper bound: the largest input allowed".into(),
        Target::All(true),
    ));
    all
}

/// Every named integer of `elements`, once each.
fn collect(elements: &[Element], ints: &mut Vec<Int>) {
    fn tokens(list: &[Token], ints: &mut Vec<Int>) {
        for token in list {
            let int = match *token {
                Token::Int(int) | Token::Ints { int, .. } => int,
                Token::Switch { int, arms } => {
                    for (_, arm) in arms {
                        tokens(arm, ints);
                    }
                    int
                }
                Token::Word { .. } => continue,
            };
            if !ints.iter().any(|i| i.name == int.name) {
                ints.push(int);
            }
        }
    }
    for element in elements {
        match *element {
            Element::Line(list) => tokens(list, ints),
            Element::Repeat { body, .. } | Element::Until { body, .. } => collect(body, ints),
        }
    }
}

/// A judge input written from a format alone, one value pushed to a bound:
/// the target at its end, the other values small (near their lower bound),
/// one case unless the target is the case count.
struct Extreme<'f> {
    format: &'f Format,
    target: Target,
    rng: Rng,
    env: Vec<(&'static str, u64)>,
    text: String,
}

impl<'f> Extreme<'f> {
    fn new(format: &'f Format, target: Target, seed: u64) -> Extreme<'f> {
        Extreme {
            format,
            target,
            rng: Rng::new(seed),
            env: Vec::new(),
            text: String::new(),
        }
    }

    /// The whole input, or `None` past [`MOST_BYTES`].
    fn input(mut self) -> Option<String> {
        let format = self.format;
        let cases = match format.cases {
            Cases::Counted(t) => {
                let count = self.pick(&t, None);
                self.text.push_str(&format!("{count}\n"));
                count
            }
            _ => 1,
        };
        for i in 0..cases {
            if i > 0 && format.blanks == Blanks::BetweenCases && self.rng.one_in(2) {
                self.text.push('\n');
            }
            self.env.clear();
            self.elements(format.case)?;
        }
        if let Cases::Sentinel(values) = format.cases {
            self.words(values);
        }
        Some(self.text)
    }

    fn words(&mut self, values: &[u64]) {
        let words: Vec<String> = values.iter().map(u64::to_string).collect();
        self.text.push_str(&words.join(" "));
        self.text.push('\n');
    }

    fn elements(&mut self, elements: &[Element]) -> Option<()> {
        for element in elements {
            match *element {
                Element::Line(tokens) => {
                    let mut words = Vec::new();
                    self.tokens(tokens, &mut words)?;
                    if !words.is_empty() {
                        self.text.push_str(&words.join(" "));
                        self.text.push('\n');
                    }
                }
                Element::Repeat { count, body } => {
                    for _ in 0..self.eval(count) {
                        self.elements(body)?;
                    }
                }
                Element::Until { sentinel, body } => {
                    self.elements(body)?;
                    self.words(sentinel);
                }
            }
            if self.text.len() > MOST_BYTES {
                return None;
            }
        }
        Some(())
    }

    fn tokens(&mut self, tokens: &[Token], words: &mut Vec<String>) -> Option<()> {
        for token in tokens {
            match *token {
                Token::Int(int) => words.push(self.pick(&int, None).to_string()),
                Token::Ints { count, int } => {
                    let n = self.eval(count);
                    for j in 0..n {
                        words.push(self.pick(&int, Some((j, n))).to_string());
                        if words.len() > MOST_BYTES / 2 {
                            return None;
                        }
                    }
                }
                Token::Word {
                    name, letters, len, ..
                } => {
                    let int = Int {
                        name,
                        what: "",
                        lo: len.0,
                        hi: len.1,
                    };
                    let n = self.pick(&int, None);
                    let letters = letters.as_bytes();
                    let word = (0..n)
                        .map(|_| self.rng.pick(letters) as char)
                        .collect::<String>();
                    words.push(word);
                }
                Token::Switch { int, arms } => {
                    let value = self.pick(&int, None);
                    words.push(value.to_string());
                    if let Some((_, arm)) = arms.iter().find(|a| a.0 == value) {
                        self.tokens(arm, words)?;
                    }
                }
            }
        }
        Some(())
    }

    /// A value of `int`: its bound for the target, else a small one (a few
    /// above the lower bound), recorded for later counts and bounds. Item
    /// `j` of a list of `n` counts up from the lower bound (or, all high,
    /// up to the upper one), its end item at the target bound: many judges
    /// want a list's items distinct or sorted.
    fn pick(&mut self, int: &Int, item: Option<(u64, u64)>) -> u64 {
        let (lo, hi) = (self.eval(int.lo), self.eval(int.hi));
        let end = match self.target {
            Target::One(name, high) if name == int.name => Some(high),
            Target::All(high) => Some(high),
            _ => None,
        };
        let value = match (end, item) {
            (Some(true), Some((j, n))) if !matches!(self.target, Target::All(false)) => {
                match self.target {
                    Target::All(_) => hi.saturating_sub(n - 1 - j),
                    _ if j + 1 == n => hi,
                    _ => lo.saturating_add(j),
                }
            }
            (Some(true), _) => hi,
            (Some(false), Some((j, _))) => lo.saturating_add(j),
            (Some(false), None) => lo,
            (None, Some((j, _))) => lo.saturating_add(j),
            (None, None) => self.rng.range(lo, hi.min(lo.saturating_add(3))),
        }
        .max(lo)
        .min(hi);
        self.env.retain(|e| e.0 != int.name);
        self.env.push((int.name, value));
        value
    }

    fn eval(&self, expr: Expr) -> u64 {
        let value = |name: &str| self.env.iter().find(|e| e.0 == name).map_or(0, |e| e.1);
        match expr {
            Expr::Lit(v) => v,
            Expr::Var(name) => value(name),
            Expr::Minus(name, k) => value(name).saturating_sub(k),
        }
    }
}
