// Green Hackenbush on a tree rooted at vertex 1, for the files of the tree
// judges (hdu3094, agc017d): `tree_value()` reads one tree, `N` and N - 1
// edges in either orientation, checked to form a tree on 1..N (an edge
// closing a cycle is rejected like bad input), and returns g(1) by the
// colon principle, g(v) = XOR over the children c of (g(c) + 1). The tree
// is rooted by a BFS and the values are summed in reverse BFS order: no
// recursion, so a path of 10^5 vertices is fine. Range: N up to 2^22
// vertices (a larger N is rejected like bad input). `grundy emit PROBLEM
// --lang cpp` writes it in place of the line that includes tree.h (after
// io.h, for num() and fail(); it needs <vector>).
static std::vector<unsigned> tree_up, tree_start, tree_adj, tree_order, tree_parent;
static std::vector<u64> tree_g;
static std::vector<unsigned> tree_ex, tree_ey;

inline unsigned tree_root(unsigned v) {
    while (tree_up[v] != v) v = tree_up[v] = tree_up[tree_up[v]];
    return v;
}

inline u64 tree_value() {
    u64 n = num();
    if (n < 1 || n > (1u << 22)) fail();
    tree_up.resize(n + 1);
    for (unsigned v = 0; v <= n; ++v) tree_up[v] = v;
    tree_start.assign(n + 2, 0);
    tree_ex.clear(), tree_ey.clear();
    for (u64 e = 1; e < n; ++e) {
        u64 x = num();
        if (x < 1 || x > n) fail();
        u64 y = num();
        if (y < 1 || y > n || tree_root((unsigned)x) == tree_root((unsigned)y)) fail();
        tree_up[tree_root((unsigned)x)] = tree_root((unsigned)y);
        tree_ex.push_back((unsigned)x), tree_ey.push_back((unsigned)y);
        ++tree_start[x + 1], ++tree_start[y + 1];
    }
    for (unsigned v = 0; v <= n; ++v) tree_start[v + 1] += tree_start[v];
    tree_adj.resize(2 * tree_ex.size() + 1);
    std::vector<unsigned> next(tree_start.begin(), tree_start.end() - 1);
    for (size_t e = 0; e < tree_ex.size(); ++e) {
        tree_adj[next[tree_ex[e]]++] = tree_ey[e];
        tree_adj[next[tree_ey[e]]++] = tree_ex[e];
    }
    // BFS from the root: parents, and an order with parents first.
    tree_order.assign(1, 1);
    tree_parent.assign(n + 1, 0);
    for (size_t i = 0; i < tree_order.size(); ++i) {
        unsigned v = tree_order[i];
        for (unsigned k = tree_start[v]; k < tree_start[v + 1]; ++k)
            if (tree_adj[k] != tree_parent[v]) {
                tree_parent[tree_adj[k]] = v;
                tree_order.push_back(tree_adj[k]);
            }
    }
    tree_g.assign(n + 1, 0);
    for (size_t i = tree_order.size(); i-- > 1;)
        tree_g[tree_parent[tree_order[i]]] ^= tree_g[tree_order[i]] + 1;
    return tree_g[1];
}
