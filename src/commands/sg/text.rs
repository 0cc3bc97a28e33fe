//! The text views of `grundy sg`: the summary with its proof, the table in
//! rows of the period, the values one per line, the heaps with a winning
//! move, and `--explain N`.

use super::compute::{End, Findings};
use super::options::Options;
use crate::games::rules::known::Known;
use crate::games::rules::Rule;
use crate::games::sequence::{Certificate, GrundySequence};
use crate::games::sum::{sequence_winning_move, WinningMove};
use std::io::Write;

/// Writes g(*written..end), one per line, a buffer of lines at a time.
pub(super) fn write_values(
    w: &mut dyn Write,
    seq: &GrundySequence,
    written: &mut u64,
    end: u64,
) -> std::io::Result<()> {
    if *written >= end {
        return Ok(());
    }
    let from = *written;
    *written = end;
    value_lines(
        w,
        &mut (from..end).map(|n| u32::from(seq.value(n).unwrap_or(0))),
    )
}

/// Values one per line, a buffer at a time (`--values`, for every rule).
pub(crate) fn value_lines(
    w: &mut dyn Write,
    values: &mut dyn Iterator<Item = u32>,
) -> std::io::Result<()> {
    let mut buf = Vec::with_capacity(1 << 16);
    for mut v in values {
        let mut digits = [0u8; 10];
        let mut i = digits.len();
        loop {
            i -= 1;
            digits[i] = b'0' + (v % 10) as u8;
            v /= 10;
            if v == 0 {
                break;
            }
        }
        buf.extend_from_slice(&digits[i..]);
        buf.push(b'\n');
        if buf.len() >= (1 << 16) - 12 {
            w.write_all(&buf)?;
            buf.clear();
        }
    }
    w.write_all(&buf)
}

/// The heaps a move leaves, as `a + b`, or `nothing`.
pub(crate) fn heaps_left(leave: &[u64]) -> String {
    if leave.is_empty() {
        return "nothing".into();
    }
    leave
        .iter()
        .map(u64::to_string)
        .collect::<Vec<_>>()
        .join(" + ")
}

/// The rule as the reports name it: its code, and its name if it has one.
fn rule_name(rule: &Rule) -> String {
    match crate::games::rules::parse::name(rule) {
        Some(name) if name != "grundy" => format!("{} ({name})", rule.words()),
        _ => rule.words(),
    }
}

/// `--explain N`: every move from a heap of N, the heaps it leaves, their
/// values and the value of the position, then the mex.
pub(super) fn explain(seq: &GrundySequence, n: u64, w: &mut dyn Write) -> std::io::Result<()> {
    let value = |h: u64| seq.value(h).unwrap_or(0);
    writeln!(
        w,
        "the moves from a heap of {n} in {}, and the value each leaves:",
        rule_name(seq.rule())
    )?;
    let mut options = Vec::new();
    let mut failed = Ok(());
    seq.rule().for_each_move(n, &mut |take, left| {
        let g = left.iter().fold(0, |x, &h| x ^ value(h));
        options.push(g);
        let how = match left {
            [] => "no heap: 0".to_string(),
            [h] => format!("g({h}) = {g}"),
            _ => {
                let parts: Vec<String> = left.iter().map(|&h| format!("g({h})")).collect();
                let values: Vec<String> = left.iter().map(|&h| value(h).to_string()).collect();
                format!("{} = {} = {g}", parts.join(" ^ "), values.join(" ^ "))
            }
        };
        failed = writeln!(w, "  take {take}, leave {}: {how}", heaps_left(left));
        failed.is_ok()
    });
    failed?;
    options.sort_unstable();
    options.dedup();
    let g = value(n);
    if options.is_empty() {
        writeln!(w, "  (no move)")?;
    }
    let listed: Vec<String> = options.iter().map(u16::to_string).collect();
    writeln!(w, "values of the options: {{{}}}", listed.join(", "))?;
    writeln!(
        w,
        "g({n}) = mex = {g}, the least value that is not an option's (^ is XOR: a sum of heaps is worth the XOR of their values)"
    )
}

/// Each heap's value, the nim-sum and a winning move, for the classic
/// engine: the lines of [`heap_lines`].
pub(super) fn heaps_text(f: &Findings, heaps: &[u64], w: &mut dyn Write) -> std::io::Result<()> {
    let seq = &f.seq;
    let values: Vec<u64> = heaps
        .iter()
        .map(|&h| u64::from(seq.value(h).unwrap_or(0)))
        .collect();
    let winning = Ok(sequence_winning_move(seq, heaps));
    heap_lines(
        heaps,
        &values,
        &f.known(),
        seq.computed() as u64,
        &winning,
        w,
    )
}

/// The one writer of a heap question's answer, whichever engine answers:
/// each heap's value and how it is known (`computed` values are in a
/// table), the nim-sum, a winning move (`Err`: the moves tried of each
/// heap, none winning), and the evidence (`known: `).
pub(crate) fn heap_lines(
    heaps: &[u64],
    values: &[u64],
    known: &Known,
    computed: u64,
    winning: &Result<Option<WinningMove>, u64>,
    w: &mut dyn Write,
) -> std::io::Result<()> {
    let mut total = 0;
    for (&h, &v) in heaps.iter().zip(values) {
        total ^= v;
        writeln!(w, "g({h}) = {v} ({})", known.source(h, computed))?;
    }
    writeln!(w, "nim-sum: {total}")?;
    match winning {
        Ok(None) => writeln!(w, "no winning move: the player to move loses"),
        Ok(Some(m)) => writeln!(
            w,
            "winning move: heap {} ({}): take {}, leave {}",
            m.index + 1,
            heaps[m.index],
            m.take,
            heaps_left(&m.leave)
        ),
        Err(moves) => writeln!(
            w,
            "winning move: one exists (the nim-sum is not 0), but none is among the first {moves} moves of each heap"
        ),
    }?;
    writeln!(w, "known: {}", known.text())
}

/// The certificate in words.
fn proof(c: &Certificate) -> String {
    let (e, p, t, k) = (c.preperiod, c.len, c.max_take, c.heaps_left);
    let checked = format!(
        "g(n + {p}) = g(n) for {e} <= n < {}, checked on the {} values computed",
        c.computed - p,
        c.computed
    );
    if k == 1 {
        format!(
            "{checked}; a window of t = {t} values repeats, and g(n) depends only on the t values before it: {} + {p} + {t} = {} <= {}",
            e.max(1),
            c.needed(),
            c.computed
        )
    } else {
        format!(
            "{checked}; periodicity theorem (Guy-Smith) with t = {t}, up to {k} heaps left: {k}({} + {p}) + {t} = {} <= {}",
            e.max(1),
            c.needed(),
            c.computed
        )
    }
}

/// Why no period is proven, and how to look further.
fn no_period(f: &Findings) -> String {
    let n = f.seq.computed();
    let theorem = f.seq.rule().classic().and_then(|t| t.max_take()).is_some();
    let further = if theorem {
        "; --seconds S or --max N looks further"
    } else {
        ""
    };
    if f.end == End::Answered {
        let alone = format!("'grundy sg {}' alone", seq_arg(f.seq.rule()));
        // A question's bounded search (a description's) ran past the
        // values asked, or none was run (a rule it proves nothing of).
        if f.needed.is_some_and(|asked| (n as u64) > asked) {
            return format!(
                "none proven within {n} values (the bounded search a question runs, as a description's; {alone} looks further)"
            );
        }
        let look = match theorem {
            true => format!("; {alone} looks for it"),
            false => String::new(),
        };
        return format!("not looked for: only the {n} values asked for were computed{look}");
    }
    let why = match f.end {
        End::ValueTooLarge => {
            return "none proven: a value beyond 65535 stopped the computation".into()
        }
        End::OutOfMemory => format!("memory ran short{further}"),
        End::Work if f.seq.split_stopped() => {
            format!("the splits took their budget of pairs{further}")
        }
        End::Work => format!("the three-heap moves took their work budget{further}"),
        _ if !theorem => "no periodicity theorem applies to this rule".into(),
        End::Budget => format!(
            "the search stopped at its {} s budget{further}",
            f.budget.map_or(0.0, |b| b.as_secs_f64())
        ),
        _ => "the search stopped at --max; raise it (or --seconds) to look further".into(),
    };
    format!("none proven within {n} values ({why})")
}

/// The rule as typed on a command line.
fn seq_arg(rule: &Rule) -> String {
    match rule.as_finite_subtraction() {
        Some(moves) => moves
            .iter()
            .map(u64::to_string)
            .collect::<Vec<_>>()
            .join(","),
        None => {
            crate::games::rules::parse::name(rule).map_or_else(|| rule.to_string(), str::to_string)
        }
    }
}

/// The report of a period search, with the table of `--upto`, for the
/// classic engine: the lines of [`Summary`].
pub(super) fn summary(f: &Findings, o: &Options, w: &mut dyn Write) -> std::io::Result<()> {
    let seq = &f.seq;
    let known = f.known();
    Summary {
        rule: &rule_name(seq.rule()),
        note: o.note.as_deref(),
        certificate: seq.certificate(),
        no_period: seq.certificate().is_none().then(|| no_period(f)),
        known: &known,
        largest: u64::from(f.largest),
        rare: seq.rare_split().filter(|&(mask, _)| mask != 0),
        computed: seq.computed() as u64,
        seconds: f.seconds,
        method: None,
    }
    .write(w)?;
    match o.upto {
        Some(upto) => table(f, upto, w),
        None => Ok(()),
    }
}

/// The one writer of sg's report with no heap asked, whichever engine
/// answers: the rule, a proved period's section (preperiod, period and
/// the proof of its certificate; or why none is proven, for the engine
/// that looks for one), how the values are known, the largest value, the
/// rare values of a split, and what was computed.
pub(crate) struct Summary<'a> {
    pub rule: &'a str,
    /// How a bare number was read.
    pub note: Option<&'a str>,
    pub certificate: Option<&'a Certificate>,
    pub no_period: Option<String>,
    pub known: &'a Known,
    pub largest: u64,
    /// A split's (mask, rare positions).
    pub rare: Option<(u16, usize)>,
    pub computed: u64,
    pub seconds: f64,
    /// The method, when it is not the classic engine's.
    pub method: Option<&'a str>,
}

impl Summary<'_> {
    pub(crate) fn write(&self, w: &mut dyn Write) -> std::io::Result<()> {
        writeln!(w, "rule: {}", self.rule)?;
        if let Some(note) = self.note {
            writeln!(w, "read as: {note}")?;
        }
        if let Some(c) = self.certificate {
            writeln!(w, "preperiod: {}", c.preperiod)?;
            writeln!(w, "period: {}", c.len)?;
            writeln!(w, "proof: {}", proof(c))?;
        } else if let Some(why) = &self.no_period {
            writeln!(w, "period: {why}")?;
        }
        writeln!(w, "known: {}", self.known.text())?;
        writeln!(w, "largest value: {}", self.largest)?;
        if let Some((mask, rare)) = self.rare {
            writeln!(
                w,
                "rare values: {rare} positions (mask {mask:#x}: v is rare when v & mask has an even number of 1 bits)"
            )?;
        }
        write!(
            w,
            "computed: {} values in {:.3} s",
            self.computed, self.seconds
        )?;
        match self.method {
            Some(method) => writeln!(w, ", by {method}"),
            None => writeln!(w),
        }
    }
}

/// g(0..=upto) in rows of the period's length (10 without one), each row
/// led by its first n, as the literature prints these tables; written row
/// by row.
fn table(f: &Findings, upto: u64, w: &mut dyn Write) -> std::io::Result<()> {
    let seq = &f.seq;
    let row = seq.certificate().map_or(10, |c| c.len).min(100);
    let width = f.largest.max(1).ilog10() as usize + 1;
    let label = upto.max(1).ilog10() as usize + 1;
    let mut n = 0u64;
    while n <= upto {
        write!(w, "{n:>label$}:")?;
        for m in n..=upto.min(n + row - 1) {
            write!(w, " {:>width$}", seq.value(m).unwrap_or(0))?;
        }
        writeln!(w)?;
        n = match n.checked_add(row) {
            Some(next) => next,
            None => break,
        };
    }
    Ok(())
}
