//! What a judge input format holds, for tests that choose rows by their
//! [`Format`] rather than by name.
#![allow(dead_code)] // Each test binary uses its own part of these helpers.

use grundy::format::{Cases, Element, Format, Token};

/// Every token of `format` in declared order: the case count first when
/// the input states it (as an `Int`), and after a switch its arms' tokens.
pub fn tokens(format: &Format) -> Vec<Token> {
    let mut all = Vec::new();
    if let Cases::Counted(int) = format.cases {
        all.push(Token::Int(int));
    }
    elements(format.case, &mut all);
    all
}

fn elements(list: &[Element], all: &mut Vec<Token>) {
    for element in list {
        match element {
            Element::Line(tokens) => line(tokens, all),
            Element::Repeat { body, .. } | Element::Until { body, .. } => elements(body, all),
        }
    }
}

fn line(tokens: &[Token], all: &mut Vec<Token>) {
    for token in tokens {
        all.push(*token);
        if let Token::Switch { arms, .. } = token {
            for (_, arm) in arms.iter() {
                line(arm, all);
            }
        }
    }
}

/// Whether `format` has an integer token anywhere (a format of words
/// only, hdu1404's digit string, has none).
pub fn has_int(format: &Format) -> bool {
    tokens(format)
        .iter()
        .any(|t| !matches!(t, Token::Word { .. }))
}
