//! HDU 1536 S-Nim (also POJ 2960; HDU 1944 is taken to be a copy): Nim where
//! a move removes a number of beads from the set S. Per test case `k s1..sk`,
//! `m`, then m lines `l h1..hl`; a lone `0` ends the input. One line per test
//! case with a `W` or `L` per position.
//!
//! S may be unsorted and hold duplicates; heaps may be 0. A test case's line
//! is written only once the whole case has been read, so a case cut short
//! prints nothing. Consecutive cases with the same S share one table.
//!
//! Heaps the table does not cover yet are set aside (a few thousand at most)
//! and the table is then grown once to the largest of them, rather than
//! step by step as heaps arrive; a heap too far for any table is checked as
//! it is read, so its error still points at it.

use crate::error::Error;
use crate::games::nim::nim_outcome;
use crate::games::subtraction::{SubtractionGame, TABLE_LIMIT};
use crate::numbers::Numbers;
use crate::output::Out;
use crate::problem::Problem;
use crate::scanner::Scanner;
use crate::stream::NumberStream;

pub const PROBLEM: Problem = Problem {
    id: "hdu1536",
    aliases: &["hdu1944", "poj2960", "s-nim", "snim"],
    title: "S-Nim",
    url: "http://acm.hdu.edu.cn/showproblem.php?pid=1536",
    game: "S-Nim: remove from one heap a number of beads in the set S; last mover wins",
    output: "one line of W / L per case",
    run,
};

/// The judge's words, a letter per position: the first player wins, or loses.
pub const WORDS: [&str; 2] = ["W", "L"];

/// The words naming a case's counts and heaps in errors.
pub const POSITION_COUNT: &str = "a position count m";
pub const HEAP_COUNT: &str = "a heap count l";
pub const HEAP: &str = "a heap size";

/// Heaps set aside before the table is grown to cover them all.
const PENDING: usize = 4096;

pub fn run(scanner: &mut Scanner<'_>, out: &mut Out<'_>) -> Result<(), Error> {
    walk(&mut Numbers::new(scanner), out)
}

/// The case loop over any number source (the two-thread file reader,
/// `parallel`, uses it too).
pub fn walk<S: NumberStream>(input: &mut S, out: &mut Out<'_>) -> Result<(), Error> {
    if input.at_end()? {
        return Ok(());
    }
    let mut moves: Vec<u64> = Vec::new();
    let mut game: Option<SubtractionGame> = None;
    let mut case = Case::default();
    while read_set(input, &mut moves)? {
        let game = match &mut game {
            Some(g) if g.moves() == moves => g,
            slot => slot.insert(SubtractionGame::new(&moves)),
        };
        let positions = input.next_u64(POSITION_COUNT)?;
        case.clear();
        for _ in 0..positions {
            let heaps = input.next_u64(HEAP_COUNT)?;
            let position = case.nim_sums.len();
            case.nim_sums.push(0);
            let mut nim_sum = 0;
            for _ in 0..heaps {
                let heap = read_heap(input, game)?;
                match game.known(heap) {
                    Some(g) => nim_sum ^= u64::from(g),
                    None => case.set_aside(game, position, heap),
                }
            }
            case.nim_sums[position] ^= nim_sum;
        }
        case.settle(game);
        out.bytes(&case.line());
        out.check()?;
    }
    input.expect_end()
}

/// Reads a case's move set `k s1 .. sk` into `moves`, sorted and without
/// repeats; false at the `0` that ends the input.
#[inline(always)]
pub fn read_set<S: NumberStream>(input: &mut S, moves: &mut Vec<u64>) -> Result<bool, Error> {
    let set_size = input.next_u64("a set size k (or 0 to end the input)")?;
    if set_size == 0 {
        return Ok(false);
    }
    moves.clear();
    for _ in 0..set_size {
        moves.push(input.next_u64_where("a move size of at least 1", |s| s > 0)?);
    }
    moves.sort_unstable();
    moves.dedup();
    Ok(true)
}

/// One heap size, as `walk` and explain read it: a heap past the table
/// whose value `game` cannot find (no period within [`TABLE_LIMIT`]) is an
/// error at its token, in words that say so; end of input or a bad token
/// keep `expected a heap size`.
#[inline(always)]
pub fn read_heap<S: NumberStream>(input: &mut S, game: &mut SubtractionGame) -> Result<u64, Error> {
    let mut too_far = false;
    input
        .next_u64_where(HEAP, |h| {
            too_far = h >= TABLE_LIMIT as u64 && game.grundy(h).is_none();
            !too_far
        })
        .map_err(|e| if too_far { name_too_far(e) } else { e })
}

/// `error` at a heap size the table cannot reach, in words that say so.
#[cold]
fn name_too_far(error: Error) -> Error {
    match error {
        Error::Input(mut e) => {
            e.expected = format!(
                "a heap size whose Grundy value can be found (no period within {TABLE_LIMIT} positions)"
            );
            Error::Input(e)
        }
        e => e,
    }
}

/// The nim-sums of one test case's positions, with the heaps whose Grundy
/// values wait for the table to grow.
#[derive(Default)]
struct Case {
    nim_sums: Vec<u64>,
    /// (position, heap) pairs not covered by the table yet.
    pending: Vec<(usize, u64)>,
}

impl Case {
    fn clear(&mut self) {
        self.nim_sums.clear();
        self.pending.clear();
    }

    /// Keeps `heap` of `position` until the table covers it.
    fn set_aside(&mut self, game: &mut SubtractionGame, position: usize, heap: u64) {
        self.pending.push((position, heap));
        if self.pending.len() == PENDING {
            self.settle(game);
        }
    }

    /// Grows the table once to the largest pending heap and adds them all.
    fn settle(&mut self, game: &mut SubtractionGame) {
        if let Some(&(_, largest)) = self.pending.iter().max_by_key(|p| p.1) {
            // Checked as it was read: the value can be found.
            game.grundy(largest);
        }
        for &(position, heap) in &self.pending {
            self.nim_sums[position] ^= u64::from(game.grundy(heap).unwrap_or(0));
        }
        self.pending.clear();
    }

    /// The judge's line: `W` or `L` per position.
    fn line(&self) -> Vec<u8> {
        let mut line: Vec<u8> = self
            .nim_sums
            .iter()
            .map(|&x| {
                let word = if nim_outcome(x).next_wins() {
                    WORDS[0]
                } else {
                    WORDS[1]
                };
                word.as_bytes()[0]
            })
            .collect();
        line.push(b'\n');
        line
    }
}

/// The judge data: cases `k s1..sk` (k 1..=100, s 1..=10000), m (1..=100),
/// m lines `l h1..hl` (l 1..=100, h 0..=10000); a lone 0 ends the input.
/// A case is data as rows: S first, then one row of heaps per position.
#[cfg(feature = "tools")]
pub mod tools {
    use crate::format::{int, ints, Blanks, Cases, Element, Expr, Format};
    use crate::parallel::Plan;
    use crate::problem::Tools;
    use crate::testdata::{Case, Rng, Scale};

    /// A big file is answered on two threads: they read the numbers, `walk`
    /// the cases.
    pub const TOOLS: Tools = Tools {
        own_rule: Some("move sizes >= 1"),
        plan: Some(Plan::Numbers(|input, out| super::walk(input, out))),
        ..crate::tools!()
    };

    /// The judge's input, as its statement gives it.
    pub const FORMAT: Format = Format {
        cases: Cases::Sentinel(&[0]),
        case: &[
            Element::Line(&[
                int("k", "the size of S", 1, 100),
                ints(Expr::Var("k"), "s", "a move size", 1, 10_000),
            ]),
            Element::Line(&[int("m", "a position count", 1, 100)]),
            Element::Repeat {
                count: Expr::Var("m"),
                body: &[Element::Line(&[
                    int("l", "a heap count", 1, 100),
                    ints(Expr::Var("l"), "h", super::HEAP, 0, 10_000),
                ])],
            },
        ],
        blanks: Blanks::None,
    };

    /// Unsorted sets with duplicates (a table that stops at the first move
    /// too large for the heap needs S sorted), zero heaps and the largest
    /// heaps, on purpose.
    fn generate(rng: &mut Rng, scale: Scale, count: usize) -> Vec<Case> {
        let (most, largest_move, largest_heap) =
            scale.pick((4, 6, 20), (100, 10_000, 10_000), (100, 100_000, 1_000_000));
        let few = scale.pick(4, 12, 12);
        (0..count)
            .map(|_| {
                let k = rng.value(1, few) as usize;
                let mut moves: Vec<u64> = (0..k).map(|_| rng.value(1, largest_move)).collect();
                if rng.one_in(2) {
                    // Largest first, and a duplicate.
                    moves.sort_unstable_by(|a, b| b.cmp(a));
                    moves.push(moves[moves.len() - 1]);
                }
                let mut case = vec![moves];
                for _ in 0..rng.value(1, most.min(20)) {
                    let l = rng.value(1, most) as usize;
                    case.push(
                        (0..l)
                            .map(|_| match rng.range(0, 5) {
                                0 => 0,
                                _ => rng.value(0, largest_heap),
                            })
                            .collect(),
                    );
                }
                case
            })
            .collect()
    }
}

#[cfg(test)]
mod tests {
    use crate::games::subtraction::naive;

    /// More heaps than are ever set aside at once, over several cases, some
    /// sharing their set: the answers must be those of a plain table.
    #[test]
    fn large_cases_match_a_plain_table() {
        let mut state = 0x2545_F491_4F6C_DD1Du64;
        let mut next = |n: u64| {
            state ^= state << 13;
            state ^= state >> 7;
            state ^= state << 17;
            state % n
        };
        let (mut input, mut expected) = (String::new(), String::new());
        let mut moves: Vec<u64> = Vec::new();
        for case in 0..6 {
            if case != 3 {
                let least = [1, 2, 20, 70][case % 4];
                moves = (0..1 + next(40)).map(|_| least + next(3000)).collect();
            }
            let table = naive(&moves, 20_001);
            let words: Vec<String> = moves.iter().map(u64::to_string).collect();
            input += &format!("{} {}\n60\n", moves.len(), words.join(" "));
            for _ in 0..60 {
                let heaps: Vec<u64> = (0..150).map(|_| next(20_001)).collect();
                let nim_sum = heaps.iter().fold(0, |x, &h| x ^ table[h as usize]);
                expected.push(if nim_sum != 0 { 'W' } else { 'L' });
                let words: Vec<String> = heaps.iter().map(u64::to_string).collect();
                input += &format!("150 {}\n", words.join(" "));
            }
            expected.push('\n');
        }
        input += "0\n";
        let problem = crate::registry::entry("hdu1536").expect("registered");
        let mut out = Vec::new();
        crate::solve(problem, &mut input.as_bytes(), &mut out).expect("valid input");
        assert_eq!(String::from_utf8(out).unwrap(), expected);
    }
}

#[cfg(feature = "tools")]
pub mod explain {
    //! `grundy explain hdu1536`: each position is a sum of S-Nim heaps; a
    //! heap's value comes from the period of its Grundy sequence. A case's
    //! accounts are written once the whole case is read, as `run` writes its
    //! line.

    /// What explain knows about this problem: its hook, words, moves and picture.
    pub const ROW: crate::explain::Row = crate::explain::drawn(
        crate::explain::positional(
            explain,
            &crate::explain::subtraction::POSITION,
            Some(&crate::explain::subtraction::PLAY),
        ),
        crate::explain::pictures::heaps,
    );

    use super::{read_set, HEAP_COUNT, POSITION_COUNT};
    use crate::error::Error;
    use crate::explain::subtraction::SNim;
    use crate::explain::{counted, heaps, verdict, Accounts, FIRST_PLAYER};
    use crate::numbers::Numbers;
    use crate::output::Out;
    use crate::problems::until_sentinel;
    use crate::scanner::Scanner;

    pub fn explain(
        input: &mut Scanner<'_>,
        out: &mut Out<'_>,
        accounts: &mut Accounts,
    ) -> Result<(), Error> {
        let mut case = 0;
        let mut game: Option<SNim> = None;
        until_sentinel(input, out, |input, out| {
            let mut moves = Vec::new();
            if !read_set(&mut Numbers::new(input), &mut moves)? {
                return Ok(false);
            }
            let game = match &mut game {
                Some(g) if g.moves() == moves => g,
                slot => slot.insert(SNim::new(&moves)),
            };
            let positions = input.next_u64(POSITION_COUNT)?;
            let mut read = Vec::new();
            for _ in 0..positions {
                let count = input.next_u64(HEAP_COUNT)?;
                let mut heaps = Vec::new();
                for _ in 0..count {
                    heaps.push(super::read_heap(&mut Numbers::new(input), game.game_mut())?);
                }
                read.push(heaps);
            }
            case += 1;
            let set: Vec<String> = moves.iter().map(u64::to_string).collect();
            // One sequence for the case's set, as far as its heaps reach.
            let sequence = game.sequence(read.iter().flatten().copied().max().unwrap_or(0));
            for (i, heaps) in read.iter().enumerate() {
                let line = format!(
                    "S-Nim with S = {{{}}}, {}: take s in S from one heap; {sequence}",
                    set.join(", "),
                    counted(heaps.len() as u64, "heap"),
                );
                let words = |o| verdict(o, super::WORDS, FIRST_PLAYER);
                let mut account = heaps::account(case, heaps, line, game, words, accounts);
                account.part = Some(("position", i as u64 + 1));
                accounts.add(out, account);
            }
            Ok(true)
        })
    }
}
