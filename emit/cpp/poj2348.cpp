// POJ 2348 Euclid's Game (also HDU 1525, ZOJ 1913), for
// `grundy emit poj2348 --lang cpp`.
// Two positive numbers; a move subtracts a positive multiple of the smaller
// from the larger (leaving at least 0); whoever makes a 0 wins. With
// a >= b, the mover wins at once when b divides a or a / b >= 2 (one of
// (a mod b, b) and (a mod b + b, b) is lost for the opponent); otherwise
// the only move is to (b, a - b) and the answer flips. A loop over those
// forced steps (fewer than 93, quotient 1 each), no recursion, no single
// subtractions, and `a / b >= 2` instead of `a >= 2 * b`, which overflows.
// Lines `a b` in either order until `0 0`; `Stan wins` (first player) or
// `Ollie wins`.
// Builds as C++98 with long long. Range: every pair up to 2^64 - 1.
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
            u64 a = num(), b;
            if (a == 0) {
                if (num() != 0) fail();
                break;
            }
            b = num();
            if (b == 0) fail();
            if (a < b) {
                u64 t = a;
                a = b;
                b = t;
            }
            bool stan = true;
            while (a % b != 0 && a / b < 2) {
                u64 t = a - b;
                a = b;
                b = t;
                stan = !stan;
            }
            line(stan ? "Stan wins" : "Ollie wins");
        }
        if (more()) fail();
    }
    return finish();
}
