// HDU 1846 Brave Game, for `grundy emit hdu1846 --lang cpp`.
// Bash game: `C`, then C lines `n m`; take 1..m from n stones, last taker
// wins. The first player wins exactly when n mod (m + 1) != 0: `first`,
// else `second` (m = 2^64 - 1 makes the modulus 2^64).
// Judge option: G++ (standard C++98 plus long long). Tested warning-free
// (-Wall -Wextra) as g++ -m32 -std=c++98, g++ -m32 -std=c++11,
// g++ -std=c++17 and clang++ -std=c++17.
// Range: n and m up to 2^64 - 1.
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include "io.h"
int main() {
    if (more()) {
        for (u64 cases = num(); cases; --cases) {
            u64 n = num(), m = num();
            u64 r = m + 1 == 0 ? n : n % (m + 1);
            line(r ? "first" : "second");
        }
        if (more()) fail();
    }
    return finish();
}
