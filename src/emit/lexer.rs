//! A small Rust lexer: just enough to tell comments from code.
//!
//! `grundy emit` rewrites the crate's own sources into one judge file, and
//! must never take a `//` inside a string, an `r#"..."#` raw string or a
//! `'"'` char for the start of a comment, nor a lifetime `'a` for the start
//! of a char. So the text is cut into tokens whose concatenation is the text
//! again, byte for byte; only comments, whitespace, identifiers, literals and
//! punctuation are told apart, which is all the emitter looks at.

/// What a token is, as far as the emitter cares.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Kind {
    Whitespace,
    /// `// ...` up to the end of the line (doc comments `///`, `//!` too).
    LineComment,
    /// `/* ... */`, nested ones inside it included.
    BlockComment,
    /// An identifier or keyword (`r#type` too).
    Ident,
    /// `'a`, `'static`, a loop label.
    Lifetime,
    /// A string, byte string, raw string or char literal.
    Text,
    /// A number literal, suffix included.
    Number,
    /// `::`, or any other single character.
    Punct,
}

/// One token: its kind and its exact text.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Token<'a> {
    pub kind: Kind,
    pub text: &'a str,
}

impl Token<'_> {
    /// True for whitespace and comments: what the compiler skips.
    pub fn is_trivia(&self) -> bool {
        matches!(
            self.kind,
            Kind::Whitespace | Kind::LineComment | Kind::BlockComment
        )
    }

    /// True for the punctuation or identifier `text`.
    pub fn is(&self, text: &str) -> bool {
        matches!(self.kind, Kind::Punct | Kind::Ident) && self.text == text
    }
}

/// Cuts `source` into tokens; joined back they give `source` unchanged.
/// Never fails: an unterminated literal or comment runs to the end.
pub fn tokens(source: &str) -> Vec<Token<'_>> {
    let mut found = Vec::new();
    let mut rest = source;
    while !rest.is_empty() {
        let (kind, len) = next_token(rest);
        found.push(Token {
            kind,
            text: &rest[..len],
        });
        rest = &rest[len..];
    }
    found
}

/// The kind and byte length of the token at the start of `s` (not empty).
fn next_token(s: &str) -> (Kind, usize) {
    let b = s.as_bytes();
    let c = s.chars().next().unwrap_or(' ');
    if c.is_whitespace() {
        let len = s.find(|c: char| !c.is_whitespace()).unwrap_or(s.len());
        return (Kind::Whitespace, len);
    }
    if s.starts_with("//") {
        return (Kind::LineComment, s.find('\n').unwrap_or(s.len()));
    }
    if s.starts_with("/*") {
        return (Kind::BlockComment, block_comment_len(b));
    }
    if let Some(len) = prefixed_literal_len(b) {
        return (Kind::Text, len);
    }
    if c == '\'' {
        return char_or_lifetime(s);
    }
    if c.is_ascii_digit() {
        return (Kind::Number, number_len(b));
    }
    if c == '_' || c.is_alphabetic() {
        return (Kind::Ident, ident_len(s, 0));
    }
    if s.starts_with("::") {
        return (Kind::Punct, 2);
    }
    (Kind::Punct, c.len_utf8())
}

/// A block comment's length, nesting included.
fn block_comment_len(b: &[u8]) -> usize {
    let (mut depth, mut i) = (0usize, 0);
    while i < b.len() {
        if b[i..].starts_with(b"/*") {
            depth += 1;
            i += 2;
        } else if b[i..].starts_with(b"*/") {
            depth -= 1;
            i += 2;
            if depth == 0 {
                return i;
            }
        } else {
            i += 1;
        }
    }
    b.len()
}

/// The length of a string-like literal at the start of `b`: `"..."`,
/// `b"..."`, `c"..."`, `b'x'`, or a raw `r"..."`, `br#"..."#`, `cr"..."`;
/// `None` when `b` does not start one (an identifier like `r` or `br`).
fn prefixed_literal_len(b: &[u8]) -> Option<usize> {
    let prefix = match b {
        [b'b' | b'c', b'r', ..] => 2,
        [b'r' | b'b' | b'c', ..] => 1,
        _ => 0,
    };
    let raw = prefix > 0 && b[prefix - 1] == b'r';
    if raw {
        let hashes = b[prefix..].iter().take_while(|&&c| c == b'#').count();
        if b.get(prefix + hashes) != Some(&b'"') {
            return None;
        }
        let start = prefix + hashes + 1;
        let mut closing = vec![b'"'];
        closing.extend(std::iter::repeat(b'#').take(hashes));
        let end = b[start..]
            .windows(closing.len())
            .position(|w| w == closing.as_slice())
            .map_or(b.len(), |p| start + p + closing.len());
        return Some(end);
    }
    match b.get(prefix) {
        Some(b'"') => Some(prefix + 1 + quoted_len(&b[prefix + 1..], b'"')),
        Some(b'\'') if prefix == 1 && b[0] == b'b' => {
            Some(prefix + 1 + quoted_len(&b[prefix + 1..], b'\''))
        }
        _ => None,
    }
}

/// The length of a literal's body up to and including the closing `quote`,
/// skipping backslash escapes.
fn quoted_len(b: &[u8], quote: u8) -> usize {
    let mut i = 0;
    while i < b.len() {
        match b[i] {
            b'\\' => i += 2,
            c if c == quote => return i + 1,
            _ => i += 1,
        }
    }
    b.len()
}

/// At a `'`: a char literal (`'x'`, `'\n'`, `'\u{e9}'`, `'é'`) or a lifetime
/// or label (`'a`, `'static`). A char is one character (or one escape)
/// followed by `'`; anything else is a lifetime.
fn char_or_lifetime(s: &str) -> (Kind, usize) {
    let mut chars = s[1..].chars();
    match (chars.next(), chars.next()) {
        (Some('\\'), _) => (Kind::Text, 1 + quoted_len(&s.as_bytes()[1..], b'\'')),
        (Some(c), Some('\'')) => (Kind::Text, 2 + c.len_utf8()),
        (Some(c), _) if c == '_' || c.is_alphabetic() => (Kind::Lifetime, ident_len(s, 1)),
        _ => (Kind::Punct, 1),
    }
}

/// The end of the identifier that starts at byte `from` of `s`.
fn ident_len(s: &str, from: usize) -> usize {
    s[from..]
        .find(|c: char| !(c == '_' || c.is_alphanumeric()))
        .map_or(s.len(), |p| from + p)
}

/// A number's length: digits, letters and `_` (so `0xFF_u64`, `1e9`), and a
/// `.` only when a digit follows (so `0..n` stays a range).
fn number_len(b: &[u8]) -> usize {
    let mut i = 0;
    while i < b.len() {
        let c = b[i];
        let fraction = c == b'.' && b.get(i + 1).is_some_and(u8::is_ascii_digit);
        if !(c.is_ascii_alphanumeric() || c == b'_' || fraction) {
            break;
        }
        i += 1;
    }
    i
}

#[cfg(test)]
mod tests {
    use super::*;

    fn kinds(source: &str) -> Vec<(Kind, &str)> {
        tokens(source)
            .into_iter()
            .filter(|t| t.kind != Kind::Whitespace)
            .map(|t| (t.kind, t.text))
            .collect()
    }

    #[test]
    fn tokens_join_back_to_the_source() {
        let source = "fn f<'a>(x: &'a str) -> char { /* a /* b */ c */ 'x' } // end\nr#\"q\"#";
        let joined: String = tokens(source).iter().map(|t| t.text).collect();
        assert_eq!(joined, source);
    }

    #[test]
    fn every_embedded_source_joins_back_and_closes_its_literals() {
        let sources = crate::emit::sources::SOURCES.iter();
        for (path, source) in sources.chain(crate::emit::sources::JUDGE_READER) {
            let all = tokens(source);
            let joined: String = all.iter().map(|t| t.text).collect();
            assert_eq!(joined, *source, "{path}");
            for t in &all {
                let closed = match t.kind {
                    Kind::BlockComment => t.text.ends_with("*/"),
                    Kind::Text => t.text.ends_with(['"', '\'', '#']),
                    _ => true,
                };
                assert!(closed, "{path}: unterminated {:?} {}", t.kind, t.text);
            }
        }
    }

    #[test]
    fn comment_markers_inside_strings_are_text() {
        assert_eq!(
            kinds(r#"let s = "// not /* a comment"; x"#),
            vec![
                (Kind::Ident, "let"),
                (Kind::Ident, "s"),
                (Kind::Punct, "="),
                (Kind::Text, r#""// not /* a comment""#),
                (Kind::Punct, ";"),
                (Kind::Ident, "x"),
            ]
        );
        assert_eq!(
            kinds(r#""a \" // b" c"#),
            vec![(Kind::Text, r#""a \" // b""#), (Kind::Ident, "c")]
        );
    }

    #[test]
    fn raw_and_byte_strings_end_at_their_own_quote() {
        let source = r###"r#"a "quoted" // b"# br"c\" d rb r b"/*" b'"' c"x""###;
        assert_eq!(
            kinds(source),
            vec![
                (Kind::Text, r###"r#"a "quoted" // b"#"###),
                (Kind::Text, r#"br"c\""#),
                (Kind::Ident, "d"),
                (Kind::Ident, "rb"),
                (Kind::Ident, "r"),
                (Kind::Text, r#"b"/*""#),
                (Kind::Text, r#"b'"'"#),
                (Kind::Text, r#"c"x""#),
            ]
        );
    }

    #[test]
    fn block_comments_nest() {
        assert_eq!(
            kinds("a /* one /* two */ still */ b"),
            vec![
                (Kind::Ident, "a"),
                (Kind::BlockComment, "/* one /* two */ still */"),
                (Kind::Ident, "b"),
            ]
        );
    }

    #[test]
    fn chars_and_lifetimes_are_told_apart() {
        assert_eq!(
            kinds(r"'a' 'a 'static '\'' '\u{e9}' 'é' '/' 'x: loop {}"),
            vec![
                (Kind::Text, "'a'"),
                (Kind::Lifetime, "'a"),
                (Kind::Lifetime, "'static"),
                (Kind::Text, r"'\''"),
                (Kind::Text, r"'\u{e9}'"),
                (Kind::Text, "'é'"),
                (Kind::Text, "'/'"),
                (Kind::Lifetime, "'x"),
                (Kind::Punct, ":"),
                (Kind::Ident, "loop"),
                (Kind::Punct, "{"),
                (Kind::Punct, "}"),
            ]
        );
    }

    #[test]
    fn doc_comments_are_comments() {
        assert_eq!(
            kinds("//! module\n/// item\n/** block doc */ fn f() {}"),
            vec![
                (Kind::LineComment, "//! module"),
                (Kind::LineComment, "/// item"),
                (Kind::BlockComment, "/** block doc */"),
                (Kind::Ident, "fn"),
                (Kind::Ident, "f"),
                (Kind::Punct, "("),
                (Kind::Punct, ")"),
                (Kind::Punct, "{"),
                (Kind::Punct, "}"),
            ]
        );
    }

    #[test]
    fn numbers_paths_and_ranges() {
        assert_eq!(
            kinds("0..n 1.5e3 0xFF_u64 crate::a"),
            vec![
                (Kind::Number, "0"),
                (Kind::Punct, "."),
                (Kind::Punct, "."),
                (Kind::Ident, "n"),
                (Kind::Number, "1.5e3"),
                (Kind::Number, "0xFF_u64"),
                (Kind::Ident, "crate"),
                (Kind::Punct, "::"),
                (Kind::Ident, "a"),
            ]
        );
    }
}
