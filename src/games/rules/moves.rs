//! The moves of a rule: what one move of a [`Rule`] does to one heap, by
//! the definition (the reference every fast path is tested against), and
//! within the first few amounts of a huge heap.

use super::{members, Rule, Set};

impl Rule {
    /// The digit of a code for removing `take` tokens.
    pub fn code_digit(digits: &[u32], repeat: Option<usize>, take: u64) -> u32 {
        let t = take as usize;
        if take < digits.len() as u64 {
            return digits[t];
        }
        match repeat {
            Some(r) if r < digits.len() => {
                let cycle = digits.len() - r;
                digits[r + (t - r) % cycle]
            }
            _ => 0,
        }
    }

    /// Every move of a plain rule from a heap of `heap`: `visit(take,
    /// heaps left)` with the heaps ascending; `visit` returns false to stop,
    /// and then so does this. The moves of the definition, in a fixed
    /// order, with no shortcut: the reference every fast path is tested
    /// against.
    ///
    /// # Complexity
    /// O(heap) candidate amounts, times the splits a code digit allows
    /// (all partitions into that many parts).
    pub fn for_each_move(&self, heap: u64, visit: &mut dyn FnMut(u64, &[u64]) -> bool) -> bool {
        self.for_each_move_splits_upto(heap, u64::MAX, visit)
    }

    /// [`Rule::for_each_move`] with the least heap a split leaves (and the
    /// middle one of three) at most `split_limit`, the same moves in the
    /// same order otherwise: once a period (e, p) is proven, a split whose
    /// smaller heap is e + p or more gives a value one below it already
    /// gave, so a huge heap is searched for a move among the first few.
    pub fn for_each_move_splits_upto(
        &self,
        heap: u64,
        split_limit: u64,
        visit: &mut dyn FnMut(u64, &[u64]) -> bool,
    ) -> bool {
        match self {
            Rule::Subtract(_) | Rule::To(_) => self.for_each_move_within(heap, u64::MAX, visit),
            Rule::Code { digits, repeat } => {
                // A code without a repeat allows no take past its digits.
                let last = match repeat {
                    Some(_) => heap,
                    None => heap.min(digits.len().saturating_sub(1) as u64),
                };
                for take in 0..=last {
                    let digit = Rule::code_digit(digits, *repeat, take);
                    if digit != 0 && !code_moves(digit, take, heap - take, split_limit, visit) {
                        return false;
                    }
                }
                true
            }
            Rule::SplitEqual(k) => match k.lit() {
                Some(k) if k >= 2 && heap > 0 && heap % k == 0 => {
                    let part = heap / k;
                    let left = vec![part; k.min(1 << 16) as usize];
                    visit(0, &left)
                }
                _ => true,
            },
            Rule::Grundy => {
                let mut a = 1;
                while 2 * a < heap && a <= split_limit {
                    if !visit(0, &[a, heap - a]) {
                        return false;
                    }
                    a += 1;
                }
                true
            }
            Rule::Once(_) | Rule::TimesLast(_) | Rule::Misere(_) => true,
        }
    }

    /// The moves of [`Rule::for_each_move`] among the first `candidates`
    /// amounts (takes from 1 up, or heaps left from 0 up), so that a huge
    /// heap can be searched for a move without listing all of them.
    /// Rules whose moves are not indexed by one amount (codes, splits)
    /// give their moves only when the heap is at most `candidates`.
    pub fn for_each_move_within(
        &self,
        heap: u64,
        candidates: u64,
        visit: &mut dyn FnMut(u64, &[u64]) -> bool,
    ) -> bool {
        let reach = heap.min(candidates);
        match self {
            // A set the same for every heap, listed directly (1,2,K; powers(2)):
            // its members, not every amount up to a heap of 10^9.
            Rule::Subtract(set) if set.is_static() && listable(set, reach) => {
                for s in members::members_upto(set, reach, MEMBERS_LISTED).unwrap_or_default() {
                    if s == 0 {
                        continue;
                    }
                    let rest = heap - s;
                    let left: &[u64] = if rest == 0 { &[] } else { &[rest] };
                    if !visit(s, left) {
                        return false;
                    }
                }
                true
            }
            Rule::Subtract(set) => {
                let top = heap
                    .min(candidates)
                    .min(set.member_bound().unwrap_or(u64::MAX));
                for s in 1..=top {
                    if set.contains(s, heap) {
                        let rest = heap - s;
                        let left: &[u64] = if rest == 0 { &[] } else { &[rest] };
                        if !visit(s, left) {
                            return false;
                        }
                    }
                }
                true
            }
            // A static set listed directly here too (`to squares` on a heap
            // of 10^18 tested every amount below it, with no move to count
            // against a budget): its members below the heap.
            Rule::To(set) if set.is_static() && listable(set, reach) => {
                let below = heap.min(candidates).saturating_sub(1);
                let mut listed =
                    members::members_upto(set, below, MEMBERS_LISTED).unwrap_or_default();
                // 0 (a move to the empty heap), where the set holds it.
                if listed.first() != Some(&0) && heap > 0 && set.contains(0, heap) {
                    listed.insert(0, 0);
                }
                for m in listed {
                    if m >= heap.min(candidates) {
                        break;
                    }
                    let left: &[u64] = if m == 0 { &[] } else { &[m] };
                    if !visit(heap - m, left) {
                        return false;
                    }
                }
                true
            }
            Rule::To(set) => {
                let bound = set.member_bound().map_or(u64::MAX, |b| b.saturating_add(1));
                for m in 0..heap.min(candidates).min(bound) {
                    if set.contains(m, heap) {
                        let left: &[u64] = if m == 0 { &[] } else { &[m] };
                        if !visit(heap - m, left) {
                            return false;
                        }
                    }
                }
                true
            }
            _ if heap <= candidates => self.for_each_move(heap, visit),
            _ => true,
        }
    }
}

/// The most members [`Rule::for_each_move_within`] lists at once.
const MEMBERS_LISTED: usize = 1 << 16;

/// Whether the members of a static set up to `reach` are listed faster
/// than every amount is tested.
fn listable(set: &Set, reach: u64) -> bool {
    reach > 64 && members::members_upto(set, reach, MEMBERS_LISTED).is_some()
}

/// Whether a heap's subtraction moves are found without testing every
/// amount up to the heap (a set listed directly, or no subtraction).
pub fn moves_listed(rule: &Rule, heap: u64) -> bool {
    match rule {
        Rule::Subtract(set) | Rule::To(set) => {
            heap <= 64
                || set.member_bound().is_some_and(|b| b <= 64)
                || (set.is_static() && listable(set, heap))
        }
        _ => true,
    }
}

/// The moves one code digit allows after removing `take` leaving `rest`:
/// bit j of the digit (value 2^j) leaves exactly j non-empty heaps.
fn code_moves(
    digit: u32,
    take: u64,
    rest: u64,
    split_limit: u64,
    visit: &mut dyn FnMut(u64, &[u64]) -> bool,
) -> bool {
    for j in 0..32u32 {
        if digit & (1 << j) == 0 {
            continue;
        }
        let parts = u64::from(j);
        if parts == 0 {
            if rest == 0 && !visit(take, &[]) {
                return false;
            }
            continue;
        }
        if rest < parts {
            continue;
        }
        let mut left = Vec::with_capacity(j as usize);
        if !partitions(rest, parts, 1, split_limit, &mut left, &mut |p| {
            visit(take, p)
        }) {
            return false;
        }
    }
    true
}

/// Every partition of `total` into exactly `parts` parts, each at least
/// `least`, ascending; each part but the last at most `limit` or `least`,
/// whichever is larger.
fn partitions(
    total: u64,
    parts: u64,
    least: u64,
    limit: u64,
    prefix: &mut Vec<u64>,
    visit: &mut dyn FnMut(&[u64]) -> bool,
) -> bool {
    if parts == 1 {
        if total < least {
            return true;
        }
        prefix.push(total);
        let go = visit(prefix);
        prefix.pop();
        return go;
    }
    let mut a = least;
    while a.saturating_mul(parts) <= total && a <= limit.max(least) {
        prefix.push(a);
        let go = partitions(total - a, parts - 1, a, limit, prefix, visit);
        prefix.pop();
        if !go {
            return false;
        }
        a += 1;
    }
    true
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::rules::parse::parse;

    /// `to S` over a static set lists the members below the heap: the
    /// same moves, in the same order, as testing every amount.
    #[test]
    fn to_a_static_set_lists_its_members() {
        for text in ["to squares", "to powers(2)", "to 0,3,7,100", "to fibonacci"] {
            let rule = parse(text).unwrap();
            let Rule::To(set) = &rule else {
                panic!("{text}")
            };
            for heap in [0u64, 1, 2, 5, 64, 65, 100, 1000, 4097] {
                let mut fast = Vec::new();
                rule.for_each_move(heap, &mut |take, left| {
                    fast.push((take, left.to_vec()));
                    true
                });
                let slow: Vec<(u64, Vec<u64>)> = (0..heap)
                    .filter(|&m| set.contains(m, heap))
                    .map(|m| (heap - m, if m == 0 { vec![] } else { vec![m] }))
                    .collect();
                assert_eq!(fast, slow, "{text} at {heap}");
            }
        }
    }
}
