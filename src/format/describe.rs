//! A format in words: the Input section of `grundy show`, written the way a
//! statement or a testlib validator lays an input out (the lines of a case,
//! the tokens on each, then every value with its official bounds).
//!
//! poj2234 reads:
//!
//! ```text
//! Cases until the end of the input. One case:
//!   line: M a1 .. aM
//! where
//!   M: a pile count, 1 <= M <= 20
//!   a: a pile size, 1 <= a <= 10000000
//! ```

use super::show_expr;
use super::{Blanks, Cases, Element, Expr, Format, Int, Token};

/// The whole description, ending with the layout rules `validate` checks.
pub fn describe(format: &Format) -> String {
    let mut text = String::new();
    let mut bounds = Vec::new();
    match format.cases {
        Cases::UntilEnd => text.push_str("Cases until the end of the input. One case:\n"),
        Cases::One => text.push_str("One case, the whole input:\n"),
        Cases::Counted(t) => {
            text.push_str(&format!(
                "line: {}\nthen {} cases. One case:\n",
                t.name, t.name
            ));
            bounds.push(int_bound(&t));
        }
        Cases::Sentinel(values) => text.push_str(&format!(
            "Cases until a line `{}`, which ends the input. One case:\n",
            spaced(values)
        )),
    }
    elements(format.case, 1, &mut text, &mut bounds);
    text.push_str("where\n");
    let mut named: Vec<&str> = Vec::new();
    for (name, line) in bounds {
        if !named.contains(&name) {
            named.push(name);
            text.push_str(&format!("  {line}\n"));
        }
    }
    if format.blanks == Blanks::BetweenCases {
        text.push_str("Empty lines may stand between cases.\n");
    }
    text.push_str(
        "Layout: tokens separated by one space, every line (the last too) ends with \\n, \
         no leading zeros, nothing after the end (grundy validate; --loose: tokens and bounds only).\n",
    );
    text
}

fn elements(
    elements: &[Element],
    depth: usize,
    text: &mut String,
    bounds: &mut Vec<(&'static str, String)>,
) {
    let indent = "  ".repeat(depth);
    for element in elements {
        match *element {
            Element::Line(tokens) => {
                let words: Vec<String> = tokens.iter().map(|t| token(t, bounds)).collect();
                text.push_str(&format!("{indent}line: {}\n", words.join(" ")));
            }
            Element::Repeat { count, body } => {
                text.push_str(&format!("{indent}{} times:\n", show_expr(count)));
                self::elements(body, depth + 1, text, bounds);
            }
            Element::Until { sentinel, body } => {
                text.push_str(&format!(
                    "{indent}until a line `{}` (read, part of the case):\n",
                    spaced(sentinel)
                ));
                self::elements(body, depth + 1, text, bounds);
            }
        }
    }
}

/// One token as a statement writes it (`M`, `a1 .. aM`), its bounds noted.
fn token(t: &Token, bounds: &mut Vec<(&'static str, String)>) -> String {
    match *t {
        Token::Int(int) => {
            bounds.push(int_bound(&int));
            int.name.to_string()
        }
        Token::Ints { count, int } => {
            bounds.push(int_bound(&int));
            let last = match count {
                Expr::Lit(n) => n.to_string(),
                Expr::Var(name) => name.to_string(),
                Expr::Minus(name, k) => format!("({name}-{k})"),
                Expr::Neg(k) => format!("(-{k})"),
            };
            format!("{0}1 .. {0}{last}", int.name)
        }
        Token::Word {
            name,
            what,
            letters,
            len,
        } => {
            bounds.push((
                name,
                format!(
                    "{name}: {what}, {} to {} characters, each one of `{letters}`",
                    show_expr(len.0),
                    show_expr(len.1)
                ),
            ));
            name.to_string()
        }
        Token::Switch { int, arms } => {
            bounds.push(int_bound(&int));
            let arms: Vec<String> = arms
                .iter()
                .map(|(value, tokens)| {
                    let words: Vec<String> = tokens.iter().map(|t| token(t, bounds)).collect();
                    format!("{} = {value}: {}", int.name, words.join(" "))
                })
                .collect();
            format!("{} ... ({})", int.name, arms.join("; "))
        }
    }
}

fn int_bound(int: &Int) -> (&'static str, String) {
    (
        int.name,
        format!(
            "{}: {}, {} <= {} <= {}",
            int.name,
            int.what,
            show_expr(int.lo),
            int.name,
            show_expr(int.hi)
        ),
    )
}

fn spaced(values: &[u64]) -> String {
    let words: Vec<String> = values.iter().map(u64::to_string).collect();
    words.join(" ")
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::registry::PROBLEMS;

    #[test]
    fn poj2234_reads_as_its_statement() {
        let nim = crate::registry::entry("poj2234").unwrap();
        assert_eq!(
            describe(&nim.tools.format)
                .lines()
                .take(5)
                .collect::<Vec<_>>(),
            [
                "Cases until the end of the input. One case:",
                "  line: M a1 .. aM",
                "where",
                "  M: a pile count, 1 <= M <= 20",
                "  a: a pile size, 1 <= a <= 10000000",
            ]
        );
    }

    #[test]
    fn every_format_names_each_value_it_uses_before_using_it() {
        for p in PROBLEMS {
            let text = describe(&p.tools.format);
            assert!(text.contains("where\n"), "{}", p.id);
            for line in text.lines().filter(|l| l.contains(" times:")) {
                let count = line.trim().split(' ').next().unwrap();
                let name = count.trim_start_matches('(').split('-').next().unwrap();
                assert!(text.contains(&format!("  {name}: ")), "{}: {line}", p.id);
            }
        }
    }
}
