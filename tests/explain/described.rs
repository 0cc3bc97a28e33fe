//! play's hint is explain's account, on every registered problem: the
//! registry is enumerated, coded and described rows alike. A coded row's
//! hint is explain's text for the position (its moves are held to the
//! rules in the game's own file, `plays` and `against_rules`). A described
//! row that explain shows is played from the first case of its samples and
//! of generated inputs: the hint's winning moves are explain's, and they
//! are exactly the moves that leave a position lost for the opponent, by a
//! search of the whole position over the moves each heap's rule lists (no
//! values, no theory). A row explain cannot show is refused by explain,
//! play and show with one reason.

use crate::search::{Next, Search};
use grundy::describe::heap_games::session;
use grundy::describe::teach;
use grundy::describe::{Ask, Game};
use grundy::explain::play::Session;
use grundy::explain::words::account_of;
use grundy::explain::{accounts, text, Account, ALL};
use grundy::games::rules::Rule;
use grundy::registry::Entry;
use grundy::testdata::{Rng, Scale};

/// A position: each heap's size and the index of its rule.
type Position = Vec<(u64, usize)>;

/// Every position one move away, by the heaps' rules (a heap taken whole
/// leaves nothing, a split its parts); sorted, as positions are compared.
fn moves(p: &Position, rules: &[Rule]) -> Vec<Position> {
    let mut next = Vec::new();
    for (i, &(h, r)) in p.iter().enumerate() {
        rules[r].for_each_move(h, &mut |_, left| {
            let mut q: Position = p[..i].to_vec();
            q.extend(left.iter().filter(|&&l| l > 0).map(|&l| (l, r)));
            q.extend_from_slice(&p[i + 1..]);
            q.sort_unstable();
            next.push(q);
            true
        });
    }
    next
}

/// The winning moves of the account `a` of `start` as positions left.
fn listed(a: &Account, start: &Position) -> Vec<Position> {
    a.moves
        .listed
        .iter()
        .map(|m| {
            let i = m.step.component.expect("a heap") as usize - 1;
            let after: Vec<u64> = m.after.split(' ').map(|w| w.parse().unwrap()).collect();
            // A split puts its parts in the heap's place, under its rule.
            let parts = after.len() + 1 - start.len();
            let mut rules: Vec<usize> = start[..i].iter().map(|h| h.1).collect();
            rules.extend(std::iter::repeat(start[i].1).take(parts));
            rules.extend(start[i + 1..].iter().map(|h| h.1));
            let mut q: Position = after.into_iter().zip(rules).filter(|h| h.0 > 0).collect();
            q.sort_unstable();
            q
        })
        .collect()
}

/// The lines of a hint or an explanation from its winning moves on.
fn winning_lines(text: &str) -> Vec<&str> {
    text.lines()
        .skip_while(|l| !l.contains("winning move"))
        .take_while(|l| !l.starts_with("position: "))
        .collect()
}

/// What [`first_case`] checked of a case.
#[derive(PartialEq)]
enum Checked {
    /// Too big to play, or no case.
    Nothing,
    /// play's hint lists explain's winning moves (a game whose moves are
    /// searched in `played.rs`: staircase, outcomes, memory rules, lines).
    Hint,
    /// That, and they are the search's.
    Searched,
}

/// The first case of `input` for a described row, checked: play's hint
/// lists explain's winning moves, and, for a sum of heaps under plain
/// rules, they are those of the search.
fn first_case(p: &Entry, input: &str, seed: u64) -> Checked {
    let d = p.description.unwrap();
    let (all, _) = accounts(p, input.as_bytes(), ALL);
    let Some(a) = all.first() else {
        return Checked::Nothing;
    };
    let Ok(mut session) = session(d, input, p.id.to_string(), seed) else {
        return Checked::Nothing;
    };
    let (hint, _) = session.line("hint");
    let (shown, _) = accounts(p, input.as_bytes(), 16);
    // The outcomes question is played on its largest heap, the case's last.
    let last = shown.iter().rfind(|s| s.case == shown[0].case).unwrap();
    let explained = text::render(last, true, false);
    let at = format!("{} from {input:?}: {}", p.id, last.position);
    assert!(!winning_lines(&explained).is_empty(), "{at}: {explained}");
    assert_eq!(
        winning_lines(&hint),
        winning_lines(&explained),
        "{at}: play's hint and explain differ\n{hint}\n{explained}"
    );
    let heap_sum =
        d.game != Game::Staircase && !d.together_line && !matches!(d.ask, Ask::Outcomes { .. });
    let Ok(heaps) = teach::play_case(d, input).and_then(|h| match heap_sum {
        true => Ok(h),
        false => Err(String::new()),
    }) else {
        return Checked::Hint;
    };
    let mut rules: Vec<Rule> = Vec::new();
    let mut start: Position = Vec::new();
    for (h, rule) in &heaps {
        let at = rules.iter().position(|r| r == rule).unwrap_or_else(|| {
            rules.push(rule.clone());
            rules.len() - 1
        });
        start.push((*h, at));
    }
    let at = format!("{} from {input:?}: {}", p.id, a.position);
    let sizes: Vec<String> = start.iter().map(|h| h.0.to_string()).collect();
    assert_eq!(
        sizes.join(" "),
        a.position,
        "{at}: play and explain read one case"
    );
    // The search, where the position is small enough to search whole.
    let stones: u64 = start.iter().map(|h| h.0).sum();
    if stones > 40 || start.len() > 6 {
        return Checked::Hint;
    }
    let mut search =
        Search::normal(|q: &Position| moves(q, &rules).into_iter().map(Next::To).collect());
    let mut sorted = start.clone();
    sorted.sort_unstable();
    let mut want: Vec<Position> = moves(&start, &rules)
        .into_iter()
        .filter(|q| !search.mover_wins(q))
        .collect();
    let mut got = listed(a, &start);
    want.sort();
    got.sort();
    assert_eq!(got, want, "{at}: the winning moves are not the search's");
    assert_eq!(
        a.verdict.outcome == grundy::games::Outcome::N,
        search.mover_wins(&sorted),
        "{at}: the outcome"
    );
    Checked::Searched
}

/// The judge's output rebuilt from explain's accounts of an input: the
/// label, then the verdicts' words of each case (one line a position when
/// each is asked alone, then the `after` line).
pub(crate) fn rebuilt(d: &grundy::describe::Description, all: &[Account]) -> String {
    let mut out = String::new();
    // The line `[output] after` writes after each case.
    let after = d.after.map_or(String::new(), |a| format!("{a}\n"));
    for (i, a) in all.iter().enumerate() {
        if i == 0 || all[i - 1].case != a.case {
            if i > 0 {
                out.push('\n');
                out.push_str(&after);
            }
            if let Some((before, after)) = d.label {
                out.push_str(&format!("{before}{}{after}", a.case));
            }
        } else if d.per_position {
            // One line a position.
            out.push('\n');
        }
        out.push_str(&a.verdict.words);
    }
    if !all.is_empty() {
        out.push('\n');
        out.push_str(&after);
    }
    out
}

/// The judge's output rebuilt from explain's accounts of each valid sample
/// of a described row (the label, then the verdicts' words of each case)
/// is the sample's; a must-fail sample fails explain too. A case explain
/// cannot show (a heap of 10^9 under `L..R` has 10^9 moves to list) ends
/// it, named valid, after every case before it: their words are the
/// sample's first lines.
fn answers_as_the_solver(p: &Entry) {
    let d = p.description.unwrap();
    for sample in crate::common::samples(p.id) {
        let (all, done) = accounts(p, &sample.input, 0);
        let out = rebuilt(d, &all);
        let at = format!("{}/{}", p.id, sample.name);
        let want = String::from_utf8_lossy(&sample.stdout);
        match &done {
            Err(e) if e.to_string().contains("but explain cannot show it") => {
                assert!(want.starts_with(&out), "{at}: {out}");
            }
            _ => {
                assert_eq!(out, want, "{at}");
                assert_eq!(done.is_ok(), sample.stderr.is_none(), "{at}: {done:?}");
            }
        }
    }
}

#[test]
fn play_hints_what_explain_lists_on_every_registered_problem() {
    let mut searched = Vec::new();
    let mut unsearched = Vec::new();
    let mut hinted = Vec::new();
    for p in grundy::registry::all() {
        let row = grundy::explain::row(p);
        let Some(d) = p.description else {
            // A coded row: the hint is explain's text for the position.
            if row.play.is_none() {
                continue;
            }
            let mut session = Session::new(p, row, &[], 1).unwrap();
            let (hint, _) = session.line("hint");
            let a = account_of(p, row, session.words(), 16).unwrap();
            let prompt = format!("position: {}\n> ", session.position());
            assert_eq!(
                hint.strip_suffix(&prompt),
                Some(text::render(&a, true, false).as_str()),
                "{}",
                p.id
            );
            continue;
        };
        if let Some(why) = teach::not_explained(d) {
            for command in ["explain", "play"] {
                let (status, _, err) = crate::common::run_args(&[command, p.id], b"");
                let err = String::from_utf8_lossy(&err);
                assert_eq!(status, 2, "{command} {}: {err}", p.id);
                assert!(err.contains(why), "{command} {}: {err}", p.id);
            }
            continue;
        }
        answers_as_the_solver(p);
        if let Some(why) = teach::not_played(d) {
            // Explained, not played (Wythoff's game): explain answers the
            // sample as the solver does.
            let (status, _, err) = crate::common::run_args(&["play", p.id], b"");
            let err = String::from_utf8_lossy(&err);
            assert_eq!(status, 2, "play {}: {err}", p.id);
            assert!(err.contains(why), "play {}: {err}", p.id);
            let (_, card, _) = crate::common::run_args(&["show", p.id], b"");
            let card = String::from_utf8_lossy(&card);
            assert!(card.contains(&format!("\nNot played: {why}\n")), "{card}");
            continue;
        }
        let mut inputs = vec![p.sample.0.to_string()];
        inputs.extend(p.other_samples.iter().map(|s| s.to_string()));
        if grundy::describe::family_teach::is_family(d) {
            // Positions, boards, forests, coins: their samples' hints are
            // explain's, and random small cases are searched from the rules
            // (crate::families).
            for (i, input) in inputs.iter().enumerate() {
                crate::families::first_case(p, input, i as u64, false);
            }
            let mut rng = Rng::new(43);
            let searched_here = (0..20)
                .filter(|&i| {
                    let input = crate::families::random_input(p.id, &mut rng);
                    crate::families::first_case(p, &input, i, true)
                })
                .count();
            if searched_here == 0 {
                unsearched.push(p.id);
            } else {
                searched.push(p.id);
            }
            continue;
        }
        let mut rng = Rng::new(43);
        for _ in 0..30 {
            let cases = (p.tools.generate)(&mut rng, Scale::Tiny, 1);
            inputs.push((p.tools.write)(&cases));
        }
        let checked: Vec<Checked> = inputs
            .iter()
            .enumerate()
            .map(|(i, input)| first_case(p, input, i as u64))
            .collect();
        if checked.contains(&Checked::Searched) {
            searched.push(p.id);
        } else if checked.contains(&Checked::Hint) {
            hinted.push(p.id);
        } else {
            unsearched.push(p.id);
        }
    }
    assert!(searched.len() >= 8, "searched: {searched:?}");
    // Their moves are searched in played.rs.
    hinted.sort_unstable();
    assert_eq!(
        hinted,
        ["cf768e", "cses1099", "cses1729", "hdu2486", "uva11859"],
        "hint checked, not searched here"
    );
    assert!(
        unsearched.is_empty(),
        "no case small enough to search: {unsearched:?} (searched: {searched:?})"
    );
}

fn run(args: &[&str], stdin: &str) -> (i32, String, String) {
    let (status, out, err) = crate::common::run_args(args, stdin.as_bytes());
    let text = |b: Vec<u8>| String::from_utf8_lossy(&b).into_owned();
    (status, text(out), text(err))
}

/// A described problem's position on the command line: the case's tokens
/// with its counts, or the heaps alone where a case is a count and its
/// heaps; explained as the judge input of that one case.
#[test]
fn a_described_position_is_its_tokens_or_its_heaps_alone() {
    let (_, piped, _) = run(&["explain", "cses1730"], "1\n3\n5 6 7\n");
    assert!(piped.starts_with("case 1: 5 6 7\n"), "{piped}");
    for words in [&["3", "5", "6", "7"][..], &["5", "6", "7"]] {
        let mut args = vec!["explain", "cses1730"];
        args.extend(words);
        assert_eq!(
            run(&args, ""),
            (0, piped.clone(), String::new()),
            "{words:?}"
        );
    }
    // A sentinel input: the words are one case before it.
    let (status, out, _) = run(&["explain", "poj2975", "7", "11", "13"], "");
    assert_eq!(status, 0);
    assert!(out.contains("answer: 3 (3 moves"), "{out}");
    // Where the heaps alone are no case (abc297g's case has L and R), why.
    let (status, _, err) = run(&["explain", "abc297g", "5", "6", "7"], "");
    assert_eq!(status, 2);
    assert!(err.contains("`5 6 7` is no case of abc297g: "), "{err}");
    // show gives such words from the sample, and they run as shown.
    let (_, card, _) = run(&["show", "cses1730"], "");
    assert!(
        card.contains("(as in: grundy explain cses1730 5 7 2 5)\n"),
        "{card}"
    );
    assert!(
        card.contains("grundy play cses1730 5 7 2 5 (type hint"),
        "{card}"
    );
    let (status, out, _) = run(&["explain", "cses1730", "5", "7", "2", "5"], "");
    assert_eq!(status, 0);
    assert!(out.starts_with("case 1: 5 7 2 5\n"), "{out}");
    // Every play command show prints for a shipped description runs.
    for p in grundy::registry::all()
        .into_iter()
        .filter(|p| p.description.is_some())
    {
        let (_, card, _) = run(&["show", p.id], "");
        let Some(at) = card.find("Play it against perfect play: grundy ") else {
            continue;
        };
        let line = &card[at + "Play it against perfect play: grundy ".len()..];
        let command: Vec<&str> = line[..line.find(" (type hint").unwrap()]
            .split(' ')
            .collect();
        let (status, _, err) = run(&command, "quit\n");
        assert_eq!(status, 0, "{command:?}: {err}");
    }
    // play takes the same words, and says where it starts without them.
    let (status, out, err) = run(&["play", "cses1730", "5", "6", "7"], "quit\n");
    assert_eq!(status, 0, "{err}");
    assert!(out.contains("\nposition: 5 6 7\n"), "{out}");
    let (status, out, _) = run(&["play", "cses1730", "--seed", "1"], "quit\n");
    assert_eq!(status, 0);
    assert!(
        out.contains("\nPlaying the first case of its official sample: no position was given (give one as words after the problem, --case TEXT or --input FILE).\n"),
        "{out}"
    );
}

/// One move syntax: `2 1` is "take 2 from pile 1" on coded Nim and "take
/// 2 from heap 1" on a described sum, as hint writes each.
#[test]
fn a_move_reads_alike_on_coded_and_described_problems() {
    let (status, out, err) = run(
        &["play", "poj2234", "3", "4", "5", "--seed", "1"],
        "2 1\nquit\n",
    );
    assert_eq!(status, 0, "{err}");
    assert!(
        out.contains("> 2 1\nyou: take 2 from pile 1: 3 4 5 -> 1 4 5\n"),
        "{out}"
    );
    let (status, out, err) = run(
        &["play", "cses1730", "3", "4", "5", "--seed", "1"],
        "2 1\nquit\n",
    );
    assert_eq!(status, 0, "{err}");
    assert!(
        out.contains("> 2 1\nyou: take 2 from heap 1: 3 4 5 -> 1 4 5\n"),
        "{out}"
    );
    // The words as hint writes them, and a split's numbers in order.
    let (_, out, _) = run(
        &["play", "lightoj1199", "7", "--seed", "1"],
        "split heap 1 into 1 + 6\nquit\n",
    );
    assert!(
        out.contains("you: split heap 1 into 1 + 6: 7 -> 1 6\n"),
        "{out}"
    );
}

/// Staircase Nim (cses1099) explained on every position of up to 4 stairs
/// of up to 3 balls: the listed moves are exactly those that leave a
/// position lost for the opponent, by a search of the statement's moves
/// (balls from stair k > 1 to stair k - 1).
#[test]
fn staircase_moves_are_the_searchs() {
    #[allow(clippy::ptr_arg)]
    fn moves(p: &Vec<u64>) -> Vec<Next<Vec<u64>>> {
        let mut next = Vec::new();
        for k in 1..p.len() {
            for b in 1..=p[k] {
                let mut q = p.clone();
                q[k] -= b;
                q[k - 1] += b;
                next.push(Next::To(q));
            }
        }
        next
    }
    let mut positions = Vec::new();
    for n in 1..=4u32 {
        for code in 0..4u64.pow(n) {
            positions.push((0..n).map(|i| code / 4u64.pow(i) % 4).collect::<Vec<u64>>());
        }
    }
    let mut input = format!("{}\n", positions.len());
    for p in &positions {
        let words: Vec<String> = p.iter().map(u64::to_string).collect();
        input.push_str(&format!("{}\n{}\n", p.len(), words.join(" ")));
    }
    let all = crate::check::explain_all("cses1099", &input);
    assert_eq!(all.len(), positions.len());
    let mut search = Search::normal(moves);
    for (a, p) in all.iter().zip(&positions) {
        let mut want: Vec<Vec<u64>> = moves(p)
            .into_iter()
            .filter_map(|n| match n {
                Next::To(q) if !search.mover_wins(&q) => Some(q),
                _ => None,
            })
            .collect();
        let mut got: Vec<Vec<u64>> = a
            .moves
            .listed
            .iter()
            .map(|m| m.after.split(' ').map(|w| w.parse().unwrap()).collect())
            .collect();
        want.sort();
        got.sort();
        assert_eq!(got, want, "{}", a.position);
        assert_eq!(
            a.verdict.outcome == grundy::games::Outcome::N,
            search.mover_wins(p)
        );
    }
}

fn fixture(name: &str) -> String {
    let root = std::path::Path::new(env!("CARGO_MANIFEST_DIR"));
    let path = root
        .join("tests/data/descriptions")
        .join(format!("{name}.toml"));
    path.to_string_lossy().into_owned()
}

/// AtCoder ARC 091 F and CSES 2207 written as descriptions (test
/// fixtures): `grundy FILE` answers every small position as a search of
/// the statements' moves does, and explain and play take them.
#[test]
fn arc091f_and_cses2207_as_descriptions_answer_as_the_search() {
    // ARC 091 F: piles (A, K); a move takes 1..=floor(A/K) from one.
    type Piles = Vec<(u64, u64)>;
    #[allow(clippy::ptr_arg)]
    fn arc_moves(p: &Piles) -> Vec<Next<Piles>> {
        let mut next = Vec::new();
        for (i, &(a, k)) in p.iter().enumerate() {
            for t in 1..=a / k {
                let mut q = p.clone();
                q[i].0 -= t;
                q.sort_unstable();
                next.push(Next::To(q));
            }
        }
        next
    }
    let mut positions: Vec<Piles> = Vec::new();
    let pile: Vec<(u64, u64)> = (1..=9).flat_map(|a| (1..=3).map(move |k| (a, k))).collect();
    for &x in &pile {
        positions.push(vec![x]);
        for &y in pile.iter().filter(|&&y| y >= x) {
            positions.push(vec![x, y]);
        }
    }
    let mut rng = Rng::new(91);
    for _ in 0..300 {
        let n = rng.range(3, 4);
        positions.push(
            (0..n)
                .map(|_| (rng.range(1, 12), rng.range(1, 4)))
                .collect(),
        );
    }
    let mut input = String::new();
    for p in &positions {
        input.push_str(&format!("{}\n", p.len()));
        for (a, k) in p {
            input.push_str(&format!("{a} {k}\n"));
        }
    }
    let arc = fixture("arc091f");
    let (status, out, err) = run(&[&arc], &input);
    assert_eq!(status, 0, "{err}");
    let mut search = Search::normal(arc_moves);
    for (p, got) in positions.iter().zip(out.lines()) {
        let mut sorted = p.clone();
        sorted.sort_unstable();
        let want = if search.mover_wins(&sorted) {
            "Takahashi"
        } else {
            "Aoki"
        };
        assert_eq!(got, want, "{p:?}");
    }
    assert_eq!(out.lines().count(), positions.len());
    // CSES 2207: a heap splits into two unequal non-empty heaps.
    #[allow(clippy::ptr_arg)]
    fn split_moves(p: &Vec<u64>) -> Vec<Next<Vec<u64>>> {
        let mut next = Vec::new();
        for (i, &h) in p.iter().enumerate() {
            for a in (1..h).filter(|&a| 2 * a < h) {
                let mut q = p.clone();
                q[i] = a;
                q.push(h - a);
                q.sort_unstable();
                next.push(Next::To(q));
            }
        }
        next
    }
    let cses = fixture("cses2207");
    let heaps: Vec<u64> = (1..=30).collect();
    let words: Vec<String> = heaps.iter().map(u64::to_string).collect();
    let input = format!("{}\n{}\n", heaps.len(), words.join("\n"));
    let (status, out, err) = run(&[&cses], &input);
    assert_eq!(status, 0, "{err}");
    let mut search = Search::normal(split_moves);
    let want: Vec<&str> = heaps
        .iter()
        .map(|&n| {
            if search.mover_wins(&vec![n]) {
                "first"
            } else {
                "second"
            }
        })
        .collect();
    assert_eq!(out.lines().collect::<Vec<_>>(), want);
    // explain and play take both.
    let (status, out, err) = run(&["explain", &arc], "2\n5 2\n3 3\n");
    assert_eq!(status, 0, "{err}");
    assert!(out.contains("answer: Aoki"), "{out}");
    let (status, out, err) = run(&["explain", &cses, "7"], "");
    assert_eq!(status, 0, "{err}");
    assert!(out.contains("answer: second"), "{out}");
    let (status, out, err) = run(
        &["play", &arc, "--case", "2\\n5 2\\n3 3", "--seed", "1"],
        "hint\nquit\n",
    );
    assert_eq!(status, 0, "{err}");
    assert!(out.contains("position: 5 3\n"), "{out}");
    let (status, out, err) = run(
        &["play", &cses, "8", "--seed", "1"],
        "split heap 1 into 1 + 7\nquit\n",
    );
    assert_eq!(status, 0, "{err}");
    assert!(
        out.contains("you: split heap 1 into 1 + 7: 8 -> 1 7\n"),
        "{out}"
    );
}

/// Misère Nim as a description (a test fixture): explain's answer and
/// winning moves on every position of up to 3 heaps of up to 4 are those
/// of a misère search (whoever makes the last move loses).
#[test]
fn misere_nim_is_explained_as_the_search_plays_it() {
    #[allow(clippy::ptr_arg)]
    fn moves(p: &Vec<u64>) -> Vec<Next<Vec<u64>>> {
        let mut next = Vec::new();
        for i in 0..p.len() {
            for t in 1..=p[i] {
                let mut q = p.clone();
                q[i] -= t;
                next.push(Next::To(q));
            }
        }
        next
    }
    let mut positions = Vec::new();
    for n in 1..=3u32 {
        for code in 0..4u64.pow(n) {
            positions.push(
                (0..n)
                    .map(|i| code / 4u64.pow(i) % 4 + 1)
                    .collect::<Vec<u64>>(),
            );
        }
    }
    let mut input = format!("{}\n", positions.len());
    for p in &positions {
        let words: Vec<String> = p.iter().map(u64::to_string).collect();
        input.push_str(&format!("{}\n{}\n", p.len(), words.join(" ")));
    }
    let file = fixture("misere");
    let (status, out, err) = run(&["explain", &file, "--json", "--all"], &input);
    assert_eq!(status, 0, "{err}");
    let mut search = Search::misere(moves);
    assert_eq!(out.lines().count(), positions.len());
    for (line, p) in out.lines().zip(&positions) {
        let mut want: Vec<String> = moves(p)
            .into_iter()
            .filter_map(|n| match n {
                Next::To(q) if !search.mover_wins(&q) => {
                    let w: Vec<String> = q.iter().map(u64::to_string).collect();
                    Some(format!("\"left\":[{}]", w.join(",")))
                }
                _ => None,
            })
            .collect();
        let listed =
            &line[line.find("\"winning_moves\":").unwrap()..line.find("\"example\":").unwrap()];
        let mut got: Vec<String> = listed
            .match_indices("\"left\":[")
            .map(|(at, _)| {
                let rest = &listed[at..];
                rest[..=rest.find(']').unwrap()].to_string()
            })
            .collect();
        want.sort();
        got.sort();
        assert_eq!(got, want, "{p:?}: {line}");
        let wins = search.mover_wins(p);
        assert!(
            line.contains(if wins { "\"John\"" } else { "\"Brother\"" }),
            "{p:?}: {line}"
        );
    }
}

/// hdu2486 (`1..K*last`, the smallest winning take): explain lists every
/// winning first take of each heap up to 40 for K up to 4, as a search of
/// the statement's moves finds them (a first take of 1..n-1, then at most
/// K times the last take).
#[test]
fn times_last_first_takes_are_the_searchs() {
    let (mut cases, mut input) = (Vec::new(), String::new());
    for k in 1..=4u64 {
        for n in 2..=40u64 {
            cases.push((n, k));
            input.push_str(&format!("{n} {k}\n"));
        }
    }
    let input = format!("{}\n{input}", cases.len());
    let all = crate::check::explain_all("hdu2486", &input);
    assert_eq!(all.len(), cases.len());
    for (a, &(n, k)) in all.iter().zip(&cases) {
        // (stones, limit) -> the mover wins.
        let mut search = Search::normal(move |&(m, limit): &(u64, u64)| {
            (1..=limit.min(m))
                .map(|t| Next::To((m - t, k * t)))
                .collect()
        });
        let want: Vec<u64> = (1..n)
            .filter(|&t| !search.mover_wins(&(n - t, k * t)))
            .collect();
        let got = crate::check::listed_takes(a);
        assert_eq!(got, want, "{n} {k}");
        let words = want.first().map_or("lose".to_string(), u64::to_string);
        assert_eq!(a.verdict.words, words, "{n} {k}");
    }
}

/// Wythoff's game as a description (the poj1067 fixture) is explained by
/// the coded family's account: on every pair up to 9, the listed moves are
/// those that leave a position lost for the opponent, by a search of the
/// statement's moves; play refuses it with why.
#[test]
fn wythoff_as_a_description_is_explained_as_the_search_plays_it() {
    fn moves(&(a, b): &(u64, u64)) -> Vec<Next<(u64, u64)>> {
        let mut next = Vec::new();
        for t in 1..=a {
            next.push(Next::To((a - t, b)));
        }
        for t in 1..=b {
            next.push(Next::To((a, b - t)));
        }
        for t in 1..=a.min(b) {
            next.push(Next::To((a - t, b - t)));
        }
        next
    }
    let pairs: Vec<(u64, u64)> = (0..=9).flat_map(|a| (0..=9).map(move |b| (a, b))).collect();
    let input: String = pairs.iter().map(|(a, b)| format!("{a} {b}\n")).collect();
    let file = fixture("poj1067");
    let (status, out, err) = run(&["explain", &file, "--json", "--all"], &input);
    assert_eq!(status, 0, "{err}");
    let mut search = Search::normal(moves);
    assert_eq!(out.lines().count(), pairs.len());
    for (line, p) in out.lines().zip(&pairs) {
        let listed =
            &line[line.find("\"winning_moves\":").unwrap()..line.find("\"example\":").unwrap()];
        let mut got: Vec<String> = listed
            .match_indices("\"left\":[")
            .map(|(at, _)| {
                let rest = &listed[at..];
                rest[..=rest.find(']').unwrap()].to_string()
            })
            .collect();
        let mut want: Vec<String> = moves(p)
            .into_iter()
            .filter_map(|n| match n {
                Next::To(q) if !search.mover_wins(&q) => {
                    Some(format!("\"left\":[{},{}]", q.0, q.1))
                }
                _ => None,
            })
            .collect();
        got.sort();
        want.sort();
        got.dedup();
        want.dedup();
        assert_eq!(got, want, "{p:?}: {line}");
        let answer = if search.mover_wins(p) {
            "\"1\""
        } else {
            "\"0\""
        };
        assert!(
            line.contains(&format!("\"answer\":{answer}")),
            "{p:?}: {line}"
        );
    }
    let (status, _, err) = run(&["play", &file, "--case", "3 5"], "");
    assert_eq!(status, 2);
    assert!(
        err.contains("Wythoff's game changes two heaps at once"),
        "{err}"
    );
}

/// cf768e (`once 1..n`: each amount at most once in a heap's life): on
/// every position of up to 3 fresh heaps of up to 7, explain's answer and
/// winning moves (heap, amount) are a search's over (heap, amounts used).
#[test]
fn once_each_moves_are_the_searchs() {
    type State = Vec<(u64, u64)>;
    #[allow(clippy::ptr_arg)]
    fn moves(p: &State) -> Vec<Next<State>> {
        let mut next = Vec::new();
        for (i, &(h, used)) in p.iter().enumerate() {
            for s in (1..=h).filter(|&s| used & (1 << s) == 0) {
                let mut q = p.clone();
                q[i] = (h - s, used | 1 << s);
                next.push(Next::To(q));
            }
        }
        next
    }
    let mut positions = Vec::new();
    for n in 1..=3u32 {
        for code in 0..7u64.pow(n) {
            positions.push(
                (0..n)
                    .map(|i| code / 7u64.pow(i) % 7 + 1)
                    .collect::<Vec<u64>>(),
            );
        }
    }
    let input: String = positions
        .iter()
        .map(|p| {
            let w: Vec<String> = p.iter().map(u64::to_string).collect();
            format!("{}\n{}\n", p.len(), w.join(" "))
        })
        .collect();
    let all = crate::check::explain_all("cf768e", &input);
    assert_eq!(all.len(), positions.len());
    let mut search = Search::normal(moves);
    for (a, p) in all.iter().zip(&positions) {
        let start: State = p.iter().map(|&h| (h, 0)).collect();
        let mut want = Vec::new();
        for (i, &h) in p.iter().enumerate() {
            for s in 1..=h {
                let mut q = start.clone();
                q[i] = (h - s, 1 << s);
                if !search.mover_wins(&q) {
                    want.push((i as u64 + 1, s));
                }
            }
        }
        let got: Vec<(u64, u64)> = a
            .moves
            .listed
            .iter()
            .map(|m| (m.step.component.unwrap(), m.step.amount.unwrap()))
            .collect();
        assert_eq!(got, want, "{p:?}");
        assert_eq!(
            a.verdict.outcome == grundy::games::Outcome::N,
            search.mover_wins(&start),
            "{p:?}"
        );
    }
}
