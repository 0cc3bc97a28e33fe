// POJ 1067 (Wythoff's game; title in Chinese), for `grundy emit poj1067 --lang cpp`.
// Two piles; take any amount from one, or the same amount from both; last
// taker wins. The losing positions are (a_k, a_k + k) with
// a_k = floor(k phi), phi = (1 + sqrt 5) / 2. Lines `a b` until end of
// input; `1` when the first player wins, else `0`.
// Exact, no floating point: with a <= b and k = b - a, a = floor(k phi)
// means g <= k (sqrt 5 - 2) < g + 2 with g = 2a - 3k, and each side is
// decided by comparing squares, in two 64-bit words when one is not enough
// (k sqrt 5 is irrational for k > 0, so no comparison is ever equal).
// Double-precision formulas misjudge (165580140, 267914295) and others.
// Judge option: G++ (standard C++98 plus long long). Tested warning-free
// (-Wall -Wextra) as g++ -m32 -std=c++98, g++ -m32 -std=c++11,
// g++ -std=c++17 and clang++ -std=c++17.
// Range: both
// piles up to 2^64 - 1.
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include "io_fast.h"
#include "wide.h"

// below(k, f): f <= k (sqrt 5 - 2), exactly (wide.h).
static inline bool below(u64 k, u64 f) { return below_sqrt5_minus_2(k, f); }
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
