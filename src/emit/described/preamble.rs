//! The opening of an emitted file, whatever the language: the comment that
//! says what the file answers and how its values are known, and the
//! numbers and words its runtime (the input reader and the case state) is
//! written with.

use super::plan::{Plan, MOVES_BUDGET};
use crate::describe::entry::{game_line, output_line};
use crate::format::Cases;
use std::fmt::Write as _;

/// A comment block, each line after `prefix`, safe for C++98 (no `??`
/// trigraphs, no line-continuing backslash).
pub(super) fn comment(plan: &Plan<'_>, prefix: &str) -> String {
    let d = plan.d;
    let mut lines = vec![
        format!("{} - {}", d.id, d.title),
        d.link.to_string(),
        String::new(),
        format!("Game: {}.", game_line(d)),
        format!("Input: {}.", d.format.summary()),
        format!("Output: {}.", output_line(d)),
        format!("Values: {}.", plan.why),
    ];
    if let Some(m) = plan.heaps_max {
        lines.push(format!("Official largest heap: {m}."));
    }
    lines.push("Written by `grundy emit`; answers as `grundy FILE` does on valid input.".into());
    let mut text = String::new();
    for line in lines {
        let line = line.replace("??", "? ?").replace('\\', "/");
        let _ = writeln!(text, "{}", format!("{prefix}{line}").trim_end());
    }
    text
}

/// How a language writes the runtime's constants.
pub(super) struct Literals {
    /// A sentinel value in the list.
    pub(super) sentinel: fn(u64) -> String,
    /// The list when there is no sentinel.
    pub(super) no_sentinel: &'static str,
    /// A string literal.
    pub(super) string: fn(&str) -> String,
}

/// The runtime `template` with the description's numbers and words in:
/// `@NAMES@` (how many names a case reads), `@SENT@` and `@SENT_LEN@` (the
/// sentinel line), `@BUDGET@` (moves looked at), `@MINUS_ONE@` (the name
/// whose token may be -1, read as 2^64 - 1) and the two words.
pub(super) fn runtime(plan: &Plan<'_>, template: &str, lit: &Literals) -> String {
    let d = plan.d;
    let sentinel: &[u64] = match d.format.cases {
        Cases::Sentinel(end) => end,
        _ => &[],
    };
    let sent_list = if sentinel.is_empty() {
        lit.no_sentinel.to_string()
    } else {
        sentinel
            .iter()
            .map(|&v| (lit.sentinel)(v))
            .collect::<Vec<_>>()
            .join(", ")
    };
    // The name whose token may be -1 (a parent array's root mark), else
    // an index no name has.
    let minus_one = match &d.game {
        crate::describe::Game::Hackenbush(f) => f.signed(),
        _ => None,
    }
    .and_then(|n| d.names.iter().position(|m| *m == n))
    .unwrap_or(d.names.len());
    template
        .replace("@MINUS_ONE@", &minus_one.to_string())
        .replace("@NAMES@", &d.names.len().to_string())
        .replace("@SENT@", &sent_list)
        .replace("@SENT_LEN@", &sentinel.len().to_string())
        .replace("@BUDGET@", &MOVES_BUDGET.to_string())
        .replace("@FIRST@", &(lit.string)(d.first))
        .replace("@SECOND@", &(lit.string)(d.second))
}
