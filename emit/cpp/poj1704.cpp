// POJ 1704 Georgia and Bob, for `grundy emit poj1704 --lang cpp`.
// Pieces on cells 1, 2, ... of a strip slide left without passing another
// piece or the wall; whoever cannot move loses. Staircase Nim: pair the
// pieces from the right; each pair's gap (right - left - 1, the leftmost
// unpaired piece counting from the wall at 0) is a Nim heap. `T`, then per
// case `N` and N distinct cells >= 1 in any order; `Georgia will win` (first
// player) when the XOR is non-zero, else `Bob will win`.
// Judge option: G++ (standard C++98 plus long long). Tested warning-free
// (-Wall -Wextra) as g++ -m32 -std=c++98, g++ -m32 -std=c++11,
// g++ -std=c++17 and clang++ -std=c++17.
// Range: cells up to 2^64 - 1 (the cells of one
// case are kept in memory and sorted).
#include <algorithm>
#include <vector>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include "io.h"
int main() {
    std::vector<u64> cells;
    if (more()) {
        for (u64 cases = num(); cases; --cases) {
            cells.clear();
            for (u64 n = num(); n; --n) {
                cells.push_back(num());
                if (cells.back() == 0) fail();
            }
            std::sort(cells.begin(), cells.end());
            for (size_t i = 1; i < cells.size(); ++i)
                if (cells[i - 1] == cells[i]) fail();
            u64 x = 0;
            for (size_t i = cells.size(); i >= 2; i -= 2) x ^= cells[i - 1] - cells[i - 2] - 1;
            if (cells.size() % 2) x ^= cells[0] - 1;
            line(x ? "Georgia will win" : "Bob will win");
        }
        if (more()) fail();
    }
    return finish();
}
