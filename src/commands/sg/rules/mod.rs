//! `grundy sg RULE` for the rules the classic engine does not take: sets
//! by predicate or by the heap, maps, codes with a repeating part, equal
//! splits, rules with memory, misère sums, and rules with a parameter
//! letter (`--param`). Finite subtraction sets, finite codes and Grundy's
//! game stay with [`super`], which proves their periods.
//!
//! Every answer says how it is known ([`Known`]), from the evidence the
//! one finder ([`evidence::find`]) gives for the question's need and sg's
//! budget: *proved* (a theorem), *verified to N* (a shape claimed by
//! [`shapes::claim`], or a formula of [`crate::games::rules::formula`] on
//! the range of the letter it was checked on), or *table only* (the
//! values, no claim). A heap beyond the table is answered only by a
//! theorem or a verified shape, and the answer says so.
//!
//! This module reads the question and answers it from the rule language's
//! engine; `param` answers a `--param` range, `misere` and `memory`
//! the rules whose positions are more than a heap.

mod memory;
mod misere;
mod param;

pub use param::{generalised, generalised_report};

use super::text::{heap_lines, Summary};
use super::{heaps_left, usage, value_lines, written, Options, EXPLAIN_MOVES};
use crate::commands::{Failure, Io, Parsed};
use crate::games::rules::engine::Engine;
use crate::games::rules::evidence::{self, Budget, Evidence, Need, Step};
use crate::games::rules::formula;
use crate::games::rules::known::Known;
use crate::games::rules::memory::{ONCE_MAX, TIMES_LAST_MAX};
use crate::games::rules::shapes::Shape;
use crate::games::rules::theorems::{PrimeIndex, Theorem, FRACTION_STEPS};
use crate::games::rules::{Num, Rule};
use crate::games::sum::{winning_move, WinningMove};
use std::io::Write;
use std::time::Instant;

/// Values computed at most to look for a shape when no question needs
/// more, and the work (moves looked at) that may take: a budget that
/// repeats from run to run, unlike seconds.
const SHAPE_TABLE: u64 = 1 << 16;
const SHAPE_WORK: u64 = 1 << 26;

/// The work (moves looked at, counted inside the engine's loops) a table
/// a question asks for may take: seconds, not minutes; past it the
/// question is refused with the heap reached.
pub const ASK_WORK: u64 = 1 << 30;

/// The work between two looks at the clock under `--seconds`.
const SLICE_WORK: u64 = 1 << 22;

/// The most values any question may have computed.
const MAX_TABLE: u64 = 1 << 27;

/// Moves tried when looking for a winning move in one heap.
const MOVES_TRIED: u64 = 1_000_000;

/// Bindings a `--param` range may have.
const MAX_BINDINGS: usize = 20_000;

/// The flags `1..K*last`, `once S` and `misere R` answer, each refused by
/// name where it is not (a position is more than a heap: no picture, no
/// move list, no time budget; misère play has outcomes, not values, so no
/// JSON of values), and `--upto` past the heaps their tables hold refused
/// with the bound, never cut short. The rules with memory answer `--json`
/// in the schema of every rule.
fn memory_flags(rule: &Rule, a: &Options) -> Result<(), Failure> {
    let (what, upto_max) = match rule {
        Rule::TimesLast(_) => ("a rule with memory", Some(TIMES_LAST_MAX as u64 - 1)),
        // A theorem (`once 1..n`) gives every heap; else the table.
        Rule::Once(_) if Theorem::of(rule).is_some() => ("a rule with memory", None),
        Rule::Once(_) => ("a rule with memory", Some(ONCE_MAX as u64 - 1)),
        Rule::Misere(_) => ("misère play", Some(misere::UPTO_MAX)),
        _ => return Ok(()),
    };
    let refused = [
        ("--json", a.json && matches!(rule, Rule::Misere(_))),
        ("--svg", a.svg.is_some()),
        ("--explain", a.explain.is_some()),
        ("--max", a.max.is_some()),
        ("--seconds", a.seconds.is_some()),
        ("--values", a.values && matches!(rule, Rule::Misere(_))),
    ];
    if let Some((flag, _)) = refused.iter().find(|f| f.1) {
        return Err(usage(format!(
            "{flag} is not answered for {rule} ({what}: {})",
            if matches!(rule, Rule::Misere(_)) {
                "the outcomes of sums by search, not values"
            } else {
                "its positions are more than a heap, within fixed tables"
            }
        )));
    }
    if let (Some(upto), Some(max)) = (a.upto, upto_max) {
        if upto > max {
            return Err(usage(format!(
                "--upto {upto}: {rule} ({what}) is answered for heaps up to {max}"
            )));
        }
    }
    Ok(())
}

/// What was asked, read as for every rule ([`super::options::read`]),
/// with the bound on `--max` this engine's tables have.
fn ask(args: &Parsed, rule: &Rule, rest: &[&str]) -> Result<Options, Failure> {
    let a = super::options::read(args, rule.clone(), None, rest)?;
    if a.max.is_some_and(|m| m > MAX_TABLE) {
        return Err(usage(format!(
            "--max must be from 1 to {MAX_TABLE} for this rule"
        )));
    }
    Ok(a)
}

/// Runs `grundy sg` for a rule of the rule language (module docs). `rest`
/// are the words after the rule.
pub fn run(args: &Parsed, rule: Rule, rest: &[&str], io: &mut Io<'_>) -> Result<(), Failure> {
    let a = ask(args, &rule, rest)?;
    let mut out = std::io::BufWriter::with_capacity(1 << 16, &mut *io.stdout);
    let stderr = &mut *io.stderr;
    let terminal = io.stdin_is_process && {
        use std::io::IsTerminal;
        std::io::stderr().is_terminal()
    };
    let rule = match args.text("--param")? {
        Some(text) => {
            let ranges = formula::parse_ranges(text).map_err(|e| usage(format!("--param: {e}")))?;
            let fixed: Option<Vec<(char, u64)>> = ranges
                .iter()
                .map(|r| match (r.from, r.to) {
                    (Num::Lit(x), Num::Lit(y)) if x == y => Some((r.letter, x)),
                    _ => None,
                })
                .collect();
            match fixed {
                Some(binding) => rule
                    .bind_checked(&binding)
                    .map_err(|e| usage(format!("{rule} with --param {text}: {e}")))?,
                None => return param::report(&rule, &ranges, &a, &mut out),
            }
        }
        None => rule,
    };
    if let Some(c) = rule.letters().first() {
        return Err(usage(format!(
            "the rule {rule} has a letter {c}: give its values with --param {c}=FROM..TO (a formula in {c}) or --param {c}=VALUE"
        )));
    }
    memory_flags(&rule, &a)?;
    let mut unknown = None;
    let done = match &rule {
        Rule::Misere(inner) => misere::report(inner, &a, &mut out, &mut unknown),
        Rule::TimesLast(k) => {
            memory::times_last_report(&rule, k.lit().unwrap_or(1), &a, &mut out, &mut unknown)
        }
        Rule::Once(set) => memory::once_report(&rule, set, &a, &mut out, &mut unknown),
        _ => plain_report(&rule, &a, &mut out, stderr, terminal)?,
    };
    done.and_then(|()| out.flush()).map_err(written)?;
    match unknown {
        Some(why) => {
            let _ = writeln!(stderr, "grundy: sg: {why}");
            Err(Failure::Unanswered)
        }
        None => Ok(()),
    }
}

fn plain_report(
    rule: &Rule,
    a: &Options,
    out: &mut dyn Write,
    stderr: &mut dyn Write,
    terminal: bool,
) -> Result<std::io::Result<()>, Failure> {
    let shape_table = a.max.unwrap_or(SHAPE_TABLE);
    let limit = a.max.unwrap_or(MAX_TABLE);
    // Values the question needs in the table: --upto and --explain always;
    // heaps when within the limit (beyond it, only a shape answers).
    let asked = a
        .upto
        .iter()
        .chain(&a.explain)
        .map(|&n| n.saturating_add(1))
        .max()
        .unwrap_or(0);
    if asked > limit {
        return Err(usage(format!(
            "g(0..{asked}) is more than the {limit} values this rule may compute (raise --max up to {MAX_TABLE})"
        )));
    }
    // The work is bounded by the question: a table asked for is computed
    // and no more; a shape is looked for (on a longer table, under a work
    // budget) only for the summary, JSON, or heaps beyond any table. The
    // one finder chooses the evidence (a theorem first: then no table).
    let tabulated = limit.min(shape_table.max(1 << 20));
    let heaps_in_table = a
        .heaps
        .iter()
        .map(|&h| h.saturating_add(1))
        .filter(|&h| h <= tabulated)
        .max()
        .unwrap_or(0);
    let beyond = a.heaps.iter().any(|&h| h >= tabulated);
    let summary = a.upto.is_none() && a.explain.is_none() && a.heaps.is_empty();
    // A heap question's need is the description solver's (the heaps),
    // in text and JSON alike: the same evidence as `show`.
    let shape_wanted = summary || beyond;
    let question = asked.max(heaps_in_table);
    let need = Need {
        upto: question.max(1) - 1,
        search: if shape_wanted {
            shape_table.max(question).min(limit)
        } else {
            0
        },
        exact: true,
    };
    let budget = Budget {
        work: ASK_WORK,
        search_work: if a.max.is_some() {
            ASK_WORK
        } else {
            SHAPE_WORK
        },
        table: limit,
        slice: if a.seconds.is_some() {
            SLICE_WORK
        } else {
            u64::MAX
        },
        ..Budget::INPUT
    };
    let started = Instant::now();
    let mut progress = crate::commands::progress::Progress::new(terminal);
    // --values: written as computed, so a reader that leaves (`| head`)
    // ends the work.
    let streaming = a.values && !a.json;
    let stream_end = a.upto.map_or(0, |u| u as usize + 1);
    let mut written = 0usize;
    let mut failed = None;
    let mut out_of_time = false;
    let mut method = "the theorem: no table";
    let mut sieve = PrimeIndex::default();
    let found = evidence::find(rule, need, &budget, &mut sieve, &mut |step| {
        let Step::Table {
            values,
            of,
            method: how,
            ..
        } = step
        else {
            return true;
        };
        method = how;
        if streaming {
            let end = values.len().min(stream_end);
            if end > written {
                let done = value_lines(out, &mut values[written..end].iter().copied())
                    .and_then(|()| out.flush());
                if let Err(e) = done {
                    failed = Some(e);
                    return false;
                }
                written = end;
            }
        }
        let seconds = started.elapsed().as_secs_f64();
        progress.show(stderr, seconds, &|| {
            format!("sg {rule}: {} of {of} values", values.len())
        });
        if a.seconds.is_some_and(|s| s.as_secs_f64() < seconds) {
            out_of_time = true;
            return false;
        }
        true
    });
    progress.clear(stderr);
    if let Some(e) = failed {
        return Ok(Err(e));
    }
    let mut found =
        match found {
            Ok(found) => found,
            Err(why) => {
                let _ = out.flush();
                let why =
                    if out_of_time {
                        format!(
                    "g(0..{question}) of {rule} takes more than --seconds (stopped at heap {})",
                    why.rsplit("at heap ").next().unwrap_or("?").trim_end_matches(')')
                )
                    } else {
                        format!("g(0..{question}) is unknown: {why}")
                    };
                let _ = writeln!(stderr, "grundy: sg: {why}");
                return Err(Failure::Unanswered);
            }
        };
    // A theorem's sieve (`coprime`) reaches the largest heap asked.
    if let Evidence::Proved(_) = found {
        let largest = a
            .heaps
            .iter()
            .chain(&a.upto)
            .chain(&a.explain)
            .copied()
            .max();
        let need = Need {
            upto: largest.unwrap_or(0),
            ..Need::default()
        };
        found
            .reach(rule, need, &budget, &mut sieve, &mut |_| true)
            .map_err(usage)?;
    }
    let g: &[u32] = found.table().unwrap_or(&[]);
    // The classic engine's values (a finite set bound by --param): what
    // its search computed, by its method.
    let computed = match &found {
        Evidence::Periodic { certificate, .. } => {
            method =
                "the classic engine: the mex over the moves, with the periodicity theorem's check";
            certificate.computed
        }
        Evidence::Sequence(seq) => {
            method = evidence::sequence_method(seq);
            seq.computed() as u64
        }
        _ => g.len() as u64,
    };
    // The finder's words; after a search for a shape, a table adds why
    // none is claimed.
    let known = if need.search > 0 && !streaming {
        found.known_after_search(rule)
    } else {
        found.known()
    };
    let value = |h: u64| -> Option<u64> { found.value(h, &sieve) };
    // The values --upto and --explain list: the table's, past it the
    // theorem's or the shape's.
    let listed = |upto: u64| -> Vec<u32> {
        (0..=upto)
            .map(|h| value(h).map_or(u32::MAX, |v| u32::try_from(v).unwrap_or(u32::MAX)))
            .collect()
    };
    for &h in a.heaps.iter().chain(&a.upto).chain(&a.explain) {
        if value(h).is_none() {
            let why = match &known {
                Known::Proved(t) => format!(
                    "{} takes more than {FRACTION_STEPS} steps this far",
                    t.why()
                ),
                Known::Verified { shape, .. } => format!("the shape ({shape}) does not give it"),
                _ => format!(
                    "it is beyond the table g(0..={}) and no shape of the library fits the table",
                    computed.max(1) - 1
                ),
            };
            let _ = out.flush();
            let _ = writeln!(stderr, "grundy: sg: g({h}) is unknown: {why}");
            return Err(Failure::Unanswered);
        }
    }
    let table_upto = a.upto.iter().chain(&a.explain).copied().max();
    let g_owned: Vec<u32>;
    let mut computed = computed;
    let g: &[u32] = match table_upto {
        // A table asked for under a theorem: the engine's table (a sieve,
        // a window) is faster than the theorem value by value (Omega(n)
        // factors each n), and the theorem says how the values are known.
        Some(upto) if upto >= g.len() as u64 && matches!(found, Evidence::Proved(_)) => {
            let len = upto as usize + 1;
            let mut engine = Engine::new(rule, len).map_err(usage)?;
            engine.set_budget(ASK_WORK);
            engine.extend_to(len);
            g_owned = if engine.values().len() == len {
                method = engine.method();
                computed = len as u64;
                engine.values().to_vec()
            } else {
                listed(upto)
            };
            &g_owned
        }
        Some(upto) if upto >= g.len() as u64 => {
            g_owned = listed(upto);
            &g_owned
        }
        _ => g,
    };
    if let Some(file) = &a.svg {
        let upto = a.upto.map_or(g.len(), |u| (u as usize + 1).min(g.len()));
        let values: Vec<u16> = g[..upto]
            .iter()
            .map(|&v| v.min(u32::from(u16::MAX)) as u16)
            .collect();
        let period = match &known {
            Known::Verified {
                shape: Shape::Periodic { preperiod, period },
                ..
            } => Some((*preperiod, *period)),
            _ => None,
        };
        let title = crate::explain::pictures::title(&rule.to_string(), &known);
        let picture = crate::explain::pictures::sequence(
            &title,
            &values,
            &crate::explain::pictures::Marks {
                period,
                rare_mask: None,
                computed: g.len(),
            },
        );
        std::fs::write(file, picture).map_err(|e| usage(format!("cannot write {file}: {e}")))?;
    }
    let seconds = started.elapsed().as_secs_f64();
    let largest = match &found {
        // The classic engine's values are read through the evidence.
        Evidence::Periodic { .. } | Evidence::Sequence(_) if g.is_empty() => (0..computed)
            .filter_map(&value)
            .max()
            .map_or(0, |v| u32::try_from(v).unwrap_or(u32::MAX)),
        _ => g.iter().copied().max().unwrap_or(0),
    };
    if streaming {
        return Ok(value_lines(
            out,
            &mut g[written..stream_end].iter().copied(),
        ));
    }
    // What stopped the work, in the words of the classic engine's report.
    let stopped = match &found {
        Evidence::Proved(_) => "proven",
        _ if need.search > computed && out_of_time => "seconds",
        _ if need.search > computed => "work",
        _ if need.search > 0 => "max",
        _ => "answered",
    };
    let winning = (!a.heaps.is_empty()).then(|| winning(rule, &a.heaps, &value, &known));
    if a.json {
        return Ok((|| {
            let json = crate::commands::sg::json::Tail {
                method,
                stopped,
                largest: u64::from(largest),
                computed,
                seconds,
            };
            crate::commands::sg::json::head(out, rule, &known)?;
            json.write(out)?;
            if let Some(upto) = a.upto {
                let listed: Vec<String> = g[..=upto as usize].iter().map(u32::to_string).collect();
                write!(out, ",\"values\":[{}]", listed.join(","))?;
            }
            if let Some(n) = a.explain {
                let (options, mex) = options_and_mex(rule, n, g);
                crate::commands::sg::json::explain(out, n, &options, mex)?;
            }
            if let Some(found) = &winning {
                let values: Vec<u64> = a.heaps.iter().map(|&h| value(h).unwrap_or(0)).collect();
                crate::commands::sg::json::heaps(out, &a.heaps, &values, found.as_ref().ok())?;
            }
            writeln!(out, "}}")
        })());
    }
    Ok((|| {
        if let Some(n) = a.explain {
            return explain(rule, n, g, out);
        }
        if let Some(found) = &winning {
            let values: Vec<u64> = a.heaps.iter().map(|&h| value(h).unwrap_or(0)).collect();
            return heap_lines(&a.heaps, &values, &known, computed, found, out);
        }
        // A proved period's section, as the classic engine's report has.
        let certificate = match &known {
            Known::Period(c) => Some(c),
            _ => None,
        };
        Summary {
            rule: &rule.to_string(),
            note: None,
            certificate,
            no_period: None,
            known: &known,
            largest: u64::from(largest),
            rare: None,
            computed,
            seconds,
            method: Some(method),
        }
        .write(out)?;
        if let Some(upto) = a.upto {
            table(g, upto, out)?;
        }
        Ok(())
    })())
}

/// The values of the options from a heap of `n` (its first
/// [`EXPLAIN_MOVES`] moves), without repeats, and their mex g(n).
fn options_and_mex(rule: &Rule, n: u64, g: &[u32]) -> (Vec<u32>, u32) {
    let mut options = Vec::new();
    let mut listed = 0u64;
    rule.for_each_move(n, &mut |_, left| {
        options.push(left.iter().fold(0u32, |x, &h| x ^ g[h as usize]));
        listed += 1;
        listed < EXPLAIN_MOVES
    });
    options.sort_unstable();
    options.dedup();
    (options, g[n as usize])
}

/// A winning move of the heaps, by the one finder of `games::sum`; `Err`
/// with the moves tried of each heap when the nim-sum is not 0 but none
/// of them wins.
fn winning(
    rule: &Rule,
    heaps: &[u64],
    value: &dyn Fn(u64) -> Option<u64>,
    known: &Known,
) -> Result<Option<WinningMove>, u64> {
    let total = heaps.iter().fold(0, |x, &h| x ^ value(h).unwrap_or(0));
    if total == 0 {
        return Ok(None);
    }
    // A theorem's value may take steps in its number (take at most a
    // k-th: about k x log n each), so the moves tried are fewer by it:
    // 10^6 values of 1..n/1000 at 10^10 were 10^10 steps.
    let moves = match known {
        Known::Proved(_) => (MOVES_TRIED / rule.largest_literal().max(1)).max(1),
        _ => MOVES_TRIED,
    };
    let found = winning_move(heaps, value, &mut |h, visit| {
        let mut tried = 0u64;
        rule.for_each_move_within(h, moves, &mut |take, left| {
            tried += 1;
            visit(take, left) && tried < moves
        });
    });
    found.map(Some).ok_or(moves)
}

/// The moves from a heap of `n`, the values they leave, and the mex.
fn explain(rule: &Rule, n: u64, g: &[u32], out: &mut dyn Write) -> std::io::Result<()> {
    writeln!(
        out,
        "the moves from a heap of {n} in {rule}, and the value each leaves:"
    )?;
    let mut options = Vec::new();
    let mut listed = 0u64;
    let mut failed = Ok(());
    rule.for_each_move(n, &mut |take, left| {
        let v = left.iter().fold(0u32, |x, &h| x ^ g[h as usize]);
        options.push(v);
        listed += 1;
        let leave = heaps_left(left);
        failed = writeln!(out, "  take {take}, leave {leave}: {v}");
        failed.is_ok() && listed < EXPLAIN_MOVES
    });
    failed?;
    if listed >= EXPLAIN_MOVES {
        writeln!(out, "  (the first {listed} moves)")?;
    }
    options.sort_unstable();
    options.dedup();
    let values: Vec<String> = options.iter().map(u32::to_string).collect();
    writeln!(out, "values of the options: {{{}}}", values.join(", "))?;
    writeln!(out, "g({n}) = mex = {}", g[n as usize])
}

/// g(0..=upto) in rows of ten.
fn table(g: &[u32], upto: u64, out: &mut dyn Write) -> std::io::Result<()> {
    let largest = g[..=upto as usize].iter().copied().max().unwrap_or(0);
    let width = largest.max(1).ilog10() as usize + 1;
    let label = upto.max(1).ilog10() as usize + 1;
    for row in (0..=upto).step_by(10) {
        write!(out, "{row:>label$}:")?;
        for n in row..=upto.min(row + 9) {
            write!(out, " {:>width$}", g[n as usize])?;
        }
        writeln!(out)?;
    }
    Ok(())
}
