//! HDU 3980 Paint Chain: a circle of N unpainted beads; a move paints M
//! consecutive unpainted beads; whoever cannot move loses. aekdycoin moves
//! first. `T`, then T lines `N M`; per case `Case #k: aekdycoin` when
//! aekdycoin wins, else `Case #k: abcdxyzk` (names in lower case; the
//! statement's Output paragraph was never found, the format is the
//! sample's).
//!
//! N < M: no move, abcdxyzk. Otherwise the first move leaves a line of
//! N - M beads, and aekdycoin wins exactly when its value `g_M(N - M)` is 0
//! ([`PaintChain`]; the circle is not a line: `4 2` is a loss). The line
//! values are cached per M, so many cases cost one table per distinct M.
//! Beyond the statement's bounds (N, M <= 1000) every N and M up to `u64`
//! is answered when N < 2M or the line game's period is proven (M = 1, 2);
//! other lines longer than [`LINE_LIMIT`] beads are rejected at M rather
//! than answered wrong. M = 0 (painting nothing) is rejected.

use crate::error::Error;
use crate::games::paint_chain::{PaintChain, LINE_LIMIT};
use crate::games::Outcome;
use crate::output::Out;
use crate::problem::Problem;
use crate::problems::counted;
use crate::scanner::Scanner;

pub const PROBLEM: Problem = Problem {
    id: "hdu3980",
    aliases: &["paint-chain"],
    title: "Paint Chain",
    url: "http://acm.hdu.edu.cn/showproblem.php?pid=3980",
    game: "paint M consecutive unpainted beads of a circle of N; last mover wins",
    output: "Case #k: aekdycoin / Case #k: abcdxyzk",
    run,
};

/// The judge's words after `Case #k: `: aekdycoin (first to move) wins, or loses.
pub const WORDS: [&str; 2] = ["aekdycoin", "abcdxyzk"];

/// The words naming the first number in errors.
pub const CASE_COUNT: &str = "a test case count T";

pub fn run(input: &mut Scanner<'_>, out: &mut Out<'_>) -> Result<(), Error> {
    let mut chain = PaintChain::new();
    let paint_length = paint_length();
    let mut case = 0u64;
    counted(input, out, CASE_COUNT, |input, out| {
        let (_, _, outcome) = read_case(input, &mut chain, &paint_length)?;
        case += 1;
        out.bytes(b"Case #");
        out.u64(case);
        out.bytes(b": ");
        out.line(outcome.pick(WORDS[0], WORDS[1]));
        Ok(())
    })
}

/// What M must be, in an error message.
fn paint_length() -> String {
    format!(
        "a paint length M of at least 1 (with N - M at most {LINE_LIMIT} beads unless the line game's period is known)"
    )
}

/// One line `N M`, decided: an M the circle cannot be decided for is an
/// error at M.
fn read_case(
    input: &mut Scanner<'_>,
    chain: &mut PaintChain,
    paint_length: &str,
) -> Result<(u64, u64, Outcome), Error> {
    let n = input.next_u64("a bead count N")?;
    let mut outcome = None;
    let mut m_read = 0;
    let m = input
        .next_u64_where(paint_length, |m| {
            m_read = m;
            outcome = if m == 0 { None } else { chain.outcome(n, m) };
            outcome.is_some()
        })
        .map_err(|mut e| {
            // An M that is a number of at least 1 fails only with this N:
            // say so, with the smallest M that N allows.
            if let (Error::Input(fault), true) = (&mut e, m_read >= 1) {
                fault.expected = format!(
                    "a paint length M of at least {} for N = {n} (N - M at most {LINE_LIMIT} beads unless the line game's period is known)",
                    n - LINE_LIMIT
                );
            }
            e
        })?;
    Ok((n, m, outcome.expect("an accepted M decides the circle")))
}

/// The judge data: `T`, then T lines `N M` (1..=1000 each).
#[cfg(feature = "tools")]
pub mod tools {
    use crate::format::{int, Blanks, Cases, Element, Expr, Format, Int};
    use crate::problem::Tools;
    use crate::testdata::{Case, Rng, Scale};

    pub const TOOLS: Tools = crate::tools!();

    /// The judge's input, as its statement gives it (no bound on T).
    pub const FORMAT: Format = Format {
        cases: Cases::Counted(Int {
            name: "T",
            what: "a test case count",
            lo: Expr::Lit(1),
            hi: Expr::Lit(u64::MAX),
        }),
        case: &[Element::Line(&[
            int("N", "a bead count", 1, 1000),
            int("M", "a paint length", 1, 1000),
        ])],
        blanks: Blanks::None,
    };

    /// M above N (no move), M = N, N just below and at 2M (where the line
    /// left starts to allow a move), M = 1 (parity), and the largest
    /// values, on purpose. Past the bounds: any N with M = 1 or 2 (the
    /// periods) or N < 2M, and lines of up to 4096 beads otherwise.
    fn generate(rng: &mut Rng, scale: Scale, count: usize) -> Vec<Case> {
        let largest = scale.pick(14, 1000, u64::MAX);
        (0..count)
            .map(|_| {
                let (n, m) = match rng.range(0, 5) {
                    0 => {
                        let m = rng.value(1, largest);
                        (rng.value(1, m), m)
                    }
                    1 => {
                        // N = 2M - 1 leaves a line too short to move on;
                        // N = 2M the first that allows a move (a table of
                        // M + 1 values: kept within the C++ file's range).
                        let m = rng.value(1, largest / 2);
                        let step = u64::from(m <= 4096 && rng.one_in(2));
                        (2 * m - 1 + step, m)
                    }
                    2 => (rng.value(1, largest), rng.range(1, 2)),
                    _ if scale == Scale::Huge => {
                        let m = rng.value(3, 40);
                        (m + rng.value(0, 4096), m)
                    }
                    _ => (rng.value(1, largest), rng.value(1, largest)),
                };
                vec![vec![n, m]]
            })
            .collect()
    }
}

#[cfg(feature = "tools")]
pub mod explain {
    //! `grundy explain hdu3980`: the opening move that cuts the circle open,
    //! the line it leaves and its Grundy value. Once beads are painted the
    //! circle is written with them (`6 2 painted 1-2`, [`LATER`]): its runs
    //! of unpainted beads are lines, a sum, so `play` goes on from there.

    /// What explain knows about this problem: its hook and words (`grundy
    /// explain hdu3980 6 2`: the beads of the circle and how many a move
    /// paints), play, and the circles with painted beads that arise in
    /// play.
    pub const ROW: crate::explain::Row = crate::row!(
        explain,
        words: line(super::tools::FORMAT, "6 2"),
        play: PLAY,
        later: LATER,
    );

    /// The word before the painted beads in `N M painted BEADS...`.
    const PAINTED: &str = "painted";

    /// `grundy explain hdu3980 6 2 painted 1-2 5`: the circle with beads 1,
    /// 2 and 5 painted (single beads or ranges `A-B`); no judge input
    /// writes it.
    pub const LATER: crate::explain::Later = crate::explain::Later {
        usage: "N M painted BEADS...",
        is: |w| w.get(2).is_some_and(|w| w == PAINTED),
        account: |w, accounts| {
            let mut chain = PaintChain::new();
            let beads = read_painted(w)?;
            let runs = Runs::of(&beads, &mut chain)?;
            Ok(painted_account(&beads, &runs, accounts))
        },
    };

    /// Every paint from a circle in words (`N M`, or `N M painted ...`), as
    /// explain writes its moves.
    pub const PLAY: crate::explain::Play = crate::explain::Play {
        moves: |w, limit| {
            let mut chain = PaintChain::new();
            let beads = read_painted(w).unwrap_or_else(|_| {
                let v = numbers(w);
                Beads::circle(v[0], v[1])
            });
            let runs = Runs::of(&beads, &mut chain).ok()?;
            if beads.painted.is_empty() {
                if beads.n < beads.m {
                    return Some(Vec::new());
                }
                let g = runs.g(beads.n - beads.m);
                return bounded((0..beads.n).map(|s| paint(&beads, s, g)), limit);
            }
            let all = runs.list.iter().enumerate().flat_map(|(j, &(start, len))| {
                let runs = &runs;
                let beads = &beads;
                (0..=len.saturating_sub(beads.m))
                    .take_while(move |_| len >= beads.m)
                    .map(move |x| runs.cut(beads, j, start, x))
            });
            bounded(all, limit)
        },
        misere: false,
    };

    use super::{paint_length, read_case};
    use crate::error::Error;
    use crate::explain::words::number_at;
    use crate::explain::{
        bounded, in_play, numbers, nums, sum_in_play, verdict, Account, Accounts, Combine,
        Component, Example, Move, Step, Word,
    };
    use crate::games::paint_chain::{PaintChain, LINE_LIMIT};
    use crate::games::sequence::GrundySequence;
    use crate::games::splits::Cuts;
    use crate::games::Outcome;
    use crate::output::Out;
    use crate::problems::counted;
    use crate::scanner::Scanner;

    pub fn explain(
        input: &mut Scanner<'_>,
        out: &mut Out<'_>,
        accounts: &mut Accounts,
    ) -> Result<(), Error> {
        let mut chain = PaintChain::new();
        let paint_length = paint_length();
        let mut case = 0;
        counted(input, out, super::CASE_COUNT, |input, out| {
            let (n, m, outcome) = read_case(input, &mut chain, &paint_length)?;
            case += 1;
            let circle = Beads::circle(n, m);
            let mut account = Account {
                words: nums(&[n, m]),
                case,
                part: None,
                position: circle.text(),
                game: format!(
                    "a circle of {n} beads; a move paints {m} consecutive unpainted beads; whoever cannot move loses"
                ),
                components: Vec::new(),
                combine: Combine::default(),
                verdict: verdict(
                    outcome,
                    super::WORDS,
                    ["aekdycoin, who moves first, wins", "aekdycoin loses: abcdxyzk wins"],
                ),
                moves: Default::default(),
            };
            let rule = &mut account.combine.rule;
            if n < m {
                rule.push(format!(
                    "fewer than {m} beads: no move at all, the first player loses"
                ));
                accounts.add(out, account);
                return Ok(());
            }
            let line = n - m;
            let g = u64::from(chain.line_grundy(m, line).expect("read_case decided it"));
            // The circle's one option (up to rotation) is the line: its
            // value is the mex of that one value.
            let circle_value = u64::from(g == 0);
            account.components.push(Component {
                name: format!("the circle of {n} beads"),
                grundy: Some(circle_value),
                reason: format!(
                    "mex of the value {g} of the line of {line} beads any opening leaves (g(L) = mex of g(x) xor g(L - {m} - x), 0 for L < {m})"
                ),
            });
            rule.push("every opening paints some M beads in a row: the same move up to rotation, cutting the circle into a line".to_string());
            rule.push(format!(
                "then the opponent moves first on the line: the opener wins exactly when its value is 0, and it is {g}"
            ));
            account.moves = if outcome.next_wins() {
                // Every opening wins: one per starting bead.
                accounts.moves_counted(u128::from(n), (0..n).map(|s| paint(&circle, s, g)))
            } else {
                crate::explain::Moves {
                    example: Some(lost_example(&circle, g, &mut chain)),
                    ..Default::default()
                }
            };
            accounts.add(out, account);
            Ok(())
        })
    }

    /// For a lost circle: the opening at bead 1, and the answer on the line
    /// it leaves (beads M + 1 ..= N) that leaves two runs of equal value.
    fn lost_example(c: &Beads, g_line: u64, chain: &mut PaintChain) -> Example {
        let line = c.n - c.m;
        let free = line - c.m;
        let mut g = |len: u64| {
            chain
                .line_grundy(c.m, len)
                .expect("within the table or its period")
        };
        // The middle, when it splits the line evenly; else the first split
        // of equal values (one exists: the line's value is not 0), looked
        // for among the first 2^16 places (enough past any period).
        let x = if free % 2 == 0 {
            free / 2
        } else {
            (0..=free.min(1 << 16))
                .find(|&x| g(x) == g(free - x))
                .expect("a winning answer on a line of non-zero value")
        };
        let opened = c.with(0);
        Example {
            first: paint(c, 0, g_line),
            reply: Some(paint(&opened, c.m + x, 0)),
        }
    }

    /// A circle of `n` beads painted `m` at a time, with the beads
    /// `painted` already: ranges `(a, b)` of beads `a ..= b` (from 1),
    /// sorted, apart (not even touching).
    #[derive(Clone, Debug)]
    struct Beads {
        n: u64,
        m: u64,
        painted: Vec<(u64, u64)>,
    }

    impl Beads {
        fn circle(n: u64, m: u64) -> Beads {
            Beads {
                n,
                m,
                painted: Vec::new(),
            }
        }

        /// The same circle with `ranges` painted too, merged.
        fn and(&self, ranges: &[(u64, u64)]) -> Beads {
            let mut all = self.painted.clone();
            all.extend_from_slice(ranges);
            all.sort_unstable();
            let mut painted: Vec<(u64, u64)> = Vec::new();
            for (a, b) in all {
                match painted.last_mut() {
                    Some(last) if a <= last.1.saturating_add(1) => last.1 = last.1.max(b),
                    _ => painted.push((a, b)),
                }
            }
            Beads {
                painted,
                ..self.clone()
            }
        }

        /// The same circle once M beads from `start` (from 0) are painted.
        fn with(&self, start: u64) -> Beads {
            let (n, m) = (self.n, self.m);
            let to_end = n - start;
            if m <= to_end {
                self.and(&[(start + 1, start + m)])
            } else {
                self.and(&[(start + 1, n), (1, m - to_end)])
            }
        }

        /// Beads `start + 1 ..= start + len` around the circle, 1-based,
        /// as at most two ranges.
        fn beads(&self, start: u64, len: u64) -> String {
            let to_end = self.n - start;
            if len <= to_end {
                format!("beads {}", range(start + 1, start + len))
            } else {
                format!(
                    "beads {}, {}",
                    range(start + 1, self.n),
                    range(1, len - to_end)
                )
            }
        }

        fn text(&self) -> String {
            let (n, m) = (self.n, self.m);
            if self.painted.is_empty() {
                return format!("{n} beads in a circle, paint {m}: none painted");
            }
            let runs: Vec<String> = self.painted.iter().map(|&(a, b)| range(a, b)).collect();
            format!(
                "{n} beads in a circle, paint {m}: painted {}",
                runs.join(", ")
            )
        }

        /// `N M` for the untouched circle, else `N M painted RANGE...`.
        fn words(&self) -> Vec<Word> {
            let mut words = nums(&[self.n, self.m]);
            if !self.painted.is_empty() {
                words.push(Word::Text(PAINTED.to_string()));
                let ranges = self.painted.iter().map(|&(a, b)| Word::Text(range(a, b)));
                words.extend(ranges);
            }
            words
        }
    }

    /// Beads `a ..= b` as `a-b`, or `a` alone.
    fn range(a: u64, b: u64) -> String {
        if a == b {
            format!("{a}")
        } else {
            format!("{a}-{b}")
        }
    }

    /// `N M painted RANGE...`.
    fn read_painted(w: &[String]) -> Result<Beads, String> {
        let n = number_at(w, 0, "a bead count N of at least 1", |n| n >= 1)?;
        let m = number_at(w, 1, "a paint length M of at least 1", |m| m >= 1)?;
        if w.get(2).map(String::as_str) != Some(PAINTED) || w.len() < 4 {
            return Err(format!(
                "a circle with painted beads is written `{}` (as in `6 2 painted 1-2`; the untouched circle is `N M`)",
                LATER.usage
            ));
        }
        let mut ranges = Vec::new();
        for (i, word) in w.iter().enumerate().skip(3) {
            let bead = |t: &str| t.parse::<u64>().ok().filter(|b| (1..=n).contains(b));
            let found = match word.split_once('-') {
                Some((a, b)) => bead(a).zip(bead(b)).filter(|(a, b)| a <= b),
                None => bead(word).map(|a| (a, a)),
            };
            let Some(r) = found else {
                return Err(format!(
                    "word {}: expected a painted bead or range A-B of beads 1 to {n} (A <= B: a run over bead {n} is two, `{n} 1-2`), found {word:?}",
                    i + 1
                ));
            };
            ranges.push(r);
        }
        Ok(Beads::circle(n, m).and(&ranges))
    }

    /// The runs of unpainted beads of a circle (lines once a bead is
    /// painted), with the values of lines painted M at a time.
    struct Runs<'c> {
        /// (first bead from 0, beads), ordered by the first bead.
        list: Vec<(u64, u64)>,
        m: u64,
        /// The line values, when some run (or, untouched, the line the
        /// opening leaves) has M beads or more.
        seq: Option<&'c GrundySequence>,
    }

    impl<'c> Runs<'c> {
        /// The runs of `beads`; `Err` when a line's value is out of reach.
        fn of(beads: &Beads, chain: &'c mut PaintChain) -> Result<Runs<'c>, String> {
            let (n, m) = (beads.n, beads.m);
            let p = &beads.painted;
            let mut list: Vec<(u64, u64)> = Vec::new();
            for (i, &(_, b)) in p.iter().enumerate() {
                let len = match p.get(i + 1) {
                    Some(&(next, _)) => next - b - 1,
                    None => (n - b) + (p[0].0 - 1),
                };
                if len > 0 {
                    list.push((b % n, len));
                }
            }
            list.sort_unstable();
            let longest = match p.is_empty() {
                true => n.saturating_sub(m),
                false => list.iter().map(|r| r.1).max().unwrap_or(0),
            };
            let seq = if longest < m {
                None
            } else {
                Some(chain.lines(m, longest).ok_or_else(|| {
                    format!(
                        "a line of {longest} unpainted beads painted {m} at a time is beyond {LINE_LIMIT} beads, where no period of its values is known"
                    )
                })?)
            };
            Ok(Runs { list, m, seq })
        }

        /// The value of a line of `len` beads.
        fn g(&self, len: u64) -> u64 {
            match self.seq {
                Some(seq) if len >= self.m => {
                    u64::from(seq.value(len).expect("the longest run is known"))
                }
                _ => 0,
            }
        }

        fn nim_sum(&self) -> u64 {
            self.list.iter().fold(0, |x, r| x ^ self.g(r.1))
        }

        /// Painting run `j` (first bead `start`) after its first `x` beads:
        /// it leaves lines of x and len - M - x.
        fn cut(&self, beads: &Beads, j: usize, start: u64, x: u64) -> Move {
            let len = self.list[j].1;
            let value = self.nim_sum() ^ self.g(len) ^ self.g(x) ^ self.g(len - self.m - x);
            // start + x around the circle, without overflowing.
            let to_end = beads.n - start;
            let at = if x < to_end { start + x } else { x - to_end };
            let mut m = paint(beads, at, value);
            m.step = m.step.on(j);
            m
        }

        /// For each run, the cuts that make the nim-sum 0.
        fn winning(&self) -> Vec<(usize, Cuts<'c>)> {
            let (Some(seq), x) = (self.seq, self.nim_sum()) else {
                return Vec::new();
            };
            let m = self.m;
            (0..self.list.len())
                .filter(|&j| self.list[j].1 >= m)
                .filter_map(|j| {
                    let len = self.list[j].1;
                    let cuts = Cuts::new(seq, len - m, (x ^ self.g(len)) as u16)?;
                    Some((j, cuts))
                })
                .collect()
        }
    }

    /// The account of a circle with painted beads: its runs are a sum of
    /// lines.
    fn painted_account(beads: &Beads, runs: &Runs<'_>, accounts: &Accounts) -> Account {
        let (n, m) = (beads.n, beads.m);
        let x = runs.nim_sum();
        let outcome = Outcome::of_grundy(x);
        let components = runs
            .list
            .iter()
            .map(|&(start, len)| Component {
                name: format!("unpainted {}", beads.beads(start, len)),
                grundy: Some(runs.g(len)),
                reason: format!("a line of {len}"),
            })
            .collect();
        let winning = runs.winning();
        let count: u128 = winning.iter().map(|(_, c)| c.count()).sum();
        let listed = winning.iter().flat_map(|(j, cuts)| {
            let start = runs.list[*j].0;
            cuts.iter().map(move |x| runs.cut(beads, *j, start, x))
        });
        let mut moves = accounts.moves_counted(count, listed);
        // Lost: paint the first beads of the first run long enough, and
        // the opponent's first winning answer.
        let first = runs.list.iter().position(|r| r.1 >= m);
        if let (0, Some(j)) = (count, first) {
            let start = runs.list[j].0;
            let first = runs.cut(beads, j, start, 0);
            let after = beads.with(start);
            let mut chain = PaintChain::new();
            let reply = Runs::of(&after, &mut chain).ok().and_then(|r| {
                let w = r.winning();
                let (j, cuts) = w.iter().find(|(_, c)| c.count() > 0)?;
                let x = cuts.iter().next()?;
                Some(r.cut(&after, *j, r.list[*j].0, x))
            });
            moves.example = Some(Example { first, reply });
        }
        let over = runs.list.iter().all(|r| r.1 < m);
        let over = over.then(|| format!("no run of {m} unpainted beads is left: no move"));
        Account {
            words: beads.words(),
            case: 1,
            part: None,
            position: beads.text(),
            game: format!(
                "a circle of {n} beads; a move paints {m} consecutive unpainted beads; whoever cannot move loses; once a bead is painted the runs of unpainted beads are lines, where painting leaves two lines (g(L) = mex of g(x) xor g(L - {m} - x), 0 for L < {m})"
            ),
            components,
            combine: sum_in_play("the runs are a sum of lines", over, "paint", outcome),
            verdict: in_play(outcome),
            moves,
        }
    }

    /// Painting M beads of `beads` from `start` (from 0), leaving a
    /// position of value `value`. Its step names the first bead painted.
    fn paint(beads: &Beads, start: u64, value: u64) -> Move {
        let after = beads.with(start);
        Move {
            step: Step::new("paint", after.words()).by(start + 1).worth(value),
            text: format!("paint {}", beads.beads(start, beads.m)),
            before: beads.text(),
            after: after.text(),
        }
    }
}
