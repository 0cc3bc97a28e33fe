//! The values of a described game's heaps, each from the strongest evidence
//! grundy has for the rule, and saying which ([`Evidence`]): a proved
//! formula ([`Theorem`]); else a table computed from the rule up to the
//! largest heap asked; else a shape `grundy sg` verified on a computed table
//! (as much of it as [`WORK_BUDGET`] allows) and applied beyond it. A heap beyond all three is an error naming it,
//! never a guess.

use crate::games::rules::engine::Engine;
use crate::games::rules::known::Known;
use crate::games::rules::memory::{once_values, TimesLast, ONCE_MAX, TIMES_LAST_MAX};
use crate::games::rules::shapes::{self, Shape};
use crate::games::rules::theorems::{PrimeIndex, Theorem};
use crate::games::rules::{formula, Num, Rule};
use crate::games::sequence::{
    Certificate, GrundySequence, Stop, THREE_HEAP_BYTES, THREE_HEAP_WORK,
};

/// The largest heap a table is computed to for each value of a letter
/// that has a formula (beyond the values it was verified on).
const FORMULA_BEFORE: u64 = 1 << 20;

/// The bindings of a letter a formula is verified on.
pub const FORMULA_BINDINGS: usize = 48;

/// The most values one table computed from a rule may hold.
pub const TABLE_MAX: u64 = 1 << 25;

/// The table a shape is looked for on, when the heaps are past [`TABLE_MAX`].
const SHAPE_TABLE: usize = 1 << 16;

/// Moves one table may look at (`Engine::work`): a rule whose table grows
/// as the square of the heap (Grundy's game) stops here with a message
/// rather than keep a person waiting.
pub const WORK_BUDGET: u64 = 1 << 28;

/// Computes g(0..need), a block at a time, within [`WORK_BUDGET`].
fn grow(engine: &mut Engine, need: usize) -> Result<(), String> {
    // Kept inside the engine's loops: one value of a code that leaves many
    // heaps lists more splits than any budget checked between blocks.
    engine.set_budget(WORK_BUDGET);
    while engine.values().len() < need {
        let next = (engine.values().len() + 4096).min(need);
        engine.extend_to(next);
        if engine.stopped() || engine.work() > WORK_BUDGET {
            return Err(format!(
                "computing {} up to heap {} looks at more than {WORK_BUDGET} moves (stopped at heap {})",
                engine.rule(),
                need - 1,
                engine.values().len()
            ));
        }
    }
    Ok(())
}

/// Values held in all tables at once before the cache is emptied.
const HELD_MAX: usize = 1 << 26;

/// How the values of one bound rule are known.
pub enum Evidence {
    Proved(Theorem),
    /// g(0..len) computed from the rule.
    Table(Box<Engine>),
    /// A rule with memory: g(0..len) from its positions.
    Memory(Vec<u32>),
    /// g(0..len) of Grundy's game or a code, from the engine of `grundy
    /// sg`, which lists a split's values by their rare ones (Grundy's game
    /// to 10^6 in seconds, where the mex over every split takes hours).
    Sequence(Box<GrundySequence>),
    /// A shape every value of `g` has, applied past it.
    Verified {
        shape: Shape,
        g: Vec<u32>,
    },
    /// A finite subtraction set's values: periodic from `preperiod` with
    /// `period`, proved by the classic window repeat; `g` holds one
    /// preperiod and one period.
    Periodic {
        preperiod: u64,
        period: u64,
        largest: u64,
        /// An octal code's period (the periodicity theorem of Guy and
        /// Smith), not a subtraction set's window.
        code: bool,
        /// The engine's proof.
        certificate: Certificate,
        g: Vec<u32>,
    },
    /// A formula in the rule's letter, verified on a range of it, at one
    /// binding.
    Formula {
        found: formula::Verified,
        binding: Vec<(char, u64)>,
    },
}

impl Evidence {
    /// How the values are known, in the one type `sg` says it with too.
    pub fn known(&self) -> Known {
        let table = |len: usize, how: String| Known::Table {
            upto: len as u64 - 1,
            why: Some(how),
        };
        match self {
            Evidence::Proved(t) => Known::Proved(*t),
            Evidence::Table(e) => table(
                e.values().len(),
                format!("computed from the rule ({})", e.method()),
            ),
            Evidence::Memory(g) => table(g.len(), "computed from the rule's positions".into()),
            Evidence::Sequence(seq) => table(
                seq.computed(),
                "computed from the rule by grundy sg's engine (a split's values listed by the rare ones)".into(),
            ),
            Evidence::Verified { shape, g } => Known::Verified {
                shape: shape.clone(),
                upto: g.len() as u64 - 1,
            },
            Evidence::Periodic { certificate, .. } => Known::Period(*certificate),
            Evidence::Formula { found, binding } => Known::Formula {
                formula: found.formula.to_string(),
                ranges: found.ranges.clone(),
                bindings: found.bindings,
                at: binding.clone(),
                period: found.period(binding),
            },
        }
    }

    /// In words, for `show` and the emitted files' comments: the words of
    /// [`Known::text`], which `sg` prints.
    pub fn text(&self) -> String {
        self.known().text()
    }
}

/// The values of every rule a run meets, cached by the bound rule.
#[derive(Default)]
pub struct Values {
    sieve: PrimeIndex,
    known: Vec<(String, Evidence)>,
    held: usize,
    /// Formulas looked for, by the rule with its letter.
    formulas: Vec<(String, Result<formula::Verified, String>)>,
}

impl Values {
    /// Starts a case: the tables of earlier cases are let go once they hold
    /// more than [`HELD_MAX`] values (the indices [`Values::prepare`] gave
    /// stay good until the next case starts).
    pub fn new_case(&mut self) {
        if self.held > HELD_MAX {
            self.known.clear();
            self.held = 0;
        }
    }

    /// Makes g(0..=largest) of `rule` (every letter bound) answerable, and
    /// returns the index [`Values::value`] takes.
    ///
    /// # Errors
    /// When no evidence reaches `largest`: why, in words.
    pub fn prepare(&mut self, rule: &Rule, largest: u64) -> Result<usize, String> {
        let key = rule.to_string();
        let index = match self.known.iter().position(|k| k.0 == key) {
            Some(i) => i,
            None => {
                // The indices of this case's rules are held by the caller:
                // the cache is emptied between cases ([`Values::new_case`]).
                if self.held > HELD_MAX {
                    return Err(format!(
                        "the heaps of one case need tables of more than {HELD_MAX} values in all"
                    ));
                }
                let evidence = first_evidence(rule)?;
                self.known.push((key, evidence));
                self.known.len() - 1
            }
        };
        let evidence = &mut self.known[index].1;
        match evidence {
            Evidence::Proved(t) => t
                .prepare(&mut self.sieve, largest)
                .map_err(|why| format!("{rule}: {why}"))?,
            Evidence::Verified { .. } | Evidence::Formula { .. } | Evidence::Periodic { .. } => {}
            Evidence::Sequence(seq) => {
                if largest >= SEQUENCE_MAX as u64 {
                    return Err(format!(
                        "{rule}: grundy computes its values up to heap {} (the table grows as the heap, by seconds per million)",
                        SEQUENCE_MAX - 1
                    ));
                }
                if extend_showing_progress(seq, largest as usize + 1, rule) == Stop::ValueTooLarge {
                    return Err(format!("{rule}: a value past 65535 before heap {largest}"));
                }
                if seq.split_stopped() && (seq.computed() as u64) <= largest {
                    return Err(format!(
                        "{rule}: its splits up to heap {largest} look at more than {SPLIT_WORK} pairs (stopped at heap {})",
                        seq.computed()
                    ));
                }
                if seq.three_heap_stopped() && (seq.computed() as u64) <= largest {
                    return Err(format!(
                        "{rule}: its three-heap moves up to heap {largest} take more than {THREE_HEAP_WORK} operations or {} MB (stopped at heap {})",
                        THREE_HEAP_BYTES >> 20,
                        seq.computed()
                    ));
                }
            }
            Evidence::Memory(g) => {
                if largest >= g.len() as u64 {
                    return Err(format!(
                        "{rule} remembers moves: its values are computed position by position, up to heap {}",
                        g.len() - 1
                    ));
                }
            }
            Evidence::Table(engine) => {
                if largest < TABLE_MAX {
                    let need = largest as usize + 1;
                    if need > engine.capacity() {
                        let capacity = need.max(engine.capacity() * 2).min(TABLE_MAX as usize);
                        self.held += capacity;
                        **engine = Engine::new(rule, capacity)?;
                    }
                    if let Err(why) = grow(engine, need) {
                        // Past the work budget (a code that splits heaps
                        // grows as the square of the heap): the shape of
                        // the values computed, if they have one.
                        *evidence = shaped(rule, engine.values(), why)?;
                    }
                } else {
                    // A table shorter than the rule's numbers shows nothing:
                    // refused before it is computed (one per case of 1,2,K).
                    if rule.largest_literal().saturating_mul(4) > SHAPE_TABLE as u64 {
                        return Err(shapes::too_short(rule, SHAPE_TABLE as u64));
                    }
                    let mut small = Engine::new(rule, SHAPE_TABLE)?;
                    let why = match grow(&mut small, SHAPE_TABLE) {
                        Ok(()) => format!(
                            "no formula is known for {rule}, its table stops at {} and no shape fits g(0..{SHAPE_TABLE})",
                            TABLE_MAX - 1
                        ),
                        Err(why) => why,
                    };
                    *evidence = shaped(rule, small.values(), why)?;
                }
            }
        }
        Ok(index)
    }

    /// Like [`Values::prepare`] for `rule`, which is `unbound` under
    /// `binding` (one letter); when no evidence of the bound rule reaches
    /// `largest`, a formula in the letter verified on `range` of it (the
    /// letter's smallest official values): how `1,2,K` is answered for K =
    /// 10^8, whose table no machine holds. For a value of the letter past
    /// those and a heap past `FORMULA_BEFORE`, the formula answers first
    /// (a table per case would take minutes over 10^4 cases).
    ///
    /// # Errors
    /// Why neither reaches the heap.
    pub fn prepare_in_letter(
        &mut self,
        rule: &Rule,
        unbound: &Rule,
        binding: &[(char, u64)],
        range: (u64, u64),
        largest: u64,
    ) -> Result<usize, String> {
        let [(letter, value)] = binding else {
            return self.prepare(rule, largest);
        };
        // A theorem answers every heap of every binding: no formula needed.
        if Theorem::of(rule).is_some() {
            return self.prepare(rule, largest);
        }
        // A table past FORMULA_BEFORE for each value of the letter (one per
        // case) costs more than the formula verified for the letter's first
        // values: past it, and past those values, the formula answers.
        // Only above the values it was verified on: below them (an input
        // past the official low) the formula was never checked.
        let above = *value > range.1;
        if largest >= FORMULA_BEFORE && above {
            if let Ok(index) = self.by_formula(rule, unbound, *letter, binding, range) {
                return Ok(index);
            }
        }
        let why = match self.prepare(rule, largest) {
            Ok(index) => return Ok(index),
            Err(why) => why,
        };
        self.by_formula(rule, unbound, *letter, binding, range)
            .map_err(|no| format!("{why}; and no formula in {letter}: {no}"))
    }

    /// The formula in `letter` for `unbound` (looked for once), at `binding`.
    fn by_formula(
        &mut self,
        rule: &Rule,
        unbound: &Rule,
        letter: char,
        binding: &[(char, u64)],
        range: (u64, u64),
    ) -> Result<usize, String> {
        let key = format!("{rule} (formula)");
        if let Some(i) = self.known.iter().position(|k| k.0 == key) {
            return Ok(i);
        }
        let name = unbound.to_string();
        if !self.formulas.iter().any(|f| f.0 == name) {
            let ranges = [formula::ParamRange {
                letter,
                from: Num::Lit(range.0),
                to: Num::Lit(range.1),
            }];
            let found = formula::find(unbound, &ranges, FORMULA_BINDINGS);
            self.formulas.push((name.clone(), found));
        }
        let found = match self.formulas.iter().find(|f| f.0 == name) {
            Some((_, Ok(found))) => found.clone(),
            Some((_, Err(no))) => return Err(no.clone()),
            None => return Err("no formula looked for".into()),
        };
        if !found.applies(binding) {
            return Err(format!(
                "{letter} = {} is below the values the formula was verified on ({})",
                binding.iter().find(|b| b.0 == letter).map_or(0, |b| b.1),
                found.ranges
            ));
        }
        self.known.push((
            key,
            Evidence::Formula {
                found,
                binding: binding.to_vec(),
            },
        ));
        Ok(self.known.len() - 1)
    }

    /// g(heap) of the rule [`Values::prepare`] gave `index` for, with a
    /// heap at most its `largest`.
    pub fn value(&self, index: usize, heap: u64) -> Result<u64, String> {
        let evidence = &self.known[index].1;
        let value = match evidence {
            Evidence::Proved(t) => t.value(heap, &self.sieve),
            Evidence::Table(engine) => engine.values().get(heap as usize).map(|&v| u64::from(v)),
            Evidence::Memory(g) => g.get(heap as usize).map(|&v| u64::from(v)),
            Evidence::Sequence(seq) => seq.value(heap).map(u64::from),
            Evidence::Verified { shape, g } => shapes::value(shape, heap, g),
            Evidence::Formula { found, binding } => found.value(binding, heap),
            Evidence::Periodic {
                preperiod,
                period,
                g,
                ..
            } => {
                let at = if heap < *preperiod {
                    heap
                } else {
                    preperiod + (heap - preperiod) % period
                };
                g.get(at as usize).map(|&v| u64::from(v))
            }
        };
        value.ok_or_else(|| format!("heap {heap} is beyond {}", evidence.text()))
    }

    /// Whether the player to move from one heap of `heap` wins: its value
    /// is not 0, or an outcome-only shape says so past its table.
    ///
    /// # Errors
    /// When no evidence reaches the heap.
    pub fn first_wins(&self, index: usize, heap: u64) -> Result<bool, String> {
        if let Evidence::Verified { shape, g } = &self.known[index].1 {
            if let Some(wins) = shapes::first_wins(shape, heap, g) {
                return Ok(wins);
            }
        }
        self.value(index, heap).map(|v| v != 0)
    }

    /// How the values of `index` are known.
    pub fn evidence(&self, index: usize) -> &Evidence {
        &self.known[index].1
    }
}

/// The shape every value of `g` has, as evidence, by the one criterion
/// every command claims a shape by ([`shapes::claim`]); else `why` nothing
/// reaches the heap.
fn shaped(rule: &Rule, g: &[u32], why: String) -> Result<Evidence, String> {
    let shape = shapes::claim(rule, g).map_err(|no| no.unwrap_or(why))?;
    Ok(Evidence::Verified {
        shape,
        g: g.to_vec(),
    })
}

/// Extends `seq` to `len` values; a long extension (past 2^17 values,
/// seconds) says how far it is on stderr when that is a terminal, and
/// clears the line when done.
fn extend_showing_progress(seq: &mut GrundySequence, len: usize, rule: &Rule) -> Stop {
    use std::io::{IsTerminal, Write};
    let shown = len > seq.computed() + (1 << 17) && std::io::stderr().is_terminal();
    if !shown {
        return seq.extend_to(len);
    }
    let mut stop = Stop::Reached;
    while seq.computed() < len
        && stop == Stop::Reached
        && !seq.three_heap_stopped()
        && !seq.split_stopped()
    {
        stop = seq.extend_to((seq.computed() + (1 << 16)).min(len));
        let _ = write!(
            std::io::stderr(),
            "\rgrundy: computing {rule} to heap {}: {} done",
            len - 1,
            seq.computed()
        );
    }
    let _ = write!(std::io::stderr(), "\r\x1b[K");
    stop
}

/// The most values of Grundy's game or a code computed for one input: a
/// million heaps (CSES 2207) take seconds.
const SEQUENCE_MAX: usize = 1 << 20;

/// The pairs a splitting rule's values may look at for one input: Grundy's
/// game to SEQUENCE_MAX takes 2 x 10^10 (seconds), `0.007` (whose rare
/// positions are not rare) stops near heap 250,000 instead of running
/// for minutes.
const SPLIT_WORK: u64 = 1 << 35;

/// Values a finite subtraction set's period is looked for in.
const PERIOD_SEARCH: usize = 1 << 20;

/// Values an octal code's period is looked for in: a code that splits
/// heaps costs about the square of this when no period shows (0.007,
/// Treblecross), a tenth of a second; Dawson's Kayles (0.07) proves its
/// period within 200.
const CODE_PERIOD_SEARCH: usize = 1 << 13;

/// The work a period search may take: moves times values for a set,
/// word operations for a three-heap code (about a second).
const SEARCH_WORK: u64 = 1 << 30;

/// A finite subtraction set's or an octal code's proved period, when the
/// classic engine proves one within [`PERIOD_SEARCH`] or
/// [`CODE_PERIOD_SEARCH`] values (uva10404's ten amounts up to 1000 need a
/// few thousand, not a table of every heap).
pub(super) fn proved_period(rule: &Rule) -> Option<Evidence> {
    classic_evidence(rule).filter(|e| matches!(e, Evidence::Periodic { .. }))
}

/// What the classic engine knows of `rule`: a proved period (see
/// [`proved_period`]); else, for Grundy's game or a code, the sequence
/// itself, with the values the search computed kept for the heaps to come;
/// `None` for other rules, and for a finite set with no period found.
fn classic_evidence(rule: &Rule) -> Option<Evidence> {
    let classic = rule.classic()?;
    if classic.unequal {
        return Some(Evidence::Sequence(Box::new(GrundySequence::of(rule)?)));
    }
    let largest = classic.max_take()?;
    // The search within SEARCH_WORK: a set of 65,532 amounts searched
    // 2^20 values (seconds for a case of heaps up to 24) is left to the
    // table when its search is too short to prove a period of its reach.
    let (search, code) = match classic.subtraction_moves() {
        Some(moves) if !matches!(rule, Rule::Code { .. }) => {
            let search =
                PERIOD_SEARCH.min(usize::try_from(SEARCH_WORK / moves.len().max(1) as u64).ok()?);
            // A proof compares at least `largest` values past the
            // preperiod: a shorter search proves nothing.
            if (search as u64) <= largest {
                return None;
            }
            (search, false)
        }
        _ => (CODE_PERIOD_SEARCH, true),
    };
    let mut seq = GrundySequence::of(rule)?;
    // A three-heap code's search within the same work; its values then
    // grow within the sequence's own budget.
    seq.set_three_heap_budget(SEARCH_WORK, THREE_HEAP_BYTES);
    let stop = seq.extend_to(search);
    seq.set_three_heap_budget(THREE_HEAP_WORK, THREE_HEAP_BYTES);
    seq.set_split_budget(SPLIT_WORK);
    if stop != Stop::Proven {
        return code.then(|| Evidence::Sequence(Box::new(seq)));
    }
    let c = *seq.certificate()?;
    let g: Option<Vec<u32>> = (0..c.preperiod + c.len)
        .map(|n| seq.value(n).map(u32::from))
        .collect();
    Some(Evidence::Periodic {
        preperiod: c.preperiod,
        period: c.len,
        largest,
        code,
        certificate: c,
        g: g?,
    })
}

/// The strongest evidence to start from: a theorem, else a table (grown
/// as heaps ask).
fn first_evidence(rule: &Rule) -> Result<Evidence, String> {
    if let Some(t) = Theorem::of(rule) {
        return Ok(Evidence::Proved(t));
    }
    match rule {
        Rule::TimesLast(k) => {
            let k = k.lit().ok_or("an unbound letter")?;
            let table = TimesLast::new(k, TIMES_LAST_MAX);
            Ok(Evidence::Memory(
                (0..table.len()).map(|n| table.start(n)).collect(),
            ))
        }
        Rule::Once(set) => Ok(Evidence::Memory(once_values(set, ONCE_MAX))),
        Rule::Misere(_) => Err(format!(
            "{rule}: write the rule without misere and play = \"misere\" in [game]"
        )),
        _ => match classic_evidence(rule) {
            Some(evidence) => Ok(evidence),
            None => Ok(Evidence::Table(Box::new(Engine::new(rule, 1)?))),
        },
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::rules::engine::naive_values;
    use crate::games::rules::parse::parse;

    /// Every value of `index` below `len` is the mex over `rule`'s moves.
    fn agrees_with_the_definition(values: &Values, index: usize, rule: &Rule, len: usize) {
        for (n, &v) in naive_values(rule, len).iter().enumerate() {
            assert_eq!(
                values.value(index, n as u64),
                Ok(u64::from(v)),
                "{rule} at {n}"
            );
        }
    }

    /// A finite set's proved period gives every value the definition does,
    /// well past the preperiod and one period.
    #[test]
    fn a_proved_period_agrees_with_the_definition() {
        for text in ["1,3,4", "2,5,7", "1,2,9", "3..5|11", "4,9,10,17"] {
            let rule = parse(text).unwrap();
            let mut values = Values::default();
            let index = values.prepare(&rule, 1 << 30).unwrap();
            assert!(
                matches!(values.evidence(index), Evidence::Periodic { .. }),
                "{text}: {}",
                values.evidence(index).text()
            );
            agrees_with_the_definition(&values, index, &rule, 3000);
        }
    }

    /// An octal code's period, proved by the classic engine, gives every
    /// value the definition does (Dawson's Kayles 0.07 answered its heaps
    /// of 10^9 from a growing table before).
    #[test]
    fn an_octal_codes_proved_period_agrees_with_the_definition() {
        for text in ["0.07", "0.77", "0.137", "4.07"] {
            let rule = parse(text).unwrap();
            let evidence = proved_period(&rule).unwrap_or_else(|| panic!("{text}: no period"));
            assert!(evidence.text().contains("Guy and Smith"), "{text}");
            let mut values = Values::default();
            let index = values.prepare(&rule, 1_000_000_000).unwrap();
            assert!(matches!(
                values.evidence(index),
                Evidence::Periodic { code: true, .. }
            ));
            agrees_with_the_definition(&values, index, &rule, 2000);
        }
        // Treblecross shows no period this early: the sequence answers it.
        assert!(proved_period(&parse("0.007").unwrap()).is_none());
    }

    /// Grundy's game, and a code with no period this early (Treblecross),
    /// come from the sequence engine, whose values are the definition's.
    #[test]
    fn grundys_game_and_an_unproved_code_come_from_the_sequence_engine() {
        for text in ["grundy", "0.007"] {
            let rule = parse(text).unwrap();
            let mut values = Values::default();
            let index = values.prepare(&rule, 400).unwrap();
            assert!(
                matches!(values.evidence(index), Evidence::Sequence(_)),
                "{text}"
            );
            agrees_with_the_definition(&values, index, &rule, 400);
            let past = values.prepare(&rule, SEQUENCE_MAX as u64);
            assert!(
                past.is_err_and(|why| why.contains("up to heap 1048575")),
                "{text}"
            );
        }
    }

    /// Issue 46: the period search keeps its work. A set of 65,532
    /// amounts (2^20 values of it took seconds for heaps up to 24) is not
    /// searched at all when the search within [`SEARCH_WORK`] is too short
    /// to prove a period of its reach: the table answers, after a few
    /// moves; a three-heap code (0.bf5) stops its search at the work.
    #[test]
    fn the_period_search_keeps_its_work() {
        for text in ["4-powers(6)|4..65535", "9|3..65535"] {
            let rule = parse(text).unwrap();
            assert!(classic_evidence(&rule).is_none(), "{text}");
            let mut values = Values::default();
            let index = values.prepare(&rule, 24).unwrap();
            let Evidence::Table(engine) = values.evidence(index) else {
                panic!("{text}: {}", values.evidence(index).text());
            };
            assert!(engine.work() < 1 << 12, "{text}: {}", engine.work());
            agrees_with_the_definition(&values, index, &rule, 25);
        }
        // An amount near 2^64 leaves the table to it too, with no overflow.
        let rule = parse("1,18446744073709551615").unwrap();
        assert!(classic_evidence(&rule).is_none());
        let rule = parse("0.bf5").unwrap();
        let Some(Evidence::Sequence(seq)) = classic_evidence(&rule) else {
            panic!("0.bf5: a sequence");
        };
        let (work, words) = seq.three_heap_cost().unwrap();
        let n = seq.computed() as u64;
        // Past the work by at most one value's (three_heaps' Cost).
        assert!(work >= SEARCH_WORK, "{work}");
        assert!(
            work <= SEARCH_WORK + n + 2 * (n / 3 + 66) * words as u64,
            "{work}"
        );
        let mut values = Values::default();
        let index = values.prepare(&rule, 60).unwrap();
        agrees_with_the_definition(&values, index, &rule, 61);
    }

    /// A full cache refuses a new rule within a case instead of letting go
    /// of the rules it gave indices for (which once panicked on a case of
    /// five heaps, each with its own rule and table); the next case starts
    /// afresh.
    #[test]
    fn a_full_cache_keeps_this_cases_rules_and_empties_at_the_next() {
        let squares = parse("squares").unwrap();
        let mut values = Values::default();
        let first = values.prepare(&squares, 100).unwrap();
        values.held = HELD_MAX + 1;
        let more = values.prepare(&parse("primes").unwrap(), 100);
        assert!(more.is_err_and(|why| why.contains("tables of more than")));
        assert_eq!(values.value(first, 4), Ok(2)); // mex of g(3) = 1 and g(0) = 0
        values.new_case();
        assert!(values.known.is_empty());
        assert!(values.prepare(&parse("primes").unwrap(), 100).is_ok());
    }
}
