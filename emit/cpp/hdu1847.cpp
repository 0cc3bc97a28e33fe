// HDU 1847 Good Luck in CET-4 Everybody!, for `grundy emit hdu1847 --lang cpp`.
// One pile of n cards, take a power of two (1, 2, 4, ...); last taker wins.
// Powers of two are never multiples of 3, so the losing piles are exactly
// the multiples of 3: `Kiki` (first player) wins when n mod 3 != 0, else
// `Cici`. Lines `n` until end of input.
// Judge option: G++ (standard C++98 plus long long). Tested warning-free
// (-Wall -Wextra) as g++ -m32 -std=c++98, g++ -m32 -std=c++11,
// g++ -std=c++17 and clang++ -std=c++17.
// Range: n up to 2^64 - 1.
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include "io.h"
int main() {
    while (more()) line(num() % 3 ? "Kiki" : "Cici");
    return finish();
}
