//! Number theory the rules need: gcd, primality of any `u64`, the
//! predicates of the predicate sets, the number of prime factors, and a
//! smallest-prime-factor sieve (the divisor fast paths stand on it).

use super::{Num, Predicate};

pub fn gcd(mut a: u64, mut b: u64) -> u64 {
    while b != 0 {
        (a, b) = (b, a % b);
    }
    a
}

fn mul_mod(a: u64, b: u64, m: u64) -> u64 {
    (u128::from(a) * u128::from(b) % u128::from(m)) as u64
}

fn pow_mod(mut b: u64, mut e: u64, m: u64) -> u64 {
    let mut r = 1 % m;
    b %= m;
    while e > 0 {
        if e & 1 == 1 {
            r = mul_mod(r, b, m);
        }
        b = mul_mod(b, b, m);
        e >>= 1;
    }
    r
}

/// Whether `n` is prime, for every `u64`: Miller-Rabin with the first
/// twelve primes as bases, which is deterministic below 3.3 x 10^24.
pub fn is_prime(n: u64) -> bool {
    const BASES: [u64; 12] = [2, 3, 5, 7, 11, 13, 17, 19, 23, 29, 31, 37];
    if n < 2 {
        return false;
    }
    for p in BASES {
        if n % p == 0 {
            return n == p;
        }
    }
    let (mut d, mut s) = (n - 1, 0);
    while d % 2 == 0 {
        d /= 2;
        s += 1;
    }
    'bases: for a in BASES {
        let mut x = pow_mod(a, d, n);
        if x == 1 || x == n - 1 {
            continue;
        }
        for _ in 1..s {
            x = mul_mod(x, x, n);
            if x == n - 1 {
                continue 'bases;
            }
        }
        return false;
    }
    true
}

/// The integer square root: the largest r with r * r <= n.
pub fn isqrt(n: u64) -> u64 {
    let mut r = (n as f64).sqrt() as u64;
    while r.checked_mul(r).map_or(true, |sq| sq > n) {
        r -= 1;
    }
    while (r + 1).checked_mul(r + 1).is_some_and(|sq| sq <= n) {
        r += 1;
    }
    r
}

/// The smallest prime factor of `n >= 2` by trial division up to `limit`
/// (`None` when none is found that far and n is not known prime).
pub fn smallest_factor(n: u64, limit: u64) -> Option<u64> {
    if n < 2 {
        return None;
    }
    if n % 2 == 0 {
        return Some(2);
    }
    let mut p = 3;
    while p <= limit && p.saturating_mul(p) <= n {
        if n % p == 0 {
            return Some(p);
        }
        p += 2;
    }
    if p.saturating_mul(p) > n || is_prime(n) {
        return Some(n);
    }
    None
}

/// Omega(n) by trial division: what the tests check [`big_omega_any`]
/// against.
#[cfg(test)]
fn big_omega(mut n: u64) -> u32 {
    let mut count = 0;
    let mut p = 2;
    while p * p <= n {
        while n % p == 0 {
            n /= p;
            count += 1;
        }
        p += 1;
    }
    count + u32::from(n > 1)
}

/// Omega(n) for any `u64` (Omega(0) taken as 0): small factors by trial
/// division, the rest by Pollard's rho (Floyd's cycle finding).
pub fn big_omega_any(n: u64) -> u32 {
    if n < 2 {
        return 0;
    }
    let mut m = n;
    let mut count = 0;
    for p in [2u64, 3, 5, 7, 11, 13, 17, 19, 23, 29, 31, 37] {
        while m % p == 0 {
            m /= p;
            count += 1;
        }
    }
    count + omega_rest(m)
}

fn omega_rest(m: u64) -> u32 {
    if m == 1 {
        return 0;
    }
    if is_prime(m) {
        return 1;
    }
    let d = rho(m);
    omega_rest(d) + omega_rest(m / d)
}

/// A non-trivial factor of the composite `n` (no factor below 41).
fn rho(n: u64) -> u64 {
    let r = isqrt(n);
    if r * r == n {
        return r;
    }
    let mut c = 1u64;
    loop {
        let f = |x: u64| ((u128::from(mul_mod(x, x, n)) + u128::from(c)) % u128::from(n)) as u64;
        let (mut x, mut y, mut d) = (2u64, 2u64, 1u64);
        while d == 1 {
            x = f(x);
            y = f(f(y));
            d = gcd(x.abs_diff(y), n);
        }
        if d != n {
            return d;
        }
        c += 1;
    }
}

/// Whether `s` is in the predicate set.
pub fn predicate_holds(p: Predicate, s: u64) -> bool {
    match p {
        Predicate::Squares => s >= 1 && isqrt(s).pow(2) == s,
        Predicate::Primes => is_prime(s),
        Predicate::Semiprimes => s >= 4 && semiprime(s),
        Predicate::Fibonacci => is_fibonacci(s),
        Predicate::Powers(k) => match k {
            Num::Lit(k) => is_power(s, k),
            Num::Var(_) => false,
        },
    }
}

fn semiprime(s: u64) -> bool {
    let mut p = 2;
    while p * p <= s {
        if s % p == 0 {
            return is_prime(s / p);
        }
        p += 1;
    }
    false
}

/// 1, 2, 3, 5, 8, ... (each value once).
pub fn is_fibonacci(s: u64) -> bool {
    let (mut a, mut b) = (1u64, 2u64);
    while a < s {
        let Some(c) = a.checked_add(b) else {
            return b == s;
        };
        (a, b) = (b, c);
    }
    a == s
}

/// Whether s = k^i for some i >= 0 (k >= 2; k = 1 gives only 1).
pub fn is_power(s: u64, k: u64) -> bool {
    if s == 0 {
        return false;
    }
    if k < 2 {
        return s == 1;
    }
    let mut x = s;
    while x % k == 0 {
        x /= k;
    }
    x == 1
}

/// The smallest prime factor of every n below `len` (0 for 0 and 1).
pub fn spf_sieve(len: usize) -> Vec<u32> {
    let mut spf = vec![0u32; len];
    for i in 2..len {
        if spf[i] == 0 {
            let mut j = i;
            while j < len {
                if spf[j] == 0 {
                    spf[j] = i as u32;
                }
                j += i;
            }
        }
    }
    spf
}

/// The divisors of `n` (>= 1) from the sieve, unsorted.
pub fn divisors(n: usize, spf: &[u32], out: &mut Vec<u64>) {
    out.clear();
    out.push(1);
    let mut m = n;
    while m > 1 {
        let p = spf[m] as usize;
        let mut e = 0;
        while m % p == 0 {
            m /= p;
            e += 1;
        }
        let have = out.len();
        let mut pk = 1u64;
        for _ in 0..e {
            pk *= p as u64;
            for i in 0..have {
                out.push(out[i] * pk);
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn primes_agree_with_trial_division() {
        for n in 0..5000u64 {
            let trial = n >= 2 && (2..n).take_while(|p| p * p <= n).all(|p| n % p != 0);
            assert_eq!(is_prime(n), trial, "{n}");
        }
        assert!(is_prime(18_446_744_073_709_551_557));
        assert!(!is_prime(18_446_744_073_709_551_559));
    }

    #[test]
    fn omega_of_any_u64() {
        for n in 1..3000u64 {
            assert_eq!(big_omega_any(n), big_omega(n), "{n}");
        }
        assert_eq!(big_omega_any(1 << 63), 63);
        // Two primes near 2^32.
        assert_eq!(big_omega_any(4_294_967_291 * 4_294_967_279), 2);
        assert_eq!(big_omega_any(18_446_744_073_709_551_557), 1);
        assert_eq!(big_omega_any(1_000_003 * 1_000_033 * 1_000_037), 3);
    }

    #[test]
    fn predicates() {
        let squares: Vec<u64> = (0..50)
            .filter(|&s| predicate_holds(Predicate::Squares, s))
            .collect();
        assert_eq!(squares, [1, 4, 9, 16, 25, 36, 49]);
        let fib: Vec<u64> = (0..30).filter(|&s| is_fibonacci(s)).collect();
        assert_eq!(fib, [1, 2, 3, 5, 8, 13, 21]);
        let semi: Vec<u64> = (0..27)
            .filter(|&s| predicate_holds(Predicate::Semiprimes, s))
            .collect();
        assert_eq!(semi, [4, 6, 9, 10, 14, 15, 21, 22, 25, 26]);
        assert!(is_power(1, 3) && is_power(81, 3) && !is_power(18, 3));
        assert_eq!(isqrt(u64::MAX), 4_294_967_295);
    }

    #[test]
    fn sieve_divisors() {
        let spf = spf_sieve(200);
        let mut d = Vec::new();
        for n in 1..200usize {
            divisors(n, &spf, &mut d);
            d.sort_unstable();
            let want: Vec<u64> = (1..=n as u64).filter(|x| n as u64 % x == 0).collect();
            assert_eq!(d, want);
            assert_eq!(big_omega(n as u64), {
                let mut m = n;
                let mut c = 0;
                while m > 1 {
                    m /= spf[m] as usize;
                    c += 1;
                }
                c
            });
        }
    }
}
