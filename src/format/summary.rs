//! A format in one line, for `grundy list --long` and `show`'s card: the
//! input's layout written once, as the [`Format`], and summed up from it
//! (`lines `M a1 .. aM` until end of input`) rather than restated by hand.
//!
//! The line names what the format names (`M`, `a1 .. aM`, `N - 1 lines`);
//! the bounds and the rules no layout states stay with `describe` and the
//! problem's spec.

use super::{show_expr, Cases, Element, Expr, Format, Token};

impl Format {
    /// The input in one line: how the cases end and what one case is.
    pub fn summary(&self) -> String {
        match (self.case, self.cases) {
            // A case of one line reads as lines of it.
            ([Element::Line(tokens)], Cases::UntilEnd) => {
                format!("lines {} until end of input", line(tokens))
            }
            ([Element::Line(tokens)], Cases::Counted(t)) => {
                format!("`{}`, then {} lines {}", t.name, t.name, line(tokens))
            }
            ([Element::Line(tokens)], Cases::Sentinel(end)) => {
                format!("lines {} until a line `{}`", line(tokens), spaced(end))
            }
            (case, Cases::One) => format!("one case: {}", elements(case)),
            (case, Cases::UntilEnd) => format!("cases until end of input: {}", elements(case)),
            (case, Cases::Counted(t)) => {
                format!("`{}`, then {} cases: {}", t.name, t.name, elements(case))
            }
            (case, Cases::Sentinel(end)) => {
                format!("cases until a line `{}`: {}", spaced(end), elements(case))
            }
        }
    }
}

/// Elements in order, separated by commas.
fn elements(elements: &[Element]) -> String {
    let parts: Vec<String> = elements.iter().map(element).collect();
    parts.join(", ")
}

fn element(element: &Element) -> String {
    match *element {
        Element::Line(tokens) => line(tokens),
        Element::Repeat { count, body } => match body {
            [Element::Line(tokens)] => format!("{} {}", lines(count), line(tokens)),
            _ => format!("{} times ({})", show_expr(count), elements(body)),
        },
        Element::Until { sentinel, body } => match body {
            [Element::Line(tokens)] => {
                format!("lines {} until a line `{}`", line(tokens), spaced(sentinel))
            }
            _ => format!("({}) until a line `{}`", elements(body), spaced(sentinel)),
        },
    }
}

/// `N lines`, `N - 1 lines`, `1 line`.
fn lines(count: Expr) -> String {
    match count {
        Expr::Lit(1) => "1 line".to_string(),
        _ => format!("{} lines", show_expr(count)),
    }
}

/// A line in backquotes; a line whose tokens a [`Token::Switch`] picks is
/// each of its forms (`` `0 x` / `1 x y z` ``).
fn line(tokens: &[Token]) -> String {
    let forms: Vec<String> = forms(tokens)
        .iter()
        .map(|form| format!("`{}`", form.join(" ")))
        .collect();
    forms.join(" / ")
}

/// The words of each form a line may take.
fn forms(tokens: &[Token]) -> Vec<Vec<String>> {
    let mut so_far = vec![Vec::new()];
    for (i, token) in tokens.iter().enumerate() {
        let word = match *token {
            Token::Int(int) => int.name.to_string(),
            Token::Word { name, .. } => name.to_string(),
            Token::Ints { count, int } => list(int.name, count),
            Token::Switch { arms, .. } => {
                let rest = &tokens[i + 1..];
                let mut all = Vec::new();
                for form in &so_far {
                    for &(value, arm) in arms {
                        let after: Vec<Token> = arm.iter().chain(rest).copied().collect();
                        for tail in forms(&after) {
                            let mut whole = form.clone();
                            whole.push(value.to_string());
                            whole.extend(tail);
                            all.push(whole);
                        }
                    }
                }
                return all;
            }
        };
        for form in &mut so_far {
            form.push(word.clone());
        }
    }
    so_far
}

/// `a1 .. aM`, `a1 .. a(N - 1)`, `a1 .. a3`.
fn list(name: &str, count: Expr) -> String {
    match count {
        Expr::Minus(..) => format!("{name}1 .. {name}({})", show_expr(count)),
        _ => format!("{name}1 .. {name}{}", show_expr(count)),
    }
}

fn spaced(values: &[u64]) -> String {
    let words: Vec<String> = values.iter().map(u64::to_string).collect();
    words.join(" ")
}

#[cfg(test)]
mod tests {
    use crate::format::*;

    const NIM: Format = crate::counted_list! {
        cases: Cases::UntilEnd,
        count: ("M", "a pile count", 1, 20) in front,
        values: ("a", "a pile size", 1, 10_000_000),
    };

    #[test]
    fn a_case_of_one_line_reads_as_lines() {
        assert_eq!(NIM.summary(), "lines `M a1 .. aM` until end of input");
        const COUNTED: Format = Format {
            cases: Cases::counted("C", "a case count", 1, 100),
            case: &[Element::Line(&[int("n", "n", 1, 9), int("m", "m", 1, 9)])],
            blanks: Blanks::None,
        };
        assert_eq!(COUNTED.summary(), "`C`, then C lines `n m`");
        let ended = Format {
            cases: Cases::Sentinel(&[0, 0]),
            ..COUNTED
        };
        assert_eq!(ended.summary(), "lines `n m` until a line `0 0`");
    }

    #[test]
    fn a_case_of_several_elements_lists_them() {
        const SNIM: Format = Format {
            cases: Cases::Sentinel(&[0]),
            case: &[
                Element::Line(&[int("k", "k", 1, 100), ints(Expr::Var("k"), "s", "s", 1, 9)]),
                Element::Line(&[int("m", "m", 1, 100)]),
                Element::Repeat {
                    count: Expr::Var("m"),
                    body: &[Element::Line(&[
                        int("l", "l", 1, 100),
                        ints(Expr::Var("l"), "h", "h", 0, 9),
                    ])],
                },
            ],
            blanks: Blanks::None,
        };
        assert_eq!(
            SNIM.summary(),
            "cases until a line `0`: `k s1 .. sk`, `m`, m lines `l h1 .. hl`"
        );
        const TREE: Format = Format {
            cases: Cases::counted("T", "T", 1, 5),
            case: &[
                Element::Line(&[int("N", "N", 1, 9)]),
                Element::Repeat {
                    count: Expr::Minus("N", 1),
                    body: &[Element::Line(&[int("I", "I", 1, 9), int("J", "J", 1, 9)])],
                },
            ],
            blanks: Blanks::None,
        };
        assert_eq!(TREE.summary(), "`T`, then T cases: `N`, N - 1 lines `I J`");
    }

    #[test]
    fn every_problem_s_summary_says_how_its_cases_end() {
        for p in crate::registry::all() {
            let line = p.tools.format.summary();
            let ends = match p.tools.format.cases {
                Cases::Counted(t) => line.starts_with(&format!("`{}`, then {} ", t.name, t.name)),
                Cases::UntilEnd => line.contains(" until end of input"),
                Cases::One => line.starts_with("one case: "),
                Cases::Sentinel(_) => line.contains(" until a line `"),
            };
            assert!(ends && !line.contains("``"), "{}: {line}", p.id);
        }
    }

    #[test]
    fn nested_repeats_queries_switches_and_words_are_named() {
        const GAME: Format = Format {
            cases: Cases::UntilEnd,
            case: &[
                Element::Line(&[int("N", "N", 1, 9)]),
                Element::Repeat {
                    count: Expr::Var("N"),
                    body: &[
                        Element::Line(&[int("m", "m", 1, 9), int("k", "k", 0, 9)]),
                        Element::Repeat {
                            count: Expr::Var("k"),
                            body: &[Element::Line(&[int("a", "a", 1, 9)])],
                        },
                    ],
                },
                Element::Until {
                    sentinel: &[0],
                    body: &[Element::Line(&[
                        int("M", "M", 1, 9),
                        ints(Expr::Minus("M", 1), "p", "p", 0, 9),
                    ])],
                },
                Element::Repeat {
                    count: Expr::Lit(1),
                    body: &[Element::Line(&[
                        Token::Switch {
                            int: Int {
                                name: "op",
                                what: "op",
                                lo: Expr::Lit(0),
                                hi: Expr::Lit(1),
                            },
                            arms: &[(0, &[int("x", "x", 1, 9)]), (1, &[])],
                        },
                        int("z", "z", 0, 1),
                    ])],
                },
                Element::Line(&[Token::Word {
                    name: "row",
                    what: "a row",
                    letters: "#.",
                    len: (Expr::Lit(1), Expr::Lit(9)),
                }]),
            ],
            blanks: Blanks::None,
        };
        assert_eq!(
            GAME.summary(),
            "cases until end of input: `N`, N times (`m k`, k lines `a`), \
             lines `M p1 .. p(M - 1)` until a line `0`, 1 line `0 x z` / `1 z`, `row`"
        );
    }
}
