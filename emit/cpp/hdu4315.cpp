// HDU 4315 Climbing the Hill, for `grundy emit hdu4315 --lang cpp`.
// Persons stand on distinct cells below a hilltop (cell 0, which holds any
// number); a move takes one person up without passing the one above him;
// whoever brings the king (the k-th person from the top) to the top wins.
// k = 1: Alice, who moves first, takes the king up. Otherwise staircase
// Nim: pair the persons from the bottom; each pair's inside gap is a Nim
// heap; with N odd the top person pairs with a virtual person at cell 0
// when k = 2 (taking the person above the king to the top loses), else at
// cell -1. `Alice` when the XOR is non-zero, else `Bob`. Cases until the
// input ends: `N k`, then N strictly increasing cells >= 1.
// Builds as C++98 (and later; also -m32). Range: N and cells up to
// 2^64 - 1 (nothing is kept: each gap is XORed as it is read).
// Submit as: G++.
// Judge option: G++ (standard C++98 plus long long). Tested warning-free
// (-Wall -Wextra) as g++ -m32 -std=c++98, g++ -m32 -std=c++11,
// g++ -std=c++17 and clang++ -std=c++17.
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include "io.h"
int main() {
    while (more()) {
        u64 n = num();
        if (n < 1) fail();
        u64 k = num();
        if (k < 1 || k > n) fail();
        u64 x = 0, above = 0;
        for (u64 i = 1; i <= n; ++i) {
            u64 cell = num();
            if (cell <= above) fail();
            // The gap above person i; the top one's runs to the virtual person.
            u64 gap = i == 1 ? cell - (k == 2 ? 1 : 0) : cell - above - 1;
            if ((n - i) % 2 == 0) x ^= gap;
            above = cell;
        }
        line(k == 1 || x ? "Alice" : "Bob");
    }
    return finish();
}
