//! The family "positions of several numbers" (issue 44): a position is two
//! or three numbers of a case, read from parallel lists (`W[N]` and `B[N]`:
//! the i-th of each) or from the lines of a repeat (`"q * a b"`), and a move
//! changes several at once. Two games: Wythoff's game with the amounts from
//! both heaps differing by at most k (`game = "wythoff"`, `difference`),
//! answered by its Beatty pairs, and moves written as data (`game =
//! "position"`, `move = [...]`, [`crate::games::positions`]), answered by a
//! table of the positions the case reaches.
//!
//! Also here: the per-position question (`[question] per = "position"`, one
//! answer line for each position or heap rather than one for their sum)
//! that the judges asking per query want.

use super::solve::Solver;
use super::toml::{Kind, Table};
use super::{string, strings, DescribeError, Description, Game};
use crate::games::positions::{self, Losses, Move, Position, Ray, Table as Values, DIMS_MAX};
use crate::games::wythoff::k_is_losing;

/// A number of the description: written, or the case's token of that name.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Param {
    Lit(u64),
    Name(&'static str),
}

/// A game on positions of several numbers.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Positions {
    /// Take any amount from one heap, or x >= 1 from one and y >= 1 from
    /// the other with |x - y| <= difference (0: Wythoff's game).
    Wythoff { difference: Param },
    /// The moves written in the description.
    Moves {
        moves: Vec<Move>,
        texts: Vec<&'static str>,
        /// The case's names other than the position's, in the moves' slot
        /// order after the counters.
        others: Vec<&'static str>,
        /// The moves as rays, when each is one and they read no other
        /// name: who wins one position is then a table of losses
        /// ([`positions::Losses`]), not a search of values.
        rays: Option<Vec<Ray>>,
    },
}

/// The most moves a case's table looks at, and the most positions it
/// keeps: typical90 031 at its bounds looks at 12,097,215 moves (counter
/// values tried) and keeps 45,526 positions.
pub const MOVES_BUDGET: u64 = 50_000_000;
pub const POSITIONS_MAX: usize = 1 << 20;

/// The game of `[game]` when it is of this family; `None` for the others.
/// `heaps` are the position's names, `names` the case's, `per_position`
/// whether the question is asked of each position.
pub(super) fn game(
    table: &Table,
    heaps: &[&'static str],
    names: &[&'static str],
    per_position: bool,
) -> Result<Option<Game>, DescribeError> {
    let kind = match table.get("game") {
        Some(v) => Some((string(v)?, v)),
        None => None,
    };
    let named = kind.as_ref().map(|(k, _)| k.as_str());
    // A game's name misspelt is game()'s to name (with its nearest).
    if named.is_some_and(|n| !["nim", "staircase", "wythoff", "position"].contains(&n)) {
        return Ok(None);
    }
    // difference and move under another game: describe::FAMILY_KEYS.
    let Some((kind, at)) = kind else {
        return Ok(None);
    };
    match kind.as_str() {
        "wythoff" if per_position || table.get("difference").is_some() => {
            let difference = match table.get("difference") {
                None => Param::Lit(0),
                Some(v) => param(v, names)?,
            };
            if heaps.len() != 2 {
                return Err(DescribeError::at(
                    at,
                    format!(
                        "Wythoff's game is played on two numbers: heaps = \"a b\", found {}",
                        heaps.len()
                    ),
                ));
            }
            Ok(Some(Game::Position(Box::new(Positions::Wythoff {
                difference,
            }))))
        }
        "position" => {
            if heaps.len() < 2 || heaps.len() > DIMS_MAX {
                return Err(DescribeError::at(
                    at,
                    format!(
                        "a position is 2 to {DIMS_MAX} numbers, named in heaps (\"W B\"); found {}",
                        heaps.len()
                    ),
                ));
            }
            let Some(v) = table.get("move") else {
                return Err(DescribeError::at(
                    at,
                    "game = \"position\" needs move = [\"...\", ...], the moves (\"W-1, B+W\", \"W, B-k for k in 1..B/2\")",
                ));
            };
            let items = strings(v)?;
            if items.is_empty() {
                return Err(DescribeError::at(v, "expected at least one move"));
            }
            // The other names a move reads: the table of the positions is
            // kept while they stay the same (a case's count, which no move
            // reads, changes the table of none).
            let others: Vec<&'static str> = names
                .iter()
                .copied()
                .filter(|n| !heaps.contains(n))
                .filter(|n| items.iter().any(|(text, _)| positions::names(text, n)))
                .collect();
            let mut slots: Vec<&str> = heaps.to_vec();
            slots.extend(&others);
            // A fault is named against every name of the case.
            let mut every: Vec<&str> = heaps.to_vec();
            every.extend(names.iter().filter(|n| !heaps.contains(n)));
            let mut moves = Vec::new();
            let mut texts = Vec::new();
            for (text, at) in items {
                let read = |slots: &[&str]| {
                    positions::parse_move(&text, heaps.len(), slots).map_err(|e| DescribeError {
                        line: at.line,
                        // The move starts after the opening quote.
                        column: at.column + e.column,
                        message: e.message,
                    })
                };
                read(&every)?;
                let m = read(&slots)?;
                moves.push(m);
                texts.push(super::leak(&text));
            }
            let rays = positions::rays(&moves, heaps.len()).filter(|_| others.is_empty());
            Ok(Some(Game::Position(Box::new(Positions::Moves {
                moves,
                texts,
                others,
                rays,
            }))))
        }
        _ => Ok(None),
    }
}

fn param(v: &super::toml::Value, names: &[&'static str]) -> Result<Param, DescribeError> {
    if let Kind::Int(n) = v.kind {
        return Ok(Param::Lit(n));
    }
    let text = string(v)?;
    if let Ok(n) = text.parse::<u64>() {
        return Ok(Param::Lit(n));
    }
    match names.iter().find(|n| **n == text) {
        Some(n) => Ok(Param::Name(n)),
        None => Err(DescribeError::at(
            v,
            format!(
                "expected a number or a name of the input ({}), found \"{text}\"",
                names.join(", ")
            ),
        )),
    }
}

/// The per-position question: `per = "position"` or `"case"` (the default).
pub(super) fn per_position(table: &Table) -> Result<bool, DescribeError> {
    match table.get("per") {
        None => Ok(false),
        Some(v) => match string(v)?.as_str() {
            "case" => Ok(false),
            "position" => Ok(true),
            other => Err(super::one_of(v, other, &["case", "position"])),
        },
    }
}

/// What the parts must agree on for this family.
pub(super) fn check(d: &Description) -> Result<(), String> {
    if d.per_position {
        if d.ask != super::Ask::Winner || d.misere || d.together_line {
            return Err(
                "per = \"position\" asks the winner of each position alone, in normal play".into(),
            );
        }
        if !matches!(
            d.game,
            Game::Rule(_) | Game::Moves(_) | Game::Runs(_) | Game::Position(_)
        ) {
            return Err("per = \"position\" is answered for heaps of a rule, a list of moves or of runs, and for positions of several numbers".into());
        }
    }
    if let Game::Position(_) = d.game {
        if d.ask != super::Ask::Winner || d.misere || d.together_line {
            return Err(
                "a position of several numbers is answered for the winner in normal play".into(),
            );
        }
    }
    Ok(())
}

/// The values a solver keeps across cases: the table of the moves, while
/// the case's other numbers stay the same.
#[derive(Default)]
pub struct Cache {
    table: Option<(Vec<u64>, Values)>,
    /// Who loses in a box of positions, under moves that are rays.
    losses: Option<Losses>,
}

impl Cache {
    /// Whether `q` is lost under `rays`, from the box held or a new one
    /// ([`positions::losses_box`]); refused at once, before any work, when
    /// not even `q`'s box fits.
    pub fn lost(&mut self, rays: &[Ray], dims: usize, q: Position) -> Result<bool, String> {
        if let Some(t) = self.losses.as_ref().filter(|t| t.holds(&q)) {
            return Ok(t.lost(&q));
        }
        let old = self.losses.as_ref().map(|t| t.top);
        let Some(top) = positions::losses_box(rays, dims, old, q) else {
            return Err(positions::losses_refusal(rays, dims, q).unwrap_or_default());
        };
        // The old table goes before the new one is made.
        self.losses = None;
        let t = Losses::new(rays, dims, top)?;
        let lost = t.lost(&q);
        self.losses = Some(t);
        Ok(lost)
    }
}

/// The game in one line (`show`).
pub fn game_line(p: &Positions) -> String {
    match p {
        Positions::Wythoff {
            difference: Param::Lit(0),
        } => "Wythoff's game (take from one heap, or the same from both)".into(),
        Positions::Wythoff { difference } => format!(
            "Wythoff's game with difference {}: take from one heap, or from both with the two amounts differing by at most that",
            match difference {
                Param::Lit(v) => v.to_string(),
                Param::Name(n) => n.to_string(),
            }
        ),
        Positions::Moves { texts, .. } => format!("a position of several numbers; a move: {}", texts.join(" | ")),
    }
}

/// How the answers are known (`show`).
pub fn evidence(p: &Positions) -> String {
    match p {
        Positions::Wythoff { .. } => "proved: Wythoff-type Beatty pairs; (a, b) with a <= b loses exactly when b - a = (k + 1) n and a = floor(n alpha), alpha = (1 - k + sqrt((k + 1)^2 + 4)) / 2 (the mex recurrence a_n = mex, b_n = a_n + (k + 1) n), computed in integers".into(),
        Positions::Moves { rays, .. } => {
            let search = format!(
                "computed per input: a table of the positions the case's positions reach, each the mex of its moves' values (at most {POSITIONS_MAX} positions and {MOVES_BUDGET} moves looked at; a position that can return to itself is refused)"
            );
            match rays {
                None => search,
                Some(_) => format!(
                    "{search}; every move is a ray (numbers lowered by the same k, any k), so who wins a position alone is a table of the losses of every position below it, each ray's line keeping whether a lost position lies on it: positions x moves steps, no k visited (at most {} bytes and {} steps, refused before the work past them)",
                    positions::LOSSES_BYTES_MAX,
                    positions::LOSSES_WORK_MAX
                ),
            }
        }
    }
}

/// The case's positions: the i-th value of each of the heap names.
fn positions_of(s: &Solver<'_>) -> Result<Vec<Position>, String> {
    let d = s.d;
    let columns: Vec<Vec<u64>> = d
        .heaps
        .iter()
        .map(|n| s.all(n).map(|r| r.value).collect())
        .collect();
    let len = columns[0].len();
    if let Some((i, c)) = columns.iter().enumerate().find(|(_, c)| c.len() != len) {
        return Err(format!(
            "a position takes one value of each of {}; this case has {len} of {} and {} of {}",
            d.heaps.join(", "),
            d.heaps[0],
            c.len(),
            d.heaps[i]
        ));
    }
    Ok((0..len)
        .map(|i| {
            let mut p = [0u64; DIMS_MAX];
            for (j, c) in columns.iter().enumerate() {
                p[j] = c[i];
            }
            p
        })
        .collect())
}

/// The case's answer lines: one a position with `per = "position"`, else
/// one for the sum of its positions.
pub(super) fn answer(s: &mut Solver<'_>, p: &Positions) -> Result<Vec<bool>, String> {
    let d = s.d;
    let all = positions_of(s)?;
    // Each position's line: a name the moves read is its line's value there.
    let lines: Vec<u32> = s.all(d.heaps[0]).map(|r| r.line).collect();
    match p {
        Positions::Wythoff { difference } => {
            let k = |i: usize| match difference {
                Param::Lit(v) => *v,
                Param::Name(n) => s.value_on(n, lines[i]),
            };
            let lost = |i: usize, q: &Position| k_is_losing(q[0], q[1], k(i));
            if d.per_position {
                return Ok(all.iter().enumerate().map(|(i, q)| !lost(i, q)).collect());
            }
            match all.as_slice() {
                [q] => Ok(vec![!lost(0, q)]),
                _ => Err(format!(
                    "a sum of {} Wythoff positions needs their values, not only which are lost; grundy answers one position a case, or each alone (per = \"position\")",
                    all.len()
                )),
            }
        }
        Positions::Moves {
            rays: Some(rays), ..
        } if d.per_position || all.len() == 1 => {
            // Who wins each position alone: a table of losses.
            let dims = d.heaps.len();
            all.iter()
                .map(|q| s.positions.lost(rays, dims, *q).map(|lost| !lost))
                .collect()
        }
        Positions::Moves { moves, others, .. } => {
            let bounds: Vec<Vec<u64>> = lines
                .iter()
                .map(|&l| others.iter().map(|n| s.value_on(n, l)).collect())
                .collect();
            let dims = d.heaps.len();
            let cache = &mut s.positions;
            let mut value = |q: &Position, bound: &Vec<u64>| {
                if !matches!(&cache.table, Some((b, _)) if b == bound) {
                    cache.table = Some((bound.clone(), Values::new(MOVES_BUDGET, POSITIONS_MAX)));
                }
                let table = &mut cache.table.as_mut().expect("made above").1;
                table.value(moves, dims, bound, *q)
            };
            let values = all.iter().zip(&bounds).map(|(q, b)| value(q, b));
            if d.per_position {
                return values.map(|v| v.map(|v| v != 0)).collect();
            }
            let mut x = 0;
            for v in values {
                x ^= v?;
            }
            Ok(vec![x != 0])
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// LightOJ 1315's knights: the count `n` of each case is read by no
    /// move, so it is not a name the table is kept by (a count changing
    /// from case to case threw the table away: 300 cases took 100 s).
    #[test]
    fn the_table_is_kept_by_the_names_the_moves_read() {
        let text = include_str!("../../tests/data/descriptions/lightoj1315.toml");
        let d = super::super::parse(text).expect("the fixture parses");
        let Game::Position(p) = &d.game else {
            panic!("a position game");
        };
        let Positions::Moves { others, .. } = p.as_ref() else {
            panic!("moves");
        };
        assert!(others.is_empty(), "{others:?}");
        let bounded = "id = \"t\"\ntitle = \"t\"\n[input]\ncases = \"counted\"\ncount = \"T\"\nlines = [\"n k\", \"n * x y\"]\n[bounds]\nT = \"1..9\"\nn = \"1..9\"\nk = \"1..9\"\nx = \"0..9\"\ny = \"0..9\"\n[game]\ngame = \"position\"\nheaps = \"x y\"\nmove = [\"x - j, y for j in 1..k\", \"x, y-1\"]\n[output]\nfirst = \"A\"\nsecond = \"B\"\n";
        let d = super::super::parse(bounded).expect("parses");
        let Game::Position(p) = &d.game else {
            panic!("a position game");
        };
        let Positions::Moves { others, .. } = p.as_ref() else {
            panic!("moves");
        };
        assert_eq!(others, &["k"]);
    }
}
