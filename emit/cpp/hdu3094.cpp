// HDU 3094 A tree game, for `grundy emit hdu3094 --lang cpp`.
// Green Hackenbush on a tree rooted at vertex 1: a move cuts an edge and
// what no longer reaches the root falls; whoever cannot move loses. Colon
// principle: g(v) = XOR over the children c of (g(c) + 1); Alice, who moves
// first, wins when g(1) != 0. `T`, then per case `N` and N - 1 edges `I J`
// in either orientation (checked to form a tree on 1..N: an edge closing a
// cycle is rejected like bad input). The tree is rooted by a BFS and the
// values are summed in reverse BFS order: no recursion, so a path of 10^5
// vertices is fine.
// Builds as C++98 (and later; also -m32). Range: N up to 2^22 vertices per
// case (grundy takes more; a larger N is rejected like bad input), T up to
// 2^64 - 1.
// Submit as: G++.
// Judge option: G++ (standard C++98 plus long long). Tested warning-free
// (-Wall -Wextra) as g++ -m32 -std=c++98, g++ -m32 -std=c++11,
// g++ -std=c++17 and clang++ -std=c++17.
#include <vector>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include "io.h"
static std::vector<unsigned> up, start, adj, order, parent;
static std::vector<u64> g;

static unsigned root(unsigned v) {
    while (up[v] != v) v = up[v] = up[up[v]];
    return v;
}

int main() {
    std::vector<unsigned> ex, ey;
    if (more()) {
        for (u64 cases = num(); cases; --cases) {
            u64 n = num();
            if (n < 1 || n > (1u << 22)) fail();
            up.resize(n + 1);
            for (unsigned v = 0; v <= n; ++v) up[v] = v;
            start.assign(n + 2, 0);
            ex.clear(), ey.clear();
            for (u64 e = 1; e < n; ++e) {
                u64 x = num();
                if (x < 1 || x > n) fail();
                u64 y = num();
                if (y < 1 || y > n || root((unsigned)x) == root((unsigned)y)) fail();
                up[root((unsigned)x)] = root((unsigned)y);
                ex.push_back((unsigned)x), ey.push_back((unsigned)y);
                ++start[x + 1], ++start[y + 1];
            }
            for (unsigned v = 0; v <= n; ++v) start[v + 1] += start[v];
            adj.resize(2 * ex.size() + 1);
            std::vector<unsigned> next(start.begin(), start.end() - 1);
            for (size_t e = 0; e < ex.size(); ++e) {
                adj[next[ex[e]]++] = ey[e];
                adj[next[ey[e]]++] = ex[e];
            }
            // BFS from the root: parents, and an order with parents first.
            order.assign(1, 1);
            parent.assign(n + 1, 0);
            for (size_t i = 0; i < order.size(); ++i) {
                unsigned v = order[i];
                for (unsigned k = start[v]; k < start[v + 1]; ++k)
                    if (adj[k] != parent[v]) {
                        parent[adj[k]] = v;
                        order.push_back(adj[k]);
                    }
            }
            g.assign(n + 1, 0);
            for (size_t i = order.size(); i-- > 1;) g[parent[order[i]]] ^= g[order[i]] + 1;
            line(g[1] ? "Alice" : "Bob");
        }
        if (more()) fail();
    }
    return finish();
}
