// HDU 1848 Fibonacci again and again, for `grundy emit hdu1848 --lang cpp`.
// Three heaps; a move takes a Fibonacci number (1, 2, 3, 5, 8, ...) from one
// heap; last taker wins. Sprague-Grundy: g(n) = mex of g(n - f) over the
// Fibonacci f <= n, built up to the largest heap seen; `Fibo` (first player)
// wins when g(m) ^ g(n) ^ g(p) != 0, else `Nacci`. Lines `m n p` until
// `0 0 0` (a line with only some zeros is a case).
// Builds as C++11 and later. Range: heaps up to 4194303 (2^22 - 1), as
// grundy; a larger heap is rejected like bad input.
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
static const u64 HEAP_LIMIT = (1u << 22) - 1;
static std::vector<u64> fib;
static std::vector<unsigned char> g(1, 0);  // g values stay below 64

static unsigned grundy(u64 heap) {
    if (heap > HEAP_LIMIT) fail();
    while (g.size() <= heap) {
        u64 n = g.size(), seen = 0;
        for (size_t i = 0; i < fib.size() && fib[i] <= n; ++i) seen |= 1ULL << g[n - fib[i]];
        unsigned mex = 0;
        while (seen >> mex & 1) ++mex;
        g.push_back((unsigned char)mex);
    }
    return g[heap];
}

int main() {
    for (u64 a = 1, b = 2; a <= HEAP_LIMIT; b += a, a = b - a) fib.push_back(a);
    if (more()) {
        for (;;) {
            u64 m = num();
            unsigned x = grundy(m);
            u64 n = num();
            x ^= grundy(n);
            u64 p = num();
            x ^= grundy(p);
            if (m == 0 && n == 0 && p == 0) break;
            line(x ? "Fibo" : "Nacci");
        }
        if (more()) fail();
    }
    return finish();
}
