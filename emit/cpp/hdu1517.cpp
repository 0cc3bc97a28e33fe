// HDU 1517 A Multiplication Game, for `grundy emit hdu1517 --lang cpp`.
// p starts at 1; each player multiplies it by 2..9; whoever first reaches
// p >= n wins. Targets in (9, 18] lose for the player to move, in (1, 9]
// win, and the whole pattern repeats after dividing by 18 (rounding up), so
// n is reduced to ceil(n / 18) until n <= 18. Lines `n` (n >= 2) until end
// of input; `Stan wins.` (first player) or `Ollie wins.`.
// Judge option: G++ (standard C++98 plus long long). Tested warning-free
// (-Wall -Wextra) as g++ -m32 -std=c++98, g++ -m32 -std=c++11,
// g++ -std=c++17 and clang++ -std=c++17.
// Range: n from 2 to 2^64 - 1.
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include "io.h"
int main() {
    while (more()) {
        u64 n = num();
        if (n < 2) fail();
        while (n > 18) n = n / 18 + (n % 18 != 0);
        line(n <= 9 ? "Stan wins." : "Ollie wins.");
    }
    return finish();
}
