// HDU 2873 Bomb Game, for `grundy emit hdu2873 --lang cpp`.
// Exploding the bomb at (p, q) makes bombs at (u, q) and (p, v), u < p,
// v < q (one new bomb on row 1 or column 1); two bombs on one square, or one
// on (1, 1), vanish; the last mover wins. A board is the XOR of its bombs:
// with a = p - 1, b = q - 1, g(a, 0) = a, g(0, b) = b and
// g(a, b) = mex{ g(u, b) ^ g(a, v) : u < a, v < b }; colliding bombs cancel
// (G + G = 0) and (1, 1) has no move. Cases `n m` and n rows of `#` and `.`
// (the first row is row 1) until `0 0`: `John` when the XOR is not 0, else
// `Jack`.
// Builds as C++11 and later (and C++98 with long long). Range: boards up to
// 100 x 100 (the table grows to the largest board read); others exit 1.
// Submit as: G++.
// Judge option: G++ (standard C++98 plus long long). Tested warning-free
// (-Wall -Wextra) as g++ -m32 -std=c++98, g++ -m32 -std=c++11,
// g++ -std=c++17 and clang++ -std=c++17.
#include <string>
#include <vector>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include "io.h"
static const int LIMIT = 100;
static unsigned g[LIMIT][LIMIT];
static int grown = 0;  // g is filled for every a, b below `grown`

static void grow(int side) {
    std::vector<unsigned> seen(1 << 12, 0);
    unsigned stamp = 0;
    for (int n = grown; n < side; ++n) {
        for (int b = 0; b <= n; ++b) {
            unsigned v = (unsigned)n;
            if (b > 0) {
                ++stamp;
                for (int u = 0; u < n; ++u)
                    for (int w = 0; w < b; ++w) {
                        unsigned x = g[u][b] ^ g[n][w];
                        if (x >= seen.size()) seen.resize(2 * x + 2, 0);
                        seen[x] = stamp;
                    }
                v = 0;
                while (v < seen.size() && seen[v] == stamp) ++v;
            }
            g[n][b] = g[b][n] = v;
        }
    }
    if (side > grown) grown = side;
}

// The next token's bytes.
static inline void word(std::string &w) {
    if (!more()) fail();
    w.clear();
    for (;;) {
        size_t start = ip;
        while (ip < ilen && !blank(ib[ip])) ++ip;
        w.append(ib + start, ip - start);
        if (ip < ilen || at_eof) return;
        refill();
    }
}

int main() {
    std::string row;
    if (more()) {
        for (;;) {
            u64 n = num();
            if (n > (u64)LIMIT) fail();
            u64 m = num();
            if (n == 0) {
                if (m != 0) fail();
                break;
            }
            if (m == 0 || m > (u64)LIMIT) fail();
            grow((int)(n > m ? n : m));
            unsigned x = 0;
            for (u64 r = 0; r < n; ++r) {
                word(row);
                if (row.size() != m) fail();
                for (u64 c = 0; c < m; ++c) {
                    if (row[c] == '#') x ^= g[r][c];
                    else if (row[c] != '.') fail();
                }
            }
            line(x ? "John" : "Jack");
        }
        if (more()) fail();
    }
    return finish();
}
