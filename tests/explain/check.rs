//! The checks every explained problem goes through.

use crate::common;
use crate::search::{Next, Search};
use grundy::explain::words::account_of;
use grundy::explain::{accounts, strings, Account, Move, Row};
use std::collections::HashMap;
use std::hash::Hash;

/// A game from its rules, as the tests see it: how the explanation's
/// position text reads as a position (`R`), and every position one move
/// away (`M`).
pub struct RulesOf<R, M> {
    pub read: R,
    pub moves: M,
    /// Misère play: whoever makes the last move loses.
    pub misere: bool,
}

/// Rules that need nothing but the position (and can be a `const`).
pub type Rules<P> = RulesOf<fn(&str) -> P, fn(&P) -> Vec<P>>;

/// The from-the-rules search of `rules`, in normal or misère play.
pub fn search_of<P, R, M>(rules: &RulesOf<R, M>) -> Search<P, impl FnMut(&P) -> Vec<Next<P>> + '_>
where
    P: Clone + Eq + Hash,
    M: Fn(&P) -> Vec<P>,
{
    let next = |p: &P| (rules.moves)(p).into_iter().map(Next::To).collect();
    if rules.misere {
        Search::misere(next)
    } else {
        Search::normal(next)
    }
}

/// Every account of `input` for `problem`, with every move listed (up to
/// `--all`'s limit); the input must be valid.
pub fn explain_all(problem: &str, input: &str) -> Vec<Account> {
    let p = grundy::registry::entry(problem).expect("registered");
    let (all, done) = accounts(p, input.as_bytes(), grundy::explain::ALL);
    done.unwrap_or_else(|e| panic!("{problem}: {e}\ninput:\n{input}"));
    all
}

/// The text `grundy explain` writes for `input` (which must be valid).
pub fn text(problem: &str, input: &str, args: &[&str]) -> String {
    let mut all = vec!["explain", problem];
    all.extend_from_slice(args);
    let (status, out, err) = common::run_args(&all, input.as_bytes());
    assert_eq!(status, 0, "{}", String::from_utf8_lossy(&err));
    String::from_utf8(out).expect("text")
}

/// Checks the accounts of `input` against the rules: the outcome is the
/// search's, the listed moves are exactly the legal moves to positions lost
/// for the opponent, and a lost position shows a legal move and a winning
/// reply to it. Returns how many accounts were checked.
pub fn against_rules<P, R, M>(problem: &str, input: &str, rules: &RulesOf<R, M>) -> usize
where
    P: Clone + Eq + Hash + std::fmt::Debug,
    R: Fn(&str) -> P,
    M: Fn(&P) -> Vec<P>,
{
    let mut search = search_of(rules);
    let all = explain_all(problem, input);
    let p = grundy::registry::entry(problem).unwrap();
    let (shown, _) = accounts(p, input.as_bytes(), grundy::explain::SHOWN);
    assert_eq!(shown.len(), all.len());
    for (a, short) in all.iter().zip(&shown) {
        let at = format!("{problem} case {} {:?}: {}", a.case, a.part, a.position);
        account_against_rules((a, short), rules, &mut |p| search.mover_wins(p), &at);
    }
    all.len()
}

/// The same checks on positions that arise only in play, given as words
/// (`20 limit 6`): each must be read as such a position, then
/// [`words_against_rules`].
pub fn later_against_rules<P, R, M>(problem: &str, positions: &[String], rules: &RulesOf<R, M>)
where
    P: Clone + Eq + Hash + std::fmt::Debug,
    R: Fn(&str) -> P,
    M: Fn(&P) -> Vec<P>,
{
    let row = grundy::explain::row(grundy::registry::entry(problem).unwrap());
    for words in positions {
        let words: Vec<String> = words.split_whitespace().map(String::from).collect();
        let later = grundy::explain::words::later_of(row, &words);
        assert!(later.is_some(), "{problem} {words:?}: not a later position");
    }
    words_against_rules(problem, positions, rules);
}

/// The same checks on positions given as words (those that arise only in
/// play among them), each explained with `account_of`: the account against
/// the rules, its words written back as given, and the words every listed
/// move leaves explained as the position it shows. Returns how many.
pub fn words_against_rules<P, R, M>(problem: &str, all: &[String], rules: &RulesOf<R, M>) -> usize
where
    P: Clone + Eq + Hash + std::fmt::Debug,
    R: Fn(&str) -> P,
    M: Fn(&P) -> Vec<P>,
{
    let mut search = search_of(rules);
    let p = grundy::registry::entry(problem).unwrap();
    let row = grundy::explain::row(p);
    for words in all {
        let words: Vec<String> = words.split_whitespace().map(String::from).collect();
        let explained = |shown| {
            account_of(p, row, &words, shown).unwrap_or_else(|e| panic!("{problem} {words:?}: {e}"))
        };
        let (a, short) = (
            explained(grundy::explain::ALL),
            explained(grundy::explain::SHOWN),
        );
        let at = format!("{problem} {}: {}", words.join(" "), a.position);
        assert_eq!(strings(&a.words), words, "{at}: the words written back");
        account_against_rules((&a, &short), rules, &mut |p| search.mover_wins(p), &at);
        for m in &a.moves.listed {
            let left = account_of(p, row, &strings(&m.step.left), 0).unwrap();
            assert_eq!(left.position, m.after, "{at}: {m:?}");
        }
    }
    all.len()
}

/// One account (with all its moves, and with the first few) against the
/// rules, `wins` deciding positions.
pub fn account_against_rules<P, R, M>(
    (a, short): (&Account, &Account),
    rules: &RulesOf<R, M>,
    wins: &mut dyn FnMut(&P) -> bool,
    at: &str,
) where
    P: Clone + Eq + Hash + std::fmt::Debug,
    R: Fn(&str) -> P,
    M: Fn(&P) -> Vec<P>,
{
    let before = (rules.read)(&a.position);
    assert_eq!(
        a.verdict.outcome.next_wins(),
        wins(&before),
        "{at}: outcome"
    );
    let legal = (rules.moves)(&before);
    let mut want: HashMap<P, usize> = HashMap::new();
    for q in &legal {
        if !wins(q) {
            *want.entry(q.clone()).or_default() += 1;
        }
    }
    let mut got: HashMap<P, usize> = HashMap::new();
    for m in &a.moves.listed {
        assert_eq!(m.before, a.position, "{at}: {m:?} starts elsewhere");
        *got.entry((rules.read)(&m.after)).or_default() += 1;
    }
    assert_eq!(got, want, "{at}: listed moves differ from the rules'");
    assert_eq!(a.moves.count as usize, a.moves.listed.len(), "{at}");
    // Without --all: the same count and the first few of the same list.
    assert_eq!(short.moves.count, a.moves.count, "{at}");
    let n = short.moves.listed.len();
    assert_eq!(n, a.moves.listed.len().min(grundy::explain::SHOWN), "{at}");
    assert_eq!(short.moves.listed[..], a.moves.listed[..n], "{at}");
    match &a.moves.example {
        _ if a.moves.count > 0 => assert!(a.moves.example.is_none(), "{at}"),
        None => assert!(legal.is_empty(), "{at}: a move exists, none shown"),
        Some(e) => {
            let after = legal_step(rules, &before, &e.first, at);
            assert!(wins(&after), "{at}: example is not a loss");
            match &e.reply {
                Some(reply) => {
                    let end = legal_step(rules, &after, reply, at);
                    assert!(!wins(&end), "{at}: reply does not win");
                }
                None => assert!((rules.moves)(&after).is_empty(), "{at}: game not over"),
            }
        }
    }
}

/// The position `m` leads to, after checking it starts at `from` and is legal.
fn legal_step<P, R, M>(rules: &RulesOf<R, M>, from: &P, m: &Move, at: &str) -> P
where
    P: Clone + Eq + Hash + std::fmt::Debug,
    R: Fn(&str) -> P,
    M: Fn(&P) -> Vec<P>,
{
    assert_eq!(
        &(rules.read)(&m.before),
        from,
        "{at}: {m:?} starts elsewhere"
    );
    let to = (rules.read)(&m.after);
    assert!(
        (rules.moves)(from).contains(&to),
        "{at}: {m:?} is not legal"
    );
    to
}

/// Numbers separated by single spaces, as a judge input line holds them.
/// The amounts of the winning moves an account lists, in its order.
pub fn listed_takes(a: &Account) -> Vec<u64> {
    a.moves
        .listed
        .iter()
        .map(|m| m.step.amount.expect("a take"))
        .collect()
}

pub fn spaced(values: &[u64]) -> String {
    grundy::explain::spaced(values)
}

/// Numbers read from a position's text, ignoring words and punctuation.
pub fn numbers(text: &str) -> Vec<u64> {
    text.split(|c: char| !c.is_ascii_digit())
        .filter(|w| !w.is_empty())
        .map(|w| w.parse().expect("a u64"))
        .collect()
}

/// The judge's own output rebuilt from the accounts, by a problem's rule,
/// must be what the solver prints, on every shipped sample; and on every
/// must-fail sample `grundy explain` exits 1 with the solver's exact stderr
/// line after explaining the same complete cases. (In process, through the
/// command line's own `cli::run`: the big samples are slow in a debug
/// binary.)
pub fn agrees_with_the_solver_on_samples(problem: &str, judge: fn(&[Account]) -> String) {
    let p = grundy::registry::entry(problem).unwrap();
    let samples = common::samples(problem);
    assert!(!samples.is_empty());
    for sample in samples {
        // Enough moves for every judge line short enough to print in full.
        let (all, done) = accounts(p, &sample.input, 4096);
        let at = format!("{problem}/{}", sample.name);
        let (got, want) = (judge(&all), String::from_utf8_lossy(&sample.stdout));
        assert_eq!(got.lines().count(), want.lines().count(), "{at}:\n{got}");
        for (g, w) in got.lines().zip(want.lines()) {
            // A line of more moves than are listed ends in ` ...`.
            match g.strip_suffix(" ...") {
                Some(start) => assert!(w.starts_with(&format!("{start} ")), "{at}: {g}"),
                None => assert_eq!(g, w, "{at}"),
            }
        }
        let Some(want) = sample.stderr else {
            assert!(done.is_ok(), "{at}");
            continue;
        };
        assert!(done.is_err(), "{at}");
        let args: Vec<std::ffi::OsString> = ["explain", problem].map(Into::into).to_vec();
        let (mut out, mut err) = (Vec::new(), Vec::new());
        let status = grundy::cli::run(&args, &mut &sample.input[..], &mut out, &mut err, false);
        assert_eq!(status, 1, "{at}");
        assert_eq!(
            String::from_utf8_lossy(&err),
            String::from_utf8_lossy(&want),
            "{at}"
        );
    }
}

/// The first argument of every call `call` (`"plays("`) whose first
/// argument is a string literal, in this folder's test files, comment lines
/// left out: the problems the hand-written tests reach, for the tests that
/// say every problem is reached.
pub fn problems_called_with(call: &str) -> Vec<String> {
    let dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/explain");
    let mut ids = Vec::new();
    for file in std::fs::read_dir(&dir).unwrap() {
        let path = file.unwrap().path();
        if path.extension().map_or(true, |e| e != "rs") {
            continue;
        }
        let source: String = std::fs::read_to_string(&path)
            .unwrap()
            .lines()
            .filter(|line| !line.trim_start().starts_with("//"))
            .flat_map(|line| [line, "\n"])
            .collect();
        for (at, _) in source.match_indices(call) {
            let rest = source[at + call.len()..].trim_start();
            if let Some(id) = rest.strip_prefix('"').and_then(|r| r.split('"').next()) {
                ids.push(id.to_string());
            }
        }
    }
    ids
}

/// Every coded problem's explanation is held to its solver on its samples
/// (`agrees_with_the_solver_on_samples`) by some test here: a problem left
/// out fails this test.
#[test]
fn every_problem_is_held_to_its_solver_on_its_samples() {
    let held = problems_called_with("agrees_with_the_solver_on_samples(");
    let missing: Vec<&str> = grundy::registry::PROBLEMS
        .iter()
        .map(|p| p.id)
        .filter(|id| !held.iter().any(|h| h == id))
        .collect();
    assert!(
        missing.is_empty(),
        "explain not held to the solver on the samples of {missing:?}"
    );
}

/// The judge's output for problems that print one line of words per case.
pub fn one_line_each(all: &[Account]) -> String {
    all.iter()
        .map(|a| format!("{}\n", a.verdict.words))
        .collect()
}

/// Every registered problem with its explain row.
pub fn rows() -> impl Iterator<Item = (&'static grundy::registry::Entry, &'static Row)> {
    grundy::registry::PROBLEMS
        .iter()
        .map(|e| (e, &e.tools.explain))
}

/// The words of `text`, as a command line splits them.
pub fn words(text: &str) -> Vec<String> {
    text.split_whitespace().map(String::from).collect()
}

/// (status, stdout, stderr) of a command line, in process.
pub fn call(args: &[&str], input: &[u8]) -> (u8, String, String) {
    let (status, out, err) = common::run_args(args, input);
    (
        status as u8,
        String::from_utf8(out).unwrap(),
        String::from_utf8(err).unwrap(),
    )
}

/// The official sample input of `id`.
pub fn sample(id: &str) -> Vec<u8> {
    std::fs::read(common::samples_dir().join(id).join("sample.in")).unwrap()
}
