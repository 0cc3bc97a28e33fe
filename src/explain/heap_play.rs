//! `grundy play` for a described problem: a sum of heaps, each under a
//! plain rule (its size alone is its position; normal play), read from one
//! judge case.
//!
//! Every move listed, accepted or played is one the heap's rule lists in
//! [`Rule::for_each_move`]; the values come from the rule's strongest
//! evidence ([`Values`]), and the hint's moves and the computer's reply
//! are those of the one winning-move finder, [`sum::winning_moves`] (a
//! move wins when what it leaves of its heap is worth the heap's value XOR
//! the nim-sum). From a lost position it plays a random legal move. The lines in and out match the coded problems' sessions
//! ([`super::play`]): `hint`, `undo`, `new`, `quit`.

use crate::describe::values::Values;
use crate::explain::play::{answer, Next, Prompted};
use crate::games::rules::Rule;
use crate::games::sum::{self, Then};
use crate::testdata::Rng;
use std::fmt::Write;

/// The largest heap played (the moves of every heap are listed one by one,
/// as `explain` lists them up to this size).
pub const HEAP_MAX: u64 = 1 << 16;

/// The most heaps a played position may hold.
pub const HEAPS_MAX: usize = 1000;

/// Moves listed for one answer before it gives up (a rule that splits a
/// heap into three parts lists about heap² / 12 moves).
const MOVES_BUDGET: u64 = 4_000_000;

/// The winning moves `hint` lists.
const HINT_MOVES: usize = 16;

/// One heap: its size and the index of its rule.
type Heap = (u64, usize);

/// One move: heap `index` (0-based) loses `take` and leaves `left`.
#[derive(Clone, Debug, PartialEq, Eq)]
struct Play {
    index: usize,
    take: u64,
    left: Vec<u64>,
}

/// One game of a sum of heaps.
pub struct HeapSession {
    /// `Title (id): game`.
    heading: String,
    /// The distinct rules of the heaps, with their index in `values`.
    rules: Vec<(Rule, usize)>,
    values: Values,
    /// Positions where the user is to move; the last is the current one.
    history: Vec<Vec<Heap>>,
    over: bool,
    rng: Rng,
}

impl Prompted for HeapSession {
    type Position = Vec<Heap>;
    fn hint(&self) -> String {
        HeapSession::hint(self)
    }
    fn turn(&mut self, typed: &str, s: &mut String) {
        HeapSession::turn(self, typed, s)
    }
    fn prompt(&self, s: &mut String) {
        HeapSession::prompt(self, s)
    }
    fn played(&mut self) -> &mut Vec<Self::Position> {
        &mut self.history
    }
    fn over(&mut self) -> &mut bool {
        &mut self.over
    }
}

impl HeapSession {
    /// A game from `heaps` (each with its bound rule); `Err` says why it
    /// cannot be played.
    pub fn new(heading: String, heaps: &[(u64, Rule)], seed: u64) -> Result<HeapSession, String> {
        if heaps.is_empty() {
            return Err("the case holds no heap".into());
        }
        if heaps.len() > HEAPS_MAX {
            return Err(format!(
                "the case holds {} heaps; play takes at most {HEAPS_MAX} (grundy answers any size)",
                heaps.len()
            ));
        }
        if let Some((i, (h, _))) = heaps.iter().enumerate().find(|(_, (h, _))| *h > HEAP_MAX) {
            return Err(format!(
                "heap {} is {h}; play lists the moves of heaps up to {HEAP_MAX} (grundy answers any size)",
                i + 1
            ));
        }
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
        let session = HeapSession {
            heading,
            rules,
            values,
            history: vec![start],
            over: false,
            rng: Rng::new(seed),
        };
        if session.all_moves(session.heaps(), 1)?.is_empty() {
            return Err(format!(
                "`{}` has no move left: the game is over before it starts",
                shown(session.heaps())
            ));
        }
        Ok(session)
    }

    /// The opening lines: the game, the heaps and their rules, how to move,
    /// and the position.
    pub fn start(&self) -> String {
        let mut s = format!("{}\n", self.heading);
        let heaps = self.heaps();
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
        let _ = writeln!(
            s,
            "{} heap{} under the rule{} {}",
            heaps.len(),
            if heaps.len() == 1 { "" } else { "s" },
            if rules.len() == 1 { "" } else { "s" },
            rules.join("; ")
        );
        let example = match self.all_moves(heaps, 1) {
            Ok(m) if !m.is_empty() => {
                let rule = self.rule_of(heaps, &m[0]);
                let numbers = words(&move_numbers(&m[0], rule));
                format!("`{numbers}` for `{}`", text(&m[0], rule))
            }
            _ => "`1 2` for `heap 1: take 2`".into(),
        };
        let _ = writeln!(
            s,
            "You move first. Type a move as hint writes one, or its numbers alone ({example}),\nor: hint, undo, new, quit."
        );
        self.prompt(&mut s);
        s
    }

    /// The heaps of the current position, as numbers.
    pub fn sizes(&self) -> Vec<u64> {
        self.heaps().iter().map(|h| h.0).collect()
    }

    /// True once the game is over.
    pub fn is_over(&self) -> bool {
        self.over
    }

    /// Answers one line the user typed ([`answer`]).
    pub fn line(&mut self, line: &str) -> (String, Next) {
        answer(self, line)
    }

    fn heaps(&self) -> &[Heap] {
        self.history.last().expect("a position")
    }

    /// The user's move and the reply.
    fn turn(&mut self, typed: &str, s: &mut String) {
        let heaps = self.heaps().to_vec();
        let m = match self.pick(&heaps, typed) {
            Ok(m) => m,
            Err(why) => {
                let _ = writeln!(
                    s,
                    "not a move here: {why}; try again (hint lists the winning ones)"
                );
                return;
            }
        };
        let _ = writeln!(
            s,
            "you: {}",
            described(&m, &heaps, self.rule_of(&heaps, &m))
        );
        let position = after(&heaps, &m);
        if self.ended(&position, s, "you") {
            return self.history.push(position);
        }
        let reply = match self.reply(&position) {
            Ok(r) => r,
            Err(e) => {
                let _ = writeln!(s, "{e}");
                self.over = true;
                return self.history.push(position);
            }
        };
        let _ = writeln!(
            s,
            "me:  {}",
            described(&reply, &position, self.rule_of(&position, &reply))
        );
        let position = after(&position, &reply);
        self.ended(&position, s, "I");
        self.history.push(position);
    }

    /// The rule of the heap `m` moves in.
    fn rule_of(&self, heaps: &[Heap], m: &Play) -> &Rule {
        &self.rules[heaps[m.index].1].0
    }

    /// The value of a heap.
    fn value(&self, heap: Heap) -> Result<u64, String> {
        self.values.value(self.rules[heap.1].1, heap.0)
    }

    /// The moves of heap `index` as its rule lists them, at most `most`.
    fn moves(&self, heaps: &[Heap], index: usize, most: usize) -> Result<Vec<Play>, String> {
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
                "heap {} ({h}) has more than {MOVES_BUDGET} moves: play a smaller case",
                index + 1
            ));
        }
        Ok(out)
    }

    /// The moves of every heap, at most `most` of them.
    fn all_moves(&self, heaps: &[Heap], most: usize) -> Result<Vec<Play>, String> {
        let mut out = Vec::new();
        for i in 0..heaps.len() {
            if out.len() >= most {
                break;
            }
            out.extend(self.moves(heaps, i, most - out.len())?);
        }
        Ok(out)
    }

    /// The nim-sum of a position.
    fn total(&self, heaps: &[Heap]) -> Result<u64, String> {
        heaps.iter().try_fold(0, |x, &h| Ok(x ^ self.value(h)?))
    }

    /// The computer's move: a winning move when the nim-sum is not 0, else
    /// a random legal one; either is one its rule lists.
    fn reply(&mut self, heaps: &[Heap]) -> Result<Play, String> {
        if let Some(m) = self.winning(heaps, 1)?.0.pop() {
            return Ok(m);
        }
        let all = self.all_moves(heaps, usize::MAX)?;
        let at = self.rng.range(0, all.len() as u64 - 1) as usize;
        Ok(all[at].clone())
    }

    /// The winning moves of a position ([`sum::winning_moves`], each heap
    /// under its own rule), heap by heap: the first `most` of them, and
    /// how many there are (the search stops at `most` when that is 1).
    fn winning(&self, heaps: &[Heap], most: usize) -> Result<(Vec<Play>, usize), String> {
        let sizes: Vec<u64> = heaps.iter().map(|h| h.0).collect();
        let (mut kept, mut count) = (Vec::new(), 0);
        let mut listed = 0u64;
        sum::winning_moves(
            &sizes,
            &mut |i, h| self.value((h, heaps[i].1)),
            &mut |i, h, target, visit| {
                let rule = &self.rules[heaps[i].1].0;
                sum::rule_moves(rule, h, target, &mut |take, left| {
                    listed += 1;
                    listed <= MOVES_BUDGET && visit(take, left)
                });
                if listed > MOVES_BUDGET {
                    return Err(format!(
                        "more than {MOVES_BUDGET} moves looked at for the winning ones: play a smaller case"
                    ));
                }
                Ok(())
            },
            &mut |w| {
                count += 1;
                if kept.len() < most {
                    kept.push(Play {
                        index: w.index,
                        take: w.take,
                        left: w.leave,
                    });
                }
                if most == 1 {
                    Then::Stop
                } else {
                    Then::More
                }
            },
        )?;
        Ok((kept, count))
    }

    /// The move `typed` names: its numbers alone (`1 2`: the heap, then
    /// the amount, the heap left or the parts of a split, as hint writes
    /// them), or its words as hint writes them (`heap 1: take 2`).
    fn pick(&self, heaps: &[Heap], typed: &str) -> Result<Play, String> {
        let how = "type the heap and the amount, such as `1 2`";
        let lower = typed.to_lowercase();
        let lower = lower.split(" (").next().unwrap_or("");
        let tokens: Vec<&str> = lower
            .split(|c: char| c.is_whitespace() || c == ',' || c == ':')
            .filter(|t| !t.is_empty())
            .collect();
        let numbers: Vec<u64> = tokens.iter().filter_map(|t| t.parse().ok()).collect();
        let alone = numbers.len() == tokens.len();
        let Some(&i) = numbers.first() else {
            return Err(format!("`{typed}` is no move: {how}"));
        };
        if i == 0 || i > heaps.len() as u64 {
            return Err(format!(
                "there is no heap {i} (the heaps are 1 to {})",
                heaps.len()
            ));
        }
        let index = (i - 1) as usize;
        let (h, at) = heaps[index];
        let rule = &self.rules[at].0;
        let words = tokens.join(" ");
        let found = self.moves(heaps, index, usize::MAX)?.into_iter().find(|m| {
            if alone {
                move_numbers(m, rule) == numbers
            } else {
                text(m, rule).replace([':', ','], "") == words
            }
        });
        found.ok_or_else(|| match (alone, &numbers[1..], rule) {
            (true, [m], Rule::To(_)) => format!(
                "`{typed}` is no legal move: the rule {rule} does not make heap {i} ({h}) {m}"
            ),
            (true, [t], _) => format!(
                "`{typed}` is no legal move: the rule {rule} takes no {t} from heap {i} ({h})"
            ),
            _ => format!("`{typed}` is no legal move of heap {i} ({h}) under the rule {rule}"),
        })
    }

    /// True (and the winner said) when no move is left after `who` moved.
    fn ended(&mut self, heaps: &[Heap], s: &mut String, who: &str) -> bool {
        if !matches!(self.all_moves(heaps, 1), Ok(m) if m.is_empty()) {
            return false;
        }
        self.over = true;
        let _ = writeln!(s, "position: {} (no move is left)", shown(heaps));
        let line = if who == "you" {
            "you made the last move: you win!"
        } else {
            "I made the last move: I win"
        };
        let _ = writeln!(s, "{line}\ngame over: type undo, new or quit");
        true
    }

    /// Each heap's value with its evidence, the nim-sum and the winning
    /// moves.
    fn hint(&self) -> String {
        let heaps = self.heaps();
        let mut s = String::new();
        for (rule, index) in &self.rules {
            let _ = writeln!(
                s,
                "  the rule {rule}: values {}",
                self.values.evidence(*index).text()
            );
        }
        for (i, &heap) in heaps.iter().enumerate() {
            match self.value(heap) {
                Ok(v) => {
                    let _ = writeln!(s, "  heap {} = {}: g = {v}", i + 1, heap.0);
                }
                Err(e) => return format!("{s}  {e}\n"),
            }
        }
        let total = match self.total(heaps) {
            Ok(t) => t,
            Err(e) => return format!("{s}  {e}\n"),
        };
        if total == 0 {
            let _ = writeln!(
                s,
                "  nim-sum 0: every move leaves a nim-sum not 0, so the player to move loses"
            );
            return s;
        }
        let _ = writeln!(
            s,
            "  nim-sum {total}, not 0: some move makes it 0, so the player to move wins"
        );
        let (winning, count) = match self.winning(heaps, HINT_MOVES) {
            Ok(found) => found,
            Err(e) => return format!("{s}  {e}\n"),
        };
        let _ = writeln!(
            s,
            "  {count} winning move{}{}:",
            if count == 1 { "" } else { "s" },
            if count > HINT_MOVES {
                format!(" (the first {HINT_MOVES})")
            } else {
                String::new()
            }
        );
        for m in &winning {
            let _ = writeln!(s, "    {}", described(m, heaps, self.rule_of(heaps, m)));
        }
        s
    }

    fn prompt(&self, s: &mut String) {
        let _ = writeln!(s, "position: {}", shown(self.heaps()));
        s.push_str("> ");
    }
}

/// The heaps left after `m`: a heap taken whole stays as 0 (so the heaps
/// keep their numbers); a split puts its parts in the heap's place.
fn after(heaps: &[Heap], m: &Play) -> Vec<Heap> {
    let at = heaps[m.index].1;
    let mut out = heaps[..m.index].to_vec();
    match m.left.as_slice() {
        [] => out.push((0, at)),
        parts => out.extend(parts.iter().map(|&p| (p, at))),
    }
    out.extend_from_slice(&heaps[m.index + 1..]);
    out
}

/// A move in words: `heap 1: take 2`, `heap 1: to 3` (a rule that says
/// what a heap becomes), `heap 1: split into 2 5`.
fn text(m: &Play, rule: &Rule) -> String {
    let i = m.index + 1;
    match (m.take, m.left.as_slice(), rule) {
        (_, [] | [_], Rule::To(_)) => format!("heap {i}: to {}", m.left.first().unwrap_or(&0)),
        (t, [] | [_], _) => format!("heap {i}: take {t}"),
        (0, parts, _) => format!("heap {i}: split into {}", words(parts)),
        (t, parts, _) => format!("heap {i}: take {t}, split the rest into {}", words(parts)),
    }
}

/// The numbers of a move as its text writes them.
fn move_numbers(m: &Play, rule: &Rule) -> Vec<u64> {
    let text = text(m, rule);
    text.split(|c: char| c.is_whitespace() || c == ',' || c == ':')
        .filter_map(|t| t.parse().ok())
        .collect()
}

/// A move and the position it leaves.
fn described(m: &Play, heaps: &[Heap], rule: &Rule) -> String {
    format!(
        "{} ({} -> {})",
        text(m, rule),
        shown(heaps),
        shown(&after(heaps, m))
    )
}

fn shown(heaps: &[Heap]) -> String {
    let sizes: Vec<u64> = heaps.iter().map(|h| h.0).collect();
    words(&sizes)
}

fn words(values: &[u64]) -> String {
    let w: Vec<String> = values.iter().map(u64::to_string).collect();
    w.join(" ")
}
