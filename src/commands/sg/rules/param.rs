//! `--param` with a range: a formula in the letter, verified on the range;
//! and a finite set with one member too large to tabulate, answered by the
//! formula of the set with that member as a letter.

use super::{json_escape, Ask, MAX_BINDINGS};
use crate::commands::sg::{usage, written};
use crate::commands::Failure;
use crate::games::rules::formula::{self, ParamRange, Verified};
use crate::games::rules::{Num, Rule, Set};
use std::io::Write;

/// `--param` with a range: the formula found, as text or JSON.
pub(super) fn report(
    rule: &Rule,
    ranges: &[ParamRange],
    a: &Ask,
    out: &mut dyn Write,
) -> Result<(), Failure> {
    if !a.heaps.is_empty() || a.upto.is_some() || a.explain.is_some() {
        return Err(usage(
            "with a --param range, sg finds a formula; give one value (--param K=5) to ask for heaps or tables",
        ));
    }
    let v =
        formula::find(rule, ranges, MAX_BINDINGS).map_err(|e| usage(format!("no formula: {e}")))?;
    let text = if a.json {
        format!(
            "{{\"rule\":\"{}\",\"known\":{{\"kind\":\"verified\",\"formula\":\"{}\",\"params\":\"{}\",\"bindings\":{}}}}}\n",
            json_escape(&rule.to_string()),
            json_escape(&v.formula.to_string()),
            v.ranges,
            v.bindings
        )
    } else {
        formula_text(rule, &v)
    };
    out.write_all(text.as_bytes())
        .and_then(|()| out.flush())
        .map_err(written)
}

fn formula_text(rule: &Rule, v: &Verified) -> String {
    format!(
        "rule: {rule}\nformula: {}\nknown: verified for {} ({} bindings, each against the values computed from the rule; not a proof)\n",
        v.formula, v.ranges, v.bindings
    )
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

/// The report for [`generalised`]: the formula, and heaps by it.
pub fn generalised_report(
    moves: &[u64],
    rule: &Rule,
    v: &Verified,
    k: u64,
    heaps: &[u64],
    out: &mut dyn Write,
) -> std::io::Result<()> {
    let listed: Vec<String> = moves.iter().map(u64::to_string).collect();
    writeln!(out, "rule: subtraction {{{}}}", listed.join(","))?;
    writeln!(out, "as {rule} with K = {k}")?;
    let binding = [('K', k)];
    if let Some(p) = v.period(&binding) {
        writeln!(out, "preperiod: 0\nperiod: {p}")?;
    }
    writeln!(out, "formula: {}", v.formula)?;
    writeln!(
        out,
        "known: a formula in K verified for {} ({} values of K, each against the proved period of the rule), applied at K = {k}; not a proof",
        v.ranges, v.bindings
    )?;
    let mut total = 0;
    for &h in heaps {
        let g = v.value(&binding, h).unwrap_or(0);
        total ^= g;
        writeln!(out, "g({h}) = {g}")?;
    }
    if !heaps.is_empty() {
        writeln!(out, "nim-sum: {total}")?;
    }
    Ok(())
}
