// HDU 2509 Be the Winner, for `grundy emit hdu2509 --lang cpp`.
// Misere Nim over lines of apples: per case `n` and n line lengths, until
// end of input. The first player wins exactly when (XOR != 0) equals (some
// line > 1): `Yes`, else `No`.
// Judge option: G++ (standard C++98 plus long long). Tested warning-free
// (-Wall -Wextra) as g++ -m32 -std=c++98, g++ -m32 -std=c++11,
// g++ -std=c++17 and clang++ -std=c++17.
// Range: every count and length up to 2^64 - 1.
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include "io.h"
int main() {
    while (more()) {
        u64 lines = num(), x = 0;
        bool big = false;
        while (lines--) {
            u64 a = num();
            x ^= a;
            big |= a > 1;
        }
        line((x != 0) == big ? "Yes" : "No");
    }
    return finish();
}
