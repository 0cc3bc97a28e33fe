//! The description families of a move graph on the boxes of a case, the
//! heaps in reading order, a condition `when` saying which boxes a move
//! joins ([`crate::games::move_graph`]):
//!
//! - `game = "staircase"`: boxes 1..=n; a move takes any positive number of
//!   cards from box A to box B when the condition on A and B holds (HDU
//!   3389; LightOJ 1393's grid, flowing toward its last cell). Answered by
//!   the staircase reduction: the XOR of the cards on the odd-depth boxes,
//!   or a refusal naming the boxes where the reduction does not apply.
//! - `game = "split"`: boxes numbered from `boxes` (1 by default); a move
//!   takes one card from box A and puts one on box B and one on box C when
//!   the condition on A, B and C holds (UVa 1378). Each card is a game of
//!   its own; asked for the winner or the smallest winning move `A B C`.
//!
//! The condition may read a number the case gives once (a grid's width C)
//! by its name; any other word is refused, naming it.

use super::solve::Solver;
use super::toml::{Table, Value};
use super::{string, DescribeError, Game};
use crate::format::{Element, Token};
use crate::games::move_graph::{nim_sum, Condition, Split, Staircase};

/// A split on a move graph: the condition on A, B and C, and the first
/// box's number.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SplitGame {
    pub cond: Condition,
    pub first: u64,
}

/// The names a condition may read: the numbers a case gives once (one
/// token on a line of the case, not in a repeated block).
pub fn once(elements: &[Element]) -> Vec<&'static str> {
    let mut out = Vec::new();
    for e in elements {
        if let Element::Line(tokens) = e {
            for t in tokens.iter() {
                if let Token::Int(int) = t {
                    out.push(int.name);
                }
            }
        }
    }
    out
}

/// The game of a `[game]` table saying `game = "staircase"` (the classic
/// one, a stair to the stair below, or one on the move graph `when` says)
/// or `game = "split"`; `names` every name of the input, `once` those a
/// condition may read.
pub fn game(
    table: &Table,
    split: bool,
    names: &[&'static str],
    once: &[&'static str],
) -> Result<Game, DescribeError> {
    let Some(v) = table.get("when") else {
        if split {
            return Err(DescribeError {
                line: table.line,
                column: 1,
                message: "game = \"split\" needs when = \"CONDITION\", the boxes A, B and C a move joins (such as \"A < B && B <= C\")".into(),
            });
        }
        return Ok(Game::Staircase);
    };
    let cond = condition(v, if split { 3 } else { 2 }, names, once)?;
    if !split {
        return Ok(Game::MoveGraph(Box::new(cond)));
    }
    let first = match table.get("boxes") {
        None => 1,
        Some(b) => match string(b)?.as_str() {
            "0" => 0,
            "1" => 1,
            other => return Err(super::one_of(b, other, &["0", "1"])),
        },
    };
    Ok(Game::Split(Box::new(SplitGame { cond, first })))
}

fn condition(
    v: &Value,
    boxes: usize,
    names: &[&'static str],
    once: &[&'static str],
) -> Result<Condition, DescribeError> {
    let text = string(v)?;
    Condition::parse_in(&text, boxes, once).map_err(|e| {
        // A name of the input that is no single number of the case.
        let word: String = text
            .get(e.at..)
            .unwrap_or("")
            .chars()
            .take_while(|c| c.is_ascii_alphanumeric() || *c == '_')
            .collect();
        let message = if names.contains(&word.as_str()) {
            format!("in the condition \"when\": {word} is read more than once a case (a list or a repeated line); the condition reads the numbers a case gives once ({})", once.join(", "))
        } else {
            format!("in the condition \"when\": {}", e.message)
        };
        DescribeError {
            line: v.line,
            // The condition starts after the opening quote.
            column: v.column
                + 1
                + text
                    .char_indices()
                    .take_while(|(i, c)| i + c.len_utf8() <= e.at)
                    .count(),
            message,
        }
    })
}

/// The case's values of the names a condition reads, in its order.
pub(super) fn case_names(solver: &Solver<'_>, cond: &Condition) -> Vec<u64> {
    cond.names()
        .iter()
        .map(|n| solver.all(n).last().map_or(0, |r| r.value))
        .collect()
}

/// Which of the case's boxes count, by the staircase reduction.
pub(super) fn odd_boxes(solver: &mut Solver<'_>, cond: &Condition) -> Result<Vec<bool>, String> {
    let n = solver.heaps().len() as u64;
    let names = case_names(solver, cond);
    let staircase = solver
        .staircase
        .get_or_insert_with(|| Staircase::new(cond.clone()));
    staircase
        .odd_boxes(n, &names)
        .map(<[bool]>::to_vec)
        .map_err(|e| e.to_string())
}

/// The answer to the case just read: who wins.
pub(super) fn answer(solver: &mut Solver<'_>, cond: &Condition) -> Result<String, String> {
    let cards: Vec<u64> = solver.heaps().iter().map(|r| r.value).collect();
    let odd = odd_boxes(solver, cond)?;
    let x = nim_sum(&cards, &odd);
    Ok(solver.words(x != 0))
}

/// The values of the case's boxes under a split (kept for the next case of
/// as many boxes and the same numbers).
pub(super) fn split_of(solver: &mut Solver<'_>, s: &SplitGame) -> Result<Split, String> {
    let n = solver.heaps().len() as u64;
    let names = case_names(solver, &s.cond);
    if let Some((m, w, split)) = &solver.split {
        if *m == n && *w == names {
            return Ok(split.clone());
        }
    }
    let split = Split::new(&s.cond, n, s.first, &names).map_err(|e| e.to_string())?;
    solver.split = Some((n, names, split.clone()));
    Ok(split)
}

/// The answer to the case just read under a split: who wins, or the
/// smallest winning move `A B C` (box numbers), else the second word.
pub(super) fn split_answer(solver: &mut Solver<'_>, s: &SplitGame) -> Result<String, String> {
    let cards: Vec<u64> = solver.heaps().iter().map(|r| r.value).collect();
    let split = split_of(solver, s)?;
    if solver.d.ask != super::Ask::SmallestWinningMove {
        return Ok(solver.words(split.nim_sum(&cards) != 0));
    }
    Ok(match split.smallest_winning_move(&cards) {
        Some((a, b, c)) => {
            let f = s.first;
            format!("{} {} {}", a as u64 + f, b as u64 + f, c as u64 + f)
        }
        None => solver.d.second.to_string(),
    })
}

/// How the answers are known (`show`, the solver's evidence).
pub fn evidence(cond: &Condition) -> String {
    format!(
        "proved per case: the staircase reduction on the move graph of \"{cond}\" (boxes 1..n, any number of cards from box A to box B): a box that cannot move is even, a box that can is the opposite of every box it moves to, labelled from the boxes no move leaves up the graph; the cards on the odd boxes are Nim heaps and the even boxes do not count. A case whose graph has a cycle or moves a box to an odd and an even box is refused with the boxes"
    )
}

/// How a split's answers are known.
pub fn split_evidence(s: &SplitGame) -> String {
    format!(
        "proved per case: each card is a game of its own (Sprague-Grundy); a card on box A is worth the mex of g(B) XOR g(C) over the moves \"{}\" allows (boxes from {}), computed from the boxes no move leaves (worth 0) up the move graph; a box of c cards is worth g when c is odd, 0 when even, and the winning moves leave XOR 0. A case whose graph has a cycle is refused with the boxes",
        s.cond, s.first
    )
}

/// The game in one line.
pub fn game_line(cond: &Condition) -> String {
    format!("staircase: any number of cards from box A to box B when {cond}")
}

/// A split's game in one line.
pub fn split_line(s: &SplitGame) -> String {
    format!(
        "split: one card from box A becomes one on box B and one on box C when {} (boxes from {})",
        s.cond, s.first
    )
}

#[cfg(test)]
mod tests {
    /// A fault past the length limit inside a character of two bytes is
    /// placed by characters, with no panic.
    #[test]
    fn a_long_condition_of_wide_characters_is_placed() {
        let base = include_str!("../problems/hdu3389.toml");
        let at = base.find("when = ").unwrap();
        let end = at + base[at..].find('\n').unwrap();
        let text = format!(
            "{}when = \"a{}\"{}",
            &base[..at],
            "é".repeat(600),
            &base[end..]
        );
        let e = super::super::parse(&text).unwrap_err();
        assert!(e.message.contains("longer than 1000 bytes"), "{e}");
        assert_eq!(e.column, 8 + 1 + 500);
    }

    /// A word that is no box is refused naming it and the numbers a
    /// condition may read; a list of the input is refused as a list.
    #[test]
    fn names_in_the_condition_are_checked() {
        let base = include_str!("../problems/hdu3389.toml");
        let with = |cond: &str| base.replace("B < A && (A + B) % 2 == 1 && (A + B) % 3 == 0", cond);
        let e = super::super::parse(&with("B == A - X")).unwrap_err();
        assert!(
            e.message.contains("found \"X\"") && e.message.contains("case (n)"),
            "{e}"
        );
        let e = super::super::parse(&with("B == A - c")).unwrap_err();
        assert!(e.message.contains("c is read more than once"), "{e}");
        let d = super::super::parse(&with("B < A && B % n == 1")).unwrap();
        assert!(matches!(d.game, super::Game::MoveGraph(_)));
    }
}
