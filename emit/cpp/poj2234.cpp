// POJ 2234 Matches Game, for `grundy emit poj2234 --lang cpp`.
// Nim: lines `M a1 .. aM` until end of input; the first player wins exactly
// when the XOR of the piles is non-zero (Bouton): `Yes`, else `No`.
// Judge option: G++ (standard C++98 plus long long). Tested warning-free
// (-Wall -Wextra) as g++ -m32 -std=c++98, g++ -m32 -std=c++11,
// g++ -std=c++17 and clang++ -std=c++17.
// Range: every count and pile up to 2^64 - 1.
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include "io_fast.h"
int main() {
    while (more()) {
        u64 piles = num_fast(), x = 0;
        while (piles--) x ^= num_fast();
        if (x) put("Yes\n", 4);
        else put("No\n", 3);
    }
    return finish();
}
