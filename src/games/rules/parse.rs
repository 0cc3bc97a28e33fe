//! The one parser of the rule language (grammar in `grundy sg --help` and
//! the module docs of [`super`]). Errors carry the column (from 1) and
//! what was expected, and, for a misspelt word, the nearest word that
//! would parse.
//!
//! ```text
//! rule  := 'misere' rule | 'sub' set | 'to' set | 'once' set
//!        | 'split' num | name | code | '1..' num '*last' | set
//! set   := term (('|' | ',') term | '-' term)*
//! term  := '(' set ')' | word | num ['..' bound]
//! bound := num | 'n' ['/' num] | num '*last'
//! num   := digits | LETTER
//! code  := digit '.' digit* ['[' digit+ ']']      digit := hex | '&' decimal ';'
//! ```

use super::{Bound, Divisors, Num, Predicate, Rule, Set};
use std::fmt;

/// A rule typed wrong: where, and what would have parsed.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct RuleError {
    /// 1-based column in the rule text.
    pub column: usize,
    pub message: String,
}

impl fmt::Display for RuleError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "column {}: {}", self.column, self.message)
    }
}

/// The most characters of a rule a message echoes on each side of a
/// fault: a rule of 60,000 parentheses is not echoed whole.
const ECHO_SIDE: usize = 30;

/// `text` for a message: control characters escaped (`\u{1b}`), so that
/// what a user typed never acts on the terminal.
pub fn shown(text: &str) -> String {
    text.chars()
        .map(|c| {
            if c.is_control() {
                c.escape_default().to_string()
            } else {
                c.to_string()
            }
        })
        .collect()
}

/// The name of `rule` in [`NAMED`], if it has one (`0.77` is Kayles).
pub fn name(rule: &Rule) -> Option<&'static str> {
    NAMED
        .iter()
        .find(|n| parse(n.1).as_ref() == Ok(rule))
        .map(|n| n.0)
}

/// `text` around `column` (from 1, a byte column as [`RuleError`] counts)
/// for a message: whole when short, else the part within [`ECHO_SIDE`]
/// bytes of the column with `...` where it is cut, control characters
/// escaped.
pub fn excerpt(text: &str, column: usize) -> String {
    let at = column.saturating_sub(1).min(text.len());
    let mut start = at.saturating_sub(ECHO_SIDE);
    while !text.is_char_boundary(start) {
        start -= 1;
    }
    let mut end = at.saturating_add(ECHO_SIDE).min(text.len());
    while !text.is_char_boundary(end) {
        end += 1;
    }
    format!(
        "{}{}{}",
        if start > 0 { "..." } else { "" },
        shown(&text[start..end]),
        if end < text.len() { "..." } else { "" }
    )
}

/// Games known by name: (name, rule text, what a move does).
pub const NAMED: &[(&str, &str, &str)] = &[
    (
        "kayles",
        "0.77",
        "knock down one pin or two adjacent pins of a row",
    ),
    (
        "dawsons-kayles",
        "0.07",
        "knock down two adjacent pins of a row",
    ),
    ("dawsons-chess", "0.137", "Dawson's chess on a 3 x n board"),
    (
        "treblecross",
        "0.007",
        "tic-tac-toe on a row (a run of safe cells as a heap)",
    ),
    ("grundy", "grundy", "split a heap into two unequal heaps"),
    ("nim", "0.[3]", "take any number from one heap"),
    (
        "lasker",
        "4.[3]",
        "Lasker's Nim: take any number, or split a heap in two",
    ),
    (
        "fibonacci-nim",
        "1..2*last",
        "take at most twice the last take, not all at first",
    ),
];

/// How deep parentheses and `misere` may nest: the parser recurses once a
/// level, so 300,000 `(` are an error, not a stack overflow.
pub const NEST_MAX: usize = 64;
/// How many sets one rule may join with `|`, `,` or `-` (numbers listed
/// together are one set and do not count): each join is a level of the
/// rule's tree, which every walk over it recurses through.
pub const JOINS_MAX: usize = 256;

/// Words of the set grammar, for suggestions.
const SET_WORDS: &[&str] = &[
    "squares",
    "primes",
    "semiprimes",
    "fibonacci",
    "powers",
    "divisors",
    "proper-divisors",
    "nontrivial-divisors",
    "coprime",
    "n",
];

/// Words that start a rule.
const RULE_WORDS: &[&str] = &["misere", "sub", "to", "once", "split"];

/// Reads a rule as the user writes it.
///
/// # Example
/// ```
/// use grundy::games::rules::{parse::parse, Rule};
/// assert_eq!(parse("4.[3]").unwrap().to_string(), "4.[3]");
/// assert_eq!(parse("1..n/2").unwrap().to_string(), "sub 1..n/2");
/// let e = parse("sqares").unwrap_err();
/// assert!(e.to_string().contains("squares"), "{e}");
/// ```
pub fn parse(text: &str) -> Result<Rule, RuleError> {
    let mut p = Parser {
        text: text.as_bytes(),
        at: 0,
        nest: 0,
        joins: 0,
    };
    let rule = p.rule()?;
    p.space();
    if p.at < p.text.len() {
        return Err(p.error("the end of the rule"));
    }
    if let Rule::Subtract(set) | Rule::Once(set) | Rule::To(set) = inner(&rule) {
        if has_memory(set) {
            return Err(RuleError {
                column: text.find("*last").map_or(1, |i| i + 1),
                message: "K*last is a whole rule, 1..K*last (take 1 to K times the last take), not part of a set".into(),
            });
        }
    }
    // An amount 0 is no move (`1,0` is {1}), as a letter bound to 0 is:
    // the numbers' one check is Rule::check_numbers.
    Ok(rule)
}

/// The rule under any `misere`.
fn inner(rule: &Rule) -> &Rule {
    match rule {
        Rule::Misere(r) => inner(r),
        r => r,
    }
}

/// Whether a set uses `K*last`, which only a whole rule may.
fn has_memory(set: &Set) -> bool {
    match set {
        Set::Range(_, Bound::TimesLast(_)) => true,
        Set::Union(a, b) | Set::Difference(a, b) => has_memory(a) || has_memory(b),
        _ => false,
    }
}

struct Parser<'a> {
    text: &'a [u8],
    at: usize,
    /// Parentheses and `misere` open around the place being read.
    nest: usize,
    /// Sets joined so far.
    joins: usize,
}

impl Parser<'_> {
    fn space(&mut self) {
        while self.peek().is_some_and(|b| b == b' ') {
            self.at += 1;
        }
    }

    fn peek(&self) -> Option<u8> {
        self.text.get(self.at).copied()
    }

    fn found(&self) -> String {
        let rest = &self.text[self.at..];
        if rest.is_empty() {
            return "the end".into();
        }
        let word: Vec<u8> = rest
            .iter()
            .copied()
            .take_while(|&b| b != b' ')
            .take(12)
            .collect();
        format!("'{}'", shown(&String::from_utf8_lossy(&word)))
    }

    fn error(&self, expected: &str) -> RuleError {
        RuleError {
            column: self.at + 1,
            message: format!("expected {expected}, found {}", self.found()),
        }
    }

    /// Opens a level of nesting at `column`, or says it is one too deep.
    fn enter(&mut self, column: usize) -> Result<(), RuleError> {
        if self.nest == NEST_MAX {
            return Err(RuleError {
                column,
                message: format!("parentheses and 'misere' nested more than {NEST_MAX} deep"),
            });
        }
        self.nest += 1;
        Ok(())
    }

    /// Counts one join of two sets, at `column`.
    fn join(&mut self, column: usize) -> Result<(), RuleError> {
        self.joins += 1;
        if self.joins > JOINS_MAX {
            return Err(RuleError {
                column,
                message: format!("more than {JOINS_MAX} sets joined by '|', ',' or '-'"),
            });
        }
        Ok(())
    }

    fn eat(&mut self, s: &str) -> bool {
        if self.text[self.at..].starts_with(s.as_bytes()) {
            self.at += s.len();
            true
        } else {
            false
        }
    }

    /// A word of letters, digits after the first letter, and dashes.
    fn word(&mut self) -> Option<(usize, String)> {
        let start = self.at;
        if !self.peek().is_some_and(|b| b.is_ascii_alphabetic()) {
            return None;
        }
        while self
            .peek()
            .is_some_and(|b| b.is_ascii_alphanumeric() || b == b'-' || b == b'\'' || b == b'_')
        {
            // A dash before a digit or '(' is the difference operator.
            if self.peek() == Some(b'-')
                && !self
                    .text
                    .get(self.at + 1)
                    .is_some_and(|b| b.is_ascii_alphabetic())
            {
                break;
            }
            self.at += 1;
        }
        let w = String::from_utf8_lossy(&self.text[start..self.at]).to_ascii_lowercase();
        Some((start, w))
    }

    fn is_code(&self) -> bool {
        let rest = &self.text[self.at..];
        rest.windows(2)
            .position(|w| w[0] == b'.' && w[1] != b'.')
            .is_some_and(|i| {
                (i == 0 || rest[i - 1] != b'.')
                    && rest[..i]
                        .iter()
                        .all(|b| b.is_ascii_hexdigit() || b"&;".contains(b))
            })
            || rest.last() == Some(&b'.') && rest.len() >= 2 && rest[rest.len() - 2] != b'.'
    }

    fn rule(&mut self) -> Result<Rule, RuleError> {
        self.space();
        if self.is_code() {
            return self.code();
        }
        let save = self.at;
        if let Some((start, w)) = self.word() {
            let column = start + 1;
            match w.as_str() {
                "misere" | "misère" => {
                    self.enter(column)?;
                    let rule = self.rule()?;
                    self.nest -= 1;
                    return Ok(Rule::Misere(Box::new(rule)));
                }
                "sub" => return Ok(Rule::Subtract(self.set()?)),
                "to" => return Ok(Rule::To(self.set()?)),
                "once" => return Ok(Rule::Once(self.set()?)),
                "split" => {
                    self.space();
                    let k = self.num()?;
                    if k.lit().is_some_and(|k| k < 2) {
                        return Err(RuleError {
                            column: self.at,
                            message: super::SPLIT_AT_LEAST_2.into(),
                        });
                    }
                    return Ok(Rule::SplitEqual(k));
                }
                "grundy" | "grundys-game" => return Ok(Rule::Grundy),
                _ => {}
            }
            if let Some(&(_, text, _)) = NAMED.iter().find(|n| n.0 == w) {
                return parse(text).map_err(|e| RuleError {
                    column,
                    message: e.message,
                });
            }
            self.at = save;
        }
        let set = self.set()?;
        if let Set::Range(Num::Lit(1), Bound::TimesLast(k)) = set {
            return Ok(Rule::TimesLast(k));
        }
        Ok(Rule::Subtract(set))
    }

    fn code(&mut self) -> Result<Rule, RuleError> {
        let first = self.at;
        let mut digits = vec![self.digit()?];
        if digits[0] & 3 != 0 {
            return Err(RuleError {
                column: first + 1,
                message: format!(
                    "the digit before the point may only split (4, 8, c...), found {}: taking nothing and leaving the heap would be a pass",
                    digits[0]
                ),
            });
        }
        if !self.eat(".") {
            return Err(self.error("'.' after the first digit of a code"));
        }
        let mut repeat = None;
        while self.at < self.text.len() && self.peek() != Some(b' ') {
            if self.eat("[") {
                if repeat.is_some() {
                    return Err(RuleError {
                        column: self.at,
                        message: "a code has one repeating group".into(),
                    });
                }
                repeat = Some(digits.len());
                if self.peek() == Some(b']') {
                    return Err(self.error("a digit in the repeating group"));
                }
                continue;
            }
            if self.eat("]") {
                if repeat.is_none() {
                    return Err(RuleError {
                        column: self.at,
                        message: "']' without '['".into(),
                    });
                }
                self.space();
                if self.at < self.text.len() {
                    return Err(self.error("the end of the code after its repeating group"));
                }
                break;
            }
            digits.push(self.digit()?);
        }
        if repeat.is_some() && !self.text[..self.at].ends_with(b"]") {
            return Err(self.error("']' closing the repeating group"));
        }
        match repeat {
            Some(r) if digits[r..].iter().all(|&d| d == 0) => {
                digits.truncate(r);
                repeat = None;
            }
            _ => {}
        }
        if repeat.is_none() {
            while digits.len() > 1 && digits.last() == Some(&0) {
                digits.pop();
            }
        }
        Ok(Rule::Code { digits, repeat })
    }

    fn digit(&mut self) -> Result<u32, RuleError> {
        match self.peek() {
            Some(b'&') => {
                self.at += 1;
                let start = self.at;
                while self.peek().is_some_and(|b| b.is_ascii_digit()) {
                    self.at += 1;
                }
                let n: Option<u32> = std::str::from_utf8(&self.text[start..self.at])
                    .ok()
                    .and_then(|s| s.parse().ok())
                    .filter(|&n| n < 1 << 16);
                let Some(n) = n else {
                    self.at = start;
                    return Err(
                        self.error("a decimal digit value below 65536 after '&' (like &16;)")
                    );
                };
                if !self.eat(";") {
                    return Err(self.error("';' ending the digit (like &16;)"));
                }
                Ok(n)
            }
            Some(b) if b.is_ascii_hexdigit() => {
                self.at += 1;
                Ok((b as char).to_digit(16).unwrap_or(0))
            }
            _ => Err(self.error("a code digit: 0-9, a-f, or &NN; for 16 and up")),
        }
    }

    fn num(&mut self) -> Result<Num, RuleError> {
        self.space();
        let start = self.at;
        match self.peek() {
            Some(b) if b.is_ascii_digit() => {
                while self.peek().is_some_and(|b| b.is_ascii_digit()) {
                    self.at += 1;
                }
                std::str::from_utf8(&self.text[start..self.at])
                    .ok()
                    .and_then(|s| s.parse().ok())
                    .map(Num::Lit)
                    .ok_or_else(|| RuleError {
                        column: start + 1,
                        message: "a number above 18446744073709551615".into(),
                    })
            }
            Some(b)
                if b.is_ascii_uppercase()
                    && !self
                        .text
                        .get(self.at + 1)
                        .is_some_and(|b| b.is_ascii_alphabetic()) =>
            {
                self.at += 1;
                Ok(Num::Var(b as char))
            }
            _ => Err(self.error("a number or a parameter letter (K)")),
        }
    }

    fn set(&mut self) -> Result<Set, RuleError> {
        let mut set = self.term()?;
        loop {
            self.space();
            match self.peek() {
                Some(b'|') | Some(b',') => {
                    self.at += 1;
                    let column = self.at;
                    let next = self.term()?;
                    set = match (set, next) {
                        (Set::Finite(mut a), Set::Finite(b)) => {
                            a.extend(b);
                            Set::Finite(a)
                        }
                        (a, b) => {
                            self.join(column)?;
                            Set::Union(Box::new(a), Box::new(b))
                        }
                    };
                }
                Some(b'-') => {
                    self.at += 1;
                    self.join(self.at)?;
                    set = Set::Difference(Box::new(set), Box::new(self.term()?));
                }
                _ => return Ok(set),
            }
        }
    }

    fn term(&mut self) -> Result<Set, RuleError> {
        self.space();
        if self.eat("(") {
            self.enter(self.at)?;
            let set = self.set()?;
            self.space();
            if !self.eat(")") {
                return Err(self.error("')'"));
            }
            self.nest -= 1;
            return Ok(set);
        }
        if self.peek().is_some_and(|b| b.is_ascii_lowercase()) {
            let (start, w) = self.word().unwrap_or_default();
            return match w.as_str() {
                "squares" => Ok(Set::Predicate(Predicate::Squares)),
                "primes" => Ok(Set::Predicate(Predicate::Primes)),
                "semiprimes" => Ok(Set::Predicate(Predicate::Semiprimes)),
                "fibonacci" => Ok(Set::Predicate(Predicate::Fibonacci)),
                "powers" => {
                    self.space();
                    if !self.eat("(") {
                        return Err(self.error("'(' and the base, like powers(2)"));
                    }
                    let k = self.num()?;
                    self.space();
                    if !self.eat(")") {
                        return Err(self.error("')' after the base"));
                    }
                    Ok(Set::Predicate(Predicate::Powers(k)))
                }
                "divisors" => Ok(Set::Divisors(Divisors::All)),
                "proper-divisors" => Ok(Set::Divisors(Divisors::Proper)),
                "nontrivial-divisors" => Ok(Set::Divisors(Divisors::Nontrivial)),
                "coprime" => Ok(Set::Coprime),
                // The heap stands only at the end of a range.
                "n" => Err(RuleError {
                    column: start + 1,
                    message: "'n' (the heap) stands only at the end of a range: 1..n, 1..n/2"
                        .into(),
                }),
                _ => {
                    let mut words: Vec<&str> = SET_WORDS.to_vec();
                    words.extend(RULE_WORDS);
                    words.extend(NAMED.iter().map(|n| n.0));
                    Err(RuleError {
                        column: start + 1,
                        message: format!(
                            "unknown word '{}'{}",
                            excerpt(&w, 1),
                            nearest(&w, &words)
                                .map(|s| format!("; did you mean '{s}'?"))
                                .unwrap_or_else(|| "; expected a set (squares, primes, 1..n/2, ...), a code (0.77) or a name (kayles); grundy sg --help lists them".into())
                        ),
                    })
                }
            };
        }
        let a = self.num()?;
        if !self.eat("..") {
            return Ok(Set::Finite(vec![a]));
        }
        self.space();
        if self.peek() == Some(b'n') {
            self.at += 1;
            if self.eat("/") {
                let k = self.num()?;
                if k.lit() == Some(0) {
                    return Err(RuleError {
                        column: self.at,
                        message: super::DIVISOR_AT_LEAST_1.into(),
                    });
                }
                return Ok(Set::Range(a, Bound::HeapOver(k)));
            }
            return Ok(Set::Range(a, Bound::HeapOver(Num::Lit(1))));
        }
        let b = self
            .num()
            .map_err(|_| self.error("a number, n or n/K after '..' (like 1..10 or 1..n/2)"))?;
        if self.eat("*last") {
            return Ok(Set::Range(a, Bound::TimesLast(b)));
        }
        if let (Some(x), Some(y)) = (a.lit(), b.lit()) {
            if x > y {
                return Err(RuleError {
                    column: self.at,
                    message: format!("the range {x}..{y} is empty: its start is above its end"),
                });
            }
        }
        Ok(Set::Range(a, Bound::Num(b)))
    }
}

/// The word of `words` nearest to `w` by edit distance, when it is near
/// enough to be what was meant.
pub fn nearest<'a>(w: &str, words: &[&'a str]) -> Option<&'a str> {
    words
        .iter()
        .map(|&c| (edit_distance(w, c), c))
        .filter(|&(d, c)| d <= 1.max(c.len() / 3) && d < w.chars().count())
        .min()
        .map(|(_, c)| c)
}

/// Edit distance over characters where swapping two neighbours counts as
/// one edit (optimal string alignment): `hdu1970` is one edit from
/// `hdu1907`, `sqares` one from `squares`. The one edit distance of every
/// suggestion (rule words, problem names, commands, flags, description
/// keys).
pub fn edit_distance(a: &str, b: &str) -> usize {
    let (a, b): (Vec<char>, Vec<char>) = (a.chars().collect(), b.chars().collect());
    let mut d = vec![vec![0usize; b.len() + 1]; a.len() + 1];
    for (i, row) in d.iter_mut().enumerate() {
        row[0] = i;
    }
    d[0] = (0..=b.len()).collect();
    for i in 1..=a.len() {
        for j in 1..=b.len() {
            let cost = usize::from(a[i - 1] != b[j - 1]);
            d[i][j] = (d[i - 1][j] + 1)
                .min(d[i][j - 1] + 1)
                .min(d[i - 1][j - 1] + cost);
            if i > 1 && j > 1 && a[i - 1] == b[j - 2] && a[i - 2] == b[j - 1] {
                d[i][j] = d[i][j].min(d[i - 2][j - 2] + 1);
            }
        }
    }
    d[a.len()][b.len()]
}

#[cfg(test)]
mod tests {
    use super::*;

    fn round(text: &str) -> String {
        parse(text)
            .unwrap_or_else(|e| panic!("{text}: {e}"))
            .to_string()
    }

    #[test]
    fn families_round_trip() {
        assert_eq!(round("1,3,4"), "sub 1,3,4");
        assert_eq!(round("sub 4"), "sub 4");
        assert_eq!(round("4.0"), "4.0");
        assert_eq!(round("1..10"), "sub 1..10");
        assert_eq!(round("L..R"), "sub L..R");
        assert_eq!(round("1,2,K"), "sub 1,2,K");
        assert_eq!(round("squares"), "sub squares");
        assert_eq!(round("primes|semiprimes-4"), "sub primes|semiprimes-4");
        assert_eq!(round("powers(K)"), "sub powers(K)");
        assert_eq!(round("1..n/2"), "sub 1..n/2");
        assert_eq!(round("1..n"), "sub 1..n");
        assert_eq!(round("nontrivial-divisors"), "sub nontrivial-divisors");
        assert_eq!(round("to proper-divisors"), "to proper-divisors");
        assert_eq!(round("coprime"), "sub coprime");
        assert_eq!(round("4.[3]"), "4.[3]");
        assert_eq!(round("0.[7]"), "0.[7]");
        assert_eq!(round("0.&16;"), "0.&16;");
        assert_eq!(round("0.770"), "0.77");
        assert_eq!(round("split 3"), "split 3");
        assert_eq!(round("1..2*last"), "1..2*last");
        assert_eq!(round("once 1..n"), "once 1..n");
        assert_eq!(round("misere 0.77"), "misere 0.77");
        assert_eq!(round("lasker"), "4.[3]");
        assert_eq!(round("kayles"), "0.77");
        // A difference after a bound of n is written so it cannot read as
        // 1..(n - 1), and reads back as itself.
        assert_eq!(round("1..n-1"), "sub (1..n)-1");
        assert_eq!(round("(1..n)-1"), "sub (1..n)-1");
        assert_eq!(round("1..n/2-3"), "sub (1..n/2)-3");
    }

    /// Random strings of the grammar's characters: parsing never panics,
    /// an error's column lies within the text (or just past it), and a
    /// plain rule that parses computes the values of the definition.
    #[test]
    fn random_rules_never_panic() {
        let pieces = [
            "0", "1", "2", "3", "7", "9", "12", ".", "..", ",", "|", "-", "(", ")", "[", "]", "n",
            "/", "K", "*last", "&16;", " ", "sub ", "to ", "once ", "misere ", "split ", "squares",
            "primes", "divisors", "coprime", "powers(", "x", "\u{1b}", "é",
        ];
        let mut rng = crate::testdata::Rng::new(30);
        let mut parsed = 0;
        for _ in 0..20_000 {
            let len = rng.range(1, 8) as usize;
            let text: String = (0..len).map(|_| rng.pick(&pieces)).collect();
            match parse(&text) {
                Err(e) => assert!(e.column >= 1 && e.column <= text.len() + 1, "{text:?}: {e}"),
                Ok(rule) => {
                    parsed += 1;
                    if rule.is_plain() && rule.letters().is_empty() {
                        let mut engine =
                            crate::games::rules::engine::Engine::new(&rule, 40).unwrap();
                        engine.extend_to(40);
                        let naive = crate::games::rules::engine::naive_values(&rule, 40);
                        assert_eq!(engine.values(), &naive[..], "{text:?}");
                    }
                }
            }
        }
        assert!(parsed > 1000, "{parsed}");
    }

    /// Nesting and joins are bounded where they are read: 300,000
    /// parentheses or `misere`s are an error at the first one too deep, not
    /// a stack overflow, and so is a chain of sets past [`JOINS_MAX`].
    #[test]
    fn depth_is_bounded() {
        let parens = |k: usize| format!("{}1{}", "(".repeat(k), ")".repeat(k));
        assert_eq!(round(&parens(NEST_MAX)), "sub 1");
        for k in [NEST_MAX + 1, 300_000] {
            let e = parse(&parens(k)).unwrap_err();
            assert_eq!(e.column, NEST_MAX + 1, "{e}");
            assert!(e.message.contains("nested more than 64 deep"), "{e}");
        }
        let miseres = |k: usize| format!("{}0.77", "misere ".repeat(k));
        assert!(parse(&miseres(NEST_MAX)).is_ok());
        let e = parse(&miseres(300_000)).unwrap_err();
        assert_eq!(e.column, 7 * NEST_MAX + 1, "{e}");
        let chain = |k: usize| vec!["squares"; k + 1].join("|");
        assert!(parse(&chain(JOINS_MAX)).is_ok());
        let e = parse(&chain(100_000)).unwrap_err();
        assert_eq!(e.column, 8 * (JOINS_MAX + 1), "{e}");
        assert!(e.message.contains("more than 256 sets joined"), "{e}");
        // Numbers listed together are one set, however many.
        let many: Vec<String> = (1..=10_000).map(|k| k.to_string()).collect();
        assert!(parse(&many.join(",")).is_ok());
    }

    #[test]
    fn errors_say_where_and_what() {
        let e = parse("1..").unwrap_err();
        assert_eq!(e.column, 4);
        assert!(e.message.contains("after '..'"), "{e}");
        let e = parse("primse").unwrap_err();
        assert!(e.message.contains("did you mean 'primes'"), "{e}");
        let e = parse("0.7g").unwrap_err();
        assert_eq!(e.column, 4, "{e}");
        let e = parse("1.07").unwrap_err();
        assert!(e.message.contains("may only split"), "{e}");
        let e = parse("0.[7").unwrap_err();
        assert!(e.message.contains("']'"), "{e}");
        let e = parse("5..2").unwrap_err();
        assert!(e.message.contains("empty"), "{e}");
        let e = parse("1,2,").unwrap_err();
        assert_eq!(e.column, 5, "{e}");
        assert!(parse("split 1").is_err());
        assert!(parse("2..3*last")
            .unwrap_err()
            .message
            .contains("whole rule"));
        // 0 is no move, as a letter bound to 0 is (Rule::check_numbers).
        assert!(parse("misere 0,1").is_ok());
        assert!(parse("1..n/0").is_err());
        let alone = parse("misere 2..4|n").unwrap_err();
        assert_eq!(alone.column, 13);
        assert!(
            alone.message.contains("only at the end of a range"),
            "{}",
            alone.message
        );
        let e = parse("misere kayels").unwrap_err();
        assert!(e.message.contains("kayles"), "{e}");
    }
}
