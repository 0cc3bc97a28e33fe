// HDU 2176 (take stones from m piles; title in Chinese), for `grundy emit hdu2176 --lang cpp`.
// Nim: per case `m` and m piles; m = 0 ends the input. `No` when the XOR x
// of the piles is 0; else `Yes` and, for each pile a (input order) with
// a XOR x < a, a line `a b` with b = a XOR x (the pile left with b).
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
            line(x ? "Yes" : "No");
            for (size_t i = 0; i < piles.size(); ++i) {
                u64 b = piles[i] ^ x;
                if (b < piles[i]) {
                    putu(piles[i]);
                    put(" ", 1);
                    putu(b);
                    put("\n", 1);
                }
            }
        }
        if (more()) fail();
    }
    return finish();
}
