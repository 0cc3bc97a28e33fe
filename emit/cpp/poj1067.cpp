// POJ 1067 (Wythoff's game; title in Chinese), for `grundy emit poj1067 --lang cpp`.
// Two piles; take any amount from one, or the same amount from both; last
// taker wins. The losing positions are (a_k, a_k + k) with
// a_k = floor(k phi), phi = (1 + sqrt 5) / 2. Lines `a b` until end of
// input; `1` when the first player wins, else `0`.
// Exact, no floating point: with a <= b and k = b - a, a = floor(k phi)
// means g <= k (sqrt 5 - 2) < g + 2 with g = 2a - 3k, and each side is
// decided by comparing squares, in 128 bits when 64 are not enough
// (k sqrt 5 is irrational for k > 0, so no comparison is ever equal).
// Double-precision formulas misjudge (165580140, 267914295) and others.
// Builds as C++11 and later (g++ or clang: unsigned __int128). Range: both
// piles up to 2^64 - 1.
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include "io_fast.h"
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
static inline bool losing(u64 a, u64 b) {
    if (a > b) {
        u64 t = a;
        a = b;
        b = t;
    }
    u64 k = b - a;
    if (k == 0) return a == 0;
    if (a < k) return false;        // floor(k phi) >= k
    u64 d = a - k;                  // g = 2d - k
    if (d > k) return false;        // g > k > k (sqrt 5 - 2)
    u64 g1 = 2 * d + 1;             // g + 1: no overflow, as 2k <= a + k = b
    if (g1 < k) return false;       // g < -1
    if (g1 == k) return !below(k, 1);  // g = -1: is k (sqrt 5 - 2) < 1?
    u64 g = g1 - 1 - k;
    return below(k, g) && !below(k, g + 2);
}

int main() {
    while (more()) {
        u64 piles[2];
        for (int i = 0; i < 2; ++i) piles[i] = num_fast();  // one call site: inlined
        put(losing(piles[0], piles[1]) ? "0\n" : "1\n", 2);
    }
    return finish();
}
