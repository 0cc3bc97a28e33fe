//! The TOML subset a problem description is written in, read without
//! crates: `key = value` lines under `[table]` and `[[array]]` headers,
//! values that are strings (`"..."` with `\"`, `\\`, `\n`, `\t` escapes),
//! integers (`u64`, `_` between digits allowed), booleans, and arrays of
//! those (which may span lines); `#` starts a comment. That is what a
//! description needs and no more (no dates, floats, inline tables or dotted
//! keys). Every error names the line and column and what was expected.
//!
//! The result keeps each value's position, so that a description's own
//! checks (an unknown word, a bound out of range) point at the place too.

use std::fmt;

/// How deep arrays may nest (a description needs 1): the reader recurses
/// once a level, so a file of 200,000 `[` is an error, not a stack overflow.
pub const DEPTH_MAX: usize = 32;

/// A value, with the line and column (from 1) where it starts.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Value {
    pub line: usize,
    pub column: usize,
    pub kind: Kind,
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Kind {
    Str(String),
    Int(u64),
    Bool(bool),
    Array(Vec<Value>),
}

/// One `[name]` or `[[name]]` section: its keys in order of writing.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Table {
    /// "" for the keys before any header.
    pub name: String,
    /// Where the header is (line 1 for the top).
    pub line: usize,
    pub entries: Vec<(String, Value)>,
}

impl Table {
    pub fn get(&self, key: &str) -> Option<&Value> {
        self.entries.iter().find(|e| e.0 == key).map(|e| &e.1)
    }
}

/// A document: its sections in order (a `[[name]]` header starts a new one
/// each time).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Document {
    pub tables: Vec<Table>,
}

impl Document {
    /// The first section named `name`.
    pub fn table(&self, name: &str) -> Option<&Table> {
        self.tables.iter().find(|t| t.name == name)
    }

    /// Every section named `name` (the entries of a `[[name]]` array).
    pub fn all<'a>(&'a self, name: &'a str) -> impl Iterator<Item = &'a Table> + 'a {
        self.tables.iter().filter(move |t| t.name == name)
    }
}

/// A reading fault: where, and what was expected.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct TomlError {
    pub line: usize,
    pub column: usize,
    pub message: String,
}

impl fmt::Display for TomlError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "line {}, column {}: {}",
            self.line, self.column, self.message
        )
    }
}

/// Reads a document.
///
/// # Example
/// ```
/// use grundy::describe::toml::{parse, Kind};
/// let doc = parse("id = \"cses1730\"\n[output]\nwords = [\"first\", \"second\"]\n").unwrap();
/// assert_eq!(doc.table("").unwrap().get("id").unwrap().kind, Kind::Str("cses1730".into()));
/// let e = parse("id = cses1730\n").unwrap_err();
/// assert_eq!((e.line, e.column), (1, 6));
/// ```
pub fn parse(text: &str) -> Result<Document, TomlError> {
    let mut r = Reader {
        chars: text.chars().collect(),
        at: 0,
        line: 1,
        column: 1,
        depth: 0,
    };
    let mut tables = vec![Table {
        name: String::new(),
        line: 1,
        entries: Vec::new(),
    }];
    loop {
        r.blank_lines()?;
        let Some(c) = r.peek() else {
            return Ok(Document { tables });
        };
        if c == '[' {
            let line = r.line;
            let double = r.peek_at(1) == Some('[');
            r.bump();
            if double {
                r.bump();
            }
            r.spaces();
            let name = r.key()?;
            r.spaces();
            for _ in 0..1 + usize::from(double) {
                if r.peek() != Some(']') {
                    return Err(r.error(if double {
                        "']]' closing the header"
                    } else {
                        "']' closing the header"
                    }));
                }
                r.bump();
            }
            if !double && tables.iter().any(|t| t.name == name) {
                return Err(r.error_at(line, 1, &format!("the table [{name}] is written twice")));
            }
            tables.push(Table {
                name,
                line,
                entries: Vec::new(),
            });
        } else {
            let (line, column) = (r.line, r.column);
            let key = r.key()?;
            r.spaces();
            if r.peek() != Some('=') {
                return Err(r.error("'=' after the key"));
            }
            r.bump();
            r.spaces();
            let value = r.value()?;
            let table = tables.last_mut().expect("the top table");
            if table.get(&key).is_some() {
                return Err(r.error_at(line, column, &format!("the key '{key}' is written twice")));
            }
            table.entries.push((key, value));
        }
        r.end_of_line()?;
    }
}

struct Reader {
    chars: Vec<char>,
    at: usize,
    line: usize,
    column: usize,
    /// Arrays open around the value being read.
    depth: usize,
}

impl Reader {
    fn peek(&self) -> Option<char> {
        self.chars.get(self.at).copied()
    }

    fn peek_at(&self, k: usize) -> Option<char> {
        self.chars.get(self.at + k).copied()
    }

    fn bump(&mut self) {
        if let Some(c) = self.peek() {
            self.at += 1;
            if c == '\n' {
                self.line += 1;
                self.column = 1;
            } else {
                self.column += 1;
            }
        }
    }

    fn error(&self, expected: &str) -> TomlError {
        let found = match self.peek() {
            None => "the end".to_string(),
            Some('\n') => "the end of the line".to_string(),
            Some(c) => format!("{:?}", c.to_string()),
        };
        TomlError {
            line: self.line,
            column: self.column,
            message: format!("expected {expected}, found {found}"),
        }
    }

    fn error_at(&self, line: usize, column: usize, message: &str) -> TomlError {
        TomlError {
            line,
            column,
            message: message.to_string(),
        }
    }

    fn spaces(&mut self) {
        while matches!(self.peek(), Some(' ' | '\t')) {
            self.bump();
        }
    }

    fn comment(&mut self) {
        if self.peek() == Some('#') {
            while self.peek().is_some_and(|c| c != '\n') {
                self.bump();
            }
        }
    }

    /// Skips empty and comment lines (and a `\r` before a newline).
    fn blank_lines(&mut self) -> Result<(), TomlError> {
        loop {
            self.spaces();
            self.comment();
            match self.peek() {
                Some('\n') => self.bump(),
                Some('\r') if self.peek_at(1) == Some('\n') => {
                    self.bump();
                    self.bump();
                }
                _ => return Ok(()),
            }
        }
    }

    fn end_of_line(&mut self) -> Result<(), TomlError> {
        self.spaces();
        self.comment();
        if self.peek() == Some('\r') && self.peek_at(1) == Some('\n') {
            self.bump();
        }
        match self.peek() {
            None | Some('\n') => Ok(()),
            _ => Err(self.error("the end of the line (one key = value a line)")),
        }
    }

    fn key(&mut self) -> Result<String, TomlError> {
        let mut key = String::new();
        while let Some(c) = self
            .peek()
            .filter(|c| c.is_ascii_alphanumeric() || *c == '_' || *c == '-')
        {
            key.push(c);
            self.bump();
        }
        if key.is_empty() {
            return Err(self.error("a key: letters, digits, '_' or '-'"));
        }
        Ok(key)
    }

    fn value(&mut self) -> Result<Value, TomlError> {
        let (line, column) = (self.line, self.column);
        let kind = match self.peek() {
            Some('"') => Kind::Str(self.string()?),
            Some('[') => {
                if self.depth == DEPTH_MAX {
                    return Err(self.error_at(
                        line,
                        column,
                        &format!("arrays nested more than {DEPTH_MAX} deep"),
                    ));
                }
                self.depth += 1;
                self.bump();
                let mut items = Vec::new();
                loop {
                    self.blank_lines()?;
                    if self.peek() == Some(']') {
                        self.bump();
                        break;
                    }
                    items.push(self.value()?);
                    self.blank_lines()?;
                    match self.peek() {
                        Some(',') => self.bump(),
                        Some(']') => {}
                        _ => return Err(self.error("',' or ']' in the array")),
                    }
                }
                self.depth -= 1;
                Kind::Array(items)
            }
            Some(c) if c.is_ascii_digit() => {
                let mut digits = String::new();
                while let Some(c) = self.peek().filter(|c| c.is_ascii_digit() || *c == '_') {
                    if c != '_' {
                        digits.push(c);
                    }
                    self.bump();
                }
                let n = digits.parse::<u64>().map_err(|_| {
                    self.error_at(line, column, "a number from 0 to 18446744073709551615")
                })?;
                Kind::Int(n)
            }
            Some('t' | 'f') => {
                let word = self.key()?;
                match word.as_str() {
                    "true" => Kind::Bool(true),
                    "false" => Kind::Bool(false),
                    _ => {
                        return Err(self.error_at(
                            line,
                            column,
                            &format!("expected a value (\"text\", a number, true, false or [..]), found '{word}'"),
                        ))
                    }
                }
            }
            _ => return Err(self.error("a value: \"text\", a number, true, false or [..]")),
        };
        Ok(Value { line, column, kind })
    }

    fn string(&mut self) -> Result<String, TomlError> {
        self.bump();
        let mut s = String::new();
        loop {
            match self.peek() {
                None | Some('\n') => return Err(self.error("'\"' closing the string")),
                Some('"') => {
                    self.bump();
                    return Ok(s);
                }
                Some('\\') => {
                    self.bump();
                    let c = match self.peek() {
                        Some('"') => '"',
                        Some('\\') => '\\',
                        Some('n') => '\n',
                        Some('t') => '\t',
                        _ => return Err(self.error("an escape: \\\", \\\\, \\n or \\t")),
                    };
                    s.push(c);
                    self.bump();
                }
                Some(c) => {
                    s.push(c);
                    self.bump();
                }
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn reads_a_description_shaped_document() {
        let doc = parse(
            "# CSES 1730\nid = \"cses1730\"\ntitle = \"Nim Game I\" # a comment\n\n[input]\ncases = \"counted\"\nlines = [\n  \"n\",\n  \"x[n]\",\n]\nmax = 200_000\n\n[[word]]\ntext = \"first\"\nsafe = false\n[[word]]\ntext = \"say \\\"second\\\"\"\n",
        )
        .unwrap();
        assert_eq!(
            doc.table("").unwrap().get("title").unwrap().kind,
            Kind::Str("Nim Game I".into())
        );
        let input = doc.table("input").unwrap();
        assert_eq!(input.get("max").unwrap().kind, Kind::Int(200_000));
        let Kind::Array(lines) = &input.get("lines").unwrap().kind else {
            panic!()
        };
        assert_eq!(lines.len(), 2);
        assert_eq!((lines[1].line, lines[1].column), (9, 3));
        let words: Vec<&Table> = doc.all("word").collect();
        assert_eq!(words.len(), 2);
        assert_eq!(
            words[1].get("text").unwrap().kind,
            Kind::Str("say \"second\"".into())
        );
        assert_eq!(words[0].get("safe").unwrap().kind, Kind::Bool(false));
    }

    #[test]
    fn errors_name_line_column_and_what_was_expected() {
        for (text, at, needle) in [
            ("id = cses\n", (1, 6), "expected a value"),
            ("id \"x\"\n", (1, 4), "'=' after the key"),
            ("a = \"open\n", (1, 10), "'\"' closing the string"),
            ("a = [1, 2\n", (2, 1), "',' or ']'"),
            ("a = 1 b = 2\n", (1, 7), "the end of the line"),
            ("[t\n", (1, 3), "']' closing the header"),
            ("a = 1\na = 2\n", (2, 1), "written twice"),
            ("[t]\n[t]\n", (2, 1), "written twice"),
            ("a = 99999999999999999999\n", (1, 5), "a number from 0"),
            ("a = \"\\q\"\n", (1, 7), "an escape"),
            ("= 3\n", (1, 1), "a key"),
        ] {
            let e = parse(text).unwrap_err();
            assert_eq!((e.line, e.column), at, "{text:?}: {e}");
            assert!(e.message.contains(needle), "{text:?}: {e}");
        }
    }

    /// Arrays nest to [`DEPTH_MAX`] and no further: 200,000 of them are an
    /// error at the first one too deep, not a stack overflow.
    #[test]
    fn nesting_is_bounded() {
        let nested = |depth: usize| format!("x = {}{}\n", "[".repeat(depth), "]".repeat(depth));
        assert!(parse(&nested(DEPTH_MAX)).is_ok());
        for depth in [DEPTH_MAX + 1, 200_000] {
            let e = parse(&nested(depth)).unwrap_err();
            assert_eq!((e.line, e.column), (1, 5 + DEPTH_MAX), "{e}");
            assert!(e.message.contains("nested more than 32 deep"), "{e}");
        }
    }

    /// Any text: an answer or an error, never a panic.
    #[test]
    fn random_text_never_panics() {
        let pieces = [
            "a", "=", " ", "\"", "\\", "[", "]", "[[", ",", "\n", "#", "1", "_", "true", "é",
            "\r\n",
        ];
        let mut rng = crate::testdata::Rng::new(31);
        for _ in 0..20_000 {
            let len = rng.range(1, 12) as usize;
            let text: String = (0..len).map(|_| rng.pick(&pieces)).collect();
            if let Err(e) = parse(&text) {
                assert!(e.line >= 1 && e.column >= 1, "{text:?}");
            }
        }
    }
}
