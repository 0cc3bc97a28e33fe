//! The emitted `read_case`: one case of the description's input layout
//! ([`crate::format`]), line by line, each token stored with its name and
//! line. The walk over the layout is the same in both languages; a writer
//! only spells its statements ([`Reads`]).

use super::plan::index;
use crate::describe::Description;
use crate::format::{Cases, Element, Expr, Int, Token};
use std::fmt::Write as _;

/// How a language spells the statements of `read_case`.
pub(super) trait Reads {
    /// Ends a line: the line counter steps.
    const NEXT_LINE: &'static str;
    /// After the case's first line: the sentinel can no longer match.
    const SENT_OFF: &'static str;
    /// Closes a [`Reads::repeat`].
    const REPEAT_END: &'static str;
    /// The function's last lines.
    const CLOSE: &'static str;
    /// The function's first lines; `sentinel` when cases end at a line.
    fn open(&self, sentinel: bool) -> String;
    /// A literal count.
    fn lit(&self, v: u64) -> String;
    /// The latest value of the token at `index`.
    fn last(&self, index: usize) -> String;
    /// That value less `k`, at least 0.
    fn minus(&self, index: usize, k: u64) -> String;
    /// Reads the token at `index` (named `what` in a message); `top` on the
    /// case's first line, where input may end or the sentinel stand.
    fn token(&self, index: usize, what: &str, top: bool) -> String;
    /// Reads the word at `index` of `letters`, never three `three` in a
    /// row (0: no such rule), never a letter of `apart` next to itself.
    fn word(&self, index: usize, what: &str, letters: &str, three: u8, apart: &str) -> String;
    /// `call` done `count` times.
    fn tokens(&self, count: &str, call: &str) -> String;
    /// Opens `count` repetitions at nesting `depth`.
    fn repeat(&self, count: &str, depth: usize) -> String;
}

/// The emitted `read_case` of `d`, in `lang`.
pub(super) fn read_case<L: Reads>(d: &Description, lang: &L) -> String {
    let mut s = lang.open(matches!(d.format.cases, Cases::Sentinel(_)));
    elements(d, lang, &mut s, d.format.case, true, 1);
    s.push_str(L::CLOSE);
    s
}

fn expr<L: Reads>(d: &Description, lang: &L, e: Expr) -> String {
    match e {
        Expr::Lit(v) => lang.lit(v),
        Expr::Var(n) => lang.last(index(d, n)),
        Expr::Minus(n, k) => lang.minus(index(d, n), k),
        // A count is never negative: a negative count is no repetition.
        Expr::Neg(_) => lang.lit(0),
    }
}

fn elements<L: Reads>(
    d: &Description,
    lang: &L,
    s: &mut String,
    elements: &[Element],
    top: bool,
    depth: usize,
) {
    let pad = "    ".repeat(depth);
    for element in elements {
        match *element {
            Element::Line(tokens) => {
                let _ = writeln!(s, "{pad}{}", L::NEXT_LINE);
                for token in tokens {
                    if let Token::Word {
                        name,
                        what,
                        letters,
                        ..
                    } = *token
                    {
                        let (three, apart) = match (crate::describe::strips::avoid(d), &d.game) {
                            (Some((_, _, true, _)), crate::describe::Game::Strips(b))
                                if b.name == name =>
                            {
                                (b.mark, String::new())
                            }
                            (Some((_, _, _, Some(_))), crate::describe::Game::Strips(b))
                                if b.name == name =>
                            {
                                (0, String::from_utf8_lossy(&b.letters()).into_owned())
                            }
                            _ => (0, String::new()),
                        };
                        let rule = crate::describe::strips::board_rule(d);
                        let what = format!("{what} {name}{rule}");
                        let _ = writeln!(
                            s,
                            "{pad}{}",
                            lang.word(index(d, name), &what, letters, three, &apart)
                        );
                        continue;
                    }
                    let (count, int) = match *token {
                        Token::Int(int) => (None, int),
                        Token::Ints { count, int } => (Some(count), int),
                        _ => continue,
                    };
                    let call = lang.token(index(d, int.name), &what(d, &int), top);
                    match count {
                        None => {
                            let _ = writeln!(s, "{pad}{call}");
                        }
                        Some(c) => {
                            let _ = writeln!(s, "{pad}{}", lang.tokens(&expr(d, lang, c), &call));
                        }
                    }
                }
                if top {
                    let _ = writeln!(s, "{pad}{}", L::SENT_OFF);
                }
            }
            Element::Repeat { count, body } => {
                let _ = writeln!(s, "{pad}{}", lang.repeat(&expr(d, lang, count), depth));
                self::elements(d, lang, s, body, false, depth + 1);
                let _ = writeln!(s, "{pad}{}", L::REPEAT_END);
            }
            Element::Until { .. } => {}
        }
    }
}

/// The name of a case token in an error message.
fn what(d: &Description, int: &Int) -> String {
    let mut w = format!("{} {}", int.what, int.name);
    if matches!(d.format.cases, Cases::Sentinel(_)) {
        w.push_str(" (or the last line)");
    }
    w
}
