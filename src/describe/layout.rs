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
}
