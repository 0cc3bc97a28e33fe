//! Positions as words and the JSON form: every problem takes its example
//! position as words and gives the same account as from its judge input,
//! bad words are named, and `--json` says what the text says.

use crate::check::{call, rows, sample, words};
use grundy::explain::words::{account_of, Restated};
use grundy::explain::{accounts, strings, Row, SHOWN};
use grundy::registry::entry;

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
