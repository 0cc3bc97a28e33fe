//! Misère play of a sum (`misere RULE`): the outcome by search from the
//! rules, or by the SJ theorem where it was checked.

use super::SHAPE_WORK;
use crate::commands::sg::Options;
use crate::games::rules::engine::Engine;
use crate::games::rules::misere;
use crate::games::rules::Rule;
use std::io::Write;

/// The largest single heap the losing heaps are listed to (`--upto`).
pub(super) const UPTO_MAX: u64 = 200;

/// The outcome of a misère sum, or the losing single heaps.
pub(super) fn report(
    inner: &Rule,
    a: &Options,
    out: &mut dyn Write,
    unknown: &mut Option<String>,
) -> std::io::Result<()> {
    if !inner.is_plain() {
        *unknown = Some(format!(
            "misère play of {inner}: only plain heap rules (no memory) are searched"
        ));
        return Ok(());
    }
    // Values for the SJ theorem, computed only if the search cannot
    // answer, and only under the shape search's work budget.
    let top = a.heaps.iter().max().map_or(0, |&h| h.saturating_add(1));
    let capacity = top.clamp(64, 1 << 22) as usize;
    let mut engine: Option<Engine> = None;
    let mut value = |h: u64| -> Option<u32> {
        if h >= capacity as u64 {
            return None;
        }
        let e = match &mut engine {
            Some(e) => e,
            None => engine.insert(Engine::new(inner, capacity).ok()?),
        };
        e.set_budget(SHAPE_WORK);
        while e.values().len() <= h as usize {
            let next = (e.values().len() * 2).max(1024).min(h as usize + 1);
            e.extend_to(next);
            if e.stopped() {
                return None;
            }
        }
        Some(e.values()[h as usize])
    };
    writeln!(out, "rule: misere {inner} (the last mover loses)")?;
    if a.heaps.is_empty() {
        let upto = a.upto.unwrap_or(20);
        let mut losing = Vec::new();
        let mut search = misere::Search::new(inner);
        let mut reached = None;
        for h in 0..=upto.min(UPTO_MAX) {
            let position: Vec<u64> = if h == 0 { vec![] } else { vec![h] };
            match search.wins(&position) {
                Some(false) => losing.push(h.to_string()),
                Some(true) => {}
                None => break,
            }
            reached = Some(h);
        }
        writeln!(
            out,
            "single heaps where the mover loses (0..={}): {} (by search from the rules)",
            reached.map_or("".into(), |h| h.to_string()),
            losing.join(" ")
        )?;
        // The search stopped short of --upto: said, not cut silently.
        if reached != Some(upto.min(UPTO_MAX)) {
            *unknown = Some(format!(
                "the search from the rules stopped before heap {}",
                reached.map_or(0, |h| h + 1)
            ));
        }
        return Ok(());
    }
    match misere::outcome(inner, &a.heaps, &mut value) {
        Ok((wins, how)) => {
            let how = match how {
                misere::Known::Search { positions } => {
                    format!("proved by search from the rules ({positions} positions)")
                }
                misere::Known::SjTheorem { checked_heap } => format!(
                    "by the SJ theorem (the rule never splits a heap), which agreed with the search on every sum of up to 3 heaps of at most {checked_heap}; verified, not proved for this rule"
                ),
            };
            let who = if wins {
                "the player to move wins"
            } else {
                "the player to move loses"
            };
            writeln!(out, "outcome: {who}\nknown: {how}")
        }
        Err(why) => {
            *unknown = Some(format!("the outcome is unknown: {why}"));
            Ok(())
        }
    }
}
