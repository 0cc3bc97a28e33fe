// HDU 3537 Daizhenyang's Coin, for `grundy emit hdu3537 --lang cpp`.
// Mock Turtles: turn one to three coins, the rightmost from heads to tails;
// the last mover wins. A lone head at x is worth the x-th odious number
// (2x, or 2x + 1 when x has an even number of 1-bits), a position is the XOR
// over its distinct heads, so the first player loses exactly when the
// distinct heads are even in number and their positions XOR to 0. Cases
// `n` and n positions (repeats allowed, no line when n = 0) until the end of
// the input: `Yes` when the first player loses, else `No`.
// Builds as C++11 and later (and C++98 with long long). Range: any count,
// positions up to 2^64 - 1. Submit as: G++.
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
    std::vector<u64> heads;
    while (more()) {
        u64 n = num();
        heads.clear();
        for (u64 i = 0; i < n; ++i) heads.push_back(num());
        std::sort(heads.begin(), heads.end());
        heads.erase(std::unique(heads.begin(), heads.end()), heads.end());
        u64 x = 0;
        for (size_t i = 0; i < heads.size(); ++i) x ^= heads[i];
        line(heads.size() % 2 == 0 && x == 0 ? "Yes" : "No");
    }
    return finish();
}
