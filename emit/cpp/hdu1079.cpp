// HDU 1079 Calendar Game, for `grundy emit hdu1079 --lang cpp`.
// A date from 1900-01-01 to 2001-11-04 steps to the next day or to the same
// day of the next month (when it exists); whoever reaches 2001-11-04 wins.
// The player to move wins exactly when month + day is even, or the date is
// September 30 or November 30. `T`, then T lines `YYYY MM DD`; `YES` / `NO`.
// Judge option: G++ (standard C++98 plus long long). Tested warning-free
// (-Wall -Wextra) as g++ -m32 -std=c++98, g++ -m32 -std=c++11,
// g++ -std=c++17 and clang++ -std=c++17.
// Range: exactly the dates of the game; any
// other date is rejected like bad input.
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include "io.h"
int main() {
    static const u64 days[13] = {0, 31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31};
    if (more()) {
        for (u64 cases = num(); cases; --cases) {
            u64 y = num();
            if (y < 1900 || y > 2001) fail();
            u64 m = num();
            if (m < 1 || m > (y == 2001 ? 11u : 12u)) fail();
            bool leap = y % 4 == 0 && (y % 100 != 0 || y % 400 == 0);
            u64 last = y == 2001 && m == 11 ? 4 : days[m] + (m == 2 && leap);
            u64 d = num();
            if (d < 1 || d > last) fail();
            bool wins = (m + d) % 2 == 0 || (d == 30 && (m == 9 || m == 11));
            line(wins ? "YES" : "NO");
        }
        if (more()) fail();
    }
    return finish();
}
