// POJ 2484 A Funny Game, for `grundy emit poj2484 --lang cpp`.
// n coins in a circle; a move removes one coin or two adjacent coins;
// whoever removes the last coin wins. Alice wins exactly when n <= 2 (she
// takes everything); for n >= 3 Bob halves the line she leaves into two
// equal lines and mirrors her moves. Lines `n` until a line `0`; `Alice` or
// `Bob`.
// Builds as C++98 with long long. Range: every n up to 2^64 - 1.
// Submit as: G++.
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
            line(n <= 2 ? "Alice" : "Bob");
        }
        if (more()) fail();
    }
    return finish();
}
