// HDU 1848 Fibonacci again and again, for `grundy emit hdu1848 --lang cpp`.
// Three heaps; a move takes a Fibonacci number (1, 2, 3, 5, 8, ...) from one
// heap; last taker wins. Sprague-Grundy: g(n) = mex of g(n - f) over the
// Fibonacci f <= n, built up to the largest heap seen; `Fibo` (first player)
// wins when g(m) ^ g(n) ^ g(p) != 0, else `Nacci`. Lines `m n p` until
// `0 0 0` (a line with only some zeros is a case).
// Judge option: G++ (standard C++98 plus long long). Tested warning-free
// (-Wall -Wextra) as g++ -m32 -std=c++98, g++ -m32 -std=c++11,
// g++ -std=c++17 and clang++ -std=c++17.
// Range: heaps up to 4194303 (2^22 - 1), as
// grundy; a larger heap is rejected like bad input.
#include <vector>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include "io.h"
static const u64 HEAP_LIMIT = (1u << 22) - 1;
static std::vector<u64> fib;
static std::vector<unsigned char> g(1, 0);  // g values stay below 64

static unsigned grundy(u64 heap) {
    if (heap > HEAP_LIMIT) fail();
    while (g.size() <= heap) {
        u64 n = g.size(), seen = 0;
        for (size_t i = 0; i < fib.size() && fib[i] <= n; ++i) seen |= 1ULL << g[n - fib[i]];
        unsigned mex = 0;
        while (seen >> mex & 1) ++mex;
        g.push_back((unsigned char)mex);
    }
    return g[heap];
}

int main() {
    for (u64 a = 1, b = 2; a <= HEAP_LIMIT; b += a, a = b - a) fib.push_back(a);
    if (more()) {
        for (;;) {
            u64 m = num();
            unsigned x = grundy(m);
            u64 n = num();
            x ^= grundy(n);
            u64 p = num();
            x ^= grundy(p);
            if (m == 0 && n == 0 && p == 0) break;
            line(x ? "Fibo" : "Nacci");
        }
        if (more()) fail();
    }
    return finish();
}
