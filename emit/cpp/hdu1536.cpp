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
// Builds as C++11 and later. Range: any set (sizes up to 2^64 - 1); heaps
// below 2^22 = 4194304, and larger heaps when no move lies between 2^22 and
// the heap and g shows its period within 2^22 positions (else rejected like
// bad input, as grundy does).
#include <algorithm>
#include <string>
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
// Byte by byte: for long numbers and near the end of a block.
static u64 num_slow() {
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

// Eight bytes at a time (little-endian): a bit set in each non-digit byte.
// (A carry out of a byte >= 0xFA only marks bytes after it, which do not
// count: only the first non-digit matters.)
static inline u64 nondigits(u64 w) {
    const u64 high = 0xF0F0F0F0F0F0F0F0ULL, threes = 0x3030303030303030ULL;
    return ((w & high) ^ threes) | (((w + 0x0606060606060606ULL) & high) ^ threes);
}
// The value of the first n (1 to 8) digit bytes of w.
static inline u64 digits8(u64 w, unsigned n) {
    w = (w - 0x3030303030303030ULL) << (8 * (8 - n));
    w = (w * 10 + (w >> 8)) & 0x00FF00FF00FF00FFULL;
    w = (w * 100 + (w >> 16)) & 0x0000FFFF0000FFFFULL;
    return (w * 10000 + (w >> 32)) & 0xFFFFFFFFULL;
}
// num_slow(), faster: numbers of up to 15 digits are read a word at a time.
static inline u64 num() {
    if (ilen - ip < 24 || (unsigned char)ib[ip] <= ' ' || __BYTE_ORDER__ != __ORDER_LITTLE_ENDIAN__) {
        if (!more()) fail();  // blanks to skip, or near the end of the block
        if (ilen - ip < 24 || __BYTE_ORDER__ != __ORDER_LITTLE_ENDIAN__) return num_slow();
    }
    static const u64 pow10[8] = {1, 10, 100, 1000, 10000, 100000, 1000000, 10000000};
    u64 w, v, rest;
    memcpy(&w, ib + ip, 8);
    u64 nd = nondigits(w);
    if (nd & 0xFF) fail();  // the token starts with a non-digit
    unsigned n;
    if (nd) {
        n = __builtin_ctzll(nd) / 8;
        v = digits8(w, n);
        rest = w >> (8 * n);
    } else {
        memcpy(&rest, ib + ip + 8, 8);
        u64 nd2 = nondigits(rest);
        if (nd2 == 0) return num_slow();
        unsigned n2 = __builtin_ctzll(nd2) / 8;
        v = digits8(w, 8) * pow10[n2] + (n2 ? digits8(rest, n2) : 0);
        rest >>= 8 * n2;
        n = 8 + n2;
    }
    // The byte after the digits must be a blank: space or 9..13.
    unsigned t = (unsigned)(rest & 0xFF);
    if (t > ' ' || !(0x100003E00ULL >> t & 1)) fail();
    ip += n + 1;  // the digits and that blank
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
            mex = ~options ? __builtin_ctzll(~options) : 64;
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
            u64 k = num();
            if (k == 0) break;
            next_moves.clear();
            for (; k; --k) {
                next_moves.push_back(num());
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
            for (u64 m = num(); m; --m) {
                unsigned x = 0;
                for (u64 l = num(); l; --l) {
                    x ^= grundy(num());
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
