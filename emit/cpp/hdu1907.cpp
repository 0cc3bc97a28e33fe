// HDU 1907 John (also POJ 3480, ZOJ 3113), for `grundy emit hdu1907 --lang cpp`.
// Misere Nim: `T`, then per case `N` and N piles. The first player wins
// exactly when (XOR != 0) equals (some pile > 1): `John`, else `Brother`.
// Judge option: G++ (standard C++98 plus long long). Tested warning-free
// (-Wall -Wextra) as g++ -m32 -std=c++98, g++ -m32 -std=c++11,
// g++ -std=c++17 and clang++ -std=c++17.
// Range: every count and pile up to 2^64 - 1.
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include "io_fast.h"
int main() {
    if (more()) {
        for (u64 cases = num_fast(); cases; --cases) {
            u64 piles = num_fast(), x = 0;
            bool big = false;
            while (piles--) {
                u64 a = num_fast();
                x ^= a;
                big |= a > 1;
            }
            line((x != 0) == big ? "John" : "Brother");
        }
        if (more()) fail();
    }
    return finish();
}
