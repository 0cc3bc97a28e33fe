// HDU 1564 Play a game, for `grundy emit hdu1564 --lang cpp`.
// A stone starts on a corner of an n x n board and moves to an unvisited
// orthogonal neighbour; whoever cannot move loses. With n even the board is
// tiled by dominoes and the first player (8600) always steps to the other
// square of the stone's domino; with n odd the board minus the corner is
// tiled and ailyanlu does. Lines `n` until `0`: `8600` when n is even, else
// `ailyanlu`.
// Builds as C++11 and later (and C++98 with long long). Range: n up to
// 2^64 - 1. Submit as: G++.
// Judge option: G++ (standard C++98 plus long long). Tested warning-free
// (-Wall -Wextra) as g++ -m32 -std=c++98, g++ -m32 -std=c++11,
// g++ -std=c++17 and clang++ -std=c++17.
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include "io.h"
int main() {
    if (more()) {
        for (;;) {
            u64 n = num();
            if (n == 0) break;
            line(n % 2 == 0 ? "8600" : "ailyanlu");
        }
        if (more()) fail();
    }
    return finish();
}
