//! One crate module made fit for a judge file: what the bare solver never
//! compiles, and what only people read, taken out.
//!
//! - Items under a `#[cfg(...)]` that is false on a judge (one built by a
//!   bare `rustc`, so `test` and every cargo `feature` are off) go whole:
//!   the unit tests, and the tool-only items behind `feature = "tools"`.
//! - Comments go, doc comments included; the lines they leave empty go too,
//!   and indentation is written with tabs (one per four spaces).
//! - Non-ASCII characters in string and char literals become `\u{..}`
//!   escapes (a raw string holding one becomes a plain string), so the file
//!   is ASCII whatever the judge's idea of an encoding.
//!
//! Everything else is kept byte for byte, so what a judge compiles is what
//! grundy runs.

use crate::emit::lexer::{tokens, Kind, Token};

/// `source` without false-`cfg` items, comments and blank lines, and with
/// ASCII-only literals; an error names what it cannot rewrite safely.
pub fn for_judge(source: &str) -> Result<String, String> {
    let all = tokens(source);
    let code: Vec<Token<'_>> = all.iter().copied().filter(|t| !t.is_trivia()).collect();
    let dropped = false_cfg_items(&code)?;
    let mut out = String::with_capacity(source.len());
    let mut gap = Gap::default();
    let mut code_index = 0;
    let mut dropping_until = None;
    for token in &all {
        if token.is_trivia() {
            gap.add(token);
            continue;
        }
        let index = code_index;
        code_index += 1;
        if let Some(end) = dropping_until {
            if index < end {
                continue;
            }
            dropping_until = None;
        }
        if let Some(&(_, end)) = dropped.iter().find(|d| d.0 == index) {
            dropping_until = Some(end);
            continue;
        }
        gap.push_to(&mut out);
        out.push_str(&ascii_literal(token)?);
    }
    if !out.is_empty() {
        out.push('\n');
    }
    Ok(out)
}

/// Rewrites whitespace between tokens the way [`for_judge`] does: blank
/// lines and trailing spaces go, indentation becomes tabs.
pub fn tidy(source: &str) -> String {
    let mut out = String::with_capacity(source.len());
    let mut gap = Gap::default();
    for token in tokens(source) {
        if token.kind == Kind::Whitespace {
            gap.add(&token);
        } else {
            gap.push_to(&mut out);
            out.push_str(token.text);
        }
    }
    out.push('\n');
    out
}

/// What stands between two code tokens (whitespace and comments), reduced
/// to what the code needs: a line break with the indentation of the line
/// the next token starts, else one space, else nothing.
#[derive(Default)]
struct Gap {
    line_break: bool,
    indent: String,
    /// A comment started the line: spaces after it are not indentation.
    indent_done: bool,
    space: bool,
}

impl Gap {
    fn add(&mut self, token: &Token<'_>) {
        match (token.kind, token.text.rfind('\n')) {
            (Kind::Whitespace, Some(last)) => {
                self.line_break = true;
                self.indent = token.text[last + 1..].to_string();
                self.indent_done = false;
            }
            (Kind::Whitespace, None) if self.line_break && !self.indent_done => {
                self.indent.push_str(token.text);
            }
            (Kind::Whitespace, None) => self.space = true,
            _ if self.line_break => self.indent_done = true,
            _ => self.space = true,
        }
    }

    /// Writes the gap before a code token (nothing at the very start) and
    /// empties it.
    fn push_to(&mut self, out: &mut String) {
        if !out.is_empty() {
            if self.line_break {
                out.push('\n');
                // A tab for every four spaces: a sixth of the bytes of a
                // deeply nested file, and SPOJ counts bytes.
                let spaces = self.indent.len() - self.indent.trim_start_matches(' ').len();
                out.extend(std::iter::repeat('\t').take(spaces / 4));
                out.push_str(&self.indent[spaces - spaces % 4..]);
            } else if self.space {
                out.push(' ');
            }
        }
        *self = Gap::default();
    }
}

/// The ranges `[start, end)` of code tokens (indices into `code`) taken up
/// by items whose `#[cfg(...)]` is false on a judge, attributes included.
fn false_cfg_items(code: &[Token<'_>]) -> Result<Vec<(usize, usize)>, String> {
    let mut dropped = Vec::new();
    let mut i = 0;
    while i < code.len() {
        let Some(attr_end) = outer_attribute_end(code, i) else {
            i += 1;
            continue;
        };
        if cfg_value(&code[i + 2..attr_end - 1]) != Some(false) {
            i = attr_end;
            continue;
        }
        let end = if starts_an_item(code, attr_end) {
            item_end(code, attr_end)?
        } else {
            member_end(code, attr_end)?
        };
        dropped.push((i, end));
        i = end;
    }
    Ok(dropped)
}

/// When an outer attribute `#[...]` starts at `i`: the index just past its `]`.
fn outer_attribute_end(code: &[Token<'_>], i: usize) -> Option<usize> {
    if !(code[i].is("#") && code.get(i + 1)?.is("[")) {
        return None;
    }
    matching_close(code, i + 1)
}

/// The index just past the bracket that closes the one opened at `open`.
pub(crate) fn matching_close(code: &[Token<'_>], open: usize) -> Option<usize> {
    let mut depth = 0usize;
    for (j, t) in code.iter().enumerate().skip(open) {
        if t.kind != Kind::Punct {
            continue;
        }
        match t.text {
            "(" | "[" | "{" => depth += 1,
            ")" | "]" | "}" => {
                depth -= 1;
                if depth == 0 {
                    return Some(j + 1);
                }
            }
            _ => {}
        }
    }
    None
}

/// The value of an attribute's body on a judge when it is a `cfg`: `test`
/// and `feature = "..."` are false; `None` for other attributes and for
/// predicates a judge decides (`target_os`, `debug_assertions`, ...).
fn cfg_value(body: &[Token<'_>]) -> Option<bool> {
    match body {
        [name, open, inner @ .., close] if name.is("cfg") && open.is("(") && close.is(")") => {
            predicate(inner)
        }
        _ => None,
    }
}

/// A cfg predicate under three-valued logic (`None`: decided elsewhere).
fn predicate(p: &[Token<'_>]) -> Option<bool> {
    match p {
        [name] if name.is("test") => Some(false),
        [name, eq, _] if name.is("feature") && eq.is("=") => Some(false),
        [op, open, inner @ .., close] if open.is("(") && close.is(")") => {
            let values: Vec<Option<bool>> =
                split_commas(inner).into_iter().map(predicate).collect();
            // `all` is false once one part is, true once all are; `any` the dual.
            let decided = |settles: bool| {
                if values.contains(&Some(settles)) {
                    Some(settles)
                } else if values.iter().all(Option::is_some) {
                    Some(!settles)
                } else {
                    None
                }
            };
            match op.text {
                "not" => predicate(inner).map(|v| !v),
                "all" => decided(false),
                "any" => decided(true),
                _ => None,
            }
        }
        _ => None,
    }
}

/// Splits a predicate list at its top-level commas.
fn split_commas<'t, 'a>(list: &'t [Token<'a>]) -> Vec<&'t [Token<'a>]> {
    let mut parts = Vec::new();
    let (mut depth, mut start) = (0usize, 0);
    for (j, t) in list.iter().enumerate() {
        if t.is("(") {
            depth += 1;
        } else if t.is(")") {
            depth = depth.saturating_sub(1);
        } else if t.is(",") && depth == 0 {
            parts.push(&list[start..j]);
            start = j + 1;
        }
    }
    if start < list.len() {
        parts.push(&list[start..]);
    }
    parts
}

/// Whether what starts at `start` (after an attribute) is an item (`fn`,
/// `struct`, `use` ...) rather than a member of a list: a field, an enum
/// variant, a field of a struct literal, a match arm.
fn starts_an_item(code: &[Token<'_>], start: usize) -> bool {
    let mut i = start;
    while let Some(end) = outer_attribute_end(code, i) {
        i = end;
    }
    if code.get(i).is_some_and(|t| t.is("pub")) {
        i += 1;
        if code.get(i).is_some_and(|t| t.is("(")) {
            i = matching_close(code, i).unwrap_or(code.len());
        }
    }
    code.get(i).is_some_and(|t| {
        [
            "use",
            "static",
            "type",
            "let",
            "const",
            "fn",
            "mod",
            "impl",
            "struct",
            "enum",
            "trait",
            "union",
            "macro_rules",
            "unsafe",
            "extern",
            "async",
        ]
        .contains(&t.text)
    })
}

/// The index just past a member of a list under a false `#[cfg]` (a
/// field, a variant, a field of a struct literal, a match arm), with the
/// `,` after it; the bracket that closes the list ends it too. A `,` inside
/// `<..>` is not told apart: keep such a member's type in an alias.
fn member_end(code: &[Token<'_>], start: usize) -> Result<usize, String> {
    let (mut depth, mut arm) = (0usize, false);
    for (j, t) in code.iter().enumerate().skip(start) {
        if t.kind != Kind::Punct {
            continue;
        }
        match t.text {
            "(" | "[" | "{" => depth += 1,
            ")" | "]" | "}" if depth == 0 => return Ok(j),
            "}" => {
                depth -= 1;
                if depth == 0 && arm {
                    // `pat => { .. }`, with or without a comma after it.
                    let comma = code.get(j + 1).is_some_and(|t| t.is(","));
                    return Ok(j + 1 + usize::from(comma));
                }
            }
            ")" | "]" => depth -= 1,
            "=" if depth == 0 && code.get(j + 1).is_some_and(|t| t.is(">")) => arm = true,
            "," if depth == 0 => return Ok(j + 1),
            _ => {}
        }
    }
    Err("a member under #[cfg] runs to the end of the file".into())
}

/// The index just past the item that starts at `start` (after its first
/// attribute): further attributes, then up to a `;` at depth 0, or for an
/// item with a body (`fn`, `mod`, `impl`, `struct S { }` ...) up to the `}`
/// that closes it.
pub(crate) fn item_end(code: &[Token<'_>], start: usize) -> Result<usize, String> {
    let mut i = start;
    while let Some(end) = outer_attribute_end(code, i) {
        i = end;
    }
    let mut head = i;
    while code.get(head).is_some_and(|t| t.is("pub")) {
        head += 1;
        if code.get(head).is_some_and(|t| t.is("(")) {
            head = matching_close(code, head).unwrap_or(code.len());
        }
    }
    let keyword = code.get(head).map_or("", |t| t.text);
    let ends_at_semicolon = match keyword {
        "use" | "static" | "type" | "let" => true,
        "const" => !code
            .get(head + 1)
            .is_some_and(|t| t.is("fn") || t.is("unsafe")),
        "fn" | "mod" | "impl" | "struct" | "enum" | "trait" | "union" | "macro_rules"
        | "unsafe" | "extern" | "async" => false,
        other => return Err(format!("a #[cfg] on '{other}', which emit cannot cut out")),
    };
    let mut depth = 0usize;
    for (j, t) in code.iter().enumerate().skip(i) {
        if t.kind != Kind::Punct {
            continue;
        }
        match t.text {
            "(" | "[" | "{" => depth += 1,
            ")" | "]" => depth = depth.saturating_sub(1),
            "}" => {
                depth = depth.saturating_sub(1);
                if depth == 0 && !ends_at_semicolon {
                    // `struct S {..}` ends here; `struct S(..);` at the `;`.
                    return Ok(j + 1);
                }
            }
            ";" if depth == 0 => return Ok(j + 1),
            _ => {}
        }
    }
    Err("an item under #[cfg] runs to the end of the file".into())
}

/// A literal with every non-ASCII character escaped; other tokens as they
/// are, or an error for a non-ASCII identifier (no escape exists for one).
fn ascii_literal(token: &Token<'_>) -> Result<String, String> {
    let text = token.text;
    if text.is_ascii() {
        return Ok(text.to_string());
    }
    if token.kind != Kind::Text || text.starts_with('b') {
        return Err(format!(
            "non-ASCII outside a string or char literal: {text}"
        ));
    }
    let prefix = &text[..text.find(['"', '\'', '#']).unwrap_or(0)];
    if let Some(plain_prefix) = prefix.strip_suffix('r') {
        // A raw string: its body has no escapes, so write it as a plain one.
        let body = &text[text.find('"').unwrap_or(0) + 1..text.rfind('"').unwrap_or(0)];
        let plain: String = body
            .chars()
            .map(|c| match c {
                '\\' => "\\\\".to_string(),
                '"' => "\\\"".to_string(),
                c => escaped(c),
            })
            .collect();
        return Ok(format!("{plain_prefix}\"{plain}\""));
    }
    let (quote, body_start) = (&text[prefix.len()..=prefix.len()], prefix.len() + 1);
    let body: String = text[body_start..].chars().map(escaped).collect();
    Ok(format!("{prefix}{quote}{body}"))
}

/// `c` itself when ASCII, else its `\u{..}` escape.
fn escaped(c: char) -> String {
    if c.is_ascii() {
        c.to_string()
    } else {
        format!("\\u{{{:x}}}", u32::from(c))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn comments_go_and_the_lines_they_held() {
        let source = "//! Module docs.\n\n/// Item docs.\nfn f() -> u8 { // why\n    /* a /* nested */ note */ 1 /**/+/**/ 2\n}\n";
        assert_eq!(for_judge(source).unwrap(), "fn f() -> u8 {\n\t1 + 2\n}\n");
    }

    #[test]
    fn comment_markers_in_strings_and_chars_stay() {
        let source = "const A: &str = \"// kept /* too */\";\nconst B: char = '/'; // gone\nconst C: &str = r#\"a \"// b\"#;\nfn f<'a>(x: &'a str) -> &'a str { x } /* gone */\n";
        assert_eq!(
            for_judge(source).unwrap(),
            "const A: &str = \"// kept /* too */\";\nconst B: char = '/';\nconst C: &str = r#\"a \"// b\"#;\nfn f<'a>(x: &'a str) -> &'a str { x }\n"
        );
    }

    #[test]
    fn test_modules_and_tool_items_are_cut_whole() {
        let source = "use a::b;\n\nfn kept() {}\n\n#[cfg(feature = \"tools\")]\npub mod tools {\n    fn gen() -> &'static str { \"}\" }\n}\n\n#[cfg(feature = \"tools\")]\n#[inline]\npub(crate) const X: [u8; 2] = [1, 2];\n\n#[cfg(test)]\nmod tests {\n    use super::*;\n    #[test]\n    fn t() { assert!(true) }\n}\n";
        assert_eq!(for_judge(source).unwrap(), "use a::b;\nfn kept() {}\n");
    }

    #[test]
    fn cfg_predicates_use_three_valued_logic() {
        let kept = "#[cfg(not(test))]\nfn a() {}\n#[cfg(any(test, unix))]\nfn b() {}\n#[cfg(all(unix, not(feature = \"x\")))]\nstruct C;\n";
        assert_eq!(for_judge(kept).unwrap(), kept);
        let cut = "#[cfg(all(unix, test))]\nfn a() {}\n#[cfg(any(test, feature = \"tools\"))]\nstruct B(u8);\n#[cfg(not(unix))]\nfn c() {}\nfn d() {}\n";
        assert_eq!(
            for_judge(cut).unwrap(),
            "#[cfg(not(unix))]\nfn c() {}\nfn d() {}\n"
        );
    }

    #[test]
    fn members_under_a_false_cfg_go_with_their_comma() {
        let source = "enum K {\n    A,\n    #[cfg(feature = \"tools\")]\n    B { x: Vec<u8> },\n}\nstruct S {\n    #[cfg(feature = \"tools\")]\n    x: u8,\n    y: u8,\n}\nfn f(k: K) -> S {\n    match k {\n        #[cfg(feature = \"tools\")]\n        K::B { .. } => { g() }\n        #[cfg(test)]\n        K::A if h(1, 2) => S { y: 3 },\n        _ => S {\n            #[cfg(feature = \"tools\")]\n            x: 1,\n            y: 2\n        },\n    }\n}\n";
        assert_eq!(
            for_judge(source).unwrap(),
            "enum K {\n\tA,\n}\nstruct S {\n\ty: u8,\n}\nfn f(k: K) -> S {\n\tmatch k {\n\t\t_ => S {\n\t\t\ty: 2\n\t\t},\n\t}\n}\n"
        );
    }

    #[test]
    fn non_ascii_literals_are_escaped() {
        let source = "const T: &str = \"mis\u{e8}re \u{6717}\";\nconst C: char = '\u{e9}';\nconst R: &str = r#\"\u{e9} \"\\n\"#; // \u{e9}\n";
        assert_eq!(
            for_judge(source).unwrap(),
            "const T: &str = \"mis\\u{e8}re \\u{6717}\";\nconst C: char = '\\u{e9}';\nconst R: &str = \"\\u{e9} \\\"\\\\n\";\n"
        );
        assert!(for_judge("fn caf\u{e9}() {}").is_err());
    }

    #[test]
    fn tidy_drops_blank_lines_and_trailing_spaces() {
        assert_eq!(
            tidy("a {  \n\n\n    b  \n          .c\n}\n\n"),
            "a {\n\tb\n\t\t  .c\n}\n"
        );
        assert_eq!(tidy("x = \"a  \n\n b\";"), "x = \"a  \n\n b\";\n");
    }
}
