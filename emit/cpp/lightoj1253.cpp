// LightOJ 1253 Misere Nim, for `grundy emit lightoj1253 --lang cpp`.
// Misere Nim: `T`, then per case `k` and k piles. The first player (Alice)
// wins exactly when (XOR != 0) equals (some pile > 1): `Case i: Alice`,
// else `Case i: Bob`.
// Judge option: G++ (standard C++98 plus long long). Tested warning-free
// (-Wall -Wextra) as g++ -m32 -std=c++98, g++ -m32 -std=c++11,
// g++ -std=c++17 and clang++ -std=c++17.
// Range: every count and pile up to 2^64 - 1.
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include "io.h"
int main() {
    if (more()) {
        u64 cases = num();
        for (u64 i = 1; i <= cases; ++i) {
            u64 piles = num(), x = 0;
            bool big = false;
            while (piles--) {
                u64 a = num();
                x ^= a;
                big |= a > 1;
            }
            put("Case ", 5);
            putu(i);
            line((x != 0) == big ? ": Alice" : ": Bob");
            if (i == cases) break;  // cases may be 2^64 - 1
        }
        if (more()) fail();
    }
    return finish();
}
