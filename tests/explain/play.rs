//! `grundy play` against the from-the-rules search of every playable
//! problem: the moves offered are the rules' moves, the replies legal and
//! winning where the position is won, and the binary's transcript the
//! library's.

use crate::check::{call, rows, search_of, words, RulesOf};
use crate::command::{readme_part, readme_sessions};
use crate::search::Rng;
use grundy::explain::play::{Next as Turn, Session};
use grundy::explain::Row;
use grundy::registry::entry;
use std::collections::HashMap;
use std::fmt::Debug;
use std::hash::Hash;

/// Plays games of `id` from `starts` with moves chosen at random (and some
/// illegal ones), checking at every turn: the legal moves offered are the
/// rules' moves; a typed illegal move is refused and changes nothing; the
/// reply is legal, and wins whenever the position it answers is won (by the
/// from-the-rules search); the game ends when no move is left. Then the
/// binary, given the same moves and seed, writes the same transcript.
pub fn plays<P, R, M>(id: &str, starts: &[&str], rules: &RulesOf<R, M>)
where
    P: Clone + Eq + Hash + Debug,
    R: Fn(&str) -> P,
    M: Fn(&P) -> Vec<P>,
{
    let mut search = search_of(rules);
    plays_judged(id, starts, rules, &mut |p| search.mover_wins(p));
}

/// [`plays`] with `wins` deciding who wins a position (for a loopy game,
/// which the search cannot decide, a retrograde analysis).
pub fn plays_judged<P, R, M>(
    id: &str,
    starts: &[&str],
    rules: &RulesOf<R, M>,
    wins: &mut dyn FnMut(&P) -> bool,
) where
    P: Clone + Eq + Hash + Debug,
    R: Fn(&str) -> P,
    M: Fn(&P) -> Vec<P>,
{
    let p = entry(id).unwrap();
    let row: &Row = grundy::explain::row(p);
    let mut rng = Rng::new(20);
    for (game, start) in starts.iter().enumerate() {
        let seed = 7 + game as u64;
        let mut session = Session::new(p, row, &words(start), seed).unwrap();
        let mut transcript = session.start();
        let mut script = String::new();
        let typed =
            |line: &str, session: &mut Session, transcript: &mut String, script: &mut String| {
                script.push_str(line);
                script.push('\n');
                transcript.push_str(line);
                transcript.push('\n');
                let (out, next) = session.line(line);
                assert_eq!(next, Turn::More);
                transcript.push_str(&out);
                out
            };
        for turn in 0..60 {
            let at = format!("{id} {start} turn {turn}: {}", session.position());
            let here = (rules.read)(session.position());
            let offered = session.moves().unwrap();
            let mut got: HashMap<P, usize> = HashMap::new();
            for m in &offered {
                assert_eq!(m.before, session.position(), "{at}");
                *got.entry((rules.read)(&m.after)).or_default() += 1;
            }
            let mut want: HashMap<P, usize> = HashMap::new();
            for q in (rules.moves)(&here) {
                *want.entry(q).or_default() += 1;
            }
            assert_eq!(got, want, "{at}: the moves offered are not the rules'");
            if offered.is_empty() {
                break;
            }
            if rng.range(0, 3) == 0 {
                let out = typed(
                    "take 99999 from nowhere 77",
                    &mut session,
                    &mut transcript,
                    &mut script,
                );
                assert!(out.starts_with("not a move here: "), "{at}: {out}");
                assert!(
                    out.ends_with(&format!("position: {}\n> ", session.position())),
                    "{at}"
                );
            }
            if turn == 1 {
                typed("hint", &mut session, &mut transcript, &mut script);
            }
            let m = offered[rng.range(0, offered.len() as u64 - 1) as usize].clone();
            let out = typed(&m.text, &mut session, &mut transcript, &mut script);
            assert!(
                out.starts_with(&format!("you: {}: ", m.text)),
                "{at}: {out}"
            );
            let left = (rules.read)(&m.after);
            if let Some(reply) = out.lines().find_map(|l| l.strip_prefix("me:  ")) {
                let (_, moved) = reply.split_once(": ").unwrap();
                let (before, after) = moved.split_once(" -> ").unwrap();
                let (before, after) = ((rules.read)(before), (rules.read)(after));
                assert_eq!(wins(&before), wins(&left), "{at}: {reply}");
                assert!(
                    (rules.moves)(&before).contains(&after),
                    "{at}: {reply} is illegal"
                );
                if wins(&before) {
                    assert!(!wins(&after), "{at}: {reply} does not win");
                }
            } else {
                assert!(out.contains("(no move is left)"), "{at}: {out}");
            }
            if session.is_over() {
                let you = out.contains("you win!");
                let last_was_yours = !out.contains("me:  ");
                assert_eq!(you, last_was_yours != rules.misere, "{at}: {out}");
                // Back one move, and on.
                let out = typed("undo", &mut session, &mut transcript, &mut script);
                assert!(out.starts_with("position: "), "{at}: {out}");
            }
        }
        let out = session.line("quit");
        assert_eq!(out, ("bye\n".to_string(), Turn::Quit));
        script.push_str("quit\n");
        transcript.push_str("quit\nbye\n");
        let seed = seed.to_string();
        let mut args = vec!["play", id, "--seed", &seed];
        args.extend(start.split(' '));
        let (status, out, err) = call(&args, script.as_bytes());
        assert_eq!(status, 0, "{err}");
        assert_eq!(
            out, transcript,
            "{id} {start}: the binary's transcript differs"
        );
    }
}

/// The three games whose moves leave positions no judge input writes (a
/// take limit, lines of coins, a circle with painted beads): `show` says
/// how to play them and how their later positions are written.
#[test]
fn show_writes_the_later_positions_play_goes_through() {
    for (id, usage) in [
        ("hdu2516", "R limit C"),
        ("poj2484", "lines LENGTH..."),
        ("hdu3980", "N M painted BEADS..."),
    ] {
        let (status, out, _) = call(&["show", id], b"");
        assert_eq!(status, 0);
        assert!(out.contains(&format!("grundy play {id} ")), "{out}");
        assert!(
            out.contains(&format!(
                "(explain and play take them): grundy explain {id} {usage}\n"
            )),
            "{out}"
        );
    }
}

/// Every problem with words is played; hdu5963's case is not a position:
/// play says so; so do the unknown and the empty.
#[test]
fn play_refuses_what_it_cannot_play() {
    for (p, row) in rows().filter(|(_, r)| r.words.is_ok()) {
        assert!(row.play.is_some(), "{}: {}", p.id, row.why_no_play());
    }
    let (status, _, err) = call(&["play", "hdu5963"], b"");
    assert_eq!(status, 2);
    assert!(err.contains("no position in words"), "{err}");
    let (status, _, err) = call(&["play", "nim", "0", "0"], b"");
    assert_eq!(status, 2);
    assert!(err.contains("has no move left"), "{err}");
    let (status, _, err) = call(&["play", "nim", "3000000000"], b"");
    assert_eq!(status, 2);
    assert!(err.contains("more than 100000 moves"), "{err}");
    // The example position when none is given, and moves piped in end.
    let (status, out, _) = call(&["play", "wythoff", "--seed", "1"], b"hint\n");
    assert_eq!(status, 0);
    assert!(
        out.contains("position: 3 5\n> hint\ncase 1: 3 5\n"),
        "{out}"
    );
}

/// Every registered problem that `grundy play` plays is played against
/// the search from its rules ([`plays`], called from the file of its game
/// in this folder): a new one left out fails this test, not silently
/// untested.
#[test]
fn every_playable_problem_is_played_against_its_rules() {
    let mut played = crate::check::problems_called_with("plays(");
    played.extend(crate::check::problems_called_with("plays_judged("));
    assert!(played.len() > 20, "{played:?}");
    let missing: Vec<&str> = rows()
        .filter(|(p, row)| row.play.is_some() && !played.iter().any(|id| id == p.id))
        .map(|(p, _)| p.id)
        .collect();
    assert!(
        missing.is_empty(),
        "playable but not played against its rules here: {missing:?}"
    );
}

/// The sessions of play in docs/explain.md (Nim, Fibonacci Nim, play among pieces,
/// uva11859's rows)
/// and of positions that arise in play are real output.
#[test]
fn the_readme_sessions_of_play_are_real() {
    let part = readme_part("### Playing", None);
    assert_eq!(readme_sessions(&part), 8);
}
