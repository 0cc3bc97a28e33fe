//! The described games `grundy play` plays: a sum of heaps under plain
//! rules ([`HeapSession`]), one heap of the outcomes question (the largest
//! it asks about), staircase Nim, a heap of `1..K*last`, heaps of `once S`
//! and lines moved together ([`LineGame`]). Each lists its moves from the
//! game's rules, and its hint is explain's account of the position, made
//! by the same function explain's case uses (the staircase's and the
//! memory rules' in [`super::teach`]).

use super::solve::Solver;
use super::teach::{
    game_text, judge, not_played, read_one, slide, times_last_take, times_last_wins,
};
use super::{Ask, Description, Game as Family};
use crate::explain::heap_play::{CountsSession, HeapSession, Judge};
use crate::explain::lines::LineGame;
use crate::explain::play::{Game, Played, Playing};
use crate::explain::{spaced, Account, Accounts, Move};
use crate::games::rules::{Rule, Set};

/// A played game of a described problem from the one case of `text` (or
/// the first case of a judge input), `heading` its first lines; a game
/// play cannot take is refused with why ([`not_played`]).
pub fn session<'d>(
    d: &'d Description,
    text: &str,
    heading: String,
    seed: u64,
) -> Result<Box<dyn Playing + 'd>, String> {
    if let Some(why) = not_played(d) {
        return Err(format!("not played: {why}"));
    }
    // A code of runs: rows, moves in its own words (super::runs_teach).
    if let Some(played) = super::runs_teach::session(d, text, &heading, seed) {
        return played;
    }
    let solver =
        read_one(d, text, false).or_else(|alone| read_one(d, text, true).map_err(|_| alone))?;
    let sizes: Vec<u64> = solver.heaps().iter().map(|h| h.value).collect();
    if d.game == Family::Staircase {
        return Ok(Box::new(Played::of(heading, Stairs { d }, sizes, seed)?));
    }
    if d.together_line {
        let game = LineGame {
            game: game_text(d),
            judge: judge(d),
        };
        return Ok(Box::new(Played::of(
            heading,
            game,
            solver.line_heaps()?,
            seed,
        )?));
    }
    if let Ask::Outcomes { upto } = d.ask {
        // One heap: the largest the case asks about.
        let n = solver.all(upto).last().map_or(0, |r| r.value);
        let heaps = [(n, solver.rule_at(0)?)];
        let heading =
            format!("{heading}\nPlaying one heap of {n}, the largest whose outcome the case asks.");
        let question = (heading, game_text(d), Judge::Winner([d.first, d.second]));
        return Ok(Box::new(HeapSession::new(
            question, &heaps, d.misere, seed,
        )?));
    }
    if let Some(origin) = d.counts {
        // Heaps by position: the counts per place, as the case writes them.
        let name = d.heaps[0];
        let counts: Vec<u64> = solver.all(name).map(|r| r.value).collect();
        let rule = solver.rule_at(solver.all(name).next().map_or(0, |r| r.line))?;
        if !rule.is_plain() {
            return Err(format!("not played: {rule} remembers earlier moves"));
        }
        let question = (heading, game_text(d), judge(d));
        return Ok(Box::new(CountsSession::new(
            question,
            (&counts, origin),
            rule,
            seed,
        )?));
    }
    let first_rule = || -> Result<Rule, String> {
        let line = solver.heaps().first().map_or(0, |h| h.line);
        solver.rule_at(line)
    };
    match &d.game {
        Family::Rule(Rule::TimesLast(_)) => {
            let [n] = sizes[..] else {
                return Err(format!(
                    "play takes one heap of 1..K*last, and this case has {}",
                    sizes.len()
                ));
            };
            let Rule::TimesLast(k) = first_rule()? else {
                return Err("1..K*last is bound to another rule".into());
            };
            if n > super::teach::EXPLAIN_HEAP {
                return Err(format!(
                    "play lists the takes of heaps up to {}, and the heap here is {n}",
                    super::teach::EXPLAIN_HEAP
                ));
            }
            let k = k.lit().unwrap_or(1);
            Ok(Box::new(Played::of(
                heading,
                TimesLast { d, k },
                (n, None),
                seed,
            )?))
        }
        Family::Rule(Rule::Once(_)) => {
            let Rule::Once(set) = first_rule()? else {
                return Err("once S is bound to another rule".into());
            };
            if let Some(&big) = sizes.iter().find(|&&h| h > 64) {
                return Err(format!(
                    "play follows the amounts a heap of once S has used up to heaps of 64, and a heap here is {big}"
                ));
            }
            let start = sizes.iter().map(|&h| (h, 0)).collect();
            Ok(Box::new(Played::of(heading, Once { d, set }, start, seed)?))
        }
        _ => {
            let heaps = super::teach::play_case(d, text)?;
            let question = (heading, game_text(d), judge(d));
            Ok(Box::new(HeapSession::new(
                question, &heaps, d.misere, seed,
            )?))
        }
    }
}

/// Staircase Nim: stair k holds `p[k - 1]` balls; a move takes balls from
/// a stair above the first one stair down.
struct Stairs<'d> {
    d: &'d Description,
}

impl Game for Stairs<'_> {
    type Pos = Vec<u64>;
    fn text(&self, p: &Vec<u64>) -> String {
        spaced(p)
    }
    fn moves(&self, p: &Vec<u64>, most: usize) -> Result<Vec<(Move, Vec<u64>)>, String> {
        let mut out = Vec::new();
        for from in 1..p.len() {
            for balls in 1..=p[from] {
                if out.len() >= most {
                    return Ok(out);
                }
                let mut after = p.clone();
                after[from] -= balls;
                after[from - 1] += balls;
                out.push((slide(p, (from, balls)), after));
            }
        }
        Ok(out)
    }
    fn account(&self, p: &Vec<u64>, accounts: &Accounts) -> Result<Account, String> {
        Ok(Solver::stair_account(self.d, 1, p, accounts))
    }
    fn winning(&self, p: &Vec<u64>) -> Result<Option<(Move, Vec<u64>)>, String> {
        let accounts = Accounts::new(crate::explain::Format::Keep, 1);
        let a = Solver::stair_account(self.d, 1, p, &accounts);
        Ok(a.moves.listed.first().map(|m| {
            let after = m.after.split(' ').filter_map(|w| w.parse().ok()).collect();
            (m.clone(), after)
        }))
    }
    fn about(&self, p: &Vec<u64>) -> Option<String> {
        Some(format!(
            "{} stairs (stair 1 first); a move takes balls from a stair above the first one stair down",
            p.len()
        ))
    }
}

/// A heap of `1..K*last`: its size, and the most the next take may be
/// (`None` at the first move: all but one).
struct TimesLast<'d> {
    d: &'d Description,
    k: u64,
}

impl TimesLast<'_> {
    fn limit(l: Option<u64>) -> String {
        match l {
            Some(l) => format!(" (a take at most {l})"),
            None => String::new(),
        }
    }
    fn after(&self, t: u64, n: u64) -> (u64, Option<u64>) {
        (n - t, Some(self.k.saturating_mul(t)))
    }
}

impl Game for TimesLast<'_> {
    type Pos = (u64, Option<u64>);
    fn text(&self, &(n, l): &(u64, Option<u64>)) -> String {
        match l {
            Some(l) => format!("{n} (a take at most {l})"),
            None => format!("{n} (the first take: 1 to {})", n.saturating_sub(1)),
        }
    }
    fn moves(&self, &(n, l): &Self::Pos, most: usize) -> Result<Vec<(Move, Self::Pos)>, String> {
        let top = l.unwrap_or(n.saturating_sub(1)).min(n);
        Ok((1..=top)
            .take(most)
            .map(|t| {
                (
                    times_last_take((n, self.k), t, &Self::limit(l)),
                    self.after(t, n),
                )
            })
            .collect())
    }
    fn account(&self, &(n, l): &Self::Pos, accounts: &Accounts) -> Result<Account, String> {
        Solver::times_last_account(self.d, 1, (n, self.k), l, accounts)
    }
    fn winning(&self, &(n, l): &Self::Pos) -> Result<Option<(Move, Self::Pos)>, String> {
        Ok(times_last_wins((n, self.k), l)?.first().map(|&t| {
            (
                times_last_take((n, self.k), t, &Self::limit(l)),
                self.after(t, n),
            )
        }))
    }
    fn about(&self, &(n, _): &Self::Pos) -> Option<String> {
        Some(format!(
            "one heap of {n} under 1..K*last, K = {}: the first take 1 to {}, then at most K times the last",
            self.k,
            n.saturating_sub(1)
        ))
    }
}

/// Heaps of `once S`, each with the amounts it has used (bit s - 1 for s).
struct Once<'d> {
    d: &'d Description,
    set: Set,
}

impl Game for Once<'_> {
    type Pos = Vec<(u64, u64)>;
    fn text(&self, p: &Self::Pos) -> String {
        let each: Vec<String> = p
            .iter()
            .map(|&(h, used)| match super::teach::once_used(used) {
                u if u.is_empty() => h.to_string(),
                u => format!("{h} ({u})"),
            })
            .collect();
        each.join(" ")
    }
    fn moves(&self, p: &Self::Pos, most: usize) -> Result<Vec<(Move, Self::Pos)>, String> {
        let sizes: Vec<u64> = p.iter().map(|s| s.0).collect();
        let mut out = Vec::new();
        for (i, &(h, used)) in p.iter().enumerate() {
            for s in
                (1..=h.min(64)).filter(|&s| used & (1 << (s - 1)) == 0 && self.set.contains(s, h))
            {
                if out.len() >= most {
                    return Ok(out);
                }
                let mut after = p.clone();
                after[i] = (h - s, used | 1 << (s - 1));
                out.push((crate::explain::heaps::take(&sizes, i, s), after));
            }
        }
        Ok(out)
    }
    fn account(&self, p: &Self::Pos, accounts: &Accounts) -> Result<Account, String> {
        Solver::once_account(self.d, 1, &self.set, p, accounts)
    }
    fn winning(&self, p: &Self::Pos) -> Result<Option<(Move, Self::Pos)>, String> {
        let accounts = Accounts::new(crate::explain::Format::Keep, 1);
        let a = Solver::once_account(self.d, 1, &self.set, p, &accounts)?;
        let Some(m) = a.moves.listed.first() else {
            return Ok(None);
        };
        let i = m.step.component.map_or(0, |c| c as usize - 1);
        let s = m.step.amount.unwrap_or(0);
        let mut after = p.clone();
        after[i] = (p[i].0 - s, p[i].1 | 1 << (s - 1));
        Ok(Some((m.clone(), after)))
    }
    fn about(&self, p: &Self::Pos) -> Option<String> {
        Some(format!(
            "{} heap{} under once {} (each amount at most once on a heap; the amounts a heap has used are shown beside it)",
            p.len(),
            if p.len() == 1 { "" } else { "s" },
            self.set
        ))
    }
}
