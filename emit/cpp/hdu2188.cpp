// HDU 2188 (selecting volunteers; title in Chinese), for `grundy emit hdu2188 --lang cpp`.
// Bash game: `C`, then C lines `n m` (both at least 1); add 1..m to a total
// starting at 0, whoever reaches n wins. The first player (Grass) wins
// exactly when n mod (m + 1) != 0: `Grass`, else `Rabbit`.
// Judge option: G++ (standard C++98 plus long long). Tested warning-free
// (-Wall -Wextra) as g++ -m32 -std=c++98, g++ -m32 -std=c++11,
// g++ -std=c++17 and clang++ -std=c++17.
// Range: n and m from 1 to 2^64 - 1.
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include "io.h"
int main() {
    if (more()) {
        for (u64 cases = num(); cases; --cases) {
            u64 n = num();
            if (n == 0) fail();
            u64 m = num();
            if (m == 0) fail();
            u64 r = m + 1 == 0 ? n : n % (m + 1);
            line(r ? "Grass" : "Rabbit");
        }
        if (more()) fail();
    }
    return finish();
}
