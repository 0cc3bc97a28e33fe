// Exact 128-bit products in two 64-bit words, for the files that compare
// squares past 2^64 (poj1067, hdu2177) in standard C++98: no 128-bit type,
// which 32-bit g++ and MSVC lack. `grundy emit PROBLEM --lang cpp` writes
// it in place of the line that includes wide.h (after io.h, for u64).
struct wide {
    u64 hi, lo;
};
// a * b, exactly: four 32-bit partial products.
inline wide mul_wide(u64 a, u64 b) {
    const u64 low32 = 0xFFFFFFFFULL;
    u64 a0 = a & low32, a1 = a >> 32, b0 = b & low32, b1 = b >> 32;
    u64 p00 = a0 * b0, p01 = a0 * b1, p10 = a1 * b0;
    u64 mid = (p00 >> 32) + (p01 & low32) + (p10 & low32);  // below 3 * 2^32
    wide r;
    r.lo = (mid << 32) | (p00 & low32);
    r.hi = a1 * b1 + (p01 >> 32) + (p10 >> 32) + (mid >> 32);
    return r;
}
// a + b; false when the sum does not fit in 128 bits.
inline bool add_wide(wide a, wide b, wide &sum) {
    sum.lo = a.lo + b.lo;
    u64 carry = sum.lo < a.lo ? 1 : 0;
    sum.hi = a.hi + b.hi + carry;
    return sum.hi > a.hi || (sum.hi == a.hi && carry == 0 && b.hi == 0);
}
// a <= b.
inline bool wide_le(wide a, wide b) { return a.hi < b.hi || (a.hi == b.hi && a.lo <= b.lo); }
// True when f <= k (sqrt 5 - 2), for any k and f below 2^64: that is
// (2k + f)^2 <= 5k^2, that is 4fk + f^2 <= k^2, where a left side past
// 2^128 is past k^2 < 2^128 too.
inline bool below_sqrt5_minus_2(u64 k, u64 f) {
    if ((k | f) >> 30 == 0) return f * (4 * k + f) <= k * k;  // all below 2^63
    wide fk = mul_wide(f, k), sum;
    if (fk.hi >> 62) return false;  // 4fk >= 2^128
    fk.hi = fk.hi << 2 | fk.lo >> 62;
    fk.lo <<= 2;
    return add_wide(fk, mul_wide(f, f), sum) && wide_le(sum, mul_wide(k, k));
}
