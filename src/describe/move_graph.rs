//! The description family `game = "staircase"` with `when = "CONDITION"`:
//! the heaps are boxes 1..=n in reading order, and a move takes any
//! positive number of cards from box A to box B when the condition on A and
//! B holds (HDU 3389). Answered by the staircase reduction of
//! [`crate::games::move_graph`]: the XOR of the cards on the odd-depth
//! boxes, or a refusal naming the boxes where the reduction does not apply.

use super::solve::Solver;
use super::toml::Table;
use super::{string, DescribeError, Game};
use crate::games::move_graph::{nim_sum, Condition, Staircase};

/// The game of a `[game]` table saying `game = "staircase"`: the classic
/// one (a stair to the stair below), or one on the move graph `when` says.
pub fn game(table: &Table) -> Result<Game, DescribeError> {
    let Some(v) = table.get("when") else {
        return Ok(Game::Staircase);
    };
    let text = string(v)?;
    let cond = Condition::parse(&text).map_err(|e| DescribeError {
        line: v.line,
        // The condition starts after the opening quote.
        column: v.column
            + 1
            + text
                .char_indices()
                .take_while(|(i, c)| i + c.len_utf8() <= e.at)
                .count(),
        message: format!("in the condition \"when\": {}", e.message),
    })?;
    Ok(Game::MoveGraph(Box::new(cond)))
}

/// The answer to the case just read: who wins.
pub(super) fn answer(solver: &mut Solver<'_>, cond: &Condition) -> Result<String, String> {
    let cards: Vec<u64> = solver.heaps().iter().map(|r| r.value).collect();
    let staircase = solver
        .staircase
        .get_or_insert_with(|| Staircase::new(cond.clone()));
    let odd = staircase
        .odd_boxes(cards.len() as u64)
        .map_err(|e| e.to_string())?;
    let x = nim_sum(&cards, odd);
    Ok(solver.words(x != 0))
}

/// How the answers are known (`show`, the solver's evidence).
pub fn evidence(cond: &Condition) -> String {
    format!(
        "proved per case: the staircase reduction on the move graph of \"{cond}\" (boxes 1..n, any number of cards from box A to a lower box B): a box that cannot move is even, a box that can is the opposite of every box it moves to; the cards on the odd boxes are Nim heaps and the even boxes do not count. A case whose graph moves a box to a box not lower, or to an odd and an even box, is refused with the boxes"
    )
}

/// The game in one line.
pub fn game_line(cond: &Condition) -> String {
    format!("staircase: any number of cards from box A to box B when {cond}")
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
}
