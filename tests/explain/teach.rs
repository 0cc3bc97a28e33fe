//! Learning by looking and playing: positions as words, the JSON form
//! against the text, the pictures (well-formed always, rendered by
//! `rsvg-convert` when it is installed), and `grundy play` against the
//! from-the-rules search of every playable problem.

use crate::check::{numbers, search_of, Rules, RulesOf};
use crate::command::{readme_part, readme_sessions};
use crate::hill::{climbs, Hill};
use crate::search::Rng;
use crate::{bash, common, hdu1079, hdu1404, hdu1517, hdu1729, hdu2147, nim, strip, subtraction};
use crate::{hdu2516, hdu2873, hdu3094, hdu3537, hdu3980, poj1740, poj2348, poj2484, poj3710};
use crate::{uva10561, wythoff};
use grundy::explain::play::{Next as Turn, Session};
use grundy::explain::words::{account_of, Restated};
use grundy::explain::{accounts, pictures, strings, Row, ALL, SHOWN};
use grundy::registry::entry;
use std::collections::HashMap;
use std::fmt::Debug;
use std::hash::Hash;
use std::path::PathBuf;

/// Every registered problem with its explain row.
fn rows() -> impl Iterator<Item = (&'static grundy::registry::Entry, &'static Row)> {
    grundy::registry::PROBLEMS
        .iter()
        .map(|e| (e, &e.tools.explain))
}

fn words(text: &str) -> Vec<String> {
    text.split_whitespace().map(String::from).collect()
}

/// (status, stdout, stderr) of a command line, in process.
fn call(args: &[&str], input: &[u8]) -> (u8, String, String) {
    let (status, out, err) = common::run_args(args, input);
    (
        status as u8,
        String::from_utf8(out).unwrap(),
        String::from_utf8(err).unwrap(),
    )
}

fn sample(id: &str) -> Vec<u8> {
    std::fs::read(common::samples_dir().join(id).join("sample.in")).unwrap()
}

/// Every position-style problem takes its example as words, and the
/// account of every sample position, written back as its words, is the
/// same account: words and judge input agree.
#[test]
fn every_position_problem_takes_its_position_as_words() {
    for (p, row) in rows() {
        let Ok(spec) = row.words else {
            let (status, _, err) = call(&["explain", p.id, "1", "2"], b"");
            assert_eq!(status, 2, "{}", p.id);
            assert!(err.contains("not a position in words"), "{err}");
            continue;
        };
        let mut args = vec!["explain", p.id];
        args.extend(spec.example.split(' '));
        let (status, out, err) = call(&args, b"");
        assert_eq!(status, 0, "{}: {err}", p.id);
        assert!(out.starts_with("case 1"), "{}: {out}", p.id);
        let (all, _) = accounts(p, &sample(p.id), SHOWN);
        assert!(!all.is_empty(), "{}", p.id);
        // Words that leave out what the case shares (S-Nim's set) are no
        // position by themselves.
        if spec.restated == Restated::Partly {
            continue;
        }
        for a in &all {
            let again = account_of(p, row, &strings(&a.words), SHOWN)
                .unwrap_or_else(|e| panic!("{} {:?}: {e}", p.id, a.words));
            assert_eq!(again.position, a.position, "{}", p.id);
            assert_eq!(again.verdict.outcome, a.verdict.outcome, "{}", p.id);
            assert_eq!(again.verdict.meaning, a.verdict.meaning, "{}", p.id);
            assert_eq!(again.moves.count, a.moves.count, "{}", p.id);
        }
    }
}

#[test]
fn bad_words_are_named_and_end_marks_are_no_position() {
    let cases: [(&[&str], u8, &str); 6] = [
        (&["nim", "3", "x", "5"], 1, "grundy: poj2234: word 2: expected a pile size, found \"x\"\n"),
        (&["wythoff", "3"], 2, "grundy: a position of poj1067 is 2 words (A B, as in `3 5`), found 1\n"),
        (&["hdu1848", "0", "0", "0"], 2, "grundy: hdu1848: `0 0 0` makes no case: the judge reads it as the end of its input\n"),
        (&["hdu1729", "2", "0", "6"], 1, "grundy: hdu1729: expected a stone count c at most the box size s after the last word\n"),
        (&["hdu1079", "2002", "1", "1"], 1, "grundy: hdu1079: word 1: expected a year from 1900 to 2001, found \"2002\"\n"),
        (&["snim", "2,x", "5"], 1, "grundy: hdu1536: word 1: expected a move size of at least 1, found \"x\"\n"),
    ];
    for (args, status, message) in cases {
        let mut all = vec!["explain"];
        all.extend_from_slice(args);
        let (got, out, err) = call(&all, b"");
        assert_eq!(
            (got, err.as_str(), out.as_str()),
            (status, message, ""),
            "{args:?}"
        );
    }
}

/// A small JSON reader (std only): enough to check the explain schema.
#[derive(Clone, Debug, PartialEq)]
enum Json {
    Null,
    Num(u128),
    Str(String),
    Arr(Vec<Json>),
    Obj(Vec<(String, Json)>),
    Bool(bool),
}

impl Json {
    fn parse(text: &str) -> Json {
        let bytes = text.as_bytes();
        let mut at = 0;
        let v = value(bytes, &mut at);
        assert_eq!(text[at..].trim(), "", "trailing text in {text}");
        v
    }

    fn get(&self, key: &str) -> &Json {
        match self {
            Json::Obj(fields) => {
                &fields
                    .iter()
                    .find(|f| f.0 == key)
                    .unwrap_or_else(|| panic!("no {key} in {self:?}"))
                    .1
            }
            _ => panic!("{key} of a non-object {self:?}"),
        }
    }

    fn num(&self) -> u128 {
        match self {
            Json::Num(n) => *n,
            _ => panic!("not a number: {self:?}"),
        }
    }

    fn arr(&self) -> &[Json] {
        match self {
            Json::Arr(a) => a,
            _ => panic!("not an array: {self:?}"),
        }
    }

    /// A position's words as the command line takes them.
    fn words(&self) -> Vec<String> {
        self.arr()
            .iter()
            .map(|w| match w {
                Json::Num(n) => n.to_string(),
                Json::Str(s) => s.clone(),
                other => panic!("a word: {other:?}"),
            })
            .collect()
    }
}

fn value(b: &[u8], at: &mut usize) -> Json {
    while b[*at].is_ascii_whitespace() {
        *at += 1;
    }
    match b[*at] {
        b'{' => {
            *at += 1;
            let mut fields = Vec::new();
            loop {
                if b[*at] == b'}' {
                    *at += 1;
                    return Json::Obj(fields);
                }
                let Json::Str(key) = value(b, at) else {
                    panic!("a key")
                };
                assert_eq!(b[*at], b':');
                *at += 1;
                fields.push((key, value(b, at)));
                if b[*at] == b',' {
                    *at += 1;
                }
            }
        }
        b'[' => {
            *at += 1;
            let mut items = Vec::new();
            loop {
                if b[*at] == b']' {
                    *at += 1;
                    return Json::Arr(items);
                }
                items.push(value(b, at));
                if b[*at] == b',' {
                    *at += 1;
                }
            }
        }
        b'"' => {
            *at += 1;
            let mut s = String::new();
            while b[*at] != b'"' {
                if b[*at] == b'\\' {
                    *at += 1;
                    s.push(match b[*at] {
                        b'n' => '\n',
                        b't' => '\t',
                        c => c as char,
                    });
                    *at += 1;
                } else {
                    let len = std::str::from_utf8(&b[*at..])
                        .unwrap()
                        .chars()
                        .next()
                        .unwrap()
                        .len_utf8();
                    s.push_str(std::str::from_utf8(&b[*at..*at + len]).unwrap());
                    *at += len;
                }
            }
            *at += 1;
            Json::Str(s)
        }
        b'n' => {
            *at += 4;
            Json::Null
        }
        b't' | b'f' => {
            let t = b[*at] == b't';
            *at += if t { 4 } else { 5 };
            Json::Bool(t)
        }
        _ => {
            let start = *at;
            while *at < b.len() && b[*at].is_ascii_digit() {
                *at += 1;
            }
            Json::Num(
                std::str::from_utf8(&b[start..*at])
                    .unwrap()
                    .parse()
                    .unwrap(),
            )
        }
    }
}

/// For every problem, on its sample: one JSON object per text account,
/// with the same answer, outcome and count of winning moves, and every
/// listed move's position left, explained from its words, is lost for the
/// player to move there (a winning move leaves a P-position), and is the
/// same position the text shows after the move.
#[test]
fn json_agrees_with_the_text_for_every_problem() {
    for (p, row) in rows() {
        let input = sample(p.id);
        let (s1, json, _) = call(&["explain", p.id, "--json", "--all"], &input);
        let (s2, text, _) = call(&["explain", p.id, "--all"], &input);
        assert_eq!((s1, s2), (0, 0), "{}", p.id);
        let blocks: Vec<&str> = text.split("\n\ncase ").collect();
        let objects: Vec<Json> = json.lines().map(Json::parse).collect();
        assert_eq!(blocks.len(), objects.len(), "{}", p.id);
        for (block, o) in blocks.iter().zip(&objects) {
            let at = format!("{} {block}", p.id);
            let v = o.get("verdict");
            let Json::Str(answer) = v.get("answer") else {
                panic!("{at}")
            };
            assert!(block.contains(&format!("  answer: {answer} (")), "{at}");
            let outcome = v.get("outcome");
            let moves = o.get("winning_moves");
            let count = moves.get("count").num();
            if count == 0 {
                assert_eq!(outcome, &Json::Str("P".into()), "{at}");
                assert!(block.contains("no winning move"), "{at}");
            } else {
                assert_eq!(outcome, &Json::Str("N".into()), "{at}");
                let plural = if count == 1 { "" } else { "s" };
                assert!(
                    block.contains(&format!("  {count} winning move{plural}")),
                    "{at}"
                );
            }
            // The Grundy value decides normal play (misère play has its rule).
            let misere = row.play.is_some_and(|play| play.misere);
            if let (Json::Num(value), false) = (o.get("value"), misere) {
                assert_eq!(*value == 0, count == 0, "{at}: value {value}");
            }
            // Each listed move: the text line ends with its position left.
            let lines: Vec<&str> = block
                .lines()
                .filter(|l| l.starts_with("    ") && l.contains(" -> "))
                .collect();
            let listed = moves.get("listed").arr();
            // The first few: a huge position lists up to 65536.
            for (i, m) in listed.iter().enumerate().take(SHOWN) {
                let left = m.get("left").words();
                let Ok(spec) = row.words else { continue };
                if spec.restated == Restated::Partly {
                    continue;
                }
                let after = match account_of(p, row, &left, 1) {
                    Ok(after) => after,
                    // A goal reached (a total of 0 left) is no judge
                    // position: then no move is left, and the mover won.
                    Err(e) => {
                        let play = row.play.unwrap_or_else(|| panic!("{at}: {left:?}: {e}"));
                        assert_eq!((play.moves)(&left, 1), Some(Vec::new()), "{at}: {e}");
                        continue;
                    }
                };
                assert!(!after.verdict.outcome.next_wins(), "{at}: {left:?} is won");
                if let Json::Num(v) = m.get("value") {
                    assert_eq!(*v, 0, "{at}");
                }
                let shown = lines[i].rsplit(" -> ").next().unwrap();
                // The same position as the text's, written from its words,
                // unless the words write it anew (kiki's board or the
                // multiplication game's target that is left, a tree
                // renumbered 1..=N as a judge's, the hill without the
                // persons at the top).
                if spec.restated == Restated::Same {
                    let shown = shown.trim_end_matches(", reached");
                    let shown = if shown == "(nothing)" { "" } else { shown };
                    assert_eq!(after.position, shown, "{at}");
                }
            }
        }
    }
}

/// Checks an SVG document is well-formed XML: one root, tags nested and
/// closed, attributes quoted, entities known.
fn well_formed(svg: &str) -> Result<(), String> {
    let body = svg
        .strip_prefix("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n")
        .ok_or("no XML declaration")?;
    let mut open: Vec<String> = Vec::new();
    let mut rest = body;
    let mut roots = 0;
    while let Some(lt) = rest.find('<') {
        text_ok(&rest[..lt])?;
        let gt = rest[lt..].find('>').ok_or("an unclosed tag")? + lt;
        let tag = &rest[lt + 1..gt];
        rest = &rest[gt + 1..];
        if let Some(name) = tag.strip_prefix('/') {
            let top = open.pop().ok_or(format!("</{name}> closes nothing"))?;
            if top != name.trim() {
                return Err(format!("</{name}> closes <{top}>"));
            }
            continue;
        }
        let closed = tag.ends_with('/');
        let tag = tag.trim_end_matches('/');
        let name: String = tag
            .chars()
            .take_while(|c| c.is_ascii_alphanumeric() || *c == '-')
            .collect();
        if name.is_empty() {
            return Err(format!("a bad tag <{tag}>"));
        }
        let mut attrs = &tag[name.len()..];
        while !attrs.trim().is_empty() {
            let eq = attrs
                .find("=\"")
                .ok_or(format!("an unquoted attribute in <{tag}>"))?;
            let end = attrs[eq + 2..].find('"').ok_or("an open quote")? + eq + 2;
            text_ok(&attrs[eq + 2..end])?;
            attrs = &attrs[end + 1..];
        }
        if open.is_empty() {
            roots += 1;
        }
        if !closed {
            open.push(name);
        }
    }
    text_ok(rest)?;
    match (open.is_empty(), roots) {
        (true, 1) => Ok(()),
        (false, _) => Err(format!("unclosed: {open:?}")),
        (_, n) => Err(format!("{n} roots")),
    }
}

fn text_ok(text: &str) -> Result<(), String> {
    if text.contains('<') {
        return Err("a stray <".into());
    }
    for (i, _) in text.match_indices('&') {
        let entity = &text[i..text[i..].find(';').map_or(text.len(), |e| i + e + 1)];
        if !["&amp;", "&lt;", "&gt;", "&quot;", "&apos;"].contains(&entity) {
            return Err(format!("an unknown entity {entity}"));
        }
    }
    Ok(())
}

/// `rsvg-convert`, if installed (Debian package librsvg2-bin).
fn renderer() -> Option<PathBuf> {
    let found = std::env::var_os("PATH")?
        .to_str()?
        .split(':')
        .map(|d| PathBuf::from(d).join("rsvg-convert"))
        .find(|p| p.is_file());
    if found.is_none() {
        eprintln!(
            "teach: RSVG-CONVERT IS MISSING: the pictures are checked as well-formed XML only, not rendered (apt-get install librsvg2-bin)"
        );
    }
    found
}

/// Renders `svg` to a PNG with `rsvg-convert`: it must succeed and make a
/// picture of some size.
fn render(tool: &PathBuf, name: &str, svg: &str) {
    let dir = std::env::temp_dir().join(format!("grundy-teach-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let (src, png) = (
        dir.join(format!("{name}.svg")),
        dir.join(format!("{name}.png")),
    );
    std::fs::write(&src, svg).unwrap();
    let done = std::process::Command::new(tool)
        .arg(&src)
        .arg("-o")
        .arg(&png)
        .output()
        .unwrap();
    assert!(
        done.status.success(),
        "{name}: {}",
        String::from_utf8_lossy(&done.stderr)
    );
    assert!(
        std::fs::metadata(&png).unwrap().len() > 1000,
        "{name}: an empty picture"
    );
}

/// Every picture of every drawn problem's sample positions, and of large
/// positions (drawn in part, or to scale), is well-formed and renders.
#[test]
fn pictures_are_well_formed_and_render() {
    let tool = renderer();
    let large: &[(&str, &str)] = &[
        ("poj1067", "1000000 1618034"),
        ("poj1067", "18446744073709551615 3"),
        ("hdu2177", "40 41"),
        ("hdu2147", "1000 999"),
        ("hdu2147", "1 1"),
        ("uva10561", &"..X.".repeat(150)),
        ("poj2234", &"18446744073709551615 ".repeat(40)),
        ("poj2234", "0"),
    ];
    let mut drawn = 0;
    for (p, row) in rows().filter(|(_, r)| r.picture.is_some()) {
        let (mut all, _) = accounts(p, &sample(p.id), SHOWN);
        for &(_, w) in large.iter().filter(|l| l.0 == p.id) {
            all.push(account_of(p, row, &words(w), SHOWN).unwrap());
        }
        for (i, a) in all.iter().enumerate().take(6) {
            let svg = (row.picture.unwrap())(a);
            well_formed(&svg).unwrap_or_else(|e| panic!("{} {}: {e}", p.id, a.position));
            if let Some(tool) = &tool {
                render(tool, &format!("{}-{i}", p.id), &svg);
            }
            drawn += 1;
        }
    }
    assert!(drawn > 40);
    let (status, _, err) = call(
        &["explain", "hdu1079", "2001", "11", "3", "--svg", "x.svg"],
        b"",
    );
    assert_eq!(status, 2);
    assert!(err.contains("has no picture"), "{err}");
}

/// The value of attribute `name` in the element `tag`.
fn attr<'a>(tag: &'a str, name: &str) -> Option<&'a str> {
    let start = tag.find(&format!(" {name}=\""))? + name.len() + 3;
    let end = tag[start..].find('"')? + start;
    Some(&tag[start..end])
}

/// The picture's own marks of winning moves, against the account's list
/// of all its winning moves: Treblecross's green cells, Wythoff's and
/// kiki's green arrows, the green components of a sum. And no text runs
/// past the canvas (about 0.55 em a character, a low estimate).
fn marks_agree(id: &str, a: &grundy::explain::Account, svg: &str) {
    const WINNING: &str = "#1a9e4b";
    let width: f64 = attr(&svg[svg.find("<svg").unwrap()..], "width")
        .unwrap()
        .parse()
        .unwrap();
    let lines: Vec<&str> = svg.lines().collect();
    for line in lines.iter().filter(|l| l.starts_with("<text")) {
        let x: f64 = attr(line, "x").unwrap().parse().unwrap();
        let size: f64 = attr(line, "font-size").unwrap().parse().unwrap();
        let body = &line[line.find('>').unwrap() + 1..line.rfind("</text>").unwrap()];
        let chars = body
            .replace("&lt;", "<")
            .replace("&gt;", ">")
            .replace("&amp;", "&")
            .chars()
            .count();
        let w = 0.55 * size * chars as f64;
        let right = match attr(line, "text-anchor") {
            Some("middle") => x + w / 2.0,
            Some("end") => x,
            _ => x + w,
        };
        assert!(
            right <= width,
            "{id} {}: text past the edge ({right:.0} > {width}): {body}",
            a.position
        );
    }
    let count = a.moves.count as usize;
    assert_eq!(a.moves.listed.len(), count, "{id}: not all listed");
    let green = |tag: &str| {
        lines
            .iter()
            .filter(|l| l.starts_with(tag) && attr(l, "fill") == Some(WINNING))
            .count()
    };
    let what = a.position.clone();
    if svg.contains("a winning cell") {
        // Treblecross: a green circle on every winning cell shown.
        let cells: Vec<u64> = lines
            .iter()
            .filter(|l| l.starts_with("<circle") && attr(l, "fill") == Some(WINNING))
            .map(|l| {
                let (x, y): (f64, f64) = (
                    attr(l, "cx").unwrap().parse().unwrap(),
                    attr(l, "cy").unwrap().parse().unwrap(),
                );
                ((y - 70.0) / 44.0).round() as u64 * 40 + ((x - 30.0) / 22.0).round() as u64 + 1
            })
            .collect();
        let mut want: Vec<u64> = a
            .moves
            .listed
            .iter()
            .filter_map(|m| m.step.amount)
            .filter(|&c| c <= 400)
            .collect();
        want.sort_unstable();
        assert_eq!(
            cells, want,
            "{id} {what}: marked cells against the winning moves"
        );
    } else if svg.contains("Grundy value") {
        // A sum: the components some winning move plays in, in green.
        let mut parts: Vec<u64> = a
            .moves
            .listed
            .iter()
            .filter_map(|m| m.step.component)
            .filter(|&c| c <= 24)
            .collect();
        parts.dedup();
        parts.sort_unstable();
        parts.dedup();
        let summary = usize::from(count > 0);
        assert_eq!(
            green("<text") - summary,
            parts.len(),
            "{id} {what}: green components"
        );
    } else {
        // A board: one green arrow per winning move.
        assert_eq!(green("<polygon"), count, "{id} {what}: green arrows");
    }
}

/// Every picture marks every winning move its account counts (not only
/// the first few the text lists), and holds its text within its width:
/// the samples of every drawn problem, and the README's positions.
#[test]
fn pictures_mark_every_winning_move_and_hold_their_text() {
    let more: &[(&str, &str)] = &[
        ("uva10561", "..X.......X........"),
        (
            "uva10561",
            "........................................................",
        ),
        ("uva10561", &".".repeat(430)),
        ("hdu1730", "6 4 5 1 3 1 2"),
        ("hdu1730", "100 1 100 2 99 3 98 4 97"),
        ("hdu2147", "100 100"),
        ("hdu2147", "8 9"),
        ("poj1067", "6 9"),
        ("poj2234", "3 4 5"),
        ("poj2234", &"7 ".repeat(30)),
    ];
    let mut checked = 0;
    for (p, row) in rows().filter(|(_, r)| r.picture.is_some()) {
        let (mut all, _) = accounts(p, &sample(p.id), ALL);
        for &(_, w) in more.iter().filter(|l| l.0 == p.id) {
            all.push(account_of(p, row, &words(w), ALL).unwrap());
        }
        for a in all.iter().take(8) {
            marks_agree(p.id, a, &(row.picture.unwrap())(a));
            checked += 1;
        }
    }
    assert!(checked > 60, "{checked}");
    // The binary draws what the library does: all nine cells of the README.
    let dir = PathBuf::from(env!("CARGO_TARGET_TMPDIR"));
    let file = dir.join("treblecross-readme.svg");
    let (status, _, _) = call(
        &[
            "explain",
            "treblecross",
            "..X.......X........",
            "--svg",
            file.to_str().unwrap(),
        ],
        b"",
    );
    assert_eq!(status, 0);
    let svg = std::fs::read_to_string(&file).unwrap();
    let cells = svg
        .lines()
        .filter(|l| l.starts_with("<circle") && l.contains(r##"fill="#1a9e4b""##))
        .count();
    assert_eq!(cells, 9, "the nine winning cells the text counts");
}

/// The pictures in `docs/pictures/` are what the commands docs/explain.md
/// gives for them draw, byte for byte.
#[test]
fn the_pictures_in_the_docs_are_what_their_commands_draw() {
    let docs = common::samples_dir().join("../docs/pictures");
    let dir = PathBuf::from(env!("CARGO_TARGET_TMPDIR"));
    for (command, file) in [
        ("explain nim 3 4 5", "nim-3-4-5.svg"),
        ("explain wythoff 6 9", "wythoff-6-9.svg"),
        ("explain kikis-game 8 9", "kiki-8-9.svg"),
        ("explain treblecross ..X.......X........", "treblecross.svg"),
        ("sg --subtract 2,5 --upto 48", "sg-subtract-2-5.svg"),
        ("sg grundy --max 1200", "sg-grundy.svg"),
    ] {
        let out = dir.join(file);
        let mut args: Vec<&str> = command.split(' ').collect();
        args.extend(["--svg", out.to_str().unwrap()]);
        let (status, _, err) = call(&args, b"");
        assert_eq!(status, 0, "{command}: {err}");
        let drawn = std::fs::read_to_string(&out).unwrap();
        let kept = std::fs::read_to_string(docs.join(file)).unwrap();
        assert!(
            drawn == kept,
            "docs/pictures/{file} is not what `grundy {command} --svg` draws"
        );
    }
    let page = std::fs::read_to_string(common::samples_dir().join("../docs/explain.md")).unwrap();
    assert!(page.contains("grundy sg grundy --max 1200 --svg"));
}

/// `grundy sg --svg` draws the sequence: well-formed, rendered.
#[test]
fn sequence_pictures_are_well_formed_and_render() {
    let tool = renderer();
    let dir = std::env::temp_dir().join(format!("grundy-sg-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    for (i, rule) in [
        &["--subtract", "2,5"][..],
        &["0.16", "--max", "5000"],
        &["grundy", "--upto", "300"],
        &["4.07"],
    ]
    .iter()
    .enumerate()
    {
        let file = dir.join(format!("sg{i}.svg"));
        let mut args = vec!["sg"];
        args.extend_from_slice(rule);
        args.extend(["--svg", file.to_str().unwrap()]);
        let (status, _, err) = call(&args, b"");
        assert!(status == 0 || status == 1, "{rule:?}: {err}");
        let svg = std::fs::read_to_string(&file).unwrap();
        well_formed(&svg).unwrap_or_else(|e| panic!("{rule:?}: {e}"));
        assert!(svg.contains("<circle"), "{rule:?}: no values drawn");
        if let Some(tool) = &tool {
            render(tool, &format!("sg{i}"), &svg);
        }
    }
    let _ = pictures::escape("");
}

#[test]
fn the_checker_rejects_broken_xml() {
    let head = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n";
    assert!(well_formed(&format!("{head}<svg><g></svg>")).is_err());
    assert!(well_formed(&format!("{head}<svg><text>a & b</text></svg>")).is_err());
    assert!(well_formed(&format!("{head}<svg x=1/>")).is_err());
    assert!(well_formed(&format!("{head}<svg/><svg/>")).is_err());
    assert!(well_formed(&format!("{head}<svg><text>a &amp; b</text></svg>")).is_ok());
}

/// Plays games of `id` from `starts` with moves chosen at random (and some
/// illegal ones), checking at every turn: the legal moves offered are the
/// rules' moves; a typed illegal move is refused and changes nothing; the
/// reply is legal, and wins whenever the position it answers is won (by the
/// from-the-rules search); the game ends when no move is left. Then the
/// binary, given the same moves and seed, writes the same transcript.
fn plays<P, R, M>(id: &str, starts: &[&str], rules: &RulesOf<R, M>)
where
    P: Clone + Eq + Hash + Debug,
    R: Fn(&str) -> P,
    M: Fn(&P) -> Vec<P>,
{
    let mut search = search_of(rules);
    plays_judged(id, starts, rules, &mut |p| search.mover_wins(p));
}

/// [`plays`] with `wins` deciding who wins a position (for a loopy game,
/// which the search cannot decide, a retrograde analysis).
fn plays_judged<P, R, M>(
    id: &str,
    starts: &[&str],
    rules: &RulesOf<R, M>,
    wins: &mut dyn FnMut(&P) -> bool,
) where
    P: Clone + Eq + Hash + Debug,
    R: Fn(&str) -> P,
    M: Fn(&P) -> Vec<P>,
{
    let p = entry(id).unwrap();
    let row: &Row = grundy::explain::row(p);
    let mut rng = Rng::new(20);
    for (game, start) in starts.iter().enumerate() {
        let seed = 7 + game as u64;
        let mut session = Session::new(p, row, &words(start), seed).unwrap();
        let mut transcript = session.start();
        let mut script = String::new();
        let typed =
            |line: &str, session: &mut Session, transcript: &mut String, script: &mut String| {
                script.push_str(line);
                script.push('\n');
                transcript.push_str(line);
                transcript.push('\n');
                let (out, next) = session.line(line);
                assert_eq!(next, Turn::More);
                transcript.push_str(&out);
                out
            };
        for turn in 0..60 {
            let at = format!("{id} {start} turn {turn}: {}", session.position());
            let here = (rules.read)(session.position());
            let offered = session.moves().unwrap();
            let mut got: HashMap<P, usize> = HashMap::new();
            for m in &offered {
                assert_eq!(m.before, session.position(), "{at}");
                *got.entry((rules.read)(&m.after)).or_default() += 1;
            }
            let mut want: HashMap<P, usize> = HashMap::new();
            for q in (rules.moves)(&here) {
                *want.entry(q).or_default() += 1;
            }
            assert_eq!(got, want, "{at}: the moves offered are not the rules'");
            if offered.is_empty() {
                break;
            }
            if rng.range(0, 3) == 0 {
                let out = typed(
                    "take 99999 from nowhere 77",
                    &mut session,
                    &mut transcript,
                    &mut script,
                );
                assert!(out.starts_with("not a move here: "), "{at}: {out}");
                assert!(
                    out.ends_with(&format!("position: {}\n> ", session.position())),
                    "{at}"
                );
            }
            if turn == 1 {
                typed("hint", &mut session, &mut transcript, &mut script);
            }
            let m = offered[rng.range(0, offered.len() as u64 - 1) as usize].clone();
            let out = typed(&m.text, &mut session, &mut transcript, &mut script);
            assert!(
                out.starts_with(&format!("you: {}: ", m.text)),
                "{at}: {out}"
            );
            let left = (rules.read)(&m.after);
            if let Some(reply) = out.lines().find_map(|l| l.strip_prefix("me:  ")) {
                let (_, moved) = reply.split_once(": ").unwrap();
                let (before, after) = moved.split_once(" -> ").unwrap();
                let (before, after) = ((rules.read)(before), (rules.read)(after));
                assert_eq!(wins(&before), wins(&left), "{at}: {reply}");
                assert!(
                    (rules.moves)(&before).contains(&after),
                    "{at}: {reply} is illegal"
                );
                if wins(&before) {
                    assert!(!wins(&after), "{at}: {reply} does not win");
                }
            } else {
                assert!(out.contains("(no move is left)"), "{at}: {out}");
            }
            if session.is_over() {
                let you = out.contains("you win!");
                let last_was_yours = !out.contains("me:  ");
                assert_eq!(you, last_was_yours != rules.misere, "{at}: {out}");
                // Back one move, and on.
                let out = typed("undo", &mut session, &mut transcript, &mut script);
                assert!(out.starts_with("position: "), "{at}: {out}");
            }
        }
        let out = session.line("quit");
        assert_eq!(out, ("bye\n".to_string(), Turn::Quit));
        script.push_str("quit\n");
        transcript.push_str("quit\nbye\n");
        let seed = seed.to_string();
        let mut args = vec!["play", id, "--seed", &seed];
        args.extend(start.split(' '));
        let (status, out, err) = call(&args, script.as_bytes());
        assert_eq!(status, 0, "{err}");
        assert_eq!(
            out, transcript,
            "{id} {start}: the binary's transcript differs"
        );
    }
}

#[test]
fn play_nim_family_against_the_rules() {
    plays("poj2234", &["3 4 5", "1 2 3", "7"], &nim::NIM);
    plays("hdu1850", &["5 7 9"], &nim::NIM);
    plays("hdu2176", &["3 6 9"], &nim::NIM);
    plays("hdu1849", &["3 5 6", "2 4"], &nim::NIM);
    plays("hdu1907", &["3 5 1", "1 1 2", "1"], &nim::MISERE_NIM);
    plays("lightoj1253", &["2 3 4 5"], &nim::MISERE_NIM);
    let runs: Rules<Vec<u64>> = Rules {
        read: |t| nim::canonical(&numbers(t)),
        moves: nim::take_a_run,
        misere: true,
    };
    plays("hdu2509", &["3 1 2", "4", "2 2"], &runs);
}

#[test]
fn play_bash_and_subtraction_games_against_the_rules() {
    plays("hdu1846", &["10 3", "4 3", "23 2"], &bash::TAKE);
    plays("hdu2188", &["8 10", "11 10", "20 4"], &bash::REACH);
    plays("hdu2149", &["4 2", "13 5"], &bash::REACH);
    let powers = RulesOf {
        read: |t: &str| numbers(t)[0],
        moves: bash::powers,
        misere: false,
    };
    plays("hdu1847", &["10", "3", "31"], &powers);
    let fib = [1, 2, 3, 5, 8, 13, 21, 34, 55];
    let fibonacci = RulesOf {
        read: numbers,
        moves: |h: &Vec<u64>| subtraction::take_moves(&fib, h),
        misere: false,
    };
    plays("hdu1848", &["1 4 1", "5 6 7"], &fibonacci);
    let s = [2, 5];
    let snim = RulesOf {
        read: numbers,
        moves: |h: &Vec<u64>| subtraction::take_moves(&s, h),
        misere: false,
    };
    plays("hdu1536", &["2,5 3 5 12", "2,5 7 9"], &snim);
}

#[test]
fn play_boards_and_strings_against_the_rules() {
    plays("poj1067", &["3 5", "6 9", "10 4"], &wythoff::WYTHOFF);
    plays("hdu2177", &["4 7", "8 3"], &wythoff::WYTHOFF);
    plays("hdu2147", &["5 3", "8 9", "1 4"], &hdu2147::KIKI);
    plays(
        "uva10561",
        &["..X......", "..........", "X...X"],
        &uva10561::TREBLECROSS,
    );
    plays("hdu1404", &["1203", "21", "0"], &hdu1404::DELETIONS);
    plays("hdu1517", &["162", "17", "1000"], &hdu1517::MULTIPLY);
    plays(
        "hdu1079",
        &["2001 10 30", "2001 9 28", "2000 12 31"],
        &hdu1079::CALENDAR,
    );
    plays(
        "hdu1729",
        &["2 0 3 3 6 2", "6 3 6 3", "10 1 7 2"],
        &hdu1729::BOXES,
    );
    plays("poj1704", &["1 5 6 7 9", "2 4", "3"], &strip::STRIP);
    plays("poj2348", &["34 12", "15 24", "7 100"], &poj2348::EUCLID);
    let hill: Rules<Hill> = Rules {
        read: |t| on_the_hill(numbers(t)),
        moves: |h| {
            climbs(h)
                .into_iter()
                .map(|(c, k)| on_the_hill([c, vec![k as u64 + 1]].concat()))
                .collect()
        },
        misere: false,
    };
    plays(
        "hdu4315",
        &["2 2 5 9", "3 1 2 5", "1 4", "4 1 3 4 8"],
        &hill,
    );
}

/// A hill written `cells... (king: person k)` (cells then the king's rank),
/// with the persons at the top dropped as play drops them; the king at the
/// top is the one finished hill `([0], 0)`.
fn on_the_hill(mut all: Vec<u64>) -> Hill {
    let king = all.pop().expect("a king") as usize - 1;
    let top = all.iter().take_while(|&&c| c == 0).count();
    if king < top {
        return (vec![0], 0);
    }
    (all[top..].to_vec(), king - top)
}

/// A sorted multiset of non-empty heaps, as the split rules take one.
fn heaps_of(text: &str) -> Vec<u64> {
    let mut heaps: Vec<u64> = numbers(text).into_iter().filter(|&h| h > 0).collect();
    heaps.sort_unstable();
    heaps
}

#[test]
fn play_split_nim_against_the_rules() {
    let two: Rules<Vec<u64>> = Rules {
        read: heaps_of,
        moves: |h| crate::split_nim_rules::moves_in_each_heap(h, 2, true),
        misere: false,
    };
    plays("hdu3032", &["3 4 5", "7", "2 2 6"], &two);
    let three: Rules<Vec<u64>> = Rules {
        read: heaps_of,
        moves: |h| crate::split_nim_rules::moves_in_each_heap(h, 3, true),
        misere: false,
    };
    plays("hdu5795", &["3 4 5", "8", "1 2 7"], &three);
}

/// The fifteen classic problems of issue 21 whose case is one position.
#[test]
fn play_classic_problems_against_the_rules() {
    plays("poj1740", &["3 1 4 2", "2 2 1", "0 3 1"], &poj1740::STONES);
    plays("hdu3537", &["2 5 6", "1 3", "4 4 7"], &hdu3537::TURTLES);
    plays(
        "hdu2873",
        &["..# .#. #..", "#.## ..#.", ".# #."],
        &hdu2873::BOMBS,
    );
    plays(
        "hdu3094",
        &["1 2 3 2 1 4 4 5", "1 2 2 3 3 4 1 5 5 6", "2 1 1 3"],
        &hdu3094::TREES,
    );
    plays(
        "poj3710",
        &[
            "1 2 / 1 2 2 3 2 4 3 4",
            "1 2 2 3 3 1 1 1",
            "1 2 / / 2 3 1 2 1 2",
        ],
        &poj3710::CHRISTMAS,
    );
    // One graph (an out-position listed twice), several queries on it.
    let lists = [vec![1, 2, 3], vec![2, 3, 3], vec![3], vec![]];
    let chess = RulesOf {
        read: |t: &str| -> Vec<usize> { numbers(t).into_iter().map(|v| v as usize).collect() },
        moves: |p: &Vec<usize>| crate::chess::slides(&lists, p),
        misere: false,
    };
    let graph = "1,2,3 2,3,3 3 . /";
    let starts = [" 0 0 1", " 0", " 1 2 3 0"].map(|men| format!("{graph}{men}"));
    let starts: Vec<&str> = starts.iter().map(String::as_str).collect();
    plays("hdu1524", &starts, &chess);
}

/// The three games whose moves leave positions no judge input writes (a
/// take limit, lines of coins, a circle with painted beads): play goes on
/// through their later words.
#[test]
fn play_through_later_positions_against_the_rules() {
    plays(
        "hdu2516",
        &["10", "13", "20 limit 3", "7 limit 1"],
        &hdu2516::FIBONACCI_NIM,
    );
    plays(
        "poj2484",
        &["2", "7", "lines 3 4", "line 9"],
        &poj2484::COINS,
    );
    plays(
        "hdu3980",
        &["8 2", "9 1", "10 3", "12 2 painted 1-2 7"],
        &hdu3980::CHAIN,
    );
    // `show` says how to play them and how their later positions are written.
    for (id, usage) in [
        ("hdu2516", "R limit C"),
        ("poj2484", "lines LENGTH..."),
        ("hdu3980", "N M painted BEADS..."),
    ] {
        let (status, out, _) = call(&["show", id], b"");
        assert_eq!(status, 0);
        assert!(out.contains(&format!("grundy play {id} ")), "{out}");
        assert!(
            out.contains(&format!(
                "(explain and play take them): grundy explain {id} {usage}\n"
            )),
            "{out}"
        );
    }
}

/// Positions that arise only in play: `--json` agrees with the text (the
/// answer, the count, every listed move's position left, lost and shown
/// as the text shows it).
#[test]
fn later_positions_json_agrees_with_the_text() {
    let positions: [(&str, &str); 6] = [
        ("hdu2516", "20 limit 6"),
        ("hdu2516", "1292 limit 100"),
        ("poj2484", "lines 3 2 7"),
        ("poj2484", "lines 2 2"),
        ("hdu3980", "12 2 painted 1-2 7"),
        ("hdu3980", "8 2 painted 1-2 5-6"),
    ];
    for (id, position) in positions {
        let p = entry(id).unwrap();
        let row: &Row = grundy::explain::row(p);
        let mut args = vec!["explain", id];
        args.extend(position.split(' '));
        let (_, text, _) = call(&[&args[..], &["--all"]].concat(), b"");
        let (status, json, err) = call(&[&args[..], &["--all", "--json"]].concat(), b"");
        assert_eq!(status, 0, "{id} {position}: {err}");
        let o = Json::parse(&json);
        let at = format!("{id} {position}");
        assert_eq!(o.get("position").words(), words(position), "{at}");
        let Json::Str(answer) = o.get("verdict").get("answer") else {
            panic!("{at}")
        };
        assert!(text.contains(&format!("  answer: {answer} (")), "{at}");
        let count = o.get("winning_moves").get("count").num();
        let lines: Vec<&str> = text
            .lines()
            .filter(|l| l.starts_with("    ") && l.contains(" -> "))
            .collect();
        let listed = o.get("winning_moves").get("listed").arr();
        assert_eq!(listed.len() as u128, count, "{at}");
        if count == 0 {
            assert!(text.contains("no winning move"), "{at}");
        }
        for (m, line) in listed.iter().zip(&lines) {
            let after = account_of(p, row, &m.get("left").words(), 1).unwrap();
            assert!(!after.verdict.outcome.next_wins(), "{at}: {m:?}");
            // Fibonacci Nim has no Grundy value here; the sums of lines do.
            match (id, m.get("value")) {
                ("hdu2516", v) => assert_eq!(v, &Json::Null, "{at}"),
                (_, v) => assert_eq!(v, &Json::Num(0), "{at}"),
            }
            assert_eq!(
                Some(after.position.as_str()),
                line.rsplit(" -> ").next(),
                "{at}"
            );
        }
    }
}

/// Every problem with words is played; hdu5963's case is not a position:
/// play says so; so do the unknown and the empty.
#[test]
fn play_refuses_what_it_cannot_play() {
    for (p, row) in rows().filter(|(_, r)| r.words.is_ok()) {
        assert!(row.play.is_some(), "{}: {}", p.id, row.why_no_play());
    }
    let (status, _, err) = call(&["play", "hdu5963"], b"");
    assert_eq!(status, 2);
    assert!(err.contains("no position in words"), "{err}");
    let (status, _, err) = call(&["play", "nim", "0", "0"], b"");
    assert_eq!(status, 2);
    assert!(err.contains("has no move left"), "{err}");
    let (status, _, err) = call(&["play", "nim", "3000000000"], b"");
    assert_eq!(status, 2);
    assert!(err.contains("more than 100000 moves"), "{err}");
    // The example position when none is given, and moves piped in end.
    let (status, out, _) = call(&["play", "wythoff", "--seed", "1"], b"hint\n");
    assert_eq!(status, 0);
    assert!(
        out.contains("position: 3 5\n> hint\ncase 1: 3 5\n"),
        "{out}"
    );
}

/// Every registered problem that `grundy play` plays is played in this
/// file against the search from its rules: a new one left out of the
/// tests above fails this test, not silently untested.
#[test]
fn every_playable_problem_is_played_against_its_rules() {
    let mut played = crate::check::problems_called_with("plays(");
    played.extend(crate::check::problems_called_with("plays_judged("));
    assert!(played.len() > 20, "{played:?}");
    let missing: Vec<&str> = rows()
        .filter(|(p, row)| row.play.is_some() && !played.iter().any(|id| id == p.id))
        .map(|(p, _)| p.id)
        .collect();
    assert!(
        missing.is_empty(),
        "playable but not played against its rules here: {missing:?}"
    );
}

/// The games whose moves leave positions no judge input writes (the
/// problem's later words): the pieces of a cut sheet (poj2311), the walk
/// so far (hdu1564), Jerry to move (hdu1730).
#[test]
fn play_cuts_walks_and_northcott_against_the_rules() {
    plays(
        "poj2311",
        &["4 2", "3 4", "5 3", "2x3 1x4", "2x2 4x3"],
        &crate::poj2311::CUTTING,
    );
    plays(
        "hdu1564",
        &["3", "4", "2", "5 1,1 1,2 2,2 2,1", "4 2,2 2,3"],
        &crate::hdu1564::WALK,
    );
    // Northcott's game is loopy: the retrograde analysis decides it. The
    // user plays Tom (or Jerry, from a `jerry` board).
    for (rows, columns, starts) in [
        (2, 6, &["6 1 4 5 6", "6 2 5 3 1", "jerry 6 1 4 5 6"][..]),
        (3, 5, &["5 1 3 5 2 2 4", "5 1 2 2 1 4 5"]),
    ] {
        let won = crate::northcott_rules::retrograde(rows, columns);
        let rules = RulesOf {
            read: |t: &str| -> crate::northcott_rules::Position {
                let rows = numbers(t).chunks(2).map(|r| (r[0], r[1])).collect();
                (rows, !t.ends_with("; Jerry to move"))
            },
            moves: |p: &crate::northcott_rules::Position| crate::northcott_rules::moves(p, columns),
            misere: false,
        };
        plays_judged("hdu1730", starts, &rules, &mut |p| won[p]);
    }
}

/// The sessions of play in docs/explain.md (Nim, Fibonacci Nim, play among pieces)
/// and of positions that arise in play are real output.
#[test]
fn the_readme_sessions_of_play_are_real() {
    let part = readme_part("### Playing", None);
    assert_eq!(readme_sessions(&part), 5);
}
