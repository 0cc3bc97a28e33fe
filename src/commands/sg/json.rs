//! `grundy sg --json`: the findings as one line of JSON, written by hand
//! (std only).

use super::compute::{End, Findings};
use super::options::Options;
use crate::explain::json::string;
use crate::games::rules::known::Known;
use crate::games::rules::Rule;
use crate::games::sum::sequence_winning_move;
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
    write!(
        w,
        ",\"stopped\":\"{stopped}\",\"largest\":{},\"computed\":{},\"seconds\":{:.6}",
        f.largest,
        seq.computed(),
        f.seconds
    )?;
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
        let listed: Vec<String> = options.iter().map(u16::to_string).collect();
        write!(
            w,
            ",\"explain\":{n},\"options\":[{}],\"mex\":{}",
            listed.join(","),
            seq.value(n).unwrap_or(0)
        )?;
    }
    if !o.heaps.is_empty() {
        let join = |v: Vec<String>| v.join(",");
        let total = o
            .heaps
            .iter()
            .fold(0, |x, &h| x ^ seq.value(h).unwrap_or(0));
        write!(
            w,
            ",\"heaps\":[{}],\"heap_values\":[{}],\"nim_sum\":{total},\"winning_move\":",
            join(o.heaps.iter().map(u64::to_string).collect()),
            join(
                o.heaps
                    .iter()
                    .map(|&h| seq.value(h).unwrap_or(0).to_string())
                    .collect()
            ),
        )?;
        match sequence_winning_move(seq, &o.heaps) {
            None => write!(w, "null")?,
            Some(m) => write!(
                w,
                "{{\"heap\":{},\"take\":{},\"leave\":[{}]}}",
                m.index + 1,
                m.take,
                join(m.leave.iter().map(u64::to_string).collect())
            )?,
        }
    }
    writeln!(w, "}}")
}
