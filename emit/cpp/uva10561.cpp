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
// Judge option: G++ (standard C++98 plus long long). Tested warning-free
// (-Wall -Wextra) as g++ -m32 -std=c++98, g++ -m32 -std=c++11,
// g++ -std=c++17 and clang++ -std=c++17.
// Range: any board length (O(n^2) to grow the
// table to the longest run).
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
