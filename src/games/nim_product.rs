//! Nim multiplication and the coin-turning product theorem.
//!
//! The nim product is the field multiplication of the nimbers: by
//! definition `a ⊗ b = mex { (a' ⊗ b) ⊕ (a ⊗ b') ⊕ (a' ⊗ b') : a' < a,
//! b' < b }`. Its use here is the product of coin-turning games (Lenstra;
//! Berlekamp, Conway, Guy, *Winning Ways*, ch. 14): when a move of the
//! product turns the corners of a box whose far corner is a heads coin,
//! and each axis alone is a game of value `g(x)`, a coin at `(x, y, ...)`
//! is worth `g(x) ⊗ g(y) ⊗ ...`, and a position the nim-sum of its coins.
//!
//! Computed by the Fermat 2-powers: every `F = 2^(2^k)` satisfies `F ⊗ F =
//! F ⊕ F/2`, and below `F` the product with `F` is the ordinary one. With
//! `a = a1·F + a0` and `b = b1·F + b0` (halves of `2^(2k+1)` bits),
//! `a ⊗ b = ((a1⊗b1) ⊕ (a1⊗b0) ⊕ (a0⊗b1))·F ⊕ (a0⊗b0) ⊕ (a1⊗b1)⊗(F/2)`,
//! whose middle term is one product by Karatsuba's trick. Every `u64` is a
//! nimber of the field of `2^64` elements, so products are exact and stay
//! in `u64`.

/// The nim product `a ⊗ b`, exact for every pair of `u64`.
///
/// # Complexity
/// O(3^6) small products at most: each level splits into three at half the
/// width.
///
/// # Example
/// ```
/// use grundy::games::nim_product::nim_mul;
/// assert_eq!(nim_mul(2, 2), 3);
/// assert_eq!(nim_mul(2, 3), 1);
/// assert_eq!(nim_mul(4, 4), 6);
/// assert_eq!(nim_mul(16, 16), 24);
/// assert_eq!(nim_mul(7, 1), 7);
/// ```
pub fn nim_mul(a: u64, b: u64) -> u64 {
    mul(a, b, 32)
}

/// `a ⊗ b` for `a, b < 2^(2·half)`, `half` a power of two.
fn mul(a: u64, b: u64, half: u32) -> u64 {
    if a < 2 || b < 2 {
        return a * b;
    }
    // Both below 2^half: a product of the smaller field.
    if (a | b) >> half == 0 {
        return mul(a, b, half / 2);
    }
    let mask = (1u64 << half) - 1;
    let (a1, a0, b1, b0) = (a >> half, a & mask, b >> half, b & mask);
    let low = mul(a0, b0, half / 2);
    let high = mul(a1, b1, half / 2);
    let cross = mul(a1 ^ a0, b1 ^ b0, half / 2);
    (((cross ^ low) << half) ^ low) ^ mul(high, 1 << (half - 1), half / 2)
}

/// The nim product of several values (1 for none).
///
/// # Example
/// ```
/// use grundy::games::nim_product::nim_product;
/// assert_eq!(nim_product([2, 2, 2]), 1); // 3 ⊗ 2 = (2 ⊕ 1) ⊗ 2 = 3 ⊕ 2
/// assert_eq!(nim_product([5, 0, 9]), 0);
/// ```
pub fn nim_product(values: impl IntoIterator<Item = u64>) -> u64 {
    values.into_iter().fold(1, nim_mul)
}

/// The nim inverse of `a` (`a ⊗ a⁻¹ = 1`), `None` for 0: `a^(2^m - 2)`
/// in the smallest field of `2^m` nimbers holding `a` (`m` a power of two),
/// whose multiplicative group has `2^m - 1` elements.
///
/// # Example
/// ```
/// use grundy::games::nim_product::{nim_inv, nim_mul};
/// assert_eq!(nim_inv(2), Some(3));
/// assert_eq!(nim_mul(nim_inv(12345).unwrap(), 12345), 1);
/// assert_eq!(nim_inv(0), None);
/// ```
pub fn nim_inv(a: u64) -> Option<u64> {
    if a == 0 {
        return None;
    }
    let mut m = 1u32;
    while m < 64 && a >> m != 0 {
        m *= 2;
    }
    // a^(2^m - 2) = a^2 ⊗ a^4 ⊗ ... ⊗ a^(2^(m-1)).
    let (mut square, mut out) = (a, 1);
    for _ in 1..m {
        square = nim_mul(square, square);
        out = nim_mul(out, square);
    }
    Some(out)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::mex::mex;

    /// The products below `n` by the mex definition alone.
    fn by_mex(n: usize) -> Vec<Vec<u64>> {
        let mut t = vec![vec![0u64; n]; n];
        for a in 0..n {
            for b in 0..n {
                let mut seen = Vec::new();
                for x in 0..a {
                    for y in 0..b {
                        seen.push(t[x][b] ^ t[a][y] ^ t[x][y]);
                    }
                }
                t[a][b] = mex(seen);
            }
        }
        t
    }

    #[test]
    fn agrees_with_the_mex_definition_below_64() {
        let t = by_mex(64);
        for (a, row) in t.iter().enumerate() {
            for (b, &want) in row.iter().enumerate() {
                assert_eq!(nim_mul(a as u64, b as u64), want, "{a} * {b}");
            }
        }
    }

    #[test]
    fn field_laws_on_wide_values() {
        // Fermat 2-powers square to themselves plus their half.
        for k in 0..6 {
            let f = 1u64 << (1 << k);
            assert_eq!(nim_mul(f, f), f ^ (f / 2), "F = 2^{}", 1 << k);
        }
        let mut x = 0x9E37_79B9_7F4A_7C15u64;
        let mut next = || {
            x ^= x << 13;
            x ^= x >> 7;
            x ^= x << 17;
            x
        };
        for _ in 0..300 {
            let (a, b, c) = (next(), next(), next());
            assert_eq!(nim_mul(a, b), nim_mul(b, a));
            assert_eq!(nim_mul(nim_mul(a, b), c), nim_mul(a, nim_mul(b, c)));
            assert_eq!(nim_mul(a, b ^ c), nim_mul(a, b) ^ nim_mul(a, c));
            assert_eq!(nim_mul(a, 1), a);
            // No zero divisors: a field.
            assert_ne!(nim_mul(a | 1, b | 1), 0);
        }
    }

    #[test]
    fn inverses_multiply_to_one() {
        for a in (1..300u64).chain([1 << 20, u64::MAX, 0xdead_beef_1234]) {
            assert_eq!(nim_mul(a, nim_inv(a).unwrap()), 1, "{a}");
        }
    }
}
