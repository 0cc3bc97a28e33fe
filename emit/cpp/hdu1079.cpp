// HDU 1079 Calendar Game, for `grundy emit hdu1079 --lang cpp`.
// A date from 1900-01-01 to 2001-11-04 steps to the next day or to the same
// day of the next month (when it exists); whoever reaches 2001-11-04 wins.
// The player to move wins exactly when month + day is even, or the date is
// September 30 or November 30. `T`, then T lines `YYYY MM DD`; `YES` / `NO`.
// Builds as C++11 and later. Range: exactly the dates of the game; any
// other date is rejected like bad input.
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
int main() {
    static const u64 days[13] = {0, 31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31};
    if (more()) {
        for (u64 cases = num(); cases; --cases) {
            u64 y = num();
            if (y < 1900 || y > 2001) fail();
            u64 m = num();
            if (m < 1 || m > (y == 2001 ? 11u : 12u)) fail();
            bool leap = y % 4 == 0 && (y % 100 != 0 || y % 400 == 0);
            u64 last = y == 2001 && m == 11 ? 4 : days[m] + (m == 2 && leap);
            u64 d = num();
            if (d < 1 || d > last) fail();
            bool wins = (m + d) % 2 == 0 || (d == 30 && (m == 9 || m == 11));
            line(wins ? "YES" : "NO");
        }
        if (more()) fail();
    }
    return finish();
}
