// HDU 1404 Digital Deletions (ZOJ 1104), for `grundy emit hdu1404 --lang cpp`.
// A string of digits; a move lowers one digit, or erases a 0 and every digit
// after it; whoever removes the last digit wins. A string starting with 0 is
// won at once. Any other string is a number v >= 1 whose moves (other than
// losing ones to a leading 0) reach smaller numbers, so one table over the
// numbers, filled upwards from the rules (a number not reached from a lost
// one is lost), answers everything. One digit string per line until end of
// input; `Yes` when the first player wins, else `No`.
// Judge option: G++ (standard C++98 plus long long). Tested warning-free
// (-Wall -Wextra) as g++ -m32 -std=c++98, g++ -m32 -std=c++11,
// g++ -std=c++17 and clang++ -std=c++17.
// Range: strings starting with 0 of any length,
// others up to 7 digits (one more than the judge's 6: 10^7 table bits, built
// only as far as the longest string asked about).
#include <string>
#include <vector>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include "io.h"
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
static std::vector<u64> won;  // bit v: the number v is a win for the mover
static int table_digits = 0;
static inline bool is_won(u64 v) { return won[v / 64] >> (v % 64) & 1; }
static inline void mark(u64 v) { won[v / 64] |= 1ULL << (v % 64); }

static void grow_to(int digits) {
    for (; table_digits < digits; ++table_digits) {
        u64 lo = 1, hi;
        for (int i = 0; i < table_digits; ++i) lo *= 10;
        hi = lo * 10;
        won.resize((hi + 63) / 64, 0);
        // A shorter lost number p, a 0 and any digits: erasing the 0 gives p.
        for (u64 p = 1, p_top = 10; p < lo; ++p) {
            if (p == p_top) p_top *= 10;
            if (is_won(p)) continue;
            u64 scale = hi / p_top;  // 10^(k - len(p))
            for (u64 v = p * scale; v < p * scale + scale / 10; ++v) mark(v);
        }
        // Raising one digit of a lost number gives a won one of the same length.
        for (u64 v = lo; v < hi; ++v) {
            if (is_won(v)) continue;
            for (u64 place = 1; place < hi; place *= 10)
                for (u64 up = 1; up < 10 - v / place % 10; ++up) mark(v + up * place);
        }
    }
}

int main() {
    std::string w;
    while (more()) {
        word(w);
        for (size_t i = 0; i < w.size(); ++i)
            if (w[i] < '0' || w[i] > '9') fail();
        bool wins = true;
        if (w[0] != '0') {
            if (w.size() > 7) fail();
            grow_to((int)w.size());
            u64 v = 0;
            for (size_t i = 0; i < w.size(); ++i) v = v * 10 + (w[i] - '0');
            wins = is_won(v);
        }
        line(wins ? "Yes" : "No");
    }
    return finish();
}
