//! The games play takes besides a sum of heaps (lines moved together,
//! staircase Nim, one heap of the outcomes question, `1..K*last`, `once
//! S`), each checked against a search that plays the game from its
//! statement's rules (no values, no theory): explain's winning moves on
//! many small positions, and play's hint at every position of games played
//! by random moves (the hint is explain's account of the position).

use crate::search::{Next, Search};
use grundy::describe::heap_games::session;
use grundy::registry::entry;
use grundy::testdata::Rng;

/// Rows of numbers, as uva11859 holds them.
type Rows = Vec<Vec<u64>>;

/// Every position one move of uva11859 away: one row, each of its
/// numbers divided by one of its divisors (1: left alone), not all left.
fn division_moves(p: &Rows) -> Vec<Rows> {
    let mut out = Vec::new();
    for (r, row) in p.iter().enumerate() {
        let mut lefts: Vec<Vec<u64>> = vec![Vec::new()];
        for &a in row {
            let mut next = Vec::new();
            for l in &lefts {
                for d in (1..=a).filter(|d| a % d == 0) {
                    let mut l = l.clone();
                    l.push(a / d);
                    next.push(l);
                }
            }
            lefts = next;
        }
        for left in lefts.into_iter().filter(|l| l != row) {
            let mut q = p.clone();
            q[r] = left;
            out.push(q);
        }
    }
    out
}

fn rows_of(text: &str) -> Rows {
    text.split(" / ")
        .map(|r| r.split(' ').map(|w| w.parse().unwrap()).collect())
        .collect()
}

#[test]
fn uva11859_winning_moves_are_the_searchs() {
    let mut rng = Rng::new(11859);
    let mut positions: Vec<Rows> = Vec::new();
    for _ in 0..150 {
        let (n, m) = (rng.range(1, 3) as usize, rng.range(1, 2) as usize);
        positions.push(
            (0..n)
                .map(|_| (0..m).map(|_| rng.range(2, 16)).collect())
                .collect(),
        );
    }
    let mut input = format!("{}\n", positions.len());
    for p in &positions {
        input.push_str(&format!("{} {}\n", p.len(), p[0].len()));
        for row in p {
            let w: Vec<String> = row.iter().map(u64::to_string).collect();
            input.push_str(&format!("{}\n", w.join(" ")));
        }
    }
    let all = crate::check::explain_all("uva11859", &input);
    assert_eq!(all.len(), positions.len());
    let mut search =
        Search::normal(|p: &Rows| division_moves(p).into_iter().map(Next::To).collect());
    let mut won = 0;
    for (a, p) in all.iter().zip(&positions) {
        let mut want: Vec<Rows> = division_moves(p)
            .into_iter()
            .filter(|q| !search.mover_wins(q))
            .collect();
        let mut got: Vec<Rows> = a.moves.listed.iter().map(|m| rows_of(&m.after)).collect();
        want.sort();
        got.sort();
        assert_eq!(got, want, "{}", a.position);
        assert_eq!(a.moves.count, want.len() as u128, "{}", a.position);
        assert_eq!(
            a.verdict.outcome == grundy::games::Outcome::N,
            search.mover_wins(p),
            "{}",
            a.position
        );
        won += usize::from(!want.is_empty());
    }
    assert!(won > 30 && won < 140, "{won} won of 150");
}

/// The most winning moves a hint lists.
const HINT_MOVES: usize = 16;

/// The winning moves a hint lists, as their lines.
fn hint_moves(hint: &str) -> Vec<String> {
    let head = |l: &&str| {
        let l = l.trim();
        l.ends_with("winning move:") || l.ends_with("winning moves:")
    };
    hint.lines()
        .skip_while(|l| !head(l))
        .skip(1)
        .take_while(|l| !l.starts_with("position: ") && !l.trim().is_empty())
        .map(|l| l.trim().to_string())
        .collect()
}

/// Plays `games` games of `id` from `case` by random legal moves of the
/// user (`pick` from the position shown and the rng, `None` when no move
/// is left), checking at each position that the hint's winning moves are
/// `want(position shown)`'s, each written as hint writes it.
fn hints_are_the_searchs(
    id: &str,
    case: &str,
    games: usize,
    want: &mut dyn FnMut(&str) -> Vec<String>,
    pick: &mut dyn FnMut(&str, &mut Rng) -> Option<String>,
) -> usize {
    let d = entry(id).unwrap().description.unwrap();
    let mut rng = Rng::new(43);
    let mut checked = 0;
    for g in 0..games {
        let mut s = session(d, case, id.to_string(), g as u64).unwrap();
        let start = s.start();
        let mut shown = start
            .lines()
            .rfind(|l| l.starts_with("position: "))
            .unwrap()
            .trim_start_matches("position: ")
            .to_string();
        loop {
            let (hint, _) = s.line("hint");
            let mut w = want(&shown);
            let mut got = hint_moves(&hint);
            // The listing's words after each move's text.
            for l in got.iter_mut() {
                *l = l.split(": ").next().unwrap().to_string();
            }
            if w.len() > HINT_MOVES {
                // The hint lists the first 16, and counts them all.
                assert_eq!(got.len(), HINT_MOVES, "{id} at {shown}:\n{hint}");
                assert!(
                    got.iter().all(|m| w.contains(m)),
                    "{id} at {shown}:\n{hint}"
                );
                assert!(
                    hint.contains(&format!("{} winning moves", w.len())),
                    "{hint}"
                );
            } else {
                w.sort();
                got.sort();
                assert_eq!(got, w, "{id} at {shown}:\n{hint}");
            }
            checked += 1;
            let Some(typed) = pick(&shown, &mut rng) else {
                break;
            };
            let (answer, _) = s.line(&typed);
            assert!(
                answer.contains("you: "),
                "{id} at {shown}: {typed}: {answer}"
            );
            if answer.contains("game over") {
                break;
            }
            shown = answer
                .lines()
                .rfind(|l| l.starts_with("position: "))
                .unwrap()
                .trim_start_matches("position: ")
                .to_string();
        }
    }
    checked
}

#[test]
fn times_last_hints_are_the_searchs_after_every_move() {
    // (heap, most the mover may take), by the rules: take 1..=limit.
    for (k, n) in [(1u64, 20u64), (2, 30), (3, 25)] {
        let moves = move |&(h, l): &(u64, u64)| -> Vec<Next<(u64, u64)>> {
            (1..=l.min(h)).map(|t| Next::To((h - t, k * t))).collect()
        };
        let mut search = Search::normal(moves);
        let parse = |shown: &str| -> (u64, u64) {
            let n: u64 = shown.split(' ').next().unwrap().parse().unwrap();
            let l = match shown.split("at most ").nth(1) {
                Some(l) => l.trim_end_matches(')').parse().unwrap(),
                None => n - 1,
            };
            (n, l)
        };
        let checked = hints_are_the_searchs(
            "hdu2486",
            &format!("{n} {k}"),
            12,
            &mut |shown| {
                let (h, l) = parse(shown);
                (1..=l.min(h))
                    .filter(|&t| !search.mover_wins(&(h - t, k * t)))
                    .map(|t| format!("take {t}"))
                    .collect()
            },
            &mut |shown, rng| {
                let (h, l) = parse(shown);
                (l.min(h) > 0).then(|| format!("take {}", rng.range(1, l.min(h))))
            },
        );
        assert!(checked > 12, "{checked}");
    }
}

#[test]
fn once_hints_are_the_searchs_after_every_move() {
    // cf768e: each amount at most once on a heap: (heap, amounts used).
    type State = Vec<(u64, u64)>;
    let moves = |p: &State| -> Vec<Next<State>> {
        let mut next = Vec::new();
        for (i, &(h, used)) in p.iter().enumerate() {
            for s in (1..=h).filter(|s| used & (1 << s) == 0) {
                let mut q = p.clone();
                q[i] = (h - s, used | 1 << s);
                q.sort_unstable();
                next.push(Next::To(q));
            }
        }
        next
    };
    let mut search = Search::normal(moves);
    // "5 (1, 2 used) 3" back to states.
    let parse = |shown: &str| -> State {
        let mut out: State = Vec::new();
        let mut rest = shown;
        while !rest.is_empty() {
            let (h, after) = rest.split_once(' ').unwrap_or((rest, ""));
            let mut used = 0;
            rest = after;
            if let Some(r) = rest.strip_prefix('(') {
                let (list, after) = r.split_once(" used)").unwrap();
                for s in list.split(", ") {
                    used |= 1 << s.parse::<u64>().unwrap();
                }
                rest = after.trim_start();
            }
            out.push((h.parse().unwrap(), used));
        }
        out
    };
    let checked = hints_are_the_searchs(
        "cf768e",
        "3\n7\n5\n4",
        10,
        &mut |shown| {
            let p = parse(shown);
            let mut want = Vec::new();
            for (i, &(h, used)) in p.iter().enumerate() {
                for s in (1..=h).filter(|s| used & (1 << s) == 0) {
                    let mut q = p.clone();
                    q[i] = (h - s, used | 1 << s);
                    q.sort_unstable();
                    if !search.mover_wins(&q) {
                        want.push(format!("take {s} from heap {}", i + 1));
                    }
                }
            }
            want
        },
        &mut |shown, rng| {
            let p = parse(shown);
            let all: Vec<String> = p
                .iter()
                .enumerate()
                .flat_map(|(i, &(h, used))| {
                    (1..=h)
                        .filter(move |s| used & (1 << s) == 0)
                        .map(move |s| format!("take {s} from heap {}", i + 1))
                })
                .collect();
            (!all.is_empty()).then(|| all[rng.below(all.len() as u64) as usize].clone())
        },
    );
    assert!(checked > 20, "{checked}");
}

#[test]
fn staircase_and_lines_hints_are_the_searchs_after_every_move() {
    // (stair index moved from, balls, stairs left), by the rules.
    fn stairs(p: &[u64]) -> Vec<(usize, u64, Vec<u64>)> {
        let mut next = Vec::new();
        for k in 1..p.len() {
            for b in 1..=p[k] {
                let mut q = p.to_vec();
                q[k] -= b;
                q[k - 1] += b;
                next.push((k, b, q));
            }
        }
        next
    }
    let mut search =
        Search::normal(move |p: &Vec<u64>| stairs(p).into_iter().map(|m| Next::To(m.2)).collect());
    let parse =
        |shown: &str| -> Vec<u64> { shown.split(' ').map(|w| w.parse().unwrap()).collect() };
    let checked = hints_are_the_searchs(
        "cses1099",
        "1\n4\n1 3 2 2",
        10,
        &mut |shown| {
            stairs(&parse(shown))
                .into_iter()
                .filter(|(_, _, q)| !search.mover_wins(q))
                .map(|(k, b, _)| format!("move {b} from stair {} to stair {k}", k + 1))
                .collect()
        },
        &mut |shown, rng| {
            let p = parse(shown);
            let from: Vec<usize> = (1..p.len()).filter(|&k| p[k] > 0).collect();
            let k = *from.get(rng.below(from.len().max(1) as u64) as usize)?;
            Some(format!(
                "move {} from stair {} to stair {k}",
                rng.range(1, p[k]),
                k + 1
            ))
        },
    );
    assert!(checked > 20, "{checked}");

    let mut search =
        Search::normal(|p: &Rows| division_moves(p).into_iter().map(Next::To).collect());
    let checked = hints_are_the_searchs(
        "uva11859",
        "1\n2 2\n12 6\n8 9",
        10,
        &mut |shown| {
            let p = rows_of(shown);
            division_moves(&p)
                .into_iter()
                .filter(|q| !search.mover_wins(q))
                .map(|q| {
                    let r = (0..p.len()).find(|&r| p[r] != q[r]).unwrap();
                    let w: Vec<String> = q[r].iter().map(u64::to_string).collect();
                    let div: Vec<String> = p[r]
                        .iter()
                        .zip(&q[r])
                        .filter(|(a, b)| a != b)
                        .map(|(a, b)| format!("{a} by {}", a / b))
                        .collect();
                    format!(
                        "row {} to {} (divide {})",
                        r + 1,
                        w.join(" "),
                        div.join(", ")
                    )
                })
                .collect()
        },
        &mut |shown, rng| {
            let p = rows_of(shown);
            let all = division_moves(&p);
            let q = all.get(rng.below(all.len().max(1) as u64) as usize)?;
            let r = (0..p.len()).find(|&r| p[r] != q[r]).unwrap();
            let w: Vec<String> = q[r].iter().map(u64::to_string).collect();
            Some(format!("{} {}", r + 1, w.join(" ")))
        },
    );
    assert!(checked > 20, "{checked}");
}

#[test]
fn outcomes_plays_its_largest_heap_as_explain_shows_it() {
    // cses1729: sticks 1..n, a move takes one of the amounts p.
    let mut search = Search::normal(|&h: &u64| {
        [1u64, 3, 4]
            .iter()
            .filter(|&&s| s <= h)
            .map(|&s| Next::To(h - s))
            .collect()
    });
    let checked = hints_are_the_searchs(
        "cses1729",
        "12 3\n1 3 4",
        6,
        &mut |shown| {
            let h: u64 = shown.parse().unwrap();
            [1u64, 3, 4]
                .iter()
                .filter(|&&s| s <= h && !search.mover_wins(&(h - s)))
                .map(|s| format!("take {s} from heap 1"))
                .collect()
        },
        &mut |shown, rng| {
            let h: u64 = shown.parse().unwrap();
            let ok: Vec<u64> = [1u64, 3, 4].into_iter().filter(|&s| s <= h).collect();
            let s = *ok.get(rng.below(ok.len().max(1) as u64) as usize)?;
            Some(format!("take {s} from heap 1"))
        },
    );
    assert!(checked > 6, "{checked}");
}

/// Misère play of a rule other than Nim (take 2 or 3; a heap of 1 is
/// stuck): explain's verdict and winning moves on every position of up
/// to three heaps of at most 7, and play's hint, are the search's, which
/// plays the rules with the last mover losing.
#[test]
fn misere_of_another_rule_is_explained_and_played_as_the_search_plays_it() {
    let description = "id = \"misere-sub\"\ntitle = \"t\"\n[input]\ncases = \"counted\"\ncount = \"T\"\nlines = [\"N\", \"A[N]\"]\n[bounds]\nT = \"1..1000\"\nN = \"1..3\"\nA = \"1..7\"\n[game]\nrule = \"2,3\"\nheaps = \"A\"\nplay = \"misere\"\n[output]\nfirst = \"W\"\nsecond = \"L\"\n";
    let file = std::env::temp_dir().join(format!("grundy-misere-sub-{}.toml", std::process::id()));
    std::fs::write(&file, description).unwrap();
    let path = file.to_string_lossy().into_owned();
    let sub = |p: &Vec<u64>| -> Vec<(usize, u64, Vec<u64>)> {
        let mut out = Vec::new();
        for (i, &h) in p.iter().enumerate() {
            for t in [2u64, 3].into_iter().filter(|&t| t <= h) {
                let mut q = p.clone();
                q[i] -= t;
                out.push((i, t, q));
            }
        }
        out
    };
    let norm = |q: &Vec<u64>| -> Vec<u64> {
        let mut q: Vec<u64> = q.iter().copied().filter(|&h| h > 0).collect();
        q.sort_unstable();
        q
    };
    let mut search = Search::misere(move |p: &Vec<u64>| {
        sub(p)
            .into_iter()
            .map(|(_, _, q)| Next::To(norm(&q)))
            .collect()
    });
    let mut positions: Vec<Vec<u64>> = Vec::new();
    for n in 1..=3u32 {
        for code in 0..7u64.pow(n) {
            positions.push((0..n).map(|i| code / 7u64.pow(i) % 7 + 1).collect());
        }
    }
    let mut input = format!("{}\n", positions.len());
    for p in &positions {
        let w: Vec<String> = p.iter().map(u64::to_string).collect();
        input.push_str(&format!("{}\n{}\n", p.len(), w.join(" ")));
    }
    let (status, out, err) =
        crate::common::run_args(&["explain", path.as_str(), "--all"], input.as_bytes());
    assert_eq!(status, 0, "{}", String::from_utf8_lossy(&err));
    let out = String::from_utf8(out).unwrap();
    let blocks: Vec<&str> = out.split("case ").skip(1).collect();
    assert_eq!(blocks.len(), positions.len());
    let mut won = 0;
    for (block, p) in blocks.iter().zip(&positions) {
        let wins = search.mover_wins(&norm(p));
        assert!(
            block.contains(if wins { "answer: W" } else { "answer: L" }),
            "{p:?}: {block}"
        );
        let mut want: Vec<String> = sub(p)
            .into_iter()
            .filter(|(_, _, q)| !search.mover_wins(&norm(q)))
            .map(|(i, t, _)| format!("take {t} from heap {}", i + 1))
            .collect();
        let mut got = hint_moves(block);
        for l in got.iter_mut() {
            *l = l.split(": ").next().unwrap().to_string();
        }
        want.sort();
        got.sort();
        assert_eq!(got, want, "{p:?}: {block}");
        won += usize::from(wins);
    }
    assert!(won > 50 && won < positions.len() - 50, "{won}");
    // play's hint after random moves: the search's too.
    let _ = std::fs::remove_file(&file);
    let d = grundy::describe::parse(description).unwrap();
    let parse =
        |shown: &str| -> Vec<u64> { shown.split(' ').map(|w| w.parse().unwrap()).collect() };
    let mut rng = Rng::new(7);
    for g in 0..20 {
        let start: Vec<u64> = (0..3).map(|_| rng.range(2, 9)).collect();
        let w: Vec<String> = start.iter().map(u64::to_string).collect();
        let mut s = session(&d, &format!("3\n{}", w.join(" ")), String::new(), g).unwrap();
        let mut p = start.clone();
        loop {
            let (hint, _) = s.line("hint");
            let mut want: Vec<String> = sub(&p)
                .into_iter()
                .filter(|(_, _, q)| !search.mover_wins(&norm(q)))
                .map(|(i, t, _)| format!("take {t} from heap {}", i + 1))
                .collect();
            let mut got: Vec<String> = hint_moves(&hint)
                .iter()
                .map(|l| l.split(": ").next().unwrap().to_string())
                .collect();
            want.sort();
            got.sort();
            assert_eq!(got, want, "{p:?}: {hint}");
            let all = sub(&p);
            if all.is_empty() {
                break;
            }
            let (i, t, _) = &all[rng.below(all.len() as u64) as usize];
            let (answer, _) = s.line(&format!("take {t} from heap {}", i + 1));
            if answer.contains("game over") {
                break;
            }
            let shown = answer
                .lines()
                .rfind(|l| l.starts_with("position: "))
                .unwrap()
                .trim_start_matches("position: ");
            p = parse(shown);
        }
    }
}
