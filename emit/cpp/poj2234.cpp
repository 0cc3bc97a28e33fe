// POJ 2234 Matches Game, for `grundy emit poj2234 --lang cpp`.
// Nim: lines `M a1 .. aM` until end of input; the first player wins exactly
// when the XOR of the piles is non-zero (Bouton): `Yes`, else `No`.
// Builds as C++11 and later. Range: every count and pile up to 2^64 - 1.
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
int main() {
    while (more()) {
        u64 piles = num(), x = 0;
        while (piles--) x ^= num();
        if (x) put("Yes\n", 4);
        else put("No\n", 3);
    }
    return finish();
}
