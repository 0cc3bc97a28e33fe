//! Heaps by position (`counts = "c"`: c[i] heaps of size i), HackerRank
//! Nimble Game (`tests/data/descriptions/hackerrank-nimble.toml`): n squares
//! 0..n-1, c[i] coins on square i, a move takes one coin from square i to a
//! square j < i, who cannot move loses. Held to a search that plays the
//! coins from these rules alone (never the heaps grundy reads them as):
//! `grundy FILE`'s answers, and explain's winning moves (`a heap of i -> j`,
//! a coin from square i to square j) against the search's.

use crate::runs::{fixture, grundy};
use crate::search::{Next, Rng, Search};
use std::collections::BTreeSet;

/// Every move of the coin game: one coin from square i to a square j < i,
/// with the squares it leaves behind.
fn coin_moves(c: &[u64]) -> Vec<((usize, usize), Vec<u64>)> {
    let mut out = Vec::new();
    for i in 1..c.len() {
        if c[i] == 0 {
            continue;
        }
        for j in 0..i {
            let mut next = c.to_vec();
            next[i] -= 1;
            next[j] += 1;
            out.push(((i, j), next));
        }
    }
    out
}

/// The squares' counts a search position is.
type Squares = Vec<u64>;

fn search() -> Search<Squares, impl FnMut(&Squares) -> Vec<Next<Squares>>> {
    Search::normal(|c: &Squares| {
        coin_moves(c)
            .into_iter()
            .map(|(_, next)| Next::To(next))
            .collect()
    })
}

/// A random case: n from 1 to 5 squares, each of 0 to 3 coins.
fn case(rng: &mut Rng) -> Vec<u64> {
    (0..1 + rng.below(5)).map(|_| rng.below(4)).collect()
}

fn judge_input(cases: &[Vec<u64>]) -> String {
    let mut input = format!("{}\n", cases.len());
    for c in cases {
        let line: Vec<String> = c.iter().map(u64::to_string).collect();
        input += &format!("{}\n{}\n", c.len(), line.join(" "));
    }
    input
}

#[test]
fn nimble_answers_match_the_search_of_the_coins() {
    let mut rng = Rng::new(2026);
    let mut search = search();
    let mut seen = 0;
    let mut first = 0;
    while seen < 400 {
        let cases: Vec<Vec<u64>> = (0..1 + rng.below(20)).map(|_| case(&mut rng)).collect();
        let expected: String = cases
            .iter()
            .map(|c| {
                if search.mover_wins(c) {
                    first += 1;
                    "First\n"
                } else {
                    "Second\n"
                }
            })
            .collect();
        let input = judge_input(&cases);
        assert_eq!(
            grundy(&[&fixture("hackerrank-nimble")], &input),
            expected,
            "{input}"
        );
        seen += cases.len();
    }
    // Both answers are met, not one answer everywhere.
    assert!(first > 50 && first < seen - 50, "{first} of {seen}");
    // The official sample.
    assert_eq!(
        grundy(
            &[&fixture("hackerrank-nimble")],
            "2\n5\n0 2 3 0 6\n4\n0 0 0 0\n"
        ),
        "First\nSecond\n"
    );
}

#[test]
fn huge_counts_are_read_by_their_parity_not_expanded() {
    // 10^9 coins a square (the official bound) answer as 2, and 10^9 - 1
    // as 1: equal heaps cancel. The search decides the small ones.
    let mut search = search();
    let mut rng = Rng::new(109);
    for _ in 0..50 {
        let small = case(&mut rng);
        let huge: Vec<u64> = small
            .iter()
            .map(|&c| match c {
                0 => 0,
                c if c % 2 == 1 => 999_999_999,
                _ => 1_000_000_000,
            })
            .collect();
        let small = small.iter().map(|&c| c.min(2 - c % 2)).collect::<Vec<_>>();
        let want = if search.mover_wins(&small) {
            "First\n"
        } else {
            "Second\n"
        };
        let input = judge_input(&[huge]);
        assert_eq!(
            grundy(&[&fixture("hackerrank-nimble")], &input),
            want,
            "{input}"
        );
    }
}

/// The moves each account lists, `a heap of I -> J` (I a coin's square, J
/// where it goes), and whether the account says the mover wins.
fn accounts(text: &str) -> Vec<(bool, BTreeSet<(usize, usize)>)> {
    let mut out = Vec::new();
    for block in text.split("\n\n").filter(|b| !b.trim().is_empty()) {
        let wins = block.contains("answer: First");
        assert!(wins || block.contains("answer: Second"), "{block}");
        let moves: BTreeSet<(usize, usize)> = block
            .lines()
            .filter_map(|l| l.trim().strip_prefix("a heap of "))
            // `a heap of 2: g = 2` is a value, not a move.
            .filter_map(|l| l.split(':').next().unwrap().split_once(" -> "))
            .map(|(i, j)| (i.parse().unwrap(), j.parse().unwrap()))
            .collect();
        // A lost position's example move is no winning move.
        out.push((wins, if wins { moves } else { BTreeSet::new() }));
    }
    out
}

#[test]
fn explain_lists_every_winning_coin_move_once() {
    let mut rng = Rng::new(44);
    let mut search = search();
    let mut listed = 0;
    for _ in 0..20 {
        let cases: Vec<Vec<u64>> = (0..10).map(|_| case(&mut rng)).collect();
        let input = judge_input(&cases);
        let text = grundy(&["explain", &fixture("hackerrank-nimble"), "--all"], &input);
        let got = accounts(&text);
        assert_eq!(got.len(), cases.len(), "{text}");
        for (c, (wins, moves)) in cases.iter().zip(&got) {
            assert_eq!(*wins, search.mover_wins(c), "{c:?}\n{text}");
            let want: BTreeSet<(usize, usize)> = coin_moves(c)
                .into_iter()
                .filter(|(_, next)| !search.mover_wins(next))
                .map(|(m, _)| m)
                .collect();
            assert_eq!(*moves, want, "{c:?}\n{text}");
            listed += moves.len();
        }
    }
    assert!(listed > 100, "{listed}");
    // The count the account states is the moves it lists.
    let text = grundy(
        &["explain", &fixture("hackerrank-nimble"), "--all"],
        "1\n6\n1 2 3 0 6 1\n",
    );
    assert!(text.contains("2 winning moves:"), "{text}");
    // A position as words: the counts alone (or with n before them) stand
    // for the case, as the judge writes it.
    let sample = grundy(
        &["explain", &fixture("hackerrank-nimble"), "--all"],
        "1\n5\n0 2 3 0 6\n",
    );
    let file = fixture("hackerrank-nimble");
    for words in [
        &["0", "2", "3", "0", "6"][..],
        &["5", "0", "2", "3", "0", "6"],
    ] {
        let mut args = vec!["explain", &file[..], "--all"];
        args.extend_from_slice(words);
        assert_eq!(grundy(&args, ""), sample, "{words:?}");
    }
}

/// Every move of `1,2` on heaps counted by size (the i-th number the heaps
/// of i): one heap of s becomes one of s - 1 or s - 2, as (s, s - t).
fn take_one_or_two(by_size: &[u64]) -> Vec<((usize, usize), Squares)> {
    let mut out = Vec::new();
    for s in 1..by_size.len() {
        for t in [1, 2] {
            if by_size[s] > 0 && t <= s {
                let mut next = by_size.to_vec();
                next[s] -= 1;
                next[s - t] += 1;
                out.push(((s, s - t), next));
            }
        }
    }
    out
}

/// Heaps by position under another rule and an origin
/// (`tests/data/descriptions/counts-1-2.toml`: `rule = "1,2"`, `origin =
/// "1"`, the i-th count is of heaps of i + 1), held to a search of the
/// heaps by size (a state's i-th number the heaps of size i).
#[test]
fn counts_under_a_subtraction_rule_from_origin_one_match_the_search() {
    let file = fixture("counts-1-2");
    let mut search = Search::normal(|by_size: &Squares| {
        take_one_or_two(by_size)
            .into_iter()
            .map(|(_, next)| Next::To(next))
            .collect()
    });
    let mut rng = Rng::new(12);
    let mut first = 0;
    let mut seen = 0;
    let mut moves_listed = 0;
    while seen < 300 {
        let cases: Vec<Vec<u64>> = (0..1 + rng.below(20)).map(|_| case(&mut rng)).collect();
        let input = judge_input(&cases);
        let by_size =
            |c: &Vec<u64>| -> Squares { std::iter::once(0).chain(c.iter().copied()).collect() };
        let expected: String = cases
            .iter()
            .map(|c| {
                if search.mover_wins(&by_size(c)) {
                    first += 1;
                    "First\n"
                } else {
                    "Second\n"
                }
            })
            .collect();
        assert_eq!(grundy(&[&file], &input), expected, "{input}");
        // explain's moves, `a heap of S -> S - t`, are the search's.
        let text = grundy(&["explain", &file, "--all"], &input);
        let listed = accounts(&text);
        assert_eq!(listed.len(), cases.len(), "{text}");
        for (c, (wins, moves)) in cases.iter().zip(listed) {
            let start = by_size(c);
            assert_eq!(wins, search.mover_wins(&start), "{c:?}\n{text}");
            let want: BTreeSet<(usize, usize)> = take_one_or_two(&start)
                .into_iter()
                .filter(|(_, next)| !search.mover_wins(next))
                .map(|(m, _)| m)
                .collect();
            moves_listed += moves.len();
            assert_eq!(moves, want, "{c:?}\n{text}");
        }
        seen += cases.len();
    }
    assert!(first > 50 && first < seen - 50, "{first} of {seen}");
    assert!(moves_listed > 50, "{moves_listed}");
}

/// What heaps by position cannot say is refused by name, before any input.
#[test]
fn what_counts_cannot_say_is_refused_by_name() {
    let text = std::fs::read_to_string(fixture("hackerrank-nimble")).expect("the fixture");
    for (change, why) in [
        (
            "counts = \"c\"\nplay = \"misere\"",
            "misere play of heaps by position",
        ),
        (
            "counts = \"c\"\nheaps = \"c\"",
            "give heaps or counts, not both",
        ),
        (
            "counts = \"c\"\norigin = \"x\"",
            "expected the size the first count is of",
        ),
    ] {
        let changed = text.replace("counts = \"c\"", change);
        let err = grundy::describe::parse(&changed).expect_err(change);
        assert!(err.to_string().contains(why), "{change}: {err}");
    }
    let asked = text.replace(
        "[output]",
        "[question]\nask = \"winning-moves\"\n\n[output]",
    );
    let err = grundy::describe::parse(&asked).expect_err("winning-moves");
    assert!(err.to_string().contains("answered for the winner"), "{err}");
    // A rule built from the input (moves = "c" as the amounts) with counts.
    let built = text.replace("game = \"nim\"", "moves = \"c\"");
    assert_ne!(built, text);
    let err = grundy::describe::parse(&built).expect_err("moves with counts");
    assert!(
        err.to_string()
            .contains("with moves, a rule built from the input, it is a feature grundy lacks"),
        "{err}"
    );
    let d = grundy::describe::parse(&text).expect("the fixture parses");
    assert_eq!(grundy::describe::teach::not_played(&d), None);
}

/// The winning moves a hint or account lists, `a heap of I -> J`.
fn listed_moves(text: &str) -> BTreeSet<(usize, usize)> {
    accounts(text).pop().expect("an account").1
}

/// A move line of play, `a heap of I -> J: BEFORE -> AFTER`, after its
/// prefix: the move and the counts it leaves.
fn played(line: &str) -> ((usize, usize), Vec<u64>) {
    let rest = line.strip_prefix("a heap of ").expect(line);
    let (m, positions) = rest.split_once(": ").expect(line);
    let (i, j) = m.split_once(" -> ").expect(line);
    let after = positions.split(" -> ").nth(1).expect(line);
    (
        (i.parse().unwrap(), j.parse().unwrap()),
        after.split(' ').map(|w| w.parse().unwrap()).collect(),
    )
}

/// `grundy play` of the Nimble sample (0 2 3 0 6 coins on squares 0..4),
/// moves picked at random from the coin game's rules and typed both as
/// explain writes them and by their numbers alone: at every position the
/// hint is explain's account of the same counts, word for word, and its
/// moves are the search's winning ones; the counts move one coin; and the
/// reply is one of the coin moves, a winning one (by the search) whenever
/// the position it answers is won.
#[test]
fn play_of_the_nimble_sample_hints_explain_and_replies_winning_moves() {
    let file = fixture("hackerrank-nimble");
    let text = std::fs::read_to_string(&file).expect("the fixture");
    let d = grundy::describe::parse(&text).expect("the fixture parses");
    let sample = "2\n5\n0 2 3 0 6\n4\n0 0 0 0\n";
    let mut session = grundy::describe::heap_games::session(&d, sample, "nimble".into(), 7)
        .expect("play takes heaps by position");
    assert!(session.start().contains("position: 0 2 3 0 6\n"));
    let mut search = search();
    let mut rng = Rng::new(5);
    let (mut hints, mut winning_replies, mut turns) = (0, 0, 0);
    for game in 0..6 {
        let mut c: Squares = vec![0, 2, 3, 0, 6];
        if game > 0 {
            let (out, _) = session.line("new");
            assert!(out.ends_with("position: 0 2 3 0 6\n> "), "{out}");
        }
        loop {
            let (hint, _) = session.line("hint");
            let (hint, prompt) = hint.rsplit_once("position: ").expect(&hint);
            assert_eq!(prompt, format!("{}\n> ", spaced(&c)));
            let explained = grundy(&["explain", &file, "--all"], &judge_input(&[c.clone()]));
            assert_eq!(hint, explained, "{c:?}");
            let winning: BTreeSet<(usize, usize)> = coin_moves(&c)
                .into_iter()
                .filter(|(_, next)| !search.mover_wins(next))
                .map(|(m, _)| m)
                .collect();
            assert_eq!(listed_moves(hint), winning, "{c:?}\n{hint}");
            hints += 1;
            let all = coin_moves(&c);
            let ((i, j), mine) = all[rng.below(all.len() as u64) as usize].clone();
            let typed = if turns % 2 == 0 {
                format!("a heap of {i} -> {j}")
            } else {
                format!("{i} {j}")
            };
            turns += 1;
            let (out, _) = session.line(&typed);
            let you = out
                .lines()
                .next()
                .unwrap()
                .strip_prefix("you: ")
                .expect(&out);
            assert_eq!(played(you), ((i, j), mine.clone()), "{typed}\n{out}");
            if coin_moves(&mine).is_empty() {
                assert!(out.contains("you win!"), "{out}");
                break;
            }
            let me = out
                .lines()
                .find_map(|l| l.strip_prefix("me:  "))
                .expect(&out);
            let (reply, next) = played(me);
            assert!(
                coin_moves(&mine).contains(&(reply, next.clone())),
                "{mine:?}: {me}"
            );
            if search.mover_wins(&mine) {
                assert!(!search.mover_wins(&next), "{mine:?}: {me}");
                winning_replies += 1;
            }
            c = next;
            if coin_moves(&c).is_empty() {
                assert!(out.contains("I win"), "{out}");
                break;
            }
        }
    }
    assert!(
        hints > 30 && winning_replies > 10,
        "{hints} {winning_replies}"
    );
    // show offers play, with no word of a refusal.
    let shown = grundy(&["show", &file], "");
    assert!(
        shown.contains("Play it against perfect play") && !shown.contains("Not played"),
        "{shown}"
    );
}

fn spaced(c: &[u64]) -> String {
    let words: Vec<String> = c.iter().map(u64::to_string).collect();
    words.join(" ")
}
