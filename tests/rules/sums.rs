//! Sums of heap games from the rules, shared by the problems whose position
//! is a multiset of heaps: a move replaces one heap by what the rule leaves
//! of it (nothing, one heap, or several). Positions are kept sorted so that
//! the search meets each multiset once.

/// Every heap multiset one move away from the sorted `heaps`, where
/// `options(h)` lists what a heap of `h` may become (each a list of heaps).
pub fn one_heap_moves<F: Fn(u64) -> Vec<Vec<u64>>>(heaps: &[u64], options: F) -> Vec<Vec<u64>> {
    let mut next = Vec::new();
    for i in 0..heaps.len() {
        if i > 0 && heaps[i] == heaps[i - 1] {
            continue; // an equal heap has the same moves
        }
        for left in options(heaps[i]) {
            let mut h = heaps.to_vec();
            h.remove(i);
            h.extend(left);
            h.sort_unstable();
            next.push(h);
        }
    }
    next
}

/// The sorted copy of a position.
pub fn sorted(heaps: &[u64]) -> Vec<u64> {
    let mut h = heaps.to_vec();
    h.sort_unstable();
    h
}

/// The judge's word for the side that wins.
pub fn word(first_wins: bool, first: &str, second: &str) -> String {
    if first_wins { first } else { second }.to_string()
}

/// Omega: the prime factors of `x`, counted with multiplicity.
pub fn big_omega(mut x: u64) -> u64 {
    let mut count = 0;
    let mut p = 2;
    while p * p <= x {
        while x % p == 0 {
            x /= p;
            count += 1;
        }
        p += 1;
    }
    count + u64::from(x > 1)
}

/// The divisors of `x` below `x`, from the definition.
pub fn proper_divisors(x: u64) -> Vec<u64> {
    (1..x).filter(|d| x % d == 0).collect()
}
