//! `--param` with a range: a formula in the letter, verified on the range;
//! and a finite set with one member too large to tabulate, answered by the
//! formula of the set with that member as a letter.

use super::MAX_BINDINGS;
use crate::commands::sg::json::{head, heaps as json_heaps, Tail};
use crate::commands::sg::Options;
use crate::commands::sg::{usage, written};
use crate::commands::Failure;
use crate::explain::json::string;
use crate::games::rules::formula::{self, ParamRange, Verified};
use crate::games::rules::known::Known;
use crate::games::rules::{Num, Rule, Set};
use std::io::Write;

/// `--param` with a range: the formula found, as text or JSON.
pub(super) fn report(
    rule: &Rule,
    ranges: &[ParamRange],
    a: &Options,
    out: &mut dyn Write,
) -> Result<(), Failure> {
    if !a.heaps.is_empty() || a.upto.is_some() || a.explain.is_some() {
        return Err(usage(
            "with a --param range, sg finds a formula; give one value (--param K=5) to ask for heaps or tables",
        ));
    }
    let v =
        formula::find(rule, ranges, MAX_BINDINGS).map_err(|e| usage(format!("no formula: {e}")))?;
    let known = Known::Formula {
        formula: v.formula.to_string(),
        ranges: v.ranges.clone(),
        bindings: v.bindings,
        at: Vec::new(),
        period: None,
    };
    let mut text = Vec::new();
    let done = if a.json {
        head(&mut text, rule, &known).and_then(|()| writeln!(text, "}}"))
    } else {
        writeln!(
            text,
            "rule: {rule}\nformula: {}\nknown: {}",
            v.formula,
            known.text()
        )
    };
    done.map_err(written)?;
    out.write_all(&text)
        .and_then(|()| out.flush())
        .map_err(written)
}

/// A finite subtraction set with one member too large to tabulate (`1,2,
/// 999999999`): the rule with that member as a letter K, a formula in K
/// verified on a range of K, applied at the member. `None` when the set is
/// not of that kind or no formula fits.
pub fn generalised(moves: &[u64]) -> Option<(Rule, Verified, u64)> {
    let (&k, rest) = moves.split_last()?;
    if k < 1 << 20 || rest.len() > 8 || rest.last().is_some_and(|&m| m > 64) {
        return None;
    }
    let mut members: Vec<Num> = rest.iter().map(|&m| Num::Lit(m)).collect();
    members.push(Num::Var('K'));
    let rule = Rule::Subtract(Set::Finite(members));
    let from = rest.last().copied().unwrap_or(0) + 1;
    let ranges = [ParamRange {
        letter: 'K',
        from: Num::Lit(from),
        to: Num::Lit(from + 59),
    }];
    let v = formula::find(&rule, &ranges, MAX_BINDINGS).ok()?;
    Some((rule, v, k))
}

/// The report for [`generalised`]: the formula, and heaps by it, as text
/// or (`json`) the JSON every `sg` writes.
pub fn generalised_report(
    moves: &[u64],
    rule: &Rule,
    v: &Verified,
    k: u64,
    heaps: &[u64],
    json: bool,
    out: &mut dyn Write,
) -> std::io::Result<()> {
    let binding = [('K', k)];
    let known = Known::Formula {
        formula: v.formula.to_string(),
        ranges: v.ranges.clone(),
        bindings: v.bindings,
        at: binding.to_vec(),
        period: v.period(&binding),
    };
    let set = Rule::Subtract(Set::Finite(moves.iter().map(|&m| Num::Lit(m)).collect()));
    let value = |h: u64| v.value(&binding, h);
    let found = super::winning(&set, heaps, &value, &known);
    if json {
        head(out, &set, &known)?;
        Tail {
            method: "the formula in K, verified on the tables of its range: no table at this K",
            stopped: "answered",
            largest: 0,
            computed: 0,
            seconds: 0.0,
        }
        .write(out)?;
        write!(out, ",\"as\":{}", string(&format!("{rule} with K = {k}")))?;
        if !heaps.is_empty() {
            let values: Vec<u64> = heaps.iter().map(|&h| value(h).unwrap_or(0)).collect();
            json_heaps(out, heaps, &values, found.as_ref().ok())?;
        }
        return writeln!(out, "}}");
    }
    writeln!(out, "rule: {}", set.words())?;
    writeln!(out, "as {rule} with K = {k}")?;
    if let Some(p) = v.period(&binding) {
        writeln!(out, "preperiod: 0\nperiod: {p}")?;
    }
    writeln!(out, "formula: {}", v.formula)?;
    if heaps.is_empty() {
        return writeln!(out, "known: {}", known.text());
    }
    let values: Vec<u64> = heaps.iter().map(|&h| value(h).unwrap_or(0)).collect();
    crate::commands::sg::text::heap_lines(heaps, &values, &known, 0, &found, out)
}
