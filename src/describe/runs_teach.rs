//! `explain` and `play` of a rule built from the input (`runs = "s"`,
//! [`Game::Runs`]), in the game's own words: each row of the case is a
//! heap of the case's take-and-break code ([`super::solve::runs_code`],
//! its values from the solver's [`Values`]), and a move removes a run of s
//! consecutive stones, s listed, from position p of row r, which leaves
//! what was on either side as up to two rows. The winning moves are those
//! of the one finder, [`sum::winning_moves`], over the rows, the code's
//! moves listed by place; play's hint is the account explain writes
//! (the same [`Rows::account`]), and its reply the account's first
//! winning move. Who wins only: the winning-move questions count the
//! code's moves as `grundy FILE` does and keep the heap accounts of
//! [`super::teach`].
//!
//! Play runs on the turn loop of [`crate::explain::heap_play`]
//! ([`Played`] over the [`Game`](crate::explain::play::Game) trait),
//! hooked in [`super::heap_games::session`].

use super::solve::Solver;
use super::teach::{game_text, read_one, EXPLAIN_HEAP};
use super::values::Values;
use super::{Ask, Description, Game};
use crate::explain::play::{Played, Playing};
use crate::explain::{
    bouton, nums, spaced, verdict, Account, Accounts, Combine, Component, Example, Move, Step,
};
use crate::games::rules::Rule;
use crate::games::sum::{self, Then};
use crate::games::Outcome;
use std::cell::Cell;

/// Moves one account (or one turn of play) looks at before refusing.
const WORK_MAX: u64 = super::family_teach::WORK_MAX;

/// Whether explain and play show this description's cases here: a code of
/// runs asked who wins (the sum of the rows, or each row alone).
pub fn is_runs(d: &Description) -> bool {
    matches!(d.game, Game::Runs(_)) && d.ask == Ask::Winner && !d.misere && !d.together_line
}

/// One move: a run of `len` stones removed from row `row` (from 0),
/// starting at stone `at` (from 1).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct RunMove {
    pub row: usize,
    pub len: u64,
    pub at: u64,
}

/// The rows `m` leaves: its row replaced, in place, by the stones on
/// either side of the run (a side of none is no row).
pub fn after(rows: &[u64], m: RunMove) -> Vec<u64> {
    let left = m.at - 1;
    let right = rows[m.row] - m.len - left;
    let mut out = rows[..m.row].to_vec();
    out.extend([left, right].into_iter().filter(|&r| r > 0));
    out.extend_from_slice(&rows[m.row + 1..]);
    out
}

/// The game of one case: its run lengths and the values of its code.
pub struct Rows<'d> {
    d: &'d Description,
    /// The lengths of the case's code, increasing.
    lengths: Vec<u64>,
    values: Values,
    index: usize,
}

impl<'d> Rows<'d> {
    /// The game of the case `solver` has read, its code's values prepared
    /// to its largest row (taken from the solver's cache: give them back
    /// with [`Rows::give_back`]).
    fn of(solver: &mut Solver<'d>) -> Result<Rows<'d>, String> {
        let heaps = solver.heaps();
        let line = heaps.first().map_or(0, |h| h.line);
        let largest = heaps.iter().map(|h| h.value).max().unwrap_or(0);
        let rule = solver.rule_at(line)?;
        let Rule::Code { digits, .. } = &rule else {
            return Err(format!("a code of runs is bound to {rule}"));
        };
        let lengths = (1..digits.len() as u64)
            .filter(|&s| digits[s as usize] != 0)
            .collect();
        let index = solver.values.prepare(&rule, largest)?;
        Ok(Rows {
            d: solver.d,
            lengths,
            values: std::mem::take(&mut solver.values),
            index,
        })
    }

    /// Gives the values back to the solver they were taken from.
    fn give_back(self, solver: &mut Solver<'d>) {
        solver.values = self.values;
    }

    fn value(&self, row: u64) -> Result<u64, String> {
        self.values.value(self.index, row)
    }

    /// Every legal move of `rows` (at most `most`): row by row, each
    /// length, each place.
    fn moves(&self, rows: &[u64], most: usize) -> Result<Vec<RunMove>, String> {
        let mut out = Vec::new();
        for (row, &n) in rows.iter().enumerate() {
            for &len in self.lengths.iter().filter(|&&s| s <= n) {
                for at in 1..=n - len + 1 {
                    if out.len() >= most {
                        return Ok(out);
                    }
                    if out.len() as u64 >= WORK_MAX {
                        return Err(format!("more than {WORK_MAX} moves to list"));
                    }
                    out.push(RunMove { row, len, at });
                }
            }
        }
        Ok(out)
    }

    /// The winning moves of `rows` (all, or the first only): the one
    /// finder over the rows, each row's moves the runs it may lose.
    pub fn winning(&self, rows: &[u64], first_only: bool) -> Result<Vec<RunMove>, String> {
        if let Some(&big) = rows.iter().find(|&&n| n > EXPLAIN_HEAP) {
            return Err(format!(
                "explain lists the runs of rows up to {EXPLAIN_HEAP}, and a row here is {big}"
            ));
        }
        let place = Cell::new((0, 0));
        // After a winning move: the next, or (the first only) no more.
        let then = if first_only { Then::Stop } else { Then::More };
        let mut work = 0u64;
        let mut found = Vec::new();
        sum::winning_moves(
            rows,
            &mut |_, n| self.value(n),
            &mut |_, n, _, visit| {
                for &len in self.lengths.iter().filter(|&&s| s <= n) {
                    for at in 1..=n - len + 1 {
                        work += 1;
                        if work > WORK_MAX {
                            return Err(format!(
                                "more than {WORK_MAX} moves looked at for the winning ones: take a smaller case"
                            ));
                        }
                        place.set((len, at));
                        let left: Vec<u64> = [at - 1, n - len - (at - 1)]
                            .into_iter()
                            .filter(|&r| r > 0)
                            .collect();
                        if !visit(len, &left) {
                            return Ok(());
                        }
                    }
                }
                Ok(())
            },
            &mut |w| {
                let (len, at) = place.get();
                found.push(RunMove {
                    row: w.index,
                    len,
                    at,
                });
                then
            },
        )?;
        Ok(found)
    }

    /// A move as explain and play show it.
    pub fn shown(&self, rows: &[u64], m: RunMove) -> Move {
        let left = after(rows, m);
        Move {
            text: format!(
                "remove a run of {} at position {} of row {}",
                m.len,
                m.at,
                m.row + 1
            ),
            before: spaced(rows),
            after: spaced(&left),
            step: Step::new("remove", nums(&left)).on(m.row).by(m.len),
        }
    }

    /// The account of `rows`: each row's value, the nim-sum, the verdict
    /// in the judge's words and every winning move (from a lost
    /// position, a move and a winning reply).
    pub fn account(
        &self,
        case: u64,
        part: Option<(&'static str, u64)>,
        rows: &[u64],
        accounts: &Accounts,
    ) -> Result<Account, String> {
        let d = self.d;
        let mut components = Vec::with_capacity(rows.len());
        let mut x = 0;
        for (i, &n) in rows.iter().enumerate() {
            let g = self.value(n)?;
            x ^= g;
            components.push(Component {
                name: format!("row {} = {n}", i + 1),
                grundy: Some(g),
                reason: String::new(),
            });
        }
        let outcome = Outcome::of_grundy(x);
        let winning = self.winning(rows, false)?;
        let mut moves = accounts.moves_of(winning.iter().copied(), |m| self.shown(rows, m));
        if moves.count == 0 {
            // The longest row's first run, and a winning reply to it.
            let mut order: Vec<usize> = (0..rows.len()).collect();
            order.sort_by_key(|&i| std::cmp::Reverse(rows[i]));
            let first = order.into_iter().find_map(|row| {
                let len = *self.lengths.iter().find(|&&s| s <= rows[row])?;
                Some(RunMove { row, len, at: 1 })
            });
            if let Some(first) = first {
                let left = after(rows, first);
                let reply = self.winning(&left, true)?;
                moves.example = Some(Example {
                    first: self.shown(rows, first),
                    reply: reply.first().map(|&r| self.shown(&left, r)),
                });
            }
        }
        let size = match rows.len() {
            1 => "one row".to_string(),
            n => format!("the sum of {n} rows"),
        };
        Ok(Account {
            case,
            part,
            position: spaced(rows),
            words: nums(rows),
            game: format!(
                "{}: {size}; values {}",
                game_text(d),
                self.values.evidence(self.index).text()
            ),
            components,
            combine: Combine {
                nim_sum: true,
                rule: vec![bouton(x)],
            },
            verdict: verdict(
                outcome,
                [d.first, d.second],
                ["the first player wins", "the second player wins"],
            ),
            moves,
        })
    }
}

/// explain's accounts of the case `solver` has read: one of its rows, or
/// (`per = "position"`) one of each row alone.
pub(super) fn accounts(
    solver: &mut Solver<'_>,
    accounts: &Accounts,
) -> Result<Vec<Account>, String> {
    let rows: Vec<u64> = solver.heaps().iter().map(|h| h.value).collect();
    let game = Rows::of(solver)?;
    let case = solver.case;
    let all = if solver.d.per_position {
        rows.iter()
            .enumerate()
            .map(|(i, &n)| game.account(case, Some(("position", i as u64 + 1)), &[n], accounts))
            .collect()
    } else {
        game.account(case, None, &rows, accounts).map(|a| vec![a])
    };
    game.give_back(solver);
    all
}

/// `grundy play` of a code of runs from the case `text` (a case alone, or
/// a judge input's first case): its rows (the first row alone when each is
/// asked alone); `None` when the description is no code of runs asked who
/// wins.
pub fn session<'d>(
    d: &'d Description,
    text: &str,
    heading: &str,
    seed: u64,
) -> Option<Result<Box<dyn Playing + 'd>, String>> {
    if !is_runs(d) {
        return None;
    }
    let played = || -> Result<Box<dyn Playing + 'd>, String> {
        let mut solver =
            read_one(d, text, false).or_else(|alone| read_one(d, text, true).map_err(|_| alone))?;
        let mut rows: Vec<u64> = solver.heaps().iter().map(|h| h.value).collect();
        let mut heading = heading.to_string();
        if d.per_position && rows.len() > 1 {
            rows.truncate(1);
            heading.push_str("\nPlaying the case's first row: each row is its own game.");
        }
        let game = Rows::of(&mut solver)?;
        Ok(Box::new(Played::of(heading, game, rows, seed)?))
    };
    Some(played())
}

impl crate::explain::play::Game for Rows<'_> {
    type Pos = Vec<u64>;
    fn text(&self, rows: &Vec<u64>) -> String {
        spaced(rows)
    }
    fn moves(&self, rows: &Vec<u64>, most: usize) -> Result<Vec<(Move, Vec<u64>)>, String> {
        Ok(Rows::moves(self, rows, most)?
            .into_iter()
            .map(|m| (self.shown(rows, m), after(rows, m)))
            .collect())
    }
    fn account(&self, rows: &Vec<u64>, accounts: &Accounts) -> Result<Account, String> {
        Rows::account(self, 1, None, rows, accounts)
    }
    fn winning(&self, rows: &Vec<u64>) -> Result<Option<(Move, Vec<u64>)>, String> {
        Ok(Rows::winning(self, rows, true)?
            .first()
            .map(|&m| (self.shown(rows, m), after(rows, m))))
    }
    fn about(&self, rows: &Vec<u64>) -> Option<String> {
        let lengths: Vec<String> = self.lengths.iter().map(u64::to_string).collect();
        Some(format!(
            "{} row{} of stones; a move removes a run of {} consecutive stones from a row, which may leave it as two rows",
            rows.len(),
            if rows.len() == 1 { "" } else { "s" },
            lengths.join(", ")
        ))
    }
}
