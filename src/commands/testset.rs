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
use crate::format::coverage::Coverage;
use crate::format::read::{Mode, Reader};
use crate::format::show_expr;
use crate::format::{Blanks, Cases, Element, Expr, Format, Int, Token};
use crate::problem::Problem;
use crate::testdata::{Rng, Scale, Tools};
use std::path::Path;

/// Largest input written for one test (bytes).
pub const MOST_BYTES: usize = 8 << 20;
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
    if dir.is_empty() {
        return Err(Failure::usage(
            "gen: --testset needs a folder name, found an empty one",
        ));
    }
    let seed = args.number("--seed")?.unwrap_or(1);
    let force = args.has("--force");
    let sample = crate::registry::entry(problem.id).map_or("", |e| e.sample.0);
    let set = write(problem, tools, sample, Path::new(dir), seed, force)
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
pub fn write(
    problem: &Problem,
    tools: &Tools,
    sample: &str,
    dir: &Path,
    seed: u64,
    force: bool,
) -> Result<Testset, String> {
    let list = list_path(dir)?;
    prepare(dir, &list, force)?;
    let format = &tools.format;
    let mut set = Testset {
        list,
        ..Testset::default()
    };
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
        put("the official sample".into(), Some(sample.to_string()), "")?;
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
    create(&set.list, &listing(problem, &set))?;
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
    let open_top = match format.cases {
        Cases::Counted(t) if t.hi == Expr::Lit(u64::MAX) => Some(t.name),
        _ => None,
    };
    for int in &ints {
        for (high, bound) in [(false, int.lo), (true, int.hi)] {
            if high && open_top == Some(int.name) {
                // No official bound: the statement leaves the count open.
                continue;
            }
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

/// The names of the two vertices of a tree's edge lines: `n - 1` lines
/// (`count`) whose first two values are bounded by `1` and `n`.
fn tree_edges(count: Expr, body: &[Element]) -> Option<(&'static str, &'static str)> {
    let Expr::Minus(n, 1) = count else {
        return None;
    };
    match body {
        [Element::Line([Token::Int(a), Token::Int(b), ..])]
            if [a, b]
                .iter()
                .all(|v| v.lo == Expr::Lit(1) && v.hi == Expr::Var(n)) =>
        {
            Some((a.name, b.name))
        }
        _ => None,
    }
}

/// Whether the items of a list are vertices of the `var` lines: `0..var`
/// (`0` to `var - 1`) or `1..=var`.
fn bounded_by(item: Int, var: &str) -> bool {
    matches!(
        (item.lo, item.hi),
        (Expr::Lit(0), Expr::Minus(v, 1)) | (Expr::Lit(1), Expr::Var(v)) if v == var
    )
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
                // A word's length is bounded like a value (a board of 200).
                Token::Word {
                    name, what, len, ..
                } => Int {
                    name,
                    what,
                    lo: len.0,
                    hi: len.1,
                },
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
///
/// Three shapes of graph formats are written as the rules of such games
/// want them, from the format alone: `n - 1` lines whose first two values
/// are vertices `1..=n` are the edges of a tree (a random one, each edge
/// either way round); a later line whose first two values have the edge's
/// names names one of those edges; and in the `r`-th of `n` lines, a list
/// of vertices bounded by `n` points only forward (`r + 1` on), so that the
/// lists make an acyclic graph. Two values of one line with the same bounds
/// are kept apart (two pieces on one row), and a word is mostly its first
/// letter (a board mostly empty; all of it when every value is at a bound).
struct Extreme<'f> {
    format: &'f Format,
    target: Target,
    rng: Rng,
    env: Vec<(&'static str, u64)>,
    text: String,
    /// The tree's edges and their two names, once written.
    edges: Vec<(u64, u64)>,
    edge_names: (&'static str, &'static str),
    /// Inside a repeat over a read count: its name, the line's index.
    row: Option<(&'static str, u64)>,
}

impl<'f> Extreme<'f> {
    fn new(format: &'f Format, target: Target, seed: u64) -> Extreme<'f> {
        Extreme {
            format,
            target,
            rng: Rng::new(seed),
            env: Vec::new(),
            text: String::new(),
            edges: Vec::new(),
            edge_names: ("", ""),
            row: None,
        }
    }

    /// The whole input, or `None` past [`MOST_BYTES`].
    fn input(mut self) -> Option<String> {
        let format = self.format;
        let cases = match format.cases {
            Cases::Counted(t) => {
                let count = match self.target {
                    // One case where another value is pushed to its end.
                    Target::One(name, _) if name != t.name => self.eval(t.lo),
                    _ => self.pick(&t, None),
                };
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
            self.edges.clear();
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
                    let n = self.eval(count);
                    if let Some(names) = tree_edges(count, body) {
                        self.tree(n + 1, names, body)?;
                        continue;
                    }
                    let outer = self.row;
                    for r in 0..n {
                        if let Expr::Var(name) = count {
                            self.row = Some((name, r));
                        }
                        self.elements(body)?;
                    }
                    self.row = outer;
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

    /// The edges of a random tree on `1..=n`: edge `j` joins vertex `j + 2`
    /// to one before it, the two ends in a random order; the line's other
    /// values as usual.
    fn tree(
        &mut self,
        n: u64,
        names: (&'static str, &'static str),
        body: &[Element],
    ) -> Option<()> {
        let [Element::Line(tokens)] = body else {
            return Some(());
        };
        self.edge_names = names;
        for child in 2..=n {
            let parent = self.rng.range(1, child - 1);
            let (a, b) = match self.rng.one_in(2) {
                true => (child, parent),
                false => (parent, child),
            };
            self.edges.push((a, b));
            let mut words = vec![a.to_string(), b.to_string()];
            self.tokens(&tokens[2..], &mut words)?;
            self.text.push_str(&words.join(" "));
            self.text.push('\n');
            if self.text.len() > MOST_BYTES {
                return None;
            }
        }
        Some(())
    }

    fn tokens(&mut self, tokens: &[Token], words: &mut Vec<String>) -> Option<()> {
        let mut line: Vec<(Int, u64)> = Vec::new();
        let mut i = 0;
        while i < tokens.len() {
            let token = tokens[i];
            i += 1;
            match token {
                Token::Int(int) => {
                    if i == 1 && self.names_an_edge(tokens) {
                        let last = self.edges.len() as u64 - 1;
                        let (a, b) = self.edges[self.rng.range(0, last) as usize];
                        words.push(a.to_string());
                        words.push(b.to_string());
                        i = 2;
                        continue;
                    }
                    // A count whose list points forward from this line.
                    if let (
                        Some(Token::Ints {
                            count: Expr::Var(c),
                            int: item,
                        }),
                        Some((var, r)),
                    ) = (tokens.get(i), self.row)
                    {
                        if *c == int.name && bounded_by(*item, var) {
                            let n = self.eval(Expr::Var(var));
                            let room = n.saturating_sub(r + 1);
                            let k = self.pick(&int, None).min(room);
                            self.env.retain(|e| e.0 != int.name);
                            self.env.push((int.name, k));
                            words.push(k.to_string());
                            let lo = self.eval(item.lo);
                            let high = matches!(self.target, Target::All(true))
                                || matches!(self.target, Target::One(name, true) if name == item.name);
                            let start = match high {
                                true => n - k,
                                false => r + 1,
                            };
                            for j in 0..k {
                                words.push((lo + start + j).to_string());
                            }
                            i += 1;
                            continue;
                        }
                    }
                    let value = self.pick_apart(&int, &line);
                    line.push((int, value));
                    words.push(value.to_string());
                }
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
                    let all = matches!(self.target, Target::All(_));
                    let word = (0..n)
                        // All at a bound: all the first letter (an empty board).
                        .map(|_| match !all && self.rng.one_in(8) {
                            true => self.rng.pick(letters) as char,
                            false => letters[0] as char,
                        })
                        .collect::<String>();
                    words.push(word);
                }
                Token::Switch { int, arms } => {
                    let mut value = self.pick(&int, None);
                    // An arm that names an edge, where there is none: another.
                    let names_edge = |arm: &[Token]| {
                        matches!(arm, [Token::Int(a), Token::Int(b), ..]
                            if (a.name, b.name) == self.edge_names)
                    };
                    if self.edges.is_empty() && arms.iter().any(|a| a.0 == value && names_edge(a.1))
                    {
                        if let Some(other) = arms.iter().find(|a| !names_edge(a.1)) {
                            value = other.0;
                            self.env.retain(|e| e.0 != int.name);
                            self.env.push((int.name, value));
                        }
                    }
                    words.push(value.to_string());
                    if let Some((_, arm)) = arms.iter().find(|a| a.0 == value) {
                        self.tokens(arm, words)?;
                    }
                }
            }
        }
        Some(())
    }

    /// The two names of the tree's edges, when `tokens` begins with them
    /// (a line that names an edge).
    fn names_an_edge(&self, tokens: &[Token]) -> bool {
        matches!(tokens, [Token::Int(a), Token::Int(b), ..]
            if !self.edges.is_empty() && (a.name, b.name) == self.edge_names)
    }

    /// [`Self::pick`], but unlike the values of the line before it with the
    /// same bounds (two pieces on one row), unless everything is pushed to
    /// its lower end.
    fn pick_apart(&mut self, int: &Int, line: &[(Int, u64)]) -> u64 {
        let value = self.pick(int, None);
        if self.target == Target::All(false) {
            return value;
        }
        let taken = |v: u64| {
            line.iter()
                .any(|(o, w)| o.lo == int.lo && o.hi == int.hi && *w == v)
        };
        if !taken(value) {
            return value;
        }
        let (lo, hi) = (self.eval(int.lo), self.eval(int.hi));
        let free = (value..=hi).chain((lo..value).rev()).find(|&v| !taken(v));
        let value = free.unwrap_or(value);
        self.env.retain(|e| e.0 != int.name);
        self.env.push((int.name, value));
        value
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
