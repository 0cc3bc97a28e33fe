//! What a description's answers mean to a person: `show`'s evidence line,
//! `explain`'s account of each case (the heaps' values, the nim-sum, the
//! judge's words, every winning move) and the heaps `play` starts from.
//! The cases are read by the solver's own reader ([`super::solve`]), so a
//! case is read the same way whether it is answered, explained or played.

use super::solve::{expected, Read, Solver};
use super::{Ask, Description, Game};
use crate::error::Error;
use crate::explain::heap_play::{Heap, Judge, Sum};
use crate::format::Cases;
use crate::games::rules::theorems::Theorem;
use crate::games::rules::Rule;
use crate::output::Out;
use crate::problems::{counted, until_end, until_sentinel};
use crate::scanner::Scanner;

/// Why explain and play take only some rules.
const PLAIN: &str = "explain and play take rules where a heap's size alone is its position";

/// Why explain and play refuse heaps asked one by one under a rule with
/// memory.
const PER_HEAP: &str = "each heap is its own game under a rule that remembers earlier moves; explain and play take heaps asked one by one (each shown alone, the case's first played) under a rule where a heap's size alone is its position";

/// Why `grundy explain` and `grundy play` cannot show this description's
/// cases, if they cannot (`show` and the commands say it, before reading
/// input).
pub fn not_explained(d: &Description) -> Option<&'static str> {
    match (&d.game, d.ask) {
        _ if d.misere
            && !matches!(&d.game, Game::Rule(r) if r.is_plain())
            && !matches!(&d.game, Game::Hackenbush(_)) =>
        {
            Some("under misere play explain and play take a sum of heaps under a rule where a heap's size alone is its position (Bouton's misere rule for Nim, else a search of the rules or the SJ theorem)")
        }
        // Positions, move graphs, boards, forests, coins and tokens on a
        // graph: their own accounts and moves (super::family_teach).
        _ if super::family_teach::is_family(d) => None,
        // A code of runs asked who wins: its rows (super::runs_teach).
        _ if super::runs_teach::is_runs(d) => None,
        // Each heap alone (per = "position"): an account a heap, under a
        // rule where a heap's size alone is its position.
        (Game::Rule(r), _) if d.per_position && !r.is_plain() => Some(PER_HEAP),
        (Game::Rule(Rule::TimesLast(_)), Ask::SmallestWinningMove) => None,
        (Game::Rule(Rule::Once(_)), Ask::Winner) => None,
        (Game::Rule(r), _) if !r.is_plain() => Some("the rule remembers earlier moves; explain and play take rules where a heap's size alone is its position (and 1..K*last asked for the smallest winning take)"),
        _ => None,
    }
}

/// Why `grundy play` cannot play this description's cases, if it cannot:
/// what explain cannot show, and the games that are no sum of heaps moved
/// alone.
pub fn not_played(d: &Description) -> Option<&'static str> {
    not_explained(d).or(match (&d.game, d.ask) {
        (Game::Wythoff, _) => {
            Some("a move of Wythoff's game changes two heaps at once; play takes moves on one heap")
        }
        _ => None,
    })
}

/// Whether `grundy explain` shows this description's cases.
pub fn explains(d: &Description) -> bool {
    not_explained(d).is_none()
}

/// How the values of a description's heaps are known, in words (`show`,
/// and the emitted files' comments).
pub fn evidence(d: &Description) -> String {
    match &d.game {
        Game::Wythoff => "proved: (a, b) with a <= b loses exactly when a = floor((b - a) * phi), phi the golden ratio (Wythoff 1907); computed in integers, as a = k + the largest s with (2s + k)^2 <= 5k^2 for k = b - a".into(),
        Game::Hackenbush(f) => f.evidence(),
        Game::Coins(c) => c.evidence(),
        Game::Tokens(t) => t.evidence(),
        Game::Position(p) => super::position::evidence(p),
        Game::Staircase => {
            "proved: staircase Nim; the balls on the even stairs (1-based) are Nim heaps, and a move from an odd stair is undone one stair further down".into()
        }
        Game::MoveGraph(cond) => super::move_graph::evidence(cond),
        Game::Split(split) => super::move_graph::split_evidence(split),
        Game::Strips(board) => super::strips::evidence(board),
        Game::Moves(list) => format!(
            "per case, from the amounts listed in {list}: proved periodic when the values repeat over a whole window of the largest amount (each value is the mex of the window before it), else a table of the mex over the moves up to the case's largest heap (at most {} values)",
            super::values::TABLE_MAX
        ),
        Game::Runs(list) => format!(
            "per case, the take-and-break code with digit 7 at each run length listed in {list}: a table of the mex over the moves (a run removed, the rest left as up to two rows) up to the case's largest heap (at most {} values), else the period the table proves (Guy and Smith: a finite code whose values repeat long enough repeat for ever)",
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

/// The largest heap whose moves `explain` lists one by one (a heap under a
/// rule with a theorem, whose moves that can win are listed alone, and a
/// heap under a set listed by its members, may be of any size).
pub(super) const EXPLAIN_HEAP: u64 = 1 << 16;

/// `grundy explain` for a description: one account per case
/// ([`Sum::account`], which play's hint shows too): each heap's value with
/// the evidence for it, the nim-sum, the answer in the judge's words and
/// every winning move. Games it cannot show are refused with why
/// ([`not_explained`]) before input is read.
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
        let all = solver
            .accounts(accounts)
            .map_err(|why| solver.refusal(input, "explain cannot show it", &why))?;
        for account in all {
            accounts.add(out, account);
        }
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

/// What the judge asks of a description's position, for a verdict.
pub fn judge(d: &Description) -> Judge {
    match d.ask {
        Ask::WinningMoves => Judge::WinningMoves,
        Ask::SmallestWinningMove => Judge::Smallest(d.second),
        _ => Judge::Winner([d.first, d.second]),
    }
}

impl Solver<'_> {
    /// The accounts of the case just read: one of its position, or, for
    /// the outcomes question, one of each heap it asks about.
    fn accounts(
        &mut self,
        accounts: &crate::explain::Accounts,
    ) -> Result<Vec<crate::explain::Account>, String> {
        let d = self.d;
        if let Some(why) = not_explained(d) {
            return Err(why.to_string());
        }
        self.values.new_case();
        if let Some(all) = super::family_teach::positions(self) {
            return all?.iter().map(|p| p.account(accounts)).collect();
        }
        if super::runs_teach::is_runs(d) {
            return super::runs_teach::accounts(self, accounts);
        }
        if d.game == Game::Staircase {
            return Ok(vec![self.staircase(accounts)]);
        }
        if let Ask::Outcomes { upto } = d.ask {
            return self.outcomes(upto, accounts);
        }
        if d.game == Game::Wythoff {
            let read = self.heaps();
            let [a, b] = read.as_slice() else {
                return Err(format!(
                    "Wythoff's game is played on two heaps; this case has {}",
                    read.len()
                ));
            };
            let verdict = |o| {
                crate::explain::verdict(
                    o,
                    [d.first, d.second],
                    ["the first player wins", "the second player wins"],
                )
            };
            return Ok(vec![crate::explain::wythoff::account(
                self.case,
                (a.value, b.value),
                verdict,
                accounts,
            )]);
        }
        if d.together_line {
            let lines = self.line_heaps()?;
            return Ok(vec![lines.account(
                self.case,
                game_text(d),
                judge(d),
                accounts,
            )]);
        }
        if let Game::Rule(Rule::TimesLast(_)) = &d.game {
            return self.times_last(accounts).map(|a| vec![a]);
        }
        if let Game::Rule(Rule::Once(_)) = &d.game {
            return self.once(accounts).map(|a| vec![a]);
        }
        self.account(accounts)
    }

    /// The case's heaps as lines moved together (`together = "line"`),
    /// each line under a rule that is a Nim heap in disguise.
    pub(super) fn line_heaps(&self) -> Result<crate::explain::lines::Lines, String> {
        use crate::explain::lines::{Kind, Lines};
        let mut rows: Vec<Vec<u64>> = Vec::new();
        let mut kind = None;
        let mut line = None;
        for heap in self.heaps() {
            if line != Some(heap.line) {
                let rule = self.rule_at(heap.line)?;
                let k = match Theorem::of(&rule) {
                    Some(Theorem::Nim) => Kind::Nim,
                    Some(Theorem::ProperDivisor) => Kind::Divide,
                    _ => return Err(format!("moving several heaps of a line at once is shown when the rule is a Nim heap in disguise (nim, to proper-divisors), not {rule}")),
                };
                if kind.is_some_and(|was| was != k) {
                    return Err("the lines are under different rules".into());
                }
                kind = Some(k);
                line = Some(heap.line);
                rows.push(Vec::new());
            }
            rows.last_mut().expect("a line").push(heap.value);
        }
        Lines::new(kind.unwrap_or(Kind::Nim), rows)
    }

    /// Heaps of `once S` (each amount at most once in a heap's life), all
    /// fresh: the one finder over the states a move leaves (a heap and the
    /// amount it took, numbered as they are met), valued by a search of
    /// the rule ([`once_value`](crate::games::rules::memory::once_value)).
    fn once(
        &mut self,
        accounts: &crate::explain::Accounts,
    ) -> Result<crate::explain::Account, String> {
        let read = self.heaps();
        let Some(Rule::Once(set)) = read.first().map(|h| self.rule_at(h.line)).transpose()? else {
            return Err("the case holds no heap".into());
        };
        let fresh: Vec<(u64, u64)> = read.iter().map(|h| (h.value, 0)).collect();
        Self::once_account(self.d, self.case, &set, &fresh, accounts)
    }

    /// The account of heaps of `once S` in the states `start` (each a heap
    /// and the amounts it has used, as bits): what explain shows of a case
    /// (all fresh) and play's hint of any position.
    pub(super) fn once_account(
        d: &Description,
        case: u64,
        set: &crate::games::rules::Set,
        start: &[(u64, u64)],
        accounts: &crate::explain::Accounts,
    ) -> Result<crate::explain::Account, String> {
        use crate::explain::{nums, spaced, Component, Example};
        use crate::games::rules::memory::once_value;
        use crate::games::sum::winning_takes;
        use std::collections::HashMap;
        let sizes: Vec<u64> = start.iter().map(|s| s.0).collect();
        if let Some(&big) = sizes.iter().find(|&&h| h > 64) {
            return Err(format!(
                "explain follows the amounts a heap of once S has used up to heaps of 64, and a heap here is {big}"
            ));
        }
        // States (heap, amounts used as bits), numbered as they are met.
        let mut states: Vec<(u64, u64)> = start.to_vec();
        let mut memo = HashMap::new();
        // The winning moves of the position whose heaps are the states
        // `at`, as (heap index, take); `states` grows with what they leave.
        let wins =
            |at: &[usize], states: &mut Vec<(u64, u64)>, memo: &mut HashMap<(u64, u64), u32>| {
                let states = std::cell::RefCell::new(states);
                let ids: Vec<u64> = at.iter().map(|&i| i as u64).collect();
                winning_takes(
                    &ids,
                    &mut |_, id| {
                        let (h, used) = states.borrow()[id as usize];
                        u64::from(once_value(set, h, used, memo))
                    },
                    &mut |_, id, _, visit| {
                        let (h, used) = states.borrow()[id as usize];
                        // Amounts past 64 are never in a set of used bits.
                        for s in (1..=h.min(64))
                            .filter(|&s| used & (1 << (s - 1)) == 0 && set.contains(s, h))
                        {
                            // The state left lives while it is valued: a
                            // million heaps push and pop one each move.
                            let next = (h - s, used | 1 << (s - 1));
                            let new = {
                                let mut all = states.borrow_mut();
                                all.push(next);
                                all.len() as u64 - 1
                            };
                            let more = visit(s, &[new]);
                            states.borrow_mut().pop();
                            if !more {
                                break;
                            }
                        }
                    },
                )
            };
        let allowed = |(h, used): (u64, u64)| {
            (1..=h.min(64)).find(|&s| used & (1 << (s - 1)) == 0 && set.contains(s, h))
        };
        let mut values = Vec::with_capacity(sizes.len());
        for &(h, used) in start {
            values.push(u64::from(once_value(set, h, used, &mut memo)));
        }
        let start: Vec<usize> = (0..sizes.len()).collect();
        let x = values.iter().fold(0, |x, v| x ^ v);
        let found = wins(&start, &mut states, &mut memo);
        let take = |p: &[u64], (i, t): (usize, u64)| crate::explain::heaps::take(p, i, t);
        let mut moves = accounts.moves_of(found.iter().copied(), |m| take(&sizes, m));
        if moves.count == 0 {
            if let Some((i, s)) = (0..sizes.len())
                .filter_map(|i| Some((i, allowed(states[i])?)))
                .max_by_key(|&(i, _)| sizes[i])
            {
                // The smallest amount the largest heap that has a move may
                // take.
                let mut after = start.clone();
                let (h, used) = states[i];
                states.push((h - s, used | 1 << (s - 1)));
                after[i] = states.len() - 1;
                let left: Vec<u64> = after.iter().map(|&s| states[s].0).collect();
                let reply = wins(&after, &mut states, &mut memo)
                    .first()
                    .map(|&m| take(&left, m));
                moves.example = Some(Example {
                    first: take(&sizes, (i, s)),
                    reply,
                });
            }
        }
        let components = sizes
            .iter()
            .zip(&values)
            .enumerate()
            .map(|(i, (&h, &g))| Component {
                name: format!("heap {} = {h}", i + 1),
                grundy: Some(g),
                reason: once_used(states[i].1),
            })
            .collect();
        Ok(crate::explain::Account {
            case,
            part: None,
            position: spaced(&sizes),
            words: nums(&sizes),
            game: format!(
                "{}: {}; values {} (a heap after a move: by a search of the amounts it has left)",
                game_text(d),
                match sizes.len() {
                    1 => "one heap".to_string(),
                    n => format!("the sum of {n} heaps"),
                },
                evidence(d)
            ),
            components,
            combine: nim_sum(x),
            verdict: judge(d).verdict(crate::games::Outcome::of_grundy(x), 0, None),
            moves,
        })
    }

    /// One heap of `1..K*last` (the first take 1..n-1, then at most K
    /// times the last): the first player wins exactly when n is no term
    /// of the K-Zeckendorf sequence; a first take t wins exactly when the
    /// smallest part of n - t's representation exceeds K t, the opponent's
    /// limit ([`times_last_smallest_win`]); every such t is listed.
    fn times_last(
        &mut self,
        accounts: &crate::explain::Accounts,
    ) -> Result<crate::explain::Account, String> {
        let read = self.heaps();
        let [heap] = read.as_slice() else {
            return Err(format!(
                "explain shows one heap of 1..K*last, and this case has {}",
                read.len()
            ));
        };
        let n = heap.value;
        let Rule::TimesLast(k) = self.rule_at(heap.line)? else {
            return Err("1..K*last is bound to another rule".into());
        };
        let k = k.lit().unwrap_or(1);
        Self::times_last_account(self.d, self.case, (n, k), None, accounts)
    }

    /// The account of a heap of `n` under `1..K*last`, `(n, k)`: at its
    /// first move (`limit` `None`: any take but the whole heap), or with
    /// at most `limit` to take (play's hint after a move). The player to
    /// move wins exactly when the smallest part of n's representation is
    /// at most the limit (Schwenk); a take t wins exactly when it empties
    /// the heap or the smallest part of n - t exceeds K t.
    pub(super) fn times_last_account(
        d: &Description,
        case: u64,
        (n, k): (u64, u64),
        limit: Option<u64>,
        accounts: &crate::explain::Accounts,
    ) -> Result<crate::explain::Account, String> {
        use crate::explain::{nums, spaced, Combine, Component, Example};
        let winning: Vec<crate::explain::heap_play::Play> = times_last_wins((n, k), limit)?
            .into_iter()
            .map(|t| crate::explain::heap_play::Play {
                index: 0,
                take: t,
                left: vec![n - t],
            })
            .collect();
        let take = |m: u64, t: u64, limit: String| times_last_take((m, k), t, &limit);
        let most = limit.unwrap_or(n.saturating_sub(1)).min(n);
        let outcome = crate::games::Outcome::from_next_wins(!winning.is_empty());
        let smallest = winning.iter().map(|w| w.take).min();
        let verdict = Judge::Smallest(d.second).verdict(outcome, winning.len() as u128, smallest);
        let at_most = match limit {
            Some(l) => format!(" (a take at most {l})"),
            None => String::new(),
        };
        let mut moves = accounts.moves_of(&winning, |w| take(n, w.take, at_most.clone()));
        if moves.count == 0 && most >= 1 {
            // Taking 1 leaves n - 1 with a limit of K: the opponent takes
            // the smallest part of n - 1, which is at most K.
            let reply = times_last_parts(n - 1, k)?.last().copied().unwrap_or(0);
            moves.example = Some(Example {
                first: take(n, 1, at_most.clone()),
                reply: (u128::from(reply) <= u128::from(k))
                    .then(|| take(n - 1, reply, format!(" (a take at most {k})"))),
            });
        }
        let parts = times_last_parts(n, k)?;
        let words: Vec<String> = parts.iter().map(u64::to_string).collect();
        let smallest_part = parts.last().copied().unwrap_or(0);
        let rule = match limit {
            None if parts.len() > 1 => "n has more than one part: taking the smallest leaves a smallest part above K times the take, so the first player wins".to_string(),
            None => "n is a term of the sequence: every first take leaves a smallest part at most K times it, and the opponent takes it; the first player loses".into(),
            Some(l) if smallest_part <= l => format!("the smallest part {smallest_part} is at most the limit {l}: taking it leaves a smallest part above K times the take, so the player to move wins"),
            Some(l) => format!("the smallest part {smallest_part} is above the limit {l}: every take leaves a smallest part at most K times it, and the opponent takes it; the player to move loses"),
        };
        Ok(crate::explain::Account {
            case,
            part: None,
            position: spaced(&[n, k]),
            words: nums(&[n, k]),
            game: format!("{}: one heap of {n}, K = {k}; {}", game_text(d), evidence(d)),
            components: vec![Component {
                name: format!("heap = {n}{at_most}"),
                grundy: None,
                reason: format!(
                    "{n} = {}, terms of the K-Zeckendorf sequence each more than K times the one below it; smallest part {}",
                    words.join(" + "),
                    parts.last().copied().unwrap_or(0)
                ),
            }],
            combine: Combine {
                nim_sum: false,
                rule: vec![rule],
            },
            verdict,
            moves,
        })
    }

    /// The outcome of every heap from 1 to the case's `upto`: each heap's
    /// account, its words the judge's letter for it.
    fn outcomes(
        &mut self,
        upto: &str,
        accounts: &crate::explain::Accounts,
    ) -> Result<Vec<crate::explain::Account>, String> {
        let d = self.d;
        let upto = self.all(upto).last().map_or(0, |r| r.value);
        if upto > EXPLAIN_HEAP {
            return Err(format!(
                "explain shows the heaps up to {EXPLAIN_HEAP} one by one, and this case asks up to {upto}"
            ));
        }
        let rule = self.rule_at(0)?;
        let index = self.values.prepare(&rule, upto)?;
        let rules = [(rule, index)];
        let sum = Sum::new(&rules, &self.values, d.misere);
        let judge = Judge::Winner([d.first, d.second]);
        let mut all = Vec::with_capacity(upto as usize);
        for h in 1..=upto {
            let mut a = sum.account(self.case, &[(h, 0)], &game_text(d), judge, accounts)?;
            a.part = Some(("heap", h));
            all.push(a);
        }
        Ok(all)
    }

    /// Staircase Nim: the balls on the even stairs are Nim heaps (a move
    /// from an odd stair onto an even one raises a heap; from an even
    /// stair down, lowers it); the winning moves are those of the one
    /// finder over the even stairs ([`stair_wins`]).
    fn staircase(&self, accounts: &crate::explain::Accounts) -> crate::explain::Account {
        let p: Vec<u64> = self.heaps().iter().map(|r| r.value).collect();
        Self::stair_account(self.d, self.case, &p, accounts)
    }

    /// The account of stairs holding `p` (explain's of a case, play's
    /// hint).
    pub(super) fn stair_account(
        d: &Description,
        case: u64,
        p: &[u64],
        accounts: &crate::explain::Accounts,
    ) -> crate::explain::Account {
        use crate::explain::{nums, spaced, Component, Example};
        let x = (1..p.len()).step_by(2).fold(0, |x, i| x ^ p[i]);
        let found = stair_wins(p);
        let mut moves = accounts.moves_of(found, |m| slide(p, m));
        if moves.count == 0 {
            // Some move: one ball down from the highest stair above the
            // first that has one, and a winning reply to it.
            if let Some(from) = (1..p.len()).rev().find(|&i| p[i] > 0) {
                let first = slide(p, (from, 1));
                let mut after = p.to_vec();
                after[from] -= 1;
                after[from - 1] += 1;
                let reply = stair_wins(&after).first().map(|&m| slide(&after, m));
                moves.example = Some(Example { first, reply });
            }
        }
        let even: Vec<usize> = (1..p.len()).step_by(2).collect();
        let components = even
            .iter()
            .map(|&i| Component {
                name: format!("stair {} = {}", i + 1, p[i]),
                grundy: Some(p[i]),
                reason: "an even stair: a Nim heap".into(),
            })
            .collect();
        crate::explain::Account {
            case,
            part: None,
            position: spaced(p),
            words: nums(p),
            game: format!("{}: {} stairs; {}", game_text(d), p.len(), evidence(d)),
            components,
            combine: nim_sum(x),
            verdict: judge(d).verdict(crate::games::Outcome::of_grundy(x), 0, None),
            moves,
        }
    }

    /// Whether `rule` (bound on `line`) is a code whose period the
    /// classic engine proves within its search ([`period_search`]
    /// values, the work of one search, whatever the heaps): its values
    /// are then prepared for every heap.
    ///
    /// [`period_search`]: crate::games::rules::evidence::period_search
    fn period_proved(&mut self, rule: &Rule, line: u32) -> Result<bool, String> {
        if !matches!(rule, Rule::Code { repeat: None, .. }) {
            return Ok(false);
        }
        let search = crate::games::rules::evidence::period_search(rule) as u64;
        let index = self.prepare(rule, line, search)?;
        Ok(matches!(
            self.values.evidence(index).known(),
            crate::games::rules::known::Known::Period(_)
        ))
    }

    /// The account of a sum of heaps under plain rules, or (`per =
    /// "position"`) one account of each heap alone.
    fn account(
        &mut self,
        accounts: &crate::explain::Accounts,
    ) -> Result<Vec<crate::explain::Account>, String> {
        let d = self.d;
        let read: Vec<Read> = self.heaps();
        let mut bound = Vec::with_capacity(read.len());
        for heap in &read {
            let rule = self.rule_at(heap.line)?;
            if !rule.is_plain() {
                return Err(format!("{PLAIN}; {rule} is not"));
            }
            // A rule with a theorem lists only the moves that can win, or
            // (coprime) has a move for most amounts, each counted against
            // the lookups (sum::rule_moves); a set listed by its members
            // (a finite one) has few moves at any size. Another rule tests
            // every amount below a heap, uncounted: up to EXPLAIN_HEAP.
            // A code with a proved period gives any heap's value by one
            // lookup, and its moves from a heap are few (a take of at
            // most its length), a split's parts each counted.
            let few = crate::explain::heap_play::any_size(&rule, heap.value)
                || (heap.value > EXPLAIN_HEAP && self.period_proved(&rule, heap.line)?);
            if heap.value > EXPLAIN_HEAP && !few {
                return Err(format!(
                    "explain lists the moves of heaps up to {EXPLAIN_HEAP} (under a rule with a theorem, a set of listed amounts or a code with a proved period, any, within {} values looked up), and a heap here is {}",
                    crate::explain::heap_play::LOOKUPS_MAX,
                    heap.value
                ));
            }
            bound.push(rule);
        }
        let mut rules: Vec<(Rule, usize)> = Vec::new();
        let mut heaps: Vec<Heap> = Vec::with_capacity(read.len());
        for (heap, rule) in read.iter().zip(&bound) {
            let at = match rules.iter().position(|r| r.0 == *rule) {
                Some(at) => at,
                None => {
                    let largest = read
                        .iter()
                        .zip(&bound)
                        .filter(|(_, r)| *r == rule)
                        .map(|(h, _)| h.value)
                        .max()
                        .unwrap_or(0);
                    let index = self.prepare(rule, heap.line, largest)?;
                    rules.push((rule.clone(), index));
                    rules.len() - 1
                }
            };
            heaps.push((heap.value, at));
        }
        let mut sum = Sum::new(&rules, &self.values, d.misere);
        if d.counts.is_some() {
            sum = sum.by_size();
        }
        if d.per_position {
            let mut all = Vec::with_capacity(heaps.len());
            for (i, heap) in heaps.iter().enumerate() {
                let mut a = sum.account(self.case, &[*heap], &game_text(d), judge(d), accounts)?;
                a.part = Some(("position", i as u64 + 1));
                all.push(a);
            }
            return Ok(all);
        }
        sum.account(self.case, &heaps, &game_text(d), judge(d), accounts)
            .map(|a| vec![a])
    }
}

/// The parts of m's K-Zeckendorf representation, largest first (terms of
/// the sequence, each more than K times the next; empty for 0): the
/// player at m with a limit below the smallest part loses.
///
/// # Errors
/// When the sequence's terms below m are too many to list
/// ([`times_last_smallest_win`]).
pub(super) fn times_last_parts(m: u64, k: u64) -> Result<Vec<u64>, String> {
    let mut parts = Vec::new();
    let mut rest = m;
    while rest > 0 {
        // None: rest is itself a term (or at most K + 1, a term too).
        let s = crate::games::rules::theorems::times_last_smallest_win(rest, k)?.unwrap_or(rest);
        parts.push(s);
        rest -= s;
    }
    parts.reverse();
    Ok(parts)
}

/// The winning takes from a heap of `n` under `1..K*last`, `(n, k)`, with
/// at most `limit` to take (`None`: the first move, all but one): those
/// that empty the heap or leave a smallest part above K times the take,
/// in increasing order.
///
/// Such a take t is a sum of the smallest parts of n's representation:
/// K t < s(n - t) puts every part of t's representation more than K times
/// below n - t's smallest, so the two joined are n's (it is unique). So
/// only n's suffix sums are tried, at most its number of parts (a heap of
/// 10^18 has fewer than 90 for K = 1), not every take.
///
/// # Errors
/// As [`times_last_parts`].
pub(super) fn times_last_wins((n, k): (u64, u64), limit: Option<u64>) -> Result<Vec<u64>, String> {
    let most = limit.unwrap_or(n.saturating_sub(1)).min(n);
    let parts = times_last_parts(n, k)?;
    let mut wins = Vec::new();
    let mut t = 0u64;
    for j in (0..parts.len()).rev() {
        t += parts[j];
        if t > most {
            break;
        }
        // What is left is parts[..j], whose smallest is parts[j - 1].
        let wins_here = j == 0 || u128::from(parts[j - 1]) > u128::from(k) * u128::from(t);
        if wins_here {
            wins.push(t);
        }
    }
    Ok(wins)
}

/// Taking `t` from a heap of `m` under `1..K*last`, `(m, k)`; `limit` is
/// the words after the heap before it (` (a take at most 4)`).
pub(super) fn times_last_take((m, k): (u64, u64), t: u64, limit: &str) -> crate::explain::Move {
    use crate::explain::{nums, Move, Step};
    Move {
        text: format!("take {t}"),
        before: format!("{m}{limit}"),
        after: format!(
            "{} (the next take at most {})",
            m - t,
            u128::from(k) * u128::from(t)
        ),
        step: Step::new("take", nums(&[m - t])).by(t),
    }
}

/// Moving `balls` from stair index `from` (stair `from + 1`) one stair
/// down, from stairs holding `p`: the move and the stairs it leaves.
pub(super) fn slide(p: &[u64], (from, balls): (usize, u64)) -> crate::explain::Move {
    use crate::explain::{nums, spaced, Move, Step};
    let mut after = p.to_vec();
    after[from] -= balls;
    after[from - 1] += balls;
    Move {
        text: format!("move {balls} from stair {} to stair {}", from + 1, from),
        before: spaced(p),
        after: spaced(&after),
        step: Step::new("move", nums(&after)).on(from).by(balls),
    }
}

/// The amounts a heap of `once S` has used (bit s - 1 for s), in words;
/// empty when none.
pub(super) fn once_used(used: u64) -> String {
    let all: Vec<String> = (1..=64u64)
        .filter(|s| used & (1 << (s - 1)) != 0)
        .map(|s| s.to_string())
        .collect();
    if all.is_empty() {
        String::new()
    } else {
        format!("{} used", all.join(", "))
    }
}

/// The winning moves of staircase Nim on stairs holding `p` (stair k is
/// `p[k - 1]`; balls move from stair k > 1 to k - 1), as (the index of the
/// stair moved from, balls moved): [`crate::games::sum::winning_moves`]
/// over the even stairs, each lowered from itself or raised from the odd
/// stair above it.
fn stair_wins(p: &[u64]) -> Vec<(usize, u64)> {
    let even: Vec<usize> = (1..p.len()).step_by(2).collect();
    let heaps: Vec<u64> = even.iter().map(|&i| p[i]).collect();
    let mut found = Vec::new();
    let search: Result<(), std::convert::Infallible> = crate::games::sum::winning_moves(
        &heaps,
        &mut |_, h| Ok(h),
        &mut |c, h, target, visit| {
            let above = p.get(even[c] + 1).copied().unwrap_or(0);
            if target < h || target - h <= above {
                visit(0, &[target]);
            }
            Ok(())
        },
        &mut |w| {
            let (i, h, t) = (even[w.index], heaps[w.index], w.leave[0]);
            found.push(if t < h { (i, h - t) } else { (i + 1, t - h) });
            crate::games::sum::Then::More
        },
    );
    let _ = search;
    found
}

/// A nim-sum `x` deciding the outcome by Bouton's rule.
fn nim_sum(x: u64) -> crate::explain::Combine {
    crate::explain::Combine {
        nim_sum: true,
        rule: vec![crate::explain::bouton(x)],
    }
}

/// The game of a description in a few words.
pub fn game_text(d: &Description) -> String {
    super::entry::game_line(d)
}

/// The heaps of one case for `grundy play`, each with its rule (every
/// letter bound): the case alone (`2 4 / 2 3` for edpck), or the first case
/// of a judge input (`1 / 3 / 1 2 3`, its case count first). Games that are
/// no sum of heaps under a plain rule in normal play are refused with why.
pub fn play_case(d: &Description, text: &str) -> Result<Vec<(u64, Rule)>, String> {
    if let Some(why) = not_played(d) {
        return Err(format!("not played: {why}"));
    }
    let solver =
        read_one(d, text, false).or_else(|alone| read_one(d, text, true).map_err(|_| alone))?;
    let mut heaps = Vec::new();
    for heap in solver.heaps() {
        let rule = solver.rule_at(heap.line)?;
        if !rule.is_plain() {
            return Err(format!("not played: {PLAIN}; {rule} is not"));
        }
        heaps.push((heap.value, rule));
    }
    // Each heap is its own game: play plays the first.
    if d.per_position {
        heaps.truncate(1);
    }
    Ok(heaps)
}

/// Reads one case of `text`: the case alone (nothing may follow it), or
/// (`whole`) the first case of a judge input, its case count or sentinel
/// read as the judge reads them.
pub(super) fn read_one<'d>(
    d: &'d Description,
    text: &str,
    whole: bool,
) -> Result<Solver<'d>, String> {
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
}

/// The case a position written as words stands for (`grundy explain FILE
/// 3 5 6 7`, `grundy play FILE ...`): the case's tokens as the judge
/// writes them, counts included; else, where the layout allows, the heaps
/// alone (`5 6 7`): their count put in front, and the words read back as
/// the case's heaps, in order. `Err` says why neither reads.
pub fn case_of_words(d: &Description, words: &[String]) -> Result<String, String> {
    let text = words.join(" ");
    let why = match read_one(d, &text, false) {
        Ok(_) => return Ok(text),
        Err(why) => why,
    };
    let numbers: Vec<u64> = words.iter().filter_map(|w| w.parse().ok()).collect();
    if numbers.len() == words.len() && !numbers.is_empty() {
        let counted = format!("{} {text}", words.len());
        if let Ok(solver) = read_one(d, &counted, false) {
            if alone(&solver) == numbers {
                return Ok(counted);
            }
        }
    }
    Err(format!(
        "`{text}` is no case of {}: {why}; give the case's tokens as its input writes them (with its counts), or, where a case is a count and its heaps, the heaps alone",
        d.id
    ))
}

/// A judge input holding the one case `case` (its case count, or its
/// sentinel line after it, as the format wants).
pub fn input_of_case(d: &Description, case: &str) -> String {
    match d.format.cases {
        Cases::Counted(_) => format!("1\n{case}\n"),
        Cases::Sentinel(end) => {
            let end: Vec<String> = end.iter().map(u64::to_string).collect();
            format!("{case}\n{}\n", end.join(" "))
        }
        Cases::UntilEnd | Cases::One => format!("{case}\n"),
    }
}

/// The heaps of the first case of `sample` as the words `explain` and
/// `play` take for it, when they read back as that case's heaps alone
/// (`show`'s example); `None` when the layout needs more than the heaps,
/// or the case has no move to play.
pub fn words_example(d: &Description, sample: &str) -> Option<String> {
    if let Some(first) = super::family_teach::play_position(d, sample) {
        // A family's position: its case's tokens (a -1 reads as an option).
        let words = crate::explain::strings(&first.ok()?.words());
        let typed = words.join(" ");
        return (!words.iter().any(|w| w.starts_with('-')) && case_of_words(d, &words).is_ok())
            .then_some(typed);
    }
    let solver = read_one(d, sample, true).ok()?;
    // A case with no move left is no example to play (a heap of 1 under
    // 1..n/2).
    let mut moves = false;
    for h in solver.heaps() {
        if let Ok(rule) = solver.rule_at(h.line) {
            rule.for_each_move(h.value, &mut |_, _| {
                moves = true;
                false
            });
        }
    }
    if !moves {
        return None;
    }
    let heaps = alone(&solver);
    let words: Vec<String> = heaps.iter().map(u64::to_string).collect();
    let case = case_of_words(d, &words).ok()?;
    let back = alone(&read_one(d, &case, false).ok()?);
    (back == heaps).then(|| words.join(" "))
}

/// A case's heaps as its words alone write them: their sizes, or with
/// heaps by position the counts as read ([`Description::counts`]).
fn alone(solver: &Solver<'_>) -> Vec<u64> {
    if solver.d.counts.is_some() {
        return solver.all(solver.d.heaps[0]).map(|r| r.value).collect();
    }
    solver.heaps().iter().map(|h| h.value).collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::rules::theorems::times_last_smallest_win;

    /// The smallest part of m's representation, by the theorem alone.
    fn smallest(m: u64, k: u64) -> u64 {
        times_last_smallest_win(m, k).unwrap().unwrap_or(m)
    }

    /// The suffix sums of n's representation are exactly the takes that
    /// empty the heap or leave a smallest part above K times the take,
    /// tried one by one, for every heap to 1500, K to 6 and every limit
    /// (the first move's too); a heap of 10^18 is answered from its 80-odd
    /// parts.
    #[test]
    fn winning_takes_are_the_suffix_sums_of_the_representation() {
        for k in 1..=6u64 {
            for n in 1..=1500u64 {
                let parts = times_last_parts(n, k).unwrap();
                assert_eq!(parts.iter().sum::<u64>(), n);
                assert!(parts.windows(2).all(|w| w[0] > k * w[1]), "{n} {k}");
                for limit in [None, Some(1), Some(2), Some(n / 3), Some(n)] {
                    let most = limit.unwrap_or(n - 1).min(n);
                    let want: Vec<u64> = (1..=most)
                        .filter(|&t| t == n || smallest(n - t, k) > k * t)
                        .collect();
                    assert_eq!(
                        times_last_wins((n, k), limit).unwrap(),
                        want,
                        "{n} {k} {limit:?}"
                    );
                }
            }
        }
        let big = 1_000_000_000_000_000_000u64;
        let parts = times_last_parts(big, 1).unwrap();
        assert!(parts.len() < 90 && parts.iter().sum::<u64>() == big);
        for t in times_last_wins((big, 1), None).unwrap() {
            assert!(smallest(big - t, 1) > t, "{t}");
        }
    }
}
