//! Problem descriptions: a judge problem as a short text file (the file's
//! keys are in `docs/descriptions.md`), answered and tooled like the coded
//! problems.
//!
//! - [`toml`] reads the TOML subset, with positions on every value;
//! - this module turns a document into a [`Description`], checking every
//!   key where it stands (an unknown key names the nearest known one);
//! - [`layout`] turns the `[input]` lines and `[bounds]` into a
//!   [`Format`], the value validate, gen, show and the testlib validator
//!   already read;
//! - [`solve`] answers a judge input: a case reader over the format, the
//!   heap values from the rule's strongest evidence, the question, the
//!   words;
//! - [`entry`] makes a registry row of a description, so every command
//!   takes it; [`generate`] draws cases from the format for `gen`.

pub mod coins;
pub mod entry;
pub mod family_teach;
pub mod forest;
pub mod generate;
pub mod heap_games;
pub mod layout;
pub mod move_graph;
pub mod position;
pub mod runs_teach;
pub mod solve;
pub mod strips;
pub mod teach;
pub mod tokens;
pub mod toml;
pub mod values;

use crate::format::{Element, Expr, Format, Int, Token};
use crate::games::rules::parse::{nearest, parse as parse_rule};
use crate::games::rules::Rule;
use std::fmt;
use toml::{Document, Kind, Table, Value};

/// A problem description, every string leaked once so that the registry's
/// `&'static` rows can point into it.
#[derive(Debug)]
pub struct Description {
    pub id: &'static str,
    pub aliases: &'static [&'static str],
    pub title: &'static str,
    pub link: &'static str,
    /// The judge's input.
    pub format: Format,
    /// Every token name of a case, in reading order.
    pub names: Vec<&'static str>,
    pub game: Game,
    /// The names whose values are the heaps, in reading order (none for
    /// `outcomes`).
    pub heaps: Vec<&'static str>,
    /// Heaps by position (`counts = "c"`, origin `o`): the one heap name's
    /// i-th value (from 0) is how many heaps of size `o + i` the case holds
    /// (HackerRank Nimble: coins on squares). Never expanded: two equal
    /// heaps have equal values, which cancel in the nim-sum, so only the
    /// sizes with an odd count play (`Solver::heaps`).
    pub counts: Option<u64>,
    pub misere: bool,
    /// A move changes one or more heaps of one line.
    pub together_line: bool,
    pub ask: Ask,
    /// One answer for each position (or heap) of a case, not one for their
    /// sum (`[question] per = "position"`).
    pub per_position: bool,
    /// Printed when the first player wins.
    pub first: &'static str,
    /// Printed when the second player wins.
    pub second: &'static str,
    /// The label before each answer, split at `{i}`.
    pub label: Option<(&'static str, &'static str)>,
    /// A line printed after each case's answers (`[output] after`).
    pub after: Option<&'static str>,
    /// With `per = "position"`: the answers of a case on one line, this
    /// between two (`[output] join`; `""`: one word, SPOJ MCOINS).
    pub join: Option<&'static str>,
    /// The file's text, as written.
    pub text: &'static str,
}

impl Description {
    /// The official bounds (lo, hi) of a name, each followed through the
    /// names it refers to (`a = "1..n"` takes n's upper bound); `None`
    /// when an end cannot be followed to a number.
    pub fn official(&self, name: &str) -> Option<(u64, u64)> {
        let int = find_int(self.format.case, name)?;
        Some((
            self.follow(int.lo, false, 0)?,
            self.follow(int.hi, true, 0)?,
        ))
    }

    /// The values of a rule's letter a formula in it is verified on: its
    /// first [`values::FORMULA_BINDINGS`] official values, from its official
    /// low (0 too: `1,2,K` at K = 0 plays as {1, 2}, and a formula is never
    /// applied below the values it was verified on), where grundy and the
    /// emitted files both look for the formula.
    pub fn formula_range(&self, letter: char) -> (u64, u64) {
        let bounds = self.letter_name(letter).and_then(|n| self.official(n));
        let lo = bounds.map_or(1, |b| b.0);
        let hi = bounds
            .map_or(lo, |b| b.1)
            .min(lo + values::FORMULA_BINDINGS as u64 - 1)
            .max(lo);
        (lo, hi)
    }

    fn follow(&self, e: Expr, upper: bool, depth: usize) -> Option<u64> {
        if depth > 16 {
            return None;
        }
        let end = |n: &str| {
            let int = find_int(self.format.case, n)?;
            self.follow(if upper { int.hi } else { int.lo }, upper, depth + 1)
        };
        match e {
            Expr::Lit(v) => Some(v),
            Expr::Var(n) => end(n),
            Expr::Minus(n, k) => Some(end(n)?.saturating_sub(k)),
            // The unsigned values start at 0 (a -1 root mark below them).
            Expr::Neg(_) => Some(0),
        }
    }

    /// The token a rule's letter stands for: the name itself (`L`), else
    /// the name in lowercase (`m` for the `M` of `1..M`: the letter `n` is
    /// the heap in a rule, so a rule's letters are capitals).
    pub fn letter_name(&self, letter: char) -> Option<&'static str> {
        let upper = letter.to_string();
        let lower = letter.to_ascii_lowercase().to_string();
        let find = |name: &str| self.names.iter().copied().find(|n| *n == name);
        find(&upper).or_else(|| find(&lower))
    }
}

/// The game of a description.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Game {
    /// A heap rule of `grundy sg`; its letters are tokens.
    Rule(Rule),
    /// Take an amount from the list of that name.
    Moves(&'static str),
    /// Remove a run of consecutive tokens from a row, its length in the
    /// list of that name; what is left stays as up to two rows (the
    /// take-and-break code with 7 at each length, built per case).
    Runs(&'static str),
    /// Staircase Nim over the heaps in order.
    Staircase,
    /// Wythoff's game on the case's two heaps: take any amount from one
    /// heap, or the same amount from both.
    Wythoff,
    /// A staircase on a move graph: cards go from box A to box B when the
    /// condition holds ([`move_graph`]).
    MoveGraph(Box<crate::games::move_graph::Condition>),
    /// A split on a move graph: one card from box A becomes one on B and
    /// one on C when the condition holds ([`move_graph`]).
    Split(Box<move_graph::SplitGame>),
    /// A board read as strips between marks ([`strips`]).
    Strips(strips::Board),
    /// Green Hackenbush on a forest or graph read from the case.
    Hackenbush(forest::Forest),
    /// Coin turning on the coins of the case, by nim products.
    Coins(coins::Coins),
    /// Tokens on a directed graph read from the case ([`tokens`]).
    Tokens(tokens::Tokens),
    /// A position of several numbers moved together ([`position`]).
    Position(Box<position::Positions>),
}

/// What the judge asks of each case.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Ask {
    Winner,
    /// How many first moves win (a number).
    WinningMoves,
    /// The smallest winning first take, or the second word.
    SmallestWinningMove,
    /// One word per heap 1..=upto, on one line.
    Outcomes {
        upto: &'static str,
    },
    /// Every winning move in increasing order (a board's cells, 1-based),
    /// or the second word when there is none.
    EveryWinningMove,
}

/// A fault in a description, where it stands.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct DescribeError {
    pub line: usize,
    pub column: usize,
    pub message: String,
}

impl fmt::Display for DescribeError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "line {}, column {}: {}",
            self.line, self.column, self.message
        )
    }
}

impl DescribeError {
    fn at(value: &Value, message: impl Into<String>) -> DescribeError {
        DescribeError {
            line: value.line,
            column: value.column,
            message: message.into(),
        }
    }
}

/// The longest description file grundy reads: 1 MiB (the shipped ones are
/// under 2 KiB). A longer file is refused after reading one byte past it.
pub const FILE_MAX: u64 = 1 << 20;

/// The text of the description file at `path`: a regular file, a FIFO or
/// a terminal (a device such as `/dev/zero` is refused before it is read,
/// as judge inputs are), of at most [`FILE_MAX`] bytes, in UTF-8.
///
/// # Errors
/// Why not, in words; a byte that is not UTF-8 by its line and column.
pub fn read(path: &str) -> Result<String, String> {
    crate::commands::files::read_text(path, FILE_MAX, "a description")
}

/// Leaks a string: a description lives as long as the process.
pub(crate) fn leak(s: &str) -> &'static str {
    Box::leak(s.to_string().into_boxed_str())
}

/// The keys each section may hold.
pub(crate) const KEYS: &[(&str, &[&str])] = &[
    ("", &["id", "title", "link", "aliases"]),
    ("input", &["cases", "count", "sentinel", "lines", "blank"]),
    ("bounds", &[]),
    ("what", &[]),
    ("letters", &[]),
    (
        "game",
        &[
            "rule",
            "moves",
            "runs",
            "game",
            "heaps",
            "play",
            "together",
            "difference",
            "move",
            "when",
            "boxes",
            "board",
            "length",
            "mark",
            "marks",
            "apart",
            "wins",
            "turn",
            "parents",
            "edges",
            "weights",
            "weight",
            "root",
            "nodes",
            "coins",
            "origin",
            "tokens",
            "counts",
        ],
    ),
    ("question", &["ask", "upto", "per"]),
    ("output", &["first", "second", "label", "after", "join"]),
];

/// The token of that name in a case's elements.
pub(super) fn find_int(elements: &[Element], name: &str) -> Option<Int> {
    for e in elements {
        match e {
            Element::Line(tokens) => {
                for t in tokens.iter() {
                    if let Token::Int(int) | Token::Ints { int, .. } = t {
                        if int.name == name {
                            return Some(*int);
                        }
                    }
                }
            }
            Element::Repeat { body, .. } | Element::Until { body, .. } => {
                if let Some(i) = find_int(body, name) {
                    return Some(i);
                }
            }
        }
    }
    None
}

/// Reads a description from its text.
///
/// # Errors
/// The first fault, with its line and column.
pub fn parse(text: &str) -> Result<Description, DescribeError> {
    let doc = toml::parse(text).map_err(|e| DescribeError {
        line: e.line,
        column: e.column,
        message: e.message,
    })?;
    check_keys(&doc)?;
    let top = doc.table("").expect("the top table is always there");
    let id = required_str(top, "id", 1)?;
    if id.is_empty()
        || !id
            .bytes()
            .all(|b| b.is_ascii_lowercase() || b.is_ascii_digit() || b == b'-')
    {
        return Err(DescribeError::at(
            top.get("id").unwrap(),
            format!("expected an id of lowercase letters, digits and '-', found \"{id}\""),
        ));
    }
    let aliases: Vec<&'static str> = match top.get("aliases") {
        Some(v) => strings(v)?.into_iter().map(|(s, _)| leak(&s)).collect(),
        None => Vec::new(),
    };
    let input = section(&doc, "input")?;
    let bounds = section(&doc, "bounds")?;
    let what = doc.table("what");
    let letters = doc.table("letters");
    let (format, names, signed) = layout::format(input, bounds, what, letters)?;
    let game_table = section(&doc, "game")?;
    // A question defaults to the winner; winning-moves needs no words.
    let empty = |name: &str| Table {
        name: name.to_string(),
        line: doc.tables.last().map_or(1, |t| t.line),
        entries: Vec::new(),
    };
    let (no_question, no_output) = (empty("question"), empty("output"));
    let question = doc.table("question").unwrap_or(&no_question);
    let output = doc.table("output").unwrap_or(&no_output);
    // The key a value is given to (a word named as numbers is refused by it).
    let key_of = |v: &Value| {
        let given = |e: &Value| {
            std::ptr::eq(e, v)
                || matches!(&e.kind, Kind::Array(items) if items.iter().any(|i| std::ptr::eq(i, v)))
        };
        [game_table, question]
            .into_iter()
            .flat_map(|t| t.entries.iter())
            .find(|(_, e)| given(e))
            .map_or("a key", |(k, _)| k.as_str())
    };
    let known = |v: &Value, name: &str| -> Result<&'static str, DescribeError> {
        match names.iter().find(|n| **n == name) {
            Some(n) => layout::number_name(format.case, key_of(v), n)
                .map(|()| *n)
                .map_err(|why| DescribeError::at(v, why)),
            None => Err(DescribeError::at(
                v,
                format!(
                    "expected a name of the input ({}), found \"{name}\"",
                    names.join(", ")
                ),
            )),
        }
    };
    let ask_value = question.get("ask");
    let ask = match ask_value.map(string) {
        None => Ask::Winner,
        Some(Err(e)) => return Err(e),
        Some(Ok(word)) => match word.as_str() {
            "winner" => Ask::Winner,
            "winning-moves" => Ask::WinningMoves,
            "smallest-winning-move" => Ask::SmallestWinningMove,
            "every-winning-move" => Ask::EveryWinningMove,
            "outcomes" => {
                let Some(v) = question.get("upto") else {
                    return Err(DescribeError::at(
                        ask_value.unwrap(),
                        "\"outcomes\" needs upto = \"NAME\", the largest heap asked",
                    ));
                };
                let upto = known(v, &string(v)?)?;
                layout::one_value(format.case, "upto", upto, &[], "")
                    .map_err(|why| DescribeError::at(v, why))?;
                Ask::Outcomes { upto }
            }
            other => return Err(one_of(ask_value.unwrap(), other, ASKS)),
        },
    };
    let counts = counts(game_table)?;
    let heaps = match (game_table.get("heaps"), ask) {
        (Some(v), _) if counts.is_some() => return Err(DescribeError::at(
            v,
            "give heaps or counts, not both: counts = \"c\" reads c[i] heaps of size origin + i",
        )),
        (None, _) if counts.is_some() => {
            let v = game_table.get("counts").expect("counts given");
            vec![known(v, &string(v)?)?]
        }
        (Some(v), _) => {
            let text = string(v)?;
            let names: Result<Vec<&'static str>, DescribeError> =
                text.split_whitespace().map(|name| known(v, name)).collect();
            let names = names?;
            if names.is_empty() {
                return Err(DescribeError::at(
                    v,
                    "expected the name of the heaps, found nothing",
                ));
            }
            names
        }
        (None, Ask::Outcomes { .. }) => Vec::new(),
        // The games read from the case as a whole have no heaps.
        (None, _)
            if game_table
                .get("game")
                .and_then(|v| string(v).ok())
                .is_some_and(|g| {
                    ["strips", "hackenbush", "coins", "tokens"].contains(&g.as_str())
                }) =>
        {
            Vec::new()
        }
        (None, _) => {
            return Err(DescribeError {
                line: game_table.line,
                column: 1,
                message:
                    "[game] needs heaps = \"NAME\", the name (or names) whose values are the heaps"
                        .into(),
            })
        }
    };
    let per_position = position::per_position(question)?;
    family_keys(game_table)?;
    let game = match position::game(game_table, &heaps, &names, per_position)? {
        Some(g) => g,
        None => game(game_table, &known, &names, &move_graph::once(format.case))?,
    };
    let misere = match game_table.get("play") {
        None => false,
        Some(v) => match string(v)?.as_str() {
            "normal" => false,
            "misere" | "misère" => true,
            other => return Err(one_of(v, other, &["normal", "misere"])),
        },
    };
    // A forest plays by its own misère theorem (describe::forest).
    let game = match game {
        Game::Hackenbush(f) => Game::Hackenbush(forest::Forest { misere, ..f }),
        g => g,
    };
    let together_line = match game_table.get("together") {
        None => false,
        Some(v) => match string(v)?.as_str() {
            "line" => true,
            other => return Err(one_of(v, other, &["line"])),
        },
    };
    let word = |key: &str| -> Result<&'static str, DescribeError> {
        match output.get(key) {
            Some(v) => Ok(leak(&string(v)?)),
            None => Err(DescribeError {
                line: output.line,
                column: 1,
                message: format!(
                    "[output] needs {key} = \"...\", the word printed when the {key} player wins"
                ),
            }),
        }
    };
    let (first, second) = match ask {
        Ask::WinningMoves => (
            output.get("first").map_or(Ok(""), |_| word("first"))?,
            output.get("second").map_or(Ok(""), |_| word("second"))?,
        ),
        Ask::SmallestWinningMove | Ask::EveryWinningMove => (
            output.get("first").map_or(Ok(""), |_| word("first"))?,
            word("second")?,
        ),
        _ => (word("first")?, word("second")?),
    };
    let label = match output.get("label") {
        None => None,
        Some(v) => {
            let text = string(v)?;
            let Some(at) = text.find("{i}") else {
                return Err(DescribeError::at(
                    v,
                    format!("expected a label holding {{i}} (the case number), such as \"Case {{i}}: \", found \"{text}\""),
                ));
            };
            Some((leak(&text[..at]), leak(&text[at + 3..])))
        }
    };
    let after = match output.get("after") {
        None => None,
        Some(v) => Some(leak(&string(v)?)),
    };
    let join = match output.get("join") {
        None => None,
        Some(_) if !per_position => {
            return Err(DescribeError::at(
                output.get("join").expect("just read"),
                "join puts a case's answers on one line, which per = \"position\" gives (one answer for each position)",
            ))
        }
        Some(v) => {
            let text = string(v)?;
            if text.contains(['\n', '\r']) {
                return Err(DescribeError::at(v, "join is what stands between two answers on one line: no line break"));
            }
            Some(leak(&text))
        }
    };
    let description = Description {
        id: leak(&id),
        aliases: Box::leak(aliases.into_boxed_slice()),
        title: leak(&required_str(top, "title", 1)?),
        link: leak(&top.get("link").map_or(Ok(String::new()), string)?),
        format,
        names,
        game,
        heaps,
        counts,
        misere,
        together_line,
        ask,
        per_position,
        first,
        second,
        label,
        after,
        join,
        text: leak(text),
    };
    check_game(&description, game_table)?;
    // A bound from -1 is a parent array's root mark, and nothing else.
    let parents = match &description.game {
        Game::Hackenbush(f) => f.signed(),
        _ => None,
    };
    if let Some(name) = signed.into_iter().find(|n| Some(*n) != parents) {
        return Err(DescribeError::at(
            bounds.get(name).expect("a signed name has a bound"),
            format!("{name} may be -1, which grundy reads only as the root mark of a parent array (game = \"hackenbush\", parents = \"{name}\")"),
        ));
    }
    if let Some(name) = parents.filter(|p| !description.names.contains(p)) {
        return Err(DescribeError::at(
            game_table.get("parents").expect("parents given"),
            format!("{name} is no name of the input"),
        ));
    }
    Ok(description)
}

/// The keys only one game reads, by that game: the one table of them, checked
/// by [`family_keys`] for every game.
const FAMILY_KEYS: &[(&str, &[&str])] = &[
    ("wythoff", &["difference"]),
    ("position", &["move"]),
    ("staircase", &["when"]),
    ("split", &["when", "boxes"]),
    (
        "strips",
        &["board", "length", "mark", "marks", "apart", "wins", "turn"],
    ),
    ("hackenbush", forest::KEYS),
    ("coins", coins::KEYS),
    ("tokens", tokens::KEYS),
];

/// The keys of one game only ([`FAMILY_KEYS`]) are refused under another,
/// by name, before any game reads its keys.
fn family_keys(table: &Table) -> Result<(), DescribeError> {
    let named = match table.get("game") {
        Some(v) => string(v)?,
        None => String::new(),
    };
    // A misspelt game is named by game(), with its nearest.
    if !named.is_empty() && !GAMES.contains(&named.as_str()) {
        return Ok(());
    }
    for (_, keys) in FAMILY_KEYS {
        for key in *keys {
            // A key two games read (edges, nodes) is the named one's too.
            let read = FAMILY_KEYS
                .iter()
                .any(|(game, keys)| *game == named && keys.contains(key))
                || heap_counts(table, key);
            if let (Some(at), false) = (table.get(key), read) {
                let owners: Vec<String> = FAMILY_KEYS
                    .iter()
                    .filter(|(_, keys)| keys.contains(key))
                    .map(|(game, _)| format!("game = \"{game}\""))
                    .collect();
                // counts is heaps by position under a heap rule too.
                let also = if key == &"counts" {
                    ", or as heaps by position under a heap rule (rule = \"...\" or game = \"nim\")"
                } else {
                    ""
                };
                return Err(DescribeError::at(
                    at,
                    format!("{key} is read by {} only{also}", owners.join(" or ")),
                ));
            }
        }
    }
    Ok(())
}

/// Heaps by position: with `counts = "c"` under a heap rule (`rule` or
/// `game = "nim"`), the origin (`origin = "1"`: c's first value counts heaps
/// of 1; 0 unless given); `None` without counts.
fn counts(table: &Table) -> Result<Option<u64>, DescribeError> {
    let heap_rule = table.get("rule").is_some()
        || table
            .get("game")
            .and_then(|v| string(v).ok())
            .is_some_and(|g| g == "nim");
    let Some(c) = table.get("counts") else {
        return Ok(None);
    };
    if let Some(key) = ["moves", "runs"]
        .into_iter()
        .find(|k| table.get(k).is_some())
    {
        return Err(DescribeError::at(
            c,
            format!("counts (heaps by position) is read under rule = \"...\" or game = \"nim\"; with {key}, a rule built from the input, it is a feature grundy lacks"),
        ));
    }
    if !heap_rule {
        return Ok(None);
    }
    match table.get("origin") {
        None => Ok(Some(0)),
        Some(o) => {
            let text = string(o)?;
            // Past 2^62 a size origin + i could leave u64.
            match layout::number(&text).filter(|&n| n <= 1 << 62) {
                Some(n) => Ok(Some(n)),
                None => Err(DescribeError::at(
                    o,
                    format!(
                        "expected the size the first count is of (0 to 2^62), found \"{text}\""
                    ),
                )),
            }
        }
    }
}

/// `counts` and its `origin` under a heap rule: heaps by position
/// ([`Description::counts`]).
fn heap_counts(table: &Table, key: &str) -> bool {
    (key == "counts" || (key == "origin" && table.get("counts").is_some()))
        && counts(table).is_ok_and(|c| c.is_some())
}

/// The games a description names with `game = "..."`.
const GAMES: &[&str] = &[
    "nim",
    "staircase",
    "split",
    "strips",
    "wythoff",
    "position",
    "hackenbush",
    "coins",
    "tokens",
];

const ASKS: &[&str] = &[
    "winner",
    "winning-moves",
    "smallest-winning-move",
    "outcomes",
    "every-winning-move",
];

/// The game: a rule, a list of moves, or a game by name.
fn game(
    table: &Table,
    known: &dyn Fn(&Value, &str) -> Result<&'static str, DescribeError>,
    names: &[&'static str],
    once: &[&'static str],
) -> Result<Game, DescribeError> {
    let given: Vec<&str> = ["rule", "moves", "runs", "game"]
        .into_iter()
        .filter(|k| table.get(k).is_some())
        .collect();
    if given.len() != 1 {
        return Err(DescribeError {
            line: table.line,
            column: 1,
            message: format!(
                "[game] needs exactly one of rule, moves, runs or game, found {}",
                if given.is_empty() {
                    "none".to_string()
                } else {
                    given.join(" and ")
                }
            ),
        });
    }
    let named = match table.get("game") {
        Some(v) => string(v)?,
        None => String::new(),
    };
    if let Some(v) = table.get("moves") {
        return Ok(Game::Moves(known(v, &string(v)?)?));
    }
    if let Some(v) = table.get("runs") {
        return Ok(Game::Runs(known(v, &string(v)?)?));
    }
    if let Some(v) = table.get("game") {
        return match named.as_str() {
            "nim" => Ok(Game::Rule(parse_rule("nim").expect("nim is a named rule"))),
            "staircase" => move_graph::game(table, false, names, once),
            "split" => move_graph::game(table, true, names, once),
            "strips" => strips::game(table),
            "wythoff" => Ok(Game::Wythoff),
            "hackenbush" => Ok(Game::Hackenbush(forest::parse(table, v, known)?)),
            "coins" => Ok(Game::Coins(coins::parse(table, v, known)?)),
            "tokens" => Ok(Game::Tokens(tokens::parse(table, v, known)?)),
            other => Err(one_of(v, other, GAMES)),
        };
    }
    let v = table.get("rule").unwrap();
    let text = string(v)?;
    let rule = parse_rule(&text).map_err(|e| DescribeError {
        line: v.line,
        // The rule starts after the opening quote.
        column: v.column + e.column,
        message: e.message,
    })?;
    Ok(Game::Rule(rule))
}

/// What the parts must agree on: the rule's letters are names, and the
/// question fits the game.
fn check_game(d: &Description, table: &Table) -> Result<(), DescribeError> {
    let at = table
        .get("rule")
        .or(table.get("game"))
        .or(table.get("moves"))
        .or(table.get("runs"));
    let at = at.expect("game() required one");
    // A name read as one number of each heap or position: one value a case,
    // or the heap's (position's) own line's.
    let one = |key: &str, name: &str, whose: &str| {
        layout::one_value(d.format.case, key, name, &d.heaps, whose)
            .map_err(|why| DescribeError::at(table.get(key).unwrap_or(at), why))
    };
    if let Game::Rule(rule) = &d.game {
        for letter in rule.letters() {
            let Some(name) = d.letter_name(letter) else {
                return Err(DescribeError::at(
                    at,
                    format!(
                        "the rule's letter {letter} is no name of the input ({}): name the token {letter} in [input] lines",
                        d.names.join(", ")
                    ),
                ));
            };
            one("rule", name, "the heap's")?;
        }
    }
    if let Game::Position(p) = &d.game {
        match &**p {
            position::Positions::Wythoff {
                difference: position::Param::Name(n),
            } => one("difference", n, "the position's")?,
            position::Positions::Moves { others, .. } => {
                for n in others {
                    one("move", n, "the position's")?;
                }
            }
            position::Positions::Wythoff { .. } => {}
        }
    }
    let staircase = matches!(d.game, Game::Staircase | Game::MoveGraph(_));
    let fail = |message: &str| Err(DescribeError::at(at, message));
    if d.counts.is_some() {
        if d.misere {
            return fail("misere play of heaps by position (counts) is a feature grundy lacks: equal heaps cancel only in normal play");
        }
        if d.ask != Ask::Winner || d.together_line || d.per_position {
            return fail("heaps by position (counts) are answered for the winner of their sum (explain lists the winning moves): no other ask, no together, no per = \"position\"");
        }
    }
    if let Game::Strips(board) = &d.game {
        return strips::check(d, board).or_else(|why| fail(&why));
    }
    if d.ask == Ask::EveryWinningMove {
        return fail(
            "\"every-winning-move\" lists the winning cells of a board (game = \"strips\")",
        );
    }
    if matches!(d.game, Game::MoveGraph(_)) && d.ask != Ask::Winner {
        return fail("a staircase on a move graph is answered for the winner");
    }
    if let Game::Split(_) = &d.game {
        if !matches!(d.ask, Ask::Winner | Ask::SmallestWinningMove)
            || d.misere
            || d.together_line
            || d.per_position
        {
            return fail("a split on a move graph is answered for the winner or its smallest winning move, in normal play, one answer a case");
        }
        return Ok(());
    }
    if let Err(why) = position::check(d) {
        return fail(&why);
    }
    if d.game == Game::Wythoff && (d.ask != Ask::Winner || d.misere || d.together_line) {
        return fail("wythoff is answered for the winner in normal play");
    }
    if let Game::Tokens(_) = &d.game {
        if d.misere {
            return fail("misere play of tokens on a graph is a feature grundy lacks: it answers them in normal play");
        }
        if d.ask != Ask::Winner || d.together_line || !d.heaps.is_empty() || d.per_position {
            return fail("tokens on a graph are answered for the winner (no heaps, no together, one answer a case)");
        }
    }
    if let Game::Hackenbush(_) | Game::Coins(_) = &d.game {
        if d.misere && matches!(d.game, Game::Coins(_)) {
            return fail("misere play of coin turning is a feature grundy lacks: it answers coin turning in normal play");
        }
        if let Game::Hackenbush(f) = &d.game {
            if d.misere
                && matches!(
                    f.weights,
                    Some((_, crate::games::hackenbush::Weight::Units))
                )
            {
                return fail("misere play of edges weighed in units (weight = \"units\") is a feature grundy lacks: such an edge is no Hackenbush edge, and no theorem grundy knows values it under misere play");
            }
        }
        if let (Game::Hackenbush(f), Ask::SmallestWinningMove) = (&d.game, d.ask) {
            if let Some(why) = forest::no_smallest_cut(f) {
                return fail(why);
            }
        } else if d.ask != Ask::Winner {
            return fail("hackenbush and coins are answered for the winner, and hackenbush for the smallest winning cut too (ask = \"smallest-winning-move\")");
        }
        if d.together_line || !d.heaps.is_empty() {
            return fail(
                "hackenbush and coins are answered for the winner (no heaps, no together)",
            );
        }
    }
    match d.ask {
        Ask::WinningMoves | Ask::SmallestWinningMove if staircase || d.together_line => {
            fail("this question is answered for a sum of heaps under a rule or a list of moves")
        }
        Ask::Outcomes { .. } if staircase => {
            fail("\"outcomes\" asks about one heap of a rule or of a list of moves")
        }
        _ if d.misere && (staircase || d.together_line) => {
            fail("misere play is answered for a sum of heaps under a rule")
        }
        _ => Ok(()),
    }
}

pub(super) fn one_of(v: &Value, found: &str, words: &[&str]) -> DescribeError {
    let hint = nearest(found, words).map_or(String::new(), |w| format!("; did you mean \"{w}\"?"));
    DescribeError::at(
        v,
        format!(
            "expected one of {}, found \"{found}\"{hint}",
            words
                .iter()
                .map(|w| format!("\"{w}\""))
                .collect::<Vec<_>>()
                .join(", ")
        ),
    )
}

/// Every key is one the section knows (the names of `[bounds]` and
/// `[what]` are checked against the input).
fn check_keys(doc: &Document) -> Result<(), DescribeError> {
    let sections: Vec<&str> = KEYS.iter().map(|k| k.0).filter(|s| !s.is_empty()).collect();
    for table in &doc.tables {
        let Some((_, keys)) = KEYS.iter().find(|k| k.0 == table.name) else {
            let hint = nearest(&table.name, &sections)
                .map_or(String::new(), |w| format!("; did you mean [{w}]?"));
            return Err(DescribeError {
                line: table.line,
                column: 1,
                message: format!(
                    "unknown section [{}] (the sections are [{}]){hint}",
                    table.name,
                    sections.join("], [")
                ),
            });
        };
        if keys.is_empty() {
            continue;
        }
        for (key, value) in &table.entries {
            if !keys.contains(&key.as_str()) {
                let hint =
                    nearest(key, keys).map_or(String::new(), |w| format!("; did you mean {w}?"));
                let place = if table.name.is_empty() {
                    "at the top".to_string()
                } else {
                    format!("in [{}]", table.name)
                };
                return Err(DescribeError {
                    line: value.line,
                    column: 1,
                    message: format!(
                        "unknown key {key} {place} (known: {}){hint}",
                        keys.join(", ")
                    ),
                });
            }
        }
    }
    Ok(())
}

fn section<'d>(doc: &'d Document, name: &str) -> Result<&'d Table, DescribeError> {
    doc.table(name).ok_or_else(|| DescribeError {
        line: doc.tables.last().map_or(1, |t| t.line),
        column: 1,
        message: format!("the description has no [{name}] section"),
    })
}

fn required_str(table: &Table, key: &str, line: usize) -> Result<String, DescribeError> {
    match table.get(key) {
        Some(v) => string(v),
        None => Err(DescribeError {
            line,
            column: 1,
            message: format!("the description needs {key} = \"...\""),
        }),
    }
}

/// A string value.
pub(crate) fn string(v: &Value) -> Result<String, DescribeError> {
    match &v.kind {
        Kind::Str(s) => Ok(s.clone()),
        other => Err(DescribeError::at(
            v,
            format!("expected a string in quotes, found {}", kind_name(other)),
        )),
    }
}

/// An array of strings, each with its value (for positions).
pub(crate) fn strings(v: &Value) -> Result<Vec<(String, &Value)>, DescribeError> {
    match &v.kind {
        Kind::Array(items) => items.iter().map(|i| Ok((string(i)?, i))).collect(),
        other => Err(DescribeError::at(
            v,
            format!(
                "expected an array of strings [\"...\", ...], found {}",
                kind_name(other)
            ),
        )),
    }
}

fn kind_name(kind: &Kind) -> &'static str {
    match kind {
        Kind::Str(_) => "a string",
        Kind::Int(_) => "a number",
        Kind::Bool(_) => "a boolean",
        Kind::Array(_) => "an array",
    }
}
