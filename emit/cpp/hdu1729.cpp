// HDU 1729 Stone Game, for `grundy emit hdu1729 --lang cpp`.
// Boxes of size s holding c stones; a move adds 1..c^2 stones to one box
// (never past s); whoever cannot move loses. With t the largest integer
// where t + t^2 < s: c > t gives g = s - c (the box fills like a heap),
// c = t is lost (g = 0), and c < t plays inside a box of size t. The first
// player wins when the XOR over the boxes is non-zero. Per case `N`, then N
// lines `s c` (c <= s); N = 0 ends the input. `Case k:` then `Yes` / `No`.
// Judge option: G++ (standard C++98 plus long long). Tested warning-free
// (-Wall -Wextra) as g++ -m32 -std=c++98, g++ -m32 -std=c++11,
// g++ -std=c++17 and clang++ -std=c++17.
// Range: s and c up to 2^64 - 1 (t by an exact
// integer bisection in 64 bits).
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include "io.h"

// The largest t with t^2 + t < s, for s >= 1.
static u64 largest_unfillable(u64 s) {
    u64 lo = 0, hi = 1ULL << 32;  // lo fits, hi does not
    while (hi - lo > 1) {
        u64 mid = lo + (hi - lo) / 2;
        if (mid * mid + mid < s) lo = mid;  // mid (mid + 1) < 2^64
        else hi = mid;
    }
    return lo;
}

static u64 box_grundy(u64 s, u64 c) {
    while (s) {
        u64 t = largest_unfillable(s);
        if (c > t) return s - c;
        if (c == t) return 0;
        s = t;
    }
    return 0;
}

int main() {
    u64 k = 0;
    if (more()) {
        for (;;) {
            u64 boxes = num(), x = 0;
            if (boxes == 0) break;
            while (boxes--) {
                u64 s = num(), c = num();
                if (c > s) fail();
                x ^= box_grundy(s, c);
            }
            put("Case ", 5);
            putu(++k);
            put(":\n", 2);
            line(x ? "Yes" : "No");
        }
        if (more()) fail();
    }
    return finish();
}
