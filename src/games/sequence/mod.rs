//! The Grundy-sequence engine: g(0), g(1), ... of any classic rule (its
//! moves as [`Takes`]: finite subtraction sets, take-and-break codes with
//! digits up to f, Grundy's game), with a
//! proven period when there is one. [`GrundySequence`] chooses the kernel
//! that suits the rule and drives it over one table.
//!
//! `g(n) = mex` of the options' values (Sprague-Grundy). How each kind of
//! rule gets them is one kernel, in its own module:
//! - rules that never split (subtraction sets, codes of digits 0-3) look
//!   at most t values back (t the most tokens one move removes):
//!   [`simple`], O(number of moves) per value, with the word-parallel
//!   builder of [`subtraction_blocks`] for sets whose least move is large;
//! - rules that split into two heaps (codes with a digit 4-7, Grundy's
//!   game): the rare-value ("sparse space") method of Gangolli, Plambeck
//!   and Flammenkamp, [`rare_values`];
//! - rules leaving three heaps (hexadecimal digits 8-f, a tool): the XORs
//!   of two values for each total as bit sets, `three_heaps`.
//!
//! The layers, each using only those below it:
//!
//! ```text
//! sequence (this module: GrundySequence, the engine)
//!   -> simple, rare_values, three_heaps (kernels; subtraction_blocks under simple)
//!     -> table (Table, Stop, NextValue: the values and their period)
//!       -> period (Detector, Certificate: the periodicity theorem)
//!         -> values (Values, Cell: g(0..len), a byte or a u16 each)
//! ```
//!
//! A kernel reads the moves ([`Takes`]) and the table, never the engine,
//! so a user that needs one kernel holds it and a [`Table`] alone: the
//! subtraction games ([`crate::games::subtraction`]) use [`SimpleKernel`]
//! that way, and a judge file for them (S-Nim) carries neither this
//! module nor the splitting kernel.

pub mod period;
pub mod rare_values;
pub mod simple;
pub mod subtraction_blocks;
pub mod table;
pub mod takes;
#[cfg(feature = "tools")]
pub mod three_heaps;
pub mod values;

use crate::games::sequence::rare_values::RareValues;
use crate::games::sequence::simple::SimpleKernel;
use crate::games::sequence::table::Table;
use crate::games::sequence::values::Values;
pub use takes::Takes;

/// The engine's answers are the table's: the period proven, and why
/// computing stopped.
pub use crate::games::sequence::period::Certificate;
pub use crate::games::sequence::table::Stop;

/// The kernel a rule's values come from, by the most heaps a move leaves.
#[derive(Clone, Debug)]
enum Kernel {
    /// One heap at most: [`simple`].
    Simple(SimpleKernel),
    /// Two: [`rare_values`].
    Split(RareValues),
    /// Three: `three_heaps` (a tool: judge files never meet them).
    #[cfg(feature = "tools")]
    Three(crate::games::sequence::three_heaps::ThreeHeaps),
}

/// The work a three-heap code's values may take by default (pair lookups
/// and word operations of `three_heaps`, 0.3 to 1 x 10^9 a second here): `c.4`
/// to a heap of 65,536 is 10^11 of them, past any wait.
pub const THREE_HEAP_WORK: u64 = 1 << 31;

/// The pairs a splitting rule's values may look at in `grundy sg` when
/// neither `--max` nor `--seconds` asks for more (0.3 to 1 ns each here:
/// seconds): Grundy's game to a heap of about 320,000; `4.67` to about
/// 700,000; `0.007`, whose rare positions are not rare, to about 68,000.
#[cfg(feature = "tools")]
pub const SPLIT_WORK: u64 = 1 << 32;

/// The bytes a three-heap code's rows may take by default (a heap times
/// W / 8; `c.4` to 65,536 would take 268 MB).
pub const THREE_HEAP_BYTES: u64 = 96 << 20;

/// See the module docs.
#[derive(Clone, Debug)]
pub struct GrundySequence {
    /// The rule, for the tools' reports (a judge file needs only the kernel).
    #[cfg(feature = "tools")]
    rule: crate::games::rules::Rule,
    kernel: Kernel,
    table: Table,
}

impl GrundySequence {
    /// The engine for a rule of the one rule type, when the classic engine
    /// plays it ([`crate::games::rules::Rule::classic`]): its moves read
    /// from the rule's structure, no text between; only g(0) = 0 known.
    #[cfg(feature = "tools")]
    pub fn of(rule: &crate::games::rules::Rule) -> Option<GrundySequence> {
        let (kernel, table) = kernel(&rule.classic()?);
        Some(GrundySequence {
            rule: rule.clone(),
            kernel,
            table,
        })
    }

    /// The engine for the moves `rule` (a judge game's code or set), with
    /// only g(0) = 0 known.
    pub fn new(rule: Takes) -> GrundySequence {
        let (kernel, table) = kernel(&rule);
        GrundySequence {
            #[cfg(feature = "tools")]
            rule: crate::games::rules::Rule::of_takes(&rule),
            kernel,
            table,
        }
    }

    /// The rule this sequence belongs to.
    #[cfg(feature = "tools")]
    pub fn rule(&self) -> &crate::games::rules::Rule {
        &self.rule
    }

    /// [`Table::computed`].
    pub fn computed(&self) -> usize {
        self.table.computed()
    }

    /// [`Table::values`].
    pub fn values(&self) -> &Values {
        self.table.values()
    }

    /// [`Table::certificate`].
    pub fn certificate(&self) -> Option<&Certificate> {
        self.table.certificate()
    }

    /// [`Table::value`].
    pub fn value(&self, heap: u64) -> Option<u16> {
        self.table.value(heap)
    }

    /// [`Table::period_candidate`].
    #[cfg(feature = "tools")]
    pub fn period_candidate(&self) -> Option<(u64, u64)> {
        self.table.period_candidate()
    }

    /// Why the last [`GrundySequence::extend_to`] ended ([`Table::stop`]).
    #[cfg(feature = "tools")]
    pub fn stop(&self) -> Stop {
        self.table.stop()
    }

    /// [`Table::try_reserve`].
    #[cfg(feature = "tools")]
    pub fn try_reserve(&mut self, more: usize) -> Result<(), std::collections::TryReserveError> {
        self.table.try_reserve(more)
    }

    /// The rare/common mask and the number of rare positions, for rules
    /// that split (`None` otherwise).
    #[cfg(feature = "tools")]
    pub fn rare_split(&self) -> Option<(u16, usize)> {
        match &self.kernel {
            Kernel::Split(kernel) => Some(kernel.rare_split()),
            _ => None,
        }
    }

    /// For a three-heap code, (work done, words per X row) of its kernel
    /// (`three_heaps`); `None` for other rules, whose values cost about
    /// their moves.
    pub fn three_heap_cost(&self) -> Option<(u64, usize)> {
        match &self.kernel {
            #[cfg(feature = "tools")]
            Kernel::Three(kernel) => Some((kernel.work(), kernel.pair_words())),
            _ => None,
        }
    }

    /// A three-heap code's values cost far more than their number (one
    /// value of a heap of 65,536 under `c.4` is millions of word
    /// operations) and its rows grow with the heap times the values:
    /// [`GrundySequence::extend_to`] stops before a value once the work
    /// reaches `work` or the rows would pass `bytes`
    /// ([`GrundySequence::three_heap_stopped`]). Other rules ignore it.
    pub fn set_three_heap_budget(&mut self, work: u64, bytes: u64) {
        match &mut self.kernel {
            #[cfg(feature = "tools")]
            Kernel::Three(kernel) => kernel.set_budget(work, bytes),
            _ => {
                let _ = (work, bytes);
            }
        }
    }

    /// Whether the next value is past the three-heap budget.
    pub fn three_heap_stopped(&self) -> bool {
        match &self.kernel {
            #[cfg(feature = "tools")]
            Kernel::Three(kernel) => kernel.spent(self.table.computed()),
            _ => false,
        }
    }

    /// A splitting rule's values cost its pairs, which are few while the
    /// rare positions are rare and about n / 2 per value when they are
    /// not (`0.007`, treblecross): [`GrundySequence::extend_to`] stops
    /// once the pairs looked at reach `work`, counted inside the kernel's
    /// loops ([`GrundySequence::split_stopped`]). Other rules ignore it.
    #[cfg(feature = "tools")]
    pub fn set_split_budget(&mut self, work: u64) {
        if let Kernel::Split(kernel) = &mut self.kernel {
            kernel.set_budget(work);
        }
    }

    /// Whether a splitting rule's work budget is spent.
    #[cfg(feature = "tools")]
    pub fn split_stopped(&self) -> bool {
        matches!(&self.kernel, Kernel::Split(kernel) if kernel.spent())
    }

    /// Computes values until `g(0..len)` are known, the period is proven, or
    /// a value does not fit; says which.
    ///
    /// # Complexity
    /// Per value: O(moves) without splits; about O(rare positions x split
    /// digits) with them; O(n · W/64) words for three-heap codes (W the
    /// power of two above the values, `three_heaps`).
    pub fn extend_to(&mut self, len: usize) -> Stop {
        match &mut self.kernel {
            Kernel::Simple(kernel) => kernel.extend(&mut self.table, len),
            Kernel::Split(kernel) => kernel.extend(&mut self.table, len),
            #[cfg(feature = "tools")]
            Kernel::Three(kernel) => {
                // A value at a time, the budget checked before each.
                while self.table.computed() < len
                    && self.table.stop() == Stop::Reached
                    && !kernel.spent(self.table.computed())
                {
                    self.table.extend_by(self.table.computed() + 1, kernel);
                }
                self.table.stop()
            }
        }
    }
}

/// The kernel that suits `rule`, by the most heaps a move leaves, and
/// its table.
fn kernel(rule: &Takes) -> (Kernel, Table) {
    match rule.max_heaps_left() {
        1 => {
            let (kernel, table) = SimpleKernel::new(rule);
            (Kernel::Simple(kernel), table)
        }
        2 => (Kernel::Split(RareValues::new(rule)), Table::new(rule)),
        #[cfg(not(feature = "tools"))]
        _ => unreachable!("three-heap codes are read by the tools only"),
        #[cfg(feature = "tools")]
        _ => {
            let kernel = crate::games::sequence::three_heaps::ThreeHeaps::new(rule);
            (Kernel::Three(kernel), Table::new(rule))
        }
    }
}

// The tests read rules as the user writes them: a tool.
#[cfg(all(test, feature = "tools"))]
mod tests {
    use super::*;
    use crate::games::sequence::values::Values;

    use crate::games::rules::{engine, parse::parse, Rule};

    fn rule(text: &str) -> Rule {
        parse(text).unwrap()
    }

    /// g(0..len) by the definition, from the rule language's moves.
    fn naive(rule: &Rule, len: usize) -> Vec<u16> {
        engine::naive_values(rule, len)
            .iter()
            .map(|&g| g as u16)
            .collect()
    }

    fn sub(moves: &[u64]) -> Rule {
        Rule::of_takes(&Takes::subtraction(moves))
    }

    /// Extends until proven (or `max`), and returns (preperiod, period).
    fn period_of(text: &str, max: usize) -> (u64, u64) {
        let mut s = GrundySequence::of(&rule(text)).unwrap();
        assert_eq!(s.extend_to(max), Stop::Proven, "{text}");
        let c = *s.certificate().unwrap();
        assert!(c.needed() <= c.computed);
        (c.preperiod, c.len)
    }

    #[test]
    fn known_periods() {
        assert_eq!(period_of("0.77", 1000), (71, 12));
        assert_eq!(period_of("0.07", 1000), (53, 34));
        assert_eq!(period_of("2,3,7", 1000), (0, 5));
        assert_eq!(period_of("11,29,40", 10_000), (0, 715));
        assert_eq!(period_of("16,23,40", 10_000), (572, 7));
    }

    /// The long sequences of the literature (Flammenkamp's tables): about
    /// 10 s in a debug build, so only on demand; `scripts/sg-bench.sh`
    /// checks them in every run.
    #[test]
    #[ignore]
    fn long_known_periods() {
        for (code, pp, p) in [("0.16", 105_351, 149_459), ("0.56", 326_640, 144)] {
            let mut s = GrundySequence::of(&rule(code)).unwrap();
            assert_eq!(s.extend_to(1 << 21), Stop::Proven, "{code}");
            let c = *s.certificate().unwrap();
            assert_eq!((c.preperiod, c.len), (pp, p), "{code}");
            // Computing stops where the theorem is satisfied.
            assert_eq!(c.computed, c.needed(), "{code}");
        }
    }

    /// A splitting rule's pairs are counted inside the kernel: `0.007`
    /// (whose rare positions are not rare) stops at its budget, within a
    /// block's pairs of it, with the values computed the definition's.
    #[test]
    fn a_splitting_rule_stops_at_its_budget_of_pairs() {
        let mut s = GrundySequence::of(&rule("0.007")).unwrap();
        s.set_split_budget(1 << 22);
        assert_eq!(s.extend_to(1 << 20), Stop::Reached);
        assert!(s.split_stopped());
        let kept = s.computed();
        assert!(kept > 500 && kept < 1 << 14, "{kept}");
        let naive = engine::naive_values(&rule("0.007"), kept);
        for (n, &g) in naive.iter().enumerate() {
            assert_eq!(s.value(n as u64), Some(g as u16), "n = {n}");
        }
        // Grundy's game, whose rare positions are rare, goes further on the
        // same budget.
        let mut g = GrundySequence::new(Takes::grundy());
        g.set_split_budget(1 << 22);
        g.extend_to(1 << 20);
        assert!(g.computed() > kept, "{} {kept}", g.computed());
    }

    #[test]
    fn dawson_shifted_by_one_is_0_137() {
        let mut a = GrundySequence::of(&rule("0.07")).unwrap();
        let mut b = GrundySequence::of(&rule("0.137")).unwrap();
        a.extend_to(5000);
        b.extend_to(5000);
        for n in 0..100_000u64 {
            // Dawson's chess on n files is Dawson's Kayles on n + 1 pins.
            assert_eq!(b.value(n), a.value(n + 1), "n = {n}");
        }
    }

    #[test]
    fn proven_periods_stop_early_and_answer_far_heaps() {
        let mut s = GrundySequence::of(&rule("0.77")).unwrap();
        assert_eq!(s.extend_to(1 << 20), Stop::Proven);
        let c = *s.certificate().unwrap();
        // The theorem needs 2 (71 + 12) + 2 values, and no more are computed.
        assert_eq!((c.needed(), c.computed), (168, 168), "{c:?}");
        let naive = naive(&rule("0.77"), 400);
        for (n, &g) in naive.iter().enumerate() {
            assert_eq!(s.value(n as u64), Some(g));
        }
        let far = u64::MAX - 7;
        let i = 71 + (far - 71) % 12;
        assert_eq!(s.value(far), Some(naive[i as usize]));
    }

    fn xorshift(state: &mut u64) -> u64 {
        *state ^= *state << 13;
        *state ^= *state >> 7;
        *state ^= *state << 17;
        *state
    }

    /// Checks the engine against the definition on g(0..len), and any
    /// period it proves against the definition further on.
    fn check(r: &Rule, len: usize) {
        let mut s = GrundySequence::of(r).unwrap();
        s.extend_to(len);
        let far = if s.certificate().is_some() {
            3 * len
        } else {
            len
        };
        let naive = naive(r, far);
        for (n, &g) in naive.iter().enumerate() {
            assert_eq!(
                s.value(n as u64),
                Some(g),
                "{r}, n = {n}, {:?}",
                s.certificate()
            );
        }
        if let Some(c) = s.certificate() {
            // Least period and preperiod, on the naive values.
            let (e, p) = (c.preperiod as usize, c.len as usize);
            assert!(e == 0 || naive[e - 1] != naive[e - 1 + p], "{r}: {c:?}");
            for d in (1..p).filter(|d| p % d == 0) {
                assert!((e..far - d).any(|x| naive[x] != naive[x + d]), "{r}: {c:?}");
            }
        }
    }

    #[test]
    fn random_subtraction_sets_agree_with_the_definition() {
        let mut state = 0x2545_F491_4F6C_DD1Du64;
        for _ in 0..200 {
            let k = 1 + xorshift(&mut state) % 6;
            let top = 1 + xorshift(&mut state) % 30;
            let moves: Vec<u64> = (0..k).map(|_| 1 + xorshift(&mut state) % top).collect();
            check(&sub(&moves), 400);
        }
    }

    #[test]
    fn random_codes_agree_with_the_definition() {
        let mut state = 0x9E37_79B9_7F4A_7C15u64;
        for round in 0..300 {
            let digits = 1 + xorshift(&mut state) % 5;
            let first = [0, 4][(round % 2) as usize];
            let mut text = format!("{first}.");
            for _ in 0..digits {
                text.push(char::from_digit((xorshift(&mut state) % 8) as u32, 8).unwrap());
            }
            check(&rule(&text), 300);
        }
        // Three heaps (hexadecimal digits 8-f).
        for _ in 0..20 {
            let mut text = String::from("0.");
            for _ in 0..1 + xorshift(&mut state) % 3 {
                text.push(char::from_digit((xorshift(&mut state) % 16) as u32, 16).unwrap());
            }
            check(&rule(&text), 60);
        }
    }

    /// The first value of 256 or more widens the table from bytes to
    /// `u16`, once; every kernel's values agree with the definition on
    /// both sides of it: a subtraction set (the simple kernel), one whose
    /// least move is 16 (the word-parallel builder), 0.64 (rare values)
    /// and c.f (three heaps).
    #[test]
    fn values_past_255_widen_the_table_and_stay_exact() {
        let ones: Vec<u64> = (1..=300).collect();
        let sixteens: Vec<u64> = (1..=300).map(|k| 16 * k).collect();
        for (r, first_wide, len) in [
            (sub(&ones), 256, 600),
            (sub(&sixteens), 16 * 256, 4500),
            (rule("0.64"), 3833, 4000),
            (rule("c.f"), 163, 300),
        ] {
            let naive = naive(&r, len);
            let wide = naive.iter().position(|&g| g > 255);
            assert_eq!(wide, Some(first_wide), "{r}");
            let mut s = GrundySequence::of(&r).unwrap();
            s.extend_to(first_wide);
            assert!(matches!(s.values(), Values::U8(_)), "{r}");
            assert_eq!(s.values().to_vec(), naive[..first_wide], "{r}");
            assert_eq!(s.extend_to(len), Stop::Reached, "{r}");
            assert!(matches!(s.values(), Values::U16(_)), "{r}");
            assert_eq!(s.values().to_vec(), naive, "{r}");
        }
    }

    #[test]
    fn grundys_game_agrees_with_the_definition() {
        // Long enough for the mask to be chosen and changed several times.
        let mut s = GrundySequence::new(Takes::grundy());
        s.extend_to(3000);
        assert_eq!(s.values().to_vec(), naive(&Rule::Grundy, 3000));
        assert!(s.certificate().is_none());
        let (mask, rare) = s.rare_split().unwrap();
        assert!(mask != 0 && rare < 3000 / 4, "mask {mask}, {rare} rare");
        // Known start: 0 0 0 1 0 2 1 0 2 1 0 2 1 3 2 1 3 2 4 3 0.
        assert_eq!(
            &s.values().to_vec()[..21],
            [0, 0, 0, 1, 0, 2, 1, 0, 2, 1, 0, 2, 1, 3, 2, 1, 3, 2, 4, 3, 0]
        );
    }

    #[test]
    fn splitting_codes_with_sparse_space_agree_at_length() {
        for text in ["0.16", "0.56", "0.354", "4.07", "0.007"] {
            let r = rule(text);
            let mut s = GrundySequence::of(&r).unwrap();
            s.extend_to(2500);
            let naive = naive(&r, 2500);
            for (n, &g) in naive.iter().enumerate() {
                assert_eq!(s.value(n as u64), Some(g), "{text}, n = {n}");
            }
        }
    }
}
