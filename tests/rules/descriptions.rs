//! The shipped descriptions (`src/problems/<id>.toml`) read by the TOML
//! reader and held to `docs/descriptions.md`: every token of the input has
//! a bound and words, every bound end is a number or a name read earlier,
//! the game is given one way, and the question and words are known ones.
//! This checks the files alone; the answers are the modules' business.

use grundy::describe::toml::{parse, Kind, Table};
use grundy::registry::DESCRIBED;
use std::fs;
use std::path::Path;

fn text<'a>(table: &'a Table, key: &str) -> Option<&'a str> {
    match &table.get(key)?.kind {
        Kind::Str(s) => Some(s),
        _ => panic!("{key} is not a string"),
    }
}

/// The names of one input line in reading order: `n * M L` gives n, M, L;
/// `A[N]` gives A (its count must be known already).
fn line_names(line: &str, known: &[String]) -> Vec<String> {
    let mut names = Vec::new();
    let mut tokens: Vec<&str> = line.split(' ').collect();
    if tokens.len() > 2 && tokens[1] == "*" {
        let count = tokens[0].strip_suffix("-1").unwrap_or(tokens[0]);
        assert!(
            known.iter().any(|k| k == count),
            "{line}: repeat count unknown"
        );
        tokens.drain(..2);
    }
    for token in tokens {
        let name = match token.split_once('[') {
            Some((name, count)) => {
                let count = count.strip_suffix(']').expect("a closed count");
                let count = count.strip_suffix("-1").unwrap_or(count);
                assert!(
                    count.parse::<u64>().is_ok() || known.iter().chain(&names).any(|k| k == count),
                    "{line}: count {count} not read before"
                );
                name
            }
            None => token,
        };
        assert!(
            name.bytes().all(|b| b.is_ascii_alphabetic()),
            "{line}: {name}"
        );
        names.push(name.to_string());
    }
    names
}

fn check(id: &str, source: &str) {
    let doc = parse(source).unwrap_or_else(|e| panic!("{id}: {e}"));
    let top = doc.table("").unwrap();
    assert_eq!(text(top, "id"), Some(id));
    assert!(
        text(top, "title").is_some() && text(top, "link").is_some(),
        "{id}"
    );
    let input = doc.table("input").expect("[input]");
    let mut names = Vec::new();
    match text(input, "cases").unwrap() {
        "until-end" | "one" => {}
        "counted" => names.push(text(input, "count").expect("count").to_string()),
        "sentinel" => assert!(text(input, "sentinel").is_some(), "{id}: sentinel"),
        other => panic!("{id}: cases {other}"),
    }
    let Kind::Array(lines) = &input.get("lines").expect("lines").kind else {
        panic!("{id}: lines is not an array");
    };
    for line in lines {
        let Kind::Str(line) = &line.kind else {
            panic!("{id}: a line is not a string")
        };
        let read = line_names(line, &names);
        names.extend(read);
    }
    let bounds = doc.table("bounds").expect("[bounds]");
    let what = doc.table("what").expect("[what]");
    for (i, name) in names.iter().enumerate() {
        let bound = text(bounds, name).unwrap_or_else(|| panic!("{id}: no bound for {name}"));
        let (lo, hi) = bound.split_once("..").expect("LO..HI");
        // A low end of -1 is a parent array's root mark (game = "hackenbush").
        let parents = text(doc.table("game").unwrap(), "parents");
        assert!(
            lo != "-1" || parents == Some(name),
            "{id}: -1 bounds {name}"
        );
        for end in [lo, hi] {
            let plain = end.strip_suffix("-1").unwrap_or(end);
            assert!(
                (end == "-1" && end == lo)
                    || end.parse::<u64>().is_ok()
                    || names[..i].iter().any(|n| n == plain),
                "{id}: bound end {end} of {name}"
            );
        }
        assert!(text(what, name).is_some(), "{id}: no words for {name}");
    }
    assert_eq!(
        bounds.entries.len(),
        names.len(),
        "{id}: a bound names no token"
    );
    let game = doc.table("game").expect("[game]");
    let given = ["rule", "moves", "game"]
        .iter()
        .filter(|k| game.get(k).is_some())
        .count();
    assert_eq!(given, 1, "{id}: the game must be given one way");
    for key in ["moves", "heaps", "board"] {
        // Several names for a position of several numbers ("W B").
        for name in text(game, key).unwrap_or("").split_whitespace() {
            assert!(names.iter().any(|n| n == name), "{id}: {key} = {name}");
        }
    }
    let question = doc.table("question").expect("[question]");
    let ask = text(question, "ask").unwrap();
    assert!(
        [
            "winner",
            "winning-moves",
            "smallest-winning-move",
            "outcomes",
            "every-winning-move"
        ]
        .contains(&ask),
        "{id}: ask {ask}"
    );
    if ask == "outcomes" {
        assert!(names
            .iter()
            .any(|n| Some(n.as_str()) == text(question, "upto")));
    }
    if ask != "winning-moves" {
        let output = doc.table("output").expect("[output]");
        let first = ask == "every-winning-move" || text(output, "first").is_some();
        assert!(first && text(output, "second").is_some(), "{id}: words");
        if let Some(label) = text(output, "label") {
            assert!(label.contains("{i}"), "{id}: label {label}");
        }
    }
}

#[test]
fn every_description_follows_the_documented_keys() {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("src/problems");
    let (mut ids, mut texts) = (Vec::new(), Vec::new());
    for entry in fs::read_dir(dir).unwrap() {
        let path = entry.unwrap().path();
        if path.extension().is_some_and(|e| e == "toml") {
            let id = path.file_stem().unwrap().to_str().unwrap().to_string();
            let text = fs::read_to_string(&path).unwrap();
            check(&id, &text);
            texts.push((id.clone(), text));
            ids.push(id);
        }
    }
    // The files read here are the registry's shipped descriptions, all of
    // them: a description kept out of `DESCRIBED`, or one shipped from
    // elsewhere, is named.
    for (id, text) in &texts {
        assert!(
            DESCRIBED.iter().any(|d| d.0 == text),
            "src/problems/{id}.toml is not in registry::DESCRIBED"
        );
    }
    assert_eq!(ids.len(), DESCRIBED.len(), "{ids:?}");
}
