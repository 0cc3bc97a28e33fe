// POJ 2311 Cutting Game, for `grundy emit poj2311 --lang cpp`.
// Cut one piece of a W x H sheet in two along a grid line; whoever first
// cuts out a 1 x 1 wins. A cut leaving a strip of width 1 lets the opponent
// cut a 1 x 1 off it at once, so play is normal play on pieces with both
// sides at least 2: g(w, h) = mex of g(a, h) ^ g(w - a, h) (2 <= a <= w - 2)
// and g(w, b) ^ g(w, h - b) (2 <= b <= h - 2); 2 x 2 to 3 x 3 are 0. Lines
// `W H` until the end of the input: `WIN` when g(W, H) != 0, else `LOSE`.
// A side of 1 (past the bounds): 1 x 1 `LOSE` (no cut), 1 x k `WIN`.
// Builds as C++11 and later (and C++98 with long long). Range: sides 1 to
// 400 (the table grows to the largest side read); others exit 1.
// Submit as: G++.
// Judge option: G++ (standard C++98 plus long long). Tested warning-free
// (-Wall -Wextra) as g++ -m32 -std=c++98, g++ -m32 -std=c++11,
// g++ -std=c++17 and clang++ -std=c++17.
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include "io.h"
static const int LIMIT = 400;
static unsigned char g[LIMIT + 1][LIMIT + 1];
static int grown = 2;  // g is filled for every side below `grown`

static void grow(int side) {
    static bool seen[2 * LIMIT + 2];
    for (int n = grown; n < side; ++n) {
        for (int w = 2; w <= n; ++w) {
            memset(seen, 0, (size_t)(w + n + 1));
            for (int a = 2; a <= w - 2; ++a) seen[g[a][n] ^ g[w - a][n]] = true;
            for (int b = 2; b <= n - 2; ++b) seen[g[w][b] ^ g[w][n - b]] = true;
            int mex = 0;
            while (seen[mex]) ++mex;
            g[w][n] = g[n][w] = (unsigned char)mex;
        }
    }
    if (side > grown) grown = side;
}

int main() {
    while (more()) {
        u64 w = num();
        if (w == 0 || w > (u64)LIMIT) fail();
        u64 h = num();
        if (h == 0 || h > (u64)LIMIT) fail();
        bool wins;
        if (w == 1 || h == 1) {
            wins = w + h > 2;
        } else {
            grow((int)(w > h ? w : h) + 1);
            wins = g[w][h] != 0;
        }
        line(wins ? "WIN" : "LOSE");
    }
    return finish();
}
