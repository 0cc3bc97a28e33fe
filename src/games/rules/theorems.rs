//! Proved formulas for rules whose values are known for every heap, so a
//! judge's heap of 10^9 is answered at once and exactly. Each is a theorem
//! of the literature or a short induction, named in [`Theorem::why`], and
//! each is tested below against the mex over the rule's moves
//! ([`super::engine::naive_values`]).

use super::numbers::big_omega_any;
use super::{Bound, Divisors, Num, Rule, Set};

/// A rule with a proved formula for g(n).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Theorem {
    /// Take any number: g(n) = n.
    Nim,
    /// Take `lo..=hi` (lo >= 1): g(n) = floor((n mod (lo + hi)) / lo); with
    /// lo = 1 that is Bash's n mod (hi + 1).
    Range { lo: u64, hi: u64 },
    /// Take 1..=n/k (k >= 2): g(n) = n/k when k divides n, else
    /// g(n - floor(n/k) - 1); for k = 2, g(2m) = m and g(2m + 1) = g(m).
    Fraction { k: u64 },
    /// Replace n by a proper divisor: g(n) = Omega(n), the prime factors
    /// counted with multiplicity.
    ProperDivisor,
    /// Take y with gcd(n, y) = 1: g(0) = 0, g(1) = 1, g(even) = 0, g(odd
    /// prime p) = its index among the primes (3 -> 2), g(odd composite) =
    /// g(its smallest prime factor). Needs a sieve up to the heap.
    Coprime,
    /// Take any amount, each at most once in a heap's life: g(n) = the
    /// largest t with t(t + 1)/2 <= n.
    OnceEach,
}

impl Theorem {
    /// The theorem for a rule with every letter bound, if one is known.
    pub fn of(rule: &Rule) -> Option<Theorem> {
        let lit = |n: &Num| n.lit();
        match rule {
            Rule::Code {
                digits,
                repeat: Some(1),
            } if digits[..] == [0, 3] => Some(Theorem::Nim),
            Rule::Subtract(Set::Range(lo, Bound::HeapOver(k))) => match (lit(lo)?, lit(k)?) {
                (1, 1) => Some(Theorem::Nim),
                (1, k) if k >= 2 => Some(Theorem::Fraction { k }),
                _ => None,
            },
            Rule::Subtract(Set::Range(lo, Bound::Num(hi))) => {
                let (lo, hi) = (lit(lo)?.max(1), lit(hi)?);
                (lo <= hi).then_some(Theorem::Range { lo, hi })
            }
            Rule::To(Set::Divisors(Divisors::Proper)) => Some(Theorem::ProperDivisor),
            Rule::Subtract(Set::Coprime) => Some(Theorem::Coprime),
            Rule::Once(Set::Range(lo, Bound::HeapOver(k)))
                if lit(lo) == Some(1) && lit(k) == Some(1) =>
            {
                Some(Theorem::OnceEach)
            }
            _ => None,
        }
    }

    /// g(n); `None` only for [`Theorem::Coprime`] past its sieve.
    pub fn value(self, n: u64, sieve: &PrimeIndex) -> Option<u64> {
        Some(match self {
            Theorem::Nim => n,
            Theorem::Range { lo, hi } => match lo.checked_add(hi) {
                Some(period) => (n % period) / lo,
                None => n / lo,
            },
            Theorem::Fraction { k } => return fraction_value(n, k),
            Theorem::ProperDivisor => u64::from(big_omega_any(n.max(1))),
            Theorem::Coprime => return sieve.coprime_value(n),
            Theorem::OnceEach => {
                let root = ((8 * u128::from(n) + 1) as f64).sqrt();
                let mut t = ((root - 1.0) / 2.0) as u64;
                // A float's guess, settled exactly in integers.
                while t > 0 && u128::from(t) * u128::from(t + 1) / 2 > u128::from(n) {
                    t -= 1;
                }
                while u128::from(t + 1) * u128::from(t + 2) / 2 <= u128::from(n) {
                    t += 1;
                }
                t
            }
        })
    }

    /// The formula and where it comes from, for a report or a comment.
    pub fn why(self) -> String {
        match self {
            Theorem::Nim => "g(n) = n (Bouton: a Nim heap)".into(),
            Theorem::Range { .. } => "g(n) = floor((n mod (a + b)) / a) for takes a..b (periodic from 0 with period a + b: below a + b every move lands below n - a + 1, and past it the window [n - b, n - a] holds one run of each smaller value)".into(),
            Theorem::Fraction { k: 2 } => {
                "g(2k) = k, g(2k + 1) = g(k) (take at most half: by induction on n)".into()
            }
            Theorem::Fraction { k } => format!(
                "g(n) = n/{k} when {k} divides n, else g(n - floor(n/{k}) - 1) (take at most a {k}th: AtCoder ARC 091 F's theorem, by induction on n)"
            ),
            Theorem::ProperDivisor => "g(n) = Omega(n), the prime factors of n counted with multiplicity (a proper divisor drops a non-empty part of them: a Nim heap of Omega(n))".into(),
            Theorem::Coprime => "g(1) = 1, g(even) = 0, g(odd prime p) = the index of p among the primes, g(odd composite) = g(its smallest prime factor) (Codeforces 2004E's theorem, by induction)".into(),
            Theorem::OnceEach => "g(n) = the largest t with t(t + 1)/2 <= n (the most distinct takes a heap of n can last)".into(),
        }
    }

    /// [`Theorem::why`] in words that hold for every value of the rule's
    /// numbers (a letter's): a fraction's k stays k.
    pub fn why_for_every_value(self) -> String {
        match self {
            Theorem::Fraction { .. } => "g(n) = n/k when k divides n, else g(n - floor(n/k) - 1) (take at most a k-th: AtCoder ARC 091 F's theorem, by induction on n; for k = 2, g(2m) = m and g(2m + 1) = g(m))".into(),
            other => other.why(),
        }
    }

    /// Makes [`Theorem::value`] answer every heap up to `largest`: a
    /// theorem that needs a sieve has it grown to the heap (the one place
    /// `sg` and the description solver alike prepare it).
    ///
    /// # Errors
    /// The heap is past the most a sieve holds.
    pub fn prepare(self, sieve: &mut PrimeIndex, largest: u64) -> Result<(), String> {
        if !self.needs_sieve() {
            return Ok(());
        }
        if largest >= SIEVE_MAX {
            return Err(format!(
                "its theorem needs a sieve to the heap, which stops at {}",
                SIEVE_MAX - 1
            ));
        }
        sieve.extend_to(largest + 1);
        Ok(())
    }

    /// The largest heap whose value needs a sieve ([`PrimeIndex`]) first.
    pub fn needs_sieve(self) -> bool {
        self == Theorem::Coprime
    }
}

/// The most steps [`fraction_value`] takes before it gives up: a few
/// thousand do for a judge's heap of 10^9 and any k, but a heap near 2^64
/// with k near its cube root can need tens of millions.
pub const FRACTION_STEPS: u64 = 1 << 24;

/// g(n) of take 1..=n/k (k >= 2), or `None` past [`FRACTION_STEPS`].
/// While n/k stays q, each step of the recursion takes q + 1: the steps to
/// the next multiple of k, or below q·k, are taken at once.
fn fraction_value(mut n: u64, k: u64) -> Option<u64> {
    for _ in 0..FRACTION_STEPS {
        let (q, r) = (n / k, n % k);
        if r == 0 || q == 0 {
            // A multiple of k; or a heap below k, which has no move.
            return Some(if r == 0 { q } else { 0 });
        }
        n -= r.div_ceil(q + 1) * (q + 1);
    }
    None
}

/// The index among the primes of every prime below a length, and the
/// smallest prime factor of every number: the sieve behind
/// [`Theorem::Coprime`]. Empty until [`PrimeIndex::extend_to`].
#[derive(Default, Debug)]
pub struct PrimeIndex {
    /// g(n): for odd n the index of its smallest prime factor among the
    /// primes (2 -> 1, 3 -> 2), 0 for even n, 1 for 1.
    g: Vec<u32>,
}

/// The most heaps a [`PrimeIndex`] sieves: 2^27 `u32`s, 512 MiB.
pub const SIEVE_MAX: u64 = 1 << 27;

impl PrimeIndex {
    /// Heaps below this have a value.
    pub fn len(&self) -> u64 {
        self.g.len() as u64
    }

    pub fn is_empty(&self) -> bool {
        self.g.is_empty()
    }

    /// Sieves every heap below `len` (at most [`SIEVE_MAX`]): g of the
    /// coprime rule, by a linear sieve (each composite crossed out once, by
    /// its smallest prime factor).
    pub fn extend_to(&mut self, len: u64) {
        let len = len.min(SIEVE_MAX) as usize;
        if len <= self.g.len() {
            return;
        }
        let len = len.max(self.g.len() * 2).min(SIEVE_MAX as usize);
        let mut g = vec![0u32; len];
        let mut primes: Vec<u32> = Vec::new();
        for i in 2..len {
            if g[i] == 0 {
                primes.push(i as u32);
                g[i] = primes.len() as u32;
            }
            // i's smallest prime factor's index is the first prime p with
            // g[p] == g[i] for a prime, or recorded below for a composite.
            let spf_index = g[i] as usize;
            for (j, &p) in primes.iter().enumerate() {
                if j + 1 > spf_index {
                    break;
                }
                let m = i * p as usize;
                if m >= len {
                    break;
                }
                g[m] = (j + 1) as u32;
            }
        }
        // Now g[n] is the index of n's smallest prime factor: the value of
        // an odd n; even n are 0, and 1 is 1.
        for n in (0..len).step_by(2) {
            g[n] = 0;
        }
        if len > 1 {
            g[1] = 1;
        }
        self.g = g;
    }

    /// g(n) for the coprime rule, when sieved.
    pub fn coprime_value(&self, n: u64) -> Option<u64> {
        self.g.get(usize::try_from(n).ok()?).map(|&v| u64::from(v))
    }
}

/// The losing heaps of `1..K*last` (take 1 to K times the last take, the
/// first move any amount but not the whole heap) up to `n`, and the smallest
/// winning first take from `n`: `None` when `n` loses.
///
/// The losing heaps are a_0 = 1, a_{i+1} = b_i + 1, where b_i is the
/// largest sum of terms a_0..a_i whose neighbours (ascending) satisfy
/// next > K * previous (b_i = a_i + b_j for the largest j with K * a_j <
/// a_i, else a_i). Every heap is one such sum in exactly one way (a
/// K-Zeckendorf representation), and taking its smallest part leaves a
/// position whose smallest part exceeds K times the take: that take wins,
/// and no smaller one does (Schwenk 1970; Zhang & Yang for general K). The
/// test below checks it against the table of positions (heap, limit).
///
/// # Errors
/// When more than [`TIMES_LAST_TERMS_MAX`] terms lie below `n` (a K
/// close below a heap near 2^64 has about K of them): the list is not
/// made, and the error says so.
pub fn times_last_smallest_win(n: u64, k: u64) -> Result<Option<u64>, String> {
    if n < 2 {
        // One stone: no first move may take the whole heap, so none exists.
        return Ok(None);
    }
    if u128::from(k) + 1 >= u128::from(n) {
        // Any first take t leaves n - t <= K t: the reply takes the rest.
        // (The terms below would be 1, 2, ..., n: a table of the heap.)
        return Ok(None);
    }
    let Some((a, _)) = times_last_terms(n, k) else {
        return Err(format!(
            "1..K*last with K = {k} has more than {TIMES_LAST_TERMS_MAX} losing heaps below {n}: grundy does not list them"
        ));
    };
    if a.binary_search(&n).is_ok() {
        return Ok(None);
    }
    let mut rest = n;
    let mut smallest = n;
    for &term in a.iter().rev() {
        if term <= rest {
            rest -= term;
            smallest = term;
            if rest == 0 {
                break;
            }
        }
    }
    Ok(Some(smallest))
}

/// The most losing heaps of `1..K*last` listed for one question (two
/// lists of them: 64 MiB).
pub const TIMES_LAST_TERMS_MAX: usize = 1 << 22;

/// The terms a_i (ascending, up to the first past `n`) and the b_i; `None`
/// past [`TIMES_LAST_TERMS_MAX`] terms.
fn times_last_terms(n: u64, k: u64) -> Option<(Vec<u64>, Vec<u64>)> {
    let (mut a, mut b) = (vec![1u64], vec![1u64]);
    let mut j = 0usize; // a_j with K * a_j < a_i, the largest such
    let mut has_j = false;
    while *a.last().unwrap() < n {
        let next = b.last().unwrap() + 1;
        while j < a.len() && u128::from(k) * u128::from(a[j]) < u128::from(next) {
            j += 1;
            has_j = true;
        }
        let bj = if has_j { b[j - 1] } else { 0 };
        if a.len() >= TIMES_LAST_TERMS_MAX {
            return None;
        }
        a.push(next);
        b.push(next + bj);
    }
    Some((a, b))
}

#[cfg(test)]
mod tests {
    use super::super::engine::naive_values;
    use super::super::memory::{once_values, TimesLast};
    use super::super::parse::parse;
    use super::*;

    fn check(rule: &str, len: usize) {
        let rule = parse(rule).unwrap();
        let theorem = Theorem::of(&rule).unwrap_or_else(|| panic!("{rule}: no theorem"));
        let g = naive_values(&rule, len);
        let mut sieve = PrimeIndex::default();
        sieve.extend_to(len as u64);
        for (n, &v) in g.iter().enumerate() {
            assert_eq!(
                theorem.value(n as u64, &sieve),
                Some(u64::from(v)),
                "{rule} at {n}"
            );
        }
    }

    #[test]
    fn every_theorem_agrees_with_the_mex_of_the_rule() {
        check("nim", 300);
        check("1..n", 300);
        for (lo, hi) in [(1, 1), (1, 2), (1, 5), (2, 3), (3, 14), (4, 4), (5, 9)] {
            check(&format!("{lo}..{hi}"), 400);
        }
        check("1..n/2", 2000);
        for k in 3..=7 {
            check(&format!("1..n/{k}"), 2000);
        }
        check("to proper-divisors", 3000);
        check("coprime", 1500);
    }

    #[test]
    fn once_each_agrees_with_the_memory_table() {
        let rule = parse("once 1..n").unwrap();
        let theorem = Theorem::of(&rule).unwrap();
        let Rule::Once(set) = &rule else {
            panic!("{rule}")
        };
        let g = once_values(set, 40);
        for (n, &v) in g.iter().enumerate() {
            assert_eq!(
                theorem.value(n as u64, &PrimeIndex::default()),
                Some(u64::from(v)),
                "{n}"
            );
        }
        // Exact past a float's precision.
        let big = u64::MAX;
        let t = theorem.value(big, &PrimeIndex::default()).unwrap();
        assert!(u128::from(t) * u128::from(t + 1) / 2 <= u128::from(big));
        assert!(u128::from(t + 1) * u128::from(t + 2) / 2 > u128::from(big));
    }

    #[test]
    fn a_fraction_answers_the_largest_heaps() {
        let no_sieve = PrimeIndex::default();
        // Halving from 2^64 - 1 lands on odd numbers down to 0.
        let half = Theorem::Fraction { k: 2 };
        assert_eq!(half.value(u64::MAX, &no_sieve), Some(0));
        assert_eq!(half.value(u64::MAX - 1, &no_sieve), Some(u64::MAX / 2));
        // A judge's largest heap, whatever k: few steps.
        for k in [3, 1000, 31_622, 999_999_999, 1_000_000_000] {
            let t = Theorem::Fraction { k };
            assert!(t.value(1_000_000_000, &no_sieve).is_some(), "{k}");
        }
        assert_eq!(
            Theorem::Fraction { k: 1_000_000_000 }.value(1_000_000_000, &no_sieve),
            Some(1)
        );
        // A heap near 2^64 with k near its cube root needs more steps than
        // allowed (about 28 million): no value rather than a wait.
        let worst = Theorem::Fraction { k: 8_287_288 };
        assert_eq!(worst.value(9_322_153_816_672_949_653, &no_sieve), None);
    }

    #[test]
    fn range_formula_is_exact_where_l_plus_r_overflows() {
        let t = Theorem::Range {
            lo: u64::MAX - 1,
            hi: u64::MAX,
        };
        assert_eq!(t.value(u64::MAX, &PrimeIndex::default()), Some(1));
        assert_eq!(t.value(5, &PrimeIndex::default()), Some(0));
    }

    #[test]
    fn the_sieve_grows_and_answers_past_the_first_primes() {
        let mut s = PrimeIndex::default();
        s.extend_to(100);
        assert_eq!(s.coprime_value(97), Some(25));
        assert_eq!(s.coprime_value(91), Some(4)); // 7 * 13: g(7) = 4
        assert_eq!(s.coprime_value(1000), None);
        s.extend_to(10_000_000);
        assert_eq!(s.coprime_value(9_999_991), Some(664_579));
        assert_eq!(s.coprime_value(2), Some(0));
    }

    #[test]
    fn times_last_smallest_win_agrees_with_the_table() {
        for k in 1..=6u64 {
            let table = TimesLast::new(k, 260);
            for n in 2..260usize {
                assert_eq!(
                    times_last_smallest_win(n as u64, k),
                    Ok(table.smallest_winning_take(n)),
                    "n {n}, k {k}"
                );
            }
        }
        // The judge's corners: k = 1 loses on powers of two.
        assert_eq!(times_last_smallest_win(16, 1), Ok(None));
        assert_eq!(times_last_smallest_win(11, 1), Ok(Some(1)));
        assert_eq!(times_last_smallest_win(19, 3), Ok(Some(4)));
        assert_eq!(times_last_smallest_win(10, 100), Ok(None));
        // The largest official case stays exact in u64: the answer is a term.
        let (a, _) = times_last_terms(100_000_000, 100_000).unwrap();
        let take = times_last_smallest_win(99_999_999, 100_000).unwrap();
        assert!(take.map_or(a.contains(&99_999_999), |t| a.contains(&t)));
        // K a little below a heap near 2^64 would list about K terms: the
        // list stops at its bound and the question is refused.
        let n = 1_000_000_000_000_000_000;
        assert!(times_last_smallest_win(n, n / 2).is_err());
    }
}
