//! What a description's answers mean to a person: `show`'s evidence line,
//! `explain`'s account of each case (the heaps' values, the nim-sum, the
//! judge's words, every winning move) and the heaps `play` starts from.
//! The cases are read by the solver's own reader ([`super::solve`]), so a
//! case is read the same way whether it is answered, explained or played.

use super::solve::{expected, Read, Solver};
use super::values::Values;
use super::{Ask, Description, Game};
use crate::error::Error;
use crate::format::Cases;
use crate::games::rules::theorems::Theorem;
use crate::games::rules::Rule;
use crate::output::Out;
use crate::problems::{counted, until_end, until_sentinel};
use crate::scanner::Scanner;

/// Whether `grundy explain` shows this description's cases: the winner
/// of a sum of heaps, each under a rule, in normal play.
pub fn explains(d: &Description) -> bool {
    !(d.misere
        || d.together_line
        || d.ask != Ask::Winner
        || matches!(d.game, Game::Staircase | Game::Wythoff)
        || matches!(&d.game, Game::Rule(r) if !matches!(r, Rule::Subtract(_) | Rule::To(_))))
}

/// What `explain` shows of a description, for its refusals.
pub const EXPLAINS: &str =
    "explain shows sums of heaps under one rule that takes from a heap, in normal play, asking the winner";

/// How the values of a description's heaps are known, in words (`show`,
/// and the emitted files' comments).
pub fn evidence(d: &Description) -> String {
    match &d.game {
        Game::Wythoff => "proved: (a, b) with a <= b loses exactly when a = floor((b - a) * phi), phi the golden ratio (Wythoff 1907); computed in integers, as a = k + the largest s with (2s + k)^2 <= 5k^2 for k = b - a".into(),
        Game::Staircase => {
            "proved: staircase Nim; the balls on the even stairs (1-based) are Nim heaps, and a move from an odd stair is undone one stair further down".into()
        }
        Game::Moves(list) => format!(
            "per case, from the amounts listed in {list}: proved periodic when the values repeat over a whole window of the largest amount (each value is the mex of the window before it), else a table of the mex over the moves up to the case's largest heap (at most {} values)",
            super::values::TABLE_MAX
        ),
        Game::Rule(rule) => {
            // A theorem that holds for every value of the letters shows on
            // any binding (the letters bound to 3 here), in words that keep
            // the letters' numbers general.
            let sample: Vec<(char, u64)> = rule.letters().iter().map(|&c| (c, 3)).collect();
            let letters = if sample.is_empty() {
                String::new()
            } else {
                "for every value of the letters, ".into()
            };
            if let (Rule::TimesLast(_), Ask::SmallestWinningMove) = (rule, d.ask) {
                return format!("{letters}proved: the losing heaps of 1..K*last are the terms of the K-Zeckendorf sequence, and the smallest winning take is the smallest term of the heap's representation (Schwenk; Zhang and Yang)");
            }
            match Theorem::of(&rule.bind(&sample)) {
                Some(t) if sample.is_empty() => format!("proved: {}", t.why()),
                Some(t) => format!("{letters}proved: {}", t.why_for_every_value()),
                // A rule of no letters whose period is proved says so.
                None if sample.is_empty() => match super::values::proved_period(rule) {
                    Some(periodic) => periodic.text(),
                    None => format!(
                        "computed per input: a table from the rule up to the largest heap (at most {} values), else a shape verified on the table and applied past it, said so",
                        super::values::TABLE_MAX
                    ),
                },
                None if rule.as_finite_subtraction().is_some() => format!(
                    "{letters}computed per input: proved periodic when the values repeat over a whole window of the largest amount, else a table from the rule up to the largest heap (at most {} values)",
                    super::values::TABLE_MAX
                ),
                None => format!(
                    "computed per input: a table from the rule up to the largest heap (at most {} values), else a shape verified on the table and applied past it, or a formula in the rule's letter verified on its first official values, said so",
                    super::values::TABLE_MAX
                ),
            }
        }
    }
}

/// The largest heap whose moves `explain` lists one by one.
const EXPLAIN_HEAP: u64 = 1 << 16;

/// `grundy explain` for a description: one account per case, for a sum of
/// heaps under one rule that takes from a heap (or a list of moves): each
/// heap's value with the evidence for it, the nim-sum, the answer in the
/// judge's words and every winning move. Other games are refused with why.
pub fn explain(
    d: &Description,
    input: &mut Scanner<'_>,
    out: &mut Out<'_>,
    accounts: &mut crate::explain::Accounts,
) -> Result<(), Error> {
    let mut solver = Solver::new(d);
    let mut each = |input: &mut Scanner<'_>, out: &mut Out<'_>, sentinel| {
        if !solver.read_case(input, sentinel)? {
            return Ok(false);
        }
        let account = solver
            .account(accounts)
            .map_err(|why| solver.refusal(input, "explain cannot show it", &why))?;
        accounts.add(out, account);
        Ok(true)
    };
    match d.format.cases {
        Cases::UntilEnd | Cases::One => until_end(input, out, |i, o| each(i, o, None).map(|_| ())),
        Cases::Counted(t) => counted(input, out, &expected(&t, false), |i, o| {
            each(i, o, None).map(|_| ())
        }),
        Cases::Sentinel(end) => until_sentinel(input, out, |i, o| each(i, o, Some(end))),
    }
}

/// A rule that takes from one heap, as the explanation of heap sums reads it.
struct Taking<'v> {
    rule: Rule,
    values: &'v mut Values,
    index: usize,
}

impl crate::explain::heaps::HeapGame for Taking<'_> {
    fn grundy(&mut self, heap: u64) -> u64 {
        // Heaps here are at most the prepared largest, so a value exists.
        self.values.value(self.index, heap).unwrap_or(0)
    }

    fn takes(&self, heap: u64) -> Vec<u64> {
        let mut takes = Vec::new();
        self.rule.for_each_move(heap, &mut |_, left| {
            if let [m] | [m, ..] = left {
                takes.push(heap - m);
            } else if left.is_empty() {
                takes.push(heap);
            }
            true
        });
        takes.sort_unstable();
        takes.dedup();
        takes
    }

    /// The game line says how every value is known.
    fn reason(&mut self, _heap: u64) -> String {
        String::new()
    }
}

impl Solver<'_> {
    /// The account of the case just read.
    fn account(
        &mut self,
        accounts: &crate::explain::Accounts,
    ) -> Result<crate::explain::Account, String> {
        let d = self.d;
        let refuse = || Err(EXPLAINS.to_string());
        if !explains(d) {
            return refuse();
        }
        let heaps: Vec<Read> = self.heaps();
        let lines: Vec<u32> = heaps.iter().map(|h| h.line).collect();
        let rule = self.rule_at(lines.first().copied().unwrap_or(0))?;
        let mut each = Vec::with_capacity(lines.len());
        for &l in &lines {
            each.push(self.rule_at(l)?);
        }
        if each.iter().any(|r| *r != rule) {
            return Err(
                "explain shows heaps under one rule; these heaps each have their own".into(),
            );
        }
        if !matches!(rule, Rule::Subtract(_) | Rule::To(_)) {
            return refuse();
        }
        let sizes: Vec<u64> = heaps.iter().map(|h| h.value).collect();
        let largest = sizes.iter().copied().max().unwrap_or(0);
        if largest > EXPLAIN_HEAP {
            return Err(format!("explain lists the moves of heaps up to {EXPLAIN_HEAP}, and a heap here is {largest}"));
        }
        let index = self.values.prepare(&rule, largest)?;
        let evidence = self.values.evidence(index).text();
        let game = format!(
            "{}: the sum of {} heaps; values {evidence}",
            game_text(d),
            sizes.len()
        );
        let mut taking = Taking {
            rule,
            values: &mut self.values,
            index,
        };
        let (first, second) = (d.first, d.second);
        Ok(crate::explain::heaps::account(
            self.case,
            &sizes,
            game,
            &mut taking,
            |outcome| {
                crate::explain::verdict(
                    outcome,
                    [first, second],
                    ["the first player wins", "the second player wins"],
                )
            },
            accounts,
        ))
    }
}

/// The game of a description in a few words.
fn game_text(d: &Description) -> String {
    super::entry::game_line(d)
}

/// The heaps of one case for `grundy play`, each with its rule (every
/// letter bound): the case alone (`2 4 / 2 3` for edpck), or the first case
/// of a judge input (`1 / 3 / 1 2 3`, its case count first). Games that are
/// no sum of heaps under a plain rule in normal play are refused with why.
pub fn play_case(d: &Description, text: &str) -> Result<Vec<(u64, Rule)>, String> {
    let why = match (&d.game, d.ask) {
        _ if d.misere => Some("its play is misere; play takes normal play (who cannot move loses)"),
        (Game::Staircase, _) => {
            Some("staircase Nim moves balls between heaps; play takes heaps that are moved alone")
        }
        _ if d.together_line => {
            Some("a move changes several heaps of a line at once; play takes moves on one heap")
        }
        (_, Ask::Outcomes { .. }) => {
            Some("it asks the outcome of every heap up to a size, not a game from one position")
        }
        _ => None,
    };
    if let Some(why) = why {
        return Err(format!("not played: {why}"));
    }
    let read = |whole: bool| -> Result<Solver<'_>, String> {
        let mut bytes = text.as_bytes();
        let mut input = Scanner::new(&mut bytes);
        let mut solver = Solver::new(d);
        let sentinel = match (whole, d.format.cases) {
            (true, Cases::Counted(t)) => {
                if input
                    .next_u64(&expected(&t, false))
                    .map_err(|e| e.to_string())?
                    == 0
                {
                    return Err("the input holds no case".into());
                }
                None
            }
            (true, Cases::Sentinel(end)) => Some(end),
            _ => None,
        };
        if !solver
            .read_case(&mut input, sentinel)
            .map_err(|e| e.to_string())?
        {
            return Err("the input holds no case before its last line".into());
        }
        if !whole {
            input.expect_end().map_err(|e| e.to_string())?;
        }
        Ok(solver)
    };
    let solver = read(false).or_else(|alone| read(true).map_err(|_| alone))?;
    let mut heaps = Vec::new();
    for heap in solver.heaps() {
        let rule = solver.rule_at(heap.line)?;
        if !rule.is_plain() {
            return Err(format!(
                "not played: the rule {rule} remembers earlier moves; play takes rules where a heap's size alone is its position"
            ));
        }
        heaps.push((heap.value, rule));
    }
    Ok(heaps)
}
