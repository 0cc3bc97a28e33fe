//! POJ 3710 Christmas Game: Green Hackenbush on several rooted pictures,
//! each a tree with simple polygons hung on it; a move cuts one edge of
//! one picture and what no longer reaches its root (vertex 1) falls; whoever
//! cannot move loses. Sally moves first. Tests until the input ends: `N`,
//! then N pictures, each `m k` and k edges `a b`. One line per test:
//! `Sally` when the first player wins, else `Harry`.
//!
//! Theory in [`crate::games::hackenbush`]: by the fusion principle an odd
//! polygon is worth one edge at its hanging vertex and an even one (a
//! double edge included) nothing; then the colon principle on the tree; the
//! pictures add as a nim-sum. grundy computes the general form (each
//! 2-edge-connected piece fused into loops, bridges found without
//! recursion), so it answers any multigraph exactly.
//!
//! grundy's reading: beyond the statement's pictures every multigraph is
//! answered (loops, polygons sharing edges or vertices: the principles hold
//! for all graphs); edges not connected to the root are not in play (the
//! rules remove what is not connected to the root), so they change
//! nothing. Checked: m >= 1 and vertices in 1..=m. Any N, m and k are
//! accepted; memory follows the edges of one picture.

use crate::error::Error;
use crate::games::hackenbush::Graph;
use crate::games::Outcome;
use crate::output::Out;
use crate::problem::Problem;
use crate::problems::until_end;
use crate::scanner::Scanner;

pub const PROBLEM: Problem = Problem {
    id: "poj3710",
    aliases: &["christmas-game", "hackenbush-polygons"],
    title: "Christmas Game",
    url: "http://poj.org/problem?id=3710",
    game:
        "Green Hackenbush on trees with polygons hung on them (fusion, then colon); last mover wins",
    output: "Sally / Harry (one per test)",
    run,
};

/// The judge's words: Sally (first to move) wins, or Harry does.
const WORDS: [&str; 2] = ["Sally", "Harry"];

/// The words naming the counts in errors.
pub const PICTURES: &str = "a picture count N";
pub const EDGES: &str = "an edge count k";

pub fn run(input: &mut Scanner<'_>, out: &mut Out<'_>) -> Result<(), Error> {
    let mut picture = Graph::new();
    until_end(input, out, |input, out| {
        let mut x = 0;
        read_test(input, &mut picture, |picture| x ^= picture.value(1))?;
        out.line(Outcome::of_grundy(x).pick(WORDS[0], WORDS[1]));
        Ok(())
    })
}

/// Reads one test, each picture into `picture` in turn, and calls
/// `each(picture)` once it is whole.
fn read_test(
    input: &mut Scanner<'_>,
    picture: &mut Graph,
    mut each: impl FnMut(&Graph),
) -> Result<(), Error> {
    let pictures = input.next_u64(PICTURES)?;
    for _ in 0..pictures {
        let m = input.next_u64_where("a vertex count m of at least 1", |m| m >= 1)?;
        let k = input.next_u64(EDGES)?;
        let vertex = format!("a vertex from 1 to {m}");
        picture.clear();
        for _ in 0..k {
            let a = input.next_u64_where(&vertex, |v| (1..=m).contains(&v))?;
            let b = input.next_u64_where(&vertex, |v| (1..=m).contains(&v))?;
            picture.add_edge(a, b);
        }
        each(picture);
    }
    Ok(())
}

#[cfg(feature = "tools")]
pub mod tools {
    use crate::format::{int, int_in, Blanks, Cases, Element, Expr, Format};
    use crate::problem::Tools;
    use crate::testdata::{Case, Rng, Scale};

    pub const TOOLS: Tools = Tools {
        own_rule: Some("vertices in 1..=m"),
        ..crate::tools!(generate, crate::testdata::rows_uncounted)
    };

    /// The judge format: `N` (N < 100), then N pictures: `m k` (m < 100,
    /// k < 500) and k lines `a b` (1..=m). That the edges make a tree with
    /// polygons is the statement's promise, not a rule grundy needs.
    pub const FORMAT: Format = Format {
        cases: Cases::UntilEnd,
        case: &[
            Element::Line(&[int("N", super::PICTURES, 1, 99)]),
            Element::Repeat {
                count: Expr::Var("N"),
                body: &[
                    Element::Line(&[
                        int("m", "a vertex count m", 1, 99),
                        int("k", super::EDGES, 0, 499),
                    ]),
                    Element::Repeat {
                        count: Expr::Var("k"),
                        body: &[Element::Line(&[
                            int_in("a", "an edge's vertex a", Expr::Lit(1), Expr::Var("m")),
                            int_in("b", "an edge's vertex b", Expr::Lit(1), Expr::Var("m")),
                        ])],
                    },
                ],
            },
        ],
        blanks: Blanks::None,
    };

    /// Generated tests as rows, one per line of the format: `[N]`, then per
    /// picture `[m, k]` and its edges `[a, b]`. Traps: double edges (2-sided
    /// polygons), even and odd polygons, long polygons on the root, polygons
    /// hung at the end of a stalk, pictures with one vertex and no edge,
    /// shuffled labels and turned edges.
    fn generate(rng: &mut Rng, scale: Scale, count: usize) -> Vec<Case> {
        let (pictures, vertices) = scale.pick((3, 8), (99, 99), (150, 400));
        (0..count)
            .map(|_| {
                let n = rng.value(1, pictures.min(scale.pick(3, 12, 40)));
                let mut case = vec![vec![n]];
                for _ in 0..n {
                    let budget = rng.value(1, vertices);
                    let mut edges: Vec<(u64, u64)> = Vec::new();
                    let mut nodes = 1;
                    while nodes < budget {
                        let at = if rng.one_in(3) {
                            1
                        } else {
                            rng.range(1, nodes)
                        };
                        let room = budget - nodes;
                        if rng.one_in(2) {
                            // A polygon of `sides` edges hung at `at`.
                            let sides = rng.range(2, (room + 1).min(scale.pick(5, 99, 300)));
                            let mut prev = at;
                            for _ in 1..sides {
                                nodes += 1;
                                edges.push((prev, nodes));
                                prev = nodes;
                            }
                            edges.push((prev, at));
                        } else {
                            nodes += 1;
                            edges.push((at, nodes));
                        }
                    }
                    let mut label: Vec<u64> = (1..=nodes).collect();
                    for i in (2..nodes as usize).rev() {
                        label.swap(i, rng.range(1, i as u64) as usize);
                    }
                    for e in edges.iter_mut() {
                        *e = (label[e.0 as usize - 1], label[e.1 as usize - 1]);
                        if rng.one_in(2) {
                            *e = (e.1, e.0);
                        }
                    }
                    for i in (1..edges.len()).rev() {
                        edges.swap(i, rng.range(0, i as u64) as usize);
                    }
                    case.push(vec![nodes, edges.len() as u64]);
                    case.extend(edges.into_iter().map(|(a, b)| vec![a, b]));
                }
                case
            })
            .collect()
    }
}

#[cfg(feature = "tools")]
pub mod explain {
    //! `grundy explain poj3710`: each picture's value (fusion, then the
    //! colon principle), their nim-sum, and every winning cut: which
    //! picture, which edge, and the pictures left. A position is written
    //! as each picture's edges in brackets: `[1-2] [1-2, 2-3, 2-4, 3-4]`.
    //!
    //! A cut on a cycle is checked by recomputing its picture, so an account
    //! costs O(k (m + k)) for a picture of m vertices and k edges: instant at
    //! the judge's sizes (k < 500), slow for a polygon of 10^5 edges.

    /// What explain knows about this problem: its hook and moves, and a position as words, `grundy
    /// explain poj3710 1 2 / 1 2 2 3 2 4 3 4`: each picture's edges `a b` in pairs, pictures apart
    /// by `/` (the counts N, k and the vertex count m, the largest vertex named, are put in).
    pub const ROW: crate::explain::Row = crate::row!(
        |input, out, accounts| {
            let mut one = Graph::new();
            let read = |input: &mut Scanner<'_>| {
                let mut pictures = Vec::new();
                read_test(input, &mut one, |p| pictures.push(p.clone()))?;
                Ok(pictures)
            };
            each(input, out, accounts, UntilEnd, read, |case, pictures, accounts| {
                account(case, &pictures, accounts)
            })
        },
        words: built(
            "A B... [/ A B...]...",
            "1 2 / 1 2 2 3 2 4 3 4",
            |w| {
                let groups = groups(w);
                let mut built = Built::new().raw(&format!("{}\n", groups.len()));
                for range in groups {
                    let labels = crate::explain::numbers(&w[range.clone()]);
                    let m = labels.iter().copied().max().unwrap_or(0).max(1);
                    built = built.raw(&format!("{m} {}\n", range.len().div_ceil(2)));
                    let end = range.end;
                    for i in range.step_by(2) {
                        built = built.words(w, i..(i + 2).min(end)).raw("\n");
                    }
                }
                built
            }
        ),
        play: PLAY,
    );

    /// Every cut, picture by picture, by edge in the order given.
    pub const PLAY: crate::explain::Play = crate::explain::Play {
        moves: |w, limit| {
            let pictures: Vec<Graph> = groups(w)
                .into_iter()
                .map(|range| {
                    let mut p = Graph::new();
                    for pair in crate::explain::numbers(&w[range]).chunks(2) {
                        if let [a, b] = pair {
                            p.add_edge(*a, *b);
                        }
                    }
                    p
                })
                .collect();
            let all = pictures.iter().enumerate().flat_map(|(i, p)| {
                p.attached(1, None)
                    .into_iter()
                    .map(move |edge| Cut { picture: i, edge })
            });
            let kept = bounded(all, limit)?;
            Some(kept.into_iter().map(|c| shown(&pictures, c)).collect())
        },
        misere: false,
    };

    /// The word between two pictures' edges.
    const SLASH: &str = "/";

    /// The index ranges of the pictures' words, split at `/`.
    fn groups(w: &[String]) -> Vec<std::ops::Range<usize>> {
        let mut all = Vec::new();
        let mut start = 0;
        for (i, word) in w.iter().enumerate() {
            if word == SLASH {
                all.push(start..i);
                start = i + 1;
            }
        }
        all.push(start..w.len());
        all
    }

    /// The pictures in words: the edges still attached to each root, in
    /// pairs, pictures apart by `/`.
    fn words(pictures: &[Graph]) -> Vec<Word> {
        let mut words = Vec::new();
        for (i, p) in pictures.iter().enumerate() {
            if i > 0 {
                words.push(Word::Text(SLASH.into()));
            }
            let edges: Vec<(u64, u64)> = p.edges().collect();
            for e in p.attached(1, None) {
                words.extend(nums(&[edges[e].0, edges[e].1]));
            }
        }
        words
    }

    use super::{read_test, WORDS};
    use crate::explain::hackenbush::{after_cut, cut, picture, some_cut};
    use crate::explain::heaps::{each, Listed::UntilEnd};
    use crate::explain::words::Built;
    use crate::explain::{
        bounded, bouton, nums, verdict, Account, Accounts, Combine, Component, Example, Move, Step,
        Word,
    };
    use crate::games::hackenbush::Graph;
    use crate::games::Outcome;
    use crate::scanner::Scanner;

    /// A cut of edge `edge` of picture `picture` (from 0).
    #[derive(Clone, Copy)]
    struct Cut {
        picture: usize,
        edge: usize,
    }

    fn account(case: u64, pictures: &[Graph], accounts: &Accounts) -> Account {
        let values: Vec<u64> = pictures.iter().map(|p| p.value(1)).collect();
        let x = values.iter().fold(0, |x, v| x ^ v);
        let mut moves = accounts.moves_of(winning(pictures), |c| shown(pictures, c));
        if moves.count == 0 {
            moves.example = some(pictures).map(|first| {
                let after = cut_in(pictures, first);
                Example {
                    first: shown(pictures, first),
                    reply: winning(&after).first().map(|&r| shown(&after, r)),
                }
            });
        }
        let components = pictures
            .iter()
            .zip(&values)
            .enumerate()
            .map(|(i, (p, &g))| Component {
                name: format!("picture {}", i + 1),
                grundy: Some(g),
                reason: reason(p),
            })
            .collect();
        Account {
            words: words(pictures),
            case,
            part: None,
            position: position(pictures),
            game: format!(
                "Green Hackenbush on {} rooted at 1: cut an edge, and what no longer reaches its root falls; whoever cannot cut loses",
                crate::explain::counted(pictures.len() as u64, "picture")
            ),
            components,
            combine: Combine {
                nim_sum: true,
                rule: vec![
                    "fusion: each cycle's vertices fuse into one, its edges becoming loops: an odd polygon is one edge, an even one (a double edge too) nothing".into(),
                    "colon: a branch of value g on an edge is a Nim heap of g + 1; the pictures add as a nim-sum".into(),
                    bouton(x),
                ],
            },
            verdict: verdict(Outcome::of_grundy(x), WORDS, ["Sally, who moves first, wins", "Harry wins"]),
            moves,
        }
    }

    /// The branches at the root and the loops fused into it.
    fn reason(p: &Graph) -> String {
        let (branches, fused) = p.root_branches(1);
        let mut parts: Vec<String> = branches
            .iter()
            .map(|&(_, v, g)| format!("a branch to {v} worth g({v}) + 1 = {}", g + 1))
            .collect();
        if fused > 0 {
            parts.push(format!(
                "{fused} edges on cycles through the root, fused into loops: worth {}",
                fused % 2
            ));
        }
        if parts.is_empty() {
            "no edge at the root".into()
        } else {
            parts.join("; ")
        }
    }

    /// Every cut that leaves a nim-sum of 0, picture by picture.
    fn winning(pictures: &[Graph]) -> Vec<Cut> {
        let x = pictures.iter().fold(0, |x, p| x ^ p.value(1));
        let mut all = Vec::new();
        if x == 0 {
            return all;
        }
        for (i, p) in pictures.iter().enumerate() {
            let target = x ^ p.value(1);
            all.extend(
                p.winning_cuts(1, target)
                    .into_iter()
                    .map(|edge| Cut { picture: i, edge }),
            );
        }
        all
    }

    fn some(pictures: &[Graph]) -> Option<Cut> {
        pictures
            .iter()
            .enumerate()
            .find_map(|(i, p)| some_cut(p, 1).map(|edge| Cut { picture: i, edge }))
    }

    fn cut_in(pictures: &[Graph], c: Cut) -> Vec<Graph> {
        let mut after = pictures.to_vec();
        after[c.picture] = after_cut(&pictures[c.picture], 1, c.edge);
        after
    }

    fn position(pictures: &[Graph]) -> String {
        let each: Vec<String> = pictures
            .iter()
            .map(|p| match picture(p, 1, None).as_str() {
                "no edges" => "[]".to_string(),
                edges => format!("[{edges}]"),
            })
            .collect();
        each.join(" ")
    }

    fn shown(pictures: &[Graph], c: Cut) -> Move {
        let after = cut_in(pictures, c);
        let value = after.iter().fold(0, |x, p| x ^ p.value(1));
        Move {
            step: Step::new("cut", words(&after)).on(c.picture).worth(value),
            text: format!(
                "in picture {}, {}",
                c.picture + 1,
                cut(&pictures[c.picture], 1, c.edge)
            ),
            before: position(pictures),
            after: position(&after),
        }
    }
}
