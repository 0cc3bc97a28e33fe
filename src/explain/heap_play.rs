//! A described problem's sum of heaps, each under a plain rule (its size
//! alone is its position; normal play): the account `explain` gives of
//! one (the heaps' values, the nim-sum, the answer, every winning move)
//! and `grundy play` from one judge case.
//!
//! Every move listed, accepted or played is one the heap's rule lists in
//! [`Rule::for_each_move`]; the values come from the rule's strongest
//! evidence ([`Values`]); the winning moves, in explain, in play's hint
//! (which is explain's account of the position) and in the computer's
//! reply, are those of the one winning-move finder,
//! [`sum::winning_moves`]. From a lost position the computer plays a
//! random legal move. A move is typed as the coded problems' are (the
//! move as hint writes it, `take 2 from heap 1`, or its numbers alone,
//! `2 1`), and the session is the one every game is played in
//! ([`super::play::Played`]).

use crate::describe::values::Values;
use crate::explain::play::{typed_among, Game, Picked, Played};
use crate::explain::{
    bouton, nums, spaced, Account, Accounts, Combine, Component, Example, Move, Step, Verdict,
};
use crate::games::misere::{misere_nim_outcome, misere_winning_moves};
use crate::games::rules::theorems::Theorem;
use crate::games::rules::{misere, Rule};
use crate::games::sum::{self, Then};
use crate::games::Outcome;
use crate::testdata::Rng;
use std::cell::Cell;

/// The largest heap played (the moves of every heap are listed one by one,
/// as `explain` lists them up to this size).
pub const HEAP_MAX: u64 = 1 << 16;

/// The most moves of a position with a heap past [`HEAP_MAX`] that the
/// computer's random move (from a lost position) is drawn from.
const RANDOM_FROM: usize = 100_000;

/// Whether a heap of `heap` under `rule` may be explained and played at
/// any size: a rule with a theorem lists only the moves that can win, each
/// lookup counted ([`sum::rule_moves`], [`LOOKUPS_MAX`]); a set listed by
/// its members has few moves. Another rule's moves are tried amount by
/// amount, up to [`HEAP_MAX`].
pub fn any_size(rule: &Rule, heap: u64) -> bool {
    Theorem::of(rule).is_some()
        || (matches!(rule, Rule::Subtract(_) | Rule::To(_))
            && crate::games::rules::moves_listed(rule, heap))
}

/// The most heaps a played position may hold.
pub const HEAPS_MAX: usize = 1000;

/// Moves listed for one position before it gives up (a rule that splits a
/// heap into three parts lists about heap² / 12 moves).
const MOVES_BUDGET: u64 = 4_000_000;

/// One heap: its size and the index of its rule.
pub type Heap = (u64, usize);

/// One move: heap `index` (0-based) loses `take` and leaves `left` (no
/// heap when it is taken whole, two or more for a split).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Play {
    pub index: usize,
    pub take: u64,
    pub left: Vec<u64>,
}

/// What the judge asks of a position, for the account's verdict.
#[derive(Clone, Copy, Debug)]
pub enum Judge {
    /// Who wins: the words for the first player winning, then losing.
    Winner([&'static str; 2]),
    /// How many winning moves there are.
    WinningMoves,
    /// The smallest winning take, or these words when there is none.
    Smallest(&'static str),
}

impl Judge {
    /// The verdict on a position of `outcome` with `count` winning moves,
    /// the smallest take among them `smallest`.
    pub fn verdict(self, outcome: Outcome, count: u128, smallest: Option<u64>) -> Verdict {
        match self {
            Judge::Winner(words) => crate::explain::verdict(
                outcome,
                words,
                ["the first player wins", "the second player wins"],
            ),
            Judge::WinningMoves => Verdict {
                words: count.to_string(),
                outcome,
                meaning: format!(
                    "{count} move{} of the first player win",
                    if count == 1 { "" } else { "s" }
                ),
            },
            Judge::Smallest(lost) => match smallest {
                Some(take) => Verdict {
                    words: take.to_string(),
                    outcome,
                    meaning: "the smallest take among the winning moves".into(),
                },
                None => Verdict {
                    words: lost.to_string(),
                    outcome,
                    meaning: "the first player has no winning move".into(),
                },
            },
        }
    }
}

/// A sum of heaps whose rules' values are prepared: each heap's value,
/// its moves and the winning ones, and the account of a position.
pub struct Sum<'v> {
    /// The distinct rules, each with its index in `values`.
    pub rules: &'v [(Rule, usize)],
    pub values: &'v Values,
    /// Misère play (whoever makes the last move loses): taken for Nim
    /// heaps, by Bouton's misère rule.
    pub misere: bool,
    /// Heaps named by their size, not their place ([`Sum::by_size`]).
    sized: bool,
    /// The values looked up for winning moves so far (at most
    /// [`LOOKUPS_MAX`]).
    lookups: Cell<u64>,
}

/// The values one account (or one turn of play) may look up to find the
/// winning moves: 2^24. A heap of 10^7 under `coprime` has that many
/// moves; a theorem's rule lists only the moves that can win
/// ([`sum::rule_moves`]), so a heap of 10^9 under `1..n/2` costs a few.
pub const LOOKUPS_MAX: u64 = 1 << 24;

/// The winning moves of a position: all counted, the first kept.
#[derive(Debug, Default)]
pub struct Found {
    /// The first of them, heap by heap.
    pub kept: Vec<Play>,
    pub count: u128,
    /// The smallest take among them.
    pub smallest: Option<u64>,
}

impl Found {
    fn push(&mut self, m: Play, keep: usize) {
        self.count += 1;
        self.smallest = Some(self.smallest.map_or(m.take, |s| s.min(m.take)));
        if self.kept.len() < keep {
            self.kept.push(m);
        }
    }
}

impl<'v> Sum<'v> {
    /// A sum of heaps under `rules` (each with its index in `values`).
    pub fn new(rules: &'v [(Rule, usize)], values: &'v Values, misere: bool) -> Sum<'v> {
        Sum {
            rules,
            values,
            misere,
            sized: false,
            lookups: Cell::new(0),
        }
    }

    /// The heaps named by their size (`a heap of 5`, a move `a heap of 5
    /// -> 2`), not their place in the case: heaps by position (coins on
    /// squares, [`crate::describe::Description::counts`]), where a size is
    /// a square and the heaps of one size are interchangeable.
    #[must_use]
    pub fn by_size(self) -> Sum<'v> {
        Sum {
            sized: true,
            ..self
        }
    }

    /// The values looked up for winning moves so far.
    pub fn lookups(&self) -> u64 {
        self.lookups.get()
    }

    /// The value of a heap.
    pub fn value(&self, heap: Heap) -> Result<u64, String> {
        self.values.value(self.rules[heap.1].1, heap.0)
    }

    /// The nim-sum of a position.
    pub fn total(&self, heaps: &[Heap]) -> Result<u64, String> {
        heaps.iter().try_fold(0, |x, &h| Ok(x ^ self.value(h)?))
    }

    /// The moves of heap `index` as its rule lists them, at most `most`.
    fn heap_moves(&self, heaps: &[Heap], index: usize, most: usize) -> Result<Vec<Play>, String> {
        let (h, at) = heaps[index];
        let mut out = Vec::new();
        let mut listed = 0u64;
        self.rules[at].0.for_each_move(h, &mut |take, left| {
            listed += 1;
            if listed > MOVES_BUDGET {
                return false;
            }
            out.push(Play {
                index,
                take,
                left: left.to_vec(),
            });
            out.len() < most
        });
        if listed > MOVES_BUDGET {
            return Err(format!(
                "heap {} ({h}) has more than {MOVES_BUDGET} moves: take a smaller case",
                index + 1
            ));
        }
        Ok(out)
    }

    /// The moves of every heap, at most `most` of them.
    pub fn moves(&self, heaps: &[Heap], most: usize) -> Result<Vec<Play>, String> {
        let mut out = Vec::new();
        for i in 0..heaps.len() {
            if out.len() >= most {
                break;
            }
            out.extend(self.heap_moves(heaps, i, most - out.len())?);
        }
        Ok(out)
    }

    /// The first winning move of a position, if any ([`Sum::winning`]).
    pub fn first_winning(&self, heaps: &[Heap]) -> Result<Option<Play>, String> {
        Ok(self.search(heaps, 1, true)?.kept.pop())
    }

    /// The winning moves of a position ([`sum::winning_moves`], each heap
    /// under its own rule), heap by heap: all counted, the first `keep`
    /// kept.
    ///
    /// # Errors
    /// A value that is not known, or more than [`LOOKUPS_MAX`] values to
    /// look up (counted across this sum's calls).
    pub fn winning(&self, heaps: &[Heap], keep: usize) -> Result<Found, String> {
        self.search(heaps, keep, false)
    }

    fn search(&self, heaps: &[Heap], keep: usize, first_only: bool) -> Result<Found, String> {
        let sizes: Vec<u64> = heaps.iter().map(|h| h.0).collect();
        let mut found = Found::default();
        if self.misere && !self.all_nim() {
            // Misère play of another rule: a move wins when it leaves a
            // position the opponent loses, by the search of the rules (or
            // the SJ theorem where it is checked), as grundy FILE answers.
            // Once the SJ theorem answers the position (checked for the
            // rule), it answers the positions a move leaves: the check is
            // not made again for each.
            let sj = matches!(self.misere_wins(heaps)?.1, misere::Known::SjTheorem { .. });
            for m in self.moves(heaps, usize::MAX)? {
                let left = after(heaps, &m);
                let wins = if sj {
                    let mut values = Vec::with_capacity(left.len());
                    for &h in &left {
                        values
                            .push(u32::try_from(self.value(h)?).map_err(|_| "a value past 2^32")?);
                    }
                    misere::sj(&values)
                } else {
                    self.misere_wins(&left)?.0
                };
                if !wins {
                    found.push(m, keep);
                    if first_only {
                        break;
                    }
                }
            }
            return Ok(found);
        }
        if self.misere {
            for m in misere_winning_moves(&sizes) {
                let m = Play {
                    index: m.pile,
                    take: m.from - m.to,
                    left: if m.to == 0 { vec![] } else { vec![m.to] },
                };
                found.push(m, keep);
                if first_only {
                    break;
                }
            }
            return Ok(found);
        }
        let spent = |lookups: &Cell<u64>| {
            let n = lookups.get() + 1;
            lookups.set(n);
            if n > LOOKUPS_MAX {
                return Err(format!(
                    "finding the winning moves looks up the values of more than {LOOKUPS_MAX} heaps (2^24, the work one position may take; grundy FILE answers who wins at any size)"
                ));
            }
            Ok(())
        };
        sum::winning_moves(
            &sizes,
            &mut |i, h| {
                spent(&self.lookups)?;
                self.value((h, heaps[i].1))
            },
            &mut |i, h, target, visit| {
                // Heaps of one size are one square: its moves once.
                if self.sized && heaps[..i].contains(&heaps[i]) {
                    return Ok(());
                }
                sum::rule_moves(&self.rules[heaps[i].1].0, h, target, visit)
            },
            &mut |w| {
                let m = Play {
                    index: w.index,
                    take: w.take,
                    left: w.leave,
                };
                found.push(m, keep);
                if first_only {
                    Then::Stop
                } else {
                    Then::More
                }
            },
        )?;
        Ok(found)
    }

    /// True when every heap is a Nim heap (Bouton's misère rule).
    fn all_nim(&self) -> bool {
        self.rules
            .iter()
            .all(|(r, _)| Theorem::of(r) == Some(Theorem::Nim))
    }

    /// Whether the mover wins `heaps` under misère play of their one rule
    /// (not Nim), and how it is known: [`misere::outcome`], the search of
    /// the rules, else the SJ theorem where it agreed with the search.
    fn misere_wins(&self, heaps: &[Heap]) -> Result<(bool, misere::Known), String> {
        let [(rule, index)] = self.rules else {
            return Err("misere play of heaps under different rules".into());
        };
        let (wins, known) = misere::outcome(rule, &sizes(heaps), &mut |h| {
            self.values
                .value(*index, h)
                .ok()
                .and_then(|v| u32::try_from(v).ok())
        })?;
        Ok((wins, known))
    }

    /// How a misère outcome is known, in words.
    fn misere_why(wins: bool, known: &misere::Known) -> String {
        match *known {
            misere::Known::Search { positions } => format!(
                "misere play: by a search of the rules over {positions} positions, the player to move {}",
                if wins { "wins" } else { "loses" }
            ),
            misere::Known::SjTheorem { checked_heap } => format!(
                "misere play: the SJ theorem (checked against the search on every sum of up to three heaps of at most {checked_heap}): the player to move {}",
                if wins { "wins" } else { "loses" }
            ),
        }
    }

    /// The outcome of a position, and the rule that decides it.
    fn outcome(&self, heaps: &[Heap], x: u64) -> Result<(Outcome, String), String> {
        if !self.misere {
            return Ok((Outcome::of_grundy(x), bouton(x)));
        }
        if !self.all_nim() {
            let (wins, known) = self.misere_wins(heaps)?;
            return Ok((
                Outcome::from_next_wins(wins),
                Self::misere_why(wins, &known),
            ));
        }
        let big = heaps.iter().any(|h| h.0 > 1);
        let outcome = misere_nim_outcome(x, big);
        let why = if big {
            "misere play, a heap above 1: as in normal play, the player to move wins exactly when the nim-sum is not 0 (Bouton)"
        } else {
            "misere play, every heap at most 1: the player to move wins exactly when the ones are even in number (Bouton)"
        };
        Ok((outcome, why.to_string()))
    }

    /// A move as explain shows it, with the position before and after.
    pub fn shown(&self, heaps: &[Heap], m: &Play) -> Move {
        let left = sizes(&after(heaps, m));
        let (action, amount) = match (m.take, m.left.len()) {
            (t, 0 | 1) => ("take", Some(t)),
            (0, _) => ("split", None),
            (t, _) => ("take", Some(t)),
        };
        let mut step = Step::new(action, nums(&left)).on(m.index);
        if let Some(t) = amount {
            step = step.by(t);
        }
        let text = match (self.sized, m.left.as_slice()) {
            (true, [] | [_]) => format!(
                "a heap of {} -> {}",
                heaps[m.index].0,
                m.left.first().copied().unwrap_or(0)
            ),
            (true, parts) => format!(
                "a heap of {} -> {}",
                heaps[m.index].0,
                parts
                    .iter()
                    .map(u64::to_string)
                    .collect::<Vec<_>>()
                    .join(" + ")
            ),
            (false, _) => move_text(m),
        };
        Move {
            text,
            before: spaced(&sizes(heaps)),
            after: spaced(&left),
            step,
        }
    }

    /// The game line of an account: the game in words, the heaps, how
    /// the values of each rule are known.
    fn game_line(&self, game: &str, heaps: usize) -> String {
        let known = match self.rules {
            [(_, index)] => format!("values {}", self.values.evidence(*index).text()),
            _ => {
                let each: Vec<String> = self
                    .rules
                    .iter()
                    .map(|(rule, index)| format!("{rule}: {}", self.values.evidence(*index).text()))
                    .collect();
                format!("values, rule by rule: {}", each.join("; "))
            }
        };
        let heaps = match heaps {
            1 => "one heap".to_string(),
            n => format!("the sum of {n} heaps"),
        };
        format!("{game}: {heaps}; {known}")
    }

    /// The account of `heaps`, case `case` of the judge's input, of the
    /// game `game` (in words): each heap's value, the nim-sum, the verdict
    /// and every winning move (or, from a lost position, some move and a
    /// winning reply to it).
    pub fn account(
        &self,
        case: u64,
        heaps: &[Heap],
        game: &str,
        judge: Judge,
        accounts: &Accounts,
    ) -> Result<Account, String> {
        let mut components = Vec::with_capacity(heaps.len());
        for (i, &heap) in heaps.iter().enumerate() {
            components.push(Component {
                name: if self.sized {
                    format!("a heap of {}", heap.0)
                } else {
                    format!("heap {} = {}", i + 1, heap.0)
                },
                grundy: Some(self.value(heap)?),
                reason: if self.rules.len() > 1 {
                    format!("under {}", self.rules[heap.1].0)
                } else {
                    String::new()
                },
            });
        }
        let x = self.total(heaps)?;
        let (outcome, why) = self.outcome(heaps, x)?;
        let winning = self.winning(heaps, accounts.shown())?;
        let verdict = judge.verdict(outcome, winning.count, winning.smallest);
        let mut moves = accounts.moves_counted(
            winning.count,
            winning.kept.iter().map(|m| self.shown(heaps, m)),
        );
        if moves.count == 0 {
            if let Some(first) = self.some_move(heaps)? {
                let left = after(heaps, &first);
                let reply = self.first_winning(&left)?;
                moves.example = Some(Example {
                    first: self.shown(heaps, &first),
                    reply: reply.map(|r| self.shown(&left, &r)),
                });
            }
        }
        let sizes = sizes(heaps);
        Ok(Account {
            case,
            part: None,
            position: spaced(&sizes),
            words: nums(&sizes),
            game: self.game_line(game, heaps.len()),
            components,
            combine: Combine {
                nim_sum: true,
                rule: vec![why],
            },
            verdict,
            moves,
        })
    }

    /// The first move of the largest heap that has one, if any.
    fn some_move(&self, heaps: &[Heap]) -> Result<Option<Play>, String> {
        let mut order: Vec<usize> = (0..heaps.len()).collect();
        order.sort_by_key(|&i| std::cmp::Reverse(heaps[i].0));
        for i in order {
            if let Some(m) = self.heap_moves(heaps, i, 1)?.pop() {
                return Ok(Some(m));
            }
        }
        Ok(None)
    }
}

/// The sizes of a position.
pub fn sizes(heaps: &[Heap]) -> Vec<u64> {
    heaps.iter().map(|h| h.0).collect()
}

/// A game of a sum of heaps.
pub type HeapSession = Played<HeapGame>;

/// A sum of heaps, each under its plain rule, as play plays it.
pub struct HeapGame {
    /// The game in words, for the accounts hint shows.
    game: String,
    judge: Judge,
    /// The distinct rules of the heaps, with their index in `values`.
    rules: Vec<(Rule, usize)>,
    values: Values,
    misere: bool,
}

impl HeapGame {
    /// Whether a heap of `p` is past [`HEAP_MAX`]: its moves are not
    /// listed one by one.
    fn big(&self, p: &[Heap]) -> bool {
        p.iter().any(|h| h.0 > HEAP_MAX)
    }

    /// Taking `take` from heap `index` (0-based) of `p`, when its rule
    /// allows it, checked by the rule's set (not by listing the heap's
    /// moves); `None` for a rule that splits or is no set.
    fn take_of(&self, p: &[Heap], index: usize, take: u64) -> Option<Play> {
        let &(h, at) = p.get(index)?;
        if take == 0 || take > h {
            return None;
        }
        let rule = &self.rules[at].0;
        let legal = match rule {
            _ if Theorem::of(rule) == Some(Theorem::Nim) => true,
            Rule::Subtract(set) => set.contains(take, h),
            Rule::To(set) => set.contains(h - take, h),
            _ => false,
        };
        legal.then(|| Play {
            index,
            take,
            left: if take == h { vec![] } else { vec![h - take] },
        })
    }

    fn sum(&self) -> Sum<'_> {
        Sum::new(&self.rules, &self.values, self.misere)
    }
}

impl Game for HeapGame {
    type Pos = Vec<Heap>;
    fn text(&self, p: &Vec<Heap>) -> String {
        spaced(&sizes(p))
    }
    fn moves(&self, p: &Vec<Heap>, most: usize) -> Result<Vec<(Move, Vec<Heap>)>, String> {
        let sum = self.sum();
        Ok(sum
            .moves(p, most)?
            .iter()
            .map(|m| (sum.shown(p, m), after(p, m)))
            .collect())
    }
    /// With a heap past [`HEAP_MAX`], `take T from heap I` (or `T I`)
    /// is read and checked by the heap's rule; else among every move.
    fn typed(&self, p: &Vec<Heap>, typed: &str) -> Result<Picked<Vec<Heap>>, String> {
        if !self.big(p) {
            return typed_among(self, p, typed);
        }
        let lower = typed.to_lowercase();
        let words: Vec<&str> = lower.split_whitespace().collect();
        let (take, heap) = match words[..] {
            ["take", t, "from", "heap", i] | [t, i] => (t, i),
            _ => {
                return Ok(Err(format!(
                    "`{typed}` is no move: type one as `take 2 from heap 1`, or `2 1`"
                )))
            }
        };
        let m = match (take.parse::<u64>(), heap.parse::<usize>()) {
            (Ok(t), Ok(i)) if i >= 1 => self.take_of(p, i - 1, t),
            _ => None,
        };
        let sum = self.sum();
        Ok(m.map(|m| (sum.shown(p, &m), after(p, &m)))
            .ok_or_else(|| format!("`{typed}` is no legal move")))
    }
    /// With a heap past [`HEAP_MAX`], among the first [`RANDOM_FROM`]
    /// moves.
    fn random(&self, p: &Vec<Heap>, rng: &mut Rng) -> Result<(Move, Vec<Heap>), String> {
        let most = if self.big(p) { RANDOM_FROM } else { usize::MAX };
        let mut all = self.moves(p, most)?;
        if all.is_empty() {
            return Err("no move is left".into());
        }
        let at = rng.range(0, all.len() as u64 - 1) as usize;
        Ok(all.swap_remove(at))
    }
    fn account(&self, p: &Vec<Heap>, accounts: &Accounts) -> Result<Account, String> {
        self.sum().account(1, p, &self.game, self.judge, accounts)
    }
    fn winning(&self, p: &Vec<Heap>) -> Result<Option<(Move, Vec<Heap>)>, String> {
        let sum = self.sum();
        Ok(sum
            .first_winning(p)?
            .map(|m| (sum.shown(p, &m), after(p, &m))))
    }
    fn misere(&self, _p: &Self::Pos) -> bool {
        self.misere
    }
    fn about(&self, heaps: &Vec<Heap>) -> Option<String> {
        let rules: Vec<String> = if self.rules.len() == 1 {
            vec![self.rules[0].0.to_string()]
        } else {
            self.rules
                .iter()
                .enumerate()
                .map(|(at, (rule, _))| {
                    let on: Vec<String> = (0..heaps.len())
                        .filter(|&i| heaps[i].1 == at)
                        .map(|i| (i + 1).to_string())
                        .collect();
                    format!("{rule} (heap {})", on.join(", "))
                })
                .collect()
        };
        Some(format!(
            "{} heap{} under the rule{} {}",
            heaps.len(),
            if heaps.len() == 1 { "" } else { "s" },
            if rules.len() == 1 { "" } else { "s" },
            rules.join("; ")
        ))
    }
}

impl Played<HeapGame> {
    /// A game from `heaps` (each with its bound rule); `heading` opens the
    /// session, `game` and `judge` are what explain says of the game and
    /// asks of it. `Err` says why it cannot be played.
    pub fn new(
        (heading, game, judge): (String, String, Judge),
        heaps: &[(u64, Rule)],
        misere: bool,
        seed: u64,
    ) -> Result<HeapSession, String> {
        if heaps.is_empty() {
            return Err("the case holds no heap".into());
        }
        if heaps.len() > HEAPS_MAX {
            return Err(format!(
                "the case holds {} heaps; play takes at most {HEAPS_MAX} (grundy answers any size)",
                heaps.len()
            ));
        }
        let past = |(_, (h, rule)): &(usize, &(u64, Rule))| *h > HEAP_MAX && !any_size(rule, *h);
        if let Some((i, (h, _))) = heaps.iter().enumerate().find(past) {
            return Err(format!(
                "heap {} is {h}; play lists the moves of heaps up to {HEAP_MAX} (past it, under a rule with a theorem or a set of listed amounts; grundy answers any size)",
                i + 1
            ));
        }
        let (rules, values, start) = prepared(heaps)?;
        let game = HeapGame {
            game,
            judge,
            rules,
            values,
            misere,
        };
        Played::of(heading, game, start, seed)
    }

    /// The heaps of the current position, as numbers.
    pub fn sizes(&self) -> Vec<u64> {
        sizes(self.now())
    }
}

/// Heaps by position as play plays them
/// ([`crate::describe::Description::counts`]): the position is the counts
/// per place (the i-th how many heaps of size `origin + i`), a move is
/// explain's, `a heap of 4 -> 3` (numbers alone `4 3`), and every move,
/// hint and reply comes from the heaps the counts play as ([`copies`])
/// under [`Sum::by_size`], as explain's account of the case does.
pub struct CountsGame {
    heaps: HeapGame,
    origin: u64,
}

/// A game of heaps by position.
pub type CountsSession = Played<CountsGame>;

impl CountsGame {
    /// The heaps the counts `p` play as, each of its place's size (a heap
    /// of 0, with no move, left out).
    fn heaps(&self, p: &[u64]) -> Vec<Heap> {
        let mut out = Vec::new();
        for (&c, size) in p.iter().zip(self.origin..) {
            if size > 0 {
                out.extend(std::iter::repeat((size, 0)).take(crate::games::sum::copies(c)));
            }
        }
        out
    }

    fn sum(&self) -> Sum<'_> {
        self.heaps.sum().by_size()
    }

    /// The counts after `m` (a move of the heaps `h` of `p`): one fewer at
    /// the source place, one more at each place a part (or a heap taken
    /// whole, size 0) lands on; a size that is no place of the list leaves.
    fn after(&self, p: &[u64], h: &[Heap], m: &Play) -> Vec<u64> {
        let mut out = p.to_vec();
        let place = |size: u64| {
            size.checked_sub(self.origin)
                .and_then(|i| usize::try_from(i).ok())
                .filter(|&i| i < p.len())
        };
        if let Some(i) = place(h[m.index].0) {
            out[i] -= 1;
        }
        let parts: &[u64] = if m.left.is_empty() { &[0] } else { &m.left };
        for &part in parts {
            if let Some(i) = place(part) {
                out[i] = out[i].saturating_add(1);
            }
        }
        out
    }

    /// A move of the heaps `h` as explain writes it, with the counts
    /// before and after it.
    fn shown(&self, p: &[u64], h: &[Heap], m: &Play) -> (Move, Vec<u64>) {
        let left = self.after(p, h, m);
        let mut shown = self.sum().shown(h, m);
        shown.before = spaced(p);
        shown.after = spaced(&left);
        shown.step.left = nums(&left);
        (shown, left)
    }
}

impl Game for CountsGame {
    type Pos = Vec<u64>;
    fn text(&self, p: &Vec<u64>) -> String {
        spaced(p)
    }
    /// Each size's moves once (its heaps are interchangeable).
    fn moves(&self, p: &Vec<u64>, most: usize) -> Result<Vec<(Move, Vec<u64>)>, String> {
        let h = self.heaps(p);
        let mut out = Vec::new();
        for i in 0..h.len() {
            if out.len() >= most {
                break;
            }
            if h[..i].contains(&h[i]) {
                continue;
            }
            for m in self.sum().heap_moves(&h, i, most - out.len())? {
                out.push(self.shown(p, &h, &m));
            }
        }
        Ok(out)
    }
    fn account(&self, p: &Vec<u64>, accounts: &Accounts) -> Result<Account, String> {
        let h = self.heaps(p);
        self.sum()
            .account(1, &h, &self.heaps.game, self.heaps.judge, accounts)
    }
    fn winning(&self, p: &Vec<u64>) -> Result<Option<(Move, Vec<u64>)>, String> {
        let h = self.heaps(p);
        Ok(self.sum().first_winning(&h)?.map(|m| self.shown(p, &h, &m)))
    }
    fn about(&self, p: &Vec<u64>) -> Option<String> {
        let last = self.origin + p.len() as u64 - 1;
        Some(format!(
            "the counts of heaps of sizes {}..{last}, in order, under the rule {}; a move takes a heap of one size to another",
            self.origin, self.heaps.rules[0].0
        ))
    }
}

impl Played<CountsGame> {
    /// A game from `counts` (the i-th how many heaps of size `origin +
    /// i`), every heap under `rule`; the rest as [`Played::<HeapGame>::new`].
    pub fn new(
        (heading, game, judge): (String, String, Judge),
        (counts, origin): (&[u64], u64),
        rule: Rule,
        seed: u64,
    ) -> Result<CountsSession, String> {
        if counts.is_empty() || counts.len() > HEAPS_MAX {
            return Err(format!(
                "the case holds {} counts; play takes 1 to {HEAPS_MAX} (grundy answers any size)",
                counts.len()
            ));
        }
        let largest = origin.saturating_add(counts.len() as u64 - 1);
        if largest > HEAP_MAX && !any_size(&rule, largest) {
            return Err(format!(
                "the largest heap is {largest}; play lists the moves of heaps up to {HEAP_MAX} (grundy answers any size)"
            ));
        }
        let (rules, values, _) = prepared(&[(largest, rule)])?;
        let heaps = HeapGame {
            game,
            judge,
            rules,
            values,
            misere: false,
        };
        Played::of(heading, CountsGame { heaps, origin }, counts.to_vec(), seed)
    }
}

/// What [`prepared`] gives.
type Prepared = (Vec<(Rule, usize)>, Values, Vec<Heap>);

/// The distinct rules of `heaps` with their values prepared up to their
/// largest heap, and the heaps with the index of their rule.
fn prepared(heaps: &[(u64, Rule)]) -> Result<Prepared, String> {
    let mut rules: Vec<(Rule, usize)> = Vec::new();
    let mut start = Vec::with_capacity(heaps.len());
    let mut values = Values::default();
    for (h, rule) in heaps {
        let at = match rules.iter().position(|r| r.0 == *rule) {
            Some(at) => at,
            None => {
                rules.push((rule.clone(), 0));
                rules.len() - 1
            }
        };
        start.push((*h, at));
    }
    for (at, (rule, index)) in rules.iter_mut().enumerate() {
        let largest = start.iter().filter(|h| h.1 == at).map(|h| h.0).max();
        *index = values.prepare(rule, largest.unwrap_or(0))?;
    }
    Ok((rules, values, start))
}

/// The heaps left after `m`: a heap taken whole stays as 0 (so the heaps
/// keep their numbers); a split puts its parts in the heap's place.
pub fn after(heaps: &[Heap], m: &Play) -> Vec<Heap> {
    let at = heaps[m.index].1;
    let mut out = heaps[..m.index].to_vec();
    match m.left.as_slice() {
        [] => out.push((0, at)),
        parts => out.extend(parts.iter().map(|&p| (p, at))),
    }
    out.extend_from_slice(&heaps[m.index + 1..]);
    out
}

/// A move in words, as the coded problems write theirs: `take 2 from heap
/// 1` (numbers alone `2 1`), `split heap 1 into 2 + 5`, `take 1 from heap
/// 1, split the rest into 2 + 3`.
fn move_text(m: &Play) -> String {
    let i = m.index + 1;
    let parts = || {
        let p: Vec<String> = m.left.iter().map(u64::to_string).collect();
        p.join(" + ")
    };
    match (m.take, m.left.len()) {
        (t, 0 | 1) => format!("take {t} from heap {i}"),
        (0, _) => format!("split heap {i} into {}", parts()),
        (t, _) => format!("take {t} from heap {i}, split the rest into {}", parts()),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::rules::parse::parse;

    /// The sum of `heaps` under the one rule `text`, its values prepared,
    /// and what its winning moves cost in lookups.
    fn found(text: &str, heaps: &[u64]) -> (Result<Found, String>, u64) {
        let rule = parse(text).unwrap();
        let mut values = Values::default();
        let index = values
            .prepare(&rule, heaps.iter().copied().max().unwrap())
            .unwrap();
        let rules = [(rule, index)];
        let sum = Sum::new(&rules, &values, false);
        let position: Vec<Heap> = heaps.iter().map(|&h| (h, 0)).collect();
        let found = sum.winning(&position, 8);
        (found, sum.lookups())
    }

    /// The work is counted, not timed: a heap of 10^9 under 1..n/2 looks
    /// up a few dozen values (its chain), a range's block of 1,000 takes
    /// about as many; a block of 10^8 winning takes stops at 2^24 lookups
    /// and one more, and says so.
    #[test]
    fn lookups_are_counted_and_bounded() {
        let (half, lookups) = found("1..n/2", &[1_000_000_000, 999_999_999]);
        assert!(half.unwrap().count >= 1);
        assert!(lookups < 200, "{lookups}");
        let (block, lookups) = found("1000..1000000", &[5_000_000, 123_457]);
        let block = block.unwrap();
        assert!(block.count >= 1 && block.count <= 2000, "{}", block.count);
        assert!(lookups <= 2 + 2 * 1000, "{lookups}");
        let (past, lookups) = found("100000000..200000000", &[250_000_000, 1]);
        let why = past.unwrap_err();
        assert!(why.contains("more than 16777216"), "{why}");
        assert_eq!(lookups, LOOKUPS_MAX + 1);
    }
}
