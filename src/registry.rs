//! The problem selector: the one table that maps names to solvers.
//!
//! `grundy list`, `--help`, the "did you mean" suggestion and the sample tests
//! all read [`PROBLEMS`]; adding a problem means adding its module under
//! `problems/` and one row here. The row type itself is [`Problem`], in
//! its own module so that problems never depend on this table.

use crate::problem::Problem;
use crate::problems;

/// Every problem grundy answers, in the order `grundy list` shows them.
pub const PROBLEMS: &[Problem] = &[
    problems::poj2234::PROBLEM,
    problems::hdu1907::PROBLEM,
    problems::hdu1846::PROBLEM,
    problems::poj1067::PROBLEM,
    problems::hdu1536::PROBLEM,
    problems::hdu2509::PROBLEM,
    problems::hdu1847::PROBLEM,
    problems::hdu1848::PROBLEM,
    problems::hdu1849::PROBLEM,
    problems::hdu1850::PROBLEM,
    problems::hdu2176::PROBLEM,
    problems::hdu2149::PROBLEM,
    problems::hdu2188::PROBLEM,
    problems::hdu2147::PROBLEM,
    problems::hdu1517::PROBLEM,
    problems::hdu1079::PROBLEM,
    problems::hdu1404::PROBLEM,
    problems::hdu2177::PROBLEM,
    problems::poj1704::PROBLEM,
    problems::hdu1730::PROBLEM,
    problems::hdu1729::PROBLEM,
    problems::uva10561::PROBLEM,
    problems::hdu5963::PROBLEM,
    problems::lightoj1253::PROBLEM,
    problems::hdu4315::PROBLEM,
    problems::hdu3094::PROBLEM,
    problems::hdu1524::PROBLEM,
    problems::poj3710::PROBLEM,
];

/// The problem called `name` (id or alias, any letter case).
pub fn find(name: &str) -> Option<&'static Problem> {
    PROBLEMS
        .iter()
        .find(|p| p.names().any(|n| n.eq_ignore_ascii_case(name)))
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
