// HDU 1536 S-Nim (also POJ 2960), for `grundy emit hdu1536 --lang cpp`.
// Nim where every move takes s stones for some s in a set S. Sprague-Grundy:
// g(n) = mex of g(n - s) over s in S, s <= n; a position (several heaps) is
// a first-player win exactly when the XOR of their g is non-zero. Per case
// `k s1..sk` (each s >= 1), `m`, then m lines `l h1..hl`; a lone `0` ends
// the input. One line per case: `W` (win) or `L` per position.
// The table of g is built as far as the largest heap asked about and kept
// while the next case has the same set.
// A heap of 2^22 or more is answered from the period of g: with M the
// largest move, g(n) depends only on the M values before it, so once two
// windows of M values match, g repeats from there on. The table is then
// built to 2^22 and searched backwards (rolling hash, then a real compare).
// Judge option: G++ (standard C++98 plus long long). Tested warning-free
// (-Wall -Wextra) as g++ -m32 -std=c++98, g++ -m32 -std=c++11,
// g++ -std=c++17 and clang++ -std=c++17.
// Range: any set (sizes up to 2^64 - 1); heaps
// below 2^22 = 4194304, and larger heaps when no move lies between 2^22 and
// the heap and g shows its period within 2^22 positions (else rejected like
// bad input, as grundy does).
#include <algorithm>
#include <string>
#include <vector>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include "io_fast.h"
static const u64 HEAP_LIMIT = 1u << 22;
static std::vector<u64> moves, next_moves;
static std::vector<unsigned> g, seen;  // seen[v] == n + 1: v is an option of n
static bool searched = false;          // for a period of g, for this set
static u64 from = 0, period = 0;       // g(n) = g(n + period) for n >= from

static unsigned g_max = 0;              // the largest value in g
static size_t active = 0;              // moves[0..active) are <= g.size()

static void grow_to(u64 heap) {
    while (g.size() <= heap) {
        unsigned n = (unsigned)g.size(), mex = 0;
        while (active < moves.size() && moves[active] <= n) ++active;
        if (g_max < 64) {  // the usual case: the options fit one word
            u64 options = 0;
            for (size_t i = 0; i < active; ++i) options |= 1ULL << g[n - moves[i]];
            mex = ~options ? lowest_bit(~options) : 64;
        } else {
            for (size_t i = 0; i < active; ++i) seen[g[n - moves[i]]] = n + 1;
            while (seen[mex] == n + 1) ++mex;
        }
        g.push_back(mex);
        if (mex > g_max) g_max = mex;
    }
}

static void find_period() {
    searched = true;
    grow_to(HEAP_LIMIT - 1);
    size_t near = std::lower_bound(moves.begin(), moves.end(), HEAP_LIMIT) - moves.begin();
    if (near == 0) {  // no move below the limit: g is 0 that far
        from = 0, period = 1;
        return;
    }
    u64 m = moves[near - 1], last = HEAP_LIMIT - m;  // the last window: [last, last + m)
    const u64 base = 0x9E3779B97F4A7C15ULL;
    u64 inverse = base, top = 1, want = 0;
    for (int i = 0; i < 6; ++i) inverse *= 2 - base * inverse;  // base * inverse = 1 mod 2^64
    for (u64 i = 0; i < m; ++i) want = want * base + g[last + i], top = i ? top * base : 1;
    u64 hash = want;
    for (u64 j = last; j-- > 0;) {  // hash of [j, j + m), rolled back one step
        hash = g[j] * top + (hash - g[j + m]) * inverse;
        if (hash == want && std::equal(&g[j], &g[j] + m, &g[last])) {
            from = j, period = last - j;
            return;
        }
    }
}

static unsigned grundy(u64 h) {
    if (h < HEAP_LIMIT) {
        grow_to(h);
        return g[h];
    }
    // A move from 2^22 to h would reach back past the table.
    if (std::lower_bound(moves.begin(), moves.end(), HEAP_LIMIT) != std::upper_bound(moves.begin(), moves.end(), h))
        fail();
    if (!searched) find_period();
    if (period == 0) fail();
    return g[from + (h - from) % period];
}

int main() {
    std::string answer;
    if (more()) {
        for (;;) {
            u64 k = num_fast();
            if (k == 0) break;
            next_moves.clear();
            for (; k; --k) {
                next_moves.push_back(num_fast());
                if (next_moves.back() == 0) fail();
            }
            std::sort(next_moves.begin(), next_moves.end());
            next_moves.erase(std::unique(next_moves.begin(), next_moves.end()), next_moves.end());
            if (next_moves != moves || g.empty()) {
                moves.swap(next_moves);
                g.assign(1, 0);
                g_max = 0, active = 0;
                seen.assign(moves.size() + 1, 0);
                searched = false, period = 0;
            }
            answer.clear();
            for (u64 m = num_fast(); m; --m) {
                unsigned x = 0;
                for (u64 l = num_fast(); l; --l) {
                    x ^= grundy(num_fast());
                }
                answer += x ? 'W' : 'L';
            }
            answer += '\n';
            for (size_t i = 0; i < answer.size(); i += 1024)
                put(answer.data() + i, std::min(answer.size() - i, (size_t)1024));
        }
        if (more()) fail();
    }
    return finish();
}
