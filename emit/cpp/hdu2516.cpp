// HDU 2516 取石子游戏 (Fibonacci Nim), for `grundy emit hdu2516 --lang cpp`.
// One pile of n stones; the first move takes 1 to n - 1, each later move at
// most twice the opponent's last take; whoever takes the last stone wins.
// With r stones and take limit c the mover wins exactly when the smallest
// Zeckendorf term of r is at most c, so the first player (limit n - 1)
// loses exactly when n is a Fibonacci number (2, 3, 5, 8, ...). Lines `n`
// (n >= 2) until a line `0`; `Second win` when n is a Fibonacci number,
// else `First win`. The Fibonacci numbers are walked in unsigned 64-bit
// arithmetic (the one after 1836311903 does not fit an int).
// Builds as C++98 with long long. Range: n from 2 to 2^64 - 1.
// Submit as: G++.
// Judge option: G++ (standard C++98 plus long long). Tested warning-free
// (-Wall -Wextra) as g++ -m32 -std=c++98, g++ -m32 -std=c++11,
// g++ -std=c++17 and clang++ -std=c++17.
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include "io.h"
// True when n >= 1 is a Fibonacci number; stops before a sum could wrap
// (the largest u64 Fibonacci number is 12200160415121876738).
static bool fibonacci(u64 n) {
    u64 a = 1, b = 2;
    while (b < n) {
        if (b > 18446744073709551615ULL - a) return false;
        u64 c = a + b;
        a = b;
        b = c;
    }
    return b == n || a == n;
}
int main() {
    if (more()) {
        for (;;) {
            u64 n = num();
            if (n == 0) break;
            if (n == 1) fail();
            line(fibonacci(n) ? "Second win" : "First win");
        }
        if (more()) fail();
    }
    return finish();
}
