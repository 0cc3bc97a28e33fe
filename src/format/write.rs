//! Writing judge inputs from a [`Format`]: the writer behind `gen` and
//! `stress`.
//!
//! A generator makes cases as data ([`Case`]: rows of numbers, no counts),
//! and [`text`] lays them out as the format says: the case count `T` first
//! or the sentinel line last, empty lines between cases where the format has
//! them, and in each case every line of the description, its tokens
//! separated by single spaces. A line takes the next row for its values,
//! and every count is worked out from the rows, never stored: a count read
//! by an [`Token::Ints`] is the length of the row that list takes (`M a1 ..
//! aM`, or `N` on a line of its own above `a1 .. aN`), and a count read by
//! an [`Element::Repeat`] is how many rows are left for it (hdu1536's `m`,
//! hdu1729's `N`). A [`Token::Word`] is a row of letter indices (`0` is the
//! first letter). So `stress` can drop rows and values of a failing input
//! and the counts follow.
//!
//! A case whose rows cannot say their counts keeps a writer of its own:
//! where a repetition is followed by more rows, the rows do not say where it
//! ends (hdu5963: its edges and its operations are both rows; a graph's
//! edge lines before queries ended by `0`).

use super::{Blanks, Cases, Element, Expr, Format, Token};

/// One case as data: rows of numbers.
pub type Case = Vec<Vec<u64>>;

/// The whole judge input holding `cases`, laid out by `format`.
pub fn text(format: &Format, cases: &[Case]) -> String {
    let (before, after) = around(format.cases, cases.len() as u64);
    let mut text = before;
    for (i, case) in cases.iter().enumerate() {
        if i > 0 && format.blanks == Blanks::BetweenCases {
            text.push('\n');
        }
        write_case(format, case, &mut text);
    }
    text.push_str(&after);
    text
}

/// What stands around `count` cases in a whole input: the case count line
/// before them, the sentinel line after (`gen`'s stream and `explain`'s
/// words, one case, use it too).
pub fn around(cases: Cases, count: u64) -> (String, String) {
    match cases {
        Cases::UntilEnd | Cases::One => (String::new(), String::new()),
        Cases::Counted(_) => (format!("{count}\n"), String::new()),
        Cases::Sentinel(values) => (String::new(), spaced(values.iter().copied()) + "\n"),
    }
}

/// The lines of one case (no case count, sentinel or empty line around it);
/// nothing for a case without rows (all shrunk away).
pub fn write_case(format: &Format, case: &Case, text: &mut String) {
    if case.is_empty() {
        return;
    }
    let mut writer = Writer {
        case,
        row: 0,
        env: Vec::new(),
    };
    writer.elements(format.case, text);
}

struct Writer<'c> {
    case: &'c Case,
    /// The next row to take.
    row: usize,
    /// The counts written so far in this case.
    env: Vec<(&'static str, u64)>,
}

impl Writer<'_> {
    fn elements(&mut self, elements: &[Element], text: &mut String) {
        for (i, element) in elements.iter().enumerate() {
            match *element {
                Element::Line(tokens) => self.line(tokens, &elements[i + 1..], text),
                Element::Repeat { count, body } => {
                    for _ in 0..self.eval(count) {
                        self.elements(body, text);
                    }
                }
                Element::Until { sentinel, body } => {
                    while self.row < self.case.len() {
                        self.elements(body, text);
                    }
                    text.push_str(&spaced(sentinel.iter().copied()));
                    text.push('\n');
                }
            }
        }
    }

    /// One line: its values from the next row (when it has any that are
    /// not counts), its counts from the rows; `after` is what follows it.
    fn line(&mut self, tokens: &[Token], after: &[Element], text: &mut String) {
        let takes_row = tokens.iter().enumerate().any(|(i, t)| match t {
            Token::Int(int) => count_use(int.name, &tokens[i + 1..], after).is_none(),
            _ => true,
        });
        let empty = Vec::new();
        let row = match takes_row {
            true => self.case.get(self.row).unwrap_or(&empty),
            false => &empty,
        };
        let rows_after = self
            .case
            .len()
            .saturating_sub(self.row + usize::from(takes_row));
        let mut values = row.iter().copied();
        let mut words: Vec<String> = Vec::new();
        for (i, token) in tokens.iter().enumerate() {
            match *token {
                Token::Int(int) => {
                    let value = match count_use(int.name, &tokens[i + 1..], after) {
                        Some(Use::Row) => Some(values.len() as u64),
                        Some(Use::NextRow) => {
                            let next = self.row + usize::from(takes_row);
                            Some(self.case.get(next).map_or(0, |r| r.len() as u64))
                        }
                        Some(Use::Rows(k, tail)) => {
                            Some((rows_after as u64 + k).saturating_sub(tail))
                        }
                        None => values.next(),
                    };
                    if let Some(v) = value {
                        self.env.retain(|e| e.0 != int.name);
                        self.env.push((int.name, v));
                        words.push(crate::format::spell(&int, v));
                    }
                }
                Token::Ints { int, .. } => {
                    words.extend(values.by_ref().map(|v| crate::format::spell(&int, v)))
                }
                Token::Word { letters, .. } => {
                    let letters = letters.as_bytes();
                    let word: String = values
                        .by_ref()
                        .map(|v| char::from(letters[(v as usize).min(letters.len() - 1)]))
                        .collect();
                    words.push(word);
                }
                Token::Switch { .. } => words.extend(values.by_ref().map(|v| v.to_string())),
            }
        }
        if takes_row {
            self.row += 1;
        }
        if !words.is_empty() {
            text.push_str(&words.join(" "));
            text.push('\n');
        }
    }

    fn eval(&self, expr: Expr) -> u64 {
        expr.eval_in(&self.env)
    }
}

/// How the rows give a count.
enum Use {
    /// The length of the rest of its own line's row (`M a1 .. aM`).
    Row,
    /// The length of the next row (`N` above `a1 .. aN`).
    NextRow,
    /// The rows left after its line, plus the first number (`n - 1`
    /// edges), less the second: the lines after the repetition, one row
    /// each (`m * u v` then `c[n]`).
    Rows(u64, u64),
}

/// How the count `name` is read, when a list on the rest of its line, a
/// list on the next line or a repetition after it takes it.
/// Whether the token `name` is a count the writer works out from the rows
/// (so a generator leaves it out of its row).
pub(crate) fn is_count(name: &str, rest_of_line: &[Token], after: &[Element]) -> bool {
    count_use(name, rest_of_line, after).is_some()
}

fn count_use(name: &str, rest_of_line: &[Token], after: &[Element]) -> Option<Use> {
    let counts = |expr: &Expr| match *expr {
        Expr::Var(n) => (n == name).then_some(0),
        Expr::Minus(n, k) => (n == name).then_some(k),
        Expr::Lit(_) | Expr::Neg(_) => None,
    };
    let list = |tokens: &[Token]| {
        tokens
            .iter()
            .any(|t| matches!(t, Token::Ints { count, .. } if counts(count).is_some()))
    };
    if list(rest_of_line) {
        return Some(Use::Row);
    }
    match after.first() {
        Some(Element::Line(tokens)) if list(tokens) => return Some(Use::NextRow),
        _ => {}
    }
    after.iter().enumerate().find_map(|(i, e)| match e {
        Element::Repeat { count, .. } => {
            let tail = after[i + 1..]
                .iter()
                .filter(|e| matches!(e, Element::Line(_)))
                .count() as u64;
            counts(count).map(|k| Use::Rows(k, tail))
        }
        _ => None,
    })
}

fn spaced(values: impl Iterator<Item = u64>) -> String {
    let words: Vec<String> = values.map(|v| v.to_string()).collect();
    words.join(" ")
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::format::read::{Mode, Reader};
    use crate::registry::PROBLEMS;
    use crate::testdata::{Rng, Scale};

    #[test]
    fn counts_come_from_the_rows() {
        let text_of = |id: &str, cases: &[Case]| {
            let p = crate::registry::entry(id).unwrap();
            text(&p.tools.format, cases)
        };
        // `M a1 .. aM` on one line; `N` above its piles, after `T`.
        assert_eq!(text_of("poj2234", &[vec![vec![3, 4]]]), "2 3 4\n");
        assert_eq!(
            text_of("hdu1907", &[vec![vec![3, 4]], vec![vec![1]]]),
            "2\n2\n3 4\n1\n1\n"
        );
        // S-Nim: `k s..`, then `m` from the rows left, then `l h..` each;
        // the sentinel line last.
        assert_eq!(
            text_of("hdu1536", &[vec![vec![2, 5], vec![1], vec![0, 7]]]),
            "2 2 5\n2\n1 1\n2 0 7\n0\n"
        );
        // `n m` with n the rows left; empty lines between cases.
        assert_eq!(
            text_of(
                "hdu1730",
                &[vec![vec![9], vec![1, 2]], vec![vec![3], vec![2, 1]]]
            ),
            "1 9\n1 2\n\n1 3\n2 1\n"
        );
        // Words as letter indices.
        assert_eq!(text_of("uva10561", &[vec![vec![0, 1, 0]]]), "1\n.X.\n");
        // Values dropped by shrinking: the count follows, an empty list's
        // line goes; a case without rows is not written.
        assert_eq!(text_of("hdu1907", &[vec![vec![]]]), "1\n0\n");
        assert_eq!(text_of("poj2234", &[vec![], vec![vec![5]]]), "1 5\n");
    }

    #[test]
    fn generated_cases_are_read_back_as_written() {
        for p in PROBLEMS {
            for scale in [Scale::Tiny, Scale::Judge] {
                for seed in 1..=3 {
                    // Three cases, or as many as a judge's input may hold.
                    let count = match p.tools.format.cases_bound() {
                        crate::format::Expr::Lit(most) => most.min(3) as usize,
                        _ => 3,
                    };
                    let cases = (p.tools.generate)(&mut Rng::new(seed), scale, count);
                    let written = (p.tools.write)(&cases);
                    let mut bytes = written.as_bytes();
                    let mut reader = Reader::new(&mut bytes, Mode::Strict);
                    let read = reader.read(&p.tools.format);
                    assert!(
                        read.is_ok(),
                        "{} {scale:?} {seed}: {read:?}\n{written}",
                        p.id
                    );
                    assert_eq!(reader.cases(), cases.len() as u64, "{}", p.id);
                }
            }
        }
    }
}
