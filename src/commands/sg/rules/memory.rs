//! Rules with memory: `1..K*last` (Fibonacci Nim and its kin), where a
//! position is a heap and the last take, and `once SET`, each amount at
//! most once per heap.

use super::{table, value_lines};
use crate::commands::sg::json as sg_json;
use crate::commands::sg::Options;
use crate::games::rules::evidence::Evidence;
use crate::games::rules::known::Known;
use crate::games::rules::memory::{once_values, TimesLast, ONCE_MAX, TIMES_LAST_MAX};
use crate::games::rules::shapes;
use crate::games::rules::theorems::{PrimeIndex, Theorem};
use crate::games::rules::{Rule, Set};
use crate::games::sum::WinningMove;
use std::io::Write;

/// `1..K*last`: fresh heaps' values from the table of every heap and limit.
pub(super) fn times_last_report(
    rule: &Rule,
    k: u64,
    a: &Options,
    out: &mut dyn Write,
    unknown: &mut Option<String>,
) -> std::io::Result<()> {
    let asked = a
        .heaps
        .iter()
        .chain(&a.upto)
        .map(|&h| h.saturating_add(1))
        .max()
        .unwrap_or(200)
        .max(2);
    // A question (heaps, --upto): the finder's whole table
    // (`evidence::find` tabulates every heap to TIMES_LAST_MAX), so that
    // sg states what the description solver states.
    let len = match a.heaps.is_empty() && a.upto.is_none() {
        true => (asked as usize).min(TIMES_LAST_MAX),
        false => TIMES_LAST_MAX,
    };
    let t = TimesLast::new(k, len);
    // --values: the values alone, one a line, as for every rule.
    if let (true, Some(upto)) = (a.values, a.upto) {
        return value_lines(out, &mut (0..=upto as usize).map(|n| t.start(n)));
    }
    for &h in a.heaps.iter().chain(&a.upto) {
        if h >= t.len() as u64 {
            *unknown = Some(format!(
                "g({h}) is unknown: beyond the table of {} heaps (positions are heap x limit, so the table grows as its square)",
                t.len()
            ));
            return Ok(());
        }
    }
    if a.json {
        let g: Vec<u32> = (0..t.len()).map(|n| t.start(n)).collect();
        // One heap: its winning move is the smallest winning first take.
        let winning = match a.heaps[..] {
            [h] => t.smallest_winning_take(h as usize).map(|s| WinningMove {
                index: 0,
                take: s,
                leave: if s < h { vec![h - s] } else { vec![] },
            }),
            _ => None,
        };
        return json(rule, &g, a, None, Some(winning), out);
    }
    writeln!(
        out,
        "rule: 1..{k}*last (take 1 to {k} times the last take; the first move anything but the whole heap)"
    )?;
    if !a.heaps.is_empty() {
        let mut total = 0;
        for &h in &a.heaps {
            let v = t.start(h as usize);
            total ^= v;
            writeln!(
                out,
                "g({h}) = {v} (a fresh heap; by the table of every heap and limit)"
            )?;
        }
        writeln!(out, "nim-sum: {total}")?;
        if let [h] = a.heaps[..] {
            match t.smallest_winning_take(h as usize) {
                Some(s) => writeln!(out, "smallest winning first take: {s}")?,
                None => writeln!(out, "no winning first take: the player to move loses")?,
            }
        }
        let g: Vec<u32> = (0..t.len()).map(|n| t.start(n)).collect();
        return writeln!(out, "known: {}", Evidence::Memory(g).known().text());
    }
    let shown = a.upto.map_or(t.len() - 1, |upto| upto as usize);
    let losing: Vec<String> = (1..=shown)
        .filter(|&n| t.start(n) == 0)
        .map(|n| n.to_string())
        .collect();
    writeln!(
        out,
        "heaps where the mover loses (1..{shown}): {} (from the table)",
        losing.join(" ")
    )?;
    let g: Vec<u32> = (0..t.len()).map(|n| t.start(n)).collect();
    writeln!(out, "known: {}", Evidence::Memory(g).known().text())?;
    if let Some(upto) = a.upto {
        let g: Vec<u32> = (0..=upto as usize).map(|n| t.start(n)).collect();
        table(&g, upto, out)?;
    }
    Ok(())
}

/// `once SET`: the values, and a shape when one fits.
pub(super) fn once_report(
    rule: &Rule,
    set: &Set,
    a: &Options,
    out: &mut dyn Write,
    unknown: &mut Option<String>,
) -> std::io::Result<()> {
    let g = once_values(set, ONCE_MAX);
    let known = match Theorem::of(rule) {
        Some(t) => Known::Proved(t),
        None => match shapes::claim(rule, &g) {
            Ok(shape) => Known::Verified {
                shape,
                upto: g.len() as u64 - 1,
            },
            // The finder's words for a table of positions, as the
            // description solver says them.
            Err(_) => Evidence::Memory(g.clone()).known(),
        },
    };
    let value = |h: u64| -> Option<u64> {
        match &known {
            _ if h < g.len() as u64 => Some(u64::from(g[h as usize])),
            Known::Proved(t) => t.value(h, &PrimeIndex::default()),
            Known::Verified { shape, .. } => shapes::value(shape, h, &g),
            _ => None,
        }
    };
    // Every heap to --upto (past the table by the theorem: the flags
    // refused the rest), as values alone or a table.
    let listed = |upto: u64| -> Vec<u32> {
        (0..=upto)
            .map(|h| value(h).map_or(u32::MAX, |v| u32::try_from(v).unwrap_or(u32::MAX)))
            .collect()
    };
    if let (true, Some(upto)) = (a.values, a.upto) {
        return value_lines(out, &mut listed(upto).into_iter());
    }
    if a.json {
        if let Some(h) = a.heaps.iter().find(|&&h| value(h).is_none()) {
            *unknown = Some(format!(
                "g({h}) is unknown: beyond the table g(0..{ONCE_MAX}) and no shape fits it"
            ));
            return Ok(());
        }
        let g = match a.upto {
            Some(upto) if upto >= g.len() as u64 => listed(upto),
            _ => g.clone(),
        };
        return json(rule, &g, a, Some((&known, &value)), None, out);
    }
    writeln!(out, "rule: {rule} (each amount at most once in a heap)")?;
    writeln!(out, "known: {}", known.text())?;
    if !a.heaps.is_empty() {
        let mut total = 0;
        for &h in &a.heaps {
            match value(h) {
                Some(v) => {
                    total ^= v;
                    writeln!(out, "g({h}) = {v}")?;
                }
                None => {
                    *unknown = Some(format!(
                        "g({h}) is unknown: beyond the table g(0..{ONCE_MAX}) and no shape fits it"
                    ));
                    return Ok(());
                }
            }
        }
        writeln!(out, "nim-sum: {total}")?;
    }
    if let Some(upto) = a.upto {
        table(&listed(upto), upto, out)?;
    }
    Ok(())
}

/// How the values are known, and g(h) by that evidence.
type KnownValues<'a> = (&'a Known, &'a dyn Fn(u64) -> Option<u64>);

/// `--json` for a rule with memory, in the schema of every rule
/// (docs/sg.md): the head with how the values are known (`known`, or a
/// table of `g` computed from the positions), the tail, `--upto`'s
/// values, and the heaps of fresh heaps with their nim-sum.
/// `winning`: the winning move when the rule says it (`1..K*last`: the
/// smallest winning first take of one heap; `None` inside: no winning
/// move); not given, the heaps' winning move is not said (null): a move
/// changes what the heap remembers.
fn json(
    rule: &Rule,
    g: &[u32],
    a: &Options,
    known: Option<KnownValues<'_>>,
    winning: Option<Option<WinningMove>>,
    out: &mut dyn Write,
) -> std::io::Result<()> {
    let table = Evidence::Memory(g.to_vec()).known();
    let (known, value): (&Known, &dyn Fn(u64) -> Option<u64>) = match known {
        Some(k) => k,
        None => (&table, &|h| g.get(h as usize).map(|&v| u64::from(v))),
    };
    sg_json::head(out, rule, known)?;
    sg_json::Tail {
        method: "the positions: a heap with what it remembers",
        stopped: if known.proven() { "proven" } else { "answered" },
        largest: u64::from(g.iter().copied().max().unwrap_or(0)),
        computed: g.len() as u64,
        seconds: 0.0,
    }
    .write(out)?;
    if let Some(upto) = a.upto {
        let listed: Vec<String> = g[..=upto as usize].iter().map(u32::to_string).collect();
        write!(out, ",\"values\":[{}]", listed.join(","))?;
    }
    if !a.heaps.is_empty() {
        let values: Vec<u64> = a.heaps.iter().map(|&h| value(h).unwrap_or(0)).collect();
        sg_json::heaps(out, &a.heaps, &values, winning.as_ref())?;
    }
    writeln!(out, "}}")
}
