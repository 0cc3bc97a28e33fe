//! explain and play of tokens on a directed graph (`game = "tokens"`), on
//! its two fixtures: `tokens-dag.toml` (UVa 11927's kind: counts on nodes
//! from 1, cases until `0 0`) and `tokens-list.toml` (each token's node
//! listed, nodes from 0, cases to the end of the input). On random small graphs without a
//! cycle (labels in no topological order, repeated edges, several tokens
//! on a node) the winning moves explain lists are exactly the moves that
//! leave a lost position, found by a search that plays the game from its
//! rules (a position is the multiset of the tokens' nodes; no values, no
//! theory), compared by the position each leaves (its `step.left` words
//! read back); the verdict is the search's, the answers are `grundy
//! FILE`'s, and play's hint lists explain's moves. A cycle is refused at
//! its case, the cases before it answered, as grundy refuses it.

use crate::families::nums;
use crate::search::{Next, Search};
use grundy::explain::{accounts, ALL};
use grundy::registry::Entry;
use grundy::testdata::Rng;

fn fixture(name: &str) -> &'static Entry {
    let path = concat!(env!("CARGO_MANIFEST_DIR"), "/tests/data/descriptions/");
    grundy::registry::load(&format!("{path}{name}.toml")).unwrap()
}

/// A random graph on nodes `first..first + n` without a cycle: each edge
/// goes from a node to one of lower rank, the ranks shuffled (labels in no
/// topological order); an edge may repeat.
fn random_dag(rng: &mut Rng, n: u64, first: u64) -> Vec<(u64, u64)> {
    let mut rank: Vec<u64> = (0..n).collect();
    for i in (1..n as usize).rev() {
        rank.swap(i, rng.below(i as u64 + 1) as usize);
    }
    let mut edges = Vec::new();
    for _ in 0..rng.range(0, 2 * n) {
        let (x, y) = (rng.below(n), rng.below(n));
        if rank[x as usize] > rank[y as usize] {
            edges.push((first + x, first + y));
        }
    }
    edges
}

/// Each node's distinct successors, from the edges (a move slides a token
/// along an edge; two edges between the same nodes are the same move).
fn successors(edges: &[(u64, u64)], node: u64) -> Vec<u64> {
    let mut next: Vec<u64> = edges.iter().filter(|e| e.0 == node).map(|e| e.1).collect();
    next.sort_unstable();
    next.dedup();
    next
}

/// A position: the tokens' nodes, sorted.
type Tokens = Vec<u64>;

/// The game from its rules: a position is the tokens' nodes, sorted.
fn search(edges: &[(u64, u64)]) -> Search<Tokens, impl FnMut(&Tokens) -> Vec<Next<Tokens>>> {
    let edges = edges.to_vec();
    Search::normal(move |p: &Vec<u64>| {
        let mut next = Vec::new();
        for i in 0..p.len() {
            for w in successors(&edges, p[i]) {
                let mut q = p.clone();
                q[i] = w;
                q.sort_unstable();
                next.push(Next::To(q));
            }
        }
        next
    })
}

/// A graph's edges, from the first node to the second.
type Edges = [(u64, u64)];

/// How a fixture's case is written and read back.
struct Layout {
    name: &'static str,
    /// The first node's number.
    first: u64,
    /// A case's text: its node count, edges and tokens' nodes.
    case: fn(u64, &Edges, &[u64]) -> String,
    /// A judge input of these cases.
    input: fn(&[String]) -> String,
    /// The tokens' positions in a case's words, as the moves' positions
    /// are compared: the nodes of the tokens in their order (`tokens`), or
    /// sorted (`counts`).
    tokens: fn(&[u64]) -> Vec<u64>,
    /// The winning positions the rules' moves leave, in the same words.
    moved: fn(&[u64], usize, u64) -> Vec<u64>,
}

fn joined(v: &[u64]) -> String {
    let s: Vec<String> = v.iter().map(u64::to_string).collect();
    s.join(" ")
}

/// `tokens-dag`: "n m", m edges, n counts (nodes from 1).
const COUNTS: Layout = Layout {
    name: "tokens-dag",
    first: 1,
    case: |n, edges, at| {
        let mut counts = vec![0u64; n as usize];
        for &t in at {
            counts[t as usize - 1] += 1;
        }
        let mut s = format!("{n} {}\n", edges.len());
        for (u, v) in edges {
            s += &format!("{u} {v}\n");
        }
        s + &joined(&counts) + "\n"
    },
    input: |cases| cases.concat() + "0 0\n",
    tokens: |words| {
        let n = words[0] as usize;
        let counts = &words[words.len() - n..];
        let mut at = Vec::new();
        for (i, &c) in counts.iter().enumerate() {
            at.extend(std::iter::repeat(i as u64 + 1).take(c as usize));
        }
        at
    },
    moved: |at, i, to| {
        let mut q = at.to_vec();
        q[i] = to;
        q.sort_unstable();
        q
    },
};

/// `tokens-list`: "n m k", m edges, k tokens' nodes (nodes from 0).
const LISTED: Layout = Layout {
    name: "tokens-list",
    first: 0,
    case: |n, edges, at| {
        let mut s = format!("{n} {} {}\n", edges.len(), at.len());
        for (u, v) in edges {
            s += &format!("{u} {v}\n");
        }
        s + &joined(at) + "\n"
    },
    input: |cases| cases.concat(),
    tokens: |words| {
        let k = words[2] as usize;
        words[words.len() - k..].to_vec()
    },
    moved: |at, i, to| {
        let mut q = at.to_vec();
        q[i] = to;
        q
    },
};

/// Random small cases of `layout`'s fixture: explain's winning moves are
/// the search's, its verdicts the search's and its answers grundy's, and
/// play's hint lists them. Returns (cases, won cases, moves listed).
fn against_the_rules(layout: &Layout, seed: u64) -> (usize, usize, usize) {
    let p = fixture(layout.name);
    let d = p.description.unwrap();
    let mut rng = Rng::new(seed);
    let (mut cases, mut won, mut listed) = (0, 0, 0);
    for round in 0..40 {
        let mut graphs = Vec::new();
        let mut texts = Vec::new();
        for _ in 0..4 {
            let n = rng.range(2, 6);
            let edges = random_dag(&mut rng, n, layout.first);
            let at: Vec<u64> = (0..rng.range(1, 4))
                .map(|_| layout.first + rng.below(n))
                .collect();
            texts.push((layout.case)(n, &edges, &at));
            graphs.push((edges, at));
        }
        let input = (layout.input)(&texts);
        let (all, done) = accounts(p, input.as_bytes(), ALL);
        done.unwrap_or_else(|e| panic!("{input}: {e}"));
        assert_eq!(all.len(), graphs.len(), "{input}");
        // The answers are grundy's.
        let mut out = Vec::new();
        grundy::solve(p, &mut input.as_bytes(), &mut out).unwrap();
        assert_eq!(
            crate::described::rebuilt(d, &all),
            String::from_utf8(out).unwrap(),
            "{input}"
        );
        for (a, (edges, at)) in all.iter().zip(&graphs) {
            let at_text = format!("{} from {input:?}, case {}", layout.name, a.case);
            let mut rules = search(edges);
            let mut sorted = at.clone();
            sorted.sort_unstable();
            let wins = rules.mover_wins(&sorted);
            assert_eq!(
                a.verdict.outcome == grundy::games::Outcome::N,
                wins,
                "{at_text}: the outcome"
            );
            // The rules' winning moves, by the position each leaves (one
            // per token moved and node reached; under counts, tokens on a
            // node are one).
            let mut want: Vec<Vec<u64>> = Vec::new();
            for i in 0..at.len() {
                for w in successors(edges, at[i]) {
                    let mut q = at.clone();
                    q[i] = w;
                    q.sort_unstable();
                    if !rules.mover_wins(&q) {
                        want.push((layout.moved)(at, i, w));
                    }
                }
            }
            want.sort();
            want.dedup();
            assert_eq!(a.moves.count, a.moves.listed.len() as u128, "{at_text}");
            let mut got: Vec<Vec<u64>> = a
                .moves
                .listed
                .iter()
                .map(|m| (layout.tokens)(&nums(&m.step.left)))
                .collect();
            got.sort();
            let moves = got.len();
            got.dedup();
            assert_eq!(got.len(), moves, "{at_text}: a move listed twice");
            assert_eq!(
                got, want,
                "{at_text}: the winning moves are not the search's"
            );
            cases += 1;
            won += usize::from(wins);
            listed += moves;
        }
        // play's hint of the first case is explain's list.
        let first = (layout.input)(&texts[..1]);
        crate::families::first_case(p, &first, round, false);
    }
    (cases, won, listed)
}

#[test]
fn winning_moves_are_the_searchs() {
    for (layout, seed) in [(&COUNTS, 11927), (&LISTED, 1524)] {
        let (cases, won, listed) = against_the_rules(layout, seed);
        assert_eq!(cases, 160, "{}", layout.name);
        // Both outcomes, and positions with several winning moves, are met.
        assert!(
            (20..140).contains(&won),
            "{}: {won} of {cases} won",
            layout.name
        );
        assert!(
            listed > won,
            "{}: {listed} moves listed in {won} won cases",
            layout.name
        );
    }
}

/// A move typed as explain writes it (or its numbers alone) is played, and
/// the computer answers a won position with explain's first winning move.
#[test]
fn play_slides_a_token_and_replies_with_a_winning_slide() {
    use grundy::describe::family_teach::{play_position, FamilySession};
    let play = |name: &str, case: &str, typed: &str| {
        let p = fixture(name);
        let start = play_position(p.description.unwrap(), case)
            .unwrap()
            .unwrap();
        let mut s = FamilySession::new(name.into(), start, 1).unwrap();
        s.line(typed).0
    };
    // 1 -> 2 -> 3 and 1 -> 3: g = 2, 1, 0; tokens on 1 and 2 (2 ^ 1 = 3).
    // Sliding the token on 2 to 3 leaves 2: the reply slides 1 to 3.
    let case = "3 3\n1 2\n2 3\n1 3\n1 1 0\n0 0\n";
    let out = play("tokens-dag", case, "move a token from node 2 to node 3");
    assert!(
        out.starts_with("you: move a token from node 2 to node 3: counts 1 1 0 -> counts 1 0 1\nme:  move a token from node 1 to node 3: counts 1 0 1 -> counts 0 0 2\n"),
        "{out}"
    );
    let out = play("tokens-list", "3 3 2\n0 1\n1 2\n0 2\n0 1\n", "2 1 2");
    assert!(
        out.starts_with("you: move token 2 from 1 to 2: tokens on 0 1 -> tokens on 0 2\nme:  move token 1 from 0 to 2: tokens on 0 2 -> tokens on 2 2\n"),
        "{out}"
    );
    let out = play(
        "tokens-list",
        "3 3 2\n0 1\n1 2\n0 2\n0 1\n",
        "move token 1 from 2 to 0",
    );
    assert!(out.starts_with("not a move here:"), "{out}");
}

/// A graph with a cycle is refused at its case by explain as by grundy
/// (exit 4, the case named, the cases before it answered); an edge off the
/// counted nodes is refused by both.
#[test]
fn a_cycle_is_refused_at_its_case() {
    let file = concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/tests/data/descriptions/tokens-dag.toml"
    );
    let input = b"2 1\n1 2\n1 0\n3 3\n1 2\n2 3\n3 1\n0 0 1\n2 1\n2 1\n0 1\n0 0\n";
    let (status, out, err) = crate::common::run_args(&[file], input);
    let (out, err) = (String::from_utf8_lossy(&out), String::from_utf8_lossy(&err));
    assert_eq!((status, out.as_ref()), (4, "First\n"), "{err}");
    assert!(
        err.contains("case 2 is valid, but grundy cannot answer it") && err.contains("cycle"),
        "{err}"
    );
    let (status, out, err) = crate::common::run_args(&["explain", file], input);
    let (out, err) = (String::from_utf8_lossy(&out), String::from_utf8_lossy(&err));
    assert_eq!(status, 4, "{err}");
    assert!(
        err.contains("case 2 is valid, but explain cannot show it") && err.contains("cycle"),
        "{err}"
    );
    assert!(
        out.starts_with("case 1: counts 1 0\n") && !out.contains("case 2"),
        "{out}"
    );
    // An edge to node 3 of a case with two counts: refused by both, not
    // answered as a graph whose counts could sit one node off.
    let input = b"2 2\n1 2\n2 3\n0 1\n0 0\n";
    let (status, out, err) = crate::common::run_args(&[file], input);
    let err = String::from_utf8_lossy(&err);
    assert_eq!((status, out.is_empty()), (4, true), "{err}");
    assert!(
        err.contains("the edge 2 3 names node 3, which has no count"),
        "{err}"
    );
    let (status, _, err) = crate::common::run_args(&["explain", file], input);
    let err = String::from_utf8_lossy(&err);
    assert_eq!(status, 4, "{err}");
    assert!(err.contains("node 3, which has no count"), "{err}");
}
