// HDU 2149 Public Sale, for `grundy emit hdu2149 --lang cpp`.
// A price starts at 0; each bid raises it by 1..N; whoever reaches the cost
// M first wins. Lines `M N` (both at least 1) until end of input. If N >= M
// every first bid from M to N wins at once; else the bash game: the only
// winning first bid is M mod (N + 1), and none when that is 0. Prints the
// winning first bids ascending, space-separated, or `none`.
// Judge option: G++ (standard C++98 plus long long). Tested warning-free
// (-Wall -Wextra) as g++ -m32 -std=c++98, g++ -m32 -std=c++11,
// g++ -std=c++17 and clang++ -std=c++17.
// Range: M and N from 1 to 2^64 - 1 (the list
// has N - M + 1 bids when N >= M, however long).
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include "io.h"
int main() {
    while (more()) {
        u64 m = num();
        if (m == 0) fail();
        u64 n = num();
        if (n == 0) fail();
        if (n >= m) {
            for (u64 bid = m;; ++bid) {
                putu(bid);
                if (bid == n) break;
                put(" ", 1);
            }
            put("\n", 1);
        } else if (m % (n + 1)) {
            putu(m % (n + 1));
            put("\n", 1);
        } else {
            line("none");
        }
    }
    return finish();
}
