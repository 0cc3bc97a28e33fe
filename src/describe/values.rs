//! The values of a described game's heaps, each from the strongest evidence
//! grundy has for the rule, and saying which ([`Evidence`]): the one
//! finder of the games layer ([`evidence::find`]) chooses it, under the
//! budget of an input's heaps ([`Budget::INPUT`]); this module caches it
//! by the bound rule across a run's cases, and adds the one thing only a
//! description has, a formula in the rule's letter verified on the
//! letter's first official values. A heap beyond all of them is an error
//! naming it, never a guess. The finder's progress goes to the command's
//! printer ([`listen`]), never to stderr from here.

use crate::games::rules::evidence::{self, Budget, Need, Step};
use crate::games::rules::theorems::{PrimeIndex, Theorem};
use crate::games::rules::{formula, Num, Rule};
use std::sync::Mutex;

pub use crate::games::rules::evidence::{proved_period, Evidence, TABLE_MAX, WORK_BUDGET};

/// The largest heap a table is computed to for each value of a letter
/// that has a formula (beyond the values it was verified on).
const FORMULA_BEFORE: u64 = 1 << 20;

/// The bindings of a letter a formula is verified on.
pub const FORMULA_BINDINGS: usize = 48;

/// Values held in all tables at once before the cache is emptied.
const HELD_MAX: usize = 1 << 26;

/// What hears the finder's progress while inputs are answered: the
/// command that runs them sets it ([`listen`]); the registry's solve
/// functions take no callback of their own.
type Listener = Box<dyn FnMut(Step<'_>) + Send>;
static LISTENER: Mutex<Option<Listener>> = Mutex::new(None);

/// Sends the evidence finder's progress, while inputs are answered, to
/// `listener` (`None`: to nothing); returns the one it replaces. The
/// command prints it through its one printer (`commands::progress`).
pub fn listen(listener: Option<Listener>) -> Option<Listener> {
    match LISTENER.lock() {
        Ok(mut held) => std::mem::replace(&mut *held, listener),
        Err(_) => None,
    }
}

/// The finder's callback: the step to the listener, if any; the work
/// always goes on.
fn heard(step: Step<'_>) -> bool {
    if let Ok(mut held) = LISTENER.try_lock() {
        if let Some(listener) = held.as_mut() {
            listener(step);
        }
    }
    true
}

/// Values held by one evidence's table (the capacity it was made for).
fn held_by(evidence: &Evidence) -> usize {
    match evidence {
        Evidence::Table(engine) => engine.capacity(),
        _ => 0,
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
        let need = Need {
            upto: largest,
            ..Need::default()
        };
        match self.known.iter().position(|k| k.0 == key) {
            Some(index) => {
                let evidence = &mut self.known[index].1;
                let before = held_by(evidence);
                let reached =
                    evidence.reach(rule, need, &Budget::INPUT, &mut self.sieve, &mut heard);
                self.held += held_by(evidence).saturating_sub(before);
                reached.map(|()| index)
            }
            None => {
                // The indices of this case's rules are held by the caller:
                // the cache is emptied between cases ([`Values::new_case`]).
                if self.held > HELD_MAX {
                    return Err(format!(
                        "the heaps of one case need tables of more than {HELD_MAX} values in all"
                    ));
                }
                let evidence =
                    evidence::find(rule, need, &Budget::INPUT, &mut self.sieve, &mut heard)?;
                self.held += held_by(&evidence);
                self.known.push((key, evidence));
                Ok(self.known.len() - 1)
            }
        }
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
        let value = evidence.value(heap, &self.sieve);
        value.ok_or_else(|| format!("heap {heap} is beyond {}", evidence.text()))
    }

    /// Whether the player to move from one heap of `heap` wins: its value
    /// is not 0, or an outcome-only shape says so past its table.
    ///
    /// # Errors
    /// When no evidence reaches the heap.
    pub fn first_wins(&self, index: usize, heap: u64) -> Result<bool, String> {
        if let Evidence::Verified { shape, g } = &self.known[index].1 {
            if let Some(wins) = crate::games::rules::shapes::first_wins(shape, heap, g) {
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

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::rules::engine::naive_values;
    use crate::games::rules::evidence::{classic as classic_evidence, SEARCH_WORK, SEQUENCE_MAX};
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
