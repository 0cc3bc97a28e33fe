//! The classic engine run for one question: the values it needs, or a
//! period search under a budget of values and of time, with the progress
//! line a terminal shows while it works.

use super::options::{Options, MAX_MAX};
use crate::commands::progress::Progress;
use crate::games::rules::evidence::{self, Budget, Evidence, Need, Step};
use crate::games::rules::known::Known;
use crate::games::rules::theorems::PrimeIndex;
use crate::games::sequence::GrundySequence;
use std::io::Write;
use std::time::Duration;

/// Values computed at most by a period search when neither `--max` nor
/// `--seconds` is given: 64 MiB of `u16`.
pub const DEFAULT_MAX: u64 = 1 << 25;

/// The time a period search takes at most when neither `--max` nor
/// `--seconds` is given: what a person waits for.
pub const DEFAULT_SECONDS: u64 = 3;

pub use crate::games::sequence::{SPLIT_WORK, THREE_HEAP_BYTES, THREE_HEAP_WORK};

/// Why computing stopped.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum End {
    /// Every value the question needs is computed.
    Answered,
    /// The period is proven: every value is known.
    Proven,
    /// The period search reached its `--max` values.
    Max,
    /// The period search ran out of its time.
    Budget,
    /// A value does not fit in a `u16`.
    ValueTooLarge,
    /// The table could not grow: memory is short.
    OutOfMemory,
    /// A three-heap code's values reached [`THREE_HEAP_WORK`] or their
    /// rows [`THREE_HEAP_BYTES`], or a splitting rule's [`SPLIT_WORK`].
    Work,
}

/// What one run of the engine found: the sequence (values, certificate,
/// rare values), why it stopped, the largest value and the time. Every
/// view of `grundy sg` reads this one value.
pub struct Findings {
    pub seq: GrundySequence,
    /// How the values are known: the one finder's evidence
    /// ([`evidence::find`]), in the words `show` says it with.
    pub known: Known,
    pub end: End,
    /// The values the question needs (`None`: a period search only).
    pub needed: Option<u64>,
    pub largest: u16,
    pub seconds: f64,
    /// The time budget the search had, if any.
    pub budget: Option<Duration>,
}

/// How much to compute for `o`: (values at most, time budget, values the
/// question needs).
fn plan(o: &Options) -> (u64, Option<Duration>, Option<u64>) {
    let needed = o
        .heaps
        .iter()
        .chain(&o.upto)
        .chain(&o.explain)
        .map(|&h| h.saturating_add(1))
        .max();
    let search = match (o.max, o.seconds) {
        (None, None) => (DEFAULT_MAX, Some(Duration::from_secs(DEFAULT_SECONDS))),
        (Some(max), seconds) => (max, seconds),
        (None, Some(seconds)) => (MAX_MAX, Some(seconds)),
    };
    match needed {
        // A question within reach (heaps, `--upto`, `--explain`): its
        // values and the bounded period search a description runs
        // (`evidence::period_search`; the period may end it sooner), under
        // --seconds only when given, so that it states what `show` states
        // (issue 18: never more than the values asked and that search).
        Some(n) if n <= o.max.unwrap_or(MAX_MAX) => {
            let search = evidence::period_search(&o.rule) as u64;
            let search = search.min(o.max.unwrap_or(MAX_MAX));
            (n.max(search), o.seconds, needed)
        }
        _ => (search.0, search.1, needed),
    }
}

/// Runs the engine for `o` (module docs), calling `stream` after each
/// step so that values can be written as they are computed; a write error
/// ends the run. The progress line goes to `stderr` when `terminal`.
/// `clock` gives the seconds since the start.
///
/// # Errors
/// The error of `stream`.
pub fn compute(
    o: &Options,
    stderr: &mut dyn Write,
    terminal: bool,
    clock: &mut dyn FnMut() -> f64,
    stream: &mut dyn FnMut(&GrundySequence) -> std::io::Result<()>,
) -> std::io::Result<Findings> {
    let three_heaps = (THREE_HEAP_WORK, THREE_HEAP_BYTES);
    compute_within(o, three_heaps, stderr, terminal, clock, stream)
}

/// [`compute()`] with a three-heap code's budget of (work, bytes) given
/// ([`GrundySequence::set_three_heap_budget`]).
///
/// # Errors
/// The error of `stream`.
pub fn compute_within(
    o: &Options,
    three_heaps: (u64, u64),
    stderr: &mut dyn Write,
    terminal: bool,
    clock: &mut dyn FnMut() -> f64,
    stream: &mut dyn FnMut(&GrundySequence) -> std::io::Result<()>,
) -> std::io::Result<Findings> {
    let (target, budget, needed) = plan(o);
    let target = usize::try_from(target).unwrap_or(usize::MAX);
    // One budget object for the finder: the values the search may
    // compute, a three-heap code's work and rows, and (without --max or
    // --seconds, which ask for a longer search) a splitting rule's pairs;
    // the time is kept by the callback below.
    let finder = Budget {
        table: target as u64,
        three_heaps,
        splits: if o.max.is_none() && o.seconds.is_none() {
            SPLIT_WORK
        } else {
            u64::MAX
        },
        ..Budget::INPUT
    };
    let need = Need {
        upto: needed.map_or(0, |n| n - 1),
        search: target as u64,
        exact: true,
    };
    let mut progress = Progress::new(terminal);
    let words = o.rule.words();
    let start = clock();
    let mut failed = None;
    let mut out_of_time = false;
    let (mut shown_largest, mut scanned) = (0u16, 0usize);
    // The one finder's classic loop; this callback streams the values,
    // keeps the time budget and shows the progress line.
    let mut step = |step: Step<'_>| {
        let Step::Sequence { seq, now, .. } = step else {
            return true;
        };
        if let Err(e) = stream(seq) {
            failed = Some(e);
            return false;
        }
        if seq.certificate().is_some() || seq.computed() >= target {
            return true;
        }
        let now = now - start;
        if budget.is_some_and(|b| now >= b.as_secs_f64()) {
            out_of_time = true;
            return false;
        }
        shown_largest = shown_largest.max(seq.values().largest_from(scanned));
        scanned = seq.computed();
        progress.show(stderr, now, &|| {
            progress_line(&words, now, seq, shown_largest)
        });
        true
    };
    let mut sieve = PrimeIndex::default();
    let found = evidence::find_timed(&o.rule, need, &finder, &mut sieve, clock, &mut step);
    // The finder's evidence is what the report states; the classic
    // engine's sequence gives its rows (for a rule with a theorem, `1..10`,
    // the period it proves is a detail beside the theorem).
    let known = found.as_ref().ok().map(Evidence::known);
    let seq = match found {
        Ok(Evidence::Sequence(seq)) => *seq,
        _ => {
            let Some(mut seq) = GrundySequence::of(&o.rule) else {
                unreachable!("sg's options hold a rule the classic engine plays")
            };
            seq.set_three_heap_budget(three_heaps.0, three_heaps.1);
            seq.set_split_budget(finder.splits);
            evidence::search(&mut seq, target, clock, &mut step);
            seq
        }
    };
    let known = known.unwrap_or_else(|| sequence_known(&seq));
    if let Some(e) = failed {
        progress.clear(stderr);
        return Err(e);
    }
    let end = match evidence::ended(&seq, target) {
        _ if out_of_time => End::Budget,
        evidence::End::Proven => End::Proven,
        evidence::End::Reached if needed.is_some_and(|n| n as usize <= target) => End::Answered,
        evidence::End::Reached | evidence::End::Stopped => End::Max,
        evidence::End::ValueTooLarge => End::ValueTooLarge,
        evidence::End::OutOfMemory => End::OutOfMemory,
        evidence::End::Work => End::Work,
    };
    progress.clear(stderr);
    Ok(Findings {
        seconds: clock() - start,
        largest: seq.values().largest_from(0),
        seq,
        known,
        end,
        needed,
        budget,
    })
}

/// How the classic engine knows the values it computed: a proved period,
/// else the table.
fn sequence_known(seq: &GrundySequence) -> Known {
    match seq.certificate() {
        Some(c) => Known::Period(*c),
        None => Known::Table {
            upto: seq.computed() as u64 - 1,
            why: None,
        },
    }
}

impl Findings {
    /// How the values are known, as the one finder says it.
    pub fn known(&self) -> Known {
        self.known.clone()
    }
}

/// What the progress line says: values, rate, rare values, largest value,
/// the period being checked.
fn progress_line(rule: &str, seconds: f64, seq: &GrundySequence, largest: u16) -> String {
    let n = seq.computed();
    let mut line = format!(
        "sg {rule}: {n} values, {:.0}/s, largest {largest}",
        n as f64 / seconds.max(1e-9)
    );
    if let Some((_, rare)) = seq.rare_split() {
        line.push_str(&format!(", {rare} rare"));
    }
    match seq.period_candidate() {
        Some((e, p)) => line.push_str(&format!(", checking period {p} from {e}")),
        None => line.push_str(", no period in view"),
    }
    line
}
