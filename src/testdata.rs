//! Judge test data for the problem setter's commands (`gen`, `validate`,
//! `stress`): what each problem knows about its own data, behind one small
//! interface, and the shared pieces every problem uses.
//!
//! A problem's data tools (in its [`Tools`] row, in a `tools` child module
//! of its problem file) are its input format (which validation reads, see
//! [`validate_stream`]), a generator that makes cases as *data* ([`Case`]:
//! rows of numbers), and a writer that turns those cases into the judge's
//! text, the format's own ([`crate::format::write::text`]: counts,
//! sentinels, line breaks) unless the rows cannot say the counts.
//! Keeping cases as data is what lets `stress` shrink a failing input
//! ([`shrink`]) without knowing any format: it edits the rows and keeps an
//! edit only if grundy still answers the text and the two programs still
//! disagree.
//!
//! Generators are seeded ([`Rng`], SplitMix64), so the same arguments give the
//! same bytes on every machine.

use crate::error::Error;
use crate::format::read::{Coverage, Mode, Reader};
use crate::format::{Element, Expr, Format, Token};
use crate::problem::Problem;
pub use crate::registry::Tools;
use std::io::Read;

/// One test case as data: rows of numbers without their counts, which the
/// format's writer lays out ([`crate::format::write`]: a board is a row of
/// letter indices, a date the row `y m d`).
pub use crate::format::write::Case;

/// How far generated values go.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Scale {
    /// Small enough to read and to brute-force.
    Tiny,
    /// Across the official bounds, up to the largest allowed values.
    Judge,
    /// Past the official bounds, up to what grundy itself answers.
    Huge,
}

impl Scale {
    pub const NAMES: &'static str = "tiny, judge or huge";

    pub fn named(name: &str) -> Option<Scale> {
        match name {
            "tiny" => Some(Scale::Tiny),
            "judge" => Some(Scale::Judge),
            "huge" => Some(Scale::Huge),
            _ => None,
        }
    }

    /// One of three values, by scale.
    pub fn pick<T>(self, tiny: T, judge: T, huge: T) -> T {
        match self {
            Scale::Tiny => tiny,
            Scale::Judge => judge,
            Scale::Huge => huge,
        }
    }

    /// `count` cases, but no more than the official `most` below the huge
    /// scale (a judge input must stay within every bound).
    pub fn cases(self, count: usize, most: usize) -> usize {
        if self == Scale::Huge {
            count
        } else {
            count.min(most)
        }
    }

    /// How many cases an input holds unless told.
    pub fn default_cases(self) -> usize {
        self.pick(6, 20, 4)
    }
}

/// SplitMix64: tiny, fast, and good enough to spread test values; the same
/// seed gives the same stream everywhere.
pub struct Rng(u64);

impl Rng {
    pub fn new(seed: u64) -> Rng {
        Rng(seed)
    }

    pub fn next_u64(&mut self) -> u64 {
        self.0 = self.0.wrapping_add(0x9E37_79B9_7F4A_7C15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
        z ^ (z >> 31)
    }

    /// Uniform in `lo..=hi` (up to a bias too small to matter for tests);
    /// `lo` when the range is empty, so generators need not guard their
    /// arithmetic at the ends.
    pub fn range(&mut self, lo: u64, hi: u64) -> u64 {
        let hi = hi.max(lo);
        match (hi - lo).checked_add(1) {
            None => self.next_u64(),
            Some(span) => lo + self.next_u64() % span,
        }
    }

    /// True once in `n` times.
    pub fn one_in(&mut self, n: u64) -> bool {
        self.range(1, n) == 1
    }

    /// In `lo..=hi`, but an end of the range one time in four (the largest
    /// allowed values are where solutions overflow), and small values as
    /// often as large ones otherwise (a random magnitude).
    pub fn value(&mut self, lo: u64, hi: u64) -> u64 {
        let hi = hi.max(lo);
        match self.range(0, 7) {
            0 => lo,
            1 => hi,
            2 | 3 => {
                let bits = self.range(0, 63) as u32;
                let top = lo.saturating_add(u64::MAX >> (63 - bits)).min(hi);
                self.range(lo, top)
            }
            _ => self.range(lo, hi),
        }
    }

    /// A multiple of `step` in `1..=hi`, or a number next to one: where a
    /// periodic rule (Bash: the multiples of m + 1 lose) changes its answer.
    pub fn near_multiple(&mut self, step: u64, hi: u64) -> u64 {
        let multiple = self.value(1, hi / step.max(1)).saturating_mul(step);
        let near = multiple.saturating_add(self.range(0, 2)).saturating_sub(1);
        near.clamp(1, hi.max(1))
    }

    /// One of `items`.
    pub fn pick<T: Copy>(&mut self, items: &[T]) -> T {
        items[self.range(0, items.len() as u64 - 1) as usize]
    }
}

/// Validates a whole input held in memory: its format's tokens and official
/// bounds (loosely: whitespace free), then its solver (which checks the rules
/// beyond single tokens); the first fault wins. The solver's answers go to
/// `answers`.
pub fn validate(
    problem: &Problem,
    tools: &Tools,
    input: &[u8],
    answers: &mut dyn std::io::Write,
) -> Result<(), Error> {
    let mut bytes = input;
    Reader::new(&mut bytes, Mode::Loose).read(&tools.format)?;
    crate::solve(problem, &mut &input[..], answers)
}

/// Validates a whole input as it streams in, in bounded memory: the format
/// (strict or loose) on this thread, the solver on another fed with the same
/// bytes once the format has passed over them. The earliest fault wins; with
/// `coverage`, the values read are recorded into it.
///
/// The solver runs one chunk behind the format and gets the last chunk only
/// once the format accepts the whole input, so it never works on a case the
/// format rejects (a bound of 10^19 on line 1 would keep it busy for ever);
/// when the format rejects the input, the solver's reads fail and it stops
/// at once.
pub fn validate_stream(
    problem: &Problem,
    format: &Format,
    mode: Mode,
    input: &mut dyn Read,
    coverage: Option<Coverage>,
) -> (Result<(), Error>, Option<Coverage>) {
    let (sender, receiver) = std::sync::mpsc::sync_channel::<Vec<u8>>(4);
    let stopped = std::sync::Arc::new(std::sync::atomic::AtomicBool::new(false));
    std::thread::scope(|scope| {
        let solver_stopped = std::sync::Arc::clone(&stopped);
        let solver = scope.spawn(move || {
            let mut fed = Fed {
                receiver,
                chunk: Vec::new(),
                at: 0,
                stopped: solver_stopped,
            };
            crate::solve(problem, &mut fed, &mut std::io::sink())
        });
        let mut tee = Tee {
            input,
            sender: Some(sender),
            held: None,
        };
        let mut reader = Reader::new(&mut tee, mode);
        if let Some(c) = coverage {
            reader = reader.with_coverage(c);
        }
        let shape = reader.read(format);
        let coverage = reader.into_coverage();
        if shape.is_ok() {
            tee.pass_held();
        } else {
            stopped.store(true, std::sync::atomic::Ordering::SeqCst);
        }
        drop(tee);
        let solved = solver
            .join()
            .unwrap_or_else(|_| Err(Error::Read(std::io::Error::other("the solver stopped"))));
        (earliest(shape, solved), coverage)
    })
}

/// Of two outcomes, the fault that comes first in the input.
fn earliest(a: Result<(), Error>, b: Result<(), Error>) -> Result<(), Error> {
    match (a, b) {
        (Err(Error::Input(x)), Err(Error::Input(y))) => {
            let key = |e: &crate::error::InputError| (e.position.line, e.position.column);
            Err(Error::Input(if key(&y) < key(&x) { y } else { x }))
        }
        (Err(e), _) | (Ok(()), Err(e)) => Err(e),
        (Ok(()), Ok(())) => Ok(()),
    }
}

/// A reader that hands a copy of every chunk it reads to another thread
/// (which stops listening when it has what it needs), one chunk late: a
/// chunk is passed on when the next one is read, by which time the reader
/// has checked every whole token in it.
struct Tee<'a> {
    input: &'a mut dyn Read,
    sender: Option<std::sync::mpsc::SyncSender<Vec<u8>>>,
    /// The chunk read last, not passed on yet.
    held: Option<Vec<u8>>,
}

impl Tee<'_> {
    /// Passes on the chunk held back.
    fn pass_held(&mut self) {
        if let (Some(chunk), Some(sender)) = (self.held.take(), &self.sender) {
            if sender.send(chunk).is_err() {
                self.sender = None;
            }
        }
    }
}

impl Read for Tee<'_> {
    fn read(&mut self, buf: &mut [u8]) -> std::io::Result<usize> {
        let n = self.input.read(buf)?;
        if n > 0 {
            self.pass_held();
            if self.sender.is_some() {
                self.held = Some(buf[..n].to_vec());
            }
        }
        Ok(n)
    }
}

/// The other end of a [`Tee`]: the chunks as one stream, which fails once
/// `stopped` is set (the format rejected the input) rather than ending.
struct Fed {
    receiver: std::sync::mpsc::Receiver<Vec<u8>>,
    chunk: Vec<u8>,
    at: usize,
    stopped: std::sync::Arc<std::sync::atomic::AtomicBool>,
}

impl Read for Fed {
    fn read(&mut self, buf: &mut [u8]) -> std::io::Result<usize> {
        while self.at == self.chunk.len() {
            match self.receiver.recv() {
                Ok(chunk) => (self.chunk, self.at) = (chunk, 0),
                Err(_) if self.stopped.load(std::sync::atomic::Ordering::SeqCst) => {
                    return Err(std::io::Error::other("the format rejected the input"))
                }
                Err(_) => return Ok(0),
            }
        }
        let n = buf.len().min(self.chunk.len() - self.at);
        buf[..n].copy_from_slice(&self.chunk[self.at..self.at + n]);
        self.at += n;
        Ok(n)
    }
}

/// The numbers of a row, space-separated, and a newline.
pub fn line(text: &mut String, row: &[u64]) {
    let words: Vec<String> = row.iter().map(u64::to_string).collect();
    text.push_str(&words.join(" "));
    text.push('\n');
}

/// The judge input of cases whose rows hold every number as written,
/// counts included, one row a line, after the case count when `counted`:
/// for formats whose rows cannot say their counts (a graph's edge lines
/// before more lines), so the generator writes them.
pub fn rows_as_written(cases: &[Case], counted: bool) -> String {
    let mut text = String::new();
    if counted {
        line(&mut text, &[cases.len() as u64]);
    }
    for row in cases.iter().flatten() {
        line(&mut text, row);
    }
    text
}

/// [`rows_as_written`] without a case count (hdu1524's graphs): a
/// problem's `Tools::write`.
pub fn rows_uncounted(cases: &[Case]) -> String {
    rows_as_written(cases, false)
}

/// [`rows_as_written`] after the case count (hdu3094's trees).
pub fn rows_counted(cases: &[Case]) -> String {
    rows_as_written(cases, true)
}

/// `count` piles in `lo..=hi`, often one of Nim's traps: all ones (misère
/// play turns on them), pairs of equal piles, or a zero nim-sum (a losing
/// position, made by fixing the first pile to the others' nim-sum).
pub fn piles(rng: &mut Rng, count: usize, lo: u64, hi: u64) -> Vec<u64> {
    let mut piles: Vec<u64> = (0..count).map(|_| rng.value(lo, hi)).collect();
    match rng.range(0, 3) {
        0 if (lo..=hi).contains(&1) => piles.fill(1),
        1 => {
            for i in (1..count).step_by(2) {
                piles[i] = piles[i - 1];
            }
        }
        _ => {}
    }
    if count > 1 && rng.one_in(3) {
        let rest = piles[1..].iter().fold(0, |x, p| x ^ p);
        if (lo..=hi).contains(&rest) {
            piles[0] = rest;
        }
    }
    piles
}

/// `count` cases of one Nim position each: `least..=most` piles from
/// [`piles`], each in `lo..=hi`.
pub fn nim_cases(rng: &mut Rng, count: usize, sizes: (u64, u64), lo: u64, hi: u64) -> Vec<Case> {
    (0..count)
        .map(|_| {
            let n = rng.value(sizes.0, sizes.1) as usize;
            vec![piles(rng, n, lo, hi)]
        })
        .collect()
}

/// `count` misère Nim cases of `1..=most` piles in `1..=largest`: Nim's
/// traps ([`piles`]: all ones above all, where misère play differs from
/// normal play), and ones beside a single larger pile.
pub fn misere_cases(rng: &mut Rng, count: usize, most: u64, largest: u64) -> Vec<Case> {
    (0..count)
        .map(|_| {
            let n = rng.value(1, most) as usize;
            match rng.range(0, 3) {
                0 => vec![(0..n)
                    .map(|i| if i == 0 { rng.value(2, largest) } else { 1 })
                    .collect()],
                _ => vec![piles(rng, n, 1, largest)],
            }
        })
        .collect()
}

/// `count` Nim cases ([`nim_cases`]) of a format whose case is one list
/// (`M a1 .. aM`, or `N` above `a1 .. aN`): the list's length and values
/// within the format's bounds at judge scale, up to 5 values of at most 7
/// when tiny, three times the longest list of any size when huge.
pub fn nim_lists(format: &Format, rng: &mut Rng, scale: Scale, count: usize) -> Vec<Case> {
    let ((least, most), (lo, largest)) = list_bounds(format, scale);
    nim_cases(rng, count, (least, most), lo, largest)
}

/// [`nim_lists`] with misère Nim's traps ([`misere_cases`]).
pub fn misere_lists(format: &Format, rng: &mut Rng, scale: Scale, count: usize) -> Vec<Case> {
    let ((_, most), (_, largest)) = list_bounds(format, scale);
    misere_cases(rng, count, most, largest)
}

/// The bounds of the first list of a format, its length's and its values',
/// at a scale.
fn list_bounds(format: &Format, scale: Scale) -> ((u64, u64), (u64, u64)) {
    let lit = |e: Expr| match e {
        Expr::Lit(v) => v,
        _ => 1,
    };
    let mut length = (1, 1);
    let mut values = (1, 1);
    let lines = format.case.iter().filter_map(|e| match e {
        Element::Line(tokens) => Some(*tokens),
        _ => None,
    });
    for token in lines.flatten() {
        match *token {
            Token::Int(int) => length = (lit(int.lo), lit(int.hi)),
            Token::Ints { int, .. } => {
                values = (lit(int.lo), lit(int.hi));
                break;
            }
            _ => {}
        }
    }
    match scale {
        Scale::Tiny => ((length.0, length.1.min(5)), (values.0, values.1.min(7))),
        Scale::Judge => (length, values),
        Scale::Huge => ((length.0, length.1.saturating_mul(3)), (values.0, u64::MAX)),
    }
}

/// `count` cases of one value in `lo..=largest` each: a third of them the
/// problem's trap (`trap` gets the largest value allowed), clamped into
/// range, the others spread over it ([`Rng::value`]).
pub fn traps_or_values(
    rng: &mut Rng,
    count: usize,
    (lo, largest): (u64, u64),
    mut trap: impl FnMut(&mut Rng, u64) -> u64,
) -> Vec<Case> {
    (0..count)
        .map(|_| {
            let n = match rng.range(0, 2) {
                0 => trap(rng, largest),
                _ => rng.value(lo, largest),
            };
            vec![vec![n.clamp(lo, largest)]]
        })
        .collect()
}

/// [`traps_or_values`] for a format whose case is one integer: from its
/// least value to the largest at the scale (`tiny`, the official bound,
/// or any u64).
pub fn value_traps(
    format: &Format,
    rng: &mut Rng,
    scale: Scale,
    count: usize,
    tiny: u64,
    trap: impl FnMut(&mut Rng, u64) -> u64,
) -> Vec<Case> {
    let (lo, hi) = match format.case {
        [Element::Line([Token::Int(int), ..]), ..] => (int.lo, int.hi),
        _ => panic!("value_traps needs a format whose case starts with one integer"),
    };
    let lit = |e: Expr| match e {
        Expr::Lit(v) => v,
        _ => panic!("value_traps needs constant bounds"),
    };
    let largest = scale.pick(tiny, lit(hi), u64::MAX);
    traps_or_values(rng, count, (lit(lo), largest), trap)
}

/// One step that makes an input smaller.
#[derive(Clone, Copy)]
enum Edit {
    KeepOnly(usize),
    DropCase(usize),
    DropRow(usize, usize),
    DropItem(usize, usize, usize),
    /// One item of a row, the rest of the row dropped: a nim-sum
    /// disagreement usually lives in one heap.
    KeepItem(usize, usize, usize),
    /// A run of items: `(case, row, start, length)`.
    DropItems(usize, usize, usize, usize),
    /// Two items of a row at once, `(case, row, i, j)`: keeps the count's
    /// parity, and the nim-sum when the two are equal.
    DropPair(usize, usize, usize, usize),
    /// Three neighbours replaced by their XOR: the nim-sum and the count's
    /// parity stay, so a failure that needs both survives.
    MergeThree(usize, usize, usize),
    Set(usize, usize, usize, u64),
    /// Two items XORed with the same mask `(case, row, i, j, mask)`: both get
    /// smaller and their nim-sum stays.
    XorPair(usize, usize, usize, usize, u64),
    /// Two items set to one smaller value together (equal items often
    /// matter only as a pair).
    SetPair(usize, usize, usize, usize, u64),
}

/// Rows longer than this get pair edits between neighbours only, so one
/// pass stays about linear in the input.
const ALL_PAIRS_UP_TO: usize = 24;

/// The pairs of positions of a row that pair edits try.
fn pairs(len: usize) -> Vec<(usize, usize)> {
    if len <= ALL_PAIRS_UP_TO {
        (0..len)
            .flat_map(|i| (i + 1..len).map(move |j| (i, j)))
            .collect()
    } else {
        (1..len).map(|j| (j - 1, j)).collect()
    }
}

/// The values below `v` worth trying first: 0, 1 and half.
fn smaller(v: u64) -> Vec<u64> {
    let mut all = vec![0, 1, v / 2];
    all.retain(|&s| s < v);
    all.dedup();
    all
}

/// Every edit of `cases`, the largest cuts first.
fn edits(cases: &[Case]) -> Vec<Edit> {
    let mut all = Vec::new();
    if cases.len() > 1 {
        all.extend((0..cases.len()).map(Edit::KeepOnly));
        all.extend((0..cases.len()).map(Edit::DropCase));
    }
    let rows = || {
        cases
            .iter()
            .enumerate()
            .flat_map(|(c, case)| case.iter().enumerate().map(move |(r, row)| (c, r, row)))
    };
    for (c, case) in cases.iter().enumerate() {
        all.extend((0..case.len()).map(|r| Edit::DropRow(c, r)));
    }
    for (c, r, row) in rows() {
        if row.len() > 1 {
            all.extend((0..row.len()).map(|i| Edit::KeepItem(c, r, i)));
        }
        let mut length = row.len() / 2;
        while length >= 2 {
            let runs = row.len() / length;
            all.extend((0..runs).map(|k| Edit::DropItems(c, r, k * length, length)));
            length /= 2;
        }
    }
    for (c, r, row) in rows() {
        all.extend((0..row.len()).map(|i| Edit::DropItem(c, r, i)));
    }
    for (c, r, row) in rows() {
        all.extend(
            pairs(row.len())
                .into_iter()
                .map(|(i, j)| Edit::DropPair(c, r, i, j)),
        );
        all.extend((2..row.len()).map(|i| Edit::MergeThree(c, r, i - 2)));
    }
    for (c, r, row) in rows() {
        for (i, &v) in row.iter().enumerate() {
            all.extend(smaller(v).into_iter().map(|s| Edit::Set(c, r, i, s)));
        }
    }
    for (c, r, row) in rows() {
        for (i, j) in pairs(row.len()) {
            let common = row[i] & row[j];
            if common != 0 {
                let top = 1 << (63 - common.leading_zeros());
                all.push(Edit::XorPair(c, r, i, j, top));
                if common != top {
                    all.push(Edit::XorPair(c, r, i, j, common));
                }
            }
            let low = row[i].min(row[j]);
            all.extend(
                smaller(low)
                    .into_iter()
                    .map(|s| Edit::SetPair(c, r, i, j, s)),
            );
        }
    }
    all
}

fn apply(cases: &[Case], edit: Edit) -> Vec<Case> {
    let mut out = cases.to_vec();
    match edit {
        Edit::KeepOnly(c) => out = vec![out.swap_remove(c)],
        Edit::DropCase(c) => {
            out.remove(c);
        }
        Edit::DropRow(c, r) => {
            out[c].remove(r);
        }
        Edit::DropItem(c, r, i) => {
            out[c][r].remove(i);
        }
        Edit::KeepItem(c, r, i) => out[c][r] = vec![out[c][r][i]],
        Edit::DropItems(c, r, i, n) => {
            out[c][r].drain(i..i + n);
        }
        Edit::DropPair(c, r, i, j) => {
            out[c][r].remove(j);
            out[c][r].remove(i);
        }
        Edit::MergeThree(c, r, i) => {
            let row = &mut out[c][r];
            let merged = row.drain(i..i + 3).fold(0, |x, v| x ^ v);
            row.insert(i, merged);
        }
        Edit::Set(c, r, i, v) => out[c][r][i] = v,
        Edit::XorPair(c, r, i, j, mask) => {
            out[c][r][i] ^= mask;
            out[c][r][j] ^= mask;
        }
        Edit::SetPair(c, r, i, j, v) => {
            out[c][r][i] = v;
            out[c][r][j] = v;
        }
    }
    out
}

/// Tries left for `fails`, spent one per call.
struct Tries<F> {
    left: usize,
    fails: F,
}

impl<F: FnMut(&[Case]) -> bool> Tries<F> {
    /// `fails(candidate)`, or `false` once the budget is spent.
    fn fails(&mut self, candidate: &[Case]) -> bool {
        if self.left == 0 {
            return false;
        }
        self.left -= 1;
        (self.fails)(candidate)
    }

    /// One pass of [`edits`]: each kept when it still fails. After a kept
    /// edit the pass goes on from the same place in the new list rather than
    /// from its start, so a pass costs about one try per edit. Whether any
    /// edit was kept.
    fn edit_pass(&mut self, cases: &mut Vec<Case>) -> bool {
        let (mut from, mut kept) = (0, false);
        'list: loop {
            for (i, &edit) in edits(cases).iter().enumerate().skip(from) {
                if self.left == 0 {
                    break 'list;
                }
                let candidate = apply(cases, edit);
                if self.fails(&candidate) {
                    *cases = candidate;
                    (from, kept) = (i, true);
                    continue 'list;
                }
            }
            break;
        }
        kept
    }

    /// Each number lowered to the smallest value that still fails, by
    /// binary search (about 64 tries per number at most; where failing is
    /// not monotone in the number it still ends on a value that fails, and
    /// the next edit pass tries what the search skipped). Whether any number
    /// changed.
    fn lower_pass(&mut self, cases: &mut [Case]) -> bool {
        let mut changed = false;
        for c in 0..cases.len() {
            for r in 0..cases[c].len() {
                for i in 0..cases[c][r].len() {
                    let (mut lo, mut hi) = (0, cases[c][r][i]);
                    while lo < hi && self.left > 0 {
                        let mid = lo + (hi - lo) / 2;
                        let mut candidate = cases.to_vec();
                        candidate[c][r][i] = mid;
                        if self.fails(&candidate) {
                            hi = mid;
                        } else {
                            lo = mid + 1;
                        }
                    }
                    if hi < cases[c][r][i] {
                        cases[c][r][i] = hi;
                        changed = true;
                    }
                }
            }
        }
        changed
    }
}

/// The smallest input found from `cases` for which `fails` still holds:
/// structural and value edits, largest first ([`edits`]: cases, rows, runs
/// and pairs of items dropped, numbers set to 0, 1 or half, pairs lowered
/// together), then each number binary-searched down to the smallest value
/// that still fails, until neither helps (a local minimum) or `budget`
/// tries are spent.
pub fn shrink(cases: Vec<Case>, budget: usize, fails: impl FnMut(&[Case]) -> bool) -> Vec<Case> {
    let mut tries = Tries {
        left: budget,
        fails,
    };
    let mut cases = cases;
    while tries.left > 0 {
        let edited = tries.edit_pass(&mut cases);
        let lowered = tries.lower_pass(&mut cases);
        if !edited && !lowered {
            break;
        }
    }
    cases
}

/// `count` cases of one Nim-with-splits position each (hdu3032, hdu5795):
/// `1..=most` heaps in `1..=largest`, often at the swapped residues (the
/// last two of each period), often fixed to a zero nim-sum (a loss, made by
/// setting the last heap to the one whose value is the others' XOR), and
/// sometimes one of the specs' traps (`1 2 3`, `2 3 6`, `3 4 7 8`, `1 6 8`,
/// where plain Nim is wrong).
pub fn split_nim_cases(
    rng: &mut Rng,
    split: crate::games::split_nim::Split,
    count: usize,
    most: u64,
    largest: u64,
) -> Vec<Case> {
    let p = split.period();
    (0..count)
        .map(|_| {
            if rng.one_in(6) {
                let traps: [&[u64]; 4] = [&[1, 2, 3], &[2, 3, 6], &[3, 4, 7, 8], &[1, 6, 8]];
                let trap = rng.pick(&traps);
                if trap.iter().all(|&h| h <= largest) {
                    return vec![trap.to_vec()];
                }
            }
            let n = rng.value(1, most) as usize;
            let mut heaps: Vec<u64> = (0..n)
                .map(|_| {
                    let h = rng.value(1, largest);
                    if rng.one_in(2) {
                        // A swapped residue: p - 1 or 0 (mod p).
                        let base = (h / p).saturating_mul(p);
                        let swapped = base.saturating_add(p - rng.range(0, 1));
                        if (1..=largest).contains(&swapped) {
                            return swapped;
                        }
                    }
                    h
                })
                .collect();
            if n > 1 && rng.one_in(2) {
                let rest = split.nim_sum(&heaps[..n - 1]);
                if let Some(h) = split
                    .heap_with_value(rest)
                    .filter(|h| (1..=largest).contains(h))
                {
                    heaps[n - 1] = h;
                }
            }
            vec![heaps]
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_same_seed_gives_the_same_stream() {
        let (mut a, mut b) = (Rng::new(7), Rng::new(7));
        let first: Vec<u64> = (0..5).map(|_| a.next_u64()).collect();
        assert_eq!(first, (0..5).map(|_| b.next_u64()).collect::<Vec<_>>());
        assert_ne!(first, {
            let mut c = Rng::new(8);
            (0..5).map(|_| c.next_u64()).collect::<Vec<_>>()
        });
        for _ in 0..1000 {
            let v = a.value(3, 9);
            assert!((3..=9).contains(&v));
            assert_eq!(a.range(9, 3), 9, "an empty range gives its start");
        }
    }

    #[test]
    fn traps_stay_in_range_and_near_their_targets() {
        let mut rng = Rng::new(3);
        for _ in 0..1000 {
            let v = rng.near_multiple(7, 100);
            assert!(
                (1..=100).contains(&v) && [0, 1, 6].contains(&(v % 7)),
                "{v}"
            );
            let p = piles(&mut rng, 5, 1, 9);
            assert!(p.len() == 5 && p.iter().all(|x| (1..=9).contains(x)));
        }
        assert_eq!(Scale::Judge.cases(30, 20), 20);
        assert_eq!(Scale::Huge.cases(30, 20), 30);
    }

    #[test]
    fn shrinking_finds_the_one_number_that_matters() {
        let cases: Vec<Case> = vec![
            vec![vec![5, 900, 3]],
            vec![vec![44, 12], vec![7]],
            vec![vec![1]],
        ];
        // "Fails" while some number is at least 100.
        let small = shrink(cases, 10_000, |c| {
            c.iter().flatten().flatten().any(|&v| v >= 100)
        });
        assert_eq!(small, vec![vec![vec![100]]]);
    }

    #[test]
    fn shrinking_keeps_a_nim_sum_while_making_piles_small() {
        // "Fails" on an even number of piles, one above 1, nim-sum 0: the
        // misère bug of issue 19, which no single edit keeps failing.
        let mut piles: Vec<u64> = vec![2995, 625, 2012, 77, 4000, 31, 900, 155, 1];
        piles.push(piles.iter().fold(0, |x, p| x ^ p));
        let case: Case = vec![piles];
        let mut tries = 0;
        let small = shrink(vec![case], 5000, |c| {
            tries += 1;
            let Some(row) = c.first().and_then(|case| case.first()) else {
                return false;
            };
            row.len() % 2 == 0
                && row.iter().any(|&p| p > 1)
                && row.iter().fold(0, |x, p| x ^ p) == 0
        });
        assert_eq!(small, vec![vec![vec![2, 2]]]);
        assert!(tries <= 5000, "{tries} tries");
    }
}
