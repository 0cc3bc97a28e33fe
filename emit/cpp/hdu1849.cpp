// HDU 1849 Rabbit and Grass, for `grundy emit hdu1849 --lang cpp`.
// Tokens on a strip, each moves left to any lower cell (several may share a
// cell): Nim with heaps = cells. Per case `m` and m cells; m = 0 ends the
// input. `Rabbit Win!` when the XOR is non-zero, else `Grass Win!`.
// Judge option: G++ (standard C++98 plus long long). Tested warning-free
// (-Wall -Wextra) as g++ -m32 -std=c++98, g++ -m32 -std=c++11,
// g++ -std=c++17 and clang++ -std=c++17.
// Range: every count and cell up to 2^64 - 1.
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include "io.h"
int main() {
    if (more()) {
        for (;;) {
            u64 tokens = num(), x = 0;
            if (tokens == 0) break;
            while (tokens--) x ^= num();
            line(x ? "Rabbit Win!" : "Grass Win!");
        }
        if (more()) fail();
    }
    return finish();
}
