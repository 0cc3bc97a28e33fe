/* POJ 2234 (Nim): lines `M a1..aM` until end of input; Yes when the XOR of
 * the piles is non-zero. A baseline for scripts/compare.sh. */
#include "judge_io.h"

int main(void) {
    read_input();
    while (!at_end()) {
        uint64_t m = next_number(), x = 0;
        while (m--) x ^= next_number();
        put_text(x ? "Yes\n" : "No\n");
    }
    write_output();
    return 0;
}
