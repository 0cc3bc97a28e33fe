//! Byte tricks behind the scanner's fast path, in safe portable Rust.
//!
//! - [`space_mask`] classifies 64 bytes at once. It is written as two plain
//!   loops that LLVM turns into SSE2 compares (the x86-64 baseline, so no
//!   `target-cpu` is needed) and eight multiplications that gather one bit
//!   per byte, a portable stand-in for `pmovmskb`.
//! - [`digit_count`] and [`eight_digits`] parse up to eight decimal digits
//!   held in one `u64` (SWAR: SIMD within a register), with no branch on the
//!   number's length.
//! - [`count_newlines`] counts line ends in byte-wide lanes, which LLVM
//!   vectorises, so line numbers cost almost nothing per refill.

/// `(byte i is 0 or 1) -> bit i` for the eight bytes of a word: every product
/// lands in the top byte at its own bit, with no carries.
const GATHER_BITS: u64 = 0x0102_0408_1020_4080;

/// A word of eight `b'0'` bytes.
const ASCII_ZEROS: u64 = 0x3030_3030_3030_3030;

/// True for the bytes that separate tokens: space, tab, LF, VT, FF, CR.
#[inline(always)]
pub fn is_space(b: u8) -> bool {
    // `|`, not `||`: no branch, so the loop in `space_mask` vectorises.
    (b == b' ') | (b.wrapping_sub(b'\t') < 5)
}

/// True for the decimal digits.
#[inline(always)]
pub fn is_digit(b: u8) -> bool {
    b.wrapping_sub(b'0') < 10
}

/// Bit i set when `block[i]` is whitespace (see [`is_space`]).
///
/// # Panics
/// When `block` holds fewer than 64 bytes.
///
/// # Complexity
/// About 70 instructions for the 64 bytes, no branches.
#[inline(never)]
pub fn space_mask(block: &[u8]) -> u64 {
    let mut flags = [0u8; 64];
    for (f, &b) in flags.iter_mut().zip(&block[..64]) {
        *f = u8::from(is_space(b));
    }
    let mut mask = 0;
    for (i, word) in flags.chunks_exact(8).enumerate() {
        let word = u64::from_le_bytes(word.try_into().unwrap_or_default());
        mask |= (word.wrapping_mul(GATHER_BITS) >> 56) << (8 * i);
    }
    mask
}

/// The eight bytes at `bytes[i..i + 8]` as a little-endian word.
///
/// # Panics
/// When fewer than eight bytes follow `i` (callers keep a padded buffer).
#[inline(always)]
pub fn word_at(bytes: &[u8], i: usize) -> u64 {
    let mut w = [0u8; 8];
    w.copy_from_slice(&bytes[i..i + 8]);
    u64::from_le_bytes(w)
}

/// A little-endian word of bytes -> (its digit values, how many bytes lead
/// with a decimal digit, 0..=8). The digit values are only meaningful in the
/// leading digit bytes.
#[inline(always)]
pub fn digit_count(word: u64) -> (u64, usize) {
    // Digits become 0..=9; every other byte becomes 10..=255.
    let v = word ^ ASCII_ZEROS;
    // High bit set in each byte >= 10. Carries only leave bytes that are
    // already flagged, so the lowest flag is the first non-digit.
    let flags = (v.wrapping_add(0x7676_7676_7676_7676) | v) & 0x8080_8080_8080_8080;
    (v, (flags.trailing_zeros() / 8) as usize)
}

/// The value of the first `n` digits (1..=8) of `v` as returned by
/// [`digit_count`].
#[inline(always)]
pub fn leading_digits(v: u64, n: usize) -> u64 {
    debug_assert!((1..=8).contains(&n));
    eight_digits(v << (64 - 8 * n as u32))
}

/// Eight digit values (0..=9, first digit in the low byte) -> their number,
/// with three multiplications: neighbours into pairs, pairs into fours,
/// fours into the eight (Lemire's method; no mask is needed before the
/// first step since every byte is at most 9).
#[inline(always)]
pub fn eight_digits(v: u64) -> u64 {
    let pairs = (v.wrapping_mul(10 << 8 | 1) >> 8) & 0x00FF_00FF_00FF_00FF;
    let fours = (pairs.wrapping_mul(100 << 16 | 1) >> 16) & 0x0000_FFFF_0000_FFFF;
    fours.wrapping_mul(10_000 << 32 | 1) >> 32
}

/// The number at `bytes[at..]` when it is 1 to 19 digits followed by a
/// whitespace byte: (its value, its digit count). `None` for anything else
/// (no digit first, 20 digits or more, any other byte after the digits),
/// which the caller reads the careful way. Reads up to 20 bytes from `at`;
/// with an array whose length the compiler can compare `at` with, no bounds
/// check is left.
///
/// A number of up to 7 digits is one word; one of 8 or more is its first
/// word and then a digit at a time, which for the 9 and 10 digits of the
/// usual judge bound (10^9) is cheaper than a second word.
#[inline(always)]
pub fn spaced_number<const N: usize>(bytes: &[u8; N], at: usize) -> Option<(u64, usize)> {
    let (v, n) = digit_count(word_at(bytes, at));
    if n.wrapping_sub(1) < 7 {
        // 1..=7 digits: the terminator is in the same word.
        if !is_space_first(bytes[at + n]) {
            return None;
        }
        let value = if n <= 4 {
            u64::from(four_digits((v as u32) << (32 - 8 * n as u32)))
        } else {
            leading_digits(v, n)
        };
        return Some((value, n));
    }
    if n == 0 {
        return None;
    }
    let mut value = eight_digits(v);
    let mut n = 8;
    // 19 digits cannot overflow a `u64`; 20 may.
    while let digit @ 0..=9 = bytes[at + n].wrapping_sub(b'0') {
        if n == 19 {
            return None;
        }
        value = value * 10 + u64::from(digit);
        n += 1;
    }
    if !is_space_first(bytes[at + n]) {
        return None;
    }
    Some((value, n))
}

/// Four digit values (0..=9, first digit in the low byte) -> their number,
/// in 32 bits: two multiplications and no 64-bit constants, for the short
/// numbers most judge inputs are made of.
#[inline(always)]
pub fn four_digits(v: u32) -> u32 {
    let pairs = (v.wrapping_mul(10 << 8 | 1) >> 8) & 0x00FF_00FF;
    pairs.wrapping_mul(100 << 16 | 1) >> 16
}

/// [`is_space`] with the usual separator tested first and on its own, for
/// a branch that is almost always taken the same way.
#[inline(always)]
fn is_space_first(b: u8) -> bool {
    b == b' ' || b == b'\n' || is_space(b)
}

/// `10^i` for the digit counts of one word.
pub const POW10: [u64; 9] = [
    1,
    10,
    100,
    1_000,
    10_000,
    100_000,
    1_000_000,
    10_000_000,
    100_000_000,
];

/// How many `\n` bytes `bytes` holds.
///
/// # Complexity
/// O(n), vectorised: each run of 192 bytes (a multiple of the vector width,
/// below 256) is summed in wrapping `u8` lanes; the true count of a run fits
/// in a `u8`, so the wrapped sum is exact.
pub fn count_newlines(bytes: &[u8]) -> u64 {
    let mut runs = bytes.chunks_exact(192);
    let whole: u64 = (&mut runs)
        .map(|run| {
            let n = run
                .iter()
                .fold(0u8, |n, &b| n.wrapping_add(u8::from(b == b'\n')));
            u64::from(n)
        })
        .sum();
    whole + runs.remainder().iter().filter(|&&b| b == b'\n').count() as u64
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn space_mask_matches_is_space() {
        let mut block = [0u8; 64];
        for start in 0..=255u8 {
            for (i, b) in block.iter_mut().enumerate() {
                *b = [start, b'7', b' ', b'\n'][(i * 7 + usize::from(start)) % 4];
            }
            let mask = space_mask(&block);
            for (i, &b) in block.iter().enumerate() {
                assert_eq!(mask >> i & 1 == 1, is_space(b), "byte {b:#x}");
            }
        }
        let spaces: Vec<u8> = (0..=255).filter(|&b| is_space(b)).collect();
        assert_eq!(spaces, b"\t\n\x0b\x0c\r ");
    }

    #[test]
    fn four_digits_matches_the_plain_loop() {
        for n in 0..10_000u32 {
            let text = format!("{n:04}");
            let v = u32::from_le_bytes(text.as_bytes().try_into().unwrap()) ^ 0x3030_3030;
            assert_eq!(four_digits(v), n);
        }
    }

    #[test]
    fn eight_digits_matches_the_plain_loop() {
        for s in ["00000000", "12345678", "99999999", "10000000", "00000001"] {
            let (v, n) = digit_count(word_at(s.as_bytes(), 0));
            assert_eq!(n, 8);
            assert_eq!(eight_digits(v), s.parse::<u64>().unwrap(), "{s}");
        }
    }

    #[test]
    fn digit_count_stops_at_the_first_non_digit() {
        for s in [
            "7 ......",
            "1234567x",
            "/:09 ...",
            "\0\0\0\0\0\0\0\0",
            "0\t",
            "12\n",
        ] {
            let mut bytes = [0u8; 8];
            bytes[..s.len()].copy_from_slice(s.as_bytes());
            let (v, n) = digit_count(word_at(&bytes, 0));
            let expected = s.bytes().take_while(u8::is_ascii_digit).count();
            assert_eq!(n, expected, "{s:?}");
            if n > 0 {
                assert_eq!(leading_digits(v, n), s[..n].parse::<u64>().unwrap());
            }
        }
    }

    #[test]
    fn spaced_number_needs_whitespace_after_at_most_19_digits() {
        let padded = |s: &str| {
            let mut v = s.as_bytes().to_vec();
            v.resize(32, 0);
            <[u8; 32]>::try_from(v).unwrap()
        };
        for len in 1..=19 {
            let digits = &"9182736455463728199"[..len];
            for sep in [" ", "\t", "\n", "\r", "\x0b", "\x0c"] {
                let text = padded(&format!("{digits}{sep}7"));
                assert_eq!(
                    spaced_number(&text, 0),
                    Some((digits.parse().unwrap(), len)),
                    "{digits:?}{sep:?}"
                );
            }
            for bad in ["x", "", "-", "\0", "/", ":"] {
                let text = padded(&format!("{digits}{bad}"));
                assert_eq!(spaced_number(&text, 0), None, "{digits:?}{bad:?}");
            }
        }
        assert_eq!(spaced_number(&padded("12345678901234567890 "), 0), None);
        assert_eq!(spaced_number(&padded("99999999999999999999 "), 0), None);
        assert_eq!(spaced_number(&padded(" 1"), 0), None);
        assert_eq!(spaced_number(&padded("00000000 "), 0), Some((0, 8)));
    }

    #[test]
    fn count_newlines_on_long_and_short_runs() {
        let mut bytes = Vec::new();
        let mut expected = 0;
        for i in 0..40_000u32 {
            let b = [b'\n', b'a', b'\r', 0xff][(i.wrapping_mul(2_654_435_761) >> 30) as usize];
            expected += u64::from(b == b'\n');
            bytes.push(b);
        }
        assert_eq!(count_newlines(&bytes), expected);
        assert_eq!(count_newlines(&[b'\n'; 9000]), 9000);
        assert_eq!(count_newlines(b""), 0);
    }
}
