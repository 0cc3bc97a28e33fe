//! Paint Chain (hdu3980): every opening against the rules of the real
//! circle, the answer on a lost circle, a huge circle, and a snapshot.

use crate::check::{self, against_rules, later_against_rules, Rules};
use crate::search::Rng;

/// `(beads, paint length, painted beads as bits)`, read from
/// `N beads in a circle, paint M: painted 1-2, 5` (or `none painted`).
fn read(text: &str) -> (u64, u64, u64) {
    let (head, painted) = text.split_once(": ").expect("a circle");
    let words: Vec<u64> = check::numbers(head);
    let mut bits = 0u64;
    if let Some(runs) = painted.strip_prefix("painted ") {
        for run in runs.split(", ") {
            let (a, b) = match run.split_once('-') {
                Some((a, b)) => (a.parse::<u64>().unwrap(), b.parse::<u64>().unwrap()),
                None => (run.parse().unwrap(), run.parse().unwrap()),
            };
            for bead in a..=b {
                bits |= 1 << (bead - 1);
            }
        }
    }
    (words[0], words[1], bits)
}

fn moves(&(n, m, painted): &(u64, u64, u64)) -> Vec<(u64, u64, u64)> {
    if m > n {
        return Vec::new();
    }
    (0..n)
        .map(|start| (0..m).fold(0u64, |bits, i| bits | 1 << ((start + i) % n)))
        .filter(|run| painted & run == 0)
        .map(|run| (n, m, painted | run))
        .collect()
}

pub const CHAIN: Rules<(u64, u64, u64)> = Rules {
    read,
    moves,
    misere: false,
};

#[test]
fn every_circle_up_to_11_beads() {
    let mut lines = Vec::new();
    for n in 1..=11 {
        for m in 1..=12 {
            lines.push(format!("{n} {m}\n"));
        }
    }
    let input = format!("{}\n{}", lines.len(), lines.concat());
    assert_eq!(against_rules("hdu3980", &input, &CHAIN), lines.len());
    check::agrees_with_the_solver_on_samples("hdu3980", |all| {
        all.iter()
            .map(|a| format!("Case #{}: {}\n", a.case, a.verdict.words))
            .collect()
    });
}

#[test]
fn a_huge_circle_is_counted_and_answered() {
    let max = u64::MAX;
    let all = check::explain_all("hdu3980", &format!("3\n{max} 1\n{} 1\n{max} 2\n", max - 1));
    assert_eq!(all[0].verdict.words, "aekdycoin");
    assert_eq!(all[0].moves.count, u128::from(max));
    // Lost: the opening, then the middle bead of the line left.
    let reply = all[1]
        .moves
        .example
        .as_ref()
        .unwrap()
        .reply
        .as_ref()
        .unwrap();
    assert_eq!(reply.text, format!("paint beads {}", max / 2 + 1));
    assert_eq!(all[2].verdict.words, "abcdxyzk");
    assert!(all[2].moves.example.as_ref().unwrap().reply.is_some());
}

#[test]
fn snapshot() {
    assert_eq!(
        check::text("hdu3980", "1\n4 2\n", &[]),
        "\
case 1: 4 beads in a circle, paint 2: none painted
  game: a circle of 4 beads; a move paints 2 consecutive unpainted beads; whoever cannot move loses
  the circle of 4 beads: g = 0 (mex of the value 1 of the line of 2 beads any opening leaves (g(L) = mex of g(x) xor g(L - 2 - x), 0 for L < 2))
  every opening paints some M beads in a row: the same move up to rotation, cutting the circle into a line
  then the opponent moves first on the line: the opener wins exactly when its value is 0, and it is 1
  answer: abcdxyzk (aekdycoin loses: abcdxyzk wins)
  no winning move: every move leaves a winning position, for example
    paint beads 1-2: 4 beads in a circle, paint 2: none painted -> 4 beads in a circle, paint 2: painted 1-2
    answered by paint beads 3-4: 4 beads in a circle, paint 2: painted 1-2 -> 4 beads in a circle, paint 2: painted 1-4
"
    );
}

/// The painted beads as words: `a-b` and single beads, ascending, merged.
fn painted_words(n: u64, bits: u64) -> String {
    let mut words = Vec::new();
    let mut bead = 1;
    while bead <= n {
        if bits >> (bead - 1) & 1 == 0 {
            bead += 1;
            continue;
        }
        let start = bead;
        while bead < n && bits >> bead & 1 == 1 {
            bead += 1;
        }
        words.push(if start == bead {
            format!("{start}")
        } else {
            format!("{start}-{bead}")
        });
        bead += 1;
    }
    words.join(" ")
}

/// Circles with painted beads, as play leaves them: seeded random sets of
/// painted beads (any set, not only unions of M-runs) on circles of up to
/// 13 beads, against the rules of the real circle.
#[test]
fn painted_circles_against_the_rules() {
    let mut rng = Rng::new(3980);
    let mut positions = Vec::new();
    for n in 1..=13u64 {
        for m in 1..=4u64 {
            for _ in 0..12 {
                let bits = rng.range(1, (1 << n) - 1);
                positions.push(format!("{n} {m} painted {}", painted_words(n, bits)));
            }
        }
    }
    later_against_rules("hdu3980", &positions, &CHAIN);
}

#[test]
fn painted_beads_are_words_of_their_own() {
    let text = check::text("hdu3980", "", &["8", "2", "painted", "5-6", "1-2"]);
    assert!(
        text.starts_with("case 1: 8 beads in a circle, paint 2: painted 1-2, 5-6\n"),
        "{text}"
    );
    assert!(
        text.contains("answer: P (the player to move loses)"),
        "{text}"
    );
    for (words, message) in [
        (
            &["6", "2", "painted", "5-2"][..],
            "word 4: expected a painted bead or range A-B of beads 1 to 6",
        ),
        (
            &["6", "2", "painted", "7"],
            "word 4: expected a painted bead",
        ),
        (&["6", "2", "painted"], "is written `N M painted BEADS...`"),
        (&["10000", "3", "painted", "1"], "beyond 4096 beads"),
    ] {
        let mut args = vec!["explain", "hdu3980"];
        args.extend_from_slice(words);
        let (status, _, err) = crate::common::run_args(&args, b"");
        let err = String::from_utf8(err).unwrap();
        assert_eq!(status, 1, "{words:?}");
        assert!(err.contains(message), "{words:?}: {err}");
    }
    // A huge run with a proven period: counted, the first listed.
    let max = u64::MAX;
    let text = check::text("hdu3980", "", &[&max.to_string(), "2", "painted", "5"]);
    assert!(text.contains("4340410370284600377 winning moves"), "{text}");
}

/// `grundy play` against the rules.
#[test]
fn plays_against_the_rules() {
    crate::play::plays(
        "hdu3980",
        &["8 2", "9 1", "10 3", "12 2 painted 1-2 7"],
        &CHAIN,
    );
}
