//! A description's `[input]` and `[bounds]` as a [`Format`]: the one value
//! that validate, gen, show, the testlib validator and the description's
//! own case reader all read, so the layout is written once.
//!
//! A line is tokens separated by spaces: `N` is one integer, `A[N]` is N of
//! them (a count is a number, a name read earlier, or `name-1`), and a line
//! that starts `COUNT *` is repeated (`n * M L`).

use super::toml::{Table, Value};
use super::{leak, string, strings, DescribeError};
use crate::format::{Blanks, Cases, Element, Expr, Format, Int, Token};

/// The format and every token name in reading order (the case count first,
/// when there is one), with the names whose bound starts at -1 (a parent
/// array's root mark: the format holds the -1 as testlib does, [`Expr::Neg`]).
pub fn format(
    input: &Table,
    bounds: &Table,
    what: Option<&Table>,
    letters: Option<&Table>,
) -> Result<(Format, Vec<&'static str>, Vec<&'static str>), DescribeError> {
    let mut layout = Layout {
        bounds,
        what,
        letters,
        names: Vec::new(),
        signed: Vec::new(),
    };
    let cases_value = input.get("cases").ok_or_else(|| DescribeError {
        line: input.line,
        column: 1,
        message: "[input] needs cases = \"one\", \"until-end\", \"counted\" or \"sentinel\"".into(),
    })?;
    let cases = match string(cases_value)?.as_str() {
        "until-end" => Cases::UntilEnd,
        "one" => Cases::One,
        "counted" => {
            let v = input.get("count").ok_or_else(|| {
                DescribeError::at(
                    cases_value,
                    "\"counted\" needs count = \"T\", the name of the case count",
                )
            })?;
            let name = string(v)?;
            Cases::Counted(layout.int(&name, v)?)
        }
        "sentinel" => {
            let v = input.get("sentinel").ok_or_else(|| {
                DescribeError::at(
                    cases_value,
                    "\"sentinel\" needs sentinel = \"0\", the line that ends the input",
                )
            })?;
            let text = string(v)?;
            let values: Option<Vec<u64>> = text.split_whitespace().map(number).collect();
            match values {
                Some(values) if !values.is_empty() => {
                    Cases::Sentinel(Box::leak(values.into_boxed_slice()))
                }
                _ => {
                    return Err(DescribeError::at(
                        v,
                        format!("expected the numbers of the last line, such as \"0\" or \"0 0\", found \"{text}\""),
                    ))
                }
            }
        }
        other => {
            return Err(DescribeError::at(
                cases_value,
                format!(
                "expected \"one\", \"until-end\", \"counted\" or \"sentinel\", found \"{other}\""
            ),
            ))
        }
    };
    let lines_value = input.get("lines").ok_or_else(|| DescribeError {
        line: input.line,
        column: 1,
        message: "[input] needs lines = [\"...\", ...], the lines of one case".into(),
    })?;
    let mut elements = Vec::new();
    for (line, value) in strings(lines_value)? {
        elements.push(layout.line(&line, value)?);
    }
    if elements.is_empty() {
        return Err(DescribeError::at(
            lines_value,
            "a case needs at least one line",
        ));
    }
    if let Cases::Sentinel(values) = cases {
        let first = match &elements[0] {
            Element::Line(tokens) => tokens.len(),
            _ => 0,
        };
        if first < values.len() {
            return Err(DescribeError::at(
                lines_value,
                "the sentinel must be as long as a case's first line, which is not repeated",
            ));
        }
    }
    let blanks = match input.get("blank") {
        None => Blanks::None,
        Some(v) => match string(v)?.as_str() {
            "between-cases" => Blanks::BetweenCases,
            other => {
                return Err(DescribeError::at(
                    v,
                    format!("expected \"between-cases\", found \"{other}\""),
                ))
            }
        },
    };
    for table in [Some(bounds), what, letters].into_iter().flatten() {
        for (key, value) in &table.entries {
            if !layout.names.contains(&key.as_str()) {
                return Err(DescribeError::at(
                    value,
                    format!(
                        "[{}] names {key}, which no line of [input] reads ({})",
                        table.name,
                        layout.names.join(", ")
                    ),
                ));
            }
        }
    }
    let format = Format {
        cases,
        case: Box::leak(elements.into_boxed_slice()),
        blanks,
    };
    Ok((format, layout.names, layout.signed))
}

struct Layout<'t> {
    bounds: &'t Table,
    what: Option<&'t Table>,
    /// The words: a name's letters (`S = ".X"`); its bounds are its length.
    letters: Option<&'t Table>,
    names: Vec<&'static str>,
    signed: Vec<&'static str>,
}

impl Layout<'_> {
    /// One line of the case, `COUNT * tokens` repeated.
    fn line(&mut self, text: &str, at: &Value) -> Result<Element, DescribeError> {
        let fault = |message: String| DescribeError::at(at, format!("in \"{text}\": {message}"));
        let (count, rest) = match text.split_once('*') {
            Some((count, rest)) => (Some(count.trim()), rest),
            None => (None, text),
        };
        let mut tokens = Vec::new();
        for word in rest.split_whitespace() {
            let (name, count) = match word.split_once('[') {
                Some((name, inner)) => {
                    let Some(count) = inner.strip_suffix(']') else {
                        return Err(fault(format!("expected NAME[COUNT], found \"{word}\"")));
                    };
                    (name, Some(self.expr(count).map_err(fault)?))
                }
                None => (word, None),
            };
            let int = self.int(name, at)?;
            if let Some(v) = self.letters.and_then(|l| l.get(name)) {
                if count.is_some() {
                    return Err(fault(format!(
                        "{name} is a word (its letters are in [letters]): one word a token"
                    )));
                }
                tokens.push(word_token(int, v)?);
                continue;
            }
            tokens.push(match count {
                Some(count) => Token::Ints { count, int },
                None => Token::Int(int),
            });
        }
        if tokens.is_empty() {
            return Err(fault("a line needs at least one token".into()));
        }
        let line = Element::Line(Box::leak(tokens.into_boxed_slice()));
        Ok(match count {
            None => line,
            Some(count) => Element::Repeat {
                count: self.expr(count).map_err(fault)?,
                body: Box::leak(vec![line].into_boxed_slice()),
            },
        })
    }

    /// A new token: its name, bounds and words.
    fn int(&mut self, name: &str, at: &Value) -> Result<Int, DescribeError> {
        let valid = name.bytes().all(|b| b.is_ascii_alphanumeric() || b == b'_')
            && name.bytes().next().is_some_and(|b| b.is_ascii_alphabetic());
        if !valid {
            return Err(DescribeError::at(
                at,
                format!("expected a token name (letters, digits, '_'), found \"{name}\""),
            ));
        }
        if self.names.contains(&name) {
            return Err(DescribeError::at(
                at,
                format!("the name {name} is read twice in a case; give each token its own name"),
            ));
        }
        let Some(bound) = self.bounds.get(name) else {
            return Err(DescribeError {
                line: self.bounds.line,
                column: 1,
                message: format!("[bounds] has no entry for {name} (write {name} = \"LO..HI\")"),
            });
        };
        let text = string(bound)?;
        // "-1..n-1": a -1 below the unsigned values (a root mark), as
        // testlib's readInt(-1, n - 1).
        let minus_one = text.trim_start().starts_with("-1..");
        let text = if minus_one {
            text.trim_start().replacen("-1..", "0..", 1)
        } else {
            text
        };
        let (lo, hi) = text
            .split_once("..")
            .ok_or_else(|| format!("expected LO..HI, found \"{text}\""))
            .and_then(|(lo, hi)| Ok((self.expr(lo)?, self.expr(hi.trim_start_matches('='))?)))
            .and_then(|bounds| match bounds {
                // Two numbers the wrong way round hold no value at all.
                (Expr::Lit(lo), Expr::Lit(hi)) if lo > hi => Err(format!(
                    "expected LO..HI with LO <= HI, found \"{text}\" (write {hi}..{lo})"
                )),
                bounds => Ok(bounds),
            })
            .map_err(|e| DescribeError::at(bound, e))?;
        let what = match self.what.and_then(|w| w.get(name)) {
            Some(v) => leak(&string(v)?),
            None => "a value",
        };
        let name = leak(name);
        self.names.push(name);
        if minus_one {
            self.signed.push(name);
            return Ok(Int {
                name,
                what,
                lo: Expr::Neg(1),
                hi,
            });
        }
        Ok(Int { name, what, lo, hi })
    }

    /// A count or a bound: a number, a name read earlier, `name-1`.
    fn expr(&self, text: &str) -> Result<Expr, String> {
        let text = text.trim();
        if let Some(v) = number(text) {
            return Ok(Expr::Lit(v));
        }
        let (name, minus) = match text.split_once('-') {
            Some((name, k)) => match number(k.trim()) {
                Some(k) => (name.trim(), k),
                None => return Err(format!("expected NAME-NUMBER, found \"{text}\"")),
            },
            None => (text, 0),
        };
        match self.names.iter().find(|n| **n == name) {
            Some(&n) if minus == 0 => Ok(Expr::Var(n)),
            Some(&n) => Ok(Expr::Minus(n, minus)),
            None => Err(format!(
                "expected a number or a name read earlier in the case, found \"{text}\""
            )),
        }
    }
}

/// A word token: its letters from `[letters]` (printable ASCII, none
/// twice), its length within the name's bounds.
fn word_token(int: Int, v: &Value) -> Result<Token, DescribeError> {
    let letters = string(v)?;
    let bytes = letters.as_bytes();
    let repeated = (0..bytes.len()).any(|i| bytes[..i].contains(&bytes[i]));
    if bytes.is_empty() || !bytes.iter().all(u8::is_ascii_graphic) || repeated {
        return Err(DescribeError::at(
            v,
            format!("expected the letters of the word {}, each once, such as \".X\", found \"{letters}\"", int.name),
        ));
    }
    let what = if int.what == "a value" {
        leak(&format!("a word of {letters}"))
    } else {
        int.what
    };
    Ok(Token::Word {
        name: int.name,
        what,
        letters: leak(&letters),
        len: (int.lo, int.hi),
    })
}

/// Where a name is read: its token, the tokens of its line, and the line
/// as `[input]` writes it when the case repeats that line.
fn place(elements: &[Element], name: &str) -> Option<(Token, &'static [Token], Option<String>)> {
    for e in elements {
        let (tokens, count) = match *e {
            Element::Line(tokens) => (tokens, None),
            Element::Repeat {
                count,
                body: &[Element::Line(tokens)],
            } => (tokens, Some(count)),
            Element::Repeat { body, .. } | Element::Until { body, .. } => {
                // Not in this block: the name may be read after it.
                if let Some((t, line, _)) = place(body, name) {
                    return Some((t, line, Some(spelt(None, line))));
                }
                continue;
            }
        };
        let named = |t: &Token| match t {
            Token::Int(int) | Token::Ints { int, .. } => int.name == name,
            Token::Word { name: n, .. } => *n == name,
            Token::Switch { .. } => false,
        };
        if let Some(t) = tokens.iter().find(|t| named(t)) {
            return Some((*t, tokens, count.map(|c| spelt(Some(c), tokens))));
        }
    }
    None
}

/// A line as `[input]` writes it: `t * n m k`, `n s[n]`.
fn spelt(count: Option<Expr>, tokens: &[Token]) -> String {
    let expr = |e: Expr| crate::format::show_expr(e).replace(' ', "");
    let words: Vec<String> = tokens
        .iter()
        .map(|t| match t {
            Token::Int(int) => int.name.to_string(),
            Token::Ints { count, int } => format!("{}[{}]", int.name, expr(*count)),
            Token::Word { name, .. } => name.to_string(),
            Token::Switch { int, .. } => int.name.to_string(),
        })
        .collect();
    match count {
        Some(c) => format!("{} * {}", expr(c), words.join(" ")),
        None => words.join(" "),
    }
}

/// A key that reads `name` as numbers (`heaps`, `coins`, `parents`,
/// `moves`, ...): refused when `name` is a `[letters]` word, which holds
/// letters and no number (read as numbers it would be a case of none).
pub(super) fn number_name(case: &[Element], key: &str, name: &str) -> Result<(), String> {
    match place(case, name) {
        Some((Token::Word { .. }, ..)) => Err(format!(
            "{key} reads \"{name}\" as numbers, but {name} is a word of [letters] (letters, no number); name numbers of the input there"
        )),
        _ => Ok(()),
    }
}

/// A key that reads `name` as one number for each heap or position
/// (`move`, `difference`, a rule's letter, `upto`): `name` must be read
/// once a case, or on the line of every name of `heaps` (`"t * n m k"`,
/// each position its own k: [`super::solve::Solver::value_on`]); `whose`
/// says whose line ("the position's"). A list, a word, or a name of
/// another repeated line has no one value to read: refused.
pub(super) fn one_value(
    case: &[Element],
    key: &str,
    name: &str,
    heaps: &[&str],
    whose: &str,
) -> Result<(), String> {
    number_name(case, key, name)?;
    let Some((token, tokens, repeated)) = place(case, name) else {
        return Ok(());
    };
    let on_heaps_line = !heaps.is_empty()
        && heaps.iter().all(|h| {
            tokens
                .iter()
                .any(|t| matches!(t, Token::Int(int) | Token::Ints { int, .. } if int.name == *h))
        });
    let only = if heaps.is_empty() {
        format!("{key} may read only a name read once per case")
    } else {
        format!("{key} may read only a name read once per case or on {whose} own line")
    };
    let line = || repeated.clone().unwrap_or_else(|| spelt(None, tokens));
    match (token, &repeated) {
        (Token::Ints { .. }, _) => Err(format!(
            "{key} reads \"{name}\", a list of the case (line \"{}\"), where one number is meant; {only}",
            line()
        )),
        (_, Some(text)) if !on_heaps_line => Err(format!(
            "{key} reads \"{name}\", which the case repeats (line \"{text}\"); {only}"
        )),
        _ => Ok(()),
    }
}

/// A number as a statement writes it: digits (with `_`), `10^9`, `2*10^5`.
pub fn number(text: &str) -> Option<u64> {
    let text = text.trim();
    if let Some((a, b)) = text.split_once('*') {
        return number(a)?.checked_mul(number(b)?);
    }
    if let Some((base, exp)) = text.split_once('^') {
        return number(base)?.checked_pow(u32::try_from(number(exp)?).ok()?);
    }
    if text.is_empty() || !text.bytes().all(|b| b.is_ascii_digit() || b == b'_') {
        return None;
    }
    if text.starts_with('_') || text.ends_with('_') {
        return None;
    }
    text.replace('_', "").parse().ok()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn numbers_are_read_as_statements_write_them() {
        assert_eq!(number("200_000"), Some(200_000));
        assert_eq!(number("10^9"), Some(1_000_000_000));
        assert_eq!(number("2*10^5"), Some(200_000));
        assert_eq!(number("10^20"), None);
        assert_eq!(number("x"), None);
        assert_eq!(number("_1"), None);
    }

    /// A description of these `[input]` lines (`n`, `S`, ... bounded, `S`
    /// and `W` words of H and T), this `[game]` and `[question]`: its fault.
    fn fault(lines: &str, game: &str, question: &str) -> String {
        let mut bounds = String::new();
        for name in [
            "t", "n", "m", "k", "a", "b", "p", "s", "u", "S", "W", "L", "M",
        ] {
            if lines
                .split(|c: char| !c.is_ascii_alphanumeric())
                .any(|w| w == name)
            {
                bounds += &format!("{name} = \"1..9\"\n");
            }
        }
        let letters: String = ["S", "W"]
            .iter()
            .filter(|w| {
                lines
                    .split(|c: char| !c.is_ascii_alphanumeric())
                    .any(|x| x == **w)
            })
            .map(|w| format!("{w} = \"HT\"\n"))
            .collect();
        let text = format!(
            "id = \"t\"\ntitle = \"t\"\n[input]\ncases = \"one\"\nlines = {lines}\n[bounds]\n{bounds}[letters]\n{letters}[game]\n{game}\n[question]\n{question}\n[output]\nfirst = \"A\"\nsecond = \"B\"\n"
        );
        match super::super::parse(&text) {
            Ok(_) => String::new(),
            Err(e) => e.message,
        }
    }

    #[test]
    fn a_word_named_as_numbers_is_refused_by_key_and_name() {
        let word = |key: &str, name: &str| {
            format!("{key} reads \"{name}\" as numbers, but {name} is a word of [letters]")
        };
        let board = r#"["n m", "n * S"]"#;
        for (game, key) in [
            ("game = \"coins\"\ncoins = \"S\"", "coins"),
            ("game = \"coins\"\ncoins = \"m S\"", "coins"),
            ("rule = \"1..3\"\nheaps = \"S\"", "heaps"),
            ("game = \"nim\"\nheaps = \"S\"", "heaps"),
            ("game = \"staircase\"\nheaps = \"S\"", "heaps"),
            ("game = \"hackenbush\"\nparents = \"S\"", "parents"),
            ("moves = \"S\"\nheaps = \"n\"", "moves"),
        ] {
            let why = fault(board, game, "");
            assert!(why.starts_with(&word(key, "S")), "{game}: {why}");
        }
        let why = fault(
            r#"["n", "a[n]", "S"]"#,
            "game = \"wythoff\"\nheaps = \"S a\"",
            "",
        );
        assert!(why.starts_with(&word("heaps", "S")), "{why}");
        let why = fault(
            r#"["t", "t * a b S"]"#,
            "game = \"position\"\nheaps = \"a b\"\nmove = [\"a-S, b\"]",
            "per = \"position\"",
        );
        assert!(why.starts_with(&word("move", "S")), "{why}");
        // A word where a word goes is read: a board's letters.
        let why = fault(
            r#"["n", "n * W"]"#,
            "game = \"strips\"\nboard = \"W\"\nmark = \"T\"",
            "",
        );
        assert!(!why.contains("as numbers"), "{why}");
    }

    #[test]
    fn one_number_is_read_once_a_case_or_on_the_positions_own_line() {
        let only = |key: &str, whose: &str| {
            format!("{key} may read only a name read once per case or on {whose} own line")
        };
        // k on another repeated line than the positions'.
        let why = fault(
            r#"["t", "t * a b", "t * k"]"#,
            "game = \"position\"\nheaps = \"a b\"\nmove = [\"a-k, b if a >= k\"]",
            "per = \"position\"",
        );
        assert_eq!(
            why,
            format!(
                "move reads \"k\", which the case repeats (line \"t * k\"); {}",
                only("move", "the position's")
            )
        );
        let why = fault(
            r#"["t", "t * a b", "t * k"]"#,
            "game = \"wythoff\"\nheaps = \"a b\"\ndifference = \"k\"",
            "per = \"position\"",
        );
        assert!(
            why.starts_with("difference reads \"k\", which the case repeats"),
            "{why}"
        );
        // A list where one number is meant.
        let why = fault(
            r#"["n", "s[n]", "a b"]"#,
            "game = \"position\"\nheaps = \"a b\"\nmove = [\"a-s, b if a >= s\"]",
            "",
        );
        assert_eq!(
            why,
            format!("move reads \"s\", a list of the case (line \"s[n]\"), where one number is meant; {}", only("move", "the position's"))
        );
        let why = fault(
            r#"["n", "s[n]", "a[n]"]"#,
            "rule = \"1..S\"\nheaps = \"a\"",
            "",
        );
        assert!(
            why.starts_with("rule reads \"s\", a list of the case (line \"s[n]\")"),
            "{why}"
        );
        let why = fault(
            r#"["n", "n * m M"]"#,
            "rule = \"1..L\"",
            "ask = \"outcomes\"\nupto = \"m\"",
        );
        assert_eq!(
            why,
            "upto reads \"m\", which the case repeats (line \"n * m M\"); upto may read only a name read once per case"
        );
        // A rule's letter on another repeated line than the heap's.
        let why = fault(
            r#"["n", "n * a", "n * L"]"#,
            "rule = \"1..L\"\nheaps = \"a\"",
            "",
        );
        assert!(
            why.starts_with("rule reads \"L\", which the case repeats (line \"n * L\")"),
            "{why}"
        );
        // Read: once a case, or on the position's (heap's) own line.
        for (lines, game, question) in [
            (
                r#"["t", "t * a b k"]"#,
                "game = \"position\"\nheaps = \"a b\"\nmove = [\"a-k, b if a >= k\"]",
                "per = \"position\"",
            ),
            (
                r#"["t k", "t * a b"]"#,
                "game = \"position\"\nheaps = \"a b\"\nmove = [\"a-k, b if a >= k\"]",
                "per = \"position\"",
            ),
            (
                r#"["t", "t * a b k"]"#,
                "game = \"wythoff\"\nheaps = \"a b\"\ndifference = \"k\"",
                "per = \"position\"",
            ),
            (r#"["n", "n * a L"]"#, "rule = \"1..L\"\nheaps = \"a\"", ""),
            (r#"["n L", "a[n]"]"#, "rule = \"1..L\"\nheaps = \"a\"", ""),
            (
                r#"["m M"]"#,
                "rule = \"1..M\"",
                "ask = \"outcomes\"\nupto = \"m\"",
            ),
        ] {
            assert_eq!(fault(lines, game, question), "", "{lines} {game}");
        }
    }
}
