//! The JSON form of an explanation: one object per position, on one line,
//! for scripts and programs that drive a board. Data only: positions are
//! arrays of their words (numbers, or strings for boards and digit strings),
//! moves are objects, values and counts are numbers; the prose stays in the
//! text renderer. Written by hand (std only): strings are escaped per RFC
//! 8259, numbers are exact decimal integers (a reader that keeps integers in
//! doubles loses precision above 2^53, as with any JSON). The schema is in
//! docs/explain.md ("The JSON form").

use crate::explain::{Account, Step, Word};
use std::fmt::Write;

/// One account as a JSON object and a newline.
pub fn render(a: &Account) -> String {
    let mut s = String::from("{");
    let _ = write!(s, "\"case\":{}", a.case);
    match a.part {
        None => s.push_str(",\"part\":null"),
        Some((name, index)) => {
            let _ = write!(
                s,
                ",\"part\":{{\"name\":{},\"index\":{index}}}",
                string(name)
            );
        }
    }
    let _ = write!(s, ",\"position\":{}", words(&a.words));
    let grundy: Vec<String> = a
        .components
        .iter()
        .map(|c| format!("{{\"grundy\":{}}}", number(c.grundy)))
        .collect();
    let _ = write!(s, ",\"components\":[{}]", grundy.join(","));
    let _ = write!(s, ",\"value\":{}", number(value(a)));
    let v = &a.verdict;
    let _ = write!(
        s,
        ",\"verdict\":{{\"answer\":{},\"outcome\":\"{:?}\"}}",
        string(&v.words),
        v.outcome,
    );
    let m = &a.moves;
    let listed: Vec<String> = m.listed.iter().map(|m| step(&m.step)).collect();
    let _ = write!(
        s,
        ",\"winning_moves\":{{\"count\":{},\"listed\":[{}]}}",
        m.count,
        listed.join(",")
    );
    match &m.example {
        None => s.push_str(",\"example\":null"),
        Some(e) => {
            let reply = e
                .reply
                .as_ref()
                .map_or("null".to_string(), |r| step(&r.step));
            let _ = write!(
                s,
                ",\"example\":{{\"move\":{},\"reply\":{reply}}}",
                step(&e.first.step)
            );
        }
    }
    s.push_str("}\n");
    s
}

/// The Grundy value of the whole position: the nim-sum of a sum, the value
/// of a single game; `None` where the theory used gives none.
pub fn value(a: &Account) -> Option<u64> {
    if a.combine.nim_sum {
        return Some(
            a.components
                .iter()
                .filter_map(|c| c.grundy)
                .fold(0, |x, g| x ^ g),
        );
    }
    match a.components.as_slice() {
        [one] => one.grundy,
        _ => None,
    }
}

/// `{"component":1,"action":"take","amount":2,"left":[1,4,5],"value":0}`.
fn step(m: &Step) -> String {
    format!(
        "{{\"component\":{},\"action\":{},\"amount\":{},\"left\":{},\"value\":{}}}",
        number(m.component),
        string(m.action),
        number(m.amount),
        words(&m.left),
        number(m.value)
    )
}

/// A position: numbers as numbers, text as strings.
fn words(all: &[Word]) -> String {
    let each: Vec<String> = all
        .iter()
        .map(|w| match w {
            Word::Num(n) => n.to_string(),
            Word::Text(t) => string(t),
        })
        .collect();
    format!("[{}]", each.join(","))
}

fn number(n: Option<u64>) -> String {
    n.map_or("null".to_string(), |n| n.to_string())
}

/// A JSON string literal: quotes, backslashes and control characters
/// escaped; everything else (UTF-8 included) as is.
pub fn string(text: &str) -> String {
    let mut s = String::with_capacity(text.len() + 2);
    s.push('"');
    for c in text.chars() {
        match c {
            '"' => s.push_str("\\\""),
            '\\' => s.push_str("\\\\"),
            '\n' => s.push_str("\\n"),
            '\r' => s.push_str("\\r"),
            '\t' => s.push_str("\\t"),
            c if (c as u32) < 0x20 => {
                let _ = write!(s, "\\u{:04x}", c as u32);
            }
            c => s.push(c),
        }
    }
    s.push('"');
    s
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn strings_escape_quotes_backslashes_and_control_characters() {
        assert_eq!(string("plain"), "\"plain\"");
        assert_eq!(string("a\"b\\c"), "\"a\\\"b\\\\c\"");
        assert_eq!(string("x\ny\t\u{1}\u{7f}"), "\"x\\ny\\t\\u0001\u{7f}\"");
        assert_eq!(string("取(m堆)"), "\"取(m堆)\"");
    }
}
