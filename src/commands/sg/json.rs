//! `grundy sg --json`: the findings as one line of JSON, written by hand
//! (std only).

use super::compute::{End, Findings};
use super::options::Options;
use crate::explain::json::string;
use crate::games::rules::known::Known;
use crate::games::rules::Rule;
use crate::games::sum::{sequence_winning_move, WinningMove};
use std::io::Write;

/// The fields every `sg --json` line starts with, whatever the rule and
/// whichever engine computed it (docs/sg.md lists them): `rule`, `name`
/// when the rule has one, `known` (how the values are known), and read
/// from it `proven` (a theorem or a proved period) and `preperiod`,
/// `period` (the period the values have by that evidence, null for none).
pub(crate) fn head(w: &mut dyn Write, rule: &Rule, known: &Known) -> std::io::Result<()> {
    write!(w, "{{\"rule\":{}", string(&rule.words()))?;
    if let Some(name) = crate::games::rules::parse::name(rule) {
        write!(w, ",\"name\":{}", string(name))?;
    }
    let (preperiod, period) = match known.period() {
        Some((e, p)) => (e.to_string(), p.to_string()),
        None => ("null".into(), "null".into()),
    };
    write!(
        w,
        ",\"known\":{},\"proven\":{},\"preperiod\":{preperiod},\"period\":{period}",
        known_json(known),
        known.proven()
    )
}

/// `known` as one JSON object: `kind`, `text` (the words of the text
/// report), then the kind's own fields (docs/sg.md).
pub(crate) fn known_json(known: &Known) -> String {
    let body = match known {
        Known::Proved(t) => format!(",\"why\":{}", string(&t.why())),
        Known::Period(c) => format!(
            ",\"preperiod\":{},\"period\":{},\"certificate\":{{\"bound\":\"{}\",\"max_take\":{},\"heaps_left\":{},\"needed\":{},\"computed\":{}}}",
            c.preperiod,
            c.len,
            if c.heaps_left == 1 { "window" } else { "guy-smith" },
            c.max_take,
            c.heaps_left,
            c.needed(),
            c.computed
        ),
        Known::Formula {
            formula,
            ranges,
            bindings,
            at,
            ..
        } => {
            let at: Vec<String> = at.iter().map(|(c, v)| format!("\"{c}\":{v}")).collect();
            format!(
                ",\"formula\":{},\"params\":{},\"bindings\":{bindings},\"at\":{{{}}}",
                string(formula),
                string(ranges),
                at.join(",")
            )
        }
        Known::Verified { shape, upto } => {
            format!(",\"upto\":{upto},\"shape\":{}", string(&shape.to_string()))
        }
        Known::Table { upto, .. } => format!(",\"upto\":{upto}"),
    };
    format!(
        "{{\"kind\":\"{}\",\"text\":{}{body}}}",
        known.kind(),
        string(&known.text())
    )
}

/// The fields after the head every `sg --json` line has, whichever engine
/// answered (docs/sg.md): `method` (how the values were computed),
/// `stopped` (what ended the work), `largest` (the largest value
/// computed), `computed` (the values computed), `seconds`.
pub(crate) struct Tail<'a> {
    pub method: &'a str,
    pub stopped: &'a str,
    pub largest: u64,
    pub computed: u64,
    pub seconds: f64,
}

impl Tail<'_> {
    pub(crate) fn write(&self, w: &mut dyn Write) -> std::io::Result<()> {
        write!(
            w,
            ",\"method\":{},\"stopped\":\"{}\",\"largest\":{},\"computed\":{},\"seconds\":{:.6}",
            string(self.method),
            self.stopped,
            self.largest,
            self.computed,
            self.seconds
        )
    }
}

/// `--explain N`'s fields: `explain`, `options` (the values of the
/// options, without repeats), `mex`.
pub(crate) fn explain(
    w: &mut dyn Write,
    n: u64,
    options: &[impl std::fmt::Display],
    mex: impl std::fmt::Display,
) -> std::io::Result<()> {
    let listed: Vec<String> = options.iter().map(|o| o.to_string()).collect();
    write!(
        w,
        ",\"explain\":{n},\"options\":[{}],\"mex\":{mex}",
        listed.join(",")
    )
}

/// A heap question's fields: `heaps`, `heap_values`, `nim_sum`,
/// `winning_move` (`{heap, take, leave}`, heap 1-based; null when the
/// player to move loses, or when none was found among the moves tried).
pub(crate) fn heaps(
    w: &mut dyn Write,
    heaps: &[u64],
    values: &[u64],
    winning: Option<&Option<WinningMove>>,
) -> std::io::Result<()> {
    let join = |v: &[u64]| v.iter().map(u64::to_string).collect::<Vec<_>>().join(",");
    let total = values.iter().fold(0, |x, v| x ^ v);
    write!(
        w,
        ",\"heaps\":[{}],\"heap_values\":[{}],\"nim_sum\":{total},\"winning_move\":",
        join(heaps),
        join(values)
    )?;
    match winning {
        Some(Some(m)) => write!(
            w,
            "{{\"heap\":{},\"take\":{},\"leave\":[{}]}}",
            m.index + 1,
            m.take,
            join(&m.leave)
        ),
        _ => write!(w, "null"),
    }
}

/// One line of JSON, the values of `--upto` written as they are read.
pub(super) fn report(f: &Findings, o: &Options, w: &mut dyn Write) -> std::io::Result<()> {
    let seq = &f.seq;
    head(w, seq.rule(), &f.known())?;
    let stopped = match f.end {
        End::Answered => "answered",
        End::Proven => "proven",
        End::Max => "max",
        End::Budget => "seconds",
        End::ValueTooLarge => "value-too-large",
        End::OutOfMemory => "memory",
        End::Work => "work",
    };
    let method = crate::games::rules::evidence::sequence_method(seq);
    Tail {
        method,
        stopped,
        largest: u64::from(f.largest),
        computed: seq.computed() as u64,
        seconds: f.seconds,
    }
    .write(w)?;
    if let Some((mask, rare)) = seq.rare_split() {
        write!(w, ",\"mask\":{mask},\"rare\":{rare}")?;
    }
    if let Some(upto) = o.upto {
        write!(w, ",\"values\":[")?;
        for n in 0..=upto {
            if n > 0 {
                write!(w, ",")?;
            }
            write!(w, "{}", seq.value(n).unwrap_or(0))?;
        }
        write!(w, "]")?;
    }
    if let Some(n) = o.explain {
        let mut options = Vec::new();
        seq.rule().for_each_move(n, &mut |_, left| {
            options.push(left.iter().fold(0, |x, &h| x ^ seq.value(h).unwrap_or(0)));
            true
        });
        options.sort_unstable();
        options.dedup();
        explain(w, n, &options, seq.value(n).unwrap_or(0))?;
    }
    if !o.heaps.is_empty() {
        let values: Vec<u64> = o
            .heaps
            .iter()
            .map(|&h| u64::from(seq.value(h).unwrap_or(0)))
            .collect();
        heaps(
            w,
            &o.heaps,
            &values,
            Some(&sequence_winning_move(seq, &o.heaps)),
        )?;
    }
    writeln!(w, "}}")
}
