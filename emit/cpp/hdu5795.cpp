// HDU 5795 A Simple Nim, for `grundy emit hdu5795 --lang cpp`.
// Nim where a move may instead split one heap into three non-empty heaps;
// last mover wins. A heap's Grundy value is the heap itself, except that
// 8k+7 and 8k+8 swap (g(7) = 8, g(8) = 7; 3 and 4 keep theirs, unlike
// HDU 3032); the first player wins exactly when the values' XOR is not 0.
// `T`, then per case `n` and n heap sizes; `First player wins.` or
// `Second player wins.` (with the period, as in the sample). Unsigned
// 64-bit values; g(2^64 - 1) = 2^64 is kept as a 65th bit.
// Builds as C++98 with long long. Range: every count and heap up to 2^64 - 1.
// Submit as: G++.
// Judge option: G++ (standard C++98 plus long long). Tested warning-free
// (-Wall -Wextra) as g++ -m32 -std=c++98, g++ -m32 -std=c++11,
// g++ -std=c++17 and clang++ -std=c++17.
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include "io_fast.h"
int main() {
    if (more()) {
        for (u64 cases = num_fast(); cases; --cases) {
            u64 heaps = num_fast(), x = 0;
            bool bit64 = false;  // bit 64 of the XOR
            while (heaps--) {
                u64 h = num_fast();
                if (h == 18446744073709551615ULL) {
                    bit64 = !bit64;  // g = 2^64
                    continue;
                }
                u64 r = h & 7;
                x ^= r == 7 ? h + 1 : (r == 0 && h ? h - 1 : h);
            }
            line(x != 0 || bit64 ? "First player wins." : "Second player wins.");
        }
        if (more()) fail();
    }
    return finish();
}
