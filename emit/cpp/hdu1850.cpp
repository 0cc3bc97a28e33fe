// HDU 1850 Being a Good Boy in Spring Festival, for `grundy emit hdu1850 --lang cpp`.
// Nim: per case `M` and M piles; M = 0 ends the input. Prints the number of
// winning first moves: piles a with a XOR x < a, x the XOR of all piles
// (0 when x = 0: a losing position has none).
// Judge option: G++ (standard C++98 plus long long). Tested warning-free
// (-Wall -Wextra) as g++ -m32 -std=c++98, g++ -m32 -std=c++11,
// g++ -std=c++17 and clang++ -std=c++17.
// Range: every count and pile up to 2^64 - 1
// (piles of one case are kept in memory).
#include <vector>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include "io.h"
int main() {
    std::vector<u64> piles;
    if (more()) {
        for (;;) {
            u64 count = num(), x = 0;
            if (count == 0) break;
            piles.clear();
            while (count--) {
                piles.push_back(num());
                x ^= piles.back();
            }
            u64 wins = 0;
            for (size_t i = 0; i < piles.size(); ++i) wins += (piles[i] ^ x) < piles[i];
            putu(wins);
            put("\n", 1);
        }
        if (more()) fail();
    }
    return finish();
}
