//! The registry: one row per problem, holding everything grundy knows about
//! it, and the name lookups every command uses.
//!
//! A row ([`Entry`]) pairs the problem's solver row ([`Problem`]: names,
//! link, `run`) with its tools ([`Tools`]: input format, generator,
//! explanation, C++ file). Both are declared by the problem's own file, so
//! adding a problem is its file plus one `entry!` line in [`PROBLEMS`];
//! everything keyed by problem (`list`, `gen`, `validate`, `explain`,
//! `emit --lang cpp`, the tests) reads this table. The registry is a tool:
//! a judge build (`grundy emit`) takes one problem's file and never this
//! table.

use crate::explain::Row;
use crate::format::Format;
use crate::problem::Problem;
use crate::problems;
use crate::testdata::{Case, Rng, Scale};

/// Everything grundy knows about one problem: its solver row and its tools.
pub struct Entry {
    pub problem: &'static Problem,
    pub tools: &'static Tools,
    /// The text of `src/problems/<id>.rs`, which `grundy emit` expands.
    pub source: &'static str,
    /// The judge specification, `docs/problems/<id>.md` (`grundy show`).
    pub spec: &'static str,
    /// The official sample, `samples/<id>/sample.in` and `.out`.
    pub sample: (&'static str, &'static str),
}

/// A row reads as its problem (`entry.id`, `solve(entry, ..)`).
impl std::ops::Deref for Entry {
    type Target = Problem;
    fn deref(&self) -> &Problem {
        self.problem
    }
}

/// What the tools know about a problem beyond its solver, declared as
/// `TOOLS` in a tools-only `tools` child module of its file (see
/// `problems/poj2234.rs`). A new column (one more thing every problem says
/// about itself) is a field here and a line in each `TOOLS`.
pub struct Tools {
    /// The judge's input format, the way a testlib validator reads it:
    /// `validate`, the bounds checks of `gen` and `stress`, and `show`'s
    /// Input section read it.
    pub format: Format,
    /// `count` cases at a scale, with the problem's traps mixed in.
    pub generate: fn(&mut Rng, Scale, usize) -> Vec<Case>,
    /// The judge input holding `cases`, in order: the format's own writer
    /// ([`crate::format::write::text`]) unless the rows cannot say the counts.
    pub write: fn(&[Case]) -> String,
    /// `grundy explain`: one account per position the judge asks about,
    /// and how a learner reaches a position without a judge input (words,
    /// moves for `play`, a picture).
    pub explain: Row,
    /// The hand-written C++ judge file (`emit/cpp/<id>.cpp`), as kept.
    pub cpp: &'static str,
}

/// The [`Tools`] of the problem whose `tools` module says
/// `pub const TOOLS: Tools = crate::tools!("<id>");`: that module's
/// `FORMAT` and `generate`, the writer the format gives
/// ([`crate::format::write::text`]), the hook of the problem's `explain`
/// module and `emit/cpp/<id>.cpp`. `crate::tools!("<id>", generate:
/// testdata::misere_lists)` takes a shared generator that reads its bounds
/// from `FORMAT`; `crate::tools!("<id>", generate, write)` the module's own
/// `write`, for a case whose rows cannot say its counts (hdu5963). A module
/// may also spell the fields out.
#[macro_export]
macro_rules! tools {
    ($id:literal) => {
        $crate::tools!($id, generate)
    };
    ($id:literal, generate: $shared:path) => {
        $crate::tools!($id, {
            fn generate(
                rng: &mut $crate::testdata::Rng,
                scale: $crate::testdata::Scale,
                count: usize,
            ) -> Vec<$crate::testdata::Case> {
                $shared(&FORMAT, rng, scale, count)
            }
            generate
        })
    };
    ($id:literal, $generate:expr) => {
        $crate::tools!($id, $generate, {
            fn write(cases: &[$crate::testdata::Case]) -> String {
                $crate::format::write::text(&FORMAT, cases)
            }
            write
        })
    };
    ($id:literal, $generate:expr, $write:expr) => {
        $crate::registry::Tools {
            format: FORMAT,
            generate: $generate,
            write: $write,
            explain: super::explain::ROW,
            cpp: include_str!(concat!("../../emit/cpp/", $id, ".cpp")),
        }
    };
}

/// One row from a problem module's name: its `PROBLEM`, its `tools::TOOLS`,
/// its file, its specification and its official sample.
macro_rules! entry {
    ($id:ident) => {
        Entry {
            problem: &problems::$id::PROBLEM,
            tools: &problems::$id::tools::TOOLS,
            source: include_str!(concat!("problems/", stringify!($id), ".rs")),
            spec: include_str!(concat!("../docs/problems/", stringify!($id), ".md")),
            sample: (
                include_str!(concat!("../samples/", stringify!($id), "/sample.in")),
                include_str!(concat!("../samples/", stringify!($id), "/sample.out")),
            ),
        }
    };
}

/// Every problem grundy answers, in the order `grundy list` shows them.
pub const PROBLEMS: &[Entry] = &[
    entry!(poj2234),
    entry!(hdu1907),
    entry!(hdu1846),
    entry!(poj1067),
    entry!(hdu1536),
    entry!(hdu2509),
    entry!(hdu1847),
    entry!(hdu1848),
    entry!(hdu1849),
    entry!(hdu1850),
    entry!(hdu2176),
    entry!(hdu2149),
    entry!(hdu2188),
    entry!(hdu2147),
    entry!(hdu1517),
    entry!(hdu1079),
    entry!(hdu1404),
    entry!(hdu2177),
    entry!(poj1704),
    entry!(hdu1730),
    entry!(hdu1729),
    entry!(uva10561),
    entry!(hdu5963),
    entry!(lightoj1253),
    entry!(hdu2516),
    entry!(poj2348),
    entry!(poj2484),
    entry!(hdu3032),
    entry!(hdu5795),
    entry!(hdu1564),
    entry!(hdu3537),
    entry!(hdu3980),
    entry!(poj1740),
    entry!(poj2311),
    entry!(hdu2873),
    entry!(hdu4315),
    entry!(hdu3094),
    entry!(hdu1524),
    entry!(poj3710),
];

/// The problem called `name` (id or alias, any letter case).
pub fn find(name: &str) -> Option<&'static Problem> {
    entry(name).map(|e| e.problem)
}

/// The row of the problem called `name` (id or alias, any letter case).
pub fn entry(name: &str) -> Option<&'static Entry> {
    PROBLEMS
        .iter()
        .find(|p| p.names().any(|n| n.eq_ignore_ascii_case(name)))
}

/// The tools of a registered problem.
///
/// # Panics
/// When `problem` is not in [`PROBLEMS`] (every problem grundy names is).
pub fn tools(problem: &Problem) -> &'static Tools {
    match PROBLEMS.iter().find(|e| e.id == problem.id) {
        Some(e) => e.tools,
        None => panic!("{} is not registered", problem.id),
    }
}

/// Ids of the problems whose names are closest to a name that matched none,
/// best first; empty when nothing is close enough to be a plausible typo.
///
/// A name that starts a word of some name (`fibonacci` for
/// `fibonacci-again`, `1907` for `hdu1907`) suggests those problems first:
/// people remember a game by a word of it, not by its exact alias.
pub fn suggestions(name: &str) -> Vec<&'static str> {
    let name = name.to_ascii_lowercase();
    let starts_a_word: Vec<&'static str> = PROBLEMS
        .iter()
        .filter(|p| p.names().flat_map(words).any(|w| starts_word(&name, w)))
        .map(|p| p.id)
        .take(3)
        .collect();
    if !starts_a_word.is_empty() {
        return starts_a_word;
    }
    let limit = (name.len() / 3).max(2);
    let mut scored: Vec<(usize, &'static str)> = PROBLEMS
        .iter()
        .filter_map(|p| {
            let best = p.names().map(|n| edit_distance(&name, n)).min()?;
            (best <= limit).then_some((best, p.id))
        })
        .collect();
    scored.sort();
    let best = scored.first().map_or(0, |s| s.0);
    scored
        .into_iter()
        .take_while(|s| s.0 == best)
        .take(3)
        .map(|s| s.1)
        .collect()
}

/// The words of a name: its `-`-separated parts, and the number of an id
/// (`1907` in `hdu1907`).
fn words(name: &'static str) -> impl Iterator<Item = &'static str> {
    name.split('-').flat_map(|part| {
        let number = part
            .find(|c: char| c.is_ascii_digit())
            .filter(|&i| i > 0)
            .map(|i| &part[i..]);
        std::iter::once(part).chain(number)
    })
}

/// True when `query` starts `word` and is long enough (3 bytes) to mean it.
fn starts_word(query: &str, word: &str) -> bool {
    query.len() >= 3 && word.starts_with(query)
}

/// Edit distance over bytes where swapping two neighbours counts as one
/// edit (optimal string alignment): `hdu1970` is one edit from `hdu1907`.
fn edit_distance(a: &str, b: &str) -> usize {
    let (a, b) = (a.as_bytes(), b.as_bytes());
    let mut d = vec![vec![0usize; b.len() + 1]; a.len() + 1];
    for (i, row) in d.iter_mut().enumerate() {
        row[0] = i;
    }
    d[0] = (0..=b.len()).collect();
    for i in 1..=a.len() {
        for j in 1..=b.len() {
            let cost = usize::from(a[i - 1] != b[j - 1]);
            d[i][j] = (d[i - 1][j] + 1)
                .min(d[i][j - 1] + 1)
                .min(d[i - 1][j - 1] + cost);
            if i > 1 && j > 1 && a[i - 1] == b[j - 2] && a[i - 2] == b[j - 1] {
                d[i][j] = d[i][j].min(d[i - 2][j - 2] + 1);
            }
        }
    }
    d[a.len()][b.len()]
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_are_unique_lowercase_and_found() {
        let mut all: Vec<&str> = PROBLEMS.iter().flat_map(|p| p.names()).collect();
        for n in &all {
            assert_eq!(*n, n.to_ascii_lowercase());
            assert!(std::ptr::eq(
                find(n).unwrap(),
                find(&n.to_ascii_uppercase()).unwrap()
            ));
        }
        let count = all.len();
        all.sort();
        all.dedup();
        assert_eq!(all.len(), count, "a name is used twice");
    }

    #[test]
    fn typos_get_the_closest_ids() {
        assert_eq!(suggestions("hdu1970"), vec!["hdu1907"]);
        assert_eq!(suggestions("poj2243"), vec!["poj2234"]);
        // Both Wythoff problems start with the word.
        assert_eq!(suggestions("wythof"), vec!["poj1067", "hdu2177"]);
        assert!(suggestions("completely-unrelated").is_empty());
        assert!(suggestions("zz").is_empty());
        assert_eq!(edit_distance("kitten", "sitting"), 3);
        assert_eq!(edit_distance("hdu1970", "hdu1907"), 1);
    }

    #[test]
    fn words_of_an_alias_suggest_its_problem() {
        for (word, id) in [
            ("fibonacci", "hdu1848"),
            ("kiki", "hdu2147"),
            ("georgia", "poj1704"),
            ("staircase", "poj1704"),
            ("calendar", "hdu1079"),
            ("misere", "hdu1907"),
            ("misere", "lightoj1253"),
            ("1907", "hdu1907"),
            ("Calendar", "hdu1079"),
        ] {
            assert!(
                suggestions(word).contains(&id),
                "{word}: {:?}",
                suggestions(word)
            );
        }
        // A word found no closer than by edit distance keeps the typo rule.
        assert_eq!(suggestions("hdu1970"), vec!["hdu1907"]);
    }
}
