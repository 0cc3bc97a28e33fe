//! `explain` and `play` for the description families of positions that are
//! no heaps under a rule (issue 44): positions of several numbers (a sum of
//! positions under written moves, or one Wythoff position with a bounded
//! difference), a staircase on a move graph, a board read as strips, green
//! Hackenbush on a forest read from the input, coin turning, and tokens on
//! a directed graph read from the input.
//!
//! A case becomes a [`Taught`] position, which gives its account (each
//! component with its value, the nim-sum, the verdict in the judge's words
//! and every winning move, said in the family's own words: a pair moved, a
//! cell marked, an edge cut, a box of coins turned, cards moved between
//! boxes, a token slid) and its legal moves. Where the game is a sum
//! (positions, boxes that count, strips, trees, tokens), the winning moves
//! are those of the one finder, [`sum::winning_moves`], over the
//! components; a single Wythoff position and a set of coins (a move turns
//! several coins) list the moves that leave a lost position. `play`
//! ([`FamilySession`]) takes the same moves: its hint is the account
//! explain writes, and its reply the account's first winning move. Every
//! listing counts its work and refuses past [`WORK_MAX`] (exit 4), so no
//! position keeps anyone waiting.

use super::coins::Coins;
use super::forest::{Forest, Shape};
use super::position::{Param, Positions};
use super::solve::Solver;
use super::strips::{Board, Play as Marks, STRIP_MAX};
use super::teach::{evidence, game_text};
use super::tokens::{Graph as TokenGraph, Stand, Tokens};
use super::{Ask, Description, Game};
use crate::explain::play::{Game as Playable, Played, NO_MOVE};
use crate::explain::{
    bouton, Account, Accounts, Combine, Component, Example, Format, Move, Step, Verdict, Word,
};
use crate::games::hackenbush::{Graph, Weight};
use crate::games::move_graph::{move_lists, Split};
use crate::games::nim_product::{nim_inv, nim_mul, nim_product};
use crate::games::positions::{self, Position};
use crate::games::sum::{self, Then};
use crate::games::treblecross::{completing_cells, runs_apart, Strips};
use crate::games::two_letters;
use crate::games::wythoff::k_is_losing;
use crate::games::Outcome;
use std::cell::{Cell, RefCell};
use std::collections::HashMap;
use std::marker::PhantomData;
use std::rc::Rc;

/// The most moves, pairs of boxes or corners one case's accounts (or one
/// turn of play) look at before refusing: a few seconds at most.
pub const WORK_MAX: u64 = 1 << 22;

/// The most legal moves play lists for one position.
const PLAY_MOVES: usize = 100_000;

/// The parent a fallen node or a root is written with in a parent array
/// whose roots are -1.
const GROUND: u64 = u64::MAX;

/// Whether a description's game is one of these families.
pub fn is_family(d: &Description) -> bool {
    matches!(
        d.game,
        Game::Position(_)
            | Game::MoveGraph(_)
            | Game::Split(_)
            | Game::Strips(_)
            | Game::Hackenbush(_)
            | Game::Coins(_)
            | Game::Tokens(_)
    )
}

/// A position of one of the families, with what its account needs.
#[derive(Clone)]
pub struct Taught<'d> {
    d: &'d Description,
    case: u64,
    /// The position's number in its case, when each is asked alone.
    part: Option<u64>,
    /// The case's numbers by name, in reading order: the words of a
    /// position are these with the position's own numbers put in.
    tokens: Rc<Vec<(&'static str, u64)>>,
    state: State,
    /// Work done so far for this case (shared by its positions).
    work: Rc<Cell<u64>>,
}

#[derive(Clone)]
enum State {
    /// A sum of positions under the description's moves.
    Pairs(Rc<PairRules>, Vec<Position>),
    /// One position of Wythoff's game with difference k: (k, a, b).
    Wythoff(u64, u64, u64),
    /// Cards in boxes 1..=n.
    Boxes(Rc<BoxRules>, Vec<u64>),
    /// Cards in the boxes of a split, numbered from its first box.
    Split(Rc<SplitRules>, Vec<u64>),
    /// The board's letters.
    Board(Rc<BoardRules>, Vec<u8>),
    /// The edges still standing.
    Forest(Rc<ForestRules>, Vec<Edge>),
    /// The coins as listed (a coin listed twice cancels).
    Coins(Rc<Coins>, Vec<Vec<u64>>),
    /// Each token's node (`tokens`), or each counted node's tokens
    /// (`counts`).
    Tokens(Rc<TokenRules>, Vec<u64>),
}

struct PairRules {
    moves: Vec<positions::Move>,
    dims: usize,
    others: Vec<u64>,
    table: RefCell<positions::Table>,
}

struct BoxRules {
    /// `odd[i]`: box i + 1 counts.
    odd: Vec<bool>,
    /// The boxes each box moves to, and those that move to it (0-based,
    /// increasing).
    to: Vec<Vec<u32>>,
    from: Vec<Vec<u32>>,
}

struct SplitRules {
    split: Split,
    first: u64,
}

struct BoardRules {
    board: Board,
    strips: RefCell<Strips>,
}

struct TokenRules {
    tokens: Tokens,
    graph: TokenGraph,
}

struct ForestRules {
    forest: Forest,
    /// The nodes on the ground, sorted.
    ground: Vec<u64>,
}

/// An edge of a forest: its ends (a node and its parent, for a parent
/// array), its weight and its place in the input.
#[derive(Clone, Debug, PartialEq, Eq)]
struct Edge {
    u: u64,
    v: u64,
    w: u64,
    at: usize,
}

/// The most winning moves held for one position (all are counted; the
/// first are listed).
const HELD: usize = 1 << 17;

/// The winning moves of a position: all counted, the first [`HELD`] kept.
#[derive(Default)]
struct Found {
    kept: Vec<Opt>,
    count: u128,
}

impl Found {
    fn push(&mut self, o: Opt) {
        self.count += 1;
        if self.kept.len() < HELD {
            self.kept.push(o);
        }
    }
}

/// One legal move and the position it leaves.
#[derive(Clone)]
struct Opt {
    text: String,
    action: &'static str,
    component: Option<usize>,
    amount: Option<u64>,
    after: Left,
}

/// The position a move leaves: ready, or (where a position holds many
/// numbers and the winning moves may be many) made from the position
/// moved from when it is shown.
#[derive(Clone)]
enum Left {
    Ready(State),
    /// `m` cards from box `from` to box `to` (0-based).
    Cards(usize, usize, u64),
    /// A mark on this cell (0-based), of this letter.
    Cell(usize, u8),
    /// The token at this index of the position's list (`tokens`), or one
    /// of the tokens the count at this index holds (`counts`), slid to
    /// this node.
    Token(usize, u64),
    /// A card from box A onto boxes B and C (0-based).
    Split(usize, usize, usize),
}

/// The positions of the case `solver` has just read, `None` when its game
/// is no family of this module.
pub(super) fn positions<'d>(solver: &mut Solver<'d>) -> Option<Result<Vec<Taught<'d>>, String>> {
    let d = solver.d;
    if !is_family(d) {
        return None;
    }
    Some(read(solver))
}

fn read<'d>(solver: &mut Solver<'d>) -> Result<Vec<Taught<'d>>, String> {
    let d = solver.d;
    let tokens = Rc::new(solver.tokens());
    let work = Rc::new(Cell::new(0));
    let case = solver.case;
    let taught = |state: State, part: Option<u64>| Taught {
        d,
        case,
        part,
        tokens: tokens.clone(),
        state,
        work: work.clone(),
    };
    let values = |name: &str| solver.all(name).map(|r| r.value).collect::<Vec<u64>>();
    Ok(match &d.game {
        Game::Position(p) => {
            let columns: Vec<Vec<u64>> = d.heaps.iter().map(|n| values(n)).collect();
            let len = columns[0].len();
            if columns.iter().any(|c| c.len() != len) {
                return Err(format!(
                    "a position takes one value of each of {}",
                    d.heaps.join(", ")
                ));
            }
            let all: Vec<Position> = (0..len)
                .map(|i| {
                    let mut q = [0u64; positions::DIMS_MAX];
                    for (j, c) in columns.iter().enumerate() {
                        q[j] = c[i];
                    }
                    q
                })
                .collect();
            // Each position's line: a name the moves read is its line's value.
            let lines: Vec<u32> = solver.all(d.heaps[0]).map(|r| r.line).collect();
            let on = |n: &str, i: usize| solver.value_on(n, lines[i]);
            match &**p {
                Positions::Wythoff { difference } => {
                    let k = |i: usize| match difference {
                        Param::Lit(v) => *v,
                        Param::Name(n) => on(n, i),
                    };
                    if !d.per_position && all.len() != 1 {
                        return Err(format!(
                            "a sum of {} Wythoff positions needs their values, not only which are lost",
                            all.len()
                        ));
                    }
                    let part = |i: usize| d.per_position.then_some(i as u64 + 1);
                    all.iter()
                        .enumerate()
                        .map(|(i, q)| taught(State::Wythoff(k(i), q[0], q[1]), part(i)))
                        .collect()
                }
                Positions::Moves { moves, others, .. } => {
                    let rules = |others: Vec<u64>| {
                        Rc::new(PairRules {
                            moves: moves.clone(),
                            dims: d.heaps.len(),
                            others,
                            table: RefCell::new(positions::Table::new(
                                super::position::MOVES_BUDGET,
                                super::position::POSITIONS_MAX,
                            )),
                        })
                    };
                    let bounds: Vec<Vec<u64>> = (0..all.len())
                        .map(|i| others.iter().map(|n| on(n, i)).collect())
                        .collect();
                    if d.per_position {
                        // Positions of the same numbers share one table.
                        let mut made: Vec<Rc<PairRules>> = Vec::new();
                        all.iter()
                            .zip(bounds)
                            .enumerate()
                            .map(|(i, (q, b))| {
                                let r = match made.iter().find(|r| r.others == b) {
                                    Some(r) => r.clone(),
                                    None => {
                                        made.push(rules(b));
                                        made[made.len() - 1].clone()
                                    }
                                };
                                taught(State::Pairs(r, vec![*q]), Some(i as u64 + 1))
                            })
                            .collect()
                    } else if bounds.windows(2).any(|w| w[0] != w[1]) {
                        return Err(format!(
                            "the case's positions read {} from their own lines, with different values: explain shows a sum under one set of moves (per = \"position\" shows each position alone)",
                            others.join(", ")
                        ));
                    } else {
                        let b = bounds.into_iter().next().unwrap_or_else(|| {
                            others.iter().map(|n| solver.value_on(n, 0)).collect()
                        });
                        vec![taught(State::Pairs(rules(b), all), None)]
                    }
                }
            }
        }
        Game::MoveGraph(cond) => {
            let cards: Vec<u64> = solver.heaps().iter().map(|r| r.value).collect();
            let odd = super::move_graph::odd_boxes(solver, cond)?;
            let names = super::move_graph::case_names(solver, cond);
            let (to, from) =
                move_lists(cond, cards.len() as u64, &names).map_err(|e| e.to_string())?;
            let rules = Rc::new(BoxRules { odd, to, from });
            vec![taught(State::Boxes(rules, cards), None)]
        }
        Game::Split(s) => {
            let cards: Vec<u64> = solver.heaps().iter().map(|r| r.value).collect();
            let split = super::move_graph::split_of(solver, s)?;
            let rules = Rc::new(SplitRules {
                split,
                first: s.first,
            });
            vec![taught(State::Split(rules, cards), None)]
        }
        Game::Strips(board) => {
            let cells = super::strips::cells(solver, board)?;
            let margin = match board.play {
                Marks::ThreeInARow => 2,
                Marks::Apart(k) => k,
                // Two letters are valued by their runs' ends, not strips.
                Marks::SameApart => 1,
            };
            let rules = Rc::new(BoardRules {
                board: *board,
                strips: RefCell::new(Strips::new(margin)),
            });
            vec![taught(State::Board(rules, cells), None)]
        }
        Game::Hackenbush(forest) => {
            let (edges, ground) = forest_of(forest, &values)?;
            let rules = Rc::new(ForestRules {
                forest: forest.clone(),
                ground,
            });
            vec![taught(State::Forest(rules, edges), None)]
        }
        Game::Coins(coins) => {
            let axes: Vec<Vec<u64>> = coins.axes.iter().map(|a| values(a)).collect();
            let count = axes[0].len();
            if axes.iter().any(|a| a.len() != count) {
                return Err("each coin takes one coordinate of every axis".into());
            }
            let mut list = Vec::with_capacity(count);
            for i in 0..count {
                let coin: Vec<u64> = axes.iter().map(|a| a[i]).collect();
                if let Some(c) = coin.iter().find(|&&c| c < coins.origin) {
                    return Err(format!(
                        "coin {} has a coordinate {c}, below the origin {}",
                        i + 1,
                        coins.origin
                    ));
                }
                list.push(coin);
            }
            vec![taught(State::Coins(Rc::new(coins.clone()), list), None)]
        }
        Game::Tokens(t) => {
            let (graph, stand) = super::tokens::read(t, &values)?;
            if let Stand::Counts(c) = t.stand {
                // A token slid to a node without a count could not be
                // written back as the case's counts.
                let counted = t.counted_node(0)..t.counted_node(stand.len());
                let out = counted.clone().find_map(|u| {
                    let w = graph.next(u).iter().find(|w| !counted.contains(w))?;
                    Some((u, *w))
                });
                if let Some((u, w)) = out {
                    return Err(format!(
                        "the edge {u} -> {w} leaves the nodes {c} counts ({} to {}): explain and play move tokens among those nodes",
                        counted.start,
                        counted.end.saturating_sub(1)
                    ));
                }
            }
            let rules = Rc::new(TokenRules {
                tokens: t.clone(),
                graph,
            });
            vec![taught(State::Tokens(rules, stand), None)]
        }
        _ => Vec::new(),
    })
}

/// The edges of a forest as the input gives them, and its nodes on the
/// ground.
fn forest_of(
    forest: &Forest,
    values: &dyn Fn(&str) -> Vec<u64>,
) -> Result<(Vec<Edge>, Vec<u64>), String> {
    let weights = forest.weights.map(|(name, _)| values(name));
    let weight = |i: usize| match &weights {
        None => Ok(1),
        Some(w) => w
            .get(i)
            .copied()
            .ok_or_else(|| format!("edge {} has no weight", i + 1)),
    };
    let mut edges = Vec::new();
    let mut ground = Vec::new();
    match forest.shape {
        Shape::Parents { list, root } => {
            let parents = values(list);
            let grounded = |p: u64| Some(p) == root || (root.is_none() && p == GROUND);
            for (i, &p) in parents.iter().enumerate() {
                let node = forest.nodes.saturating_add(i as u64);
                if grounded(p) {
                    ground.push(node);
                } else {
                    let w = weight(i)?;
                    edges.push(Edge {
                        u: node,
                        v: p,
                        w,
                        at: i,
                    });
                }
            }
        }
        Shape::Edges { ends, root } => {
            ground.push(root);
            for (i, (u, v)) in values(ends[0]).into_iter().zip(values(ends[1])).enumerate() {
                let w = weight(i)?;
                edges.push(Edge { u, v, w, at: i });
            }
        }
    }
    ground.sort_unstable();
    ground.dedup();
    // What is not joined to the ground has fallen (a weight 0 edge too).
    let standing = standing(&ground, edges.into_iter().filter(|e| e.w > 0).collect());
    Ok((standing, ground))
}

/// The edges joined to the ground by standing edges.
fn standing(ground: &[u64], edges: Vec<Edge>) -> Vec<Edge> {
    let mut near: HashMap<u64, Vec<u64>> = HashMap::new();
    for e in &edges {
        near.entry(e.u).or_default().push(e.v);
        near.entry(e.v).or_default().push(e.u);
    }
    let mut reached: HashMap<u64, ()> = ground.iter().map(|&g| (g, ())).collect();
    let mut stack: Vec<u64> = ground.to_vec();
    while let Some(x) = stack.pop() {
        for &y in near.get(&x).map_or(&[][..], |v| &v[..]) {
            if reached.insert(y, ()).is_none() {
                stack.push(y);
            }
        }
    }
    edges
        .into_iter()
        .filter(|e| reached.contains_key(&e.u))
        .collect()
}

/// `1 2 3`: a point in a move's text, whose numbers alone type the move.
fn plain(values: &[u64]) -> String {
    crate::explain::spaced(values)
}

/// `(1, 2, 3)`.
fn tuple(values: &[u64]) -> String {
    let v: Vec<String> = values.iter().map(u64::to_string).collect();
    format!("({})", v.join(", "))
}

impl<'d> Taught<'d> {
    fn with(&self, state: State) -> Taught<'d> {
        Taught {
            state,
            ..self.clone()
        }
    }

    /// Counts `n` steps of work; past [`WORK_MAX`] for the case, why not.
    fn spend(&self, n: u64) -> Result<(), String> {
        let done = self.work.get().saturating_add(n);
        self.work.set(done);
        if done > WORK_MAX {
            return Err(format!(
                "listing this case's moves looks at more than {WORK_MAX} moves (grundy FILE answers who wins at any size)"
            ));
        }
        Ok(())
    }

    /// The position as a person reads it.
    pub fn position(&self) -> String {
        match &self.state {
            State::Pairs(r, at) => {
                let all: Vec<String> = at.iter().map(|q| tuple(&q[..r.dims])).collect();
                all.join(" ")
            }
            State::Wythoff(_, a, b) => format!("{a} {b}"),
            State::Boxes(_, cards) | State::Split(_, cards) => crate::explain::spaced(cards),
            State::Board(_, cells) => String::from_utf8_lossy(cells).into_owned(),
            State::Forest(r, edges) => match r.forest.shape {
                Shape::Parents { list, .. } => {
                    let of = |name: &str| {
                        let words: Vec<String> = self
                            .tokens
                            .iter()
                            .zip(self.words())
                            .filter(|(t, _)| t.0 == name)
                            .map(|(_, w)| w.to_string())
                            .collect();
                        words.join(" ")
                    };
                    match r.forest.weights {
                        None => format!("parents {}", of(list)),
                        Some((w, _)) => format!("parents {} weights {}", of(list), of(w)),
                    }
                }
                Shape::Edges { .. } => {
                    if edges.is_empty() {
                        return "no edge".into();
                    }
                    let all: Vec<String> = edges
                        .iter()
                        .map(|e| match r.forest.weights {
                            None => format!("{}-{}", e.u, e.v),
                            Some(_) => format!("{}-{}:{}", e.u, e.v, e.w),
                        })
                        .collect();
                    all.join(" ")
                }
            },
            State::Coins(_, coins) => {
                if coins.is_empty() {
                    return "no coin".into();
                }
                let all: Vec<String> = coins.iter().map(|c| tuple(c)).collect();
                all.join(" ")
            }
            State::Tokens(r, stand) => match r.tokens.stand {
                Stand::At(_) => format!("tokens on {}", plain(stand)),
                Stand::Counts(_) => format!("counts {}", plain(stand)),
            },
        }
    }

    /// The position as the words of one case (`grundy explain FILE
    /// WORDS`): the case's numbers with the position's put in.
    pub fn words(&self) -> Vec<Word> {
        let d = self.d;
        let num = |v: u64| {
            if v == GROUND {
                Word::Text("-1".into())
            } else {
                Word::Num(v)
            }
        };
        // The i-th value of each name, rewritten by `put`.
        let rewrite = |put: &dyn Fn(&str, usize, u64) -> Option<Word>| -> Vec<Word> {
            let mut seen: HashMap<&str, usize> = HashMap::new();
            let mut out = Vec::new();
            for &(name, v) in self.tokens.iter() {
                let i = seen.entry(name).or_default();
                if let Some(w) = put(name, *i, v) {
                    out.push(w);
                }
                *i += 1;
            }
            out
        };
        match &self.state {
            State::Pairs(_, at) if self.part.is_none() => rewrite(&|name, i, v| {
                Some(match d.heaps.iter().position(|h| *h == name) {
                    Some(j) => Word::Num(at.get(i).map_or(v, |q| q[j])),
                    None => Word::Num(v),
                })
            }),
            State::Pairs(..) | State::Wythoff(..) => {
                // A position asked alone: the case's other positions left
                // out, and a count of positions read as 1.
                let one: Vec<u64> = match &self.state {
                    State::Pairs(_, at) => at.first().map_or(Vec::new(), |q| q.to_vec()),
                    State::Wythoff(_, a, b) => vec![*a, *b],
                    _ => Vec::new(),
                };
                let part = self.part.map(|p| p as usize - 1);
                let count = self.tokens.iter().filter(|t| t.0 == d.heaps[0]).count() as u64;
                let kept = |name: &str| match &d.game {
                    Game::Position(p) => {
                        matches!(&**p, Positions::Wythoff { difference: Param::Name(n) } if *n == name)
                    }
                    _ => false,
                };
                rewrite(
                    &|name, i, v| match d.heaps.iter().position(|h| *h == name) {
                        Some(j) if part.map_or(true, |p| p == i) => {
                            Some(Word::Num(one.get(j).copied().unwrap_or(v)))
                        }
                        Some(_) => None,
                        None if part.is_some() && v == count && !kept(name) => Some(Word::Num(1)),
                        None => Some(Word::Num(v)),
                    },
                )
            }
            State::Boxes(_, cards) | State::Split(_, cards) => rewrite(&|name, i, v| {
                Some(Word::Num(if d.heaps.contains(&name) {
                    cards.get(i).copied().unwrap_or(v)
                } else {
                    v
                }))
            }),
            State::Board(r, cells) => {
                let mut out = rewrite(&|_, _, v| Some(Word::Num(v)));
                // An empty board given by its length is its case's numbers;
                // once marked, its cells follow them (no case of the input).
                let empty = r.board.length && !cells.iter().any(|c| r.board.letters().contains(c));
                if !empty {
                    out.push(Word::Text(String::from_utf8_lossy(cells).into_owned()));
                }
                out
            }
            State::Forest(r, edges) => {
                let by_at: HashMap<usize, &Edge> = edges.iter().map(|e| (e.at, e)).collect();
                match r.forest.shape {
                    Shape::Parents { list, root } => rewrite(&|name, i, v| {
                        if Some(name) == r.forest.weights.map(|w| w.0) {
                            return Some(num(by_at.get(&i).map_or(v, |e| e.w)));
                        }
                        if name != list {
                            return Some(num(v));
                        }
                        Some(match by_at.get(&i) {
                            Some(e) => num(e.v),
                            None => num(root.unwrap_or(GROUND)),
                        })
                    }),
                    Shape::Edges { .. } => {
                        let weights = r.forest.weights.map(|(w, _)| w);
                        rewrite(&|name, i, v| {
                            Some(if Some(name) == weights {
                                Word::Num(by_at.get(&i).map_or(0, |e| e.w))
                            } else {
                                num(v)
                            })
                        })
                    }
                }
            }
            State::Coins(c, coins) => {
                let listed = self.tokens.iter().filter(|t| t.0 == c.axes[0]).count() as u64;
                let mut out: Vec<Word> = self
                    .tokens
                    .iter()
                    .take_while(|t| !c.axes.contains(&t.0))
                    .map(|t| {
                        Word::Num(if t.1 == listed {
                            coins.len() as u64
                        } else {
                            t.1
                        })
                    })
                    .collect();
                for coin in coins {
                    out.extend(coin.iter().map(|&x| Word::Num(x)));
                }
                out
            }
            State::Tokens(r, stand) => {
                let (Stand::At(list) | Stand::Counts(list)) = r.tokens.stand;
                rewrite(&|name, i, v| {
                    Some(Word::Num(if name == list {
                        stand.get(i).copied().unwrap_or(v)
                    } else {
                        v
                    }))
                })
            }
        }
    }

    /// The components with their values, how they combine, the outcome,
    /// and the position's size in words.
    fn parts(&self) -> Result<(Vec<Component>, Combine, Outcome, String), String> {
        let nim = |components: Vec<Component>, first: Vec<String>, size: String| {
            let x = components
                .iter()
                .filter_map(|c| c.grundy)
                .fold(0, |x, g| x ^ g);
            let mut rule = first;
            rule.push(bouton(x));
            (
                components,
                Combine {
                    nim_sum: true,
                    rule,
                },
                Outcome::of_grundy(x),
                size,
            )
        };
        Ok(match &self.state {
            State::Pairs(r, at) => {
                let mut components = Vec::with_capacity(at.len());
                for (i, q) in at.iter().enumerate() {
                    components.push(Component {
                        name: format!("position {} = {}", i + 1, tuple(&q[..r.dims])),
                        grundy: Some(self.pair_value(r, *q)?),
                        reason: String::new(),
                    });
                }
                let size = crate::explain::counted(at.len() as u64, "position");
                nim(components, Vec::new(), format!("the sum of {size}"))
            }
            State::Wythoff(k, a, b) => {
                let lost = k_is_losing(*a, *b, *k);
                let (lo, hi) = ((*a).min(*b), (*a).max(*b));
                let reason = if lost {
                    format!(
                        "{hi} - {lo} = {} = (k + 1) n with n = {}, and {lo} = a_n: a losing pair",
                        hi - lo,
                        (hi - lo) / (k + 1)
                    )
                } else {
                    "no losing pair".to_string()
                };
                let rule = if lost {
                    "every move leaves a position that is no losing pair: the player to move loses"
                } else {
                    "some move leaves a losing pair: the player to move wins"
                };
                (
                    vec![Component {
                        name: format!("piles ({a}, {b}), k = {k}"),
                        grundy: None,
                        reason,
                    }],
                    Combine {
                        nim_sum: false,
                        rule: vec![rule.into()],
                    },
                    if lost { Outcome::P } else { Outcome::N },
                    "one position".into(),
                )
            }
            State::Boxes(r, cards) => {
                let components = (0..cards.len())
                    .filter(|&i| r.odd[i])
                    .map(|i| Component {
                        name: format!("box {} = {}", i + 1, cards[i]),
                        grundy: Some(cards[i]),
                        reason: "a box that counts: a Nim heap".into(),
                    })
                    .collect::<Vec<_>>();
                let counted = components.len();
                nim(
                    components,
                    vec![format!(
                        "{counted} of the {} boxes count; cards on the others move on to a box that counts, or nowhere",
                        cards.len()
                    )],
                    match cards.len() {
                        1 => "1 box".to_string(),
                        n => format!("{n} boxes"),
                    },
                )
            }
            State::Board(r, cells) => {
                let marks: Vec<bool> = cells.iter().map(|&c| c == r.board.mark).collect();
                let mark = r.board.mark as char;
                let size = crate::explain::counted(cells.len() as u64, "cell");
                if r.board.play == Marks::ThreeInARow {
                    if marks.len() < 3 {
                        return Ok((
                            Vec::new(),
                            Combine {
                                nim_sum: false,
                                rule: vec!["a board of fewer than 3 cells never holds three in a row: the player to move cannot win".into()],
                            },
                            Outcome::P,
                            size,
                        ));
                    }
                    let now = completing_cells(&marks);
                    if !now.is_empty() {
                        let cells: Vec<String> = now.iter().map(|c| (c + 1).to_string()).collect();
                        return Ok((
                            Vec::new(),
                            Combine {
                                nim_sum: false,
                                rule: vec![format!(
                                    "{mark} on cell {} makes three in a row: the player to move wins at once",
                                    cells.join(" or ")
                                )],
                            },
                            Outcome::N,
                            size,
                        ));
                    }
                }
                if r.board.play == Marks::SameApart {
                    let components = two_letters::runs(cells, &r.board.letters())
                        .iter()
                        .map(|run| Component {
                            name: cells_named(run.start, run.len, "empty"),
                            grundy: Some(run.value()),
                            reason: run.ends().words().to_string(),
                        })
                        .collect();
                    let first = "a letter never goes next to the same letter: each run of empty cells is a heap valued by its length and the letters at its ends (n mod 2 with none, n with one, 1 with the same letter at both, 0 with different letters)".to_string();
                    return Ok(nim(components, vec![first], size));
                }
                let runs = self.strips(r, &marks)?;
                let mut strips = r.strips.borrow_mut();
                let components = runs
                    .iter()
                    .map(|run| Component {
                        name: cells_named(run.start, run.len, "free"),
                        grundy: Some(u64::from(strips.grundy(run.len))),
                        reason: format!(
                            "the heap {} of {}",
                            run.len + strips.margin(),
                            strips.code()
                        ),
                    })
                    .collect();
                let first = match r.board.play {
                    Marks::ThreeInARow => format!("no {mark} makes three in a row at once, and one within 2 cells of another lets the opponent make it: the strips of cells farther than 2 from every {mark} are the game"),
                    Marks::Apart(k) => format!("a mark goes farther than {k} from every {mark}: the strips of such cells are the game"),
                    Marks::SameApart => unreachable!("valued above"),
                };
                nim(components, vec![first], size)
            }
            State::Forest(r, edges) if r.forest.misere => {
                let (components, combine, outcome) =
                    super::forest::misere_parts(&r.forest, &r.ground, &ends(edges))?;
                let size = crate::explain::counted(edges.len() as u64, "edge");
                (components, combine, outcome, format!("{size} standing"))
            }
            State::Forest(r, edges) => {
                let pieces = self.pieces(r, edges);
                let mut components = Vec::with_capacity(pieces.len());
                for (root, piece) in &pieces {
                    let what = match r.forest.shape {
                        Shape::Parents { .. } => format!("the tree of root {root}"),
                        Shape::Edges { .. } => {
                            let e = &piece[0];
                            let top = if e.u == *root { e.v } else { e.u };
                            format!("the branch at {root} through {top}")
                        }
                    };
                    components.push(Component {
                        name: format!(
                            "{what} ({})",
                            crate::explain::counted(piece.len() as u64, "edge")
                        ),
                        grundy: Some(forest_value(r, *root, piece)?),
                        reason: String::new(),
                    });
                }
                let size = crate::explain::counted(edges.len() as u64, "edge");
                nim(
                    components,
                    vec!["the parts meet only on the ground: they add as a nim-sum".into()],
                    format!("{size} standing"),
                )
            }
            State::Split(r, cards) => {
                let f = r.first;
                let components = (0..cards.len())
                    .filter(|&i| cards[i] % 2 == 1)
                    .map(|i| Component {
                        name: format!("box {} = {}", i as u64 + f, cards[i]),
                        grundy: Some(r.split.values[i]),
                        reason: "an odd number of cards: one card's value, the mex of g(B) XOR g(C) over its moves".into(),
                    })
                    .collect::<Vec<_>>();
                let odd = components.len();
                nim(
                    components,
                    vec![format!(
                        "{odd} of the {} boxes hold an odd number of cards; each card is a game of its own, so two cards on one box cancel",
                        cards.len()
                    )],
                    match cards.len() {
                        1 => "1 box".to_string(),
                        n => format!("{n} boxes"),
                    },
                )
            }
            State::Coins(c, coins) => {
                let mut components = Vec::with_capacity(coins.len());
                for (i, coin) in coins.iter().enumerate() {
                    let v: Vec<u64> = coin.iter().map(|&x| x - c.origin).collect();
                    let shown: Vec<String> = v.iter().map(u64::to_string).collect();
                    components.push(Component {
                        name: format!("coin {} at {}", i + 1, tuple(coin)),
                        grundy: Some(nim_product(v.iter().copied())),
                        reason: format!("the nim product {}", shown.join(" ⊗ ")),
                    });
                }
                let size = crate::explain::counted(coins.len() as u64, "coin");
                nim(components, Vec::new(), size)
            }
            State::Tokens(r, stand) => {
                let g = &r.graph;
                let components: Vec<Component> = match r.tokens.stand {
                    Stand::At(_) => stand
                        .iter()
                        .enumerate()
                        .map(|(i, &v)| Component {
                            name: format!("token {} on node {v}", i + 1),
                            grundy: Some(g.value(v)),
                            reason: mex_of_successors(g, v),
                        })
                        .collect(),
                    Stand::Counts(_) => stand
                        .iter()
                        .enumerate()
                        .filter(|(_, c)| **c > 0)
                        .map(|(i, &c)| {
                            let v = r.tokens.counted_node(i);
                            let gv = g.value(v);
                            let mex = mex_of_successors(g, v);
                            Component {
                                name: format!("node {v} ({})", crate::explain::counted(c, "token")),
                                grundy: Some(if c % 2 == 1 { gv } else { 0 }),
                                reason: match c {
                                    1 => mex,
                                    c if c % 2 == 0 => {
                                        format!("{mex}; {c} tokens of value {gv} cancel in pairs")
                                    }
                                    c => format!(
                                        "{mex}; {c} tokens of value {gv}: all but one cancel in pairs"
                                    ),
                                },
                            }
                        })
                        .collect(),
                };
                let nodes: Vec<String> = g
                    .nodes()
                    .iter()
                    .map(|&v| format!("g({v}) = {}", g.value(v)))
                    .collect();
                let first = if nodes.is_empty() {
                    "no edge: every node is worth 0".to_string()
                } else {
                    format!(
                        "a node is worth the mex of its successors' values (0 where there is none; a node no edge names, 0): {}",
                        nodes.join(", ")
                    )
                };
                let tokens = match r.tokens.stand {
                    Stand::At(_) => stand.len() as u64,
                    Stand::Counts(_) => stand.iter().fold(0u64, |n, &c| n.saturating_add(c)),
                };
                let size = format!(
                    "{} on {}",
                    crate::explain::counted(tokens, "token"),
                    crate::explain::counted(g.edges as u64, "edge")
                );
                nim(components, vec![first], size)
            }
        })
    }

    /// The strips of free cells of a board, each short enough to value.
    fn strips(
        &self,
        r: &BoardRules,
        marks: &[bool],
    ) -> Result<Vec<crate::games::treblecross::SafeRun>, String> {
        let runs = runs_apart(marks, r.strips.borrow().margin());
        if let Some(run) = runs.iter().find(|run| run.len > STRIP_MAX) {
            return Err(format!(
                "a strip of {} free cells; grundy computes the strips' values up to {STRIP_MAX} cells",
                run.len
            ));
        }
        Ok(runs)
    }

    fn pair_value(&self, r: &PairRules, q: Position) -> Result<u64, String> {
        r.table.borrow_mut().value(&r.moves, r.dims, &r.others, q)
    }

    fn pair_options(&self, r: &PairRules, q: Position) -> Result<Vec<Position>, String> {
        let mut work = 0;
        let out = positions::options(&r.moves, r.dims, &r.others, q, &mut work, WORK_MAX)?;
        self.spend(work)?;
        Ok(out)
    }

    /// The parts of a forest that meet only on the ground: the trees of a
    /// parent array, the branches at the root of an edge list; each with
    /// its node on the ground.
    fn pieces(&self, r: &ForestRules, edges: &[Edge]) -> Vec<(u64, Vec<Edge>)> {
        let on_ground = |x: u64| r.ground.binary_search(&x).is_ok();
        let mut up: HashMap<u64, u64> = HashMap::new();
        fn find(up: &mut HashMap<u64, u64>, mut x: u64) -> u64 {
            while let Some(&p) = up.get(&x) {
                if p == x {
                    break;
                }
                x = p;
            }
            x
        }
        let through_ground = matches!(r.forest.shape, Shape::Parents { .. });
        for e in edges {
            if !through_ground && (on_ground(e.u) || on_ground(e.v)) {
                continue;
            }
            let (a, b) = (find(&mut up, e.u), find(&mut up, e.v));
            if a != b {
                up.insert(a, b);
            }
        }
        let mut pieces: Vec<(u64, Vec<Edge>)> = Vec::new();
        let mut index: HashMap<u64, usize> = HashMap::new();
        let mut roots: HashMap<u64, u64> = HashMap::new();
        for e in edges {
            let key = if on_ground(e.u) && !through_ground {
                find(&mut up, e.v)
            } else {
                find(&mut up, e.u)
            };
            if on_ground(e.u) || on_ground(e.v) {
                roots.insert(key, if on_ground(e.v) { e.v } else { e.u });
            }
            let at = *index.entry(key).or_insert_with(|| {
                pieces.push((0, Vec::new()));
                pieces.len() - 1
            });
            pieces[at].1.push(e.clone());
        }
        for (key, &at) in &index {
            pieces[at].0 = roots.get(key).copied().unwrap_or(0);
        }
        pieces
    }

    /// The new weights a move may leave an edge of weight `w` with (0: it
    /// falls).
    fn cuts(r: &ForestRules, w: u64) -> std::ops::Range<u64> {
        match r.forest.weights {
            None => 0..1,
            Some((_, Weight::Units)) => w - 1..w,
            Some((_, Weight::Path)) => 0..w,
        }
    }

    fn cut_text(r: &ForestRules, e: &Edge, to: u64) -> String {
        match r.forest.weights {
            None => format!("cut the edge {}-{}", e.u, e.v),
            Some((_, Weight::Units)) if e.w == 1 => {
                format!("cut the edge {}-{} (its last unit)", e.u, e.v)
            }
            Some((_, Weight::Units)) => format!(
                "colour a unit of the edge {}-{} ({} unit{} left)",
                e.u,
                e.v,
                to,
                if to == 1 { "" } else { "s" }
            ),
            Some((_, Weight::Path)) if to == 0 => {
                format!("cut the edge {}-{} at its foot", e.u, e.v)
            }
            Some((_, Weight::Path)) => {
                format!("cut the edge {}-{} above its unit {to}", e.u, e.v)
            }
        }
    }

    /// Every legal move, at most `most` (and whether there are more).
    fn options(&self, most: usize) -> Result<(Vec<Opt>, bool), String> {
        let mut out: Vec<Opt> = Vec::new();
        let mut more = false;
        let mut push = |o: Opt, out: &mut Vec<Opt>| {
            if out.len() >= most {
                more = true;
                return false;
            }
            out.push(o);
            true
        };
        match &self.state {
            State::Pairs(r, at) => {
                'all: for (i, q) in at.iter().enumerate() {
                    for p in self.pair_options(r, *q)? {
                        let mut after = at.clone();
                        after[i] = p;
                        let o = Opt {
                            text: format!(
                                "move position {} from {} to {}",
                                i + 1,
                                plain(&q[..r.dims]),
                                plain(&p[..r.dims])
                            ),
                            action: "move",
                            component: Some(i),
                            amount: None,
                            after: Left::Ready(State::Pairs(r.clone(), after)),
                        };
                        if !push(o, &mut out) {
                            break 'all;
                        }
                    }
                }
            }
            State::Wythoff(k, a, b) => {
                self.wythoff_moves(*k, *a, *b, &mut |o| push(o, &mut out))?;
            }
            State::Boxes(r, cards) => {
                'boxes: for (from, &c) in cards.iter().enumerate() {
                    if c == 0 {
                        continue;
                    }
                    for &to in &r.to[from] {
                        let to = to as usize;
                        self.spend(1)?;
                        for m in 1..=c {
                            if !push(box_move(from, to, m), &mut out) {
                                break 'boxes;
                            }
                        }
                    }
                }
            }
            State::Split(r, cards) => {
                'split: for (a, &c) in cards.iter().enumerate() {
                    if c == 0 {
                        continue;
                    }
                    for &(b, c) in r.split.moves(a) {
                        self.spend(1)?;
                        if !push(split_move(r, a, b as usize, c as usize), &mut out) {
                            break 'split;
                        }
                    }
                }
            }
            State::Board(r, cells) => {
                for (cell, letter) in self.free_cells(r, cells) {
                    if !push(mark(cell, letter), &mut out) {
                        break;
                    }
                }
            }
            State::Forest(r, edges) => {
                'edges: for e in edges {
                    self.spend(edges.len() as u64)?;
                    for to in Self::cuts(r, e.w) {
                        let o = Opt {
                            text: Self::cut_text(r, e, to),
                            action: "cut",
                            component: None,
                            amount: None,
                            after: Left::Ready(State::Forest(r.clone(), cut(r, edges, e.at, to))),
                        };
                        if !push(o, &mut out) {
                            break 'edges;
                        }
                    }
                }
            }
            State::Coins(c, coins) => {
                let heads = heads(coins);
                'coins: for (i, coin) in heads.iter().enumerate() {
                    let v: Vec<u64> = coin.iter().map(|&x| x - c.origin).collect();
                    let mut corner = vec![0u64; v.len()];
                    if v.contains(&0) {
                        continue;
                    }
                    loop {
                        self.spend(1)?;
                        if !push(flip(c, coins, i, coin, &corner), &mut out) {
                            break 'coins;
                        }
                        // The next corner, the last axis fastest.
                        let mut k = v.len();
                        loop {
                            if k == 0 {
                                continue 'coins;
                            }
                            k -= 1;
                            corner[k] += 1;
                            if corner[k] < v[k] {
                                break;
                            }
                            corner[k] = 0;
                        }
                    }
                }
            }
            State::Tokens(r, stand) => {
                'tokens: for (i, &s) in stand.iter().enumerate() {
                    let from = match r.tokens.stand {
                        Stand::At(_) => s,
                        Stand::Counts(_) if s == 0 => continue,
                        Stand::Counts(_) => r.tokens.counted_node(i),
                    };
                    for &to in r.graph.next(from) {
                        self.spend(1)?;
                        if !push(slide(r, stand, i, to), &mut out) {
                            break 'tokens;
                        }
                    }
                }
            }
        }
        Ok((out, more))
    }

    /// The cells a mark may go on, each with the letter it writes.
    fn free_cells(&self, r: &BoardRules, cells: &[u8]) -> Vec<(usize, u8)> {
        let mark = r.board.mark;
        let marks: Vec<bool> = cells.iter().map(|&c| c == mark).collect();
        match r.board.play {
            Marks::ThreeInARow if marks.len() < 3 || three(&marks) => Vec::new(),
            Marks::ThreeInARow => (0..marks.len())
                .filter(|&i| !marks[i])
                .map(|i| (i, mark))
                .collect(),
            Marks::Apart(k) => runs_apart(&marks, k)
                .iter()
                .flat_map(|run| run.start..run.start + run.len)
                .map(|i| (i, mark))
                .collect(),
            Marks::SameApart => {
                let letters = r.board.letters();
                let mut out = Vec::new();
                for i in (0..cells.len()).filter(|&i| !letters.contains(&cells[i])) {
                    for &l in &letters {
                        if two_letters::fits(cells, i, l) {
                            out.push((i, l));
                        }
                    }
                }
                out
            }
        }
    }

    /// Every move of one Wythoff position, to `visit` until it says stop.
    fn wythoff_moves(
        &self,
        k: u64,
        a: u64,
        b: u64,
        visit: &mut dyn FnMut(Opt) -> bool,
    ) -> Result<(), String> {
        let take = |x: u64, y: u64| {
            let (text, component, amount) = match (x, y) {
                (x, 0) => (format!("take {x} from pile 1"), Some(0), Some(x)),
                (0, y) => (format!("take {y} from pile 2"), Some(1), Some(y)),
                (x, y) => (
                    format!("take {x} from pile 1 and {y} from pile 2"),
                    None,
                    None,
                ),
            };
            Opt {
                text,
                action: "take",
                component,
                amount,
                after: Left::Ready(State::Wythoff(k, a - x, b - y)),
            }
        };
        self.spend(a.saturating_add(b))?;
        for x in 1..=a {
            if !visit(take(x, 0)) {
                return Ok(());
            }
        }
        for y in 1..=b {
            if !visit(take(0, y)) {
                return Ok(());
            }
        }
        for x in 1..=a {
            let lo = x.saturating_sub(k).max(1);
            let hi = x.saturating_add(k).min(b);
            self.spend(hi.saturating_sub(lo) + 1)?;
            for y in lo..=hi {
                if !visit(take(x, y)) {
                    return Ok(());
                }
            }
        }
        Ok(())
    }

    /// Every winning move, in the order the account lists them.
    fn winning(&self) -> Result<Found, String> {
        let mut found = Found::default();
        match &self.state {
            State::Pairs(r, at) => {
                let states = RefCell::new(at.clone());
                let ids: Vec<u64> = (0..at.len() as u64).collect();
                let mut wins = Vec::new();
                sum::winning_moves(
                    &ids,
                    &mut |_, id| {
                        let q = states.borrow()[id as usize];
                        self.pair_value(r, q)
                    },
                    &mut |_, id, _, visit| {
                        let q = states.borrow()[id as usize];
                        for p in self.pair_options(r, q)? {
                            let new = {
                                let mut all = states.borrow_mut();
                                all.push(p);
                                all.len() as u64 - 1
                            };
                            if !visit(0, &[new]) {
                                break;
                            }
                        }
                        Ok(())
                    },
                    &mut |w| {
                        wins.push((w.index, w.leave[0]));
                        Then::More
                    },
                )?;
                let states = states.into_inner();
                for (i, left) in wins {
                    let mut after = at.clone();
                    after[i] = states[left as usize];
                    found.push(Opt {
                        text: format!(
                            "move position {} from {} to {}",
                            i + 1,
                            plain(&at[i][..r.dims]),
                            plain(&after[i][..r.dims])
                        ),
                        action: "move",
                        component: Some(i),
                        amount: None,
                        after: Left::Ready(State::Pairs(r.clone(), after)),
                    });
                }
            }
            State::Wythoff(k, a, b) => {
                self.wythoff_moves(*k, *a, *b, &mut |o| {
                    if let Left::Ready(State::Wythoff(_, x, y)) = o.after {
                        if k_is_losing(x, y, *k) {
                            found.push(o);
                        }
                    }
                    true
                })?;
            }
            State::Boxes(r, cards) => {
                let n = cards.len();
                let counting: Vec<usize> = (0..n).filter(|&i| r.odd[i]).collect();
                let heaps: Vec<u64> = counting.iter().map(|&i| cards[i]).collect();
                // The first box `i` moves to, and the boxes moving to it
                // with at least `need` cards.
                let down = |i: usize| -> Result<Option<usize>, String> {
                    self.spend(1)?;
                    Ok(r.to[i].first().map(|&t| t as usize))
                };
                let up = |i: usize, need: u64| -> Result<Vec<usize>, String> {
                    self.spend(r.from[i].len() as u64)?;
                    Ok(r.from[i]
                        .iter()
                        .map(|&f| f as usize)
                        .filter(|&f| cards[f] >= need)
                        .collect())
                };
                let mut changes = Vec::new();
                sum::winning_moves(
                    &heaps,
                    &mut |_, h| Ok::<u64, String>(h),
                    &mut |c, h, target, visit| {
                        let i = counting[c];
                        if target < h {
                            if down(i)?.is_some() {
                                visit(h - target, &[target]);
                            }
                        } else if !up(i, target - h)?.is_empty() {
                            visit(0, &[target]);
                        }
                        Ok(())
                    },
                    &mut |w| {
                        changes.push((counting[w.index], heaps[w.index], w.leave[0]));
                        Then::More
                    },
                )?;
                // Each change of a box that counts, by every move that makes it.
                for (i, h, t) in changes {
                    if t < h {
                        self.spend(r.to[i].len() as u64)?;
                        for &to in &r.to[i] {
                            found.push(box_move(i, to as usize, h - t));
                        }
                    } else {
                        for from in up(i, t - h)? {
                            found.push(box_move(from, i, t - h));
                        }
                    }
                }
            }
            State::Split(r, cards) => {
                // A card from A onto B and C changes the nim-sum by
                // g(A) ^ g(B) ^ g(C), whatever the boxes held.
                let x = r.split.nim_sum(cards);
                if x == 0 {
                    return Ok(found);
                }
                let g = &r.split.values;
                for (a, &c) in cards.iter().enumerate() {
                    if c == 0 {
                        continue;
                    }
                    for &(b, c) in r.split.moves(a) {
                        self.spend(1)?;
                        if g[a] ^ g[b as usize] ^ g[c as usize] == x {
                            found.push(split_move(r, a, b as usize, c as usize));
                        }
                    }
                }
            }
            State::Board(r, cells) if r.board.play == Marks::SameApart => {
                // Every move, and whether the board it leaves is worth 0.
                let letters = r.board.letters();
                for (cell, letter) in self.free_cells(r, cells) {
                    self.spend(cells.len() as u64)?;
                    let mut after = cells.clone();
                    after[cell] = letter;
                    if two_letters::board_value(&after, &letters) == 0 {
                        found.push(mark(cell, letter));
                    }
                }
            }
            State::Board(r, cells) => {
                let marks: Vec<bool> = cells.iter().map(|&c| c == r.board.mark).collect();
                if r.board.play == Marks::ThreeInARow {
                    if marks.len() < 3 {
                        return Ok(found);
                    }
                    let now = completing_cells(&marks);
                    if !now.is_empty() {
                        for c in now {
                            found.push(mark(c, r.board.mark));
                        }
                        return Ok(found);
                    }
                }
                let runs = self.strips(r, &marks)?;
                let lens: Vec<u64> = runs.iter().map(|run| run.len as u64).collect();
                let strips = &r.strips;
                let mut wins = Vec::new();
                let search: Result<(), String> = sum::winning_moves(
                    &lens,
                    &mut |_, n| Ok(u64::from(strips.borrow_mut().grundy(n as usize))),
                    &mut |_, n, _, visit| {
                        self.spend(n)?;
                        for at in 0..n as usize {
                            let (left, right) = strips.borrow().split(n as usize, at);
                            if !visit(at as u64, &[left as u64, right as u64]) {
                                break;
                            }
                        }
                        Ok(())
                    },
                    &mut |w| {
                        wins.push(runs[w.index].start + w.take as usize);
                        Then::More
                    },
                );
                search?;
                for c in wins {
                    found.push(mark(c, r.board.mark));
                }
            }
            // Misère: every cut that leaves the opponent a lost forest.
            State::Forest(r, edges) if r.forest.misere => {
                for e in edges {
                    for to in Self::cuts(r, e.w) {
                        self.spend(edges.len() as u64 + 1)?;
                        let left = cut(r, edges, e.at, to);
                        if !super::forest::misere_wins(&r.forest, &r.ground, &ends(&left))? {
                            found.push(Opt {
                                text: Self::cut_text(r, e, to),
                                action: "cut",
                                component: None,
                                amount: None,
                                after: Left::Ready(State::Forest(r.clone(), left)),
                            });
                        }
                    }
                }
            }
            State::Forest(r, edges) => {
                let pieces = self.pieces(r, edges);
                let states = RefCell::new(pieces.clone());
                // The (edge, weight left) of each move tried, by its number.
                let tried = RefCell::new(Vec::new());
                let ids: Vec<u64> = (0..pieces.len() as u64).collect();
                let mut wins = Vec::new();
                sum::winning_moves(
                    &ids,
                    &mut |_, id| {
                        let all = states.borrow();
                        let (root, piece) = &all[id as usize];
                        forest_value(r, *root, piece)
                    },
                    &mut |_, id, _, visit| {
                        let (root, piece) = states.borrow()[id as usize].clone();
                        for e in &piece {
                            for to in Self::cuts(r, e.w) {
                                // Each cut tried is counted: a path weight
                                // of 10^9 is 10^9 cuts of one edge.
                                self.spend(piece.len() as u64 + 1)?;
                                let left = cut(r, &piece, e.at, to);
                                let new = {
                                    let mut all = states.borrow_mut();
                                    all.push((root, left));
                                    all.len() as u64 - 1
                                };
                                let number = {
                                    let mut t = tried.borrow_mut();
                                    t.push((e.clone(), to));
                                    t.len() as u64 - 1
                                };
                                if !visit(number, &[new]) {
                                    return Ok(());
                                }
                            }
                        }
                        Ok(())
                    },
                    &mut |w| {
                        wins.push((w.index, w.take));
                        Then::More
                    },
                )?;
                let tried = tried.into_inner();
                for (i, number) in wins {
                    let (e, to) = &tried[number as usize];
                    found.push(Opt {
                        text: Self::cut_text(r, e, *to),
                        action: "cut",
                        component: Some(i),
                        amount: None,
                        after: Left::Ready(State::Forest(r.clone(), cut(r, edges, e.at, *to))),
                    });
                }
            }
            State::Coins(c, coins) => {
                // A move turns the corners of a box: it changes the nim-sum
                // by the product of (v ^ v') on each axis, and wins when
                // that is the nim-sum. The corner's last axis is solved for.
                let total = coins.iter().fold(0, |x, coin| {
                    x ^ nim_product(coin.iter().map(|&v| v - c.origin))
                });
                if total == 0 {
                    return Ok(found);
                }
                for (i, coin) in heads(coins).iter().enumerate() {
                    let v: Vec<u64> = coin.iter().map(|&x| x - c.origin).collect();
                    if v.contains(&0) {
                        continue;
                    }
                    let last = v.len() - 1;
                    let mut corner = vec![0u64; v.len()];
                    'corners: loop {
                        // A corner costs a nim inverse, some 30 products.
                        self.spend(32)?;
                        let product = (0..last).fold(1, |p, k| nim_mul(p, v[k] ^ corner[k]));
                        if let Some(inverse) = nim_inv(product) {
                            let z = v[last] ^ nim_mul(total, inverse);
                            if z < v[last] {
                                corner[last] = z;
                                found.push(flip(c, coins, i, coin, &corner));
                                corner[last] = 0;
                            }
                        }
                        let mut k = last;
                        loop {
                            if k == 0 {
                                break 'corners;
                            }
                            k -= 1;
                            corner[k] += 1;
                            if corner[k] < v[k] {
                                break;
                            }
                            corner[k] = 0;
                        }
                    }
                }
            }
            State::Tokens(r, stand) => {
                // Each token a component of the one finder, valued by its
                // node. Under counts, a node's tokens are one token when
                // the count is odd and two when it is even (the rest cancel
                // in pairs); the second is not moved, its moves being the
                // first's.
                let mut heaps = Vec::new();
                let mut owner = Vec::new();
                for (i, &s) in stand.iter().enumerate() {
                    match r.tokens.stand {
                        Stand::At(_) => {
                            heaps.push(s);
                            owner.push((i, true));
                        }
                        Stand::Counts(_) if s == 0 => {}
                        Stand::Counts(_) => {
                            let v = r.tokens.counted_node(i);
                            heaps.push(v);
                            owner.push((i, true));
                            if s % 2 == 0 {
                                heaps.push(v);
                                owner.push((i, false));
                            }
                        }
                    }
                }
                let g = &r.graph;
                let mut wins = Vec::new();
                sum::winning_moves(
                    &heaps,
                    &mut |_, v| Ok::<u64, String>(g.value(v)),
                    &mut |k, v, _, visit| {
                        if !owner[k].1 {
                            return Ok(());
                        }
                        for &w in g.next(v) {
                            self.spend(1)?;
                            if !visit(w, &[w]) {
                                break;
                            }
                        }
                        Ok(())
                    },
                    &mut |w| {
                        wins.push((owner[w.index].0, w.take));
                        Then::More
                    },
                )?;
                for (i, to) in wins {
                    found.push(slide(r, stand, i, to));
                }
            }
        }
        Ok(found)
    }

    /// Whether the game is over with the last mover's win made (three in
    /// a row).
    fn won(&self) -> bool {
        match &self.state {
            State::Board(r, cells) => {
                r.board.play == Marks::ThreeInARow
                    && three(&cells.iter().map(|&c| c == r.board.mark).collect::<Vec<_>>())
            }
            _ => false,
        }
    }

    /// The position `o` leaves.
    fn left(&self, o: &Opt) -> State {
        match (&o.after, &self.state) {
            (Left::Ready(state), _) => state.clone(),
            (Left::Cards(from, to, m), State::Boxes(r, cards)) => {
                let mut after = cards.clone();
                after[*from] -= m;
                after[*to] += m;
                State::Boxes(r.clone(), after)
            }
            (Left::Split(a, b, c), State::Split(r, cards)) => {
                let mut after = cards.clone();
                after[*a] -= 1;
                after[*b] += 1;
                after[*c] += 1;
                State::Split(r.clone(), after)
            }
            (Left::Cell(cell, letter), State::Board(r, cells)) => {
                let mut after = cells.clone();
                after[*cell] = *letter;
                State::Board(r.clone(), after)
            }
            (Left::Token(i, to), State::Tokens(r, stand)) => {
                let mut after = stand.clone();
                match r.tokens.stand {
                    Stand::At(_) => after[*i] = *to,
                    Stand::Counts(_) => {
                        // Every node a token reaches is counted (read).
                        let j = (to - r.tokens.nodes) as usize;
                        after[*i] -= 1;
                        after[j] += 1;
                    }
                }
                State::Tokens(r.clone(), after)
            }
            // A move is made only from the position that listed it.
            _ => self.state.clone(),
        }
    }

    fn shown(&self, o: &Opt) -> Move {
        let after = self.with(self.left(o));
        Move {
            text: o.text.clone(),
            before: self.position(),
            after: after.position(),
            step: Step {
                component: o.component.map(|c| c as u64 + 1),
                action: o.action,
                amount: o.amount,
                left: after.words(),
                value: None,
            },
        }
    }

    fn verdict(&self, outcome: Outcome, winning: &Found) -> Result<Verdict, String> {
        let d = self.d;
        if let (Ask::SmallestWinningMove, State::Split(r, cards)) = (d.ask, &self.state) {
            let f = r.first;
            return Ok(match r.split.smallest_winning_move(cards) {
                Some((a, b, c)) => Verdict {
                    words: format!("{} {} {}", a as u64 + f, b as u64 + f, c as u64 + f),
                    outcome,
                    meaning: "the smallest winning move: a card from box A onto boxes B and C"
                        .into(),
                },
                None => Verdict {
                    words: d.second.to_string(),
                    outcome,
                    meaning: "no move wins: the first player loses".into(),
                },
            });
        }
        Ok(match d.ask {
            Ask::EveryWinningMove => {
                if winning.count > winning.kept.len() as u128 {
                    return Err(format!("more than {HELD} winning cells to list"));
                }
                let cells: Vec<String> = winning
                    .kept
                    .iter()
                    .filter_map(|o| o.amount.map(|c| c.to_string()))
                    .collect();
                if cells.is_empty() {
                    Verdict {
                        words: d.second.to_string(),
                        outcome,
                        meaning: "no move wins: the first player loses".into(),
                    }
                } else {
                    Verdict {
                        words: cells.join(" "),
                        outcome,
                        meaning: "the cells (from 1) where a mark wins".into(),
                    }
                }
            }
            Ask::SmallestWinningMove => {
                let State::Forest(r, edges) = &self.state else {
                    return Err("the smallest winning move is shown for forests only".into());
                };
                let cut = super::forest::smallest_cut_standing(&r.forest, &r.ground, &ends(edges))?;
                if cut.is_some() != (winning.count > 0) {
                    return Err(format!(
                        "the smallest cut is {cut:?} but {} winning cuts were found",
                        winning.count
                    ));
                }
                match cut {
                    None => Verdict {
                        words: d.second.to_string(),
                        outcome,
                        meaning: "no cut wins: the first player loses".into(),
                    },
                    Some(node) => Verdict {
                        words: node.to_string(),
                        outcome,
                        meaning: "the smallest node whose subtree is a winning removal (the lower end of a winning cut)".into(),
                    },
                }
            }
            _ => match &self.state {
                // The mover is the second player: the answer is the first's.
                State::Board(r, cells) if !super::strips::first_moves(&r.board, cells) => {
                    crate::explain::verdict(
                        outcome,
                        [d.second, d.first],
                        [
                            "the second player, to move (the count of marks is odd), wins",
                            "the first player wins: the second player, to move (the count of marks is odd), loses",
                        ],
                    )
                }
                _ => crate::explain::verdict(
                    outcome,
                    [d.first, d.second],
                    ["the first player wins", "the second player wins"],
                ),
            },
        })
    }

    /// The account of this position: each component's value, how they
    /// combine, the verdict and every winning move (from a lost position,
    /// a move and a winning reply).
    pub fn account(&self, accounts: &Accounts) -> Result<Account, String> {
        let d = self.d;
        let (components, combine, outcome, size) = self.parts()?;
        let winning = self.winning()?;
        let stuck_wins = d.misere && self.options(1)?.0.is_empty();
        if outcome.next_wins() == (winning.count == 0) && !stuck_wins {
            return Err(format!(
                "the values say {} but {} winning moves were found",
                crate::explain::mover(outcome),
                winning.count
            ));
        }
        let verdict = self.verdict(outcome, &winning)?;
        let mut moves =
            accounts.moves_counted(winning.count, winning.kept.iter().map(|o| self.shown(o)));
        if moves.count == 0 {
            if let Some(first) = self.options(1)?.0.first() {
                let next = self.with(self.left(first));
                let reply = if next.won() {
                    None
                } else {
                    next.winning()?.kept.first().map(|r| next.shown(r))
                };
                moves.example = Some(Example {
                    first: self.shown(first),
                    reply,
                });
            }
        }
        Ok(Account {
            case: self.case,
            part: self.part.map(|p| ("position", p)),
            position: self.position(),
            words: self.words(),
            game: format!("{}: {size}; {}", game_text(d), evidence(d)),
            components,
            combine,
            verdict,
            moves,
        })
    }
}

/// A run of `len` cells from `start` (0-based), as an account names it.
fn cells_named(start: usize, len: usize, what: &str) -> String {
    format!("cells {}-{} ({len} {what})", start + 1, start + len)
}

/// Three marks in a row.
fn three(marks: &[bool]) -> bool {
    marks.windows(3).any(|w| w.iter().all(|&m| m))
}

/// The move writing `letter` on `cell` (0-based).
fn mark(cell: usize, letter: u8) -> Opt {
    Opt {
        text: format!("put {} on cell {}", letter as char, cell + 1),
        action: "mark",
        component: None,
        amount: Some(cell as u64 + 1),
        after: Left::Cell(cell, letter),
    }
}

/// The move of `m` cards from box `from` to box `to` (0-based).
fn box_move(from: usize, to: usize, m: u64) -> Opt {
    Opt {
        text: format!(
            "move {m} card{} from box {} to box {}",
            if m == 1 { "" } else { "s" },
            from + 1,
            to + 1
        ),
        action: "move",
        component: Some(from),
        amount: Some(m),
        after: Left::Cards(from, to, m),
    }
}

/// The move of the token at `i` of the position's list (`tokens`), or of
/// one of the tokens the count at `i` holds (`counts`), to node `to`.
fn slide(r: &TokenRules, stand: &[u64], i: usize, to: u64) -> Opt {
    let text = match r.tokens.stand {
        Stand::At(_) => format!("move token {} from {} to {to}", i + 1, stand[i]),
        Stand::Counts(_) => format!(
            "move a token from node {} to node {to}",
            r.tokens.counted_node(i)
        ),
    };
    Opt {
        text,
        action: "move",
        component: Some(i),
        amount: Some(to),
        after: Left::Token(i, to),
    }
}

/// `mex{g(2) = 0, g(3) = 1} = 2`, or `no successor`: why node `v` has its
/// value.
fn mex_of_successors(g: &TokenGraph, v: u64) -> String {
    let next = g.next(v);
    if next.is_empty() {
        return "no successor".into();
    }
    let each: Vec<String> = next
        .iter()
        .map(|&w| format!("g({w}) = {}", g.value(w)))
        .collect();
    format!("mex{{{}}} = {}", each.join(", "), g.value(v))
}

/// A card moved from box `a` onto boxes `b` and `c` (0-based).
fn split_move(r: &SplitRules, a: usize, b: usize, c: usize) -> Opt {
    let f = r.first;
    let (a1, b1, c1) = (a as u64 + f, b as u64 + f, c as u64 + f);
    Opt {
        text: if b == c {
            format!("move a card from box {a1} onto box {b1} twice ({a1} {b1} {c1})")
        } else {
            format!("move a card from box {a1} onto boxes {b1} and {c1} ({a1} {b1} {c1})")
        },
        action: "split",
        component: Some(a),
        amount: Some(1),
        after: Left::Split(a, b, c),
    }
}

/// The edges left standing once edge `at` is left `to` units (0: cut).
fn cut(r: &ForestRules, edges: &[Edge], at: usize, to: u64) -> Vec<Edge> {
    let mut left: Vec<Edge> = edges
        .iter()
        .filter(|e| e.at != at || to > 0)
        .cloned()
        .collect();
    if to > 0 {
        if let Some(e) = left.iter_mut().find(|e| e.at == at) {
            e.w = to;
        }
        return left;
    }
    left = standing(&r.ground, left);
    left
}

/// The edges' ends and weights, for [`super::forest`]'s misère answers.
fn ends(edges: &[Edge]) -> Vec<(u64, u64, u64)> {
    edges.iter().map(|e| (e.u, e.v, e.w)).collect()
}

/// The value of a part of a forest hanging from `root`.
fn forest_value(r: &ForestRules, root: u64, edges: &[Edge]) -> Result<u64, String> {
    let mut g = Graph::new();
    if let Some((_, how)) = r.forest.weights {
        g.set_weight(how);
    }
    for e in edges {
        g.add_weighted_edge(e.u, e.v, e.w);
    }
    g.weighted_value(root)
}

/// The coins showing heads: those listed an odd number of times, in the
/// order first listed.
fn heads(coins: &[Vec<u64>]) -> Vec<Vec<u64>> {
    let mut count: HashMap<&[u64], usize> = HashMap::new();
    for c in coins {
        *count.entry(c).or_default() += 1;
    }
    let mut out: Vec<Vec<u64>> = Vec::new();
    for c in coins {
        if count[&c[..]] % 2 == 1 && !out.contains(c) {
            out.push(c.clone());
        }
    }
    out
}

/// The move turning the box from `corner` (values above the origin) to
/// the heads coin `coin`, the `i`-th showing heads.
fn flip(c: &Rc<Coins>, coins: &[Vec<u64>], i: usize, coin: &[u64], corner: &[u64]) -> Opt {
    let low: Vec<u64> = corner.iter().map(|&v| v + c.origin).collect();
    let mut after = heads(coins);
    let d = coin.len();
    for bits in 0..1u32 << d {
        let at: Vec<u64> = (0..d)
            .map(|k| if bits >> k & 1 == 1 { low[k] } else { coin[k] })
            .collect();
        match after.iter().position(|x| *x == at) {
            Some(p) => {
                after.remove(p);
            }
            None => after.push(at),
        }
    }
    Opt {
        text: format!("turn the box from {} to {}", plain(&low), plain(coin)),
        action: "turn",
        component: Some(i),
        amount: None,
        after: Left::Ready(State::Coins(c.clone(), after)),
    }
}

/// The one position `text` (a case alone, or a judge input's first case)
/// stands for, to play; `None` when the game is no family of this module.
pub fn play_position<'d>(d: &'d Description, text: &str) -> Option<Result<Taught<'d>, String>> {
    if !is_family(d) {
        return None;
    }
    let read = super::teach::read_one(d, text, false)
        .or_else(|alone| super::teach::read_one(d, text, true).map_err(|_| alone));
    Some(read.and_then(|mut solver| {
        let mut all = read_positions(&mut solver)?;
        if all.is_empty() {
            return Err("the case holds no position".into());
        }
        Ok(all.swap_remove(0))
    }))
}

fn read_positions<'d>(solver: &mut Solver<'d>) -> Result<Vec<Taught<'d>>, String> {
    positions(solver).unwrap_or_else(|| Ok(Vec::new()))
}

/// A family's game as `grundy play` plays it ([`Played`]): its positions
/// are [`Taught`] ones, each turn's listing counting its work afresh.
pub struct Family<'d>(PhantomData<&'d Description>);

/// One game of a family against perfect play.
pub type FamilySession<'d> = Played<Family<'d>>;

impl<'d> Taught<'d> {
    /// The same position with its work count at 0 (one turn of play).
    fn fresh(&self) -> Taught<'d> {
        Taught {
            work: Rc::new(Cell::new(0)),
            part: None,
            case: 1,
            ..self.clone()
        }
    }
}

impl<'d> Playable for Family<'d> {
    type Pos = Taught<'d>;
    fn text(&self, at: &Taught<'d>) -> String {
        at.position()
    }
    /// At most `most` moves; past [`PLAY_MOVES`] the position is refused.
    fn moves(&self, at: &Taught<'d>, most: usize) -> Result<Vec<(Move, Taught<'d>)>, String> {
        let at = at.fresh();
        let (all, more) = at.options(most.min(PLAY_MOVES))?;
        if more && most > PLAY_MOVES {
            return Err(format!(
                "this position has more than {PLAY_MOVES} moves; play a smaller one (explain takes any size)"
            ));
        }
        Ok(all
            .iter()
            .map(|o| (at.shown(o), at.with(at.left(o))))
            .collect())
    }
    fn account(&self, at: &Taught<'d>, accounts: &Accounts) -> Result<Account, String> {
        at.fresh().account(accounts)
    }
    /// The first winning move the account lists.
    fn winning(&self, at: &Taught<'d>) -> Result<Option<(Move, Taught<'d>)>, String> {
        let fresh = at.fresh();
        Ok(fresh
            .winning()?
            .kept
            .first()
            .map(|w| (fresh.shown(w), fresh.with(fresh.left(w)))))
    }
    fn over(&self, at: &Taught<'d>) -> Option<&'static str> {
        if at.won() {
            return Some("three in a row");
        }
        matches!(at.fresh().options(1), Ok((m, _)) if m.is_empty()).then_some(NO_MOVE)
    }
    /// A misère forest: the last cut loses (three in a row always wins).
    fn misere(&self, at: &Taught<'d>) -> bool {
        at.d.misere && !at.won()
    }
}

impl<'d> Played<Family<'d>> {
    /// A game from `start`; `Err` when it has no move, or its account
    /// cannot be given.
    pub fn new(heading: String, start: Taught<'d>, seed: u64) -> Result<FamilySession<'d>, String> {
        let start = start.fresh();
        let played = Played::of(heading, Family(PhantomData), start.clone(), seed)?;
        start.account(&Accounts::new(Format::Keep, 1))?;
        Ok(played)
    }

    /// The current position as a person reads it.
    pub fn position(&self) -> String {
        self.now().position()
    }
}
