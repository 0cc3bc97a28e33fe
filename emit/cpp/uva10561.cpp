// UVa 10561 Treblecross, for `grundy emit uva10561 --lang cpp`.
// A row of cells; a move puts an X in an empty cell; whoever first makes
// three X in a row wins. If some cell completes three in a row, exactly
// those cells win. Otherwise cells within distance 2 of an X hand the
// opponent a win, and the game is played on the runs of other empty cells:
// an X at position i (1-based) of a run of n leaves runs of max(0, i - 3) and
// max(0, n - i - 2), so g(n) = mex of g(max(0, i - 3)) ^ g(max(0, n - i - 2))
// (octal game 0.007; no period is known, the table grows as needed). A board
// under 3 cells can never be won: LOSING. `N`, then N boards of `.` and `X`
// without three X in a row; `WINNING` / `LOSING`, then the winning cells
// (1-based, ascending, space-separated; an empty line when losing).
// Builds as C++11 and later. Range: any board length (O(n^2) to grow the
// table to the longest run).
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
// The next token's bytes.
static inline void word(std::string &w) {
    if (!more()) fail();
    w.clear();
    for (;;) {
        size_t start = ip;
        while (ip < ilen && !blank(ib[ip])) ++ip;
        w.append(ib + start, ip - start);
        if (ip < ilen || at_eof) return;
        refill();
    }
}
static std::vector<unsigned> g(1, 0), seen;

static unsigned grundy(size_t n) {
    while (g.size() <= n) {
        size_t m = g.size();
        seen.assign(m + 2, 0);
        for (size_t i = 1; i <= (m + 1) / 2; ++i) {
            unsigned v = g[i > 3 ? i - 3 : 0] ^ g[m - i > 2 ? m - i - 2 : 0];
            if (v <= m) seen[v] = 1;
        }
        unsigned mex = 0;
        while (seen[mex]) ++mex;
        g.push_back(mex);
    }
    return g[n];
}

int main() {
    std::string b;
    std::vector<size_t> wins;
    std::vector<char> safe;
    if (more()) {
        for (u64 cases = num(); cases; --cases) {
            word(b);
            size_t n = b.size();
            for (size_t i = 0; i < n; ++i)
                if ((b[i] != '.' && b[i] != 'X') || (i >= 2 && b.compare(i - 2, 3, "XXX") == 0)) fail();
            wins.clear();
            if (n >= 3) {
                for (size_t i = 0; i < n; ++i) {
                    if (b[i] == 'X') continue;
                    bool left2 = i >= 2 && b[i - 2] == 'X' && b[i - 1] == 'X';
                    bool right2 = i + 2 < n && b[i + 1] == 'X' && b[i + 2] == 'X';
                    bool around = i >= 1 && i + 1 < n && b[i - 1] == 'X' && b[i + 1] == 'X';
                    if (left2 || right2 || around) wins.push_back(i);
                }
                if (wins.empty()) {
                    safe.assign(n, 1);
                    for (size_t i = 0; i < n; ++i)
                        if (b[i] == 'X')
                            for (size_t j = i > 2 ? i - 2 : 0; j < n && j <= i + 2; ++j) safe[j] = 0;
                    unsigned total = 0;
                    for (size_t i = 0, j; i < n; i = j) {
                        for (j = i; j < n && safe[j]; ++j) {}
                        total ^= grundy(j - i);
                        if (j == i) ++j;
                    }
                    for (size_t i = 0, j; total && i < n; i = j) {
                        for (j = i; j < n && safe[j]; ++j) {}
                        unsigned rest = total ^ g[j - i];
                        for (size_t p = 1; p <= j - i; ++p) {
                            size_t left = p > 3 ? p - 3 : 0, right = j - i - p > 2 ? j - i - p - 2 : 0;
                            if ((g[left] ^ g[right]) == rest) wins.push_back(i + p - 1);
                        }
                        if (j == i) ++j;
                    }
                }
            }
            line(wins.empty() ? "LOSING" : "WINNING");
            for (size_t i = 0; i < wins.size(); ++i) {
                if (i) put(" ", 1);
                putu(wins[i] + 1);
            }
            put("\n", 1);
        }
        if (more()) fail();
    }
    return finish();
}
