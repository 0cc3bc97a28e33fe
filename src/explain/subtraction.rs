//! S-Nim for explanations: the one place `grundy explain` uses the
//! subtraction-game engine ([`SubtractionGame`]), so an engine change is
//! adapted here alone. Values come from the engine; the reason names the
//! period the engine found (`the sequence 0 0 1 1 0 2 1 repeats with
//! period 7`).

use crate::explain::heaps::{self, HeapGame};
use crate::explain::words::{Built, Words};
use crate::explain::{numbers, Play, Word};
use crate::games::subtraction::{SubtractionGame, TABLE_LIMIT};

/// Values shown of a sequence before `...`.
const SHOWN_VALUES: u64 = 24;

/// How far the table is grown looking for the period, unless the heaps
/// asked about need more. The period line is a courtesy: for a large S it
/// may show up only near [`TABLE_LIMIT`], which costs |S| x 2^22 steps (half
/// a second per set at HDU's bounds, where answering takes a millisecond).
const PERIOD_SEARCH: u64 = 1 << 16;

/// S-Nim with one subtraction set.
pub struct SNim {
    game: SubtractionGame,
    /// The period line, and how far the table reached when it was made.
    period: Option<(String, u64)>,
    /// The period as (start, length) with its earliest start, found once
    /// per set: every heap's reason names it, and moving the start back
    /// walks the whole preperiod.
    earliest: Option<(u64, u64)>,
}

impl SNim {
    /// The game of `moves` (any order, duplicates allowed, none 0).
    pub fn new(moves: &[u64]) -> SNim {
        SNim {
            game: SubtractionGame::new(moves),
            period: None,
            earliest: None,
        }
    }

    /// The distinct moves, ascending.
    pub fn moves(&self) -> &[u64] {
        self.game.moves()
    }

    /// The game itself, for the judge's reader
    /// ([`read_heap`](crate::problems::hdu1536::read_heap)) to check each
    /// heap against as the solver does.
    pub fn game_mut(&mut self) -> &mut SubtractionGame {
        &mut self.game
    }

    /// `the sequence 0 0 1 1 0 2 1 repeats with period 7`, or how the values
    /// are found without a period, for heaps up to `farthest`: the period is
    /// looked for up to `PERIOD_SEARCH` or `farthest`, whichever is
    /// larger, once per set (again only for heaps farther than before, while
    /// no period is known).
    pub fn sequence(&mut self, farthest: u64) -> String {
        let reach = farthest.max(PERIOD_SEARCH - 1);
        if let Some((line, reached)) = &self.period {
            if self.earliest.is_some() || reach <= *reached {
                return line.clone();
            }
        }
        let line = self.sequence_line(reach);
        self.period.insert((line, reach)).0.clone()
    }

    /// The period as (start, length), the start as early as it goes.
    fn period(&mut self) -> Option<(u64, u64)> {
        if self.earliest.is_some() {
            return self.earliest;
        }
        let p = self.game.period()?;
        // The engine may see the period later than it starts: move the start
        // back while the values still repeat.
        let mut start = p.start;
        while start > 0 && self.grundy(start - 1) == self.grundy(start - 1 + p.len) {
            start -= 1;
        }
        self.earliest = Some((start, p.len));
        self.earliest
    }

    fn sequence_line(&mut self, reach: u64) -> String {
        // The period shows up as the table grows (a heap beyond the table
        // grows it until the period is found, or the table is full).
        self.game.grundy(reach);
        let Some((start, len)) = self.period() else {
            let table = reach.min(TABLE_LIMIT as u64 - 1) + 1;
            return format!(
                "g(n) = mex of g(n - s) over s in S, from a table (no period within {table} positions)"
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
        // Heaps are checked by the judge's `read_heap` as they are read.
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
        // The table has grown as far as `sequence` took it.
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
    restated: crate::explain::words::Restated::Partly,
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

#[cfg(test)]
mod tests {
    use super::*;

    /// 40 moves up to 10000 drawn by a linear congruential generator: no
    /// period within 2^22 values (`grundy sg --subtract ... --max 4194304`).
    fn long_period_set() -> Vec<u64> {
        let mut x = 7u64;
        (0..40)
            .map(|_| {
                x = (x * 1_103_515_245 + 12_345) % (1 << 31);
                x % 10_000 + 1
            })
            .collect()
    }

    #[test]
    fn the_period_is_looked_for_only_as_far_as_the_heaps_need() {
        let mut game = SNim::new(&long_period_set());
        let line = game.sequence(10_000);
        assert!(line.contains("no period within 65536 positions"), "{line}");
        // The table reaches the search's end and not further: the work is
        // |S| x 2^16 steps, not |S| x 2^22.
        assert!(game.game.known(PERIOD_SEARCH - 1).is_some());
        assert!(game.game.known(PERIOD_SEARCH).is_none());
        // Farther heaps take the table farther, once.
        let line = game.sequence(100_000);
        assert!(line.contains("no period within 100001 positions"), "{line}");
        assert!(game.game.known(100_000).is_some());
        assert_eq!(game.sequence(50_000), line);
    }
}
