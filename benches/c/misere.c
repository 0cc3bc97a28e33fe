/* HDU 1907 (misere Nim): T, then per case N and N piles. With a pile above
 * one the mover wins on a non-zero XOR; with none, on a zero one (an even
 * count of ones). A baseline for scripts/compare.sh. */
#include "judge_io.h"

int main(void) {
    read_input();
    if (at_end()) return 0;
    uint64_t cases = next_number();
    while (cases--) {
        uint64_t n = next_number(), x = 0;
        int big = 0;
        while (n--) {
            uint64_t pile = next_number();
            x ^= pile;
            big |= pile > 1;
        }
        put_text((x != 0) == big ? "John\n" : "Brother\n");
    }
    write_output();
    return 0;
}
