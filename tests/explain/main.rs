//! `grundy explain` against the rules: for each problem it covers, on all
//! small positions and on seeded random ones, the answer agrees with a
//! from-the-rules search (`tests/rules/search.rs`), every listed winning
//! move is legal and leaves a position lost for the opponent, and the
//! listed moves are exactly all such moves. Also: snapshots of the text a
//! person reads, the JSON form, exact huge values, and bad input handled as
//! the solver handles it.
//!
//! One module per game family or problem (each also plays its games through
//! `grundy play`, with `play.rs`'s [`play::plays`]); `words.rs` (positions as
//! words, the JSON form), `pictures.rs` and `play.rs` check every problem
//! at once; `check.rs` holds what they share.

#[path = "../common/calendar.rs"]
mod calendar;
#[path = "../common/chess.rs"]
mod chess;
#[path = "../common/mod.rs"]
mod common;
#[path = "../common/hackenbush.rs"]
mod hackenbush;
#[path = "../common/hill.rs"]
mod hill;
#[path = "../common/northcott.rs"]
mod northcott_rules;
#[path = "../rules/search.rs"]
mod search;
#[path = "../common/tools.rs"]
mod tools;
// Only the move list is used here; the labels serve tests/rules.
#[allow(dead_code)]
#[path = "../rules/split_nim.rs"]
mod split_nim_rules;

mod bash;
mod big_heaps;
mod check;
mod command;
mod contract;
mod described;
mod families;
mod hackenbush_misere;
mod nim;
mod northcott;
mod pictures;
mod play;
mod played;
mod strip;
mod strips_described;
mod subtraction;
mod tokens;
mod words;
mod wythoff;

// Part B: the games that are not sums of Nim heaps, one module per problem.
mod hdu1079;
mod hdu1404;
mod hdu1517;
mod hdu1524;
mod hdu1564;
mod hdu1729;
mod hdu2147;
mod hdu2516;
mod hdu2873;
mod hdu3094;
mod hdu3537;
mod hdu3980;
mod hdu4315;
mod hdu5963;
mod poj1740;
mod poj2311;
mod poj2348;
mod poj2484;
mod poj3710;
mod split_nim;
mod uva10561;
