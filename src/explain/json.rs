//! The JSON form of an explanation: one object per position, on one line,
//! for scripts and web front ends. Written by hand (std only): strings are
//! escaped per RFC 8259, numbers are exact decimal integers (a reader that
//! keeps integers in doubles loses precision above 2^53, as with any JSON).

use crate::explain::{Account, Move};
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
    let _ = write!(s, ",\"position\":{}", string(&a.position));
    let _ = write!(s, ",\"game\":{}", string(&a.game));
    s.push_str(",\"components\":[");
    for (i, c) in a.components.iter().enumerate() {
        if i > 0 {
            s.push(',');
        }
        let grundy = c.grundy.map_or("null".to_string(), |g| g.to_string());
        let _ = write!(
            s,
            "{{\"name\":{},\"grundy\":{grundy},\"reason\":{}}}",
            string(&c.name),
            string(&c.reason)
        );
    }
    s.push(']');
    let nim_sum = match a.combine.nim_sum {
        false => "null".to_string(),
        true => a
            .components
            .iter()
            .filter_map(|c| c.grundy)
            .fold(0, |x, g| x ^ g)
            .to_string(),
    };
    let _ = write!(
        s,
        ",\"combine\":{{\"nim_sum\":{nim_sum},\"rule\":{}}}",
        strings(&a.combine.rule)
    );
    let v = &a.verdict;
    let _ = write!(
        s,
        ",\"verdict\":{{\"words\":{},\"outcome\":\"{:?}\",\"meaning\":{}}}",
        string(&v.words),
        v.outcome,
        string(&v.meaning)
    );
    let m = &a.moves;
    let listed: Vec<String> = m.listed.iter().map(one).collect();
    let _ = write!(
        s,
        ",\"winning_moves\":{{\"count\":{},\"listed\":[{}]}}",
        m.count,
        listed.join(",")
    );
    match &m.example {
        None => s.push_str(",\"example\":null"),
        Some(e) => {
            let reply = e.reply.as_ref().map_or("null".to_string(), one);
            let _ = write!(
                s,
                ",\"example\":{{\"move\":{},\"reply\":{reply}}}",
                one(&e.first)
            );
        }
    }
    s.push_str("}\n");
    s
}

fn one(m: &Move) -> String {
    format!(
        "{{\"move\":{},\"before\":{},\"after\":{}}}",
        string(&m.text),
        string(&m.before),
        string(&m.after)
    )
}

fn strings(lines: &[String]) -> String {
    let quoted: Vec<String> = lines.iter().map(|l| string(l)).collect();
    format!("[{}]", quoted.join(","))
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
