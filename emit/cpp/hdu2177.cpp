// HDU 2177 (Wythoff's game with winning moves; title in Chinese), for
// `grundy emit hdu2177 --lang cpp`.
// Two piles; take any amount from one, or the same amount from both; last
// taker wins. The losing positions are (a_k, a_k + k) with
// a_k = floor(k phi), phi = (1 + sqrt 5) / 2, and every n >= 1 is in exactly
// one of them (Beatty). Lines `a b` until `0 0`: `0` when the first player
// loses; else `1`, then the position left by each winning move as `x y`
// (x <= y): taking the same amount from both piles first, then lowering the
// larger pile. Each kind has at most one winning move.
// Exact, no floating point in any answer: floor(k (sqrt 5 - 2)) is
// estimated with long double and then corrected by exact 128-bit squares.
// Builds as C++11 and later (g++ or clang: unsigned __int128). Range: both
// piles up to 2^64 - 1.
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include "io.h"
typedef unsigned __int128 u128;

// True when f <= k (sqrt 5 - 2), that is (2k + f)^2 <= 5k^2, that is
// f (4k + f) <= k^2: exact, as a product past 2^128 exceeds k^2 < 2^128.
static inline bool below(u64 k, u64 f) {
    if ((k | f) >> 30 == 0) return f * (4 * k + f) <= k * k;  // all below 2^63
    u128 w = (u128)k * 4 + f, p;
    if (w >> 64) {
        if (__builtin_mul_overflow((u128)f, w, &p)) return false;
    } else {
        p = (u128)f * (u64)w;
    }
    return p <= (u128)k * k;
}
// floor(k (sqrt 5 - 2)).
static u64 frac(u64 k) {
    u64 f = (u64)((long double)k * 0.236067977499789696409L);
    while (f > 0 && !below(k, f)) --f;
    while (below(k, f + 1)) ++f;
    return f;
}

// a_k = floor(k phi) = (k + floor(k sqrt 5)) / 2 = (3k + frac(k)) / 2.
static u128 lower(u64 k) { return ((u128)k * 3 + frac(k)) / 2; }

// The other pile of the losing position holding n.
static u128 partner(u64 n) {
    // t = floor(n / phi) = (floor(n sqrt 5) - n) / 2: if n = a_k, k is near t,
    // and if n = a_k + k, k is near n - t.
    u64 t = (u64)(((u128)n + frac(n)) / 2);
    for (u64 k = t > 0 ? t - 1 : 0; k <= t + 2; ++k)
        if (lower(k) == n) return (u128)n + k;
    for (u64 k = n - t > 1 ? n - t - 2 : 0; k <= n - t + 2; ++k)
        if (lower(k) + k == n) return lower(k);
    fail();  // unreachable by Beatty's theorem
    return 0;
}

// Lowering pile `from` to the partner of pile `keep`, when it is lower.
static bool lower_to_partner(u64 keep, u64 from, u64 &x, u64 &y) {
    u128 p = partner(keep);
    if (p >= from) return false;
    x = keep < p ? keep : (u64)p;
    y = keep < p ? (u64)p : keep;
    return true;
}

static void pair_line(u64 x, u64 y) {
    putu(x);
    put(" ", 1);
    putu(y);
    put("\n", 1);
}

int main() {
    if (more()) {
        for (;;) {
            u64 a = num(), b = num();
            if (a == 0 && b == 0) break;
            if (a > b) {
                u64 t = a;
                a = b;
                b = t;
            }
            u64 k = b - a, lx, ly, sx, sy;
            u128 ak = lower(k);
            bool both = a > ak;
            bool larger = lower_to_partner(a, b, lx, ly);
            bool smaller = lower_to_partner(b, a, sx, sy);
            if (!both && !larger && !smaller) {
                put("0\n", 2);
                continue;
            }
            put("1\n", 2);
            if (both) pair_line((u64)ak, (u64)ak + k);
            if (larger) pair_line(lx, ly);
        }
        if (more()) fail();
    }
    return finish();
}
