//! The emitted `answer`, whatever the language: which path it takes (every
//! heap's outcome, Wythoff's pair, the staircase, or the heaps' values
//! combined as the question asks) and in what order its steps stand are
//! decided here once; a writer only spells each step ([`Answers`]).

use super::plan::{index, Family, Plan, Tree};
use super::positions::Pos;
use super::tokens::Tokens;
use crate::describe::{Ask, Description};

/// How a language spells each step of `answer`: each returns its lines,
/// the last step of a path closing the function. `heaps` is the condition
/// that the value read at index `i` is a heap.
pub(super) trait Answers {
    /// The function's first lines.
    const OPEN: &'static str;
    /// The names read, indexed by `i`, as [`is_heap`] tests them.
    const READ_AT: &'static str;
    /// [`Then::TimesLast`], to the end.
    const TIMES_LAST: &'static str;
    /// Every heap valued, before [`Sum`].
    const VALUES: &'static str;
    /// [`Sum::Misere`], to the end.
    const MISERE: &'static str;
    /// [`Sum::Lines`], to the end.
    const LINES: &'static str;
    /// The Nim sum `x` of the values.
    const XOR: &'static str;
    /// [`Sum::Winner`] after [`Answers::XOR`], to the end.
    const WINNER: &'static str;
    /// [`Sum::PerHeap`], to the end: each heap's outcome on its own line.
    const PER_HEAP: &'static str;
    /// [`Answer::Outcomes`], to the end.
    fn outcomes(&self, upto: usize, limit: Option<u64>) -> String;
    /// [`Answer::Wythoff`], to the end.
    fn wythoff(&self, heaps: &str) -> String;
    /// [`Answer::Staircase`], to the end.
    fn staircase(&self, heaps: &str) -> String;
    /// [`Answer::MoveGraph`], to the end: the heaps, and the indices of
    /// the case's numbers the condition reads.
    fn move_graph(&self, heaps: &str, names: &[usize]) -> String;
    /// [`Answer::Strips`], to the end.
    fn strips(&self, s: &Strips) -> String;
    /// [`Answer::Coins`], to the end: `axes` the names' indices, `names`
    /// their names.
    fn coins(&self, axes: &[usize], names: &[&str], origin: u64) -> String;
    /// [`Answer::Hackenbush`], to the end.
    fn hackenbush(&self, tree: &Tree) -> String;
    /// [`Answer::Tokens`], to the end.
    fn tokens(&self, d: &Description, t: &Tokens) -> String;
    /// [`Answer::Positions`], to the end.
    fn positions(&self, d: &Description, pos: &Pos) -> String;
    /// Reads the heaps, each with its rule's numbers; with `counts`
    /// (heaps by position from that origin) a heap of each place whose
    /// count is odd, past 0 (an even count's heaps cancel in the nim-sum).
    fn read_heaps(&self, heaps: &str, counts: Option<u64>) -> String;
    /// Refuses a heap past `m`.
    fn limit(&self, m: u64) -> String;
    /// [`Sum::Moves`] after [`Answers::XOR`], to the end.
    fn moves(&self, smallest: bool, nim: bool) -> String;
}

/// The emitted `answer` of `p`, in `lang`.
pub(super) fn write<L: Answers>(p: &Plan<'_>, lang: &L) -> String {
    let mut s = String::from(L::OPEN);
    let heaps = is_heap(p.d, L::READ_AT);
    match of(p) {
        Answer::Outcomes { upto, limit } => s.push_str(&lang.outcomes(upto, limit)),
        Answer::Wythoff => s.push_str(&lang.wythoff(&heaps)),
        Answer::Staircase => s.push_str(&lang.staircase(&heaps)),
        Answer::MoveGraph(names) => s.push_str(&lang.move_graph(&heaps, &names)),
        Answer::Strips(board) => s.push_str(&lang.strips(&board)),
        Answer::Hackenbush(tree) => s.push_str(&lang.hackenbush(&tree)),
        Answer::Tokens(t) => s.push_str(&lang.tokens(p.d, &t)),
        Answer::Positions(pos) => s.push_str(&lang.positions(p.d, &pos)),
        Answer::Coins(axes, origin) => {
            let names: Vec<&str> = axes.iter().map(|&i| p.d.names[i]).collect();
            s.push_str(&lang.coins(&axes, &names, origin));
        }
        Answer::Heaps { limit, then } => {
            s.push_str(&lang.read_heaps(&heaps, p.d.counts));
            if let Some(m) = limit {
                s.push_str(&lang.limit(m));
            }
            match then {
                Then::TimesLast => s.push_str(L::TIMES_LAST),
                Then::Values(Sum::PerHeap) => s.push_str(L::PER_HEAP),
                Then::Values(sum) => {
                    s.push_str(L::VALUES);
                    match sum {
                        Sum::Misere => s.push_str(L::MISERE),
                        Sum::Lines => s.push_str(L::LINES),
                        Sum::Winner => {
                            s.push_str(L::XOR);
                            s.push_str(L::WINNER);
                        }
                        Sum::Moves { smallest, nim } => {
                            s.push_str(L::XOR);
                            s.push_str(&lang.moves(smallest, nim));
                        }
                        Sum::PerHeap => {}
                    }
                }
            }
        }
    }
    s
}

/// The path of `answer` in an emitted file.
enum Answer {
    /// `ask = "outcomes"`: a word for every heap 1..=upto (`upto` the index
    /// of its token), refused past `limit`.
    Outcomes { upto: usize, limit: Option<u64> },
    /// Wythoff's game: two heaps, a formula of the pair.
    Wythoff,
    /// Staircase Nim: the Nim sum of every other heap read.
    Staircase,
    /// A staircase or a split on a move graph (the indices of the case's
    /// numbers its condition reads): the family's block answers.
    MoveGraph(Vec<usize>),
    /// A board read as strips: its winner or every winning cell.
    Strips(Strips),
    /// Coin turning: the coins' nim products, Nim-added.
    Coins(Vec<usize>, u64),
    /// Green Hackenbush: the tree's value.
    Hackenbush(Tree),
    /// Tokens on a directed graph: the nim-sum of their nodes' values.
    Tokens(Tokens),
    /// Positions of several numbers, each or their sum.
    Positions(Pos),
    /// Each heap read with its letters bound, refused past `limit`, then
    /// answered by `then`.
    Heaps { limit: Option<u64>, then: Then },
}

/// How an emitted board of strips is answered.
pub(super) struct Strips {
    /// The index of the board's word, or of its length.
    pub(super) board: usize,
    pub(super) mark: u8,
    /// The second letter (0: none).
    pub(super) other: u8,
    /// The board is empty, `board` the index of its length.
    pub(super) length: bool,
    /// The first player moves when the count of marks is even.
    pub(super) by_marks: bool,
    /// Every winning cell, else the winner.
    pub(super) list: bool,
}

/// What [`Answer::Heaps`] does with the heaps it read.
enum Then {
    /// One heap of `1..K*last`: its K-Zeckendorf smallest winning take.
    TimesLast,
    /// Values every heap (`g_prep`, `g_val`) and combines them.
    Values(Sum),
}

/// How [`Then::Values`] combines the heaps' values.
enum Sum {
    /// Bouton's misère rule.
    Misere,
    /// `together = "line"`: each line's values summed, the sums Nim-added.
    Lines,
    /// The Nim sum: who wins.
    Winner,
    /// `per = "position"`: each heap's outcome alone, one line each.
    PerHeap,
    /// The winning moves, counted or the smallest take; Nim's found from
    /// the values, every other family's by its moves (`g_moves`).
    Moves { smallest: bool, nim: bool },
}

/// The path of `p`'s answer.
fn of(p: &Plan<'_>) -> Answer {
    let d = p.d;
    if let Family::Coins { axes, origin } = &p.family {
        return Answer::Coins(axes.clone(), *origin);
    }
    if let Family::Position(pos) = &p.family {
        return Answer::Positions((**pos).clone());
    }
    if let Family::Hackenbush(tree) = &p.family {
        return Answer::Hackenbush((**tree).clone());
    }
    if let Family::Tokens(t) = &p.family {
        return Answer::Tokens((**t).clone());
    }
    let moves = |smallest| {
        Then::Values(Sum::Moves {
            smallest,
            nim: p.family == Family::Nim,
        })
    };
    if let Family::Strips {
        board,
        mark,
        other,
        length,
        by_marks,
        ..
    } = p.family
    {
        return Answer::Strips(Strips {
            board,
            mark,
            other: other.unwrap_or(0),
            length,
            by_marks,
            list: d.ask == Ask::EveryWinningMove,
        });
    }
    let then = match d.ask {
        Ask::Outcomes { upto } => {
            return Answer::Outcomes {
                upto: index(d, upto),
                limit: p.limit,
            }
        }
        _ if p.family == Family::Wythoff => return Answer::Wythoff,
        _ if p.family == Family::Staircase => return Answer::Staircase,
        _ if matches!(p.family, Family::MoveGraph(_) | Family::CardSplit(_)) => {
            let cond = match &p.family {
                Family::CardSplit(s) => &s.cond,
                Family::MoveGraph(c) => &**c,
                _ => unreachable!("matched just above"),
            };
            return Answer::MoveGraph(cond.names().iter().map(|n| index(d, n)).collect());
        }

        _ if matches!(p.family, Family::TimesLast { .. }) => Then::TimesLast,
        _ if d.misere => Then::Values(Sum::Misere),
        _ if d.together_line => Then::Values(Sum::Lines),
        _ if d.per_position => Then::Values(Sum::PerHeap),
        Ask::Winner => Then::Values(Sum::Winner),
        Ask::WinningMoves => moves(false),
        Ask::SmallestWinningMove | Ask::EveryWinningMove => moves(true),
    };
    Answer::Heaps {
        limit: p.limit,
        then,
    }
}

/// The condition, in either language, that the name read at `at` is one of
/// the heap names.
fn is_heap(d: &Description, at: &str) -> String {
    let tests: Vec<String> = d
        .heaps
        .iter()
        .map(|name| format!("{at} == {}", index(d, name)))
        .collect();
    tests.join(" || ")
}

/// Why a heap past `m` is refused by a file whose carried table stops there.
pub(super) fn past(m: u64) -> String {
    format!("a heap past {m}, the official bound this file carries the rule's table to")
}
