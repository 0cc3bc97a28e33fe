//! The registry: one row per problem, holding everything grundy knows about
//! it, and the name lookups every command uses.
//!
//! A row ([`Entry`]) pairs the problem's solver row ([`Problem`]: names,
//! link, `run`) with its tools ([`Tools`]: input format, generator,
//! explanation) and its kept files (spec, sample, C++ file), which `entry!`
//! reads by the problem's id. Both are declared by the problem's own file, so
//! adding a problem is its file plus one `entry!` line in [`PROBLEMS`];
//! everything keyed by problem (`list`, `gen`, `validate`, `explain`,
//! `emit --lang cpp`, the tests) reads this table. The registry is a tool:
//! a judge build (`grundy emit`) takes one problem's file and never this
//! table.

use crate::problem::{Problem, Tools};
use crate::problems;
use std::sync::{Mutex, OnceLock};

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
    /// The inputs of the other official samples, `samples/<id>/sample-2.in`
    /// and on: a judge whose file is one case gives each its own file
    /// (`gen --testset` writes them all).
    pub other_samples: &'static [&'static str],
    /// The hand-written C++ judge file (`emit/cpp/<id>.cpp`), as kept; empty
    /// for a described problem.
    pub cpp: &'static str,
    /// The description behind the row, for a problem that is one (a
    /// shipped `.toml` or a file read in this run); `None` for coded ones.
    pub description: Option<&'static crate::describe::Description>,
}

/// A row reads as its problem (`entry.id`, `solve(entry, ..)`).
impl std::ops::Deref for Entry {
    type Target = Problem;
    fn deref(&self) -> &Problem {
        self.problem
    }
}

/// The [`Tools`] of the problem whose `tools` module says
/// `pub const TOOLS: Tools = crate::tools!();`: that module's
/// `FORMAT` and `generate`, the writer the format gives
/// ([`crate::format::write::text`]) and the hook of the problem's `explain`
/// module (no id: the row's id is `PROBLEM.id`, and `entry!` reads the C++
/// file by the module's name). `crate::tools!(generate:
/// testdata::misere_lists)` takes a shared generator that reads its bounds
/// from `FORMAT`; `crate::tools!(generate, write)` the module's own
/// `write`, for a case whose rows cannot say its counts (hdu5963);
/// `crate::tools!(traps: |rng, largest| .., tiny: 20)` draws one
/// value a case ([`crate::testdata::value_traps`]), the trap a third of
/// the time, up to 20 when tiny. A shared
/// declaration that builds the explain row beside `TOOLS` (a family of
/// judges that differ only in bounds and words) adds `explain: ROW`. A
/// module may also spell the fields out.
///
/// The macro leaves [`Tools::plan`] and [`Tools::own_rule`] `None`; a
/// problem that has one says so over the macro's row:
/// `Tools { own_rule: Some("c <= s"), ..crate::tools!() }`.
#[macro_export]
macro_rules! tools {
    (@with $generate:expr, $write:expr, $($row:expr)?) => {
        $crate::problem::Tools {
            format: FORMAT,
            generate: $generate,
            write: $write,
            explain: $crate::tools!(@row $($row)?),
            plan: None,
            own_rule: None,
        }
    };
    (@row) => {
        super::explain::ROW
    };
    (@row $row:expr) => {
        $row
    };
    (@write) => {{
        fn write(cases: &[$crate::testdata::Case]) -> String {
            $crate::format::write::text(&FORMAT, cases)
        }
        write
    }};
    () => {
        $crate::tools!(generate)
    };
    (generate: $shared:path $(, explain: $row:expr)?) => {
        $crate::tools!(@with {
            fn generate(
                rng: &mut $crate::testdata::Rng,
                scale: $crate::testdata::Scale,
                count: usize,
            ) -> Vec<$crate::testdata::Case> {
                $shared(&FORMAT, rng, scale, count)
            }
            generate
        }, $crate::tools!(@write), $($row)?)
    };
    (traps: $trap:expr, tiny: $tiny:expr) => {
        $crate::tools!({
            fn generate(
                rng: &mut $crate::testdata::Rng,
                scale: $crate::testdata::Scale,
                count: usize,
            ) -> Vec<$crate::testdata::Case> {
                $crate::testdata::value_traps(&FORMAT, rng, scale, count, $tiny, $trap)
            }
            generate
        })
    };
    ($generate:expr) => {
        $crate::tools!(@with $generate, $crate::tools!(@write),)
    };
    ($generate:expr, $write:expr $(, $row:expr)?) => {
        $crate::tools!(@with $generate, $write, $($row)?)
    };
}

/// The `explain` row of a problem whose case is one position typed as
/// words, from what is the problem's own: its hook, its words, its moves
/// for `play` and its picture. Words name the problem's `FORMAT`, which
/// gives the text around them in the judge input of one case (a case count
/// `1` before, an end mark such as `0 0` after, as its cases say):
/// `counted(FORMAT, "PILE...", "3 4 5")` words are a list that the input
/// gets with its length in front (Nim's `3 4 5` becomes `3 3 4 5`);
/// `line(FORMAT, "10 3")` words are the tokens of the format's one line,
/// one a token, the synopsis their names upper-cased (`n m` gives `N M`),
/// or `line(FORMAT, "CARDS", "10")` with a synopsis of the problem's own
/// (as many words as the line has tokens, checked when it compiles);
/// `built(usage, example, |w| ..)` words of any number, put into the
/// input by the problem's own function; `later: LATER` adds the positions
/// that arise only in play (the module's [`crate::explain::Later`]);
/// `restated: Anew` says that the words of an account write its position
/// anew ([`crate::explain::words::Restated`]; `Same` unless said):
///
/// ```ignore
/// pub const ROW: Row = crate::row!(
///     explain,
///     words: counted(super::tools::FORMAT, "PILE...", "5 7 9"),
///     play: crate::explain::nim::MOVES,
///     picture: heaps,
/// );
/// ```
///
/// It spells out [`crate::explain::positional`], [`crate::explain::drawn`]
/// and [`crate::explain::with_later`] with the problem's
/// [`crate::explain::Words`], which every problem used to write in full.
#[macro_export]
macro_rules! row {
    (
        $explain:expr,
        words: $kind:ident($($words:tt)*),
        play: $play:expr
        $(, picture: $picture:ident)?
        $(, later: $later:expr)?
        $(, restated: $restated:ident)? $(,)?
    ) => {{
        const WORDS_OF_ROW: $crate::explain::Words = $crate::explain::Words {
            restated: $crate::row!(@restated $($restated)?),
            ..$crate::row!(@words $kind($($words)*))
        };
        const PLAY_OF_ROW: $crate::explain::Play = $play;
        let row = $crate::explain::positional($explain, &WORDS_OF_ROW, Some(&PLAY_OF_ROW));
        $(let row = $crate::explain::drawn(row, $crate::explain::pictures::$picture);)?
        $(let row = $crate::explain::with_later(row, &$later);)?
        row
    }};
    (@restated) => {
        $crate::explain::words::Restated::Same
    };
    (@restated $restated:ident) => {
        $crate::explain::words::Restated::$restated
    };
    (@words counted($format:path, $usage:literal, $example:literal)) => {
        $crate::explain::Words {
            usage: $usage,
            example: $example,
            count: None,
            input: |w| $crate::explain::words::counted(w, &$format),
            restated: $crate::explain::words::Restated::Same,
        }
    };
    (@words line($format:path, $usage:literal, $example:literal)) => {{
        const _: () = assert!(
            $crate::registry::word_count($usage) == $crate::explain::words::one_line(&$format).len(),
            "a line position's synopsis names each token of the format's line"
        );
        $crate::explain::Words {
            usage: $usage,
            example: $example,
            count: Some($crate::explain::words::one_line(&$format).len()),
            input: |w| $crate::explain::words::line(w, &$format),
            restated: $crate::explain::words::Restated::Same,
        }
    }};
    (@words line($format:path, $example:literal)) => {{
        const NAMES: &$crate::explain::words::Names = &$crate::explain::words::Names::of(&$format);
        $crate::explain::Words {
            usage: NAMES.as_str(),
            example: $example,
            count: Some($crate::explain::words::one_line(&$format).len()),
            input: |w| $crate::explain::words::line(w, &$format),
            restated: $crate::explain::words::Restated::Same,
        }
    }};
    (@words built($usage:literal, $example:literal, $input:expr $(,)?)) => {
        $crate::explain::Words {
            usage: $usage,
            example: $example,
            count: None,
            input: $input,
            restated: $crate::explain::words::Restated::Same,
        }
    };
}

/// How many words a synopsis such as `N M` names ([`row!`] checks a
/// `line` synopsis of a problem's own against its format's line).
pub const fn word_count(usage: &str) -> usize {
    let bytes = usage.as_bytes();
    let (mut count, mut i) = (0, 0);
    while i < bytes.len() {
        if bytes[i] != b' ' && (i == 0 || bytes[i - 1] == b' ') {
            count += 1;
        }
        i += 1;
    }
    count
}

/// One row from a problem module's name: its `PROBLEM`, its `tools::TOOLS`,
/// its file, its specification, its official sample and its C++ file.
macro_rules! entry {
    ($id:ident $(, samples: $($n:literal),+)?) => {
        Entry {
            problem: &problems::$id::PROBLEM,
            tools: &problems::$id::tools::TOOLS,
            source: include_str!(concat!("problems/", stringify!($id), ".rs")),
            spec: include_str!(concat!("../docs/problems/", stringify!($id), ".md")),
            sample: (
                include_str!(concat!("../samples/", stringify!($id), "/sample.in")),
                include_str!(concat!("../samples/", stringify!($id), "/sample.out")),
            ),
            other_samples: &[$($(include_str!(concat!(
                "../samples/",
                stringify!($id),
                "/sample-",
                $n,
                ".in"
            ))),+)?],
            cpp: include_str!(concat!("../emit/cpp/", stringify!($id), ".cpp")),
            description: None,
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
    entry!(agc017d, samples: 2, 3, 4),
];

/// A problem shipped as a description: `src/problems/<id>.toml`, its spec
/// and its official sample, made a row the first time a name is looked up.
macro_rules! described {
    ($id:literal $(, samples: $($n:literal),+)?) => {
        (
            include_str!(concat!("problems/", $id, ".toml")),
            include_str!(concat!("../docs/problems/", $id, ".md")),
            (
                include_str!(concat!("../samples/", $id, "/sample.in")),
                include_str!(concat!("../samples/", $id, "/sample.out")),
            ),
            &[$($(include_str!(concat!("../samples/", $id, "/sample-", $n, ".in"))),+)?],
        )
    };
}

/// The problems shipped as descriptions, in the order `grundy list` shows
/// them (after the coded ones).
#[allow(clippy::type_complexity)]
pub const DESCRIBED: &[(&str, &str, (&str, &str), &[&str])] = &[
    described!("abc297g", samples: 2, 3),
    described!("abc368f", samples: 2),
    described!("lightoj1296"),
    described!("cf2004e"),
    described!("edpck", samples: 2, 3, 4, 5, 6),
    described!("cses1729"),
    described!("hdu2486"),
    described!("cf768e", samples: 2),
    described!("hdu1851"),
    described!("lightoj1199"),
    described!("cses1730"),
    described!("cses1099"),
    described!("poj2975"),
    described!("uva10404"),
    described!("uva11859"),
    described!("hdu3389"),
    described!("lightoj1229"),
    described!("hdu3197"),
    described!("lightoj1355"),
    described!("poj3533"),
    described!("typical90ae", samples: 2, 3, 4, 5),
    described!("uva11249"),
];

/// The rows of the shipped descriptions.
fn shipped() -> &'static [&'static Entry] {
    static SHIPPED: OnceLock<Vec<&'static Entry>> = OnceLock::new();
    SHIPPED.get_or_init(|| {
        DESCRIBED
            .iter()
            .filter_map(|&(text, spec, sample, others)| {
                // A shipped description that does not read is a failing
                // test (`tests/suite/descriptions.rs`), not a crash here.
                let d = crate::describe::parse(text).ok()?;
                crate::describe::entry::entry(d, Some(spec), sample, others).ok()
            })
            .collect()
    })
}

/// The descriptions of the user's read so far (by path).
static FILES: Mutex<Vec<(String, &'static Entry)>> = Mutex::new(Vec::new());

/// Every problem: the coded ones, the shipped descriptions and the
/// description files read so far.
pub fn all() -> Vec<&'static Entry> {
    let files = FILES.lock().unwrap_or_else(|e| e.into_inner());
    PROBLEMS
        .iter()
        .chain(shipped().iter().copied())
        .chain(files.iter().map(|f| f.1))
        .collect()
}

/// The row of the problem called `name` (id or alias, any letter case), or
/// of the description file at the path `name` once [`load`] has read it.
pub fn entry(name: &str) -> Option<&'static Entry> {
    all()
        .into_iter()
        .find(|p| p.names().any(|n| n.eq_ignore_ascii_case(name)))
        .or_else(|| {
            let files = FILES.lock().unwrap_or_else(|e| e.into_inner());
            files.iter().find(|f| f.0 == name).map(|f| f.1)
        })
}

/// Whether `name` is meant as a description file: it ends in `.toml` or
/// names a path.
pub fn is_path(name: &str) -> bool {
    name.ends_with(".toml") || name.contains('/')
}

/// The row of the description file at `path`, read once per process.
///
/// # Errors
/// A file that cannot be read, or a description with a fault (`line 4,
/// column 9: ...`), in words.
pub fn load(path: &str) -> Result<&'static Entry, String> {
    if let Some(e) = FILES
        .lock()
        .unwrap_or_else(|e| e.into_inner())
        .iter()
        .find(|f| f.0 == path)
    {
        return Ok(e.1);
    }
    let text = crate::describe::read(path)?;
    let d = crate::describe::parse(&text).map_err(|e| format!("{path}: {e}"))?;
    if let Some(other) = all().into_iter().find(|p| p.names().any(|n| n == d.id)) {
        if other.source != text {
            return Err(format!(
                "{path}: the id {} is taken by a problem grundy has; give the description its own id",
                d.id
            ));
        }
        return Ok(other);
    }
    let e = crate::describe::entry::entry(d, None, ("", ""), &[])?;
    FILES
        .lock()
        .unwrap_or_else(|e| e.into_inner())
        .push((path.to_string(), e));
    Ok(e)
}

/// The word a command printed for the user takes for problem `id`: the id,
/// or for a description read from a file the path it was read from, as
/// given (a shell word, quoted when it must be), since its id names it only
/// in the run that read the file. Every command grundy prints for the user
/// to run (`show`'s explain and play lines, a test list's `gen` line, the
/// validator's header) names the problem with it.
pub fn called(id: &str) -> String {
    let files = FILES.lock().unwrap_or_else(|e| e.into_inner());
    match files.iter().find(|f| f.1.id == id) {
        Some((path, _)) => shell_word(path),
        None => id.to_string(),
    }
}

/// `word` as one word of a POSIX shell: as it is when it holds only
/// characters no shell reads specially, else in single quotes.
pub fn shell_word(word: &str) -> String {
    let plain = |c: char| c.is_ascii_alphanumeric() || "._/+-=,:@%".contains(c);
    if !word.is_empty() && word.chars().all(plain) {
        word.to_string()
    } else {
        format!("'{}'", word.replace('\'', "'\\''"))
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
    let all = all();
    let starts_a_word: Vec<&'static str> = all
        .iter()
        .filter(|p| p.names().flat_map(words).any(|w| starts_word(&name, w)))
        .map(|p| p.id)
        .take(3)
        .collect();
    if !starts_a_word.is_empty() {
        return starts_a_word;
    }
    let limit = (name.len() / 3).max(2);
    let mut scored: Vec<(usize, &'static str)> = all
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

use crate::games::rules::parse::edit_distance;

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_are_unique_lowercase_and_found() {
        let mut all: Vec<&str> = PROBLEMS.iter().flat_map(|p| p.names()).collect();
        for n in &all {
            assert_eq!(*n, n.to_ascii_lowercase());
            assert!(std::ptr::eq(
                entry(n).unwrap(),
                entry(&n.to_ascii_uppercase()).unwrap()
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
