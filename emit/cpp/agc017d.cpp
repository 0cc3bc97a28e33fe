// AtCoder AGC 017 D Game on Tree, for `grundy emit agc017d --lang cpp`.
// Green Hackenbush on a tree rooted at vertex 1: a move removes an edge and
// what no longer reaches vertex 1 goes; whoever cannot move loses. Alice,
// who moves first, wins when g(1) != 0 (tree.h). `N`, then N - 1 edges
// `x y` in either orientation; trees one after another until the input
// ends, one line each.
// Builds as C++98 (and later; also -m32). Range: N up to 2^22 vertices per
// tree (grundy takes more; a larger N is rejected like bad input).
// Submit as: C++ (GCC) on AtCoder.
// Judge option: G++ (standard C++98 plus long long). Tested warning-free
// (-Wall -Wextra) as g++ -m32 -std=c++98, g++ -m32 -std=c++11,
// g++ -std=c++17 and clang++ -std=c++17.
#include <vector>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include "io.h"
#include "tree.h"

int main() {
    while (more()) line(tree_value() ? "Alice" : "Bob");
    return finish();
}
