//! Northcott's game (hdu1730): partizan and loopy, so checked against the
//! retrograde analysis of `tests/common/northcott.rs` rather than the
//! search: the outcome, Tom's winning moves (exactly the moves to positions
//! lost for Jerry), and the example and reply of a lost position.

use crate::check::{self, numbers, RulesOf};
use crate::northcott_rules::{all_boards, moves, retrograde, Position};
use crate::search::Rng;
use grundy::explain::words::account_of;
use std::collections::HashMap;

/// A board from its written rows (`4 5, 1 2`).
fn board(text: &str) -> Vec<(u64, u64)> {
    numbers(text).chunks(2).map(|r| (r[0], r[1])).collect()
}

fn check_boards(boards: &[Vec<(u64, u64)>], columns: u64, won: &HashMap<Position, bool>) {
    let mut input = String::new();
    for b in boards {
        input += &format!("{} {columns}\n", b.len());
        for (t, j) in b {
            input += &format!("{t} {j}\n");
        }
    }
    let all = check::explain_all("hdu1730", &input);
    assert_eq!(all.len(), boards.len());
    for (a, b) in all.iter().zip(boards) {
        let at = format!("{} on {columns} columns", a.position);
        assert_eq!(&board(&a.position), b, "{at}");
        let tom = (b.clone(), true);
        assert_eq!(a.verdict.outcome.next_wins(), won[&tom], "{at}");
        let mut want: Vec<Vec<(u64, u64)>> = moves(&tom, columns)
            .into_iter()
            .filter(|q| !won[q])
            .map(|q| q.0)
            .collect();
        let mut got: Vec<Vec<(u64, u64)>> =
            a.moves.listed.iter().map(|m| board(&m.after)).collect();
        want.sort();
        got.sort();
        assert_eq!(got, want, "{at}");
        if let Some(e) = &a.moves.example {
            let after = (board(&e.first.after), false);
            assert!(moves(&tom, columns).contains(&after), "{at}: illegal");
            assert!(won[&after], "{at}: the example is not a loss");
            let reply = e.reply.as_ref().expect("Jerry can always answer");
            let end = (board(&reply.after), true);
            assert!(moves(&after, columns).contains(&end), "{at}: illegal reply");
            assert!(!won[&end], "{at}: the reply does not win");
        } else {
            assert!(a.moves.count > 0 || moves(&tom, columns).is_empty(), "{at}");
        }
    }
}

#[test]
fn hdu1730_moves_are_exactly_the_winning_ones() {
    for (rows, max_columns) in [(1, 7), (2, 5), (3, 4)] {
        for columns in 2..=max_columns {
            let won = retrograde(rows, columns);
            check_boards(&all_boards(rows, columns), columns, &won);
        }
    }
    let won = retrograde(4, 4);
    let all = all_boards(4, 4);
    let mut rng = Rng::new(1730);
    let boards: Vec<_> = (0..200)
        .map(|_| all[rng.range(0, all.len() as u64 - 1) as usize].clone())
        .collect();
    check_boards(&boards, 4, &won);
    check::agrees_with_the_solver_on_samples("hdu1730", check::one_line_each);
}

#[test]
fn hdu1730_snapshot() {
    assert_eq!(
        check::text("hdu1730", "2 6\n1 4\n5 6\n", &[]),
        "\
case 1: 1 4, 5 6
  game: Northcott, 2 rows of 6 columns, each written `Tom's column Jerry's column`; Tom moves first
  row 1: Tom on 1, Jerry on 4: g = 2 (2 empty cells between)
  row 2: Tom on 5, Jerry on 6: g = 0 (0 empty cells between)
  nim-sum:
      2  10
      0  00
    XOR  10 = 2
  the empty cells between a row's pieces are a Nim heap: an advance is a Nim move,
  and a retreat is answered by advancing as far, which gives the heap back
  the nim-sum is not 0, and some move makes it 0: the player to move wins
  answer: I WIN! (Tom, who moves first, wins)
  2 winning moves:
    Tom moves his piece in row 1 from column 1 to column 3: 1 4, 5 6 -> 3 4, 5 6; Jerry to move
    Tom moves his piece in row 2 from column 5 to column 3: 1 4, 5 6 -> 1 4, 3 6; Jerry to move
"
    );
}

/// Boards with Jerry to move (`jerry COLUMNS TOM JERRY...`, as play leaves
/// them after Tom's move), and Tom's boards as words: the outcome, every
/// winning move (exactly the moves to positions lost for the opponent,
/// retreats included) and the example against the retrograde analysis;
/// and the winning moves list the advances first, which play answers with.
#[test]
fn hdu1730_boards_of_play_as_words() {
    let p = grundy::registry::entry("hdu1730").unwrap();
    let row = grundy::explain::row(p);
    let mut checked = 0;
    for (rows, columns) in [(1, 6), (2, 5), (3, 4)] {
        let won = retrograde(rows, columns);
        let rules = RulesOf {
            read: |t: &str| -> Position { (board(t), !t.ends_with("; Jerry to move")) },
            moves: |p: &Position| moves(p, columns),
            misere: false,
        };
        for b in all_boards(rows, columns) {
            for jerry in [true, false] {
                let mut words: Vec<String> =
                    jerry.then(|| "jerry".to_string()).into_iter().collect();
                words.push(columns.to_string());
                words.extend(b.iter().flat_map(|&(t, j)| [t.to_string(), j.to_string()]));
                let explained = |shown| account_of(p, row, &words, shown).unwrap();
                let (a, short) = (
                    explained(grundy::explain::ALL),
                    explained(grundy::explain::SHOWN),
                );
                let at = words.join(" ");
                assert_eq!(a.position.ends_with("; Jerry to move"), jerry, "{at}");
                check::account_against_rules((&a, &short), &rules, &mut |p| won[p], &at);
                let retreats = a.moves.listed.iter().map(|m| {
                    let (from, to) = (board(&m.before), board(&m.after));
                    let gap = |b: &[(u64, u64)]| b.iter().map(|&(t, j)| t.abs_diff(j)).sum::<u64>();
                    gap(&to) > gap(&from)
                });
                let retreats: Vec<bool> = retreats.collect();
                assert!(
                    retreats.windows(2).all(|w| w[0] <= w[1]),
                    "{at}: a retreat listed first"
                );
                assert!(!retreats.first().unwrap_or(&false), "{at}: no advance wins");
                checked += 1;
            }
        }
    }
    assert_eq!(checked, 2 * (30 + 20 * 20 + 12 * 12 * 12));
    let (status, _, err) =
        crate::common::run_args(&["explain", "hdu1730", "jerry", "6", "3", "3"], b"");
    assert_eq!(status, 1);
    assert_eq!(
        String::from_utf8(err).unwrap(),
        "grundy: hdu1730: word 4: expected Jerry's column, 1 to 6 and not Tom's, found \"3\"\n"
    );
}

/// `grundy play` against the rules. Northcott's game is loopy: the
/// retrograde analysis decides it. The user plays Tom (or Jerry, from a
/// `jerry` board).
#[test]
fn plays_against_the_rules() {
    for (rows, columns, starts) in [
        (2, 6, &["6 1 4 5 6", "6 2 5 3 1", "jerry 6 1 4 5 6"][..]),
        (3, 5, &["5 1 3 5 2 2 4", "5 1 2 2 1 4 5"]),
    ] {
        let won = retrograde(rows, columns);
        let rules = RulesOf {
            read: |t: &str| -> Position {
                let rows = numbers(t).chunks(2).map(|r| (r[0], r[1])).collect();
                (rows, !t.ends_with("; Jerry to move"))
            },
            moves: |p: &Position| moves(p, columns),
            misere: false,
        };
        crate::play::plays_judged("hdu1730", starts, &rules, &mut |p| won[p]);
    }
}
