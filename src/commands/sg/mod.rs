//! `grundy sg RULE`: the Grundy sequence of a heap rule, its proven period
//! with the certificate, tables of values, the values, nim-sum and a
//! winning move of any heaps (up to `u64::MAX` once the period is proven),
//! and the mex step of one heap spelled out (`--explain N`).
//!
//! The work is bounded by the question: `--upto N`, `--heap H` and
//! `--explain N` compute the values they need and the bounded period
//! search a description runs (`evidence::period_search`), so that they
//! state the evidence `show` states, and no more (fewer when a period
//! proven sooner answers them); only a question beyond what can be
//! computed, or no question at all, searches further for a period, under a
//! budget of values (`--max`) and of time (`--seconds`). On a terminal a
//! progress line shows on stderr once the work takes over a second.
//!
//! The theory is in [`crate::games::sequence`] (the engine and the
//! periodicity theorem), [`crate::games::rules`] (the rules) and
//! [`crate::games::sum`] (a winning move of a sum); `options` reads the
//! arguments, [`compute()`] runs the engine and returns the [`Findings`]
//! every view reads, and `text` and `json` write them. The rules the
//! classic engine does not take go to [`rules`].

mod compute;
pub(crate) mod json;
mod options;
pub mod rules;
#[cfg(test)]
mod tests;
pub(crate) mod text;

pub use compute::{compute, End, Findings, DEFAULT_MAX, DEFAULT_SECONDS};
pub(crate) use options::{heaps, usage};
pub use options::{options, Options, COMMAND, MAX_MAX, MAX_SECONDS, USAGE};
pub(crate) use text::{heaps_left, value_lines};

use crate::commands::{Failure, Io, Parsed};
use crate::error::Error;
use crate::games::rules::Rule;
use crate::games::sequence::GrundySequence;
use options::{parse_rule, rule_text};
use std::io::Write;
use std::time::Instant;

/// The most moves `--explain N` lists.
pub const EXPLAIN_MOVES: u64 = 10_000;

/// Sends the rules the classic engine does not take to
/// [`rules`]; `None` when the classic engine answers.
fn general(args: &Parsed, io: &mut Io<'_>) -> Result<Option<()>, Failure> {
    let Some((text, rest)) = rule_text(args)? else {
        return Ok(None);
    };
    let rule = parse_rule(&text)?;
    if args.has("--param") || rule.classic().is_none() {
        return rules::run(args, rule, &rest, io).map(Some);
    }
    // A finite set with one member too large to tabulate: a formula in it.
    let plain_question = ["--upto", "--explain", "--svg", "--max", "--values"]
        .iter()
        .all(|f| !args.has(f));
    if let Some(moves) = rule.as_finite_subtraction().filter(|_| plain_question) {
        if let Some((general, verified, k)) = rules::generalised(&moves) {
            let heaps = heaps(args, &rest)?;
            let mut out = std::io::BufWriter::new(&mut *io.stdout);
            let json = args.has("--json");
            return rules::generalised_report(
                &moves, &general, &verified, k, &heaps, json, &mut out,
            )
            .and_then(|()| out.flush())
            .map(Some)
            .map_err(written);
        }
    }
    Ok(None)
}

fn run_command(args: &Parsed, io: &mut Io<'_>) -> Result<(), Failure> {
    if !args.has("--list") && general(args, io)?.is_some() {
        return Ok(());
    }
    let Some(options) = options(args)? else {
        return write_out(io.stdout, |w| list(w));
    };
    // Progress only on the process's own terminal, never on a test's
    // buffer or a file.
    let terminal = io.stdin_is_process && {
        use std::io::IsTerminal;
        std::io::stderr().is_terminal()
    };
    let started = Instant::now();
    let mut clock = move || started.elapsed().as_secs_f64();
    let mut out = std::io::BufWriter::with_capacity(1 << 16, &mut *io.stdout);
    run(&options, &mut out, io.stderr, terminal, &mut clock)
}

/// Writes with `write`, then flushes; a write error is the run's failure
/// (a closed pipe is not reported: the shared exit-status policy).
fn write_out(
    stdout: &mut dyn Write,
    write: impl FnOnce(&mut dyn Write) -> std::io::Result<()>,
) -> Result<(), Failure> {
    write(stdout).and_then(|()| stdout.flush()).map_err(written)
}

pub(crate) fn written(e: std::io::Error) -> Failure {
    Failure::Run {
        context: "sg".into(),
        error: Error::Write(e),
    }
}

/// `grundy sg --list`: the games known by name.
fn list(w: &mut dyn Write) -> std::io::Result<()> {
    for (name, rule, what) in crate::games::rules::parse::NAMED {
        writeln!(w, "{name:<15} {rule:<9} {what}")?;
    }
    Ok(())
}

/// Runs `grundy sg` with parsed options; a value that cannot be known is
/// reported on `stderr` as `grundy: sg: ...` (exit status 4). `terminal`
/// and `clock` as for [`compute()`].
pub fn run(
    o: &Options,
    stdout: &mut dyn Write,
    stderr: &mut dyn Write,
    terminal: bool,
    clock: &mut dyn FnMut() -> f64,
) -> Result<(), Failure> {
    if let Some(n) = o.explain {
        let moves = count_moves(&o.rule, n, EXPLAIN_MOVES + 1);
        if moves > EXPLAIN_MOVES {
            return Err(usage(format!(
                "--explain {n}: a heap of {n} has more than {EXPLAIN_MOVES} moves, the most listed"
            )));
        }
    }
    let no_theorem = o.rule.classic().and_then(|t| t.max_take()).is_none();
    let too_far = |h: u64| no_theorem && h >= o.max.unwrap_or(MAX_MAX);
    if let Some(&h) = o
        .heaps
        .iter()
        .chain(&o.upto)
        .chain(&o.explain)
        .find(|&&h| too_far(h))
    {
        let _ = writeln!(
            stderr,
            "grundy: sg: g({h}) is unknown: no periodicity theorem applies to {}, and g(0..={h}) is more than the {} values it may compute",
            o.rule.words(),
            o.max.unwrap_or(MAX_MAX)
        );
        return Err(Failure::Unanswered);
    }
    // --values: written as computed.
    let mut written = 0u64;
    let streaming = o.values && !o.json;
    let upto = o.upto.unwrap_or(0);
    let mut stream = |seq: &GrundySequence| -> std::io::Result<()> {
        if streaming {
            let end = (seq.computed() as u64).min(upto.saturating_add(1));
            text::write_values(stdout, seq, &mut written, end)?;
            // A reader that has gone (`| head`) ends the work here.
            stdout.flush()?;
        }
        Ok(())
    };
    let f = compute(o, stderr, terminal, clock, &mut stream).map_err(written_failure)?;
    if let Some(h) = o
        .heaps
        .iter()
        .chain(&o.upto)
        .chain(&o.explain)
        .find(|&&h| f.seq.value(h).is_none())
    {
        let _ = stdout.flush();
        let _ = writeln!(stderr, "grundy: sg: {}", unknown(&f, *h));
        return Err(Failure::Unanswered);
    }
    if let Some(file) = &o.svg {
        let picture = crate::explain::pictures::grundy_sequence(&f.seq, &f.known(), o.upto);
        std::fs::write(file, picture).map_err(|e| usage(format!("cannot write {file}: {e}")))?;
    }
    let done = if streaming {
        // The rest from the proven period.
        text::write_values(stdout, &f.seq, &mut written, upto.saturating_add(1))
    } else if o.json {
        json::report(&f, o, stdout)
    } else if let Some(n) = o.explain {
        text::explain(&f.seq, n, stdout)
    } else if !o.heaps.is_empty() {
        text::heaps_text(&f, &o.heaps, stdout)
    } else {
        text::summary(&f, o, stdout)
    };
    done.and_then(|()| stdout.flush()).map_err(written_failure)
}

fn written_failure(e: std::io::Error) -> Failure {
    written(e)
}

/// Why g(h) is not known, and how to look further.
fn unknown(f: &Findings, h: u64) -> String {
    let n = f.seq.computed();
    match f.end {
        End::ValueTooLarge => format!(
            "g({h}) is unknown: a value beyond 65535 stopped the computation after {n} values"
        ),
        End::OutOfMemory => format!(
            "g({h}) is unknown: memory ran short after {n} values, and no period is proven within them"
        ),
        End::Work if f.seq.split_stopped() => format!(
            "g({h}) is unknown: the splits of {} to g(0..{n}) look at more than {} pairs (stopped at heap {n}; --max N looks further)",
            f.seq.rule(),
            compute::SPLIT_WORK
        ),
        End::Work => format!(
            "g({h}) is unknown: the three-heap moves of {} to g(0..{n}) took its budget of {} operations or {} MB of rows (stopped at heap {n})",
            f.seq.rule().words(),
            compute::THREE_HEAP_WORK,
            compute::THREE_HEAP_BYTES >> 20
        ),
        End::Budget => format!(
            "g({h}) is unknown: no period is proven within the {n} values computed in the {} s budget (raise --seconds, or give --max)",
            f.budget.map_or(0.0, |b| b.as_secs_f64())
        ),
        _ => format!(
            "g({h}) is unknown: no period is proven within the {n} values computed (at most {MAX_MAX}; raise --max)"
        ),
    }
}

/// The number of moves from a heap of `heap`, counted up to `limit`.
fn count_moves(rule: &Rule, heap: u64, limit: u64) -> u64 {
    let mut count = 0;
    rule.for_each_move(heap, &mut |_, _| {
        count += 1;
        count < limit
    });
    count
}
