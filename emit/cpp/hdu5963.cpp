// HDU 5963 (friends: the path-flip game on a tree), for `grundy emit hdu5963 --lang cpp`.
// Edges weigh 0 or 1; with root x, a move picks a node whose edge to its
// parent weighs 1 and flips every edge on its path to the root; whoever
// cannot move loses. Every move flips exactly one edge at the root and the
// game ends with all edges 0, so the first player (the girl) wins exactly
// when an odd number of weight-1 edges meet at x: `Girls win!`, else
// `Boys win!`. `T`, then per case `n m`, n - 1 edges `x y z` (a tree on
// 1..n, z 0 or 1), and m operations: `0 x` asks, `1 x y z` sets the weight
// of edge x-y to z.
// Judge option: G++ (standard C++98 plus long long). Tested warning-free
// (-Wall -Wextra) as g++ -m32 -std=c++98, g++ -m32 -std=c++11,
// g++ -std=c++17 and clang++ -std=c++17.
// Range: n up to 2^22 nodes per case (grundy
// takes more; a larger n is rejected like bad input), m up to 2^64 - 1.
#include <algorithm>
#include <vector>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include "io.h"
static std::vector<unsigned> up, start;  // union-find; adjacency offsets
static std::vector<u64> adj;  // per node, sorted: neighbour << 32 | edge index
static std::vector<unsigned char> odd, weight;

static unsigned root(unsigned v) {
    while (up[v] != v) v = up[v] = up[up[v]];
    return v;
}

// The index of edge x-y, or fail() when there is none.
static unsigned edge(unsigned x, u64 y) {
    if (y >> 32) fail();
    const u64 *end = &adj[0] + start[x + 1];
    const u64 *begin = &adj[0] + start[x], *at = std::lower_bound(begin, end, y << 32);
    if (at == end || *at >> 32 != y) fail();
    return (unsigned)*at;
}

int main() {
    std::vector<unsigned> ex, ey;
    if (more()) {
        for (u64 cases = num(); cases; --cases) {
            u64 n = num();
            if (n < 1 || n > (1u << 22)) fail();
            u64 ops = num();
            up.resize(n + 1);
            for (unsigned v = 0; v <= n; ++v) up[v] = v;
            odd.assign(n + 1, 0);
            start.assign(n + 2, 0);
            ex.clear(), ey.clear(), weight.clear();
            for (u64 e = 1; e < n; ++e) {
                u64 x = num();
                if (x < 1 || x > n) fail();
                u64 y = num();
                if (y < 1 || y > n || root((unsigned)x) == root((unsigned)y)) fail();
                u64 z = num();
                if (z > 1) fail();
                up[root((unsigned)x)] = root((unsigned)y);
                ex.push_back((unsigned)x), ey.push_back((unsigned)y), weight.push_back((unsigned char)z);
                odd[x] ^= (unsigned char)z, odd[y] ^= (unsigned char)z;
                ++start[x + 1], ++start[y + 1];
            }
            for (unsigned v = 0; v <= n; ++v) start[v + 1] += start[v];
            adj.resize(2 * ex.size() + 1);
            std::vector<unsigned> next(start.begin(), start.end() - 1);
            for (unsigned e = 0; e < ex.size(); ++e) {
                adj[next[ex[e]]++] = (u64)ey[e] << 32 | e;
                adj[next[ey[e]]++] = (u64)ex[e] << 32 | e;
            }
            for (unsigned v = 1; v <= n; ++v) std::sort(&adj[0] + start[v], &adj[0] + start[v + 1]);
            for (; ops; --ops) {
                u64 kind = num();
                if (kind > 1) fail();
                u64 x = num();
                if (x < 1 || x > n) fail();
                if (kind == 0) {
                    line(odd[x] ? "Girls win!" : "Boys win!");
                    continue;
                }
                unsigned e = edge((unsigned)x, num());
                u64 z = num();
                if (z > 1) fail();
                if (weight[e] != z) {
                    weight[e] = (unsigned char)z;
                    odd[ex[e]] ^= 1, odd[ey[e]] ^= 1;
                }
            }
        }
        if (more()) fail();
    }
    return finish();
}
