// HDU 3094 A tree game, for `grundy emit hdu3094 --lang cpp`.
// Green Hackenbush on a tree rooted at vertex 1: a move cuts an edge and
// what no longer reaches the root falls; whoever cannot move loses. Colon
// principle: g(v) = XOR over the children c of (g(c) + 1); Alice, who moves
// first, wins when g(1) != 0 (tree.h: the tree read, checked and valued
// without recursion). `T`, then per case `N` and N - 1 edges `I J` in
// either orientation.
// Builds as C++98 (and later; also -m32). Range: N up to 2^22 vertices per
// case (grundy takes more; a larger N is rejected like bad input), T up to
// 2^64 - 1.
// Submit as: G++.
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
    if (more()) {
        for (u64 cases = num(); cases; --cases) line(tree_value() ? "Alice" : "Bob");
        if (more()) fail();
    }
    return finish();
}
