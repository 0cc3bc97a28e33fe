// HDU 1524 A Chess Game (= POJ 2425), for `grundy emit hdu1524 --lang cpp`.
// Chessmen on a directed acyclic graph; a move slides one chessman along an
// edge; whoever cannot move loses. g(v) = mex of g over v's out-positions,
// found sinks first (Kahn's order on the reversed edges, no recursion); a
// query is `WIN` when the XOR of its chessmen's values is non-zero, else
// `LOSE`. Test cases until the input ends: `N`, N lines `Xi t...`, query
// lines `M p...`, a line `0`. Positions must lie in 0..N-1 and the graph
// must have no cycle (else it stops like bad input); an N of 0 where a case
// would start must end the input.
// Builds as C++98 (and later; also -m32). Range: N up to 2^24 positions
// (grundy takes more; a larger N is rejected like bad input); list lengths,
// M and the number of queries up to 2^64 - 1.
// Submit as: G++.
// Judge option: G++ (standard C++98 plus long long). Tested warning-free
// (-Wall -Wextra) as g++ -m32 -std=c++98, g++ -m32 -std=c++11,
// g++ -std=c++17 and clang++ -std=c++17.
#include <vector>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include "io.h"
static std::vector<unsigned> start, target, rstart, source, pending, ready, stamp, g;

int main() {
    while (more()) {
        u64 n = num();
        if (n == 0) {
            if (more()) fail();
            break;
        }
        if (n > (1u << 24)) fail();
        start.assign(1, 0);
        target.clear();
        for (u64 v = 0; v < n; ++v) {
            for (u64 x = num(); x; --x) {
                u64 t = num();
                if (t >= n) fail();
                target.push_back((unsigned)t);
            }
            start.push_back((unsigned)target.size());
        }
        // Reversed edges, then values from the sinks up.
        rstart.assign(n + 1, 0);
        for (size_t e = 0; e < target.size(); ++e) ++rstart[target[e] + 1];
        for (unsigned v = 0; v < n; ++v) rstart[v + 1] += rstart[v];
        source.resize(target.size() + 1);
        std::vector<unsigned> fill(rstart.begin(), rstart.end() - 1);
        for (unsigned v = 0; v < n; ++v)
            for (unsigned e = start[v]; e < start[v + 1]; ++e) source[fill[target[e]]++] = v;
        pending.resize(n);
        ready.clear();
        for (unsigned v = 0; v < n; ++v)
            if ((pending[v] = start[v + 1] - start[v]) == 0) ready.push_back(v);
        stamp.assign(n + 1, 0);
        g.assign(n, 0);
        unsigned done = 0;
        while (!ready.empty()) {
            unsigned v = ready.back();
            ready.pop_back();
            unsigned degree = start[v + 1] - start[v];
            for (unsigned e = start[v]; e < start[v + 1]; ++e)
                if (g[target[e]] <= degree) stamp[g[target[e]]] = v + 1;
            unsigned mex = 0;
            while (stamp[mex] == v + 1) ++mex;
            g[v] = mex;
            ++done;
            for (unsigned e = rstart[v]; e < rstart[v + 1]; ++e)
                if (--pending[source[e]] == 0) ready.push_back(source[e]);
        }
        if (done < n) fail();  // a cycle: the game would not end
        for (;;) {
            u64 m = num();
            if (m == 0) break;
            unsigned x = 0;
            for (; m; --m) {
                u64 p = num();
                if (p >= n) fail();
                x ^= g[p];
            }
            line(x ? "WIN" : "LOSE");
        }
    }
    return finish();
}
