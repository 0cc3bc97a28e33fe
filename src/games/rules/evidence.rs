//! The one evidence finder: for a rule, the heaps a question needs and a
//! budget, the strongest evidence of its values grundy has, with the means
//! to answer (a theorem; a period proved with its certificate; a shape
//! verified on a table; a table), reporting how far it is through a
//! callback ([`Step`]) and printing nothing. `sg` (both engines) and the
//! description solver (`describe::values`, which `show`, `explain`, `play`
//! and `emit` read) all find their evidence here; what differs between
//! them is the [`Need`] and the [`Budget`] they give, never the order in
//! which evidence is looked for.
//!
//! The order: a theorem first ([`Theorem::of`]: every heap up to 2^64 - 1
//! at once); a rule with memory from its positions; the classic engine
//! ([`GrundySequence`]) for a finite set, a code or Grundy's game, which
//! proves a period within the search its budget allows ([`search`]); else
//! the rule language's table ([`Engine`]), grown to the heaps needed and,
//! when a search is asked or the work runs out, a shape claimed by the one
//! criterion ([`shapes::claim`]). A formula in a letter is found by
//! [`super::formula`] for a rule with a letter and is stated in
//! [`Evidence::Formula`] like the rest.

use super::engine::Engine;
use super::formula;
use super::known::Known;
use super::memory::{once_values, TimesLast, ONCE_MAX, TIMES_LAST_MAX};
use super::shapes::{self, Shape};
use super::theorems::{PrimeIndex, Theorem};
use super::Rule;
use crate::games::sequence::{
    Certificate, GrundySequence, Stop, THREE_HEAP_BYTES, THREE_HEAP_WORK,
};

/// The most values one table computed from a rule may hold.
pub const TABLE_MAX: u64 = 1 << 25;

/// The table a shape is looked for on, when the heaps are past [`TABLE_MAX`].
const SHAPE_TABLE: usize = 1 << 16;

/// Moves one table may look at (`Engine::work`) for an input's heaps: a
/// rule whose table grows as the square of the heap (Grundy's game) stops
/// here with a message rather than keep a person waiting.
pub const WORK_BUDGET: u64 = 1 << 28;

/// The most values of Grundy's game or a code computed for one input: a
/// million heaps (CSES 2207) take seconds.
pub const SEQUENCE_MAX: usize = 1 << 20;

/// The pairs a splitting rule's values may look at for one input: Grundy's
/// game to SEQUENCE_MAX takes 2 x 10^10 (seconds), `0.007` (whose rare
/// positions are not rare) stops near heap 250,000 instead of running
/// for minutes.
const INPUT_SPLIT_WORK: u64 = 1 << 35;

/// Values a finite subtraction set's period is looked for in.
const PERIOD_SEARCH: usize = 1 << 20;

/// Values an octal code's period is looked for in: a code that splits
/// heaps costs about the square of this when no period shows (0.007,
/// Treblecross), a tenth of a second; Dawson's Kayles (0.07) proves its
/// period within 200.
const CODE_PERIOD_SEARCH: usize = 1 << 13;

/// The work a period search may take: moves times values for a set,
/// word operations for a three-heap code (about a second).
pub(crate) const SEARCH_WORK: u64 = 1 << 30;

/// How the values of one rule (every letter bound) are known, with what
/// answers them.
pub enum Evidence {
    Proved(Theorem),
    /// g(0..len) computed from the rule.
    Table(Box<Engine>),
    /// A rule with memory: g(0..len) from its positions.
    Memory(Vec<u32>),
    /// g(0..len) of Grundy's game or a code, from the classic engine,
    /// which lists a split's values by their rare ones (Grundy's game to
    /// 10^6 in seconds, where the mex over every split takes hours).
    Sequence(Box<GrundySequence>),
    /// A shape every value of `g` has, applied past it.
    Verified {
        shape: Shape,
        g: Vec<u32>,
    },
    /// A finite subtraction set's or a code's values: periodic from
    /// `preperiod` with `period`, proved by the classic engine; `g` holds
    /// one preperiod and one period.
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
    /// How the values are known, in the one type every command says it
    /// with ([`Known`]).
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
            Evidence::Sequence(seq) => match seq.certificate() {
                Some(c) => Known::Period(*c),
                None => table(
                    seq.computed(),
                    format!("computed from the rule ({})", sequence_method(seq)),
                ),
            },
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

    /// [`Evidence::known`] after a search for a shape (`sg RULE` alone,
    /// [`Need::search`]): a table then also says why no shape is claimed,
    /// by the one criterion ([`shapes::claim`]). The same words as the
    /// description solver's table (`computed from the rule (METHOD)`),
    /// with the search's verdict after them.
    pub fn known_after_search(&self, rule: &Rule) -> Known {
        let known = self.known();
        let (
            Evidence::Table(_) | Evidence::Memory(_),
            Known::Table {
                upto,
                why: Some(how),
            },
        ) = (self, &known)
        else {
            return known;
        };
        let g = self.table().unwrap_or(&[]);
        let why = match shapes::claim(rule, g) {
            Err(Some(why)) => why,
            _ if rule.infinite() => "no shape of the library fits them; the set is infinite, so no cut-off of it is taken for the rule's period".into(),
            _ => "no shape of the library fits them".into(),
        };
        Known::Table {
            upto: *upto,
            why: Some(format!("{how}; no shape claimed: {why}")),
        }
    }

    /// In words, for `show` and the emitted files' comments: the words of
    /// [`Known::text`], which `sg` prints.
    pub fn text(&self) -> String {
        self.known().text()
    }

    /// g(heap), when this evidence gives it (`sieve` prepared for a
    /// theorem that needs one, [`find`]).
    pub fn value(&self, heap: u64, sieve: &PrimeIndex) -> Option<u64> {
        match self {
            Evidence::Proved(t) => t.value(heap, sieve),
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
        }
    }

    /// The values computed from the rule, g(0..len), when this evidence
    /// holds them as a table of the rule language's engine or a verified
    /// shape's table.
    pub fn table(&self) -> Option<&[u32]> {
        match self {
            Evidence::Table(engine) => Some(engine.values()),
            Evidence::Verified { g, .. } | Evidence::Memory(g) => Some(g),
            _ => None,
        }
    }
}

/// How the classic engine computes `seq`'s values, in the words of a
/// table's evidence and `sg --json`'s `method`.
pub fn sequence_method(seq: &GrundySequence) -> &'static str {
    if seq.rare_split().is_some() {
        "the classic engine: a split's values listed by the rare ones"
    } else {
        "the classic engine: the mex over the moves, with the periodicity theorem's check"
    }
}

/// What a question needs of the evidence.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Need {
    /// Every heap up to this one answerable.
    pub upto: u64,
    /// Values to compute looking for a shape when nothing proves the rule
    /// (`sg RULE` alone), a table of the rule language's engine long
    /// enough for one; 0: no search, the table to `upto` answers. For a
    /// rule of the classic engine, the values its period search may
    /// compute (sg's search: `--max`, 2^25 by default; a heap question's,
    /// the heaps and [`period_search`]), the sequence then kept whole
    /// ([`Evidence::Sequence`], which sg's report prints rows of) and
    /// what lies past it left for the caller to say.
    pub search: u64,
    /// Whether heaps to `upto` must come from a table (a table asked for,
    /// `sg --upto`): past the work budget the question is refused rather
    /// than answered by a shape of the values computed.
    pub exact: bool,
}

/// What the finder may spend: moves looked at inside the engines' loops
/// (a budget that repeats from run to run, unlike seconds), and the
/// values one table may hold.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Budget {
    /// Moves the table the question needs may look at.
    pub work: u64,
    /// Moves the search for a shape past it may look at.
    pub search_work: u64,
    /// Values one table may hold.
    pub table: u64,
    /// The most work between two calls of the progress callback (a time
    /// budget kept by the callback is looked at that often); `u64::MAX`:
    /// a block of values at a time.
    pub slice: u64,
    /// The classic engine's budgets past its bounded period search: a
    /// three-heap code's (work, bytes of rows), and a splitting rule's
    /// pairs ([`GrundySequence::set_three_heap_budget`],
    /// `set_split_budget`).
    pub three_heaps: (u64, u64),
    pub splits: u64,
}

impl Budget {
    /// The budget of an input's heaps (`grundy FILE`, `show`, `explain`,
    /// `play`, `emit`): tables to [`TABLE_MAX`] within [`WORK_BUDGET`].
    pub const INPUT: Budget = Budget {
        work: WORK_BUDGET,
        search_work: WORK_BUDGET,
        table: TABLE_MAX,
        slice: u64::MAX,
        three_heaps: (THREE_HEAP_WORK, THREE_HEAP_BYTES),
        splits: INPUT_SPLIT_WORK,
    };
}

/// How far the finder is, for a progress line (the one printer is
/// `commands::progress`); the callback returns false to stop the work (a
/// reader gone, a time budget spent).
pub enum Step<'a> {
    /// The classic engine's sequence so far, `of` values planned, at
    /// `now` by the clock [`search`] was given.
    Sequence {
        seq: &'a GrundySequence,
        of: usize,
        now: f64,
    },
    /// The rule language's table so far, `of` values planned, computed
    /// by `method` ([`Engine::method`]).
    Table {
        rule: &'a Rule,
        values: &'a [u32],
        of: usize,
        method: &'static str,
    },
}

/// Why the classic engine's [`search`] stopped.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum End {
    /// The values asked for are computed.
    Reached,
    /// The period is proven: every value is known.
    Proven,
    /// The callback said stop.
    Stopped,
    /// A value does not fit in a `u16`.
    ValueTooLarge,
    /// The table could not grow: memory is short.
    OutOfMemory,
    /// A three-heap code's or a splitting rule's work budget.
    Work,
}

/// The classic engine's loop: extends `seq` towards `target` values in
/// steps of about 1/40 s by `clock` (small at first, so that a rule whose
/// values are slow is stopped near its budget; doubled while fast), until
/// the period is proven, the target reached or `progress` says stop.
/// Returns why it stopped and the largest value seen.
pub fn search(
    seq: &mut GrundySequence,
    target: usize,
    clock: &mut dyn FnMut() -> f64,
    progress: &mut dyn FnMut(Step<'_>) -> bool,
) -> (End, u16) {
    let (mut largest, mut scanned) = (0u16, 0usize);
    let mut step = 1usize << 4;
    let end = loop {
        largest = largest.max(seq.values().largest_from(scanned));
        scanned = seq.computed();
        let now = clock();
        if !progress(Step::Sequence {
            seq,
            of: target,
            now,
        }) {
            break End::Stopped;
        }
        if seq.certificate().is_some() {
            break End::Proven;
        }
        if seq.computed() >= target {
            break End::Reached;
        }
        let next = target.min(seq.computed().saturating_add(step));
        if seq.try_reserve(next - seq.computed()).is_err() {
            break End::OutOfMemory;
        }
        if seq.extend_to(next) == Stop::ValueTooLarge {
            break End::ValueTooLarge;
        }
        if seq.three_heap_stopped() || seq.split_stopped() {
            break End::Work;
        }
        let spent = clock() - now;
        if spent < 0.01 {
            step = (step * 2).min(1 << 26);
        } else if spent > 0.05 {
            step = (step / 2).max(1 << 6);
        }
    };
    if matches!(end, End::ValueTooLarge | End::Work) {
        largest = largest.max(seq.values().largest_from(scanned));
        let now = clock();
        progress(Step::Sequence {
            seq,
            of: target,
            now,
        });
    }
    (end, largest)
}

/// Why a sequence [`search`] grew towards `target` values stopped, read
/// from the sequence (whether the callback said stop is the caller's to
/// know): for a caller that searched through [`find`].
pub fn ended(seq: &GrundySequence, target: usize) -> End {
    if seq.certificate().is_some() {
        End::Proven
    } else if seq.stop() == Stop::ValueTooLarge {
        End::ValueTooLarge
    } else if seq.three_heap_stopped() || seq.split_stopped() {
        End::Work
    } else if seq.computed() >= target {
        End::Reached
    } else {
        End::OutOfMemory
    }
}

/// The strongest evidence of `rule` (every letter bound) for `need`,
/// within `budget`: the module's order. `sieve` is prepared for a theorem
/// that needs one.
///
/// # Errors
/// When no evidence reaches `need.upto`: why, in words.
pub fn find(
    rule: &Rule,
    need: Need,
    budget: &Budget,
    sieve: &mut PrimeIndex,
    progress: &mut dyn FnMut(Step<'_>) -> bool,
) -> Result<Evidence, String> {
    find_timed(rule, need, budget, sieve, &mut || 0.0, progress)
}

/// [`find`] with a clock (seconds) that sizes the classic engine's steps
/// ([`search`]: about 1/40 s each, so that a callback keeping a time
/// budget is called often enough) and is passed to the callback in
/// [`Step::Sequence`]; [`find`]'s clock stands still (steps doubling to
/// the target: a count, the same on every machine).
///
/// # Errors
/// As [`find`].
pub fn find_timed(
    rule: &Rule,
    need: Need,
    budget: &Budget,
    sieve: &mut PrimeIndex,
    clock: &mut dyn FnMut() -> f64,
    progress: &mut dyn FnMut(Step<'_>) -> bool,
) -> Result<Evidence, String> {
    let mut evidence = start(rule, need, budget, clock, progress)?;
    evidence.reach(rule, need, budget, sieve, progress)?;
    Ok(evidence)
}

impl Evidence {
    /// Makes this evidence of `rule` (found by [`find`]) answer `need`
    /// too: a table grown, a sieve extended, or a shape claimed where the
    /// table cannot grow.
    ///
    /// # Errors
    /// When nothing reaches `need.upto`: why, in words.
    pub fn reach(
        &mut self,
        rule: &Rule,
        need: Need,
        budget: &Budget,
        sieve: &mut PrimeIndex,
        progress: &mut dyn FnMut(Step<'_>) -> bool,
    ) -> Result<(), String> {
        let largest = need.upto;
        match self {
            Evidence::Proved(t) => t
                .prepare(sieve, largest)
                .map_err(|why| format!("{rule}: {why}"))?,
            Evidence::Verified { .. } | Evidence::Formula { .. } | Evidence::Periodic { .. } => {}
            Evidence::Sequence(seq) => {
                // A proved period answers every heap; sg's own search
                // (`need.search`) answers what it reached, and sg says
                // what is past it.
                if seq.certificate().is_some() || need.search > 0 {
                    return Ok(());
                }
                // A table started alone (see `start`) looks for its period
                // once a heap is past the search.
                let target = period_search(rule);
                if largest >= target as u64 && seq.computed() < target {
                    seq.set_three_heap_budget(SEARCH_WORK, THREE_HEAP_BYTES);
                    search(seq, target, &mut || 0.0, progress);
                    seq.set_three_heap_budget(THREE_HEAP_WORK, THREE_HEAP_BYTES);
                    if seq.certificate().is_some() {
                        return Ok(());
                    }
                }
                if largest >= SEQUENCE_MAX as u64 {
                    return Err(format!(
                        "{rule}: grundy computes its values up to heap {} (the table grows as the heap, by seconds per million)",
                        SEQUENCE_MAX - 1
                    ));
                }
                let (end, _) = search(seq, largest as usize + 1, &mut || 0.0, progress);
                if end == End::ValueTooLarge {
                    return Err(format!("{rule}: a value past 65535 before heap {largest}"));
                }
                if seq.split_stopped() && (seq.computed() as u64) <= largest {
                    return Err(format!(
                        "{rule}: its splits up to heap {largest} look at more than {INPUT_SPLIT_WORK} pairs (stopped at heap {})",
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
                if seq.value(largest).is_none() {
                    return Err(format!("{rule}: stopped before heap {largest}"));
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
                let search = need.search.min(budget.table);
                if largest < budget.table {
                    let need_len = largest as usize + 1;
                    let len = need_len.max(search as usize);
                    if len > engine.capacity() {
                        let capacity = len.max(engine.capacity() * 2).min(budget.table as usize);
                        **engine = Engine::new(rule, capacity)?;
                    }
                    if let Err(why) = grow(engine, need_len, budget.work, budget.slice, progress) {
                        if need.exact {
                            return Err(why);
                        }
                        // Past the work budget (a code that splits heaps
                        // grows as the square of the heap): the shape of
                        // the values computed, if they have one.
                        *self = shaped(rule, engine.values(), why)?;
                        return Ok(());
                    }
                    if search as usize > need_len {
                        // The search is cut at its budget, not refused.
                        let _ = grow(
                            engine,
                            search as usize,
                            budget.search_work,
                            budget.slice,
                            progress,
                        );
                        if let Ok(shape) = shapes::claim(rule, engine.values()) {
                            let g = engine.values().to_vec();
                            *self = Evidence::Verified { shape, g };
                        }
                    }
                } else {
                    // A table shorter than the rule's numbers shows nothing:
                    // refused before it is computed (one per case of 1,2,K).
                    if rule.largest_literal().saturating_mul(4) > SHAPE_TABLE as u64 {
                        return Err(shapes::too_short(rule, SHAPE_TABLE as u64));
                    }
                    let mut small = Engine::new(rule, SHAPE_TABLE)?;
                    let why = match grow(&mut small, SHAPE_TABLE, budget.work, budget.slice, progress) {
                        Ok(()) => format!(
                            "no formula is known for {rule}, its table stops at {} and no shape fits g(0..{SHAPE_TABLE})",
                            budget.table - 1
                        ),
                        Err(why) => why,
                    };
                    *self = shaped(rule, small.values(), why)?;
                }
            }
        }
        Ok(())
    }
}

/// Computes g(0..need) of `engine`'s rule, a block at a time, within
/// `work` moves (kept inside the engine's loops: one value of a code that
/// leaves many heaps lists more splits than any budget checked between
/// blocks), calling `progress` after each block and each `slice` of work.
fn grow(
    engine: &mut Engine,
    need: usize,
    work: u64,
    slice: u64,
    progress: &mut dyn FnMut(Step<'_>) -> bool,
) -> Result<(), String> {
    let mut block = 256usize;
    while engine.values().len() < need {
        let next = (engine.values().len() + block).min(need);
        engine.set_budget(work.min(engine.work().saturating_add(slice)));
        engine.extend_to(next);
        if engine.work() >= work && engine.values().len() < next {
            return Err(format!(
                "computing {} up to heap {} looks at more than {work} moves (stopped at heap {})",
                engine.rule(),
                need - 1,
                engine.values().len()
            ));
        }
        if !engine.stopped() {
            block = (block * 2).min(1 << 16);
        }
        let step = Step::Table {
            rule: engine.rule(),
            values: engine.values(),
            of: need,
            method: engine.method(),
        };
        if !progress(step) {
            return Err(format!(
                "computing {} up to heap {} was stopped (at heap {})",
                engine.rule(),
                need - 1,
                engine.values().len()
            ));
        }
    }
    Ok(())
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

/// A finite subtraction set's or an octal code's proved period, when the
/// classic engine proves one within [`PERIOD_SEARCH`] or
/// [`CODE_PERIOD_SEARCH`] values (uva10404's ten amounts up to 1000 need a
/// few thousand, not a table of every heap).
pub fn proved_period(rule: &Rule) -> Option<Evidence> {
    classic(rule).filter(|e| matches!(e, Evidence::Periodic { .. }))
}

/// The values the classic engine looks for `rule`'s period in, whatever
/// the question (sg's heaps and the description solver's alike): a
/// finite set's within [`PERIOD_SEARCH`] and [`SEARCH_WORK`], a code's
/// within [`CODE_PERIOD_SEARCH`]; 0 for a rule it proves no period of
/// (Grundy's game, a set too wide for its search to prove its reach).
pub fn period_search(rule: &Rule) -> usize {
    let Some(takes) = rule.classic() else {
        return 0;
    };
    let Some(largest) = takes.max_take() else {
        return 0;
    };
    match takes.subtraction_moves() {
        Some(moves) if !matches!(rule, Rule::Code { .. }) => {
            // A set of 65,532 amounts searched 2^20 values (seconds for a
            // case of heaps up to 24) is left to the table when its search
            // is too short to prove a period of its reach: a proof compares
            // at least `largest` values past the preperiod.
            let target = usize::try_from(SEARCH_WORK / moves.len().max(1) as u64)
                .map_or(PERIOD_SEARCH, |t| t.min(PERIOD_SEARCH));
            if (target as u64) <= largest {
                0
            } else {
                target
            }
        }
        _ => CODE_PERIOD_SEARCH,
    }
}

/// What the classic engine knows of `rule`: a proved period (see
/// [`proved_period`]); else, for Grundy's game or a code, the sequence
/// itself, with the values the search computed kept for the heaps to come;
/// `None` for other rules, and for a finite set with no period found.
pub(crate) fn classic(rule: &Rule) -> Option<Evidence> {
    classic_within(
        rule,
        Need::default(),
        &Budget::INPUT,
        &mut || 0.0,
        &mut |_| true,
    )
}

/// [`classic`] for `need` within `budget`. With `need.search` (sg's
/// search), the sequence searched to that many values within `budget`
/// (the period ends it sooner), kept whole, proved or not, `progress`
/// told of each step.
fn classic_within(
    rule: &Rule,
    need: Need,
    budget: &Budget,
    clock: &mut dyn FnMut() -> f64,
    progress: &mut dyn FnMut(Step<'_>) -> bool,
) -> Option<Evidence> {
    let takes = rule.classic()?;
    if need.search > 0 {
        let mut seq = GrundySequence::of(rule)?;
        seq.set_three_heap_budget(budget.three_heaps.0, budget.three_heaps.1);
        seq.set_split_budget(budget.splits);
        let target = usize::try_from(need.search.min(budget.table)).unwrap_or(usize::MAX);
        search(&mut seq, target, clock, progress);
        return Some(Evidence::Sequence(Box::new(seq)));
    }
    if takes.unequal {
        return Some(Evidence::Sequence(Box::new(GrundySequence::of(rule)?)));
    }
    let largest = takes.max_take()?;
    let target = period_search(rule);
    if target == 0 {
        return None;
    }
    let code = matches!(rule, Rule::Code { .. }) || takes.subtraction_moves().is_none();
    let mut seq = GrundySequence::of(rule)?;
    // A three-heap code's search within the same work; its values then
    // grow within the sequence's own budget.
    seq.set_three_heap_budget(SEARCH_WORK, THREE_HEAP_BYTES);
    let (end, _) = search(&mut seq, target, &mut || 0.0, &mut |_| true);
    seq.set_three_heap_budget(THREE_HEAP_WORK, THREE_HEAP_BYTES);
    seq.set_split_budget(INPUT_SPLIT_WORK);
    if end != End::Proven {
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

/// How many times the table to the largest heap asked a code's period
/// search must cost before the table is taken instead: the search's
/// worst case is the square of [`CODE_PERIOD_SEARCH`], a table's the
/// square of its heap, so heaps short of an eighth of the search start as
/// their table (HDU 2999's rows up to 1000 under twenty lengths: 10^7
/// pairs, where the search looks at 7 * 10^8 a case).
const SEARCH_OUTWEIGHS: u64 = 64;

/// The split pairs a code's period search may look at whatever the heaps:
/// two splitting amounts' (Kayles, Dawson's Kayles, Treblecross: a few
/// hundredths of a second at most), so that a description states the
/// proof `sg RULE HEAPS` states of the same heaps.
const SEARCH_KEPT: u64 = 2 * (CODE_PERIOD_SEARCH as u64).pow(2) / 2;

/// Whether a code's period search, its values each splitting at every
/// place and amount that splits, would look at more than
/// [`SEARCH_OUTWEIGHS`] times the pairs of the table to the largest heap
/// asked, whatever the number of splitting amounts past two
/// ([`SEARCH_KEPT`]). A code that never splits searches in time linear in
/// the values, and keeps its search.
fn search_outweighs(rule: &Rule, need: Need) -> bool {
    let target = period_search(rule) as u64;
    let splitting = rule
        .classic()
        .map_or(0, |t| (t.twos.len() + t.threes.len()) as u64);
    let pairs = |values: u64| splitting.saturating_mul(values.saturating_mul(values) / 2);
    need.upto < target
        && pairs(target) > SEARCH_KEPT
        && pairs(target) > pairs(need.upto.saturating_add(1)).saturating_mul(SEARCH_OUTWEIGHS)
}

/// The strongest evidence to start from: a theorem, else a table (grown
/// as heaps ask).
fn start(
    rule: &Rule,
    need: Need,
    budget: &Budget,
    clock: &mut dyn FnMut() -> f64,
    progress: &mut dyn FnMut(Step<'_>) -> bool,
) -> Result<Evidence, String> {
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
        Rule::Once(set) => {
            // A shape of its positions' table by the one criterion, as sg
            // claims it; else the table.
            let g = once_values(set, ONCE_MAX);
            Ok(shaped(rule, &g, String::new()).unwrap_or(Evidence::Memory(g)))
        }
        Rule::Misere(_) => Err(format!(
            "{rule}: write the rule without misere and play = \"misere\" in [game]"
        )),
        // A code's period search computes its values, each looking at
        // every split, well past a question whose heaps are short of it (a
        // code built per case from the input, heaps up to 1000: the search
        // cost seconds a case): its table starts alone, and `reach` runs
        // the search when a heap is past it.
        Rule::Code { .. } if need.search == 0 && search_outweighs(rule, need) => {
            match GrundySequence::of(rule) {
                Some(mut seq) => {
                    seq.set_three_heap_budget(THREE_HEAP_WORK, THREE_HEAP_BYTES);
                    seq.set_split_budget(INPUT_SPLIT_WORK);
                    Ok(Evidence::Sequence(Box::new(seq)))
                }
                None => Ok(Evidence::Table(Box::new(Engine::new(rule, 1)?))),
            }
        }
        _ => match classic_within(rule, need, budget, clock, progress) {
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

    fn found(text: &str, need: Need) -> Evidence {
        let rule = parse(text).unwrap();
        let mut sieve = PrimeIndex::default();
        find(&rule, need, &Budget::INPUT, &mut sieve, &mut |_| true)
            .unwrap_or_else(|why| panic!("{text}: {why}"))
    }

    /// The order: a theorem before any table, a proved period before a
    /// table, a table to the heaps needed, and a shape claimed only on a
    /// search long enough for the one criterion.
    #[test]
    fn the_strongest_evidence_comes_first() {
        let need = Need {
            upto: 100,
            ..Need::default()
        };
        assert!(matches!(found("coprime", need), Evidence::Proved(_)));
        assert!(matches!(found("1..n/2", need), Evidence::Proved(_)));
        assert!(matches!(found("1,3,4", need), Evidence::Periodic { .. }));
        assert!(matches!(found("0.07", need), Evidence::Periodic { .. }));
        // A code built per case with a hundred splitting lengths: heaps to
        // 100 get a table of 101 values, not the 8,192 of the search.
        let lengths: Vec<String> = (0..100).map(|i| (3 + 7 * i).to_string()).collect();
        let mut code = vec!["0"; 3 + 7 * 99 + 1];
        for l in &lengths {
            code[l.parse::<usize>().unwrap()] = "7";
        }
        let text = format!("0.{}", code[1..].concat());
        let table = found(&text, need);
        assert!(
            matches!(&table, Evidence::Sequence(seq) if seq.computed() <= 101),
            "{}",
            table.text()
        );
        assert!(matches!(found("squares", need), Evidence::Table(_)));
        assert!(matches!(found("1..2*last", need), Evidence::Memory(_)));
        // sg's summary search: squares has no shape; 3-powers(1) one.
        let search = Need {
            search: 1 << 16,
            ..Need::default()
        };
        let squares = found("squares", search);
        assert!(matches!(squares, Evidence::Table(_)), "{}", squares.text());
        let rule = parse("squares").unwrap();
        for (n, &v) in naive_values(&rule, 3000).iter().enumerate() {
            let at = squares.value(n as u64, &PrimeIndex::default());
            assert_eq!(at, Some(u64::from(v)), "squares at {n}");
        }
        let nontrivial = found("nontrivial-divisors", search);
        assert!(
            matches!(nontrivial, Evidence::Verified { .. }),
            "{}",
            nontrivial.text()
        );
    }

    /// A code built per case from the input (HDU 2999: twenty run
    /// lengths, rows up to 1000) starts as the table to its largest heap:
    /// the values computed are counted, 1001, not the 8,192 of the period
    /// search, and they are the rule's. Heaps past an eighth of the
    /// search keep the search, as do codes of one or two splitting amounts.
    #[test]
    fn a_code_whose_search_outweighs_its_table_starts_as_the_table() {
        let lengths = [3usize, 5, 8, 13, 21, 34, 55, 89, 144, 233];
        let lengths: Vec<usize> = lengths
            .iter()
            .chain(&[7, 11, 17, 19, 23, 29, 31, 37, 41, 43])
            .copied()
            .collect();
        let mut code = vec!["0"; 234];
        for &l in &lengths {
            code[l] = "7";
        }
        let text = format!("0.{}", code[1..].concat());
        let need = |upto| Need {
            upto,
            ..Need::default()
        };
        let table = found(&text, need(1000));
        let Evidence::Sequence(seq) = &table else {
            panic!("{}", table.text());
        };
        assert_eq!(seq.computed(), 1001, "{}", table.text());
        assert!(
            matches!(table.known(), Known::Table { upto: 1000, .. }),
            "{}",
            table.text()
        );
        let rule = parse(&text).unwrap();
        for (n, &v) in naive_values(&rule, 400).iter().enumerate() {
            assert_eq!(
                table.value(n as u64, &PrimeIndex::default()),
                Some(u64::from(v)),
                "at {n}"
            );
        }
        let searched = found(&text, need(1100));
        assert!(
            !matches!(&searched, Evidence::Sequence(seq) if seq.computed() <= 1101),
            "{}",
            searched.text()
        );
        // Three splitting amounts: the table to 100; two (Kayles) and one
        // (Treblecross) keep the search sg states.
        let three = found("0.0707007", need(100));
        assert!(
            matches!(&three, Evidence::Sequence(seq) if seq.computed() == 101),
            "{}",
            three.text()
        );
        assert!(matches!(
            found("0.77", need(100)),
            Evidence::Periodic { .. }
        ));
        let one = found("0.007", need(100));
        assert!(
            matches!(&one, Evidence::Sequence(seq) if seq.computed() >= 8192),
            "{}",
            one.text()
        );
    }

    /// The callback sees the table grow and may stop it: the finder then
    /// says where it stopped, and never prints.
    #[test]
    fn progress_is_reported_and_may_stop_the_work() {
        let rule = parse("squares").unwrap();
        let mut steps = 0;
        let mut sieve = PrimeIndex::default();
        let need = Need {
            upto: 100_000,
            ..Need::default()
        };
        let stopped = find(&rule, need, &Budget::INPUT, &mut sieve, &mut |step| {
            steps += 1;
            matches!(step, Step::Table { values, .. } if values.len() < 1000)
        });
        assert!(stopped.is_err_and(|why| why.contains("stopped (at heap")));
        assert!(steps >= 2, "{steps}");
        let mut seen = 0;
        let e = find(&rule, need, &Budget::INPUT, &mut sieve, &mut |step| {
            if let Step::Table { values, of, .. } = step {
                assert_eq!(of, 100_001);
                seen = values.len();
            }
            true
        })
        .unwrap();
        assert_eq!(seen, 100_001);
        let g = naive_values(&rule, 2000);
        for (n, &v) in g.iter().enumerate() {
            assert_eq!(e.value(n as u64, &sieve), Some(u64::from(v)));
        }
    }
}
