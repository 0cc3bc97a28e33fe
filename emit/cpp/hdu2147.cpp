// HDU 2147 kiki's game, for `grundy emit hdu2147 --lang cpp`.
// A coin in the top-right cell of an n x m board steps left, down, or
// diagonally left-down; whoever cannot move loses. The losing cells are
// those with an even distance to the left edge and to the bottom edge, so
// the first player wins exactly when m - 1 or n - 1 is odd: `Wonderful!`,
// else `What a pity!`. Lines `n m` (m at least 1) until `0 0`.
// Judge option: G++ (standard C++98 plus long long). Tested warning-free
// (-Wall -Wextra) as g++ -m32 -std=c++98, g++ -m32 -std=c++11,
// g++ -std=c++17 and clang++ -std=c++17.
// Range: n and m up to 2^64 - 1.
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include "io.h"
int main() {
    if (more()) {
        for (;;) {
            u64 n = num();
            if (n == 0) {
                if (num() != 0) fail();
                break;
            }
            u64 m = num();
            if (m == 0) fail();
            line(((m - 1) | (n - 1)) & 1 ? "Wonderful!" : "What a pity!");
        }
        if (more()) fail();
    }
    return finish();
}
