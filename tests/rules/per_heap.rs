//! `explain` of heaps asked one by one (`per = "position"`: each heap's
//! outcome on its own line): one account a heap, its value and evidence,
//! and every winning take, held to a search of the subtraction game
//! {1, 3, 4} that knows only the move (`tests/data/descriptions/
//! per-heap.toml`); play plays the case's first heap, its hint the same
//! account.

use crate::runs::{fixture, grundy};
use crate::search::{Next, Rng, Search};

const TAKES: [u64; 3] = [1, 3, 4];

fn moves(h: &u64) -> Vec<Next<u64>> {
    TAKES
        .iter()
        .filter(|&&t| t <= *h)
        .map(|&t| Next::To(h - t))
        .collect()
}

/// The takes an account lists (`take T from heap 1: ...`), block by block.
fn takes(text: &str) -> Vec<u64> {
    text.lines()
        .filter_map(|l| l.trim().strip_prefix("take "))
        .filter(|l| !l.contains("answered by"))
        .map(|l| l.split(' ').next().unwrap().parse().unwrap())
        .collect()
}

#[test]
fn each_heap_is_explained_alone_with_every_winning_take() {
    let mut rng = Rng::new(4444);
    let mut search = Search::normal(moves);
    let mut input = String::from("5\n");
    let mut cases = Vec::new();
    for _ in 0..5 {
        let heaps: Vec<u64> = (0..rng.below(7)).map(|_| rng.below(40)).collect();
        let line: Vec<String> = heaps.iter().map(u64::to_string).collect();
        input += &format!("{}\n{}\n", heaps.len(), line.join(" "));
        cases.push(heaps);
    }
    let explained = grundy(&["explain", &fixture("per-heap"), "--all"], &input);
    let answers = grundy(&[&fixture("per-heap")], &input);
    let blocks: Vec<&str> = explained.split("\n\n").filter(|b| !b.is_empty()).collect();
    let mut at = 0;
    let mut words = Vec::new();
    for (c, heaps) in cases.iter().enumerate() {
        for (i, &h) in heaps.iter().enumerate() {
            let block = blocks[at];
            at += 1;
            let head = format!("case {}, position {}: {h}\n", c + 1, i + 1);
            assert!(block.starts_with(&head), "{head}{block}");
            assert!(block.contains("values proved: periodic"), "{block}");
            let wins = search.mover_wins(&h);
            let want: Vec<u64> = TAKES
                .iter()
                .copied()
                .filter(|&t| t <= h && !search.mover_wins(&(h - t)))
                .collect();
            let got = if wins { takes(block) } else { Vec::new() };
            assert_eq!(got, want, "{block}");
            assert!(!wins || !want.is_empty(), "{block}");
            let word = if wins { "win" } else { "lose" };
            assert!(block.contains(&format!("answer: {word} (")), "{block}");
            words.push(word.to_string());
        }
        words.push("--".into());
    }
    assert_eq!(at, blocks.len(), "{explained}");
    // The accounts' words are the solver's lines.
    assert_eq!(words.join("\n") + "\n", answers);
    // play: the first heap of a case, its hint the account explain writes.
    let hint = grundy(
        &[
            "play",
            &fixture("per-heap"),
            "--case",
            "3\\n5 2 9",
            "--seed",
            "1",
        ],
        "hint\nquit\n",
    );
    assert!(hint.contains("position: 5\n"), "{hint}");
    let want: Vec<u64> = TAKES
        .iter()
        .copied()
        .filter(|&t| !search.mover_wins(&(5 - t)))
        .collect();
    assert!(search.mover_wins(&5) && !want.is_empty());
    assert_eq!(takes(&hint), want, "{hint}");
}
