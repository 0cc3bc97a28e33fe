// POJ 1067 (Wythoff's game; title in Chinese), for `grundy emit poj1067 --lang cpp`.
// Two piles; take any amount from one, or the same amount from both; last
// taker wins. The losing positions are (a_k, a_k + k) with
// a_k = floor(k phi), phi = (1 + sqrt 5) / 2. Lines `a b` until end of
// input; `1` when the first player wins, else `0`.
// Exact, no floating point: with a <= b and k = b - a, a = floor(k phi)
// means g <= k (sqrt 5 - 2) < g + 2 with g = 2a - 3k, and each side is
// decided by comparing squares, in 128 bits when 64 are not enough
// (k sqrt 5 is irrational for k > 0, so no comparison is ever equal).
// Double-precision formulas misjudge (165580140, 267914295) and others.
// Builds as C++11 and later (g++ or clang: unsigned __int128). Range: both
// piles up to 2^64 - 1.
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
typedef unsigned __int128 u128;

// True when f <= k (sqrt 5 - 2), that is (2k + f)^2 <= 5k^2, that is
// f (4k + f) <= k^2: exact, as a product past 2^128 exceeds k^2 < 2^128.
static inline bool below(u64 k, u64 f) {
    if ((k | f) >> 30 == 0) return f * (4 * k + f) <= k * k;  // all below 2^63
    u128 w = (u128)k * 4 + f, p;
    if (w >> 64) {
        if (__builtin_mul_overflow((u128)f, w, &p)) return false;
    } else {
        p = (u128)f * (u64)w;
    }
    return p <= (u128)k * k;
}
static inline bool losing(u64 a, u64 b) {
    if (a > b) {
        u64 t = a;
        a = b;
        b = t;
    }
    u64 k = b - a;
    if (k == 0) return a == 0;
    if (a < k) return false;        // floor(k phi) >= k
    u64 d = a - k;                  // g = 2d - k
    if (d > k) return false;        // g > k > k (sqrt 5 - 2)
    u64 g1 = 2 * d + 1;             // g + 1: no overflow, as 2k <= a + k = b
    if (g1 < k) return false;       // g < -1
    if (g1 == k) return !below(k, 1);  // g = -1: is k (sqrt 5 - 2) < 1?
    u64 g = g1 - 1 - k;
    return below(k, g) && !below(k, g + 2);
}

int main() {
    while (more()) {
        u64 piles[2];
        for (int i = 0; i < 2; ++i) piles[i] = num();  // one call site: inlined
        put(losing(piles[0], piles[1]) ? "0\n" : "1\n", 2);
    }
    return finish();
}
