//! A description as a registry row, so every command takes it as it takes
//! a coded problem.
//!
//! The registry's rows hold plain `fn` pointers (a judge build carries
//! them, and a coded problem's functions need no state). A description's
//! functions need its data, so each loaded description gets a *slot*: the
//! functions of slot `I` look up the `I`-th description and call the shared
//! code with it. [`SLOTS`] slots are compiled in; loading more in one
//! process is an error that says so.

use super::{generate, solve, teach, Ask, Description, Game};
use crate::error::Error;
use crate::explain::Row;
use crate::format::write::Case;
use crate::output::Out;
use crate::problem::Tools;
use crate::problem::{Problem, Run};
use crate::registry::Entry;
use crate::scanner::Scanner;
use crate::testdata::{Rng, Scale};
use std::sync::Mutex;

/// How many descriptions one process may load.
pub const SLOTS: usize = 128;

/// The descriptions loaded so far, by slot.
static LOADED: Mutex<Vec<&'static Description>> = Mutex::new(Vec::new());

/// Whether `problem` is a loaded description's row: its format states
/// every rule of its input, so validating it needs no answer.
pub fn is_described(problem: &Problem) -> bool {
    let loaded = LOADED.lock().unwrap_or_else(|e| e.into_inner());
    loaded.iter().any(|d| d.id == problem.id)
}

fn described(slot: usize) -> &'static Description {
    let loaded = LOADED.lock().unwrap_or_else(|e| e.into_inner());
    loaded[slot]
}

fn run_at<const I: usize>(input: &mut Scanner<'_>, out: &mut Out<'_>) -> Result<(), Error> {
    solve::run(described(I), input, out)
}

fn generate_at<const I: usize>(rng: &mut Rng, scale: Scale, count: usize) -> Vec<Case> {
    let d = described(I);
    let tree = match &d.game {
        Game::Hackenbush(f) => f.drawn(),
        Game::Tokens(t) => t.drawn(),
        _ => generate::Tree::default(),
    };
    generate::shaped(&d.format, rng, scale, count, tree, super::strips::avoid(d))
}

fn write_at<const I: usize>(cases: &[Case]) -> String {
    crate::format::write::text(&described(I).format, cases)
}

fn explain_at<const I: usize>(
    input: &mut Scanner<'_>,
    out: &mut Out<'_>,
    accounts: &mut crate::explain::Accounts,
) -> Result<(), Error> {
    teach::explain(described(I), input, out, accounts)
}

/// The functions of every slot.
struct Slot {
    run: Run,
    generate: fn(&mut Rng, Scale, usize) -> Vec<Case>,
    write: fn(&[Case]) -> String,
    explain: crate::explain::Hook,
}

macro_rules! slots {
    ($($i:literal)*) => {
        [$(Slot {
            run: run_at::<$i>,
            generate: generate_at::<$i>,
            write: write_at::<$i>,
            explain: explain_at::<$i>,
        },)*]
    };
}

const SLOT_FNS: [Slot; SLOTS] = slots!(
    0 1 2 3 4 5 6 7 8 9 10 11 12 13 14 15
    16 17 18 19 20 21 22 23 24 25 26 27 28 29 30 31
    32 33 34 35 36 37 38 39 40 41 42 43 44 45 46 47
    48 49 50 51 52 53 54 55 56 57 58 59 60 61 62 63
    64 65 66 67 68 69 70 71 72 73 74 75 76 77 78 79
    80 81 82 83 84 85 86 87 88 89 90 91 92 93 94 95
    96 97 98 99 100 101 102 103 104 105 106 107 108 109 110 111
    112 113 114 115 116 117 118 119 120 121 122 123 124 125 126 127
);

/// Makes a registry row of `d`: its spec (a shipped problem's page, or a
/// summary for a file of the user's), its official sample, if any, and the
/// inputs of its other official samples.
///
/// # Errors
/// When every slot is taken.
pub fn entry(
    d: Description,
    spec: Option<&'static str>,
    sample: (&'static str, &'static str),
    other_samples: &'static [&'static str],
) -> Result<&'static Entry, String> {
    let d: &'static Description = Box::leak(Box::new(d));
    let slot = {
        let mut loaded = LOADED.lock().unwrap_or_else(|e| e.into_inner());
        if loaded.len() == SLOTS {
            return Err(format!(
                "one run of grundy loads at most {SLOTS} descriptions"
            ));
        }
        loaded.push(d);
        loaded.len() - 1
    };
    let fns = &SLOT_FNS[slot];
    let problem = Box::leak(Box::new(Problem {
        id: d.id,
        aliases: d.aliases,
        title: d.title,
        url: d.link,
        game: super::leak(&game_line(d)),
        output: super::leak(&output_line(d)),
        run: fns.run,
    }));
    let tools = Box::leak(Box::new(Tools {
        format: d.format,
        generate: fns.generate,
        write: fns.write,
        explain: Row::judge_input_only(
            fns.explain,
            "a described problem's position as words is its case's tokens, or its heaps alone, read by its description (docs/explain.md)",
        ),
        plan: None,
        own_rule: None,
    }));
    let spec = spec.unwrap_or_else(|| super::leak(&summary(d)));
    Ok(Box::leak(Box::new(Entry {
        problem,
        tools,
        source: d.text,
        spec,
        sample,
        other_samples,
        cpp: "",
        description: Some(d),
    })))
}

/// The game in one line: `L..R on each heap of A; last mover wins`.
pub fn game_line(d: &Description) -> String {
    let game = match &d.game {
        Game::Rule(rule) => format!("rule {rule}"),
        Game::Moves(list) => format!("take an amount listed in {list}"),
        Game::Runs(list) => format!(
            "remove a run of consecutive tokens, its length listed in {list}, from a row; the rest stays as up to two rows"
        ),
        Game::Staircase => "staircase Nim".to_string(),
        Game::Wythoff => "Wythoff's game (take from one heap, or the same from both)".to_string(),
        Game::MoveGraph(cond) => super::move_graph::game_line(cond),
        Game::Split(split) => super::move_graph::split_line(split),
        Game::Strips(board) => super::strips::game_line(board),
        Game::Hackenbush(f) => f.line(),
        Game::Coins(c) => c.line(),
        Game::Tokens(t) => t.line(),
        Game::Position(p) => super::position::game_line(p),
    };
    let heaps = if let Some(origin) = d.counts {
        let c = d.heaps[0];
        format!(" on heaps by position: the i-th {c} (from 0) is how many heaps of {origin} + i")
    } else if d.heaps.is_empty() {
        String::new()
    } else if let Game::Position(_) = d.game {
        format!(
            " on the positions ({}), the i-th of each",
            d.heaps.join(", ")
        )
    } else {
        format!(" on the heaps {}", d.heaps.join(" "))
    };
    let play = if d.misere {
        "the last mover loses"
    } else {
        "the last mover wins"
    };
    let together = if d.together_line {
        "; a move changes one or more heaps of one line"
    } else {
        ""
    };
    format!("{game}{heaps}{together}; {play}")
}

/// The answers in one line.
pub fn output_line(d: &Description) -> String {
    let label = d
        .label
        .map_or(String::new(), |(a, b)| format!("{a}{{i}}{b}"));
    let each = match (d.per_position, d.join) {
        (true, None) => " for each position, one a line".to_string(),
        (true, Some("")) => " for each position, all on one line with nothing between".to_string(),
        (true, Some(j)) => format!(" for each position, all on one line, \"{j}\" between two"),
        (false, _) => String::new(),
    };
    let after = match d.after {
        None => String::new(),
        Some("") => "; an empty line after each case".to_string(),
        Some(a) => format!("; the line \"{a}\" after each case"),
    };
    match d.ask {
        Ask::Winner => format!("{label}{} / {label}{}{each}{after}", d.first, d.second),
        Ask::WinningMoves => format!("{label}the number of winning moves"),
        Ask::SmallestWinningMove if matches!(d.game, Game::Hackenbush(_)) => format!(
            "{label}the smallest node whose subtree is a winning removal (a winning cut's lower end) / {label}{}",
            d.second
        ),
        Ask::SmallestWinningMove if matches!(d.game, super::Game::Split(_)) => {
            format!(
                "{label}the smallest winning move A B C / {label}{}",
                d.second
            )
        }
        Ask::SmallestWinningMove => {
            format!("{label}the smallest winning take / {label}{}", d.second)
        }
        Ask::EveryWinningMove => format!(
            "{label}every winning cell, increasing, one space apart / {label}{}",
            d.second
        ),
        Ask::Outcomes { upto } => format!(
            "{label}one of {} / {} for each heap 1..{upto}, on one line",
            d.first, d.second
        ),
    }
}

/// The spec of a description of the user's: what grundy read from it.
fn summary(d: &Description) -> String {
    format!(
        "# {} — {}\n\n- **Link:** {}\n- **Game:** {}\n- **Output:** {}\n",
        d.id,
        d.title,
        d.link,
        game_line(d),
        output_line(d),
    )
}
