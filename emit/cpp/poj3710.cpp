// POJ 3710 Christmas Game, for `grundy emit poj3710 --lang cpp`.
// Green Hackenbush on N rooted pictures (trees with polygons hung on them):
// a move cuts an edge of one picture and what no longer reaches its root
// (vertex 1) falls; whoever cannot move loses. Fusion principle: each
// 2-edge-connected piece (a polygon, a double edge) becomes one vertex
// carrying its edges as loops, worth their count mod 2 (odd polygon: one
// edge; even: nothing). Colon principle on the tree of pieces and bridges:
// g(piece) = (its edges mod 2) XOR over the pieces c above it of (g(c) + 1).
// Bridges are found by an iterative DFS that skips the parent *edge* (so
// double edges count), with no recursion. `Sally` (first player) when the
// XOR over the pictures is non-zero, else `Harry`. Tests until the input
// ends: `N`, then N pictures `m k` and k edges `a b` (1 <= a, b <= m). Any
// multigraph is answered (loops too); edges away from vertex 1 are not in play.
// Builds as C++98 (and later; also -m32). Range: m up to 2^22 vertices per
// picture (grundy takes more; a larger m is rejected like bad input); N and
// k up to 2^64 - 1.
// Submit as: G++.
// Judge option: G++ (standard C++98 plus long long). Tested warning-free
// (-Wall -Wextra) as g++ -m32 -std=c++98, g++ -m32 -std=c++11,
// g++ -std=c++17 and clang++ -std=c++17.
#include <algorithm>
#include <vector>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include "io.h"
static const unsigned NONE = 0xffffffffu;
static std::vector<unsigned> ea, eb, start, adj, adje, next_, tin, low, parent, pedge, head, order, stk;
static std::vector<unsigned char> bridge;
static std::vector<u64> g;

// The value of the picture held in ea/eb on vertices 1..m, rooted at 1.
static u64 value(unsigned m) {
    size_t k = ea.size();
    start.assign(m + 2, 0);
    for (size_t e = 0; e < k; ++e)
        if (ea[e] != eb[e]) ++start[ea[e] + 1], ++start[eb[e] + 1];
    for (unsigned v = 0; v <= m; ++v) start[v + 1] += start[v];
    adj.resize(start[m + 1] + 1);
    adje.resize(start[m + 1] + 1);
    next_.assign(start.begin(), start.end() - 1);
    for (size_t e = 0; e < k; ++e)
        if (ea[e] != eb[e]) {
            adj[next_[ea[e]]] = eb[e], adje[next_[ea[e]]++] = (unsigned)e;
            adj[next_[eb[e]]] = ea[e], adje[next_[eb[e]]++] = (unsigned)e;
        }
    next_.assign(start.begin(), start.end() - 1);
    tin.assign(m + 1, NONE);
    low.assign(m + 1, NONE);
    parent.assign(m + 1, NONE);
    pedge.assign(m + 1, NONE);
    bridge.assign(k + 1, 0);
    order.assign(1, 1);
    stk.assign(1, 1);
    tin[1] = low[1] = 0;
    while (!stk.empty()) {
        unsigned v = stk.back();
        if (next_[v] < start[v + 1]) {
            unsigned w = adj[next_[v]], e = adje[next_[v]];
            ++next_[v];
            if (e == pedge[v]) continue;
            if (tin[w] != NONE) {
                low[v] = std::min(low[v], tin[w]);
            } else {
                tin[w] = low[w] = (unsigned)order.size();
                parent[w] = v, pedge[w] = e;
                order.push_back(w);
                stk.push_back(w);
            }
        } else {
            stk.pop_back();
            if (!stk.empty()) {
                unsigned p = stk.back();
                low[p] = std::min(low[p], low[v]);
                bridge[pedge[v]] = low[v] > tin[p];
            }
        }
    }
    head.assign(m + 1, NONE);
    g.assign(m + 1, 0);
    for (size_t i = 0; i < order.size(); ++i) {
        unsigned v = order[i];
        head[v] = (v == 1 || bridge[pedge[v]]) ? v : head[parent[v]];
    }
    for (size_t e = 0; e < k; ++e)
        if (tin[ea[e]] != NONE && !bridge[e]) g[head[ea[e]]] ^= 1;
    for (size_t i = order.size(); i-- > 1;) {
        unsigned v = order[i];
        if (head[v] == v) g[head[parent[v]]] ^= g[v] + 1;
    }
    return g[1];
}

int main() {
    while (more()) {
        u64 x = 0;
        for (u64 pictures = num(); pictures; --pictures) {
            u64 m = num();
            if (m < 1 || m > (1u << 22)) fail();
            u64 k = num();
            ea.clear(), eb.clear();
            for (; k; --k) {
                u64 a = num();
                if (a < 1 || a > m) fail();
                u64 b = num();
                if (b < 1 || b > m) fail();
                ea.push_back((unsigned)a), eb.push_back((unsigned)b);
            }
            x ^= value((unsigned)m);
        }
        line(x ? "Sally" : "Harry");
    }
    return finish();
}
