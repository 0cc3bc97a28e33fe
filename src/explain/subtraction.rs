//! S-Nim for explanations: the one place `grundy explain` uses the
//! subtraction-game engine ([`SubtractionGame`]), so an engine change is
//! adapted here alone. Values come from the engine; the reason names the
//! period the engine found (`the sequence 0 0 1 1 0 2 1 repeats with
//! period 7`).

use crate::error::Error;
use crate::explain::heaps::{self, HeapGame};
use crate::explain::words::{Built, Words};
use crate::explain::{numbers, Play, Word};
use crate::games::subtraction::{SubtractionGame, TABLE_LIMIT};
use crate::scanner::Scanner;

/// Values shown of a sequence before `...`.
const SHOWN_VALUES: u64 = 24;

/// S-Nim with one subtraction set.
pub struct SNim {
    game: SubtractionGame,
    /// The period line, made once per set.
    period: Option<String>,
}

impl SNim {
    /// The game of `moves` (any order, duplicates allowed, none 0).
    pub fn new(moves: &[u64]) -> SNim {
        SNim {
            game: SubtractionGame::new(moves),
            period: None,
        }
    }

    /// The distinct moves, ascending.
    pub fn moves(&self) -> &[u64] {
        self.game.moves()
    }

    /// Reads a heap size as the solver does: `a heap size`, and the period
    /// clause only for a heap whose value cannot be found.
    pub fn read_heap(&mut self, input: &mut Scanner<'_>) -> Result<u64, Error> {
        let mut beyond = false;
        input
            .next_u64_where("a heap size", |h| {
                beyond = h >= TABLE_LIMIT as u64 && self.game.grundy(h).is_none();
                !beyond
            })
            .map_err(|e| match e {
                Error::Input(mut e) if beyond => {
                    e.expected = format!(
                        "a heap size whose Grundy value can be found (no period within {TABLE_LIMIT} positions)"
                    );
                    Error::Input(e)
                }
                e => e,
            })
    }

    /// `the sequence 0 0 1 1 0 2 1 repeats with period 7`, or how the values
    /// are found without a period; made once per set.
    pub fn sequence(&mut self) -> String {
        if let Some(line) = &self.period {
            return line.clone();
        }
        let line = self.sequence_line();
        self.period.insert(line).clone()
    }

    /// The period as (start, length), the start as early as it goes.
    fn period(&mut self) -> Option<(u64, u64)> {
        let p = self.game.period()?;
        // The engine may see the period later than it starts: move the start
        // back while the values still repeat.
        let mut start = p.start;
        while start > 0 && self.grundy(start - 1) == self.grundy(start - 1 + p.len) {
            start -= 1;
        }
        Some((start, p.len))
    }

    fn sequence_line(&mut self) -> String {
        // The period shows up as the table grows; the farthest heap grows it
        // until the period is found (or the table is full).
        self.game.grundy(u64::MAX);
        let Some((start, len)) = self.period() else {
            return format!(
                "g(n) = mex of g(n - s) over s in S, from a table (no period within {TABLE_LIMIT} positions)"
            );
        };
        let mut values = |from: u64, to: u64| -> String {
            let shown: Vec<String> = (from..to.min(from + SHOWN_VALUES))
                .map(|n| self.grundy(n).to_string())
                .collect();
            let more = if to - from > SHOWN_VALUES { " ..." } else { "" };
            format!("{}{more}", shown.join(" "))
        };
        let cycle = values(start, start + len);
        if start == 0 {
            format!("g(0), g(1), ...: the sequence {cycle} repeats with period {len}")
        } else {
            let before = values(0, start);
            format!(
                "g(0), g(1), ...: after {before}, the sequence {cycle} repeats with period {len}"
            )
        }
    }
}

impl HeapGame for SNim {
    fn grundy(&mut self, heap: u64) -> u64 {
        // Heaps are checked by `read_heap` as they are read.
        u64::from(self.game.grundy(heap).unwrap_or(0))
    }

    fn takes(&self, heap: u64) -> Vec<u64> {
        self.game
            .moves()
            .iter()
            .copied()
            .filter(|&s| s <= heap)
            .collect()
    }

    fn reason(&mut self, heap: u64) -> String {
        self.sequence();
        match self.period() {
            Some((start, len)) if heap >= start + len => {
                let same = start + (heap - start) % len;
                let periods = (heap - same) / len;
                format!("g({heap}) = g({same}) as {heap} - {same} = {periods} x {len}")
            }
            _ => String::new(),
        }
    }
}

/// `grundy explain hdu1536 2,5 3 5 12`: the set S as one word of numbers
/// joined by commas, then the heaps of one position (a judge case holds a
/// set and several positions; the words give one).
pub const POSITION: Words = Words {
    usage: "S1,S2,... HEAP...",
    example: "2,5 3 5 12",
    count: None,
    input: |w| {
        let heaps = w.len().saturating_sub(1);
        Built::new()
            .set(w, 0)
            .raw(&format!("\n1\n{heaps} "))
            .words(w, 1..w.len())
            .raw("\n0\n")
    },
};

/// S-Nim's moves: take s in S from one heap. The set word stays in front of
/// the heaps each move leaves.
pub const PLAY: Play = Play {
    moves: |w, limit| {
        let set: Vec<u64> = w[0].split(',').map(|s| s.parse().unwrap_or(1)).collect();
        let game = SNim::new(&set);
        let mut moves = heaps::all_moves(&numbers(&w[1..]), &game, limit)?;
        for m in &mut moves {
            m.step.left.insert(0, Word::Text(w[0].clone()));
        }
        Some(moves)
    },
    misere: false,
};
