//! HDU 1536 S-Nim (also POJ 2960; HDU 1944 is taken to be a copy): Nim where
//! a move removes a number of beads from the set S. Per test case `k s1..sk`,
//! `m`, then m lines `l h1..hl`; a lone `0` ends the input. One line per test
//! case with a `W` or `L` per position.
//!
//! S may be unsorted and hold duplicates; heaps may be 0. A test case's line
//! is written only once the whole case has been read, so a case cut short
//! prints nothing. Consecutive cases with the same S share one table.

use crate::error::Error;
use crate::games::nim::nim_outcome;
use crate::games::subtraction::{SubtractionGame, TABLE_LIMIT};
use crate::output::Out;
use crate::registry::Problem;
use crate::scanner::Scanner;

pub const PROBLEM: Problem = Problem {
    id: "hdu1536",
    aliases: &["hdu1944", "poj2960", "s-nim", "snim"],
    title: "S-Nim",
    url: "http://acm.hdu.edu.cn/showproblem.php?pid=1536",
    game: "S-Nim: remove from one heap a number of beads in the set S; last mover wins",
    input: "per case `k s1..sk`, m, m lines `l h1..hl`; a lone 0 ends the input",
    output: "one line of W / L per case",
    run,
};

fn run(input: &mut Scanner<'_>, out: &mut Out<'_>) -> Result<(), Error> {
    if input.at_end()? {
        return Ok(());
    }
    let mut moves: Vec<u64> = Vec::new();
    let mut game: Option<SubtractionGame> = None;
    let mut line: Vec<u8> = Vec::new();
    let too_far = format!(
        "a heap size whose Grundy value can be found (no period within {TABLE_LIMIT} positions)"
    );
    loop {
        let set_size = input.next_u64("a set size k (or 0 to end the input)")?;
        if set_size == 0 {
            break;
        }
        moves.clear();
        for _ in 0..set_size {
            moves.push(input.next_u64_where("a move size of at least 1", |s| s > 0)?);
        }
        moves.sort_unstable();
        moves.dedup();
        let game = match &mut game {
            Some(g) if g.moves() == moves => g,
            slot => slot.insert(SubtractionGame::new(&moves)),
        };
        let positions = input.next_u64("a position count m")?;
        line.clear();
        for _ in 0..positions {
            let heaps = input.next_u64("a heap count l")?;
            let mut nim_sum = 0u64;
            for _ in 0..heaps {
                input.next_u64_where(&too_far, |h| match game.grundy(h) {
                    Some(g) => {
                        nim_sum ^= u64::from(g);
                        true
                    }
                    None => false,
                })?;
            }
            line.push(if nim_outcome(nim_sum).next_wins() {
                b'W'
            } else {
                b'L'
            });
        }
        line.push(b'\n');
        out.bytes(&line);
        out.check()?;
    }
    input.expect_end()
}
