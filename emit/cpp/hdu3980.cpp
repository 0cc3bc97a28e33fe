// HDU 3980 Paint Chain, for `grundy emit hdu3980 --lang cpp`.
// A circle of N beads; a move paints M consecutive unpainted beads; the
// last mover wins. N < M: no move, the second player (abcdxyzk) wins.
// Otherwise the first move leaves a line of L = N - M beads, where painting
// M in a row of a run of l leaves runs x and l - M - x:
// g(l) = 0 for l < M, else mex{ g(x) ^ g(l - M - x) : 0 <= x <= l - M };
// the second player moves first on the line, so aekdycoin wins exactly when
// g(L) = 0. Tables are kept per M. `T`, then T lines `N M`:
// `Case #k: aekdycoin` / `Case #k: abcdxyzk`.
// Builds as C++11 and later (and C++98 with long long). Range: N and M up
// to 2^64 - 1 when N < 2M or M <= 2 (M = 1: g(l) = l mod 2; M = 2 is
// Dawson's Kayles, period 34 from l = 52 on), else N - M up to 4096; other
// inputs and M = 0 are refused (exit 1). Submit as: G++.
// Judge option: G++ (standard C++98 plus long long). Tested warning-free
// (-Wall -Wextra) as g++ -m32 -std=c++98, g++ -m32 -std=c++11,
// g++ -std=c++17 and clang++ -std=c++17.
#include <map>
#include <vector>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include "io.h"
static const u64 LIMIT = 4096;
static std::map<u64, std::vector<unsigned> > tables;

// g(0..LIMIT) of the line game painting m beads (m <= LIMIT).
static const std::vector<unsigned> &table(u64 m) {
    std::vector<unsigned> &g = tables[m];
    if (g.empty()) {
        g.assign(LIMIT + 1, 0);
        std::vector<char> seen;
        for (u64 l = m; l <= LIMIT; ++l) {
            u64 rest = l - m;
            seen.assign(rest + 2, 0);
            for (u64 x = 0; x <= rest / 2; ++x) {
                unsigned v = g[x] ^ g[rest - x];
                if (v <= rest + 1) seen[v] = 1;
            }
            unsigned mex = 0;
            while (seen[mex]) ++mex;
            g[l] = mex;
        }
    }
    return g;
}

int main() {
    if (more()) {
        u64 cases = num();
        for (u64 k = 1; k <= cases; ++k) {
            u64 n = num(), m = num();
            if (m == 0) fail();
            bool first_wins;
            if (n < m) {
                first_wins = false;
            } else {
                u64 l = n - m;
                unsigned g = 0;
                if (l < m) g = 0;
                else if (m == 1) g = (unsigned)(l % 2);
                else if (m == 2) g = table(2)[l <= LIMIT ? l : 4000 + (l - 4000) % 34];
                else if (l <= LIMIT) g = table(m)[l];
                else fail();
                first_wins = g == 0;
            }
            put("Case #", 6);
            putu(k);
            line(first_wins ? ": aekdycoin" : ": abcdxyzk");
        }
        if (more()) fail();
    }
    return finish();
}
