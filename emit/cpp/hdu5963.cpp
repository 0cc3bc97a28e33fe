// HDU 5963 (friends: the path-flip game on a tree), for `grundy emit hdu5963 --lang cpp`.
// Edges weigh 0 or 1; with root x, a move picks a node whose edge to its
// parent weighs 1 and flips every edge on its path to the root; whoever
// cannot move loses. Every move flips exactly one edge at the root and the
// game ends with all edges 0, so the first player (the girl) wins exactly
// when an odd number of weight-1 edges meet at x: `Girls win!`, else
// `Boys win!`. `T`, then per case `n m`, n - 1 edges `x y z` (a tree on
// 1..n, z 0 or 1), and m operations: `0 x` asks, `1 x y z` sets the weight
// of edge x-y to z.
// Builds as C++11 and later. Range: n up to 2^22 nodes per case (grundy
// takes more; a larger n is rejected like bad input), m up to 2^64 - 1.
#include <algorithm>
#include <vector>
#include <cstdio>
#include <cstdlib>
#include <cstring>
typedef unsigned long long u64;

// Input, 128 KiB per fread; ib[ilen] is a 0 sentinel that ends every scan.
static char ib[(1 << 17) + 1];
static size_t ip = 0, ilen = 0;
static bool at_eof = false;
static inline void refill() {
    ip = 0;
    ilen = fread(ib, 1, 1 << 17, stdin);
    at_eof = ilen == 0;
    ib[ilen] = 0;
}
// Token separators: space, tab, LF, VT, FF, CR (any other byte is text).
static inline bool blank(unsigned char c) { return c == ' ' || (c >= 9 && c <= 13); }
// Bad input: one line on stderr and exit 1. Answers still in the output
// buffer are dropped, so nothing is printed for the case at fault.
static inline void fail() {
    fputs("bad input\n", stderr);
    exit(1);
}
// True when another token follows.
static inline bool more() {
    if (ip < ilen && (unsigned char)ib[ip] > ' ') return true;  // no blank to skip
    for (;;) {
        while (ip < ilen && blank(ib[ip])) ++ip;
        if (ip < ilen) return true;
        if (at_eof) return false;
        refill();
    }
}
// The next token as a number: all digits, at most 2^64 - 1; else fail().
static inline u64 num() {
    if (!more()) fail();
    u64 v = 0;
    for (;;) {
        unsigned d = (unsigned char)ib[ip] - '0';
        if (d > 9) {
            if (ip == ilen && !at_eof) {
                refill();  // the token goes on in the next block
                continue;
            }
            break;
        }
        if (v >= 1844674407370955161ULL && (v > 1844674407370955161ULL || d > 5)) fail();
        v = v * 10 + d;
        ++ip;
    }
    if (ip < ilen && !blank(ib[ip])) fail();
    return v;
}

// Output: one 64 KiB buffer.
static char ob[1 << 16];
static size_t olen = 0;
static inline void flush() {
    if (fwrite(ob, 1, olen, stdout) != olen) exit(3);
    olen = 0;
}
static inline void put(const char *s, size_t n) {  // n <= sizeof ob
    if (olen + n > sizeof ob) flush();
    memcpy(ob + olen, s, n);
    olen += n;
}
static inline void putu(u64 v) {
    char t[20];
    int i = 20;
    do t[--i] = char('0' + v % 10); while (v /= 10);
    put(t + i, 20 - i);
}
static inline void line(const char *s) {
    put(s, strlen(s));
    put("\n", 1);
}
static inline int finish() {
    flush();
    return fflush(stdout) ? 3 : 0;
}
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
