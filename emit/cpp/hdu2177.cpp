// HDU 2177 (Wythoff's game with winning moves; title in Chinese), for
// `grundy emit hdu2177 --lang cpp`.
// Two piles; take any amount from one, or the same amount from both; last
// taker wins. The losing positions are (a_k, a_k + k) with
// a_k = floor(k phi), phi = (1 + sqrt 5) / 2, and every n >= 1 is in exactly
// one of them (Beatty). Lines `a b` until `0 0`: `0` when the first player
// loses; else `1`, then the position left by each winning move as `x y`
// (x <= y): taking the same amount from both piles first, then lowering the
// larger pile. Each kind has at most one winning move.
// Exact, no floating point: floor(k (sqrt 5 - 2)) by bisection, each step
// comparing squares exactly in two 64-bit words.
// Judge option: G++ (standard C++98 plus long long). Tested warning-free
// (-Wall -Wextra) as g++ -m32 -std=c++98, g++ -m32 -std=c++11,
// g++ -std=c++17 and clang++ -std=c++17.
// Range: both
// piles up to 2^64 - 1.
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include "io.h"
#include "wide.h"

// floor(k (sqrt 5 - 2)), by bisection on the exact test of wide.h: the
// value lies in [0, k / 4] as sqrt 5 - 2 < 1/4.
static u64 frac(u64 k) {
    u64 lo = 0, hi = k / 4 + 1;  // lo is below, hi is not
    while (hi - lo > 1) {
        u64 mid = lo + (hi - lo) / 2;
        if (below_sqrt5_minus_2(k, mid)) lo = mid;
        else hi = mid;
    }
    return lo;
}
// floor((x + frac(x)) / 2) without overflow: x + frac(x) is an integer and
// the fraction dropped from x (sqrt 5 - 2) is below 1, so it does not count.
static u64 half_sum(u64 x, u64 f) { return x / 2 + f / 2 + (x & f & 1); }

// a_k = floor(k phi) = k + floor((k + k (sqrt 5 - 2)) / 2), when it fits in
// 64 bits.
static bool lower(u64 k, u64 &ak) {
    u64 half = half_sum(k, frac(k));
    if (half > ~0ULL - k) return false;
    ak = k + half;
    return true;
}

// The other pile of the losing position holding n, when it fits in 64 bits.
static bool partner(u64 n, u64 &p) {
    // t = floor(n / phi) = floor((n + n (sqrt 5 - 2)) / 2): if n = a_k, k is
    // near t, and if n = a_k + k, k is near n - t.
    u64 t = half_sum(n, frac(n)), ak;
    for (u64 k = t > 0 ? t - 1 : 0; k <= t + 2; ++k)
        if (lower(k, ak) && ak == n) {
            if (k > ~0ULL - n) return false;
            p = n + k;
            return true;
        }
    for (u64 k = n - t > 1 ? n - t - 2 : 0; k <= n - t + 2; ++k)
        if (lower(k, ak) && ak <= ~0ULL - k && ak + k == n) {
            p = ak;
            return true;
        }
    fail();  // unreachable by Beatty's theorem
    return false;
}

// Lowering pile `from` to the partner of pile `keep`, when it is lower.
static bool lower_to_partner(u64 keep, u64 from, u64 &x, u64 &y) {
    u64 p;
    if (!partner(keep, p) || p >= from) return false;
    x = keep < p ? keep : p;
    y = keep < p ? p : keep;
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
            u64 k = b - a, lx, ly, sx, sy, ak = 0;
            bool both = lower(k, ak) && a > ak;
            bool larger = lower_to_partner(a, b, lx, ly);
            bool smaller = lower_to_partner(b, a, sx, sy);
            if (!both && !larger && !smaller) {
                put("0\n", 2);
                continue;
            }
            put("1\n", 2);
            if (both) pair_line(ak, ak + k);
            if (larger) pair_line(lx, ly);
        }
        if (more()) fail();
    }
    return finish();
}
