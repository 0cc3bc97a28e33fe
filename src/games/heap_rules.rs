//! Heap rules: what one move may do to one heap, as data for the
//! Grundy-sequence engine ([`crate::games::sequence`]).
//!
//! Three kinds of rules, all normal play (the last mover wins):
//! - a subtraction set S: remove exactly s tokens, s in S;
//! - a take-and-break code `d0.d1d2...dt` (octal, or hexadecimal to allow
//!   three heaps): digit d_i is a sum of 1 (remove i tokens, leaving no
//!   heap), 2 (remove i, leaving one non-empty heap), 4 (remove i, splitting
//!   the rest into two non-empty heaps) and 8 (three non-empty heaps).
//!   Kayles is 0.77, Dawson's Kayles 0.07, Treblecross 0.007 (Winning Ways,
//!   ch. 4). A subtraction set is the code with digit 3 at every s in S.
//!   d0 may only split (4 or 8): removing nothing and leaving one heap would
//!   be a pass, and the game would never end;
//! - Grundy's game: split one heap into two unequal non-empty heaps.
//!
//! Positions are sums of heaps, so by Sprague-Grundy a heap's value is the
//! mex of its options' values, each option being the XOR of the heaps a
//! move leaves. [`HeapRule::options_naive`] lists them by the definition: the
//! engine is tested against it.

#[cfg(feature = "tools")]
use std::fmt;

/// One heap rule. Build it with [`HeapRule::parse`] or
/// [`HeapRule::subtraction`].
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum HeapRule {
    /// Remove exactly s tokens, s in the set (sorted, distinct, all >= 1).
    Subtraction(Vec<u64>),
    /// A take-and-break code: `digits[i]` for removing i tokens, no
    /// trailing zero digits after `digits[0]`.
    Code(Vec<u8>),
    /// Split a heap into two unequal non-empty heaps.
    Grundy,
}

/// Games known by name are listed once, in the rule language
/// ([`crate::games::rules::parse::NAMED`]); the classic rules among them
/// (Kayles 0.77, Dawson's Kayles 0.07, Dawson's chess 0.137, Treblecross
/// 0.007, Grundy's game) are the ones [`HeapRule::parse`] reads.
#[cfg(feature = "tools")]
use crate::games::rules::parse::NAMED as NAMED_RULES;

/// Digit bits of a take-and-break code.
pub const LEAVE_NONE: u8 = 1;
pub const LEAVE_ONE: u8 = 2;
pub const LEAVE_TWO: u8 = 4;
pub const LEAVE_THREE: u8 = 8;

impl HeapRule {
    /// The subtraction game of `moves` (any order, duplicates allowed).
    ///
    /// # Panics
    /// When a move is 0: removing nothing is not a move (callers reject it
    /// first, with a message).
    pub fn subtraction(moves: &[u64]) -> HeapRule {
        assert!(!moves.contains(&0), "a move must remove at least one");
        let mut moves = moves.to_vec();
        moves.sort_unstable();
        moves.dedup();
        HeapRule::Subtraction(moves)
    }

    /// Reads a rule as the user writes it (a tool: judge files build rules
    /// directly): `grundy` (Grundy's game), a code
    /// with a point (`0.77`, `4.07`, `0.1f`), or moves separated by commas
    /// (`2,5`, or a single `3`).
    ///
    /// # Example
    /// ```
    /// use grundy::games::heap_rules::HeapRule;
    /// assert_eq!(HeapRule::parse("0.77").unwrap().to_string(), "0.77");
    /// assert_eq!(HeapRule::parse("5,2,2").unwrap(), HeapRule::Subtraction(vec![2, 5]));
    /// assert!(HeapRule::parse("0.7g").is_err()); // not an octal or hex digit
    /// assert!(HeapRule::parse("1.07").is_err()); // taking none must change the heaps
    /// ```
    #[cfg(feature = "tools")]
    pub fn parse(text: &str) -> Result<HeapRule, String> {
        let lower = text.to_ascii_lowercase();
        if lower == "grundy" || lower == "grundys-game" {
            return Ok(HeapRule::Grundy);
        }
        if let Some(&(_, rule, _)) = NAMED_RULES.iter().find(|r| r.0 == lower) {
            return HeapRule::parse(rule);
        }
        if text.contains('.') {
            return parse_code(text);
        }
        parse_subtraction(text)
    }

    /// The name of this rule in [`NAMED_RULES`], if it has one.
    #[cfg(feature = "tools")]
    pub fn name(&self) -> Option<&'static str> {
        NAMED_RULES
            .iter()
            .find(|r| r.1 != "grundy" && HeapRule::parse(r.1).as_ref() == Ok(self))
            .map(|r| r.0)
            .or_else(|| (*self == HeapRule::Grundy).then_some("grundy"))
    }

    /// The largest number of tokens one move removes (t in the periodicity
    /// theorems); `None` for Grundy's game, which has no such bound.
    pub fn max_take(&self) -> Option<u64> {
        match self {
            HeapRule::Subtraction(moves) => Some(moves.last().copied().unwrap_or(0)),
            HeapRule::Code(digits) => Some(digits.len() as u64 - 1),
            HeapRule::Grundy => None,
        }
    }

    /// The most heaps one move leaves (1, 2 or 3).
    pub fn max_heaps_left(&self) -> u64 {
        match self {
            HeapRule::Subtraction(_) => 1,
            HeapRule::Code(digits) => match digits.iter().fold(0, |a, &d| a | d) {
                all if all & LEAVE_THREE != 0 => 3,
                all if all & LEAVE_TWO != 0 => 2,
                _ => 1,
            },
            HeapRule::Grundy => 2,
        }
    }

    /// Every move from a heap of `heap` tokens, as (tokens removed, heaps
    /// left, sorted ascending), with `heaps_left` given the size of the
    /// biggest heap worth listing a split for. Calls `visit` for each; it
    /// returns false to stop. Returns false when stopped.
    ///
    /// Splits are listed with the smaller heap from 1 up; `split_limit`
    /// bounds the smaller heap (the caller knows when larger ones only repeat
    /// values already seen).
    #[cfg(feature = "tools")]
    pub fn for_each_move(
        &self,
        heap: u64,
        split_limit: u64,
        visit: &mut dyn FnMut(u64, &[u64]) -> bool,
    ) -> bool {
        let one_code = |take: u64, digit: u8, visit: &mut dyn FnMut(u64, &[u64]) -> bool| {
            if take > heap {
                return true;
            }
            let rest = heap - take;
            if digit & LEAVE_NONE != 0 && rest == 0 && !visit(take, &[]) {
                return false;
            }
            if digit & LEAVE_ONE != 0 && rest >= 1 && !visit(take, &[rest]) {
                return false;
            }
            if digit & LEAVE_TWO != 0 && rest >= 2 {
                for a in 1..=(rest / 2).min(split_limit) {
                    if !visit(take, &[a, rest - a]) {
                        return false;
                    }
                }
            }
            if digit & LEAVE_THREE != 0 && rest >= 3 {
                for a in 1..=(rest / 3).min(split_limit) {
                    for b in a..=((rest - a) / 2).min(split_limit.max(a)) {
                        if !visit(take, &[a, b, rest - a - b]) {
                            return false;
                        }
                    }
                }
            }
            true
        };
        match self {
            HeapRule::Subtraction(moves) => moves
                .iter()
                .take_while(|&&s| s <= heap)
                .all(|&s| one_code(s, LEAVE_NONE | LEAVE_ONE, visit)),
            HeapRule::Code(digits) => digits
                .iter()
                .enumerate()
                .all(|(i, &d)| d == 0 || one_code(i as u64, d, visit)),
            HeapRule::Grundy => {
                let top = heap.saturating_sub(1) / 2;
                (1..=top.min(split_limit)).all(|a| visit(0, &[a, heap - a]))
            }
        }
    }

    /// The values of every option of `heap` by the definition, from the
    /// values `g` of all smaller heaps: what the engine is tested against.
    ///
    /// # Complexity
    /// O(number of moves): O(heap^2) for hexadecimal codes.
    #[cfg(feature = "tools")]
    pub fn options_naive(&self, heap: u64, g: &[u16]) -> Vec<u32> {
        let mut values = Vec::new();
        self.for_each_move(heap, u64::MAX, &mut |_, left| {
            values.push(left.iter().fold(0, |x, &h| x ^ u32::from(g[h as usize])));
            true
        });
        values
    }

    /// The amounts a move may remove when digit i of the code has `bit`
    /// (what the move may leave: [`LEAVE_NONE`], [`LEAVE_ONE`], ...),
    /// in increasing order; none for the other rules.
    pub(crate) fn moves_with(&self, bit: u8) -> Vec<usize> {
        match self {
            HeapRule::Code(digits) => (0..digits.len())
                .filter(|&i| digits[i] & bit != 0)
                .collect(),
            _ => Vec::new(),
        }
    }

    /// g(0..len) by the definition: the mex over every option
    /// ([`HeapRule::options_naive`]), what the engine is tested against.
    #[cfg(feature = "tools")]
    pub fn naive_values(&self, len: usize) -> Vec<u16> {
        let mut g: Vec<u16> = Vec::with_capacity(len);
        for n in 0..len {
            let options = self.options_naive(n as u64, &g);
            g.push(crate::games::mex::mex(options.iter().map(|&x| u64::from(x))) as u16);
        }
        g
    }
}

/// `text` for a message: control characters escaped (`\u{1b}`), so that
/// what a user typed never acts on the terminal.
#[cfg(feature = "tools")]
pub fn shown(text: &str) -> String {
    text.chars()
        .map(|c| {
            if c.is_control() {
                c.escape_default().to_string()
            } else {
                c.to_string()
            }
        })
        .collect()
}

#[cfg(feature = "tools")]
fn parse_subtraction(text: &str) -> Result<HeapRule, String> {
    let mut moves = Vec::new();
    let shown_text = shown(text);
    for word in text.split(',') {
        let word = word.trim();
        if word.is_empty() || !word.bytes().all(|b| b.is_ascii_digit()) {
            return Err(format!(
                "'{shown_text}' is not a rule: expected moves like 2,5, a code like 0.77, or a name (grundy sg --list)"
            ));
        }
        match word.parse::<u64>() {
            Ok(0) => {
                return Err(format!(
                    "'{shown_text}': a subtraction move must remove at least 1 token"
                ))
            }
            Ok(s) => moves.push(s),
            Err(_) => {
                return Err(format!(
                    "'{shown_text}': the move {word} is beyond 18446744073709551615"
                ))
            }
        }
    }
    Ok(HeapRule::subtraction(&moves))
}

#[cfg(feature = "tools")]
fn parse_code(text: &str) -> Result<HeapRule, String> {
    let bad = |why: &str| {
        Err(format!(
            "'{}' is not a take-and-break code: {why}",
            shown(text)
        ))
    };
    let Some((before, after)) = text.split_once('.') else {
        return bad("no point");
    };
    if before.len() != 1 {
        return bad("expected one digit before the point, as in 0.77 or 4.07");
    }
    let mut digits = Vec::with_capacity(after.len() + 1);
    for c in before.chars().chain(after.chars()) {
        match c.to_digit(16) {
            Some(d) => digits.push(d as u8),
            None => {
                return bad(&format!(
                    "'{}' is not an octal or hexadecimal digit",
                    c.escape_default()
                ))
            }
        }
    }
    if digits[0] & (LEAVE_NONE | LEAVE_ONE) != 0 {
        return bad("the digit before the point may only split (0, 4, 8 or c): removing nothing must change the heaps");
    }
    while digits.len() > 1 && digits.last() == Some(&0) {
        digits.pop();
    }
    Ok(HeapRule::Code(digits))
}

#[cfg(feature = "tools")]
impl fmt::Display for HeapRule {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            HeapRule::Subtraction(moves) => {
                let words: Vec<String> = moves.iter().map(u64::to_string).collect();
                write!(f, "subtraction {{{}}}", words.join(","))
            }
            HeapRule::Code(digits) => {
                write!(f, "{:x}.", digits[0])?;
                if digits.len() == 1 {
                    f.write_str("0")?;
                }
                digits[1..].iter().try_for_each(|d| write!(f, "{d:x}"))
            }
            HeapRule::Grundy => f.write_str("Grundy's game"),
        }
    }
}

// The tests read rules as the user writes them: a tool.
#[cfg(all(test, feature = "tools"))]
mod tests {
    use super::*;

    #[test]
    fn parses_each_kind_and_rejects_nonsense() {
        assert_eq!(HeapRule::parse("GRUNDY").unwrap(), HeapRule::Grundy);
        assert_eq!(
            HeapRule::parse("7, 3,3").unwrap(),
            HeapRule::Subtraction(vec![3, 7])
        );
        assert_eq!(
            HeapRule::parse("4.070").unwrap(),
            HeapRule::Code(vec![4, 0, 7])
        );
        assert_eq!(HeapRule::parse("0.1F").unwrap().to_string(), "0.1f");
        assert_eq!(HeapRule::parse("0.").unwrap().to_string(), "0.0");
        for bad in [
            "0.78x", "1.07", "2.07", "07.7", ".7", "", "2,,3", "0,2", "-1", "2;3",
        ] {
            let e = HeapRule::parse(bad).unwrap_err();
            assert!(e.contains(bad), "{bad}: {e}");
        }
    }

    /// Issue 22: `+1` was called a move removing no token, and control
    /// bytes went to the terminal as typed.
    #[test]
    fn messages_name_the_real_fault_and_escape_control_bytes() {
        let e = HeapRule::parse("+1").unwrap_err();
        assert!(e.contains("'+1' is not a rule"), "{e}");
        assert!(!e.contains("at least 1 token"), "{e}");
        assert!(HeapRule::parse("0")
            .unwrap_err()
            .contains("at least 1 token"));
        for bad in ["0.7\u{1b}[31m", "2,\u{7}", "\u{1b}]0;x\u{7}"] {
            let e = HeapRule::parse(bad).unwrap_err();
            assert!(!e.chars().any(char::is_control), "{e:?}");
            assert!(e.contains("\\u{1b}") || e.contains("\\u{7}"), "{e}");
        }
        let e = HeapRule::parse("99999999999999999999").unwrap_err();
        assert!(e.contains("beyond 18446744073709551615"), "{e}");
    }

    #[test]
    fn names_are_the_codes_of_the_literature() {
        for (name, code) in [
            ("kayles", "0.77"),
            ("Dawsons-Kayles", "0.07"),
            ("dawsons-chess", "0.137"),
            ("treblecross", "0.007"),
        ] {
            let rule = HeapRule::parse(name).unwrap();
            assert_eq!(rule, HeapRule::parse(code).unwrap(), "{name}");
            assert_eq!(rule.name(), Some(name.to_ascii_lowercase().as_str()));
        }
        assert_eq!(HeapRule::parse("grundy").unwrap().name(), Some("grundy"));
        assert_eq!(HeapRule::parse("0.6").unwrap().name(), None);
        let classic = NAMED_RULES
            .iter()
            .filter(|r| HeapRule::parse(r.1).is_ok())
            .count();
        assert_eq!(classic, 5);
    }

    #[test]
    fn theorem_numbers() {
        let r = HeapRule::parse("0.137").unwrap();
        assert_eq!((r.max_take(), r.max_heaps_left()), (Some(3), 2));
        let r = HeapRule::parse("0.03").unwrap();
        assert_eq!((r.max_take(), r.max_heaps_left()), (Some(2), 1));
        assert_eq!(HeapRule::parse("0.8").unwrap().max_heaps_left(), 3);
        assert_eq!(HeapRule::Grundy.max_take(), None);
    }

    #[test]
    fn moves_of_small_heaps() {
        let mut seen = Vec::new();
        HeapRule::parse("0.77")
            .unwrap()
            .for_each_move(3, u64::MAX, &mut |take, left| {
                seen.push((take, left.to_vec()));
                true
            });
        // Kayles from 3 pins: knock 1 (leave 2, or split 1+1) or 2 (leave 1).
        assert_eq!(seen, [(1, vec![2]), (1, vec![1, 1]), (2, vec![1])]);
        let mut seen = Vec::new();
        HeapRule::Grundy.for_each_move(6, u64::MAX, &mut |_, left| {
            seen.push(left.to_vec());
            true
        });
        assert_eq!(seen, [vec![1, 5], vec![2, 4]]);
    }
}
