//! HDU 1524 A Chess Game (= POJ 2425): chessmen on the nodes of a directed
//! acyclic graph; a move slides one chessman along an edge; whoever cannot
//! move loses. Test cases until the input ends: `N`, then N lines `Xi t1 ..
//! tXi` (the out-positions of position i, from 0), then queries `M p1 ..
//! pM`, ended by a line `0`. One line per query, all cases together: `WIN`
//! when the player to move wins, else `LOSE`.
//!
//! Theory in [`crate::games::dag`]: `g(v) = mex` of the out-positions'
//! values, and a query is the XOR of its chessmen's values.
//!
//! Checked beyond the statement: positions lie in 0..N, and the graph has
//! no cycle (the statement promises none; with one the game could go on
//! for ever). A cycle is found once the N lists are read and reported at
//! the token after them, naming the cycle. An N of 0 where a test case
//! would start ends the input (one rewritten copy ends it so; nothing may
//! follow). Any N, M and list length are accepted.

use crate::error::Error;
use crate::games::dag::Dag;
use crate::games::Outcome;
use crate::output::Out;
use crate::problem::Problem;
use crate::problems::until_end;
use crate::scanner::Scanner;

pub const PROBLEM: Problem = Problem {
    id: "hdu1524",
    aliases: &["poj2425", "a-chess-game", "chessmen-on-a-dag"],
    title: "A Chess Game",
    url: "http://acm.hdu.edu.cn/showproblem.php?pid=1524",
    game: "chessmen on a DAG: slide one along an edge; whoever cannot move loses",
    output: "WIN / LOSE per query",
    run,
};

/// The judge's words: the player to move wins, or loses.
const WORDS: [&str; 2] = ["WIN", "LOSE"];

/// The words naming a position's first number in errors.
pub const OUT_COUNT: &str = "an out-position count";

pub fn run(input: &mut Scanner<'_>, out: &mut Out<'_>) -> Result<(), Error> {
    let mut dag = Dag::new();
    let mut chessmen = Vec::new();
    each_query(
        input,
        out,
        &mut dag,
        &mut chessmen,
        |_, _, g, chessmen, out| {
            let x = chessmen.iter().fold(0, |x, &p| x ^ g[p]);
            out.line(Outcome::of_grundy(x).pick(WORDS[0], WORDS[1]));
        },
    )
}

/// Reads the whole input, each case's graph into `dag` (checked acyclic),
/// and calls `query((case, query), dag, values, chessmen, out)` for each
/// query (both counted from 1).
fn each_query(
    input: &mut Scanner<'_>,
    out: &mut Out<'_>,
    dag: &mut Dag,
    chessmen: &mut Vec<usize>,
    mut query: impl FnMut((u64, u64), &Dag, &[u64], &[usize], &mut Out<'_>),
) -> Result<(), Error> {
    let mut case = 0;
    until_end(input, out, |input, out| {
        let n = input.next_u64("a position count N (or 0 to end the input)")?;
        if n == 0 {
            return input.expect_end();
        }
        let position = format!("a position from 0 to {}", n - 1);
        dag.clear();
        for _ in 0..n {
            let x = input.next_u64(OUT_COUNT)?;
            for _ in 0..x {
                let t = input.next_u64_where(&position, |t| t < n)?;
                // t < n, and n lists are read: it fits in a usize.
                dag.push_edge(t as usize);
            }
            dag.end_node();
        }
        let g = match dag.grundy() {
            Ok(g) => g,
            Err(cycle) => {
                let named: Vec<String> = cycle
                    .iter()
                    .chain(&cycle[..1])
                    .map(|v| v.to_string())
                    .collect();
                let expected = format!(
                    "out-positions without a cycle before the queries (the statement promises a DAG; {} is a cycle)",
                    named.join(" -> ")
                );
                // Refuses whatever comes next: the error at the token after the lists.
                return input.next_u64_where(&expected, |_| false).map(drop);
            }
        };
        case += 1;
        for asked in 1.. {
            let m = input.next_u64("a chessman count M (or 0 to end the test case)")?;
            if m == 0 {
                return Ok(());
            }
            chessmen.clear();
            for _ in 0..m {
                chessmen.push(input.next_u64_where(&position, |p| p < n)? as usize);
            }
            query((case, asked), dag, &g, chessmen, out);
            out.check()?;
        }
        Ok(())
    })
}

#[cfg(feature = "tools")]
pub mod tools {
    use crate::format::{int, int_in, ints_in, Blanks, Cases, Element, Expr, Format, Token};
    use crate::problem::Tools;
    use crate::testdata::{Case, Rng, Scale};

    pub const TOOLS: Tools = Tools {
        own_rule: Some("out-positions and chessmen in 0..N, the graph without a cycle"),
        ..crate::tools!(generate, crate::testdata::rows_uncounted)
    };

    /// The judge format: `N` (1..=1000); N lines `X t1 .. tX` (X from 0 to
    /// N - 1, each t from 0 to N - 1); then query lines `M p1 .. pM` (M from 1
    /// to 10, each p from 0 to N - 1) until a line `0`. No stated bound on the
    /// list lengths or the number of queries: X counts out-positions, which a
    /// simple graph has at most N - 1 of. Blank lines may stand between cases.
    pub const FORMAT: Format = Format {
        cases: Cases::UntilEnd,
        case: &[
            Element::Line(&[int("N", "a position count N", 1, 1000)]),
            Element::Repeat {
                count: Expr::Var("N"),
                body: &[Element::Line(&[
                    int_in("X", super::OUT_COUNT, Expr::Lit(0), Expr::Minus("N", 1)),
                    positions("X", "t", "an out-position"),
                ])],
            },
            Element::Until {
                sentinel: &[0],
                body: &[Element::Line(&[
                    int("M", "a chessman count M", 1, 10),
                    positions("M", "p", "a chessman's position"),
                ])],
            },
        ],
        blanks: Blanks::BetweenCases,
    };

    /// As many positions (0..N) as the value `count` says.
    const fn positions(count: &'static str, name: &'static str, what: &'static str) -> Token {
        ints_in(
            Expr::Var(count),
            name,
            what,
            Expr::Lit(0),
            Expr::Minus("N", 1),
        )
    }

    /// Generated cases as rows, one per line of the format: `[N]`, N out-lists
    /// `[X, t..]`, queries `[M, p..]`, and the closing `[0]`. Traps: labels not
    /// in topological order, sinks (`0` lines inside the lists), repeated
    /// out-positions, chains (deep), complete DAGs (values up to N - 1),
    /// chessmen sharing a position, a case without queries.
    fn generate(rng: &mut Rng, scale: Scale, count: usize) -> Vec<Case> {
        let (most, chessmen) = scale.pick((6, 4), (1000, 10), (3000, 40));
        (0..count)
            .map(|_| {
                let n = if rng.one_in(6) {
                    most
                } else {
                    rng.value(1, most.min(scale.pick(6, 60, 200)))
                };
                // rank[v]: v's place in a hidden topological order.
                let mut rank: Vec<u64> = (0..n).collect();
                for i in (1..n as usize).rev() {
                    rank.swap(i, rng.range(0, i as u64) as usize);
                }
                // Complete DAGs (N(N - 1)/2 edges) only while they stay small.
                let shape = match rng.range(0, 2) {
                    1 if n > 200 => 2,
                    shape => shape,
                };
                let mut by_rank = vec![0; n as usize];
                for (v, &r) in rank.iter().enumerate() {
                    by_rank[r as usize] = v as u64;
                }
                let mut case = vec![vec![n]];
                for &r in &rank {
                    let later = |rng: &mut Rng| by_rank[rng.range(r + 1, n - 1) as usize];
                    let list: Vec<u64> = match shape {
                        _ if r + 1 == n => Vec::new(),
                        0 => vec![by_rank[r as usize + 1]],
                        1 => (r + 1..n).rev().map(|q| by_rank[q as usize]).collect(),
                        _ => {
                            let k = rng.range(0, (n - 1 - r).min(scale.pick(3, 8, 12)));
                            let mut list: Vec<u64> = (0..k).map(|_| later(rng)).collect();
                            if k > 0 && k + 1 < n && rng.one_in(5) {
                                list.push(list[0]);
                            }
                            list
                        }
                    };
                    let mut row = vec![list.len() as u64];
                    row.extend(list);
                    case.push(row);
                }
                for _ in 0..rng.range(0, scale.pick(4, 12, 20)) {
                    let m = rng.value(1, chessmen);
                    let mut row = vec![m];
                    let shared = rng.range(0, n - 1);
                    row.extend((0..m).map(|_| {
                        if rng.one_in(3) {
                            shared
                        } else {
                            rng.range(0, n - 1)
                        }
                    }));
                    case.push(row);
                }
                case.push(vec![0]);
                case
            })
            .collect()
    }
}

#[cfg(feature = "tools")]
pub mod explain {
    //! `grundy explain hdu1524`: each chessman's value by mex over its
    //! out-positions, their XOR, and every winning move (which chessman,
    //! from where to where, and the chessmen it leaves).

    /// The words' marks: `/` before the chessmen, `.` for a position
    /// without out-positions.
    const SLASH: &str = "/";
    const NO_OUT: &str = ".";

    /// What explain knows about this problem: its hook and moves, and a position as words, `grundy
    /// explain hdu1524 1,2 . 3 . / 0 2`: one query on its graph, the out-list of each position from
    /// 0 as one word (`1,2`; `.` for none), `/`, then the chessmen (the counts N, Xi and M are put
    /// in, and the `0` that ends the queries).
    pub const ROW: crate::explain::Row = crate::row!(
        |input, out, accounts| {
            let (mut dag, mut chessmen) = (Dag::new(), Vec::new());
            each_query(input, out, &mut dag, &mut chessmen, |(case, query), dag, g, men, out| {
                accounts.add(out, account(case, query, dag, g, men, accounts));
            })
        },
        words: built(
            "OUTS... / CHESSMAN...",
            "1,2 . 3 . / 0 2",
            |w| {
                let slash = w.iter().position(|x| x == SLASH).unwrap_or(w.len());
                let mut built = Built::new().raw(&format!("{slash}\n"));
                for i in 0..slash {
                    built = match w[i].as_str() {
                        NO_OUT => built.raw("0\n"),
                        _ => built.set(w, i).raw("\n"),
                    };
                }
                let men = (slash + 1).min(w.len())..w.len();
                // A cycle is reported at the token after the lists: there the
                // `/` word stands (and is named) instead of the count.
                let cyclic = graph(w, slash).is_some_and(|dag| dag.grundy().is_err());
                built = match cyclic {
                    true => built.words(w, slash..slash + 1),
                    false => built.raw(&format!("{} ", men.len())),
                };
                built.words(w, men).raw("\n0\n")
            }
        ),
        play: PLAY,
    );

    /// Every slide, chessman by chessman, each in the order of its
    /// position's out-list.
    pub const PLAY: crate::explain::Play = crate::explain::Play {
        moves: |w, limit| {
            let slash = w.iter().position(|x| x == SLASH).unwrap_or(w.len());
            let dag = graph(w, slash)?;
            let g = dag.grundy().ok()?;
            let chessmen: Vec<usize> = w[(slash + 1).min(w.len())..]
                .iter()
                .map(|p| p.parse().unwrap_or(0))
                .collect();
            let all = chessmen.iter().enumerate().flat_map(|(index, &from)| {
                dag.out(from)
                    .iter()
                    .map(move |&to| Slide { index, from, to })
            });
            let kept = bounded(all, limit)?;
            Some(
                kept.into_iter()
                    .map(|s| shown(&dag, &g, &chessmen, s))
                    .collect(),
            )
        },
        misere: false,
    };

    /// The graph of the first `slash` words, or `None` when a word is no
    /// out-list of positions below their count (the reader says which).
    fn graph(w: &[String], slash: usize) -> Option<Dag> {
        let mut dag = Dag::new();
        for list in &w[..slash] {
            for t in list.split(',').filter(|t| *t != NO_OUT) {
                dag.push_edge(t.parse().ok().filter(|&t: &usize| t < slash)?);
            }
            dag.end_node();
        }
        Some(dag)
    }

    /// The graph and the chessmen in words: `1,2 . 3 . / 0 2`.
    fn words(dag: &Dag, chessmen: &[usize]) -> Vec<Word> {
        let mut words: Vec<Word> = (0..dag.nodes())
            .map(|v| {
                let out: Vec<String> = dag.out(v).iter().map(usize::to_string).collect();
                Word::Text(if out.is_empty() {
                    NO_OUT.into()
                } else {
                    out.join(",")
                })
            })
            .collect();
        words.push(Word::Text(SLASH.into()));
        words.extend(chessmen.iter().map(|&p| Word::Num(p as u64)));
        words
    }

    use super::{each_query, WORDS};
    use crate::explain::words::Built;
    use crate::explain::{
        bounded, bouton, verdict, Account, Accounts, Combine, Component, Example, Move, Step, Word,
    };
    use crate::games::dag::Dag;
    use crate::games::Outcome;

    /// A move: chessman `index` (from 0) slides from `from` to `to`.
    #[derive(Clone, Copy)]
    struct Slide {
        index: usize,
        from: usize,
        to: usize,
    }

    fn account(
        case: u64,
        query: u64,
        dag: &Dag,
        g: &[u64],
        chessmen: &[usize],
        accounts: &Accounts,
    ) -> Account {
        let x = chessmen.iter().fold(0, |x, &p| x ^ g[p]);
        let mut moves =
            accounts.moves_of(winning(dag, g, chessmen), |s| shown(dag, g, chessmen, s));
        if moves.count == 0 {
            moves.example = some_slide(dag, chessmen).map(|first| {
                let after = slid(chessmen, first);
                Example {
                    first: shown(dag, g, chessmen, first),
                    reply: winning(dag, g, &after)
                        .first()
                        .map(|&r| shown(dag, g, &after, r)),
                }
            });
        }
        let components = chessmen
            .iter()
            .enumerate()
            .map(|(i, &p)| Component {
                name: format!("chessman {} on position {p}", i + 1),
                grundy: Some(g[p]),
                reason: reason(dag, g, p),
            })
            .collect();
        Account {
            words: words(dag, chessmen),
            case,
            part: Some(("query", query)),
            position: position(chessmen),
            game: format!(
                "{} on a DAG of {} positions: slide one along an edge; whoever cannot move loses",
                match chessmen.len() {
                    1 => "1 chessman".to_string(),
                    n => format!("{n} chessmen"),
                },
                dag.nodes()
            ),
            components,
            combine: Combine {
                nim_sum: true,
                rule: vec![
                    "a chessman on v is worth g(v) = mex of g over v's out-positions (0 where there is none); the chessmen add as a nim-sum".into(),
                    bouton(x),
                ],
            },
            verdict: verdict(
                Outcome::of_grundy(x),
                WORDS,
                ["the player to move wins", "the player to move loses"],
            ),
            moves,
        }
    }

    /// `mex{g(1) = 0, g(2) = 1} = 2`, or `no out-position`.
    fn reason(dag: &Dag, g: &[u64], p: usize) -> String {
        let out = dag.out(p);
        if out.is_empty() {
            return "no out-position".into();
        }
        let each: Vec<String> = out.iter().map(|&w| format!("g({w}) = {}", g[w])).collect();
        format!("mex{{{}}} = {}", each.join(", "), g[p])
    }

    /// Every slide to a nim-sum of 0, chessman by chessman, each in the
    /// order of its out-list.
    fn winning(dag: &Dag, g: &[u64], chessmen: &[usize]) -> Vec<Slide> {
        let x = chessmen.iter().fold(0, |x, &p| x ^ g[p]);
        let mut all = Vec::new();
        if x == 0 {
            return all;
        }
        for (index, &from) in chessmen.iter().enumerate() {
            for &to in dag.out(from) {
                if g[to] == g[from] ^ x {
                    all.push(Slide { index, from, to });
                }
            }
        }
        all
    }

    fn some_slide(dag: &Dag, chessmen: &[usize]) -> Option<Slide> {
        chessmen
            .iter()
            .enumerate()
            .find_map(|(index, &from)| dag.out(from).first().map(|&to| Slide { index, from, to }))
    }

    fn slid(chessmen: &[usize], s: Slide) -> Vec<usize> {
        let mut after = chessmen.to_vec();
        after[s.index] = s.to;
        after
    }

    /// `chessmen on 0 1 3`, in the query's order.
    fn position(chessmen: &[usize]) -> String {
        let words: Vec<String> = chessmen.iter().map(usize::to_string).collect();
        format!("chessmen on {}", words.join(" "))
    }

    /// The slide `s` as a step: the chessman, the position reached, the
    /// graph and chessmen left in words, and their nim-sum.
    fn shown(dag: &Dag, g: &[u64], chessmen: &[usize], s: Slide) -> Move {
        let after = slid(chessmen, s);
        let value = after.iter().fold(0, |x, &p| x ^ g[p]);
        Move {
            step: Step::new("slide", words(dag, &after))
                .on(s.index)
                .by(s.to as u64)
                .worth(value),
            text: format!("move chessman {} from {} to {}", s.index + 1, s.from, s.to),
            before: position(chessmen),
            after: position(&after),
        }
    }
}
