//! Answers a judge input for a [`Description`]: reads each case by the
//! description's [`Format`](crate::format::Format) (the same value validate
//! reads, so the layout is written once), values its heaps
//! ([`super::values`]), answers the question and writes the words. As the
//! coded solvers do, it reads tokens with any whitespace between them, and
//! every complete case before a fault is answered.

use super::values::Values;
use super::{Ask, Description, Game};
use crate::error::Error;
use crate::format::{Cases, Element, Expr, Int, Token};
use crate::games::rules::theorems::{times_last_smallest_win, Theorem};
use crate::games::rules::{misere, Num, Rule, Set};
use crate::games::sum::{self, Then};
use crate::output::Out;
use crate::problems::{counted, until_end, until_sentinel};
use crate::scanner::Scanner;

/// Moves looked at for one case's winning moves before it gives up.
const MOVES_BUDGET: u64 = 20_000_000;

/// The longest line the outcomes question writes (64 MiB: 64 times the
/// official 10^6 heaps of one letter each); a longer one is refused by its
/// size before anything is computed or held.
const OUTCOMES_BYTES_MAX: u64 = 1 << 26;

/// Answers a whole judge input.
pub fn run(d: &Description, input: &mut Scanner<'_>, out: &mut Out<'_>) -> Result<(), Error> {
    let mut solver = Solver::new(d);
    match d.format.cases {
        Cases::UntilEnd | Cases::One => until_end(input, out, |input, out| {
            solver.case(input, out, None).map(|_| ())
        }),
        Cases::Counted(t) => {
            let count = expected(&t, false);
            counted(input, out, &count, |input, out| {
                solver.case(input, out, None).map(|_| ())
            })
        }
        Cases::Sentinel(end) => {
            until_sentinel(input, out, |input, out| solver.case(input, out, Some(end)))
        }
    }
}

/// How a token is named in an error message.
pub(super) fn expected(int: &Int, sentinel: bool) -> String {
    let mut words = format!("{} {}", int.what, int.name);
    if sentinel {
        words.push_str(" (or the last line)");
    }
    words
}

/// One value read: which name, and on which line of the case.
#[derive(Clone, Copy)]
pub(super) struct Read {
    name: usize,
    pub(super) value: u64,
    pub(super) line: u32,
}

pub(super) struct Solver<'d> {
    pub(super) d: &'d Description,
    pub(super) values: Values,
    reads: Vec<Read>,
    /// The latest value of each name in this case.
    last: Vec<Option<u64>>,
    pub(super) case: u64,
    line: u32,
    /// The words of this case (boards), by name.
    texts: Vec<(usize, Vec<u8>)>,
    /// A staircase's labels, kept across cases ([`super::move_graph`]).
    pub(super) staircase: Option<crate::games::move_graph::Staircase>,
    /// A split's values for the last case's box count and numbers.
    pub(super) split: Option<(u64, Vec<u64>, crate::games::move_graph::Split)>,
    /// A board game's tables, kept across cases ([`super::strips`]).
    pub(super) boards: Option<super::strips::Tables>,
    /// A parent array as it is read (`game = "hackenbush"`).
    forest: super::forest::Reading,
    /// The table of a position game's moves, kept across cases.
    pub(super) positions: super::position::Cache,
}

impl<'d> Solver<'d> {
    pub(super) fn new(d: &'d Description) -> Solver<'d> {
        Solver {
            d,
            values: Values::default(),
            reads: Vec::new(),
            last: vec![None; d.names.len()],
            case: 0,
            line: 0,
            texts: Vec::new(),
            staircase: None,
            split: None,
            boards: None,
            forest: super::forest::Reading::default(),
            positions: Default::default(),
        }
    }

    /// Reads one case; false when it was the sentinel.
    pub(super) fn read_case(
        &mut self,
        input: &mut Scanner<'_>,
        sentinel: Option<&[u64]>,
    ) -> Result<bool, Error> {
        self.reads.clear();
        self.texts.clear();
        self.last.iter_mut().for_each(|v| *v = None);
        self.line = 0;
        self.forest.clear();
        if !self.elements(self.d.format.case, input, sentinel)? {
            return Ok(false);
        }
        self.case += 1;
        Ok(true)
    }

    /// A case read but not answered (`who` cannot: "grundy cannot answer
    /// it"), as an error where it ends.
    pub(super) fn refusal(&self, input: &Scanner<'_>, who: &str, why: &str) -> Error {
        Error::Unanswered {
            position: input.position(),
            case: self.case,
            why: format!("{who}: {why}"),
        }
    }

    /// Reads and answers one case; false when it was the sentinel.
    fn case(
        &mut self,
        input: &mut Scanner<'_>,
        out: &mut Out<'_>,
        sentinel: Option<&[u64]>,
    ) -> Result<bool, Error> {
        if !self.read_case(input, sentinel)? {
            return Ok(false);
        }
        let answer = self
            .answer()
            .map_err(|why| self.refusal(input, "grundy cannot answer it", &why))?;
        if let Some((before, after)) = self.d.label {
            out.bytes(before.as_bytes());
            out.u64(self.case);
            out.bytes(after.as_bytes());
        }
        // Per position, a case of no positions has no line.
        if !(self.d.per_position && answer.is_empty()) {
            out.line(&answer);
        }
        if let Some(after) = self.d.after {
            out.line(after);
        }
        Ok(true)
    }

    /// The elements of a case; false when its first line is the sentinel.
    fn elements(
        &mut self,
        elements: &[Element],
        input: &mut Scanner<'_>,
        mut sentinel: Option<&[u64]>,
    ) -> Result<bool, Error> {
        for element in elements {
            match *element {
                Element::Line(tokens) => {
                    self.line += 1;
                    let mut first = Vec::new();
                    for token in tokens {
                        let (count, int) = match *token {
                            Token::Int(int) => (1, int),
                            Token::Ints { count, int } => (self.eval(count), int),
                            Token::Word {
                                name,
                                what,
                                letters,
                                ..
                            } => {
                                let d = self.d;
                                let rule = super::strips::board_rule(d);
                                let words = format!("{what} {name}{rule}");
                                let mut text = Vec::new();
                                input.next_word(&words, &mut text, |w| {
                                    w.iter().all(|c| letters.as_bytes().contains(c))
                                        && super::strips::board_ok(d, name, w)
                                })?;
                                self.texts.push((self.index(name), text));
                                // A word ends no sentinel line.
                                sentinel = None;
                                continue;
                            }
                            // A description writes integers and words only.
                            _ => continue,
                        };
                        let name = self.index(int.name);
                        let words = expected(&int, sentinel.is_some());
                        for _ in 0..count {
                            let value = match &self.d.game {
                                Game::Hackenbush(f) => {
                                    super::forest::read(f, &mut self.forest, &int, input, &words)?
                                }
                                _ => input.next_u64(&words)?,
                            };
                            self.reads.push(Read {
                                name,
                                value,
                                line: self.line,
                            });
                            self.last[name] = Some(value);
                            if let Some(end) = sentinel {
                                first.push(value);
                                if first.len() == end.len() {
                                    if first == end {
                                        return Ok(false);
                                    }
                                    sentinel = None;
                                }
                            }
                        }
                    }
                    sentinel = None;
                }
                Element::Repeat { count, body } => {
                    for _ in 0..self.eval(count) {
                        self.elements(body, input, None)?;
                    }
                }
                Element::Until { .. } => {}
            }
        }
        Ok(true)
    }

    fn index(&self, name: &str) -> usize {
        self.d.names.iter().position(|n| *n == name).unwrap_or(0)
    }

    fn eval(&self, e: Expr) -> u64 {
        e.eval(|n| self.last[self.index(n)].unwrap_or(0))
    }

    /// The values of a name in this case, each with its line.
    pub(super) fn all(&self, name: &str) -> impl Iterator<Item = Read> + '_ {
        let i = self.index(name);
        self.reads.iter().copied().filter(move |r| r.name == i)
    }

    /// Every number of this case with its name, in reading order (the
    /// words of a position `explain` and `play` write back).
    pub(super) fn tokens(&self) -> Vec<(&'static str, u64)> {
        self.reads
            .iter()
            .map(|r| (self.d.names[r.name], r.value))
            .collect()
    }

    /// The word of that name in this case (empty when none was read).
    pub(super) fn word(&self, name: &str) -> &[u8] {
        let i = self.index(name);
        self.texts
            .iter()
            .find(|t| t.0 == i)
            .map_or(&[][..], |t| &t.1[..])
    }

    /// The heaps of this case: the values of the heap names, in reading
    /// order. Heaps by position ([`Description::counts`]), never expanded:
    /// a count of c heaps of one size (origin + its place) is one heap when
    /// c is odd and two when c is even (a heap of 0, with no move, is left
    /// out). Two equal heaps have equal values, which cancel in the nim-sum,
    /// so the value is that of the c heaps; and any move the c heaps offer
    /// one of these offers too (a move from the second of a pair is a move
    /// of the first, which explain lists once).
    pub(super) fn heaps(&self) -> Vec<Read> {
        if let Some(origin) = self.d.counts {
            let mut out = Vec::new();
            for (r, size) in self.all(self.d.heaps[0]).zip(origin..) {
                let copies = crate::games::sum::copies(r.value);
                if size > 0 {
                    out.extend(std::iter::repeat(Read { value: size, ..r }).take(copies));
                }
            }
            return out;
        }
        let names: Vec<usize> = self.d.heaps.iter().map(|n| self.index(n)).collect();
        self.reads
            .iter()
            .copied()
            .filter(|r| names.contains(&r.name))
            .collect()
    }

    /// A letter's value for a heap on `line` ([`Solver::value_on`]).
    fn letter(&self, letter: char, line: u32) -> u64 {
        self.value_on(self.d.letter_name(letter).unwrap_or(""), line)
    }

    /// A name's value for a heap or position on `line`: the token of that
    /// name on its own line, else its latest value in the case (a name read
    /// once; the load refuses any other, [`super::layout::one_value`]).
    pub(super) fn value_on(&self, name: &str, line: u32) -> u64 {
        let i = self.index(name);
        self.reads
            .iter()
            .find(|r| r.name == i && r.line == line)
            .map(|r| r.value)
            .or(self.last[i])
            .unwrap_or(0)
    }

    /// The rule of a heap on `line`, every letter bound.
    pub(super) fn rule_at(&self, line: u32) -> Result<Rule, String> {
        match &self.d.game {
            Game::Rule(rule) => {
                let letters = rule.letters();
                if letters.is_empty() {
                    return Ok(rule.clone());
                }
                let binding: Vec<(char, u64)> =
                    letters.iter().map(|&c| (c, self.letter(c, line))).collect();
                rule.bind_checked(&binding).map_err(|e| {
                    let shown: Vec<String> =
                        binding.iter().map(|(c, v)| format!("{c} = {v}")).collect();
                    format!("{rule} with {}: {e}", shown.join(", "))
                })
            }
            Game::Moves(list) => {
                let mut amounts: Vec<u64> =
                    self.all(list).map(|r| r.value).filter(|&v| v > 0).collect();
                amounts.sort_unstable();
                amounts.dedup();
                Ok(Rule::Subtract(Set::Finite(
                    amounts.into_iter().map(Num::Lit).collect(),
                )))
            }
            Game::Runs(list) => {
                // A run longer than every heap of the case is never taken:
                // the code is as long as the case needs, not its list.
                let largest = self
                    .d
                    .heaps
                    .iter()
                    .flat_map(|h| self.all(h))
                    .map(|r| r.value)
                    .max();
                let lengths: Vec<u64> = self.all(list).map(|r| r.value).collect();
                runs_code(&lengths, largest.unwrap_or(0))
            }
            Game::Staircase | Game::MoveGraph(_) | Game::Split(_) => {
                Err("a staircase or a split on a move graph has no rule per heap".into())
            }
            Game::Strips(_) => Err("a board of strips has no rule per heap".into()),
            Game::Wythoff | Game::Position(_) => Err(
                "a move changes several numbers of a position at once: it has no rule per heap"
                    .into(),
            ),
            Game::Hackenbush(_) | Game::Coins(_) | Game::Tokens(_) => Err(
                "a Hackenbush graph, a set of coins or tokens on a graph has no rule per heap"
                    .into(),
            ),
        }
    }

    /// Makes g(0..=largest) of `rule` (the description's rule bound on
    /// `line`) answerable: from its own evidence, else, for a rule of one
    /// letter, by a formula in the letter verified on the letter's first
    /// official values.
    pub(super) fn prepare(
        &mut self,
        rule: &Rule,
        line: u32,
        largest: u64,
    ) -> Result<usize, String> {
        let Game::Rule(unbound) = &self.d.game else {
            return self.values.prepare(rule, largest);
        };
        let [letter] = unbound.letters()[..] else {
            return self.values.prepare(rule, largest);
        };
        let binding = [(letter, self.letter(letter, line))];
        let range = self.d.formula_range(letter);
        self.values
            .prepare_in_letter(rule, unbound, &binding, range, largest)
    }

    /// The answer to this case, in the judge's words.
    fn answer(&mut self) -> Result<String, String> {
        let d = self.d;
        let all = |name: &str| self.all(name).map(|r| r.value).collect::<Vec<u64>>();
        match &d.game {
            Game::Hackenbush(f) if d.ask == Ask::SmallestWinningMove => {
                let cut = super::forest::smallest_winning_cut(f, &all)?;
                return Ok(cut.map_or_else(|| d.second.to_string(), |n| n.to_string()));
            }
            Game::Hackenbush(f) => {
                return super::forest::first_wins(f, &all).map(|w| self.words(w))
            }
            Game::Coins(c) => return super::coins::first_wins(c, &all).map(|w| self.words(w)),
            Game::Tokens(t) => return super::tokens::first_wins(t, &all).map(|w| self.words(w)),
            _ => {}
        }
        self.values.new_case();
        if let Ask::Outcomes { upto } = d.ask {
            let upto = self.all(upto).last().map_or(0, |r| r.value);
            let rule = self.rule_at(0)?;
            if d.misere {
                return Err("outcomes under misere play are not answered".into());
            }
            let word = d.first.len().max(d.second.len()) as u64;
            let bytes = u128::from(upto) * u128::from(word);
            if bytes > u128::from(OUTCOMES_BYTES_MAX) {
                return Err(format!(
                    "the outcomes of heaps 1 to {upto} are a line of {bytes} bytes; grundy writes at most {OUTCOMES_BYTES_MAX}"
                ));
            }
            let index = self.values.prepare(&rule, upto)?;
            let mut text = String::with_capacity(bytes as usize);
            for n in 1..=upto {
                let win = self.values.value(index, n)? != 0;
                text.push_str(if win { d.first } else { d.second });
            }
            return Ok(text);
        }
        match &d.game {
            Game::MoveGraph(cond) => return super::move_graph::answer(self, cond),
            Game::Split(split) => return super::move_graph::split_answer(self, split),
            Game::Strips(board) => return super::strips::answer(self, *board),
            Game::Position(p) => {
                let wins = super::position::answer(self, p)?;
                return Ok(self.lines(&wins));
            }
            _ => {}
        }
        let heaps: Vec<Read> = self.heaps();
        if d.game == Game::Wythoff {
            let [a, b] = heaps.as_slice() else {
                return Err(format!(
                    "Wythoff's game is played on two heaps; this case has {}",
                    heaps.len()
                ));
            };
            return Ok(self.words(!crate::games::wythoff::is_losing(a.value, b.value)));
        }
        if d.game == Game::Staircase {
            // Stair 1 is the floor's neighbour: its balls never move again,
            // and the even stairs are Nim heaps (moves from odd stairs are
            // undone one stair further down).
            let x = heaps.iter().skip(1).step_by(2).fold(0, |x, r| x ^ r.value);
            return Ok(self.words(x != 0));
        }
        // The rule of each heap, prepared once per distinct rule.
        let mut rules: Vec<(Rule, u64)> = Vec::new();
        // The line each rule was first bound on.
        let mut rule_lines: Vec<u32> = Vec::new();
        let mut of_heap: Vec<usize> = Vec::with_capacity(heaps.len());
        let single = match &d.game {
            Game::Rule(rule) => rule.letters().is_empty(),
            _ => true,
        };
        // The heaps of one line share its rule: bound once per line, not
        // per heap (binding a letter looks through the case's values).
        for (i, heap) in heaps.iter().enumerate() {
            let same_line = i > 0 && heaps[i - 1].line == heap.line;
            let rule = if (single || same_line) && i > 0 {
                None
            } else {
                Some(self.rule_at(heap.line)?)
            };
            let at = match rule {
                None if single => 0,
                None => of_heap[i - 1],
                Some(rule) => match rules.iter().position(|r| r.0 == rule) {
                    Some(at) => at,
                    None => {
                        rules.push((rule, 0));
                        rule_lines.push(heap.line);
                        rules.len() - 1
                    }
                },
            };
            rules[at].1 = rules[at].1.max(heap.value);
            of_heap.push(at);
        }
        if d.ask == Ask::SmallestWinningMove {
            if let [(Rule::TimesLast(k), _)] = rules.as_slice() {
                if heaps.len() == 1 {
                    let k = k.lit().unwrap_or(1);
                    return Ok(match times_last_smallest_win(heaps[0].value, k)? {
                        Some(take) => take.to_string(),
                        None => d.second.to_string(),
                    });
                }
            }
        }
        let mut index = Vec::with_capacity(rules.len());
        for ((rule, largest), &line) in rules.iter().zip(&rule_lines) {
            index.push(self.prepare(rule, line, *largest)?);
        }
        if d.per_position {
            let mut wins = Vec::with_capacity(heaps.len());
            for (heap, &at) in heaps.iter().zip(&of_heap) {
                wins.push(self.values.first_wins(index[at], heap.value)?);
            }
            return Ok(self.lines(&wins));
        }
        // One heap, who wins: its outcome is enough (an outcome-only shape
        // answers past its table).
        if let ([heap], Ask::Winner, false, false) =
            (heaps.as_slice(), d.ask, d.misere, d.together_line)
        {
            return Ok(self.words(self.values.first_wins(index[0], heap.value)?));
        }
        let mut g = Vec::with_capacity(heaps.len());
        for (heap, &at) in heaps.iter().zip(&of_heap) {
            g.push(self.values.value(index[at], heap.value)?);
        }
        if d.misere {
            return self.misere(&rules, &heaps, &g);
        }
        if d.together_line {
            return self.together(&rules, &heaps, &g);
        }
        let x = g.iter().fold(0, |x, v| x ^ v);
        match d.ask {
            Ask::Winner => Ok(self.words(x != 0)),
            Ask::WinningMoves => self
                .winning_moves(&rules, &index, &heaps, &of_heap, x, false)
                .map(|n| n.to_string()),
            Ask::SmallestWinningMove => {
                if x == 0 {
                    return Ok(d.second.to_string());
                }
                self.winning_moves(&rules, &index, &heaps, &of_heap, x, true)
                    .map(|n| n.to_string())
            }
            Ask::Outcomes { .. } => {
                Err("the outcomes question is answered before the heaps are read".into())
            }
            Ask::EveryWinningMove => Err("every winning move is listed for boards only".into()),
        }
    }

    /// One line of words for each outcome, joined by newlines (or on one
    /// line, by `[output] join`).
    fn lines(&self, wins: &[bool]) -> String {
        let words: Vec<String> = wins.iter().map(|&w| self.words(w)).collect();
        words.join(self.d.join.unwrap_or("\n"))
    }

    pub(super) fn words(&self, first_wins: bool) -> String {
        if first_wins {
            self.d.first
        } else {
            self.d.second
        }
        .to_string()
    }

    /// Misère play of a sum: Bouton's misère rule for Nim, else the search
    /// and the SJ theorem of [`misere::outcome`].
    fn misere(
        &mut self,
        rules: &[(Rule, u64)],
        heaps: &[Read],
        g: &[u64],
    ) -> Result<String, String> {
        if self.d.ask != Ask::Winner {
            return Err("under misere play only the winner is answered".into());
        }
        let [(rule, _)] = rules else {
            return Err("misere play of heaps under different rules".into());
        };
        if Theorem::of(rule) == Some(Theorem::Nim) {
            let big = heaps.iter().any(|h| h.value > 1);
            let x = g.iter().fold(0, |x, v| x ^ v);
            let ones = heaps.iter().filter(|h| h.value == 1).count();
            return Ok(self.words(if big { x != 0 } else { ones % 2 == 0 }));
        }
        let sizes: Vec<u64> = heaps.iter().map(|h| h.value).collect();
        let values = &mut self.values;
        let largest = sizes.iter().copied().max().unwrap_or(0);
        let index = values.prepare(rule, largest)?;
        let (wins, _) = misere::outcome(rule, &sizes, &mut |h| {
            values
                .value(index, h)
                .ok()
                .and_then(|v| u32::try_from(v).ok())
        })?;
        Ok(self.words(wins))
    }

    /// A move changes one or more heaps of one line: each line is a Nim heap
    /// of the sum of its values, when every move of the rule lowers a heap's
    /// value and may lower it to any smaller one (a Nim heap in disguise, as
    /// Omega is for proper divisors).
    fn together(
        &mut self,
        rules: &[(Rule, u64)],
        heaps: &[Read],
        g: &[u64],
    ) -> Result<String, String> {
        for (rule, _) in rules {
            if Theorem::of(rule) != Some(Theorem::ProperDivisor)
                && Theorem::of(rule) != Some(Theorem::Nim)
            {
                return Err(format!(
                    "moving several heaps of a line at once is answered when the rule is a Nim heap in disguise (nim, to proper-divisors), not {rule}"
                ));
            }
        }
        let mut x = 0u64;
        let mut line_sum = 0u64;
        let mut line = None;
        for (heap, v) in heaps.iter().zip(g) {
            if line != Some(heap.line) {
                x ^= line_sum;
                line_sum = 0;
                line = Some(heap.line);
            }
            line_sum = line_sum.checked_add(*v).ok_or("a line's sum overflows")?;
        }
        x ^= line_sum;
        match self.d.ask {
            Ask::Winner => Ok(self.words(x != 0)),
            _ => Err("with together = \"line\" only the winner is answered".into()),
        }
    }

    /// The winning first moves of a sum whose values XOR to `x` (not 0): how
    /// many, or (`smallest`) the smallest take among them, found by the one
    /// finder, [`sum::winning_moves`].
    fn winning_moves(
        &self,
        rules: &[(Rule, u64)],
        index: &[usize],
        heaps: &[Read],
        of_heap: &[usize],
        x: u64,
        smallest: bool,
    ) -> Result<u64, String> {
        if x == 0 {
            return Ok(0);
        }
        let sizes: Vec<u64> = heaps.iter().map(|h| h.value).collect();
        let mut count = 0u64;
        let mut best: Option<u64> = None;
        let mut work = 0u64;
        sum::winning_moves(
            &sizes,
            &mut |i, h| self.values.value(index[of_heap[i]], h),
            &mut |i, h, target, visit| {
                let (rule, _) = &rules[of_heap[i]];
                let nim = Theorem::of(rule) == Some(Theorem::Nim);
                if !nim && h > MOVES_BUDGET && !crate::games::rules::moves_listed(rule, h) {
                    return Err(format!(
                        "more than {MOVES_BUDGET} amounts to try for the moves of a heap of {h}"
                    ));
                }
                let mut failed = None;
                sum::rule_moves(rule, h, target, &mut |take, left| {
                    if smallest && left.len() > 1 {
                        failed =
                            Some("the smallest winning take of a rule that splits heaps".into());
                        return false;
                    }
                    work += 1;
                    if work > MOVES_BUDGET {
                        failed = Some(format!("more than {MOVES_BUDGET} moves to look at"));
                        return false;
                    }
                    visit(take, left)
                })?;
                failed.map_or(Ok(()), Err)
            },
            &mut |w| {
                count += 1;
                best = Some(best.map_or(w.take, |b| b.min(w.take)));
                // Takes come smallest first when the rule subtracts: the
                // first found is this heap's best.
                let ascending = matches!(rules[of_heap[w.index]].0, Rule::Subtract(_));
                if smallest && ascending {
                    Then::NextHeap
                } else {
                    Then::More
                }
            },
        )?;
        Ok(if smallest { best.unwrap_or(0) } else { count })
    }
}

/// The longest run a `runs` list may remove from a row as large as the
/// case's heaps: the code holds a digit for every length up to it.
pub const RUN_MAX: u64 = 1 << 20;

/// The take-and-break code of `runs`: removing a run of s tokens, s among
/// `lengths`, leaves what was on either side of it as up to two rows
/// (digit 7: no row, one or two). Lengths past `largest` are left out, as
/// no heap of the case can lose them.
pub fn runs_code(lengths: &[u64], largest: u64) -> Result<Rule, String> {
    let used: Vec<u64> = lengths
        .iter()
        .copied()
        .filter(|&s| s > 0 && s <= largest)
        .collect();
    let longest = used.iter().copied().max().unwrap_or(0);
    if longest > RUN_MAX {
        return Err(format!(
            "a run of {longest} tokens: a code of runs is tabled for runs of at most {RUN_MAX}"
        ));
    }
    let mut digits = vec![0u32; longest as usize + 1];
    for s in used {
        digits[s as usize] = 7;
    }
    Ok(Rule::Code {
        digits,
        repeat: None,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    /// `grundy sg RULE [HEAP] --json`, in this process: (the heap's
    /// value, how the values are known, in words and kind).
    fn sg(rule: &str, heap: Option<u64>) -> (Option<u64>, String, String) {
        let heap = heap.map(|h| h.to_string());
        let words: Vec<std::ffi::OsString> = ["sg", rule]
            .into_iter()
            .chain(heap.as_deref())
            .chain(["--json"])
            .map(Into::into)
            .collect();
        let (mut out, mut err) = (Vec::new(), Vec::new());
        let code = crate::cli::run(&words, &mut &b""[..], &mut out, &mut err, false);
        let (out, err) = (
            String::from_utf8(out).unwrap(),
            String::from_utf8(err).unwrap(),
        );
        assert_eq!(code, 0, "sg {rule} {heap:?}: {err}");
        let field = |key: &str| -> Option<String> {
            let at = out.find(&format!("\"{key}\":"))? + key.len() + 3;
            let raw = out[at..].split([',', ']', '}']).next()?;
            Some(raw.trim_matches(['[', '"']).to_string())
        };
        let text_at = out.find("\"text\":\"").unwrap() + 8;
        let text = out[text_at..].split("\",\"").next().unwrap().to_string();
        let value = field("heap_values").map(|v| v.parse().unwrap());
        (value, text, field("kind").unwrap())
    }

    /// Issue 43, item 4: for descriptions whose rule has a letter read per
    /// case (the fixtures and shipped problems with `1,2,K`, `1..n/K` on
    /// each pile's line, `powers(K)`, `1..M`, `L..R`, `1..L`, `1..K*last`),
    /// the value the solver uses for each heap of each case is the value
    /// `grundy sg` gives the rule bound to that case's letters, and both
    /// say how it is known alike: the same words where either proves, and
    /// neither a proof where the other does not.
    #[test]
    fn per_case_letters_get_sgs_values_and_evidence() {
        let root = env!("CARGO_MANIFEST_DIR");
        let cases: [(&str, &str); 7] = [
            (
                "tests/data/descriptions/one-two-k.toml",
                "5\n5 3\n10 4\n100 9\n7 6\n1000000000 999999999\n",
            ),
            (
                "tests/data/descriptions/arc091f.toml",
                "4\n5 2\n9 3\n1000000000 7\n123456789 1000\n",
            ),
            (
                "tests/data/descriptions/doubloons.toml",
                "3\n100 2\n1000000000 3\n50 4\n",
            ),
            (
                "tests/data/descriptions/hdu1846.toml",
                "3\n10 3\n1000 7\n5 9\n",
            ),
            ("src/problems/abc297g.toml", "3 2 5\n3 10 1000000000\n"),
            ("src/problems/hdu1851.toml", "1\n3\n5 2\n7 3\n9 4\n"),
            ("src/problems/hdu2486.toml", "3\n10 1\n100 2\n1000 3\n"),
        ];
        let mut compared = 0;
        for (file, input) in cases {
            let text = std::fs::read_to_string(format!("{root}/{file}")).unwrap();
            let d = crate::describe::parse(&text).unwrap_or_else(|e| panic!("{file}: {e:?}"));
            let Game::Rule(unbound) = &d.game else {
                panic!("{file}: a rule");
            };
            assert!(!unbound.letters().is_empty(), "{file}: a letter");
            let mut bytes = input.as_bytes();
            let mut scanner = Scanner::new(&mut bytes);
            let count = match d.format.cases {
                Cases::Counted(_) => scanner.next_u64("a count").unwrap(),
                _ => 1,
            };
            let mut sink = Vec::new();
            let mut out = Out::new(&mut sink);
            let mut solver = Solver::new(&d);
            for _ in 0..count {
                solver.values.new_case();
                assert!(solver.case(&mut scanner, &mut out, None).unwrap(), "{file}");
                for heap in solver.heaps() {
                    let rule = solver.rule_at(heap.line).unwrap();
                    let index = solver.prepare(&rule, heap.line, heap.value).unwrap();
                    let value = solver.values.value(index, heap.value).unwrap();
                    let known = solver.values.evidence(index).known();
                    let at = format!("{file}: {rule} at heap {}", heap.value);
                    let (sg_value, _, _) = sg(&rule.to_string(), Some(heap.value));
                    assert_eq!(Some(value), sg_value, "{at}");
                    // sg's evidence for the rule (its summary, which looks
                    // for a period or shape; a heap's question computes
                    // only the values it needs).
                    let (_, sg_text, sg_kind) = sg(&rule.to_string(), None);
                    let sg_proves = sg_kind == "proved" || sg_kind == "period";
                    assert_eq!(
                        known.proven(),
                        sg_proves,
                        "{at}: {} / {sg_text}",
                        known.text()
                    );
                    // One evidence: a range's theorem in sg as in the
                    // finder (issue 43; sg's classic engine said its
                    // period).
                    if sg_proves {
                        assert_eq!(known.text(), sg_text, "{at}");
                    }
                    compared += 1;
                }
            }
        }
        assert!(compared >= 20, "{compared} heaps compared");
    }
}
