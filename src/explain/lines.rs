//! Heaps moved together a line at a time (`together = "line"`, UVa 11859):
//! a move picks one line (a row of the matrix) and moves in one or more of
//! its heaps at once. Under a rule whose heap is a Nim heap in disguise, a
//! heap's value `v` can drop by any amount from 1 to `v` (Nim: its size;
//! `to proper-divisors`: Omega, its prime factors counted with
//! multiplicity, since dividing by a divisor `d > 1` removes the Omega(d)
//! factors of `d`), so a line is one Nim heap of the sum of its values: a
//! move lowers that sum by any amount from 1 to all of it.
//!
//! Explain and play's hint give the account of a position: each line as a
//! heap of its sum, the nim-sum and verdict, and the winning moves found
//! by the one finder ([`sum::winning_moves`]) over the lines' sums: for
//! each line, how far its sum must drop, how many ways of the game's do
//! it (counted exactly), and the ways themselves, in order, as many as
//! are listed. A move is written as the line it leaves, with the game's
//! words after it: `row 1 to 3 3 (divide 12 by 4, 6 by 2)`; play takes
//! that, or its numbers alone, `1 3 3` (the row, then its numbers left).

use crate::explain::heap_play::Judge;
use crate::explain::play::{Game, Picked};
use crate::explain::{
    bouton, nums, Account, Accounts, Combine, Component, Example, Move, Moves, Step,
};
use crate::games::sum;
use crate::games::Outcome;
use crate::testdata::Rng;

/// The largest number whose divisions are listed (factored by trial
/// division up to its square root, 2^20).
pub const NUMBER_MAX: u64 = 1 << 40;

/// The largest Nim heap of a line whose takes are counted one by one.
pub const NIM_MAX: u64 = 1 << 12;

/// How a heap's value drops.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Kind {
    /// A Nim heap: take any amount.
    Nim,
    /// Divide by a divisor above 1 (`to proper-divisors`): the value is
    /// Omega.
    Divide,
}

/// A position: the lines of numbers, each line moved on its own.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Lines {
    pub kind: Kind,
    pub rows: Vec<Vec<u64>>,
}

/// One move: line `row` (0-based) becomes `left`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct LineMove {
    pub row: usize,
    pub left: Vec<u64>,
}

/// The prime factors of `n`, smallest first, with multiplicity.
fn primes(mut n: u64) -> Vec<u64> {
    let mut out = Vec::new();
    let mut p = 2;
    while p * p <= n {
        while n % p == 0 {
            n /= p;
            out.push(p);
        }
        p += 1;
    }
    if n > 1 {
        out.push(n);
    }
    out
}

/// The prime factors of `n` with their exponents, smallest first.
fn powers(n: u64) -> Vec<(u64, u32)> {
    let mut out: Vec<(u64, u32)> = Vec::new();
    for p in primes(n) {
        match out.last_mut() {
            Some((q, e)) if *q == p => *e += 1,
            _ => out.push((p, 1)),
        }
    }
    out
}

impl Lines {
    /// The lines of a position; `Err` names a number explain cannot
    /// follow.
    pub fn new(kind: Kind, rows: Vec<Vec<u64>>) -> Result<Lines, String> {
        for &a in rows.iter().flatten() {
            match kind {
                Kind::Divide if a > NUMBER_MAX => {
                    return Err(format!(
                        "explain lists the divisions of numbers up to 2^40 (factored by trial division), and a number here is {a}"
                    ))
                }
                Kind::Nim if a > NIM_MAX => {
                    return Err(format!(
                        "explain counts the takes of Nim heaps up to {NIM_MAX} moved a line at a time, and a heap here is {a}"
                    ))
                }
                _ => {}
            }
        }
        Ok(Lines { kind, rows })
    }

    /// A heap's value: its size, or its prime factors' count.
    pub fn value(&self, a: u64) -> u64 {
        match self.kind {
            Kind::Nim => a,
            Kind::Divide => primes(a).len() as u64,
        }
    }

    /// A line's value: the sum of its heaps' values.
    pub fn line_value(&self, row: &[u64]) -> u64 {
        row.iter().map(|&a| self.value(a)).sum()
    }

    /// The nim-sum of the lines' values.
    pub fn total(&self) -> u64 {
        self.rows.iter().fold(0, |x, r| x ^ self.line_value(r))
    }

    /// The numbers a heap of `a` may become when its value drops by
    /// exactly `j`, in increasing order of what it is divided by (or
    /// taken).
    fn lowered(&self, a: u64, j: u64) -> Vec<u64> {
        match self.kind {
            Kind::Nim => vec![a - j],
            Kind::Divide => {
                // The divisors of a with j prime factors: their exponents,
                // each at most the number's own.
                let pw = powers(a);
                let mut out = Vec::new();
                let mut e = vec![0u32; pw.len()];
                fn each(
                    pw: &[(u64, u32)],
                    e: &mut Vec<u32>,
                    at: usize,
                    left: u64,
                    out: &mut Vec<u64>,
                ) {
                    if at == pw.len() {
                        if left == 0 {
                            out.push(pw.iter().zip(e.iter()).map(|(p, &k)| p.0.pow(k)).product());
                        }
                        return;
                    }
                    for k in 0..=pw[at].1.min(left as u32) {
                        e[at] = k;
                        each(pw, e, at + 1, left - u64::from(k), out);
                    }
                    e[at] = 0;
                }
                each(&pw, &mut e, 0, j, &mut out);
                out.sort_unstable();
                out.into_iter().map(|d| a / d).collect()
            }
        }
    }

    /// How many ways a line's value drops by exactly `k` (each heap by its
    /// own part, the parts summing to `k`), saturating.
    pub fn ways(&self, row: &[u64], k: u64) -> u128 {
        let k = k as usize;
        let mut w = vec![0u128; k + 1];
        w[0] = 1;
        for &a in row {
            let v = (self.value(a) as usize).min(k);
            let each: Vec<u128> = (0..=v as u64)
                .map(|j| self.lowered(a, j).len() as u128)
                .collect();
            let mut next = vec![0u128; k + 1];
            for (s, &ws) in w.iter().enumerate().filter(|(_, ws)| **ws > 0) {
                for (j, &c) in each.iter().enumerate().take(k - s + 1) {
                    next[s + j] = next[s + j].saturating_add(ws.saturating_mul(c));
                }
            }
            w = next;
        }
        w[k]
    }

    /// Calls `visit` with each way line `row` drops by exactly `k` (the
    /// line left), the first heaps dropping most first, until it returns
    /// false; false when stopped.
    pub fn each_way(&self, row: &[u64], k: u64, visit: &mut dyn FnMut(&[u64]) -> bool) -> bool {
        // The most the heaps from i on can drop.
        let mut room = vec![0u64; row.len() + 1];
        for i in (0..row.len()).rev() {
            room[i] = room[i + 1] + self.value(row[i]);
        }
        let mut left = row.to_vec();
        fn go(
            lines: &Lines,
            row: &[u64],
            room: &[u64],
            i: usize,
            k: u64,
            left: &mut Vec<u64>,
            visit: &mut dyn FnMut(&[u64]) -> bool,
        ) -> bool {
            if i == row.len() {
                return k > 0 || visit(left);
            }
            let most = k.min(lines.value(row[i]));
            for j in (0..=most).rev() {
                if room[i + 1] < k - j {
                    break;
                }
                for to in lines.lowered(row[i], j) {
                    left[i] = to;
                    if !go(lines, row, room, i + 1, k - j, left, visit) {
                        return false;
                    }
                }
            }
            left[i] = row[i];
            true
        }
        go(self, row, &room, 0, k, &mut left, visit)
    }

    /// Whether a line of `row` may become `left`: as many numbers, each the
    /// same or lowered by the rule, at least one lowered.
    pub fn legal(&self, row: &[u64], left: &[u64]) -> Result<(), String> {
        if row.len() != left.len() {
            return Err(format!(
                "the row holds {} numbers, and {} are given",
                row.len(),
                left.len()
            ));
        }
        let mut changed = false;
        for (&a, &b) in row.iter().zip(left) {
            if a == b {
                continue;
            }
            changed = true;
            let ok = match self.kind {
                Kind::Nim => b < a,
                Kind::Divide => b >= 1 && b < a && a % b == 0,
            };
            if !ok {
                return Err(match self.kind {
                    Kind::Nim => format!("{a} cannot become {b}: a move takes from a heap"),
                    Kind::Divide => {
                        format!(
                            "{a} cannot become {b}: {b} is no quotient of {a} by a divisor above 1"
                        )
                    }
                });
            }
        }
        if changed {
            Ok(())
        } else {
            Err("a move changes at least one number of the row".into())
        }
    }

    /// The lines after `m`.
    pub fn after(&self, m: &LineMove) -> Lines {
        let mut next = self.clone();
        next.rows[m.row] = m.left.clone();
        next
    }

    /// The position as text: rows joined by ` / `.
    pub fn text(&self) -> String {
        let rows: Vec<String> = self
            .rows
            .iter()
            .map(|r| crate::explain::spaced(r))
            .collect();
        rows.join(" / ")
    }

    /// A move in words: the line it leaves, then the game's words.
    pub fn shown(&self, m: &LineMove) -> Move {
        let row = &self.rows[m.row];
        let changes: Vec<String> = row
            .iter()
            .zip(&m.left)
            .filter(|(a, b)| a != b)
            .map(|(&a, &b)| match self.kind {
                Kind::Nim => format!("{} from {a}", a - b),
                Kind::Divide => format!("{a} by {}", a / b),
            })
            .collect();
        let verb = match self.kind {
            Kind::Nim => "take",
            Kind::Divide => "divide",
        };
        let drop = self.line_value(row) - self.line_value(&m.left);
        let after = self.after(m);
        Move {
            text: format!(
                "row {} to {} ({verb} {})",
                m.row + 1,
                crate::explain::spaced(&m.left),
                changes.join(", ")
            ),
            before: self.text(),
            after: after.text(),
            step: Step::new(verb, nums(&after.rows.concat()))
                .on(m.row)
                .by(drop),
        }
    }

    /// The winning lines, as (row, value it must drop by): the one finder
    /// over the lines' values, each a Nim heap.
    pub fn winning_drops(&self) -> Vec<(usize, u64)> {
        let values: Vec<u64> = self.rows.iter().map(|r| self.line_value(r)).collect();
        sum::winning_takes(&values, &mut |_, v| v, &mut |_, h, target, visit| {
            if target < h {
                visit(h - target, &[target]);
            }
        })
    }

    /// The first winning move, if any.
    pub fn first_winning(&self) -> Option<LineMove> {
        let (row, k) = *self.winning_drops().first()?;
        let mut found = None;
        self.each_way(&self.rows[row], k, &mut |left| {
            found = Some(LineMove {
                row,
                left: left.to_vec(),
            });
            false
        });
        found
    }

    /// Some move: one prime factor (one object) off the first number above
    /// 1 of the last row that has one.
    pub fn some_move(&self) -> Option<LineMove> {
        let row = self.rows.iter().rposition(|r| r.iter().any(|&a| a > 1))?;
        let mut left = None;
        self.each_way(&self.rows[row], 1, &mut |l| {
            left = Some(l.to_vec());
            false
        });
        left.map(|left| LineMove { row, left })
    }

    /// True when no number can drop: the game is over.
    pub fn over(&self) -> bool {
        self.rows.iter().all(|r| self.line_value(r) == 0)
    }

    /// The account of the position: each line a heap of its values' sum,
    /// the nim-sum, the verdict, every winning move (counted; as many
    /// listed as `accounts` lists).
    pub fn account(&self, case: u64, game: String, judge: Judge, accounts: &Accounts) -> Account {
        let x = self.total();
        let drops = self.winning_drops();
        let mut components = Vec::with_capacity(self.rows.len());
        for (r, row) in self.rows.iter().enumerate() {
            let v = self.line_value(row);
            let each: Vec<String> = row.iter().map(|&a| self.value(a).to_string()).collect();
            let mut reason = match self.kind {
                Kind::Divide => format!("prime factors {} = {v}", each.join(" + ")),
                Kind::Nim => format!("heaps {} = {v}", each.join(" + ")),
            };
            if let Some(&(_, k)) = drops.iter().find(|d| d.0 == r) {
                let ways = self.ways(row, k);
                reason.push_str(&format!(
                    "; it wins lowered to {} (remove {k} {} in all): {ways} way{}",
                    v - k,
                    match (self.kind, k) {
                        (Kind::Divide, 1) => "prime factor",
                        (Kind::Divide, _) => "prime factors",
                        (Kind::Nim, _) => "from its heaps",
                    },
                    if ways == 1 { "" } else { "s" }
                ));
            }
            components.push(Component {
                name: format!("row {} = {}", r + 1, crate::explain::spaced(row)),
                grundy: Some(v),
                reason,
            });
        }
        let mut moves = Moves::default();
        for &(row, k) in &drops {
            moves.count = moves.count.saturating_add(self.ways(&self.rows[row], k));
            if moves.listed.len() < accounts.shown() {
                self.each_way(&self.rows[row], k, &mut |left| {
                    let m = LineMove {
                        row,
                        left: left.to_vec(),
                    };
                    moves.listed.push(self.shown(&m));
                    moves.listed.len() < accounts.shown()
                });
            }
        }
        if drops.is_empty() {
            moves.example = self.some_move().map(|first| {
                let next = self.after(&first);
                Example {
                    first: self.shown(&first),
                    reply: next.first_winning().map(|r| next.shown(&r)),
                }
            });
        }
        let outcome = Outcome::of_grundy(x);
        Account {
            case,
            part: None,
            position: self.text(),
            words: nums(&self.rows.concat()),
            game: format!(
                "{game}: {} rows, each a Nim heap of {}",
                self.rows.len(),
                match self.kind {
                    Kind::Divide => "its numbers' prime factors counted with multiplicity (Omega; dividing by d > 1 removes Omega(d) of them, any number from 1 to all of a row's, over its chosen numbers)",
                    Kind::Nim => "its heaps' sum (a move takes from one or more heaps of the row, in all any amount from 1 to all of it)",
                }
            ),
            components,
            combine: Combine {
                nim_sum: true,
                rule: vec![bouton(x)],
            },
            verdict: judge.verdict(outcome, 0, None),
            moves,
        }
    }

    /// The move `typed` names: the row's number, then the numbers the row
    /// is left with (the hint's text, whose remark in brackets is skipped,
    /// or its numbers alone).
    pub fn read(&self, typed: &str) -> Result<LineMove, String> {
        let core = typed.split('(').next().unwrap_or("");
        let mut numbers = Vec::new();
        for w in core.split(|c: char| !c.is_ascii_alphanumeric()) {
            match w {
                "" | "row" | "to" => {}
                w => numbers.push(
                    w.parse::<u64>()
                        .map_err(|_| format!("`{w}` is no number: type the row, then the numbers it is left with (`row 1 to 3 3`, or `1 3 3`)"))?,
                ),
            }
        }
        let Some((&row, left)) = numbers.split_first() else {
            return Err(
                "type the row, then the numbers it is left with (`row 1 to 3 3`, or `1 3 3`)"
                    .into(),
            );
        };
        let r = usize::try_from(row)
            .ok()
            .filter(|&r| (1..=self.rows.len()).contains(&r))
            .ok_or_else(|| {
                format!(
                    "there is no row {row}: the rows are 1 to {}",
                    self.rows.len()
                )
            })?;
        self.legal(&self.rows[r - 1], left)?;
        Ok(LineMove {
            row: r - 1,
            left: left.to_vec(),
        })
    }

    /// A random legal move: one number above 1 (or of at least 1) of a
    /// random row that has one, lowered to a random number it may become.
    pub fn random(&self, rng: &mut crate::testdata::Rng) -> Option<LineMove> {
        let rows: Vec<usize> = (0..self.rows.len())
            .filter(|&r| self.line_value(&self.rows[r]) > 0)
            .collect();
        let row = rows[rng.below(rows.len() as u64) as usize];
        let at: Vec<usize> = (0..self.rows[row].len())
            .filter(|&i| self.value(self.rows[row][i]) > 0)
            .collect();
        let i = at[rng.below(at.len() as u64) as usize];
        let a = self.rows[row][i];
        let j = rng.range(1, self.value(a));
        let to = self.lowered(a, j);
        let mut left = self.rows[row].clone();
        left[i] = to[rng.below(to.len() as u64) as usize];
        Some(LineMove { row, left })
    }
}

/// Lines moved together, as `grundy play` plays them: the game in words
/// and the question, for the hint's account.
pub struct LineGame {
    pub game: String,
    pub judge: Judge,
}

impl Game for LineGame {
    type Pos = Lines;
    fn text(&self, p: &Lines) -> String {
        p.text()
    }
    fn moves(&self, p: &Lines, most: usize) -> Result<Vec<(Move, Lines)>, String> {
        let mut out = Vec::new();
        for (row, r) in p.rows.iter().enumerate() {
            for k in 1..=p.line_value(r) {
                if out.len() >= most {
                    return Ok(out);
                }
                p.each_way(r, k, &mut |left| {
                    let m = LineMove {
                        row,
                        left: left.to_vec(),
                    };
                    out.push((p.shown(&m), p.after(&m)));
                    out.len() < most
                });
            }
        }
        Ok(out)
    }
    fn typed(&self, p: &Lines, typed: &str) -> Result<Picked<Lines>, String> {
        Ok(p.read(typed).map(|m| (p.shown(&m), p.after(&m))))
    }
    fn account(&self, p: &Lines, accounts: &Accounts) -> Result<Account, String> {
        Ok(p.account(1, self.game.clone(), self.judge, accounts))
    }
    fn winning(&self, p: &Lines) -> Result<Option<(Move, Lines)>, String> {
        Ok(p.first_winning().map(|m| (p.shown(&m), p.after(&m))))
    }
    fn random(&self, p: &Lines, rng: &mut Rng) -> Result<(Move, Lines), String> {
        let m = p.random(rng).ok_or("no move is left")?;
        Ok((p.shown(&m), p.after(&m)))
    }
    fn about(&self, p: &Lines) -> Option<String> {
        let verb = match p.kind {
            Kind::Divide => "divides one or more numbers of one row, each by a divisor above 1",
            Kind::Nim => "takes from one or more heaps of one row",
        };
        Some(format!(
            "{} rows; a move {verb}, and is typed as the row it leaves",
            p.rows.len()
        ))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn ways_count_what_each_way_lists() {
        for rows in [vec![12, 6, 8], vec![2, 3], vec![60, 1, 64]] {
            let lines = Lines::new(Kind::Divide, vec![rows.clone()]).unwrap();
            for k in 0..=lines.line_value(&rows) {
                let mut n = 0u128;
                lines.each_way(&rows, k, &mut |left| {
                    assert_eq!(lines.line_value(left) + k, lines.line_value(&rows));
                    n += 1;
                    true
                });
                assert_eq!(n, lines.ways(&rows, k), "{rows:?} by {k}");
            }
        }
    }
}
