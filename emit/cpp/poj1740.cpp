// POJ 1740 A New Stone Game, for `grundy emit poj1740 --lang cpp`.
// A move removes at least one stone from one pile and may move any of its
// remaining stones onto other piles that still hold stones; the last mover
// wins. Alice loses exactly when the non-empty piles pair up into equal
// sizes (every non-zero size occurs an even number of times): a paired
// position can only be left unpaired, and from an unpaired one the largest
// pile pays to pair up the rest. Empty piles are inert and ignored (the
// statement does not exclude them). Cases `n` and n sizes until `n = 0`:
// `1` when Alice wins, else `0`.
// Builds as C++11 and later (and C++98 with long long). Range: any pile
// count, sizes up to 2^64 - 1. Submit as: G++.
// Judge option: G++ (standard C++98 plus long long). Tested warning-free
// (-Wall -Wextra) as g++ -m32 -std=c++98, g++ -m32 -std=c++11,
// g++ -std=c++17 and clang++ -std=c++17.
#include <algorithm>
#include <vector>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include "io.h"
int main() {
    std::vector<u64> piles;
    if (more()) {
        for (;;) {
            u64 n = num();
            if (n == 0) break;
            piles.clear();
            for (u64 i = 0; i < n; ++i) {
                u64 p = num();
                if (p) piles.push_back(p);
            }
            std::sort(piles.begin(), piles.end());
            bool paired = piles.size() % 2 == 0;
            for (size_t i = 0; paired && i < piles.size(); i += 2)
                if (piles[i] != piles[i + 1]) paired = false;
            line(paired ? "0" : "1");
        }
        if (more()) fail();
    }
    return finish();
}
