//! Problem descriptions end to end: a description of a coded problem
//! answers exactly as its coded solver on generated judge data (so the
//! case reader, the rules, the questions and the words agree with code
//! that is tested against searches from the rules), and a faulty
//! description or input gets a message that names the place.

use crate::common::{run, run_args};
use std::path::{Path, PathBuf};

fn data(name: &str) -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("tests/data/descriptions")
        .join(name)
}

fn path(name: &str) -> String {
    data(name).to_string_lossy().into_owned()
}

fn text(bytes: &[u8]) -> String {
    String::from_utf8_lossy(bytes).into_owned()
}

/// Every `tests/data/descriptions/<id>.toml` whose id is `<id>-described`
/// re-describes the coded problem `<id>`.
#[test]
fn descriptions_of_coded_problems_answer_as_their_solvers() {
    let mut checked = 0;
    for entry in std::fs::read_dir(data("")).unwrap() {
        let file = entry.unwrap().path();
        let name = file.file_name().unwrap().to_string_lossy().into_owned();
        let Some(id) = name.strip_suffix(".toml") else {
            continue;
        };
        let body = std::fs::read_to_string(&file).unwrap();
        if !body.contains(&format!("id = \"{id}-described\"")) {
            continue;
        }
        for (seed, scale) in [(1, "tiny"), (2, "tiny"), (3, "judge"), (4, "judge")] {
            let seed = seed.to_string();
            let (status, input, err) =
                run_args(&["gen", id, "--seed", &seed, "--scale", scale], b"");
            assert_eq!(status, 0, "gen {id}: {}", text(&err));
            let coded = run(id, &input);
            let described = run(&file.to_string_lossy(), &input);
            assert_eq!(coded.0, 0, "{id} seed {seed}");
            assert_eq!(
                text(&described.1),
                text(&coded.1),
                "{name} seed {seed}: {}",
                text(&described.2)
            );
            assert_eq!(described.0, 0);
        }
        checked += 1;
    }
    assert!(
        checked >= 5,
        "only {checked} descriptions of coded problems"
    );
}

#[test]
fn a_bad_token_is_named_where_it_stands_and_earlier_cases_are_answered() {
    let (status, out, err) = run(&path("hdu1846.toml"), b"3\n23 2\n4 3\n5 x\n");
    assert_eq!(status, 1);
    assert_eq!(text(&out), "first\nsecond\n");
    assert!(
        text(&err).contains("line 4, column 3: expected a value m, found \"x\""),
        "{}",
        text(&err)
    );
}

#[test]
fn a_label_numbers_the_cases() {
    let d = "id = \"label-test\"\ntitle = \"t\"\n[input]\ncases = \"counted\"\ncount = \"T\"\nlines = [\"n\", \"a[n]\"]\n[bounds]\nT = \"1..10\"\nn = \"1..10\"\na = \"1..10^9\"\n[game]\nrule = \"1..n/2\"\nheaps = \"a\"\n[output]\nfirst = \"Alice\"\nsecond = \"Bob\"\nlabel = \"Case {i}: \"\n";
    let file = std::env::temp_dir().join(format!("grundy-label-{}.toml", std::process::id()));
    std::fs::write(&file, d).unwrap();
    let (status, out, err) = run(
        &file.to_string_lossy(),
        b"5\n1\n1\n3\n10 11 12\n5\n1 2 3 4 5\n2\n4 9\n3\n1 3 9\n",
    );
    let _ = std::fs::remove_file(&file);
    assert_eq!(status, 0, "{}", text(&err));
    assert_eq!(
        text(&out),
        "Case 1: Bob\nCase 2: Alice\nCase 3: Alice\nCase 4: Bob\nCase 5: Alice\n"
    );
}

/// Each fault of a description, and the words its message must hold.
#[test]
fn a_faulty_description_says_where_and_what() {
    let base = std::fs::read_to_string(data("hdu1846.toml")).unwrap();
    let cases: &[(&str, &str, &str)] = &[
        (
            "rule = \"1..M\"",
            "rule = \"1..Q\"",
            "the rule's letter Q is no name of the input",
        ),
        (
            "rule = \"1..M\"",
            "rule = \"1..M,sqares\"",
            "did you mean 'squares'?",
        ),
        (
            "rule = \"1..M\"",
            "rulez = \"1..M\"",
            "unknown key rulez in [game]",
        ),
        ("rule = \"1..M\"", "rulez = \"1..M\"", "did you mean rule?"),
        ("[bounds]", "[bound]", "did you mean [bounds]?"),
        ("m = \"1..1000\"", "", "[bounds] has no entry for m"),
        (
            "m = \"1..1000\"",
            "m = \"1000..1\"",
            "expected LO..HI with LO <= HI, found \"1000..1\" (write 1..1000)",
        ),
        (
            "lines = [\"n m\"]",
            "lines = [\"n m[k]\"]",
            "expected a number or a name read earlier",
        ),
        (
            "cases = \"counted\"",
            "cases = \"count\"",
            "expected \"one\", \"until-end\", \"counted\" or \"sentinel\"",
        ),
        (
            "heaps = \"n\"",
            "heaps = \"z\"",
            "expected a name of the input (C, n, m), found \"z\"",
        ),
        ("first = \"first\"", "", "[output] needs first"),
        (
            "id = \"hdu1846-described\"",
            "id = \"HDU 1846\"",
            "expected an id of lowercase letters",
        ),
    ];
    for &(from, to, message) in cases {
        assert!(base.contains(from), "{from}");
        let broken = base.replacen(from, to, 1);
        let file = std::env::temp_dir().join(format!(
            "grundy-broken-{}-{}.toml",
            std::process::id(),
            message.len()
        ));
        std::fs::write(&file, &broken).unwrap();
        let (status, out, err) = run(&file.to_string_lossy(), b"1\n3 2\n");
        let _ = std::fs::remove_file(&file);
        let err = text(&err);
        assert_eq!(status, 2, "{to}: {err}");
        assert!(out.is_empty());
        assert!(err.contains(message), "{to}: {err}");
        assert!(err.contains("line "), "{to}: no line in {err}");
    }
}

#[test]
fn a_heap_past_every_evidence_is_refused_not_guessed() {
    // A rule with no theorem and no shape grundy knows, at a heap past its
    // table: the case before is answered, this one is refused.
    let d = "id = \"refuse-test\"\ntitle = \"t\"\n[input]\ncases = \"until-end\"\nlines = [\"n\"]\n[bounds]\nn = \"1..10^18\"\n[game]\nrule = \"squares\"\nheaps = \"n\"\n[output]\nfirst = \"W\"\nsecond = \"L\"\n";
    let file = std::env::temp_dir().join(format!("grundy-refuse-{}.toml", std::process::id()));
    std::fs::write(&file, d).unwrap();
    let (status, out, err) = run(&file.to_string_lossy(), b"7\n1000000000000\n");
    // Not the input's fault: its own exit status, and `validate` passes it.
    let (valid, _, why) = run_args(
        &["validate", &file.to_string_lossy()],
        b"7\n1000000000000\n",
    );
    let _ = std::fs::remove_file(&file);
    assert_eq!(status, 4);
    assert_eq!(text(&out), "L\n");
    assert!(
        text(&err).contains("line 2, column 14: case 2 is valid, but grundy cannot answer it: "),
        "{}",
        text(&err)
    );
    assert_eq!(valid, 0, "{}", text(&why));
}

#[test]
fn every_command_takes_a_description() {
    let file = path("hdu1846.toml");
    let (status, out, _) = run_args(&["show", &file], b"");
    assert_eq!(status, 0);
    assert!(text(&out).contains("proved: g(n) = floor((n mod (a + b)) / a)"));
    let (status, input, _) = run_args(&["gen", &file, "--seed", "5"], b"");
    assert_eq!(status, 0);
    let (status, _, err) = run_args(&["validate", &file], &input);
    assert_eq!(status, 0, "{}", text(&err));
    let (status, out, err) = run_args(&["explain", &file], b"1\n5 3\n");
    assert_eq!(status, 0, "{}", text(&err));
    assert!(text(&out).contains("take 1 from heap 1"), "{}", text(&out));
}

#[test]
fn the_smallest_winning_take_is_the_least_of_all_winning_moves() {
    // 12 (Omega 3) and 2 (Omega 1): the sum needs 12 -> a prime, 2 or 3;
    // the takes 10 and 9, of which 9 is the smallest (searched by hand from
    // the rule: 12's proper divisors are 1, 2, 3, 4, 6).
    let d = "id = \"smallest-test\"\ntitle = \"t\"\n[input]\ncases = \"until-end\"\nlines = [\"a b\"]\n[bounds]\na = \"1..100\"\nb = \"1..100\"\n[game]\nrule = \"to proper-divisors\"\nheaps = \"a b\"\n[question]\nask = \"smallest-winning-move\"\n[output]\nsecond = \"lose\"\n";
    let file = std::env::temp_dir().join(format!("grundy-smallest-{}.toml", std::process::id()));
    std::fs::write(&file, d).unwrap();
    let (status, out, err) = run(&file.to_string_lossy(), b"12 2\n4 4\n");
    let _ = std::fs::remove_file(&file);
    assert_eq!(status, 0, "{}", text(&err));
    assert_eq!(text(&out), "9\nlose\n");
}

/// `grundy play` on described problems: scripted sessions through stdin,
/// every reply of the computer checked by a search over the whole position
/// from the rules as the statements give them.
mod play {
    use super::{run_args, text};
    use std::collections::HashMap;

    /// The options of one heap: the heaps each move leaves.
    type Options<'a> = &'a dyn Fn(usize, u64) -> Vec<Vec<u64>>;

    /// The positions one move leaves (a heap taken whole stays as 0, a split
    /// puts its parts in the heap's place, as play shows them).
    fn next(heaps: &[u64], options: Options<'_>) -> Vec<Vec<u64>> {
        let mut out = Vec::new();
        for (i, &h) in heaps.iter().enumerate() {
            for left in options(i, h) {
                let mut p = heaps[..i].to_vec();
                if left.is_empty() {
                    p.push(0);
                } else {
                    p.extend(&left);
                }
                p.extend(&heaps[i + 1..]);
                out.push(p);
            }
        }
        out
    }

    /// Whether the player to move wins, by search (normal play).
    fn wins(heaps: &[u64], options: Options<'_>, memo: &mut HashMap<Vec<u64>, bool>) -> bool {
        if let Some(&w) = memo.get(heaps) {
            return w;
        }
        let w = next(heaps, options).iter().any(|p| !wins(p, options, memo));
        memo.insert(heaps.to_vec(), w);
        w
    }

    fn numbers(s: &str) -> Vec<u64> {
        s.split_whitespace().map(|w| w.parse().unwrap()).collect()
    }

    /// Plays `moves` and checks every reply: a move of the rules from the
    /// position it was made in, which leaves a position lost for the user
    /// whenever the position it was made in was won. Returns the transcript
    /// and how many replies were checked.
    fn session(args: &[&str], moves: &str, options: Options<'_>) -> (String, usize) {
        let mut full = vec!["play"];
        full.extend(args);
        full.extend(["--seed", "7"]);
        let (status, out, err) = run_args(&full, moves.as_bytes());
        let out = text(&out);
        assert_eq!(status, 0, "{}{}", out, text(&err));
        let mut memo = HashMap::new();
        let mut checked = 0;
        for line in out.lines().filter(|l| l.starts_with("me:  ")) {
            let inside = line.rsplit_once(": ").unwrap().1;
            let (before, after) = inside.split_once(" -> ").unwrap();
            let (before, after) = (numbers(before), numbers(after));
            assert!(
                next(&before, options).contains(&after),
                "not a move of the rules: {line}\n{out}"
            );
            if wins(&before, options, &mut memo) {
                assert!(
                    !wins(&after, options, &mut memo),
                    "not a winning move: {line}\n{out}"
                );
            }
            checked += 1;
        }
        (out, checked)
    }

    fn subtract(set: &'static [u64]) -> impl Fn(usize, u64) -> Vec<Vec<u64>> {
        move |_, h| {
            set.iter()
                .filter(|&&s| s <= h)
                .map(|&s| if s == h { vec![] } else { vec![h - s] })
                .collect()
        }
    }

    #[test]
    fn a_legal_move_is_accepted_an_illegal_one_refused_and_the_reply_wins() {
        // edpck: take 2 or 3 from 9 stones. 1 is no take of the rule; 2
        // leaves 7, won for the computer. A move is typed as on a coded
        // problem: the amount, then the heap.
        let rule = subtract(&[2, 3]);
        let (out, checked) = session(
            &["edpck", "--case", "2 9\\n2 3"],
            "1 1\n2 1\nhint\nquit\n",
            &rule,
        );
        assert!(
            out.contains("> 1 1\nnot a move here: `1 1` is no legal move"),
            "{out}"
        );
        assert!(
            out.contains("> 2 1\nyou: take 2 from heap 1: 9 -> 7\nme:  "),
            "{out}"
        );
        assert!(out.ends_with("> quit\nbye\n"), "{out}");
        assert_eq!(checked, 1);
    }

    #[test]
    fn every_reply_on_a_sum_of_heaps_is_a_winning_move_of_the_rules() {
        // abc297g, L..R = 1..3, three heaps; each first move of the user
        // from a lost position (nim-sum 0: 1, 2, 3) leaves a won one.
        let rule = |_: usize, h: u64| -> Vec<Vec<u64>> {
            (1..=3.min(h))
                .map(|s| if s == h { vec![] } else { vec![h - s] })
                .collect()
        };
        let mut checked = 0;
        for first in ["1 1", "1 2", "2 2", "3 3", "2 3"] {
            let moves = format!("{first}\nhint\n1 1\n1 2\n1 3\nquit\n");
            let (out, n) = session(&["abc297g", "--case", "3 1 3\n1 2 3"], &moves, &rule);
            assert!(out.contains(&format!("> {first}\nyou: ")), "{out}");
            checked += n;
        }
        assert!(checked >= 5, "{checked} replies");
    }

    #[test]
    fn splits_and_heaps_with_their_own_rules_are_played_by_the_rules() {
        // lightoj1199 (Grundy's game) from its sample's counted input: 7 is
        // lost for the user; each split is answered with a winning move.
        let grundy = |_: usize, h: u64| -> Vec<Vec<u64>> {
            (1..h)
                .filter(|&a| 2 * a < h)
                .map(|a| vec![a, h - a])
                .collect()
        };
        let (out, checked) = session(
            &["lightoj1199", "--case", "1\n1\n7"],
            "1 1 6\n1 2 5\nquit\n",
            &grundy,
        );
        assert!(
            out.contains("you: split heap 1 into 1 + 6: 7 -> 1 6"),
            "{out}"
        );
        assert!(checked >= 1, "{out}");
        // hdu1851: heap 1 takes 1..2, heap 2 takes 1..3 (each its own L).
        let own = |i: usize, h: u64| -> Vec<Vec<u64>> {
            let most = [2, 3][i];
            (1..=most.min(h))
                .map(|s| if s == h { vec![] } else { vec![h - s] })
                .collect()
        };
        let (out, checked) = session(
            &["hdu1851", "--case", "2\n5 2\n6 3"],
            "3 1\n1 1\n3 2\nquit\n",
            &own,
        );
        assert!(
            out.contains("2 heaps under the rules sub 1..2 (heap 1); sub 1..3 (heap 2)"),
            "{out}"
        );
        assert!(
            out.contains("> 3 1\nnot a move here: `3 1` is no legal move"),
            "{out}"
        );
        assert!(checked >= 1, "{out}");
    }

    #[test]
    fn the_case_comes_from_words_a_file_or_the_sample() {
        let file = std::env::temp_dir().join(format!("grundy-play-{}.in", std::process::id()));
        std::fs::write(&file, "3\n7 11 13\n2\n1 1\n0\n").unwrap();
        let rule = |_: usize, h: u64| -> Vec<Vec<u64>> {
            (0..h)
                .map(|m| if m == 0 { vec![] } else { vec![m] })
                .collect()
        };
        let (out, _) = session(
            &["poj2975", "--input", &file.to_string_lossy()],
            "quit\n",
            &rule,
        );
        let _ = std::fs::remove_file(&file);
        assert!(out.contains("position: 7 11 13\n"), "{out}");
        let (out, _) = session(&["cses1730", "2", "3", "5"], "1 1\nquit\n", &rule);
        assert!(out.contains("position: 3 5\n"), "{out}");
        // edpck's sample: 4 stones, takes 2 and 3.
        let (out, _) = session(&["edpck"], "quit\n", &subtract(&[2, 3]));
        assert!(out.contains("1 heap under the rule sub 2,3\n"), "{out}");
        assert!(out.contains("position: 4\n"), "{out}");
    }

    #[test]
    fn what_play_does_not_take_is_refused_with_why() {
        let misere = "id = \"misere-play\"\ntitle = \"t\"\n[input]\ncases = \"until-end\"\nlines = [\"n\"]\n[bounds]\nn = \"1..100\"\n[game]\nrule = \"once 1..3\"\nheaps = \"n\"\nplay = \"misere\"\n[output]\nfirst = \"W\"\nsecond = \"L\"\n";
        let file = std::env::temp_dir().join(format!("grundy-misere-{}.toml", std::process::id()));
        std::fs::write(&file, misere).unwrap();
        let path = file.to_string_lossy().into_owned();
        let wythoff = super::path("poj1067.toml");
        let cases: [(&[&str], &str); 4] = [
            (&[&wythoff, "--case", "3 5"], "two heaps at once"),
            (&[&path, "--case", "5"], "misere"),
            (&["hdu2486", "--case", "100000 2"], "heaps up to 65536"),
            // Grundy's game has no theorem: its moves are listed one by one
            // (a listed set, edpck's, is played at any size).
            (
                &["lightoj1199", "--case", "1\n1\n100000"],
                "heaps up to 65536",
            ),
        ];
        for (args, why) in cases {
            let mut full = vec!["play"];
            full.extend(args);
            let (status, out, err) = run_args(&full, b"1 1\nquit\n");
            let err = text(&err);
            assert_eq!(status, 2, "{args:?}: {err}");
            assert!(out.is_empty(), "{args:?}");
            assert!(err.contains(why), "{args:?}: {err}");
            assert!(!err.contains("panicked"), "{args:?}: {err}");
        }
        let _ = std::fs::remove_file(&file);
        // Staircase Nim, the outcomes question, the rules with memory and
        // lines moved together are played from their samples.
        for (id, moves) in [
            ("cses1099", "1 2 1\n"),
            ("cses1729", "take 1 from heap 1\n"),
            ("cf768e", "1 1\n"),
            ("hdu2486", "take 1\n"),
            ("uva11859", "1 1 3\n"),
        ] {
            let (status, out, err) = run_args(
                &["play", id, "--seed", "1"],
                format!("hint\n{moves}quit\n").as_bytes(),
            );
            let (out, err) = (text(&out), text(&err));
            assert_eq!(status, 0, "{id}: {err}");
            assert!(out.contains("\nyou: "), "{id}: {out}");
            assert!(out.contains("winning move"), "{id}: {out}");
        }
        let (status, _, err) = run_args(&["play", "edpck", "--case", "2 4 2"], b"");
        assert_eq!(status, 2);
        assert!(
            text(&err).contains("expected a move size a"),
            "{}",
            text(&err)
        );
    }
}

/// `1,2,K` with K and the heap up to 10^9 (CF 1194D): no table reaches
/// K, so grundy answers by a formula in K verified on K's first official
/// values, and says so. The oracle here is the game's known rule (period
/// K + 1 when 3 divides K, else 3; a heap of K mod K + 1 wins), first
/// checked against a search that plays the game from its moves.
#[test]
fn a_letter_past_every_table_is_answered_by_a_formula_in_it() {
    fn first_wins(n: u64, k: u64) -> bool {
        if k % 3 != 0 {
            return n % 3 != 0;
        }
        let m = n % (k + 1);
        m == k || m % 3 != 0
    }
    for k in 3..40u64 {
        let mut win = vec![false; 400];
        for n in 1..400 {
            win[n] = [1, 2, k]
                .iter()
                .any(|&s| s as usize <= n && !win[n - s as usize]);
        }
        for (n, &w) in win.iter().enumerate() {
            assert_eq!(first_wins(n as u64, k), w, "n = {n}, K = {k}");
        }
    }
    let d = "id = \"one-two-k\"\ntitle = \"t\"\n[input]\ncases = \"counted\"\ncount = \"T\"\nlines = [\"n k\"]\n[bounds]\nT = \"1..100\"\nn = \"0..10^9\"\nk = \"3..10^9\"\n[game]\nrule = \"1,2,K\"\nheaps = \"n\"\n[output]\nfirst = \"Alice\"\nsecond = \"Bob\"\n";
    let file = std::env::temp_dir().join(format!("grundy-one-two-k-{}.toml", std::process::id()));
    std::fs::write(&file, d).unwrap();
    let mut rng = grundy::testdata::Rng::new(1194);
    let mut input = String::from("60\n");
    let mut want = String::new();
    for i in 0..60 {
        let k = match i % 3 {
            0 => 3 * rng.range(1, 333_333_333),
            _ => rng.range(3, 1_000_000_000),
        };
        let n = match i % 4 {
            0 => k,
            1 => (k + 1) * rng.range(0, 5) + k % 7,
            _ => rng.range(0, 1_000_000_000),
        };
        input.push_str(&format!("{n} {k}\n"));
        want.push_str(if first_wins(n, k) { "Alice\n" } else { "Bob\n" });
    }
    let (status, out, err) = run(&file.to_string_lossy(), input.as_bytes());
    let _ = std::fs::remove_file(&file);
    assert_eq!(status, 0, "{}", text(&err));
    assert_eq!(text(&out), want);
}

/// A shape read off a table shorter than the rule's own numbers is no
/// evidence: `1,2,99999999` looks like period 3 on any table grundy can
/// compute, and is not (a heap of 99999999 wins by taking it all).
#[test]
fn a_shape_the_table_is_too_short_to_show_is_not_applied() {
    let d = "id = \"short-table\"\ntitle = \"t\"\n[input]\ncases = \"until-end\"\nlines = [\"n\"]\n[bounds]\nn = \"0..10^9\"\n[game]\nrule = \"1,2,99999999\"\nheaps = \"n\"\n[output]\nfirst = \"W\"\nsecond = \"L\"\n";
    let file = std::env::temp_dir().join(format!("grundy-short-{}.toml", std::process::id()));
    std::fs::write(&file, d).unwrap();
    let (status, out, err) = run(&file.to_string_lossy(), b"6\n99999999\n");
    let _ = std::fs::remove_file(&file);
    assert_eq!(status, 4, "{}", text(&out));
    assert_eq!(text(&out), "L\n");
    assert!(
        text(&err).contains("too short beside them"),
        "{}",
        text(&err)
    );
}

/// Subtract a divisor 1 < d < n with n up to 10^9 (CF 1537D): grundy
/// knows the outcome of one heap past its table (0, odd and 2^odd lose),
/// and answers the winner from it. The oracle, checked first against a
/// search from the moves, is that rule.
#[test]
fn one_heap_past_the_table_is_answered_by_its_outcome() {
    let loses =
        |n: u64| n == 0 || n % 2 == 1 || (n.is_power_of_two() && n.trailing_zeros() % 2 == 1);
    let mut win = vec![false; 2000];
    for n in 1..2000usize {
        win[n] = (2..n).any(|d| n % d == 0 && !win[n - d]);
        assert_eq!(win[n], !loses(n as u64), "n = {n}");
    }
    let mut rng = grundy::testdata::Rng::new(1537);
    let heaps: Vec<u64> = (0..80)
        .map(|i| match i % 3 {
            0 => 1 << rng.range(17, 29),
            _ => rng.range(70_000, 1_000_000_000),
        })
        .collect();
    let input = format!(
        "{}\n{}\n",
        heaps.len(),
        heaps
            .iter()
            .map(|n| n.to_string())
            .collect::<Vec<_>>()
            .join("\n")
    );
    let want: String = heaps
        .iter()
        .map(|&n| if loses(n) { "Bob\n" } else { "Alice\n" })
        .collect();
    let (status, out, err) = run(&path("divisor-outcome.toml"), input.as_bytes());
    assert_eq!(status, 0, "{}", text(&err));
    assert_eq!(text(&out), want);
}

/// A description `explain` cannot show (a rule that splits heaps, misère
/// play, another question) is refused before any input is read, as a
/// usage error, and its card says so; the problem itself is answered.
#[test]
fn explain_refuses_a_description_it_cannot_show_before_reading_input() {
    let not_shown: Vec<_> = grundy::registry::all()
        .into_iter()
        .filter(|e| {
            e.description
                .is_some_and(|d| !grundy::describe::teach::explains(d))
        })
        .collect();
    // Every shipped description is explained now: the fixtures hold the
    // ones explain refuses (heaps asked one by one), checked the same way.
    let fixtures: Vec<String> = std::fs::read_dir(data(""))
        .expect("tests/data/descriptions")
        .map(|f| f.expect("an entry").path().to_string_lossy().into_owned())
        .filter(|p| p.ends_with(".toml"))
        .collect();
    let mut refused_fixtures = 0;
    for path in &fixtures {
        // Parsed, not loaded: a load registers the file for the whole
        // test process, which the registry's own tests would then see.
        let source = std::fs::read_to_string(path).expect("a fixture reads");
        let d = grundy::describe::parse(&source).unwrap_or_else(|e| panic!("{path}: {e}"));
        let Some(why) = grundy::describe::teach::not_explained(&d) else {
            continue;
        };
        refused_fixtures += 1;
        for command in ["explain", "play"] {
            let (status, out, err) = run_args(&[command, path], b"");
            assert_eq!(status, 2, "{command} {path}: {}", text(&err));
            assert!(out.is_empty() && text(&err).contains(why), "{}", text(&err));
        }
        let (_, card, _) = run_args(&["show", path], b"");
        assert!(
            text(&card).contains(&format!("\nNot explained or played: {why}\n")),
            "{path}"
        );
    }
    assert!(
        !not_shown.is_empty() || refused_fixtures > 0,
        "no description to refuse"
    );
    for e in not_shown {
        let (status, out, err) = run_args(&["explain", e.id], e.sample.0.as_bytes());
        assert_eq!(status, 2, "{}: {}", e.id, text(&err));
        assert!(out.is_empty(), "{}", e.id);
        let why = grundy::describe::teach::not_explained(e.description.unwrap()).unwrap();
        assert!(text(&err).contains(why), "{}", text(&err));
        let (_, card, _) = run_args(&["show", e.id], b"");
        assert!(
            text(&card).contains(&format!("\nNot explained or played: {why}\n")),
            "{}",
            e.id
        );
        let (status, _, err) = run_args(&["play", e.id], b"");
        assert_eq!(status, 2, "{}: {}", e.id, text(&err));
        assert!(text(&err).contains(why), "{}", text(&err));
        let (status, answers, _) = run_args(&[e.id], e.sample.0.as_bytes());
        assert_eq!(
            (status, text(&answers)),
            (0, e.sample.1.to_string()),
            "{}",
            e.id
        );
    }
}

/// `play = "misère"` is read as the rule language reads it: as misere.
#[test]
fn play_takes_misere_with_its_accent() {
    let base = std::fs::read_to_string(data("hdu1846.toml")).unwrap();
    let mut answers = Vec::new();
    for play in ["misere", "misère"] {
        let toml = base.replacen(
            "heaps = \"n\"",
            &format!("heaps = \"n\"\nplay = \"{play}\""),
            1,
        );
        let file =
            std::env::temp_dir().join(format!("grundy-misere-{play}-{}.toml", std::process::id()));
        std::fs::write(&file, toml).unwrap();
        let (status, out, err) = run(&file.to_string_lossy(), b"3\n1 1\n2 1\n5 3\n");
        let _ = std::fs::remove_file(&file);
        assert_eq!(status, 0, "{play}: {}", text(&err));
        answers.push(out);
    }
    assert_eq!(answers[0], answers[1]);
}

/// A rule of one letter with a theorem (`1..M`) answers every value of the
/// letter by the theorem, 2^64 - 1 included, not by a formula verified on
/// the letter's first values.
#[test]
fn a_theorem_answers_every_value_of_the_letter() {
    let max = u64::MAX;
    let (status, out, err) = run(
        &path("hdu1846.toml"),
        format!(
            "3\n{max} {max}\n{} {}\n{max} {}\n",
            max - 1,
            max - 1,
            max - 1
        )
        .as_bytes(),
    );
    assert_eq!(status, 0, "{}", text(&err));
    // The last leaves m + 1 = 2^64 - 1 whatever the first player takes.
    assert_eq!(text(&out), "first\nfirst\nsecond\n");
}

/// Heaps each under their own rule (a letter on each heap's line) are
/// explained, a heap past 65,536 under 1..n/K too; a case `explain`
/// cannot show (more values to look up than a position may take) ends
/// with the case named valid and who cannot show it,
/// exit status 4; the solver answers it.
#[test]
fn explain_names_a_case_it_cannot_show_as_valid() {
    let d = "id = \"own-k\"\ntitle = \"t\"\n[input]\ncases = \"one\"\nlines = [\"N\", \"N * A K\"]\n[bounds]\nN = \"1..9\"\nA = \"1..1000000\"\nK = \"2..9\"\n[game]\nrule = \"1..n/K\"\nheaps = \"A\"\n[output]\nfirst = \"F\"\nsecond = \"S\"\n";
    let file = std::env::temp_dir().join(format!("grundy-own-k-{}.toml", std::process::id()));
    std::fs::write(&file, d).unwrap();
    let file = file.to_string_lossy().to_string();
    let (status, shown, err) = run_args(&["explain", &file], b"2\n5 3\n7 2\n");
    assert_eq!(status, 0, "{}", text(&err));
    assert!(
        text(&shown).contains("heap 1 = 5: g = 1 (under sub 1..n/3)\n"),
        "{}",
        text(&shown)
    );
    // A heap past 65,536 under 1..n/K (a theorem) is shown: g(5) under
    // 1..n/3 is 1 (taking 1 leaves 4, which has only the move to 3, a
    // win); g(700000) under 1..n/2 is 350000: a sum not 0.
    let input = b"2\n5 3\n700000 2\n";
    let (status, shown, err) = run_args(&["explain", &file], input);
    let (answered, out, _) = run(&file, input);
    let _ = std::fs::remove_file(&file);
    assert_eq!(status, 0, "{}", text(&err));
    assert!(
        text(&shown).contains("heap 2 = 700000: g = 350000 (under sub 1..n/2)\n"),
        "{}",
        text(&shown)
    );
    assert_eq!((answered, text(&out)), (0, "F\n".to_string()));
    // A range whose block of winning takes holds 5 * 10^7 of them: past
    // the 2^24 lookups a position may take, named valid, and answered.
    let input = b"1 100000000 200000000\n250000000\n";
    let (status, _, err) = run_args(&["explain", "abc297g"], input);
    assert_eq!(status, 4, "{}", text(&err));
    assert!(
        text(&err).contains("line 2, column 10: case 1 is valid, but explain cannot show it: finding the winning moves looks up the values of more than 16777216 heaps"),
        "{}",
        text(&err)
    );
    let (status, out, _) = run_args(&["abc297g"], input);
    assert_eq!((status, text(&out)), (0, "First\n".to_string()));
}

/// Counting winning moves under `to S` lists the members of S below the
/// heap, not every amount: `to 0,3,7` on a heap of 10^18 answers at once.
/// The oracle: from any heap past 7 the moves reach exactly 0, 3 and 7, so
/// the count at 10^18 is the count at 8, by a search from the moves.
#[test]
fn winning_moves_to_a_listed_set_on_a_huge_heap() {
    let targets = [0u64, 3, 7];
    let mut g = [0u64; 9];
    for n in 1..9usize {
        let options: Vec<u64> = targets
            .iter()
            .filter(|&&m| (m as usize) < n)
            .map(|&m| g[m as usize])
            .collect();
        g[n] = (0..).find(|v| !options.contains(v)).unwrap();
    }
    let wins_at_8 = targets
        .iter()
        .filter(|&&m| m < 8 && g[m as usize] == 0)
        .count();
    let d = "id = \"to-set\"\ntitle = \"t\"\n[input]\ncases = \"until-end\"\nlines = [\"n\"]\n[bounds]\nn = \"0..10^18\"\n[game]\nrule = \"to 0,3,7\"\nheaps = \"n\"\n[question]\nask = \"winning-moves\"\n";
    let file = std::env::temp_dir().join(format!("grundy-to-set-{}.toml", std::process::id()));
    std::fs::write(&file, d).unwrap();
    let (status, out, err) = run(&file.to_string_lossy(), b"1000000000000000000\n8\n");
    let _ = std::fs::remove_file(&file);
    assert_eq!(status, 0, "{}", text(&err));
    assert_eq!(text(&out), format!("{wins_at_8}\n{wins_at_8}\n"));
}

/// The keys of positions of several numbers (issue 44): a faulty move is
/// named where it stands, a key of another game is refused by name, a game
/// that need not end and a case past the work budget are refused (exit 4)
/// after the cases before them are answered.
#[test]
fn positions_of_several_numbers_say_where_and_what() {
    let base = std::fs::read_to_string(data("knights-corner.toml")).unwrap();
    let cases: &[(&str, &str, &str)] = &[
        (
            "\"x-2, y-1\",",
            "\"x-2, z-1\",",
            "line 29, column 9: \"z\" is no name here (the names are x, y, T, N, M, K)",
        ),
        (
            "\"x-2, y-1\",",
            "\"x-2\",",
            "a move gives the position's 2 new numbers",
        ),
        (
            "\"x-2, y-1\",",
            "\"x-2, y-1 if x\",",
            "expected a comparison",
        ),
        (
            "game = \"position\"",
            "game = \"wythoff\"",
            "move is read by game = \"position\" only",
        ),
        (
            "game = \"position\"",
            "game = \"positoin\"",
            "did you mean \"position\"?",
        ),
        (
            "heaps = \"x y\"",
            "heaps = \"x\"",
            "a position is 2 to 3 numbers",
        ),
        (
            "[output]",
            "[question]\nper = \"each\"\n[output]",
            "expected one of \"case\", \"position\"",
        ),
    ];
    for &(from, to, message) in cases {
        assert!(base.contains(from), "{from}");
        let broken = base.replacen(from, to, 1);
        let file = std::env::temp_dir().join(format!(
            "grundy-broken-position-{}-{}.toml",
            std::process::id(),
            message.len()
        ));
        std::fs::write(&file, &broken).unwrap();
        let (status, out, err) = run(&file.to_string_lossy(), b"1\n3 3 1\n2 2\n");
        let _ = std::fs::remove_file(&file);
        let err = text(&err);
        assert_eq!(status, 2, "{to}: {err}");
        assert!(out.is_empty());
        assert!(err.contains(message), "{to}: {err}");
    }
    // A knight that can step back and forth: the game need not end.
    let looping = base.replacen("\"x-2, y-1\",", "\"x+2, y-1\",", 1);
    let file = std::env::temp_dir().join(format!("grundy-loop-{}.toml", std::process::id()));
    std::fs::write(&file, &looping).unwrap();
    let (status, out, err) = run(&file.to_string_lossy(), b"2\n1 1 1\n0 0\n5 5 1\n1 2\n");
    let _ = std::fs::remove_file(&file);
    assert_eq!((status, text(&out)), (4, "second\n".to_string()));
    assert!(
        text(&err).contains(
            "case 2 is valid, but grundy cannot answer it: the moves return to the position"
        ),
        "{}",
        text(&err)
    );
    // Past the work budget: refused by it, not after minutes.
    let (status, out, err) = run("typical90ae", b"1\n0\n2\n1\n1000\n1000\n");
    assert_eq!((status, text(&out)), (4, "First\n".to_string()));
    assert!(
        text(&err).contains("grundy cannot answer it: more than"),
        "{}",
        text(&err)
    );
}
