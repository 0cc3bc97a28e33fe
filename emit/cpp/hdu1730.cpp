// HDU 1730 Northcott Game, for `grundy emit hdu1730 --lang cpp`.
// n rows of m cells, one piece of each player per row; a move slides one's
// own piece any distance along its row without jumping. The gap between the
// two pieces of a row is a Nim heap (moving away is undone at once), so the
// first player (Tom) wins exactly when the XOR of |T - J| - 1 is non-zero:
// `I WIN!`, else `BAD LUCK!`. Groups `n m` (m >= 2) and n lines `T J`
// (1..m, T != J) until end of input.
// Judge option: G++ (standard C++98 plus long long). Tested warning-free
// (-Wall -Wextra) as g++ -m32 -std=c++98, g++ -m32 -std=c++11,
// g++ -std=c++17 and clang++ -std=c++17.
// Range: n and m up to 2^64 - 1.
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include "io.h"
int main() {
    while (more()) {
        u64 rows = num(), cols = num(), x = 0;
        if (cols < 2) fail();
        while (rows--) {
            u64 t = num();
            if (t < 1 || t > cols) fail();
            u64 j = num();
            if (j < 1 || j > cols || j == t) fail();
            x ^= (t > j ? t - j : j - t) - 1;
        }
        line(x ? "I WIN!" : "BAD LUCK!");
    }
    return finish();
}
